/**
 * Casino's command line in every language (src/games/casino/messages.ts `CasinoCommandWords`): what a
 * player may type, in lower case (the cards and the words between them: locales/decks/,
 * locales/fishing/command-words.ts). The command line reads every language at once, whatever the app's.
 */
import type { Locale } from '../../src/i18n/messages.js';
import type { CasinoCommandWords } from '../../src/games/casino/messages.js';
import { casinoCommandWordsPl } from './command-words-pl.js';

export const casinoCommandWords: Readonly<Record<Locale, CasinoCommandWords>> = {
  de: {
    queries: {
      readHand: ['hand', 'meine hand', 'karten'],
      readTable: ['tisch', 'mitte'],
      readStatus: ['stand', 'status', 'punkte', 'spielstand'],
      listCaptures: ['möglichkeiten', 'moeglichkeiten', 'züge', 'zuege'],
      readLastCapture: ['zuletzt', 'zuletzt genommen'],
      readCount: ['abrechnung'],
      nextDeal: ['weiter', 'nächstes spiel', 'naechstes spiel', 'nächste partie'],
      hint: ['tipp', 'hinweis'],
      repeatLastEvent: ['wiederholen', 'nochmal'],
      help: ['hilfe', 'befehle'],
      rules: ['regeln', 'spielregeln'],
    },
    trail: ['ablegen', 'zulegen', 'lege', 'legen', 'leg', 'ab', 'zu'],
  },
  en: {
    queries: {
      readHand: ['hand', 'my hand', 'cards'],
      readTable: ['table'],
      readStatus: ['status', 'score'],
      listCaptures: ['captures', 'moves', 'choices'],
      readLastCapture: ['last', 'last capture'],
      readCount: ['count'],
      nextDeal: ['next', 'next deal', 'next game'],
      hint: ['tip', 'hint'],
      repeatLastEvent: ['repeat', 'again'],
      help: ['help', 'commands'],
      rules: ['rules'],
    },
    trail: ['trail', 'trails', 'trailing'],
  },
  pl: casinoCommandWordsPl,
};
