/**
 * A start from the address: ?game=<id>&seed=…&lang=<one of LOCALES> and the game's own parameters (a module's
 * `urlParams`, e.g. Papillon's players, preset, variants, tours, ante). This part is generic: it checks
 * game, seed and lang and that every key is known; the game's module checks its own parameters
 * (`GameModule.optionsFrom(result.params, host)`). A bad parameter is reported (the interface says
 * which and why) and nothing is started from the address.
 */
import { isLocale, LOCALES, type Locale } from '../i18n/locale.js';
import { freshSeed, SEED_ALLOWED, SEED_PATTERN, type SetupProblem } from '../play/setup.js';

export type UrlProblem = SetupProblem;

export interface UrlRequest {
  /** ?game=…, as given (the shell checks it against the registry). */
  readonly game: string | null;
  /** The seed given, when it is well formed. */
  readonly seed: string | null;
  readonly locale: Locale | null;
  /** The game's own parameters (those of `knownGameParams` present), for `GameModule.optionsFrom`. */
  readonly params: URLSearchParams;
  /**
   * The address asks for a start — a seed or one of the game's parameters is given — and game, seed
   * and lang are good: with this seed (a fresh one when none was given). The game's parameters are
   * not checked here.
   */
  readonly start: { readonly seed: string } | null;
  /** Unknown keys, a bad seed, a bad lang. */
  readonly problems: readonly UrlProblem[];
}

const SHELL_PARAMS = ['game', 'seed', 'lang'] as const;

export function parseUrlParams(search: string, knownGameParams: readonly string[] = []): UrlRequest {
  const all = new URLSearchParams(search);
  const problems: UrlProblem[] = [];
  const known = [...SHELL_PARAMS, ...knownGameParams];
  const params = new URLSearchParams();
  for (const [key, value] of all) {
    if (knownGameParams.includes(key)) params.append(key, value);
    else if (!(SHELL_PARAMS as readonly string[]).includes(key)) problems.push({ param: key, value, allowed: known.join(', ') });
  }
  const seed = all.get('seed');
  const seedOk = seed !== null && SEED_PATTERN.test(seed);
  if (seed !== null && !seedOk) problems.push({ param: 'seed', value: seed, allowed: SEED_ALLOWED });
  const lang = all.get('lang');
  let locale: Locale | null = null;
  if (lang !== null) {
    if (isLocale(lang)) locale = lang;
    else problems.push({ param: 'lang', value: lang, allowed: LOCALES.join(', ') });
  }
  const asks = seed !== null || [...params.keys()].length > 0;
  return {
    game: all.get('game'),
    seed: seedOk ? seed : null,
    locale,
    params,
    start: asks && problems.length === 0 ? { seed: seed ?? freshSeed() } : null,
    problems,
  };
}
