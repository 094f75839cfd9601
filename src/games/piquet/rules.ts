/** Options → the rules in force (piquet.md §6 variants; PD-Q-18 combinations). */
import type { PiquetOptions, PiquetRules } from './types.js';

export const VARIANT_IDS = ['V-Q-1', 'V-Q-2', 'V-Q-3', 'V-Q-4', 'V-Q-5', 'V-Q-6', 'V-Q-7'] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

/** Checks options from outside; a message naming the problem, or null. */
export function optionsProblem(o: unknown): string | null {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return 'options must be an object';
  const variants = (o as Record<string, unknown>)['variants'];
  if (variants === undefined) return null;
  if (!Array.isArray(variants)) return 'variants must be a list of variant IDs';
  for (const v of variants) {
    if (!(VARIANT_IDS as readonly unknown[]).includes(v)) return `unknown variant ${JSON.stringify(v)} (known: ${VARIANT_IDS.join(', ')})`;
  }
  if (variants.includes('V-Q-4') && variants.includes('V-Q-5')) {
    return 'V-Q-4 (game to 100) and V-Q-5 (the four-deal partie) exclude each other: a partie has no target (PD-Q-18)';
  }
  return null;
}

export function resolveRules(options: PiquetOptions): PiquetRules {
  const problem = optionsProblem(options);
  if (problem) throw new Error(`Bad Piquet options: ${problem}`);
  const set = new Set<string>(options.variants ?? []);
  const partie = set.has('V-Q-5');
  return {
    variants: VARIANT_IDS.filter((v) => set.has(v)),
    elderMin: set.has('V-Q-1') ? 1 : 3,
    youngerTakesLeft: !set.has('V-Q-1'),
    lastTrick: set.has('V-Q-2') ? 2 : 3,
    modernTricks: set.has('V-Q-3'),
    countingBeats: set.has('V-Q-7'),
    blancheShown: set.has('V-Q-6'),
    target: partie ? null : set.has('V-Q-4') ? 100 : 101,
    partie,
  };
}

/** Q37: a partie's units: the difference divided by 10, 5 rounding up (4 → 0, 5 → 1, 45 → 5). */
export function partieUnits(difference: number): number {
  return Math.floor((Math.abs(difference) + 5) / 10);
}
