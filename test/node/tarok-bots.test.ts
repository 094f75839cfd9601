/**
 * Tarok's computer players (tarok.md §7, B-T-1…17): the shared bot suite (honesty: the view only;
 * legality at every table; determinism; the strong player's budget and clock) at en trois, en deux and
 * Taroklomber old and new method, and the source's heuristics, each by a position.
 */
import { describe } from 'node:test';
import type { AnySeatGame } from '../../src/games/bots.js';
import { tarokGame } from '../../src/games/tarok/index.js';
import { tarokBots } from '../../src/games/tarok/bots/index.js';
import { runBotConformance } from './support/bot-conformance.js';

describe('tarok: the computer players (shared bot suite: T37, TL17 honesty; T21 legality)', () => {
  runBotConformance(tarokGame as unknown as AnySeatGame, tarokBots, {
    tables: [
      { seats: 3, options: {} },
      { seats: 2, options: {} },
      { seats: 3, options: { form: 'lomber' } },
      { seats: 3, options: { form: 'lomber', method: 'new' } },
    ],
    deals: 2,
    budget: 20,
    mustDecide: ['skat:discard', 'play:play', 'auction'],
  });
});
