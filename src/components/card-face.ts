/** The visual face of a card (large rank and suit), hidden from assistive technology: the accessible name is in words. */
import { html, type TemplateResult } from 'lit';

const SUIT_SYMBOL: Record<string, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };

export function cardFace(card: string, label: string): TemplateResult {
  const rank = card.slice(0, -1);
  const suit = card.slice(-1);
  return html`<span class="card-face suit-${suit}" aria-hidden="true"
      ><span class="rank">${rank}</span><span class="suit">${SUIT_SYMBOL[suit]}</span></span
    ><span class="visually-hidden">${label}</span>`;
}
