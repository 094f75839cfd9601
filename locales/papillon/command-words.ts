/**
 * Papillon's command line in every language (src/games/papillon/messages.ts `PapillonCommandWords`):
 * what a player may type, in lower case (the cards and the words between them: locales/decks/,
 * locales/fishing/command-words.ts). The command line reads every language at once, whatever the app's.
 */
import type { Locale } from '../../src/i18n/messages.js';
import type { PapillonCommandWords } from '../../src/games/papillon/messages.js';
import { papillonCommandWordsPl } from './command-words-pl.js';

export const papillonCommandWords: Readonly<Record<Locale, PapillonCommandWords>> = {
  de: {
    queries: {
      hand: ['hand', 'meine hand', 'karten'],
      table: ['tisch', 'mitte'],
      status: ['status', 'stand', 'spielstand', 'info'],
      captures: ['züge', 'zuege', 'möglichkeiten', 'moeglichkeiten'],
      help: ['hilfe', 'befehle'],
      rules: ['regeln', 'spielregeln'],
      log: ['log', 'verlauf', 'spielverlauf', 'protokoll'],
    },
    actions: {
      layDown: ['auflegen', 'aufdecken', 'karten auflegen'],
      hint: ['tipp', 'hinweis'],
      repeat: ['wiederholen', 'nochmal'],
      newGame: ['neue partie', 'neues spiel'],
      settings: ['einstellungen', 'optionen'],
    },
  },
  en: {
    queries: {
      hand: ['hand', 'my hand', 'cards'],
      table: ['table'],
      status: ['status', 'info', 'score'],
      captures: ['captures', 'moves', 'choices'],
      help: ['help', 'commands'],
      rules: ['rules'],
      log: ['log', 'history'],
    },
    actions: {
      layDown: ['lay down', 'laydown', 'lay'],
      hint: ['tip', 'hint'],
      repeat: ['repeat', 'again'],
      newGame: ['new game', 'newgame'],
      settings: ['settings', 'options'],
    },
  },
  pl: papillonCommandWordsPl,
};
