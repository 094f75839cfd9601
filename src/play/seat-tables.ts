/**
 * What every seat game gives the tables with friends (src/play/module.ts `TableSupport`), written once:
 * the game's own setup form without the seats (the lobby asks who sits where; a field that sets the
 * number of seats — Papillon's or Casino's players, Ombre's family — stays, and the seats follow it),
 * the options a table server takes read by the game's own reader (the number of players taken out: the
 * server puts it back from the seats, `SeatGame.optionsFor`), whose turn a view shows (the engine's
 * answer from the view), and the game's own table on a remote session. Also the game log of a table
 * rejoined, rebuilt from the steps as this seat saw them. Names no game.
 */
import type { LogEntry } from '../announcer/announcer.js';
import type { GamePlay, PlayHost, SetupGroup, TableSupport, UrlStart } from './module.js';
import type { SeatTable, Step } from './session.js';
import { PLAYERS_FIELD, seatCountField } from './setup.js';

export interface SeatTableSpec<V> {
  /** The game's new-game form (as offline: with its seats and its number of players). */
  setupForm(host: PlayHost): readonly SetupGroup[];
  /** The game's reader of that form (as offline). */
  optionsFrom(values: FormData, host: PlayHost): UrlStart<{ readonly options: unknown }>;
  /** The options for the server: the game's options with the number of players taken out (it follows from the seats); default: as they are. */
  forServer?(options: unknown): unknown;
  /** Whose turn a view shows: the engine's answer from the view (null: nobody's). */
  toMove(view: V): number | null;
  /** The game's own table on a session played elsewhere. */
  play(host: PlayHost, session: SeatTable<unknown, unknown, unknown, unknown>): GamePlay;
}

/** The form's groups without the seats field (groups left empty go). */
export function withoutSeats(groups: readonly SetupGroup[]): SetupGroup[] {
  return groups.map((g) => ({ ...g, fields: g.fields.filter((f) => f.kind !== 'seats') })).filter((g) => g.fields.length > 0);
}

export function seatTables<V>(spec: SeatTableSpec<V>): TableSupport {
  return {
    setupForm: (host) => withoutSeats(spec.setupForm(host)),
    optionsFrom(values, seats, host) {
      const form = new FormData();
      for (const [k, v] of values.entries()) form.append(k, v);
      // The number of players is the number of seats (the lobby's); a field that names a form (Ombre's family) says it itself.
      if (seatCountField(spec.setupForm(host))?.name === PLAYERS_FIELD) form.set(PLAYERS_FIELD, String(seats));
      const r = spec.optionsFrom(form, host);
      if (!r.options) return { options: null, problems: r.problems };
      return { options: spec.forServer ? spec.forServer(r.options.options) : r.options.options, problems: [] };
    },
    toMove: (view) => (view === null || view === undefined ? null : spec.toMove(view as V)),
    play: (host, session) => spec.play(host, session),
  };
}

/**
 * The game log of a table with friends rejoined (a reload, another tab): every step so far as this seat
 * saw it, in the words the game would have said, not spoken. `describe` gets each step with its index
 * (a game may need the steps before it: the deal's events for its summary, who sits where since the draw).
 */
export function rebuiltLog<M, E>(steps: readonly Step<M, E>[], describe: (step: Step<M, E>, index: number) => readonly { readonly text: string; readonly kind?: string }[]): LogEntry[] {
  const log: LogEntry[] = [];
  steps.forEach((step, i) => {
    for (const a of describe(step, i)) if (a.kind !== 'turn') log.push({ id: log.length + 1, text: a.text, kind: 'event' });
  });
  return log;
}

/** The last event said in a log (L repeats it). */
export function lastEventIn(log: readonly LogEntry[]): string | null {
  return [...log].reverse().find((e) => e.kind === 'event')?.text ?? null;
}
