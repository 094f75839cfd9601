/**
 * A rating from scores against opponents of known rating (bench/bots/chess-stockfish.ts): the
 * logistic (Elo) model P = 1 / (1 + 10^((E − R) / 400)), fitted by maximum likelihood, with the 95 %
 * likelihood-ratio interval. A draw counts as half a win and half a loss.
 */

/** Points scored in `games` games against opponents rated `elo`. */
export interface EloRow {
  readonly elo: number;
  readonly points: number;
  readonly games: number;
}

/** Log-likelihood of rating r given (Elo step, points, games) rows. */
export function logLik(r: number, rows: readonly EloRow[]): number {
  let l = 0;
  for (const { elo, points, games } of rows) {
    const p = 1 / (1 + 10 ** ((elo - r) / 400));
    l += points * Math.log(p) + (games - points) * Math.log(1 - p);
  }
  return l;
}

/** Maximum-likelihood Elo with its 95 % likelihood-ratio interval; ±Infinity where unbounded in [lo, hi]. */
export function eloEstimate(rows: readonly EloRow[]): { elo: number; lo: number; hi: number } {
  const min = Math.min(...rows.map((r) => r.elo)) - 2000, max = Math.max(...rows.map((r) => r.elo)) + 2000;
  // The log-likelihood is concave in r: golden-section search for its top.
  let a = min, b = max;
  const g = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 200; i++) {
    const c = b - g * (b - a), d = a + g * (b - a);
    if (logLik(c, rows) < logLik(d, rows)) a = c;
    else b = d;
  }
  const best = (a + b) / 2, top = logLik(best, rows);
  const cut = top - 3.841 / 2;
  const bisect = (inside: number, outside: number, unbounded: number): number => {
    if (logLik(outside, rows) >= cut) return unbounded;
    for (let i = 0; i < 100; i++) {
      const m = (inside + outside) / 2;
      if (logLik(m, rows) >= cut) inside = m;
      else outside = m;
    }
    return (inside + outside) / 2;
  };
  const atEdge = best - min < 1 || max - best < 1;
  return { elo: atEdge ? (best - min < 1 ? -Infinity : Infinity) : best, lo: bisect(best, min, -Infinity), hi: bisect(best, max, Infinity) };
}

