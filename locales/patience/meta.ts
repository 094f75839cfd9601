/**
 * The chooser's words for the seven patiences in every language (Node code and tests): name, one-line
 * description, how the player takes part (`mode`), and the variants the chooser offers. The app loads one
 * language's with the shell's catalogue (locales/chooser/<locale>.ts), everything else with a deal.
 */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';
import { patienceMetaDe } from './meta-de.js';
import { patienceMetaEn } from './meta-en.js';
import { patienceMetaPl } from './meta-pl.js';

export type PatienceId = 'doppelhausen' | 'elf' | 'halber-mond' | 'napoleon' | 'reihe' | 'stern' | 'unterstecken';

export const patienceMeta: Readonly<Record<Locale, Readonly<Record<PatienceId, GameTexts>>>> = { de: patienceMetaDe, en: patienceMetaEn, pl: patienceMetaPl };
