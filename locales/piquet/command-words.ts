/**
 * Piquet's command line in every language (src/games/piquet/messages.ts `PiquetCommandWords`): what a
 * player may type, in lower case. The command line reads every language at once, whatever the app's.
 */
import type { Locale } from '../../src/i18n/messages.js';
import type { PiquetCommandWords } from '../../src/games/piquet/messages.js';
import { piquetCommandWordsPl } from './command-words-pl.js';

export const piquetCommandWords: Readonly<Record<Locale, PiquetCommandWords>> = {
  de: {
    queries: {
      readHand: ['hand', 'karten'],
      readTrick: ['stich'],
      readLastTrick: ['letzter stich'],
      readScore: ['stand', 'punkte'],
      readDeclarations: ['meldungen', 'meldung', 'punkt', 'rummel', 'sequenzen', 'sequenz', 'gleiche karten', 'carte blanche', 'pic', 'repic'],
      readExchange: ['kauf', 'talon', 'abgelegt'],
      whoseTurn: ['wer', 'wer ist dran'],
      help: ['hilfe'],
      rules: ['regeln'],
      hint: ['tipp'],
      nextDeal: ['weiter', 'nächstes spiel', 'nächste partie'],
    },
    dialogue: ['gut', 'nicht gut', 'gleich', 'melden', 'ich melde', 'sinken'],
    take: ['kaufen', 'kaufe', 'nehmen', 'nehme', 'nichts kaufen', 'talon nehmen'],
    discard: ['ablegen', 'lege', 'leg', 'legen'],
    discardAfter: ['ab'],
    play: ['spiele', 'spielen', 'spiel'],
    and: ['und'],
  },
  en: {
    queries: {
      readHand: ['hand', 'cards'],
      readTrick: ['trick'],
      readLastTrick: ['last trick'],
      readScore: ['score', 'points'],
      readDeclarations: ['declarations', 'point', 'sequences', 'sequence', 'sets', 'carte blanche', 'pique', 'repique'],
      readExchange: ['talon', 'exchange', 'discards'],
      whoseTurn: ['whose turn'],
      help: ['help'],
      rules: ['rules'],
      hint: ['hint'],
      nextDeal: ['next', 'next deal', 'next game'],
    },
    dialogue: ['good', 'not good', 'equal', 'declare', 'sink'],
    take: ['take', 'buy', 'take nothing', 'buy nothing', 'take the talon'],
    discard: ['discard', 'lay', 'lay away'],
    discardAfter: [],
    play: ['play', 'lead'],
    and: ['and'],
  },
  pl: piquetCommandWordsPl,
};
