/**
 * Each language's name in itself, as every language choice shows it whatever the app's language
 * ("Deutsch", "English"): one small record of the first download (the menu's language choice and the
 * settings read it), not in the language chunks, which hold one language each.
 */
import type { Locale } from '../src/i18n/locale.js';

export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  de: 'Deutsch',
  en: 'English',
  pl: 'Polski',
};
