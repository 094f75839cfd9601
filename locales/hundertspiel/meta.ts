/** The chooser's words for Das Hundertspiel (loaded at start; everything else of the game loads with it). */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';

export const hundertspielMeta: Readonly<Record<Locale, GameTexts>> = {
  de: { name: 'Das Hundertspiel', description: 'Stichspiel mit der Trappolierkarte, Wien 1829: zwei Parteien spielen auf 100 Punkte, mit Do-Ansagen, Contra und Matsch.', feats: { gamesWon: 'Partien gewonnen', matsch: 'davon mit Matsch', announcementsWon: 'Ansagen gewonnen' } },
  en: { name: 'Das Hundertspiel', description: 'Trick game with the Trappola pack, Vienna 1829: two parties race to 100 points, with Do announcements, Contra and Matsch.', feats: { gamesWon: 'Games won', matsch: 'of them with Matsch', announcementsWon: 'Announcements won' } },
};
