/**
 * Papillon's setup as data: the fields of the new-game form (rendered by the shell's <setup-form>),
 * the address parameters (?players=…&preset=…&variants=…&tours=…&ante=…) and one reader for both
 * that checks every value and names what is wrong (P1: 3 or 4 players; §4 presets and variants; P14
 * ante; P8 tours; P6 starting counters).
 */
import { BOT_LEVELS, type BotLevel } from '../../ai/types.js';
import type { SetupGroup, UrlStart } from '../../play/module.js';
import type { SeatConfig } from '../../play/session.js';
import { checkNumber, defaultSeats, seatsFromForm, type SetupProblem } from '../../play/setup.js';
import { PRESETS, VARIANT_IDS } from './rules.js';
import type { PapillonMessages } from './texts.js';
import type { PapillonOptions } from './types.js';

/** Address parameters Papillon reads besides game, seed and lang. */
export const PAPILLON_URL_PARAMS = ['players', 'preset', 'variants', 'tours', 'ante'] as const;

/** What a Papillon start needs besides the seed. */
export interface PapillonStart {
  readonly options: PapillonOptions;
  readonly seats: SeatConfig[];
}

const TOURS = { name: 'tours', min: 1, max: 20 } as const;
const COUNTERS = { name: 'startingCounters', min: 0, max: 10000 } as const;
const FORM_ORDER = ['players', 'preset', 'variants', 'ante', 'tours', 'startingCounters'] as const;
const URL_ORDER = ['players', 'preset', 'variants', 'tours', 'ante'] as const;
const DEFAULTS = { players: 3, preset: 'braillespiel', ante: 1, tours: 2, startingCounters: 50 } as const;

/** The new-game form: players; seats (the player's, names, computer levels); rules; stakes. The shell adds pace and seed. */
export function papillonSetupForm(messages: PapillonMessages): readonly SetupGroup[] {
  const m = messages.ui;
  return [
    {
      legend: m.numberOfPlayers,
      fields: [
        {
          kind: 'choice',
          name: 'players',
          label: m.numberOfPlayers,
          options: [3, 4].map((n) => ({ value: String(n), label: m.playersCount(n) })),
          value: String(DEFAULTS.players),
        },
      ],
    },
    {
      legend: m.seats,
      fields: [
        {
          kind: 'seats',
          name: 'seats',
          label: m.seats,
          help: m.seatOrderHelp,
          count: DEFAULTS.players,
          levels: BOT_LEVELS.map((l) => ({ value: l, label: { easy: m.levelEasy, normal: m.levelNormal, strong: m.levelStrong }[l] })),
        },
      ],
    },
    {
      legend: m.rules,
      fields: [
        {
          kind: 'choice',
          name: 'preset',
          label: m.rules,
          options: [
            { value: 'braillespiel', label: m.presetBraillespiel, help: m.presetBraillespielHelp },
            { value: 'philidor-1756', label: m.presetPhilidor, help: m.presetPhilidorHelp },
          ],
          value: DEFAULTS.preset,
        },
        {
          kind: 'flags',
          name: 'variants',
          label: m.variants,
          options: VARIANT_IDS.map((v) => ({ value: v, label: `${v}: ${m.variantName(v)}`, help: m.variantDescription(v) })),
          value: [],
        },
      ],
    },
    {
      legend: m.stakes,
      fields: [
        { kind: 'choice', name: 'ante', label: m.ante, options: [{ value: '1', label: '1' }, { value: '2', label: '2' }], value: String(DEFAULTS.ante) },
        { kind: 'number', ...TOURS, label: m.tours, value: DEFAULTS.tours },
        { kind: 'number', ...COUNTERS, label: m.startingCounters, value: DEFAULTS.startingCounters },
      ],
    },
  ];
}

/**
 * Options and seats from the form's values or from the address, every value checked.
 * - FormData (from <setup-form>): every option as the form gave it, and the seats as chosen there.
 * - URLSearchParams (the address; no parameter: the defaults): only the options given, and the
 *   default seats (seat 0 the player, the others computer players of level 'normal', default names).
 * A bad value gives a problem naming the parameter and what is allowed, and no options.
 */
export function papillonOptionsFrom(values: FormData | URLSearchParams, messages: PapillonMessages): UrlStart<PapillonStart> {
  const fromForm = typeof FormData !== 'undefined' && values instanceof FormData;
  const problems: SetupProblem[] = [];
  const bad = (param: string, value: string, allowed: string) => problems.push({ param, value, allowed });
  const get = (name: string): string | null => {
    const v = values.get(name);
    return v === null ? null : String(v);
  };

  const options: PapillonOptions = { players: DEFAULTS.players };
  const players = get('players');
  if (players !== null) {
    if (players === '3' || players === '4') options.players = Number(players) as 3 | 4;
    else bad('players', players, '3, 4');
  }
  const preset = get('preset');
  if (preset !== null) {
    if (Object.hasOwn(PRESETS, preset)) options.preset = preset as keyof typeof PRESETS;
    else bad('preset', preset, Object.keys(PRESETS).join(', '));
  } else if (fromForm) options.preset = DEFAULTS.preset;
  // The form sends one entry per ticked variant, the address one comma-separated list.
  const variants = values
    .getAll('variants')
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim().toUpperCase())
    .filter((v) => v !== '');
  const unknown = variants.filter((v) => !(VARIANT_IDS as readonly string[]).includes(v));
  if (unknown.length) bad('variants', unknown.join(','), VARIANT_IDS.join(', '));
  else if (variants.length || fromForm) options.variants = fromForm ? VARIANT_IDS.filter((v) => variants.includes(v)) : variants;
  const ante = get('ante');
  if (ante !== null) {
    if (ante === '1' || ante === '2') options.ante = Number(ante) as 1 | 2;
    else bad('ante', ante, '1, 2');
  } else if (fromForm) options.ante = DEFAULTS.ante;
  for (const field of fromForm ? [TOURS, COUNTERS] : [TOURS]) {
    const raw = get(field.name);
    if (raw === null) {
      if (fromForm) options[field.name] = DEFAULTS[field.name];
      continue;
    }
    const problem = checkNumber(field, raw);
    if (problem) problems.push(problem);
    else options[field.name] = Number(raw);
  }

  const m = messages.ui;
  const levels = BOT_LEVELS as readonly string[];
  let seats: SeatConfig[];
  if (fromForm) {
    const r = seatsFromForm(values as FormData, options.players, levels, (i) => m.defaultName(i));
    problems.push(...r.problems);
    seats = r.seats.map((s) => ({ ...s, level: s.level as BotLevel }));
  } else {
    seats = defaultSeats(options.players, 'normal', (i) => m.defaultName(i)).map((s) => ({ ...s, level: s.level as BotLevel }));
  }
  // Key order as the old builds wrote it (a save is matched against an address start by JSON).
  const order = fromForm ? FORM_ORDER : URL_ORDER;
  const ordered = Object.fromEntries(order.filter((k) => options[k] !== undefined).map((k) => [k, options[k]])) as unknown as PapillonOptions;
  return { options: problems.length ? null : { options: ordered, seats }, problems };
}
