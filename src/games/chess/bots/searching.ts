/**
 * The normal player: the alpha-beta of search.ts to a shallow depth (the strong player, strong.ts,
 * runs the same search for a thinking time). The root's order is shuffled by the seed, so equal moves
 * vary from game to game yet repeat for one seed. Called directly, `budget.iterations` is a node
 * budget and `budget.timeMs` stops by the wall clock; the worker's entry (index.ts) asks it without a
 * budget, which is the strong player's.
 */
import { Rng } from '../../../engine/rng.js';
import type { BotLevel, BotOptions } from '../../../ai/types.js';
import type { ChessView } from '../types.js';
import { uciOf } from '../uci.js';
import { botPosition, mates, rootMoves } from './position.js';
import { MATE, MATE_BOUND, Searcher, type SearchSettings } from './search.js';
import type { ChessBot, ChessDecision } from './types.js';

/** Normal: 3 plies (enough for a mate in two) plus the capture quiescence, no table. */
export const NORMAL_SETTINGS: SearchSettings = { nodes: 20_000, maxDepth: 3, table: false, killers: true };

export class SearchingBot implements ChessBot {
  constructor(
    readonly level: Exclude<BotLevel, 'easy'>,
    private readonly settings: SearchSettings,
  ) {}

  decide(view: ChessView, legal: readonly string[], opts: BotOptions): ChessDecision {
    const { board, rules, history } = botPosition(view);
    const { numbers, strings } = rootMoves(board, legal);
    if (numbers.length === 0) throw new Error(`chess ${this.level} bot: no legal move given`);
    const nodes = opts.budget?.iterations ?? this.settings.nodes;
    if (numbers.length === 1) {
      const m = numbers[0]!;
      return { move: strings[0]!, announce: mates(board, m), explanation: { level: this.level, forced: true, score: 0, mateIn: null, depth: 0, nodes: 0, line: [uciOf(m)] } };
    }
    const order = Rng.fromSeed(`chess-${this.level}:${opts.seed}`).shuffle(numbers.map((_, i) => i));
    const timeMs = opts.budget?.timeMs;
    const settings = timeMs === undefined ? { ...this.settings, nodes } : { ...this.settings, nodes, deadline: performance.now() + timeMs };
    const searcher = new Searcher(board, rules, settings, history);
    const r = searcher.search(order.map((i) => numbers[i]!));
    const i = numbers.indexOf(r.move);
    const mateIn = Math.abs(r.score) >= MATE_BOUND ? Math.sign(r.score) * Math.ceil((MATE - Math.abs(r.score)) / 2) : null;
    return {
      move: strings[i]!,
      announce: mates(board, r.move),
      explanation: { level: this.level, forced: false, score: r.score, mateIn, depth: r.depth, nodes: r.nodes, line: r.pv.map(uciOf) },
    };
  }
}
