/**
 * The headless catalogue of the seat games by registry id: each game's engine (its `SeatGame`) and its
 * computer players — part of the registry (src/games/registry.ts uses it for its entries), kept in a
 * file of its own so that the bot worker's bundle and the table server hold no game module, no
 * component and no text: they import only this table. A seat game adds one line to each.
 */
import type { SeatGame } from '../engine/game.js';
import type { GameBots } from '../ai/types.js';
import type { ThinksBy } from '../ai/budget.js';

/** Any seat game, as a table server or a test holds it (each game's own types behind `unknown`). */
export type AnySeatGame = SeatGame<unknown, unknown, unknown, unknown, unknown>;

const seatGame = <S, M, V, E, O>(game: SeatGame<S, M, V, E, O>): AnySeatGame => game as unknown as AnySeatGame;

export const BOTS: Readonly<Record<string, () => Promise<GameBots>>> = {
  papillon: () => import('./papillon/bots/index.js').then((m) => m.papillonBots),
  hundertspiel: () => import('./hundertspiel/bots/index.js').then((m) => m.hundertspielBots),
  casino: () => import('./casino/bots/index.js').then((m) => m.casinoBots),
  whist: () => import('./whist/bots/index.js').then((m) => m.whistBots),
  piquet: () => import('./piquet/bots/index.js').then((m) => m.piquetBots),
  ombre: () => import('./ombre/bots/index.js').then((m) => m.ombreBots),
  boston: () => import('./boston/bots/index.js').then((m) => m.bostonBots),
  tarok: () => import('./tarok/bots/index.js').then((m) => m.tarokBots),
  chess: () => import('./chess/bots/seat.js').then((m) => m.chessSeatBots),
};

/**
 * The games whose strong player searches for a thinking time (src/ai/budget.ts: chess's alpha-beta);
 * every other searches budget units, bounded by the clock. The app and the table server both ask.
 */
const THINKS_BY_TIME: ReadonlySet<string> = new Set(['chess']);

/** How the strong player of `game` takes a thinking time (src/ai/budget.ts, `thinkingBudget`). */
export const thinksBy = (game: string): ThinksBy => (THINKS_BY_TIME.has(game) ? 'time' : 'units');

/** The engines of the seat games (each game's index.ts: pure, no UI), loaded when first asked for. */
export const ENGINES: Readonly<Record<string, () => Promise<AnySeatGame>>> = {
  papillon: () => import('./papillon/index.js').then((m) => seatGame(m.papillonGame)),
  hundertspiel: () => import('./hundertspiel/index.js').then((m) => seatGame(m.hundertspielGame)),
  casino: () => import('./casino/index.js').then((m) => seatGame(m.casinoGame)),
  whist: () => import('./whist/index.js').then((m) => seatGame(m.whistGame)),
  piquet: () => import('./piquet/index.js').then((m) => seatGame(m.piquetGame)),
  ombre: () => import('./ombre/index.js').then((m) => seatGame(m.ombreGame)),
  boston: () => import('./boston/index.js').then((m) => seatGame(m.bostonGame)),
  tarok: () => import('./tarok/index.js').then((m) => seatGame(m.tarokGame)),
  chess: () => import('./chess/index.js').then((m) => seatGame(m.chessGame)),
};

/** The computer players of a game (the bot worker and the in-thread client load them by id); null: none. */
export function loadBots(game: string): Promise<GameBots | null> {
  const load = Object.hasOwn(BOTS, game) ? BOTS[game] : undefined;
  return load ? load() : Promise.resolve(null);
}

/** The engine of a seat game by id (the table server plays it); null: no seat game of that id. */
export function loadSeatGame(game: string): Promise<AnySeatGame | null> {
  const load = Object.hasOwn(ENGINES, game) ? ENGINES[game] : undefined;
  return load ? load() : Promise.resolve(null);
}
