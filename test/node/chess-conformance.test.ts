/**
 * The shared conformance suite (test/node/support/conformance.ts) on chess's SeatGame, run here
 * without registering chess (the registry's suites would ask for a table and texts): today's rules,
 * the Fielding preset (V-CH-1, V-CH-2), V-CH-3, V-CH-4 with V-CH-5, sessions of more games (CH31),
 * and a start the options give (White lacking nothing with pawns about to arrive: waiting pawns and their relief under V-CH-1).
 */
import { describe } from 'node:test';
import { chessGame, type ChessOptions, type ChessState } from '../../src/games/chess/index.js';
import { runConformance } from './support/conformance.js';

const optionSets: ChessOptions[] = [
  {},
  { preset: 'fielding', games: 2 },
  { variants: ['V-CH-3'], games: 3 },
  { variants: ['V-CH-4', 'V-CH-5'] },
  { variants: ['V-CH-1'], start: '4k3/PP4PP/8/8/8/8/1q6/RNBQKBNR w KQ - 0 1' },
];

/** Moves no position allows: no move strings, a square twice, a king's letter, an enemy piece, an empty square. */
function illegalMoves(s: ChessState): string[] {
  const bad = ['', 'e2', 'e2e2', 'e7e8k', 'i1a1', 'a0a1', 'resign', 42 as unknown as string, null as unknown as string];
  const board = s.fen.split(' ')[0]!;
  const ranks = board.split('/');
  // The first empty square and the first enemy piece, read off the FEN.
  for (let r = 0; r < 8; r++) {
    let file = 0;
    for (const ch of ranks[r]!) {
      if (/\d/.test(ch)) {
        bad.push(`${'abcdefgh'[file]}${8 - r}h1`);
        file += Number(ch);
        continue;
      }
      const enemy = s.toMove === 'w' ? ch === ch.toLowerCase() : ch === ch.toUpperCase();
      if (enemy) bad.push(`${'abcdefgh'[file]}${8 - r}a1`);
      file++;
    }
  }
  return bad.filter((m, i) => bad.indexOf(m) === i).slice(0, 14);
}

describe('chess conformance (shared suite; section 9: nothing hidden)', () => {
  runConformance(chessGame, {
    optionSets,
    games: 3,
    illegalMoves,
    viewers: () => [0, 1],
    maxMoves: 3000,
  });
});
