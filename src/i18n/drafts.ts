/**
 * Languages whose catalogues are written ahead of registering them (issue 26: Polish). A draft is no
 * `Locale`: no record by language asks for it, no importer loads it, and nothing of the app imports its
 * files (locales/pl.ts, locales/decks/pl.ts, locales/tables/pl.ts), so none of it is in any download.
 * Its catalogues are typed `Draft<T, 'pl'>` (T with the draft's code where T says `locale: Locale`), so
 * `--only typecheck` checks them key for key, and `plural()` takes its plural forms;
 * test/node/polish-ahead.test.ts runs them.
 * Registering a draft is moving its entry into LANGUAGES (locale.ts) and writing `T` for `Draft<T, …>`:
 * docs/architecture.md, "The languages".
 *
 * API (the entries are read by the test only; locale.ts and messages.ts import the types)
 * - `DRAFT_LANGUAGES`: as LANGUAGES, for the drafts.
 * - `DraftLocale`: their codes. `Draft<T, L>`: T with `locale: L` at every depth.
 */
export const DRAFT_LANGUAGES = {
  pl: { speech: 'pl-PL', plurals: ['one', 'few', 'many', 'other'] },
} as const satisfies Readonly<Record<string, { readonly speech: string; readonly plurals: readonly Intl.LDMLPluralRule[] }>>;

export type DraftLocale = keyof typeof DRAFT_LANGUAGES;

/** A catalogue type for a draft language: every `locale` field says the draft's code; functions are kept as they are. */
export type Draft<T, L extends DraftLocale> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [K in keyof T]: K extends 'locale' ? L : Draft<T[K], L> }
    : T;
