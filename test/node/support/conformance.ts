/**
 * The shared rules-conformance suite every game runs (after OpenSpiel's basic_tests), on a game's
 * `SeatGame` (src/engine/game.ts): seeded random playouts reach the end, legal moves are never empty
 * while a player must act, every legal move applies, illegal moves are refused with a typed violation
 * and change nothing, applyMove never mutates its input, JSON round-trips, determinism, views hide
 * what they must; in every state `isOver` holds exactly when nobody is to move and nothing is to
 * advance, and a move out of turn is refused with a rule ID; `optionsFor` refuses garbage and takes
 * the default options of every table size. A game played alone (a patience's `GameDefinition`) runs
 * the same playout checks through `runSoloConformance`.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { GameDefinition, GameEvent, RuleViolation, SeatGame } from '../../../src/engine/game.js';
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
  /**
   * The default options a table server's host sends (JSON), accepted by `optionsFor` for every table
   * size the game allows; `{}` unless given.
   */
  defaultTableOptions?: unknown;
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

/** What the playout checks need of a game: a `SeatGame` without its table's options and refusals. */
type PlayedGame<S, M, V, E, O> = Omit<SeatGame<S, M, V, E, O>, 'optionsFor' | 'notYourTurn'>;

function violationProblem(v: RuleViolation | undefined): string | null {
  if (!v || typeof v !== 'object') return 'no violation';
  if (!/^[A-Z]/.test(v.rule)) return `rule ${JSON.stringify(v.rule)} is no rule ID`;
  if (!(v.code.length > 0 && v.message.length > 0)) return 'a violation needs a code and a message';
  return null;
}

function playout<S, M, V, E, O>(game: PlayedGame<S, M, V, E, O>, options: O, seed: number, maxMoves: number) {
  const rng = new Rng([seed >>> 0, 7, 11, 13]);
  let state = game.start(options, String(seed)).state;
  /** Every state the playout went through, with what came after it (a move, an advance or the end). */
  const states: S[] = [state];
  const trace: { state: S; move: M; events: readonly E[]; after: S }[] = [];
  let moves = 0;
  for (;;) {
    if (game.toMove(state) === null) {
      const next = game.advance(state);
      if (next === null) break;
      state = next.state;
      states.push(state);
      continue;
    }
    const legal = game.legalMoves(state);
    assert.ok(legal.length > 0, 'legal moves are never empty while a player must act');
    const move = rng.pick(legal);
    const r = game.applyMove(state, move);
    assert.ok(r.ok, `a listed legal move must apply: ${JSON.stringify(move)} → ${r.ok ? '' : JSON.stringify(r.violation)}`);
    trace.push({ state, move, events: r.events, after: r.state });
    state = r.state;
    states.push(state);
    assert.ok(++moves <= maxMoves, `the game ends within ${maxMoves} moves`);
  }
  return { final: state, trace, states };
}

/**
 * SeatGame.answers: what a seat not to move is asked (a computer seat answers at once: SeatSession, the
 * table server) is some of its anytime moves, each applying; nothing is asked of the seat to move.
 */
function answersCheck<S, M, V, E, O>(game: PlayedGame<S, M, V, E, O>, s: S, answers: (s: S, seat: number) => readonly M[]): void {
  const mover = game.toMove(s);
  for (let seat = 0; seat < game.players.max; seat++) {
    const asked = answers(s, seat);
    if (seat === mover) assert.deepEqual(asked, [], 'nothing is asked out of turn of the seat to move');
    const anytime = (game.anytime?.(s, seat) ?? []).map((m) => JSON.stringify(m));
    for (const m of asked) {
      assert.ok(anytime.includes(JSON.stringify(m)), `an answer is one of the seat's anytime moves: ${JSON.stringify(m)}`);
      assert.ok(game.applyMove(s, m).ok, `an answer applies: ${JSON.stringify(m)}`);
    }
  }
}

/** `eachState`: a further check of every state the first test's playouts go through (`also` says what it checks). */
function runPlayoutChecks<S, M, V, E, O>(game: PlayedGame<S, M, V, E, O>, opts: ConformanceOptions<S, M, O>, eachState?: { also: string; check: (s: S) => void }): void {
  const maxMoves = opts.maxMoves ?? 100_000;
  for (const [oi, options] of opts.optionSets.entries()) {
    const label = `${game.id} ${JSON.stringify(options)}`;

    it(`${label}: seeded random playouts reach the end with legal moves never empty, and isOver holds exactly when nobody moves and nothing advances${eachState ? `; ${eachState.also}` : ''}`, () => {
      for (let g = 0; g < opts.games; g++) {
        const { final, states } = playout(game, options, 1000 * oi + g, maxMoves);
        assert.ok(game.isOver(final), 'the playout ends where the game is over');
        assert.equal(game.legalMoves(final).length, 0, 'no legal moves once the game is over');
        for (const s of states) {
          const still = game.toMove(s) === null && game.advance(s) === null;
          assert.equal(game.isOver(s), still, `isOver ⇔ (toMove null and advance null), in phase ${JSON.stringify((s as { phase?: unknown }).phase)}`);
          if (game.answers) {
            answersCheck(game, s, game.answers);
            // and one anytime move further (chess: a draw just offered, out of turn or not)
            for (let seat = 0; seat < game.players.max; seat++) {
              for (const m of game.anytime?.(s, seat) ?? []) {
                const r = game.applyMove(s, m);
                if (r.ok) answersCheck(game, r.state, game.answers);
              }
            }
          }
          eachState?.check(s);
        }
      }
    });

    it(`${label}: applyMove never mutates its input, and JSON round-trips`, () => {
      const { trace } = playout(game, options, 4242 + oi, maxMoves);
      for (const step of trace.slice(0, 400)) {
        const before = JSON.stringify(step.state);
        const frozen = deepFreeze(structuredClone(step.state));
        const r = game.applyMove(frozen, step.move); // throws on a write to a frozen object
        assert.ok(r.ok);
        assert.equal(JSON.stringify(frozen), before);
        const back = game.fromJSON(JSON.parse(JSON.stringify(step.state)));
        assert.deepEqual(back, step.state, 'JSON round-trip gives the same state');
      }
    });

    it(`${label}: illegal moves are refused with a typed violation and change nothing`, () => {
      const { trace } = playout(game, options, 777 + oi, maxMoves);
      for (const step of trace.slice(0, 200)) {
        const before = JSON.stringify(step.state);
        for (const bad of opts.illegalMoves(step.state)) {
          const r = game.applyMove(step.state, bad);
          assert.equal(r.ok, false, `illegal move accepted: ${JSON.stringify(bad)}`);
          if (!r.ok) assert.equal(violationProblem(r.violation), null);
          assert.equal(JSON.stringify(step.state), before);
        }
      }
    });

    it(`${label}: the same seed and moves give identical states and events`, () => {
      const a = playout(game, options, 99 + oi, maxMoves);
      const b = playout(game, options, 99 + oi, maxMoves);
      assert.equal(JSON.stringify(a.trace.map((t) => t.events)), JSON.stringify(b.trace.map((t) => t.events)));
      assert.deepEqual(a.final, b.final);
    });

    it(`${label}: a player's view and visible events hold no hidden card, and resampling agrees with the view`, () => {
      const { trace } = playout(game, options, 31337 + oi, maxMoves);
      const rng = new Rng([5, 6, 7, 8]);
      for (const step of trace.slice(0, 300)) {
        for (const viewer of opts.viewers(step.state)) {
          const v = game.view(step.state, viewer);
          const viewText = JSON.stringify(v);
          for (const card of game.hiddenCards(step.state, viewer)) {
            assert.ok(!viewText.includes(`"${card}"`), `view of ${viewer} leaks hidden card ${card}`);
          }
          // Events are judged against what is still hidden after the move (a redeal turns cards up).
          const eventText = JSON.stringify(step.events.map((e) => game.visibleEvent(e, viewer)));
          for (const card of game.hiddenCards(step.after, viewer)) {
            assert.ok(!eventText.includes(`"${card}"`), `events seen by ${viewer} leak hidden card ${card}`);
          }
          assert.ok(!/"rng"/.test(JSON.stringify(v)), 'the view holds no rng state');
          const sampled = game.resample(v, rng);
          assert.deepEqual(game.view(sampled, viewer), v, 'resample(view) has the same view');
        }
      }
    });
  }
}

/** The suite on a game played at a table of seats. */
export function runConformance<S, M, V, E, O>(game: SeatGame<S, M, V, E, O>, opts: ConformanceOptions<S, M, O>): void {
  runPlayoutChecks(game, opts, {
    also: 'a move out of turn is refused with a rule ID in every state (notYourTurn)',
    check: (s) => assert.equal(violationProblem(game.notYourTurn(s)), null, `notYourTurn in phase ${JSON.stringify((s as { phase?: unknown }).phase)}`),
  });

  it(`${game.id}: optionsFor refuses garbage with a problem, and takes the default options for ${game.players.min}–${game.players.max} seats`, () => {
    const refused = (raw: unknown, seats: number, why: string) => {
      const r = game.optionsFor(raw, seats);
      assert.ok('problem' in r && typeof r.problem === 'string' && r.problem.length > 0, `optionsFor refuses ${why}: ${JSON.stringify(r)}`);
    };
    const seats = game.players.min;
    for (const raw of [null, undefined, 1, 'options', true, [], [{}]]) refused(raw, seats, JSON.stringify(raw) ?? 'undefined');
    refused({ bogus: 1 }, seats, 'an unknown key');
    refused({ players: seats }, seats, 'the number of players (it is the number of seats)');
    refused(JSON.parse('{"__proto__": {"x": 1}}'), seats, 'a __proto__ key');
    refused({ variants: 'all' }, seats, 'a bad value');
    refused(opts.defaultTableOptions ?? {}, game.players.min - 1, 'too few seats');
    refused(opts.defaultTableOptions ?? {}, game.players.max + 1, 'too many seats');
    for (let n = game.players.min; n <= game.players.max; n++) {
      const r = game.optionsFor(structuredClone(opts.defaultTableOptions ?? {}), n);
      assert.ok('options' in r, `the default options for ${n} seats: ${JSON.stringify(r)}`);
      const { state, events } = game.start(r.options, `options-${n}`);
      assert.ok(Array.isArray(events));
      assert.equal(opts.viewers(state).length, n, `a table of ${n} seats starts a game of ${n} players`);
    }
  });
}

/**
 * The playout checks on a game played alone (a patience): its `GameDefinition` as a seat game of one
 * seat, with no events at the start and no table (no optionsFor, no notYourTurn).
 */
export function runSoloConformance<S, M, V, E extends GameEvent, O>(def: GameDefinition<S, M, V, E, O>, opts: ConformanceOptions<S, M, O>): void {
  const game: PlayedGame<S, M, V, E, O> = {
    id: def.id,
    players: def.players,
    start: (options, seed) => ({ state: def.setup(options, Number(seed)), events: [] }),
    toMove: (s) => def.currentPlayer(s),
    legalMoves: (s) => def.legalMoves(s),
    applyMove: (s, m) => def.applyMove(s, m),
    advance: (s) => {
      const next = def.advance?.(s) ?? null;
      return next === null ? null : { state: next, events: [] };
    },
    isOver: (s) => def.isOver(s),
    view: (s, seat) => def.view(s, seat),
    visibleEvent: (e, seat) => def.visibleEvent(e, seat),
    resample: (v, rng) => def.resample(v, rng),
    hiddenCards: (s, seat) => def.hiddenCards(s, seat),
    fromJSON: (json) => def.fromJSON(json),
  };
  runPlayoutChecks(game, opts);
}
