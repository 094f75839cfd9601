/** Options → the rules in force (BO1, BO3, BO55, BO60–BO63, V-BO-1…6); bad options throw. */
import { PACK, TRI_PACK } from './cards.js';
import type { BostonOptions, BostonRules } from './types.js';

export const VARIANT_IDS = ['V-BO-1', 'V-BO-2', 'V-BO-3', 'V-BO-4', 'V-BO-5', 'V-BO-6'] as const;

/** BO55: the most tours a table plays (the form offers 1 to this; a table's options are bounded alike). */
export const MAX_TABLE_TOURS = 8;

/** The forms each variant changes (the contract: it has no effect in the others). */
export const VARIANT_FORMS: Readonly<Record<(typeof VARIANT_IDS)[number], readonly ('boston' | 'tri-boston' | 'boston-whist')[]>> = {
  'V-BO-1': ['boston', 'boston-whist'],
  'V-BO-2': ['boston', 'tri-boston'],
  'V-BO-3': ['boston-whist'],
  'V-BO-4': ['boston-whist'],
  'V-BO-5': ['tri-boston'],
  'V-BO-6': ['tri-boston'],
};

/** The variants that have an effect in each form (the contract: the others are accepted and do nothing). */
const APPLIES: Readonly<Record<string, (players: number, whist: boolean) => boolean>> = {
  'V-BO-1': (n) => n === 4,
  'V-BO-2': (_n, whist) => !whist,
  'V-BO-3': (n, whist) => n === 4 && whist,
  'V-BO-4': (n, whist) => n === 4 && whist,
  'V-BO-5': (n) => n === 3,
  'V-BO-6': (n) => n === 3,
};

/** What is wrong with some options, or null. */
export function optionsProblem(options: unknown): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return 'options must be an object';
  const o = options as Record<string, unknown>;
  if (o['players'] !== undefined && o['players'] !== 3 && o['players'] !== 4) return `players must be 3 or 4, not ${JSON.stringify(o['players'])} (BO1)`;
  if (o['whist'] !== undefined && typeof o['whist'] !== 'boolean') return `whist must be true or false, not ${JSON.stringify(o['whist'])}`;
  if (o['whist'] === true && o['players'] === 3) return 'Boston-Whist is for four players only (BO1, BO63)';
  if (o['variants'] !== undefined) {
    if (!Array.isArray(o['variants'])) return 'variants must be a list of variant IDs';
    for (const v of o['variants']) if (!(VARIANT_IDS as readonly unknown[]).includes(v)) return `unknown variant ${JSON.stringify(v)} (known: ${VARIANT_IDS.join(', ')})`;
  }
  const t = o['tours'];
  if (t !== undefined && !(typeof t === 'number' && Number.isInteger(t) && t >= 1)) return `tours must be a positive integer, not ${JSON.stringify(t)} (BO55)`;
  return null;
}

export function resolveRules(options: Readonly<Omit<BostonOptions, 'variants'>> & { readonly variants?: readonly string[] }): BostonRules {
  const problem = optionsProblem(options);
  if (problem) throw new Error(`Bad Boston options: ${problem}`);
  const players = options.players ?? 4;
  const whist = options.whist ?? false;
  const variants = [...new Set(options.variants ?? [])].filter((v) => APPLIES[v]!(players, whist)).sort();
  const has = (v: string) => variants.includes(v);
  return {
    players,
    whist,
    tariff: whist || has('V-BO-2') ? 'B' : 'A',
    tours: options.tours ?? (players === 4 ? 3 : 4),
    pack: players === 4 ? PACK : TRI_PACK,
    variants,
    suitEachDeal: has('V-BO-1'),
    fairerLoss: has('V-BO-3'),
    whistAlways: has('V-BO-4'),
    misereLeader: has('V-BO-6'),
    fixedSuperior: players === 3 ? (has('V-BO-5') ? 'D' : 'H') : null,
  };
}

/** A plain copy of the options (the state keeps its own). */
export function copyOptions(options: Readonly<Omit<BostonOptions, 'variants'>> & { readonly variants?: readonly string[] }): BostonOptions {
  const out: BostonOptions = {};
  if (options.players !== undefined) out.players = options.players;
  if (options.whist !== undefined) out.whist = options.whist;
  if (options.variants !== undefined) out.variants = options.variants.slice();
  if (options.tours !== undefined) out.tours = options.tours;
  return out;
}
