/**
 * The keys' names in every language, one table (issue 27): the F1 help, the shell's key words and every
 * sentence of a catalogue that names a key take them from here, so a German player reads "Umschalt+H",
 * "Bild auf" and "Strg+Pos1", never "Shift+H", "Page Up" and "Ctrl+Home". A key is written as the
 * keymap writes it (src/play/keymap.ts: KeyboardEvent names joined by "+", "Shift+H", "Ctrl+Home",
 * "PageUp"); letters, digits, F-keys and signs are the same in every language.
 */
import type { Locale } from '../src/i18n/locale.js';

/** The names printed on the keys, which English and Polish speak as printed; German has its own (Eingabe, Pos1, Strg). */
const KEY_CAPS: Readonly<Record<string, string>> = {
  Enter: 'Enter',
  Escape: 'Escape',
  PageUp: 'Page Up',
  PageDown: 'Page Down',
  Home: 'Home',
  End: 'End',
  Ctrl: 'Ctrl',
  Control: 'Ctrl',
  Shift: 'Shift',
  Alt: 'Alt',
  Tab: 'Tab',
  Delete: 'Delete',
  Backspace: 'Backspace',
};

export const KEY_NAMES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  de: {
    ' ': 'Leertaste',
    Space: 'Leertaste',
    Enter: 'Eingabe',
    Escape: 'Escape',
    PageUp: 'Bild auf',
    PageDown: 'Bild ab',
    Home: 'Pos1',
    End: 'Ende',
    Ctrl: 'Strg',
    Control: 'Strg',
    Shift: 'Umschalt',
    Alt: 'Alt',
    Tab: 'Tab',
    Delete: 'Entf',
    Backspace: 'Rücktaste',
    ArrowLeft: 'Pfeil links',
    ArrowRight: 'Pfeil rechts',
    ArrowUp: 'Pfeil hoch',
    ArrowDown: 'Pfeil runter',
  },
  en: {
    ...KEY_CAPS,
    ' ': 'Space',
    Space: 'Space',
    ArrowLeft: 'Left arrow',
    ArrowRight: 'Right arrow',
    ArrowUp: 'Up arrow',
    ArrowDown: 'Down arrow',
  },
  pl: {
    ...KEY_CAPS,
    ' ': 'Spacja',
    Space: 'Spacja',
    ArrowLeft: 'Strzałka w lewo',
    ArrowRight: 'Strzałka w prawo',
    ArrowUp: 'Strzałka w górę',
    ArrowDown: 'Strzałka w dół',
  },
};

/** A key or a combination as the keymap writes it ("Shift+H", "Ctrl+Home", "PageUp", "+"), in the words of `locale`. */
export function keyLabel(locale: Locale, key: string): string {
  const names = KEY_NAMES[locale];
  if (key.length <= 1) return names[key] ?? key;
  return key
    .split('+')
    .map((part) => names[part] ?? part)
    .join('+');
}
