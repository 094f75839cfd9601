/** The player's settings: defaults, checking what is read back, and keeping them (localStorage). */
import { APP_ID } from '../storage/app-id.js';
import type { Verbosity } from '../i18n/messages.js';

export type { Verbosity };

/** How fast the computer players move (src/play/session.ts: PACE_DELAY), or each waits for a key. */
export type Pace = 'instant' | 'fast' | 'normal' | 'slow' | 'waitForKey';

/** How long the strong player thinks (playouts per decision): phones are slower, so it is a setting. */
export type Thinking = 'quick' | 'normal' | 'thorough';
export const THINKING_ITERATIONS: Readonly<Record<Thinking, number>> = { quick: 400, normal: 1500, thorough: 3500 };

export interface Settings {
  locale: 'de' | 'en';
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
  payments: 'each' | 'total' | 'off';
  /** Per-event switch: each round of the cut for the first dealer (P9) is said. */
  speakCuts: boolean;
  pace: Pace;
  /** The strong computer player's thinking budget (quick for phones). */
  thinking: Thinking;
  theme: 'system' | 'light' | 'dark' | 'contrast';
  fourColour: boolean;
}

export function defaultSettings(languages: readonly string[] = []): Settings {
  const locale = languages.some((l) => l.toLowerCase().startsWith('de')) ? 'de' : 'en';
  return {
    locale,
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
    payments: 'each',
    speakCuts: true,
    pace: 'normal',
    thinking: 'normal',
    theme: 'system',
    fourColour: false,
  };
}

const CHOICES: { [K in keyof Settings]?: readonly unknown[] } = {
  locale: ['de', 'en'],
  verbosity: ['brief', 'normal', 'detailed'],
  cardNames: ['long', 'short'],
  pack: ['french', 'numbers'],
  payments: ['each', 'total', 'off'],
  pace: ['instant', 'fast', 'normal', 'slow', 'waitForKey'],
  thinking: ['quick', 'normal', 'thorough'],
  theme: ['system', 'light', 'dark', 'contrast'],
};
const RANGES: { [K in keyof Settings]?: [number, number] } = { rate: [0.5, 3], pitch: [0, 2], earconVolume: [0, 1] };

/**
 * Settings read back from storage: every known field is checked, a bad field falls back to its
 * default (and is named in `problems`), unknown fields are dropped.
 */
export function checkSettings(raw: unknown, defaults: Settings): { settings: Settings; problems: string[] } {
  const settings = { ...defaults };
  const problems: string[] = [];
  if (typeof raw !== 'object' || raw === null) return { settings, problems: raw === undefined ? [] : ['settings'] };
  const r = raw as Record<string, unknown>;
  for (const key of Object.keys(defaults) as (keyof Settings)[]) {
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
