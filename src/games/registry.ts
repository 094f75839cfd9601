/**
 * Every game of the app, in the chooser's order: the only file outside a game's folder that names
 * games. An entry is small (ids, seats); the game itself is its own chunk, loaded when it is chosen or
 * resumed. Adding a game is one line here (docs/architecture.md).
 *
 * The chooser's words (each game's locales/<id>/meta-<locale>.ts) are one chunk a language
 * (locales/chooser/<locale>.ts), so a first visit downloads the player's language only:
 * `loadChooserWords(locale)` loads one (the boot and a language switch, with the shell's catalogue),
 * `registerChooserWords(locale, words)` is what loading does (locales/all.ts registers every language
 * for Node and tests); an entry's `texts[locale]` reads them.
 */
import { LOCALES, type Locale } from '../i18n/locale.js';
import type { ChooserWords, GameEntry, GameTexts } from '../play/module.js';
import type { PatienceId } from '../../locales/patience/meta.js';
import { BOTS, loadBots, thinksBy } from './bots.js';

export { loadBots, thinksBy };
import { importPatienceStats } from './patience/stats.js';

const CHOOSER_IMPORTERS: Readonly<Record<Locale, () => Promise<ChooserWords>>> = {
  de: () => import('../../locales/chooser/de.js').then((m) => m.chooserDe),
  en: () => import('../../locales/chooser/en.js').then((m) => m.chooserEn),
  pl: () => import('../../locales/chooser/pl.js').then((m) => m.chooserPl),
};
const CHOOSER: Partial<Record<Locale, ChooserWords>> = {};

export function registerChooserWords(locale: Locale, words: ChooserWords): void {
  CHOOSER[locale] = words;
}

export async function loadChooserWords(locale: Locale): Promise<void> {
  CHOOSER[locale] ??= await CHOOSER_IMPORTERS[locale]();
}

/** A game's chooser words by language, each read when asked for (its language loaded first). */
function chooserTexts(id: string): Readonly<Record<Locale, GameTexts>> {
  const texts = {} as Record<Locale, GameTexts>;
  for (const locale of LOCALES) {
    Object.defineProperty(texts, locale, {
      enumerable: true,
      get: () => {
        const t = CHOOSER[locale]?.[id];
        if (!t) throw new Error(`The ${locale} chooser words of ${id} are not loaded yet: await loadChooserWords('${locale}') first`);
        return t;
      },
    });
  }
  return texts;
}

const patience = (id: PatienceId): GameEntry => ({
  id,
  family: 'patience',
  seats: { min: 1, max: 1 },
  solo: true,
  saveSlot: 'patience',
  importStats: importPatienceStats,
  urlParams: ['variants'],
  texts: chooserTexts(id),
  load: () => import('./patience/module.js').then((m) => m.patienceModule(id)),
});

export const GAMES: readonly GameEntry[] = [
  {
    id: 'papillon',
    family: 'fishing',
    seats: { min: 3, max: 4 },
    solo: false,
    // The key Papillon's save had before the registry: saves of earlier builds resume.
    saveSlot: 'current',
    urlParams: ['players', 'preset', 'variants', 'tours', 'ante'],
    texts: chooserTexts('papillon'),
    load: () => import('./papillon/game.js').then((m) => m.papillonModule),
    bots: BOTS['papillon'],
    // The table server holds every seat game of the headless catalogue (src/games/bots.ts): "Play with friends" offers it.
    tables: true,
  },
  {
    id: 'hundertspiel',
    family: 'tricks',
    seats: { min: 3, max: 4, partnerships: true },
    solo: false,
    saveSlot: 'hundertspiel',
    urlParams: ['players', 'scat', 'variants', 'games'],
    texts: chooserTexts('hundertspiel'),
    load: () => import('./hundertspiel/game.js').then((m) => m.hundertspielModule),
    bots: BOTS['hundertspiel'],
    tables: true,
  },
  {
    id: 'casino',
    family: 'fishing',
    seats: { min: 2, max: 4, partnerships: true },
    solo: false,
    saveSlot: 'casino',
    urlParams: ['players', 'variants', 'games'],
    texts: chooserTexts('casino'),
    load: () => import('./casino/game.js').then((m) => m.casinoModule),
    bots: BOTS['casino'],
    tables: true,
  },
  {
    id: 'whist',
    family: 'tricks',
    seats: { min: 4, max: 4, partnerships: true },
    solo: false,
    saveSlot: 'whist',
    urlParams: ['variants', 'rubbers'],
    texts: chooserTexts('whist'),
    load: () => import('./whist/game.js').then((m) => m.whistModule),
    bots: BOTS['whist'],
    tables: true,
  },
  {
    id: 'piquet',
    family: 'tricks',
    seats: { min: 2, max: 2 },
    solo: false,
    saveSlot: 'piquet',
    urlParams: ['format', 'variants', 'level'],
    texts: chooserTexts('piquet'),
    load: () => import('./piquet/game.js').then((m) => m.piquetModule),
    bots: BOTS['piquet'],
    tables: true,
  },
  {
    id: 'ombre',
    family: 'tricks',
    // Ombre for two to Cinquille for five; Quadrille's partners change every deal (no fixed sides).
    seats: { min: 2, max: 5 },
    solo: false,
    saveSlot: 'ombre',
    urlParams: ['family', 'variants', 'tours'],
    texts: chooserTexts('ombre'),
    load: () => import('./ombre/game.js').then((m) => m.ombreModule),
    bots: BOTS['ombre'],
    tables: true,
  },
  {
    id: 'boston',
    family: 'tricks',
    // Tri-Boston for three, Boston and Boston-Whist for four; Boston-Whist's partners change every deal (no fixed sides).
    seats: { min: 3, max: 4 },
    solo: false,
    saveSlot: 'boston',
    urlParams: ['form', 'tariff', 'variants', 'tours'],
    texts: chooserTexts('boston'),
    load: () => import('./boston/game.js').then((m) => m.bostonModule),
    bots: BOTS['boston'],
    tables: true,
  },
  {
    id: 'tarok',
    family: 'tricks',
    // Tarok en deux for two, en trois and Taroklomber for three; Taroklomber's sides change every deal (no fixed sides).
    seats: { min: 2, max: 3 },
    solo: false,
    saveSlot: 'tarok',
    urlParams: ['form', 'method', 'variants', 'tours', 'parties'],
    texts: chooserTexts('tarok'),
    load: () => import('./tarok/game.js').then((m) => m.tarokModule),
    bots: BOTS['tarok'],
    tables: true,
  },
  {
    id: 'chess',
    family: 'board',
    seats: { min: 2, max: 2 },
    solo: false,
    saveSlot: 'chess',
    urlParams: ['level', 'preset', 'variants', 'games'],
    texts: chooserTexts('chess'),
    load: () => import('./chess/game.js').then((m) => m.chessModule),
    bots: BOTS['chess'],
    tables: true,
  },
  patience('doppelhausen'),
  patience('elf'),
  patience('halber-mond'),
  patience('napoleon'),
  patience('reihe'),
  patience('stern'),
  patience('unterstecken'),
];

export function gameEntry(id: string | null | undefined): GameEntry | null {
  return GAMES.find((g) => g.id === id) ?? null;
}
