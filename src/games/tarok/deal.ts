/**
 * Dealing and sessions (T9, T35, TD1, TD2, TD10, TL6, TL8, TL24, the contract's "Dealing and
 * sessions"): the shuffle (seeded, from the state's generator), the deal from the top of the pack,
 * packets of five from the eldest, the dealer's three, en deux's 25 set aside, the new method's Skat
 * first; the first dealer at random; the deal passing to `(dealer + 1) % n`.
 */
import { Rng, seedRng } from '../../engine/rng.js';
import { PACK } from './cards.js';
import { copyOptions, resolveRules } from './rules.js';
import type { TarokEvent, TarokOptions, TarokPosition, TarokRules, TarokState } from './types.js';

export interface WithEvents {
  readonly state: TarokState;
  readonly events: TarokEvent[];
}

/** What is wrong with `pack` as the 78 cards once each, or null. */
export function packProblem(pack: unknown): string | null {
  if (!Array.isArray(pack)) return 'the pack must be a list of cards';
  if (pack.length !== PACK.length) return `the pack must hold the ${PACK.length} cards, not ${pack.length}`;
  const seen = new Set<string>();
  const all = new Set(PACK);
  for (const c of pack) {
    if (typeof c !== 'string' || !all.has(c)) return `${JSON.stringify(c)} is not a card of the Tarock pack`;
    if (seen.has(c)) return `${c} twice in the pack`;
    seen.add(c);
  }
  return null;
}

/** The hands, Skat and aside of a deal from `pack` (top card first) for `dealer`. */
export function dealPack(pack: readonly string[], rules: TarokRules, dealer: number): { hands: string[][]; skat: string[]; aside: string[] } {
  const n = rules.players;
  const hands: string[][] = Array.from({ length: n }, () => []);
  let k = 0;
  const skat: string[] = [];
  const oldDeal = !(rules.form === 'lomber' && rules.method === 'new');
  if (!oldDeal) for (; k < 3; k++) skat.push(pack[k]!); // TL8: the top three first
  for (let round = 0; round < 5; round++) {
    for (let i = 1; i <= n; i++) {
      const seat = (dealer + i) % n;
      for (let j = 0; j < 5; j++) hands[seat]!.push(pack[k++]!);
    }
  }
  if (oldDeal) for (let j = 0; j < 3; j++) hands[dealer]!.push(pack[k++]!); // T9, TD2, TL6
  const aside = pack.slice(k); // TD2: en deux's 25; empty otherwise
  return { hands, skat, aside };
}

/** What a session carries from deal to deal (the rest of a position is the deal's). */
export type SessionPart = Pick<TarokPosition, 'options' | 'balances' | 'scores' | 'dealsPlayed' | 'partiesPlayed'>;

/**
 * The position at the start of a deal of these cards (T36, T38, TL8): the session's fields copied,
 * every per-deal field new; the Skat's layer to move, or in the new method the eldest in the auction.
 */
export function dealtPosition(session: SessionPart, rules: TarokRules, dealer: number, dealt: { hands: string[][]; skat: string[]; aside: string[] }): TarokPosition {
  const n = rules.players;
  const auctionFirst = rules.form === 'lomber' && rules.method === 'new';
  return {
    options: session.options,
    balances: session.balances.slice(),
    scores: session.scores ? session.scores.slice() : null,
    dealsPlayed: session.dealsPlayed,
    partiesPlayed: session.partiesPlayed,
    dealer,
    phase: auctionFirst ? 'auction' : 'skat',
    toMove: auctionFirst ? (dealer + 1) % n : dealer,
    hands: dealt.hands,
    skat: dealt.skat,
    aside: dealt.aside,
    auction: [],
    declarer: null,
    game: null,
    calls: [],
    announcements: null,
    trick: [],
    tricks: [],
    won: Array.from({ length: n }, () => 0),
    outcome: null,
  };
}

/** A new deal after `session` (shuffled by `rng` unless `pack` is given) and its event. */
function startDeal(session: SessionPart, rules: TarokRules, dealer: number, pack: readonly string[] | undefined, rng: Rng): WithEvents {
  const order = pack ? pack.slice() : rng.shuffle(PACK);
  const state: TarokState = { ...dealtPosition(session, rules, dealer, dealPack(order, rules, dealer)), rng: rng.state };
  return { state, events: [{ type: 'dealStarted', deal: session.dealsPlayed + 1, dealer, eldest: (dealer + 1) % rules.players }] };
}

/** T9, TD1, TL4: a new session: balances 0 (en deux scores 0, 0), a random first dealer, the first deal. */
export function newSessionWithEvents(options: TarokOptions, seed: string | number): WithEvents {
  const rules = resolveRules(options);
  const rng = new Rng(seedRng(seed));
  const n = rules.players;
  const dealer = rng.int(n);
  const session: SessionPart = {
    options: copyOptions(options),
    balances: Array.from({ length: n }, () => 0),
    scores: rules.form === 'deux' ? [0, 0] : null,
    dealsPlayed: 0,
    partiesPlayed: 0,
  };
  return startDeal(session, rules, dealer, undefined, rng);
}

/** T4, TD1, TL5: from 'dealOver' or 'partyOver' only (throws otherwise); en deux's scores restart after a party. */
export function nextDealWithEvents(s: TarokState, pack?: string[]): WithEvents {
  if (s.phase !== 'dealOver' && s.phase !== 'partyOver') throw new Error(`nextDeal: the deal is not over (phase ${s.phase})`);
  if (pack !== undefined) {
    const problem = packProblem(pack);
    if (problem) throw new Error(`nextDeal: ${problem}`);
  }
  const rules = resolveRules(s.options);
  const base: TarokState = s.phase === 'partyOver' ? { ...s, scores: [0, 0] } : s;
  return startDeal(base, rules, (s.dealer + 1) % rules.players, pack, new Rng(s.rng));
}
