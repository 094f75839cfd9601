/**
 * A start from the URL: ?seed=…&players=3|4&preset=…&variants=V-P-1,V-P-7&tours=…&ante=…&lang=de|en.
 * Every parameter is checked; a bad one is reported (the interface says which and why) and the
 * game is not started from it, so nothing changes.
 */
import { PRESETS, VARIANT_IDS, type PapillonOptions } from '../games/papillon/index.js';

export interface UrlProblem {
  readonly param: string;
  readonly value: string;
  /** What is allowed, for the message. */
  readonly allowed: string;
}

export interface UrlStart {
  /** Present when the URL asks for a game (seed or players given) and every parameter is good. */
  readonly start: { options: PapillonOptions; seed: string } | null;
  readonly locale: 'de' | 'en' | null;
  readonly game: string | null;
  /** The seed given (also for a patience: ?game=elf&seed=…), when it is well formed. */
  readonly seed: string | null;
  readonly problems: readonly UrlProblem[];
}

const KNOWN = ['seed', 'players', 'preset', 'variants', 'tours', 'ante', 'lang', 'game'];

export function parseUrlParams(search: string): UrlStart {
  const params = new URLSearchParams(search);
  const problems: UrlProblem[] = [];
  const bad = (param: string, value: string, allowed: string) => problems.push({ param, value, allowed });
  for (const key of params.keys()) if (!KNOWN.includes(key)) bad(key, params.get(key) ?? '', KNOWN.join(', '));

  const options: PapillonOptions = { players: 3 };
  const players = params.get('players');
  if (players !== null) {
    if (players === '3' || players === '4') options.players = Number(players) as 3 | 4;
    else bad('players', players, '3, 4');
  }
  const preset = params.get('preset');
  if (preset !== null) {
    if (preset in PRESETS) options.preset = preset as keyof typeof PRESETS;
    else bad('preset', preset, Object.keys(PRESETS).join(', '));
  }
  const variants = params.get('variants');
  if (variants !== null && variants !== '') {
    const list = variants.split(',').map((v) => v.trim().toUpperCase());
    const unknown = list.filter((v) => !(VARIANT_IDS as readonly string[]).includes(v));
    if (unknown.length) bad('variants', unknown.join(','), VARIANT_IDS.join(', '));
    else options.variants = list;
  }
  const tours = params.get('tours');
  if (tours !== null) {
    const n = Number(tours);
    if (/^\d+$/.test(tours) && n >= 1 && n <= 20) options.tours = n;
    else bad('tours', tours, '1–20');
  }
  const ante = params.get('ante');
  if (ante !== null) {
    if (ante === '1' || ante === '2') options.ante = Number(ante) as 1 | 2;
    else bad('ante', ante, '1, 2');
  }
  const seed = params.get('seed');
  if (seed !== null && (seed.length === 0 || seed.length > 64 || !/^[\w.-]+$/.test(seed))) {
    bad('seed', seed, 'letters, digits, . _ - (at most 64)');
  }
  const lang = params.get('lang');
  let locale: 'de' | 'en' | null = null;
  if (lang !== null) {
    if (lang === 'de' || lang === 'en') locale = lang;
    else bad('lang', lang, 'de, en');
  }
  const game = params.get('game');
  // ?game=<patience>&seed=… starts a patience (src/app/patience-boot.ts), never Papillon.
  const asksForGame = (seed !== null || players !== null) && (game === null || game === 'papillon');
  const seedOk = seed !== null && !problems.some((p) => p.param === 'seed');
  return {
    start: asksForGame && problems.length === 0 ? { options, seed: seed ?? randomSeedFromTime() } : null,
    locale,
    game,
    seed: seedOk ? seed : null,
    problems,
  };
}

/** A fresh seed for a new game (the interface is not the engine: time is fine here). */
export function randomSeedFromTime(): string {
  return Date.now().toString(36) + Math.floor(performance.now() * 1000).toString(36).slice(-4);
}
