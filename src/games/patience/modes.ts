/**
 * The patiences' ids and play modes, apart from the engines, so that a game chooser can list them
 * without loading any engine. The engines take their `mode` from here (one source).
 */
import type { PatienceId, PatienceMode } from './types.js';

export const PATIENCE_IDS: readonly PatienceId[] = ['doppelhausen', 'elf', 'halber-mond', 'napoleon', 'reihe', 'stern', 'unterstecken'];

/** Interactive games offer choices; watch-and-step games play one forced move at a time. */
export const PATIENCE_MODES: Readonly<Record<PatienceId, (variants: readonly string[]) => PatienceMode>> = {
  doppelhausen: () => 'interactive',
  elf: () => 'watch-and-step',
  'halber-mond': () => 'interactive',
  napoleon: () => 'watch-and-step',
  reihe: () => 'watch-and-step',
  // Der Stern without corners (V-STE-1) has no choices left.
  stern: (variants) => (variants.includes('V-STE-1') ? 'watch-and-step' : 'interactive'),
  unterstecken: () => 'watch-and-step',
};

export function isPatienceId(x: unknown): x is PatienceId {
  return typeof x === 'string' && (PATIENCE_IDS as readonly string[]).includes(x);
}
