/** The shared conformance suite (test/node/support/conformance.ts) on Casino: 2, 3 and 4 players and every variant V-C-1…V-C-5. */
import { describe } from 'node:test';
import { casinoGame, type CasinoMove, type CasinoOptions, type CasinoState } from '../../src/games/casino/index.js';
import { runConformance } from './support/conformance.js';

const optionSets: CasinoOptions[] = [
  { players: 2 },
  { players: 3 },
  { players: 4 },
  { players: 4, variants: ['V-C-1', 'V-C-3'] },
  { players: 2, variants: ['V-C-2'] },
  { players: 3, variants: ['V-C-4', 'V-C-5', 'V-C-1'] },
  { players: 3, variants: ['V-C-2', 'V-C-3'] },
];

/** Moves no state allows: unknown cards, another seat's card, a take off the table, nonsense. */
function illegalMoves(s: CasinoState): CasinoMove[] {
  const n = s.rules.players;
  const toMove = s.toMove ?? 0;
  const foreign = s.hands[(toMove + 1) % n]![0] ?? s.stock[0] ?? 'ZZ';
  const mine = s.hands[toMove]![0] ?? 'AS';
  const offTable = s.stock[0] ?? s.hands[(toMove + 1) % n]![0] ?? 'ZZ';
  return [
    { type: 'trail', card: 'ZZ' },
    { type: 'trail', card: foreign },
    { type: 'capture', card: mine, take: [offTable] },
    { type: 'capture', card: mine, take: ['11X'] },
    { type: 'capture', card: foreign, take: s.table.slice(0, 1) },
    { type: 'build', card: mine } as unknown as CasinoMove,
    { type: 'capture', card: mine } as unknown as CasinoMove,
  ];
}

describe('Casino conformance (shared suite; C12 bad input, C2 one pack, C39 views)', () => {
  // One game per sitting, and one sitting of two games (C33: the next game at 0 : 0).
  const tables = [...optionSets.map((engine) => ({ engine, games: 1 })), { engine: { players: 2 as const }, games: 2 }];
  runConformance(casinoGame, { optionSets: tables, games: 3, illegalMoves, viewers: (s) => s.hands.map((_, i) => i) });
});
