/**
 * Card and suit references where catalogues took finished words (issue 26; docs/architecture.md, "Card
 * words with cases and gender"), in German, English and Polish, exact
 * sentences:
 * - Papillon's command-line errors (P19: the typed card must be in the hand and take what it names): the
 *   card typed, or a rank typed alone (any card of it, `rankRefOf`: "eine Sieben", "einen Buben", "mit
 *   einem Buben", "a jack"; Polish "siódemki", "waletem"), declined by each sentence.
 * - Ombre's matador titles as ids (`Title`), named by the catalogue: the black aces' line, a titled card in
 *   its sentence's case, the matadors' privilege (O41, O42); Polish declines Basta ("do zagrania Basty").
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { legalMoves, view, type PapillonState } from '../../src/games/papillon/index.js';
import { parseCommand } from '../../src/games/papillon/command-line.js';
import { papillonMessages } from '../../src/games/papillon/texts.js';
import type { PapillonCatalogue, PapillonMessages } from '../../src/games/papillon/messages.js';
import { mergeCatalogue } from '../../src/i18n/game-texts.js';
import type { Messages } from '../../src/i18n/messages.js';
import type { Locale } from '../../src/i18n/locale.js';
import { pl } from '../../locales/pl.js';
import { papillonPl } from '../../locales/papillon/pl.js';
import { FRENCH } from '../../src/engine/decks/index.js';
import { deckNamer, deckWords, namerFromWords } from '../../src/i18n/deck-names.js';
import { decksPl, grammarPl } from '../../locales/decks/pl.js';
import type { OmbreCatalogue } from '../../src/games/ombre/messages.js';
import { ombreDe } from '../../locales/ombre/de.js';
import { ombreEn } from '../../locales/ombre/en.js';
import { ombrePl } from '../../locales/ombre/pl.js';
import { state } from './support/papillon.js';

/** The three languages' Papillon catalogues; Polish merged over its shell catalogue as texts.ts merges it. */
const PAPILLON: Readonly<Record<Locale, PapillonMessages>> = {
  de: papillonMessages('de'),
  en: papillonMessages('en'),
  pl: mergeCatalogue(pl as unknown as Messages, papillonPl as unknown as PapillonCatalogue),
};

/** My turn (seat 0 of three), my hand and the table as given; the others hold one card each. */
const position = (hand: string[], table: string[]) => state({ hands: [hand, ['2C'], ['2D']], table, stock: ['JD'], pot: 3 });

/** The error a typed command gets, in each language: [code, German, English, Polish]. */
function errorIn(s: PapillonState, input: string): [string, string, string, string] {
  const r = parseCommand(input, 'de', { legalMoves: legalMoves(s), view: view(s, 0) });
  assert.equal(r.kind, 'error', `${input}: ${r.kind}`);
  if (r.kind !== 'error') throw new Error(input);
  return [r.code, r.message(PAPILLON.de), r.message(PAPILLON.en), r.message(PAPILLON.pl)];
}

describe('Papillon command-line errors: the typed card or rank as a reference, declined (P19; issue 26)', () => {
  // EX-P-1's table with a 6♣; the hand 10♠ 5♠ Q♥.
  const ex = position(['10S', '5S', 'QH'], ['AC', '4D', '5H', '9S', 'KD', '3C', '7H', '6C']);
  // Two jacks, or two queens, in hand: a rank typed alone stays a rank; neither pair takes anything (P19), the five of spades does.
  const jacks = position(['JH', 'JS', '5S'], ['9H', '9C', '3D', '5H']);
  const queens = position(['QH', 'QS', '5S'], ['9H', '9C', '2H', '5H']);

  it('a card or a rank not in the hand: accusative with its article, English unchanged, Polish genitive', () => {
    assert.deepEqual(errorIn(ex, '7'), ['notInHand', 'Eine Sieben hast du nicht auf der Hand.', 'A seven is not in your hand.', 'Nie masz w ręce siódemki.']);
    assert.deepEqual(errorIn(ex, 'bube'), ['notInHand', 'Einen Buben hast du nicht auf der Hand.', 'A jack is not in your hand.', 'Nie masz w ręce waleta.']);
    assert.deepEqual(errorIn(ex, 'ass'), ['notInHand', 'Ein Ass hast du nicht auf der Hand.', 'An ace is not in your hand.', 'Nie masz w ręce asa.']);
    assert.deepEqual(errorIn(ex, 'karo 10'), ['notInHand', 'Karo Zehn hast du nicht auf der Hand.', 'Ten of diamonds is not in your hand.', 'Nie masz w ręce dziesiątki karo.']);
    assert.deepEqual(errorIn(ex, 'kreuz bube'), ['notInHand', 'Kreuz Buben hast du nicht auf der Hand.', 'Jack of clubs is not in your hand.', 'Nie masz w ręce waleta trefl.']);
  });

  it('a card that takes nothing: German dative ("mit einem Buben"), Polish instrumental', () => {
    assert.deepEqual(errorIn(queens, 'herz dame'), ['noCapture', 'Mit Herz Dame kannst du jetzt nichts nehmen.', 'Queen of hearts cannot take anything now.', 'Damą kier nie możesz teraz niczego wziąć.']);
    assert.deepEqual(errorIn(queens, 'dame'), ['noCapture', 'Mit einer Dame kannst du jetzt nichts nehmen.', 'A queen cannot take anything now.', 'Damą nie możesz teraz niczego wziąć.']);
    assert.deepEqual(errorIn(jacks, 'bube'), ['noCapture', 'Mit einem Buben kannst du jetzt nichts nehmen.', 'A jack cannot take anything now.', 'Waletem nie możesz teraz niczego wziąć.']);
  });

  it('a capture no legal move fits: the hand card the subject (German nominative), the table cards the object (Polish genitive after the negation)', () => {
    assert.deepEqual(errorIn(jacks, 'bube nimmt 9'), ['noMatch', 'Ein Bube kann nicht eine Neun nehmen.', 'A jack cannot take a nine.', 'Waletem nie możesz wziąć dziewiątki.']);
    assert.deepEqual(errorIn(queens, 'dame nimmt herz 2'), ['noMatch', 'Eine Dame kann nicht Herz Zwei nehmen.', 'A queen cannot take two of hearts.', 'Damą nie możesz wziąć dwójki kier.']);
    assert.deepEqual(errorIn(jacks, 'bube nimmt 9 und karo 3'), ['noMatch', 'Ein Bube kann nicht eine Neun und Karo Drei nehmen.', 'A jack cannot take a nine and three of diamonds.', 'Waletem nie możesz wziąć dziewiątki i trójki karo.']);
  });
});

describe('Ombre: the matadors\' titles as ids, declined by the catalogue (O8, O10, O41, O42; issue 26)', () => {
  const o = { de: ombreDe, en: ombreEn, pl: ombrePl as unknown as OmbreCatalogue };
  const frenchPl = namerFromWords(FRENCH, deckWords(FRENCH, decksPl), grammarPl);
  const ace = { de: deckNamer(FRENCH, 'de').ref('AC'), en: deckNamer(FRENCH, 'en').ref('AC'), pl: frenchPl.ref('AC') };

  it('the black aces before a trump is known (O9)', () => {
    assert.equal(o.de.ombre.blackAces(['spadille', 'basta']), 'Schwarze Asse, immer Trumpf: Spadille und Basta');
    assert.equal(o.en.ombre.blackAces(['spadille', 'basta']), 'Black aces, always trumps: Spadille and Basto');
    assert.equal(o.pl.ombre.blackAces(['spadille', 'basta']), 'Czarne asy, zawsze atuty: Spadille i Basta');
    assert.equal(o.pl.ombre.blackAces(['basta']), 'Czarne asy, zawsze atuty: Basta');
  });

  it('a titled card in the case of its sentence: the title declined in Polish, the card\'s name in every language', () => {
    assert.equal(o.de.ombre.titled('basta', ace.de, {}), 'Basta (Kreuz Ass)');
    assert.equal(o.en.ombre.titled('basta', ace.en, {}), 'Basto (ace of clubs)');
    assert.equal(o.pl.ombre.titled('basta', ace.pl, {}), 'Basta (as trefl)');
    assert.equal(o.pl.ombre.titled('basta', ace.pl, { case: 'accusative' }), 'Bastę (asa trefl)');
    assert.equal(o.pl.ombre.titled('basta', ace.pl, { case: 'instrumental' }), 'Bastą (asem trefl)');
    assert.equal(o.pl.ombre.titled('spadille', frenchPl.ref('AS'), { case: 'genitive' }), 'Spadille (asa pik)');
  });

  it('the matadors\' privilege: exempt (O41) and forced (O42)', () => {
    assert.equal(o.de.ombre.exempt(['spadille', 'basta'], true), 'Trumpf ist ausgespielt, aber Spadille und Basta müssen nicht bedienen: nur ein höherer Matador zwingt sie. Du darfst jede Karte spielen.');
    assert.equal(o.en.ombre.exempt(['basta'], false), 'Basto need not follow, only a higher matador led forces it; but it may be your trump.');
    assert.equal(o.pl.ombre.exempt(['manille'], false), 'Manille nie musi dokładać, zmusza do tego tylko wyższy matador w wyjściu; może jednak posłużyć jako twój atut.');
    assert.equal(o.de.ombre.forced('basta', 'manille'), 'Die ausgespielte Manille zwingt deine Basta.');
    assert.equal(o.en.ombre.forced('basta', 'manille'), 'Manille led forces your Basto.');
    assert.equal(o.pl.ombre.forced('basta', 'manille'), 'Manille w wyjściu zmusza cię do zagrania Basty.');
    assert.equal(o.pl.ombre.forced('manille', 'spadille'), 'Spadille w wyjściu zmusza cię do zagrania Manille.');
  });
});
