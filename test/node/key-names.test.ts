/**
 * Keys named in the player's language, from one table (issue 27: German F1 said "Enter", "Shift+H",
 * "Page Up", "Ctrl+Home"): locales/keys.ts names every key of every keymap in every language, the shell's
 * keyName is that table, and no catalogue or rules text names a key in another language's words.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { KEY_NAMES, keyLabel } from '../../locales/keys.js';
import { GAME_TEXTS } from '../../locales/all.js';
import { LOCALES, getMessages, type Locale } from '../../src/i18n/index.js';
import { SHELL_COMMANDS, type CommandDef } from '../../src/play/keymap.js';
import { PAPILLON_COMMANDS } from '../../src/games/papillon/commands.js';
import { CASINO_COMMANDS } from '../../src/games/casino/commands.js';
import { HUNDERTSPIEL_COMMANDS } from '../../src/games/hundertspiel/commands.js';
import { WHIST_COMMANDS } from '../../src/games/whist/commands.js';
import { PIQUET_COMMANDS } from '../../src/games/piquet/commands.js';
import { OMBRE_COMMANDS } from '../../src/games/ombre/commands.js';
import { BOSTON_COMMANDS } from '../../src/games/boston/commands.js';
import { TAROK_COMMANDS } from '../../src/games/tarok/commands.js';
import { patienceCommands } from '../../src/games/patience/commands.js';
import { PATIENCE_IDS } from '../../src/games/patience/modes.js';

/** Each language's own words for keys that another language names otherwise (letters, F-keys and signs are alike). */
const OWN = (l: Locale) => new Set(Object.values(KEY_NAMES[l]));
const FOREIGN = (l: Locale) => [...new Set(LOCALES.filter((o) => o !== l).flatMap((o) => [...OWN(o)]))].filter((w) => !OWN(l).has(w));
const asWord = (w: string) => new RegExp(`(?<!\\p{L})${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');

function strings(x: unknown, out: string[] = [], seen = new Set<unknown>()): string[] {
  if (typeof x === 'string') out.push(x);
  else if (typeof x === 'object' && x !== null && !seen.has(x)) {
    seen.add(x);
    for (const v of Object.values(x)) strings(v, out, seen);
  }
  return out;
}

describe('Key names in the player\'s language, from one table (issue 27)', () => {
  const keymaps: readonly CommandDef[] = [...SHELL_COMMANDS, ...PAPILLON_COMMANDS, ...CASINO_COMMANDS, ...HUNDERTSPIEL_COMMANDS, ...WHIST_COMMANDS, ...PIQUET_COMMANDS, ...OMBRE_COMMANDS, ...BOSTON_COMMANDS, ...TAROK_COMMANDS, ...PATIENCE_IDS.flatMap((id) => patienceCommands(id))];
  const labels = [...new Set(keymaps.flatMap((c) => c.keys.map((k) => k.label)))];

  it('the table has every language, and the same keys in each', () => {
    assert.deepEqual(Object.keys(KEY_NAMES).sort(), [...LOCALES].sort());
    for (const l of LOCALES) assert.deepEqual(Object.keys(KEY_NAMES[l]).sort(), Object.keys(KEY_NAMES['en']).sort(), l);
  });

  it('every key of every keymap is written as the keymap writes keys (KeyboardEvent names joined by "+"), and named in each language', () => {
    for (const label of labels) {
      for (const part of label === '+' ? [label] : label.split('+')) {
        assert.ok(part.length === 1 || /^F\d+$/.test(part) || part === '1–9' || Object.hasOwn(KEY_NAMES['en'], part), `"${label}": "${part}" is no key of the table`);
      }
    }
    assert.equal(keyLabel('de', 'Shift+H'), 'Umschalt+H');
    assert.equal(keyLabel('de', 'Ctrl+Home'), 'Strg+Pos1');
    assert.equal(keyLabel('de', 'PageUp'), 'Bild auf');
    assert.equal(keyLabel('de', ' '), 'Leertaste');
    assert.equal(keyLabel('en', 'PageDown'), 'Page Down');
    assert.equal(keyLabel('de', '+'), '+');
    for (const l of LOCALES) {
      const foreign = FOREIGN(l);
      for (const label of labels) {
        const named = keyLabel(l, label);
        for (const w of foreign) assert.doesNotMatch(named, asWord(w), `${l}: "${label}" named "${named}"`);
      }
    }
  });

  it('the shell\'s key words are the table\'s', () => {
    for (const l of LOCALES) for (const label of labels) assert.equal(getMessages(l).ui.keyName(label), keyLabel(l, label));
  });

  it('no catalogue or rules text names a key in another language\'s words', () => {
    for (const l of LOCALES) {
      const texts = [...strings(getMessages(l)), ...Object.values(GAME_TEXTS).flatMap((t) => [...strings(t.catalogue[l]), ...strings(t.rules[l])])];
      // Multi-word key names and modifiers: "Page Up", "Bild auf", "Shift+", "Umschalt+" … (single words like "Ende" or "Home" are words too).
      const foreign = FOREIGN(l).filter((w) => w.includes(' ') || ['Shift', 'Umschalt', 'Ctrl', 'Strg', 'Leertaste', 'Eingabe', 'Rücktaste', 'Entf', 'Backspace'].includes(w));
      for (const t of texts) for (const w of foreign) assert.doesNotMatch(t, asWord(w), `${l}: "${w}" in "${t.slice(0, 120)}"`);
    }
  });
});
