/**
 * The keys every trick table has (merged with the game's own and the shell's; F1 lists them): Enter
 * plays the card in focus; in the hand a suit's key jumps to it; P the next playable card; H the hand
 * (Shift+H as well, for where H is a suit's key); T the trick, Shift+T the last trick; Shift+W whose turn.
 * Command ids of the suit keys are `suit<Suit>` (suitSw, suitH …): each game names them in its catalogue.
 */
import { key, type CommandDef } from '../../play/keymap.js';
import type { CommandRow, RunContext } from '../../play/seat-play.js';
import type { AnyTrickPlay } from './trick-play.js';

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

/**
 * The trick table's rows (src/games/tricks/trick-play.ts runs them): Enter, the suit keys (each
 * game's letters), P, H and Shift+H, T, Shift+T, Shift+W.
 */
export function trickRows<P extends AnyTrickPlay>(suitKeys: readonly (readonly [letter: string, suit: string])[]): CommandRow<P>[] {
  return [
    {
      id: 'playCard',
      keys: [key('Enter'), key(' ', 'Space')],
      zones: ['hand'],
      printable: false,
      run: (p, ctx: RunContext) => {
        if (p.session.waitingForKey) p.continue();
        else if (ctx.key) p.playCard(ctx.key);
        else p.enterWithoutCard();
      },
    },
    ...suitKeys.map(([letter, suit]): CommandRow<P> => ({ id: `suit${suit}`, keys: [key(letter, letter.toUpperCase())], zones: ['hand'], printable: true, run: (p) => p.jumpSuit(suit) })),
    { id: 'nextPlayable', keys: [key('p', 'P')], run: (p, ctx) => p.nextPlayable(ctx.zone === 'hand' ? ctx.key : p.hand.key, ctx.zone === 'hand') },
    { id: 'readHand', keys: [key('h', 'H'), key('h', 'Shift+H', { shift: true })], run: (p) => p.say(p.readHandText()), button: {} },
    { id: 'readTrick', keys: [key('t', 'T')], run: (p) => p.say(p.trickNowText()), button: {} },
    { id: 'readLastTrick', keys: [key('t', 'Shift+T', { shift: true })], run: (p) => p.say(p.readLastTrickText()), button: {} },
    { id: 'whoseTurn', keys: [key('w', 'Shift+W', { shift: true })], run: (p) => p.say(p.whoseTurnText()) },
  ];
}
