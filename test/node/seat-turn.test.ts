/**
 * What a seat's table asks of the engine from its view alone (src/games/<id>/turn.ts): a table with
 * friends has no state, only its seat's view, so whose turn it is and the refusal of a move out of turn
 * come from the view. For every seat game, along random sittings played through its `SeatGame`, at
 * every state and for every seat: `toMoveIn(view)` is the engine's `toMove(state)`, and for a seat not
 * to move `notYourTurnIn(view)` is the engine's `notYourTurn(state)` (rule, code and details).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RuleViolation, SeatGame } from '../../src/engine/game.js';
import { Rng } from '../../src/engine/rng.js';
import { casinoGame } from '../../src/games/casino/index.js';
import * as casinoTurn from '../../src/games/casino/turn.js';
import { hundertspielGame } from '../../src/games/hundertspiel/index.js';
import * as hundertspielTurn from '../../src/games/hundertspiel/turn.js';
import { ombreGame } from '../../src/games/ombre/index.js';
import { bostonGame } from '../../src/games/boston/index.js';
import * as bostonTurn from '../../src/games/boston/turn.js';
import { tarokGame } from '../../src/games/tarok/index.js';
import * as tarokTurn from '../../src/games/tarok/turn.js';
import * as ombreTurn from '../../src/games/ombre/turn.js';
import { papillonGame } from '../../src/games/papillon/index.js';
import * as papillonTurn from '../../src/games/papillon/turn.js';
import { piquetGame } from '../../src/games/piquet/index.js';
import * as piquetTurn from '../../src/games/piquet/turn.js';
import { whistGame } from '../../src/games/whist/index.js';
import * as whistTurn from '../../src/games/whist/turn.js';

interface Turn {
  toMoveIn(view: never): number | null;
  notYourTurnIn(view: never): RuleViolation;
}

interface Case {
  readonly label: string;
  readonly game: SeatGame<unknown, unknown, unknown, unknown, unknown>;
  readonly turn: Turn;
  readonly seats: number;
  readonly options: unknown;
}

const g = <S, M, V, E, O>(x: SeatGame<S, M, V, E, O>) => x as unknown as SeatGame<unknown, unknown, unknown, unknown, unknown>;

const CASES: readonly Case[] = [
  { label: 'Papillon, three players', game: g(papillonGame), turn: papillonTurn, seats: 3, options: { tours: 1 } },
  { label: 'Casino, two players', game: g(casinoGame), turn: casinoTurn, seats: 2, options: { engine: {}, games: 2 } },
  { label: 'Casino, four in partnership', game: g(casinoGame), turn: casinoTurn, seats: 4, options: { engine: {}, games: 1 } },
  { label: 'Hundertspiel, three players with the Scat', game: g(hundertspielGame), turn: hundertspielTurn, seats: 3, options: { engine: { scat: true }, games: 1 } },
  { label: 'Hundertspiel, four players', game: g(hundertspielGame), turn: hundertspielTurn, seats: 4, options: { engine: {}, games: 1 } },
  { label: 'Whist', game: g(whistGame), turn: whistTurn, seats: 4, options: {} },
  { label: 'Piquet', game: g(piquetGame), turn: piquetTurn, seats: 2, options: {} },
  { label: 'Ombre for three', game: g(ombreGame), turn: ombreTurn, seats: 3, options: { game: 'ombre', tours: 1 } },
  { label: 'Quadrille', game: g(ombreGame), turn: ombreTurn, seats: 4, options: { game: 'quadrille', tours: 1 } },
  { label: 'Boston', game: g(bostonGame), turn: bostonTurn, seats: 4, options: { tours: 1 } },
  { label: 'Tri-Boston with the misère leader', game: g(bostonGame), turn: bostonTurn, seats: 3, options: { tours: 1, variants: ['V-BO-6'] } },
  { label: 'Boston-Whist', game: g(bostonGame), turn: bostonTurn, seats: 4, options: { whist: true, tours: 1 } },
  { label: 'Tarok en trois', game: g(tarokGame), turn: tarokTurn, seats: 3, options: { form: 'trois', tours: 1 } },
  { label: 'Tarok en deux', game: g(tarokGame), turn: tarokTurn, seats: 2, options: { form: 'deux' } },
  { label: 'Taroklomber, new method', game: g(tarokGame), turn: tarokTurn, seats: 3, options: { form: 'lomber', method: 'new', tours: 1 } },
];

/** At most this many states per sitting (the first deals; enough to meet every phase). */
const STATES = 600;

describe('the turn from a view: the engine’s answer for every seat', () => {
  for (const c of CASES) {
    it(c.label, () => {
      const made = c.game.optionsFor(c.options, c.seats);
      assert.ok('options' in made, JSON.stringify(made));
      for (const seed of ['a', 'b']) {
        const rng = Rng.fromSeed(`turn/${c.label}/${seed}`);
        let state: unknown = c.game.start(made.options, seed).state;
        let phases = 0;
        for (let n = 0; n < STATES; n++) {
          const toMove = c.game.toMove(state);
          for (let seat = 0; seat < c.seats; seat++) {
            const view = c.game.view(state, seat) as never;
            assert.equal(c.turn.toMoveIn(view), toMove, `${seed} #${n}: whose turn, from seat ${seat}'s view`);
            if (seat !== toMove) assert.deepEqual(c.turn.notYourTurnIn(view), c.game.notYourTurn(state), `${seed} #${n}: out of turn, from seat ${seat}'s view`);
          }
          if (toMove === null) {
            phases++;
            const next = c.game.advance(state);
            if (!next) break;
            state = next.state;
            continue;
          }
          const legal = c.game.legalMoves(state);
          const r = c.game.applyMove(state, legal[rng.int(legal.length)]);
          assert.ok(r.ok);
          state = r.state;
        }
        assert.ok(phases > 0 || c.game.toMove(state) !== null, 'the sitting reached the end of a deal, or is still going');
      }
    });
  }
});
