/**
 * Every catalogue at once, for Node code, tests and test harnesses (through src/i18n/all.ts): the
 * shell's in both languages, and each game's catalogue and rules texts under its text id. The app
 * loads one language at a time, and a game's texts only with the game, instead. A new game adds its
 * lines here.
 */
import { registerGameCatalogue, registerGameRules } from '../src/i18n/game-texts.js';
import { registerMessages } from '../src/i18n/index.js';
import { PAPILLON_TEXTS } from '../src/games/papillon/texts.js';
import { PATIENCE_TEXTS } from '../src/games/patience/texts.js';
import { HUNDERTSPIEL_TEXTS } from '../src/games/hundertspiel/texts.js';
import { hundertspielDe } from './hundertspiel/de.js';
import { hundertspielEn } from './hundertspiel/en.js';
import { hundertspielRulesDe } from './hundertspiel/rules-de.js';
import { hundertspielRulesEn } from './hundertspiel/rules-en.js';
import { CASINO_TEXTS } from '../src/games/casino/texts.js';
import { casinoDe } from './casino/de.js';
import { casinoEn } from './casino/en.js';
import { casinoRulesDe } from './casino/rules-de.js';
import { casinoRulesEn } from './casino/rules-en.js';
import { WHIST_TEXTS } from '../src/games/whist/texts.js';
import { whistDe } from './whist/de.js';
import { whistEn } from './whist/en.js';
import { whistRulesDe } from './whist/rules-de.js';
import { whistRulesEn } from './whist/rules-en.js';
import { PIQUET_TEXTS } from '../src/games/piquet/texts.js';
import { piquetDe } from './piquet/de.js';
import { piquetEn } from './piquet/en.js';
import { piquetRulesDe } from './piquet/rules-de.js';
import { piquetRulesEn } from './piquet/rules-en.js';
import { OMBRE_TEXTS } from '../src/games/ombre/texts.js';
import { ombreDe } from './ombre/de.js';
import { ombreEn } from './ombre/en.js';
import { ombreRulesDe } from './ombre/rules-de.js';
import { ombreRulesEn } from './ombre/rules-en.js';
import { de } from './de.js';
import { en } from './en.js';
import { papillonDe } from './papillon/de.js';
import { papillonEn } from './papillon/en.js';
import { papillonRulesDe } from './papillon/rules-de.js';
import { papillonRulesEn } from './papillon/rules-en.js';
import { patienceDe } from './patience/de.js';
import { patienceEn } from './patience/en.js';
import { patienceRulesDe } from './patience/rules-de.js';
import { patienceRulesEn } from './patience/rules-en.js';

registerMessages(de);
registerMessages(en);
registerGameCatalogue(PAPILLON_TEXTS, 'de', papillonDe);
registerGameCatalogue(PAPILLON_TEXTS, 'en', papillonEn);
registerGameRules(PAPILLON_TEXTS, 'de', papillonRulesDe);
registerGameRules(PAPILLON_TEXTS, 'en', papillonRulesEn);
registerGameCatalogue(PATIENCE_TEXTS, 'de', patienceDe);
registerGameCatalogue(PATIENCE_TEXTS, 'en', patienceEn);
registerGameRules(PATIENCE_TEXTS, 'de', patienceRulesDe);
registerGameRules(PATIENCE_TEXTS, 'en', patienceRulesEn);
registerGameCatalogue(HUNDERTSPIEL_TEXTS, 'de', hundertspielDe);
registerGameCatalogue(HUNDERTSPIEL_TEXTS, 'en', hundertspielEn);
registerGameRules(HUNDERTSPIEL_TEXTS, 'de', hundertspielRulesDe);
registerGameRules(HUNDERTSPIEL_TEXTS, 'en', hundertspielRulesEn);
registerGameCatalogue(CASINO_TEXTS, 'de', casinoDe);
registerGameCatalogue(CASINO_TEXTS, 'en', casinoEn);
registerGameRules(CASINO_TEXTS, 'de', casinoRulesDe);
registerGameRules(CASINO_TEXTS, 'en', casinoRulesEn);
registerGameCatalogue(WHIST_TEXTS, 'de', whistDe);
registerGameCatalogue(WHIST_TEXTS, 'en', whistEn);
registerGameRules(WHIST_TEXTS, 'de', whistRulesDe);
registerGameRules(WHIST_TEXTS, 'en', whistRulesEn);
registerGameCatalogue(PIQUET_TEXTS, 'de', piquetDe);
registerGameCatalogue(PIQUET_TEXTS, 'en', piquetEn);
registerGameRules(PIQUET_TEXTS, 'de', piquetRulesDe);
registerGameRules(PIQUET_TEXTS, 'en', piquetRulesEn);
registerGameCatalogue(OMBRE_TEXTS, 'de', ombreDe);
registerGameCatalogue(OMBRE_TEXTS, 'en', ombreEn);
registerGameRules(OMBRE_TEXTS, 'de', ombreRulesDe);
registerGameRules(OMBRE_TEXTS, 'en', ombreRulesEn);
