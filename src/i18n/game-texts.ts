/**
 * A game's texts: its catalogue (locales/<id>/{de,en}.ts) merged over the shell's, and its rules for
 * players (locales/<id>/rules-{de,en}.ts). Each language of each game is its own chunk, loaded with
 * the game; this module knows no game — a game's texts.ts calls `gameTexts(id, importers)`.
 *
 * API
 * - `gameTexts(game, { catalogue, rules })` → a `GameTextLoader`:
 *     load(locale)        loads the shell's catalogue, the game's and the card words (deck-names.ts) for a language (once)
 *     has(locale)         whether both are loaded
 *     messages(locale)    the merged catalogue (throws when not loaded); cached per language and
 *                         rebuilt when the shell's or the game's catalogue object changed
 *     loadRules(locale), hasRules(locale), rules(locale)   the same for the rules texts
 * - `mergeCatalogue(shell, game)`: `{ ...shell, ...game, ui: { ...shell.ui, ...game.ui, commands } }`
 *   where `commands` is the union of both (the game's win) and `commandHelp` reads the union.
 * - `registerGameCatalogue(game, locale, catalogue)`, `registerGameRules(game, locale, texts)`: what
 *   `load` does after the import; src/i18n/all.ts registers every game at once for Node and tests.
 */
import { loadDeckCatalogues } from './deck-names.js';
import { getMessages, hasMessages, loadMessages } from './index.js';
import type { GameCatalogue, Locale, MergedMessages, Messages } from './messages.js';

type Importers<T> = Readonly<Record<Locale, () => Promise<T>>>;
type Commands = Readonly<Record<string, { readonly name: string; readonly help: string }>>;

const CATALOGUES = new Map<string, Partial<Record<Locale, GameCatalogue>>>();
const RULES = new Map<string, Partial<Record<Locale, unknown>>>();

function slot<T>(map: Map<string, Partial<Record<Locale, T>>>, game: string): Partial<Record<Locale, T>> {
  let s = map.get(game);
  if (!s) map.set(game, (s = {}));
  return s;
}

export function registerGameCatalogue(game: string, locale: Locale, catalogue: GameCatalogue): void {
  slot(CATALOGUES, game)[locale] = catalogue;
}

export function registerGameRules(game: string, locale: Locale, texts: unknown): void {
  slot(RULES, game)[locale] = texts;
}

/** The shell's catalogue with a game's merged over it (function members keep working: they use no `this`). */
export function mergeCatalogue<G extends GameCatalogue>(shell: Messages, game: G): MergedMessages<G> {
  const commands: Commands = { ...shell.ui.commands, ...game.ui.commands };
  const ui = { ...shell.ui, ...game.ui, commands, commandHelp: (id: string) => commands[id]?.help ?? id };
  return { ...shell, ...game, ui } as unknown as MergedMessages<G>;
}

export interface GameTextLoader<G extends GameCatalogue, R> {
  load(locale: Locale): Promise<void>;
  has(locale: Locale): boolean;
  messages(locale: Locale): MergedMessages<G>;
  loadRules(locale: Locale): Promise<R>;
  hasRules(locale: Locale): boolean;
  rules(locale: Locale): R;
}

export function gameTexts<G extends GameCatalogue, R>(game: string, importers: { catalogue: Importers<G>; rules: Importers<R> }): GameTextLoader<G, R> {
  const catalogues = slot(CATALOGUES, game) as Partial<Record<Locale, G>>;
  const rules = slot(RULES, game) as Partial<Record<Locale, R>>;
  const merged: Partial<Record<Locale, { shell: Messages; game: G; value: MergedMessages<G> }>> = {};
  return {
    async load(locale) {
      const shell = Promise.all([loadMessages(locale), loadDeckCatalogues([locale])]);
      if (!catalogues[locale]) registerGameCatalogue(game, locale, await importers.catalogue[locale]());
      await shell;
    },
    has: (locale) => hasMessages(locale) && catalogues[locale] !== undefined,
    messages(locale) {
      const g = catalogues[locale];
      if (!g) throw new Error(`The ${locale} texts of ${game} are not loaded yet: await its loadTexts('${locale}') first`);
      const shell = getMessages(locale);
      const hit = merged[locale];
      if (hit && hit.shell === shell && hit.game === g) return hit.value;
      const value = mergeCatalogue(shell, g);
      merged[locale] = { shell, game: g, value };
      return value;
    },
    async loadRules(locale) {
      const loaded = rules[locale];
      if (loaded) return loaded;
      const texts = await importers.rules[locale]();
      registerGameRules(game, locale, texts);
      return texts;
    },
    hasRules: (locale) => rules[locale] !== undefined,
    rules(locale) {
      const r = rules[locale];
      if (!r) throw new Error(`The ${locale} rules of ${game} are not loaded yet: await its loadRules('${locale}') first`);
      return r;
    },
  };
}
