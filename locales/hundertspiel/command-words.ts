/**
 * The Hundertspiel's command line in every language (src/games/hundertspiel/messages.ts
 * `HundertspielCommandWords`): what a player may type, in lower case. The command line reads every
 * language at once, whatever the app's.
 */
import type { Locale } from '../../src/i18n/messages.js';
import type { HundertspielCommandWords } from '../../src/games/hundertspiel/messages.js';
import { hundertspielCommandWordsPl } from './command-words-pl.js';

export const hundertspielCommandWords: Readonly<Record<Locale, HundertspielCommandWords>> = {
  de: {
    queries: {
      readHand: ['hand', 'karten'],
      readTrick: ['stich'],
      readLastTrick: ['letzter stich'],
      readScore: ['stand', 'punkte'],
      readAnnouncements: ['ansagen', 'trumpf'],
      whoseTurn: ['wer', 'wer ist dran'],
      help: ['hilfe'],
      rules: ['regeln'],
      hint: ['tipp'],
      continue: ['weiter'],
      nextDeal: ['nächstes spiel'],
    },
    verbs: {
      play: ['spiele', 'spielen', 'spiel'],
      discard: ['ablegen', 'lege'],
      contra: ['kontra', 'rekontra', 'supra'],
      pass: ['passe', 'passen', 'nichts', 'kein kontra'],
      buy: ['kaufen', 'kaufe'],
      bid: ['reizen', 'biete'],
      announce: ['ansagen', 'ansage', 'lege26'],
      honours: ['asse', 'honneurs'],
      trump: ['trumpf'],
      agree: ['zustimmen', 'ja'],
      out: ['aus', 'aussagen'],
    },
    honours: { A: ['asse'], K: ['könige', 'koenige'], N: ['cavalle'], J: ['buben'], Do: ['dos'] },
  },
  en: {
    queries: {
      readHand: ['hand', 'cards'],
      readTrick: ['trick'],
      readLastTrick: ['last trick'],
      readScore: ['score', 'points'],
      readAnnouncements: ['announcements', 'trump'],
      whoseTurn: ['whose turn'],
      help: ['help'],
      rules: ['rules'],
      hint: ['hint'],
      continue: [],
      nextDeal: ['next', 'next deal'],
    },
    verbs: {
      play: ['play'],
      discard: ['discard'],
      contra: ['contra', 'recontra'],
      pass: ['pass', 'no contra'],
      buy: ['buy'],
      bid: ['bid'],
      announce: ['announce'],
      honours: ['aces', 'honours'],
      trump: ['trump'],
      agree: ['agree', 'yes'],
      out: ['out'],
    },
    honours: { A: ['aces'], K: ['kings'], N: ['cavalls'], J: ['jacks'], Do: ['dos'] },
  },
  pl: hundertspielCommandWordsPl,
};
