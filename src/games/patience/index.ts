/**
 * The seven patiences' public API (contract: shared/contracts/patience-engine.md; rules:
 * shared/rules/patience.md; documented in docs/patience-engine.md). Pure TypeScript: no DOM,
 * imports cleanly in Node and in the browser.
 */
import type { GameDefinition } from '../../engine/game.js';
import { doppelhausen } from './doppelhausen.js';
import { elf } from './elf.js';
import { halberMond } from './halber-mond.js';
import { napoleon } from './napoleon.js';
import { reihe } from './reihe.js';
import { stern } from './stern.js';
import { unterstecken } from './unterstecken.js';
import type {
  PatienceEvent,
  PatienceGame,
  PatienceId,
  PatienceLayout,
  PatienceMode,
  PatienceMove,
  PatienceMoveResult,
  PatienceOptions,
  PatienceState,
  PatienceStatus,
} from './types.js';

export type * from './types.js';
export type { DoppelhausenView } from './doppelhausen.js';
export type { ElfView } from './elf.js';
export type { HalberMondView } from './halber-mond.js';
export type { NapoleonView } from './napoleon.js';
export type { ReiheView } from './reihe.js';
export type { SternView } from './stern.js';
export type { UntersteckenView } from './unterstecken.js';
export { doppelhausenPosition, DH_PILES } from './doppelhausen.js';
export { elfPosition } from './elf.js';
export { halberMondPosition, hmAdjacent, hmCardMoves, lift, gatherAndDeal, HM_STAGES } from './halber-mond.js';
export { napoleonPosition, napAdjacent } from './napoleon.js';
export { reihePosition, REIHE_COLUMNS } from './reihe.js';
export { sternPosition, sternValue, STERN_PASSES, STERN_CORNERS } from './stern.js';
export { untersteckenPosition, UNT_LOOP_GUARD, UNT_CHAINS } from './unterstecken.js';
export { GAME_NAMES as PATIENCE_SOURCE_NAMES } from './common.js';

export { PATIENCE_IDS, PATIENCE_MODES, isPatienceId } from './modes.js';
import { PATIENCE_IDS } from './modes.js';

/** The contract: each patience by id. */
export const patiences: Record<PatienceId, PatienceGame> = {
  doppelhausen: doppelhausen.game,
  elf: elf.game,
  'halber-mond': halberMond.game,
  napoleon: napoleon.game,
  reihe: reihe.game,
  stern: stern.game,
  unterstecken: unterstecken.game,
};

/** Each patience as a game of the shared core (src/engine/game.ts): one player, viewer 0. */
export const patienceDefinitions = {
  doppelhausen: doppelhausen.definition,
  elf: elf.definition,
  'halber-mond': halberMond.definition,
  napoleon: napoleon.definition,
  reihe: reihe.definition,
  stern: stern.definition,
  unterstecken: unterstecken.definition,
} as const;

export type AnyPatienceDefinition = GameDefinition<PatienceState, PatienceMove, unknown, PatienceEvent, PatienceOptions>;

function gameOf(s: PatienceState): PatienceGame {
  const g = (s as { game?: unknown } | null)?.game;
  const found = typeof g === 'string' ? patiences[g as PatienceId] : undefined;
  if (!found) throw new Error(`not a patience state (game ${JSON.stringify(g)})`);
  return found;
}

/** Convenience dispatchers over any patience state. */
export function newGame(id: PatienceId, seed: string | number, options?: PatienceOptions): PatienceState {
  const g = patiences[id];
  if (!g) throw new Error(`unknown patience ${JSON.stringify(id)} (known: ${PATIENCE_IDS.join(', ')})`);
  return g.newGame(seed, options);
}

export function fromOrder(id: PatienceId, order: readonly string[], options?: PatienceOptions): PatienceState {
  const g = patiences[id];
  if (!g) throw new Error(`unknown patience ${JSON.stringify(id)} (known: ${PATIENCE_IDS.join(', ')})`);
  return g.fromOrder(order, options);
}

export function legalMoves(s: PatienceState): PatienceMove[] {
  return gameOf(s).legalMoves(s);
}

export function applyMove(s: PatienceState, m: PatienceMove): PatienceMoveResult {
  return gameOf(s).applyMove(s, m);
}

export function status(s: PatienceState): PatienceStatus {
  return gameOf(s).status(s);
}

export function mode(id: PatienceId, options?: PatienceOptions): PatienceMode {
  return patiences[id].mode(options);
}

export function layout(id: PatienceId, options?: PatienceOptions): PatienceLayout {
  return patiences[id].layout(options);
}

/** What the player may see of a state (face-down cards as counts, no seed). */
export function view(s: PatienceState): unknown {
  return patienceDefinitions[gameOf(s).id].view(s as never, 0);
}
