/** Registers every catalogue at once (Node code, tests); the app loads one locale at a time instead. */
import { de } from '../../locales/de.js';
import { en } from '../../locales/en.js';
import { rulesDe } from '../../locales/rules-de.js';
import { rulesEn } from '../../locales/rules-en.js';
import { registerMessages, registerRulesTexts } from './index.js';

registerMessages(de);
registerMessages(en);
registerRulesTexts('de', rulesDe);
registerRulesTexts('en', rulesEn);
