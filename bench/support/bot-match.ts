/**
 * What the bot benchmarks of the seat games share (bench/bots/<game>.ts): one deal played to its end
 * by a bot per seat, each seeing only its seat's view and the legal moves, its decisions timed; the
 * statistics every section prints (quantiles, a mean with its 95 % confidence interval).
 */
import type { SeatGame } from '../../src/engine/game.js';
import type { BotLevel, BotOptions } from '../../src/ai/types.js';

/** A seat's bot as a benchmark drives it. */
export interface MatchBot<V, M> {
  readonly level: BotLevel;
  decide(view: V, legal: readonly M[], opts: BotOptions): { move: M };
}

export const now = (): number => performance.now();

/** Decision times by level (milliseconds; decisions with more than one legal move only). */
export const newTimes = (): Record<BotLevel, number[]> => ({ easy: [], normal: [], strong: [] });

/**
 * Plays `s` to the end of the deal's moves (until no seat is to move) with `bots` by seat: each
 * decision seeded `${seed}:${seat}:${k}`, timed into `times` when it had a choice, every event handed
 * to `tally`. Throws on an illegal move. Returns the last state.
 */
export function playOut<S, M, V, E>(
  game: Pick<SeatGame<S, M, V, E, unknown>, 'toMove' | 'legalMoves' | 'view' | 'applyMove'>,
  s: S,
  bots: readonly MatchBot<V, M>[],
  seed: string,
  times: Record<BotLevel, number[]>,
  tally: (events: readonly E[]) => void,
): S {
  let k = 0;
  for (let seat = game.toMove(s); seat !== null; seat = game.toMove(s)) {
    const bot = bots[seat]!;
    const legal = game.legalMoves(s);
    const t0 = now();
    const d = bot.decide(game.view(s, seat), legal, { seed: `${seed}:${seat}:${k++}` });
    if (legal.length > 1) times[bot.level].push(now() - t0);
    const r = game.applyMove(s, d.move);
    if (!r.ok) throw new Error(`illegal move by ${bot.level}: ${JSON.stringify(d.move)} (${r.violation.rule})`);
    s = r.state;
    tally(r.events);
  }
  return s;
}

/** The q-quantile of `xs` (NaN when empty). */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return NaN;
  const a = xs.slice().sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor(q * a.length))]!;
}

/** The mean and its 95 % confidence interval, mean ± 1.96·sd/√n (one value: no spread). */
export function meanCI(xs: readonly number[]): { mean: number; lo: number; hi: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = n > 1 ? Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1)) : 0;
  const h = (1.96 * sd) / Math.sqrt(n);
  return { mean, lo: mean - h, hi: mean + h };
}
