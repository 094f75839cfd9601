/**
 * The tables' words in every language (src/tables/messages.ts): the client says them in its player's
 * language (src/tables/tables.ts), the table server reads the seat words of them all (server/table.ts).
 */
import type { Locale } from '../../src/i18n/locale.js';
import type { TablesMessages } from '../../src/tables/messages.js';
import { tablesDe } from './de.js';
import { tablesEn } from './en.js';
import { tablesPl } from './pl.js';

export const TABLES_TEXTS: Readonly<Record<Locale, TablesMessages>> = { de: tablesDe, en: tablesEn, pl: tablesPl };
