/**
 * The numbered choice list both tables use (Papillon's captures, a patience's moves): a listbox
 * section whose options say their number, with selection following focus, and a Cancel button.
 * Keys (1–9, Enter, Escape, arrows) come from each table's keymap and roving-tabindex controller.
 */
import { html, type TemplateResult } from 'lit';

export interface ChoiceListOptions {
  /** Id of the heading (the listbox is labelled by it). */
  readonly headingId: string;
  readonly heading: string;
  /** What each option says, best first. */
  readonly labels: readonly string[];
  /** Prefix of the options' data-key (keeps focus on the same option across renders). */
  readonly keyPrefix: string;
  readonly pick: (index: number) => void;
  readonly cancel: () => void;
  readonly cancelLabel: string;
  /** The section's zone (default 'choices'; a list that has closed and still holds focus: CLOSING_ZONE). */
  readonly zone?: string;
  /** A list that has closed: out of the tab order until it goes (src/components/game-table.ts). */
  readonly closed?: boolean;
}

const select = (e: FocusEvent) => (e.target as HTMLElement).setAttribute('aria-selected', 'true');
const unselect = (e: FocusEvent) => (e.target as HTMLElement).setAttribute('aria-selected', 'false');

export function choiceList(o: ChoiceListOptions): TemplateResult {
  const n = o.labels.length;
  return html`<section data-zone=${o.zone ?? 'choices'} class="zone choices">
    <h2 id=${o.headingId}>${o.heading}</h2>
    <div role="listbox" class="choice-list" aria-labelledby=${o.headingId}>
      ${o.labels.map(
        (label, i) =>
          html`<div
            role="option"
            data-item
            data-index=${i}
            data-key=${`${o.keyPrefix}-${i}`}
            tabindex=${i === 0 && !o.closed ? 0 : -1}
            aria-selected="false"
            aria-posinset=${i + 1}
            aria-setsize=${n}
            @click=${() => o.pick(i)}
            @focus=${select}
            @blur=${unselect}
          >
            ${i < 9 ? `${i + 1}. ` : ''}${label}
          </div>`,
      )}
    </div>
    <button type="button" tabindex=${o.closed ? -1 : 0} @click=${o.cancel}>${o.cancelLabel}</button>
  </section>`;
}
