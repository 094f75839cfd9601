/**
 * The shared suites run for every game of the list (src/games/registry.ts and its headless catalogue
 * src/games/bots.ts), one file for all:
 * - the rule-ID coverage: every rule, variant, project decision and worked example of each game's rule
 *   book (the IDs checked in: support/rule-ids.ts) names a test of that game (test/node/<book>-*.test.ts),
 *   and the list is the rule book's when shared/rules is beside the project;
 * - the computer players' suite (support/bot-conformance.ts) for every seat game. A game is in it when
 *   it is in the catalogue; `BOT_CASES` adds what a game is played with (its tables and variants) and
 *   the decisions its players must meet.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BOTS, ENGINES } from '../../src/games/bots.js';
import { GAMES } from '../../src/games/registry.js';
import { runBotConformance, type BotCase } from './support/bot-conformance.js';
import { RULE_BOOKS, type RuleBook } from './support/rule-ids.js';

/** The rule book of a registry entry: the seven patiences share one, every other game has its own. */
const bookOf = (g: { id: string; family?: string }) => (g.family === 'patience' ? 'patience' : g.id);

/** The names of the tests (it, describe) of test/node/<book>-*.test.ts, as written in the sources. */
function testNames(book: string): string[] {
  const dir = join(process.cwd(), 'test/node');
  const names: string[] = [];
  for (const f of readdirSync(dir).filter((f) => f.startsWith(`${book}-`) && f.endsWith('.test.ts'))) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(/\b(?:it|describe)\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) names.push(m[2]!);
  }
  return names;
}

/** The IDs of `book` that some name mentions: written out, or (with `ranges`) inside a range such as "W13–W16" or "EX-W-1…5". */
function named(book: RuleBook, names: readonly string[]): Set<string> {
  const out = new Set<string>();
  if (book.ranges) {
    const prefixes = [...new Set(book.ids.map((id) => id.replace(/\d+$/, '')))].sort((a, b) => b.length - a.length);
    const re = new RegExp(`\\b(${prefixes.map((p) => p.replace(/-/g, '\\-')).join('|')})(\\d+)(?:\\s*[–…-]\\s*(?:\\1)?(\\d+))?`, 'g');
    for (const n of names) {
      for (const m of n.matchAll(re)) {
        const to = m[3] ? Number(m[3]) : Number(m[2]);
        for (let i = Number(m[2]); i <= to; i++) out.add(`${m[1]}${i}`);
      }
    }
  } else {
    for (const id of book.ids) {
      const re = new RegExp(`(^|[^\\w-])${id.replace(/-/g, '\\-')}(?!\\d)`);
      if (names.some((n) => re.test(n))) out.add(id);
    }
  }
  return out;
}

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
  boston: {
    // Every form (BO1, BO32–BO37, BO60–BO64) and the variants that change a decision (V-BO-4, V-BO-6).
    tables: [
      { seats: 4, options: {} },
      { seats: 3, options: {} },
      { seats: 4, options: { whist: true } },
      { seats: 4, options: { whist: true, variants: ['V-BO-4'] } },
      { seats: 3, options: { variants: ['V-BO-6'] } },
    ],
    deals: 6,
    budget: 24,
    mustDecide: ['auction:bid', 'auction:pass', 'trump:trump', 'play:play', 'whist'],
  },
  tarok: {
    // Every form and method (T9, TD1, TL3) and the variants that change a decision (V-T-1, V-T-2).
    tables: [
      { seats: 3, options: {} },
      { seats: 2, options: {} },
      { seats: 3, options: { form: 'lomber' } },
      { seats: 3, options: { form: 'lomber', method: 'new' } },
      { seats: 3, options: { variants: ['V-T-1', 'V-T-2'] } },
    ],
    deals: 2,
    budget: 20,
    mustDecide: ['skat:discard', 'play:play', 'auction'],
  },
  chess: {
    // Today's rules and the Fielding preset (V-CH-1 waiting pawns, V-CH-2 half-lost stalemate, V-CH-4 announced mate).
    // Nothing is hidden (chess.md §9): the view is the position. One game a level (a game is many decisions);
    // the strong player at 2,000 nodes (its budget alone: no clock, the same move on every machine).
    tables: [
      { seats: 2, options: {} },
      { seats: 2, options: { preset: 'fielding' } },
    ],
    deals: 1,
    budget: 2000,
    mustDecide: ['play'],
    open: true,
  },
};

const ids = Object.keys(BOTS);
const games = await Promise.all(ids.map(async (id) => ({ id, game: await ENGINES[id]!(), bots: await BOTS[id]!() })));

/** Rule books whose engine and tests are in before the game joins the registry (its table, texts and bots still to come). */
const AHEAD_OF_REGISTRY: readonly string[] = [];

describe('the rule IDs of every game of the registry are named by its tests', () => {
  const books = [...new Set([...GAMES.map(bookOf), ...AHEAD_OF_REGISTRY])];

  it('every game of the registry has a rule book with its IDs checked in, and every list here is a game\'s (or ahead of the registry)', () => {
    for (const g of GAMES) assert.ok(Object.hasOwn(RULE_BOOKS, bookOf(g)), `no rule IDs for ${g.id} (rule book ${bookOf(g)}.md)`);
    for (const id of AHEAD_OF_REGISTRY) assert.ok(!GAMES.some((g) => bookOf(g) === id), `${id} is in the registry now: take it out of AHEAD_OF_REGISTRY`);
    assert.deepEqual(Object.keys(RULE_BOOKS).sort(), books.slice().sort());
  });

  for (const id of books) {
    const book = RULE_BOOKS[id];
    if (!book) continue;
    it(`${id}.md: every one of its ${book.ids.length} IDs appears in the name of a test of test/node/${id}-*.test.ts`, () => {
      const names = testNames(id);
      assert.ok(names.length > 10, `${names.length} test names read`);
      const found = named(book, names);
      const missing = book.ids.filter((x) => !found.has(x));
      assert.deepEqual(missing, [], `IDs of ${id}.md without a test named after them: ${missing.join(', ')}`);
      // Results recorded from the engine are regression pins, never "golden".
      assert.deepEqual(names.filter((n) => /golden/i.test(n)), []);
    });

    const spec = join(process.cwd(), `../shared/rules/${id}.md`);
    it(`${id}.md: the IDs checked in are the ones in the rule book beside the project`, { skip: existsSync(spec) ? false : `${spec} not found` }, () => {
      const text = readFileSync(spec, 'utf8');
      const inSpec = new Set(book.spec.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]!)));
      assert.deepEqual([...inSpec].sort(), book.ids.slice().sort());
    });
  }
});

describe('the games of the catalogue', () => {
  it('every seat game of the catalogue has its engine and its computer players, and a case here names only those', () => {
    assert.deepEqual(Object.keys(ENGINES).sort(), [...ids].sort());
    for (const id of Object.keys(BOT_CASES)) assert.ok(ids.includes(id), `a case for ${id}, which is no seat game of the catalogue`);
  });
});

/** Seat games whose computer players are registered before they meet the shared bot suite (none now). */
const BOT_SUITE_AHEAD: readonly string[] = [];

for (const { id, game, bots } of games.filter((g) => !BOT_SUITE_AHEAD.includes(g.id))) {
  describe(`${id}: the computer players (shared bot suite)`, () => {
    runBotConformance(game, bots, BOT_CASES[id]);
  });
}
