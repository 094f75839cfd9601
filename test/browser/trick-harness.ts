/**
 * What the trick-game table tests share: starting a seat game through the shell, and playing the
 * human's decisions by real keys (a choice list: Enter on the first; a card: P then Enter; the end of
 * a deal: N) until a condition holds.
 */
import { sendKeys } from '@web/test-runner-commands';
import { settle, type Mounted } from './app-harness.js';

export interface SeatTable {
  readonly choices: unknown;
  readonly session: { readonly myTurn: boolean; readonly state: unknown };
}

export const active = () => document.activeElement as HTMLElement | null;
export const zoneOfFocus = () => active()?.closest<HTMLElement>('[data-zone]')?.dataset['zone'] ?? null;

export async function begin(m: Mounted, game: string, seed: string, start: unknown): Promise<void> {
  await m.shell.startGame(game, start, seed);
  await settle(m);
}

/** Plays by keys until `stop` holds; `between` says whether the game waits for N (a deal is over). */
export async function playByKeys(m: Mounted, stop: () => boolean, between: () => boolean, maxSteps = 400): Promise<void> {
  for (let i = 0; i < maxSteps && !stop(); i++) {
    const p = m.shell.play as unknown as SeatTable;
    if (between()) {
      await sendKeys({ press: 'n' });
    } else if (p.choices) {
      if (zoneOfFocus() !== 'choices') (document.querySelector('[data-zone="choices"] [data-item]') as HTMLElement).focus();
      await sendKeys({ press: 'Enter' });
    } else if (p.session.myTurn) {
      if (zoneOfFocus() !== 'hand') (document.querySelector('[data-zone="hand"] [data-item]') as HTMLElement).focus();
      await sendKeys({ press: 'p' });
      await settle(m);
      await sendKeys({ press: 'Enter' });
    }
    await settle(m);
  }
}
