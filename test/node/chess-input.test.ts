/**
 * Bad input (contract "Options", "Positions", "Illegal moves"): options and positions that must throw,
 * the SeatGame's table options, and moves refused without a change (CH37). Each position problem
 * names the rule it guards.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  START_FEN, applyMove, chessGame, fromPosition, newSession, perft, resign, toPosition,
  type ChessPosition, type ChessState,
} from '../../src/games/chess/index.js';

const base = (fen: string, extra: Partial<ChessPosition> = {}): ChessPosition => ({
  options: {}, startFen: fen, moves: [], fen, waiting: { w: [], b: [] }, phase: 'play', toMove: fen.split(' ')[1] as 'w' | 'b',
  result: null, game: 1, white: 0, results: [], points: [0, 0], ...extra,
});

describe('chess bad input', () => {
  it('options that throw (contract "Options", CH25, PD-CH-2, CH31): unknown IDs, V-CH-6, V-CH-2 with V-CH-3, a bad preset or games, a bad or finished start', () => {
    const bad: unknown[] = [
      { variants: ['V-CH-9'] }, { variants: 'V-CH-1' }, { variants: ['V-CH-6'] }, { variants: ['V-CH-2', 'V-CH-3'] },
      { preset: 'modern' }, { games: 0 }, { games: 1.5 }, { games: '2' }, { start: 'nonsense' }, { start: 42 }, { colour: 'w' },
      // CH19: a start already mated; CH25: stalemated; CH26: bare kings, or fifty moves already.
      { start: 'R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1' }, { start: 'k7/2Q5/8/8/8/8/8/7K b - - 0 1' }, { start: 'k7/8/8/8/8/8/8/7K w - - 0 1' },
      { start: 'k7/p7/8/8/8/8/P7/7K w - - 100 90' },
    ];
    for (const options of bad) assert.throws(() => newSession(options as never, 1), /Bad chess options/, JSON.stringify(options));
  });

  it('positions fromPosition rejects (CH3, CH23, CH16, CH10, CH13, CH22, CH12, CH36)', () => {
    const fens: [string, RegExp][] = [
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w KQkq - 0 1', /one king/],
      ['8/8/8/3k4/3K4/8/7P/8 w - - 0 1', /adjacent/],
      ['4k3/8/8/8/8/8/4R3/4K3 w - - 0 1', /not to move is in check/],
      ['4k3/8/8/8/8/8/8/P3K3 w - - 0 1', /home rank/],
      ['P3k3/8/8/8/8/8/8/4K3 w - - 0 1', /last rank/],
      ['4k3/8/8/8/8/8/8/4K2R w Q - 0 1', /castling right Q/],
      ['4k3/8/8/8/8/8/8/3K3R w K - 0 1', /castling right K/],
      ['4k3/8/8/4p3/8/8/8/4K3 w - d6 0 1', /follows no double step/],
      ['4k3/8/8/8/4P3/8/8/4K3 b - e6 0 1', /follows no double step/],
      ['4k3/8/8/8/4P3/8/8/4K3 b KK - 0 1', /castling letter/],
    ];
    for (const [fen, why] of fens) assert.throws(() => fromPosition(base(fen)), why, fen);
  });

  it('positions whose parts disagree are rejected: moves, fen, waiting, phase, result, results, points (contract "Positions", CH29, CH31, CH33)', () => {
    const p = toPosition(newSession({ games: 2 }, 'x'));
    const over = resign(newSession({ games: 2 }, 'x'), 'b');
    assert.ok(over.ok);
    const o = toPosition(over.state);
    const cases: [unknown, RegExp][] = [
      [{ ...p, moves: ['e2e5'] }, /not a legal move/],
      [{ ...p, moves: ['e2e4#'] }, /not a legal move/],
      [{ ...p, moves: ['e2e4'], fen: START_FEN }, /not the position/],
      [{ ...p, waiting: { w: ['e8'], b: [] } }, /waiting/],
      [{ ...p, toMove: 'b' }, /toMove/],
      [{ ...p, phase: 'over' }, /phase/],
      [{ ...p, game: 3 }, /game 3/],
      [{ ...p, result: { winner: 'w', reason: 'resignation', stake: 1 } }, /no result/],
      [{ ...p, points: [1, 0] }, /points/],
      [{ ...o, result: { winner: 'w', reason: 'checkmate', stake: 1 }, results: [{ winner: 'w', reason: 'checkmate', stake: 1, white: o.white }] }, /does not fit/],
      [{ ...o, result: { winner: 'w', reason: 'resignation', stake: 0.5 } }, /stake/],
      [{ ...o, phase: 'sessionOver' }, /sessionOver in game 1/],
      [{ ...o, toMove: 'w' }, /toMove/],
      [{ ...o, results: [] }, /last of results/],
      [{ ...o, results: [{ ...o.results[0]!, white: 1 - o.white }] }, /colours change/],
      [{ ...p, startFen: 'R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1', fen: undefined, toMove: 'b' }, /phase play in a game over/],
      [{ ...p, moves: 'g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3'.split(' '), fen: undefined, toMove: 'b' }, /follows the end/],
      [null, /object/],
      [{ ...p, options: null }, /options/],
    ];
    for (const [bad, why] of cases) assert.throws(() => fromPosition(bad as ChessPosition), why, JSON.stringify(bad).slice(0, 120));
  });

  it('a position without fen or waiting is completed from the replay; unknown fields are ignored; an impossible en passant square is dropped (PD-CH-9)', () => {
    const p = { ...base(START_FEN), moves: ['e2e4'], toMove: 'b' as const, extra: 1 } as Partial<ChessPosition>;
    delete p.fen;
    delete p.waiting;
    const s = fromPosition(p as ChessPosition);
    assert.equal(s.fen, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    assert.ok(!('extra' in toPosition(s)));
    assert.equal(fromPosition(base('4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1', { fen: undefined as never })).startFen, '4k3/8/8/8/4P3/8/8/4K3 b - - 0 1');
  });

  it('the SeatGame\u2019s table options (CH31): two seats only, known keys, the engine\u2019s checks; perft throws on a bad FEN', () => {
    assert.ok('options' in chessGame.optionsFor({}, 2));
    assert.ok('options' in chessGame.optionsFor({ preset: 'fielding', games: 3 }, 2));
    for (const [raw, seats] of [[{}, 3], [{ variants: ['V-CH-6'] }, 2], [{ start: 'x' }, 2], [{ games: -1 }, 2], [{ players: 2 }, 2]] as const) {
      assert.ok('problem' in chessGame.optionsFor(raw, seats), JSON.stringify(raw));
    }
    assert.throws(() => perft('not a fen', 1), /Bad chess position/);
  });

  it('CH37: a malformed move or one of the wrong side is refused with its code, and the state is not changed (CH24)', () => {
    const s: ChessState = newSession({}, 'bad');
    const before = JSON.stringify(s);
    const cases: [unknown, string][] = [
      [undefined, 'UNKNOWN_MOVE'], [{ from: 'e2' }, 'UNKNOWN_MOVE'], ['e2e4 ', 'UNKNOWN_MOVE'], ['e7e5', 'NO_PIECE'], ['e4e5', 'NO_PIECE'],
      ['e1e2', 'ILLEGAL_MOVE'], ['b1b3', 'ILLEGAL_MOVE'], ['e1g1', 'CASTLING_NOT_ALLOWED'], ['e2e3q', 'PROMOTION_NOT_ALLOWED'],
    ];
    for (const [m, code] of cases) {
      const r = applyMove(s, m as string);
      assert.ok(!r.ok && r.violation.code === code && /^(CH|V-CH-)\d+$/.test(r.violation.rule), `${JSON.stringify(m)}: ${JSON.stringify(r)}`);
    }
    assert.equal(JSON.stringify(s), before);
  });
});

describe('chess bad input: the start option in a position', () => {
  it('fromPosition throws on an options.start that is bad or already over (contract "Options", CH19)', () => {
    const p = toPosition(newSession({}, 1));
    assert.throws(() => fromPosition({ ...p, options: { start: 'nonsense' } }), /Bad chess options/);
    assert.throws(() => fromPosition({ ...p, options: { start: 'R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1' } }), /already over/);
  });
});
