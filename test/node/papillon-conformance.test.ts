import { describe } from 'node:test';
import { papillonGame, type PapillonMove, type PapillonOptions, type PapillonState } from '../../src/games/papillon/index.js';
import { runConformance } from './support/conformance.js';

const optionSets: PapillonOptions[] = [
  { players: 3, tours: 1 },
  { players: 4, tours: 1 },
  { players: 3, tours: 1, preset: 'philidor-1756' },
  { players: 4, tours: 1, variants: ['V-P-7', 'V-P-8', 'V-P-9', 'V-P-10', 'V-P-11'] },
];

/** Moves no state allows: unknown cards, cards from nowhere, malformed shapes. */
function illegalMoves(s: PapillonState): PapillonMove[] {
  const hand = s.toMove === null ? [] : s.hands[s.toMove]!;
  const notInHand = ['AC', '2D', '3H', 'KS', 'QD'].find((c) => !hand.includes(c))!;
  const bad: PapillonMove[] = [
    { type: 'capture', card: 'ZZ', take: [] },
    { type: 'capture', card: '11H', take: ['AC'] },
    { type: 'capture', card: notInHand, take: s.table.slice(0, 1) },
    { type: 'capture', card: hand[0] ?? 'AC', take: [] },
    { type: 'capture', card: hand[0] ?? 'AC', take: s.stock.slice(0, 1) },
    { type: 'pass' } as unknown as PapillonMove,
  ];
  if (s.table.length > 0) bad.push({ type: 'capture', card: hand[0] ?? 'AC', take: [s.table[0]!, s.table[0]!] });
  return bad;
}

describe('Papillon conformance (shared suite)', () => {
  runConformance(papillonGame, {
    optionSets,
    games: 3,
    illegalMoves,
    viewers: (s) => s.hands.map((_, i) => i),
  });
});
