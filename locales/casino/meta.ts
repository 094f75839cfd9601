/** The chooser's words for Casino (loaded at start; everything else of the game loads with it). */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';

export const casinoMeta: Readonly<Record<Locale, GameTexts>> = {
  de: { name: 'Casino', description: 'Das Fischspiel für 2, 3 oder 4 Spieler nach einem Kartenspielbuch um 1820: Karten vom Tisch nehmen, den Tisch abräumen, bei der Abrechnung Karten, Pik, Casinos und Asse zählen, Partie bis 11.' },
  en: { name: 'Casino', description: 'The fishing game for 2, 3 or 4 players from a games book of about 1820: take cards from the table, clear it, count cards, spades, casinos and aces, game to 11.' },
};
