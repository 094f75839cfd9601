/**
 * The games a table can hold. The table (server/table.ts) knows a game only through this shape:
 * the engine's one face (`SeatGame`, src/engine/game.ts), plus the few
 * things a server must add — the options and moves read from a stranger's JSON, which moves are
 * public, and the game's computer players (view only). Another game is one more entry.
 */
import type { SeatGame } from '../src/engine/game.js';
import type { GameBots } from '../src/play/module.js';
import { papillonGame } from '../src/games/papillon/index.js';
import { optionsProblem } from '../src/games/papillon/rules.js';
import type { PapillonMove, PapillonOptions } from '../src/games/papillon/types.js';

export interface TableGame<S = unknown, M = unknown, V = unknown, E = unknown, O = unknown> {
  readonly id: string;
  readonly seats: { readonly min: number; readonly max: number };
  readonly rules: SeatGame<S, M, V, E, O>;
  /** The host's options (untrusted JSON) for a table of `seats` seats: the options, or a problem in words. */
  options(raw: unknown, seats: number): { options: O } | { problem: string };
  /** A move from untrusted JSON, checked for shape only (the engine judges whether it is legal); null if it is no move of this game. */
  move(raw: unknown): M | null;
  /** Whether `seat` may see the move `actor` made (the events are the public record; a discard may be private). */
  moveVisible(m: M, actor: number, seat: number): boolean;
  /** The game's computer players; they get a seat's view and the legal moves only. */
  bots(): Promise<GameBots>;
}

const PAPILLON_OPTION_KEYS = new Set(['variants', 'preset', 'ante', 'tours', 'startingCounters']);
const CARD = /^(?:[2-9]|10|[JQKA])[SHDC]$/;

export const papillonTable: TableGame<unknown, PapillonMove, unknown, unknown, PapillonOptions> = {
  id: 'papillon',
  seats: { min: 3, max: 4 },
  rules: papillonGame as unknown as SeatGame<unknown, PapillonMove, unknown, unknown, PapillonOptions>,
  options(raw, seats) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { problem: 'options must be an object' };
    for (const key of Object.keys(raw)) if (!PAPILLON_OPTION_KEYS.has(key)) return { problem: `unknown option ${key} (the number of players is the number of seats)` };
    const options = { ...(raw as Omit<PapillonOptions, 'players'>), players: seats } as PapillonOptions;
    const problem = optionsProblem(options);
    return problem ? { problem } : { options };
  },
  move(raw) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
    const o = raw as Record<string, unknown>;
    const keys = Object.keys(o);
    if (o['type'] === 'layDown' && keys.length === 1) return { type: 'layDown' };
    if (o['type'] === 'capture' && keys.length === 3 && typeof o['card'] === 'string' && CARD.test(o['card']) && Array.isArray(o['take'])) {
      const take = o['take'];
      if (take.length > 16 || !take.every((c) => typeof c === 'string' && CARD.test(c))) return null;
      return { type: 'capture', card: o['card'], take: take.slice() as string[] };
    }
    return null;
  },
  // Papillon's captures and lay-downs are made face up (P49): every seat sees them.
  moveVisible: () => true,
  bots: () => import('../src/games/papillon/bots/index.js').then((m) => m.papillonBots),
};

/** The games a table can hold, by the registry's id. */
export const TABLE_GAMES: Readonly<Record<string, TableGame>> = {
  papillon: papillonTable as unknown as TableGame,
};
