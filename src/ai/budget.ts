/**
 * One strong decision's budget from a thinking time, for every game (docs/bots.md, "The thinking
 * time"): the app's "Thinking time" setting (src/session/settings.ts) and the table server's setting
 * (server/server.ts, `thinkingMs`) both go through `thinkingBudget`, so no game and no caller keeps a
 * copy of the rule. It names no game: a game's catalogue line says how its strong player thinks
 * (`ThinksBy`, src/games/bots.ts).
 *
 * - 'time' (an alpha-beta search by iterative deepening): it searches for the thinking time; a node
 *   budget (`iterations`) would mean nodes, not the card games' units, so none is sent.
 * - 'units' (the card games' Monte-Carlo search, src/ai/search.ts): it searches its units — the
 *   setting's (`units`), else its own default — and the clock stops it at UNITS_BOUND_SHARE of the
 *   thinking time at the latest. The units end first on a quiet machine; the bound holds the tail on a
 *   loaded one or a slow phone, where the scheduler, not the work, makes the wall time.
 *
 * A caller that needs the same move on every machine (tests, reproducible benchmarks) sends units
 * alone (`{ iterations }`) and no time: then no bot reads a clock.
 */
import type { BotBudget } from './types.js';

/** How a game's strong player takes a thinking time (its line in src/games/bots.ts; default 'units'). */
export type ThinksBy = 'time' | 'units';

/**
 * The share of the thinking time at which the clock stops a player that searches units: 200 ms at the
 * normal 500 ms, the bound issue 24 measured for the largest card game's strong player (a decision
 * within 300 ms on a loaded machine, where its 1,500 units alone reached a wall p95 of 603 ms).
 */
export const UNITS_BOUND_SHARE = 0.4;

/** The budget of one strong decision for `timeMs` of thinking (see the header); `units`: the setting's budget units, if any. */
export function thinkingBudget(by: ThinksBy, timeMs: number, units?: number): BotBudget {
  if (by === 'time') return { timeMs };
  const bound = Math.round(timeMs * UNITS_BOUND_SHARE);
  return units === undefined ? { timeMs: bound } : { iterations: units, timeMs: bound };
}
