/**
 * The games' computer players by registry id — part of the registry (src/games/registry.ts uses it
 * for its entries), kept in a file of its own so that the bot worker's bundle holds no game module,
 * no component and no text: the worker imports only this table. A game with bots adds one line.
 */
import type { GameBots } from '../play/module.js';

export const BOTS: Readonly<Record<string, () => Promise<GameBots>>> = {
  papillon: () => import('./papillon/bots/index.js').then((m) => m.papillonBots),
  hundertspiel: () => import('./hundertspiel/bots/index.js').then((m) => m.hundertspielBots),
  casino: () => import('./casino/bots/index.js').then((m) => m.casinoBots),
  whist: () => import('./whist/bots/index.js').then((m) => m.whistBots),
  piquet: () => import('./piquet/bots/index.js').then((m) => m.piquetBots),
  ombre: () => import('./ombre/bots/index.js').then((m) => m.ombreBots),
};

/** The computer players of a game (the bot worker and the in-thread client load them by id); null: none. */
export function loadBots(game: string): Promise<GameBots | null> {
  const load = Object.hasOwn(BOTS, game) ? BOTS[game] : undefined;
  return load ? load() : Promise.resolve(null);
}
