/**
 * perft (chess.md section 10, EX-CH-17): the published figures of the Chess Programming Wiki's
 * "Perft Results" positions, at depths that keep this file to a few seconds (deeper in
 * `npm run bench:engine`), and the V-CH-1 figures of EX-CH-17.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Rng } from '../../src/engine/rng.js';
import { START_FEN, applyMove, fromPosition, legalMoves, newSession, perft, resolveRules, type ChessPosition, type Color } from '../../src/games/chess/index.js';
import { MAX_MOVES, legalMoveNumbers, pseudoMoves } from '../../src/games/chess/generate.js';
import { boardOf } from '../../src/games/chess/position.js';

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const POSITION_3 = '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1';
const POSITION_4 = 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1';
const POSITION_5 = 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8';
const POSITION_6 = 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10';

const position = (fen: string, variants: string[]): ChessPosition => ({
  options: { variants }, startFen: fen, moves: [], fen, waiting: { w: [], b: [] }, phase: 'play', toMove: fen.split(' ')[1] as Color,
  result: null, game: 1, white: 0, results: [], points: [0, 0],
});

describe('chess perft (EX-CH-17, section 10)', () => {
  it('EX-CH-17: the start position to depth 4 is 197,281 (CH10, CH8, CH14); perft(p, 0) is 1', () => {
    assert.deepEqual([0, 1, 2, 3, 4].map((d) => perft(START_FEN, d)), [1, 20, 400, 8902, 197281]);
  });

  it('EX-CH-17: Kiwipete to depth 3 is 97,862 (castling CH20–CH22, en passant CH12, promotion CH13, pins CH16)', () => {
    assert.deepEqual([1, 2, 3].map((d) => perft(KIWIPETE, d)), [48, 2039, 97862]);
  });

  it('EX-CH-17: position 3 to depth 5 is 674,624 (en passant that would expose the king, CH12, CH16)', () => {
    assert.deepEqual([1, 2, 3, 4, 5].map((d) => perft(POSITION_3, d)), [14, 191, 2812, 43238, 674624]);
  });

  it('EX-CH-17: position 4 to depth 4 is 422,333 (promotions with capture, CH11, CH13; checks CH18)', () => {
    assert.deepEqual([1, 2, 3, 4].map((d) => perft(POSITION_4, d)), [6, 264, 9467, 422333]);
  });

  it('EX-CH-17: position 5 to depth 3 is 62,379, position 6 to depth 3 is 89,890', () => {
    assert.deepEqual([1, 2, 3].map((d) => perft(POSITION_5, d)), [44, 1486, 62379]);
    assert.deepEqual([1, 2, 3].map((d) => perft(POSITION_6, d)), [46, 2079, 89890]);
  });

  it('EX-CH-17, V-CH-1 (g): the figures under V-CH-1 (position 5: 41, 1,382, 54,028; position 4: 6, 228, 8,093; the others unchanged)', () => {
    assert.deepEqual([1, 2, 3].map((d) => perft(position(POSITION_5, ['V-CH-1']), d)), [41, 1382, 54028]);
    assert.deepEqual([1, 2, 3].map((d) => perft(position(POSITION_4, ['V-CH-1']), d)), [6, 228, 8093]);
    assert.equal(perft(position(START_FEN, ['V-CH-1']), 4), 197281);
    assert.equal(perft(position(KIWIPETE, ['V-CH-1']), 3), 97862);
    assert.equal(perft(position(POSITION_3, ['V-CH-1']), 4), 43238);
    assert.equal(perft(position(POSITION_6, ['V-CH-1']), 3), 89890);
  });

  it('perft takes a position with moves played and counts from where they lead (section 10: ignoring the draw rules)', () => {
    const p: ChessPosition = { ...position(START_FEN, []), moves: ['e2e4'], toMove: 'b' };
    delete (p as Partial<ChessPosition>).fen;
    assert.equal(perft(p, 1), 20);
    assert.equal(perft(fromPosition(p), 2), 600);
  });

  it('CH16, V-CH-1 (e): the legal moves, which test only the moves that could expose the king, are the pseudo-legal moves each tested by playing it', () => {
    const rng = new Rng([16, 1, 1, 16]);
    let positions = 0;
    for (const options of [{}, { variants: ['V-CH-1'], start: '4k3/PP4PP/8/8/8/8/1q6/RNBQKBNR w KQ - 0 1' }, { variants: ['V-CH-1'] }]) {
      for (let g = 0; g < 6; g++) {
        let s = newSession(options, g);
        while (s.phase === 'play') {
          const b = boardOf(s, resolveRules(s.options));
          const buf = new Int32Array(MAX_MOVES);
          const fast = Array.from(buf.subarray(0, legalMoveNumbers(b, buf, 0))).sort();
          const all = Array.from(buf.subarray(0, pseudoMoves(b, buf, 0)));
          const tested = all.filter((m) => {
            b.make(m);
            const bad = b.leftKingAttacked();
            b.unmake(m);
            return !bad;
          }).sort();
          assert.deepEqual(fast, tested, s.fen);
          positions++;
          const r = applyMove(s, rng.pick(legalMoves(s)));
          assert.ok(r.ok);
          s = r.state;
        }
      }
    }
    assert.ok(positions > 1000);
  });
});
