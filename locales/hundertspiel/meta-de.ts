/** The chooser's words for Das Hundertspiel in German: the `de` entry of `hundertspielMeta` (meta.ts), in the German chooser's chunk (locales/chooser/de.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const hundertspielMetaDe: GameTexts = { name: 'Das Hundertspiel', description: 'Stichspiel mit der Trappolierkarte, Wien 1829: zwei Parteien spielen auf 100 Punkte, mit Do-Ansagen, Contra und Matsch.', feats: { gamesWon: 'Partien gewonnen', matsch: 'davon mit Matsch', announcementsWon: 'Ansagen gewonnen' } };
