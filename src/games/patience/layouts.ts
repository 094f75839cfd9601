/**
 * Small renderers for the shapes of the seven patiences: each lays the places (patience-places.ts)
 * out as its game has them on a real table: the stock row of Die Doppelhausen and Napoleon, the
 * 3 × 3 square of Die Elf, the half moon of 13 heaps with the foundations inside it, the rows of ten
 * of Die Reihe, the star with its arms and corners, and the tucking grid of Das Unterstecken.
 * Every place is one option of one listbox (arrow keys walk them all in reading order; up and down
 * move by rows in the grids); groups carry the layout's parts for screen readers.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Place } from './places.js';
import { cardFace } from '../../play/card-face.js';
import type { CardFace } from '../../i18n/cards.js';

export interface PlaceView {
  readonly place: Place;
  /** The accessible name: "Häufchen 4: Pik Acht, darunter 3 Karten[, ausgewählt]". */
  readonly label: string;
  /** The top card's name (for the hidden text of the face). */
  readonly topName: string | null;
  /** The top card's face in the player's language (B/D/K in German); without it the English face. */
  readonly topFace?: CardFace | null;
  readonly selected: boolean;
}

export interface LayoutRenderer {
  (views: readonly PlaceView[], option: (v: PlaceView, extra?: { cls?: string }) => TemplateResult, labels: GroupLabels): TemplateResult;
}

export interface GroupLabels {
  readonly foundations: string;
  readonly corners: string;
  readonly star: string;
  readonly moon: string;
  readonly grid: string;
  readonly piles: string;
  readonly stock: string;
}

/** The visual content of a place: its name, the top card (or all cards of a heap), the count. */
export function placeBody(v: PlaceView): TemplateResult {
  const p = v.place;
  const top = p.cards[p.cards.length - 1];
  const under = p.cards.length - 1 + p.hidden;
  return html`<span class="place-name" aria-hidden="true">${p.name}</span>
    ${top
      ? html`<span class="place-card card" aria-hidden="true">${cardFace(top, '', v.topFace ?? undefined)}</span>`
      : p.faceDown > 0
        ? html`<span class="place-card card back" aria-hidden="true"></span>`
        : html`<span class="place-card card empty" aria-hidden="true"></span>`}
    ${under > 0 || p.faceDown > 0 ? html`<span class="place-count" aria-hidden="true">${top ? `+${under}` : p.faceDown}</span>` : nothing}`;
}

const group = (label: string, cls: string, body: unknown) => html`<div role="group" aria-label=${label} class="place-group ${cls}">${body}</div>`;

const by = (views: readonly PlaceView[], g: Place['group']) => views.filter((v) => v.place.group === g);

const stockRow: LayoutRenderer = (views, option, l) =>
  html`${group(l.stock, 'row', by(views, 'stock').map((v) => option(v)))} ${by(views, 'side').length ? group(l.piles, 'row side', by(views, 'side').map((v) => option(v))) : nothing}`;

const square: LayoutRenderer = (views, option, l) => html`${group(l.grid, 'grid cols-3', by(views, 'grid').map((v) => option(v)))} ${group(l.stock, 'row side', by(views, 'side').map((v) => option(v)))}`;

/** The half moon: heaps on an arc (lifted towards the middle), the foundations inside it. */
const moon: LayoutRenderer = (views, option, l) => {
  const heaps = by(views, 'moon');
  const n = heaps.length;
  return html`${group(
      l.moon,
      'moon',
      // Positions by class, not inline style: the app's CSP allows no style attribute.
      heaps.map((v, i) => option(v, { cls: `lift-${n > 1 ? Math.round(10 * Math.sin((Math.PI * i) / (n - 1))) : 10}` })),
    )}
    ${group(l.foundations, 'foundations', by(views, 'foundations').map((v) => option(v)))}`;
};

const rows: LayoutRenderer = (views, option, l) =>
  html`${group(l.grid, 'grid cols-10', by(views, 'grid').map((v) => option(v)))} ${group(l.foundations, 'foundations', by(views, 'foundations').map((v) => option(v)))}
  ${group(l.stock, 'row side', by(views, 'side').map((v) => option(v)))}`;

/** The star: a 3 × 3 grid with the waste in the centre, arms on the sides, corners between them. */
const star: LayoutRenderer = (views, option, l) => html`${group(l.star, 'star', by(views, 'star').map((v) => option(v, { cls: `area-${areaOf(v.place.key)}` })))}
  ${group(l.stock, 'row side', by(views, 'side').map((v) => option(v)))}`;

function areaOf(key: string): string {
  return (
    { 'corner-1': 'c1', 'arm-H': 'up', 'corner-2': 'c2', 'arm-C': 'left', waste: 'mid', 'arm-S': 'right', 'corner-3': 'c3', 'arm-D': 'down', 'corner-4': 'c4' } as Record<string, string>
  )[key] ?? 'auto';
}

const tucking: LayoutRenderer = (views, option, l) => html`${group(l.grid, 'grid cols-5', by(views, 'grid').map((v) => option(v)))} ${group(l.stock, 'row side', by(views, 'side').map((v) => option(v)))}`;

export const LAYOUTS: Record<string, LayoutRenderer> = {
  doppelhausen: stockRow,
  napoleon: stockRow,
  elf: square,
  'halber-mond': moon,
  reihe: rows,
  stern: star,
  unterstecken: tucking,
};
