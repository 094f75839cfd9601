/**
 * Tarok's rules for players (Shift+F1, locales/tarok/rules-{de,en}.ts) and its chooser words
 * (locales/tarok/meta.ts), issue 24. For every form and method, alone and with each variant: both
 * languages give the same sections and paragraphs, clean text with no card token and no rule ID outside
 * the variants section, every variant V-T-1…6 listed once and marked only when in force. The figures
 * said are the engine's: checked against what the engine does (announcementOf, prizesOf's table,
 * lomberAmount, partyResult, the trick order), and expected values from tarok.md beside them.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  announcementOf,
  cardPoints,
  LADDER,
  lomberAmount,
  PACK,
  partyResult,
  pipsOf,
  PRIZE_VALUES,
  resolveRules,
  strengthOf,
  TARIFF,
  VARIANT_IDS,
  type TarokOptions,
  type TarokRules,
} from '../../src/games/tarok/index.js';
import { tarokMeta } from '../../locales/tarok/meta.js';
import { tarokRulesDe } from '../../locales/tarok/rules-de.js';
import { tarokRulesEn } from '../../locales/tarok/rules-en.js';
import { tarokRulesPl } from '../../locales/tarok/rules-pl.js';
import { tarockDe } from '../../locales/decks/de.js';
import { tarockEn } from '../../locales/decks/en.js';
import { tarockPl } from '../../locales/decks/pl.js';
import type { RulesSection } from '../../src/i18n/messages.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';

const RULES: Readonly<Record<Locale, (r: TarokRules) => readonly RulesSection[]>> = { de: tarokRulesDe, en: tarokRulesEn, pl: tarokRulesPl };
const DECK = { de: tarockDe, en: tarockEn, pl: tarockPl } as const satisfies Record<Locale, unknown>;
const VARIANTS_HEADING: Readonly<Record<Locale, string>> = { de: 'Geltende Regeln und Varianten', en: 'Rules in force and variants', pl: 'Reguły w mocy i warianty' };
const IN_FORCE: Readonly<Record<Locale, string>> = { de: ' (gilt)', en: ' (in force)', pl: ' (w mocy)' };
/** Words only the other languages have (a sentence left untranslated). */
const FOREIGN: Readonly<Record<Locale, RegExp>> = { de: /\b(the|and|of|with|from)\b/, en: /\b(der|die|das|und|mit|von)\b/, pl: /\b(the|and|of|with|from|der|die|das|und|mit|von)\b/ };

const RULE_ID = /\b(?:T\d+|TD\d+|TL\d+|V-T-\d+|PD-T-\d+|EX-T-\d+|B-T-\d+|Q-T-\d+)\b/;
const VARIANT_ID = /\bV-T-\d+\b/g;
const CARD_TOKEN = /\b(?:[CDHST]-(?:\d+|[KQNJA]|Sk))\b/;
const CODE_LEFTOVER = /undefined|NaN|\[object|\$\{|\baDue\b|\baUno\b|sessionOver|dealOver/;
const BAD_SYMBOL = /[♠♥♦♣→←⇒&<>]/;

const BASES: readonly TarokOptions[] = [{ form: 'trois' }, { form: 'deux' }, { form: 'lomber' }, { form: 'lomber', method: 'new' }];
const ENGINE_VARIANTS = ['V-T-1', 'V-T-2'];
const CASES: readonly TarokOptions[] = BASES.flatMap((b) => [b, ...ENGINE_VARIANTS.map((v) => ({ ...b, variants: [v] })), { ...b, variants: ENGINE_VARIANTS }]);

const label = (o: TarokOptions) => JSON.stringify(o);
const textOf = (sections: readonly RulesSection[]) => sections.map((s) => [s.heading, ...s.paragraphs].join('\n')).join('\n');
const sectionOf = (sections: readonly RulesSection[], heading: string) => sections.find((s) => s.heading === heading);
const rules = (o: TarokOptions) => resolveRules(o);
const en = (o: TarokOptions) => tarokRulesEn(rules(o));
const de = (o: TarokOptions) => tarokRulesDe(rules(o));
/** The numbers a pattern's groups match (the test fails when the pattern is not in the text). */
function numberIn(text: string, re: RegExp): number[] {
  const m = re.exec(text);
  assert.ok(m, `${re} not in the text`);
  return m.slice(1).map(Number);
}

describe('Tarok rules for players (issue 24)', () => {
  for (const o of CASES) {
    it(`${label(o)}: German and English alike, clean, every variant V-T-1…6 listed once and marked only when in force`, () => {
      const r = rules(o);
      const texts = Object.fromEntries(LOCALES.map((l) => [l, RULES[l](r)])) as Record<Locale, readonly RulesSection[]>;
      const [first, ...others] = LOCALES;
      for (const l of others) {
        assert.equal(texts[l].length, texts[first!].length, `${l}: sections`);
        texts[l].forEach((s, i) => assert.equal(s.paragraphs.length, texts[first!][i]!.paragraphs.length, `${l}: paragraphs of ${s.heading}`));
      }
      for (const l of LOCALES) {
        const sections = texts[l];
        assert.ok(sections.length >= 8, `${l}: ${sections.length} sections`);
        const last = sections[sections.length - 1]!;
        assert.equal(last.heading, VARIANTS_HEADING[l], `${l}: the variants come last`);
        for (const s of sections) {
          assert.ok(s.heading.trim() && s.paragraphs.length > 0, `${l}: ${s.heading}`);
          for (const p of [s.heading, ...s.paragraphs]) {
            const at = `${l} ${s.heading}: ${p}`;
            assert.ok(p.trim().length > 0 && p === p.trim(), at);
            assert.doesNotMatch(p, /\s{2,}|\s[.,;:]|\.\.|,,/, at);
            assert.doesNotMatch(p, CODE_LEFTOVER, at);
            assert.doesNotMatch(p, BAD_SYMBOL, at);
            assert.doesNotMatch(p.replace(VARIANT_ID, ''), CARD_TOKEN, at);
            assert.doesNotMatch(p.replace(/’/g, "'"), FOREIGN[l], `${at}: a word of another language`);
            if (s !== last) assert.doesNotMatch(p, RULE_ID, `${at}: a rule ID in the player's text`);
            else assert.doesNotMatch(p.replace(VARIANT_ID, ''), RULE_ID, at);
          }
        }
        for (const id of VARIANT_IDS) {
          const lines = last.paragraphs.filter((p) => p.startsWith(`${id}, `));
          assert.equal(lines.length, 1, `${l}: one line for ${id}`);
          assert.equal(lines[0]!.endsWith(IN_FORCE[l]), r.variants.includes(id), `${l}: ${id} marked: ${lines[0]}`);
          assert.equal(last.paragraphs[0]!.includes(`${id},`), r.variants.includes(id), `${l}: the summary names ${id} iff in force`);
        }
      }
    });
  }

  it('T1–T3, T5–T7: the pack, the orders of the suits (red pips backwards) and the counts are the engine\'s', () => {
    for (const o of BASES) {
      for (const l of LOCALES) {
        const text = textOf(RULES[l](rules(o)));
        const words = (ranks: readonly string[]) => ranks.map((rk) => (DECK[l].ranks as Readonly<Record<string, { word: string }>>)[rk]!.word).join(', ');
        // T2 from the spec, and the engine's trick order agreeing with it
        const black = ['K', 'Q', 'N', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2', 'A'];
        const red = ['K', 'Q', 'N', 'J', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10'];
        const byEngine = (suit: string) => PACK.filter((c) => c.startsWith(`${suit}-`)).sort((a, b) => strengthOf(b) - strengthOf(a)).map((c) => c.slice(2));
        assert.deepEqual(byEngine('S'), black);
        assert.deepEqual(byEngine('D'), red);
        assert.ok(text.includes(words(black)), `${l} ${label(o)}: the black order`);
        assert.ok(text.includes(words(red)), `${l} ${label(o)}: the red order`);
        assert.ok(text.includes(`${PACK.length} `), `${l}: the pack's size`);
      }
      const t = textOf(en(o));
      assert.match(t, /78 cards: 22 taroks, the trumps, and four suits of 14 cards/);
      assert.match(t, new RegExp(`the king ${pipsOf('H-K')}, the queen ${pipsOf('H-Q')}, the cavall ${pipsOf('H-N')}, the jack ${pipsOf('H-J')}; the Mond ${pipsOf('T-21')}, the Pagat ${pipsOf('T-1')} and the Excuse ${pipsOf('T-Sk')}; every other card ${pipsOf('C-7')}`));
      assert.match(t, /the king 5, the queen 4, the cavall 3, the jack 2/);
      if (o.form === 'deux') assert.match(t, /in pairs: a pair scores its pips less 1/);
      else {
        assert.match(t, new RegExp(`a queen, a jack and a ladon ${cardPoints(['S-Q', 'S-J', 'C-3'], 3)}; a king, a queen and a cavall ${cardPoints(['S-K', 'S-Q', 'S-N'], 3)}`));
        assert.match(t, /a queen, a jack and a ladon 5; a king, a queen and a cavall 10/);
        assert.match(t, new RegExp(`The whole pack counts ${cardPoints(PACK, 3)}\\.`));
      }
    }
  });

  it('T9, TD2, TL6, TL8: the deal told for each form and method', () => {
    assert.match(textOf(en({ form: 'trois' })), /25 cards each; then the last 3 cards go to the dealer, who holds 28\./);
    assert.match(textOf(en({ form: 'deux' })), /starting with his opponent.*The remaining 25 cards are set aside unseen/);
    assert.match(textOf(en({ form: 'lomber', method: 'new' })), /The dealer first sets the top 3 cards aside, face down: the Skat\. Then he deals five cards at a time, starting with the eldest, five times round: 25 cards each\./);
    assert.doesNotMatch(textOf(en({ form: 'lomber', method: 'new' })), /who holds 28/);
    // T11: the Pagat's exception outside Taroklomber only (TL7)
    for (const o of BASES) assert.equal(/may lay the Pagat away/.test(textOf(en(o))), o.form !== 'lomber', label(o));
    assert.match(textOf(de({ form: 'trois' })), /25 Karten für jeden; dann bekommt der Geber die letzten 3 Karten und hält 28\./);
  });

  it('T15–T18: the announcement values said are what announcementOf scores', () => {
    const taroks = (n: number) => Array.from({ length: n }, (_, i) => `T-${i + 2}`);
    for (const o of [{ form: 'trois' }, { form: 'deux' }] as const) {
      const t = textOf(en(o));
      const [ten, worth, step] = numberIn(t, /(\d+) taroks count (\d+), and each further tarok (\d+) more/);
      assert.equal(announcementOf(taroks(ten!), false).points, worth);
      assert.equal(announcementOf(taroks(ten! + 1), false).points, worth! + step!);
      assert.equal(announcementOf(taroks(ten! - 1), false).points, 0);
      assert.deepEqual([ten, worth, step], [10, 10, 5]);
      const [three, kingsWorth, kingStep, all, allWorth] = numberIn(t, /Kings: of the 7 Kings, (\d+) count (\d+), and each further King (\d+) more; all (\d+) count (\d+)\./);
      const suitKings = ['C-K', 'D-K', 'H-K', 'S-K'];
      assert.equal(announcementOf(suitKings.slice(0, three), false).points, kingsWorth);
      assert.equal(announcementOf(suitKings, false).points, kingsWorth! + kingStep!);
      assert.equal(all, 7);
      assert.equal(allWorth, 25);
      const [m3, mWorth, mStep] = numberIn(t, /the Mond together are (\d+) matadors and count (\d+);.* adds (\d+)\./);
      const matadors = ['T-Sk', 'T-1', 'T-21'];
      // three matadors are also three Kings (T18): 10 + 5 = 15
      assert.equal(announcementOf(matadors, false).points, mWorth! + announcementOf(suitKings.slice(0, m3), false).points);
      assert.equal(announcementOf([...matadors, 'T-20'], false).points - announcementOf(matadors, false).points, mStep);
      const [whole, half, wholeSkied, halfSkied] = numberIn(t, /a whole cavalry, (\d+); any three of them a half cavalry, (\d+)\..*a whole one (\d+), a half one (\d+)\./);
      assert.equal(announcementOf(['H-Q', 'H-N', 'H-J', 'C-Q', 'C-N', 'C-J', 'C-10'], false).points, 2 * half!);
      assert.equal(announcementOf(['D-Q', 'D-N', 'D-J', 'D-K'], false).points, whole);
      assert.equal(announcementOf(['D-Q', 'D-N', 'D-J', 'T-Sk'], false).points, halfSkied);
      assert.equal(announcementOf(['D-Q', 'D-N', 'D-J', 'S-N', 'S-J', 'S-Q', 'S-K'], false).points, whole! + half!);
      assert.deepEqual([whole, half, wholeSkied, halfSkied], [10, 5, 20, 10]);
    }
  });

  it('T29, TD6: the prizes said are the engine\'s table; Taroklomber has none (TL23)', () => {
    for (const form of ['trois', 'deux'] as const) {
      const v = PRIZE_VALUES[form];
      assert.match(textOf(en({ form })), new RegExp(`The Pagat is worth ${v.pagat[0]}, or ${v.pagat[1]} in the last trick, ultimo; a king ${v.king[0]}, or ${v.king[1]} in the last trick\\.`));
      assert.match(textOf(de({ form })), new RegExp(`Der Pagat ist ${v.pagat[0]} wert, im letzten Stich, ultimo, ${v.pagat[1]}; ein König ${v.king[0]}, im letzten Stich ${v.king[1]}\\.`));
    }
    assert.match(textOf(en({ form: 'trois' })), /worth 10, or 20 in the last trick, ultimo; a king 5, or 10/);
    assert.match(textOf(en({ form: 'deux' })), /worth 15, or 25 in the last trick, ultimo; a king 10, or 15/);
    for (const o of [{ form: 'lomber' }, { form: 'lomber', method: 'new' }] as const) {
      const s = en(o);
      assert.equal(sectionOf(s, 'The Pagat and the kings'), undefined);
      assert.equal(sectionOf(s, 'Announcements'), undefined);
      assert.ok(sectionOf(s, 'The auction') && sectionOf(s, 'The calls'));
    }
    for (const o of [{ form: 'trois' }, { form: 'deux' }] as const) {
      assert.equal(sectionOf(en(o), 'The auction'), undefined);
      assert.ok(sectionOf(en(o), 'Announcements') && sectionOf(en(o), 'The Pagat and the kings'));
    }
  });

  it('T31, T32, V-T-1: par 26 en trois; the no-trick 26 only when V-T-1 is in force (and never outside en trois)', () => {
    const t = textOf(en({ form: 'trois' }));
    assert.match(t, /the three counts make 78\. Par is 26:/);
    const noTrick = /A player who won no trick also receives 26 from each of the other two\./;
    assert.doesNotMatch(t, noTrick);
    assert.match(textOf(en({ form: 'trois', variants: ['V-T-1'] })), noTrick);
    assert.match(textOf(de({ form: 'trois', variants: ['V-T-1'] })), /Wer keinen Stich gemacht hat, bekommt außerdem von jedem der beiden anderen 26\./);
    // V-T-1 chosen for en deux is no rule in force there (resolveRules drops it)
    assert.doesNotMatch(textOf(en({ form: 'deux', variants: ['V-T-1'] })), noTrick);
    assert.match(textOf(en({ form: 'deux', variants: ['V-T-1'] })), /^Tarok en deux as in the book, no variants\.$/m);
  });

  it('V-T-2: matadors from below said in the announcements only when in force', () => {
    const below = /Matadors from below are in force/;
    for (const form of ['trois', 'deux'] as const) {
      assert.doesNotMatch(sectionOf(en({ form }), 'Announcements')!.paragraphs.join(' '), below);
      assert.match(sectionOf(en({ form, variants: ['V-T-2'] }), 'Announcements')!.paragraphs.join(' '), below);
      assert.match(sectionOf(de({ form, variants: ['V-T-2'] }), 'Die Ansagen')!.paragraphs.join(' '), /Matadore von unten gelten/);
    }
    assert.doesNotMatch(textOf(en({ form: 'lomber', variants: ['V-T-2'] })), below);
  });

  it('TD8, TD9: the party line, the double line and the party value agree with partyResult', () => {
    const t = textOf(en({ form: 'deux', partyValue: 40 }));
    const [target] = numberIn(t, /a player reaches (\d+) or more, the party is over/);
    const [line] = numberIn(t, /A loser below (\d+) loses the party double/);
    assert.deepEqual([target, line], [100, 50]);
    assert.equal(partyResult([target! - 1, 0], 30), null);
    assert.equal(partyResult([target!, target!], 30), null);
    assert.equal(partyResult([target!, line! - 1], 30)!.parties, 2);
    assert.equal(partyResult([target!, line!], 30)!.parties, 1);
    assert.match(t, /A party is worth 40 points/);
    assert.match(textOf(en({ form: 'deux', parties: 3 })), /The session lasts 3 parties;/);
    assert.match(textOf(de({ form: 'deux' })), /Die Sitzung dauert 1 Partie;/);
  });

  it('TL10, TL13, TL14, TL20, TL22: Taroklomber\'s ladder, calls, à personne, result and tariff are the engine\'s', () => {
    for (const method of ['old', 'new'] as const) {
      const t = textOf(en({ form: 'lomber', method }));
      const d = textOf(de({ form: 'lomber', method }));
      for (const game of LADDER[method]) {
        const { base, rate, tout } = TARIFF[method][game]!;
        assert.ok(t.includes(`${base} and ${rate} for every point over 39, or ${tout} for Tout`), `${method} ${game}`);
        assert.ok(d.includes(`${base} und ${rate} für jeden Punkt über 39, oder ${tout} für Tout`), `${method} ${game} de`);
        assert.equal(lomberAmount(method, game, 40, false), base + rate);
        assert.equal(lomberAmount(method, game, 39, false), 0);
        assert.equal(lomberAmount(method, game, 38, false), -(base + rate));
      }
      assert.match(t, /With 40 or more the declarer wins; with 39 it is a remise and nothing is paid; with 38 or fewer he has lost\./);
      assert.equal(/a Due, 2 cards called/.test(t), method === 'old');
      assert.match(t, method === 'old' ? /Solo 60 and 6 for every point over 39, or 600 for Tout/ : /Solo 50 and 5 for every point over 39, or 500 for Tout/);
      assert.match(t, new RegExp(`the eldest receives ${method === 'old' ? 10 : 20} points from each of the others, à personne`));
      assert.match(t, method === 'old' ? /lies in the dealer’s Skat is handed over by nobody/ : /takes the Skat before he calls/);
    }
    assert.match(textOf(en({ form: 'lomber', aPersonne: 15 })), /the eldest receives 15 points from each/);
    assert.match(textOf(en({ form: 'lomber', tours: 2 })), /The session lasts 2 tours: in a tour every player deals once, 6 deals in all/);
  });

  it('the direction: en trois counter-clockwise, Taroklomber clockwise (T4, TL5)', () => {
    assert.match(textOf(en({ form: 'trois' })), /counter-clockwise: the player at the dealer’s right is the eldest/);
    assert.match(textOf(en({ form: 'lomber' })), /to the left, clockwise: the player at the dealer’s left is the eldest/);
    assert.match(textOf(de({ form: 'lomber' })), /im Uhrzeigersinn: Wer links vom Geber sitzt, ist die Vorhand/);
  });

  it('the chooser words: a name, a description and the three feats the table records, in every language', () => {
    for (const l of LOCALES) {
      const m = tarokMeta[l];
      assert.ok(m.name.trim() && m.description.trim(), l);
      assert.deepEqual(Object.keys(m.feats ?? {}).sort(), ['lomberWon', 'pagatUltimo', 'partiesWon'], l);
      for (const v of Object.values(m.feats ?? {})) assert.ok(v.trim(), `${l}: an empty feat`);
    }
    assert.equal(tarokMeta.en.feats!.pagatUltimo, 'Pagat ultimo won');
  });
});
