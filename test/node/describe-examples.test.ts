import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyMove,
  captureFeats,
  fromPosition,
  legalMoves,
  view,
  type PapillonMove,
  type PapillonOptions,
  type PapillonState,
} from '../../src/games/papillon/index.js';
import {
  describeCapture,
  describeEvents,
  describeForcedLayDown,
  describeStatus,
  describeTable,
  describeViolation,
  describeNoCapture,
  yourTurn,
  type DescribeContext,
} from '../../src/games/papillon/describe.js';
import { papillonMessages } from '../../src/games/papillon/texts.js';
import { type Locale } from '../../src/i18n/locale.js';

function position(o: { options?: Partial<PapillonOptions>; players?: 3 | 4; toMove: number; hands: string[][]; table: string[]; stock?: string[]; finalRound?: boolean; dealer?: number }): PapillonState {
  const n = o.players ?? 3;
  return fromPosition({
    options: { players: n, ...o.options },
    dealer: o.dealer ?? n - 1,
    toMove: o.toMove,
    hands: o.hands,
    table: o.table,
    stock: o.stock ?? ['2H', '3H', '4H', '6H', '9H', 'JD'],
    piles: Array.from({ length: n }, () => []),
    balances: Array.from({ length: n }, () => 50),
    pot: 3,
    finalRound: o.finalRound ?? false,
    lastCapturer: null,
    lastToLayDown: null,
    winner: null,
    blaetterCarry: 0,
    dealsPlayed: 0,
    phase: 'play',
  });
}

function ctx(locale: Locale, me: number, names: string[], over: Partial<DescribeContext> = {}): DescribeContext {
  return { messages: papillonMessages(locale), me, names, verbosity: 'normal', cardNames: 'long', pack: 'french', payments: 'total', ...over };
}

const capture = (card: string, take: string[]): PapillonMove => ({ type: 'capture', card, take });

describe('describer: worked examples of papillon.md', () => {
  // EX-P-1: table A♣ 4♦ 5♥ 9♠ K♦ 3♣ 7♥, hand 10♠ 5♠ Q♥ (3 players).
  const ex1 = position({ toMove: 0, hands: [['10S', '5S', 'QH'], ['2C'], ['2D']], table: ['AC', '4D', '5H', '9S', 'KD', '3C', '7H'] });

  it('EX-P-1: the nine choices with feats and gains, in both languages', () => {
    const v = view(ex1, 0);
    const moves = legalMoves(ex1);
    assert.equal(moves.length, 9);
    const say = (locale: Locale, m: PapillonMove) =>
      m.type === 'capture' ? describeCapture(m, captureFeats(m.card, m.take, v.table.length, v.finalRound, v.rules), ctx(locale, 0, ['Lea', 'Anna', 'Bert'])) : '';
    assert.equal(say('de', capture('10S', ['AC', '9S'])), 'Nimmt Kreuz Ass und Pik Neun: 1 Ass, plus 2');
    assert.equal(say('de', capture('10S', ['3C', '7H'])), 'Nimmt Kreuz Drei und Herz Sieben');
    assert.equal(say('de', capture('10S', ['AC', '4D', '5H'])), 'Nimmt Kreuz Ass, Karo Vier und Herz Fünf: 1 Ass und Klein-Papillon, plus 4');
    assert.equal(say('de', capture('QH', ['AC', '4D', '7H'])), 'Nimmt Kreuz Ass, Karo Vier und Herz Sieben: 1 Ass und Haneton, plus 4');
    assert.equal(say('de', capture('QH', ['4D', '5H', '3C'])), 'Nimmt Kreuz Drei, Karo Vier und Herz Fünf: Haneton, plus 2');
    assert.equal(say('en', capture('10S', ['AC', '9S'])), 'Takes ace of clubs and nine of spades: 1 ace, plus 2');
    assert.equal(say('en', capture('10S', ['AC', '4D', '5H'])), 'Takes ace of clubs, four of diamonds, and five of hearts: 1 ace and Klein-Papillon, plus 4');
    const withCard = describeCapture(capture('10S', ['AC', '9S']), captureFeats('10S', ['AC', '9S'], 7, false, v.rules), ctx('de', 0, ['Lea', 'Anna', 'Bert']), true);
    assert.equal(withCard, 'Pik Zehn nimmt Kreuz Ass und Pik Neun: 1 Ass, plus 2');
  });

  it('EX-P-1: the table read sorted, with count and numeral total', () => {
    const v = view(ex1, 0);
    assert.equal(
      describeTable(v, ctx('de', 0, ['Lea', 'Anna', 'Bert'])),
      'Tisch, 7 Karten, Summe der Zahlenkarten 29: Kreuz Ass, Kreuz Drei, Karo Vier, Herz Fünf, Herz Sieben, Pik Neun und Karo König.',
    );
    assert.match(describeTable(v, ctx('en', 0, ['Lea', 'Anna', 'Bert'])), /^Table, 7 cards, numeral total 29: ace of clubs, three of clubs/);
  });

  it('EX-P-1: illegal captures are explained with the rule, in words', () => {
    const de = ctx('de', 0, ['Lea', 'Anna', 'Bert']);
    const en = ctx('en', 0, ['Lea', 'Anna', 'Bert']);
    const tryMove = (m: PapillonMove) => {
      const r = applyMove(ex1, m);
      assert.equal(r.ok, false);
      return r.ok ? null : r.violation;
    };
    const twoGroups = tryMove(capture('10S', ['AC', '9S', '3C', '7H']))!;
    assert.equal(describeViolation(twoGroups, de), 'Pik Zehn darf nur eine Gruppe von Karten mit der Summe 10 nehmen, nicht mehrere.');
    const equalPlusSum = tryMove(capture('5S', ['5H', 'AC', '4D']))!;
    assert.equal(describeViolation(equalPlusSum, de), 'Mit einer Fünf nimmst du nur eine Fünf, nie zwei und nie zusammen mit einer Summe.');
    const king = tryMove(capture('QH', ['KD']))!;
    assert.equal(describeViolation(king, de), 'Die Karo König auf dem Tisch kann nur mit einem König genommen werden.'.replace('Die Karo König', 'Der Karo König'));
    assert.equal(describeViolation(king, en), 'The king of diamonds on the table can only be taken by a king.');
    const kingInSum = tryMove(capture('QH', ['KD', '3C']))!;
    assert.match(describeViolation(kingInSum, de), /^Der Karo König auf dem Tisch ist nie Teil einer Summe: Ein König auf dem Tisch kann nur mit einem König genommen werden\.$/);
    const sum = tryMove(capture('10S', ['AC', '4D']))!;
    assert.equal(describeViolation(sum, de), 'Diese Karten ergeben zusammen 5, nicht 10.');
    assert.equal(describeViolation(sum, { ...de, verbosity: 'detailed' }), 'Diese Karten ergeben zusammen 5, nicht 10. (Regel P19)');
    const layDown = tryMove({ type: 'layDown' })!;
    assert.equal(describeViolation(layDown, de), 'Du kannst nehmen, also darfst du nicht auflegen: Nehmen ist Pflicht.');
    const mismatch = tryMove(capture('5S', ['7H']))!;
    assert.equal(describeViolation(mismatch, de), 'Mit Pik Fünf kannst du eine einzelne Karte nur nehmen, wenn sie auch eine Fünf ist, und Herz Sieben ist keine Fünf.');
    const notInHand = tryMove(capture('2H', ['AC']))!;
    assert.equal(describeViolation(notInHand, de), 'Herz Zwei hast du nicht auf der Hand.');
    assert.equal(describeViolation({ rule: 'P22', code: 'faceOnlyByEqual', details: { card: '10S', take: ['QC'] } }, de), 'Die Kreuz Dame auf dem Tisch kann nur mit einer Dame genommen werden.');
    assert.equal(describeViolation({ rule: 'P22', code: 'faceOnlyByEqual', details: { card: '10S', take: ['JC'] } }, de), 'Der Kreuz Bube auf dem Tisch kann nur mit einem Buben genommen werden.');
    assert.equal(describeViolation({ rule: 'P48', code: 'notYourTurn', details: { player: 1 } }, de), 'Du bist nicht am Zug, Anna ist dran.');
  });

  it('EX-P-4: forced lay-down with an ace, and what it costs', () => {
    const s = position({ toMove: 0, hands: [['3S', 'AH', 'QD'], ['4C'], ['2D']], table: ['KC', '9D'] });
    const v = view(s, 0);
    assert.deepEqual(legalMoves(s), [{ type: 'layDown' }]);
    assert.equal(
      describeForcedLayDown(v, ctx('de', 0, ['Lea', 'Anna', 'Bert'])),
      'Du kannst nicht nehmen und musst alle 3 Karten auflegen: Herz Ass, Pik Drei und Karo Dame. Du zahlst 3 Zählsteine in den Behälter und bekommst 2 Zählsteine für 1 Ass zurück: zusammen minus 1.',
    );
    assert.equal(
      describeForcedLayDown(v, ctx('en', 0, ['Lea', 'Anna', 'Bert'])),
      'You cannot take and must lay down all 3 cards: ace of hearts, three of spades, and queen of diamonds. You pay 3 counters into the pot and get 2 counters back for 1 ace: minus 1 in all.',
    );
    assert.equal(yourTurn(v, ctx('de', 0, ['Lea', 'Anna', 'Bert'])), 'Du bist am Zug. Du kannst nicht nehmen und musst auflegen.');
    // The lay-down as an opponent's turn, seen by seat 1.
    const r = applyMove(s, { type: 'layDown' });
    assert.ok(r.ok);
    const texts = describeEvents(r.events, ctx('de', 1, ['Lea', 'Anna', 'Bert'], { payments: 'total' })).map((a) => a.text);
    assert.equal(texts[0], 'Lea kann nicht nehmen und legt Herz Ass, Pik Drei und Karo Dame auf, zahlt 3 Zählsteine in den Behälter und bekommt 2 Zählsteine für 1 Ass zurück.');
    const en = describeEvents(r.events, ctx('en', 0, ['Lea', 'Anna', 'Bert'])).map((a) => a.text);
    assert.equal(en[0], 'You cannot take and lay down ace of hearts, three of spades, and queen of diamonds, pay 3 counters into the pot and get 2 counters back for 1 ace.');
  });

  it('EX-P-7: Sautenelle with 4 players, one sentence with the payments', () => {
    // Turn order P1, P2, P3, D = seats 0, 1, 2, 3; P2 (seat 1) to act.
    const s = position({ players: 4, dealer: 3, toMove: 1, hands: [['5C'], ['10H', '4C', 'AC'], ['7C', 'AD'], ['8H']], table: ['4S', '6D'] });
    const r = applyMove(s, capture('10H', ['4S', '6D']));
    assert.ok(r.ok);
    const names = ['Lea', 'Anna', 'Bert', 'Clara'];
    const de = describeEvents(r.events, ctx('de', 0, names, { payments: 'total' }));
    assert.equal(de[0]!.text, 'Anna spielt Herz Zehn und nimmt Pik Vier und Karo Sechs: Sautenelle, Anna bekommt 3 Zählsteine.');
    assert.equal(de[0]!.earcon, 'sweep');
    const each = describeEvents(r.events, ctx('de', 0, names, { payments: 'each' }));
    assert.equal(each[0]!.text, 'Anna spielt Herz Zehn und nimmt Pik Vier und Karo Sechs: Sautenelle, Anna bekommt je 1 Zählstein von Bert, Clara und dir.');
    const en = describeEvents(r.events, ctx('en', 1, names, { payments: 'total' }));
    assert.equal(en[0]!.text, 'You play ten of hearts and take four of spades and six of diamonds: Sautenelle, you get 3 counters.');
    const off = describeEvents(r.events, ctx('de', 0, names, { payments: 'off' }));
    assert.equal(off[0]!.text, 'Anna spielt Herz Zehn und nimmt Pik Vier und Karo Sechs: Sautenelle.');
    const brief = describeEvents(r.events, ctx('de', 0, names, { verbosity: 'brief', payments: 'total' }));
    assert.equal(brief[0]!.text, 'Anna: Herz Zehn nimmt Pik Vier und Karo Sechs. Sautenelle, plus 3.');
    // P3 must now lay down both cards: pays 2, gets 1 from each of 3 others for the ace.
    const r2 = applyMove(r.state, { type: 'layDown' });
    assert.ok(r2.ok);
    assert.equal(
      describeEvents(r2.events, ctx('de', 0, names))[0]!.text,
      'Bert kann nicht nehmen und legt Karo Ass und Kreuz Sieben auf, zahlt 2 Zählsteine in den Behälter und bekommt 3 Zählsteine für 1 Ass zurück.',
    );
  });

  it('the experience.md example: "Anna spielt Herz Zehn und nimmt Kreuz Ass, Karo Vier und Herz Fünf …"', () => {
    const s = position({ toMove: 1, hands: [['2C'], ['10H', '2S'], ['3D']], table: ['AC', '4D', '5H', '9S', 'KD'] });
    const r = applyMove(s, capture('10H', ['AC', '4D', '5H']));
    assert.ok(r.ok);
    const text = describeEvents(r.events, ctx('de', 0, ['Lea', 'Anna', 'Bert']))[0]!.text;
    assert.equal(text, 'Anna spielt Herz Zehn und nimmt Kreuz Ass, Karo Vier und Herz Fünf: 1 Ass und Klein-Papillon, Anna bekommt 4 Zählsteine.');
  });

  it('EX-P-8 in the final round: pure aces without Klein-Papillon', () => {
    const s = position({ players: 4, dealer: 3, toMove: 0, finalRound: true, stock: [], hands: [['3S', '9C'], ['2C'], ['2D'], ['5D']], table: ['AS', 'AH', 'AD', '8C'] });
    const r = applyMove(s, capture('3S', ['AS', 'AH', 'AD']));
    assert.ok(r.ok);
    assert.equal(describeEvents(r.events, ctx('en', 0, ['Lea', 'Anna', 'Bert', 'Clara']))[0]!.text, 'You play three of spades and take ace of diamonds, ace of hearts, and ace of spades: 3 pure aces, you get 18 counters.');
  });

  it('status, no-capture reason and the number pack', () => {
    const v = view(ex1, 0);
    const st = describeStatus(v, ctx('de', 0, ['Lea', 'Anna', 'Bert']));
    assert.match(st, /Du bist am Zug\./);
    assert.match(st, /Reihenfolge: du, Anna, Bert\./);
    assert.match(st, /Geber: Bert\./);
    assert.match(st, /Im Behälter: 3 Zählsteine\./);
    assert.match(st, /Im Talon: 6 Karten\./);
    assert.match(st, /Regeln: Braillespiel\./);
    assert.equal(
      describeNoCapture('2C', v, ctx('de', 0, ['Lea', 'Anna', 'Bert'])),
      'Mit Kreuz Zwei kannst du nichts nehmen: Auf dem Tisch liegt keine Zwei und keine Gruppe von Karten mit der Summe 2.',
    );
    assert.equal(
      describeTable(v, ctx('de', 0, ['Lea', 'Anna', 'Bert'], { pack: 'numbers' })),
      'Tisch, 7 Karten, Summe der Zahlenkarten 29: Grün Eins, Grün Drei, Blau Vier, Rot Fünf, Rot Sieben, Gelb Neun und Blau Dreizehn.',
    );
  });
});
