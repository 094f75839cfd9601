/**
 * Polish, the app's third language (issue 26), Tarok's catalogue
 * (locales/tarok/pl.ts: en trois, en deux, Taroklomber).
 * - The same keys, kinds and function arities as English, no empty text, capitals where English has them.
 * - Every Polish plural category in the sentences with a count (1, 2, 5, 22, 112), the announcement's
 *   numerals in words with the noun's form ("jeden tarok, dwa taroki, pięć taroków").
 * - Cards declined by the sentence (biernik after "kładziesz do skatu", "wołasz"; narzędnik after
 *   "tarokuje", "wychodzi"; dopełniacz after "nie masz"; the masculine animate pagat, mond and skis),
 *   names in the nominative ("graczowi Anna", "przed graczem Ben").
 * - A seeded session of every form said through Tarok's own describer with the Polish words, cleanly.
 * - The rules (rules-pl.ts) build for every form, method and playable variant, with the sections and
 *   paragraphs of the English ones, every variant listed and marked only when in force.
 * - The command words (command-words-pl.ts) and chooser words (meta-pl.ts): every entry of the English
 *   ones, lower case, no command word a Polish card word of the Tarock pack.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compare as parity, sameRules } from './support/polish-parity.js';
import { DECKS } from '../../src/engine/decks/index.js';
import { deckWords, namerFromWords, registerDeckCatalogue, suitRef } from '../../src/i18n/deck-names.js';
import { mergeCatalogue } from '../../src/i18n/game-texts.js';
import type { Locale, Messages } from '../../src/i18n/messages.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import { decksPl, grammarPl } from '../../locales/decks/pl.js';
import { pl } from '../../locales/pl.js';
import * as T from '../../src/games/tarok/index.js';
import * as TD from '../../src/games/tarok/describe.js';
import { tarokGame, type TarokEvent, type TarokMove, type TarokOptions, type TarokState } from '../../src/games/tarok/index.js';
import type { TarokCatalogue, TarokMessages } from '../../src/games/tarok/messages.js';
import { tarokEn } from '../../locales/tarok/en.js';
import { tarokPl } from '../../locales/tarok/pl.js';
import { tarokCommandWords } from '../../locales/tarok/command-words.js';
import { tarokCommandWordsPl } from '../../locales/tarok/command-words-pl.js';
import { tarokMeta } from '../../locales/tarok/meta.js';
import { tarokMetaPl } from '../../locales/tarok/meta-pl.js';
import { tarokRulesEn } from '../../locales/tarok/rules-en.js';
import { tarokRulesPl } from '../../locales/tarok/rules-pl.js';
import { resolveRules } from '../../src/games/tarok/rules.js';
import type { RulesSection } from '../../src/i18n/messages.js';

/** Same keys, kinds and arities as English; lists of words of the language's own count: not empty. */
const compare = (a: unknown, b: unknown, path: string, problems: string[]) => parity(a, b, path, problems, 'nonEmpty');

/** A sentence for people: no code, no card token, nothing undefined; each sentence after a full stop starts with a capital. */
function clean(text: string, where: string): void {
  assert.ok(text.trim().length > 0, `${where}: empty`);
  assert.doesNotMatch(text, /undefined|NaN|\[object|\bnull\b|\btrue\b|\bfalse\b|\$\{/, `${where}: ${text}`);
  assert.doesNotMatch(text, /\b[CDHST]-(\d+|[KQNJA]|Sk)\b/, `${where}: card token in ${text}`);
  assert.doesNotMatch(text, /\b(aDue|aUno|sessionOver|dealOver|partyOver|noTrick|aPersonne|announcements|prizes)\b/, `${where}: engine token in ${text}`);
  assert.doesNotMatch(text, /(?<!\d)[.!?]\s+\p{Ll}/u, `${where}: no capital after a full stop: ${text}`);
  assert.doesNotMatch(text, /\s[.,;:]|\.\.|,,|\s{2,}/, `${where}: stray punctuation or space in ${text}`);
}

/** Every word of a command-word table. */
const allWords = (x: unknown): string[] => (typeof x === 'string' ? [x] : typeof x === 'object' && x !== null ? Object.values(x).flatMap(allWords) : []);
/** The Polish card words of the Tarock pack, every form a player may type. */
const CARD_WORDS = new Set(
  [...Object.values(decksPl.tarock.ranks), ...Object.values(decksPl.tarock.trumps), ...Object.values(decksPl.tarock.suits)]
    .flatMap((r) => [r.word, ...r.typed, r.short, ...Object.values((r as { cases?: Record<string, string> }).cases ?? {})])
    .map((w) => w.toLowerCase()),
);
/** The command words that are not lower case, or are a card word or hold one (a word of a phrase; one letter only alone). */
function cardWordsIn(table: unknown): string[] {
  return allWords(table).filter((w) => w !== w.toLowerCase() || CARD_WORDS.has(w) || w.split(' ').some((t) => t.length > 1 && CARD_WORDS.has(t)));
}


const SAMPLES = [1, 2, 5, 22, 112] as const;
const anna = { name: 'Anna', self: false };
const ben = { name: 'Ben', self: false };
const me = { name: 'Ty', self: true };

/** The Polish card words as the namer takes them. */
const PL_DECKS = decksPl;
const tarock = namerFromWords(DECKS.tarock, deckWords(DECKS.tarock, PL_DECKS), grammarPl);
const card = (id: string) => tarock.ref(id);
/** The describer names cards through the registered card words: Polish is registered in this process only. */
registerDeckCatalogue(PL_DECKS);
const PL = 'pl' as unknown as Locale;

/** Tarok's rules also name no card by its token and no bid by its id. */
const sameTarokRules = (en: readonly RulesSection[], pl: readonly RulesSection[], where: string) =>
  sameRules(en, pl, where, [/\baDue\b|\baUno\b/, /(?<![\w-])[CDHST]-(\d+|[KQNJA]|Sk)\b/]);

describe('Polish: Tarok (issue 26)', () => {
  const x = tarokPl.tarok;

  it('has every key, kind and arity of the English catalogue, no empty text, and capitals where English has them', () => {
    const problems: string[] = [];
    compare(tarokEn, tarokPl, 'tarok', problems);
    assert.deepEqual(problems, []);
  });

  it('the command words have every entry of the English table, in lower case, none a Polish card word; the chooser words name every feat', () => {
    const problems: string[] = [];
    compare(tarokCommandWords.en, tarokCommandWordsPl, 'commandWords', problems);
    compare(tarokMeta.en, tarokMetaPl, 'meta', problems);
    assert.deepEqual(problems, []);
    assert.deepEqual(cardWordsIn(tarokCommandWordsPl), []);
    assert.ok(CARD_WORDS.has('pagat') && CARD_WORDS.has('taroki') && CARD_WORDS.has('dwa'), 'the card words are read');
    assert.ok(tarokCommandWordsPl.queries.help.includes('pomoc') && tarokCommandWordsPl.verbs.pass.includes('pas'));
  });

  it('says every plural category: punkt, punkty, punktów; kolejka, kolejki, kolejek; partia, partie, partii; możliwość, możliwości', () => {
    assert.deepEqual(SAMPLES.map((n) => x.result('win', anna, 'Solo', n)), ['Anna wygrywa Solo: 1 punkt.', 'Anna wygrywa Solo: 2 punkty.', 'Anna wygrywa Solo: 5 punktów.', 'Anna wygrywa Solo: 22 punkty.', 'Anna wygrywa Solo: 112 punktów.']);
    assert.deepEqual(SAMPLES.map((n) => tarokPl.ui.toursCount(n)), ['1 kolejka', '2 kolejki', '5 kolejek', '22 kolejki', '112 kolejek']);
    assert.deepEqual(SAMPLES.map((n) => tarokPl.ui.partiesCount(n)), ['1 partia', '2 partie', '5 partii', '22 partie', '112 partii']);
    assert.deepEqual(SAMPLES.map((n) => tarokPl.ui.choicesHeading('auction', n)), ['Twoja licytacja, 1 możliwość', 'Twoja licytacja, 2 możliwości', 'Twoja licytacja, 5 możliwości', 'Twoja licytacja, 22 możliwości', 'Twoja licytacja, 112 możliwości']);
    assert.deepEqual([1, 2, 5].map((n) => x.partyOver(me, 1, n, [{ who: me, score: 104 }, { who: anna, score: 60 }])), [
      'Wygrywasz partię, 104 do 60: jedna partia, i 1 punkt.',
      'Wygrywasz partię, 104 do 60: jedna partia, i 2 punkty.',
      'Wygrywasz partię, 104 do 60: jedna partia, i 5 punktów.',
    ]);
  });

  it('T14–T19: an announcement counts in words, the noun in the numeral\'s form, as said at the table', () => {
    const none = { taroks: 0, matadors: 0, whole: 0, half: 0, skied: false, kings: 0, points: 0 };
    assert.equal(x.announced({ who: anna, ...none, taroks: 10, matadors: 3, half: 1, skied: true, kings: 4, points: 40 }), 'Anna: dziesięć taroków, trzy matadory, połowa kawalerii ze skisem, cztery króle: 40.');
    assert.equal(x.announced({ who: me, ...none, taroks: 1, matadors: 22, whole: 2, kings: 5, points: 45 }), 'Ty: jeden tarok, dwadzieścia dwa matadory, dwie całe kawalerie, pięć królów: 45.');
    assert.equal(x.announced({ who: ben, ...none, taroks: 21, whole: 1, half: 2, points: 30 }), 'Ben: dwadzieścia jeden taroków, cała kawaleria i dwie połowy kawalerii: 30.');
    assert.equal(x.announced({ who: me, ...none }), 'Nie masz nic do zapowiedzenia.');
    assert.equal(x.announced({ who: anna, ...none }), 'Anna nie ma nic do zapowiedzenia.');
  });

  it('declines the cards: biernik after "kładziesz do skatu", "wołasz", "oddaje"; narzędnik after "tarokuje", "wychodzi"; dopełniacz after "nie masz", "nie można zawołać"', () => {
    assert.equal(x.skatCard(me, card('H-7'), 1), 'Kładziesz do skatu siódemkę kier, 1 z 3.');
    assert.equal(x.skatCard(anna, card('C-N'), 2), 'Anna kładzie do skatu kawalera trefl, 2 z 3.');
    assert.equal(x.skatCard(anna, null, 3), 'Anna kładzie kartę do skatu, 3 z 3.');
    assert.equal(x.called(me, card('H-K'), anna), 'Wołasz króla kier; kartę oddaje Anna.');
    assert.equal(x.called(anna, card('S-Q'), null), 'Anna woła damę pik: karta leży w skacie, nikt jej nie oddaje.');
    assert.equal(x.given(anna, me, card('C-J')), 'Anna oddaje ci waleta trefl.');
    assert.equal(x.given(me, ben, card('D-10')), 'Oddajesz graczowi Ben dziesiątkę karo.');
    assert.equal(x.taroked(anna, card('T-21')), 'Anna tarokuje mondem.');
    assert.equal(x.taroked(me, card('T-14')), 'Tarokujesz tarokiem czternaście.');
    assert.equal(x.skied(anna, card('T-Sk'), true), 'Anna wychodzi skisem: kolor wyznaczy następna karta.');
    assert.equal(x.skied(me, card('T-Sk'), false), 'Zagrywasz skisa.');
    assert.equal(x.choiceCall(card('D-K')), 'Zawołaj króla karo');
    assert.equal(x.violation('CARD_NOT_IN_HAND', 'T21', { card: card('T-1') }), 'Nie masz w ręce pagata. (reguła T21)');
    assert.equal(x.violation('BAD_CALL', '', { card: card('H-Q') }), 'Nie można zawołać damy kier: tylko kartę liczącą, której nie masz i która nie jest jeszcze zawołana.');
    assert.equal(x.violation('SKAT_FORBIDDEN', 'T11', { card: card('T-14') }), 'Tarok czternaście nie może iść do skatu: nie wolno tam kłaść ani taroka, ani króla. (reguła T11)');
    assert.equal(x.violation('NOT_YOUR_TURN', '', { toMove: anna }), 'To nie twój ruch: teraz gra Anna.');
    assert.equal(x.violation('MUST_FOLLOW_SUIT', 'T21', { suit: suitRef('H', decksPl.tarock.suits.H) }), 'Musisz dołożyć do koloru kier; skis jest zawsze wolny. (reguła T21)');
    // The taroks led: a tarok is added, "do koloru" is not said (T21).
    const taroks = suitRef('T', { word: tarokPl.tarok.taroksName, cases: tarokPl.tarok.taroksCases });
    assert.equal(x.violation('MUST_FOLLOW_SUIT', 'T21', { suit: taroks }), 'Musisz dołożyć taroka; skis jest zawsze wolny. (reguła T21)');
  });

  it('T25, T28: the Sky and the prizes, the participle agreeing with the card; names never declined', () => {
    assert.equal(x.sky(anna, ben, true, 25), 'Anna zatrzymuje skisa i daje graczowi Ben za niego ladon.');
    assert.equal(x.sky(me, anna, false, 24), 'Twój skis, zagrany w lewie 24, jednej z trzech ostatnich, przepada i idzie do gracza Anna.');
    assert.equal(x.prize(anna, card('T-1'), anna, 25, 10), 'Pagat gracza Anna jest zrobiony w ostatniej lewie i leży przed graczem Anna: 10.');
    assert.equal(x.prize(ben, card('H-K'), me, 7, 5), 'Król kier, twoja karta, jest przegrany i leży przed graczem Ben: 5.');
    assert.equal(x.prize(me, card('T-1'), anna, 0, 10), 'Pagat w skacie leży przed tobą jako zrobiony: 10.');
    assert.equal(x.payments([{ from: anna, to: me, amount: 5, reason: 'announcements' }, { from: me, to: ben, amount: 3, reason: 'cards' }]), 'Płatności: Anna płaci ci 5 za zapowiedzi; płacisz graczowi Ben 3 za punkty z kart.');
    assert.equal(x.mySkat(tarock.list(['H-7', 'C-A']), me), 'Skat, położony przez ciebie: siódemka kier i as trefl.');
    assert.equal(x.gameNow(anna, 'a Due', [{ card: card('H-K'), from: me, returned: card('S-7') }, { card: card('D-K'), from: null, returned: null }]), 'Anna gra a Due. Wołania: król kier, od: ty, w zamian: siódemka pik; król karo, w skacie.');
  });

  it('the rules build for every form, method and playable variant (the same sections as English); each variant listed, marked only when in force', () => {
    const bases: readonly TarokOptions[] = [{ form: 'trois' }, { form: 'deux' }, { form: 'lomber' }, { form: 'lomber', method: 'new' }];
    for (const b of bases) {
      for (const o of [b, { ...b, variants: ['V-T-1'] }, { ...b, variants: ['V-T-2'] }, { ...b, variants: ['V-T-1', 'V-T-2'] }]) {
        const r = resolveRules(o);
        const text = tarokRulesPl(r);
        sameTarokRules(tarokRulesEn(r), text, JSON.stringify(o));
        const last = text.at(-1)!;
        assert.equal(last.heading, 'Reguły w mocy i warianty');
        for (const id of ['V-T-1', 'V-T-2', 'V-T-3', 'V-T-4', 'V-T-5', 'V-T-6']) {
          const lines = last.paragraphs.filter((p) => p.startsWith(`${id}, `));
          assert.equal(lines.length, 1, `${id} listed once`);
          assert.equal(lines[0]!.endsWith(' (w mocy)'), r.variants.includes(id), `${id} marked: ${lines[0]}`);
        }
      }
    }
    assert.equal(tarokRulesPl(resolveRules({ form: 'trois' })).at(-1)!.paragraphs[0], 'Tarok en trois jak w książce, bez wariantów.');
    assert.equal(tarokRulesPl(resolveRules({ form: 'lomber', method: 'new' })).at(-1)!.paragraphs[0], 'Taroklomber grany nowym sposobem jak w książce, bez wariantów.');
    assert.match(tarokRulesPl(resolveRules({ form: 'trois', variants: ['V-T-1'] })).at(-1)!.paragraphs[0]!, /^Warianty w mocy: V-T-1, Tarok z lewą\.$/);
  });

  const FORMS: readonly [string, TarokOptions, number][] = [
    ['en trois', { form: 'trois', variants: ['V-T-1', 'V-T-2'] }, 2],
    ['en deux', { form: 'deux' }, 3],
    ['Taroklomber, old method', { form: 'lomber', method: 'old' }, 4],
    ['Taroklomber, new method', { form: 'lomber', method: 'new' }, 4],
  ];
  for (const [name, options, deals] of FORMS) {
    it(`${name}: a seeded session said through the Tarok describer in Polish, every event, reading and choice clean`, () => {
      const messages = mergeCatalogue(pl as unknown as Messages, tarokPl as unknown as TarokCatalogue) as TarokMessages;
      const words = (s: TarokState): TD.Words => ({ messages, locale: PL, me: 0, names: ['Ty', 'Anna', 'Ben'], style: 'long', view: tarokGame.view(s, 0) });
      const rng = new Rng(seedRng(`polish-tarok-${name}`));
      const policy = (s: TarokState): TarokMove => {
        const legal = T.legalMoves(s);
        const bids = legal.filter((m) => m.type !== 'pass');
        if (s.phase === 'auction') return bids.length && rng.int(100) < 50 ? bids[rng.int(bids.length)]! : legal.find((m) => m.type === 'pass')!;
        return legal[rng.int(legal.length)]!;
      };
      const seen = new Set<string>();
      let { state, events } = tarokGame.start(options, 'polish');
      const sayAll = (evs: readonly TarokEvent[]) => {
        const visible = evs.map((e) => tarokGame.visibleEvent(e, 0));
        for (const e of visible) seen.add(e.type);
        for (const s of TD.describeEvents(visible, words(state))) clean(s.text, visible.map((e) => e.type).join(','));
      };
      sayAll(events);
      let dealt = 1;
      for (let guard = 0; guard < 5000 && !tarokGame.isOver(state); guard++) {
        if (state.toMove === null) {
          if (dealt >= deals) break;
          ({ state, events } = tarokGame.advance(state)!);
          dealt++;
          sayAll(events);
          continue;
        }
        if (state.toMove === 0) {
          const w = words(state);
          for (const text of [TD.describeHand(w), TD.describeTrick(w), TD.describeLastTrick(w), TD.describeTable(w), TD.describeGame(w), TD.describeBid(w)]) clean(text, `reading in ${state.phase}`);
          for (const m of T.legalMoves(state)) clean(TD.describeChoice(w, m), `choice ${m.type}`);
        }
        const r = T.applyMove(state, policy(state));
        assert.ok(r.ok);
        state = r.state;
        sayAll(r.events);
      }
      assert.ok(seen.has('trick') && seen.has('cardPoints') && seen.has('dealOver'), `${name}: whole deals were said (${[...seen].join(', ')})`);
    });
  }
});
