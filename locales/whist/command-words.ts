/**
 * Whist's command line in every language (src/games/whist/messages.ts `WhistCommandWords`): what a
 * player may type, in lower case. The command line reads every language at once, whatever the app's.
 */
import type { Locale } from '../../src/i18n/messages.js';
import type { WhistCommandWords } from '../../src/games/whist/messages.js';
import { whistCommandWordsPl } from './command-words-pl.js';

export const whistCommandWords: Readonly<Record<Locale, WhistCommandWords>> = {
  de: {
    queries: {
      readHand: ['hand', 'karten'],
      readTrick: ['stich'],
      readLastTrick: ['letzter stich'],
      readScore: ['stand', 'punkte'],
      readTrump: ['trumpf'],
      whoseTurn: ['wer', 'wer ist dran'],
      help: ['hilfe'],
      rules: ['regeln'],
      hint: ['tipp'],
      nextDeal: ['weiter', 'nächstes spiel'],
    },
    call: ['ich rufe', 'rufen', 'rufe', 'kannst du'],
    claim: ['beanspruchen', 'rest'],
    play: ['spiele', 'spielen', 'spiel'],
  },
  en: {
    queries: {
      readHand: ['hand', 'cards'],
      readTrick: ['trick'],
      readLastTrick: ['last trick'],
      readScore: ['score'],
      readTrump: ['trump'],
      whoseTurn: ['whose turn'],
      help: ['help'],
      rules: ['rules'],
      hint: ['hint'],
      nextDeal: ['next', 'next deal'],
    },
    call: ['call', 'i call', 'can you'],
    claim: ['claim', 'claim the rest'],
    play: ['play'],
  },
  pl: whistCommandWordsPl,
};
