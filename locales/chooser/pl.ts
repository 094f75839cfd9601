/**
 * The chooser's words of every game in Polish (each game's meta-pl.ts): one chunk, loaded at start when
 * Polish is the player's language and with the language otherwise (src/games/registry.ts).
 */
import type { ChooserWords } from '../../src/play/module.js';
import { papillonMetaPl } from '../papillon/meta-pl.js';
import { hundertspielMetaPl } from '../hundertspiel/meta-pl.js';
import { casinoMetaPl } from '../casino/meta-pl.js';
import { whistMetaPl } from '../whist/meta-pl.js';
import { piquetMetaPl } from '../piquet/meta-pl.js';
import { ombreMetaPl } from '../ombre/meta-pl.js';
import { bostonMetaPl } from '../boston/meta-pl.js';
import { tarokMetaPl } from '../tarok/meta-pl.js';
import { chessMetaPl } from '../chess/meta-pl.js';
import { patienceMetaPl } from '../patience/meta-pl.js';

export const chooserPl: ChooserWords = {
  papillon: papillonMetaPl,
  hundertspiel: hundertspielMetaPl,
  casino: casinoMetaPl,
  whist: whistMetaPl,
  piquet: piquetMetaPl,
  ombre: ombreMetaPl,
  boston: bostonMetaPl,
  tarok: tarokMetaPl,
  chess: chessMetaPl,
  ...patienceMetaPl,
};
