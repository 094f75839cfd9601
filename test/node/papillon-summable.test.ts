/**
 * What can be summed (P22, P24; V-P-1 Philidor: tens never; V-P-2: faces never make sums) is the
 * engine's answer (`summable`, `summableTotal` in src/games/papillon/captures.ts): the table's
 * "numeral total" that the describer says and the table heading shows, and the bots' analysis of
 * the table, ask the engine instead of keeping their own copy of the rule.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FULL_PACK, rankNumber } from '../../src/engine/cards.js';
import { Rng } from '../../src/engine/rng.js';
import {
  fromPosition,
  legalCaptures,
  resolveRules,
  summable,
  summableTotal,
  view,
  type PapillonOptions,
  type PapillonRules,
} from '../../src/games/papillon/index.js';
import { describeTable, type DescribeContext } from '../../src/games/papillon/describe.js';
import { papillonMessages } from '../../src/games/papillon/texts.js';
import { analyseTable } from '../../src/games/papillon/bots/analysis.js';
import { type Locale } from '../../src/i18n/locale.js';

const DEFAULT = resolveRules({ players: 3 });
const PHILIDOR = resolveRules({ players: 3, preset: 'philidor-1756' });
const TENS = resolveRules({ players: 3, variants: ['V-P-1'] });
const FACES = resolveRules({ players: 3, variants: ['V-P-2'] });

function tableView(table: string[], options: Partial<PapillonOptions>) {
  const rest = FULL_PACK.filter((c) => !table.includes(c));
  return view(
    fromPosition({
      options: { players: 3, ...options },
      dealer: 2,
      toMove: 0,
      hands: [rest.slice(0, 3), rest.slice(3, 6), rest.slice(6, 9)],
      table,
      stock: rest.slice(9, 15),
      piles: [[], [], []],
      balances: [50, 50, 50],
      pot: 3,
      finalRound: false,
      lastCapturer: null,
      lastToLayDown: null,
      winner: null,
      blaetterCarry: 0,
      dealsPlayed: 0,
      phase: 'play',
    }),
    0,
  );
}

const ctx = (locale: Locale): DescribeContext => ({
  messages: papillonMessages(locale),
  me: 0,
  names: ['Lea', 'Anna', 'Bert'],
  verbosity: 'normal',
  cardNames: 'long',
  pack: 'french',
  payments: 'total',
});

describe('P22, P24, V-P-1: what can be summed, asked of the engine', () => {
  it('P24: a ten on the table is an ordinary numeral card; V-P-1 (Philidor): never part of a sum; P22: faces never', () => {
    assert.equal(summable('10D', DEFAULT), true);
    assert.equal(summable('10D', TENS), false);
    assert.equal(summable('10D', PHILIDOR), false);
    assert.equal(summable('9D', PHILIDOR), true);
    assert.equal(summable('AC', PHILIDOR), true);
    for (const r of [DEFAULT, TENS, FACES]) for (const f of ['JC', 'QD', 'KS']) assert.equal(summable(f, r), false, f);
    const table = ['AC', '10D', '4H', 'KS'];
    assert.equal(summableTotal(table, DEFAULT), 15);
    assert.equal(summableTotal(table, PHILIDOR), 5);
    assert.equal(summableTotal(table, TENS), 5);
    assert.equal(summableTotal(table, FACES), 15);
    assert.equal(summableTotal([], PHILIDOR), 0);
    assert.equal(summableTotal(['AC', '4D', '5H', '9S', 'KD', '3C', '7H'], DEFAULT), 29, 'faces never count');
  });

  it('V-P-1: the table query says the total without the ten (describer = engine)', () => {
    const table = ['AC', '10D', '4H', 'KS'];
    const philidor = tableView(table, { preset: 'philidor-1756' });
    const plain = tableView(table, {});
    assert.match(describeTable(philidor, ctx('en')), /^Table, 4 cards, numeral total 5: /);
    assert.match(describeTable(philidor, ctx('de')), /^Tisch, 4 Karten, Summe der Zahlenkarten 5: /);
    assert.match(describeTable(plain, ctx('en')), /^Table, 4 cards, numeral total 15: /);
    for (const v of [philidor, plain]) assert.match(describeTable(v, ctx('en')), new RegExp(`numeral total ${summableTotal(v.table, v.rules)}:`));
  });

  it('the bots\' table analysis finds the sums the engine allows, under every rule set (bots = engine)', () => {
    const rng = Rng.fromSeed('summable');
    const check = (table: string[], rules: PapillonRules) => {
      const a = analyseTable(table, rules);
      const engineSums = new Set<number>();
      for (let v = 2; v <= 13; v++) {
        const card = FULL_PACK.find((c) => rankNumber(c) === v && !table.includes(c));
        if (!card) continue;
        if (legalCaptures([card], table, rules).some((m) => m.take.length >= 2)) engineSums.add(v);
      }
      assert.deepEqual(a.sumValues, [...engineSums].sort((x, y) => x - y), `${rules.variants.join('+') || 'default'}: ${table.join(' ')}`);
    };
    check(['10D', 'AC'], DEFAULT);
    check(['10D', 'AC'], PHILIDOR);
    assert.deepEqual(analyseTable(['10D', 'AC'], DEFAULT).sumValues, [11], 'J takes 10+A (P24)');
    assert.deepEqual(analyseTable(['10D', 'AC'], PHILIDOR).sumValues, [], 'never under V-P-1');
    for (let i = 0; i < 300; i++) {
      const pack = rng.shuffle(FULL_PACK);
      const table = pack.slice(0, 1 + (i % 6));
      for (const r of [DEFAULT, PHILIDOR, TENS, FACES]) check(table, r);
    }
  });
});
