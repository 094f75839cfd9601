/**
 * The keys every trick table has (merged with the game's own and the shell's; F1 lists them): Enter
 * plays the card in focus; in the hand a suit's key jumps to it; P the next playable card; H the hand
 * (Shift+H as well, for where H is a suit's key); T the trick, Shift+T the last trick; Shift+W whose turn.
 * Command ids of the suit keys are `suit<Suit>` (suitSw, suitH …): each game names them in its catalogue.
 */
import { key, type CommandDef } from '../../play/keymap.js';

export function trickCommands(suitKeys: readonly (readonly [letter: string, suit: string])[]): CommandDef[] {
  return [
    { id: 'playCard', keys: [key('Enter'), key(' ', 'Space')], zones: ['hand'], printable: false },
    ...suitKeys.map(([letter, suit]) => ({ id: `suit${suit}`, keys: [key(letter, letter.toUpperCase())], zones: ['hand'], printable: true })),
    { id: 'nextPlayable', keys: [key('p', 'P')], zones: 'any', printable: true },
    { id: 'readHand', keys: [key('h', 'H'), key('h', 'Shift+H', { shift: true })], zones: 'any', printable: true },
    { id: 'readTrick', keys: [key('t', 'T')], zones: 'any', printable: true },
    { id: 'readLastTrick', keys: [key('t', 'Shift+T', { shift: true })], zones: 'any', printable: true },
    { id: 'whoseTurn', keys: [key('w', 'Shift+W', { shift: true })], zones: 'any', printable: true },
  ];
}

/** The suit a `suit<Suit>` command id names, or null. */
export const suitOfCommand = (id: string): string | null => (id.startsWith('suit') && id.length > 4 ? id.slice(4) : null);
