/**
 * Casino's setup as data: the new-game form (rendered by the shell's <setup-form>), the address
 * parameters (?game=casino&players=…&variants=…&games=…) and one reader for both that checks every
 * value and names what is wrong (C1: 2, 3 or 4 players; §7 variants V-C-1…5; the number of games).
 * The target follows from the rules (C30, C34; V-C-4): 11, or 15 with three players (16 with V-C-4).
 */
import { BOT_LEVELS, type BotLevel } from '../../ai/types.js';
import type { SetupGroup, UrlStart } from '../../play/module.js';
import type { SeatConfig } from '../../play/session.js';
import { checkNumber, defaultSeats, seatsFromForm, type SetupProblem } from '../../play/setup.js';
import { VARIANT_IDS } from './rules.js';
import type { CasinoMessages } from './texts.js';
import type { CasinoOptions, CasinoTableOptions } from './types.js';

export const CASINO_URL_PARAMS = ['players', 'variants', 'games'] as const;

export interface CasinoStart {
  readonly options: CasinoTableOptions;
  readonly seats: SeatConfig[];
}

const GAMES = { name: 'games', min: 1, max: 5 } as const;
const DEFAULTS = { players: 2, games: 1 } as const;

export function casinoSetupForm(messages: CasinoMessages): readonly SetupGroup[] {
  const m = messages.ui;
  return [
    {
      legend: m.numberOfPlayers,
      fields: [
        { kind: 'choice', name: 'players', label: m.numberOfPlayers, options: [2, 3, 4].map((n) => ({ value: String(n), label: m.playersCount(n) })), value: String(DEFAULTS.players) },
      ],
    },
    {
      legend: m.seats,
      fields: [
        {
          kind: 'seats',
          name: 'seats',
          label: m.seats,
          help: m.seatHelp(4),
          count: DEFAULTS.players,
          levels: BOT_LEVELS.map((l) => ({ value: l, label: { easy: m.levelEasy, normal: m.levelNormal, strong: m.levelStrong }[l] })),
        },
      ],
    },
    {
      legend: m.rules,
      fields: [
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
export function casinoOptionsFrom(values: FormData | URLSearchParams, messages: CasinoMessages): UrlStart<CasinoStart> {
  const fromForm = typeof FormData !== 'undefined' && values instanceof FormData;
  const problems: SetupProblem[] = [];
  const bad = (param: string, value: string, allowed: string) => problems.push({ param, value, allowed });
  const get = (name: string): string | null => {
    const v = values.get(name);
    return v === null ? null : String(v);
  };
  const engine: CasinoOptions = { players: DEFAULTS.players };
  const players = get('players');
  if (players !== null) {
    if (players === '2' || players === '3' || players === '4') engine.players = Number(players) as 2 | 3 | 4;
    else bad('players', players, '2, 3, 4');
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
