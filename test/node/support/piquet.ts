/** Helpers for the Piquet tests: hands from text, packs that deal given hands, positions, move runs. */
import assert from 'node:assert/strict';
import {
  applyMove,
  fromPosition,
  nextDealWithEvents,
  PACK,
  type PiquetEvent,
  type PiquetMove,
  type PiquetOptions,
  type PiquetPosition,
  type PiquetState,
  type ScoreReason,
} from '../../../src/games/piquet/index.js';

/** Seat 1 deals in the spec's examples, so seat 0 is the elder (E) and seat 1 the younger (Y). */
export const E = 0;
export const Y = 1;

export const cards = (text: string): string[] => text.split(/\s+/).filter(Boolean);

export function rest(...used: string[][]): string[] {
  const u = new Set(used.flat());
  return PACK.filter((c) => !u.has(c));
}

/** The pack (top first) that deals `elder` and `dealer` their hands and leaves `talon` (Q9, Q10, PD-Q-10). */
export function packFor(elder: string[], dealer: string[], talon: string[]): string[] {
  assert.equal(elder.length, 12);
  assert.equal(dealer.length, 12);
  assert.equal(talon.length, 8);
  const pack: string[] = [];
  for (let i = 0; i < 6; i++) pack.push(elder[2 * i]!, elder[2 * i + 1]!, dealer[2 * i]!, dealer[2 * i + 1]!);
  pack.push(...talon);
  assert.equal(new Set(pack).size, 32);
  return pack;
}

/** A finished deal (phase 'dealOver') with `dealer` dealing; nextDeal from it passes the deal to the other seat. */
export function dealOverState(o: { options?: PiquetOptions; dealer?: number; scores?: number[]; dealsPlayed?: number; units?: number[] } = {}): PiquetState {
  const tricks = Array.from({ length: 12 }, (_, i) => [
    { seat: 0, card: PACK[2 * i]! },
    { seat: 1, card: PACK[2 * i + 1]! },
  ]);
  return fromPosition({
    options: o.options ?? {},
    cut: [],
    dealer: o.dealer ?? 0,
    phase: 'dealOver',
    toMove: null,
    hands: [[], []],
    talon: [],
    discards: [PACK.slice(24, 28), PACK.slice(28, 32)],
    taken: [PACK.slice(0, 4).filter((_, i) => i % 2 === 0).concat(PACK.slice(4, 8).filter((_, i) => i % 2 === 0)), PACK.slice(1, 9).filter((_, i) => i % 2 === 0)],
    carteBlanche: null,
    declared: [],
    repique: null,
    pique: null,
    trick: [],
    tricks,
    tricksWon: [0, 0],
    dealScores: [0, 0],
    scores: o.scores ?? [0, 0],
    dealsPlayed: o.dealsPlayed ?? 0,
    winner: null,
    units: o.units ?? [0, 0],
    gamesPlayed: 0,
  });
}

/** Deals the given hands with seat 1 dealing (seat 0 elder) from a finished deal with the given game scores. */
export function dealFrom(
  elder: string[],
  dealer: string[],
  talon: string[],
  o: { options?: PiquetOptions; scores?: number[]; dealsPlayed?: number } = {},
): { state: PiquetState; events: PiquetEvent[] } {
  return nextDealWithEvents(dealOverState({ ...o, dealer: 0 }), packFor(elder, dealer, talon));
}

/** Applies moves that must be legal; returns the state and all events. */
export function run(s: PiquetState, moves: PiquetMove[]): { state: PiquetState; events: PiquetEvent[] } {
  const events: PiquetEvent[] = [];
  for (const m of moves) {
    const r = applyMove(s, m);
    assert.ok(r.ok, `move ${JSON.stringify(m)} refused: ${r.ok ? '' : JSON.stringify(r.violation)}`);
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

/** Plays the cards in order, each by the seat to move. */
export function playCards(s: PiquetState, list: string[]): { state: PiquetState; events: PiquetEvent[] } {
  return run(s, list.map((card) => ({ type: 'play', card })));
}

/** The exchange as single moves: discards, then take (PD-Q-21). */
export function exchange(s: PiquetState, discards: string[]): { state: PiquetState; events: PiquetEvent[] } {
  return run(s, [...discards.map((card): PiquetMove => ({ type: 'discard', card })), { type: 'take' }]);
}

/**
 * The younger about to take with `e` = 5 (so he may take none): the declarations of the two hands run
 * at his take. `elder` and `younger` are the hands after the exchange (seat 0 elder, seat 1 younger).
 */
export function beforeDeclarations(
  elder: string[],
  younger: string[],
  o: { options?: PiquetOptions; scores?: number[]; dealScores?: number[]; carteBlanche?: number | null; dealer?: number } = {},
): PiquetState {
  const dealer = o.dealer ?? Y;
  const el = 1 - dealer;
  const others = rest(elder, younger);
  const hands: string[][] = [];
  hands[el] = elder;
  hands[dealer] = younger;
  const discards: string[][] = [];
  discards[el] = others.slice(0, 5);
  discards[dealer] = [];
  const taken: string[][] = [];
  taken[el] = elder.slice(0, 5);
  taken[dealer] = [];
  const p: PiquetPosition = {
    options: o.options ?? {},
    cut: [],
    dealer,
    phase: 'exchange-younger',
    toMove: dealer,
    hands,
    talon: others.slice(5),
    discards,
    taken,
    carteBlanche: o.carteBlanche ?? null,
    declared: [],
    repique: null,
    pique: null,
    trick: [],
    tricks: [],
    tricksWon: [0, 0],
    dealScores: o.dealScores ?? [0, 0],
    scores: o.scores ?? o.dealScores ?? [0, 0],
    dealsPlayed: 0,
    winner: null,
    units: [0, 0],
    gamesPlayed: 0,
  };
  return fromPosition(p);
}

/** Declarations of the two hands (see beforeDeclarations). */
export function declare(elder: string[], younger: string[], o: Parameters<typeof beforeDeclarations>[2] = {}): { state: PiquetState; events: PiquetEvent[] } {
  return run(beforeDeclarations(elder, younger, o), [{ type: 'take' }]);
}

/** A play-phase position: the hands after the exchange, `toMove` leads (default the elder), scores as given. */
export function playPosition(
  elder: string[],
  younger: string[],
  o: { options?: PiquetOptions; scores?: number[]; dealScores?: number[]; lead?: number; tricks?: { seat: number; card: string }[][] } = {},
): PiquetState {
  const s = beforeDeclarations(elder, younger, o);
  const p = {
    ...JSON.parse(JSON.stringify(s)),
    phase: 'play',
    toMove: o.lead ?? E,
    tricks: o.tricks ?? [],
  } as PiquetPosition;
  if (o.tricks) {
    const played = new Set(o.tricks.flat().map((x) => x.card));
    p.hands = p.hands.map((h) => h.filter((c) => !played.has(c)));
    p.talon = p.talon.filter((c) => !played.has(c));
    p.discards = p.discards.map((h) => h.filter((c) => !played.has(c)));
  }
  return fromPosition(p);
}

export type ScoreTriple = [number, ScoreReason, number];

/** The score events as [seat, reason, points]. */
export function scores(events: readonly PiquetEvent[]): ScoreTriple[] {
  return events.flatMap((e) => (e.type === 'score' ? [[e.seat, e.reason, e.points] as ScoreTriple] : []));
}

export function ofType<T extends PiquetEvent['type']>(events: readonly PiquetEvent[], type: T): Extract<PiquetEvent, { type: T }>[] {
  return events.filter((e): e is Extract<PiquetEvent, { type: T }> => e.type === type);
}

/** The dialogue as short strings: "0 declaration point length=6", "1 answer point good", … */
export function dialogue(events: readonly PiquetEvent[]): string[] {
  return events.flatMap((e) => {
    if (e.type === 'declaration') {
      const facts = (['length', 'pips', 'top', 'count', 'rank', 'none'] as const).filter((k) => e[k] !== undefined).map((k) => `${k}=${e[k]}`);
      return [`${e.seat} declaration ${e.category} ${facts.join(' ')}`];
    }
    if (e.type === 'answer') return [`${e.seat} answer ${e.category} ${e.answer}`];
    if (e.type === 'noScore') return [`noScore ${e.category} ${e.reason}`];
    return [];
  });
}

/** Pairs the cards so that `winner` wins each pair it leads (the follower plays another suit). */
export function tricksWonBy(winners: number[], pool: string[]): { seat: number; card: string }[][] {
  const bySuit = [...pool].sort((a, b) => a.slice(-1).localeCompare(b.slice(-1)));
  const n = winners.length;
  assert.ok(bySuit.length >= 2 * n);
  // Card i and card i + n are of different suits when no suit has more than n cards in the pool.
  return winners.map((w, i) => [
    { seat: w, card: bySuit[i]! },
    { seat: 1 - w, card: bySuit[i + n]! },
  ]);
}

/**
 * The position before the last trick's lead (or with `k` cards each left): `eHand`/`yHand` are what
 * the seats still hold; the earlier tricks are won as `winners` says; `lead` leads now.
 */
export function endgame(eHand: string[], yHand: string[], winners: number[], o: { options?: PiquetOptions; dealScores?: number[]; scores?: number[]; dealsPlayed?: number } = {}): PiquetState {
  const used = new Set([...eHand, ...yHand]);
  const others = PACK.filter((c) => !used.has(c));
  // 8 cards for discards (5 elder, 3 younger) and none left in the talon.
  const discards = [others.slice(0, 5), others.slice(5, 8)];
  const pool = others.slice(8);
  const tricks = tricksWonBy(winners, pool);
  const lead = winners.length ? winners[winners.length - 1]! : E;
  return fromPosition({
    options: o.options ?? {},
    cut: [],
    dealer: Y,
    phase: 'play',
    toMove: lead,
    hands: [eHand, yHand],
    talon: [],
    discards,
    taken: [pool.slice(0, 5), pool.slice(5, 8)],
    carteBlanche: null,
    declared: [],
    repique: null,
    pique: null,
    trick: [],
    tricks,
    tricksWon: [0, 0],
    dealScores: o.dealScores ?? [0, 0],
    scores: o.scores ?? o.dealScores ?? [0, 0],
    dealsPlayed: o.dealsPlayed ?? 0,
    winner: null,
    units: [0, 0],
    gamesPlayed: 0,
  });
}

