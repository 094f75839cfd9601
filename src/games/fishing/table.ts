/**
 * The card rows the fishing games show (Papillon, Casino): the hand and the table, each a listbox of
 * cards with a roving tab stop (rendered inside the game's own <section data-zone>). A game gives the
 * cards in its order, their accessible names and faces, and what a tap or Enter does.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { cardFace } from '../../play/card-face.js';
import type { CardFace } from '../../i18n/deck-names.js';

export interface CardRow {
  readonly cards: readonly string[];
  /** The id of the heading that names the row. */
  readonly labelId: string;
  /** A card's accessible name ("Herz Zehn", with marks a game adds). */
  label(card: string): string;
  face(card: string): CardFace;
  /** A tap on a card (none: the cards are not activated by a tap). */
  activate?(card: string): void;
  /** My card just played, still shown (kept.ts): the keys that walk the hand pass it by (data-played). */
  played?(card: string): boolean;
}

/** A row of cards as a listbox (role option each, data-item, data-key). */
export function renderCardRow(row: CardRow): TemplateResult {
  const n = row.cards.length;
  const activate = row.activate;
  // Selected: the card focused in this row only. The hand's card just played, still focused there, is on
  // the table too after a trail: both selected made Orca move to the table's (selection-changed, issue 28).
  const active = document.activeElement;
  const focusedKey = active?.parentElement?.getAttribute('aria-labelledby') === row.labelId ? active.getAttribute('data-key') : null;
  return html`<div role="listbox" class="cards" aria-labelledby=${row.labelId} aria-orientation="horizontal">
    ${repeat(row.cards, (card) => card, (card, i) => {
      const name = row.label(card);
      return html`<div
        role="option"
        class="card"
        data-item
        data-key=${card}
        ?data-played=${row.played?.(card) ?? false}
        tabindex=${i === 0 ? 0 : -1}
        aria-selected=${focusedKey === card ? 'true' : 'false'}
        aria-posinset=${i + 1}
        aria-setsize=${n}
        @click=${activate ? () => activate(card) : nothing}
        @focus=${(e: FocusEvent) => (e.target as HTMLElement).setAttribute('aria-selected', 'true')}
        @blur=${(e: FocusEvent) => (e.target as HTMLElement).setAttribute('aria-selected', 'false')}
      >
        ${cardFace(card, name, row.face(card))}
      </div>`;
    })}
  </div>`;
}
