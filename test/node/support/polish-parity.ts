import assert from 'node:assert/strict';
import type { RulesSection } from '../../../src/i18n/messages.js';
/**
 * The Polish catalogues' parity with English (issue 26), shared by the polish-*.test.ts files: the same
 * keys, kinds and function arities, no empty text, a capital where English has one. Lists: the same
 * length ('sameLength', the default), or only not empty where English has items ('nonEmpty': lists of
 * words whose count is the language's own).
 */
export function compare(a: unknown, b: unknown, path: string, problems: string[], lists: 'sameLength' | 'nonEmpty' = 'sameLength'): void {
  if (typeof a !== typeof b) return void problems.push(`${path}: ${typeof a} in en, ${typeof b} in pl`);
  if (typeof a === 'string') {
    const s = b as string;
    if (s.trim() === '') problems.push(`${path}: empty in pl`);
    else if (/^\p{Lu}/u.test(a) && !/^[\p{Lu}\d„]/u.test(s)) problems.push(`${path}: no capital in pl: ${s}`);
  } else if (typeof a === 'function') {
    if (a.length !== (b as () => void).length) problems.push(`${path}: arity ${a.length} in en, ${(b as () => void).length} in pl`);
  } else if (typeof a === 'object' && a !== null) {
    if (Array.isArray(a)) {
      if (lists === 'sameLength' && (!Array.isArray(b) || b.length !== a.length)) problems.push(`${path}: list length differs`);
      if (lists === 'nonEmpty' && (!Array.isArray(b) || (a.length > 0 && b.length === 0))) problems.push(`${path}: no list in pl`);
      return;
    }
    const [ka, kb] = [Object.keys(a).sort(), Object.keys(b as object).sort()];
    for (const k of new Set([...ka, ...kb])) {
      if (!kb.includes(k)) problems.push(`${path}.${k}: missing in pl`);
      else if (!ka.includes(k)) problems.push(`${path}.${k}: only in pl`);
      else compare((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, problems, lists);
    }
  }
}

/**
 * A Polish rules text has the sections of the English one, each with a capitalised heading and as many
 * paragraphs; every paragraph starts with a capital (or a number, or „), holds no unfilled value, no
 * stray punctuation or double space, and a capital after each full stop. `forbidden`: what else a
 * game's text must not hold (Tarok: its card tokens, its bids' ids).
 */
export function sameRules(en: readonly RulesSection[], pl: readonly RulesSection[], where: string, forbidden: readonly RegExp[] = []): void {
  assert.equal(pl.length, en.length, `${where}: sections`);
  en.forEach((s, i) => {
    assert.equal(pl[i]!.paragraphs.length, s.paragraphs.length, `${where}: paragraphs of ${s.heading}`);
    assert.match(pl[i]!.heading, /^\p{Lu}/u, `${where}: heading ${i}`);
    for (const p of pl[i]!.paragraphs) {
      assert.match(p, /^[\p{Lu}\d„]/u, `${where}: ${p}`);
      assert.doesNotMatch(p, /undefined|NaN|\[object|\bnull\b|\$\{/, `${where}: ${p}`);
      assert.doesNotMatch(p, /\s[.,;:]|\.\.|,,|\s{2,}/, `${where}: stray punctuation or space in ${p}`);
      // A sentence's end after a word: not an ordinal's full stop ("1. miejsce") nor a key named "?".
      assert.doesNotMatch(p, /(?<=\p{L}|[”)\]])[.!?]\s+\p{Ll}/u, `${where}: no capital after a full stop: ${p}`);
      for (const re of forbidden) assert.doesNotMatch(p, re, `${where}: ${p}`);
    }
  });
}
