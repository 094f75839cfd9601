/**
 * The player's settings: defaults, checking what is read back, and keeping them (localStorage). The
 * shell's settings (`ShellSettings`) name no game; a game adds its own (`GameSetting`, its module's
 * `settings`: Papillon's payments and cuts), kept beside the shell's under their own keys in the same
 * record, as earlier builds wrote them.
 */
import { APP_ID } from '../storage/app-id.js';
import { LOCALES, pickLocale, type Locale } from '../i18n/locale.js';
import type { Verbosity } from '../i18n/messages.js';

export type { Verbosity };

/** How fast the computer players move (src/play/session.ts: PACE_DELAY), or each waits for a key. */
export type Pace = 'instant' | 'fast' | 'normal' | 'slow' | 'waitForKey';

/**
 * How long the strong player thinks: phones are slower, so it is a setting. A card game's strong player
 * searches THINKING_ITERATIONS units, stopped by the clock at a share of THINKING_TIME_MS; chess's
 * thinks for THINKING_TIME_MS (both through src/ai/budget.ts, `thinkingBudget`).
 */
export type Thinking = 'quick' | 'normal' | 'thorough';
export const THINKING_ITERATIONS: Readonly<Record<Thinking, number>> = { quick: 400, normal: 1500, thorough: 3500 };
/**
 * The same setting as a thinking time per decision in ms, within the 1 s goal even at the longest
 * (normal: chess's DEFAULT_THINKING_MS, src/games/chess/bots/strong.ts, which says why): chess thinks
 * for it; a card game stops at UNITS_BOUND_SHARE of it (src/ai/budget.ts; normal: Tarok's 200 ms).
 */
export const THINKING_TIME_MS: Readonly<Record<Thinking, number>> = { quick: 250, normal: 500, thorough: 1000 };

/** The shell's settings, the same in every game. */
export interface ShellSettings {
  locale: Locale;
  verbosity: Verbosity;
  /** Built-in speech (Web Speech API, offline voices only). */
  speech: boolean;
  /** Built-in speech instead of the live regions (for screen-reader trouble). */
  speechOnly: boolean;
  voice: string;
  rate: number;
  pitch: number;
  earcons: boolean;
  earconVolume: number;
  cardNames: 'long' | 'short';
  pack: 'french' | 'numbers';
  pace: Pace;
  /** The strong computer player's thinking budget (quick for phones). */
  thinking: Thinking;
  theme: 'system' | 'light' | 'dark' | 'contrast';
  fourColour: boolean;
}

/** What a game's own setting holds: one of its choices, or on/off. */
export type GameSettingValue = string | boolean;

/**
 * The player's settings: the shell's, and beside them, each under its key, the games' own settings
 * (read through `gameSetting`, which checks the value against the game's field: a game's setting is
 * kept as it was read back until its game is open). One record, as earlier builds kept it.
 */
export interface Settings extends ShellSettings {
  readonly [gameSetting: string]: string | number | boolean | undefined;
}

/**
 * A setting of one game's own (`GameModule.settings`): shown in the settings form while that game is
 * open, kept with the player's settings under `key` (the key earlier builds wrote: old settings keep
 * working). The words are the game's, in the player's language.
 */
export type GameSetting = ChoiceSetting | FlagSetting;

/** One of a few values (a select). */
export interface ChoiceSetting<V extends string = string> {
  readonly kind: 'choice';
  readonly key: string;
  readonly values: readonly V[];
  readonly default: V;
  label(locale: Locale): string;
  valueName(locale: Locale, value: V): string;
}

/** On or off (a check box). */
export interface FlagSetting {
  readonly kind: 'flag';
  readonly key: string;
  readonly default: boolean;
  label(locale: Locale): string;
}

/** A game's setting as the player left it, or its default (not set yet, or a value it does not take). */
export function gameSetting<V extends string>(settings: Settings, setting: ChoiceSetting<V>): V;
export function gameSetting(settings: Settings, setting: FlagSetting): boolean;
export function gameSetting(settings: Settings, setting: GameSetting): GameSettingValue;
export function gameSetting(settings: Settings, setting: GameSetting): GameSettingValue {
  const value = settings[setting.key];
  if (setting.kind === 'flag') return typeof value === 'boolean' ? value : setting.default;
  return typeof value === 'string' && setting.values.includes(value) ? value : setting.default;
}

/** The defaults; the language is the first of the browser's that the app has (English when none). */
export function defaultSettings(languages: readonly string[] = []): Settings {
  return {
    locale: pickLocale(languages),
    verbosity: 'normal',
    speech: false,
    speechOnly: false,
    voice: '',
    rate: 1,
    pitch: 1,
    earcons: false,
    earconVolume: 0.5,
    cardNames: 'long',
    pack: 'french',
    pace: 'normal',
    thinking: 'normal',
    theme: 'system',
    fourColour: false,
  };
}

const CHOICES: { [K in keyof ShellSettings]?: readonly unknown[] } = {
  locale: LOCALES,
  verbosity: ['brief', 'normal', 'detailed'],
  cardNames: ['long', 'short'],
  pack: ['french', 'numbers'],
  pace: ['instant', 'fast', 'normal', 'slow', 'waitForKey'],
  thinking: ['quick', 'normal', 'thorough'],
  theme: ['system', 'light', 'dark', 'contrast'],
};
const RANGES: { [K in keyof ShellSettings]?: [number, number] } = { rate: [0.5, 3], pitch: [0, 2], earconVolume: [0, 1] };

/** The shell's settings' keys. */
const SHELL_KEYS = Object.keys(defaultSettings()) as (keyof ShellSettings)[];

/**
 * Settings read back from storage: every field of the shell's is checked, a bad field falls back to
 * its default (and is named in `problems`). Any other field holding a text or on/off is a game's own
 * setting: kept as it is (its game checks it when it reads it, `gameSetting`, and a bad value gives
 * the game's default); other fields are dropped.
 */
export function checkSettings(raw: unknown, defaults: Settings): { settings: Settings; problems: string[] } {
  const settings = { ...defaults };
  const problems: string[] = [];
  if (typeof raw !== 'object' || raw === null) return { settings, problems: raw === undefined ? [] : ['settings'] };
  const r = raw as Record<string, unknown>;
  for (const key of SHELL_KEYS) {
    if (!(key in r)) continue;
    const value = r[key];
    const def = defaults[key];
    const choices = CHOICES[key];
    const range = RANGES[key];
    const good = choices
      ? choices.includes(value)
      : range
        ? typeof value === 'number' && value >= range[0] && value <= range[1]
        : typeof value === typeof def;
    if (good) (settings as Record<string, unknown>)[key] = value;
    else problems.push(key);
  }
  for (const [key, value] of Object.entries(r)) {
    if ((SHELL_KEYS as readonly string[]).includes(key) || key === '__proto__') continue;
    if (typeof value === 'string' || typeof value === 'boolean') (settings as Record<string, unknown>)[key] = value;
  }
  return { settings, problems };
}

export const SETTINGS_KEY = `${APP_ID}.settings.v1`;

export function loadSettings(storage: Storage | null, languages: readonly string[]): { settings: Settings; problems: string[] } {
  const defaults = defaultSettings(languages);
  if (!storage) return { settings: defaults, problems: [] };
  let raw: unknown;
  try {
    const text = storage.getItem(SETTINGS_KEY);
    raw = text === null ? undefined : JSON.parse(text);
  } catch {
    return { settings: defaults, problems: ['settings'] };
  }
  return checkSettings(raw, defaults);
}

/** Saves; returns false when storage refused (full quota, private mode): play goes on. */
export function saveSettings(storage: Storage | null, settings: Settings): boolean {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}
