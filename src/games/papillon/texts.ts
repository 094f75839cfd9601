/**
 * Papillon's texts: its catalogue (locales/papillon/{de,en}.ts) merged over the shell's, so the
 * describer and the table read one object. Loaded with the game (GameModule.loadTexts).
 * TRANSITION STUB: the split of the catalogue is in progress; today the shell catalogue still holds everything.
 */
import { getMessages, loadMessages, type Locale, type Messages } from '../../i18n/index.js';

export type PapillonMessages = Messages;

export async function loadPapillonTexts(locale: Locale): Promise<void> {
  await loadMessages(locale);
}

export function papillonMessages(locale: Locale): PapillonMessages {
  return getMessages(locale);
}
