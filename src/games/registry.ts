/**
 * Every game of the app, in the chooser's order: the only file outside a game's folder that names
 * games. An entry is small (ids, seats, the chooser's words); the game itself is its own chunk,
 * loaded when it is chosen or resumed. Adding a game is one line here (docs/architecture.md).
 */
import { byLocale } from '../i18n/locale.js';
import type { GameEntry } from '../play/module.js';
import { BOTS, loadBots } from './bots.js';

export { loadBots };
import { papillonMeta } from '../../locales/papillon/meta.js';
import { patienceMeta } from '../../locales/patience/meta.js';
import { hundertspielMeta } from '../../locales/hundertspiel/meta.js';
import { casinoMeta } from '../../locales/casino/meta.js';
import { whistMeta } from '../../locales/whist/meta.js';
import { ombreMeta } from '../../locales/ombre/meta.js';
import { piquetMeta } from '../../locales/piquet/meta.js';
import { bostonMeta } from '../../locales/boston/meta.js';
import { tarokMeta } from '../../locales/tarok/meta.js';
import { chessMeta } from '../../locales/chess/meta.js';
import { importPatienceStats } from './patience/stats.js';

type PatienceKey = keyof (typeof patienceMeta)['en'];

const patience = (id: PatienceKey): GameEntry => ({
  id,
  family: 'patience',
  seats: { min: 1, max: 1 },
  solo: true,
  saveSlot: 'patience',
  importStats: importPatienceStats,
  urlParams: ['variants'],
  texts: byLocale((l) => patienceMeta[l][id]),
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
    texts: papillonMeta,
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
    texts: hundertspielMeta,
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
    texts: casinoMeta,
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
    texts: whistMeta,
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
    texts: piquetMeta,
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
    texts: ombreMeta,
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
    texts: bostonMeta,
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
    texts: tarokMeta,
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
    texts: chessMeta,
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
