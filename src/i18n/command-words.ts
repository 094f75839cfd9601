/**
 * The command lines' words in every language at once. Each game's words are data in its catalogue
 * folder (locales/<id>/command-words.ts, one entry per language, typed in the game's messages.ts); a
 * player may type the words of any language the app has, whatever the app's language, so a command
 * line reads the union of them all. Knows no game and no word.
 *
 * API
 * - `everyLanguage(byLocale)`: the tables of every language of the app (LOCALES order).
 * - `wordMap(tables, norm?)`: word → id from each language's `{ id: words }`; a word listed under two
 *   ids keeps the first (the first language's, then the table's order).
 * - `wordSet(lists, norm?)`: every word of the lists.
 * - `phraseList(tables, order, norm?)`: `[phrase, id]` pairs for matching phrases in turn: the ids in
 *   `order`, and within one id the phrases of more words first.
 * - `normalWord(word)`: lower case, NFC, as every command line compares typed words (the default `norm`).
 */
import { LOCALES, type Locale } from './messages.js';

export type Words = readonly string[];

export const normalWord = (w: string): string => w.normalize('NFC').toLowerCase();

export function everyLanguage<T>(byLocale: Readonly<Record<Locale, T>>): readonly T[] {
  return LOCALES.map((l) => byLocale[l]);
}

export function wordMap<K extends string>(tables: readonly Readonly<Record<K, Words>>[], norm: (w: string) => string = normalWord): ReadonlyMap<string, K> {
  const out = new Map<string, K>();
  for (const table of tables) {
    for (const id of Object.keys(table) as K[]) {
      for (const w of table[id]) {
        const n = norm(w);
        if (!out.has(n)) out.set(n, id);
      }
    }
  }
  return out;
}

export function wordSet(lists: readonly Words[], norm: (w: string) => string = normalWord): ReadonlySet<string> {
  return new Set(lists.flatMap((l) => l.map(norm)));
}

export function phraseList<K extends string>(
  tables: readonly Readonly<Record<K, Words>>[],
  order: readonly K[],
  norm: (w: string) => string = normalWord,
): readonly (readonly [string, K])[] {
  const length = (p: string) => p.split(' ').length;
  return order.flatMap((id) => [...wordSet(tables.map((t) => t[id]), norm)].sort((a, b) => length(b) - length(a)).map((p) => [p, id] as const));
}
