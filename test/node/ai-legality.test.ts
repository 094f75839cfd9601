import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createBot, BOT_LEVELS, type BotLevel } from '../../src/games/papillon/bots/index.js';
import { Rng } from '../../src/engine/rng.js';
import { applyMove, legalMoves, newSession, nextDeal, view } from '../../src/games/papillon/index.js';
import type { PapillonOptions, PapillonState } from '../../src/games/papillon/types.js';

const optionSets: PapillonOptions[] = [
  { players: 3, tours: 1 },
  { players: 4, tours: 1 },
  { players: 3, tours: 1, preset: 'philidor-1756' },
  { players: 4, tours: 1, variants: ['V-P-7', 'V-P-8', 'V-P-9', 'V-P-10', 'V-P-11'] },
];

/** Plays whole sessions in which each seat is a bot of some level; checks every choice is legal. */
function playAndCheck(options: PapillonOptions, levels: BotLevel[], seed: string, maxDecisions: number): number {
  const bots = levels.map((l) => createBot(l));
  const rng = new Rng([5, 6, 7, 8]);
  let s: PapillonState = newSession(options, seed);
  let checked = 0;
  while (s.phase !== 'sessionOver' && checked < maxDecisions) {
    if (s.phase === 'dealOver') {
      s = nextDeal(s);
      continue;
    }
    const seat = s.toMove!;
    const legal = legalMoves(s);
    const d = bots[seat]!.decide(view(s, seat), legal, { seed: rng.nextUint32(), budget: { iterations: 60 } });
    assert.ok(legal.includes(d.move), `${levels[seat]} chose ${JSON.stringify(d.move)}, not among ${JSON.stringify(legal)}`);
    assert.equal(d.stats.level, levels[seat]);
    const r = applyMove(s, d.move);
    assert.ok(r.ok);
    s = r.state;
    checked++;
  }
  return checked;
}

describe('ai: legality over many random positions', () => {
  for (const level of BOT_LEVELS) {
    it(`${level} always returns one of the legal moves (3 and 4 players, presets and variants)`, () => {
      let total = 0;
      for (const [i, options] of optionSets.entries()) {
        const n = options.players;
        const levels = Array.from({ length: n }, (_, seat) => (seat === i % n ? level : ((['easy', 'normal'] as const)[seat % 2]!)));
        total += playAndCheck(options, levels, `legal:${level}:${i}`, level === 'strong' ? 120 : 600);
      }
      assert.ok(total > 300);
    });
  }

  it('all three levels at one table finish whole sessions', () => {
    const n = playAndCheck({ players: 3, tours: 1 }, ['easy', 'normal', 'strong'], 'mixed', 1e9);
    assert.ok(n > 50);
  });
});
