/**
 * The chooser's words of every game in German (each game's meta-de.ts): one chunk, loaded at start when
 * German is the player's language and with the language otherwise (src/games/registry.ts).
 */
import type { ChooserWords } from '../../src/play/module.js';
import { papillonMetaDe } from '../papillon/meta-de.js';
import { hundertspielMetaDe } from '../hundertspiel/meta-de.js';
import { casinoMetaDe } from '../casino/meta-de.js';
import { whistMetaDe } from '../whist/meta-de.js';
import { piquetMetaDe } from '../piquet/meta-de.js';
import { ombreMetaDe } from '../ombre/meta-de.js';
import { bostonMetaDe } from '../boston/meta-de.js';
import { tarokMetaDe } from '../tarok/meta-de.js';
import { chessMetaDe } from '../chess/meta-de.js';
import { patienceMetaDe } from '../patience/meta-de.js';

export const chooserDe: ChooserWords = {
  papillon: papillonMetaDe,
  hundertspiel: hundertspielMetaDe,
  casino: casinoMetaDe,
  whist: whistMetaDe,
  piquet: piquetMetaDe,
  ombre: ombreMetaDe,
  boston: bostonMetaDe,
  tarok: tarokMetaDe,
  chess: chessMetaDe,
  ...patienceMetaDe,
};
