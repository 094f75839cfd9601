/**
 * Chess at a table of seats (src/games/chess/seat-moves.ts): CH30's resignation and draw offers as the
 * engine's table moves (a seat's whoever is to move; the offer lapses with the other side's move, as
 * FIDE), V-CH-4's announced form of every move in the mover's list, the offline session taking a move
 * out of turn while a computer thinks; the computer players' answers to a draw offer (B-CH-19) and the
 * reasons for their moves (bots/reasons.ts), with their words in every language, on chess.md's positions.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  answerMoves, anytimeMoves, applySeatMove, chessGame, legalMoves, newSession, seatLegalMoves, type ChessEvent, type ChessOptions, type ChessState,
} from '../../src/games/chess/index.js';
import { chessSeatBots } from '../../src/games/chess/bots/seat.js';
import { REASON_IDS, reasonsFor, type ChessReason } from '../../src/games/chess/bots/reasons.js';
import { botPosition, rootMoves } from '../../src/games/chess/bots/position.js';
import { SeatSession } from '../../src/play/session.js';
import { chessMessages } from '../../src/games/chess/texts.js';
import { LOCALES } from '../../src/i18n/locale.js';
import { ChessTableMoves } from '../../src/games/chess/table-play.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

function play(s: ChessState, ...moves: string[]): { s: ChessState; events: ChessEvent[] } {
  let events: ChessEvent[] = [];
  for (const m of moves) {
    const r = applySeatMove(s, m);
    if (!r.ok) throw new Error(`${m}: ${r.violation.code} ${r.violation.message}`);
    s = r.state;
    events = [...r.events];
  }
  return { s, events };
}

/** Player 0 has White (the seed's draw is not what these tests are about). */
const session = (options: ChessOptions = {}): ChessState => ({ ...newSession(options, 'seat-moves'), white: 0 });

describe('chess table moves (CH30): resignation and draw offers, a seat’s whoever is to move', () => {
  it('CH30: either seat may resign at any moment, whoever is to move; the other side wins, stake 1', () => {
    const s = session();
    assert.deepEqual(anytimeMoves(s, 1), ['resign:b', 'offerDraw:b']);
    assert.ok(!chessGame.legalMoves(s).includes('resign:w'), 'a table move is not one of the mover’s board moves');
    const { s: over, events } = play(s, 'resign:b');
    assert.deepEqual(events.map((e) => e.type), ['resignation', 'gameOver', 'sessionOver']);
    assert.deepEqual(over.result, { winner: 'w', reason: 'resignation', stake: 1 });
    assert.deepEqual(anytimeMoves(over, 0), [], 'nothing once the game is over');
    const again = applySeatMove(over, 'resign:w');
    assert.ok(!again.ok && again.violation.rule === 'CH33');
  });

  it('CH30: a draw offered and accepted (agreeDraw), by either side, whoever is to move', () => {
    const s = session();
    const { s: offered, events } = play(s, 'offerDraw:b');
    assert.deepEqual(events, [{ type: 'drawOffered', color: 'b' }]);
    assert.equal(offered.drawOffer, 'b');
    assert.equal(offered.toMove, 'w', 'an offer passes no turn');
    assert.deepEqual(anytimeMoves(offered, 0), ['resign:w', 'agreeDraw:w', 'declineDraw:w']);
    assert.deepEqual(anytimeMoves(offered, 1), ['resign:b'], 'no second offer while one stands');
    assert.ok(seatLegalMoves(offered).includes('agreeDraw:w'), 'the mover answers among its legal moves (a computer player too)');
    const { s: drawn, events: end } = play(offered, 'agreeDraw:w');
    assert.deepEqual(end.map((e) => e.type), ['draw', 'gameOver', 'sessionOver']);
    assert.deepEqual(drawn.result, { winner: null, reason: 'agreement', stake: 0 });
    assert.equal(drawn.drawOffer, undefined);
  });

  it('CH30 (FIDE 9.1.2): the offer stands through the offerer’s own move and lapses with the other side’s', () => {
    const s = session();
    const { s: moved } = play(s, 'offerDraw:w', 'e2e4');
    assert.equal(moved.drawOffer, 'w', 'White offers, then moves: the offer stands for Black');
    const { s: lapsed, events } = play(moved, 'e7e5');
    assert.deepEqual(events[0], { type: 'drawDeclined', color: 'b', byMove: true });
    assert.equal(events[1]!.type, 'move');
    assert.equal(lapsed.drawOffer, undefined);
    assert.deepEqual(anytimeMoves(lapsed, 0), ['resign:w', 'offerDraw:w'], 'a new offer may be made');
  });

  it('CH30: declined by a word, the turn unchanged; refusals name CH30 and change nothing', () => {
    const { s } = play(session(), 'offerDraw:w');
    const { s: declined, events } = play(s, 'declineDraw:b');
    assert.deepEqual(events, [{ type: 'drawDeclined', color: 'b', byMove: false }]);
    assert.equal(declined.toMove, 'w');
    assert.equal(declined.drawOffer, undefined);
    for (const [state, move, code] of [
      [s, 'offerDraw:b', 'DRAW_OFFER_STANDS'],
      [s, 'agreeDraw:w', 'NO_DRAW_OFFER'],
      [declined, 'agreeDraw:b', 'NO_DRAW_OFFER'],
    ] as const) {
      const r = applySeatMove(state, move);
      assert.ok(!r.ok && r.violation.code === code && r.violation.rule === 'CH30', `${move}: ${JSON.stringify(r)}`);
    }
    for (const bad of ['resign', 'resign:x', 'offerDraw:w:w', 'draw:w']) assert.equal(applySeatMove(s, bad).ok, false, bad);
  });

  it('CH30: a standing offer survives the save (fromJSON), and a bad one is refused', () => {
    const { s } = play(session(), 'offerDraw:w', 'e2e4');
    const back = chessGame.fromJSON(JSON.parse(JSON.stringify(s)));
    assert.equal(back.drawOffer, 'w');
    assert.throws(() => chessGame.fromJSON({ ...JSON.parse(JSON.stringify(s)), drawOffer: 'x' }), /drawOffer/);
  });

  it('V-CH-4: the mover’s list holds every move also announced (never only the mating ones); the contract’s list never has “#”', () => {
    const plain = session();
    assert.ok(seatLegalMoves(plain).every((m) => !m.endsWith('#')), 'without V-CH-4 no announced form');
    const s = session({ variants: ['V-CH-4'] });
    const moves = seatLegalMoves(s);
    assert.equal(moves.length, 40);
    for (const m of legalMoves(s)) assert.ok(moves.includes(m) && moves.includes(`${m}#`), m);
    assert.ok(legalMoves(s).every((m) => !m.endsWith('#')));
  });

  it('V-CH-4, EX-CH-4: the last move sent announced through the table’s move is a full win; bare, half (PD-CH-5)', () => {
    const game = 'e2e4 e7e5 f2f4 e5f4 g1f3 g7g5 f1c4 f7f6 f3g5 f6g5 d1h5 e8e7 h5g5 e7e8 g5h5 e8e7'.split(' ');
    const before = play(session({ variants: ['V-CH-4'] }), ...game).s;
    assert.ok(seatLegalMoves(before).includes('h5e5#'));
    assert.deepEqual(play(before, 'h5e5#').s.result, { winner: 'w', reason: 'checkmate', stake: 1 });
    assert.deepEqual(play(before, 'h5e5').s.result, { winner: 'w', reason: 'checkmate-unannounced', stake: 0.5 });
  });
});

describe('chess offline session: a table move out of turn (CH30)', () => {
  it('CH30: resigning while the computer thinks ends the game; the computer’s late move is dropped', async () => {
    let release: (m: string) => void = () => {};
    const asked: string[] = [];
    const config = { options: {}, seed: 'out-of-turn', seats: [{ name: 'You', kind: 'human' as const, level: 'normal' as const }, { name: 'Anna', kind: 'computer' as const, level: 'normal' as const }] };
    const s = new SeatSession(chessGame, config, () => ({
      decide: (_v: ChessState, legal: readonly string[]) => {
        asked.push(legal[0]!);
        return new Promise<string>((r) => (release = r));
      },
    }));
    s.pace = 'instant';
    // Make it the computer's turn: if it has White it thinks at once, else after my first move.
    if (s.myTurn) assert.equal(s.play('e2e4'), null);
    else s.scheduleComputers();
    await new Promise((r) => setImmediate(r));
    assert.ok(s.busy && asked.length === 1, 'the computer is thinking');
    const mine = s.view.white === 0 ? 'w' : 'b';
    assert.ok(s.play(`offerDraw:${mine === 'w' ? 'b' : 'w'}`), 'the other colour’s table move is not mine');
    assert.equal(s.play(`resign:${mine}`), null);
    assert.equal(s.state.phase, 'sessionOver');
    release(seatLegalMoves(s.state)[0] ?? 'a7a6');
    await new Promise((r) => setImmediate(r));
    assert.equal(s.steps.at(-1)!.actor, 0, 'the last step is my resignation');
    assert.ok(s.play(`resign:${mine}`), 'nothing after the end');
  });
});

describe('chess offline session: the computer answers a draw offered on my turn at once (CH30, B-CH-19)', () => {
  const config = (level: 'easy' | 'normal') => ({ options: {}, seed: 'answer', seats: [{ name: 'You', kind: 'human' as const, level }, { name: 'Anna', kind: 'computer' as const, level }] });
  const bots = (_seat: number, level: string) => ({ decide: async (v: ChessState, legal: readonly string[], seed: string) => chessSeatBots.decide(level, v, legal, { seed }).move });
  /** Waits for the session's next step (a state, not a time). */
  const nextStep = (s: SeatSession<ChessState, string, ChessState, ChessEvent, ChessOptions>) => new Promise<void>((r) => s.addEventListener('step', () => r(), { once: true }));

  it('CH30: offered on my turn, the computer declines at once (the even start), before my move; my move then is an ordinary one', async () => {
    const s = new SeatSession(chessGame, config('normal'), bots);
    s.pace = 'instant';
    if (!s.myTurn) {
      s.scheduleComputers();
      await nextStep(s);
    }
    assert.ok(s.myTurn);
    const mine = s.view.white === 0 ? 'w' : 'b';
    const answered = nextStep(s).then(() => nextStep(s));
    assert.equal(s.play(`offerDraw:${mine}`), null);
    await answered;
    const last = s.steps.at(-1)!;
    assert.equal(last.actor, 1, 'the computer answered');
    assert.deepEqual(last.events, [{ type: 'drawDeclined', color: mine === 'w' ? 'b' : 'w', byMove: false }]);
    assert.ok(s.myTurn, 'still my turn');
    assert.equal(s.state.drawOffer, undefined);
    const move = seatLegalMoves(s.state).find((m) => !m.includes(':') && !m.endsWith('#'))!;
    assert.equal(s.play(move), null);
    assert.ok(!s.steps.at(-1)!.events.some((e) => e.type === 'drawDeclined'), 'no offer left to lapse');
  });

  it('CH30: if I move before the computer has answered, its late answer is dropped and it answers on its own turn, among its moves', async () => {
    let release: (m: string) => void = () => {};
    const asked: (readonly string[])[] = [];
    const s = new SeatSession(chessGame, config('normal'), () => ({
      decide: (_v: ChessState, legal: readonly string[]) => {
        asked.push(legal);
        return new Promise<string>((r) => (release = r));
      },
    }));
    s.pace = 'instant';
    if (!s.myTurn) {
      s.scheduleComputers();
      await new Promise((r) => setImmediate(r));
      release(seatLegalMoves(s.state)[0]!);
      await nextStep(s);
    }
    const mine = s.view.white === 0 ? 'w' : 'b';
    const theirs = mine === 'w' ? 'b' : 'w';
    const before = asked.length;
    assert.equal(s.play(`offerDraw:${mine}`), null);
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(asked[before], [`agreeDraw:${theirs}`, `declineDraw:${theirs}`], 'asked out of turn: agree or decline');
    const lateAnswer = release;
    // I move before it answers: the offer stands for its turn (FIDE 9.1.2.2)
    assert.equal(s.play(seatLegalMoves(s.state).find((m) => !m.includes(':') && !m.endsWith('#'))!), null);
    lateAnswer(`agreeDraw:${theirs}`);
    await new Promise((r) => setImmediate(r));
    assert.equal(s.state.phase, 'play', 'the late answer was dropped');
    assert.equal(asked.length, before + 2, 'asked again, now as the mover');
    assert.ok(asked.at(-1)!.includes(`agreeDraw:${theirs}`) && asked.at(-1)!.some((m) => !m.includes(':')), 'its own turn: its moves and its answer');
    release(`agreeDraw:${theirs}`);
    await nextStep(s);
    assert.equal(s.state.phase, 'sessionOver');
  });
});

/** The normal player's decision on a seat's legal moves (its table form: bots/seat.ts). */
const decide = (s: ChessState) => chessSeatBots.decide('normal', s, chessGame.legalMoves(s), { seed: 'b-ch' });

describe('chess computer players answer a draw offer (B-CH-19, by their own evaluation of the view)', () => {
  // EX-CH-13 (V-CH-1): White has every officer, Black only a queen.
  const EX13 = '7k/4P3/8/8/8/8/1q5P/RNBQKBNR w KQ - 0 1';
  const lopsided = () => session({ variants: ['V-CH-1'], start: EX13 });

  it('B-CH-19: clearly below even, the normal player accepts the draw offered (its search’s value)', () => {
    const { s } = play(lopsided(), 'offerDraw:w', 'h2h3');
    const d = decide(s);
    assert.equal(d.move, 'agreeDraw:b');
    assert.deepEqual(d.explanation.reasons.map((r) => r.id), ['acceptsDraw']);
    assert.ok(d.explanation.score < -150, `${d.explanation.score}`);
  });

  it('B-CH-19: in a won position it plays on, which declines the offer (it never offers one itself)', () => {
    const { s } = play(lopsided(), 'offerDraw:b');
    const d = decide(s);
    assert.notEqual(d.move, 'agreeDraw:w');
    assert.ok(chessGame.legalMoves(s).includes(d.move));
    const { events } = play(s, d.move);
    assert.deepEqual(events[0], { type: 'drawDeclined', color: 'w', byMove: true });
    for (const level of ['easy', 'normal', 'strong'] as const) {
      const m = chessSeatBots.decide(level, s, chessGame.legalMoves(s), { seed: 'x', budget: { iterations: 2000 } }).move;
      assert.ok(!m.startsWith('offerDraw') && m !== 'agreeDraw:w', `${level}: ${m}`);
    }
  });

  it('CH30, B-CH-19: a draw offered on the offerer’s own turn is put to the other seat at once (answers), only to it, only then', () => {
    const { s } = play(lopsided(), 'offerDraw:w');
    assert.deepEqual(answerMoves(s, 1), ['agreeDraw:b', 'declineDraw:b'], 'Black, not to move, is asked');
    assert.deepEqual(answerMoves(s, 0), [], 'nothing is asked of the offerer (it is to move)');
    for (const m of chessGame.answers!(s, 1)) assert.ok(chessGame.anytime!(s, 1).includes(m), `${m} is one of the seat's anytime moves`);
    // The offerer moves: the offer stands for Black's own turn, among its legal moves, no longer out of turn.
    const { s: moved } = play(s, 'h2h3');
    assert.deepEqual(answerMoves(moved, 1), []);
    assert.ok(chessGame.legalMoves(moved).includes('agreeDraw:b'));
    assert.deepEqual(answerMoves(session(), 0), []);
    assert.deepEqual(answerMoves(session(), 1), [], 'no offer, nothing asked');
  });

  it('B-CH-19 out of turn: every level answers with agree or decline only (never a board move), from its evaluation of the view: it accepts when clearly below even and declines when winning', () => {
    // Black is lost (a queen against every officer): offered on White's turn, it accepts.
    const { s: lost } = play(lopsided(), 'offerDraw:w');
    // White is winning: offered by Black while Black is to move (after White's first move), White declines.
    const { s: won } = play(lopsided(), 'h2h3', 'offerDraw:b');
    assert.deepEqual(answerMoves(won, 0), ['agreeDraw:w', 'declineDraw:w']);
    for (const level of ['easy', 'normal', 'strong'] as const) {
      const budget = { iterations: 5000 };
      const a = chessSeatBots.decide(level, chessGame.view(lost, 1), answerMoves(lost, 1), { seed: 'o', budget });
      assert.equal(a.move, 'agreeDraw:b', level);
      assert.deepEqual(a.explanation.reasons.map((r) => r.id), ['acceptsDraw']);
      const d = chessSeatBots.decide(level, chessGame.view(won, 0), answerMoves(won, 0), { seed: 'o', budget });
      assert.equal(d.move, 'declineDraw:w', level);
      // The answer is a legal table move: it ends the game or lifts the offer, the turn unchanged.
      const accepted = play(lost, a.move);
      assert.equal(accepted.s.phase, 'sessionOver');
      const declined = play(won, d.move);
      assert.equal(declined.s.toMove, won.toMove);
      assert.equal(declined.s.drawOffer, undefined);
      assert.deepEqual(declined.events, [{ type: 'drawDeclined', color: 'w', byMove: false }]);
    }
  });

  it('V-CH-4: a computer player’s mate is sent announced (EX-CH-14: Qg7#, Qh7#, Qe8#)', () => {
    const s = session({ variants: ['V-CH-4'], start: '7k/4Q3/6K1/8/8/8/8/8 w - - 0 1' });
    const d = decide(s);
    assert.ok(d.move.endsWith('#'), d.move);
    assert.deepEqual(play(s, d.move).s.result, { winner: 'w', reason: 'checkmate', stake: 1 });
  });
});

/** The reasons for one move of a position (chess.md's FENs), as the normal player gives them. */
function reasonsOf(fen: string, uci: string, facts: { forced?: boolean; mateIn?: number | null } = {}, options: ChessOptions = {}): ChessReason[] {
  const s = session({ ...options, start: fen });
  const { board } = botPosition(s);
  const m = rootMoves(board, [uci]).numbers[0];
  assert.ok(m !== undefined, `${uci} is legal in ${fen}`);
  return reasonsFor(board, m, { forced: facts.forced ?? false, mateIn: facts.mateIn ?? null });
}
const ids = (rs: readonly ChessReason[]) => rs.map((r) => r.id);

describe('chess computer player’s reasons (B-CH terms, chess.md §9), on chess.md’s positions', () => {
  it('B-CH-2, EX-CH-1: Nf3 develops a piece and controls the centre', () => {
    assert.deepEqual(reasonsOf(START, 'g1f3'), [
      { id: 'develops', rule: 'B-CH-2' },
      { id: 'centre', rule: 'B-CH-2' },
    ]);
  });

  it('B-CH-1, EX-CH-1: e4 opens with a centre pawn (and stands in the centre); a4 has no rule of its own', () => {
    assert.deepEqual(ids(reasonsOf(START, 'e2e4')), ['centrePawn', 'centre']);
    assert.deepEqual(reasonsOf(START, 'a2a4'), [{ id: 'calculated', rule: 'B-CH-5' }]);
  });

  it('B-CH-3, EX-CH-10: castling, for the king’s safety', () => {
    assert.deepEqual(ids(reasonsOf('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'e1g1')), ['castles']);
  });

  it('B-CH-7, EX-CH-14: Qg7 mates', () => {
    assert.deepEqual(reasonsOf('7k/4Q3/6K1/8/8/8/8/8 w - - 0 1', 'e7g7'), [{ id: 'mate', rule: 'B-CH-7' }]);
  });

  it('B-CH-5, EX-CH-5 (position 9): a forced mate the search saw, with its length', () => {
    const rs = reasonsOf('k7/pp1r4/1n3b2/1N6/5Qp1/5pPq/5P2/4R1K1 w - - 0 1', 'e1e8', { mateIn: 3 });
    assert.deepEqual(rs[0], { id: 'mateIn', rule: 'B-CH-5', moves: 3 });
  });

  it('B-CH-9, EX-CH-15 and EX-CH-5: a man won without harm (the king takes the rook; the queen the bishop nothing guards)', () => {
    assert.deepEqual(reasonsOf('8/8/8/3k4/8/8/3r4/4K3 w - - 0 1', 'e1d2'), [{ id: 'wins', rule: 'B-CH-9', kind: 'r' }]);
    assert.deepEqual(ids(reasonsOf('k7/pp1r4/1n3b2/1N6/5Qp1/5pPq/5P2/4R1K1 w - - 0 1', 'f4f6')), ['wins']);
  });

  it('B-CH-12 and B-CH-14, EX-CH-6 (position 10): the knight takes with the least valuable taker and leaves danger', () => {
    const rs = reasonsOf('1kr2b1r/pp2p3/3p1n2/1P1N4/6p1/2R1QpPq/2B2P2/4R1K1 w - - 0 1', 'd5e7');
    assert.deepEqual(ids(rs), ['cheapest', 'escapes', 'centre']);
    assert.equal(rs[1]!.kind, 'n');
  });

  it('B-CH-14, EX-CH-8 (position 8): the queen attacked by a knight brought to safety', () => {
    assert.deepEqual(reasonsOf('k1r5/pp3p1r/6p1/3N1b2/2P1p1n1/4Q1Pq/1P1B1P2/3R2K1 w - - 0 1', 'e3e2'), [{ id: 'escapes', rule: 'B-CH-14', kind: 'q' }]);
  });

  it('B-CH-15, EX-CH-11 and EX-CH-7 (position 3, Black to move): a new queen; a passed pawn advanced', () => {
    assert.deepEqual(reasonsOf('8/4P1k1/8/8/8/8/6K1/8 w - - 0 1', 'e7e8q'), [{ id: 'promotes', rule: 'B-CH-15', kind: 'q' }]);
    assert.deepEqual(ids(reasonsOf('8/8/8/3K4/4R3/p7/8/1k6 b - - 0 1', 'a3a2')), ['passedPawn']);
  });

  it('the only legal move is said as such', () => {
    assert.deepEqual(reasonsOf('8/8/8/3k4/8/8/3r4/4K3 w - - 0 1', 'e1d2', { forced: true }), [{ id: 'forced', rule: null }]);
  });

  it('the normal player’s decision carries its reasons (EX-CH-1: its first move, each reason with its B-CH rule)', () => {
    const d = decide(session());
    assert.ok(d.explanation.reasons.length > 0);
    for (const r of d.explanation.reasons) assert.match(r.rule ?? '', /^B-CH-\d+$/, r.id);
  });

  it('every reason has its words in every language, and the hint names the move, the reasons and their rules', () => {
    for (const locale of LOCALES) {
      const t = chessMessages(locale).table;
      for (const id of REASON_IDS) {
        const text = t.reason({ id, rule: null, kind: 'n', moves: 2 });
        assert.ok(text.length > 3 && text !== id && !/undefined|\$\{/.test(text), `${locale} ${id}: ${text}`);
      }
      const hint = t.hint('knight f3', [t.reason({ id: 'develops', rule: 'B-CH-2' }), t.reason({ id: 'centre', rule: 'B-CH-2' })], ['B-CH-2']);
      assert.match(hint, /\(B-CH-2\)\.$/, `${locale}: ${hint}`);
    }
    assert.equal(chessMessages('en').table.hint('knight f3', ['develops a piece', 'controls the centre'], ['B-CH-2']), 'Knight f3: develops a piece and controls the centre (B-CH-2).');
    assert.equal(chessMessages('de').table.hint('Springer f3', ['entwickelt eine Figur', 'beherrscht das Zentrum'], ['B-CH-2']), 'Springer f3: entwickelt eine Figur und beherrscht das Zentrum (B-CH-2).');
  });
});

describe('chess table: a draw offered to me is asked at once (table-play.ts)', () => {
  /** The table moves over a state of its own: what it asks, says and plays. */
  function tableOver(state: ChessState, me: 0 | 1) {
    const log: { asked: import('../../src/play/module.js').Confirm | null; said: string[]; played: string[] } = { asked: null, said: [], played: [] };
    let s = state;
    const t = new ChessTableMoves({
      messages: () => chessMessages('en'),
      view: () => s,
      me: () => me,
      myColor: () => (s.white === me ? 'w' : 'b'),
      opponent: () => ({ name: 'Anna', self: false }),
      elsewhere: () => false,
      say: (text) => log.said.push(text),
      ask: (c) => (log.asked = c),
      play: (move) => {
        log.played.push(move);
        s = play(s, move).s;
      },
      changed: () => {},
    });
    return { t, log, state: () => s };
  }

  it('CH30: the opponent’s offer opens the question; accepting plays agreeDraw, Cancel declines it', () => {
    const offered = play(session(), 'offerDraw:b');
    const accept = tableOver(offered.s, 0);
    accept.t.afterStep({ actor: 1, move: 'offerDraw:b', events: offered.events });
    assert.equal(accept.log.asked?.id, 'answerDraw');
    assert.equal(accept.log.asked?.text, 'Anna offers a draw. Accept it? Cancel declines it.');
    accept.log.asked!.confirm();
    assert.deepEqual(accept.log.played, ['agreeDraw:w']);
    assert.equal(accept.state().result?.reason, 'agreement');

    const decline = tableOver(offered.s, 0);
    decline.t.afterStep({ actor: 1, move: 'offerDraw:b', events: offered.events });
    decline.log.asked!.cancel!();
    assert.deepEqual(decline.log.played, ['declineDraw:w']);
    assert.equal(decline.state().drawOffer, undefined);
  });

  it('CH30: my own offer asks no question of me; a second Shift+D says it stands; Shift+X with nothing offered says so', () => {
    const mine = tableOver(session(), 0);
    mine.t.offerOrAnswer();
    assert.equal(mine.log.asked?.id, 'offerDraw');
    mine.log.asked!.confirm();
    assert.deepEqual(mine.log.played, ['offerDraw:w']);
    mine.t.afterStep({ actor: 0, move: 'offerDraw:w', events: [{ type: 'drawOffered', color: 'w' }] });
    assert.equal(mine.log.asked, null);
    mine.t.offerOrAnswer();
    assert.deepEqual(mine.log.said, ['Your draw offer stands: Anna has not answered yet.']);
    mine.t.decline();
    assert.equal(mine.log.said[1], 'No draw is offered to you.');
  });

  it('CH30: the resignation asks first; Cancel plays nothing', () => {
    const r = tableOver(session(), 1);
    r.t.resign();
    assert.equal(r.log.asked?.text, 'Resign this game? Anna wins it.');
    r.log.asked!.cancel!();
    assert.deepEqual(r.log.played, []);
    r.t.resign();
    r.log.asked!.confirm();
    assert.deepEqual(r.log.played, ['resign:b']);
  });

  it('the hint in words: the move, its reasons and their rules; an accepted draw said as such', () => {
    const t = tableOver(session(), 0).t;
    assert.equal(t.hintText('g1f3', { reasons: [{ id: 'develops', rule: 'B-CH-2' }, { id: 'centre', rule: 'B-CH-2' }] }, () => 'knight f3'), 'Knight f3: develops a piece and controls the centre (B-CH-2).');
    assert.equal(t.hintText('agreeDraw:w', { reasons: [{ id: 'acceptsDraw', rule: 'B-CH-19' }] }, () => '?'), 'Accept the draw: the position is clearly worse (B-CH-19).');
    assert.equal(t.hintText('h5e5#', { reasons: [{ id: 'mate', rule: 'B-CH-7' }] }, (m) => m), 'H5e5: it mates (B-CH-7).');
  });
});
