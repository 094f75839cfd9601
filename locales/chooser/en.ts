/**
 * The chooser's words of every game in English (each game's meta-en.ts): one chunk, loaded at start when
 * English is the player's language and with the language otherwise (src/games/registry.ts).
 */
import type { ChooserWords } from '../../src/play/module.js';
import { papillonMetaEn } from '../papillon/meta-en.js';
import { hundertspielMetaEn } from '../hundertspiel/meta-en.js';
import { casinoMetaEn } from '../casino/meta-en.js';
import { whistMetaEn } from '../whist/meta-en.js';
import { piquetMetaEn } from '../piquet/meta-en.js';
import { ombreMetaEn } from '../ombre/meta-en.js';
import { bostonMetaEn } from '../boston/meta-en.js';
import { tarokMetaEn } from '../tarok/meta-en.js';
import { chessMetaEn } from '../chess/meta-en.js';
import { patienceMetaEn } from '../patience/meta-en.js';

export const chooserEn: ChooserWords = {
  papillon: papillonMetaEn,
  hundertspiel: hundertspielMetaEn,
  casino: casinoMetaEn,
  whist: whistMetaEn,
  piquet: piquetMetaEn,
  ombre: ombreMetaEn,
  boston: bostonMetaEn,
  tarok: tarokMetaEn,
  chess: chessMetaEn,
  ...patienceMetaEn,
};
