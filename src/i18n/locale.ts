/**
 * The app's languages: one list, below the catalogues and the card words that both name them. Adding a
 * language is its entry in `LANGUAGES` and its catalogues (the compiler names every one still missing:
 * each is typed `Record<Locale, …>`). Imports nothing: the announcer and the table server read it too.
 *
 * API
 * - `LANGUAGES`: each language and what code must know of it, in the order the app offers them:
 *     speech    the BCP-47 tag the built-in speech asks a voice for (src/announcer/speech.ts)
 *     plurals   the CLDR plural categories of its cardinal numbers, as Intl.PluralRules has them
 *               (test/node/locales.test.ts holds them equal): the forms its catalogues give `plural()`
 * - `Locale`, `LOCALES`: its keys. `isLocale(x)`: type guard.
 * - `pickLocale(languages, fallback?)`: the first of the browser's languages (`navigator.languages`)
 *   that the app has, by primary subtag ("de-AT" → 'de'); else the fallback ('en').
 * - `PluralCategory<L>`, `PluralForms<L>`: a language's plural categories, and a word in each of them.
 * - `byLocale(f)`: a record of every language, `f(locale)` each.
 * The languages' own names (the language choice) are words: locales/languages.ts.
 */
export const LANGUAGES = {
  de: { speech: 'de-DE', plurals: ['one', 'other'] },
  en: { speech: 'en-GB', plurals: ['one', 'other'] },
  pl: { speech: 'pl-PL', plurals: ['one', 'few', 'many', 'other'] },
} as const satisfies Readonly<Record<string, { readonly speech: string; readonly plurals: readonly Intl.LDMLPluralRule[] }>>;

export type Locale = keyof typeof LANGUAGES;
export const LOCALES = Object.keys(LANGUAGES) as readonly Locale[];

export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && Object.hasOwn(LANGUAGES, x);
}

export function pickLocale(languages: readonly string[] | undefined, fallback: Locale = 'en'): Locale {
  for (const tag of languages ?? []) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return fallback;
}

/** The plural categories of a language (of any language: every category one of them uses), 'other' always. */
export type PluralCategory<L extends Locale = Locale> = (typeof LANGUAGES)[L]['plurals'][number] | 'other';
/** A word in every plural category of the language: { one, other } in German and English; Polish adds few and many. */
export type PluralForms<L extends Locale = Locale> = Readonly<Record<PluralCategory<L>, string>>;

export function byLocale<T>(f: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((l) => [l, f(l)])) as Record<Locale, T>;
}
