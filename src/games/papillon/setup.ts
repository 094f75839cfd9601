/**
 * Papillon's setup as data: the fields of the new-game form (rendered by the shell's <setup-form>),
 * the address parameters (?players=…&preset=…&variants=…&tours=…&ante=…) and one reader for both
 * that checks every value and names what is wrong (P1: 3 or 4 players; §4 presets and variants; P14
 * ante; P8 tours; P6 starting counters).
 */
import { seatSetup, variantWords } from '../../play/params.js';
import type { SeatConfig } from '../../play/session.js';
import { PRESETS, VARIANT_IDS } from './rules.js';
import type { PapillonMessages } from './texts.js';
import type { PapillonOptions } from './types.js';

/** What a Papillon start needs besides the seed. */
export interface PapillonStart {
  readonly options: PapillonOptions;
  readonly seats: SeatConfig[];
}

const FORM_ORDER = ['players', 'preset', 'variants', 'ante', 'tours', 'startingCounters'] as const;
const URL_ORDER = ['players', 'preset', 'variants', 'tours', 'ante'] as const;
const DEFAULTS = { players: 3, preset: 'braillespiel', ante: 1, tours: 2, startingCounters: 50 } as const;

/**
 * The new-game form: players; seats (the player's, names, computer levels); rules; stakes (the shell
 * adds pace and seed). From the form every option is set (a missing one takes its default); from the
 * address (no parameter: the defaults) only the options given, and the default seats.
 */
export const PAPILLON_SETUP = seatSetup<PapillonOptions, PapillonMessages>({
  params: [
    { legend: 'players', params: [{ kind: 'choice', name: 'players', values: ['3', '4'], default: String(DEFAULTS.players) }] },
    { legend: 'seats', params: [{ kind: 'seats' }] },
    {
      legend: 'rules',
      params: [
        { kind: 'choice', name: 'preset', values: Object.keys(PRESETS), default: DEFAULTS.preset },
        { kind: 'flags', name: 'variants', values: VARIANT_IDS },
      ],
    },
    {
      legend: 'stakes',
      params: [
        { kind: 'choice', name: 'ante', values: ['1', '2'], default: String(DEFAULTS.ante) },
        { kind: 'number', name: 'tours', min: 1, max: 20, default: DEFAULTS.tours },
        { kind: 'number', name: 'startingCounters', min: 0, max: 10000, default: DEFAULTS.startingCounters, where: 'form' },
      ],
    },
  ],
  words: ({ ui: m }) => ({
    legends: { players: m.numberOfPlayers, seats: m.seats, rules: m.rules, stakes: m.stakes },
    fields: {
      players: { label: m.numberOfPlayers },
      seats: { label: m.seats, help: m.seatOrderHelp },
      preset: { label: m.rules },
      variants: { label: m.variants },
      ante: { label: m.ante },
      tours: { label: m.tours },
      startingCounters: { label: m.startingCounters },
    },
    options: {
      players: (n) => ({ label: m.playersCount(Number(n)) }),
      preset: (p) => (p === 'philidor-1756' ? { label: m.presetPhilidor, help: m.presetPhilidorHelp } : { label: m.presetBraillespiel, help: m.presetBraillespielHelp }),
      variants: variantWords(m),
    },
    level: (l) => m.levelName(l),
    defaultName: (i) => m.defaultName(i),
  }),
  options(v) {
    const form = v.fromForm;
    const options: PapillonOptions = { players: Number(v.choice('players') ?? DEFAULTS.players) as PapillonOptions['players'] };
    const preset = v.choice('preset') ?? (form ? DEFAULTS.preset : undefined);
    if (preset !== undefined) options.preset = preset as keyof typeof PRESETS;
    const variants = v.flags('variants');
    if (variants !== undefined) options.variants = [...variants] as PapillonOptions['variants'];
    const ante = v.choice('ante');
    if (ante !== undefined || form) options.ante = Number(ante ?? DEFAULTS.ante) as PapillonOptions['ante'];
    for (const name of ['tours', 'startingCounters'] as const) {
      const n = v.number(name);
      if (n !== undefined || form) options[name] = n ?? DEFAULTS[name];
    }
    // Key order as the old builds wrote it (a save is matched against an address start by JSON).
    const order = form ? FORM_ORDER : URL_ORDER;
    return { options: Object.fromEntries(order.filter((k) => options[k] !== undefined).map((k) => [k, options[k]])) as unknown as PapillonOptions };
  },
  // The server counts the players from the seats.
  forServer: ({ players: _players, ...rest }) => rest,
});

/** Address parameters Papillon reads besides game, seed and lang. */
export const PAPILLON_URL_PARAMS = PAPILLON_SETUP.urlParams;
export const papillonSetupForm = PAPILLON_SETUP.form;
export const papillonOptionsFrom = PAPILLON_SETUP.optionsFrom;
