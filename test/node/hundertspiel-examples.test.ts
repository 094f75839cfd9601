/** The worked examples EX-H-1 … EX-H-12 of hundertspiel.md §10, with the expectations of the spec text. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { legalMoves, newSession, nextDeal, type HundertspielState } from '../../src/games/hundertspiel/index.js';
import { E, eventsOf, EW, N, NS, PASS, paymentNet, play, plays, refused, run, S, state, W } from './support/hundertspiel.js';

const cardsOf = (s: HundertspielState) => legalMoves(s).flatMap((m) => (m.type === 'play' ? [m.card] : []));

/** Lets every seat but `seat` play its first legal card until `seat` is to move. */
function playUntil(s: HundertspielState, seat: number): HundertspielState {
  while (s.toMove !== seat) s = run(s, [legalMoves(s).find((m) => m.type === 'play')!]).state;
  return s;
}

describe('Hundertspiel worked examples (hundertspiel.md §10)', () => {
  it('EX-H-1: no obligation to follow suit; North wins with Ba-10 over Ba-9, N–S score 5 (H20, H21)', () => {
    const s = state({
      trump: 'Ba',
      hands: [
        ['Cu-K', 'Sw-A', 'Sw-9', 'Co-A', 'Co-7', 'Cu-9', 'Sw-8'],
        ['Cu-7', 'Co-8', 'Sw-K', 'Sw-10', 'Co-10', 'Cu-10', 'Co-9'],
        ['Cu-A', 'Ba-9', 'Sw-N', 'Sw-J', 'Co-N', 'Cu-N', 'Cu-8'],
        ['Ba-10', 'Ba-A', 'Ba-K', 'Ba-N', 'Co-K', 'Co-J', 'Cu-J'],
      ],
    });
    assert.equal(s.tricks.length, 2, 'trick 3');
    const a = run(s, [play('Cu-K')]);
    assert.ok(cardsOf(a.state).includes('Co-8'), 'South may discard Co-8 although he holds Cu-7');
    const b = run(a.state, [play('Co-8')]);
    assert.ok(cardsOf(b.state).includes('Ba-9'), 'West may trump although he holds Cu-A');
    const r = run(b.state, plays('Ba-9', 'Ba-10'));
    const t = eventsOf(r.events, 'trick')[0]!;
    assert.equal(t.winner, N);
    assert.equal(t.points, 5);
    assert.deepEqual(r.state.scores, [0, 5]);
  });

  it('EX-H-2: a trump led must be answered with a trump by a seat that holds one (H20)', () => {
    const s0 = state({
      trump: 'Ba',
      hands: [
        ['Ba-J', 'Sw-9', 'Sw-8', 'Co-7', 'Cu-9', 'Cu-8', 'Co-9'],
        ['Ba-7', 'Sw-A', 'Co-A', 'Co-K', 'Cu-7', 'Co-8', 'Sw-7'],
        ['Sw-K', 'Sw-N', 'Sw-J', 'Cu-A', 'Cu-K', 'Co-N', 'Co-J'],
        ['Ba-N', 'Ba-Do', 'Sw-10', 'Cu-10', 'Co-10', 'Cu-N', 'Cu-J'],
      ],
    });
    const s1 = run(s0, [play('Ba-J')]).state;
    assert.deepEqual(cardsOf(s1), ['Ba-7'], 'South must play Ba-7');
    assert.deepEqual(refused(s1, play('Sw-A')), { rule: 'H20', code: 'mustTrump' });
    const s2 = run(s1, [play('Ba-7')]).state;
    assert.equal(cardsOf(s2).length, 7, 'West holds no trump: any card');
    const s3 = run(s2, [play('Sw-K')]).state;
    assert.deepEqual(cardsOf(s3).sort(), ['Ba-Do', 'Ba-N']);
    const withN = run(s3, [play('Ba-N')]);
    assert.equal(eventsOf(withN.events, 'trick')[0]!.winner, N);
    assert.deepEqual(withN.state.scores, [0, 12]);
    const withDo = run(s3, [play('Ba-Do')]);
    assert.equal(eventsOf(withDo.events, 'trick')[0]!.winner, E);
    assert.deepEqual(withDo.state.scores, [8, 0]);
  });

  const ex3 = () =>
    state({
      trump: 'Ba',
      hands: [['Cu-A'], ['Co-7'], ['Sw-8', 'Ba-7'], ['Ba-Do']],
      fill: 9,
    });

  it('EX-H-3: trick 1 won by the trump Do scores 52 + 6 = 58 for N–S, no extra 10 (H28, PD-H-10)', () => {
    const r = run(ex3(), plays('Cu-A', 'Co-7', 'Sw-8', 'Ba-Do'));
    const t = eventsOf(r.events, 'trick')[0]!;
    assert.equal(t.winner, N);
    assert.equal(t.doBonus, 52);
    assert.equal(t.points, 58);
    assert.deepEqual(r.state.scores, [0, 58]);
  });

  it('EX-H-3 counter-case: West trumps with Ba-7 and wins, E–W score 6', () => {
    const r = run(ex3(), plays('Cu-A', 'Co-7', 'Ba-7', 'Ba-Do'));
    assert.equal(eventsOf(r.events, 'trick')[0]!.winner, W);
    assert.deepEqual(r.state.scores, [6, 0]);
  });

  it('EX-H-4: West lays Cu-Do (a 26), South says Contra, the opponents asked in play order (H12, H16, PD-H-12)', () => {
    const s = state({
      trump: 'Cu',
      phase: 'announce',
      hands: [[], [], ['Cu-Do'], []],
      fill: 9,
    });
    const r = run(s, [PASS, PASS, { type: 'announce', kind: '26', dos: ['Cu-Do'] }, PASS, PASS]);
    assert.equal(r.state.phase, 'contra');
    assert.equal(r.state.toMove, S, 'the opponents are asked in play order: South first');
    const c = run(r.state, [{ type: 'contra' }]);
    assert.equal(c.state.announcements[0]!.contra, 1);
    assert.equal(c.state.phase, 'play');
    assert.equal(c.state.toMove, E);
  });

  const ex4Last = (north: string) =>
    state({
      trump: 'Cu',
      hands: [['Co-K'], ['Sw-9'], ['Cu-Do'], [north]],
      announcements: [{ seat: W, kind: '26', dos: ['Cu-Do'], contra: 1, status: 'open' }],
    });

  it('EX-H-4: West wins the last trick with Cu-Do: E–W 31 points, 26 won with Contra ±4 (H27, H39, H40)', () => {
    const r = run(ex4Last('Ba-8'), plays('Co-K', 'Sw-9', 'Cu-Do', 'Ba-8'));
    assert.equal(eventsOf(r.events, 'trick')[0]!.points, 31);
    assert.deepEqual(r.state.scores, [31, 0]);
    assert.deepEqual(eventsOf(r.events, 'decided'), [{ type: 'decided', announcement: 0, seat: W, kind: '26', won: true }]);
    assert.deepEqual(paymentNet(r.events, 4), [4, -4, 4, -4]);
    assert.deepEqual(r.state.marks, [4, -4, 4, -4]);
  });

  it('EX-H-4 loss case: North plays Cu-7 and wins: N–S 11, 26 lost ∓4', () => {
    const r = run(ex4Last('Cu-7'), plays('Co-K', 'Sw-9', 'Cu-Do', 'Cu-7'));
    assert.deepEqual(r.state.scores, [0, 11]);
    assert.equal(eventsOf(r.events, 'decided')[0]!.won, false);
    assert.deepEqual(r.state.marks, [-4, 4, -4, 4]);
  });

  it('EX-H-4 forced loss: South leads Cu-J, West must play his only trump, the laid Cu-Do: lost at once (H20, H43)', () => {
    const s = state({
      trump: 'Cu',
      toMove: S,
      hands: [['Sw-A', 'Sw-K', 'Sw-N'], ['Cu-J', 'Co-A', 'Co-K'], ['Cu-Do', 'Ba-A', 'Ba-K'], ['Ba-N', 'Ba-J', 'Co-N']],
      announcements: [{ seat: W, kind: '26', dos: ['Cu-Do'], contra: 1, status: 'open' }],
    });
    const a = run(s, [play('Cu-J')]);
    assert.deepEqual(cardsOf(a.state), ['Cu-Do']);
    const b = run(a.state, [play('Cu-Do')]);
    assert.deepEqual(eventsOf(b.events, 'decided'), [{ type: 'decided', announcement: 0, seat: W, kind: '26', won: false }]);
    assert.equal(b.state.announcements[0]!.status, 'lost');
  });

  it('EX-H-5: the last two tricks won by Do\'s of the same player: 52 in all for N–S, and no marks for a silent feat (H29, H42, PD-H-11, PD-H-18)', () => {
    const s = state({
      trump: 'Ba',
      toMove: S,
      hands: [['Sw-9', 'Co-9'], ['Co-Do', 'Ba-Do'], ['Sw-7', 'Cu-7'], ['Cu-8', 'Co-8']],
    });
    const r = run(s, [...plays('Co-Do', 'Sw-7', 'Cu-8', 'Sw-9'), ...plays('Ba-Do', 'Cu-7', 'Co-8', 'Co-9')]);
    const [t8, t9] = eventsOf(r.events, 'trick');
    assert.equal(t8!.winner, S);
    assert.equal(t8!.points, 10);
    assert.equal(t9!.winner, S);
    assert.equal(t9!.doBonus, 36);
    assert.equal(t9!.points, 42);
    assert.equal(t8!.points + t9!.points, 52);
    assert.deepEqual(r.state.scores, [0, 52]);
    assert.deepEqual(eventsOf(r.events, 'payment'), [], 'nothing was announced: no marks');
  });

  it('EX-H-5 variant: the two Do tricks won by different players (South, then North) score 10 + 26 = 36', () => {
    const s = state({
      trump: 'Ba',
      toMove: S,
      hands: [['Sw-9', 'Co-9'], ['Co-Do', 'Sw-8'], ['Sw-7', 'Cu-7'], ['Cu-8', 'Ba-Do']],
    });
    const r = run(s, [...plays('Co-Do', 'Sw-7', 'Cu-8', 'Sw-9'), ...plays('Sw-8', 'Cu-7', 'Ba-Do', 'Co-9')]);
    const [t8, t9] = eventsOf(r.events, 'trick');
    assert.equal(t8!.points, 10);
    assert.equal(t9!.winner, N);
    assert.equal(t9!.points, 26);
    assert.deepEqual(r.state.scores, [0, 36]);
  });

  it('EX-H-6: a led non-trump Do that nobody beats wins: E–W score 10 (H26, PD-H-9)', () => {
    const s = state({
      trump: 'Ba',
      toMove: W,
      hands: [['Cu-8', 'Sw-A', 'Sw-K', 'Co-A', 'Co-K', 'Cu-A'], ['Cu-7', 'Sw-N', 'Sw-J', 'Co-N', 'Co-J', 'Cu-K'], ['Sw-Do', 'Ba-A', 'Ba-K', 'Ba-N', 'Ba-J', 'Cu-N'], ['Co-9', 'Sw-10', 'Co-10', 'Cu-10', 'Cu-J', 'Sw-9']],
    });
    assert.equal(s.tricks.length, 3, 'trick 4');
    const r = run(s, plays('Sw-Do', 'Co-9', 'Cu-8', 'Cu-7'));
    const t = eventsOf(r.events, 'trick')[0]!;
    assert.equal(t.winner, W);
    assert.equal(t.points, 10);
    assert.deepEqual(r.state.scores, [10, 0]);
  });

  const ex7 = (ninth = 'Co-9') =>
    state({
      trump: 'Ba',
      phase: 'announce',
      hands: [['Sw-A', 'Ba-A', 'Co-A', 'Sw-K', 'Ba-K', 'Cu-K', 'Cu-J', 'Ba-Do', ninth], [], [], []],
      fill: 9,
    });

  it('EX-H-7: three kings +6 (and three aces +30); after trick 1 the missing king\'s suit is named: Coins; none for the aces (H15, H18, PD-H-14)', () => {
    const a = run(ex7(), [{ type: 'honours', rank: 'K' }, { type: 'honours', rank: 'A' }, PASS, PASS, PASS, PASS]);
    assert.deepEqual(eventsOf(a.events, 'honours').map((h) => [h.rank, h.count, h.points]), [['K', 3, 6], ['A', 3, 30]]);
    assert.deepEqual(a.state.scores, [36, 0]);
    assert.equal(a.state.phase, 'play');
    const t1 = finishTrick(run(a.state, [play('Co-9')]).state);
    assert.deepEqual(eventsOf(t1.events, 'missingFourth'), [{ type: 'missingFourth', seat: E, rank: 'K', suit: 'Co' }]);
  });

  it('EX-H-7: the aces may be announced later, at a turn of his before he plays an ace (+30; H19, PD-H-13)', () => {
    const a = run(ex7(), [{ type: 'honours', rank: 'K' }, PASS, PASS, PASS, PASS]);
    const s = playUntil(finishTrick(run(a.state, [play('Ba-K')]).state).state, E);
    assert.equal(s.tricks.length, 1, 'trick 2');
    assert.ok(legalMoves(s).some((m) => m.type === 'honours' && m.rank === 'A'));
    const r = run(s, [{ type: 'honours', rank: 'A' }]);
    assert.equal(r.state.toMove, E, 'he stays on move');
    assert.equal(r.state.scores[EW]! - s.scores[EW]!, 30);
  });

  it('EX-H-7: once he has played Sw-A unannounced, his aces can no longer be counted (H19, PD-H-28)', () => {
    const a = run(ex7(), [{ type: 'honours', rank: 'K' }, PASS, PASS, PASS, PASS]);
    let s = playUntil(finishTrick(run(a.state, [play('Ba-K')]).state).state, E);
    assert.equal(s.tricks.length, 1, 'trick 2');
    s = finishTrick(run(s, [play('Sw-A')]).state).state;
    s = playUntil(s, E);
    assert.ok(!legalMoves(s).some((m) => m.type === 'honours'));
    assert.deepEqual(refused(s, { type: 'honours', rank: 'A' }), { rule: 'H19', code: 'acePlayed' });
  });

  it('EX-H-7: with all four kings he announces four kings for +12 and nothing is disclosed', () => {
    const a = run(ex7('Co-K'), [{ type: 'honours', rank: 'K' }, PASS, PASS, PASS, PASS]);
    assert.deepEqual(eventsOf(a.events, 'honours').map((h) => [h.count, h.points]), [[4, 12]]);
    const t1 = finishTrick(run(a.state, [play('Cu-J')]).state);
    assert.deepEqual(eventsOf(t1.events, 'missingFourth'), []);
  });

  const ex8 = (scores: number[], westDo = false) =>
    run(      state({
        trump: 'Ba',
        phase: 'announce',
        altUndNeu: true,
        scores,
        hands: [
          ['Cu-K', 'Sw-J', 'Ba-J', 'Co-J', 'Sw-9', 'Sw-8', 'Co-9', 'Co-8', 'Cu-9'],
          ['Cu-7', 'Sw-A', 'Sw-K', 'Cu-A', 'Co-A', 'Sw-10', 'Co-10', 'Cu-10', 'Ba-10'],
          ['Co-7', 'Sw-Do', 'Ba-A', 'Ba-K', 'Cu-N', 'Cu-J', 'Ba-9', 'Ba-8', 'Cu-8'],
          ['Sw-N', 'Ba-N', 'Co-N', 'Sw-7', 'Co-K', 'Ba-7', 'Ba-Do', 'Cu-Do', 'Co-Do'],
        ],
      }),
      [
        { type: 'honours', rank: 'J' },
        PASS,
        PASS,
        ...(westDo ? [{ type: 'announce' as const, kind: '26' as const, dos: ['Sw-Do'] }] : []),
        PASS,
        { type: 'honours', rank: 'N' },
        PASS,
        ...(westDo ? [PASS, PASS] : []),
      ],
    );

  it('EX-H-8: alt und neu: honours 98 : 47, trick 1 with Cu-K ends the game at 103, Matsch ±2, play goes on for the new game, the excess not carried over (H34, H35 c, H36, PD-H-6)', () => {
    const a = ex8([92, 41]);
    assert.deepEqual(a.state.scores, [98, 47]);
    assert.equal(a.state.phase, 'play');
    const t1 = run(a.state, plays('Cu-K', 'Cu-7', 'Co-7', 'Sw-7'));
    const over = eventsOf(t1.events, 'gameOver');
    assert.deepEqual(over, [{ type: 'gameOver', winner: EW, scores: [103, 47], matsch: [NS], then: 'newGame' }]);
    assert.deepEqual(t1.state.marks, [2, -2, 2, -2]);
    assert.ok(eventsOf(t1.events, 'payment').every((p) => p.reason === 'matsch' && p.amount === 2));
    assert.equal(t1.state.gameEnded, 'newGame');
    assert.deepEqual(t1.state.scores, [0, 0]);
    assert.equal(t1.state.phase, 'play', 'the deal is played to the end');
    assert.deepEqual(eventsOf(t1.events, 'missingFourth').map((m) => [m.seat, m.rank, m.suit]), [[E, 'J', 'Cu'], [N, 'N', 'Cu']]);
    // Later points count for the new game.
    let s = t1.state;
    let ew = 0, ns = 0;
    while (s.phase === 'play') {
      const r = run(s, [legalMoves(s).find((m) => m.type === 'play')!]);
      for (const t of eventsOf(r.events, 'trick')) (t.winner % 2 === 0 ? (ew += t.points) : (ns += t.points));
      s = r.state;
    }
    assert.deepEqual(s.scores, [ew, ns], 'the new game stands at the points scored after the old one ended');
    assert.equal(s.gamesPlayed, 1);
  });

  it('EX-H-8 variant: N–S at exactly 50 is no Matsch: 1 mark each (H34, PD-H-7)', () => {
    const a = ex8([92, 44]);
    assert.deepEqual(a.state.scores, [98, 50]);
    const t1 = run(a.state, plays('Cu-K', 'Cu-7', 'Co-7', 'Sw-7'));
    assert.deepEqual(eventsOf(t1.events, 'gameOver')[0]!.matsch, []);
    assert.deepEqual(t1.state.marks, [1, -1, 1, -1]);
  });

  it('EX-H-8 variant: with a 26 announced (West, Sw-Do) the deal is played out to settle it and the new game starts at 0 : 0 (H35 b)', () => {
    const a = ex8([92, 41], true);
    let s = a.state;
    assert.equal(s.phase, 'play');
    const t1 = run(s, plays('Cu-K', 'Cu-7', 'Co-7', 'Sw-7'));
    assert.equal(eventsOf(t1.events, 'gameOver')[0]!.then, 'settle');
    s = t1.state;
    const events = [];
    while (s.phase === 'play') {
      const r = run(s, [legalMoves(s).find((m) => m.type === 'play')!]);
      events.push(...r.events);
      s = r.state;
    }
    assert.deepEqual(s.scores, [0, 0]);
    assert.deepEqual(eventsOf(events, 'score'), [], 'nothing counts while settling');
    assert.equal(eventsOf(events, 'decided').length, 1, 'the 26 is settled');
  });

  it('EX-H-9: 80 : 70, honours 86, tricks 1–4 reach 101: deal abandoned, N–S pay 1 each, next game 0 : 0 with East dealing (H8, H35 a, H37, H38, PD-H-2, PD-H-5)', () => {
    const s = state({
      trump: 'Ba',
      phase: 'announce',
      scores: [80, 70],
      hands: [
        ['Sw-9', 'Sw-K', 'Cu-K', 'Co-K', 'Ba-A', 'Ba-N', 'Ba-J', 'Ba-10', 'Ba-9'],
        ['Co-10', 'Co-8', 'Sw-10', 'Cu-7', 'Ba-K', 'Ba-8', 'Ba-7', 'Ba-Do', 'Sw-A'],
        ['Co-9', 'Co-7', 'Sw-7', 'Cu-8', 'Sw-N', 'Sw-J', 'Cu-A', 'Cu-N', 'Cu-J'],
        ['Cu-10', 'Cu-9', 'Sw-8', 'Sw-Do', 'Cu-Do', 'Co-A', 'Co-N', 'Co-J', 'Co-Do'],
      ],
    });
    const a = run(s, [{ type: 'honours', rank: 'K' }, PASS, PASS, PASS, PASS]);
    assert.deepEqual(a.state.scores, [86, 70]);
    const r = run(a.state, [
      ...plays('Sw-9', 'Co-10', 'Co-9', 'Cu-10'),
      ...plays('Sw-K', 'Co-8', 'Co-7', 'Cu-9'),
      ...plays('Cu-K', 'Sw-10', 'Sw-7', 'Sw-8'),
      ...plays('Co-K', 'Cu-7', 'Cu-8', 'Sw-Do'),
    ]);
    assert.deepEqual(eventsOf(r.events, 'score').map((e) => e.scores[EW]), [86, 91, 96, 101]);
    assert.deepEqual(eventsOf(r.events, 'gameOver'), [{ type: 'gameOver', winner: EW, scores: [101, 70], matsch: [], then: 'abandoned' }]);
    assert.deepEqual(eventsOf(r.events, 'dealOver'), [{ type: 'dealOver', reason: 'abandoned' }]);
    assert.deepEqual(r.state.marks, [1, -1, 1, -1]);
    assert.equal(r.state.phase, 'dealOver');
    const next = nextDeal(r.state);
    assert.equal(next.dealer, E);
    assert.deepEqual(next.scores, [0, 0]);
  });

  it('EX-H-10: three players deal 12 each (12 tricks), or 11 each with a 3-card Scat (H50, H51)', () => {
    const a = newSession({ players: 3 }, 'ex10');
    assert.deepEqual(a.hands.map((h) => h.length), [12, 12, 12]);
    assert.equal(a.scat.length, 0);
    assert.equal(a.rules.handSize, 12);
    const b = newSession({ players: 3, scat: true }, 'ex10');
    assert.deepEqual(b.hands.map((h) => h.length), [11, 11, 11]);
    assert.equal(b.scat.length, 3);
  });

  it('EX-H-10: X reaches 100 with Y at 55 and Z at 30: Y pays X 1, Z pays X 2 (Matsch for Z; H53, PD-H-17)', () => {
    const s = state({
      options: { players: 3 },
      phase: 'announce',
      trump: 'Ba',
      scores: [94, 55, 30],
      hands: [['Sw-K', 'Ba-K', 'Cu-K'], [], []],
      fill: 12,
    });
    const r = run(s, [{ type: 'honours', rank: 'K' }]);
    assert.deepEqual(eventsOf(r.events, 'gameOver')[0]!.matsch, [2]);
    assert.deepEqual(r.state.marks, [3, -1, -2]);
    assert.deepEqual(eventsOf(r.events, 'payment').map((p) => [p.from, p.to, p.amount, p.reason]), [[1, 0, 1, 'game'], [2, 0, 2, 'matsch']]);
  });

  const scat4 = { players: 4 as const, scat: true };

  it('EX-H-11: Scat bidding: Sw (East), Weiter, Cu (West), Ba (North): the outbid withdraw, North declares in Bastoni (H56, H57)', () => {
    const s = state({
      options: scat4,
      phase: 'bid',
      trump: null,
      hands: [['Sw-Do'], ['Sw-A'], ['Cu-Do'], ['Ba-Do']],
      scat: ['Co-J', 'Sw-9', 'Sw-8', 'Sw-7'],
      fill: 8,
    });
    const r = run(s, [{ type: 'bid', suit: 'Sw' }, PASS, { type: 'bid', suit: 'Cu' }, { type: 'bid', suit: 'Ba' }]);
    assert.deepEqual(eventsOf(r.events, 'outbid').map((e) => [e.seat, e.card]), [[E, 'Sw-Do'], [W, 'Cu-Do']]);
    assert.equal(r.state.trump, 'Ba');
    assert.deepEqual(r.state.announcements, [{ seat: N, kind: '26', dos: ['Ba-Do'], contra: 0, status: 'open' }]);
    assert.equal(r.state.phase, 'announce');
    assert.deepEqual(eventsOf(r.events, 'trumpFixed'), [{ type: 'trumpFixed', suit: 'Ba', seat: N, value: 4 }]);
  });

  const ex11Last = (contra: 0 | 1, winner: 'Ba-Do' | 'Ba-K') =>
    state({
      options: scat4,
      trump: 'Ba',
      hands: [['Co-7'], ['Co-8'], [winner === 'Ba-K' ? 'Ba-K' : 'Co-9'], ['Ba-Do']],
      scat: ['Co-J', 'Sw-9', 'Sw-8', 'Sw-7'],
      announcements: [{ seat: N, kind: '26', dos: ['Ba-Do'], contra, status: 'open' }],
    });

  it('EX-H-11: North wins the last trick with Ba-Do: ±4 (the suit\'s value; H61), ±8 with Contra; the unbought Scat\'s points go to N–S (H60)', () => {
    const r = run(ex11Last(0, 'Ba-Do'), plays('Co-7', 'Co-8', 'Co-9', 'Ba-Do'));
    assert.deepEqual(r.state.marks, [-4, 4, -4, 4]);
    const scat = eventsOf(r.events, 'score').find((e) => e.reason === 'scat')!;
    assert.deepEqual([scat.party, scat.points], [NS, 3]);
    const c = run(ex11Last(1, 'Ba-Do'), plays('Co-7', 'Co-8', 'Co-9', 'Ba-Do'));
    assert.deepEqual(c.state.marks, [-8, 8, -8, 8]);
  });

  it('EX-H-12: all say Weiter; East declines, South buys the Scat, lays away 4 (no K or A), names Coppi and lays Cu-Do (H58)', () => {
    const s = state({
      options: scat4,
      phase: 'bid',
      trump: null,
      hands: [[], ['Sw-8', 'Sw-7', 'Co-J', 'Co-9', 'Cu-Do', 'Co-Do', 'Sw-K', 'Cu-A'], [], []],
      scat: ['Ba-10', 'Ba-9', 'Cu-10', 'Cu-9'],
      fill: 8,
    });
    const b = run(s, [PASS, PASS, PASS, PASS]);
    assert.equal(b.state.phase, 'buy');
    const bought = run(b.state, [PASS, { type: 'buy' }]);
    assert.equal(bought.state.buyer, S);
    assert.equal(bought.state.hands[S]!.length, 12);
    assert.deepEqual(bought.state.scat, []);
    assert.deepEqual(refused(bought.state, { type: 'discard', card: 'Sw-K' }), { rule: 'H58', code: 'kingOrAce' });
    assert.deepEqual(refused(bought.state, { type: 'discard', card: 'Cu-A' }), { rule: 'H58', code: 'kingOrAce' });
    const d = run(bought.state, ['Sw-8', 'Sw-7', 'Co-J', 'Co-9'].map((card) => ({ type: 'discard' as const, card })));
    assert.equal(d.state.phase, 'trump');
    assert.deepEqual(d.state.scat, ['Sw-8', 'Sw-7', 'Co-J', 'Co-9']);
    assert.deepEqual(refused(d.state, { type: 'trump', suit: 'Sw' }), { rule: 'H58', code: 'trumpWithoutDo' });
    const t = run(d.state, [{ type: 'trump', suit: 'Cu' }]);
    assert.equal(t.state.trump, 'Cu');
    assert.deepEqual(t.state.announcements, [{ seat: S, kind: '26', dos: ['Cu-Do'], contra: 0, status: 'open' }]);
    assert.deepEqual(eventsOf(t.events, 'trumpFixed'), [{ type: 'trumpFixed', suit: 'Cu', seat: S, value: 3 }]);
  });
});

/** Plays the first legal card for each seat until the trick in progress is complete. */
function finishTrick(s: HundertspielState): { state: HundertspielState; events: ReturnType<typeof run>['events'] } {
  const events: ReturnType<typeof run>['events'] = [];
  while (s.trick.length > 0 && s.phase === 'play') {
    const r = run(s, [legalMoves(s).find((m) => m.type === 'play')!]);
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}
