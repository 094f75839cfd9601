/**
 * Sessions and deals (BO6–BO18, BO55, PD-BO-3, V-BO-1): the precedence draw, the first dealer and
 * the suits, the Blok on an empty table and the dealer's stake, the deal one card at a time from the
 * eldest, and the next deal from the end of one.
 */
import { Rng } from '../../engine/rng.js';
import { colourOf, isAce, rankOf, simpleSuits, suitOf } from './cards.js';
import { draftOf, eldestOf, type Draft, type Events } from './draft.js';
import { copyOptions, resolveRules } from './rules.js';
import { beteInPlay, payIn } from './settle.js';
import type { BostonEvent, BostonOptions, BostonRules, BostonState, Suit } from './types.js';

export interface WithEvents {
  readonly state: BostonState;
  readonly events: BostonEvent[];
}

/** BO10: the dealer's stake. BO11, BO12: the Blok and the all-pass payment of each seat. */
export const STAKE = 4;
export const BLOK = 2;
export const ALL_PASS = 2;

/** BO7: cards of `order` turned to seat 0, 1, … (the k-th to seat k % n) until the first ace; its seat deals first. */
export function precedenceDraw(order: readonly string[], players: number): { precedence: string[]; dealer: number } {
  const i = order.findIndex(isAce);
  if (i < 0) throw new Error('precedenceDraw: the cards hold no ace');
  return { precedence: order.slice(0, i + 1), dealer: i % players };
}

/** BO6, BO61, V-BO-5: the superior suit the precedence fixes for the session (four-handed: the first ace's). */
export function sessionSuperior(rules: BostonRules, precedence: readonly string[]): Suit {
  return rules.fixedSuperior ?? suitOf(precedence[precedence.length - 1]!);
}

/** What is wrong with a pack for these rules (not the form's pack once each), or null. */
export function packProblem(rules: BostonRules, pack: unknown): string | null {
  if (!Array.isArray(pack)) return 'the pack must be a list of cards';
  if (pack.length !== rules.pack.length) return `the pack must have ${rules.pack.length} cards, not ${pack.length}`;
  const want = new Set(rules.pack);
  const seen = new Set<string>();
  for (const c of pack) {
    if (typeof c !== 'string' || !want.has(c)) return `${JSON.stringify(c)} is not a card of this form's pack`;
    if (seen.has(c)) return `${c} is twice in the pack`;
    seen.add(c);
  }
  return null;
}

/** BO18: the k-th card of `pack` (k = 1 … 13n) to seat (dealer + k) % n. */
export function dealPack(pack: readonly string[], dealer: number, n: number): string[][] {
  const hands: string[][] = Array.from({ length: n }, () => []);
  for (let k = 1; k <= pack.length; k++) hands[(dealer + k) % n]!.push(pack[k - 1]!);
  return hands;
}

/** A deal into `d` (its dealer, balances and table set): the suits, the Blok, the stake, the cards, the auction. */
function dealInto(d: Draft, ev: Events, pack?: readonly string[], superior?: Suit): void {
  const rules = d.rules;
  const n = rules.players;
  const rng = new Rng(d.rng);
  if (rules.suitEachDeal) {
    // V-BO-1: a card turned from the second pack fixes this deal's suits
    if (superior !== undefined) d.superior = superior;
    else {
      const card = rng.pick(rules.pack);
      d.superior = suitOf(card);
      ev.push({ type: 'suitTurned', rank: rankOf(card), suit: d.superior });
    }
  }
  d.balances = d.balances.slice();
  const blok = d.pot === 0 && d.betes.length === 0;
  if (blok) for (let s = 0; s < n; s++) payIn(d, ev, s, BLOK, 'blok');
  payIn(d, ev, d.dealer, STAKE, 'ante');
  const cards = pack ?? rng.shuffle(rules.pack);
  d.rng = rng.state;
  d.hands = dealPack(cards, d.dealer, n);
  d.phase = 'auction';
  d.toMove = eldestOf(d);
  d.auction = [];
  d.declarer = null;
  d.contract = null;
  d.class = null;
  d.trump = null;
  d.discard = null;
  d.whist = [];
  d.partner = null;
  d.leader = null;
  d.trick = [];
  d.tricks = [];
  d.won = Array.from({ length: n }, () => 0);
  d.outcome = null;
  ev.push({
    type: 'dealStarted',
    deal: d.dealsPlayed + 1,
    of: rules.tours * n,
    dealer: d.dealer,
    eldest: eldestOf(d),
    superior: d.superior,
    colour: colourOf(d.superior),
    simple: simpleSuits(d.superior),
    pot: d.pot,
    betes: d.betes.slice(),
    bete: beteInPlay(d.betes).amount,
    blok,
  });
}

/** BO6, BO7, BO17: a new session: every balance 0, the precedence draw, the first deal. */
export function newSessionWithEvents(options: BostonOptions, seed: string | number): WithEvents {
  const rules = resolveRules(options);
  const n = rules.players;
  const rng = Rng.fromSeed(seed);
  const { precedence, dealer } = precedenceDraw(rng.shuffle(rules.pack), n);
  const superior = sessionSuperior(rules, precedence);
  const events: Events = [];
  events.push({
    type: 'precedence',
    cards: precedence.map((c, k) => ({ seat: k % n, rank: rankOf(c), suit: suitOf(c) })),
    dealer,
    superior: rules.fixedSuperior === null && !rules.suitEachDeal ? superior : null,
  });
  const d: Draft = {
    options: copyOptions(options),
    rules,
    balances: Array.from({ length: n }, () => 0),
    pot: 0,
    betes: [],
    dealsPlayed: 0,
    precedence,
    dealer,
    superior,
    phase: 'auction',
    toMove: null,
    hands: [],
    auction: [],
    declarer: null,
    contract: null,
    class: null,
    trump: null,
    discard: null,
    whist: [],
    partner: null,
    leader: null,
    trick: [],
    tricks: [],
    won: [],
    outcome: null,
    rng: rng.state,
  };
  dealInto(d, events);
  return { state: d as unknown as BostonState, events };
}

/** BO17: from 'dealOver' the next deal, dealt by the next seat; `pack` (top first) and V-BO-1's `superior` as given. */
export function nextDealWithEvents(s: BostonState, pack?: readonly string[], superior?: Suit): WithEvents {
  if (s.phase !== 'dealOver') throw new Error(`nextDeal: no next deal from phase '${s.phase}', only from dealOver (BO58)`);
  if (pack !== undefined) {
    const p = packProblem(s.rules, pack);
    if (p) throw new Error(`nextDeal: ${p}`);
  }
  if (superior !== undefined && !s.rules.suitEachDeal) throw new Error('nextDeal: a superior suit is given only under V-BO-1');
  if (superior !== undefined && !['C', 'D', 'H', 'S'].includes(superior)) throw new Error(`nextDeal: unknown suit ${JSON.stringify(superior)}`);
  const d = draftOf(s);
  d.dealer = (s.dealer + 1) % s.rules.players;
  const events: Events = [];
  dealInto(d, events, pack, superior);
  return { state: d as unknown as BostonState, events };
}
