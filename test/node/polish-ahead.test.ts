/**
 * Polish, the app's third language (issue 26; written ahead, then registered): the shell's catalogue
 * (locales/pl.ts), the card words (locales/decks/pl.ts), the tables' words (locales/tables/pl.ts) and
 * the words every trick game and every fishing game shares (locales/{tricks,fishing}/pl.ts).
 * - Every file has the keys, kinds and function arities of the English one, and no empty text.
 * - Every plural category of Polish (Intl.PluralRules('pl')) has its form in every sentence with a
 *   count: "1 karta, 2 karty, 5 kart, 22 karty, 112 kart".
 * - The card words: every card of every pack named in every case with unique long and short names;
 *   the suit invariant ("damą kier"), masculine animate ranks whose accusative is the genitive ("asa
 *   pik", but "dziesiątkę kier"), the colour adjective declined with the number card ("czerwoną
 *   jedenastkę"); the braille names without collisions (kier K, karo R); typed in any case ("zagraj
 *   damę kier").
 * - Polish is a language of the app: its name, key names and default names in the first download's records.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DECKS, FRENCH, TAROCK, TRAPPOLA, type Deck } from '../../src/engine/decks/index.js';
import { deckWords, namerFromWords, vocabularyFromWords } from '../../src/i18n/deck-names.js';
import { LANGUAGES, isLocale } from '../../src/i18n/locale.js';
import { en } from '../../locales/en.js';
import { KEY_NAMES } from '../../locales/keys.js';
import { tablesEn } from '../../locales/tables/en.js';
import { LANGUAGE_NAMES } from '../../locales/languages.js';
import { DEFAULT_NAMES } from '../../locales/names.js';
import { pl } from '../../locales/pl.js';
import { decksPl, grammarPl } from '../../locales/decks/pl.js';
import { tablesPl } from '../../locales/tables/pl.js';
import { fishingEn } from '../../locales/fishing/en.js';
import { fishingPl } from '../../locales/fishing/pl.js';
import { trickUiEn, tricksEn } from '../../locales/tricks/en.js';
import { trickUiPl, tricksPl } from '../../locales/tricks/pl.js';

const PL_DECKS = decksPl;
const PL_GRAMMAR = grammarPl;
const namer = (deck: Deck, pack: 'french' | 'numbers' = 'french') => namerFromWords(deck, deckWords(deck, PL_DECKS, pack), PL_GRAMMAR);

/** Same keys, kinds and arities as English, no empty text (as test/node/i18n-catalogue.test.ts compares the languages). */
function compare(a: unknown, b: unknown, path: string, problems: string[]): void {
  if (typeof a !== typeof b) return void problems.push(`${path}: ${typeof a} in en, ${typeof b} in pl`);
  if (typeof a === 'string') {
    if ((b as string).trim() === '') problems.push(`${path}: empty in pl`);
  } else if (typeof a === 'function') {
    if (a.length !== (b as () => void).length) problems.push(`${path}: arity ${a.length} in en, ${(b as () => void).length} in pl`);
  } else if (typeof a === 'object' && a !== null && !Array.isArray(a)) {
    const [ka, kb] = [Object.keys(a).sort(), Object.keys(b as object).sort()];
    for (const k of new Set([...ka, ...kb])) {
      if (!kb.includes(k)) problems.push(`${path}.${k}: missing in pl`);
      else if (!ka.includes(k)) problems.push(`${path}.${k}: only in pl`);
      else compare((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, problems);
    }
  }
}

/** A number of each plural category Polish has: 1 one, 2 few, 5 many, 1.5 other. */
const EACH_CATEGORY: Readonly<Record<string, number>> = { one: 1, few: 2, many: 5, other: 1.5 };

describe('Polish, a language of the app (issue 26)', () => {
  it('is a language of the app, named in itself, with the plural categories of CLDR and the pl-PL voice', () => {
    assert.equal(isLocale('pl'), true);
    assert.equal(LANGUAGES.pl.speech, 'pl-PL');
    assert.deepEqual([...LANGUAGES.pl.plurals].sort(), [...new Intl.PluralRules('pl').resolvedOptions().pluralCategories].sort());
    assert.deepEqual(Object.keys(EACH_CATEGORY).sort(), [...LANGUAGES.pl.plurals].sort());
    for (const [category, n] of Object.entries(EACH_CATEGORY)) assert.equal(new Intl.PluralRules('pl').select(n), category, String(n));
    assert.equal(pl.locale, 'pl');
    assert.equal(decksPl.locale, 'pl');
    assert.equal(LANGUAGE_NAMES.pl, 'Polski');
  });

  it('the shell catalogue has every key, kind and arity of the English one, and no empty text', () => {
    const problems: string[] = [];
    compare(en.ui, pl.ui, 'ui', problems);
    compare({ ...en.cards, french: 0, numbers: 0, grammar: 0 }, { ...pl.cards, french: 0, numbers: 0, grammar: 0 }, 'cards', problems);
    assert.deepEqual(problems, []);
  });

  it('the tables catalogue has every key, kind and arity of the English one, and no empty text', () => {
    const problems: string[] = [];
    compare(tablesEn, tablesPl, 'tables', problems);
    assert.deepEqual(problems, []);
  });

  it('the trick and fishing words have every key, kind and arity of the English ones, and no empty text', () => {
    const problems: string[] = [];
    compare(tricksEn, tricksPl, 'tricks', problems);
    compare(trickUiEn, trickUiPl, 'trick table', problems);
    compare(fishingEn, fishingPl, 'fishing', problems);
    assert.deepEqual(problems, []);
  });

  it('every sentence starts with a capital letter, and so does each after a full stop (as catalogue-capitals checks the languages)', () => {
    const texts = (x: unknown, path: string): [string, string][] =>
      typeof x === 'string' ? [[path, x]] : typeof x === 'object' && x !== null ? Object.entries(x).flatMap(([k, v]) => texts(v, `${path}.${k}`)) : [];
    const anna = { name: 'Anna', self: false };
    const said: [string, string][] = [
      ...texts(pl.ui, 'ui'),
      ...texts(tablesPl, 'tables'),
      ...texts(trickUiPl, 'trick table'),
      ...texts(tricksPl, 'tricks'),
      ['thinking', pl.ui.thinking(anna)],
      ['thinking self', pl.ui.thinking({ name: 'Ty', self: true })],
      ['choicesOpened', pl.ui.choicesOpened(3, false)],
      ['statsSummary', pl.ui.statsSummary(3, 1)],
      ['youAreReady', tablesPl.youAreReady('Anna')],
      ['waitingForAway', tablesPl.waitingForAway('Anna')],
      ['mayStandIn', tablesPl.mayStandIn('Anna')],
      ['set', trickUiPl.discardMarks.set(namer(FRENCH).list(['QH']))],
      ['trickNow', tricksPl.trickNow(1, 13, [], anna)],
    ];
    const bad = said.filter(([, t]) => (/[.!?…]$/.test(t) && !/^[\p{Lu}\d]/u.test(t)) || /(?<!\d)[.!?…]\s+\p{Ll}/u.test(t));
    assert.deepEqual(bad, []);
  });

  it('every key has its Polish name, and the default names are those of the other languages', () => {
    assert.deepEqual(Object.keys(KEY_NAMES.pl).sort(), Object.keys(KEY_NAMES.en).sort());
    assert.equal(pl.ui.keyName('Shift+ArrowLeft'), 'Shift+Strzałka w lewo');
    assert.equal(pl.ui.keyName('Enter'), 'Enter');
    assert.deepEqual([0, 1, 2, 3, 4].map(DEFAULT_NAMES.pl), ['Ty', 'Anna', 'Ben', 'Clara', 'Gracz 5']);
  });

  it('a sentence with cards in every plural category: 1 karta, 2 karty, 5 kart, 22 karty, 112 kart', () => {
    assert.deepEqual([1, 2, 5, 22, 112].map(pl.cards.count), ['1 karta', '2 karty', '5 kart', '22 karty', '112 kart']);
    assert.deepEqual([3, 4, 11, 12, 14, 21, 24, 25, 0, 1.5].map(pl.cards.count), ['3 karty', '4 karty', '11 kart', '12 kart', '14 kart', '21 kart', '24 karty', '25 kart', '0 kart', '1.5 karty']);
  });

  it('every counted sentence has a form for each plural category of Polish, each the right one', () => {
    const at = (f: (n: number) => string) => Object.values(EACH_CATEGORY).map(f);
    assert.deepEqual(at((n) => pl.ui.gameStats({ played: n, won: 1 })), ['rozegrano 1 grę, wygrano 1', 'rozegrano 2 gry, wygrano 1', 'rozegrano 5 gier, wygrano 1', 'rozegrano 1.5 gry, wygrano 1']);
    assert.deepEqual(at((n) => pl.ui.statsSummary(n, 0)), ['Rozegrano 1 partię, wygrano 0.', 'Rozegrano 2 partie, wygrano 0.', 'Rozegrano 5 partii, wygrano 0.', 'Rozegrano 1.5 partii, wygrano 0.']);
    assert.deepEqual(at(pl.ui.playersCount), ['1 osoba', '2 osoby', '5 osób', '1.5 osoby']);
    assert.deepEqual(at(tablesPl.seatsCountOption), ['1 miejsce', '2 miejsca', '5 miejsc', '1.5 miejsca']);
    assert.deepEqual([1, 3, 22, 12].map((n) => pl.ui.choicesOpened(n, true)), ['1 możliwość. Dotknij jednej z nich.', '3 możliwości. Dotknij jednej z nich.', '22 możliwości. Dotknij jednej z nich.', '12 możliwości. Dotknij jednej z nich.']);
  });

  it('no English word in the Polish texts (a text equal to its English one is a name or a key)', () => {
    const same: string[] = [];
    for (const [k, v] of Object.entries(pl.ui)) if (typeof v === 'string' && v === (en.ui as unknown as Record<string, unknown>)[k]) same.push(k);
    assert.deepEqual(same, ['menu']);
  });
});

describe('Polish card words (issue 26, locales/decks/pl.ts)', () => {
  it('every card of every pack has unique long and short names in every case; long names hold words only', () => {
    const CASES = ['nominative', 'genitive', 'dative', 'accusative', 'instrumental', 'locative'] as const;
    for (const d of Object.values(DECKS)) {
      for (const pack of d.family === 'french' ? (['french', 'numbers'] as const) : (['french'] as const)) {
        const n = namer(d, pack);
        const shorts = new Set(d.cards.map((c) => n.name(c, 'short')));
        assert.equal(shorts.size, d.size, `${d.id} ${pack}: short names unique`);
        for (const s of shorts) assert.doesNotMatch(s, /\s|undefined/, `${d.id} ${pack}: ${s}`);
        for (const form of CASES) {
          const longs = d.cards.map((c) => n.ref(c).name({ case: form }));
          assert.equal(new Set(longs).size, d.size, `${d.id} ${pack} ${form}: long names unique`);
          for (const l of longs) assert.doesNotMatch(l, /[♣♦♥♠\d]|-|undefined/, `${d.id} ${pack} ${form}: "${l}"`);
        }
      }
    }
  });

  it('the suit is invariant in a card name, the rank declined: "dama kier", "damę kier", "damą kier", "nie ma damy kier"', () => {
    const q = namer(FRENCH).ref('QH');
    assert.deepEqual(['nominative', 'genitive', 'dative', 'accusative', 'instrumental', 'locative'].map((c) => q.name({ case: c as 'genitive' })), ['dama kier', 'damy kier', 'damie kier', 'damę kier', 'damą kier', 'damie kier']);
    assert.equal(String(q), 'dama kier');
    assert.equal(q.gender, 'f');
    assert.equal(q.animate, false);
    assert.equal(namer(FRENCH).ref('10C').name({ case: 'instrumental' }), 'dziesiątką trefl');
    assert.equal(namer(FRENCH).ref('2D').name({ case: 'genitive' }), 'dwójki karo');
  });

  it('as, król, walet (and kawaler, pagat, mond, skis) are masculine animate: the accusative is the genitive ("widzę waleta, asa, króla", but "dziesiątkę")', () => {
    const n = namer(FRENCH);
    for (const c of ['AS', 'KH', 'JD']) {
      const r = n.ref(c);
      assert.equal(r.animate, true, c);
      assert.equal(r.gender, 'm', c);
      assert.equal(r.name({ case: 'accusative' }), r.name({ case: 'genitive' }), c);
    }
    assert.deepEqual(['JD', 'AS', 'KH', '10H'].map((c) => n.ref(c).name({ case: 'accusative' })), ['waleta karo', 'asa pik', 'króla kier', 'dziesiątkę kier']);
    assert.equal(n.ref('10H').animate, false);
    const t = namer(TAROCK);
    assert.deepEqual(['H-N', 'T-1', 'T-21', 'T-Sk'].map((c) => t.ref(c).name({ case: 'accusative' })), ['kawalera kier', 'pagata', 'monda', 'skisa']);
    assert.equal(namer(TRAPPOLA).ref('Cu-N').name({ case: 'instrumental' }), 'kawalerem coppi');
  });

  it('a tarok declines its noun, the number stays: "tarok czternaście", "tarokiem czternaście"; the Pagat, the Mond and the Skis alone', () => {
    const t = namer(TAROCK);
    assert.equal(t.name('T-14'), 'tarok czternaście');
    assert.equal(t.ref('T-14').name({ case: 'instrumental' }), 'tarokiem czternaście');
    assert.equal(t.ref('T-2').name({ case: 'genitive' }), 'taroka dwa');
    assert.deepEqual(['T-1', 'T-21', 'T-Sk', 'S-Q'].map((c) => t.name(c)), ['pagat', 'mond', 'skis', 'dama pik']);
    assert.deepEqual(['T-1', 'T-14', 'T-21', 'T-Sk'].map((c) => t.face(c).rank), ['I', 'XIV', 'XXI', 'Sk']);
  });

  it('the number cards: the colour adjective declines with the number ("czerwona jedenastka", "czerwoną jedenastkę")', () => {
    const n = namer(FRENCH, 'numbers');
    assert.equal(n.name('JH'), 'czerwona jedenastka');
    assert.equal(n.ref('JH').name({ case: 'accusative' }), 'czerwoną jedenastkę');
    assert.equal(n.ref('AS').name({ case: 'genitive' }), 'żółtej jedynki');
    assert.equal(n.ref('KC').name({ case: 'instrumental' }), 'zieloną trzynastką');
    assert.equal(n.name('QD', 'short'), 'Ni12');
  });

  it('braille short names: rank first, kier K and karo R (K is kier\'s), trefl T after the rank, spadi Sp ("AS" would be the word "as") and the tarok T before the number', () => {
    const f = namer(FRENCH);
    assert.deepEqual(['QH', '10S', 'JD', 'AC', 'KH', 'KD'].map((c) => f.name(c, 'short')), ['DK', '10P', 'WR', 'AT', 'KK', 'KR']);
    assert.deepEqual(['Cu-N', 'Ba-Do', 'Sw-10', 'Co-A'].map((c) => namer(TRAPPOLA).name(c, 'short')), ['KwC', 'DoB', '10Sp', 'AD']);
    assert.deepEqual(vocabularyFromWords(TRAPPOLA, [{ words: deckWords(TRAPPOLA, PL_DECKS), grammar: PL_GRAMMAR }]).parse('ASp'), ['Sw-A']);
    assert.deepEqual(['T-14', 'T-1', 'T-Sk', 'C-10', 'H-N'].map((c) => namer(TAROCK).name(c, 'short')), ['T14', 'T1', 'Sk', '10T', 'KwK']);
    assert.equal(f.names(['QH', 'AS', '2C']), 'dama kier, as pik i dwójka trefl');
    assert.equal(f.list(['QH', 'AS']).name({ case: 'instrumental' }), 'damą kier i asem pik');
    assert.equal(f.list(['QH', 'AS'], 'short').name({ case: 'instrumental' }), 'DK AP');
  });

  it('a player may type a card in any case: "damę kier", "asa pik", "dziesiątką trefl", "tarokiem czternaście", "dk"', () => {
    const v = vocabularyFromWords(FRENCH, [{ words: deckWords(FRENCH, PL_DECKS), grammar: PL_GRAMMAR }, { words: PL_DECKS.numbers, grammar: PL_GRAMMAR }]);
    assert.deepEqual(v.parse('damę kier'), ['QH']);
    assert.deepEqual(v.parse('asa pik'), ['AS']);
    assert.deepEqual(v.parse('dziesiątką trefl'), ['10C']);
    assert.deepEqual(v.parse('waleta karo'), ['JD']);
    assert.deepEqual(v.parse('czerwoną jedenastkę'), ['JH']);
    assert.deepEqual(v.parse('dk'), ['QH']);
    const t = vocabularyFromWords(TAROCK, [{ words: deckWords(TAROCK, PL_DECKS), grammar: PL_GRAMMAR }]);
    assert.deepEqual(t.parse('tarokiem czternaście'), ['T-14']);
    assert.deepEqual(t.parse('pagata'), ['T-1']);
  });

  it('a case form may be typed without Polish letters: "szostke karo", "krolem pik", "dame kier", "zolta jedenastke"', () => {
    const v = vocabularyFromWords(FRENCH, [{ words: deckWords(FRENCH, PL_DECKS), grammar: PL_GRAMMAR }, { words: PL_DECKS.numbers, grammar: PL_GRAMMAR }]);
    assert.deepEqual(v.parse('szostke karo'), ['6D']);
    assert.deepEqual(v.parse('szóstkę karo'), ['6D']);
    assert.deepEqual(v.parse('krolem pik'), ['KS']);
    assert.deepEqual(v.parse('dame kier'), ['QH']);
    assert.deepEqual(v.parse('dwojke trefl'), ['2C']);
    assert.deepEqual(v.parse('zolta jedenastke'), ['JS']);
  });
});

describe('Polish card sentences decline the card (issue 26, locales/{tricks,fishing}/pl.ts)', () => {
  const anna = { name: 'Anna', self: false };
  const me = { name: 'Ty', self: true };
  const f = namer(FRENCH);

  it('a trick: "Anna wychodzi asem pik", "zagrywa damę kier", "Przebijasz dwójką kier", "zrzuca trójkę trefl", "bierze lewę asem bastoni"', () => {
    assert.equal(tricksPl.led(anna, f.ref('AS')), 'Anna wychodzi asem pik.');
    assert.equal(tricksPl.played(anna, f.ref('QH')), 'Anna zagrywa damę kier.');
    assert.equal(tricksPl.played(me, f.ref('JD')), 'Zagrywasz waleta karo.');
    assert.equal(tricksPl.trumped(me, f.ref('2H')), 'Przebijasz dwójką kier.');
    assert.equal(tricksPl.discarded(anna, f.ref('3C')), 'Anna zrzuca trójkę trefl.');
    assert.equal(tricksPl.trickWon(anna, namer(TRAPPOLA).ref('Ba-A'), 11, null), 'Anna bierze lewę asem bastoni: 11 punktów.');
    assert.equal(tricksPl.trickWon(me, namer(TAROCK).ref('T-21'), 1, null), 'Bierzesz lewę mondem: 1 punkt.');
    assert.equal(tricksPl.trickWon(anna, f.ref('KS'), 2, null), 'Anna bierze lewę królem pik: 2 punkty.');
  });

  it('the trick now and the last one name the cards in the nominative, people in the nominative', () => {
    const ps = [
      { who: anna, card: f.ref('AS'), winning: false },
      { who: me, card: f.ref('KS'), winning: true },
    ];
    assert.equal(tricksPl.trickNow(3, 13, ps, { name: 'Ben', self: false }), 'Lewa 3 z 13: Anna: as pik i ty: król pik. Na razie wygrywa król pik (twoja karta). Teraz gra Ben.');
    assert.equal(tricksPl.lastTrick(3, ps, me, 5), 'Ostatnia lewa, lewa 3: Anna: as pik i ty: król pik. Lewę bierzesz ty, 5 punktów.');
    assert.deepEqual([1, 2, 5, 22].map(tricksPl.playableCount), ['1 karta do zagrania', '2 karty do zagrania', '5 kart do zagrania', '22 karty do zagrania']);
    assert.deepEqual([1, 3, 12].map((n) => trickUiPl.discardMarks.limit(n)), [1, 3, 12].map((n) => `Odłożyć można najwyżej ${n} ${{ 1: 'kartę', 3: 'karty', 12: 'kart' }[n]}: najpierw zdejmij oznaczenie z jednej.`));
  });

  it('a capture: "Anna zagrywa waleta pik i bierze dziesiątkę kier i dwójkę trefl"; a capture choice', () => {
    assert.equal(fishingPl.playsAndTakes(anna, f.ref('JS'), f.list(['10H', '2C'])), 'Anna zagrywa waleta pik i bierze dziesiątkę kier i dwójkę trefl');
    assert.equal(fishingPl.playsAndTakes(me, f.ref('7S'), f.list(['7H'])), 'Zagrywasz siódemkę pik i bierzesz siódemkę kier');
    assert.equal(fishingPl.captureChoice({ card: f.ref('10D'), taken: f.list(['QC']), feats: [], tail: null, leaves: f.list(['3C']) }), 'Dziesiątka karo bierze damę trefl; na stole zostaje trójka trefl');
    assert.equal(fishingPl.captureChoice({ card: null, taken: f.list(['AH', 'AS']), feats: [], tail: 'plus 2', clears: true }), 'Bierze asa kier i asa pik, plus 2; stół zostaje wtedy pusty');
  });
});
