/**
 * The strong computer players' search, written once for every game (docs/bots.md): determinised
 * Monte-Carlo playouts with sequential halving. It names no game; a game's strong bot hands it a
 * `SearchProblem`:
 *
 * - `resample(rng)`: one determinisation, a full deal consistent with the bot's view (the engine's
 *   `resample(view, rng)`, which a game may repair with public facts it ignores), drawn from the
 *   search's own seeded random numbers;
 * - `playout(sample, i, rng)`: candidate `i` played in that sample and the deal played to its end by
 *   the game's playout policy, valued for the bot by the game's evaluation;
 * - optionally `weight(sample)`: how well the sample explains the play seen (default 1).
 *
 * Every surviving candidate is played in the same sample (common random numbers). The budget is split
 * over ⌈log₂ candidates⌉ rounds; after each round but the last the worse half of the candidates is
 * dropped (`order`: by mean, then the lower index), so the budget goes to the close calls. The best
 * is the first by `order` among the candidates with the most playouts (the last survivors).
 *
 * The budget is never exceeded, except that every candidate gets at least one playout. With a
 * `deadline` the clock (`clock`, default the wall clock) is read before each sample and, once one sample
 * is complete, before each playout as well; the search stops at the first reading past it, and a sample
 * it stops in the middle of is dropped (so every survivor's tally still covers the same samples). The
 * last sample then overruns the deadline by one playout at most, not by a playout of every survivor.
 * With a deadline the decision is no longer reproducible (but on an injected clock); without one the
 * same problem and seed give the same result on every machine.
 */
import { Rng, seedRng } from '../engine/rng.js';

/** What a game's strong bot gives the search: its determinisations, playout policy and evaluation. */
export interface SearchProblem<S> {
  /** The number of candidate moves; the search names them by index 0 … candidates − 1. */
  readonly candidates: number;
  /** One determinisation: a full state consistent with the bot's view (see the header). */
  resample(rng: Rng): S;
  /** The sample's weight in every candidate's mean (inference from public play); 1 when absent. */
  weight?(sample: S): number;
  /**
   * Candidate `i` played in `sample` to the end of the deal by the game's policy: its value for the
   * bot. `rng`: the random numbers of this sample's playouts, the same for every candidate (with the
   * option `playoutRng`), else null. The game may record its own statistics of the playout here.
   */
  playout(sample: S, i: number, rng: Rng | null): number;
}

/** The statistics of one candidate's playouts (weighted: with weight 1, w = n). */
export class Tally {
  n = 0;
  w = 0;
  sum = 0;
  sumSq = 0;
  /** With `keepValues`: the value of each playout, by sample (the k-th playout of every survivor is in the same sample). */
  readonly values: number[] | null;

  constructor(keepValues = false) {
    this.values = keepValues ? [] : null;
  }

  add(v: number, w = 1): void {
    this.n++;
    this.w += w;
    this.sum += w * v;
    this.sumSq += w * v * v;
    this.values?.push(v);
  }

  /** The weighted mean; −Infinity before the first playout. */
  get mean(): number {
    return this.w > 0 ? this.sum / this.w : -Infinity;
  }
}

export interface SearchOptions {
  /** The search's random numbers: Rng(seedRng(seed)). */
  seed: string;
  /** Budget units in total (a bot's `budget.iterations`). */
  budget: number;
  /** Budget units one playout costs (default 1): max(1, ⌊budget / cost⌋) playouts in all. */
  cost?: number;
  /** A reading of `clock` to stop at (default: none). */
  deadline?: number;
  /** The clock `deadline` is read on, in ms (default `now`, the wall clock; tests inject their own). */
  clock?: () => number;
  /** Draw one seed of the playouts' random numbers per sample, after the sample (see `SearchProblem.playout`). */
  playoutRng?: boolean;
  /** At most this many playouts per candidate (default: no limit but the budget). */
  maxVisits?: number;
  /** Better first (negative: a before b), read from the tallies; default: the higher mean, then the lower index. */
  order?: (a: number, b: number, tallies: readonly Tally[]) => number;
  /** Keep every playout's value in the tallies (paired comparisons). */
  keepValues?: boolean;
}

export interface SearchResult {
  /** One per candidate. */
  readonly tallies: readonly Tally[];
  /** The index of the best candidate (0 when there was nothing to search). */
  readonly best: number;
  /** Playouts made. */
  readonly playouts: number;
  /** Samples drawn. */
  readonly samples: number;
  readonly stoppedByTime: boolean;
}

export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

const byMean = (a: number, b: number, t: readonly Tally[]): number => t[b]!.mean - t[a]!.mean || a - b;

/** Sequential halving over the problem's candidates (see the header). One candidate or none: no playout. */
export function halvingSearch<S>(problem: SearchProblem<S>, options: SearchOptions): SearchResult {
  const count = problem.candidates;
  const tallies = Array.from({ length: count }, () => new Tally(options.keepValues));
  const order = options.order ?? byMean;
  const budget = Math.max(1, Math.floor(options.budget / (options.cost ?? 1)));
  const deadline = options.deadline ?? Infinity;
  const clock = options.clock ?? now;
  const maxVisits = options.maxVisits ?? Infinity;
  const rng = new Rng(seedRng(options.seed));
  let playouts = 0;
  let samples = 0;
  let stoppedByTime = false;
  if (count <= 1) return { tallies, best: 0, playouts, samples, stoppedByTime };

  let survivors = Array.from({ length: count }, (_, i) => i);
  const rounds = Math.ceil(Math.log2(count));
  outer: for (let r = 0; r < rounds; r++) {
    const room = maxVisits - tallies[survivors[0]!]!.n; // survivors have equal visits
    const perMove = Math.min(Math.max(1, Math.floor(budget / (rounds * survivors.length))), room);
    for (let j = 0; j < perMove; j++) {
      // Never more than the budget, except that every candidate gets at least one playout.
      if ((r > 0 || j > 0) && playouts + survivors.length > budget) break outer;
      if (deadline !== Infinity && clock() > deadline) {
        stoppedByTime = true;
        break outer;
      }
      const sample = problem.resample(rng);
      const w = problem.weight ? problem.weight(sample) : 1;
      let playState = null;
      if (options.playoutRng) {
        playState = rng.state;
        rng.nextUint32();
      }
      const values: number[] = [];
      for (const i of survivors) {
        if (samples > 0 && values.length > 0 && deadline !== Infinity && clock() > deadline) {
          stoppedByTime = true;
          break outer;
        }
        values.push(problem.playout(sample, i, playState ? new Rng(playState) : null));
      }
      survivors.forEach((i, k) => tallies[i]!.add(values[k]!, w));
      playouts += values.length;
      samples++;
    }
    if (r < rounds - 1) {
      survivors = survivors.slice().sort((a, b) => order(a, b, tallies));
      survivors = survivors.slice(0, Math.ceil(survivors.length / 2));
    }
  }

  const most = Math.max(...tallies.map((t) => t.n));
  let best = -1;
  for (let i = 0; i < count; i++) if (tallies[i]!.n === most && (best < 0 || order(i, best, tallies) < 0)) best = i;
  return { tallies, best, playouts, samples, stoppedByTime };
}
