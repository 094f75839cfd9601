/**
 * The shared conformance suite (test/node/support/conformance.ts) on Tarok en trois, en deux and
 * Taroklomber in both methods, with the variants (T36, T37, T38, T40, TL17): whole sessions per
 * playout; hands, the Skat, the aside and the cards given back stay hidden; bad input changes nothing.
 */
import { describe } from 'node:test';
import { tarokGame, type TarokMove, type TarokOptions, type TarokState } from '../../src/games/tarok/index.js';
import { runConformance } from './support/conformance.js';

const optionSets: TarokOptions[] = [
  { form: 'trois', tours: 1 },
  { form: 'trois', tours: 1, variants: ['V-T-1', 'V-T-2'] },
  { form: 'deux', parties: 1, variants: ['V-T-2'] },
  { form: 'lomber', tours: 1 },
  { form: 'lomber', method: 'new', tours: 1 },
];

/** Moves no state allows: unknown cards and games, another seat's turn, nonsense. */
function illegalMoves(s: TarokState): TarokMove[] {
  const n = s.hands.length;
  const other = ((s.toMove ?? 0) + 1) % n;
  return [
    { type: 'play', card: 'ZZ' },
    { type: 'discard', card: 'T-22' },
    { type: 'bid', game: 'aTre' as never },
    { type: 'call', card: 'C-7x' },
    { type: 'pass', seat: other },
    { type: 'play', card: s.hands[other]![0] ?? 'C-K', seat: other },
    { type: 'dance' } as unknown as TarokMove,
    null as unknown as TarokMove,
  ];
}

describe('Tarok conformance (shared suite; T36, T37, T38, T40)', () => {
  runConformance(tarokGame, {
    optionSets,
    games: 2,
    illegalMoves,
    viewers: (s) => s.hands.map((_, i) => i),
  });
});
