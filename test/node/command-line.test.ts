import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { legalMoves, view } from '../../src/games/papillon/index.js';
import { parseCommand, type ParseResult } from '../../src/games/papillon/command-line.js';
import { papillonMessages } from '../../src/games/papillon/texts.js';
import { type Locale } from '../../src/i18n/locale.js';
import { state } from './support/papillon.js';

/** My turn (seat 0 of three), my hand and the table as given; the others hold one card each. */
const position = (hand: string[], table: string[]) => state({ hands: [hand, ['2C'], ['2D']], table, stock: ['JD'], pot: 3 });

// EX-P-1: table A♣ 4♦ 5♥ 9♠ K♦ 3♣ 7♥, hand 10♠ 5♠ Q♥; plus a 6♣ so that "10 takes 4 6" exists.
const s = position(['10S', '5S', 'QH'], ['AC', '4D', '5H', '9S', 'KD', '3C', '7H', '6C']);
const ctx = { legalMoves: legalMoves(s), view: view(s, 0) };
const parse = (input: string, locale: Locale = 'de') => parseCommand(input, locale, ctx);
const move = (r: ParseResult) => {
  assert.equal(r.kind, 'move', r.kind === 'error' ? r.message() : r.kind);
  return r.kind === 'move' ? r.move : null;
};
const sameTake = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();

describe('command line', () => {
  it('queries and actions in both languages, case, spaces and "/" tolerated', () => {
    const q = (input: string) => {
      const r = parse(input);
      return r.kind === 'query' ? r.query : r.kind === 'action' ? r.action : r.kind;
    };
    assert.equal(q('tisch'), 'table');
    assert.equal(q('  TABLE '), 'table');
    assert.equal(q('/hand'), 'hand');
    assert.equal(q('Status'), 'status');
    assert.equal(q('hilfe'), 'help');
    assert.equal(q('/help'), 'help');
    assert.equal(q('regeln'), 'rules');
    assert.equal(q('Rules'), 'rules');
    assert.equal(q('züge'), 'captures');
    assert.equal(q('log'), 'log');
    assert.equal(q('tipp'), 'hint');
    assert.equal(q('hint'), 'hint');
    assert.equal(q('wiederholen'), 'repeat');
    assert.equal(q('neue partie'), 'newGame');
    assert.equal(q('settings'), 'settings');
  });

  it('"10 nimmt 4 6" and "10 takes 4 6" give the one matching capture', () => {
    for (const [input, locale] of [['10 nimmt 4 6', 'de'], ['10 takes 4 6', 'en'], ['10 takes 4 6', 'de'], ['/10 : 4 6', 'en']] as const) {
      const m = move(parse(input, locale));
      assert.ok(m && m.type === 'capture' && m.card === '10S' && sameTake(m.take, ['4D', '6C']));
    }
  });

  it('suits as words, "of", and compact tokens in both notations', () => {
    for (const input of ['pik 10 nimmt karo 4 und kreuz 6', 'ten of spades takes four of diamonds and six of clubs', 'Pik Zehn nimmt Karo Vier und Kreuz Sechs', '10s takes 4d 6c', 'p10 nimmt r4 k6', '10♠ takes 4♦ 6♣']) {
      const m = move(parse(input));
      assert.ok(m && m.type === 'capture' && m.card === '10S' && sameTake(m.take, ['4D', '6C']), input);
    }
    const q = move(parse('dame nimmt ass 4 7'));
    assert.ok(q && q.type === 'capture' && q.card === 'QH' && sameTake(q.take, ['AC', '4D', '7H']));
    const q2 = move(parse('queen takes a 4 7', 'en'));
    assert.ok(q2 && q2.type === 'capture' && q2.card === 'QH');
    const q3 = move(parse('12 nimmt 1 4 7'));
    assert.ok(q3 && q3.type === 'capture' && q3.card === 'QH');
  });

  it('a card alone: its only capture, or the candidates when there are several', () => {
    const r = parse('10');
    assert.equal(r.kind, 'ambiguous');
    if (r.kind === 'ambiguous') {
      assert.ok(r.candidates.length >= 3);
      for (const m of r.candidates) assert.ok(m.type === 'capture' && m.card === '10S');
    }
    const t = parse('5 nimmt 5');
    const m = move(t);
    assert.ok(m && m.type === 'capture' && sameTake(m.take, ['5H']));
    const five = parse('pik 5');
    assert.equal(five.kind, 'ambiguous');
  });

  it('never guesses: a rank on the table twice gives the candidates', () => {
    const s2 = position(['8S', 'KS'], ['4D', '4H', '3C', '5C']);
    const ctx2 = { legalMoves: legalMoves(s2), view: view(s2, 0) };
    const r = parseCommand('8 nimmt 4 4', 'de', ctx2);
    assert.equal(r.kind, 'move');
    const r2 = parseCommand('8 nimmt 4', 'de', ctx2);
    assert.equal(r2.kind, 'error');
    const r3 = parseCommand('8 nimmt 5 3', 'de', ctx2);
    assert.equal(r3.kind, 'move');
    const s3 = position(['7S'], ['4D', '4H', '3C', '9C']);
    const r4 = parseCommand('7 nimmt 4 3', 'en', { legalMoves: legalMoves(s3), view: view(s3, 0) });
    assert.equal(r4.kind, 'ambiguous');
    if (r4.kind === 'ambiguous') assert.equal(r4.candidates.length, 2);
  });

  it('bad input gets an error code and a message in both languages', () => {
    const err = (input: string, locale: Locale = 'de') => {
      const r = parse(input, locale);
      assert.equal(r.kind, 'error', input);
      return r.kind === 'error' ? r : null!;
    };
    assert.equal(err('').code, 'empty');
    assert.equal(err('blubber').code, 'unknownWord');
    assert.equal(err('blubber').message(), '„blubber“ verstehe ich nicht. Tippe Hilfe für die Liste der Befehle.');
    assert.equal(err('blubber').message(papillonMessages('en')), 'I do not understand "blubber". Type help for the list of commands.');
    assert.equal(err('herz 14').code, 'badCard');
    assert.equal(err('7').code, 'notInHand');
    assert.equal(err('7').message(), 'Eine Sieben hast du nicht auf der Hand.');
    assert.equal(err('bube').message(), 'Einen Buben hast du nicht auf der Hand.');
    assert.equal(err('jack', 'en').message(), 'A jack is not in your hand.');
    assert.equal(err('karo 10').message(), 'Karo Zehn hast du nicht auf der Hand.');
    assert.equal(err('auflegen').code, 'mustCapture');
    assert.equal(err('10 nimmt 4 5').code, 'illegal');
    assert.equal(err('10 nimmt karo 4 und herz 5').message(), 'Diese Karten ergeben zusammen 9, nicht 10.');
    assert.equal(err('dame nimmt karo könig').message(), 'Der Karo König auf dem Tisch kann nur mit einem König genommen werden.');
    assert.equal(err('10 nimmt pik 4').message(), 'Nicht auf dem Tisch: Pik Vier.');
  });

  it('lay down only when it is the only move; nothing when it is not my turn', () => {
    const s4 = position(['3S', 'AH', 'QD'], ['KC', '9D']);
    const ctx4 = { legalMoves: legalMoves(s4), view: view(s4, 0) };
    const r = parseCommand('lay down', 'en', ctx4);
    assert.deepEqual(r, { kind: 'action', action: 'layDown' });
    const r2 = parseCommand('3', 'de', ctx4);
    assert.equal(r2.kind, 'error');
    if (r2.kind === 'error') {
      assert.equal(r2.code, 'mustLayDown');
      assert.equal(r2.message(), 'Du kannst nichts nehmen und musst auflegen. Tippe auflegen.');
    }
    const r3 = parseCommand('10', 'de', { legalMoves: [], view: view(s, 1) });
    assert.equal(r3.kind, 'error');
    if (r3.kind === 'error') assert.equal(r3.code, 'notYourTurn');
    assert.equal(parseCommand('tisch', 'de', { legalMoves: [], view: null }).kind, 'query');
  });
});
