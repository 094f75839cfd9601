/**
 * What the chess browser tests share (chess.test.ts, chess-table.test.ts, chess-book.test.ts).
 *
 * API
 * - `cell(square)`: the board's cell of a square ("e2").
 * - `key(m, press)`: a real key press ("Shift+R" holds Shift), then the app settled.
 * - `whiteSeed(options)`: a seed whose first game gives me (player 0) White.
 */
import { sendKeys } from '@web/test-runner-commands';
import { settle, type Mounted } from './app-harness.js';
import { newSession, type ChessOptions } from '../../src/games/chess/index.js';

export const cell = (sq: string) => document.querySelector<HTMLElement>(`[data-zone="board"] [data-key="${sq}"]`)!;

export async function key(m: Mounted, press: string): Promise<void> {
  const shift = press.startsWith('Shift+');
  if (shift) await sendKeys({ down: 'Shift' });
  await sendKeys({ press: shift ? press.slice(6) : press });
  if (shift) await sendKeys({ up: 'Shift' });
  await settle(m);
}

export function whiteSeed(options: ChessOptions = {}): string {
  for (let i = 1; i < 100; i++) if (newSession(options, String(i)).white === 0) return String(i);
  throw new Error('no seed');
}
