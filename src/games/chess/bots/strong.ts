/**
 * The strong player (issue 25, chess.md §9 "strong: a deep search"): iterative-deepening alpha-beta
 * with quiescence and a transposition table (search.ts) for a thinking time, stopped by a clock.
 *
 * - Its budget is time: `budget.timeMs`, else its thinking time (default DEFAULT_THINKING_MS), on its
 *   clock (default the wall clock, `performance.now()`; the bot worker in the app). The clock is read
 *   when the decision starts and before every NODE_BATCH nodes; the search stops at the first reading
 *   past the deadline, so a decision is late by one batch at most, and the move is the best of the
 *   last completed iteration.
 * - `budget.iterations` alone is a node budget without a clock: the same move on every machine (the
 *   shared bot suite, the tables' reproducible games). With both, whichever ends first.
 * - Tests give it a fake clock (`createBot('strong', { clock })`), so a search by time is reproducible.
 * - The root's order is shuffled by the seed, so equal moves vary from game to game yet repeat.
 */
import { Rng } from '../../../engine/rng.js';
import type { BotOptions } from '../../../ai/types.js';
import type { ChessView } from '../types.js';
import { uciOf } from '../uci.js';
import { botPosition, mates, rootMoves } from './position.js';
import { MATE, MATE_BOUND, NODE_BATCH, Searcher, type SearchSettings } from './search.js';
import type { ChessBot, ChessDecision } from './types.js';

/**
 * The default thinking time per decision (ms): half the 1 s goal, so that the worker's message, the
 * position's set-up, the last node batch and a phone's slower CPU fit in the rest (at 4× throttling the
 * search still stops at 500 ms; only the set-up and the batch take 4× as long); on the 2-core machine
 * it searches about twice the 150,000 nodes of the earlier node budget (docs/bots.md). The app's
 * "Thinking time" setting sets it per decision (THINKING_TIME_MS in src/session/settings.ts; its normal
 * value is this one).
 */
export const DEFAULT_THINKING_MS = 500;

/** Depth, table and move order of the strong search; the node budget is unbounded unless the caller sets one. */
export const STRONG_SEARCH: Omit<SearchSettings, 'nodes'> = { maxDepth: 40, table: true, killers: true };

export interface StrongOptions {
  /** Thinking time per decision in ms, when the budget names none (default DEFAULT_THINKING_MS). */
  thinkingMs?: number;
  /** The clock the thinking time is read on, in ms (default the wall clock). */
  clock?: () => number;
}

/** A clock for tests and benchmarks: every reading `step` ms after the one before (so a thinking time of T ms is about T / step node batches). */
export function steppingClock(step = 1, start = 0): () => number {
  let t = start;
  return () => (t += step);
}

const wallClock = () => performance.now();

export class StrongBot implements ChessBot {
  readonly level = 'strong' as const;
  private readonly thinkingMs: number;
  private readonly clock: () => number;

  constructor(options: StrongOptions = {}) {
    this.thinkingMs = options.thinkingMs ?? DEFAULT_THINKING_MS;
    this.clock = options.clock ?? wallClock;
  }

  decide(view: ChessView, legal: readonly string[], opts: BotOptions): ChessDecision {
    const { board, rules, history } = botPosition(view);
    const { numbers, strings } = rootMoves(board, legal);
    if (numbers.length === 0) throw new Error('chess strong bot: no legal move given');
    if (numbers.length === 1) {
      const m = numbers[0]!;
      return {
        move: strings[0]!,
        announce: mates(board, m),
        explanation: { level: 'strong', forced: true, score: 0, mateIn: null, depth: 0, nodes: 0, line: [uciOf(m)] },
        stats: { level: 'strong', iterations: 0, candidates: 1, perReading: NODE_BATCH, stoppedByTime: false },
      };
    }
    const budget = opts.budget ?? {};
    // With only a node budget no clock is read: reproducible on every machine.
    const timeMs = budget.timeMs ?? (budget.iterations === undefined ? this.thinkingMs : undefined);
    const settings: SearchSettings = {
      ...STRONG_SEARCH,
      nodes: budget.iterations ?? Infinity,
      ...(timeMs === undefined ? {} : { deadline: this.clock() + timeMs, clock: this.clock }),
    };
    const order = Rng.fromSeed(`chess-strong:${opts.seed}`).shuffle(numbers.map((_, i) => i));
    const r = new Searcher(board, rules, settings, history).search(order.map((i) => numbers[i]!));
    const i = numbers.indexOf(r.move);
    const mateIn = Math.abs(r.score) >= MATE_BOUND ? Math.sign(r.score) * Math.ceil((MATE - Math.abs(r.score)) / 2) : null;
    return {
      move: strings[i]!,
      announce: mates(board, r.move),
      explanation: { level: 'strong', forced: false, score: r.score, mateIn, depth: r.depth, nodes: r.nodes, line: r.pv.map(uciOf) },
      stats: { level: 'strong', iterations: r.nodes, candidates: numbers.length, perReading: NODE_BATCH, stoppedByTime: r.stoppedByTime },
    };
  }
}
