/**
 * What every table of seats does alike (Papillon, Casino, the trick games): an id for a game from its
 * start, the computer players reached through the host (the bot worker), the legal move a decision
 * names, and the players' names with the default ones following the language.
 */
import type { BotLevel } from '../ai/types.js';
import { LOCALES } from '../i18n/index.js';
import { DEFAULT_NAMES } from '../../locales/names.js';
import type { PlayHost } from './module.js';
import type { SeatConfig, SeatPlayer } from './session.js';

/** Identifies one game from its start (saves and statistics count it once). */
export function newGameId(seed: string): string {
  return `${new Date().toISOString()}-${seed}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The worker sends a copy of the move: the legal move it names (the very object the engine listed). */
export function legalNamed<M>(legal: readonly M[], move: unknown): M {
  const json = JSON.stringify(move);
  return legal.find((m) => JSON.stringify(m) === json) ?? (move as M);
}

/** A computer seat of `game` at `level`: its view and legal moves go to the host's bots. */
export function hostSeatPlayer<V, M>(host: PlayHost, game: string, level: BotLevel): SeatPlayer<V, M> {
  return {
    decide: async (view: V, legal: readonly M[], seed: string): Promise<M> => {
      const d = await host.decide(game, level, view, legal, { seed });
      return legalNamed(legal, d.move);
    },
  };
}

/**
 * The players' names; a default name ("You", "Du", "Anna" …) follows the language the player plays in.
 * A saved game keeps the names in the language it was started in, and after a reload only the
 * language played now is loaded: the default names of every language are known without their
 * catalogues (locales/names.ts; issue 29). A table with friends names its seats itself (the people's
 * chosen names, `SeatTable.names`): those are never translated.
 */
export function seatNames(host: PlayHost, seats: readonly SeatConfig[]): string[] {
  const now = host.messages.ui;
  const defaults = Math.max(4, seats.length);
  return seats.map((s) => {
    for (const l of LOCALES) for (let k = 0; k < defaults; k++) if (s.name === DEFAULT_NAMES[l](k)) return now.defaultName(k);
    return s.name;
  });
}
