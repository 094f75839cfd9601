/**
 * Card and suit references where catalogues took finished words (issue 26; docs/architecture.md, "Card
 * words with cases and gender"), in German, English and Polish (the draft, src/i18n/drafts.ts), exact
 * sentences:
 * - Papillon's command-line errors (P19: the typed card must be in the hand and take what it names): the
 *   card typed, or a rank typed alone (any card of it, `rankRefOf`: "eine Sieben", "einen Buben", "mit
 *   einem Buben", "a jack"; Polish "siódemki", "waletem"), declined by each sentence.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fromPosition, legalMoves, view, type PapillonState } from '../../src/games/papillon/index.js';
import { parseCommand } from '../../src/games/papillon/command-line.js';
import { papillonMessages } from '../../src/games/papillon/texts.js';
import type { PapillonCatalogue, PapillonMessages } from '../../src/games/papillon/messages.js';
import { mergeCatalogue } from '../../src/i18n/game-texts.js';
import type { Messages } from '../../src/i18n/messages.js';
import { pl } from '../../locales/pl.js';
import { papillonPl } from '../../locales/papillon/pl.js';

/** The three languages' Papillon catalogues; Polish merged over its shell draft as texts.ts will merge it. */
const PAPILLON: Readonly<Record<'de' | 'en' | 'pl', PapillonMessages>> = {
  de: papillonMessages('de'),
  en: papillonMessages('en'),
  pl: mergeCatalogue(pl as unknown as Messages, papillonPl as unknown as PapillonCatalogue),
};

function position(hand: string[], table: string[]): PapillonState {
  return fromPosition({
    options: { players: 3 },
    dealer: 2,
    toMove: 0,
    hands: [hand, ['2C'], ['2D']],
    table,
    stock: ['JD'],
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
  });
}

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
