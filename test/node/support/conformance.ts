/**
 * The shared rules-conformance suite every game runs (after OpenSpiel's basic_tests):
 * seeded random playouts reach the end, legal moves are never empty while a player must act,
 * every legal move applies, illegal moves are refused with a typed violation and change nothing,
 * applyMove never mutates its input, JSON round-trips, determinism, and views hide what they must.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { GameDefinition, GameEvent } from '../../../src/engine/game.js';
import { Rng } from '../../../src/engine/rng.js';

export interface ConformanceOptions<S, M, O> {
  /** Game options to play with (one suite run per entry). */
  optionSets: O[];
  /** Number of seeded games per option set. */
  games: number;
  /** Moves that are never legal in any state (e.g. a card that does not exist). */
  illegalMoves: (s: S) => M[];
  /** Safety bound on moves per game. */
  maxMoves?: number;
  /** Players in the game (views are checked for each). */
  viewers: (s: S) => number[];
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

function playout<S, M, V, E extends GameEvent, O>(def: GameDefinition<S, M, V, E, O>, options: O, seed: number, maxMoves: number) {
  const rng = new Rng([seed >>> 0, 7, 11, 13]);
  let state = def.setup(options, seed);
  const trace: { state: S; move: M; events: readonly E[]; after: S }[] = [];
  let moves = 0;
  for (;;) {
    if (def.currentPlayer(state) === null) {
      if (def.isOver(state)) break;
      const next = def.advance?.(state) ?? null;
      assert.ok(next !== null, 'a game that is not over must be able to go on');
      state = next;
      continue;
    }
    const legal = def.legalMoves(state);
    assert.ok(legal.length > 0, 'legal moves are never empty while a player must act');
    const move = rng.pick(legal);
    const r = def.applyMove(state, move);
    assert.ok(r.ok, `a listed legal move must apply: ${JSON.stringify(move)} → ${r.ok ? '' : JSON.stringify(r.violation)}`);
    trace.push({ state, move, events: r.events, after: r.state });
    state = r.state;
    assert.ok(++moves <= maxMoves, `the game ends within ${maxMoves} moves`);
  }
  return { final: state, trace };
}

export function runConformance<S, M, V, E extends GameEvent, O>(def: GameDefinition<S, M, V, E, O>, opts: ConformanceOptions<S, M, O>): void {
  const maxMoves = opts.maxMoves ?? 100_000;
  for (const [oi, options] of opts.optionSets.entries()) {
    const label = `${def.id} ${JSON.stringify(options)}`;

    it(`${label}: seeded random playouts reach the end with legal moves never empty`, () => {
      for (let g = 0; g < opts.games; g++) {
        const { final } = playout(def, options, 1000 * oi + g, maxMoves);
        assert.ok(def.isOver(final));
        assert.equal(def.legalMoves(final).length, 0, 'no legal moves once the game is over');
      }
    });

    it(`${label}: applyMove never mutates its input, and JSON round-trips`, () => {
      const { trace } = playout(def, options, 4242 + oi, maxMoves);
      for (const step of trace.slice(0, 400)) {
        const before = JSON.stringify(step.state);
        const frozen = deepFreeze(structuredClone(step.state));
        const r = def.applyMove(frozen, step.move); // throws on a write to a frozen object
        assert.ok(r.ok);
        assert.equal(JSON.stringify(frozen), before);
        const back = def.fromJSON(JSON.parse(JSON.stringify(step.state)));
        assert.deepEqual(back, step.state, 'JSON round-trip gives the same state');
      }
    });

    it(`${label}: illegal moves are refused with a typed violation and change nothing`, () => {
      const { trace } = playout(def, options, 777 + oi, maxMoves);
      for (const step of trace.slice(0, 200)) {
        const before = JSON.stringify(step.state);
        for (const bad of opts.illegalMoves(step.state)) {
          const r = def.applyMove(step.state, bad);
          assert.equal(r.ok, false, `illegal move accepted: ${JSON.stringify(bad)}`);
          if (!r.ok) {
            assert.match(r.violation.rule, /^[A-Z]/);
            assert.ok(r.violation.code.length > 0 && r.violation.message.length > 0);
          }
          assert.equal(JSON.stringify(step.state), before);
        }
      }
    });

    it(`${label}: the same seed and moves give identical states and events`, () => {
      const a = playout(def, options, 99 + oi, maxMoves);
      const b = playout(def, options, 99 + oi, maxMoves);
      assert.equal(JSON.stringify(a.trace.map((t) => t.events)), JSON.stringify(b.trace.map((t) => t.events)));
      assert.deepEqual(a.final, b.final);
    });

    it(`${label}: a player's view and visible events hold no hidden card, and resampling agrees with the view`, () => {
      const { trace } = playout(def, options, 31337 + oi, maxMoves);
      const rng = new Rng([5, 6, 7, 8]);
      for (const step of trace.slice(0, 300)) {
        for (const viewer of opts.viewers(step.state)) {
          const v = def.view(step.state, viewer);
          const viewText = JSON.stringify(v);
          for (const card of def.hiddenCards(step.state, viewer)) {
            assert.ok(!viewText.includes(`"${card}"`), `view of ${viewer} leaks hidden card ${card}`);
          }
          // Events are judged against what is still hidden after the move (a redeal turns cards up).
          const eventText = JSON.stringify(step.events.map((e) => def.visibleEvent(e, viewer)));
          for (const card of def.hiddenCards(step.after, viewer)) {
            assert.ok(!eventText.includes(`"${card}"`), `events seen by ${viewer} leak hidden card ${card}`);
          }
          assert.ok(!/"rng"/.test(JSON.stringify(v)), 'the view holds no rng state');
          const sampled = def.resample(v, rng);
          assert.deepEqual(def.view(sampled, viewer), v, 'resample(view) has the same view');
        }
      }
    });
  }
}
