import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  doppelhausenPosition,
  halberMondPosition,
  legalMoves,
  newGame,
  sternPosition,
  type PatienceState,
} from '../../src/games/patience/index.js';
import { parsePatienceCommand, type PatienceParseResult } from '../../src/games/patience/command-line.js';
import { placesOf } from '../../src/games/patience/places.js';
import type { Locale } from '../../src/i18n/index.js';
import { patienceMessages } from '../../src/games/patience/texts.js';

function parse(text: string, s: PatienceState, locale: Locale = 'de', interactive = true): PatienceParseResult {
  const places = placesOf(s, { messages: patienceMessages(locale), style: 'long', pack: 'french' });
  return parsePatienceCommand(text, locale, { game: s.game, places, legalMoves: legalMoves(s), interactive });
}

// EX-HM-1: foundations ♠K-foundation at Q♠, ♠A-foundation at 3♠; exactly 8 legal card moves.
const hm = halberMondPosition({
  piles: [['9C', '5D', 'JS'], ['7H', '4S'], ['2C', '5S'], ['AH'], ['8D', 'KH']],
  foundations: { C: { K: [], A: [] }, D: { K: [], A: [] }, H: { K: [], A: [] }, S: { K: ['KS', 'QS'], A: ['AS', '2S', '3S'] } },
});

describe('patience command line (de/en)', () => {
  it('"4 auf 7" / "2 to 3": a heap onto a heap', () => {
    for (const [text, locale] of [['2 auf 3', 'de'], ['2 to 3', 'en'], ['häufchen 2 auf häufchen 3', 'de'], ['heap 2 onto heap 3', 'en'], ['2 3', 'en'], ['/2 -> 3', 'de']] as const) {
      const r = parse(text, hm, locale);
      assert.equal(r.kind, 'move', text);
      if (r.kind === 'move') assert.deepEqual(r.move, { type: 'toPile', from: 2, to: 3, card: '4S', onto: '5S' });
    }
  });

  it('a heap to "ablage"/"foundation": the legal moves decide which foundation', () => {
    for (const [text, locale] of [['1 auf ablage', 'de'], ['1 to foundation', 'en'], ['1 auf pik vom könig abwärts', 'de'], ['1 to spades down from king', 'en']] as const) {
      const r = parse(text, hm, locale);
      assert.equal(r.kind, 'move', text);
      if (r.kind === 'move') assert.deepEqual(r.move, { type: 'toFoundation', pile: 1, card: 'JS', suit: 'S', foundation: 'K' });
    }
  });

  it('a heap alone: its only move, or the candidates when it has several', () => {
    const one = parse('1', hm);
    assert.equal(one.kind, 'move');
    const several = parse('4', hm); // A♥: to its A-foundation or onto K♥
    assert.equal(several.kind, 'ambiguous');
    if (several.kind === 'ambiguous') assert.equal(several.candidates.length, 2);
  });

  it('impossible and unknown: explained, never guessed', () => {
    const r = parse('1 auf 2', hm);
    assert.equal(r.kind, 'error');
    if (r.kind === 'error') {
      assert.equal(r.code, 'noMatch');
      assert.equal(r.message(), 'Von Häufchen 1 nach Häufchen 2 geht nicht.');
      assert.equal(r.message(patienceMessages('en')), 'Cannot move from Häufchen 1 to Häufchen 2.');
    }
    const unknownPlace = parse('1 to 99', hm, 'en');
    assert.equal(unknownPlace.kind === 'error' && unknownPlace.code, 'unknownPlace');
    if (unknownPlace.kind === 'error') assert.equal(unknownPlace.message(), 'No such pile: "99".');
    const word = parse('blabla', hm, 'de');
    assert.equal(word.kind === 'error' && word.code, 'unknownWord');
    const empty = parse('   ', hm, 'en');
    assert.equal(empty.kind === 'error' && empty.code, 'empty');
    // Connectors alone name no place: a clear answer, never a crash.
    for (const text of ['->', ',', '+', ' -> ']) {
      const r = parse(text, hm, 'en');
      assert.equal(r.kind === 'error' && r.code, 'unknownWord', text);
      if (r.kind === 'error') assert.ok(r.message().length > 0);
    }
  });

  it('words for stepping, running, undo, redo and the queries, in both languages', () => {
    const cases: [string, string, string][] = [
      ['zug', 'action', 'step'], ['step', 'action', 'step'], ['weiter', 'action', 'step'],
      ['alle', 'action', 'run'], ['run', 'action', 'run'], ['stopp', 'action', 'stop'],
      ['rückgängig', 'action', 'undo'], ['undo', 'action', 'undo'], ['wiederherstellen', 'action', 'redo'], ['redo', 'action', 'redo'],
      ['tipp', 'action', 'hint'], ['hint', 'action', 'hint'], ['stufe beenden', 'action', 'endStage'], ['end stage', 'action', 'endStage'],
      ['neues spiel', 'action', 'newGame'], ['new game', 'action', 'newGame'],
      ['stand', 'query', 'status'], ['stock', 'query', 'status'], ['ablagen', 'query', 'foundations'], ['foundations', 'query', 'foundations'],
      ['züge', 'query', 'moves'], ['moves', 'query', 'moves'], ['tisch', 'query', 'table'], ['hilfe', 'query', 'help'], ['RULES', 'query', 'rules'],
    ];
    for (const [text, kind, what] of cases) {
      const r = parse(text, hm);
      assert.equal(r.kind, kind, text);
      assert.equal(r.kind === 'action' ? r.action : r.kind === 'query' ? r.query : null, what, text);
    }
  });

  it('Doppelhausen: a pair by pile numbers or names, in either order', () => {
    const s = doppelhausenPosition({ piles: { leftStock: ['3C', '8S'], rightStock: ['4D', '8H'], leftWaste: [], rightWaste: [], reserve: [] } });
    for (const text of ['2 und 3', '3 and 2', 'linker stapel und rechter stapel', 'right stock with left stock']) {
      const r = parse(text, s, 'de');
      assert.equal(r.kind, 'move', text);
      if (r.kind === 'move') assert.equal(r.move.type, 'pair');
    }
  });

  it('Der Stern: the card just turned into a corner, by "ecke 2" / "corner 2" / "waste to 2"', () => {
    const s = sternPosition({ arms: { C: [], D: [], H: [], S: ['2S', '3S', '4S'] }, waste: ['6S'], hand: ['5S', '9D'], justTurned: true });
    for (const [text, locale] of [['ecke 2', 'de'], ['corner 2', 'en'], ['talon auf 2', 'de'], ['waste to corner 2', 'en']] as const) {
      const r = parse(text, s, locale);
      assert.equal(r.kind, 'move', text);
      if (r.kind === 'move') assert.deepEqual(r.move, { type: 'corner', corner: 2, card: '6S' });
    }
  });

  it('watch-and-step games: moves are refused with a hint to step', () => {
    const s = newGame('elf', 7);
    const r = parse('1 auf 2', s, 'de', false);
    assert.equal(r.kind === 'error' && r.code, 'notInteractive');
    if (r.kind === 'error') assert.match(r.message(), /„zug“ oder „alle“/);
    assert.equal(parse('zug', s, 'de', false).kind, 'action');
  });
});
