/**
 * The shared suites run for every game of the list (src/games/registry.ts and its headless catalogue
 * src/games/bots.ts), one file for all: the computer players' suite (support/bot-conformance.ts) for
 * every seat game. A game is in it when it is in the catalogue; `BOT_CASES` adds what a game is played
 * with (its tables and variants) and the decisions its players must meet.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BOTS, ENGINES } from '../../src/games/bots.js';
import { runBotConformance, type BotCase } from './support/bot-conformance.js';

/** Each seat game's tables (raw table options, as a host sends them) and the decisions its players must meet. */
const BOT_CASES: Readonly<Record<string, BotCase>> = {
  papillon: {
    tables: [
      { seats: 3, options: {} },
      { seats: 4, options: {} },
      { seats: 3, options: { preset: 'philidor-1756' } },
      { seats: 4, options: { variants: ['V-P-7', 'V-P-8', 'V-P-9', 'V-P-10', 'V-P-11'] } },
    ],
    deals: 3,
    mustDecide: ['play:capture', 'play:layDown'],
  },
  casino: {
    tables: [
      { seats: 2, options: {} },
      { seats: 3, options: {} },
      { seats: 4, options: {} },
      { seats: 2, options: { engine: { variants: ['V-C-1', 'V-C-2', 'V-C-3'] } } },
      { seats: 4, options: { engine: { variants: ['V-C-4', 'V-C-5'] } } },
    ],
    deals: 3,
    mustDecide: ['play:capture', 'play:trail'],
    stateFiles: ['strong.ts', 'evaluate.ts'],
  },
  hundertspiel: {
    // H11–H23, H55–H62 (the Scat game), V-H-1 … V-H-7.
    tables: [
      { seats: 4, options: {} },
      { seats: 3, options: {} },
      { seats: 4, options: { engine: { scat: true } } },
      { seats: 3, options: { engine: { scat: true } } },
      { seats: 3, options: { engine: { scat: true, variants: ['V-H-4'] } } },
      { seats: 4, options: { engine: { variants: ['V-H-1', 'V-H-2', 'V-H-3', 'V-H-6', 'V-H-7'] } } },
      { seats: 4, options: { engine: { scat: true, variants: ['V-H-2', 'V-H-5', 'V-H-6', 'V-H-7'] } } },
      { seats: 3, options: { engine: { variants: ['V-H-2', 'V-H-3', 'V-H-6'] } } },
    ],
    deals: 8,
    strongDeals: 2,
    mustDecide: ['bid', 'buy', 'discard', 'trump', 'announce', 'contra', 'play', 'announce:honours', 'announce:pass', 'play:play'],
  },
  whist: {
    tables: [
      { seats: 4, options: {} },
      { seats: 4, options: { variants: ['V-W-5', 'V-W-3'] } },
      { seats: 4, options: { variants: ['V-W-4', 'V-W-1'] } },
    ],
    deals: 4,
    mustDecide: ['play:play'],
  },
  piquet: {
    // Q12, Q14, Q28.
    tables: [
      { seats: 2, options: {} },
      { seats: 2, options: { variants: ['V-Q-1'] } },
      { seats: 2, options: { variants: ['V-Q-3', 'V-Q-7'] } },
      { seats: 2, options: { variants: ['V-Q-5'] } },
      { seats: 2, options: { variants: ['V-Q-6', 'V-Q-2', 'V-Q-4'] } },
    ],
    deals: 6,
    strongDeals: 2,
    mustDecide: ['exchange-elder:discard', 'exchange-elder:take', 'exchange-younger:discard', 'exchange-younger:take', 'play:play'],
    stateFiles: ['strong.ts', 'sample.ts', 'rollout.ts'],
  },
  ombre: {
    // Every member of the family (O26–O44, OD3–OD7, OQ3–OQ7, QD5–QD14, CQ2–CQ13) and the variants that change a decision.
    tables: [
      { seats: 3, options: { game: 'ombre' } },
      { seats: 2, options: { game: 'en-deux' } },
      { seats: 4, options: { game: 'en-quatre' } },
      { seats: 4, options: { game: 'quadrille' } },
      { seats: 5, options: { game: 'cinquille' } },
      { seats: 3, options: { game: 'ombre', variants: ['V-O-3', 'V-O-6', 'V-O-8', 'V-O-9'] } },
      { seats: 3, options: { game: 'ombre', variants: ['V-O-5', 'V-O-2'] } },
      { seats: 2, options: { game: 'en-deux', variants: ['V-O-12'] } },
      { seats: 2, options: { game: 'en-deux', variants: ['V-O-13'] } },
      { seats: 4, options: { game: 'quadrille', variants: ['V-O-14', 'V-O-16', 'V-O-17'] } },
      { seats: 4, options: { game: 'quadrille', variants: ['V-O-19'] } },
      { seats: 5, options: { game: 'cinquille', variants: ['V-O-14', 'V-O-16', 'V-O-18'] } },
      { seats: 4, options: { game: 'en-quatre', variants: ['V-O-3', 'V-O-6'] } },
    ],
    deals: 8,
    strongDeals: 2,
    budget: 24,
    mustDecide: ['auction:bid', 'auction:pass', 'trump:trump', 'exchange:discard', 'exchange:take', 'call:call', 'play:play'],
    stateFiles: ['strong.ts', 'sample.ts', 'sim.ts'],
  },
};

const ids = Object.keys(BOTS);
const games = await Promise.all(ids.map(async (id) => ({ id, game: await ENGINES[id]!(), bots: await BOTS[id]!() })));

describe('the games of the catalogue', () => {
  it('every seat game of the catalogue has its engine and its computer players, and a case here names only those', () => {
    assert.deepEqual(Object.keys(ENGINES).sort(), [...ids].sort());
    for (const id of Object.keys(BOT_CASES)) assert.ok(ids.includes(id), `a case for ${id}, which is no seat game of the catalogue`);
  });
});

for (const { id, game, bots } of games) {
  describe(`${id}: the computer players (shared bot suite)`, () => {
    runBotConformance(game, bots, BOT_CASES[id]);
  });
}
