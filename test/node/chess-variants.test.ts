/** The variants V-CH-1 … V-CH-6 and the project decisions PD-CH-1 … PD-CH-14 of shared/rules/chess.md (§6, §7). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  START_FEN, agreeDraw, applyMove, fromPosition, legalMoves, newSession, nextGame, resign, resolveRules,
  type ChessEvent, type ChessOptions, type ChessState, type Color,
} from '../../src/games/chess/index.js';

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
const V1 = { variants: ['V-CH-1'] };

describe('chess variants (chess.md §6)', () => {
  it('V-CH-1 (c): a waiting pawn neither moves nor attacks; it may be captured and leaves the waiting list', () => {
    const s = at('P6k/8/8/8/8/8/7P/RNBQKBNR b KQ - 0 1', V1);
    assert.deepEqual(s.waiting, { w: ['a8'], b: [] });
    assert.ok(legalMoves(s).includes('h8g8'));
    const w = play(s, ['h8g8']).state;
    assert.equal(codeOf(w, 'a8a7'), 'ILLEGAL_MOVE CH4');
    assert.ok(!legalMoves(w).some((m) => m.startsWith('a8')));
    const taken = play(at('Pr5k/8/8/8/8/8/7P/RNBQKBNR w KQ - 0 1', V1), ['h2h3', 'b8a8']);
    assert.deepEqual(taken.state.waiting, { w: [], b: [] });
    assert.deepEqual(taken.events[1]!.find((e) => e.type === 'capture'), { type: 'capture', color: 'w', piece: 'p', square: 'a8', enPassant: false });
    assert.ok(!taken.events[1]!.some((e) => e.type === 'pawnRelieved'), 'the capture of a pawn relieves nothing');
  });

  it('V-CH-1 (f): waiting pawns of a start count in file order; a later arrival goes to the end; a waiting pawn exists only while its side lacks nothing', () => {
    const s = at('P6P/1P6/8/2k5/8/8/8/RNBQKBNR w KQ - 0 1', V1);
    assert.deepEqual(s.waiting, { w: ['a8', 'h8'], b: [] });
    const arrived = play(s, ['b7b8']).state;
    assert.deepEqual(arrived.waiting, { w: ['a8', 'h8', 'b8'], b: [] });
    assert.throws(() => at('P6k/8/8/8/8/8/7P/RNBQKB1R w KQ - 0 1', V1), /lacks/);
    assert.throws(() => fromPosition({ ...arrived, waiting: { w: ['h8', 'a8', 'b8'], b: [] } }), /waiting/);
  });

  it('V-CH-1 (g) and PD-CH-11: the longest-waiting pawn is relieved first, into the kind just captured', () => {
    const s = at('q6P/1P6/8/2k5/8/8/8/RNBQKBNR w K - 0 1', V1);
    assert.deepEqual(s.waiting, { w: ['h8'], b: [] });
    const { state, events } = play(s, ['b7b8', 'a8a1']);
    assert.deepEqual(events[1]!.find((e) => e.type === 'pawnRelieved'), { type: 'pawnRelieved', color: 'w', square: 'h8', piece: 'r' });
    assert.deepEqual(state.waiting, { w: ['b8'], b: [] });
    assert.equal(state.fen.split(' ')[0], '1P5R/8/8/2k5/8/8/8/qNBQKBNR');
  });

  it('V-CH-1 (b) and CH35: a pawn that takes onto its last rank and waits is written without a suffix (dxe8)', () => {
    const s = at('3rr2k/3P4/8/8/8/8/7P/RNBQKBNR w KQ - 0 1', V1);
    assert.deepEqual(legalMoves(s).filter((m) => m.startsWith('d7')), ['d7e8']);
    const { events } = play(s, ['d7e8']);
    assert.equal((events[0]![0] as { san: string }).san, 'dxe8');
    assert.deepEqual(events[0]!.map((e) => e.type), ['move', 'capture', 'pawnWaits']);
  });

  it('V-CH-2: stalemate is half lost: the stalemating side wins with stake ½ (¾ : ¼)', () => {
    const { state } = play(at('k7/8/1Q6/8/8/8/8/7K w - - 0 1', { variants: ['V-CH-2'] }), ['b6c7']);
    assert.deepEqual(state.result, { winner: 'w', reason: 'stalemate', stake: 0.5 });
    assert.deepEqual(state.points, [0.75, 0.25]);
  });

  it('V-CH-3: the English stalemate: the stalemated side wins, stake 1; not together with V-CH-2', () => {
    const { state } = play(at('k7/8/1Q6/8/8/8/8/7K w - - 0 1', { variants: ['V-CH-3'] }), ['b6c7']);
    assert.deepEqual(state.result, { winner: 'b', reason: 'stalemate', stake: 1 });
    assert.throws(() => newSession({ variants: ['V-CH-2', 'V-CH-3'] }, 1), /V-CH-2 and V-CH-3/);
    assert.throws(() => newSession({ preset: 'fielding', variants: ['V-CH-3'] }, 1), /V-CH-2 and V-CH-3/);
  });

  it('V-CH-4: a mate must be announced with "#" to win in full; "#" on a move that does not mate means nothing (and "#" is never kept)', () => {
    const fen = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1';
    const v4 = { variants: ['V-CH-4'] };
    assert.deepEqual(play(at(fen, v4), ['a1a8']).state.result, { winner: 'w', reason: 'checkmate-unannounced', stake: 0.5 });
    assert.deepEqual(play(at(fen, v4), ['a1a8#']).state.result, { winner: 'w', reason: 'checkmate', stake: 1 });
    const idle = play(at(fen, v4), ['a1a7#']);
    assert.equal(idle.state.phase, 'play');
    assert.deepEqual(idle.state.moves, ['a1a7']);
    assert.equal((idle.events[0]![0] as { uci: string }).uci, 'a1a7');
    assert.ok(!legalMoves(at(fen, v4)).some((m) => m.includes('#')));
  });

  it('V-CH-5: touch-move is a table option: the engine accepts it and nothing changes', () => {
    const s = newSession({ variants: ['V-CH-5'] }, 5);
    assert.deepEqual(legalMoves(s), legalMoves(newSession({}, 5)));
    assert.equal(codeOf(s, 'e2e4'), 'accepted');
  });

  it('V-CH-6: the marked pawn is not part of this engine: newSession and fromPosition throw', () => {
    assert.throws(() => newSession({ variants: ['V-CH-6'] }, 1), /V-CH-6/);
    assert.throws(() => at(START_FEN, { variants: ['V-CH-6'] }), /V-CH-6/);
  });
});

describe('chess project decisions (chess.md §7)', () => {
  it('PD-CH-1: today\u2019s rules by default: a pawn promotes to any piece, a stalemate is drawn', () => {
    assert.deepEqual(resolveRules({}).variants, []);
    assert.equal(legalMoves(at('7k/4P3/8/8/8/8/7P/RNBQKBNR w KQ - 0 1')).filter((m) => m.startsWith('e7')).length, 4);
    assert.equal(play(at('k7/8/1Q6/8/8/8/8/7K w - - 0 1'), ['b6c7']).state.result?.winner, null);
  });

  it('PD-CH-2: the Fielding preset is V-CH-1 and V-CH-2; "fide" adds nothing; an unknown preset is refused', () => {
    assert.deepEqual(resolveRules({ preset: 'fielding' }).variants, ['V-CH-1', 'V-CH-2']);
    assert.deepEqual(resolveRules({ preset: 'fide' }).variants, []);
    assert.throws(() => newSession({ preset: 'philidor' as 'fide' }, 1), /preset/);
    const s = at('7k/4P3/8/8/8/8/1q5P/RNBQKBNR w KQ - 0 1', { preset: 'fielding' });
    assert.deepEqual(legalMoves(s).filter((m) => m.startsWith('e7')), ['e7e8']);
  });

  it('PD-CH-3: law d never comes into force: a check is announced (CH17) and must be answered', () => {
    const s = play(at('4k3/8/8/8/8/8/8/R3K3 w - - 0 1'), ['a1a8']).state;
    assert.ok(legalMoves(s).every((m) => m.startsWith('e8')));
    assert.equal(codeOf(s, 'e8e7'), 'accepted');
  });

  it('PD-CH-4: exploring is not touching: without V-CH-5 any piece may move after another was looked at (the engine keeps no picked piece)', () => {
    const s = newSession({}, 4);
    legalMoves(s).filter((m) => m.startsWith('g1'));
    assert.equal(codeOf(s, 'e2e4'), 'accepted');
  });

  it('PD-CH-5: a wrong announcement under V-CH-4 costs nothing', () => {
    const s = newSession({ variants: ['V-CH-4'] }, 1);
    const r = applyMove(s, 'e2e4#');
    assert.ok(r.ok);
    assert.equal(r.state.phase, 'play');
    assert.deepEqual(r.state.points, [0, 0]);
  });

  it('PD-CH-6: the draws are automatic: the third occurrence and the hundredth ply end the game without a claim', () => {
    const { state } = play(newSession({}, 6), 'b1c3 b8c6 c3b1 c6b8 b1c3 b8c6 c3b1 c6b8'.split(' '));
    assert.equal(state.result?.reason, 'repetition');
    assert.equal(state.phase, 'sessionOver');
  });

  it('PD-CH-7: under V-CH-2 or V-CH-3 only bare kings are insufficient material (K+B v K plays on)', () => {
    for (const options of [{ variants: ['V-CH-2'] }, { variants: ['V-CH-3'] }]) {
      assert.equal(play(at('8/8/8/3k4/8/8/3r4/4K1B1 w - - 0 1', options), ['e1d2']).state.phase, 'play');
    }
    assert.equal(play(at('8/8/8/3k4/8/8/3r4/4K1B1 w - - 0 1'), ['e1d2']).state.result?.reason, 'insufficient-material');
  });

  it('PD-CH-8: the engine records the stake (1, ½, 0) and derives the points (½ ± stake/2) by player', () => {
    let s = newSession({ games: 2, variants: ['V-CH-2'] }, 8);
    const r = resign(s, 'w');
    assert.ok(r.ok);
    s = nextGame(r.state);
    const d = agreeDraw(s);
    assert.ok(d.ok);
    const total = d.state.points[0] + d.state.points[1];
    assert.equal(total, 2);
    assert.deepEqual(d.state.results.map((g) => g.stake), [1, 0]);
  });

  it('PD-CH-9: the en passant field only when a capture is possible, so the FEN\u2019s first four fields are the repetition identity', () => {
    const s = at('4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1');
    assert.equal(s.fen, '4k3/8/8/8/4P3/8/8/4K3 b - - 0 1');
    assert.deepEqual(s.history, ['4k3/8/8/8/4P3/8/8/4K3 b - -']);
    assert.throws(() => at('4k3/8/8/8/8/4P3/8/4K3 b - e3 0 1'), /en passant/);
  });

  it('PD-CH-10: bishops count as one kind: with one bishop left a side lacks a bishop, whatever the square colour', () => {
    const s = at('7k/4P3/8/8/8/8/7P/RN1QKBNR w KQ - 0 1', V1);
    assert.deepEqual(legalMoves(s).filter((m) => m.startsWith('e7')), ['e7e8b']);
    assert.equal(codeOf(s, 'e7e8q'), 'PIECE_NOT_LOST V-CH-1');
  });

  it('PD-CH-12: relief is automatic and immediate, and the capture is judged with the new piece on the board', () => {
    const w = play(at('7k/4P3/8/8/8/8/1q5P/RNBQKBNR w KQ - 0 1', V1), ['e7e8']).state;
    assert.equal(codeOf(w, 'b2a1'), 'KING_IN_CHECK CH16');
    const knight = play(w, ['b2b1']);
    assert.equal(knight.state.fen.split(' ')[0], '4N2k/8/8/8/8/8/7P/RqBQKBNR');
  });

  it('PD-CH-13: colours for the first game come from the seed, then alternate', () => {
    const a = newSession({ games: 3 }, 'colours');
    assert.equal(newSession({ games: 3 }, 'colours').white, a.white);
    const r = resign(a, 'b');
    assert.ok(r.ok);
    assert.equal(nextGame(r.state).white, 1 - a.white);
  });

  it('PD-CH-14: resignation and agreed draws are in the engine, with events, recorded in results', () => {
    const r = agreeDraw(newSession({}, 14));
    assert.ok(r.ok);
    assert.deepEqual(r.events.map((e) => e.type), ['draw', 'gameOver', 'sessionOver']);
    assert.deepEqual(r.state.results, [{ winner: null, reason: 'agreement', stake: 0, white: r.state.white }]);
  });
});
