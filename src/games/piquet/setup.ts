/**
 * Piquet's setup as data (src/play/params.ts): the form, the address (?game=piquet&format=…&variants=…&level=…)
 * and one reader for both, every value checked. Two players (Q1): you and one computer player at a chosen
 * level. The format is a variant of the engine (Q5: to 101; V-Q-4: to 100; V-Q-5: the four-deal partie,
 * Q37); the other variants are check boxes. The engine checks the combination (PD-Q-18).
 */
import { seatSetup, variantWords } from '../../play/params.js';
import type { SeatConfig } from '../../play/session.js';
import { optionsProblem, VARIANT_IDS } from './index.js';
import type { PiquetFormat } from './messages.js';
import type { PiquetMessages } from './texts.js';
import type { PiquetOptions } from './types.js';

export interface PiquetStart {
  readonly options: PiquetOptions;
  readonly seats: SeatConfig[];
}

export const FORMATS: readonly PiquetFormat[] = ['101', '100', 'partie'];
/** The variants that are a format (chosen in the format field, not as check boxes). */
const FORMAT_VARIANT: Readonly<Record<PiquetFormat, string | null>> = { '101': null, '100': 'V-Q-4', partie: 'V-Q-5' };
const FLAG_VARIANTS = VARIANT_IDS.filter((v) => !Object.values(FORMAT_VARIANT).includes(v));

export const PIQUET_SETUP = seatSetup<PiquetOptions, PiquetMessages>({
  params: [
    { legend: 'seats', params: [{ kind: 'seats', count: 2, levelParam: 'level' }] },
    {
      legend: 'rules',
      params: [
        { kind: 'choice', name: 'format', values: FORMATS, default: '101' },
        { kind: 'flags', name: 'variants', values: VARIANT_IDS, offered: FLAG_VARIANTS },
      ],
    },
  ],
  words: ({ ui: m }) => ({
    legends: { seats: m.seats, rules: m.rules },
    fields: { seats: { label: m.seats, help: m.seatHelp }, format: { label: m.format, help: m.formatHelp }, variants: { label: m.variants } },
    options: { format: (f) => ({ label: m.formatName(f as PiquetFormat) }), variants: variantWords(m) },
    level: (l) => m.levelName(l),
    defaultName: (i) => m.defaultName(i),
  }),
  options(v) {
    const format = v.choice('format') as PiquetFormat | undefined;
    const chosen = new Set(v.flags('variants') ?? []);
    if (format && FORMAT_VARIANT[format]) chosen.add(FORMAT_VARIANT[format]!);
    const options: PiquetOptions = {};
    const known = VARIANT_IDS.filter((id) => chosen.has(id));
    if (known.length) options.variants = [...known];
    // PD-Q-18: the engine says which combinations it refuses (to 100 and the four-deal partie).
    const problem = optionsProblem(options);
    return problem ? { problem: { param: format !== undefined ? 'format' : 'variants', value: known.join(','), allowed: problem } } : { options };
  },
});

export const PIQUET_URL_PARAMS = PIQUET_SETUP.urlParams;
export const piquetSetupForm = PIQUET_SETUP.form;
export const piquetOptionsFrom = PIQUET_SETUP.optionsFrom;
