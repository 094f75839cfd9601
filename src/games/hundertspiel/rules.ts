/** Options → the rules in force (hundertspiel-engine.md "Options"; variants hundertspiel.md §8). */
import type { HundertspielOptions, HundertspielRules, Suit } from './types.js';

export const VARIANT_IDS = ['V-H-1', 'V-H-2', 'V-H-3', 'V-H-4', 'V-H-5', 'V-H-6', 'V-H-7'] as const;

/** H57: suit ranks and values in the Scat game, Spadi 1 < Denari 2 < Coppi 3 < Bastoni 4. */
export const SUIT_VALUE: Readonly<Record<Suit, number>> = { Sw: 1, Co: 2, Cu: 3, Ba: 4 };

/** What is wrong with options from outside, or null. */
export function optionsProblem(o: unknown): string | null {
  if (typeof o !== 'object' || o === null) return 'options must be an object';
  const r = o as Record<string, unknown>;
  if (r['players'] !== 3 && r['players'] !== 4) return `players must be 3 or 4 (H4, H48), got ${JSON.stringify(r['players'])}`;
  if (r['scat'] !== undefined && typeof r['scat'] !== 'boolean') return 'scat must be true or false';
  const v = r['variants'];
  if (v !== undefined) {
    if (!Array.isArray(v)) return 'variants must be a list of variant IDs';
    for (const id of v) {
      if (!(VARIANT_IDS as readonly unknown[]).includes(id)) return `unknown variant ${JSON.stringify(id)} (expected ${VARIANT_IDS.join(', ')})`;
    }
    if (new Set(v).size !== v.length) return 'variants lists a variant twice';
  }
  const games = r['games'];
  if (games !== undefined && !(Number.isInteger(games) && (games as number) >= 1 && (games as number) <= 5)) return `games must be a whole number from 1 to 5, got ${JSON.stringify(games)}`;
  return null;
}

/** The rules in force; throws `Bad Hundertspiel options: …`. */
export function resolveRules(options: HundertspielOptions): HundertspielRules {
  const problem = optionsProblem(options);
  if (problem) throw new Error(`Bad Hundertspiel options: ${problem}`);
  const players = options.players;
  const variants = [...(options.variants ?? [])].sort();
  const has = (id: string) => variants.includes(id);
  const scat = options.scat === true;
  const deadScat = players === 3 && scat && has('V-H-4');
  const scatGame = scat && !deadScat;
  const scatSize = scat ? (players === 4 ? 4 : 3) : 0;
  return {
    players,
    parties: players === 4 ? 2 : 3,
    handSize: (36 - scatSize) / players,
    scatSize,
    scatGame,
    deadScat,
    trumpByCut: has('V-H-1') && !scatGame,
    recontra: has('V-H-2'),
    first52: has('V-H-3') && !scatGame,
    suitValuePay: scatGame && !has('V-H-5'),
    manualOut: has('V-H-6'),
    altOptIn: has('V-H-7'),
    variants,
  };
}
