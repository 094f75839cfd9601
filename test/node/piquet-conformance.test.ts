/** The shared conformance suite (test/node/support/conformance.ts) for Piquet, every format and variant (Q40: views and events hide what they must). */
import { describe } from 'node:test';
import { piquetGame, type PiquetMove, type PiquetOptions, type PiquetState } from '../../src/games/piquet/index.js';
import { runConformance } from './support/conformance.js';

const optionSets: PiquetOptions[] = [
  {},
  { variants: ['V-Q-4'] },
  { variants: ['V-Q-5'] },
  { variants: ['V-Q-1', 'V-Q-6'] },
  { variants: ['V-Q-2', 'V-Q-7'] },
  { variants: ['V-Q-3', 'V-Q-7', 'V-Q-6'] },
];

/** Moves no state allows: unknown cards, cards from nowhere, malformed shapes, moves of the wrong phase. */
function illegalMoves(s: PiquetState): PiquetMove[] {
  const hand = s.toMove === null ? [] : s.hands[s.toMove]!;
  const other = s.toMove === null ? [] : s.hands[1 - s.toMove]!;
  const bad: PiquetMove[] = [
    { type: 'play', card: 'ZZ' },
    { type: 'discard', card: '2C' },
    { type: 'pass' } as unknown as PiquetMove,
    null as unknown as PiquetMove,
  ];
  if (other[0]) bad.push({ type: s.phase === 'play' ? 'play' : 'discard', card: other[0] });
  if (s.phase === 'play') {
    bad.push({ type: 'take' }, { type: 'discard', card: hand[0]! });
  } else if (s.phase.startsWith('exchange')) {
    bad.push({ type: 'play', card: hand[0]! });
  } else {
    bad.push({ type: 'take' });
  }
  return bad;
}

describe('Piquet conformance (shared suite; Q40, PD-Q-11)', () => {
  runConformance(piquetGame, {
    optionSets,
    games: 3,
    illegalMoves,
    viewers: () => [0, 1],
  });
});
