/**
 * The visual face of a card (large rank and suit), hidden from assistive technology: the accessible
 * name is in words. The labels come from the caller in the player's language (`cardFaceOf` in
 * src/i18n/cards.ts, or a DeckNamer's `face` for other packs): "D ♥" in German, "Q ♥" in English.
 * Without them the English French-pack face is drawn.
 */
import { html, type TemplateResult } from 'lit';
import { FRENCH } from '../engine/cards.js';
import { frenchEn } from '../../locales/decks/en.js';
import type { CardFace } from '../i18n/deck-names.js';

function englishFace(card: string): CardFace {
  const p = FRENCH.parse(card);
  if (!p) return { rank: card, suit: '', suitClass: '' };
  return { rank: frenchEn.ranks[p.rank].face, suit: frenchEn.suits[p.suit].face, suitClass: p.suit };
}

export function cardFace(card: string, label: string, face: CardFace = englishFace(card)): TemplateResult {
  return html`<span class="card-face suit-${face.suitClass}" aria-hidden="true"
      ><span class="rank">${face.rank}</span><span class="suit">${face.suit}</span></span
    ><span class="visually-hidden">${label}</span>`;
}
