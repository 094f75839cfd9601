/**
 * Playing any seat game of the registry by real keys, knowing no game: the table's own zones and the
 * engine's legal moves only. A decision as a player makes it who takes the first thing offered: a
 * confirmation (Enter), a choice list (Enter on its first entry), a card of a legal move (the arrows
 * from where focus is in the hand, then Enter), a move without a card (the primary button of the
 * actions, or Enter on a card: Papillon's lay-down asks to confirm), between deals N.
 */
import { sendKeys } from '@web/test-runner-commands';
import type { AnnouncerClock } from '../../src/announcer/announcer.js';
import type { AnySeatPlay } from '../../src/play/seat-play.js';
import { settle, shown, until, type Mounted } from './app-harness.js';
import { active, zoneOfFocus } from './trick-harness.js';

export const seatPlay = (m: Mounted) => m.shell.play as unknown as AnySeatPlay;
export const items = (zone: string) => [...document.querySelectorAll<HTMLElement>(`[data-zone="${zone}"] [data-item]`)];
export const confirmOpen = () => shown(document.querySelector<HTMLDialogElement>('dialog[data-kind="confirm"]'));

/** The phase a seat play's view shows (every seat game's view names it `phase`). */
export function phaseOf(m: Mounted): string {
  const phase = (seatPlay(m).view as { phase?: unknown }).phase;
  if (typeof phase !== 'string') throw new Error(`${seatPlay(m).gameId}: its view has no phase`);
  return phase;
}

/**
 * The announcer's pace off: the same messages in the same order, handed out at once (these tests read
 * the log, not the pace).
 */
export function unpaced(m: Mounted): void {
  let t = 0;
  const clock: AnnouncerClock = { now: () => (t += 1000), setTimeout: (fn) => setTimeout(fn, 0), clearTimeout: (h) => clearTimeout(h as number) };
  (m.announcer as unknown as { clock: AnnouncerClock }).clock = clock;
}

/** Moves focus to a card of the hand by the arrow keys (from the card in focus, else the first). */
async function arrowTo(card: string): Promise<void> {
  // The arrows pass by my card just played, still shown in its place (a trick table), unless focus is on it.
  const hand = items('hand').filter((el) => el === active() || !el.hasAttribute('data-played'));
  const at = hand.findIndex((el) => el.dataset['key'] === card);
  let now = hand.indexOf(active()!);
  if (now < 0) {
    hand[0]!.focus();
    now = 0;
  }
  for (; now < at; now++) await sendKeys({ press: 'ArrowRight' });
  for (; now > at; now--) await sendKeys({ press: 'ArrowLeft' });
  if (active()?.dataset['key'] !== card) throw new Error(`the arrows did not reach ${card} (at ${active()?.dataset['key'] ?? active()?.localName})`);
}

/** The card a move names (every card move of every seat game calls it `card`) when it is in my hand. */
function cardOf(move: unknown, hand: readonly string[]): string | null {
  const card = (move as { card?: unknown }).card;
  return typeof card === 'string' && hand.includes(card) ? card : null;
}

/** One decision of mine by keys (see above), then the computers' moves and the words settle. */
export async function decideByKeys(m: Mounted, between: () => boolean): Promise<void> {
  const p = seatPlay(m);
  if (confirmOpen()) {
    await sendKeys({ press: 'Enter' });
  } else if (p.choices) {
    if (zoneOfFocus() !== 'choices') items('choices')[0]!.focus();
    await sendKeys({ press: 'Enter' });
  } else if (p.session.myTurn) {
    const hand = items('hand').map((el) => el.dataset['key']!);
    const card = p.session.legalMoves.map((move) => cardOf(move, hand)).find((c) => c !== null);
    // A game whose moves are made on its home zone's items (chess: a piece's square, then its target) says which.
    const byItems = (p as unknown as { itemsOfMove?(move: unknown): readonly string[] }).itemsOfMove?.(p.session.legalMoves[0]);
    if (byItems) {
      for (const key of byItems) {
        items(p.homeZone).find((el) => el.dataset['key'] === key)!.focus();
        await sendKeys({ press: 'Enter' });
        await settle(m);
      }
    } else if (card) {
      await arrowTo(card);
      await sendKeys({ press: 'Enter' });
    } else {
      const primary = document.querySelector<HTMLElement>('[data-zone="actions"] button.primary');
      (primary ?? items('hand')[0]!).focus();
      await sendKeys({ press: 'Enter' });
    }
  } else if (between()) {
    if (!document.activeElement?.closest('game-table')) (items(p.homeZone)[0] ?? document.querySelector<HTMLElement>(`[data-zone="${p.homeZone}"] h2`))?.focus();
    const next = m.shell.module!.commands.find((c) => c.id === 'nextDeal')?.keys[0];
    if (next?.shift) await sendKeys({ down: 'Shift' });
    await sendKeys({ press: next?.key ?? 'n' });
    if (next?.shift) await sendKeys({ up: 'Shift' });
  }
  await settle(m);
  // A dialog that closed stays in the page (hidden) until the next key, while focus goes back (app-shell).
  await until(() => m.shell.dialog !== null || !document.querySelector('dialog[open]:not([data-closing])'));
}
