/** The worked examples of shared/rules/chess.md §13 (EX-CH-1 … EX-CH-18; EX-CH-17, perft, in chess-perft). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  START_FEN, applyMove, fromPosition, legalMoves, newSession,
  type ChessEvent, type ChessOptions, type ChessState, type Color,
} from '../../src/games/chess/index.js';

/** A game in play from `fen` (player 0 White), under `options`. */
function at(fen: string, options: ChessOptions = {}): ChessState {
  return fromPosition({
    options, startFen: fen, moves: [], phase: 'play', toMove: fen.split(' ')[1] as Color, result: null,
    game: 1, white: 0, results: [], points: [0, 0],
  } as unknown as Parameters<typeof fromPosition>[0]);
}

/** Plays `moves`, each of which must be legal; the states and every move's events. */
function play(s: ChessState, moves: string[]): { state: ChessState; events: ChessEvent[][] } {
  const events: ChessEvent[][] = [];
  for (const m of moves) {
    const r = applyMove(s, m);
    assert.ok(r.ok, `${m} must be legal: ${r.ok ? '' : JSON.stringify(r.violation)}`);
    s = r.state;
    events.push([...r.events]);
  }
  return { state: s, events };
}

const sans = (events: ChessEvent[][]) => events.map((e) => (e.find((x) => x.type === 'move') as { san: string }).san);
const codeOf = (s: ChessState, m: string) => {
  const r = applyMove(s, m);
  return r.ok ? 'accepted' : `${r.violation.code} ${r.violation.rule}`;
};

describe('chess worked examples (chess.md §13)', () => {
  it('EX-CH-1: 20 moves from the start (CH10, CH8, CH14, CH15), and 20 for Black after e2e4 with no en passant field', () => {
    const s = at(START_FEN);
    const moves = legalMoves(s).sort();
    assert.equal(moves.length, 20);
    assert.deepEqual(moves.filter((m) => m[0] === 'b' || m[0] === 'g').filter((m) => m[1] === '1'), ['b1a3', 'b1c3', 'g1f3', 'g1h3']);
    const after = play(s, ['e2e4']).state;
    assert.equal(after.fen, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    assert.equal(legalMoves(after).length, 20);
  });

  it('EX-CH-2: en passant, the source\u2019s example (CH12, CH36): both pawns may take on g3, only on the very next move', () => {
    const s = at('4k3/8/8/8/5p1p/8/6P1/4K3 w - - 0 1');
    const { state, events } = play(s, ['g2g4']);
    assert.equal(sans(events)[0], 'g4');
    assert.equal(state.fen, '4k3/8/8/8/5pPp/8/8/4K3 b - g3 0 1');
    assert.deepEqual(legalMoves(state).sort(), ['e8d7', 'e8d8', 'e8e7', 'e8f7', 'e8f8', 'f4f3', 'f4g3', 'h4g3', 'h4h3']);
    const taken = play(state, ['h4g3']);
    assert.equal(taken.state.fen, '4k3/8/8/8/5p2/6p1/8/4K3 w - - 0 2');
    assert.equal(sans(taken.events)[0], 'hxg3');
    assert.deepEqual(taken.events[0]!.find((e) => e.type === 'capture'), { type: 'capture', color: 'w', piece: 'p', square: 'g4', enPassant: true });
    const later = play(state, ['e8e7']);
    assert.equal(later.state.fen.split(' ')[3], '-');
    const next = play(later.state, ['e1e2']).state;
    assert.equal(codeOf(next, 'f4g3'), 'ILLEGAL_MOVE CH4');
  });

  it('EX-CH-3: the source\u2019s game 3 ends 10.Qe5# (CH16, CH19): its SAN, and the events of the last move', () => {
    const moves = 'e2e4 e7e5 f2f4 e5f4 g1f3 h7h6 f1c4 g7g5 h2h4 f7f6 f3g5 f6g5 d1h5 e8e7 h5f7 e7d6 f7d5 d6e7 d5e5'.split(' ');
    const { state, events } = play(at(START_FEN), moves);
    assert.deepEqual(sans(events), 'e4 e5 f4 exf4 Nf3 h6 Bc4 g5 h4 f6 Nxg5 fxg5 Qh5+ Ke7 Qf7+ Kd6 Qd5+ Ke7 Qe5#'.split(' '));
    assert.deepEqual(events.at(-1)!.map((e) => e.type), ['move', 'check', 'checkmate', 'gameOver', 'sessionOver']);
    assert.deepEqual(events.at(-1)![1], { type: 'check', color: 'b', king: 'e7', by: ['e5'] });
    assert.deepEqual(events.at(-1)![2], { type: 'checkmate', winner: 'w', announced: true });
    assert.deepEqual(state.result, { winner: 'w', reason: 'checkmate', stake: 1 });
    assert.deepEqual(state.points, [1, 0]);
    assert.equal(state.phase, 'sessionOver');
    assert.deepEqual(legalMoves(state), []);
  });

  it('EX-CH-4: the source\u2019s game 6 (CH19); under V-CH-4 the mate sent without # wins half (¾ : ¼), with # in full', () => {
    const moves = 'e2e4 e7e5 f2f4 e5f4 g1f3 g7g5 f1c4 f7f6 f3g5 f6g5 d1h5 e8e7 h5g5 e7e8 g5h5 e8e7 h5e5'.split(' ');
    const { state, events } = play(at(START_FEN), moves);
    assert.deepEqual(sans(events), 'e4 e5 f4 exf4 Nf3 g5 Bc4 f6 Nxg5 fxg5 Qh5+ Ke7 Qxg5+ Ke8 Qh5+ Ke7 Qe5#'.split(' '));
    assert.deepEqual(state.result, { winner: 'w', reason: 'checkmate', stake: 1 });
    const before = play(at(START_FEN, { variants: ['V-CH-4'] }), moves.slice(0, -1)).state;
    const silent = play(before, ['h5e5']);
    assert.deepEqual(silent.state.result, { winner: 'w', reason: 'checkmate-unannounced', stake: 0.5 });
    assert.deepEqual(silent.state.points, [0.75, 0.25]);
    assert.deepEqual(silent.events[0]!.find((e) => e.type === 'checkmate'), { type: 'checkmate', winner: 'w', announced: false });
    const said = play(before, ['h5e5#']);
    assert.deepEqual(said.state.result, { winner: 'w', reason: 'checkmate', stake: 1 });
    assert.equal(said.state.moves.at(-1), 'h5e5');
  });

  it('EX-CH-5: position 9, a smothered mate (CH18, CH19); 4.Na6+ is a double check by a6 and f4', () => {
    const moves = 'e1e8 f6d8 e8d8 d7d8 b5c7 a8b8 c7a6 b8a8 f4b8 d8b8 a6c7'.split(' ');
    const { state, events } = play(at('k7/pp1r4/1n3b2/1N6/5Qp1/5pPq/5P2/4R1K1 w - - 0 1'), moves);
    assert.deepEqual(sans(events), 'Re8+ Bd8 Rxd8+ Rxd8 Nc7+ Kb8 Na6+ Ka8 Qb8+ Rxb8 Nc7#'.split(' '));
    const double = events[6]!.find((e) => e.type === 'check') as { by: string[] };
    assert.deepEqual([...double.by].sort(), ['a6', 'f4']);
    assert.deepEqual(state.result, { winner: 'w', reason: 'checkmate', stake: 1 });
  });

  it('EX-CH-6: position 10 ends 7.Ra8# (CH19)', () => {
    const moves = 'e3a7 b8a7 e1a1 a7b8 a1a8 b8a8 c3c8 a8a7 b5b6 a7a6 c2d3 a6a5 c8a8'.split(' ');
    const { state, events } = play(at('1kr2b1r/pp2p3/3p1n2/1P1N4/6p1/2R1QpPq/2B2P2/4R1K1 w - - 0 1'), moves);
    assert.deepEqual(sans(events), 'Qxa7+ Kxa7 Ra1+ Kb8 Ra8+ Kxa8 Rxc8+ Ka7 b6+ Ka6 Bd3+ Ka5 Ra8#'.split(' '));
    assert.deepEqual(state.result, { winner: 'w', reason: 'checkmate', stake: 1 });
  });

  it('EX-CH-7: position 3, the queen "in vain" (CH13, V-CH-1): the same line under V-CH-1, where Black lacks every officer', () => {
    const fen = '8/8/8/3K4/4R3/p7/8/1k6 w - - 0 1';
    const moves = 'd5c4 a3a2 c4b3 a2a1q e4e1'.split(' ');
    for (const options of [{}, { variants: ['V-CH-1'] }]) {
      const { state, events } = play(at(fen, options), moves);
      assert.deepEqual(sans(events), 'Kc4 a2 Kb3 a1=Q Re1#'.split(' '));
      assert.deepEqual(state.result, { winner: 'w', reason: 'checkmate', stake: 1 });
    }
    const before = play(at(fen, { variants: ['V-CH-1'] }), moves.slice(0, 3)).state;
    assert.deepEqual(legalMoves(before).filter((m) => m.startsWith('a2')).sort(), ['a2a1b', 'a2a1n', 'a2a1q', 'a2a1r']);
    assert.equal(codeOf(before, 'a2a1'), 'PROMOTION_REQUIRED CH13');
  });

  it('EX-CH-8: position 8 ends 9.Nb6# (CH19)', () => {
    const moves = 'e3a7 a8a7 d1a1 a7b8 d2f4 c8c7 f4c7 b8c8 a1a8 c8d7 a8d8 d7e6 d8e8 e6d7 e8e7 d7c8 d5b6'.split(' ');
    const { state, events } = play(at('k1r5/pp3p1r/6p1/3N1b2/2P1p1n1/4Q1Pq/1P1B1P2/3R2K1 w - - 0 1'), moves);
    assert.deepEqual(sans(events), 'Qxa7+ Kxa7 Ra1+ Kb8 Bf4+ Rc7 Bxc7+ Kc8 Ra8+ Kd7 Rd8+ Ke6 Re8+ Kd7 Re7+ Kc8 Nb6#'.split(' '));
    assert.deepEqual(state.result, { winner: 'w', reason: 'checkmate', stake: 1 });
  });

  it('EX-CH-9: position 13 ends 5.Nxg6#: the black queen on g8 is pinned and may not take (CH16, CH19)', () => {
    const moves = 'h6h8 g8h8 e3h6 e7h7 f1f8 c5f8 h6f8 d5g8 h4g6'.split(' ');
    const { state, events } = play(at('5rk1/4r3/1p4pR/1Pbq4/n3p2N/4Q1P1/6K1/5R2 w - - 0 1'), moves);
    assert.deepEqual(sans(events), 'Rh8+ Kxh8 Qh6+ Rh7 Rxf8+ Bxf8 Qxf8+ Qg8 Nxg6#'.split(' '));
    assert.deepEqual(state.result, { winner: 'w', reason: 'checkmate', stake: 1 });
  });

  it('EX-CH-10: castling refused and allowed (CH20, CH21, CH37)', () => {
    const both = at('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    assert.ok(legalMoves(both).includes('e1g1') && legalMoves(both).includes('e1c1'));
    assert.deepEqual(sans(play(both, ['e1g1']).events), ['O-O']);
    assert.deepEqual(sans(play(both, ['e1c1']).events), ['O-O-O']);
    const f8 = at('r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1');
    assert.equal(codeOf(f8, 'e1g1'), 'CASTLING_NOT_ALLOWED CH21');
    assert.equal(codeOf(f8, 'e1c1'), 'accepted');
    assert.equal(codeOf(at('1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1'), 'e1c1'), 'accepted');
    assert.equal(codeOf(at('r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1'), 'e1c1'), 'CASTLING_NOT_ALLOWED CH21');
    const back = play(both, ['e1f1', 'e8f8', 'f1e1', 'f8e8']).state;
    assert.equal(back.fen.split(' ')[2], '-');
    assert.equal(codeOf(back, 'e1g1'), 'CASTLING_NOT_ALLOWED CH21');
    const checked = at('4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1');
    assert.equal(codeOf(checked, 'e1g1'), 'CASTLING_NOT_ALLOWED CH21');
    assert.equal(codeOf(checked, 'e1c1'), 'CASTLING_NOT_ALLOWED CH21');
  });

  it('EX-CH-11: promotion, today\u2019s rules (CH13, CH35): four pieces, 12 moves, the bare move and a letter elsewhere refused', () => {
    const s = at('8/4P1k1/8/8/8/8/6K1/8 w - - 0 1');
    assert.equal(legalMoves(s).length, 12);
    assert.deepEqual(legalMoves(s).filter((m) => m.startsWith('e7')).sort(), ['e7e8b', 'e7e8n', 'e7e8q', 'e7e8r']);
    assert.equal(codeOf(s, 'e7e8'), 'PROMOTION_REQUIRED CH13');
    assert.equal(codeOf(s, 'g2g3q'), 'PROMOTION_NOT_ALLOWED CH13');
    const { events } = play(s, ['e7e8q']);
    assert.deepEqual(sans(events), ['e8=Q']);
    assert.deepEqual(events[0]!.find((e) => e.type === 'promotion'), { type: 'promotion', color: 'w', square: 'e8', piece: 'q' });
    assert.equal((events[0]![0] as { piece: string }).piece, 'p');
  });

  it('EX-CH-12: V-CH-1, the pawn waits on e8 and is relieved by the next officer lost (V-CH-1 (b)–(e))', () => {
    const fielding = { variants: ['V-CH-1'] };
    const s = at('7k/4P3/8/8/8/8/1q5P/RNBQKBNR w KQ - 0 1', fielding);
    assert.deepEqual(legalMoves(s).filter((m) => m.startsWith('e7')), ['e7e8']);
    for (const k of 'qrbn') assert.equal(codeOf(s, `e7e8${k}`), 'PIECE_NOT_LOST V-CH-1');
    const waits = play(s, ['e7e8']);
    assert.deepEqual(sans(waits.events), ['e8']);
    assert.deepEqual(waits.events[0]!.map((e) => e.type), ['move', 'pawnWaits']);
    assert.deepEqual(waits.events[0]![1], { type: 'pawnWaits', color: 'w', square: 'e8' });
    const w = waits.state;
    assert.equal(w.fen, '4P2k/8/8/8/8/8/1q5P/RNBQKBNR b KQ - 0 1');
    assert.deepEqual(w.waiting, { w: ['e8'], b: [] });
    assert.ok(legalMoves(w).includes('h8g8'), 'the waiting pawn attacks nothing');
    assert.throws(() => at('4P2k/8/8/8/8/8/1q5P/RNBQKBNR b KQ - 0 1'), /last rank/);
    const knight = play(w, ['b2b1']);
    assert.deepEqual(knight.events[0]!.slice(0, 3), [
      { type: 'move', color: 'b', uci: 'b2b1', san: 'Qxb1', piece: 'q', from: 'b2', to: 'b1', ply: 2 },
      { type: 'capture', color: 'w', piece: 'n', square: 'b1', enPassant: false },
      { type: 'pawnRelieved', color: 'w', square: 'e8', piece: 'n' },
    ]);
    assert.equal(knight.state.fen, '4N2k/8/8/8/8/8/7P/RqBQKBNR w KQ - 0 2');
    assert.deepEqual(knight.state.waiting, { w: [], b: [] });
    assert.equal(play(w, ['b2c1']).state.fen, '4B2k/8/8/8/8/8/7P/RNqQKBNR w KQ - 0 2');
    assert.equal(codeOf(w, 'b2a1'), 'KING_IN_CHECK CH16');
    assert.ok(!legalMoves(w).includes('b2a1'));
    const pawn = play(w, ['b2h2']).state;
    assert.equal(pawn.fen, '4P2k/8/8/8/8/8/7q/RNBQKBNR w KQ - 0 2');
    assert.deepEqual(pawn.waiting, { w: ['e8'], b: [] });
  });

  it('EX-CH-13: V-CH-1, promotion only to a lacking piece (V-CH-1 (a), (b))', () => {
    const fielding = { variants: ['V-CH-1'] };
    const noQueen = at('7k/4P3/8/8/8/8/7P/RNB1KBNR w KQ - 0 1', fielding);
    assert.deepEqual(legalMoves(noQueen).filter((m) => m.startsWith('e7')), ['e7e8q']);
    assert.equal(codeOf(noQueen, 'e7e8'), 'PROMOTION_REQUIRED CH13');
    assert.equal(codeOf(noQueen, 'e7e8r'), 'PIECE_NOT_LOST V-CH-1');
    const two = at('7k/4P3/8/8/8/8/7P/R1B1KBNR w KQ - 0 1', fielding);
    assert.deepEqual(legalMoves(two).filter((m) => m.startsWith('e7')).sort(), ['e7e8n', 'e7e8q']);
  });

  it('EX-CH-14: stalemate under the three rules (CH25, CH29, V-CH-2, V-CH-3), and the three mates from the same FEN', () => {
    const fen = '7k/4Q3/6K1/8/8/8/8/8 w - - 0 1';
    const cases: [ChessOptions, Color | null, number, [number, number]][] = [
      [{}, null, 0, [0.5, 0.5]],
      [{ variants: ['V-CH-2'] }, 'w', 0.5, [0.75, 0.25]],
      [{ preset: 'fielding' }, 'w', 0.5, [0.75, 0.25]],
      [{ variants: ['V-CH-3'] }, 'b', 1, [0, 1]],
    ];
    for (const [options, winner, stake, points] of cases) {
      const { state, events } = play(at(fen, options), ['e7f7']);
      assert.equal(state.fen, '7k/5Q2/6K1/8/8/8/8/8 b - - 1 1');
      assert.deepEqual(sans(events), ['Qf7']);
      assert.deepEqual(events[0]!.map((e) => e.type), ['move', 'stalemate', 'gameOver', 'sessionOver']);
      assert.deepEqual(state.result, { winner, reason: 'stalemate', stake }, JSON.stringify(options));
      assert.deepEqual(state.points, points);
    }
    for (const [m, san] of [['e7e8', 'Qe8#'], ['e7g7', 'Qg7#'], ['e7h7', 'Qh7#']] as const) {
      const { state, events } = play(at(fen), [m]);
      assert.deepEqual(sans(events), [san]);
      assert.equal(state.result?.reason, 'checkmate');
    }
  });

  it('EX-CH-15: insufficient material (CH26, PD-CH-7): bare kings drawn under every option set, K+N v K only by default', () => {
    for (const options of [{}, { variants: ['V-CH-2'] }, { variants: ['V-CH-3'] }, { preset: 'fielding' as const }]) {
      const { state, events } = play(at('8/8/8/3k4/8/8/3r4/4K3 w - - 0 1', options), ['e1d2']);
      assert.deepEqual(state.result, { winner: null, reason: 'insufficient-material', stake: 0 });
      assert.deepEqual(events[0]!.find((e) => e.type === 'draw'), { type: 'draw', reason: 'insufficient-material' });
    }
    const knight = '8/8/8/3k4/8/8/3r4/4K1N1 w - - 0 1';
    assert.equal(play(at(knight), ['e1d2']).state.result?.reason, 'insufficient-material');
    for (const options of [{ variants: ['V-CH-2'] }, { variants: ['V-CH-3'] }]) {
      const { state } = play(at(knight, options), ['e1d2']);
      assert.equal(state.phase, 'play');
      assert.equal(state.toMove, 'b');
    }
  });

  it('EX-CH-16: threefold repetition at the eighth ply, the fifty-move rule at 100, and a mate on the hundredth ply stands (CH26)', () => {
    const knights = 'g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8'.split(' ');
    const seven = play(at(START_FEN), knights.slice(0, 7)).state;
    assert.equal(seven.phase, 'play');
    const eight = play(seven, knights.slice(7));
    assert.deepEqual(eight.state.result, { winner: null, reason: 'repetition', stake: 0 });
    assert.deepEqual(eight.events[0]!.find((e) => e.type === 'draw'), { type: 'draw', reason: 'repetition' });
    const fifty = play(at('8/8/8/3k4/8/8/8/R3K3 w - - 99 80'), ['a1a2']).state;
    assert.deepEqual(fifty.result, { winner: null, reason: 'fifty-moves', stake: 0 });
    assert.ok(fifty.fen.endsWith('b - - 100 80'));
    const mate = play(at('7k/8/6K1/8/8/8/8/R7 w - - 99 80'), ['a1a8']);
    assert.deepEqual(sans(mate.events), ['Ra8#']);
    assert.deepEqual(mate.state.result, { winner: 'w', reason: 'checkmate', stake: 1 });
  });

  it('EX-CH-18: SAN disambiguation by file, by rank and by both (CH35)', () => {
    const san = (fen: string, m: string) => sans(play(at(fen), [m]).events)[0];
    assert.equal(san('1k6/8/8/8/8/8/4K3/R6R w - - 0 1', 'a1d1'), 'Rad1');
    assert.equal(san('1k6/8/8/8/8/8/4K3/R6R w - - 0 1', 'h1d1'), 'Rhd1');
    assert.equal(san('7k/8/8/R7/8/8/4K3/R7 w - - 0 1', 'a1a3'), 'R1a3');
    assert.equal(san('7k/8/8/R7/8/8/4K3/R7 w - - 0 1', 'a5a3'), 'R5a3');
    const queens = '8/7k/8/8/8/Q7/4K3/Q1Q5 w - - 0 1';
    assert.equal(san(queens, 'a1b2'), 'Qa1b2');
    assert.equal(san(queens, 'c1b2'), 'Qcb2');
    assert.equal(san(queens, 'a3b2'), 'Q3b2');
  });

  it('EX-CH-1 with newSession: the standard start, game 1, colours from the seed (CH31)', () => {
    const s = newSession({}, 'seed');
    assert.equal(s.fen, START_FEN);
    assert.equal(legalMoves(s).length, 20);
  });
});
