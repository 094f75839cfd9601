/**
 * Papillon's Polish sentences met in a whole session by keys (test/browser/papillon-session.test.ts, issue
 * 26) whose grammar depends on a count: the verb agrees with the number of leftover cards ("zostaje 1
 * karta", "zostają 2 karty", "zostaje 5 kart") and the pronoun with it ("ją", "je"); the aces after "za"
 * in the accusative ("za 1 asa"); the end of a deal without a double space when the consolation said who
 * won nothing.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FRENCH } from '../../src/engine/decks/index.js';
import { deckWords, namerFromWords } from '../../src/i18n/deck-names.js';
import { decksPl, grammarPl } from '../../locales/decks/pl.js';
import { papillonPl } from '../../locales/papillon/pl.js';

const f = namerFromWords(FRENCH, deckWords(FRENCH, decksPl, 'french'), grammarPl);
const anna = { name: 'Anna', self: false };
const me = { name: 'Ty', self: true };
const e = papillonPl.events;

describe('Papillon in Polish: the sentences of a whole session (issue 26)', () => {
  it('P43: the leftover cards, the verb and the pronoun agreeing with their number; the names in the nominative', () => {
    assert.equal(e.leftovers({ to: me, cards: f.list(['KH']), count: 1, brief: false }), 'Na stole zostaje 1 karta; dostajesz ją ty: król kier.');
    assert.equal(e.leftovers({ to: me, cards: f.list(['3C', 'KH']), count: 2, brief: false }), 'Na stole zostają 2 karty; dostajesz je ty: trójka trefl i król kier.');
    assert.equal(
      e.leftovers({ to: anna, cards: f.list(['2S', '3C', '7S', '8H', '9S']), count: 5, brief: false }),
      'Na stole zostaje 5 kart; dostaje je Anna: dwójka pik, trójka trefl, siódemka pik, ósemka kier i dziewiątka pik.',
    );
    assert.equal(e.leftovers({ to: null, cards: f.list(['3C', 'KH']), count: 2, brief: false }), 'Na stole zostają 2 karty; nikt ich nie dostaje: trójka trefl i król kier.');
    assert.equal(e.leftovers({ to: null, cards: f.list(['KH']), count: 1, brief: false }), 'Na stole zostaje 1 karta; nikt jej nie dostaje: król kier.');
    assert.equal(e.leftovers({ to: anna, cards: f.list(['3C', 'KH']), count: 2, brief: true }), 'Resztę kart ze stołu dostaje Anna: trójka trefl i król kier.');
    assert.equal(e.leftovers({ to: null, cards: f.list(['3C', 'KH']), count: 2, brief: true }), 'Reszty kart ze stołu nikt nie dostaje: trójka trefl i król kier.');
  });

  it('P27: a lay-down pays back for its aces, said in the accusative after "za"', () => {
    const down = (aces: number) => e.layDown({ who: anna, cards: f.list(['AS', '3C']), count: 2, paid: 2, aces, back: 2 * aces, speakPayments: true, brief: false });
    assert.equal(down(1), 'Anna nie może bić i wykłada asa pik i trójkę trefl, wpłaca 2 żetony do puli i dostaje z powrotem 2 żetony za 1 asa.');
    assert.equal(down(2), 'Anna nie może bić i wykłada asa pik i trójkę trefl, wpłaca 2 żetony do puli i dostaje z powrotem 4 żetony za 2 asy.');
    assert.equal(down(5), 'Anna nie może bić i wykłada asa pik i trójkę trefl, wpłaca 2 żetony do puli i dostaje z powrotem 10 żetonów za 5 asów.');
    const forced = papillonPl.queries.forcedLayDown({ cards: f.list(['AC', '5C']), count: 2, paid: 2, aces: 1, back: 2, net: 0, finalRound: false });
    assert.match(forced, / i dostajesz z powrotem 2 żetony za 1 asa: razem /);
  });

  it('P39: the end of a deal, with a single space where nobody\'s win was said already', () => {
    const balances = [{ who: me, balance: 45 }, { who: anna, balance: 39 }];
    assert.equal(e.dealOver({ deal: 1, deals: 3, winner: null, balances, pot: 31, piles: null, nobodySaid: true, nextKey: true }), 'Koniec rozdania 1 z 3. Żetony: ty 45, Anna 39. Pula: 31. N zaczyna następne rozdanie.');
    assert.equal(e.dealOver({ deal: 1, deals: 3, winner: null, balances, pot: 31, piles: null }), 'Koniec rozdania 1 z 3. Nikt nie wygrywa rozdania. Żetony: ty 45, Anna 39. Pula: 31.');
    assert.equal(e.dealOver({ deal: 2, deals: 3, winner: me, balances, pot: 0, piles: null }), 'Koniec rozdania 2 z 3. Rozdanie wygrywa: ty. Żetony: ty 45, Anna 39. Pula: 0.');
  });
});
