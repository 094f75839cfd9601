/**
 * Casino's setup as data (src/play/params.ts): the form, the address (?game=casino&players=…&variants=…&games=…)
 * and one reader for both, every value checked (C1: 2, 3 or 4 players; §7 variants V-C-1…5; the number
 * of games). The target follows from the rules (C30, C34; V-C-4): 11, or 15 with three players (16 with V-C-4).
 */
import { seatSetup, variantWords } from '../../play/params.js';
import type { SeatConfig } from '../../play/session.js';
import { VARIANT_IDS } from './rules.js';
import type { CasinoMessages } from './texts.js';
import type { CasinoOptions, CasinoTableOptions } from './types.js';

export interface CasinoStart {
  readonly options: CasinoTableOptions;
  readonly seats: SeatConfig[];
}

export const CASINO_SETUP = seatSetup<CasinoTableOptions, CasinoMessages>({
  params: [
    { legend: 'players', params: [{ kind: 'choice', name: 'players', values: ['2', '3', '4'], default: '2' }] },
    { legend: 'seats', params: [{ kind: 'seats' }] },
    {
      legend: 'rules',
      params: [
        { kind: 'flags', name: 'variants', values: VARIANT_IDS },
        { kind: 'number', name: 'games', min: 1, max: 5, default: 1 },
      ],
    },
  ],
  words: ({ ui: m }) => ({
    legends: { players: m.numberOfPlayers, seats: m.seats, rules: m.rules },
    fields: { players: { label: m.numberOfPlayers }, seats: { label: m.seats, help: m.seatHelp(4) }, variants: { label: m.variants }, games: { label: m.games, help: m.gamesHelp } },
    options: { players: (n) => ({ label: m.playersCount(Number(n)) }), variants: variantWords(m) },
    level: (l) => m.levelName(l),
    defaultName: (i) => m.defaultName(i),
  }),
  options(v) {
    const engine: CasinoOptions = { players: Number(v.choice('players') ?? 2) as CasinoOptions['players'] };
    const variants = v.flags('variants');
    if (variants?.length) engine.variants = [...variants] as CasinoOptions['variants'];
    return { options: { engine, games: v.number('games') ?? 1 } };
  },
  // The server counts the players from the seats (the engine's players; the sitting's games stay).
  forServer: ({ engine: { players: _players, ...engine }, ...rest }) => ({ ...rest, engine }),
});

export const CASINO_URL_PARAMS = CASINO_SETUP.urlParams;
export const casinoSetupForm = CASINO_SETUP.form;
export const casinoOptionsFrom = CASINO_SETUP.optionsFrom;
