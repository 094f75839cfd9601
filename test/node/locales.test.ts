/**
 * The app's languages (issue 26): one list, src/i18n/locale.ts (LANGUAGES, LOCALES), that everything
 * iterates, so that a third language is its entry there and its catalogues.
 * - No code assumes two languages: checked on the sources of src/, locales/, server/, scripts/, bench/
 *   and test/ (comments aside), with the language codes of LOCALES: no list of language codes
 *   (`['de', 'en']`: iterate LOCALES), no union type of them (`'de' | 'en'`: use Locale), no record of
 *   the languages indexed where it is written (`({ de: …, en: … })[l]`: type it Record<Locale, …>), no
 *   catalogue chosen by comparing with a code (`l === 'de' ? rulesDe : rulesEn`); and in the app's code
 *   (not the tests, which check each language's own words) no comparison with a language code at all.
 * - Each language's plural categories are those of CLDR (Intl.PluralRules), and `plural()` picks the
 *   form of every category: shown with Polish numbers (1 karta, 2 karty, 5 kart) and with Arabic, no
 *   language of the app, for all six categories.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { byLocale, isLocale, LANGUAGES, LOCALES, pickLocale, type Locale, type PluralForms } from '../../src/i18n/locale.js';
import { getMessages, plural, pluralCategory } from '../../src/i18n/index.js';
import { parseUrlParams } from '../../src/session/url-params.js';
import { checkSettings, defaultSettings } from '../../src/session/settings.js';
import { LANGUAGE_NAMES } from '../../locales/languages.js';

const root = process.cwd();
const CODE_DIRS = ['src', 'locales', 'server', 'scripts', 'bench'];
const TEST_DIR = 'test';

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'node_modules' ? [] : walk(p);
    return /\.(ts|mts|mjs|js)$/.test(f) ? [p] : [];
  });
}

/** Comments removed (a file may explain itself with an example). */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const codes = LOCALES.join('|');
/** A language code in quotes: 'de', "en". */
const CODE = `(?:'(?:${codes})'|"(?:${codes})"|\`(?:${codes})\`)`;
const suffixes = LOCALES.map((l) => l.charAt(0).toUpperCase() + l.slice(1)).join('|');
const EVERYWHERE: readonly [string, RegExp][] = [
  ['a list of language codes (iterate LOCALES)', new RegExp(`\\[\\s*${CODE}\\s*(?:,\\s*${CODE}\\s*)+,?\\s*\\]`, 'g')],
  ['a union type of language codes (Locale)', new RegExp(`${CODE}\\s*\\|\\s*${CODE}`, 'g')],
  ['a record of the languages indexed where it is written (type it Record<Locale, …>)', new RegExp(`\\{\\s*(?:${codes})\\s*:[^{}]*\\b(?:${codes})\\s*:[^{}]*\\}\\s*\\)?\\s*\\[`, 'g')],
  ['a catalogue chosen by comparing with a language code (a Record<Locale, …>)', new RegExp(`[=!]==\\s*${CODE}\\s*\\)?\\s*\\?\\s*\\(?\\s*[A-Za-z_$][\\w$]*(?:${suffixes})\\b`, 'g')],
];
const IN_CODE: readonly [string, RegExp][] = [
  ['a comparison with a language code (isLocale, LANGUAGES, a Record<Locale, …>)', new RegExp(`[=!]==?\\s*${CODE}|${CODE}\\s*[=!]==?`, 'g')],
];

function findings(dirs: readonly string[], rules: readonly [string, RegExp][]): string[] {
  const bad: string[] = [];
  for (const f of dirs.flatMap((d) => walk(join(root, d)))) {
    const path = relative(root, f);
    const text = code(f);
    for (const [what, re] of rules) for (const m of text.matchAll(re)) bad.push(`${path}: ${what}: ${m[0]}`);
  }
  return bad;
}

describe('one list of languages (issue 26)', () => {
  it('the checks know the two-language habits they look for', () => {
    const hits = (text: string, rules: readonly [string, RegExp][]) => rules.filter(([, re]) => new RegExp(re.source).test(text)).length;
    const [a, b] = [LOCALES[0]!, LOCALES[1]!];
    assert.equal(hits(`for (const l of ['${a}', '${b}'] as const)`, EVERYWHERE), 1);
    assert.equal(hits(`locale: '${a}' | '${b}'`, EVERYWHERE), 1);
    assert.equal(hits(`name: (l) => ({ ${a}: 'x', ${b}: 'y' })[l] ?? l`, EVERYWHERE), 1);
    assert.equal(hits(`(l === '${a}' ? rules${a.charAt(0).toUpperCase() + a.slice(1)} : other)(r)`, EVERYWHERE), 1);
    assert.equal(hits(`if (locale === '${b}') return x;`, IN_CODE), 1);
    assert.equal(hits(`const T: Readonly<Record<Locale, string>> = { ${a}: 'x', ${b}: 'y' };`, [...EVERYWHERE, ...IN_CODE]), 0);
  });

  it('no code and no test assumes two languages: lists, union types, records indexed at once, catalogues chosen by a comparison', () => {
    assert.deepEqual(findings([...CODE_DIRS, TEST_DIR], EVERYWHERE), []);
  });

  it("the app's code compares no language with a code: it asks isLocale, LANGUAGES or a record by language", () => {
    assert.deepEqual(findings(CODE_DIRS, IN_CODE), []);
  });

  it('every language has its catalogue, its own name, a voice tag, and is allowed in the settings and the address', () => {
    assert.ok(LOCALES.length >= 2);
    assert.deepEqual(Object.keys(LANGUAGE_NAMES), [...LOCALES]);
    for (const l of LOCALES) {
      assert.equal(getMessages(l).locale, l);
      assert.ok(LANGUAGE_NAMES[l].trim(), l);
      assert.match(LANGUAGES[l].speech, new RegExp(`^${l}-[A-Z]{2}$`), l);
      assert.equal(parseUrlParams(`?lang=${l}`).locale, l);
      assert.equal(checkSettings({ locale: l }, defaultSettings()).settings.locale, l);
      assert.equal(defaultSettings([`${l}-XX`]).locale, l);
      assert.equal(pickLocale([`${l.toUpperCase()}_XX`]), l);
    }
    // A saved setting of an earlier build still loads; a language the app lacks is refused, naming every one.
    assert.equal(checkSettings({ locale: 'de' }, defaultSettings()).settings.locale, 'de');
    assert.equal(checkSettings({ locale: 'xx' }, defaultSettings(['en'])).problems.length, 1);
    assert.deepEqual(parseUrlParams('?lang=xx').problems, [{ param: 'lang', value: 'xx', allowed: LOCALES.join(', ') }]);
    for (const x of ['constructor', 'toString', '__proto__', '', 'DE', null, 1]) assert.equal(isLocale(x), false, String(x));
    assert.deepEqual(byLocale((l) => l.length), Object.fromEntries(LOCALES.map((l) => [l, l.length])));
  });
});

describe('plural(): every CLDR category (issue 26)', () => {
  it("each language's plural categories are CLDR's (Intl.PluralRules)", () => {
    for (const l of LOCALES) assert.deepEqual([...LANGUAGES[l].plurals].sort(), [...new Intl.PluralRules(l).resolvedOptions().pluralCategories].sort(), l);
  });

  /** A plural table whose every form names its category: what plural() picks is then what it says. */
  const TABLE = { zero: 'zero', one: 'one', two: 'two', few: 'few', many: 'many', other: 'other' } as const;
  /** A language of CLDR that is not one of the app's (yet): its numbers are Intl's. */
  const pick = (tag: string, n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string } = TABLE) =>
    plural(tag as unknown as Locale, n, forms as unknown as PluralForms, false);

  it('Polish: 1 one; 2–4, 22–24, 102–104 few; 0, 5–21, 25–31, 112–114 many; fractions other', () => {
    const expect: Record<string, readonly number[]> = {
      one: [1],
      few: [2, 3, 4, 22, 23, 24, 32, 33, 34, 42, 102, 103, 104, 122, 1002],
      many: [0, 5, 6, 10, 11, 12, 13, 14, 15, 20, 21, 25, 26, 30, 31, 100, 101, 111, 112, 113, 114, 115, 121, 1000],
      other: [1.5, 2.5, 0.1],
    };
    for (const [category, ns] of Object.entries(expect)) {
      for (const n of ns) {
        assert.equal(pick('pl', n), category, `pl ${n}`);
        assert.equal(pluralCategory('pl', n), category, `pl ${n}`);
      }
    }
    // With the number in front, as the catalogues say it: "1 karta, 2 karty, 5 kart" in the table's words.
    const cards = { one: 'karta', few: 'karty', many: 'kart', other: 'karty' };
    assert.deepEqual([1, 2, 5, 22, 25, 112].map((n) => plural('pl', n, cards)), ['1 karta', '2 karty', '5 kart', '22 karty', '25 kart', '112 kart']);
  });

  it('all six categories (Arabic: zero, one, two, few, many, other), and other for a category the forms lack', () => {
    assert.deepEqual([0, 1, 2, 3, 10, 11, 99, 100, 102].map((n) => pick('ar', n)), ['zero', 'one', 'two', 'few', 'few', 'many', 'many', 'other', 'other']);
    assert.deepEqual([0, 1, 2, 5].map((n) => pick('ar', n, { one: 'one', other: 'other' })), ['other', 'one', 'other', 'other']);
  });

  it("every language of the app picks its categories' forms, the number in front (German and English: one for 1, other for the rest)", () => {
    const forms = { one: 'one', few: 'few', many: 'many', other: 'other' } as const;
    for (const l of LOCALES) {
      for (const n of [0, 1, 2, 5, 21, 22, 112, 1.5]) {
        const category = new Intl.PluralRules(l).select(n);
        assert.equal(pluralCategory(l, n), category, `${l} ${n}`);
        assert.equal(plural(l, n, forms), `${n} ${category}`, `${l} ${n}`);
        assert.equal(plural(l, n, forms, false), category, `${l} ${n}`);
      }
      if (LANGUAGES[l].plurals.length === 2) assert.deepEqual([0, 1, 2, 5, 21, 1.5].map((n) => pluralCategory(l, n)), ['other', 'one', 'other', 'other', 'other', 'other'], l);
    }
  });

  it("ordinal and signed numbers are each language's own, from its catalogue", () => {
    for (const l of LOCALES) {
      const ui = getMessages(l).ui;
      for (const n of [1, 2, 3, 4, 11, 21]) assert.match(ui.ordinal(n), new RegExp(`^${n}\\D*$`), `${l} ${n}`);
      assert.match(ui.signed(4), /\D.*4/, l);
      assert.match(ui.signed(-1), /\D.*1/, l);
      assert.notEqual(ui.signed(4), ui.signed(-4), l);
      assert.doesNotMatch(ui.signed(0), /\d|[+-]/, l);
    }
    assert.equal(getMessages('de').ui.ordinal(1), '1.');
    assert.equal(getMessages('en').ui.ordinal(22), '22nd');
  });
});
