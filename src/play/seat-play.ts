/**
 * What every table of seats does alike (Papillon, Casino, the trick games): an id for a game from its
 * start, the computer players reached through the host (the bot worker), the legal move a decision
 * names, and the players' names with the default ones following the language.
 */
import type { BotLevel } from '../ai/types.js';
import { getMessages, hasMessages, LOCALES } from '../i18n/index.js';
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

/** The players' names; a default name ("You", "Du", "Anna" …) follows the language the player switches to. */
export function seatNames(host: PlayHost, seats: readonly SeatConfig[]): string[] {
  const now = host.messages.ui;
  const loaded = LOCALES.filter((l) => hasMessages(l)).map((l) => getMessages(l).ui);
  const defaults = Math.max(4, seats.length);
  return seats.map((s) => {
    for (const ui of loaded) for (let k = 0; k < defaults; k++) if (s.name === ui.defaultName(k)) return now.defaultName(k);
    return s.name;
  });
}
