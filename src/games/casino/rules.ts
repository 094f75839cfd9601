/** Options → the rules in force (casino.md §7 variants; targets and lurch lines C30, C31, C34, C37). */
import type { CasinoOptions, CasinoRules, Seat, Side } from './types.js';

export const VARIANT_IDS = ['V-C-1', 'V-C-2', 'V-C-3', 'V-C-4', 'V-C-5'] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

/** Checks options from outside; a message naming the problem, or null. */
export function optionsProblem(o: unknown): string | null {
  if (typeof o !== 'object' || o === null) return 'options must be an object';
  const opts = o as Record<string, unknown>;
  const p = opts['players'];
  if (p !== 2 && p !== 3 && p !== 4) return `players must be 2, 3 or 4 (C1), got ${JSON.stringify(p)}`;
  const vs = opts['variants'];
  if (vs !== undefined) {
    if (!Array.isArray(vs)) return 'variants must be a list of variant IDs';
    for (const v of vs) {
      if (!(VARIANT_IDS as readonly unknown[]).includes(v)) return `unknown variant ${JSON.stringify(v)} (known: ${VARIANT_IDS.join(', ')})`;
    }
  }
  const games = opts['games'];
  if (games !== undefined && !(Number.isInteger(games) && (games as number) >= 1 && (games as number) <= 5)) return `games must be a whole number from 1 to 5, got ${JSON.stringify(games)}`;
  return null;
}

/** The rules in force; throws an Error on bad options (an unknown variant included). */
export function resolveRules(options: CasinoOptions): CasinoRules {
  const problem = optionsProblem(options);
  if (problem) throw new Error(`Bad Casino options: ${problem}`);
  const set = new Set<string>(options.variants ?? []);
  const three = options.players === 3;
  if (!three) {
    set.delete('V-C-4'); // only the 3-player game (contract: accepted, no effect)
    set.delete('V-C-5');
  }
  return {
    players: options.players,
    sides: three ? 3 : 2,
    target: three ? (set.has('V-C-4') ? 16 : 15) : 11,
    lurchLine: three ? 7 : 5,
    lastFaceTakesAll: !set.has('V-C-1'),
    freeTrail: set.has('V-C-2'),
    finalCollectionScores: set.has('V-C-3'),
    netting: !three || set.has('V-C-5'),
    variants: VARIANT_IDS.filter((v) => set.has(v)),
  };
}

/** The side of a seat: with 4 players seats s and s + 2 are side s % 2 (C1); otherwise side = seat. */
export function sideOf(rules: CasinoRules, seat: Seat): Side {
  return rules.players === 4 ? seat % 2 : seat;
}

/** The seats of a side, in seat order. */
export function seatsOf(rules: CasinoRules, side: Side): Seat[] {
  return rules.players === 4 ? [side, side + 2] : [side];
}
