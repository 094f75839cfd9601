/** Options → the rules in force (whist.md §11 variants, W39 rubbers); bad options throw. */
import type { WhistOptions, WhistRules } from './types.js';

/** The most rubbers a table or the form may ask for (the engine takes any; a table with friends must end). */
export const MAX_TABLE_RUBBERS = 5;

export const VARIANT_IDS = ['V-W-1', 'V-W-2', 'V-W-3', 'V-W-4', 'V-W-5'] as const;

/** What is wrong with some options, or null. */
export function optionsProblem(options: unknown): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return 'options must be an object';
  const o = options as Record<string, unknown>;
  if (o['variants'] !== undefined) {
    if (!Array.isArray(o['variants'])) return 'variants must be a list of variant IDs';
    for (const v of o['variants']) if (!(VARIANT_IDS as readonly unknown[]).includes(v)) return `unknown variant ${JSON.stringify(v)} (known: ${VARIANT_IDS.join(', ')})`;
  }
  if (o['rubbers'] !== undefined && !(Number.isInteger(o['rubbers']) && (o['rubbers'] as number) >= 1)) return `rubbers must be a positive integer, not ${JSON.stringify(o['rubbers'])}`;
  return null;
}

export function resolveRules(options: WhistOptions): WhistRules {
  const problem = optionsProblem(options);
  if (problem) throw new Error(`Bad Whist options: ${problem}`);
  const v = new Set(options.variants ?? []);
  return {
    sevenPoint: v.has('V-W-1'),
    honoursAtNine: v.has('V-W-2'),
    slams: !v.has('V-W-3'),
    autoCall: v.has('V-W-4'),
    claims: v.has('V-W-5'),
    rubbers: options.rubbers ?? 1,
    variants: [...v].sort(),
  };
}

/** A plain copy of the options (the state keeps its own). */
export function copyOptions(options: WhistOptions): WhistOptions {
  const out: WhistOptions = {};
  if (options.variants !== undefined) out.variants = options.variants.slice();
  if (options.rubbers !== undefined) out.rubbers = options.rubbers;
  return out;
}
