/**
 * Piquet's setup as data: the new-game form (rendered by the shell's <setup-form>), the address
 * parameters (?game=piquet&format=…&variants=…&level=…) and one reader for both that checks every value
 * and names what is wrong. Two players (Q1): you and one computer player at a chosen level. The format
 * is a variant of the engine (Q5: to 101; V-Q-4: to 100; V-Q-5: the four-deal partie, Q37); the other
 * variants are check boxes. The engine checks the combination (PD-Q-18).
 */
import { BOT_LEVELS, type BotLevel } from '../../ai/types.js';
import type { SetupGroup, UrlStart } from '../../play/module.js';
import type { SeatConfig } from '../../play/session.js';
import { defaultSeats, seatsFromForm, type SetupProblem } from '../../play/setup.js';
import { optionsProblem, VARIANT_IDS } from './index.js';
import type { PiquetFormat } from './messages.js';
import type { PiquetMessages } from './texts.js';
import type { PiquetOptions } from './types.js';

export const PIQUET_URL_PARAMS = ['format', 'variants', 'level'] as const;

export interface PiquetStart {
  readonly options: PiquetOptions;
  readonly seats: SeatConfig[];
}

export const FORMATS: readonly PiquetFormat[] = ['101', '100', 'partie'];
/** The variants that are a format (chosen in the format field, not as check boxes). */
const FORMAT_VARIANT: Readonly<Record<PiquetFormat, string | null>> = { '101': null, '100': 'V-Q-4', partie: 'V-Q-5' };
const FLAG_VARIANTS = VARIANT_IDS.filter((v) => !Object.values(FORMAT_VARIANT).includes(v));

export function piquetSetupForm(messages: PiquetMessages): readonly SetupGroup[] {
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
          count: 2,
          levels: BOT_LEVELS.map((l) => ({ value: l, label: { easy: m.levelEasy, normal: m.levelNormal, strong: m.levelStrong }[l] })),
        },
      ],
    },
    {
      legend: m.rules,
      fields: [
        { kind: 'choice', name: 'format', label: m.format, help: m.formatHelp, options: FORMATS.map((f) => ({ value: f, label: m.formatName(f) })), value: '101' },
        {
          kind: 'flags',
          name: 'variants',
          label: m.variants,
          options: FLAG_VARIANTS.map((v) => ({ value: v, label: `${v}: ${m.variantName(v)}`, help: m.variantDescription(v) })),
          value: [],
        },
      ],
    },
  ];
}

export function piquetOptionsFrom(values: FormData | URLSearchParams, messages: PiquetMessages): UrlStart<PiquetStart> {
  const fromForm = typeof FormData !== 'undefined' && values instanceof FormData;
  const problems: SetupProblem[] = [];
  const variants = new Set(
    values
      .getAll('variants')
      .flatMap((v) => String(v).split(','))
      .map((v) => v.trim().toUpperCase())
      .filter((v) => v !== ''),
  );
  const unknown = [...variants].filter((v) => !(VARIANT_IDS as readonly string[]).includes(v));
  if (unknown.length) problems.push({ param: 'variants', value: unknown.join(','), allowed: VARIANT_IDS.join(', ') });
  const format = values.get('format');
  if (format !== null) {
    const f = String(format).toLowerCase() as PiquetFormat;
    if (!FORMATS.includes(f)) problems.push({ param: 'format', value: String(format), allowed: FORMATS.join(', ') });
    else if (FORMAT_VARIANT[f]) variants.add(FORMAT_VARIANT[f]!);
  }
  const options: PiquetOptions = {};
  const known = VARIANT_IDS.filter((v) => variants.has(v));
  if (known.length) options.variants = [...known];
  if (!unknown.length) {
    // PD-Q-18: the engine says which combinations it refuses (to 100 and the four-deal partie).
    const problem = optionsProblem(options);
    if (problem) problems.push({ param: format !== null ? 'format' : 'variants', value: known.join(','), allowed: problem });
  }
  const m = messages.ui;
  const levels = BOT_LEVELS as readonly string[];
  let seats: SeatConfig[];
  if (fromForm) {
    const r = seatsFromForm(values as FormData, 2, levels, (i) => m.defaultName(i));
    problems.push(...r.problems);
    seats = r.seats.map((s) => ({ ...s, level: s.level as BotLevel }));
  } else {
    const level = values.get('level');
    let lv: BotLevel = 'normal';
    if (level !== null) {
      if (levels.includes(String(level).toLowerCase())) lv = String(level).toLowerCase() as BotLevel;
      else problems.push({ param: 'level', value: String(level), allowed: levels.join(', ') });
    }
    seats = defaultSeats(2, lv, (i) => m.defaultName(i)).map((s) => ({ ...s, level: s.level as BotLevel }));
  }
  return { options: problems.length ? null : { options, seats }, problems };
}
