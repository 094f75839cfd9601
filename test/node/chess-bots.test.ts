/**
 * Chess's computer players (src/games/chess/bots/, docs/bots.md): always legal, deterministic from
 * the seed and the node budget, the mates and captures each level must see, the variants honoured.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Rng } from '../../src/engine/rng.js';
import { applyMove, fromPosition, legalMoves, newSession, type ChessOptions, type ChessState, type Color } from '../../src/games/chess/index.js';
import { BOT_LEVELS, chessBots, createBot, steppingClock, submittedMove } from '../../src/games/chess/bots/index.js';

/** A game in play from `fen`, under `options`. */
function at(fen: string, options: ChessOptions = {}): ChessState {
  return fromPosition({
    options, startFen: fen, moves: [], phase: 'play', toMove: fen.split(' ')[1] as Color, result: null,
    game: 1, white: 0, results: [], points: [0, 0],
  } as unknown as Parameters<typeof fromPosition>[0]);
}

/** Positions reached by seeded random play from the start (some under the Fielding preset). */
function seededPositions(count: number): ChessState[] {
  const out: ChessState[] = [];
  for (let g = 0; out.length < count; g++) {
    const options: ChessOptions = g % 3 === 2 ? { preset: 'fielding' } : {};
    let s = newSession(options, g);
    const rng = Rng.fromSeed(`positions:${g}`);
    const plies = 4 + rng.int(60);
    for (let p = 0; p < plies && s.phase === 'play'; p++) {
      const r = applyMove(s, rng.pick(legalMoves(s)));
      assert.ok(r.ok);
      s = r.state;
    }
    if (s.phase === 'play') out.push(s);
  }
  return out;
}

const SMALL = { iterations: 3000 };
/** The strong player at its default thinking time on a fake clock, 4 ms a node batch (about 128,000 nodes): reproducible. */
const bot = (level: (typeof BOT_LEVELS)[number]) => createBot(level, { clock: steppingClock(4) });

describe('chess bots: legal and deterministic', () => {
  const positions = seededPositions(24);
  for (const level of BOT_LEVELS) {
    it(`${level}: a legal move in every seeded position, default rules and the Fielding preset (CH4, V-CH-1)`, () => {
      const b = bot(level);
      positions.forEach((s, i) => {
        const legal = legalMoves(s);
        const d = b.decide(s, legal, { seed: i, budget: SMALL });
        assert.ok(legal.includes(d.move), `${d.move} in ${s.fen}`);
      });
    });

    it(`${level}: the same view, seed and budget give the same move`, () => {
      positions.slice(0, 8).forEach((s, i) => {
        const legal = legalMoves(s);
        const a = createBot(level).decide(s, legal, { seed: `same-${i}`, budget: SMALL });
        const c = createBot(level).decide(s, legal, { seed: `same-${i}`, budget: SMALL });
        assert.deepEqual(a, c);
      });
    });
  }

  it('V-CH-5: a bot chooses only among the moves it is given (the picked-up piece\u2019s)', () => {
    const s = newSession({ variants: ['V-CH-5'] }, 1);
    const legal = legalMoves(s).filter((m) => m.startsWith('g1'));
    for (const level of BOT_LEVELS) assert.ok(legal.includes(bot(level).decide(s, legal, { seed: 1, budget: SMALL }).move));
  });

  it('V-CH-1: with nothing lacking, the waiting move is offered and every level plays a legal move', () => {
    const s = at('8/4P3/1k6/8/8/8/8/RNBQKBNR w - - 0 1', { preset: 'fielding' });
    const legal = legalMoves(s);
    assert.ok(legal.includes('e7e8') && !legal.includes('e7e8q'));
    for (const level of BOT_LEVELS) assert.ok(legal.includes(bot(level).decide(s, legal, { seed: 2, budget: SMALL }).move));
  });

  it('the worker\u2019s entry (GameBots) answers like the bot', () => {
    const s = newSession({}, 3);
    const legal = legalMoves(s);
    const d = chessBots.decide('normal', s, legal, { seed: 4 }) as { move: string };
    assert.equal(d.move, createBot('normal').decide(s, legal, { seed: 4 }).move);
  });
});

describe('chess bots: captures (B-CH-9, B-CH-12, B-CH-14)', () => {
  it('every level takes a hanging queen', () => {
    const s = at('4k3/8/8/3q4/8/4N3/8/4K3 w - - 0 1');
    for (const level of BOT_LEVELS) for (const seed of [1, 2, 3]) assert.equal(bot(level).decide(s, legalMoves(s), { seed }).move, 'e3d5', level);
  });

  it('easy does not hang its queen one ply deep: no Qxd5 when c6 takes back (B-CH-9)', () => {
    const s = at('4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1');
    for (let seed = 0; seed < 20; seed++) assert.notEqual(bot('easy').decide(s, legalMoves(s), { seed }).move, 'd1d5');
  });

  it('easy varies with the seed among moves of equal worth at the start', () => {
    const s = newSession({}, 5);
    const moves = new Set(Array.from({ length: 20 }, (_, seed) => bot('easy').decide(s, legalMoves(s), { seed }).move));
    assert.ok(moves.size >= 2, [...moves].join(' '));
  });
});

/** Every reply of the defender to `first` allows a mate in one (a mate in two by brute force). */
function forcesMateInTwo(s: ChessState, first: string): boolean {
  const r = applyMove(s, first);
  if (!r.ok) return false;
  if (r.state.result?.reason === 'checkmate') return true;
  if (r.state.phase !== 'play') return false;
  return legalMoves(r.state).every((reply) => {
    const t = applyMove(r.state, reply);
    if (!t.ok || t.state.phase !== 'play') return false;
    return legalMoves(t.state).some((m) => {
      const u = applyMove(t.state, m);
      return u.ok && u.state.result?.reason === 'checkmate';
    });
  });
}

describe('chess bots: mates (CH19)', () => {
  const MATE_IN_ONE = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1';
  const MATE_IN_TWO = 'kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1';

  for (const level of ['normal', 'strong'] as const) {
    it(`${level} finds a mate in one (CH19)`, () => {
      const s = at(MATE_IN_ONE);
      const d = bot(level).decide(s, legalMoves(s), { seed: 1 });
      assert.equal(d.move, 'a1a8');
      assert.equal(d.explanation.mateIn, 1);
    });

    it(`${level} finds a mate in two (CH19)`, () => {
      const s = at(MATE_IN_TWO);
      for (const seed of [1, 2]) {
        const d = bot(level).decide(s, legalMoves(s), { seed });
        assert.equal(d.explanation.mateIn, 2, JSON.stringify(d.explanation));
        assert.ok(forcesMateInTwo(s, d.move), d.move);
      }
    });
  }

  it('V-CH-4: a bot announces its mate, and the announced mate wins in full', () => {
    const s = at(MATE_IN_ONE, { variants: ['V-CH-4'] });
    for (const level of BOT_LEVELS) {
      const d = bot(level).decide(s, legalMoves(s), { seed: 1 });
      assert.equal(d.announce, true, level);
      const r = applyMove(s, submittedMove(d));
      assert.ok(r.ok);
      assert.deepEqual(r.state.result, { winner: 'w', reason: 'checkmate', stake: 1 });
    }
    const quiet = newSession({ variants: ['V-CH-4'] }, 1);
    assert.equal(bot('strong').decide(quiet, legalMoves(quiet), { seed: 1, budget: SMALL }).announce, false);
  });

  it('EX-CH-9: strong finds the book\u2019s 1.Rh8+, a mate in five', () => {
    const s = at('5rk1/4r3/1p4pR/1Pbq4/n3p2N/4Q1P1/6K1/5R2 w - - 0 1');
    const d = bot('strong').decide(s, legalMoves(s), { seed: 1 });
    assert.equal(d.move, 'h6h8');
    assert.equal(d.explanation.mateIn, 5);
  });

  it('EX-CH-5: strong finds the book\u2019s 1.Re8+, a mate in six', () => {
    const s = at('k7/pp1r4/1n3b2/1N6/5Qp1/5pPq/5P2/4R1K1 w - - 0 1');
    const d = bot('strong').decide(s, legalMoves(s), { seed: 1 });
    assert.equal(d.move, 'e1e8');
    assert.equal(d.explanation.mateIn, 6);
  });

  it('EX-CH-6: strong finds a forced mate no longer than the book\u2019s seven moves', () => {
    const s = at('1kr2b1r/pp2p3/3p1n2/1P1N4/6p1/2R1QpPq/2B2P2/4R1K1 w - - 0 1');
    const d = bot('strong').decide(s, legalMoves(s), { seed: 1 });
    assert.ok(d.explanation.mateIn !== null && d.explanation.mateIn > 0 && d.explanation.mateIn <= 7, JSON.stringify(d.explanation));
    // played out against the strong player's defence, the mate comes within the moves it announced
    let t = s;
    for (let ply = 0; ply < 2 * d.explanation.mateIn! - 1 && t.phase === 'play'; ply++) {
      const r = applyMove(t, bot('strong').decide(t, legalMoves(t), { seed: ply }).move);
      assert.ok(r.ok);
      t = r.state;
    }
    assert.deepEqual(t.result, { winner: 'w', reason: 'checkmate', stake: 1 });
  });
});

describe('chess bots: stalemate under the variants (V-CH-2, V-CH-3, B-CH-19)', () => {
  // King and knight cannot mate; Nc6 or Nb5 stalemates the king on a8.
  const FEN = 'k7/2K5/8/8/3N4/8/8/8 w - - 0 1';

  for (const level of ['normal', 'strong'] as const) {
    it(`${level}: under V-CH-2 it stalemates the lone king for the half win (B-CH-19)`, () => {
      const s = at(FEN, { variants: ['V-CH-2'] });
      const r = applyMove(s, bot(level).decide(s, legalMoves(s), { seed: 1 }).move);
      assert.ok(r.ok);
      assert.deepEqual(r.state.result, { winner: 'w', reason: 'stalemate', stake: 0.5 });
    });

    it(`${level}: under V-CH-3 it does not stalemate, which would lose`, () => {
      const s = at(FEN, { variants: ['V-CH-3'] });
      for (const seed of [1, 2, 3]) {
        const r = applyMove(s, bot(level).decide(s, legalMoves(s), { seed }).move);
        assert.ok(r.ok);
        assert.notEqual(r.state.result?.reason, 'stalemate');
      }
    });
  }
});

describe('chess bots: the draw rules in the search (CH26)', () => {
  it('CH26: with the fifty-move count at 99 a mate still wins, and normal and strong give it', () => {
    const s = at('6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80');
    for (const level of ['normal', 'strong'] as const) {
      const d = bot(level).decide(s, legalMoves(s), { seed: 1 });
      assert.equal(d.move, 'a1a8', level);
      const r = applyMove(s, d.move);
      assert.ok(r.ok);
      assert.equal(r.state.result?.reason, 'checkmate');
    }
  });
});
