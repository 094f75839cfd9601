/**
 * Sessions and deals: the cut for the first deal (Q6), the deal in packets of two (Q9, Q10, PD-Q-10),
 * carte blanche scored at the deal (Q11, PD-Q-4), the alternating deal (Q8, Q36, PD-Q-12).
 */
import { Rng, seedRng } from '../../engine/rng.js';
import { isCarteBlanche, PACK, rankIndex } from './cards.js';
import { declarationCredit } from './scoring.js';
import { draftOf, stateOf, type Draft, type Events } from './draft.js';
import { resolveRules } from './rules.js';
import type { PiquetEvent, PiquetOptions, PiquetState, Seat } from './types.js';

/** Q6: each seat shows a card; the lower (Q3 rank) deals; equal ranks cut again. */
export function cutForDeal(rng: Rng): { rounds: [string, string][]; dealer: Seat } {
  const rounds: [string, string][] = [];
  for (;;) {
    const i = rng.int(32);
    let j = rng.int(31);
    if (j >= i) j++;
    const cards: [string, string] = [PACK[i]!, PACK[j]!];
    rounds.push(cards);
    const a = rankIndex(cards[0]);
    const b = rankIndex(cards[1]);
    if (a !== b) return { rounds, dealer: a < b ? 0 : 1 };
  }
}

/** Checks a pack handed in from outside (tests, replays); a message or null. */
export function packProblem(pack: unknown): string | null {
  if (!Array.isArray(pack)) return 'pack must be a list of the 32 cards';
  if (pack.length !== 32) return `pack must hold the 32 cards once each, got ${pack.length} cards`;
  const seen = new Set<string>();
  for (const c of pack) {
    if (typeof c !== 'string' || !PACK.includes(c)) return `pack: unknown card ${JSON.stringify(c)} (Q2: A K Q J 10 9 8 7 of C D H S)`;
    if (seen.has(c)) return `pack: card ${c} twice`;
    seen.add(c);
  }
  return null;
}

/**
 * Deals from `pack` (top first) into `d` with `dealer`: two cards to the elder, two to the dealer, six
 * times; the last 8 are the talon (Q9, Q10). Then carte blanche (Q11), which may end the game (Q35).
 */
function deal(d: Draft, dealer: Seat, pack: readonly string[], ev: Events): void {
  const elder = 1 - dealer;
  const hands: string[][] = [[], []];
  for (let i = 0; i < 6; i++) {
    hands[elder]!.push(pack[4 * i]!, pack[4 * i + 1]!);
    hands[dealer]!.push(pack[4 * i + 2]!, pack[4 * i + 3]!);
  }
  d.dealer = dealer;
  d.phase = 'exchange-elder';
  d.toMove = elder;
  d.hands = hands;
  d.talon = pack.slice(24);
  d.discards = [[], []];
  d.taken = [[], []];
  d.carteBlanche = null;
  d.blanche = null;
  d.declared = [];
  d.repique = null;
  d.pique = null;
  d.trick = [];
  d.tricks = [];
  d.tricksWon = [0, 0];
  d.dealScores = [0, 0];
  d.winner = null;
  if (ev) {
    ev.push({ type: 'dealStarted', deal: d.dealsPlayed + 1, dealer, elder, scores: d.scores.slice() });
    for (const seat of [elder, dealer]) ev.push({ type: 'cardsDealt', seat, cards: hands[seat]!.slice(), visibleTo: seat });
  }
  for (const seat of [elder, dealer]) {
    if (isCarteBlanche(hands[seat]!)) {
      d.carteBlanche = seat;
      d.blanche = hands[seat]!.slice();
      if (ev) ev.push({ type: 'carteBlanche', seat });
      declarationCredit(d, seat, 'carteBlanche', 10, ev);
      break; // Q11: both players can never have carte blanche together.
    }
  }
}

function shuffled(d: Draft): string[] {
  const rng = new Rng(d.rng);
  const pack = rng.shuffle(PACK);
  d.rng = rng.state;
  return pack;
}

/** A new session: the cut (Q6), the shuffle and the first deal, with its events. */
export function newSessionWithEvents(options: PiquetOptions, seed: string | number): { state: PiquetState; events: PiquetEvent[] } {
  const rules = resolveRules(options);
  const rng = new Rng(seedRng(seed));
  const { rounds, dealer } = cutForDeal(rng);
  const events: PiquetEvent[] = [{ type: 'gameStarted', target: rules.target, partie: rules.partie, variants: rules.variants }];
  rounds.forEach((cards, i) => events.push({ type: 'cut', round: i + 1, cards, dealer: i === rounds.length - 1 ? dealer : null }));
  const d: Draft = {
    options: JSON.parse(JSON.stringify(options)) as PiquetOptions,
    cut: rounds[rounds.length - 1]!.slice(),
    rules,
    blanche: null,
    rng: rng.state,
    dealer,
    phase: 'dealOver',
    toMove: null,
    hands: [[], []],
    talon: [],
    discards: [[], []],
    taken: [[], []],
    carteBlanche: null,
    declared: [],
    repique: null,
    pique: null,
    trick: [],
    tricks: [],
    tricksWon: [0, 0],
    dealScores: [0, 0],
    scores: [0, 0],
    dealsPlayed: 0,
    winner: null,
    units: [0, 0],
    gamesPlayed: 0,
  };
  deal(d, dealer, shuffled(d), events);
  return { state: stateOf(d), events };
}

export function newSession(options: PiquetOptions, seed: string | number): PiquetState {
  return newSessionWithEvents(options, seed).state;
}

/**
 * From 'dealOver' (the next deal of the game) or 'gameOver' (the first deal of a new game, Q36): the
 * deal changes hands (Q8, PD-Q-12), then shuffle (or `pack`, top first) and deal.
 */
export function nextDealWithEvents(s: PiquetState, pack?: readonly string[], events: Events = []): { state: PiquetState; events: PiquetEvent[] } {
  if (s.phase !== 'dealOver' && s.phase !== 'gameOver') {
    throw new Error(`nextDeal needs phase 'dealOver' or 'gameOver', the state is in phase '${s.phase}'`);
  }
  if (pack !== undefined) {
    const problem = packProblem(pack);
    if (problem) throw new Error(`Bad Piquet pack: ${problem}`);
  }
  const d = draftOf(s);
  if (s.phase === 'gameOver') {
    d.scores = [0, 0];
    d.dealsPlayed = 0;
    if (events) events.push({ type: 'gameStarted', target: d.rules.target, partie: d.rules.partie, variants: d.rules.variants });
  } else {
    d.dealsPlayed += 1;
  }
  deal(d, 1 - s.dealer, pack ? pack.slice() : shuffled(d), events);
  return { state: stateOf(d), events: events ?? [] };
}

export function nextDeal(s: PiquetState, pack?: readonly string[]): PiquetState {
  return nextDealWithEvents(s, pack, null).state;
}
