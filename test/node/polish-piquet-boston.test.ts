/**
 * Polish, the app's third language (issue 26), the trick games Piquet
 * (locales/piquet/pl.ts, rules-pl.ts, command-words-pl.ts, meta-pl.ts) and Boston (locales/boston/…).
 * - The same keys, kinds and function arities as English, no empty text, capitals where English has them.
 * - Every Polish plural category in the sentences with a count (1, 2, 5, 22, 112).
 * - Sentences with cards of each gender in the case the sentence needs (biernik after "odkładasz",
 *   narzędnik after "wychodzi", dopełniacz after "nie masz", "brakuje"); names in the nominative.
 * - The rules build for the default rules and with every variant: the same sections as English.
 * - A whole seeded game said through the game's own describer with the Polish words, cleanly.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compare as parity, sameRules } from './support/polish-parity.js';
import { DECKS } from '../../src/engine/decks/index.js';
import { deckWords, namerFromWords, registerDeckCatalogue } from '../../src/i18n/deck-names.js';
import { mergeCatalogue } from '../../src/i18n/game-texts.js';
import type { Locale, Messages } from '../../src/i18n/messages.js';
import { decksPl, grammarPl } from '../../locales/decks/pl.js';
import { pl } from '../../locales/pl.js';
import * as P from '../../src/games/piquet/index.js';
import * as PD from '../../src/games/piquet/describe.js';
import { createBot as piquetBot } from '../../src/games/piquet/bots/index.js';
import { resolveRules as piquetRules, VARIANT_IDS as PIQUET_VARIANTS } from '../../src/games/piquet/rules.js';
import type { PiquetCatalogue } from '../../src/games/piquet/messages.js';
import { groupBySuit } from '../../src/games/tricks/hand.js';
import { piquetEn } from '../../locales/piquet/en.js';
import { piquetPl } from '../../locales/piquet/pl.js';
import { piquetRulesEn } from '../../locales/piquet/rules-en.js';
import { piquetRulesPl } from '../../locales/piquet/rules-pl.js';
import { piquetCommandWords } from '../../locales/piquet/command-words.js';
import { piquetCommandWordsPl } from '../../locales/piquet/command-words-pl.js';
import { piquetMeta } from '../../locales/piquet/meta.js';
import { piquetMetaPl } from '../../locales/piquet/meta-pl.js';
import * as B from '../../src/games/boston/index.js';
import * as BD from '../../src/games/boston/describe.js';
import { bostonGame, type BostonEvent, type BostonMove, type BostonOptions, type BostonState } from '../../src/games/boston/index.js';
import type { BostonCatalogue } from '../../src/games/boston/messages.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import { bostonEn } from '../../locales/boston/en.js';
import { bostonPl } from '../../locales/boston/pl.js';
import { bostonRulesEn } from '../../locales/boston/rules-en.js';
import { bostonRulesPl } from '../../locales/boston/rules-pl.js';
import { bostonCommandWords } from '../../locales/boston/command-words.js';
import { bostonCommandWordsPl } from '../../locales/boston/command-words-pl.js';
import { bostonMeta } from '../../locales/boston/meta.js';
import { bostonMetaPl } from '../../locales/boston/meta-pl.js';

/** Same keys, kinds and arities as English; lists of words of the language's own count: not empty. */
const compare = (a: unknown, b: unknown, path: string, problems: string[]) => parity(a, b, path, problems, 'nonEmpty');

/** Every word of a command-word table, in lower case. */
const allWords = (x: unknown): string[] => (typeof x === 'string' ? [x] : typeof x === 'object' && x !== null ? Object.values(x).flatMap(allWords) : []);

/** A sentence for people: no code, no card token, nothing undefined; each sentence after a full stop starts with a capital. */
function clean(text: string, where: string): void {
  assert.ok(text.trim().length > 0, `${where}: empty`);
  assert.doesNotMatch(text, /undefined|NaN|\[object|\bnull\b|\btrue\b|\bfalse\b/, `${where}: ${text}`);
  assert.doesNotMatch(text, /\b(10|[2-9AKQJ])[CDHS]\b/, `${where}: card token in ${text}`);
  assert.doesNotMatch(text, /(?<!\d)[.!?]\s+\p{Ll}/u, `${where}: no capital after a full stop: ${text}`);
  assert.doesNotMatch(text, /\s[.,;:]|\.\.|,,|\s{2,}|\$\{/, `${where}: stray punctuation or space in ${text}`);
}


/** The Polish card words of the French pack, every form a player may type. */
const CARD_WORDS = new Set(
  [...Object.values(decksPl.french.ranks).flatMap((r) => [r.word, ...r.typed, r.short]), ...Object.values(decksPl.french.suits).flatMap((s) => [s.word, ...s.typed, s.short])].map((w) => w.toLowerCase()),
);
/** The command words (lower case, or named as a problem) that are a card word, or hold one (a word of a phrase; one letter only alone). */
function cardWordsIn(table: unknown): string[] {
  return allWords(table).filter((w) => w !== w.toLowerCase() || CARD_WORDS.has(w) || w.split(' ').some((t) => t.length > 1 && CARD_WORDS.has(t)));
}

const SAMPLES = [1, 2, 5, 22, 112] as const;
const anna = { name: 'Anna', self: false };
const me = { name: 'Ty', self: true };

/** The Polish card words as the namer takes them. */
const PL_DECKS = decksPl;
const piquetCards = namerFromWords(DECKS.piquet, deckWords(DECKS.piquet, PL_DECKS), grammarPl);
const card = (id: string) => piquetCards.ref(id);
/** The describers name cards through the registered card words: Polish is registered in this process only. */
registerDeckCatalogue(PL_DECKS);
const PL = 'pl' as unknown as Locale;

describe('Polish: Piquet (issue 26)', () => {
  const x = piquetPl.piquet;

  it('has every key, kind and arity of the English catalogue, no empty text, and capitals where English has them', () => {
    const problems: string[] = [];
    compare(piquetEn, piquetPl, 'piquet', problems);
    assert.deepEqual(problems, []);
  });

  it('the command words have every entry of the English table, in lower case, none a Polish card word; the chooser words name every feat', () => {
    const problems: string[] = [];
    compare(piquetCommandWords.en, piquetCommandWordsPl, 'commandWords', problems);
    assert.deepEqual(problems.filter((p) => !p.includes('no list')), []);
    assert.deepEqual(cardWordsIn(piquetCommandWordsPl), []);
    assert.ok(piquetCommandWordsPl.queries.help.includes('pomoc'));
    compare(piquetMeta.en, piquetMetaPl, 'meta', problems);
    assert.deepEqual(problems, []);
    assert.equal(piquetMetaPl.name, 'Pikieta');
  });

  it('says every plural category: 1 punkt, 2 punkty, 5 punktów; karta, karty, kart; marka, marki, marek', () => {
    assert.deepEqual(SAMPLES.map((n) => x.ledScoring(anna, card('AS'), n)), ['Anna wychodzi asem pik: 1 punkt.', 'Anna wychodzi asem pik: 2 punkty.', 'Anna wychodzi asem pik: 5 punktów.', 'Anna wychodzi asem pik: 22 punkty.', 'Anna wychodzi asem pik: 112 punktów.']);
    assert.deepEqual(SAMPLES.map((n) => x.choiceTake(n)), ['Kup z talonu 1 kartę', 'Kup z talonu 2 karty', 'Kup z talonu 5 kart', 'Kup z talonu 22 karty', 'Kup z talonu 112 kart']);
    assert.deepEqual(
      SAMPLES.map((n) => x.exchanged(me, 0, n, false)),
      ['Nic nie kupujesz; w talonie zostaje 1 karta.', 'Nic nie kupujesz; w talonie zostają 2 karty.', 'Nic nie kupujesz; w talonie zostaje 5 kart.', 'Nic nie kupujesz; w talonie zostają 22 karty.', 'Nic nie kupujesz; w talonie zostaje 112 kart.'],
    );
    assert.deepEqual(
      SAMPLES.map((n) => x.gameOver(anna, 'ty 40, Anna 95', false, { difference: 55, units: n })),
      SAMPLES.map((n) => `Koniec partii z 4 rozdań: ty 40, Anna 95, różnica 55. Anna wygrywa ${n} ${{ 1: 'markę', 2: 'marki', 5: 'marek', 22: 'marki', 112: 'marek' }[n]}.`),
    );
    assert.deepEqual(SAMPLES.map((n) => piquetPl.ui.choicesHeading(n)), ['Wymiana, 1 możliwość', 'Wymiana, 2 możliwości', 'Wymiana, 5 możliwości', 'Wymiana, 22 możliwości', 'Wymiana, 112 możliwości']);
    assert.equal(x.exchange({ talon: 5, discards: null, taken: null, seen: null, done: false, opponent: anna, opponentTook: 2 }), 'Talon: 5 kart. Twoja wymiana jeszcze przed tobą. Anna: z talonu 2 karty.');
    assert.equal(x.discarded(me, card('7C'), 1, { min: 3, max: 5 }), 'Odkładasz siódemkę trefl. Do odłożenia jeszcze 2 karty.');
    assert.equal(x.discarded(me, card('JD'), 3, { min: 3, max: 5 }), 'Odkładasz waleta karo. Możesz teraz kupić albo odłożyć jeszcze najwyżej 2 karty.');
    assert.equal(x.discarded(me, card('QH'), 4, { min: 3, max: 5 }), 'Odkładasz damę kier. Możesz teraz kupić albo odłożyć jeszcze najwyżej 1 kartę.');
    assert.equal(x.yourTurn('exchange', { min: 0, max: 5, discarded: 0, elder: false, mustFollow: null, lead: false }).split('.')[0], 'Twoja wymiana jako drugi gracz: możesz odłożyć najwyżej 5 kart i kupić tyle samo albo nic nie kupować');
  });

  it('declines the cards: biernik after "odłóż", narzędnik after "wychodzi", dopełniacz after "nie masz" and "brakuje"; the participle agrees with the card', () => {
    assert.equal(x.choiceDiscard(card('7C')), 'Odłóż siódemkę trefl');
    assert.equal(x.choiceDiscard(card('KS')), 'Odłóż króla pik');
    assert.equal(x.ledScoring(me, card('QH'), 1), 'Wychodzisz damą kier: 1 punkt.');
    assert.equal(x.ledScoring(anna, card('10D'), 1), 'Anna wychodzi dziesiątką karo: 1 punkt.');
    assert.equal(x.violation('cardNotInHand', 'Q12', { card: card('QH') }), 'Nie masz w ręce damy kier. (reguła Q12)');
    assert.equal(x.violation('cardNotInHand', '', { card: card('AS') }), 'Nie masz w ręce asa pik.');
    assert.equal(x.violation('alreadyDiscarded', '', { card: card('AS') }), 'As pik jest już odłożony.');
    assert.equal(x.violation('alreadyDiscarded', '', { card: card('9H') }), 'Dziewiątka kier jest już odłożona.');
    assert.equal(x.violation('mustFollowSuit', 'Q28', { suit: 'kier' }), 'Musisz dołożyć do koloru kier. (reguła Q28)');
    assert.equal(x.violation('notYourTurn', '', { toMove: anna }), 'To nie twój ruch: teraz gra Anna.');
    assert.equal(x.missingCard(me, '10', card('10C')), 'Twoje trzy dziesiątki, brakuje dziesiątki trefl.');
    assert.equal(x.missingCard(anna, 'K', card('KH')), 'Anna: trzy króle, brakuje króla kier.');
    assert.equal(x.laidAway(piquetCards.list(['7C', 'JD']), 2), 'Odkładasz 2 karty: siódemka trefl i walet karo.');
    assert.equal(x.laidAway(piquetCards.list(['JD']), 1), 'Odkładasz waleta karo.');
    assert.equal(x.cut([{ who: me, card: card('QH') }, { who: anna, card: card('AS') }], me), 'Przekładanie: ty: dama kier, Anna: as pik. Masz niższą kartę i zaczynasz rozdawać.');
    assert.equal(x.payment(me, anna, 1, 'ty minus 1, Anna plus 1'), 'Płacisz graczowi Anna 1 markę. Marki: ty minus 1, Anna plus 1.');
  });

  it('the declarations as said at the table: point, sekwensy (tercja … oktawa, major), trzy asy, kwatorze; dobrze, niedobrze, równo', () => {
    assert.equal(x.declaration(me, { category: 'point', length: 5, pips: 48 }), 'Ty: „Point z pięciu kart, 48.”');
    assert.equal(x.declaration(anna, { category: 'point', length: 4, pips: null }), 'Anna: „Point z czterech kart.”');
    assert.equal(x.declaration(me, { category: 'sequences', length: 4, top: 'Q' }), 'Ty: „Kwarta od damy.”');
    assert.equal(x.declaration(me, { category: 'sequences', length: 3, top: 'A' }), 'Ty: „Tercja major.”');
    assert.equal(x.declaration(anna, { category: 'sets', count: 4, rank: 'J' }), 'Anna: „Kwatorze waletów.”');
    assert.equal(x.declaration(anna, { category: 'sets', count: 3, rank: 'A' }), 'Anna: „Trzy asy.”');
    assert.equal(x.declaration(anna, { category: 'sets', none: true }), 'Anna: „Trójki i kwatorze: nie mam.”');
    assert.deepEqual((['good', 'notGood', 'equal'] as const).map((a) => x.answer(anna, a)), ['Anna: „Dobrze.”', 'Anna: „Niedobrze.”', 'Anna: „Równo.”']);
    assert.equal(x.shown(anna, 'sequences', x.sequenceName(5, 'K'), 'król, dama, walet, dziesiątka i dziewiątka kier'), 'Anna pokazuje kwintę od króla: król, dama, walet, dziesiątka i dziewiątka kier.');
    assert.equal(x.shown(me, 'point', '', 'as, król i dama pik'), 'Pokazujesz point: as, król i dama pik.');
    assert.equal(x.repique(me, 60, 'ty 90, Anna 0'), 'Repik! Dostajesz jeszcze 60. Wynik: ty 90, Anna 0.');
    assert.equal(x.tricksCounted('ty 12, Anna 0', 'capot', me), 'Kapot! Bierzesz wszystkie 12 lew.');
    assert.equal(x.holdings({ suit: 'pik', length: 6, pips: 55 }, [{ name: x.sequenceName(3, 'A'), suit: 'pik' }], ['kwatorze dziesiątek']), 'Point: 6 kart pik, 55. Sekwensy: tercja major pik. Trójki i kwatorze: kwatorze dziesiątek.');
  });

  it('the rules build for the default rules and with every variant (the same sections as English)', () => {
    sameRules(piquetRulesEn(piquetRules({})), piquetRulesPl(piquetRules({})), 'default');
    for (const v of PIQUET_VARIANTS) sameRules(piquetRulesEn(piquetRules({ variants: [v] })), piquetRulesPl(piquetRules({ variants: [v] })), v);
    const most = PIQUET_VARIANTS.filter((v) => v !== 'V-Q-4');
    const text = piquetRulesPl(piquetRules({ variants: [...most] }));
    sameRules(piquetRulesEn(piquetRules({ variants: [...most] })), text, 'all but V-Q-4');
    assert.match(text.at(-1)!.paragraphs[0]!, /^Warianty w mocy: V-Q-1, Wymiana międzynarodowa, /);
    assert.equal(piquetRulesPl(piquetRules({})).at(-1)!.paragraphs[0], 'Reguły z książki, partia do 101, bez wariantów.');
  });

  it('carte blanche, the dialogue, the missing card, repique, pique, capot, a drawn partie, the cut and the exchange said through the describer in Polish', () => {
    const messages = mergeCatalogue(pl as unknown as Messages, piquetPl as unknown as PiquetCatalogue);
    const state = P.newSession({}, 1);
    const events: P.PiquetEvent[] = [
      { type: 'carteBlanche', seat: 1 },
      { type: 'score', seat: 1, reason: 'carteBlanche', points: 10, dealScores: [0, 10], scores: [0, 10] },
      { type: 'declaration', seat: 0, category: 'point', length: 5, pips: 48 },
      { type: 'answer', seat: 1, category: 'point', answer: 'notGood' },
      { type: 'shown', seat: 1, category: 'point', cards: ['KC', 'QC', 'JC', '10C', '9C'] },
      { type: 'declaration', seat: 0, category: 'sequences', length: 4, top: 'Q' },
      { type: 'answer', seat: 1, category: 'sequences', answer: 'good' },
      { type: 'shown', seat: 0, category: 'sequences', cards: ['QH', 'JH', '10H', '9H'] },
      { type: 'declaration', seat: 1, category: 'sets', count: 4, rank: 'J' },
      { type: 'missingCard', seat: 0, rank: '10', suit: 'C' },
      { type: 'noScore', category: 'point', reason: 'equal' },
      { type: 'score', seat: 0, reason: 'repique', points: 60, dealScores: [90, 0], scores: [90, 0] },
      { type: 'score', seat: 0, reason: 'pique', points: 30, dealScores: [120, 0], scores: [120, 0] },
      { type: 'tricksCounted', tricksWon: [12, 0], bonus: 'capot', seat: 0 },
      { type: 'score', seat: 0, reason: 'capot', points: 40, dealScores: [160, 0], scores: [160, 0] },
      { type: 'tricksCounted', tricksWon: [6, 6], bonus: null, seat: null },
      { type: 'gameOver', winner: null, scores: [90, 90], worth: 0, abandoned: false, difference: 0 },
      { type: 'gameOver', winner: 1, scores: [96, 101], worth: 1, abandoned: true },
      { type: 'payment', from: 0, to: 1, amount: 1, reason: 'game' },
      { type: 'cut', round: 1, cards: ['9S', '9H'], dealer: null },
      { type: 'exchange', seat: 1, count: 3, left: 2 },
      { type: 'exchange', seat: 0, count: 0, left: 3 },
      { type: 'talonSeen', seat: 0, cards: ['7D'], visibleTo: 0 },
    ];
    const w: PD.Words = { messages, locale: PL, me: 0, names: ['Ty', 'Anna'], style: 'long', view: { ...P.view(state, 0), elder: 1, dealer: 0 }, bounds: null };
    const out = PD.describeEvents(events, w).map((x) => x.text);
    for (const t of out) clean(t, 'events');
    assert.deepEqual(out, [
      'Carte blanche: Anna nie ma ani króla, ani damy, ani waleta.',
      'Anna dostaje 10 za carte blanche. Wynik: ty 0, Anna 10.',
      'Ty: „Point z pięciu kart, 48.”',
      'Anna: „Niedobrze.”',
      'Anna pokazuje point: król, dama, walet, dziesiątka i dziewiątka trefl.',
      'Ty: „Kwarta od damy.”',
      'Anna: „Dobrze.”',
      'Pokazujesz kwartę od damy: dama, walet, dziesiątka i dziewiątka kier.',
      'Anna: „Kwatorze waletów.”',
      'Twoje trzy dziesiątki, brakuje dziesiątki trefl.',
      'Równo: nikt nie dostaje nic za point.',
      'Repik! Dostajesz jeszcze 60. Wynik: ty 90, Anna 0.',
      'Pik! Dostajesz jeszcze 30. Wynik: ty 120, Anna 0.',
      'Kapot! Bierzesz wszystkie 12 lew.',
      'Dostajesz 40 za kapot. Wynik: ty 160, Anna 0.',
      'Lewy: ty 6, Anna 6. Po sześć lew: nikt nie dostaje nic za większość.',
      'Koniec partii z 4 rozdań: ty 90, Anna 90, różnica 0. Remis.',
      'Anna wygrywa partię: ty 96, Anna 101. Reszty tego rozdania się nie gra.',
      'Płacisz graczowi Anna 1 markę. Marki: ty 0, Anna 0.',
      'Przekładanie: ty: dziewiątka pik, Anna: dziewiątka kier. Karty równe: przekładacie jeszcze raz.',
      'Anna kupuje 3 karty i zostawia 2.',
      'Nic nie kupujesz; w talonie zostają 3 karty.',
      'W talonie: siódemka karo.',
    ]);
  });

  it('a whole seeded game said through the Piquet describer with the Polish words: every sentence clean, each trick\'s end with the score, every declaration as at the table', () => {
    const messages = mergeCatalogue(pl as unknown as Messages, piquetPl as unknown as PiquetCatalogue);
    const words = (state: P.PiquetState): PD.Words => ({ messages, locale: PL, me: 0, names: ['Ty', 'Anna'], style: 'long', view: P.view(state, 0), bounds: state.toMove === 0 ? P.exchangeBounds(state) : null });
    const bots = [piquetBot('normal'), piquetBot('normal')];
    let { state, events } = P.newSessionWithEvents({ variants: [] }, 'polish-piquet');
    const count = { tricks: 0, trickEvents: 0, declarations: 0, declarationEvents: 0 };
    const sayAll = (evs: readonly P.PiquetEvent[]) => {
      const visible = evs.map((e) => P.visibleEvent(e, 0));
      count.trickEvents += visible.filter((e) => e.type === 'trick').length;
      count.declarationEvents += visible.filter((e) => e.type === 'declaration').length;
      const out = PD.describeEvents(visible, words(state));
      for (const s of out) clean(s.text, visible.map((e) => e.type).join(','));
      count.tricks += out.filter((s) => /(Bierzesz|bierzesz|Anna bierze) lewę .+, wynik: ty \d+, Anna \d+\.$/.test(s.text)).length;
      count.declarations += out.filter((s) => /^(Ty|Anna): „(Point z (trzech|czterech|pięciu|sześciu|siedmiu|ośmiu) kart(, \d+)?|(Point|Sekwens|Trójki i kwatorze): nie mam|(Tercja|Kwarta|Kwinta|Seksta|Septyma|Oktawa) (major|od .+)|Trzy .+|Kwatorze .+)\.”$/.test(s.text)).length;
    };
    sayAll(events);
    for (let guard = 0; guard < 3000 && state.phase !== 'gameOver'; guard++) {
      if (state.phase === 'dealOver') {
        ({ state, events } = P.nextDealWithEvents(state));
        sayAll(events);
        continue;
      }
      const seat = state.toMove!;
      const legal = P.legalMoves(state);
      if (seat === 0) {
        const w = words(state);
        const suits = groupBySuit(w.view.hand, null, PD.SUIT_ORDER, PD.suitOf, PD.rankOrder);
        for (const [what, text] of [
          ['trick', PD.describeTrick(w)],
          ['last trick', PD.describeLastTrick(w)],
          ['score', PD.describeScore(w)],
          ['declarations', PD.describeDeclarations(w)],
          ['exchange', PD.describeExchange(w)],
          ['hand', PD.describeHand(w, suits, true)],
        ] as const) clean(text, what);
        for (const m of legal) clean(PD.describeChoice(w, m), `choice ${m.type}`);
      }
      const d = bots[seat]!.decide(P.view(state, seat), legal, { seed: `polish/${guard}` });
      const r = P.applyMove(state, d.move);
      assert.ok(r.ok);
      state = r.state;
      sayAll(r.events);
    }
    assert.equal(state.phase, 'gameOver');
    assert.equal(count.tricks, count.trickEvents, 'every trick end said once, with the running score');
    assert.ok(count.declarationEvents > 0);
    assert.equal(count.declarations, count.declarationEvents, 'every declaration said as at the table');
  });
});

describe('Polish: Boston (issue 26)', () => {
  const x = bostonPl.boston;
  const ben = { name: 'Ben', self: false };
  const clara = { name: 'Clara', self: false };
  const french = namerFromWords(DECKS.french, deckWords(DECKS.french, PL_DECKS), grammarPl);

  it('has every key, kind and arity of the English catalogue, no empty text, and capitals where English has them', () => {
    const problems: string[] = [];
    compare(bostonEn, bostonPl, 'boston', problems);
    assert.deepEqual(problems, []);
  });

  it('the command words have every entry of the English table, in lower case, none a Polish card word; the chooser words name every feat', () => {
    const problems: string[] = [];
    compare(bostonCommandWords.en, bostonCommandWordsPl, 'commandWords', problems);
    compare(bostonMeta.en, bostonMetaPl, 'meta', problems);
    assert.deepEqual(problems, []);
    assert.deepEqual(cardWordsIn(bostonCommandWordsPl), []);
    assert.ok(!bostonCommandWordsPl.fillers.includes('w'), '"w" is the walet');
    for (const c of B.CONTRACTS) assert.ok(bostonCommandWordsPl.contracts[c].length > 0, c);
  });

  it('says every plural category: marka, marki, marek; lewa, lewy, lew; odzywka, odzywki, odzywek', () => {
    assert.deepEqual(SAMPLES.map((n) => x.allPassed(n)), SAMPLES.map((n) => `Wszyscy pasują: każdy wkłada do puli ${n} ${{ 1: 'markę', 2: 'marki', 5: 'marek', 22: 'marki', 112: 'marek' }[n]}, a rozdanie przechodzi dalej.`));
    assert.deepEqual(SAMPLES.map((n) => x.table(n, [], 0, null)), ['W puli: 1 marka. Nie ma bête.', 'W puli: 2 marki. Nie ma bête.', 'W puli: 5 marek. Nie ma bête.', 'W puli: 22 marki. Nie ma bête.', 'W puli: 112 marek. Nie ma bête.']);
    assert.deepEqual(SAMPLES.map((n) => bostonPl.ui.choicesHeading('trump', n)), ['Wybierz atut, 1 możliwość', 'Wybierz atut, 2 możliwości', 'Wybierz atut, 5 możliwości', 'Wybierz atut, 22 możliwości', 'Wybierz atut, 112 możliwości']);
    assert.deepEqual(SAMPLES.map((n) => x.choiceAlone(n)), ['Graj w pojedynkę: 1 lewa', 'Graj w pojedynkę: 2 lewy', 'Graj w pojedynkę: 5 lew', 'Graj w pojedynkę: 22 lewy', 'Graj w pojedynkę: 112 lew']);
    assert.deepEqual(SAMPLES.map((n) => x.result('won', [anna], 'Boston', false, n, 5, [])), SAMPLES.map((n) => `Wygrana: Anna ugrywa Boston: ${n} ${{ 1: 'lewę', 2: 'lewy', 5: 'lew', 22: 'lewy', 112: 'lew' }[n]}, potrzeba 5.`));
    assert.deepEqual(SAMPLES.map((n) => x.mayBid('later', 'Boston w kolorze prostym', n, 'Concordia w kolorze najwyższym')).slice(1, 3), [
      'Gdy przyjdzie twoja kolej, możesz spasować albo licytować: 2 odzywki, od najniższej, Boston w kolorze prostym, do najwyższej, Concordia w kolorze najwyższym.',
      'Gdy przyjdzie twoja kolej, możesz spasować albo licytować: 5 odzywek, od najniższej, Boston w kolorze prostym, do najwyższej, Concordia w kolorze najwyższym.',
    ]);
    assert.deepEqual(SAMPLES.map((n) => bostonPl.ui.toursCount(n)), ['1 kolejka', '2 kolejki', '5 kolejek', '22 kolejki', '112 kolejek']);
    assert.equal(x.hintReason('bidTricks', { tricks: 5, danger: null, value: null, samples: 0 }), 'Ręka liczy dość lew na tę grę. Liczysz około 5 lew.');
    assert.equal(x.hintCount({ tricks: 4.5, danger: null }), 'Liczysz na to około 4,5 lewy.');
    assert.equal(x.hintSearch({ samples: 200, value: 2.5, share: 0.6, normal: null }), 'Po rozegraniu 200 możliwych rozkładów ten ruch daje średnio plus 2,5 marki na rozdanie i zyskuje w 60 % z nich.');
    assert.equal(x.hintReason('searched', { tricks: null, danger: null, value: -5, samples: 1 }), 'Po rozegraniu 1 możliwego rozkładu ten ruch wypada najlepiej: średnio minus 5 marek.');
  });

  it('declines the cards and keeps names in the nominative: "odkładasz asa pik na bok", "nie masz w ręce damy kier", "w parze z graczem Anna"', () => {
    assert.equal(x.discarded(me, french.ref('AS')), 'Odkładasz asa pik na bok, koszulką do góry.');
    assert.equal(x.discarded(me, french.ref('2H')), 'Odkładasz dwójkę kier na bok, koszulką do góry.');
    assert.equal(x.discarded(anna, null), 'Anna odkłada jedną kartę na bok, koszulką do góry.');
    assert.equal(x.violation('CARD_NOT_IN_HAND', 'BO38', { card: french.ref('QH') }), 'Nie masz w ręce damy kier. (reguła BO38)');
    assert.equal(x.violation('CARD_NOT_IN_HAND', 'BO38', { card: french.ref('JC') }), 'Nie masz w ręce waleta trefl. (reguła BO38)');
    assert.equal(x.violation('MUST_FOLLOW_SUIT', 'BO39', { suit: 'kier', card: french.ref('10S') }), 'Musisz dołożyć do koloru kier; dziesiątka pik nie jest w tym kolorze. (reguła BO39)');
    assert.equal(x.partner(anna, me, 5, 3, 8, true), 'Grasz w parze z graczem Anna: razem 8 lew, Anna co najmniej 5, ty co najmniej 3.');
    assert.equal(x.partner(me, null, 6, 0, 0, true), 'Nikt nie mówi Whist: grasz w pojedynkę, 6 lew.');
    assert.equal(x.reject(anna, ben), 'Anna nie przyjmuje gracza Ben i gra w pojedynkę.');
    assert.equal(x.accept(me, clara), 'Przyjmujesz gracza Clara jako partnera.');
    assert.equal(x.exposed(anna, french.list(['AS', 'KS'])), `Karty gracza Anna leżą odkryte dla wszystkich: as pik i król pik. E czyta je znowu, F6 przechodzi do nich.`);
    assert.equal(x.bid({ contract: 'grand-boston', class: 'superior', suit: 'kier' }), 'Grand Boston w kolorze najwyższym, kier');
    assert.equal(x.bidMade(me, x.bid({ contract: 'petite-misere', class: null, suit: null })), 'Licytujesz Petite misère.');
    assert.equal(
      x.payments([
        { from: [ben, clara], to: [anna], amount: 5, reason: 'game' },
        { from: [anna], to: [me, ben], amount: 2, reason: 'game' },
        { from: null, to: [me], amount: 12, reason: 'pot' },
        { from: [me, ben], to: null, amount: 22, reason: 'bete' },
      ]),
      'Płatności: Ben i Clara płacą graczowi Anna po 5 marek; Anna płaci tobie i graczowi Ben po 2 marki; ty bierzesz ze stołu 12 marek; ty i Ben kładziecie na stół bête: 22 marki.',
    );
    assert.equal(x.result('lost', [me, anna], 'Boston', false, 6, 8, [{ who: me, n: 2, quota: 3 }]), 'Przegrana: ty i Anna bierzecie tylko 6 lew z 8 potrzebnych do gry Boston. Bierzesz 2 z twoich 3.');
    assert.equal(x.result('won', [anna], 'Petite misère', true, 0, 0, []), 'Wygrana: Anna nie bierze żadnej lewy, Petite misère się udaje.');
    assert.equal(x.sessionOver([{ who: anna, balance: 30, place: 1 }, { who: me, balance: -30, place: 2 }]), 'Anna wygrywa partię. Wynik końcowy: 1. Anna plus 30, 2. ty minus 30. Shift+N zaczyna nową grę.');
  });

  const rulesCases: BostonOptions[] = [{}, { players: 3 }, { whist: true }, ...B.VARIANT_IDS.map((v) => ({ players: (v === 'V-BO-5' || v === 'V-BO-6' ? 3 : 4) as 3 | 4, whist: v === 'V-BO-3' || v === 'V-BO-4', variants: [v] }))];
  it('the rules build for every form and with every variant (the same sections as English, every variant listed and marked when in force)', () => {
    for (const options of rulesCases) {
      const rules = B.resolveRules(options);
      const text = bostonRulesPl(rules);
      sameRules(bostonRulesEn(rules), text, JSON.stringify(options));
      const last = text.at(-1)!;
      for (const id of B.VARIANT_IDS) {
        const line = last.paragraphs.find((p) => p.startsWith(`${id},`));
        assert.ok(line, `${id} not listed`);
        assert.equal(line.endsWith('(w mocy)'), rules.variants.includes(id), `${id} marked wrongly`);
      }
    }
    assert.equal(bostonRulesPl(B.resolveRules({})).at(-1)!.paragraphs[0], 'Boston jak w książce, bez wariantów.');
    assert.match(bostonRulesPl(B.resolveRules({})).find((s) => s.heading === 'Licytacja')!.paragraphs[0]!, /^Gry od najniższej: 1\. Boston, 5 lew; 2\. Petite misère, bez lewy po odłożeniu jednej karty na bok; 3\. Grand Boston, 6 lew;/);
  });

  /** A legal-move policy that reaches every phase (as boston-words.test.ts's): bids now and then, misères too. */
  function policy(s: BostonState, rng: Rng): BostonMove {
    const legal = B.legalMoves(s);
    const pick = <T,>(xs: readonly T[]): T => xs[rng.int(xs.length)]!;
    const of = (t: string) => legal.filter((m) => m.type === t);
    if (s.phase === 'auction') {
      const bids = of('bid');
      if (bids.length === 0 || rng.int(100) < 60) return of('pass')[0]!;
      return rng.int(100) < 60 ? bids[rng.int(Math.min(4, bids.length))]! : pick(bids);
    }
    if (s.phase === 'play') return pick(of('play'));
    return pick(legal);
  }

  const messages = mergeCatalogue(pl as unknown as Messages, bostonPl as unknown as BostonCatalogue);
  const words = (state: BostonState): BD.Words => ({ messages, locale: PL, me: 0, names: ['Ty', 'Anna', 'Ben', 'Clara'], style: 'long', view: bostonGame.view(state, 0) });
  const sessions: readonly { options: BostonOptions; seed: string }[] = [
    { options: {}, seed: 'pl-a' },
    { options: { variants: ['V-BO-1', 'V-BO-2'], tours: 1 }, seed: 'pl-d' },
    { options: { players: 3, variants: ['V-BO-5', 'V-BO-6'] }, seed: 'pl-g' },
    { options: { whist: true }, seed: 'pl-h' },
    { options: { whist: true, variants: ['V-BO-3', 'V-BO-4'] }, seed: 'pl-k' },
  ];
  for (const { options, seed } of sessions) {
    it(`${JSON.stringify(options)}: a whole session said through the Boston describer with the Polish words, every sentence clean, each trick's end once`, () => {
      const rng = new Rng(seedRng(`policy-${seed}`));
      let { state, events } = bostonGame.start(options, seed);
      let tricks = 0;
      let said = 0;
      const sayAll = (evs: readonly BostonEvent[]) => {
        const visible = evs.map((e) => bostonGame.visibleEvent(e, 0));
        tricks += visible.filter((e) => e.type === 'trick').length;
        const out = BD.describeEvents(visible, words(state));
        for (const s of out) clean(s.text, `${JSON.stringify(options)} ${visible.map((e) => e.type).join(',')}`);
        said += out.filter((s) => /^(Bierzesz|\S+ bierze) lewę /.test(s.text)).length;
      };
      sayAll(events);
      for (let guard = 0; guard < 20000 && state.phase !== 'sessionOver'; guard++) {
        if (state.phase === 'dealOver') {
          ({ state, events } = bostonGame.advance(state)!);
          sayAll(events);
          continue;
        }
        const legal = B.legalMoves(state);
        if (state.toMove === 0) {
          const w = words(state);
          const where = `${JSON.stringify(options)} ${state.phase}`;
          for (const [what, text] of [
            ['hand', BD.describeHand(w)],
            ['trick', BD.describeTrick(w)],
            ['last trick', BD.describeLastTrick(w)],
            ['table', BD.describeTable(w)],
            ['game', BD.describeGame(w)],
            ['bid', BD.describeBid(w)],
            ['may bid', BD.describeMayBid(w, legal)],
            ['open', BD.describeOpen(w)],
          ] as const) clean(text, `${where} ${what}`);
          for (const m of legal) clean(BD.describeChoice(w, m), `${where} choice ${JSON.stringify(m)}`);
          for (const c of B.CONTRACTS) clean(BD.describeChoice(w, { type: 'rung', contract: c }), `${where} rung ${c}`);
        }
        const r = B.applyMove(state, policy(state, rng));
        assert.ok(r.ok, JSON.stringify(r));
        state = r.state;
        sayAll(r.events);
      }
      assert.equal(state.phase, 'sessionOver');
      assert.ok(tricks > 0);
      assert.equal(said, tricks, 'every trick end said once');
    });
  }
});
