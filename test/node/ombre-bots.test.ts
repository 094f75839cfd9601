/**
 * The Ombre family's computer players (src/games/ombre/bots/), what is Ombre's own: every kind of
 * decision of every family member (Ombre for three O1–O72, en deux OD1–OD8, en quatre OQ1–OQ9,
 * Quadrille QD1–QD19, Cinquille CQ1–CQ16) met at mixed tables, the rare ones (holds, conversions, the
 * vole, Queens called), the determinisation's show-outs (O40–O42) and V-O-6, the compact play table
 * against the engine (O39–O63, QD13–QD18), the explanation's shape, and strong > normal on a small
 * seeded sample of Ombre for three. Legality at every member and variant, the view only, determinism
 * and the budget: the shared bot suite (games.test.ts).
 * Rule IDs are those of shared/rules/ombre.md.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  BOT_LEVELS,
  createBot,
  type BotLevel,
  type OmbreBot,
  type OmbreBots,
  type OmbreExplanation,
  type OmbreReason,
} from '../../src/games/ombre/bots/index.js';
import { Rng } from '../../src/engine/rng.js';
import {
  applyMove,
  legalMoves,
  newSession,
  nextDeal,
  resample,
  view,
  type OmbreMove,
  type OmbreOptions,
  type OmbreState,
  type OmbreView,
} from '../../src/games/ombre/index.js';
import { simFromState } from '../../src/games/ombre/bots/sim.js';
import { choosePlay, STOP } from '../../src/games/ombre/bots/play.js';
import { CARD } from '../../src/games/ombre/bots/tables.js';
import { determinise, forbiddenCards } from '../../src/games/ombre/bots/sample.js';
import type { Exact, Expect, Lacks } from './support/bot-conformance.js';

// Compile-time (npm run typecheck fails when one does not hold): a bot receives a view and the legal moves, never a state.
type DecideParams = Parameters<OmbreBot['decide']>;
export type OmbreBotSignature = [
  Expect<Exact<DecideParams[0], OmbreView>>,
  Expect<Exact<DecideParams[1], readonly OmbreMove[]>>,
  Expect<Lacks<DecideParams[0], 'hands'>>,
  Expect<Lacks<DecideParams[0], 'talon'>>,
  Expect<Lacks<DecideParams[0], 'rng'>>,
  Expect<Exact<Parameters<OmbreBots['decide']>[1], OmbreView>>,
];

/** Every reason code (kept in step with types.ts by the compiler: a missing or extra code fails). */
const REASONS = {
  forced: 1, random: 1, bidAsk: 1, bidAskColour: 1, bidTourne: 1, bidObscurite: 1, bidCasco: 1, bidSolo: 1, bidSoloTout: 1,
  bidGrandissimo: 1, bidNullissimo: 1, bidMediateur: 1, hold: 1, pass: 1, nameTrump: 1, nameFavourite: 1, convert: 1, throwIn: 1,
  callKing: 1, callQueen: 1, callOwnKing: 1, callTrumpKing: 1, askKing: 1, giveBack: 1, discard: 1, discardVoid: 1, obscuriteKeep: 1,
  take: 1, keepHand: 1, stop: 1, declareVole: 1, leadCalledKing: 1, drawTrumps: 1, leadSmallTrump: 1, cashWinner: 1, leadLow: 1,
  leadForce: 1, winTrick: 1, ruff: 1, stopLomber: 1, followPartner: 1, duck: 1, discardLow: 1,
} satisfies Record<OmbreReason, 1>;

/** Every family member and the variants that change what a seat decides. */
const OPTION_SETS: OmbreOptions[] = [
  { game: 'ombre' }, // O1–O72
  { game: 'en-deux' }, // OD1–OD8
  { game: 'en-quatre' }, // OQ1–OQ9
  { game: 'quadrille' }, // QD1–QD19
  { game: 'cinquille' }, // CQ1–CQ16
  { game: 'ombre', variants: ['V-O-3', 'V-O-6', 'V-O-8', 'V-O-9'] },
  { game: 'ombre', variants: ['V-O-5', 'V-O-2'] },
  { game: 'en-deux', variants: ['V-O-12'] },
  { game: 'en-deux', variants: ['V-O-13'] },
  { game: 'quadrille', variants: ['V-O-14', 'V-O-16', 'V-O-17'] },
  { game: 'quadrille', variants: ['V-O-19'] },
  { game: 'cinquille', variants: ['V-O-14', 'V-O-16', 'V-O-18'] },
  { game: 'en-quatre', variants: ['V-O-3', 'V-O-6'] },
];

const ITER = 24;

/** Plays `deals` deals of a session with a bot per seat; checks every decision; counts what was decided. */
function playChecked(options: OmbreOptions, levels: readonly BotLevel[], seed: string, deals: number, seen: Map<string, number>): OmbreState {
  const bots = levels.map((l) => createBot(l));
  let s = newSession(options, seed);
  let k = 0;
  for (let d = 0; d < deals; d++) {
    if (d > 0) s = s.phase === 'sessionOver' ? newSession(options, `${seed}:${d}`) : nextDeal(s);
    while (s.toMove !== null) {
      const seat = s.toMove;
      const legal = legalMoves(s);
      const dec = bots[seat]!.decide(view(s, seat), legal, { seed: `${seed}:${k++}`, budget: { iterations: ITER } });
      assert.ok(legal.includes(dec.move), `${levels[seat]} chose ${JSON.stringify(dec.move)}, not one of the legal objects`);
      assert.equal(dec.stats.level, levels[seat]);
      assert.equal(dec.explanation.move, dec.move);
      const key = `${s.phase}:${dec.move.type}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      seen.set(`game:${options.game}:${s.phase}`, 1);
      const r = applyMove(s, dec.move);
      assert.ok(r.ok, JSON.stringify(!r.ok && r.violation));
      s = r.state;
    }
  }
  return s;
}

/** Positions from deals played by the normal bot, at decisions with a choice (every `every`-th). */
function positions(count: number, options: OmbreOptions, seed: string, every = 3, phase?: OmbreState['phase']): OmbreState[] {
  const out: OmbreState[] = [];
  const bot = createBot('normal');
  let s = newSession(options, seed);
  let k = 0;
  let guard = 0;
  while (out.length < count && guard++ < 20000) {
    if (s.toMove === null) {
      s = s.phase === 'sessionOver' ? newSession(options, `${seed}:${k}`) : nextDeal(s);
      continue;
    }
    const legal = legalMoves(s);
    if (legal.length > 1 && k % every === 0 && (phase === undefined || s.phase === phase)) out.push(s);
    const r = applyMove(s, bot.decide(view(s, s.toMove), legal, { seed: k++ }).move);
    assert.ok(r.ok);
    s = r.state;
  }
  return out;
}

describe('ombre bots: legal through every phase of every family member (O26–O44, OD3–OD7, OQ3–OQ7, QD5–QD14, CQ2–CQ13)', () => {
  it('mixed levels at one table: every kind of decision is met (bids, trump, calls, the Mediateur\'s card, exchange, card play)', () => {
    const seen = new Map<string, number>();
    const mixes: Record<number, BotLevel[]> = { 2: ['strong', 'normal'], 3: ['easy', 'normal', 'strong'], 4: ['normal', 'strong', 'normal', 'easy'], 5: ['strong', 'normal', 'easy', 'normal', 'normal'] };
    for (const [i, o] of OPTION_SETS.entries()) {
      const n = newSession(o, 1).rules.players;
      playChecked(o, mixes[n]!, `mixed:${i}`, 5, seen);
    }
    for (const key of ['auction:bid', 'auction:pass', 'trump:trump', 'call:call', 'give:give', 'exchange:discard', 'exchange:take', 'play:play']) {
      assert.ok(seen.has(key), `nobody decided ${key} (decided: ${[...seen.keys()].filter((x) => !x.startsWith('game:')).join(', ')})`);
    }
  });

  it('every decision the engine can ask for gets a legal answer: holds, conversions (O29), the vole (O43), Queens called (QD8)', () => {
    // the normal player's deals with a random speech now and then reach the rare decisions; at each, every level answers
    const bots = BOT_LEVELS.map((l) => createBot(l));
    const met = new Set<string>();
    for (const [i, o] of OPTION_SETS.entries()) {
      const rng = new Rng([i + 1, 2, 3, 4]);
      let s = newSession(o, `rare:${i}`);
      for (let step = 0; step < 1500; step++) {
        if (s.toMove === null) {
          s = s.phase === 'sessionOver' ? newSession(o, `rare:${i}:${step}`) : nextDeal(s);
          continue;
        }
        const legal = legalMoves(s);
        const rare = legal.find((m) => m.type === 'hold' || m.type === 'convert' || m.type === 'stop' || (m.type === 'call' && m.card.startsWith('Q')));
        if (rare) {
          met.add(rare.type === 'call' ? 'callQueen' : rare.type);
          for (const b of bots) {
            const d = b.decide(view(s, s.toMove), legal, { seed: step, budget: { iterations: 16 } });
            assert.ok(legal.includes(d.move));
          }
        }
        const m = s.phase === 'auction' && rng.int(3) === 0 ? legal[rng.int(legal.length)]! : bots[1]!.decide(view(s, s.toMove), legal, { seed: step }).move;
        const r = applyMove(s, m);
        assert.ok(r.ok);
        s = r.state;
      }
    }
    for (const k of ['hold', 'convert', 'stop']) assert.ok(met.has(k), `never met a ${k} (${[...met].join(', ')})`);
  });
});

describe('ombre bots: the samples keep to what was shown', () => {
  it('the determinisation keeps to the show-outs (O40, O41, O42), which resample alone does not', () => {
    const rng = new Rng([5, 6, 7, 8]);
    let constrained = 0;
    let plainViolates = 0;
    for (const [i, o] of [{ game: 'ombre' }, { game: 'quadrille' }, { game: 'en-quatre' }, { game: 'ombre', variants: ['V-O-6'] }].entries() as Iterable<[number, OmbreOptions]>) {
      for (const s of positions(40, o, `show:${i}`, 2, 'play')) {
        const seat = s.toMove!;
        const v = view(s, seat);
        const f = forbiddenCards(v, s.rules.pack);
        const viol = (x: OmbreState) => x.hands.some((h, p) => p !== seat && h.some((c) => f[p]!.has(c)));
        assert.ok(!viol(s), 'the real deal keeps to its show-outs');
        if (!f.some((x, p) => p !== seat && x.size > 0)) continue;
        constrained++;
        if (viol(resample(v, rng))) plainViolates++;
        const d = determinise(v, rng, f);
        assert.ok(!viol(d), 'a determinised deal breaks a show-out');
        assert.deepEqual(view(d, seat), v, 'the determinised deal looks the same to the seat');
        assert.deepEqual(legalMoves(d), legalMoves(s));
      }
    }
    assert.ok(constrained > 20);
    assert.ok(plainViolates > 0, 'resample(view) alone was expected to break some show-outs');
  });

  it('V-O-6: after a Nullissimo bid the samples deal the bidder no black ace (resample alone does, and the engine then refuses the replayed auction)', () => {
    const rng = new Rng([3, 1, 4, 1]);
    let found = 0;
    let plainBreaks = 0;
    for (let seed = 0; seed < 400 && found < 8; seed++) {
      const s0 = newSession({ game: 'ombre', variants: ['V-O-6'] }, seed);
      const m = s0.toMove!;
      if (s0.hands[m]!.includes('AS') || s0.hands[m]!.includes('AC')) continue;
      const r = applyMove(s0, { type: 'bid', contract: 'nullissimo' });
      if (!r.ok || r.state.phase !== 'auction') continue;
      found++;
      const s = r.state;
      const v = view(s, s.toMove!);
      for (let i = 0; i < 5; i++) {
        try {
          legalMoves(resample(v, rng));
        } catch {
          plainBreaks++;
        }
        const d = determinise(v, rng, forbiddenCards(v, s.rules.pack));
        assert.ok(!d.hands[m]!.includes('AS') && !d.hands[m]!.includes('AC'));
        assert.deepEqual(legalMoves(d), legalMoves(s));
      }
      const legal = legalMoves(s);
      assert.ok(legal.includes(createBot('strong').decide(v, legal, { seed, budget: { iterations: 60 } }).move));
    }
    assert.ok(found >= 4, `${found} positions`);
    assert.ok(plainBreaks > 0, 'resample(view) alone was expected to deal a black ace to the Nullissimo bidder');
  });
});

describe('ombre bots: the compact play table agrees with the engine (O39–O63, QD13–QD18, CQ10–CQ14)', () => {
  it('playing the same cards gives the same end and the same money (equity: balance plus a share of the table)', () => {
    const sets: OmbreOptions[] = [...OPTION_SETS, { game: 'ombre', variants: ['V-O-9'] }];
    let checked = 0;
    for (const [i, o] of sets.entries()) {
      for (const s of positions(12, o, `sim:${i}`, 4, 'play')) {
        const sim = simFromState(s);
        const moves: (string | null)[] = [];
        while (!sim.over) {
          const { card } = choosePlay(sim);
          if (card === STOP) {
            sim.stop();
            moves.push(null);
          } else {
            sim.play(card);
            moves.push(CARD[card]!);
          }
        }
        const eq = sim.settle();
        let t = s;
        for (const m of moves) {
          const r = applyMove(t, m === null ? { type: 'stop' } : { type: 'play', card: m });
          assert.ok(r.ok, `${m}: ${JSON.stringify(!r.ok && r.violation)}`);
          t = r.state;
        }
        assert.notEqual(t.phase, 'play', 'the engine ended the deal too');
        assert.equal(sim.outcome(), t.outcome);
        if (t.phase === 'sessionOver') continue; // the kettle's odd marks (O66) are not equity
        const n = s.rules.players;
        const table = (x: OmbreState) => x.pot + x.betes.reduce((a, b) => a + b.amount, 0);
        const real = t.balances.map((b, p) => b - s.balances[p]! + (table(t) - table(s)) / n);
        if (s.rules.partnership && t.outcome === 'codille') {
          // QD18/CQ12: the odd marks of W by highest trump are averaged in the table; the sums agree
          const side = [s.lomber!, ...(s.partner !== null ? [s.partner] : [])];
          for (const p of side) assert.ok(Math.abs(real[p]! - eq[p]!) < 1e-9);
        } else for (let p = 0; p < n; p++) assert.ok(Math.abs(real[p]! - eq[p]!) < 1e-9, `${o.game} seat ${p}: ${real[p]} vs ${eq[p]}`);
        checked++;
      }
    }
    assert.ok(checked > 100, `${checked} deals compared`);
  });
});

describe('ombre bots: explanation (data for the hint, no sentences)', () => {
  const states = [
    ...positions(8, { game: 'ombre' }, 'expl3', 2),
    ...positions(6, { game: 'quadrille' }, 'explQ', 1),
    ...positions(3, { game: 'ombre' }, 'explX', 1, 'exchange'),
    ...positions(8, { game: 'ombre' }, 'explP', 3, 'play'),
    ...positions(4, { game: 'cinquille' }, 'explCP', 3, 'play'),
  ];
  it('every level explains every decision: a known reason code, the chosen move, finite numbers, no words', () => {
    const phases = new Set<string>();
    for (const level of BOT_LEVELS) {
      for (const [i, s] of states.entries()) {
        const legal = legalMoves(s);
        const v = view(s, s.toMove!);
        const d = createBot(level).decide(v, legal, { seed: i, budget: { iterations: 120 } });
        const e = d.explanation as OmbreExplanation;
        phases.add(e.phase);
        assert.ok(Object.hasOwn(REASONS, e.reason), `unknown reason ${e.reason}`);
        assert.equal(e.move, d.move);
        assert.equal(e.seat, s.toMove);
        assert.equal(e.phase, s.phase);
        assert.ok(e.alternatives.length <= 4);
        assert.equal(e.margin, e.alternatives.length > 0 ? e.best.value - e.alternatives[0]!.value : 0);
        for (const c of [e.best, ...e.alternatives]) {
          assert.ok(Number.isFinite(c.value) && Number.isFinite(c.standardError));
          for (const x of [c.tricks, c.trickWon, c.lomber]) assert.ok(x === null || Number.isFinite(x));
          if (c.outcomes) assert.ok(Math.abs(Object.values(c.outcomes).reduce((a, b) => a + b, 0) - 1) < 1e-9);
        }
        if (e.hand) for (const x of [e.hand.points, e.hand.help, e.hand.threshold]) assert.ok(Number.isFinite(x));
        if (level === 'strong' && e.source === 'search' && s.phase !== 'exchange') {
          assert.equal(e.samples, d.stats.iterations);
          assert.ok(e.best.visits > 0);
          for (const a of e.alternatives) assert.ok(a.visits <= e.best.visits);
        }
        assert.ok(!/\s[a-z]+\s[a-z]+\s/.test(JSON.stringify(e)), 'no sentences in the explanation');
      }
    }
    for (const p of ['auction', 'exchange', 'play']) assert.ok(phases.has(p), `no decision explained in ${p}`);
  });

  it('bids carry the §5.1 point count and threshold (PD-O-27); card play its reason (general rule 2, rule 5)', () => {
    const auction = positions(6, { game: 'ombre' }, 'explB', 1, 'auction');
    for (const [i, s] of auction.entries()) {
      const d = createBot('normal').decide(view(s, s.toMove!), legalMoves(s), { seed: i });
      assert.ok(d.explanation.hand !== null, 'a bid or pass explains the hand');
      assert.ok(['pass', 'hold'].includes(d.explanation.reason) || d.explanation.reason.startsWith('bid'));
    }
  });
});

/** A small duplicate match of Ombre for three: one seat of level A against two of B, A in every seat, same cards. */
function match(a: BotLevel, b: BotLevel, groups: number, iterations: number): number {
  let total = 0;
  for (let g = 0; g < groups; g++) {
    for (let seatA = 0; seatA < 3; seatA++) {
      const levels = [0, 1, 2].map((x) => (x === seatA ? a : b));
      const bots = levels.map((l) => createBot(l, iterations));
      let s = newSession({ game: 'ombre', tours: 1 }, `match:${a}-${b}:${g}`);
      let k = 0;
      for (;;) {
        while (s.toMove !== null) {
          const seat = s.toMove;
          const r = applyMove(s, bots[seat]!.decide(view(s, seat), legalMoves(s), { seed: `${g}:${k++}` }).move);
          assert.ok(r.ok);
          s = r.state;
        }
        if (s.phase === 'sessionOver') break;
        s = nextDeal(s);
      }
      total += s.balances[seatA]!;
    }
  }
  return total / (groups * 9);
}

describe('ombre bots: strength, a smoke check on Ombre for three (bench/bots/ombre.ts measures it with CIs)', () => {
  it('strong beats normal: more marks per deal (8 seeded duplicate groups, 100 units a decision)', (t) => {
    const r = match('strong', 'normal', 8, 100);
    t.diagnostic(`strong vs two normal: ${r.toFixed(3)} marks per deal`);
    assert.ok(r > 0, `strong vs normal: ${r.toFixed(3)} marks per deal`);
  });
});
