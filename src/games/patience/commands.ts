/** The patiences' keys at the table (merged with the shell's in src/play/keymap.ts; F1 lists them). */
import { key, type CommandDef } from '../../play/keymap.js';
import type { PatienceId } from './types.js';

const COMMON: readonly CommandDef[] = [
  { id: 'selectPlace', keys: [key('Enter'), key(' ', 'Space')], zones: ['piles'], printable: false },
  { id: 'readTable', keys: [key('t', 'T')], zones: 'any', printable: true },
  { id: 'readStatus', keys: [key('s', 'S')], zones: 'any', printable: true },
  { id: 'readCards', keys: [key('i', 'I')], zones: 'any', printable: true },
  { id: 'readFoundations', keys: [key('f', 'F')], zones: 'any', printable: true },
  { id: 'listMoves', keys: [key('m', 'M')], zones: 'any', printable: true },
  { id: 'step', keys: [key('n', 'N')], zones: 'any', printable: true },
  { id: 'runToEnd', keys: [key('a', 'A')], zones: 'any', printable: true },
  { id: 'cancel', keys: [key('Escape')], zones: 'any', printable: false },
  // U is undo here: the shell's U (load a new version) stays on the header button and the command line.
  { id: 'undo', keys: [key('u', 'U'), key('z', 'Ctrl+Z', { ctrl: true })], zones: 'any', printable: true },
  { id: 'redo', keys: [key('u', 'Shift+U', { shift: true }), key('y', 'Ctrl+Y', { ctrl: true })], zones: 'any', printable: true },
];

/** Only Der halbe Mond has stages to end (S-HM-9). */
const END_STAGE: CommandDef = { id: 'endStage', keys: [key('e', 'E')], zones: 'any', printable: true };

/** Das Unterstecken has no foundations: F would only say so (F1 lists what does something; issue 29). */
const NO_FOUNDATIONS: ReadonlySet<PatienceId> = new Set(['unterstecken']);

export function patienceCommands(game: PatienceId): readonly CommandDef[] {
  const common = NO_FOUNDATIONS.has(game) ? COMMON.filter((c) => c.id !== 'readFoundations') : COMMON;
  return game === 'halber-mond' ? [...common, END_STAGE] : common;
}

export function hasFoundations(game: PatienceId): boolean {
  return !NO_FOUNDATIONS.has(game);
}

/**
 * The shell's keys that mean nothing in a patience (issue 29): W goes on after an opponent's turn and
 * G says what happened since my last turn; a patience has neither opponents nor turns.
 */
export const PATIENCE_UNUSED_SHELL_COMMANDS: readonly string[] = ['continue', 'sinceMyTurn'];
