/** One or more tests per rule, variant and project decision of hundertspiel.md that the examples do not name. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  cardPoints,
  legalMoves,
  newSession,
  newSessionWithEvents,
  nextDeal,
  PACK,
  partyOf,
  rankOf,
  strengthOf,
  suitOf,
  view,
  winnerIndex,
  type HundertspielOptions,
  type HundertspielState,
} from '../../src/games/hundertspiel/index.js';
import { E, eventsOf, EW, moveKey, N, NS, PASS, paymentNet, play, plays, refused, run, S, state, W } from './support/hundertspiel.js';

const over = (s: HundertspielState): HundertspielState => ({ ...s, phase: 'dealOver', toMove: null });

describe('Hundertspiel rules: cards, seats, dealing (H1–H10)', () => {
  it('H1: 36 Trappola cards, each once; H3: 72 card points (A 6, K 5, N 4, J 3); H9: 9 each, no stock', () => {
    const s = newSession({ players: 4 }, 'h1');
    const all = [...s.hands.flat(), ...s.scat];
    assert.equal(all.length, 36);
    assert.equal(new Set(all).size, 36);
    assert.equal(cardPoints(PACK), 72);
    assert.deepEqual(['A', 'K', 'N', 'J', '10', 'Do'].map((r) => cardPoints([`Sw-${r}`])), [6, 5, 4, 3, 0, 0]);
    assert.deepEqual(s.hands.map((h) => h.length), [9, 9, 9, 9]);
  });

  it('H2: trick order A > K > N > J > 10 > 9 > 8 > 7 > Do; a trump Do beats any non-trump, loses to any other trump (H21)', () => {
    const order = ['A', 'K', 'N', 'J', '10', '9', '8', '7', 'Do'];
    for (let i = 1; i < order.length; i++) assert.ok(strengthOf(`Cu-${order[i - 1]}`) > strengthOf(`Cu-${order[i]}`));
    const t = (...cards: string[]) => winnerIndex(cards.map((card, seat) => ({ seat, card })), 'Ba');
    assert.equal(t('Cu-A', 'Ba-Do', 'Cu-K', 'Sw-A'), 1);
    assert.equal(t('Cu-A', 'Ba-Do', 'Ba-7', 'Sw-A'), 2);
    assert.equal(t('Cu-9', 'Sw-A', 'Co-A', 'Cu-7'), 0, 'a card of another non-trump suit never wins');
  });

  it('H4, H31: four players in two fixed partnerships opposite each other, sharing one score; five players are refused', () => {
    const s = newSession({ players: 4 }, 'h4');
    assert.deepEqual([0, 1, 2, 3].map((seat) => partyOf(s.rules, seat)), [0, 1, 0, 1]);
    assert.equal(s.scores.length, 2);
    assert.throws(() => newSession({ players: 5 as 4 }, 'x'), /players must be 3 or 4/);
  });

  it('H5, H6, PD-H-1: the draw: four suits, four ranks, the two higher cards are partners, the lowest deals; trump = the dealer\'s suit', () => {
    for (let seed = 0; seed < 200; seed++) {
      const { state: s, events } = newSessionWithEvents({ players: 4 }, seed);
      assert.equal(new Set(s.drawn.map(suitOf)).size, 4);
      assert.equal(new Set(s.drawn.map(rankOf)).size, 4);
      const byStrength = [0, 1, 2, 3].sort((a, b) => strengthOf(s.drawn[b]!) - strengthOf(s.drawn[a]!));
      assert.equal(byStrength[0]! % 2, byStrength[1]! % 2, 'the two higher cards sit opposite');
      assert.equal(s.dealer, byStrength[3]);
      assert.equal(s.trump, suitOf(s.drawn[s.dealer]!));
      assert.equal(eventsOf(events, 'dealStart')[0]!.trump, s.trump);
    }
  });

  it('H7: clockwise: Vorhand (dealer + 1) opens the announcement phase and leads the first trick', () => {
    for (const seed of ['h7', 'h7b', 'h7c', 'h7d']) {
      const s = newSession({ players: 4 }, seed);
      const vorhand = (s.dealer + 1) % 4;
      assert.equal(s.toMove, vorhand);
      assert.equal(s.phase, 'announce');
      // Everybody passes in turn, clockwise from Vorhand; then Vorhand leads the first trick.
      let t = s;
      for (let i = 0; i < 4; i++) {
        assert.equal(t.toMove, (vorhand + i) % 4);
        t = run(t, [PASS]).state;
      }
      assert.equal(t.phase, 'play');
      assert.equal(t.toMove, vorhand);
      assert.equal(t.tricks.length + t.trick.length, 0);
    }
  });

  it('H8, PD-H-2: the deal passes to the left; H6: each deal\'s trump is the new dealer\'s drawn suit', () => {
    let s = newSession({ players: 4 }, 'h8');
    for (let i = 0; i < 5; i++) {
      const n = nextDeal(over(s));
      assert.equal(n.dealer, (s.dealer + 1) % 4);
      assert.equal(n.trump, suitOf(n.drawn[n.dealer]!));
      s = n;
    }
  });

  it('H10: only the seat to move, only in its phase; nextDeal only after a deal', () => {
    const s = newSession({ players: 4 }, 'h10');
    assert.deepEqual(refused(s, { type: 'pass', seat: (s.toMove! + 1) % 4 }), { rule: 'H10', code: 'notYourTurn' });
    assert.deepEqual(refused(s, play(s.hands[s.toMove!]![0]!)), { rule: 'H10', code: 'wrongPhase' });
    assert.throws(() => nextDeal(s), /not over/);
  });
});

const announce4 = (hands: string[][], extra: Partial<Parameters<typeof state>[0]> = {}) =>
  state({ trump: 'Ba', phase: 'announce', hands, fill: 9, ...extra });

describe('Hundertspiel rules: announcements (H11–H19)', () => {
  it('H11: each seat in turn from Vorhand declares and passes; then the contra round; then Vorhand leads', () => {
    const s = announce4([[], [], [], []]);
    const r = run(s, [PASS, PASS, PASS, PASS]);
    assert.equal(r.state.phase, 'play', 'no announcement: no contra round');
    assert.equal(r.state.toMove, E);
  });

  it('H12, H13: a 26 lays one of his Do\'s, a 52 two; legalMoves lists each pair once; wrong Do\'s are refused', () => {
    const s = announce4([['Sw-Do', 'Cu-Do', 'Co-Do'], [], [], []]);
    const ann = legalMoves(s).filter((m) => m.type === 'announce').map(moveKey);
    assert.equal(ann.filter((k) => k.startsWith('announce:26')).length, 3);
    assert.equal(ann.filter((k) => k.startsWith('announce:52')).length, 3);
    assert.deepEqual(refused(s, { type: 'announce', kind: '26', dos: ['Ba-Do'] }), { rule: 'H12', code: 'notInHand' });
    assert.deepEqual(refused(s, { type: 'announce', kind: '26', dos: ['Sw-A'] }).rule, 'H12');
    assert.deepEqual(refused(s, { type: 'announce', kind: '52', dos: ['Sw-Do'] }), { rule: 'H13', code: 'wrongCount' });
    assert.deepEqual(refused(s, { type: 'announce', kind: '52', dos: ['Sw-Do', 'Sw-Do'] }), { rule: 'H13', code: 'duplicateCard' });
    const r = run(s, [{ type: 'announce', kind: '52', dos: ['Co-Do', 'Sw-Do'] }]);
    assert.deepEqual(r.state.announcements[0]!.dos.slice().sort(), ['Co-Do', 'Sw-Do']);
  });

  it('H14, PD-H-12: at most one 26/52 per player and deal; the laid Do\'s stay in the hand and are public', () => {
    const s = announce4([['Sw-Do', 'Cu-Do'], [], [], []]);
    const r = run(s, [{ type: 'announce', kind: '26', dos: ['Sw-Do'] }]);
    assert.deepEqual(refused(r.state, { type: 'announce', kind: '26', dos: ['Cu-Do'] }), { rule: 'H14', code: 'secondAnnouncement' });
    assert.ok(r.state.hands[E]!.includes('Sw-Do'));
    assert.deepEqual(view(r.state, S).shown[E], ['Sw-Do']);
  });

  it('H15, PD-H-3: honours per player (3 or 4 held), points by the table, each rank once; a partner\'s cards do not count', () => {
    const s = announce4([['Sw-A', 'Ba-A', 'Cu-A', 'Co-A', 'Sw-Do', 'Ba-Do', 'Cu-Do', 'Sw-K', 'Ba-K'], [], ['Cu-K', 'Co-K'], []]);
    const r = run(s, [{ type: 'honours', rank: 'A' }, { type: 'honours', rank: 'Do' }]);
    assert.deepEqual(eventsOf(r.events, 'honours').map((h) => [h.count, h.points]), [[4, 40], [3, 10]]);
    assert.deepEqual(r.state.scores, [50, 0]);
    assert.deepEqual(refused(r.state, { type: 'honours', rank: 'A' }), { rule: 'H15', code: 'alreadyAnnounced' });
    assert.deepEqual(refused(r.state, { type: 'honours', rank: 'K' }), { rule: 'H15', code: 'notHeld' });
  });

  it('H16: only the opposing party is asked for Contra; Contra outside the contra round is refused', () => {
    const s = announce4([['Sw-Do'], [], [], []]);
    assert.deepEqual(refused(s, { type: 'contra' }), { rule: 'H16', code: 'notAsked' });
    const r = run(s, [{ type: 'announce', kind: '26', dos: ['Sw-Do'] }, PASS, PASS, PASS, PASS]);
    assert.equal(r.state.toMove, S);
    const p = run(r.state, [PASS, PASS]);
    assert.equal(p.state.phase, 'play');
    assert.equal(p.state.announcements[0]!.contra, 0);
  });

  it('H17: no Do is laid after the announcement phase; H15: no king, cavall, jack or Do set either', () => {
    const s = state({ trump: 'Ba', hands: [['Sw-Do', 'Sw-K', 'Ba-K', 'Cu-K'], [], [], []], fill: 9 });
    assert.deepEqual(refused(s, { type: 'announce', kind: '26', dos: ['Sw-Do'] }), { rule: 'H17', code: 'lateLaying' });
    assert.deepEqual(refused(s, { type: 'honours', rank: 'K' }), { rule: 'H15', code: 'lateHonours' });
  });

  it('H18: three figures only: after trick 1 the missing fourth\'s suit goes to everybody\'s view', () => {
    const s = announce4([['Sw-J', 'Ba-J', 'Co-J'], [], [], []]);
    const r = run(s, [{ type: 'honours', rank: 'J' }, PASS, PASS, PASS, PASS]);
    assert.deepEqual(view(r.state, S).disclosed, []);
    const t = run(r.state, [legalMoves(r.state)[0]!]);
    let st = t.state;
    while (st.trick.length > 0) st = run(st, [legalMoves(st).find((m) => m.type === 'play')!]).state;
    assert.deepEqual(view(st, S).disclosed, [{ seat: E, rank: 'J', suit: 'Cu' }]);
  });

  it('H19: late aces only at his own turn in play, before playing, while he has played no ace', () => {
    const s = state({ trump: 'Ba', toMove: S, hands: [['Sw-A', 'Ba-A', 'Cu-A'], [], [], []], fill: 9 });
    assert.deepEqual(refused(s, { type: 'honours', rank: 'A' }), { rule: 'H15', code: 'notHeld' });
    const e = state({ trump: 'Ba', hands: [['Sw-A', 'Ba-A', 'Cu-A'], [], [], []], fill: 9 });
    assert.ok(legalMoves(e).some((m) => m.type === 'honours'));
  });
});

describe('Hundertspiel rules: trick play and points (H20–H30)', () => {
  it('H22, H24: the winner leads the next trick and his party scores the card points', () => {
    const s = state({ trump: 'Ba', hands: [['Sw-9', 'Co-7'], ['Sw-A', 'Co-8'], ['Sw-7', 'Co-9'], ['Sw-8', 'Co-10']] });
    const r = run(s, plays('Sw-9', 'Sw-A', 'Sw-7', 'Sw-8'));
    assert.equal(r.state.toMove, S);
    assert.deepEqual(r.state.scores, [0, 6]);
  });

  it('H23: tricks per deal = cards in a hand: 9, 8 (Scat), 12, 11 (3-player Scat)', () => {
    const sizes = ([{ players: 4 }, { players: 4, scat: true }, { players: 3 }, { players: 3, scat: true }] as HundertspielOptions[]).map((o) => newSession(o, 1).rules.handSize);
    assert.deepEqual(sizes, [9, 8, 12, 11]);
  });

  it('H25, H27: the last trick scores 6 more; won by a Do 20 more (26)', () => {
    const s = state({ trump: 'Ba', toMove: S, hands: [['Sw-9'], ['Co-Do'], ['Sw-7'], ['Cu-8']] });
    const r = run(s, plays('Co-Do', 'Sw-7', 'Cu-8', 'Sw-9'));
    assert.deepEqual([eventsOf(r.events, 'trick')[0]!.lastTrick, eventsOf(r.events, 'trick')[0]!.doBonus], [6, 20]);
    assert.deepEqual(r.state.scores, [0, 26]);
  });

  it('H30: the last three tricks won by Do\'s of the same player: 72 in all (10 + 10 + 46 + 6)', () => {
    const s = state({ trump: 'Ba', toMove: S, hands: [['Co-9', 'Sw-9', 'Co-8'], ['Sw-Do', 'Co-Do', 'Ba-Do'], ['Cu-7', 'Cu-8', 'Cu-9'], ['Cu-10', 'Sw-10', 'Co-10']] });
    const r = run(s, [...plays('Sw-Do', 'Cu-7', 'Cu-10', 'Co-9'), ...plays('Co-Do', 'Cu-8', 'Sw-10', 'Sw-9'), ...plays('Ba-Do', 'Cu-9', 'Co-10', 'Co-8')]);
    assert.deepEqual(eventsOf(r.events, 'trick').map((t) => t.doBonus), [10, 10, 46]);
    assert.deepEqual(r.state.scores, [0, 72]);
  });
});

describe('Hundertspiel rules: the race to 100 and marks (H32–H47)', () => {
  it('H32, PD-H-4: honours score when announced, one event at a time: the first to 100 wins then', () => {
    const s = announce4([['Sw-A', 'Ba-A', 'Cu-A'], ['Sw-K', 'Ba-K', 'Cu-K'], [], []], { scores: [70, 96] });
    const r = run(s, [{ type: 'honours', rank: 'A' }]);
    assert.deepEqual(eventsOf(r.events, 'gameOver')[0]!.winner, EW);
    assert.equal(r.state.phase, 'dealOver', 'abandoned: South never gets to announce');
  });

  it('H33: two parties never cross 100 at once: every scoring event credits one party', () => {
    const s = state({ trump: 'Ba', scores: [99, 99], hands: [['Sw-9'], ['Sw-A'], ['Sw-7'], ['Sw-8']] });
    const r = run(s, plays('Sw-9', 'Sw-A', 'Sw-7', 'Sw-8'));
    assert.equal(eventsOf(r.events, 'score').length, 1);
    assert.equal(eventsOf(r.events, 'gameOver')[0]!.winner, NS);
  });

  it('H39, H44: a won 26 pays 2 per opponent at the end of the deal, even when the game ended during it (settle)', () => {
    const s = state({
      trump: 'Ba',
      scores: [98, 0],
      hands: [['Sw-J', 'Cu-9'], ['Sw-8', 'Cu-7'], ['Sw-A', 'Sw-Do'], ['Sw-10', 'Cu-8']],
      announcements: [{ seat: W, kind: '26', dos: ['Sw-Do'], contra: 0, status: 'open' }],
    });
    const a = run(s, plays('Sw-J', 'Sw-8', 'Sw-A', 'Sw-10'));
    assert.equal(eventsOf(a.events, 'gameOver')[0]!.then, 'settle');
    assert.deepEqual(a.state.marks, [2, -2, 2, -2], 'N–S at 0: Matsch');
    const b = run(a.state, plays('Sw-Do', 'Cu-8', 'Cu-9', 'Cu-7'));
    assert.equal(eventsOf(b.events, 'decided')[0]!.won, true);
    assert.deepEqual(paymentNet(b.events, 4), [2, -2, 2, -2]);
    assert.deepEqual(b.state.scores, [0, 0]);
  });

  it('H46, PD-H-8: a 52 is won when the two laid Do\'s win the last two tricks, in either order; H41: 4 marks, 8 with Contra', () => {
    for (const order of [['Cu-Do', 'Co-Do'], ['Co-Do', 'Cu-Do']]) {
      const s = state({
        trump: 'Ba',
        toMove: N,
        hands: [['Sw-9', 'Sw-8'], ['Sw-7', 'Sw-10'], order[0] === 'Cu-Do' ? ['Co-7', 'Cu-7'] : ['Cu-7', 'Co-7'], ['Cu-Do', 'Co-Do']],
        announcements: [{ seat: N, kind: '52', dos: ['Co-Do', 'Cu-Do'], contra: 0, status: 'open' }],
      });
      const w = order[0] === 'Cu-Do' ? ['Co-7', 'Cu-7'] : ['Cu-7', 'Co-7'];
      const r = run(s, [...plays(order[0]!, 'Sw-9', 'Sw-7', w[0]!), ...plays(order[1]!, 'Sw-8', 'Sw-10', w[1]!)]);
      assert.equal(eventsOf(r.events, 'decided')[0]!.won, true);
      assert.deepEqual(r.state.marks, [-4, 4, -4, 4]);
      assert.deepEqual(r.state.scores, [0, 52]);
    }
    const c = state({
      trump: 'Ba',
      toMove: N,
      hands: [['Sw-9', 'Sw-8'], ['Sw-7', 'Sw-10'], ['Co-7', 'Cu-7'], ['Cu-Do', 'Co-Do']],
      announcements: [{ seat: N, kind: '52', dos: ['Co-Do', 'Cu-Do'], contra: 1, status: 'open' }],
    });
    const r = run(c, [...plays('Cu-Do', 'Sw-9', 'Sw-7', 'Co-7'), ...plays('Co-Do', 'Sw-8', 'Sw-10', 'Cu-7')]);
    assert.deepEqual(r.state.marks, [-8, 8, -8, 8]);
  });

  it('H43, H45: a 52 is lost as soon as a laid Do is played before the last two tricks', () => {
    const s = state({
      trump: 'Ba',
      toMove: N,
      hands: [['Sw-9', 'Sw-8', 'Sw-A'], ['Sw-7', 'Sw-10', 'Sw-K'], ['Co-7', 'Cu-7', 'Sw-N'], ['Cu-Do', 'Co-Do', 'Cu-9']],
      announcements: [{ seat: N, kind: '52', dos: ['Co-Do', 'Cu-Do'], contra: 0, status: 'open' }],
    });
    const r = run(s, [play('Cu-Do')]);
    assert.deepEqual(eventsOf(r.events, 'decided'), [{ type: 'decided', announcement: 0, seat: N, kind: '52', won: false }]);
  });

  it('H34, H38: Matsch below 50 pays 2, else 1 per loser', () => {
    const s = announce4([['Sw-A', 'Ba-A', 'Cu-A'], [], [], []], { scores: [70, 49] });
    assert.deepEqual(run(s, [{ type: 'honours', rank: 'A' }]).state.marks, [2, -2, 2, -2]);
  });

  it('H36: a deal starts alt und neu when a party has 90–99; H35 c only for the game the deal started with', () => {
    const base = newSession({ players: 4 }, 'h36');
    assert.equal(nextDeal({ ...over(base), scores: [92, 10] }).altUndNeu, true);
    assert.equal(nextDeal({ ...over(base), scores: [89, 10] }).altUndNeu, false);
  });

  it('PD-H-21: the new game reaching 100 in the same deal ends too, and the deal is abandoned', () => {
    const s = state({ trump: 'Ba', scores: [95, 0], gameEnded: 'newGame', gamesPlayed: 1, altUndNeu: true, hands: [['Sw-9', 'Co-7'], ['Sw-A', 'Co-8'], ['Sw-7', 'Co-9'], ['Sw-8', 'Co-10']] });
    const r = run(s, plays('Co-7', 'Co-8', 'Co-9', 'Sw-8'));
    assert.equal(r.state.phase, 'play');
    const t = run(state({ trump: 'Ba', scores: [95, 0], gameEnded: 'newGame', gamesPlayed: 1, altUndNeu: true, hands: [['Sw-A', 'Co-7'], ['Sw-9', 'Co-8'], ['Sw-7', 'Co-9'], ['Sw-8', 'Co-10']] }), plays('Sw-A', 'Sw-9', 'Sw-7', 'Sw-8'));
    assert.equal(eventsOf(t.events, 'gameOver')[0]!.then, 'abandoned');
    assert.equal(t.state.phase, 'dealOver');
    assert.equal(t.state.gamesPlayed, 2);
  });

  it('PD-H-20: a 26 announced after the game ended in the announcement phase turns "new game" into "settle": scores back to 0', () => {
    const s = announce4([['Sw-K', 'Ba-K', 'Cu-K'], ['Sw-J', 'Ba-J', 'Cu-J'], ['Sw-Do'], []], { scores: [95, 0], altUndNeu: true });
    const r = run(s, [{ type: 'honours', rank: 'K' }, PASS, { type: 'honours', rank: 'J' }, PASS]);
    assert.equal(r.state.gameEnded, 'newGame');
    assert.deepEqual(r.state.scores, [0, 6]);
    const a = run(r.state, [{ type: 'announce', kind: '26', dos: ['Sw-Do'] }]);
    assert.equal(a.state.gameEnded, 'settle');
    assert.deepEqual(a.state.scores, [0, 0]);
    assert.equal(eventsOf(a.events, 'carryOverVoid').length, 1);
  });
});

describe('Hundertspiel rules: three players (H48–H54)', () => {
  const three = { players: 3 as const };
  it('H48, H49, H54: each plays for himself; both others are asked for Contra; Vorhand is the dealer\'s left', () => {
    const s = state({ options: three, phase: 'announce', trump: 'Ba', hands: [[], [], ['Sw-Do']], fill: 12 });
    assert.equal(s.toMove, 0);
    const r = run(s, [PASS, PASS, { type: 'announce', kind: '26', dos: ['Sw-Do'] }, PASS]);
    assert.equal(r.state.phase, 'contra');
    assert.equal(r.state.toMove, 0);
    const p = run(r.state, [PASS]);
    assert.equal(p.state.toMove, 1, 'then Mittelhand');
    assert.deepEqual([0, 1, 2].map((seat) => partyOf(s.rules, seat)), [0, 1, 2]);
  });

  it('H52: three cards of three suits and distinct ranks; the lowest deals; trump = the dealer\'s suit', () => {
    for (let seed = 0; seed < 100; seed++) {
      const s = newSession(three, seed);
      assert.equal(new Set(s.drawn.map(suitOf)).size, 3);
      assert.equal(new Set(s.drawn.map(rankOf)).size, 3);
      assert.ok(s.drawn.every((c) => strengthOf(c) >= strengthOf(s.drawn[s.dealer]!)));
      assert.equal(s.trump, suitOf(s.drawn[s.dealer]!));
    }
  });

  it('H53: 3-player announcement marks: each of the two opponents pays the announcer', () => {
    const t = run(state({ options: three, trump: 'Ba', toMove: 2, hands: [['Cu-7'], ['Cu-8'], ['Sw-Do']], announcements: [{ seat: 2, kind: '26', dos: ['Sw-Do'], contra: 0, status: 'open' }] }), plays('Sw-Do', 'Cu-7', 'Cu-8'));
    assert.deepEqual(t.state.marks, [-2, -2, 4]);
  });
});

describe('Hundertspiel rules: the Scat game (H55–H62)', () => {
  const scat4 = { players: 4 as const, scat: true };
  it('H55, H56: 4 cards aside, 8 each, no trump until bidding or buying fixes it', () => {
    const s = newSession(scat4, 'h55');
    assert.deepEqual(s.hands.map((h) => h.length), [8, 8, 8, 8]);
    assert.equal(s.scat.length, 4);
    assert.equal(s.trump, null);
    assert.equal(s.phase, 'bid');
  });

  it('H57, PD-H-15: one bidding round; a bid needs its Do and a higher suit', () => {
    const s = state({ options: scat4, phase: 'bid', trump: null, hands: [['Cu-Do', 'Sw-Do'], ['Co-Do'], [], []], scat: ['Sw-9', 'Sw-8', 'Sw-7', 'Sw-10'], fill: 8 });
    assert.deepEqual(refused(s, { type: 'bid', suit: 'Ba' }), { rule: 'H57', code: 'noDo' });
    const r = run(s, [{ type: 'bid', suit: 'Cu' }]);
    assert.deepEqual(refused(r.state, { type: 'bid', suit: 'Co' }), { rule: 'H57', code: 'bidTooLow' });
    const d = run(r.state, [PASS, PASS, PASS]);
    assert.equal(d.state.phase, 'announce');
    assert.equal(d.state.trump, 'Cu');
  });

  it('H59: nobody bids and nobody buys: thrown in, nothing scored, trump stays null', () => {
    const s = newSession(scat4, 'h59');
    const r = run(s, [PASS, PASS, PASS, PASS, PASS, PASS, PASS, PASS]);
    assert.equal(r.state.phase, 'dealOver');
    assert.equal(r.state.trump, null);
    assert.deepEqual(eventsOf(r.events, 'dealOver'), [{ type: 'dealOver', reason: 'thrownIn' }]);
    assert.deepEqual(r.state.scores, [0, 0]);
  });

  it('H62, PD-H-23: in a Scat game no 26 or 52 from the hand; honours in their own round after the trump is fixed', () => {
    const s = state({ options: scat4, phase: 'bid', trump: null, hands: [['Cu-Do', 'Sw-K', 'Ba-K', 'Co-K'], [], [], []], scat: ['Sw-9', 'Sw-8', 'Sw-7', 'Sw-10'], fill: 8 });
    assert.deepEqual(refused(s, { type: 'honours', rank: 'K' }).code, 'wrongPhase');
    const r = run(s, [{ type: 'bid', suit: 'Cu' }, PASS, PASS, PASS]);
    assert.deepEqual(refused(r.state, { type: 'announce', kind: '26', dos: ['Cu-Do'] }), { rule: 'H62', code: 'scatGame' });
    assert.ok(legalMoves(r.state).some((m) => m.type === 'honours' && m.rank === 'K'));
  });

  it('PD-H-24: a buyer without a Do names any suit and has lost his 26 at once; nobody is asked for Contra on it', () => {
    const noDo = PACK.filter((c) => rankOf(c) !== 'Do' && rankOf(c) !== 'K' && rankOf(c) !== 'A').slice(0, 8);
    const s = state({ options: scat4, phase: 'bid', trump: null, hands: [[], noDo, [], []], scat: ['Sw-K', 'Ba-K', 'Cu-K', 'Co-K'], fill: 8 });
    const r = run(s, [PASS, PASS, PASS, PASS, PASS, { type: 'buy' }, ...noDo.slice(0, 4).map((card) => ({ type: 'discard' as const, card })), { type: 'trump', suit: 'Sw' }]);
    assert.deepEqual(r.state.announcements, [{ seat: S, kind: '26', dos: [], contra: 0, status: 'lost' }]);
    const p = run(r.state, [PASS, PASS, PASS, PASS]);
    assert.equal(p.state.phase, 'play');
  });

  it('PD-H-19: a Scat game that ends the game is played out to settle (every Scat game is an announced 26)', () => {
    const s = state({ options: scat4, trump: 'Ba', scores: [0, 98], hands: [['Sw-9', 'Co-7'], ['Sw-A', 'Co-8'], ['Sw-7', 'Co-9'], ['Ba-Do', 'Co-10']], scat: ['Cu-7', 'Cu-8', 'Cu-9', 'Cu-10'], announcements: [{ seat: N, kind: '26', dos: ['Ba-Do'], contra: 0, status: 'open' }] });
    const r = run(s, plays('Sw-9', 'Sw-A', 'Sw-7', 'Co-10'));
    assert.equal(eventsOf(r.events, 'gameOver')[0]!.then, 'settle');
  });

  it('PD-H-16: the 3-player Scat: 3 cards aside, the buyer takes 3 and lays away 3', () => {
    const s = state({ options: { players: 3, scat: true }, phase: 'buy', trump: null, hands: [[], [], []], scat: ['Sw-9', 'Sw-8', 'Sw-7'], fill: 11 });
    const r = run(s, [{ type: 'buy' }]);
    assert.equal(r.state.hands[0]!.length, 14);
    const d = run(r.state, legalMoves(r.state).slice(0, 3));
    assert.equal(d.state.phase, 'trump');
    assert.equal(d.state.scat.length, 3);
  });
});

describe('Hundertspiel rules: variants (V-H-1 … V-H-7)', () => {
  it('V-H-1, PD-H-25: trump = the suit of the bottom card, the last card dealt: the dealer holds it, and it was shown', () => {
    for (let seed = 0; seed < 50; seed++) {
      const { state: s, events } = newSessionWithEvents({ players: 4, variants: ['V-H-1'] }, seed);
      const bottom = eventsOf(events, 'dealStart')[0]!.bottom!;
      assert.equal(s.trump, suitOf(bottom));
      assert.ok(s.hands[s.dealer]!.includes(bottom));
      assert.deepEqual(view(s, (s.dealer + 1) % 4).shown[s.dealer], [bottom]);
    }
  });

  it('V-H-2: Recontra by the announcing party, Supra-Contra by the opponents: 26 worth 16 per seat', () => {
    const s = state({ options: { players: 4, variants: ['V-H-2'] }, trump: 'Ba', phase: 'announce', hands: [[], [], ['Sw-Do'], []], fill: 9 });
    const r = run(s, [PASS, PASS, { type: 'announce', kind: '26', dos: ['Sw-Do'] }, PASS, PASS, { type: 'contra' }, PASS, { type: 'contra' }, PASS, { type: 'contra' }]);
    assert.deepEqual(eventsOf(r.events, 'contra').map((c) => [c.seat, c.level]), [[S, 1], [W, 2], [N, 3]]);
    assert.equal(r.state.phase, 'play');
    assert.equal(r.state.announcements[0]!.contra, 3);
  });

  it('V-H-3, H47, PD-H-22: the first-trick 52 lays the trump Do and is won with trick 1 (4 marks); off without V-H-3', () => {
    const hands = [['Cu-A'], ['Co-7'], ['Sw-8'], ['Ba-Do']];
    const off = state({ trump: 'Ba', phase: 'announce', hands, fill: 9 });
    assert.deepEqual(refused({ ...off, toMove: N }, { type: 'announce', kind: 'first52', dos: ['Ba-Do'] }), { rule: 'V-H-3', code: 'variantOff' });
    const s = state({ options: { players: 4, variants: ['V-H-3'] }, trump: 'Ba', phase: 'announce', hands, fill: 9, scores: [0, 50] });
    const a = run(s, [PASS, PASS, PASS, { type: 'announce', kind: 'first52', dos: ['Ba-Do'] }, PASS, PASS, PASS]);
    const r = run(a.state, plays('Cu-A', 'Co-7', 'Sw-8', 'Ba-Do'));
    assert.deepEqual(eventsOf(r.events, 'decided')[0]!.won, true);
    assert.equal(eventsOf(r.events, 'gameOver')[0]!.then, 'settle', 'a first52 counts as an announcement for H35 b');
    let st = r.state;
    while (st.phase === 'play') st = run(st, [legalMoves(st).find((m) => m.type === 'play')!]).state;
    assert.deepEqual(st.marks, [-2 - 4, 2 + 4, -2 - 4, 2 + 4], 'Matsch (E–W at 0) and the won first52');
  });

  it('V-H-4: the 3-player Scat as 3 dead cards: no bidding, trump as H52, their points count for nobody', () => {
    const s = newSession({ players: 3, scat: true, variants: ['V-H-4'] }, 'v4');
    assert.equal(s.phase, 'announce');
    assert.equal(s.trump, suitOf(s.drawn[s.dealer]!));
    assert.equal(s.scat.length, 3);
    let st = s;
    const events = [];
    while (st.phase !== 'dealOver') {
      const r = run(st, [legalMoves(st).find((m) => m.type === 'play' || m.type === 'pass')!]);
      events.push(...r.events);
      st = r.state;
    }
    assert.ok(!eventsOf(events, 'score').some((e) => e.reason === 'scat'));
  });

  it('V-H-5: a Scat game pays 2 whatever the suit', () => {
    const s = state({ options: { players: 4, scat: true, variants: ['V-H-5'] }, trump: 'Ba', hands: [['Co-7'], ['Co-8'], ['Co-9'], ['Ba-Do']], scat: ['Sw-7', 'Sw-8', 'Sw-9', 'Sw-10'], announcements: [{ seat: N, kind: '26', dos: ['Ba-Do'], contra: 0, status: 'open' }] });
    assert.deepEqual(run(s, plays('Co-7', 'Co-8', 'Co-9', 'Ba-Do')).state.marks, [-2, 2, -2, 2]);
  });

  it('V-H-6, PD-H-26: reaching 100 ends nothing; a true "out" wins, a false one loses; at the end of a deal 100 wins', () => {
    const o = { players: 4 as const, variants: ['V-H-6'] };
    const s = state({ options: o, trump: 'Ba', phase: 'announce', scores: [95, 0], hands: [['Sw-K', 'Ba-K', 'Cu-K'], [], [], []], fill: 9 });
    const a = run(s, [{ type: 'honours', rank: 'K' }]);
    assert.deepEqual(a.state.scores, [101, 0]);
    assert.equal(a.state.gameEnded, null);
    const t = run(a.state, [{ type: 'out' }]);
    assert.deepEqual(eventsOf(t.events, 'out')[0], { type: 'out', seat: E, party: EW, valid: true });
    assert.equal(eventsOf(t.events, 'gameOver')[0]!.winner, EW);
    const f = run(s, [{ type: 'out' }]);
    assert.deepEqual(f.state.marks, [-1, 1, -1, 1]);
    assert.equal(eventsOf(f.events, 'gameOver')[0]!.winner, NS);
    assert.deepEqual(refused(newSession({ players: 4 }, 1), { type: 'out' }), { rule: 'V-H-6', code: 'variantOff' });
    const three = state({ options: { players: 3, variants: ['V-H-6'] }, trump: 'Ba', phase: 'announce', hands: [[], [], []], fill: 12 });
    const g = run(three, [{ type: 'out' }]);
    assert.deepEqual(g.state.marks, [-2, 1, 1]);
    assert.equal(eventsOf(g.events, 'gameOver')[0]!.winner, null);
    const end = state({ options: o, trump: 'Ba', scores: [100, 30], hands: [['Sw-9'], ['Sw-A'], ['Sw-7'], ['Sw-8']] });
    const e = run(end, plays('Sw-9', 'Sw-A', 'Sw-7', 'Sw-8'));
    assert.equal(eventsOf(e.events, 'gameOver')[0]!.winner, EW);
    assert.deepEqual(e.state.marks, [2, -2, 2, -2]);
  });

  it('V-H-7, PD-H-27: alt und neu only if all agree, asked in play order; the first refusal ends the question', () => {
    const base = over(newSession({ players: 4, variants: ['V-H-7'] }, 'v7'));
    const s = nextDeal({ ...base, scores: [93, 20] });
    assert.equal(s.phase, 'optIn');
    assert.equal(s.altUndNeu, false);
    const yes = run(s, [{ type: 'agree' }, { type: 'agree' }, { type: 'agree' }, { type: 'agree' }]);
    assert.equal(yes.state.altUndNeu, true);
    assert.equal(yes.state.phase, 'announce');
    const no = run(s, [{ type: 'agree' }, PASS]);
    assert.equal(no.state.altUndNeu, false);
    assert.equal(no.state.phase, 'announce');
    assert.equal(nextDeal({ ...base, scores: [50, 20] }).phase, 'announce', 'a deal that does not qualify is not asked');
  });
});

