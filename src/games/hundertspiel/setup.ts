/**
 * The Hundertspiel's setup as data: the new-game form (rendered by the shell's <setup-form>), the
 * address parameters (?game=hundertspiel&players=…&scat=…&variants=…&games=…) and one reader for
 * both that checks every value and names what is wrong (H4/H48: 3 or 4 players; H51/H55 Scat; §8 variants).
 */
import { BOT_LEVELS, type BotLevel } from '../../ai/types.js';
import type { SetupGroup, UrlStart } from '../../play/module.js';
import type { SeatConfig } from '../../play/session.js';
import { checkNumber, defaultSeats, seatsFromForm, type SetupProblem } from '../../play/setup.js';
import { VARIANT_IDS } from './rules.js';
import type { HundertspielMessages } from './texts.js';
import type { HundertspielOptions, HundertspielTableOptions } from './types.js';

export const HUNDERTSPIEL_URL_PARAMS = ['players', 'scat', 'variants', 'games'] as const;

export interface HundertspielStart {
  readonly options: HundertspielTableOptions;
  readonly seats: SeatConfig[];
}

const GAMES = { name: 'games', min: 1, max: 5 } as const;
const DEFAULTS = { players: 4, games: 1 } as const;

export function hundertspielSetupForm(messages: HundertspielMessages): readonly SetupGroup[] {
  const m = messages.ui;
  return [
    {
      legend: m.numberOfPlayers,
      fields: [
        { kind: 'choice', name: 'players', label: m.numberOfPlayers, options: [4, 3].map((n) => ({ value: String(n), label: m.playersCount(n) })), value: String(DEFAULTS.players) },
      ],
    },
    {
      legend: m.seats,
      fields: [
        {
          kind: 'seats',
          name: 'seats',
          label: m.seats,
          help: m.seatHelp(DEFAULTS.players),
          count: DEFAULTS.players,
          levels: BOT_LEVELS.map((l) => ({ value: l, label: { easy: m.levelEasy, normal: m.levelNormal, strong: m.levelStrong }[l] })),
        },
      ],
    },
    {
      legend: m.rules,
      fields: [
        { kind: 'choice', name: 'scat', label: m.scat, help: m.scatHelp, options: [{ value: 'no', label: m.scatOff }, { value: 'yes', label: m.scatOn }], value: 'no' },
        {
          kind: 'flags',
          name: 'variants',
          label: m.variants,
          options: VARIANT_IDS.map((v) => ({ value: v, label: `${v}: ${m.variantName(v)}`, help: m.variantDescription(v) })),
          value: [],
        },
        { kind: 'number', ...GAMES, label: m.games, help: m.gamesHelp, value: DEFAULTS.games },
      ],
    },
  ];
}

/** Options and seats from the form or the address, every value checked (see papillonOptionsFrom). */
export function hundertspielOptionsFrom(values: FormData | URLSearchParams, messages: HundertspielMessages): UrlStart<HundertspielStart> {
  const fromForm = typeof FormData !== 'undefined' && values instanceof FormData;
  const problems: SetupProblem[] = [];
  const bad = (param: string, value: string, allowed: string) => problems.push({ param, value, allowed });
  const get = (name: string): string | null => {
    const v = values.get(name);
    return v === null ? null : String(v);
  };
  const engine: HundertspielOptions = { players: DEFAULTS.players };
  const players = get('players');
  if (players !== null) {
    if (players === '3' || players === '4') engine.players = Number(players) as 3 | 4;
    else bad('players', players, '3, 4');
  }
  const scat = get('scat');
  if (scat !== null) {
    const s = scat.toLowerCase();
    if (['yes', 'true', '1'].includes(s)) engine.scat = true;
    else if (!['no', 'false', '0'].includes(s)) bad('scat', scat, 'yes, no');
  }
  const variants = values
    .getAll('variants')
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim().toUpperCase())
    .filter((v) => v !== '');
  const unknown = variants.filter((v) => !(VARIANT_IDS as readonly string[]).includes(v));
  if (unknown.length) bad('variants', unknown.join(','), VARIANT_IDS.join(', '));
  else if (variants.length) engine.variants = VARIANT_IDS.filter((v) => variants.includes(v));
  let games: number = DEFAULTS.games;
  const rawGames = get('games');
  if (rawGames !== null) {
    const problem = checkNumber(GAMES, rawGames);
    if (problem) problems.push(problem);
    else games = Number(rawGames);
  }
  const m = messages.ui;
  const levels = BOT_LEVELS as readonly string[];
  let seats: SeatConfig[];
  if (fromForm) {
    const r = seatsFromForm(values as FormData, engine.players, levels, (i) => m.defaultName(i));
    problems.push(...r.problems);
    seats = r.seats.map((s) => ({ ...s, level: s.level as BotLevel }));
  } else {
    seats = defaultSeats(engine.players, 'normal', (i) => m.defaultName(i)).map((s) => ({ ...s, level: s.level as BotLevel }));
  }
  return { options: problems.length ? null : { options: { engine, games }, seats }, problems };
}
