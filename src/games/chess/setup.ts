/**
 * Chess's setup as data (src/play/params.ts): the two seats (you and the computer player, its level;
 * CH31: colours drawn, then changed every game), the rule preset (today's rules or "Fielding":
 * V-CH-1 and V-CH-2, PD-CH-2), the variants V-CH-1…5 (V-CH-6, the marked pawn, is not part of the
 * engine's contract), the games of the session; the address
 * (?game=chess&preset=fielding&variants=V-CH-4&games=2&level=easy); one reader for both that checks
 * every value and names what is wrong (V-CH-2 with V-CH-3: CH25).
 */
import { seatSetup, variantWords } from '../../play/params.js';
import { PRESETS, VARIANT_IDS, optionsProblem } from './rules.js';
import type { ChessMessages } from './texts.js';
import type { ChessOptions } from './types.js';

/** The most games a session may have (a table's options are bounded the same way). */
export const MAX_GAMES = 10;

export const CHESS_SETUP = seatSetup<ChessOptions, ChessMessages>({
  params: [
    { legend: 'seats', params: [{ kind: 'seats', count: 2, levelParam: 'level' }] },
    {
      legend: 'rules',
      params: [
        { kind: 'choice', name: 'preset', values: PRESETS, default: 'fide' },
        { kind: 'flags', name: 'variants', values: VARIANT_IDS },
        { kind: 'number', name: 'games', min: 1, max: MAX_GAMES, default: 1 },
      ],
    },
  ],
  words: ({ ui: m }) => ({
    legends: { seats: m.seats, rules: m.rules },
    fields: {
      seats: { label: m.seats, help: m.seatHelp },
      preset: { label: m.preset, help: m.presetHelp },
      variants: { label: m.variants },
      games: { label: m.games, help: m.gamesHelp },
    },
    options: { preset: (p) => ({ label: m.presetOption(p as 'fide' | 'fielding') }), variants: variantWords(m) },
    level: (l) => m.levelName(l),
    defaultName: (i) => m.defaultName(i),
  }),
  options(v) {
    const options: ChessOptions = {};
    const preset = v.choice('preset');
    if (preset === 'fielding') options.preset = 'fielding';
    const variants = v.flags('variants');
    if (variants?.length) options.variants = [...variants];
    const games = v.number('games');
    if (games !== undefined && games !== 1) options.games = games;
    if (optionsProblem(options)) return { problem: { param: 'variants', value: (options.variants ?? []).join(','), allowed: VARIANT_IDS.filter((x) => x !== 'V-CH-3').join(', ') } };
    return { options };
  },
});

export const CHESS_URL_PARAMS = CHESS_SETUP.urlParams;
