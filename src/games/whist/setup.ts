/**
 * Whist's setup as data (src/play/params.ts): the form, the address (?game=whist&variants=…&rubbers=…)
 * and one reader for both, every value checked (§11 variants, W39 rubbers). Four players; the draw
 * decides partners and seats (W5–W9), so the form names the players, not seats.
 */
import { seatSetup, variantWords } from '../../play/params.js';
import type { SeatConfig } from '../../play/session.js';
import { MAX_TABLE_RUBBERS, VARIANT_IDS } from './rules.js';
import type { WhistMessages } from './texts.js';
import type { WhistOptions } from './types.js';

export interface WhistStart {
  readonly options: WhistOptions;
  readonly seats: SeatConfig[];
}

export const WHIST_SETUP = seatSetup<WhistOptions, WhistMessages>({
  params: [
    { legend: 'seats', params: [{ kind: 'seats', count: 4 }] },
    {
      legend: 'rules',
      params: [
        { kind: 'flags', name: 'variants', values: VARIANT_IDS },
        { kind: 'number', name: 'rubbers', min: 1, max: MAX_TABLE_RUBBERS, default: 1 },
      ],
    },
  ],
  words: ({ ui: m }) => ({
    legends: { seats: m.seats, rules: m.rules },
    fields: { seats: { label: m.seats, help: m.seatHelp }, variants: { label: m.variants }, rubbers: { label: m.rubbers, help: m.rubbersHelp } },
    options: { variants: variantWords(m) },
    level: (l) => m.levelName(l),
    defaultName: (i) => m.defaultName(i),
  }),
  options(v) {
    const options: WhistOptions = {};
    const variants = v.flags('variants');
    if (variants?.length) options.variants = [...variants];
    const rubbers = v.number('rubbers');
    if (rubbers !== undefined) options.rubbers = rubbers;
    return { options };
  },
});

export const WHIST_URL_PARAMS = WHIST_SETUP.urlParams;
export const whistSetupForm = WHIST_SETUP.form;
export const whistOptionsFrom = WHIST_SETUP.optionsFrom;
