/**
 * The Hundertspiel's computer players (src/games/hundertspiel/bots/), what is the Hundertspiel's own:
 * alt und neu and the "out" (V-H-6, V-H-7), every phase decided at mixed tables, the explanation's
 * shape, the rules of thumb, and strong > normal on a small seeded sample. Legality through every
 * phase and variant, the view only, determinism and the budget: the shared bot suite (games.test.ts).
 * Rule IDs are those of shared/rules/hundertspiel.md.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  BOT_LEVELS,
  createBot,
  type BotLevel,
  type HundertspielBot,
  type HundertspielBots,
  type HundertspielExplanation,
  type HundertspielReason,
} from '../../src/games/hundertspiel/bots/index.js';
import {
  applyMove,
  legalMoves,
  newSession,
  nextDeal,
  view,
  type HundertspielMove,
  type HundertspielOptions,
  type HundertspielState,
  type HundertspielView,
  type Phase,
} from '../../src/games/hundertspiel/index.js';
import type { Exact, Expect, Lacks } from './support/bot-conformance.js';

// Compile-time (npm run typecheck fails when one does not hold): a bot receives a view and the legal moves, never a state.
type DecideParams = Parameters<HundertspielBot['decide']>;
export type HundertspielBotSignature = [
  Expect<Exact<DecideParams[0], HundertspielView>>,
  Expect<Exact<DecideParams[1], readonly HundertspielMove[]>>,
  Expect<Lacks<DecideParams[0], 'hands'>>,
  Expect<Lacks<DecideParams[0], 'rng'>>,
  // What the bot worker calls for the Hundertspiel (its GameBots) takes a view too.
  Expect<Exact<Parameters<HundertspielBots['decide']>[1], HundertspielView>>,
];

/** Every reason code (kept in step with types.ts by the compiler: a missing or extra code fails). */
const REASONS = {
  forced: 1, declareOut: 1, agreeAltUndNeu: 1, refuseAltUndNeu: 1, announceHonours: 1, announce26: 1, announce52: 1,
  announceFirst52: 1, noAnnouncement: 1, contra: 1, noContra: 1, bid: 1, noBid: 1, buyScat: 1, declineScat: 1, discard: 1,
  chooseTrump: 1, doFirstTrick: 1, trumpFirstTrick: 1, doTrick: 1, winTrick: 1, cashWinner: 1, drawTrumps: 1, attackLaidDo: 1,
  protectAnnouncement: 1, guardAgainstDo: 1, keepTrumpDo: 1, smearPartner: 1, followPartner: 1, duckTrick: 1, leadLow: 1,
} satisfies Record<HundertspielReason, 1>;

const OPTION_SETS: HundertspielOptions[] = [
  { players: 4 },
  { players: 3 },
  { players: 4, scat: true }, // H55–H62
  { players: 3, scat: true }, // H51
  { players: 3, scat: true, variants: ['V-H-4'] },
  { players: 4, variants: ['V-H-1', 'V-H-2', 'V-H-3', 'V-H-6', 'V-H-7'] },
  { players: 4, scat: true, variants: ['V-H-2', 'V-H-5', 'V-H-6', 'V-H-7'] },
  { players: 3, variants: ['V-H-2', 'V-H-3', 'V-H-6'] },
];

const ITER = 40;

/** Plays `deals` deals of a session with a bot per seat; checks every decision; returns what was decided, by phase. */
function playChecked(options: HundertspielOptions, levels: readonly BotLevel[], seed: string, deals: number, seen: Map<string, number>): HundertspielState {
  const bots = levels.map((l) => createBot(l));
  let s = newSession(options, seed);
  let k = 0;
  for (let d = 0; d < deals; d++) {
    if (d > 0) s = nextDeal(s);
    while (s.phase !== 'dealOver') {
      const seat = s.toMove!;
      const legal = legalMoves(s);
      const dec = bots[seat]!.decide(view(s, seat), legal, { seed: `${seed}:${k++}`, budget: { iterations: ITER } });
      assert.ok(legal.includes(dec.move), `${levels[seat]} chose ${JSON.stringify(dec.move)}, not one of the legal objects`);
      assert.equal(dec.stats.level, levels[seat]);
      const key = `${s.phase}:${dec.move.type}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      const r = applyMove(s, dec.move);
      assert.ok(r.ok, JSON.stringify(!r.ok && r.violation));
      s = r.state;
    }
  }
  return s;
}

/** Positions from deals played by the normal bot, at decisions with a choice. */
function positions(count: number, options: HundertspielOptions, seed: string, every = 3): HundertspielState[] {
  const out: HundertspielState[] = [];
  const bot = createBot('normal');
  let s = newSession(options, seed);
  let k = 0;
  while (out.length < count) {
    if (s.phase === 'dealOver') {
      s = nextDeal(s);
      continue;
    }
    const legal = legalMoves(s);
    if (legal.length > 1 && k % every === 0) out.push(s);
    const r = applyMove(s, bot.decide(view(s, s.toMove!), legal, { seed: k++ }).move);
    assert.ok(r.ok);
    s = r.state;
  }
  return out;
}

describe('hundertspiel bots: legal through every phase and variant (H11–H23, H55–H62, V-H-1…V-H-7)', () => {
  it('every level agrees to alt und neu when asked (V-H-7, H36) and declares "out" only when it is true (V-H-6, PD-H-26)', () => {
    const o: HundertspielOptions = { players: 4, variants: ['V-H-6', 'V-H-7'] };
    // Opt-ins, turns of a party with 100 or more (a true "out"), and ordinary turns (a false one).
    const kinds: HundertspielState[][] = [[], [], []];
    const bot = createBot('normal');
    let s = newSession(o, 'optin');
    for (let k = 0; kinds.some((x) => x.length < 3) && k < 50000; k++) {
      if (s.phase === 'dealOver') {
        s = nextDeal(s);
        continue;
      }
      const kind = s.phase === 'optIn' ? 0 : s.scores[s.toMove! % 2]! >= 100 ? 1 : 2;
      if (kinds[kind]!.length < 3 && (kind < 2 || k % 50 === 0)) kinds[kind]!.push(s);
      s = (applyMove(s, bot.decide(view(s, s.toMove!), legalMoves(s), { seed: k }).move) as { state: HundertspielState }).state;
    }
    assert.ok(kinds.every((x) => x.length === 3), `found ${kinds.map((x) => x.length).join(', ')}`);
    const found = kinds.flat();
    for (const level of BOT_LEVELS) {
      for (const x of found) {
        const legal = legalMoves(x);
        const d = createBot(level).decide(view(x, x.toMove!), legal, { seed: 1, budget: { iterations: 30 } });
        assert.ok(legal.includes(d.move));
        if (x.phase === 'optIn') assert.equal(d.move.type, 'agree');
        const party = x.toMove! % 2;
        assert.equal(d.move.type === 'out', x.scores[party]! >= 100, `${level}: "out" at ${x.scores.join(':')}`);
      }
    }
  });

  it('mixed levels at one table: every phase decided (bids, buys, discards, trump, announcements, Contra, "out")', () => {
    const seen = new Map<string, number>();
    const mixes: BotLevel[][] = [
      ['easy', 'normal', 'strong', 'normal'],
      ['strong', 'easy', 'normal'],
    ];
    for (const [i, o] of OPTION_SETS.entries()) playChecked(o, mixes[o.players === 4 ? 0 : 1]!, `mixed:${i}`, 4, seen);
    for (const key of ['bid:bid', 'buy:buy', 'announce:announce', 'contra:contra', 'play:out']) assert.ok(seen.has(key), `nobody decided ${key}`);
  });
});

describe('hundertspiel bots: explanation (data for the hint, no sentences)', () => {
  const states = [...positions(8, { players: 4 }, 'expl4', 2), ...positions(6, { players: 4, scat: true }, 'explS', 1)];
  const phases = new Set<Phase>();
  it('strong and normal explain every decision: a known reason code, the chosen move, finite numbers', () => {
    for (const level of ['strong', 'normal'] as const) {
      for (const [i, s] of states.entries()) {
        const legal = legalMoves(s);
        const v = view(s, s.toMove!);
        const d = createBot(level).decide(v, legal, { seed: i, budget: { iterations: 200 } });
        const e = d.explanation as HundertspielExplanation;
        assert.ok(e, `${level} gave no explanation`);
        phases.add(e.phase);
        assert.ok(Object.hasOwn(REASONS, e.reason), `unknown reason ${e.reason}`);
        assert.equal(e.move, d.move);
        assert.equal(e.seat, s.toMove);
        assert.equal(e.phase, s.phase);
        assert.ok(e.alternatives.length <= 4);
        assert.equal(e.margin, e.alternatives.length > 0 ? e.best.value - e.alternatives[0]!.value : 0);
        for (const c of [e.best, ...e.alternatives]) {
          assert.ok(Number.isFinite(c.value) && Number.isFinite(c.standardError));
          for (const x of [c.points, c.marks, c.trickWon, c.announcementWon]) assert.ok(x === null || Number.isFinite(x));
          if (c.trickWon !== null) assert.ok(c.trickWon >= 0 && c.trickWon <= 1);
        }
        if (level === 'strong' && e.source === 'search') {
          assert.equal(e.samples, d.stats.iterations);
          assert.ok(e.best.visits > 0);
          // The best of the last round (most visits); a candidate dropped earlier may show a higher mean.
          for (const a of e.alternatives) assert.ok(a.visits <= e.best.visits);
        }
        // No words: only codes, moves and numbers.
        assert.ok(!/\s[a-z]+\s[a-z]+\s/.test(JSON.stringify(e)), 'no sentences in the explanation');
      }
    }
    assert.ok(phases.has('play') && phases.has('announce'));
  });

  it('rules of thumb: the dealer wins an untrumped first trick with the trump Do (H28); the third hand trumps it (§38)', () => {
    // Trump Ba; North (3) deals; East (0) leads, South (1), West (2, third hand), North (4th).
    const base = newSession({ players: 4 }, 'h28');
    const hands = [
      ['Cu-A', 'Cu-K', 'Sw-7', 'Sw-8', 'Sw-9', 'Co-7', 'Co-8', 'Co-9', 'Cu-7'],
      ['Cu-N', 'Cu-J', 'Sw-10', 'Sw-J', 'Sw-N', 'Co-10', 'Co-J', 'Co-N', 'Cu-8'],
      ['Ba-7', 'Ba-8', 'Sw-K', 'Sw-A', 'Co-K', 'Co-A', 'Cu-9', 'Cu-10', 'Sw-Do'],
      ['Ba-Do', 'Ba-9', 'Ba-10', 'Ba-J', 'Ba-N', 'Ba-K', 'Ba-A', 'Co-Do', 'Cu-Do'],
    ];
    const s0: HundertspielState = { ...base, dealer: 3, trump: 'Ba', phase: 'play', toMove: 0, hands, scat: [], announcements: [], honours: [], trick: [], tricks: [], exposed: [] };
    const play = (s: HundertspielState, card: string) => {
      const r = applyMove(s, { type: 'play', card });
      assert.ok(r.ok);
      return r.state;
    };
    // West, third hand, with no trump in the trick: trumps (§38).
    const third = play(play(s0, 'Cu-A'), 'Cu-8');
    for (const level of ['normal', 'strong'] as const) {
      const d = createBot(level).decide(view(third, 2), legalMoves(third), { seed: 1, budget: { iterations: 400 } });
      assert.equal(d.move.type === 'play' && d.move.card.startsWith('Ba-'), true, `${level} third hand played ${JSON.stringify(d.move)}`);
    }
    // West did not trump: North, the dealer, wins trick 1 with the trump Do for 52 (H28).
    const fourth = play(third, 'Cu-9');
    for (const level of ['normal', 'strong'] as const) {
      const d = createBot(level).decide(view(fourth, 3), legalMoves(fourth), { seed: 1, budget: { iterations: 400 } });
      assert.deepEqual(d.move, { type: 'play', card: 'Ba-Do' }, `${level} dealer`);
      assert.equal(d.explanation?.reason, 'doFirstTrick');
    }
  });
});

/** A small duplicate match: partnerships (or one seat with 3 players) of level A against B, seats rotated, same cards. */
function match(a: BotLevel, b: BotLevel, groups: number, deals: number, iterations: number): { marks: number; points: number } {
  let marks = 0;
  let points = 0;
  for (let g = 0; g < groups; g++) {
    for (const aParty of [0, 1]) {
      const levels = [0, 1, 2, 3].map((seat) => (seat % 2 === aParty ? a : b));
      const bots = levels.map((l) => createBot(l, iterations));
      let s = newSession({ players: 4 }, `match:${a}-${b}:${g}`);
      let k = 0;
      for (let d = 0; d < deals; d++) {
        if (d > 0) s = nextDeal(s);
        while (s.phase !== 'dealOver') {
          const seat = s.toMove!;
          const r = applyMove(s, bots[seat]!.decide(view(s, seat), legalMoves(s), { seed: `${g}:${k++}` }).move);
          assert.ok(r.ok);
          for (const e of r.events) {
            if (e.type === 'trick') points += (e.winner % 2 === aParty ? 1 : -1) * e.points;
            if (e.type === 'honours') points += (e.seat % 2 === aParty ? 1 : -1) * e.points;
          }
          s = r.state;
        }
      }
      marks += s.marks[aParty]!;
    }
  }
  return { marks: marks / (2 * groups * deals), points: points / (2 * groups * deals) };
}

describe('hundertspiel bots: strength, a smoke check (bench/bots/hundertspiel.ts measures it with CIs)', () => {
  it('strong beats normal: more marks and more points per deal (2 seeded duplicate groups of 3 deals, 60 playouts a decision)', (t) => {
    const r = match('strong', 'normal', 2, 3, 60);
    t.diagnostic(`strong − normal: ${r.marks.toFixed(3)} marks, ${r.points.toFixed(1)} points per deal`);
    assert.ok(r.marks > 0, `strong − normal: ${r.marks.toFixed(3)} marks per deal and seat`);
    assert.ok(r.points > 0, `strong − normal: ${r.points.toFixed(1)} points per deal`);
  });
});
