/**
 * The shared conformance suite (test/node/support/conformance.ts) on the Ombre family: every member
 * and a spread of variants, a whole session per playout (O65, O66). The talon, the discards and the
 * called King's holder stay hidden (O36, O68, QD7); bad input changes nothing (§2.1).
 */
import { describe } from 'node:test';
import { ombreGame, type OmbreMove, type OmbreOptions, type OmbreState } from '../../src/games/ombre/index.js';
import { runConformance } from './support/conformance.js';

const optionSets: OmbreOptions[] = [
  { game: 'ombre', tours: 1 },
  { game: 'ombre', tours: 1, variants: ['V-O-3', 'V-O-8', 'V-O-9'] },
  { game: 'ombre', tours: 1, variants: ['V-O-5', 'V-O-6', 'V-O-2'] },
  { game: 'en-deux', tours: 2 },
  { game: 'en-deux', tours: 2, variants: ['V-O-12'] },
  { game: 'en-quatre', tours: 1, variants: ['V-O-1'] },
  { game: 'quadrille', tours: 1 },
  { game: 'quadrille', tours: 1, variants: ['V-O-14', 'V-O-16', 'V-O-17', 'V-O-19'] },
  { game: 'cinquille', tours: 1, variants: ['V-O-18'] },
];

/** Moves no state allows: unknown cards and contracts, another seat's turn, nonsense. */
function illegalMoves(s: OmbreState): OmbreMove[] {
  const n = s.rules.players;
  const toMove = s.toMove ?? 0;
  const other = (toMove + 1) % n;
  return [
    { type: 'play', card: 'ZZ' },
    { type: 'play', card: '9S' },
    { type: 'discard', card: 'XX' },
    { type: 'bid', contract: 'forcee' },
    { type: 'bid', contract: 'slam' as never },
    { type: 'trump', suit: 'X' as never },
    { type: 'pass', seat: other },
    { type: 'take', seat: other },
    { type: 'dance' } as unknown as OmbreMove,
  ];
}

describe('Ombre family conformance (shared suite; O3, O13, O36, O68, QD7 hidden partner)', () => {
  runConformance(ombreGame, {
    optionSets,
    games: 2,
    illegalMoves,
    viewers: (s) => s.hands.map((_, i) => i),
  });
});
