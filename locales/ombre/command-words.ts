/**
 * The Ombre family's command line in every language (src/games/ombre/messages.ts `OmbreCommandWords`):
 * what a player may type, in lower case. The command line reads every language at once, whatever the
 * app's, and matches speeches, verbs and contracts without accents.
 */
import type { Locale } from '../../src/i18n/messages.js';
import type { OmbreCommandWords } from '../../src/games/ombre/messages.js';
import { ombreCommandWordsPl } from './command-words-pl.js';

/** The cards' names of the table (O8, O10), the same in both languages. */
const TITLES: OmbreCommandWords['titles'] = {
  spadille: ['spadille', 'spadilla'],
  basta: ['basta', 'basto', 'baste'],
  manille: ['manille', 'manilla'],
  ponte: ['ponte', 'ponto', 'punto'],
};

export const ombreCommandWords: Readonly<Record<Locale, OmbreCommandWords>> = {
  de: {
    queries: {
      readHand: ['hand', 'karten'],
      readTrick: ['stich'],
      readLastTrick: ['letzter stich'],
      readTable: ['tisch', 'pot', 'kasse', 'bete', 'beten', 'stand', 'marken'],
      readGame: ['spiel', 'reizen', 'vertrag', 'trumpf', 'farbe'],
      whoseTurn: ['wer', 'wer ist dran'],
      help: ['hilfe'],
      rules: ['regeln'],
      hint: ['tipp'],
      nextDeal: ['weiter', 'nächstes spiel'],
    },
    verbs: {
      pass: ['ich passe', 'passe', 'passen'],
      hold: ['ich halte', 'halte', 'halten', 'selbst'],
      bid: ['ich biete', 'biete'],
      trump: ['trumpf'],
      call: ['bitte um', 'rufe', 'rufen'],
      discard: ['lege ab', 'ablegen', 'lege'],
      take: ['kaufen', 'kaufe', 'ziehen'],
      stop: ['ich höre auf', 'aufhören', 'stoppen'],
      throwIn: ['aufgeben', 'ich gebe auf'],
      give: ['zurückgeben', 'gib'],
      play: ['spiele', 'spielen', 'spiel'],
    },
    contracts: {
      ask: ['frage', 'fragen', 'ich frage'],
      tourne: ['tourné', 'tournée'],
      obscurite: ['obscurité', 'obscur'],
      casco: ['casco', 'kasko', 'grand casco', 'grosses casco'],
      solo: ['solo'],
      grandissimo: ['grandissimo'],
      nullissimo: ['nullissimo'],
      mediateur: ['médiateur'],
    },
    colour: ['farbe', 'couleur'],
    tout: ['tout', 'volé'],
    bottom: ['unten'],
    middle: ['mitte'],
    fillers: ['in', 'der', 'die', 'den', 'mit', 'ab', 'um'],
    and: ['und'],
    titles: TITLES,
  },
  en: {
    queries: {
      readHand: ['hand', 'cards'],
      readTrick: ['trick'],
      readLastTrick: ['last trick'],
      readTable: ['table', 'pot', 'score', 'betes', 'marks'],
      readGame: ['game', 'auction', 'contract', 'trump', 'favourite'],
      whoseTurn: ['whose turn'],
      help: ['help'],
      rules: ['rules'],
      hint: ['hint'],
      nextDeal: ['next', 'next deal'],
    },
    verbs: {
      pass: ['i pass', 'pass'],
      hold: ['i hold', 'hold'],
      bid: ['bid'],
      trump: ['trump', 'trumps'],
      call: ['ask for', 'call'],
      discard: ['discard', 'lay away'],
      take: ['take', 'buy', 'draw'],
      stop: ['stop'],
      throwIn: ['throw in', 'give up'],
      give: ['give'],
      play: ['play', 'lead'],
    },
    contracts: {
      ask: ['ask', 'i ask'],
      tourne: ['tourné'],
      obscurite: ['obscurité'],
      casco: ['casco', 'grand casco'],
      solo: ['solo'],
      grandissimo: ['grandissimo'],
      nullissimo: ['nullissimo'],
      mediateur: ['mediator', 'médiateur'],
    },
    colour: ['colour', 'color', 'favourite', 'favorite'],
    tout: ['tout', 'volé'],
    bottom: ['bottom'],
    middle: ['middle'],
    fillers: ['the', 'with', 'for', 'a', 'an', 'in'],
    and: ['and'],
    titles: TITLES,
  },
  pl: ombreCommandWordsPl,
};
