/**
 * The book's data (issue 25; shared/rules/chess.md §13): every replay's moves legal from its start
 * through the engine with the book's SAN, ending as the book says; every puzzle's solution legal,
 * its SAN the book's, ending in mate where the book says mate; a wrong move and an illegal one judged
 * without changing anything; the notes of §11 all named.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BOOK, BOOK_NOTES, bookEntry, solverMoves, type BookPuzzle, type BookReplay } from '../../src/games/chess/book.js';
import { BookRun } from '../../src/games/chess/book-run.js';
import { resolveRules } from '../../src/games/chess/index.js';
import type { ChessEvent } from '../../src/games/chess/types.js';

const sanOf = (events: readonly ChessEvent[]) => (events.find((e) => e.type === 'move') as { san: string } | undefined)?.san;
const replay = (id: string) => bookEntry(id) as BookReplay;
const puzzle = (id: string) => bookEntry(id) as BookPuzzle;

describe('the book: restored games as replays, positions as puzzles (chess.md §13)', () => {
  it('holds the book\u2019s games EX-CH-2, EX-CH-3, EX-CH-4 as replays and its positions EX-CH-5 \u2026 EX-CH-9 as puzzles, under the Fielding preset (PD-CH-2)', () => {
    assert.deepEqual(BOOK.filter((e) => e.kind === 'replay').map((e) => e.id).sort(), ['EX-CH-2', 'EX-CH-3', 'EX-CH-4']);
    assert.deepEqual(BOOK.filter((e) => e.kind === 'puzzle').map((e) => e.id).sort(), ['EX-CH-5', 'EX-CH-6', 'EX-CH-7', 'EX-CH-8', 'EX-CH-9']);
    for (const e of BOOK) {
      const rules = resolveRules(e.options);
      assert.ok(rules.variants.includes('V-CH-1') && rules.variants.includes('V-CH-2'), `${e.id}: the book's law`);
      const moves = e.kind === 'replay' ? e.moves : e.line;
      assert.equal(moves.length, e.san.length, `${e.id}: a SAN for every move`);
    }
  });

  for (const id of ['EX-CH-3', 'EX-CH-4']) {
    it(`${id}: every move legal from the start with the book's SAN, the last an announced mate (V-CH-4): White wins, stake 1 (CH19, CH29)`, () => {
      const r = new BookRun(replay(id), 0);
      const sans: string[] = [];
      let last: readonly ChessEvent[] = [];
      for (let ev = r.forward(); ev; ev = r.forward()) {
        sans.push(sanOf(ev)!);
        last = ev;
      }
      assert.deepEqual(sans, replay(id).san);
      assert.equal(r.ply, r.total);
      assert.deepEqual(last.find((e) => e.type === 'checkmate'), { type: 'checkmate', winner: 'w', announced: true });
      assert.deepEqual(r.state.result, { winner: 'w', reason: 'checkmate', stake: 1 });
      assert.equal(r.forward(), null, 'nothing after the end');
      // And back to the start, move by move: the positions are the engine's own.
      const fens = [r.state.fen];
      while (r.back()) fens.push(r.state.fen);
      assert.equal(fens.length, r.total + 1);
      assert.equal(r.state.fen, replay(id).start);
      assert.equal(r.state.phase, 'play');
      assert.equal(r.back(), false);
    });
  }

  it('EX-CH-3: the final position: black king e7, white queen e5 and bishop c4', () => {
    const r = new BookRun(replay('EX-CH-3'), 0);
    r.to('end');
    const ranks = r.state.fen.split(' ')[0]!.split('/');
    assert.equal(ranks[1], 'ppppk3');
    assert.equal(ranks[3], '4Q1p1');
    assert.equal(ranks[4], '2B1Pp1P');
  });

  it('EX-CH-2: the book\u2019s en passant (CH12): g4 and hxg3, the passed pawn gone', () => {
    const r = new BookRun(replay('EX-CH-2'), 0);
    assert.equal(sanOf(r.forward()!), 'g4');
    const ev = r.forward()!;
    assert.equal(sanOf(ev), 'hxg3');
    assert.deepEqual(ev.find((e) => e.type === 'capture'), { type: 'capture', color: 'w', piece: 'p', square: 'g4', enPassant: true });
    assert.equal(r.state.fen, '4k3/8/8/8/5p2/6p1/8/4K3 w - - 0 2');
  });

  for (const [id, mateIn] of [['EX-CH-5', 6], ['EX-CH-6', 7], ['EX-CH-7', 3], ['EX-CH-8', 9], ['EX-CH-9', 5]] as const) {
    it(`${id}: the solution is legal move by move with the book's SAN and ends in mate, White mates in ${mateIn} (CH19)`, () => {
      const p = puzzle(id);
      assert.equal(solverMoves(p), mateIn);
      const r = new BookRun(p, 0);
      assert.equal(r.state.toMove, 'w');
      assert.equal(r.state.white, 0, 'the solver plays White');
      const sans: string[] = [];
      let answer;
      while (r.solving) {
        answer = r.tryMove(r.nextMove!);
        assert.equal(answer.kind, 'played');
        if (answer.kind !== 'played') break;
        sans.push(sanOf(answer.mine)!);
        if (answer.reply) sans.push(sanOf(answer.reply)!);
      }
      assert.deepEqual(sans, p.san);
      assert.ok(answer?.kind === 'played' && answer.solved && answer.reply === null);
      assert.deepEqual(r.state.result, { winner: 'w', reason: 'checkmate', stake: 1 });
      assert.deepEqual(r.legalMoves, []);
    });
  }

  it('EX-CH-7: under V-CH-1 Black, lacking everything, promotes to a queen in vain (a1=Q), and Re1 mates', () => {
    const r = new BookRun(puzzle('EX-CH-7'), 1);
    assert.equal(r.state.white, 1, 'the solver (player 1) plays White');
    r.tryMove('d5c4');
    const a = r.tryMove('c4b3');
    assert.ok(a.kind === 'played');
    assert.deepEqual(a.reply!.find((e) => e.type === 'promotion'), { type: 'promotion', color: 'b', square: 'a1', piece: 'q' });
  });

  it('EX-CH-5: a legal move that is not the book\u2019s is judged wrong and changes nothing; an illegal one is refused with its rule (CH37)', () => {
    const r = new BookRun(puzzle('EX-CH-5'), 0);
    const before = JSON.stringify(r.state);
    assert.deepEqual(r.tryMove('f4f3'), { kind: 'wrong' });
    const refused = r.tryMove('e1d2');
    assert.equal(refused.kind, 'refused');
    assert.equal(refused.kind === 'refused' && `${refused.code} ${refused.rule}`, 'ILLEGAL_MOVE CH4');
    assert.equal(JSON.stringify(r.state), before);
    assert.equal(r.ply, 0);
    assert.equal(r.nextMove, 'e1e8', 'the hint is the book\u2019s next move');
  });

  it('names the eight historical notes of chess.md §11 in its order', () => {
    assert.deepEqual([...BOOK_NOTES], ['legend', 'wheat', 'west', 'kinds', 'living', 'bishops', 'war', 'markedPawn']);
  });
});
