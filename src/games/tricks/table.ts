/**
 * The zones every trick game shows (rendered by the generic <game-table>): the hand by suit — a
 * 'groups' zone, so Up/Down go from suit to suit and Home/End to the ends of a suit — and the trick
 * in progress. A game gives the words and the facts (which cards are playable, who played what); the
 * layout, the roles and the focus hooks are the same for every trick game.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { cardFace } from '../../play/card-face.js';
import type { CardFace } from '../../i18n/deck-names.js';

export interface HandCard {
  readonly key: string;
  /** The card's accessible name with its marks: "Bastoni Ass, spielbar". */
  readonly label: string;
  /** The card's name alone: "Bastoni Ass" (my card just played is named with it where it was, trick-play.ts). */
  readonly name: string;
  readonly face: CardFace;
  readonly playable: boolean;
  /** My card just played, still shown where it was (trick-play.ts): the keys that walk the hand pass it by. */
  readonly played?: boolean;
}

export interface HandSuit {
  readonly id: string;
  /** The group's name: "Bastoni, Trumpf, 3 Karten". */
  readonly label: string;
  readonly cards: readonly HandCard[];
}

export interface HandZone {
  /** The zone's id (default 'hand'; a hand laid face up for everyone to read: its own). */
  readonly zone?: string;
  readonly heading: string;
  readonly empty: string;
  readonly suits: readonly HandSuit[];
  activate(key: string): void;
}

/** The hand as a listbox of suit groups (role group, named), each card an option. */
export function renderSuitHand(z: HandZone): TemplateResult {
  const zone = z.zone ?? 'hand';
  const cards = z.suits.flatMap((s) => s.cards);
  const active = document.activeElement?.getAttribute('data-key');
  let at = 0;
  return html`<section data-zone=${zone} class="zone hand">
    <h2 id=${`${zone}-h`} tabindex="-1" data-focus>${z.heading}</h2>
    ${cards.length === 0
      ? html`<p class="empty">${z.empty}</p>`
      : html`<div role="listbox" class="cards suits" aria-labelledby=${`${zone}-h`} aria-orientation="horizontal">
          ${repeat(
            z.suits,
            (s) => s.id,
            (s) => html`<div role="group" class="suit-group" aria-label=${s.label}>
              ${repeat(
                s.cards,
                (c) => c.key,
                (c, i) => {
                  const first = at++ === 0;
                  return html`<div
                    role="option"
                    class=${c.played ? 'card played' : c.playable ? 'card playable' : 'card'}
                    data-item
                    data-key=${c.key}
                    data-played=${c.played ? '' : nothing}
                    data-group=${s.id}
                    tabindex=${first ? 0 : -1}
                    aria-selected=${active === c.key ? 'true' : 'false'}
                    aria-posinset=${i + 1}
                    aria-setsize=${s.cards.length}
                    @click=${() => z.activate(c.key)}
                    @focus=${(e: FocusEvent) => (e.target as HTMLElement).setAttribute('aria-selected', 'true')}
                    @blur=${(e: FocusEvent) => (e.target as HTMLElement).setAttribute('aria-selected', 'false')}
                  >
                    ${cardFace(c.key, c.label, c.face)}
                  </div>`;
                },
              )}
            </div>`,
          )}
        </div>`}
  </section>`;
}

export interface TrickZone {
  readonly heading: string;
  /** The trick in one sentence (what the T key says): the zone's focus target. */
  readonly text: string;
  /** The cards in the order played, for the eye (the sentence says them). */
  readonly cards: readonly { readonly key: string; readonly face: CardFace; readonly who: string; readonly winning: boolean }[];
}

/** The trick in progress: its sentence (focusable), and the cards drawn with who played them. */
export function renderTrick(z: TrickZone): TemplateResult {
  return html`<section data-zone="trick" class="zone trick" aria-labelledby="trick-h">
    <h2 id="trick-h">${z.heading}</h2>
    <p data-focus tabindex="-1" class="trick-text">${z.text}</p>
    ${z.cards.length
      ? html`<ol class="trick-cards" aria-hidden="true">
          ${z.cards.map(
            (c) => html`<li class=${c.winning ? 'winning' : nothing}><span class="who">${c.who}</span> ${cardFace(c.key, '', c.face)}</li>`,
          )}
        </ol>`
      : nothing}
  </section>`;
}
