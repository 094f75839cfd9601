/** The rules CH1–CH38 of shared/rules/chess.md, each by its ID, on the engine's public API (and the board's numbers for CH1–CH2). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  START_FEN, agreeDraw, applyMove, chessGame, fromPosition, legalMoves, newSession, nextGame, resign, toPosition,
  type ChessEvent, type ChessOptions, type ChessState, type Color,
} from '../../src/games/chess/index.js';
import { isLight, squareIndex, squareName } from '../../src/games/chess/squares.js';

function at(fen: string, options: ChessOptions = {}): ChessState {
  return fromPosition({
    options, startFen: fen, moves: [], phase: 'play', toMove: fen.split(' ')[1] as Color, result: null,
    game: 1, white: 0, results: [], points: [0, 0],
  } as unknown as Parameters<typeof fromPosition>[0]);
}

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

const codeOf = (s: ChessState, m: string) => {
  const r = applyMove(s, m);
  return r.ok ? 'accepted' : `${r.violation.code} ${r.violation.rule}`;
};
const from = (s: ChessState, square: string) => legalMoves(s).filter((m) => m.startsWith(square)).map((m) => m.slice(2)).sort();
const sanOf = (s: ChessState, m: string) => (play(s, [m]).events[0]!.find((e) => e.type === 'move') as { san: string }).san;

describe('chess rules (chess.md §1–§5)', () => {
  it('CH1: 64 squares, a1 dark, each player a light square in his right-hand corner (h1, a8)', () => {
    const names = new Set<string>();
    for (const f of 'abcdefgh') for (const r of '12345678') names.add(squareName(squareIndex(f + r)));
    assert.equal(names.size, 64);
    assert.ok(!isLight(squareIndex('a1')) && isLight(squareIndex('h1')) && isLight(squareIndex('a8')));
  });

  it('CH2: squares are named by file a–h and rank 1–8, rank 1 White\u2019s home; anything else is no square', () => {
    assert.equal(squareName(squareIndex('d5')), 'd5');
    for (const bad of ['i1', 'a9', 'a0', 'd', 'd55']) assert.equal(squareIndex(bad), -1);
    assert.equal(START_FEN.split(' ')[0]!.split('/')[7], 'RNBQKBNR');
  });

  it('CH3: sixteen men a side: king, queen, two bishops, knights and rooks, eight pawns', () => {
    const board = START_FEN.split(' ')[0]!;
    for (const [letter, n] of [['K', 1], ['Q', 1], ['B', 2], ['N', 2], ['R', 2], ['P', 8]] as const) {
      assert.equal([...board].filter((c) => c === letter).length, n);
      assert.equal([...board].filter((c) => c === letter.toLowerCase()).length, n);
    }
  });

  it('CH4: a piece captures on an enemy square, never moves onto its own, and no move captures a king', () => {
    const s = at('4k3/8/8/8/8/8/P7/R3K3 w - - 0 1');
    assert.equal(codeOf(s, 'a1a2'), 'ILLEGAL_MOVE CH4');
    const take = at('4k3/8/8/8/8/8/p7/R3K3 w - - 0 1');
    const { state, events } = play(take, ['a1a2']);
    assert.equal(state.fen.split(' ')[0], '4k3/8/8/8/8/8/R7/4K3');
    assert.deepEqual(events[0]!.find((e) => e.type === 'capture'), { type: 'capture', color: 'b', piece: 'p', square: 'a2', enPassant: false });
    assert.equal(codeOf(s, 'e3e4'), 'NO_PIECE CH4');
    assert.equal(codeOf(s, 'e8e7'), 'NO_PIECE CH4');
    // Only the knight jumps: the rook cannot pass its own pawn.
    assert.equal(codeOf(s, 'a1a3'), 'ILLEGAL_MOVE CH4');
  });

  it('CH5: the king goes one square in any direction', () => {
    assert.deepEqual(from(at('7k/p7/8/8/4K3/8/8/8 w - - 0 1'), 'e4'), ['d3', 'd4', 'd5', 'e3', 'e5', 'f3', 'f4', 'f5']);
  });

  it('CH6: the queen goes along ranks, files and diagonals as far as they are open (27 squares from d4)', () => {
    assert.equal(from(at('k7/8/8/8/3Q4/8/8/7K w - - 0 1'), 'd4').length, 27);
  });

  it('CH7: a bishop moves along diagonals and stays on its square colour', () => {
    const s = at('k7/7p/8/8/3B4/8/8/7K w - - 0 1');
    const targets = from(s, 'd4');
    assert.equal(targets.length, 13);
    for (const t of targets) assert.equal(isLight(squareIndex(t)), isLight(squareIndex('d4')));
  });

  it('CH8: the knight jumps, even over pieces, to a square of the other colour: b1 to a3, c3 or d2', () => {
    assert.deepEqual(from(at('rnbqkbnr/pppppppp/8/8/8/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1'), 'b1'), ['a3', 'c3', 'd2']);
    assert.deepEqual(from(at(START_FEN), 'b1'), ['a3', 'c3']);
  });

  it('CH9: the rook goes along ranks and files as far as they are open (14 squares from d4)', () => {
    assert.equal(from(at('k7/8/8/8/3R4/8/8/7K w - - 0 1'), 'd4').length, 14);
  });

  it('CH10: a pawn goes one square forward, or two from home over empty squares; never backwards, never onto a piece', () => {
    assert.deepEqual(from(at(START_FEN), 'e2'), ['e3', 'e4']);
    const blocked = at('4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1');
    assert.deepEqual(from(blocked, 'e2'), []);
    assert.equal(codeOf(blocked, 'e2e4'), 'ILLEGAL_MOVE CH4');
    const moved = at('4k3/8/8/8/8/4P3/8/4K3 w - - 0 1');
    assert.deepEqual(from(moved, 'e3'), ['e4']);
    assert.equal(codeOf(moved, 'e3e5'), 'ILLEGAL_MOVE CH4');
    assert.equal(codeOf(moved, 'e3e2'), 'ILLEGAL_MOVE CH4');
  });

  it('CH11: a pawn captures one square diagonally forward only, never straight ahead', () => {
    const s = at('4k3/8/8/3pp3/4P3/8/8/4K3 w - - 0 1');
    assert.deepEqual(from(s, 'e4'), ['d5']);
    assert.equal(codeOf(s, 'e4e5'), 'ILLEGAL_MOVE CH4');
  });

  it('CH12: en passant only on the very next move, and never when it exposes the own king (both pawns leave the rank)', () => {
    const s = at('8/2p5/8/KP5r/8/8/8/7k b - - 0 1');
    const { state } = play(s, ['c7c5']);
    assert.equal(state.fen.split(' ')[3], '-', 'no legal en passant capture: no en passant square (CH36)');
    assert.ok(!legalMoves(state).includes('b5c6'));
    assert.equal(codeOf(state, 'b5c6'), 'KING_IN_CHECK CH16', 'refused for the king, though the FEN has no en passant square');
    assert.equal(codeOf(play(state, ['a5a4', 'h1g1']).state, 'b5c6'), 'ILLEGAL_MOVE CH4', 'a move later there is no capture at all');
    const free = play(at('8/2p5/8/1P5r/K7/8/8/7k b - - 0 1'), ['c7c5']).state;
    assert.equal(free.fen.split(' ')[3], 'c6');
    assert.ok(legalMoves(free).includes('b5c6'));
  });

  it('CH13: promotion by a move or a capture, to a queen, rook, bishop or knight, whatever has been lost (bxa1=N style SAN)', () => {
    const s = at('1r5k/P7/8/8/8/8/8/7K w - - 0 1');
    assert.deepEqual(from(s, 'a7').sort(), ['a8b', 'a8n', 'a8q', 'a8r', 'b8b', 'b8n', 'b8q', 'b8r']);
    assert.equal(sanOf(s, 'a7b8n'), 'axb8=N');
    assert.equal(codeOf(s, 'a7a8'), 'PROMOTION_REQUIRED CH13');
  });

  it('CH14: the set-up: rooks in the corners, then knights, bishops, queens on d1/d8 on their own colour, kings on e1/e8', () => {
    const s = newSession({}, 1);
    assert.equal(s.fen, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    assert.ok(isLight(squareIndex('d1')) && !isLight(squareIndex('d8')));
  });

  it('CH15: White moves first, then the players alternate; the other player\u2019s move is refused with CH15', () => {
    const s = newSession({}, 'x');
    assert.equal(s.toMove, 'w');
    assert.equal(chessGame.toMove(s), s.white);
    const after = play(s, ['e2e4']).state;
    assert.equal(after.toMove, 'b');
    assert.equal(chessGame.toMove(after), 1 - s.white);
    assert.equal(chessGame.notYourTurn(after).rule, 'CH15');
  });

  it('CH16: no move may leave the own king in check: a pinned piece stays, the king does not step into an attack', () => {
    const pinned = at('4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1');
    assert.equal(codeOf(pinned, 'e2d3'), 'KING_IN_CHECK CH16');
    assert.deepEqual(from(pinned, 'e2'), []);
    const king = at('4k3/8/8/8/8/8/3r4/4K3 w - - 0 1');
    assert.equal(codeOf(king, 'e1d2'), 'accepted');
    assert.equal(codeOf(king, 'e1f1'), 'accepted');
    assert.equal(codeOf(king, 'e1e2'), 'KING_IN_CHECK CH16');
    assert.equal(codeOf(king, 'e1d1'), 'KING_IN_CHECK CH16');
  });

  it('CH17: every check is announced in the move: SAN ends in + and a check event names the king and the checking piece', () => {
    const { events } = play(at('4k3/8/8/8/8/8/8/R3K3 w - - 0 1'), ['a1a8']);
    assert.equal((events[0]![0] as { san: string }).san, 'Ra8+');
    assert.deepEqual(events[0]![1], { type: 'check', color: 'b', king: 'e8', by: ['a8'] });
  });

  it('CH18: in check every legal move ends it: capture the checker, interpose, or move the king (no interposing against a knight)', () => {
    const s = at('4k3/8/8/8/8/R2n4/8/4K3 w - - 0 1');
    assert.deepEqual(legalMoves(s).sort(), ['a3d3', 'e1d1', 'e1d2', 'e1e2', 'e1f1']);
    for (const m of legalMoves(s)) assert.ok(!play(s, [m]).events[0]!.some((e) => e.type === 'check' && e.color === 'w'));
    const rook = at('4k3/4r3/8/8/8/8/3B4/R3K3 w Q - 0 1');
    assert.ok(legalMoves(rook).includes('d2e3'), 'interposing against a rook');
    assert.ok(!legalMoves(rook).includes('e1c1'));
  });

  it('CH19: checkmate ends the game, a full win for the mating side, and no move follows', () => {
    const { state, events } = play(at('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1'), ['a1a8']);
    assert.deepEqual(state.result, { winner: 'w', reason: 'checkmate', stake: 1 });
    assert.deepEqual(events[0]!.map((e) => e.type), ['move', 'check', 'checkmate', 'gameOver', 'sessionOver']);
    assert.deepEqual(legalMoves(state), []);
    assert.equal(codeOf(state, 'g8h8'), 'WRONG_PHASE CH33');
  });

  it('CH20: castling moves king and rook as one move: O-O puts them on g1 and f1, O-O-O on c8 and d8', () => {
    const s = at('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    const { state, events } = play(s, ['e1g1', 'e8c8']);
    assert.equal(state.fen, '2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2');
    assert.deepEqual(events[0]!.slice(0, 2).map((e) => e.type), ['move', 'castle']);
    assert.deepEqual(events[0]![1], { type: 'castle', color: 'w', side: 'king' });
    assert.deepEqual(events[1]![1], { type: 'castle', color: 'b', side: 'queen' });
  });

  it('CH21: no castling onto an attacked square (f), while the rook may pass an attacked square (b1)', () => {
    assert.equal(codeOf(at('r3k2r/8/8/8/8/8/6r1/R3K2R w KQ - 0 1'), 'e1g1'), 'CASTLING_NOT_ALLOWED CH21');
    assert.equal(codeOf(at('1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1'), 'e1c1'), 'accepted');
    assert.equal(codeOf(at('4k3/8/8/8/8/8/8/R3K2R w - - 0 1'), 'e1g1'), 'CASTLING_NOT_ALLOWED CH21');
  });

  it('CH22: a right is lost when the king moves, when its rook moves, or when the rook is captured on its corner', () => {
    const s = at('r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1');
    assert.equal(play(s, ['g2h1']).state.fen.split(' ')[2], 'Qkq');
    assert.equal(play(s, ['a8a7']).state.fen.split(' ')[2], 'KQk');
    assert.equal(play(s, ['e8d8']).state.fen.split(' ')[2], 'KQ');
    const back = play(s, ['a8b8', 'a1a2', 'b8a8']).state;
    assert.equal(back.fen.split(' ')[2], 'Kk', 'a rook that comes back does not get its right back');
  });

  it('CH23: the kings never stand side by side: a king may not approach the other, and such a position is refused', () => {
    const s = at('8/7p/8/3k4/8/3K4/7P/8 w - - 0 1');
    assert.equal(codeOf(s, 'd3d4'), 'KING_IN_CHECK CH16');
    assert.throws(() => at('8/8/8/3k4/3K4/8/8/8 w - - 0 1'), /adjacent/);
  });

  it('CH24: a move made is final and a refused move changes nothing (the input state stays as it was)', () => {
    const s = newSession({}, 'final');
    const before = JSON.stringify(s);
    for (const bad of ['e2e5', 'e7e5', 'e1g1', 'zz', 'e2e4q']) assert.equal(applyMove(s, bad).ok, false);
    assert.equal(JSON.stringify(s), before);
    const after = play(s, ['e2e4']).state;
    assert.equal(JSON.stringify(s), before);
    assert.deepEqual(after.moves, ['e2e4']);
  });

  it('CH25: a side not in check without a legal move is stalemated; the game ends (default: drawn)', () => {
    const { state, events } = play(at('k7/8/1Q6/8/8/8/8/7K w - - 0 1'), ['b6c7']);
    assert.deepEqual(state.result, { winner: null, reason: 'stalemate', stake: 0 });
    assert.deepEqual(events[0]!.find((e) => e.type === 'stalemate'), { type: 'stalemate', color: 'b' });
  });

  it('CH26: the order after a move: a stalemate that leaves K+N v K is a stalemate (a half win under V-CH-2), not insufficient material', () => {
    const fen = 'k7/2K5/2r5/4N3/8/8/8/8 w - - 0 1';
    assert.deepEqual(play(at(fen), ['e5c6']).state.result, { winner: null, reason: 'stalemate', stake: 0 });
    assert.deepEqual(play(at(fen, { variants: ['V-CH-2'] }), ['e5c6']).state.result, { winner: 'w', reason: 'stalemate', stake: 0.5 });
    // Kings and bishops all on one colour are drawn; on both colours they are not.
    assert.equal(play(at('k7/8/8/8/8/8/1r6/K1B2B2 w - - 0 1'), ['a1b2']).state.result, null);
    assert.equal(play(at('k7/8/8/8/8/8/1r6/K1B5 w - - 0 1'), ['a1b2']).state.result?.reason, 'insufficient-material');
  });

  it('CH27: a check must always be answered: a move that ignores it is refused', () => {
    const s = at('4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1');
    assert.equal(codeOf(s, 'a1a8'), 'KING_IN_CHECK CH16');
  });

  it('CH28: by default every mate is announced for the player who gives it: a full win without "#"', () => {
    const { state, events } = play(at('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1'), ['a1a8']);
    assert.deepEqual(events[0]!.find((e) => e.type === 'checkmate'), { type: 'checkmate', winner: 'w', announced: true });
    assert.equal(state.result?.stake, 1);
  });

  it('CH29: results have a winner and a stake; points are ½ ± stake/2 and add up to 1 per game', () => {
    const s = newSession({ games: 3 }, 'points');
    const w = s.white;
    const one = resign(s, 'b');
    assert.ok(one.ok);
    assert.deepEqual(one.state.result, { winner: 'w', reason: 'resignation', stake: 1 });
    const expected: [number, number] = [0, 0];
    expected[w] = 1;
    assert.deepEqual(one.state.points, expected);
    const two = agreeDraw(nextGame(one.state));
    assert.ok(two.ok);
    assert.equal(two.state.points[0] + two.state.points[1], 2);
  });

  it('CH30: either side may resign at any moment, whoever is to move; the players may agree a draw', () => {
    const s = newSession({}, 'r');
    const r = resign(s, 'w');
    assert.ok(r.ok);
    assert.deepEqual(r.events.map((e) => e.type), ['resignation', 'gameOver', 'sessionOver']);
    assert.deepEqual(r.state.result, { winner: 'b', reason: 'resignation', stake: 1 });
    const d = agreeDraw(play(s, ['e2e4']).state);
    assert.ok(d.ok);
    assert.deepEqual(d.events[0], { type: 'draw', reason: 'agreement' });
    assert.deepEqual(d.state.result, { winner: null, reason: 'agreement', stake: 0 });
    const bad = resign(s, 'x' as Color);
    assert.ok(!bad.ok && bad.violation.code === 'UNKNOWN_MOVE' && bad.violation.rule === 'CH34');
  });

  it('CH31: a session of G games: colours drawn from the seed for the first, changed every game; the score is the sum', () => {
    const whites = new Set<number>();
    for (let seed = 0; seed < 16; seed++) whites.add(newSession({}, seed).white);
    assert.deepEqual([...whites].sort(), [0, 1]);
    assert.deepEqual(newSession({}, 7), newSession({}, 7));
    let s = newSession({ games: 2 }, 'session');
    const first = s.white;
    const r = resign(s, 'w');
    assert.ok(r.ok);
    assert.equal(r.state.phase, 'gameOver');
    s = nextGame(r.state);
    assert.equal(s.game, 2);
    assert.equal(s.white, 1 - first);
    assert.deepEqual(s.moves, []);
    assert.equal(s.fen, START_FEN);
    const end = resign(s, 'w');
    assert.ok(end.ok);
    assert.equal(end.state.phase, 'sessionOver');
    assert.deepEqual(end.state.points, [1, 1]);
    assert.deepEqual(end.events.map((e) => e.type), ['resignation', 'gameOver', 'sessionOver']);
  });

  it('CH31: a session over is continued by raising games and giving the position back with phase gameOver ("another game")', () => {
    const done = resign(newSession({}, 'again'), 'w');
    assert.ok(done.ok && done.state.phase === 'sessionOver');
    const more = fromPosition({ ...toPosition(done.state), options: { games: 2 }, phase: 'gameOver' });
    const next = nextGame(more);
    assert.equal(next.game, 2);
    assert.equal(next.white, 1 - done.state.white);
    assert.deepEqual(next.results, done.state.results);
  });

  it('CH32: the engine keeps the start, every move, the result and the session: toPosition and fromPosition are inverse', () => {
    const { state } = play(newSession({ games: 2 }, 'keep'), ['e2e4', 'e7e5', 'g1f3']);
    const p = toPosition(state);
    assert.deepEqual(p.moves, ['e2e4', 'e7e5', 'g1f3']);
    assert.equal(p.startFen, START_FEN);
    assert.deepEqual(fromPosition(p), state);
    assert.deepEqual(toPosition(fromPosition(p)), p);
    const over = resign(state, 'b');
    assert.ok(over.ok);
    assert.deepEqual(fromPosition(toPosition(over.state)), over.state);
  });

  it('CH33: phases play → gameOver → next game → … → sessionOver; moves outside play are refused, nextGame only from gameOver', () => {
    const s = newSession({ games: 2 }, 'phases');
    assert.throws(() => nextGame(s), /gameOver/);
    const over = resign(s, 'b');
    assert.ok(over.ok);
    assert.equal(codeOf(over.state, 'e2e4'), 'WRONG_PHASE CH33');
    const r = resign(over.state, 'w');
    assert.ok(!r.ok && r.violation.rule === 'CH33');
    assert.deepEqual(legalMoves(over.state), []);
    const last = resign(nextGame(over.state), 'b');
    assert.ok(last.ok);
    assert.throws(() => nextGame(last.state), /gameOver/);
  });

  it('CH34: a move is <from><to>[q|r|b|n]: anything else is UNKNOWN_MOVE', () => {
    const s = newSession({}, 'uci');
    for (const bad of ['', 'e2', 'e2e2', 'e2e4k', 'E2E4', 'e2-e4', 'e2e4x', 'e9e4', ' e2e4']) assert.equal(codeOf(s, bad), 'UNKNOWN_MOVE CH34', bad);
    assert.equal(codeOf(s, 42 as unknown as string), 'UNKNOWN_MOVE CH34');
    assert.equal(codeOf(s, null as unknown as string), 'UNKNOWN_MOVE CH34');
  });

  it('CH35: SAN: castling O-O, pawn captures with the file (en passant without suffix), pieces with letters, + and #', () => {
    const s = at('4k3/8/8/3pP3/8/8/8/4K2R w K d6 0 1');
    assert.equal(sanOf(s, 'e5d6'), 'exd6');
    assert.equal(sanOf(s, 'e1g1'), 'O-O');
    assert.equal(sanOf(s, 'h1h8'), 'Rh8+');
    assert.equal(sanOf(s, 'e1e2'), 'Ke2');
  });

  it('CH36: FEN in and out: castling letters normalised to KQkq, an en passant square without a capture dropped, bad fields refused', () => {
    const s = at('r3k2r/8/8/8/4P3/8/8/R3K2R b qkQK e3 0 1');
    assert.equal(s.fen, 'r3k2r/8/8/8/4P3/8/8/R3K2R b KQkq - 0 1');
    assert.equal(s.startFen, s.fen);
    for (const bad of ['8/8/8 w - - 0 1', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -  0 1', 'rnbqkbnr/pppppppx/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1']) {
      assert.throws(() => at(bad), /Bad chess position/, bad);
    }
  });

  it('CH37: when several refusals apply, the first in the table\u2019s order is given', () => {
    const s = at('r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1');
    assert.equal(codeOf(s, 'e1g1q'), 'CASTLING_NOT_ALLOWED CH21', 'castling before the letter');
    assert.equal(codeOf(at('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'), 'e1g1q'), 'PROMOTION_NOT_ALLOWED CH13');
    assert.equal(codeOf(s, 'a1a5q'), 'PROMOTION_NOT_ALLOWED CH13');
    assert.equal(codeOf(s, 'a1b2q'), 'ILLEGAL_MOVE CH4', 'the geometry before the letter');
    assert.equal(codeOf(s, 'e4e5q'), 'NO_PIECE CH4');
    const pinned = at('k3r3/8/8/8/8/8/4R3/4K3 w - - 0 1');
    assert.equal(codeOf(pinned, 'e2d2'), 'KING_IN_CHECK CH16');
    assert.equal(codeOf(pinned, 'e2d3'), 'ILLEGAL_MOVE CH4', 'the geometry before the king');
    const promoPinned = at('1k6/3P4/8/8/8/8/8/3rK3 w - - 0 1');
    assert.equal(codeOf(promoPinned, 'd7d8'), 'PROMOTION_REQUIRED CH13', 'the letter before the king');
  });

  it('CH38: events in the order of happening: the move, the capture, the check; a refused move has no event', () => {
    const { events } = play(at('4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1'), ['e1e2']);
    assert.deepEqual(events[0]!.map((e) => e.type), ['move', 'capture']);
    const check = play(at('3qk3/8/8/8/8/8/8/R2QK3 w - - 0 1'), ['d1d8']);
    assert.deepEqual(check.events[0]!.map((e) => e.type), ['move', 'capture', 'check']);
    const r = applyMove(newSession({}, 1), 'e2e5');
    assert.ok(!r.ok && !('events' in r));
  });
});
