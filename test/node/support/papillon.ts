/** Helpers for the Papillon engine tests: positions from a few cards, applying moves, payments. */
import assert from 'node:assert/strict';
import {
  applyMove,
  fromPosition,
  legalMoves,
  type PapillonEvent,
  type PapillonMove,
  type PapillonOptions,
  type PapillonPosition,
  type PapillonState,
  type PaymentEvent,
} from '../../../src/games/papillon/index.js';

export interface PosInput extends Partial<Omit<PapillonPosition, 'options'>> {
  options?: PapillonOptions;
  players?: 3 | 4;
}

/**
 * A position with defaults: dealer = last seat (so seat 0 is the first player), seat 0 to move,
 * empty piles and stock, 50 counters each, empty pot, not the final round, phase 'play'.
 */
export function position(p: PosInput): PapillonPosition {
  const n = p.options?.players ?? p.players ?? 3;
  const options: PapillonOptions = p.options ?? { players: n };
  return {
    options,
    dealer: p.dealer ?? n - 1,
    toMove: p.toMove === undefined ? 0 : p.toMove,
    hands: p.hands ?? Array.from({ length: n }, () => []),
    table: p.table ?? [],
    stock: p.stock ?? [],
    piles: p.piles ?? Array.from({ length: n }, () => []),
    balances: p.balances ?? new Array<number>(n).fill(50),
    pot: p.pot ?? 0,
    finalRound: p.finalRound ?? false,
    lastCapturer: p.lastCapturer ?? null,
    lastToLayDown: p.lastToLayDown ?? null,
    winner: p.winner ?? null,
    blaetterCarry: p.blaetterCarry ?? 0,
    dealsPlayed: p.dealsPlayed ?? 0,
    phase: p.phase ?? 'play',
  };
}

export function state(p: PosInput): PapillonState {
  return fromPosition(position(p));
}

export const cap = (card: string, ...take: string[]): PapillonMove => ({ type: 'capture', card, take });
export const LAY: PapillonMove = { type: 'layDown' };

/** A canonical text for a move ("10S:AC+9S", "layDown"), take sorted. */
export function moveKey(m: PapillonMove): string {
  return m.type === 'layDown' ? 'layDown' : `${m.card}:${m.take.slice().sort().join('+')}`;
}

export function legalKeys(s: PapillonState): string[] {
  return legalMoves(s).map(moveKey).sort();
}

/** Applies a move that must be legal. */
export function play(s: PapillonState, m: PapillonMove): { state: PapillonState; events: PapillonEvent[] } {
  const r = applyMove(s, m);
  if (!r.ok) assert.fail(`expected ${moveKey(m)} to be legal, got ${JSON.stringify(r.violation)}`);
  return { state: r.state, events: r.events as PapillonEvent[] };
}

/** Applies a move that must be illegal; checks the rule (and code) and that nothing changed. */
export function refuse(s: PapillonState, m: PapillonMove, rule: string, code?: string): { rule: string; code: string; message: string } {
  const before = JSON.stringify(s);
  const r = applyMove(s, m);
  assert.equal(r.ok, false, `expected ${JSON.stringify(m)} to be refused`);
  assert.equal(JSON.stringify(s), before, 'an illegal move changes nothing');
  if (r.ok) throw new Error('unreachable');
  assert.equal(r.violation.rule, rule, `rule of ${JSON.stringify(r.violation)}`);
  if (code) assert.equal(r.violation.code, code, `code of ${JSON.stringify(r.violation)}`);
  assert.ok(r.violation.message.length > 0);
  return r.violation;
}

/** Balance change of every seat and of the pot (last entry). */
export function delta(a: PapillonState, b: PapillonState): number[] {
  return [...b.balances.map((x, i) => x - a.balances[i]!), b.pot - a.pot];
}

export function payments(events: readonly PapillonEvent[], reason?: string): PaymentEvent[] {
  return events.filter((e): e is PaymentEvent => e.type === 'payment' && (reason === undefined || e.reason === reason));
}

/** Net effect of the payment events on each seat and the pot (last entry). */
export function paymentNet(events: readonly PapillonEvent[], n: number): number[] {
  const net = new Array<number>(n + 1).fill(0);
  for (const e of payments(events)) {
    net[e.from === 'pot' ? n : e.from]! -= e.amount;
    net[e.to === 'pot' ? n : e.to]! += e.amount;
  }
  return net;
}

export function eventsOf<T extends PapillonEvent['type']>(events: readonly PapillonEvent[], type: T): Extract<PapillonEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<PapillonEvent, { type: T }>[];
}

/** Every card in a state (hands, table, stock, piles). */
export function allCards(s: PapillonState): string[] {
  return [...s.hands.flat(), ...s.table, ...s.stock, ...s.piles.flat()];
}
