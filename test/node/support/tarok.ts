/**
 * Helpers for the Tarok tests: a deal of chosen hands as a position in the Skat phase, moves in a row,
 * random legal play to the end of a deal, nets per reason from payment events.
 */
import assert from 'node:assert/strict';
import { Rng } from '../../../src/engine/rng.js';
import {
  applyMove,
  fromPosition,
  legalMoves,
  PACK,
  resolveRules,
  type TarokEvent,
  type TarokMove,
  type TarokOptions,
  type TarokState,
} from '../../../src/games/tarok/index.js';
import { dealtPosition } from '../../../src/games/tarok/deal.js';

/**
 * A deal in phase `skat` (lomber new: `auction`): the hands given (partly) by seat, each filled up to
 * its size with the other cards in the pack's order (`filler`: the cards preferred for filling first).
 */
export function dealWith(spec: { options?: TarokOptions; dealer?: number; hands: Record<number, string[]>; skat?: string[]; filler?: string[] }): TarokState {
  const options = spec.options ?? { form: 'trois' };
  const n = options.form === 'deux' ? 2 : 3;
  const dealer = spec.dealer ?? n - 1;
  const newMethod = options.form === 'lomber' && options.method === 'new';
  const used = new Set<string>([...Object.values(spec.hands).flat(), ...(spec.skat ?? [])]);
  const rest = [...(spec.filler ?? []), ...PACK].filter((c, i, a) => !used.has(c) && a.indexOf(c) === i);
  const hands: string[][] = [];
  for (let s = 0; s < n; s++) {
    const want = s === dealer && !newMethod ? 28 : 25;
    const h = (spec.hands[s] ?? []).slice();
    assert.ok(h.length <= want, `seat ${s} given ${h.length} cards`);
    while (h.length < want) h.push(rest.shift()!);
    hands.push(h);
  }
  const skat = newMethod ? (spec.skat ?? rest.splice(0, 3)) : [];
  const aside = options.form === 'deux' ? rest.splice(0, 25) : [];
  const session = { options, balances: Array.from({ length: n }, () => 0), scores: options.form === 'deux' ? [0, 0] : null, dealsPlayed: 0, partiesPlayed: 0 };
  const position = dealtPosition(session, resolveRules(options), dealer, { hands, skat, aside });
  return fromPosition(position);
}

/** Applies the moves in order (each must be legal); the last state and every event. */
export function run(s: TarokState, moves: TarokMove[]): { state: TarokState; events: TarokEvent[] } {
  const events: TarokEvent[] = [];
  let state = s;
  for (const m of moves) {
    const r = applyMove(state, m);
    assert.ok(r.ok, `${JSON.stringify(m)} refused: ${r.ok ? '' : JSON.stringify(r.violation)}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** Random legal moves (seeded) until nobody is to move; `choose` may pick instead (return undefined to leave it to chance). */
export function playOut(s: TarokState, seed: number, choose?: (s: TarokState, legal: TarokMove[]) => TarokMove | undefined): { state: TarokState; events: TarokEvent[] } {
  const rng = new Rng([seed >>> 0, 3, 5, 7]);
  const events: TarokEvent[] = [];
  let state = s;
  while (state.toMove !== null) {
    const legal = legalMoves(state);
    const m = choose?.(state, legal) ?? rng.pick(legal);
    const r = applyMove(state, m);
    assert.ok(r.ok, JSON.stringify(m));
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** By seat, the net of the payments of `reason` (all reasons when omitted). */
export function net(events: readonly TarokEvent[], n: number, reason?: string): number[] {
  const out = Array.from({ length: n }, () => 0);
  for (const e of events) {
    if (e.type !== 'payment' || (reason && e.reason !== reason)) continue;
    out[e.from]! -= e.amount;
    out[e.to]! += e.amount;
  }
  return out;
}

/** The first card of the pack (in order) that none of `exclude` is and that `ok` accepts. */
export const ladons = (count: number, exclude: readonly string[]): string[] =>
  PACK.filter((c) => !exclude.includes(c) && !c.startsWith('T-') && !/-[KQNJ]$/.test(c)).slice(0, count);
