/** Registers every catalogue at once (Node code, tests); the app loads one locale at a time instead. */
import { de } from '../../locales/de.js';
import { en } from '../../locales/en.js';
import { rulesDe } from '../../locales/papillon/rules-de.js';
import { rulesEn } from '../../locales/papillon/rules-en.js';
import { registerMessages, registerRulesTexts } from './index.js';

registerMessages(de);
registerMessages(en);
registerRulesTexts('de', rulesDe);
registerRulesTexts('en', rulesEn);
