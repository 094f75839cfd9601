/**
 * No word of any language in code (issue 22): every sentence or word a player can hear, read or type
 * lives in locales/. Checked on the sources of src/ (comments aside):
 * - no choice of words by language (`locale === 'de' ? 'Stiche' : 'tricks'`, `if (locale === 'de')
 *   return '…'`); choosing a language's code or tag ('en', 'de-DE') is no word;
 * - no command-line word table: none of the command lines' words (locales/<id>/command-words.ts) that
 *   cannot be a name in the code — a phrase, a word with a letter beyond ASCII, a word no English table
 *   has — as a string or an object key. (The English single words are the code's names too: 'play',
 *   'hand', 'trump'; a bilingual table brought back is caught by its other words.)
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { casinoCommandWords } from '../../locales/casino/command-words.js';
import { fishingCommandWords } from '../../locales/fishing/command-words.js';
import { hundertspielCommandWords } from '../../locales/hundertspiel/command-words.js';
import { ombreCommandWords } from '../../locales/ombre/command-words.js';
import { bostonCommandWords } from '../../locales/boston/command-words.js';
import { papillonCommandWords } from '../../locales/papillon/command-words.js';
import { patienceCommandWords } from '../../locales/patience/command-words.js';
import { piquetCommandWords } from '../../locales/piquet/command-words.js';
import { whistCommandWords } from '../../locales/whist/command-words.js';
import { tarokCommandWords } from '../../locales/tarok/command-words.js';
import { chessCommandWords } from '../../locales/chess/command-words.js';
import { LOCALES, type Locale } from '../../src/i18n/messages.js';

const root = process.cwd();
const src = join(root, 'src');

/** Every command-words file, by its folder under locales/ (the test below holds this list equal to the files). */
const COMMAND_WORDS: Readonly<Record<string, Readonly<Record<Locale, unknown>>>> = {
  boston: bostonCommandWords,
  casino: casinoCommandWords,
  chess: chessCommandWords,
  fishing: fishingCommandWords,
  hundertspiel: hundertspielCommandWords,
  ombre: ombreCommandWords,
  papillon: papillonCommandWords,
  patience: patienceCommandWords,
  piquet: piquetCommandWords,
  tarok: tarokCommandWords,
  whist: whistCommandWords,
};

/** Words of the command lines that are also names in the code (a settlement's reason, a field, Ombre's bid 'mediateur' typed without its accent). */
const ALSO_NAMES = new Set(['bete', 'rest', 'mediateur']);

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Comments removed (a file may explain itself with a word as an example). */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function strings(x: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof x === 'string') out.add(x.normalize('NFC').toLowerCase());
  else if (Array.isArray(x)) for (const y of x) strings(y, out);
  else if (typeof x === 'object' && x !== null) for (const y of Object.values(x)) strings(y, out);
  return out;
}

const words: Record<Locale, Set<string>> = Object.fromEntries(LOCALES.map((l) => [l, new Set<string>()])) as Record<Locale, Set<string>>;
for (const table of Object.values(COMMAND_WORDS)) for (const l of LOCALES) strings(table[l], words[l]);
const every = new Set(LOCALES.flatMap((l) => [...words[l]]));
/** Words that cannot be a name of the code: phrases, letters beyond ASCII, words no English table has. */
const telling = new Set([...every].filter((w) => !ALSO_NAMES.has(w) && (w.includes(' ') || /[^\x00-\x7f]/.test(w) || (w.length > 2 && !words.en.has(w)))));

const files = walk(src).map((f) => ({ path: relative(root, f), text: code(f) }));
const LANGUAGE_TAG = /^[a-z]{2}(-[A-Z]{2})?$/;

describe('no words of a language in code (issue 22)', () => {
  it('the command-words files are every locales/*/command-words.ts, each with every language', () => {
    const onDisk = readdirSync(join(root, 'locales')).filter((d) => existsSync(join(root, 'locales', d, 'command-words.ts')));
    assert.deepEqual(onDisk.sort(), Object.keys(COMMAND_WORDS).sort());
    for (const [id, table] of Object.entries(COMMAND_WORDS)) assert.deepEqual(Object.keys(table).sort(), [...LOCALES].sort(), id);
    assert.ok(telling.has('spiele') && telling.has('letzter stich') && telling.has('whose turn') && telling.has('züge'), 'the check knows the words');
  });

  it('no choice of words by language: `=== "de" ? "…"` or `if (… === "de") return "…"`', () => {
    const choice = /(?:[=!]==\s*(['"`])[a-z]{2}\1|(['"`])[a-z]{2}\2\s*[=!]==\s*[\w.]+)\s*\)?\s*(?:\?|\{?\s*return)\s*\(?\s*(['"`])((?:(?!\3)[^\\]|\\.)*)\3/g;
    const bad: string[] = [];
    for (const f of files) {
      for (const m of f.text.matchAll(choice)) {
        const chosen = m[4]!;
        if (!LANGUAGE_TAG.test(chosen)) bad.push(`${f.path}: ${m[0]}`);
      }
    }
    assert.deepEqual(bad, []);
  });

  it('no command-line words as strings or object keys', () => {
    const literal = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`/g;
    const key = /(?:^|[{,])\s*([\p{L}_$][\p{L}\p{N}_$]*)\s*:(?!:)/gmu;
    const bad: string[] = [];
    for (const f of files) {
      for (const m of f.text.matchAll(literal)) if (telling.has((m[1] ?? m[2] ?? m[3]!).normalize('NFC').toLowerCase())) bad.push(`${f.path}: ${m[0]}`);
      for (const m of f.text.matchAll(key)) if (telling.has(m[1]!.normalize('NFC').toLowerCase())) bad.push(`${f.path}: ${m[0].trim()}`);
    }
    assert.deepEqual(bad, []);
  });
});
