/**
 * The seat games as one list (issue 22): the registry's entries of more than one seat, the headless
 * catalogue's engines (src/games/bots.ts ENGINES, which the table server loads) and its bots name the
 * same games, and each engine is the game's own `SeatGame` with the registry's seats.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GAMES } from '../../src/games/registry.js';
import { BOTS, ENGINES, loadBots, loadSeatGame } from '../../src/games/bots.js';
import { GAME_TEXTS } from '../../locales/all.js';

describe('the seat games: registry, engines and bots name the same games', () => {
  it('the registry entries of more than one seat, ENGINES and BOTS list the same ids', () => {
    const registry = GAMES.filter((g) => g.seats.max > 1).map((g) => g.id).sort();
    assert.deepEqual(Object.keys(ENGINES).sort(), registry);
    assert.deepEqual(Object.keys(BOTS).sort(), registry);
  });

  it('each engine is its game: its id, the registry seats, start gives a first state', async () => {
    for (const entry of GAMES.filter((g) => g.seats.max > 1)) {
      const game = await loadSeatGame(entry.id);
      assert.ok(game, entry.id);
      assert.equal(game.id, entry.id);
      assert.deepEqual(game.players, { min: entry.seats.min, max: entry.seats.max }, `${entry.id}: the engine's seats are the registry's`);
      const r = game.optionsFor({}, entry.seats.min);
      assert.ok('options' in r, `${entry.id}: ${JSON.stringify(r)}`);
      assert.ok(game.start(r.options, 'x').state);
      assert.ok(await loadBots(entry.id), `${entry.id} has computer players`);
    }
    assert.equal(await loadSeatGame('reihe'), null, 'a patience is no seat game');
    assert.equal(await loadSeatGame('toString'), null);
  });

  it('the registry names the address parameters each seat game reads (its parameter spec, src/play/params.ts)', async () => {
    // The registry's list is read before a game's chunk loads (url-params.ts); the game's own comes from its parameters.
    for (const entry of GAMES.filter((g) => !g.solo)) {
      const module = await entry.load();
      assert.deepEqual([...(entry.urlParams ?? [])].sort(), [...module.urlParams].sort(), entry.id);
    }
  });

  it('a table cannot be made endless: its length is bounded as the form bounds it (P8, W39, O65; the sittings of Casino and the Hundertspiel)', async () => {
    const endless: Readonly<Record<string, [number, object]>> = {
      papillon: [3, { tours: 1000 }],
      casino: [2, { games: 1000 }],
      hundertspiel: [4, { games: 1000 }],
      whist: [4, { rubbers: 1000 }],
      ombre: [3, { tours: 1000 }],
      boston: [4, { tours: 1000 }],
      tarok: [3, { tours: 1000 }],
    };
    for (const [id, [seats, options]] of Object.entries(endless)) {
      const r = (await loadSeatGame(id))!.optionsFor(options, seats);
      assert.ok('problem' in r, `${id}: ${JSON.stringify(r)}`);
    }
  });

  it("every game's texts are in the catalogue of all texts (locales/all.ts), and nothing else", () => {
    // The seven patiences share one text id; every other game's texts go by its registry id.
    const ids = new Set(GAMES.map((g) => (g.family === 'patience' ? 'patience' : g.id)));
    assert.deepEqual(Object.keys(GAME_TEXTS).sort(), [...ids].sort());
  });
});
