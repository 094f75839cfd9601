/** The chooser's words for Das Hundertspiel in English: the `en` entry of `hundertspielMeta` (meta.ts), in the English chooser's chunk (locales/chooser/en.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const hundertspielMetaEn: GameTexts = { name: 'Das Hundertspiel', description: 'Trick game with the Trappola pack, Vienna 1829: two parties race to 100 points, with Do announcements, Contra and Matsch.', feats: { gamesWon: 'Games won', matsch: 'of them with Matsch', announcementsWon: 'Announcements won' } };
