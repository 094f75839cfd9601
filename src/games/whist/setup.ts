/**
 * Whist's setup as data: the new-game form (rendered by <setup-form>), the address parameters
 * (?game=whist&variants=…&rubbers=…) and one reader for both, every value checked (§11 variants, W39 rubbers).
 * Four players; the draw decides partners and seats (W5–W9), so the form names the players, not seats.
 */
import { BOT_LEVELS, type BotLevel } from '../../ai/types.js';
import type { SetupGroup, UrlStart } from '../../play/module.js';
import type { SeatConfig } from '../../play/session.js';
import { checkNumber, defaultSeats, seatsFromForm, type SetupProblem } from '../../play/setup.js';
import { VARIANT_IDS } from './rules.js';
import type { WhistMessages } from './texts.js';
import type { WhistOptions } from './types.js';

export const WHIST_URL_PARAMS = ['variants', 'rubbers'] as const;

export interface WhistStart {
  readonly options: WhistOptions;
  readonly seats: SeatConfig[];
}

const RUBBERS = { name: 'rubbers', min: 1, max: 5 } as const;

export function whistSetupForm(messages: WhistMessages): readonly SetupGroup[] {
  const m = messages.ui;
  return [
    {
      legend: m.seats,
      fields: [
        {
          kind: 'seats',
          name: 'seats',
          label: m.seats,
          help: m.seatHelp,
          count: 4,
          levels: BOT_LEVELS.map((l) => ({ value: l, label: { easy: m.levelEasy, normal: m.levelNormal, strong: m.levelStrong }[l] })),
        },
      ],
    },
    {
      legend: m.rules,
      fields: [
        { kind: 'flags', name: 'variants', label: m.variants, options: VARIANT_IDS.map((v) => ({ value: v, label: `${v}: ${m.variantName(v)}`, help: m.variantDescription(v) })), value: [] },
        { kind: 'number', ...RUBBERS, label: m.rubbers, help: m.rubbersHelp, value: 1 },
      ],
    },
  ];
}

export function whistOptionsFrom(values: FormData | URLSearchParams, messages: WhistMessages): UrlStart<WhistStart> {
  const fromForm = typeof FormData !== 'undefined' && values instanceof FormData;
  const problems: SetupProblem[] = [];
  const options: WhistOptions = {};
  const variants = values
    .getAll('variants')
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim().toUpperCase())
    .filter((v) => v !== '');
  const unknown = variants.filter((v) => !(VARIANT_IDS as readonly string[]).includes(v));
  if (unknown.length) problems.push({ param: 'variants', value: unknown.join(','), allowed: VARIANT_IDS.join(', ') });
  else if (variants.length) options.variants = VARIANT_IDS.filter((v) => variants.includes(v));
  const rubbers = values.get('rubbers');
  if (rubbers !== null) {
    const problem = checkNumber(RUBBERS, String(rubbers));
    if (problem) problems.push(problem);
    else options.rubbers = Number(rubbers);
  }
  const m = messages.ui;
  const levels = BOT_LEVELS as readonly string[];
  let seats: SeatConfig[];
  if (fromForm) {
    const r = seatsFromForm(values as FormData, 4, levels, (i) => m.defaultName(i));
    problems.push(...r.problems);
    seats = r.seats.map((s) => ({ ...s, level: s.level as BotLevel }));
  } else {
    seats = defaultSeats(4, 'normal', (i) => m.defaultName(i)).map((s) => ({ ...s, level: s.level as BotLevel }));
  }
  return { options: problems.length ? null : { options, seats }, problems };
}
