/**
 * Every catalogue at once, for Node code, tests and test harnesses (through src/i18n/all.ts): the
 * shell's, the card words and the chooser's words in every language, and each game's catalogue and rules texts under its text id, one row a
 * game (`GAME_TEXTS`; test/node/seat-catalogue.test.ts holds its ids equal to the registry's). The app
 * loads one language at a time, and a game's texts only with the game, instead.
 */
import { registerGameCatalogue, registerGameRules } from '../src/i18n/game-texts.js';
import { registerDeckCatalogue } from '../src/i18n/deck-names.js';
import type { DeckCatalogue } from '../src/i18n/deck-words.js';
import { LOCALES, registerMessages } from '../src/i18n/index.js';
import type { Locale, Messages } from '../src/i18n/messages.js';
import { registerChooserWords } from '../src/games/registry.js';
import type { ChooserWords } from '../src/play/module.js';
import { chooserDe } from './chooser/de.js';
import { chooserEn } from './chooser/en.js';
import { chooserPl } from './chooser/pl.js';
import { PAPILLON_TEXTS } from '../src/games/papillon/texts.js';
import { PATIENCE_TEXTS } from '../src/games/patience/texts.js';
import { HUNDERTSPIEL_TEXTS } from '../src/games/hundertspiel/texts.js';
import { hundertspielDe } from './hundertspiel/de.js';
import { hundertspielEn } from './hundertspiel/en.js';
import { hundertspielRulesDe } from './hundertspiel/rules-de.js';
import { hundertspielRulesEn } from './hundertspiel/rules-en.js';
import { hundertspielPl } from './hundertspiel/pl.js';
import { hundertspielRulesPl } from './hundertspiel/rules-pl.js';
import { CASINO_TEXTS } from '../src/games/casino/texts.js';
import { casinoDe } from './casino/de.js';
import { casinoEn } from './casino/en.js';
import { casinoRulesDe } from './casino/rules-de.js';
import { casinoRulesEn } from './casino/rules-en.js';
import { casinoPl } from './casino/pl.js';
import { casinoRulesPl } from './casino/rules-pl.js';
import { WHIST_TEXTS } from '../src/games/whist/texts.js';
import { whistDe } from './whist/de.js';
import { whistEn } from './whist/en.js';
import { whistRulesDe } from './whist/rules-de.js';
import { whistRulesEn } from './whist/rules-en.js';
import { whistPl } from './whist/pl.js';
import { whistRulesPl } from './whist/rules-pl.js';
import { PIQUET_TEXTS } from '../src/games/piquet/texts.js';
import { piquetDe } from './piquet/de.js';
import { piquetEn } from './piquet/en.js';
import { piquetRulesDe } from './piquet/rules-de.js';
import { piquetRulesEn } from './piquet/rules-en.js';
import { piquetPl } from './piquet/pl.js';
import { piquetRulesPl } from './piquet/rules-pl.js';
import { OMBRE_TEXTS } from '../src/games/ombre/texts.js';
import { ombreDe } from './ombre/de.js';
import { ombreEn } from './ombre/en.js';
import { ombreRulesDe } from './ombre/rules-de.js';
import { ombreRulesEn } from './ombre/rules-en.js';
import { ombrePl } from './ombre/pl.js';
import { ombreRulesPl } from './ombre/rules-pl.js';
import { CHESS_TEXTS } from '../src/games/chess/texts.js';
import { chessDe } from './chess/de.js';
import { chessEn } from './chess/en.js';
import { chessRulesDe } from './chess/rules-de.js';
import { chessRulesEn } from './chess/rules-en.js';
import { chessPl } from './chess/pl.js';
import { chessRulesPl } from './chess/rules-pl.js';
import { BOSTON_TEXTS } from '../src/games/boston/texts.js';
import { bostonDe } from './boston/de.js';
import { bostonEn } from './boston/en.js';
import { bostonRulesDe } from './boston/rules-de.js';
import { bostonRulesEn } from './boston/rules-en.js';
import { bostonPl } from './boston/pl.js';
import { bostonRulesPl } from './boston/rules-pl.js';
import { TAROK_TEXTS } from '../src/games/tarok/texts.js';
import { tarokDe } from './tarok/de.js';
import { tarokEn } from './tarok/en.js';
import { tarokRulesDe } from './tarok/rules-de.js';
import { tarokRulesEn } from './tarok/rules-en.js';
import { tarokPl } from './tarok/pl.js';
import { tarokRulesPl } from './tarok/rules-pl.js';
import { de } from './de.js';
import { en } from './en.js';
import { pl } from './pl.js';
import { decksDe } from './decks/de.js';
import { decksEn } from './decks/en.js';
import { decksPl } from './decks/pl.js';
import { papillonDe } from './papillon/de.js';
import { papillonEn } from './papillon/en.js';
import { papillonRulesDe } from './papillon/rules-de.js';
import { papillonRulesEn } from './papillon/rules-en.js';
import { papillonPl } from './papillon/pl.js';
import { papillonRulesPl } from './papillon/rules-pl.js';
import { patienceDe } from './patience/de.js';
import { patienceEn } from './patience/en.js';
import { patienceRulesDe } from './patience/rules-de.js';
import { patienceRulesEn } from './patience/rules-en.js';
import { patiencePl } from './patience/pl.js';
import { patienceRulesPl } from './patience/rules-pl.js';

/** The shell's catalogue, the card words and the chooser's words of every language. */
const SHELL: Readonly<Record<Locale, { readonly messages: Messages; readonly decks: DeckCatalogue; readonly chooser: ChooserWords }>> = {
  de: { messages: de, decks: decksDe, chooser: chooserDe },
  en: { messages: en, decks: decksEn, chooser: chooserEn },
  pl: { messages: pl, decks: decksPl, chooser: chooserPl },
};
for (const locale of LOCALES) {
  registerMessages(SHELL[locale].messages);
  registerDeckCatalogue(SHELL[locale].decks);
  registerChooserWords(locale, SHELL[locale].chooser);
}

/** Each game's catalogue and rules texts by language, under its text id (the seven patiences share one). */
export const GAME_TEXTS: Readonly<Record<string, { readonly catalogue: Readonly<Record<Locale, unknown>>; readonly rules: Readonly<Record<Locale, unknown>> }>> = {
  [PAPILLON_TEXTS]: { catalogue: { de: papillonDe, en: papillonEn, pl: papillonPl }, rules: { de: papillonRulesDe, en: papillonRulesEn, pl: papillonRulesPl } },
  [PATIENCE_TEXTS]: { catalogue: { de: patienceDe, en: patienceEn, pl: patiencePl }, rules: { de: patienceRulesDe, en: patienceRulesEn, pl: patienceRulesPl } },
  [HUNDERTSPIEL_TEXTS]: { catalogue: { de: hundertspielDe, en: hundertspielEn, pl: hundertspielPl }, rules: { de: hundertspielRulesDe, en: hundertspielRulesEn, pl: hundertspielRulesPl } },
  [CASINO_TEXTS]: { catalogue: { de: casinoDe, en: casinoEn, pl: casinoPl }, rules: { de: casinoRulesDe, en: casinoRulesEn, pl: casinoRulesPl } },
  [WHIST_TEXTS]: { catalogue: { de: whistDe, en: whistEn, pl: whistPl }, rules: { de: whistRulesDe, en: whistRulesEn, pl: whistRulesPl } },
  [PIQUET_TEXTS]: { catalogue: { de: piquetDe, en: piquetEn, pl: piquetPl }, rules: { de: piquetRulesDe, en: piquetRulesEn, pl: piquetRulesPl } },
  [OMBRE_TEXTS]: { catalogue: { de: ombreDe, en: ombreEn, pl: ombrePl }, rules: { de: ombreRulesDe, en: ombreRulesEn, pl: ombreRulesPl } },
  [BOSTON_TEXTS]: { catalogue: { de: bostonDe, en: bostonEn, pl: bostonPl }, rules: { de: bostonRulesDe, en: bostonRulesEn, pl: bostonRulesPl } },
  [CHESS_TEXTS]: { catalogue: { de: chessDe, en: chessEn, pl: chessPl }, rules: { de: chessRulesDe, en: chessRulesEn, pl: chessRulesPl } },
  [TAROK_TEXTS]: { catalogue: { de: tarokDe, en: tarokEn, pl: tarokPl }, rules: { de: tarokRulesDe, en: tarokRulesEn, pl: tarokRulesPl } },
};

for (const [id, texts] of Object.entries(GAME_TEXTS)) {
  for (const locale of LOCALES) {
    registerGameCatalogue(id, locale, texts.catalogue[locale] as Parameters<typeof registerGameCatalogue>[2]);
    registerGameRules(id, locale, texts.rules[locale]);
  }
}
