/** Options → the rules in force (papillon.md §4 variants and presets). */
import type { PapillonOptions, PapillonRules } from './types.js';

export const VARIANT_IDS = [
  'V-P-1', 'V-P-2', 'V-P-3', 'V-P-4', 'V-P-5', 'V-P-6', 'V-P-7', 'V-P-8', 'V-P-9', 'V-P-10', 'V-P-11',
] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

export const PRESETS = {
  braillespiel: [] as VariantId[],
  'philidor-1756': ['V-P-1', 'V-P-2', 'V-P-3', 'V-P-4', 'V-P-5'] as VariantId[],
} as const;

/** Checks options from outside; returns a message naming the problem, or null. */
export function optionsProblem(o: unknown): string | null {
  if (typeof o !== 'object' || o === null) return 'options must be an object';
  const opts = o as Record<string, unknown>;
  if (opts['players'] !== 3 && opts['players'] !== 4) return `players must be 3 or 4 (P1), got ${JSON.stringify(opts['players'])}`;
  if (opts['variants'] !== undefined) {
    if (!Array.isArray(opts['variants'])) return 'variants must be a list of variant IDs';
    for (const v of opts['variants']) {
      if (!(VARIANT_IDS as readonly unknown[]).includes(v)) return `unknown variant ${JSON.stringify(v)} (known: ${VARIANT_IDS.join(', ')})`;
    }
  }
  // Own keys only: a preset named like an Object property ("constructor", "__proto__") is no preset.
  if (opts['preset'] !== undefined && !(typeof opts['preset'] === 'string' && Object.hasOwn(PRESETS, opts['preset']))) {
    return `unknown preset ${JSON.stringify(opts['preset'])} (known: ${Object.keys(PRESETS).join(', ')})`;
  }
  if (opts['ante'] !== undefined && opts['ante'] !== 1 && opts['ante'] !== 2) return `ante must be 1 or 2 (P14), got ${JSON.stringify(opts['ante'])}`;
  const tours = opts['tours'];
  if (tours !== undefined && !(Number.isInteger(tours) && (tours as number) >= 1 && (tours as number) <= 100)) {
    return `tours must be a whole number from 1 to 100 (P8), got ${JSON.stringify(tours)}`;
  }
  const sc = opts['startingCounters'];
  if (sc !== undefined && !(Number.isInteger(sc) && (sc as number) >= 0 && (sc as number) <= 1_000_000)) {
    return `startingCounters must be a whole number from 0 to 1000000 (P6), got ${JSON.stringify(sc)}`;
  }
  return null;
}

export function resolveRules(options: PapillonOptions): PapillonRules {
  const problem = optionsProblem(options);
  if (problem) throw new Error(`Bad Papillon options: ${problem}`);
  const set = new Set<string>(options.variants ?? []);
  for (const v of PRESETS[options.preset ?? 'braillespiel']) set.add(v);
  if (options.ante === 2) set.add('V-P-6');
  const has = (v: VariantId) => set.has(v);
  return {
    players: options.players,
    tableSize: options.players === 3 ? 7 : 4,
    ante: has('V-P-6') ? 2 : 1,
    tours: options.tours ?? 2,
    startingCounters: options.startingCounters ?? 50,
    tensRestricted: has('V-P-1'),
    faceCardsNoValue: has('V-P-2'),
    consolation: has('V-P-3') ? 2 : 1,
    classicPayouts: has('V-P-4'),
    refill: !has('V-P-5'),
    featExactlyThree: has('V-P-7'),
    hanetonLapsesInFinal: has('V-P-8'),
    blaetterDoubles: has('V-P-9'),
    refillBeforeDeal: has('V-P-10'),
    stopAtWinner: has('V-P-11'),
    variants: VARIANT_IDS.filter((v) => set.has(v)),
  };
}
