/**
 * The Hundertspiel's setup as data (src/play/params.ts): the form, the address
 * (?game=hundertspiel&players=…&scat=…&variants=…&games=…) and one reader for both, every value checked
 * (H4/H48: 3 or 4 players; H51/H55 Scat; §8 variants; the games of the sitting).
 */
import { seatSetup, variantWords } from '../../play/params.js';
import type { SeatConfig } from '../../play/session.js';
import { VARIANT_IDS } from './rules.js';
import type { HundertspielMessages } from './texts.js';
import type { HundertspielOptions, HundertspielTableOptions } from './types.js';

export interface HundertspielStart {
  readonly options: HundertspielTableOptions;
  readonly seats: SeatConfig[];
}

export const HUNDERTSPIEL_SETUP = seatSetup<HundertspielTableOptions, HundertspielMessages>({
  params: [
    { legend: 'players', params: [{ kind: 'choice', name: 'players', values: ['4', '3'], default: '4' }] },
    { legend: 'seats', params: [{ kind: 'seats' }] },
    {
      legend: 'rules',
      params: [
        { kind: 'choice', name: 'scat', values: ['no', 'yes'], default: 'no', aliases: { true: 'yes', '1': 'yes', false: 'no', '0': 'no' } },
        { kind: 'flags', name: 'variants', values: VARIANT_IDS },
        { kind: 'number', name: 'games', min: 1, max: 5, default: 1 },
      ],
    },
  ],
  words: ({ ui: m }) => ({
    legends: { players: m.numberOfPlayers, seats: m.seats, rules: m.rules },
    fields: {
      players: { label: m.numberOfPlayers },
      seats: { label: m.seats, help: m.seatHelp(4) },
      scat: { label: m.scat, help: m.scatHelp },
      variants: { label: m.variants },
      games: { label: m.games, help: m.gamesHelp },
    },
    options: { players: (n) => ({ label: m.playersCount(Number(n)) }), scat: (v) => ({ label: v === 'yes' ? m.scatOn : m.scatOff }), variants: variantWords(m) },
    level: (l) => m.levelName(l),
    defaultName: (i) => m.defaultName(i),
  }),
  options(v) {
    const engine: HundertspielOptions = { players: Number(v.choice('players') ?? 4) as HundertspielOptions['players'] };
    if (v.choice('scat') === 'yes') engine.scat = true;
    const variants = v.flags('variants');
    if (variants?.length) engine.variants = [...variants] as HundertspielOptions['variants'];
    return { options: { engine, games: v.number('games') ?? 1 } };
  },
  // The server counts the players from the seats (the engine's players; the sitting's games stay).
  forServer: ({ engine: { players: _players, ...engine }, ...rest }) => ({ ...rest, engine }),
});

export const HUNDERTSPIEL_URL_PARAMS = HUNDERTSPIEL_SETUP.urlParams;
export const hundertspielSetupForm = HUNDERTSPIEL_SETUP.form;
export const hundertspielOptionsFrom = HUNDERTSPIEL_SETUP.optionsFrom;
