import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { papillonMessages } from '../../src/games/papillon/texts.js';
import { describeHint, type DescribeContext } from '../../src/games/papillon/describe.js';
import { fromPosition, legalMoves, view, type PapillonPosition } from '../../src/games/papillon/index.js';
import { createBot } from '../../src/games/papillon/bots/index.js';
import { type Locale } from '../../src/i18n/locale.js';

function position(hand: string[], table: string[], others: string[][]): PapillonPosition {
  return {
    options: { players: 3 }, dealer: 2, toMove: 0, hands: [hand, ...others], table, stock: ['QC', 'KH', '8S', '2H', '5D', '7C'],
    piles: [[], [], []], balances: [49, 49, 49], pot: 3, finalRound: false, lastCapturer: null, lastToLayDown: null,
    winner: null, blaetterCarry: 0, dealsPlayed: 0, phase: 'play',
  };
}

function hint(pos: PapillonPosition, locale: Locale) {
  const s = fromPosition(pos, 1);
  const d = createBot('strong').decide(view(s, 0), legalMoves(s), { seed: 1, budget: { iterations: 600 } });
  const ctx: DescribeContext = { messages: papillonMessages(locale), me: 0, names: ['Du', 'Anna', 'Ben'], verbosity: 'normal', cardNames: 'long', pack: 'french', payments: 'each', view: view(s, 0) };
  return { move: d.move, text: describeHint(d.move, d.explanation, ctx) };
}

describe('the hint says the move and why, from the strong player\'s search (issue 4)', () => {
  it('EX-P-2-like: the pure aces, and that it leaves Anna nothing to take (en)', () => {
    const { move, text } = hint(position(['AD', '2C', '7S'], ['AS', 'AH', '6C', 'JD'], [['3D', '4H', '9C'], ['6S', '8C', '9H']]), 'en');
    assert.deepEqual(move.type === 'capture' && [move.card, [...move.take].sort()], ['2C', ['AH', 'AS']]);
    assert.match(text, /^Hint: Two of clubs takes ace of hearts and ace of spades: 2 pure aces, plus 8\./);
    assert.match(text, /leaves Anna no ace and no sum to take/);
    assert.match(text, /counters? better than the next best move/);
  });

  it('EX-P-7-like: the Sautenelle empties the table, so the next player must lay down (de)', () => {
    const { text } = hint(position(['10H', '4C', 'AC'], ['4S', '6D'], [['3D', '4H', '9C'], ['6S', '8C', '9H']]), 'de');
    assert.match(text, /^Tipp: Herz Zehn nimmt (Pik Vier und Karo Sechs|Karo Sechs und Pik Vier): Sautenelle, plus 2\./);
    assert.match(text, /Der Tisch ist danach leer/);
  });

  it('names the sums it leaves for the next player, with no suit symbol or token', () => {
    const { text } = hint(position(['10S', '5S', 'QH'], ['AC', '4D', '5H', '9S', 'KD', '3C', '7H'], [['2C', '3D', '4H'], ['6S', '8C', '9H']]), 'de');
    assert.match(text, /^Tipp: /);
    assert.doesNotMatch(text, /[♣♦♥♠]|\b(?:10|[2-9AJQK])[CDHS]\b/);
  });
});
