/**
 * Helpers for the Hundertspiel engine tests: positions from a few cards (the spec's seats: North deals,
 * East is Vorhand), applying moves, events and payments.
 */
import assert from 'node:assert/strict';
import {
  applyMove,
  fromPosition,
  legalMoves,
  PACK,
  strengthOf,
  suitOf,
  type HundertspielEvent,
  type HundertspielMove,
  type HundertspielOptions,
  type HundertspielPosition,
  type HundertspielState,
  type Play,
  type Suit,
} from '../../../src/games/hundertspiel/index.js';

/** The spec's seats (section 0): North deals, East is Vorhand; parties E–W = 0, N–S = 1. */
export const E = 0, S = 1, W = 2, N = 3;
export const EW = 0, NS = 1;

export interface PosInput extends Partial<Omit<HundertspielPosition, 'options' | 'hands'>> {
  options?: HundertspielOptions;
  hands: string[][];
  /** Fill every hand up to this many cards from the rest of the pack (pack order), avoiding `keepOut`. */
  fill?: number;
  keepOut?: string[];
}

/**
 * A position with defaults: 4 players, North (3) deals, phase 'play', East to move, nothing announced,
 * scores 0 : 0. The cards not placed anywhere become earlier completed tricks (non-trumps led first, so
 * no seat shows a void in trumps).
 */
export function position(p: PosInput): HundertspielPosition {
  const options = p.options ?? { players: 4 };
  const n = options.players;
  const trump = p.trump === undefined ? 'Ba' : p.trump;
  const hands = p.hands.map((h) => h.slice());
  const scat = p.scat ? p.scat.slice() : [];
  const trick = p.trick ?? [];
  const given = p.tricks ?? [];
  const used = new Set<string>([...hands.flat(), ...scat, ...trick.map((x) => x.card), ...given.flat().map((x) => x.card)]);
  const keepOut = new Set(p.keepOut ?? []);
  if (p.fill !== undefined) {
    for (const h of hands) {
      for (const c of PACK) {
        if (h.length >= p.fill) break;
        if (!used.has(c) && !keepOut.has(c)) {
          h.push(c);
          used.add(c);
        }
      }
    }
  }
  const rest = PACK.filter((c) => !used.has(c)).sort((a, b) => {
    const ta = suitOf(a) === trump ? 1 : 0;
    const tb = suitOf(b) === trump ? 1 : 0;
    return ta - tb || strengthOf(b) - strengthOf(a);
  });
  assert.equal(rest.length % n, 0, `${rest.length} cards left over do not make whole tricks`);
  const filler: Play[][] = [];
  for (let i = 0; i < rest.length; i += n) filler.push(rest.slice(i, i + n).map((card, j) => ({ seat: j, card })));
  return {
    options,
    drawn: p.drawn ?? (n === 4 ? ['Sw-K', 'Co-J', 'Cu-10', 'Ba-7'] : ['Sw-K', 'Co-J', 'Ba-7']),
    dealer: p.dealer ?? n - 1,
    trump: trump as Suit | null,
    phase: p.phase ?? 'play',
    toMove: p.toMove === undefined ? 0 : p.toMove,
    hands,
    scat,
    buyer: p.buyer ?? null,
    announcements: p.announcements ?? [],
    contraFor: p.contraFor ?? null,
    honours: p.honours ?? [],
    trick,
    tricks: [...filler, ...given],
    won: [],
    scores: p.scores ?? new Array<number>(n === 4 ? 2 : 3).fill(0),
    marks: p.marks ?? new Array<number>(n).fill(0),
    altUndNeu: p.altUndNeu ?? false,
    gameEnded: p.gameEnded ?? null,
    gamesPlayed: p.gamesPlayed ?? 0,
  };
}

export function state(p: PosInput): HundertspielState {
  return fromPosition(position(p));
}

/** Applies moves in order (each must be legal and listed by legalMoves); returns the state and all events. */
export function run(s: HundertspielState, moves: HundertspielMove[]): { state: HundertspielState; events: HundertspielEvent[] } {
  const events: HundertspielEvent[] = [];
  for (const m of moves) {
    const listed = legalMoves(s).some((l) => moveKey(l) === moveKey(m));
    assert.ok(listed, `not listed as legal: ${JSON.stringify(m)} (seat ${s.toMove}, phase ${s.phase}); legal: ${legalMoves(s).map(moveKey).join(' ')}`);
    const r = applyMove(s, m);
    assert.ok(r.ok, `refused: ${JSON.stringify(m)} → ${r.ok ? '' : JSON.stringify(r.violation)}`);
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

export const play = (card: string): HundertspielMove => ({ type: 'play', card });
export const plays = (...cards: string[]): HundertspielMove[] => cards.map(play);
export const PASS: HundertspielMove = { type: 'pass' };

export function moveKey(m: HundertspielMove): string {
  const x = m as Record<string, unknown>;
  const dos = Array.isArray(x['dos']) ? [...(x['dos'] as string[])].sort().join('+') : '';
  return [m.type, x['kind'] ?? '', x['card'] ?? '', x['suit'] ?? '', x['rank'] ?? '', dos].join(':');
}

export function eventsOf<T extends HundertspielEvent['type']>(events: readonly HundertspielEvent[], type: T): Extract<HundertspielEvent, { type: T }>[] {
  return events.filter((e): e is Extract<HundertspielEvent, { type: T }> => e.type === type);
}

/** Net marks by seat from the payment events. */
export function paymentNet(events: readonly HundertspielEvent[], n: number): number[] {
  const net = new Array<number>(n).fill(0);
  for (const e of eventsOf(events, 'payment')) {
    net[e.from]! -= e.amount;
    net[e.to]! += e.amount;
  }
  return net;
}

/** Refusal of a move: its rule and code; asserts that nothing changed. */
export function refused(s: HundertspielState, m: unknown): { rule: string; code: string } {
  const before = JSON.stringify(s);
  const r = applyMove(s, m as HundertspielMove);
  assert.equal(JSON.stringify(s), before, 'a refused move changes nothing');
  assert.equal(r.ok, false, `accepted: ${JSON.stringify(m)}`);
  return r.ok ? { rule: '', code: '' } : { rule: r.violation.rule, code: r.violation.code };
}
