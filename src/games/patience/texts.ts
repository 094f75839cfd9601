/**
 * The patiences' texts: its catalogue (locales/patience/{de,en}.ts) merged over the shell's, so the
 * describer and the table read one object. Loaded with the game (GameModule.loadTexts).
 * TRANSITION STUB: the split of the catalogue is in progress; today the shell catalogue still holds everything.
 */
import { getMessages, loadMessages, type Locale, type Messages } from '../../i18n/index.js';

export type PatienceMessages = Messages;

export async function loadPatienceTexts(locale: Locale): Promise<void> {
  await loadMessages(locale);
}

export function patienceMessages(locale: Locale): PatienceMessages {
  return getMessages(locale);
}
