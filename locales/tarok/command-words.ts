/**
 * Tarok's command line in every language (src/games/tarok/messages.ts `TarokCommandWords`): what a
 * player may type, in lower case. The command line reads every language at once, whatever the app's.
 */
import type { Locale } from '../../src/i18n/messages.js';
import type { TarokCommandWords } from '../../src/games/tarok/messages.js';
import { tarokCommandWordsPl } from './command-words-pl.js';

export const tarokCommandWords: Readonly<Record<Locale, TarokCommandWords>> = {
  de: {
    queries: {
      readHand: ['hand', 'karten'],
      readTrick: ['stich'],
      readLastTrick: ['letzter stich'],
      readTable: ['tisch', 'marken', 'stand'],
      readGame: ['spiel', 'ansagen'],
      readBid: ['gebot', 'reizen'],
      readOrder: ['rangfolge', 'reihenfolge'],
      whoseTurn: ['wer', 'wer ist dran'],
      declare: ['auswahl'],
      help: ['hilfe'],
      rules: ['regeln'],
      hint: ['tipp'],
      nextDeal: ['nächstes spiel', 'weiter'],
    },
    verbs: {
      pass: ['passe', 'passen', 'ich passe'],
      bid: ['biete', 'bieten', 'ich biete'],
      hold: ['halte', 'halten', 'ich halte'],
      call: ['rufe', 'rufen', 'ich rufe'],
      give: ['gib', 'gebe', 'zurückgeben', 'zurueckgeben'],
      discard: ['skat', 'lege', 'ablegen', 'in den skat'],
      play: ['spiele', 'spielen', 'spiel'],
    },
    games: { aDue: ['a due', 'due'], aUno: ['a uno', 'uno'], solo: ['solo'] },
  },
  en: {
    queries: {
      readHand: ['hand', 'cards'],
      readTrick: ['trick'],
      readLastTrick: ['last trick'],
      readTable: ['table', 'marks', 'score', 'party'],
      readGame: ['game', 'announcements'],
      readBid: ['bid', 'auction'],
      readOrder: ['order', 'card order'],
      whoseTurn: ['whose turn'],
      declare: ['choices'],
      help: ['help'],
      rules: ['rules'],
      hint: ['hint'],
      nextDeal: ['next', 'next deal'],
    },
    verbs: {
      pass: ['pass', 'i pass'],
      bid: ['bid', 'i bid'],
      hold: ['hold', 'i hold'],
      call: ['call', 'i call'],
      give: ['give', 'give back'],
      discard: ['skat', 'lay', 'lay away'],
      play: ['play'],
    },
    games: { aDue: ['a due', 'due'], aUno: ['a uno', 'uno'], solo: ['solo'] },
  },
  pl: tarokCommandWordsPl,
};
