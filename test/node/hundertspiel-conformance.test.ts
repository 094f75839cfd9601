/**
 * The shared conformance suite (test/node/support/conformance.ts) on the Hundertspiel: every player
 * count, the Scat games and every variant V-H-1…V-H-7, one game to 100 per playout (and one sitting
 * of two games).
 */
import { describe } from 'node:test';
import { hundertspielGame, PACK, type HundertspielMove, type HundertspielOptions, type HundertspielState } from '../../src/games/hundertspiel/index.js';
import { runConformance } from './support/conformance.js';

const optionSets: HundertspielOptions[] = [
  { players: 4 },
  { players: 3 },
  { players: 4, scat: true },
  { players: 3, scat: true },
  { players: 3, scat: true, variants: ['V-H-4'] },
  { players: 4, variants: ['V-H-1', 'V-H-2', 'V-H-3', 'V-H-7'] },
  { players: 4, variants: ['V-H-6'] },
  { players: 4, scat: true, variants: ['V-H-2', 'V-H-5'] },
  { players: 3, variants: ['V-H-1', 'V-H-3', 'V-H-6', 'V-H-7'] },
];

/** Moves no state allows: unknown cards, a Do laid twice, a king laid away, another seat's card or turn, nonsense. */
function illegalMoves(s: HundertspielState): HundertspielMove[] {
  const n = s.rules.players;
  const toMove = s.toMove ?? 0;
  const other = (toMove + 1) % n;
  const mine = s.hands[toMove]!;
  const foreign = s.hands[other]![0] ?? PACK.find((c) => !mine.includes(c))!;
  return [
    { type: 'play', card: 'ZZ' },
    { type: 'play', card: 'Ba-Q' },
    { type: 'play', card: foreign },
    { type: 'announce', kind: '52', dos: ['Ba-Do', 'Ba-Do'] },
    { type: 'announce', kind: '26', dos: ['Ba-11'] },
    { type: 'discard', card: 'Sw-K' },
    { type: 'pass', seat: other },
    { type: 'play', card: s.hands[toMove]![0] ?? 'Sw-A', seat: other },
    { type: 'honours', rank: 'Q' } as unknown as HundertspielMove,
    { type: 'shuffle' } as unknown as HundertspielMove,
  ];
}

describe('Hundertspiel conformance (shared suite; H10 bad input, H1 one pack)', () => {
  const tables = [...optionSets.map((engine) => ({ engine, games: 1 })), { engine: { players: 3 as const }, games: 2 }];
  runConformance(hundertspielGame, {
    optionSets: tables,
    games: 3,
    illegalMoves,
    viewers: (s) => s.hands.map((_, i) => i),
  });
});
