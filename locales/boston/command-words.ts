/**
 * Boston's command line in every language (src/games/boston/messages.ts `BostonCommandWords`): what a
 * player may type, in lower case. The command line reads every language at once, whatever the app's,
 * and matches speeches, contracts and classes without accents ("misère" typed as "misere" too).
 */
import type { Locale } from '../../src/i18n/messages.js';
import type { BostonCommandWords } from '../../src/games/boston/messages.js';
import type { Contract } from '../../src/games/boston/types.js';
import { bostonCommandWordsPl } from './command-words-pl.js';

/** The ladder's names (BO20), said alike at a German and an English table. */
const LADDER: Readonly<Record<Contract, readonly string[]>> = {
  boston: ['boston'],
  'petite-misere': ['petite misère', 'petite misere'],
  'grand-boston': ['grand boston'],
  'grande-misere': ['grande misère', 'grande misere'],
  independence: ['independence'],
  'grande-misere-forcee': ['grande misère forcée', 'grande misere forcee'],
  'grand-independence': ['grand independence'],
  'petite-misere-ouverte': ['petite misère ouverte', 'petite misere ouverte'],
  philadelphia: ['philadelphia'],
  'petite-misere-ouverte-forcee': ['petite misère ouverte forcée', 'petite misere ouverte forcee'],
  'grand-philadelphia': ['grand philadelphia'],
  'grande-misere-ouverte': ['grande misère ouverte', 'grande misere ouverte', 'nullissimo'],
  souveraine: ['souveraine'],
  'grande-misere-ouverte-forcee': ['grande misère ouverte forcée', 'grande misere ouverte forcee', 'nullissimo forcée'],
  'grand-souveraine': ['grand souveraine'],
  concordia: ['concordia'],
};

/** The ladder's names with a language's own words for the misères added. */
function ladder(extra: Partial<Record<Contract, readonly string[]>>): Readonly<Record<Contract, readonly string[]>> {
  return Object.fromEntries(Object.entries(LADDER).map(([c, words]) => [c, [...words, ...(extra[c as Contract] ?? [])]])) as unknown as Record<Contract, readonly string[]>;
}

export const bostonCommandWords: Readonly<Record<Locale, BostonCommandWords>> = {
  de: {
    queries: {
      readHand: ['hand', 'karten'],
      readTrick: ['stich'],
      readLastTrick: ['letzter stich'],
      readTable: ['tisch', 'pot', 'kasse', 'bete', 'beten', 'stand', 'marken'],
      readGame: ['spiel', 'vertrag', 'trumpf', 'farben'],
      readBid: ['gebot', 'reizen', 'wer bietet', 'was ist geboten'],
      mayBid: ['was darf ich bieten', 'was kann ich bieten', 'gebote'],
      readOpen: ['offene karten', 'offen', 'aufgedeckt'],
      whoseTurn: ['wer', 'wer ist dran'],
      declare: ['auswahl', 'liste'],
      help: ['hilfe'],
      rules: ['regeln'],
      hint: ['tipp'],
      nextDeal: ['weiter', 'nächstes spiel'],
    },
    verbs: {
      pass: ['ich passe', 'passe', 'passen'],
      whist: ['whist'],
      alone: ['ich spiele allein', 'allein'],
      seek: ['partner suchen', 'ich suche einen partner', 'partner'],
      accept: ['annehmen', 'ich nehme an'],
      reject: ['ablehnen', 'ich lehne ab'],
      trump: ['trumpf'],
      discard: ['weglegen', 'lege weg', 'ablegen', 'lege ab'],
      leader: ['ausspielen soll', 'ausspieler', 'es spielt aus'],
      play: ['spiele', 'spielen', 'spiel'],
    },
    bid: ['ich biete', 'biete', 'ich spiele'],
    contracts: ladder({
      'petite-misere': ['kleine misère', 'kleine misere'],
      'grande-misere': ['große misère', 'grosse misere', 'große misere'],
      'petite-misere-ouverte': ['offene kleine misère', 'offene kleine misere', 'kleine misère offen', 'kleine misere offen'],
      'grande-misere-ouverte': ['offene große misère', 'offene grosse misere', 'große misère offen', 'grosse misere offen'],
    }),
    classes: {
      simple: ['einfach', 'schlicht'],
      colour: ['in farbe', 'farbe', 'zweite farbe', 'in der farbe', 'couleur'],
      superior: ['oberfarbe', 'in der oberfarbe', 'erste farbe', 'beste farbe', 'supérieure', 'superieure'],
    },
    fillers: ['in', 'der', 'die', 'den', 'mit'],
    me: ['ich', 'mich', 'du'],
  },
  en: {
    queries: {
      readHand: ['hand', 'cards'],
      readTrick: ['trick'],
      readLastTrick: ['last trick'],
      readTable: ['table', 'pot', 'bete', 'betes', 'marks', 'money'],
      readGame: ['game', 'contract', 'trump', 'suits'],
      readBid: ['bid', 'bidding', 'what is the bid', 'who bids'],
      mayBid: ['what may i bid', 'what can i bid', 'bids'],
      readOpen: ['open hand', 'open', 'face up'],
      whoseTurn: ['whose turn'],
      declare: ['choices', 'list'],
      help: ['help'],
      rules: ['rules'],
      hint: ['hint'],
      nextDeal: ['next', 'next deal'],
    },
    verbs: {
      pass: ['i pass', 'pass', 'no bid'],
      whist: ['whist'],
      alone: ['i play alone', 'play alone', 'alone'],
      seek: ['ask for a partner', 'seek a partner', 'partner', 'seek'],
      accept: ['accept'],
      reject: ['reject', 'decline'],
      trump: ['trumps', 'trump'],
      discard: ['lay aside', 'put aside', 'discard'],
      leader: ['to lead', 'leader', 'leads'],
      play: ['play'],
    },
    bid: ['i bid', 'bid', 'i play'],
    contracts: ladder({
      'petite-misere': ['little misere', 'small misere'],
      'grande-misere': ['grand misere', 'great misere'],
      'petite-misere-ouverte': ['open petite misere', 'little misere open', 'open little misere'],
      'grande-misere-ouverte': ['open grande misere', 'grand misere open', 'open grand misere'],
      'grande-misere-forcee': ['grand misere forced'],
      'petite-misere-ouverte-forcee': ['little misere open forced'],
      'grande-misere-ouverte-forcee': ['grand misere open forced'],
    }),
    classes: {
      simple: ['simple', 'plain'],
      colour: ['in colour', 'colour', 'color', 'in color', 'second', 'second suit'],
      superior: ['superior', 'first', 'best', 'first suit', 'in the superior suit'],
    },
    fillers: ['in', 'the', 'of', 'a', 'with'],
    me: ['me', 'i', 'myself'],
  },
  pl: bostonCommandWordsPl,
};
