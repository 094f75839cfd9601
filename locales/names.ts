/**
 * The default players' names of every language, in one small file of the first download (not in the
 * language chunks): a game keeps the names it was started with, so a game started in English names
 * my seat "You" — and after a reload in German, when only the German catalogue is loaded, the table
 * must still know "You" for a default name and say "Du" (src/play/seat-play.ts `seatNames`; issue 29).
 */
import type { Locale } from '../src/i18n/messages.js';

export const DEFAULT_NAMES: Readonly<Record<Locale, (i: number) => string>> = {
  de: (i) => ['Du', 'Anna', 'Ben', 'Clara'][i] ?? `Spieler ${i + 1}`,
  en: (i) => ['You', 'Anna', 'Ben', 'Clara'][i] ?? `Player ${i + 1}`,
  pl: (i) => ['Ty', 'Anna', 'Ben', 'Clara'][i] ?? `Gracz ${i + 1}`,
};
