/**
 * The invariants of chess.md section 10 over seeded random games in every option set: one king a
 * side and never adjacent (CH23), no pawn on rank 1 or 8 by default and none on its own home rank
 * under V-CH-1, waiting pawns only while their side lacks nothing and never more officers than at the
 * start (V-CH-1 (a)), castling rights never return (CH22), the clocks (CH36), SAN suffixes as the
 * check events say and every legal move's SAN distinct (CH35), points that add up (CH29).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Rng } from '../../src/engine/rng.js';
import { applyMove, legalMoves, newSession, nextGame, type ChessOptions, type ChessState } from '../../src/games/chess/index.js';

const START_COUNT: Record<string, number> = { q: 1, r: 2, b: 2, n: 2 };

function board(fen: string): Map<string, string> {
  const out = new Map<string, string>();
  fen.split(' ')[0]!.split('/').forEach((row, r) => {
    let f = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) f += Number(ch);
      else out.set('abcdefgh'[f++]! + String(8 - r), ch);
    }
  });
  return out;
}

function checkPosition(s: ChessState, lacking: boolean): void {
  const b = board(s.fen);
  const kings = [...b].filter(([, p]) => p === 'K' || p === 'k');
  assert.equal(kings.length, 2);
  const [a, c] = kings.map(([sq]) => sq) as [string, string];
  assert.ok(Math.abs(a.charCodeAt(0) - c.charCodeAt(0)) > 1 || Math.abs(a.charCodeAt(1) - c.charCodeAt(1)) > 1, `kings adjacent in ${s.fen}`);
  for (const [sq, p] of b) {
    if (p === 'P' && sq[1] === '1') assert.fail(`white pawn on its home rank: ${s.fen}`);
    if (p === 'p' && sq[1] === '8') assert.fail(`black pawn on its home rank: ${s.fen}`);
    if (!lacking) assert.ok(!((p === 'P' && sq[1] === '8') || (p === 'p' && sq[1] === '1')), `a pawn on its last rank by default: ${s.fen}`);
  }
  if (lacking) {
    for (const [color, upper] of [['w', true], ['b', false]] as const) {
      const count = (k: string) => [...b.values()].filter((p) => p === (upper ? k.toUpperCase() : k)).length;
      for (const k of Object.keys(START_COUNT)) assert.ok(count(k) <= START_COUNT[k]!, `more ${k} than at the start: ${s.fen}`);
      const lacksSomething = Object.keys(START_COUNT).some((k) => count(k) < START_COUNT[k]!);
      const waiting = s.waiting[color];
      if (waiting.length) assert.ok(!lacksSomething, `a waiting pawn while its side lacks an officer: ${s.fen}`);
      for (const sq of waiting) assert.equal(b.get(sq), upper ? 'P' : 'p');
    }
  }
}

const optionSets: ChessOptions[] = [{}, { preset: 'fielding' }, { variants: ['V-CH-3', 'V-CH-4'] }, { variants: ['V-CH-1'], start: '4k3/PP4PP/8/8/8/8/1q6/RNBQKBNR w KQ - 0 1' }];

describe('chess properties (section 10)', () => {
  for (const options of optionSets) {
    it(`CH22, CH23, CH29, CH35, CH36, V-CH-1 (a): invariants over 12 random games ${JSON.stringify(options)}`, () => {
      const lacking = options.preset === 'fielding' || (options.variants ?? []).includes('V-CH-1');
      const rng = new Rng([3, 1, 4, 1]);
      let s = newSession({ ...options, games: 12 }, JSON.stringify(options));
      let finished = 0;
      for (;;) {
        checkPosition(s, lacking);
        if (s.phase !== 'play') {
          finished++;
          assert.equal(s.points[0] + s.points[1], finished);
          if (s.phase === 'sessionOver') break;
          s = nextGame(s);
          continue;
        }
        const legal = legalMoves(s);
        if (s.moves.length % 15 === 0) {
          const sans = legal.map((m) => {
            const r = applyMove(s, m);
            assert.ok(r.ok);
            return (r.events[0] as { san: string }).san;
          });
          assert.equal(new Set(sans).size, sans.length, `two legal moves with one SAN in ${s.fen}: ${sans.join(' ')}`);
        }
        const move = rng.pick(legal);
        const r = applyMove(s, move);
        assert.ok(r.ok);
        const [, , castleBefore, , halfBefore, fullBefore] = s.fen.split(' ');
        const [, , castleAfter, , halfAfter, fullAfter] = r.state.fen.split(' ');
        for (const ch of castleAfter!.replace('-', '')) assert.ok(castleBefore!.includes(ch), `a castling right came back: ${s.fen} ${move}`);
        const mv = r.events[0] as { san: string; piece: string };
        const resets = mv.piece === 'p' || r.events.some((e) => e.type === 'capture');
        assert.equal(Number(halfAfter), resets ? 0 : Number(halfBefore) + 1);
        assert.equal(Number(fullAfter), Number(fullBefore) + (s.toMove === 'b' ? 1 : 0));
        const check = r.events.some((e) => e.type === 'check');
        const mate = r.events.some((e) => e.type === 'checkmate');
        assert.equal(/[+#]$/.test(mv.san), check);
        assert.equal(mv.san.endsWith('#'), mate);
        s = r.state;
      }
    });
  }
});
