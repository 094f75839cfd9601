/**
 * The player's "Thinking time" setting reaches the strong computer player through one path for every
 * game (src/ai/budget.ts, issues 24 and 25): chess's strong player thinks by the clock (src/games/bots.ts,
 * `thinksBy`), so its budget is a time (THINKING_TIME_MS), never the card games' playouts; a card game's
 * strong player gets its playouts (THINKING_ITERATIONS) and the clock's bound, a share of the same time.
 */
import { expect } from 'chai';
import { mountApp, unmountApp, until } from './app-harness.js';
import { begin } from './trick-harness.js';
import { LocalBotClient } from '../../src/ai/bot-client.js';
import { loadBots } from '../../src/games/bots.js';
import { newSession } from '../../src/games/chess/index.js';
import { newSession as newTarok, tarokGame } from '../../src/games/tarok/index.js';
import { UNITS_BOUND_SHARE } from '../../src/ai/budget.js';
import { THINKING_ITERATIONS, THINKING_TIME_MS, type Thinking } from '../../src/session/settings.js';

interface Asked {
  game: string;
  level: string;
  budget: unknown;
}

/** A seed whose first game gives the computer (player 1) White, so it moves first (CH31). */
function computerWhiteSeed(): string {
  for (let i = 1; i < 100; i++) if (newSession({}, String(i)).white === 1) return String(i);
  throw new Error('no seed');
}

async function firstAsk(game: string, start: unknown, seed: string, thinking: Thinking): Promise<Asked> {
  const asked: Asked[] = [];
  const local = new LocalBotClient(loadBots);
  const m = await mountApp({ thinking }, {
    iterations: (t) => THINKING_ITERATIONS[t],
    thinkingMs: (t) => THINKING_TIME_MS[t],
    // what the app asks is recorded; the easy player answers (fast)
    bots: {
      decide: (g, level, view, legal, opts) => {
        asked.push({ game: g, level, budget: opts.budget });
        return local.decide(g, 'easy', view, legal, { seed: opts.seed });
      },
    },
  });
  await begin(m, game, seed, start);
  await until(() => asked.length > 0);
  return asked[0]!;
}

describe('the Thinking time setting and the strong player (issue 25)', function () {
  this.timeout(60000);
  afterEach(() => unmountApp());

  for (const thinking of ['quick', 'normal', 'thorough'] as const) {
    it(`chess: the strong computer player is given ${THINKING_TIME_MS[thinking]} ms to think at "${thinking}", not playouts`, async () => {
      const start = { options: {}, seats: [{ name: 'Me', kind: 'human', level: 'easy' }, { name: 'Anna', kind: 'computer', level: 'strong' }] };
      const a = await firstAsk('chess', start, computerWhiteSeed(), thinking);
      expect(a).to.deep.equal({ game: 'chess', level: 'strong', budget: { timeMs: THINKING_TIME_MS[thinking] } });
    });
  }

  it('a card game (Whist): the strong computer player is given playouts and the clock\'s bound', async () => {
    // the dealer is seat 3 (W5-W9), so seat 0 leads: a computer
    const start = { options: {}, seats: ['Anna', 'Me', 'Ben', 'Clara'].map((name) => ({ name, kind: name === 'Me' ? 'human' : 'computer', level: 'strong' })) };
    const a = await firstAsk('whist', start, '7', 'normal');
    expect(a.game).to.equal('whist');
    expect(a.budget).to.deep.equal({ iterations: THINKING_ITERATIONS.normal, timeMs: Math.round(THINKING_TIME_MS.normal * UNITS_BOUND_SHARE) });
  });

  for (const thinking of ['quick', 'normal', 'thorough'] as const) {
    it(`Tarok (issue 24): at "${thinking}" the strong player is given ${THINKING_ITERATIONS[thinking]} units and stopped by the clock at ${Math.round(THINKING_TIME_MS[thinking] * UNITS_BOUND_SHARE)} ms`, async () => {
      const options = { form: 'trois' as const };
      // a seed whose first decision is a computer's (seat 0 is mine)
      let seed = '';
      for (let i = 1; i < 200 && !seed; i++) if (tarokGame.toMove(newTarok(options, String(i))) !== 0) seed = String(i);
      const start = { options, seats: ['Me', 'Anna', 'Ben'].map((name, i) => ({ name, kind: i === 0 ? 'human' : 'computer', level: 'strong' })) };
      const a = await firstAsk('tarok', start, seed, thinking);
      expect(a).to.deep.equal({ game: 'tarok', level: 'strong', budget: { iterations: THINKING_ITERATIONS[thinking], timeMs: Math.round(THINKING_TIME_MS[thinking] * UNITS_BOUND_SHARE) } });
    });
  }
});
