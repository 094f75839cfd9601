/**
 * Where "Play with friends" (src/tables/, its own chunk) meets the app, both ways, in types only: the
 * app controller is a `TablesHost` (what the tables use of the app), and holds the tables' controller
 * as `Tables` (what the app uses of them). Neither side imports the other: src/main.ts hands the app a
 * `LoadTables` that imports src/tables/tables.ts when the player opens it.
 */
import type { GameModule, GamePlay, PlayHost } from '../play/module.js';

/** What the tables use of the app: a game's host (its module's table support is called with it) and the screens. */
export interface TablesHost extends PlayHost {
  /** The game open on the table now (the app's, or the one at a table with friends). */
  readonly play: GamePlay | null;
  /** A game's module, loaded (with its texts) and kept. */
  loadGame(id: string): Promise<GameModule>;
  /** Opens "Play with friends" again (after leaving a table). */
  openTables(): Promise<void>;
  /** A game at a table with friends begins (or is rejoined): shown as any game's table. */
  openRemote(module: GameModule, play: GamePlay): void;
}

/** What the app uses of "Play with friends" while it is open. */
export interface Tables {
  /** A table code from a link, to fill in the join form. */
  codeFromLink: string | null;
  /** Focus the screen's heading after the next render. */
  focusHeading: boolean;
  /** The seat at a table, while there is one. */
  readonly session: object | null;
  /** The tables' words in the player's language (the app says `unreachable` when a rejoin at start fails). */
  readonly t: { readonly unreachable: string };
  /** Loads the module of the game chosen in the create form. */
  loadModule(): Promise<unknown>;
  /** Sits down again with the ticket this device keeps. */
  rejoin(): Promise<'seated' | 'unreachable' | 'refused'>;
  dispose(): void;
}

/** Loads the tables' chunk and gives the maker of their controller (src/main.ts: an import of src/tables/tables.ts). */
export type LoadTables = () => Promise<(host: TablesHost) => Tables>;
