/** The chooser's words for Papillon (loaded at start; everything else of the game loads with it). */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';

export const papillonMeta: Readonly<Record<Locale, GameTexts>> = {
  de: { name: "Papillon", description: "Das Fischspiel für 3 oder 4 Spieler mit Computergegnern: Karten vom Tisch nehmen, Zählsteine sammeln." },
  en: { name: "Papillon", description: "The fishing game for 3 or 4 players with computer opponents: take cards from the table, collect counters." },
};
