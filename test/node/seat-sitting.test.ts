/**
 * The end of a seat game's sitting, asked of its engine (`SeatGame.isOver`, issue 22): the modules'
 * `sameGame` (a save between two deals resumes); a save of an earlier build, whose state does not know
 * its sitting's games, gets the config's; Piquet's table closes with the game (Q35) and the local
 * table may play another (Q36).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Rng } from '../../src/engine/rng.js';
import type { SeatGame } from '../../src/engine/game.js';
import { hundertspielGame, type HundertspielState, type HundertspielTableOptions } from '../../src/games/hundertspiel/index.js';
import { hundertspielModule } from '../../src/games/hundertspiel/game.js';
import { hundertspielSave } from '../../src/games/hundertspiel/game.js';
import { casinoSave } from '../../src/games/casino/game.js';
import { casinoGame } from '../../src/games/casino/index.js';
import { nextDealWithEvents, piquetGame, type PiquetState } from '../../src/games/piquet/index.js';
import { SeatSession, type SeatConfig } from '../../src/play/session.js';

/** Random legal moves from `state` until `stop` holds (advancing between deals while it does not). */
function playUntil<S, M, V, E, O>(game: SeatGame<S, M, V, E, O>, state: S, stop: (s: S) => boolean, seed = 1): S {
  const rng = new Rng([seed, 2, 3, 4]);
  for (let guard = 0; guard < 100_000; guard++) {
    if (stop(state)) return state;
    if (game.toMove(state) === null) {
      const next = game.advance(state);
      assert.ok(next, 'not over, so it goes on');
      state = next.state;
      continue;
    }
    const r = game.applyMove(state, rng.pick(game.legalMoves(state)));
    assert.ok(r.ok);
    state = r.state;
  }
  throw new Error('no end');
}

const seats = (n: number): SeatConfig[] => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: i === 0 ? 'human' : 'computer', level: 'easy' }));

describe("sameGame asks the engine whether the sitting is over (isOver)", () => {
  it('H8, H37: a Hundertspiel save between two deals of a two-game sitting is the same game; at the sitting\'s end it is not', () => {
    const options: HundertspielTableOptions = { engine: { players: 3 }, games: 2 };
    const seed = 'between-deals';
    const first = hundertspielGame.start(options, seed);
    const between = playUntil(hundertspielGame, first.state, (s) => s.phase === 'dealOver');
    assert.equal(between.gamesPlayed < 2, true);
    const snapshot = (state: HundertspielState) => ({ version: 1, savedAt: '', gameId: 'g', config: { options, seed, seats: seats(3) }, state, steps: [{ actor: null, move: null, events: first.events }], log: [], focusZone: null });
    assert.equal(hundertspielModule.sameGame(snapshot(between), { options, seats: seats(3) }, seed), true, 'between two deals: resume');
    const over: HundertspielState = { ...between, gamesPlayed: 2 };
    assert.equal(hundertspielGame.isOver(over), true);
    assert.equal(hundertspielModule.sameGame(snapshot(over), { options, seats: seats(3) }, seed), false, 'the sitting is over: start afresh');
  });

  it("a save whose state does not know its sitting's games (an earlier build) gets the config's; one that disagrees is refused", () => {
    const options: HundertspielTableOptions = { engine: { players: 3 }, games: 3 };
    const { state, events } = hundertspielGame.start(options, 's');
    assert.equal(state.options.games, 3, 'the state keeps the sitting');
    const { games: _games, ...engineOnly } = state.options;
    const old = { version: 1, savedAt: new Date().toISOString(), gameId: 'g', config: { options, seed: 's', seats: seats(3) }, state: { ...state, options: engineOnly }, steps: [{ actor: null, move: null, events }], log: [], focusZone: null };
    const checked = hundertspielSave.check(JSON.parse(JSON.stringify(old)));
    assert.equal(checked.state.options.games, 3);
    assert.throws(() => hundertspielSave.check(JSON.parse(JSON.stringify({ ...old, state: { ...state, options: { ...state.options, games: 2 } } }))), /disagree/);

    const c = casinoGame.start({ engine: { players: 2 }, games: 2 }, 's');
    const { games: _g, ...casinoEngine } = c.state.options;
    const casinoOld = { ...old, config: { options: { engine: { players: 2 }, games: 2 }, seed: 's', seats: seats(2) }, state: { ...c.state, options: casinoEngine }, steps: [{ actor: null, move: null, events: c.events }] };
    assert.equal(casinoSave.check(JSON.parse(JSON.stringify(casinoOld))).state.options.games, 2);
  });
});

describe('Piquet: the table closes with the game; the local table may play another', () => {
  it('Q35, Q36: isOver at the end of the game, nothing to advance; SeatSession.playOn starts the next game at 0 : 0 (Q8: the deal alternates)', () => {
    const { state: first, events } = piquetGame.start({}, 'q36');
    const over = playUntil(piquetGame, first, (s) => s.phase === 'gameOver', 7);
    assert.equal(piquetGame.isOver(over), true);
    assert.equal(piquetGame.advance(over), null, 'a table server closes the table');
    const session = new SeatSession(piquetGame, { options: {}, seed: 'q36', seats: seats(2) }, () => ({ decide: async (_v, legal) => legal[0]! }), {
      state: over,
      steps: [{ actor: null, move: null, events }],
    });
    assert.equal(session.nextDeal(), false);
    session.playOn(nextDealWithEvents(over));
    const next: PiquetState = session.state;
    assert.equal(piquetGame.isOver(next), false);
    assert.deepEqual(next.scores, [0, 0]);
    assert.equal(next.dealer, 1 - over.dealer);
    assert.ok(session.steps.at(-1)!.events.some((e) => e.type === 'gameStarted'));
    session.dispose();
  });
});
