/**
 * perft (section 10, the contract's `perft`): the number of sequences of `depth` legal moves from a
 * board, by the move rules in force (V-CH-1 changes the promotions), ignoring the draw rules. The
 * last ply is counted without being played (bulk counting), every other is made and unmade.
 */
import type { Board } from './board.js';
import { MAX_MOVES, legalMoveNumbers } from './generate.js';

export function perftBoard(b: Board, depth: number): number {
  if (depth <= 0) return 1;
  const buf = new Int32Array(MAX_MOVES * depth);
  return count(b, depth, buf, 0);
}

function count(b: Board, depth: number, buf: Int32Array, start: number): number {
  const end = legalMoveNumbers(b, buf, start);
  if (depth === 1) return end - start;
  let nodes = 0;
  for (let i = start; i < end; i++) {
    const m = buf[i]!;
    b.make(m);
    nodes += count(b, depth - 1, buf, end);
    b.unmake(m);
  }
  return nodes;
}

/** perft with every leaf made and unmade too (no bulk counting): the benchmark's second figure. */
export function perftMade(b: Board, depth: number): number {
  const buf = new Int32Array(MAX_MOVES * (depth + 1));
  const walk = (d: number, start: number): number => {
    if (d === 0) return 1;
    const end = legalMoveNumbers(b, buf, start);
    let nodes = 0;
    for (let i = start; i < end; i++) {
      const m = buf[i]!;
      b.make(m);
      nodes += walk(d - 1, end);
      b.unmake(m);
    }
    return nodes;
  };
  return walk(depth, 0);
}
