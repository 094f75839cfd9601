/**
 * The shared suite of the computer players (docs/bots.md), run for every seat game of the headless
 * catalogue (src/games/bots.ts) by test/node/games.test.ts, on the game's `SeatGame` and its `GameBots`
 * (the worker's entry, one bot per level):
 *
 * - every level answers every decision of whole seeded deals, at every table the game is played at,
 *   with one of the legal moves (the same object), and meets every kind of decision the case names;
 * - every level decides from the seat's view alone: the view is the only game input, the same view of
 *   another deal (the hidden cards dealt again by `resample`) gives the same move and explanation,
 *   only the view's fields are read, and the explanation (the hint) names no hidden card;
 * - every level is deterministic for a seed, also after a structured clone (the worker's messages);
 * - the strong level spends at most its budget of playouts (every candidate one at least), counted in
 *   iterations, never in wall time (that is bench:bots); a time budget stops it, by a fake clock, at the
 *   clock's first reading past it (a reading before each unit of work: a sample, or chess's node batch);
 * - no bot file reads a real state or draws from Math.random.
 *
 * What is each game's own (its heuristics, B-… rules, worked examples, its search's repairs of the
 * samples, a small strength check) stays in test/node/<id>-bots.test.ts.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it, type TestContext } from 'node:test';
import { BOT_LEVELS, type BotLevel } from '../../../src/ai/types.js';
import type { AnySeatGame } from '../../../src/games/bots.js';
import type { GameBots } from '../../../src/ai/types.js';
import { Rng } from '../../../src/engine/rng.js';

/** Compile-time checks (npm run typecheck fails when one does not hold): `Expect<Exact<A, B>>`, `Expect<Lacks<V, 'hands'>>`. */
export type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Lacks<T, K extends string> = K extends keyof T ? false : true;
export type Expect<T extends true> = T;

/** A table the game is played at: its seats and its options as a host sends them (raw JSON, through `optionsFor`). */
export interface BotTable {
  readonly seats: number;
  readonly options: unknown;
}

export interface BotCase {
  /** The tables played; default: `{}` at every table size the game allows. */
  readonly tables?: readonly BotTable[];
  /** Deals per table an easy or normal player plays in the legality check (default 4); the strong one plays `strongDeals` (default 1). */
  readonly deals?: number;
  readonly strongDeals?: number;
  /** The strong player's budget (playouts) in the checks (default 40). */
  readonly budget?: number;
  /** Decisions every level must meet somewhere in its deals: `phase:moveType` (the state's `phase`, the move's `type`), or a `phase` alone. */
  readonly mustDecide?: readonly string[];
  /** Positions (a seat to move with a choice) for the view, determinism and budget checks (default 12). */
  readonly positions?: number;
  /** The files of src/games/<id>/bots that may handle the game's states (the deals they sample from the view); default strong.ts. */
  readonly stateFiles?: readonly string[];
  /** Nothing is hidden (chess): the view is the whole position, so no other deal shares it and no bot samples one. */
  readonly open?: boolean;
}

interface Stats {
  level?: string;
  iterations?: number;
  units?: number;
  candidates?: number;
  /** Units of work (iterations) between two readings of the clock; default one sample played by every candidate. */
  perReading?: number;
  stoppedByTime?: boolean;
}
type Decision = ReturnType<GameBots['decide']> & { stats?: Stats };

const label = (t: BotTable) => `${t.seats} seats${JSON.stringify(t.options) === '{}' ? '' : ` ${JSON.stringify(t.options)}`}`;
const phaseOf = (s: unknown) => String((s as { phase?: unknown }).phase);
const typeOf = (m: unknown) => String((m as { type?: unknown }).type);

/** Every string anywhere in a JSON value. */
function strings(x: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof x === 'string') out.add(x);
  else if (x && typeof x === 'object') for (const v of Object.values(x)) strings(v, out);
  return out;
}

function startOf(game: AnySeatGame, table: BotTable, seed: string): unknown {
  const r = game.optionsFor(structuredClone(table.options), table.seats);
  assert.ok('options' in r, `the table ${label(table)}: ${JSON.stringify(r)}`);
  return game.start(r.options, seed).state;
}

/**
 * Plays `deals` deals at `table` from the seed, seat i by `levels[i]`; calls `each` at every decision
 * (before the move). A sitting that ends starts afresh.
 */
function play(
  game: AnySeatGame,
  bots: GameBots,
  table: BotTable,
  levels: readonly BotLevel[],
  seed: string,
  deals: number,
  budget: number,
  each?: (s: unknown, seat: number, legal: readonly unknown[], d: Decision) => void,
): void {
  let s = startOf(game, table, seed);
  let done = 0;
  let k = 0;
  for (let guard = 0; guard < 100_000; guard++) {
    const seat = game.toMove(s);
    if (seat === null) {
      if (++done >= deals) return;
      const next = game.advance(s);
      s = next ? next.state : startOf(game, table, `${seed}:${done}`);
      continue;
    }
    const legal = game.legalMoves(s);
    const d: Decision = bots.decide(levels[seat]!, game.view(s, seat), legal, { seed: `${seed}:${k++}`, budget: { iterations: budget } });
    each?.(s, seat, legal, d);
    const r = game.applyMove(s, d.move);
    assert.ok(r.ok, `${levels[seat]} at seat ${seat}: ${JSON.stringify(d.move)} refused: ${r.ok ? '' : JSON.stringify(r.violation)}`);
    s = r.state;
  }
  assert.fail(`${deals} deals at ${label(table)} did not end`);
}

/** Positions with a choice (a seat to move, more than one legal move) from deals the normal player plays, spread over the tables. */
function positions(game: AnySeatGame, bots: GameBots, tables: readonly BotTable[], count: number): { s: unknown; seat: number }[] {
  const out: { s: unknown; seat: number }[] = [];
  const per = Math.ceil(count / tables.length);
  for (const [ti, table] of tables.entries()) {
    const mine: { s: unknown; seat: number }[] = [];
    let k = 0;
    for (let sitting = 0; mine.length < per && sitting < 20; sitting++) {
      try {
        play(game, bots, table, new Array(table.seats).fill('normal'), `positions:${ti}:${sitting}`, 3, 0, (s, seat, legal) => {
          if (legal.length > 1 && k++ % 3 === 0 && mine.length < per) mine.push({ s, seat });
          if (mine.length >= per) throw STOP;
        });
      } catch (e) {
        if (e !== STOP) throw e;
      }
    }
    out.push(...mine);
  }
  return out;
}
const STOP = Symbol('enough positions');

function statsOf(d: Decision, who: string): Stats {
  assert.ok(d.stats && typeof d.stats === 'object', `${who}: a decision reports its stats`);
  return d.stats;
}

/** The shared suite for the seat game `game` and its bots (call inside a describe). */
export function runBotConformance(game: AnySeatGame, bots: GameBots, c: BotCase = {}): void {
  const id = game.id;
  const tables: readonly BotTable[] =
    c.tables ?? Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => ({ seats: game.players.min + i, options: {} }));
  const budget = c.budget ?? 40;
  let pool: { s: unknown; seat: number }[] | null = null;
  const pos = () => (pool ??= positions(game, bots, tables, c.positions ?? 12));
  const decide = (level: BotLevel, view: unknown, legal: readonly unknown[], seed: string, iterations = budget): Decision =>
    bots.decide(level, view, legal, { seed, budget: { iterations } });

  for (const level of BOT_LEVELS) {
    it(`${id} ${level}: every decision of whole seeded deals is one of the legal moves (the same object), at ${tables.map(label).join('; ')}${c.mustDecide ? `; meets ${c.mustDecide.join(', ')}` : ''}`, () => {
      const seen = new Set<string>();
      const deals = level === 'strong' ? (c.strongDeals ?? 1) : (c.deals ?? 4);
      for (const [ti, table] of tables.entries()) {
        play(game, bots, table, new Array(table.seats).fill(level), `legal:${level}:${ti}`, deals, budget, (s, seat, legal, d) => {
          const where = `${label(table)}, seat ${seat}, phase ${phaseOf(s)}`;
          assert.ok(legal.includes(d.move), `${where}: ${JSON.stringify(d.move)} is not one of the legal move objects`);
          const st = statsOf(d, where);
          assert.equal(st.level, level, where);
          if (level !== 'strong') assert.equal(st.iterations, 0, `${where}: the ${level} player spends no budget`);
          seen.add(phaseOf(s));
          seen.add(`${phaseOf(s)}:${typeOf(d.move)}`);
        });
      }
      for (const k of c.mustDecide ?? []) assert.ok(seen.has(k), `${level} never decided ${k} (decided: ${[...seen].filter((x) => x.includes(':')).sort().join(', ')})`);
    });
  }

  it(`${id}: the three levels at one table, in every order of seats, play legal deals`, () => {
    for (const [ti, table] of tables.entries()) {
      for (let shift = 0; shift < 3; shift++) {
        const levels = Array.from({ length: table.seats }, (_, seat) => BOT_LEVELS[(seat + shift) % 3]!);
        play(game, bots, table, levels, `mixed:${ti}:${shift}`, 1, budget, (_s, seat, legal, d) => {
          assert.ok(legal.includes(d.move), `${levels[seat]} at ${label(table)}`);
        });
      }
    }
  });

  for (const level of BOT_LEVELS) {
    it(`${id} ${level}: decides from the seat's view alone: the same view of another deal (hidden cards dealt again) gives the same move and explanation, only the view's fields are read, and the explanation names no hidden card`, () => {
      const rng = new Rng([11, 22, 33, 44]);
      let compared = 0;
      let other = 0;
      for (const [i, { s, seat }] of pos().entries()) {
        const v = game.view(s, seat);
        const legal = game.legalMoves(s);
        const where = `position ${i} (phase ${phaseOf(s)}, seat ${seat})`;
        // Only the view's fields are read.
        const read = new Set<string>();
        const probe = new Proxy(v as object, {
          get(target, prop, recv) {
            if (typeof prop === 'string') read.add(prop);
            return Reflect.get(target, prop, recv);
          },
        });
        const a = decide(level, probe, legal, `h${i}`);
        const allowed = new Set(Object.keys(v as object));
        for (const k of read) assert.ok(allowed.has(k), `${where}: the bot read ${k}, which is not part of the view`);
        // The explanation, which the hint puts into words, names no card the seat may not see.
        const hidden = new Set(game.hiddenCards(s, seat));
        // A card a legal move names is the seat's own knowledge (Taroklomber's call names a card held elsewhere, TL14).
        for (const x of strings(legal)) hidden.delete(x);
        for (const x of strings(a.explanation)) assert.ok(!hidden.has(x), `${where}: the explanation names the hidden card ${x}`);
        // Another deal with the same view (and so the same legal moves): the same decision.
        let t: unknown = null;
        for (let k = 0; k < 20 && t === null; k++) {
          const x = game.resample(v, rng);
          if (JSON.stringify(game.view(x, seat)) === JSON.stringify(v) && JSON.stringify(game.legalMoves(x)) === JSON.stringify(legal)) t = x;
        }
        if (t === null) continue;
        compared++;
        if (JSON.stringify(t) !== JSON.stringify(s)) other++;
        const b = decide(level, game.view(t, seat), game.legalMoves(t), `h${i}`);
        assert.deepEqual(b.move, a.move, where);
        assert.deepEqual(b.explanation, a.explanation, where);
      }
      assert.ok(compared > pos().length / 2, `only ${compared} of ${pos().length} positions compared`);
      if (!c.open) assert.ok(other > compared / 2, 'the other deals really differed');
    });

    it(`${id} ${level}: the same view, legal moves, seed and budget give the same move and explanation, also after a structured clone (the worker's messages)`, () => {
      for (const [i, { s, seat }] of pos().entries()) {
        const v = game.view(s, seat);
        const legal = game.legalMoves(s);
        const a = decide(level, v, legal, `d${i}`);
        const b = decide(level, structuredClone(v), structuredClone(legal), `d${i}`);
        assert.ok(legal.includes(a.move));
        assert.deepEqual(b.move, a.move);
        assert.deepEqual(b.explanation, a.explanation);
        assert.deepEqual(decide(level, v, legal, `d${i}`).move, a.move);
      }
    });
  }

  it(`${id} strong: spends at most its budget of playouts (each candidate one at least), and searches where it has a choice`, () => {
    let searched = 0;
    for (const [i, { s, seat }] of pos().slice(0, 8).entries()) {
      const v = game.view(s, seat);
      const legal = game.legalMoves(s);
      for (const iterations of [1, 10, 100]) {
        const st = statsOf(decide('strong', v, legal, `b${i}`, iterations), `position ${i}`);
        const spent = st.units ?? st.iterations!;
        assert.ok(spent <= iterations || st.iterations! <= st.candidates!, `${spent} spent (${st.iterations} playouts, ${st.candidates} candidates) for a budget of ${iterations}`);
        if (iterations === 100 && st.iterations! > 0) searched++;
      }
    }
    assert.ok(searched > 0, 'the strong player searched somewhere');
  });

  it(`${id} strong: a time budget stops the search at the clock's first reading past it, with a legal move (fake clock)`, (t: TestContext) => {
    // Any position where the strong player searches (more than one candidate, so it makes playouts),
    // not one where it happens to make many: the budget of 1e5 units is far more than 20 readings of the
    // clock allow, so the clock stops the search; a search that ignored the time would end by the
    // budget instead (not stopped by time, far more playouts) and fail below.
    const at = pos().find(({ s, seat }) => {
      const st = statsOf(decide('strong', game.view(s, seat), game.legalMoves(s), 'x', 200), 'probe');
      return st.candidates! > 1 && st.iterations! > 0;
    });
    assert.ok(at, 'a position the strong player searches');
    // The fake clock goes on 1 ms at every reading; a search that ignored the time budget would read it
    // on and on: past 10 000 readings it throws, so the test fails instead of hanging.
    let time = 5000;
    let readings = 0;
    t.mock.method(performance, 'now', () => {
      if (++readings > 10_000) throw new Error('the search did not stop by the clock');
      return (time += 1);
    });
    const timeMs = 20;
    const legal = game.legalMoves(at.s);
    const d = bots.decide('strong', game.view(at.s, at.seat), legal, { seed: 't', budget: { iterations: 1e5, timeMs } }) as Decision;
    assert.ok(legal.includes(d.move));
    const st = statsOf(d, 'timed');
    assert.equal(st.stoppedByTime, true);
    // At most one unit of work per reading before the deadline (the first reading starts the clock): a
    // sample played once by every candidate, or `perReading` iterations: so the search stopped at the
    // first reading past it.
    const perReading = st.perReading ?? st.candidates!;
    assert.ok(st.iterations! > 0 && st.iterations! <= timeMs * perReading, `${st.iterations} iterations, ${perReading} a reading`);
  });

  it(`${id}: the worker's entry refuses an unknown level and an empty list of moves`, () => {
    const { s, seat } = pos()[0]!;
    assert.throws(() => bots.decide('nonsense', game.view(s, seat), game.legalMoves(s), { seed: 1 }));
    assert.throws(() => bots.decide('easy', game.view(s, seat), [], { seed: 1 }));
  });

  it(`${id}: no file of src/games/${id}/bots reads a real state (hiddenCards, positions, view()) or Math.random; states only in ${(c.stateFiles ?? ['strong.ts']).join(', ')}`, () => {
    const dir = join(process.cwd(), 'src/games', id, 'bots');
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    assert.ok(files.includes('strong.ts'), 'the bots were scanned');
    const stateType = new RegExp(`\\b${id[0]!.toUpperCase()}${id.slice(1)}State\\b`);
    const stateFiles = c.stateFiles ?? ['strong.ts'];
    for (const f of files) {
      const src = readFileSync(join(dir, f), 'utf8');
      assert.ok(!/\bhiddenCards\b|\btoPosition\b|\bfromPosition\b|\bstateFromJSON\b/.test(src), `${f} uses a state accessor`);
      assert.ok(!/Math\.random/.test(src), `${f} uses Math.random`);
      // view() of the engine only on sampled deals (in a state file), never on a state handed in.
      if (/\bview as seatView\b|import\s*\{[^}]*\bview\b[^}]*\}\s*from/.test(src)) assert.ok(stateFiles.includes(f), `${f} imports view()`);
      if (stateType.test(src)) assert.ok(stateFiles.includes(f), `${f} mentions the game's state`);
    }
    if (!c.open) assert.ok(files.some((f) => /resample\(/.test(readFileSync(join(dir, f), 'utf8'))), 'the samples come from resample');
  });
}
