/**
 * The shared conformance suite (test/node/support/conformance.ts) on Boston, Tri-Boston and
 * Boston-Whist with every variant (BO1, BO58, BO59, BO65): whole sessions per playout; hands, the
 * petite misère's discard and the generator stay hidden; bad input changes nothing.
 */
import { describe } from 'node:test';
import { bostonGame, type BostonMove, type BostonOptions, type BostonState } from '../../src/games/boston/index.js';
import { runConformance } from './support/conformance.js';

const optionSets: BostonOptions[] = [
  { players: 4, tours: 1 },
  { players: 4, tours: 1, variants: ['V-BO-1', 'V-BO-2'] },
  { players: 3, tours: 1 },
  { players: 3, tours: 1, variants: ['V-BO-5', 'V-BO-6', 'V-BO-2'] },
  { players: 4, whist: true, tours: 1 },
  { players: 4, whist: true, tours: 1, variants: ['V-BO-3', 'V-BO-4', 'V-BO-1'] },
];

/** Moves no state allows: unknown cards, contracts and suits, another seat's turn, nonsense. */
function illegalMoves(s: BostonState): BostonMove[] {
  const n = s.rules.players;
  const other = ((s.toMove ?? 0) + 1) % n;
  return [
    { type: 'play', card: 'ZZ' },
    { type: 'discard', card: 'XX' },
    { type: 'bid', contract: 'slam' as never, class: 'simple' },
    { type: 'bid', contract: 'boston' },
    { type: 'bid', contract: 'grande-misere', class: 'superior' },
    { type: 'trump', suit: 'X' as never },
    { type: 'leader', leader: 9 },
    { type: 'pass', seat: other },
    { type: 'play', card: s.hands[other]![0] ?? 'AS', seat: other },
    { type: 'dance' } as unknown as BostonMove,
    null as unknown as BostonMove,
  ];
}

describe('Boston conformance (shared suite; BO1, BO58, BO59, BO65)', () => {
  runConformance(bostonGame, {
    optionSets,
    games: 3,
    illegalMoves,
    viewers: (s) => s.hands.map((_, i) => i),
  });
});
