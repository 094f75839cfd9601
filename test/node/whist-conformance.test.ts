/** The shared conformance suite (test/node/support/conformance.ts) for Whist, every variant (W41, W42, W44). */
import { describe } from 'node:test';
import { whistGame, type WhistMove, type WhistOptions, type WhistState } from '../../src/games/whist/index.js';
import { runConformance } from './support/conformance.js';

const optionSets: WhistOptions[] = [
  {},
  { variants: ['V-W-1'] },
  { variants: ['V-W-2', 'V-W-3'] },
  { variants: ['V-W-4'] },
  { variants: ['V-W-5'] },
  { rubbers: 2, variants: ['V-W-4', 'V-W-1'] },
];

/** Moves no state allows: malformed shapes, unknown cards, cards from another hand, moves out of turn. */
function illegalMoves(s: WhistState): WhistMove[] {
  const seat = s.toMove ?? 0;
  const other = (seat + 1) % 4;
  const bad: WhistMove[] = [
    { type: 'play', seat, card: 'ZZ' },
    { type: 'bogus', seat } as unknown as WhistMove,
    null as unknown as WhistMove,
    { type: 'play', card: s.hands[seat]![0] ?? 'AS' } as unknown as WhistMove,
  ];
  if (s.hands[other]![0]) bad.push({ type: 'play', seat, card: s.hands[other]![0]! }, { type: 'play', seat: other, card: s.hands[other]![0]! });
  if (!s.rules.claims) bad.push({ type: 'claim', seat });
  if (s.scores[seat % 2] !== 8) bad.push({ type: 'call', seat });
  return bad;
}

describe('Whist conformance (shared suite; W41, W42, W44)', () => {
  runConformance(whistGame, { optionSets, games: 2, illegalMoves, viewers: () => [0, 1, 2, 3] });
});
