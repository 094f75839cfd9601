/**
 * The Ombre family's setup as data: the new-game form (rendered by the shell's <setup-form>): the family
 * member (Ombre for three, en deux, en quatre, Quadrille, Cinquille, each with its number of seats),
 * the seats with their computer levels, the variants and the tours; the address parameters
 * (?game=ombre&family=quadrille&variants=V-O-14&tours=2); one reader for both that checks every value
 * with the engine's optionsProblem and names what is wrong.
 */
import { BOT_LEVELS, type BotLevel } from '../../ai/types.js';
import type { SetupGroup, UrlStart } from '../../play/module.js';
import type { SeatConfig } from '../../play/session.js';
import { checkNumber, defaultSeats, seatsFromForm, type SetupProblem } from '../../play/setup.js';
import { GAMES, optionsProblem, resolveRules, VARIANT_IDS } from './index.js';
import { VARIANT_GAMES } from './rules.js';
import type { OmbreMessages } from './texts.js';
import type { Game, OmbreOptions } from './types.js';

export const OMBRE_URL_PARAMS = ['family', 'variants', 'tours'] as const;

export interface OmbreStart {
  readonly options: OmbreOptions;
  readonly seats: SeatConfig[];
}

const TOURS = { name: 'tours', min: 1, max: 12 } as const;
/** The value of the tours field that keeps each family member's own default (O65, OD8, OQ9, QD19, CQ16). */
export const BOOK_TOURS = 'book';

export const playersOf = (game: Game): number => resolveRules({ game }).players;

export function ombreSetupForm(messages: OmbreMessages): readonly SetupGroup[] {
  const m = messages.ui;
  const names = (games: readonly Game[]) => games.map((g) => messages.ombre.gameName(g));
  return [
    {
      legend: m.family,
      fields: [
        {
          kind: 'choice',
          name: 'family',
          label: m.family,
          options: GAMES.map((g) => ({ value: g, label: m.gameOption(g), help: m.gameHelp(g), seats: playersOf(g) })),
          value: 'ombre',
        },
      ],
    },
    {
      legend: m.seats,
      fields: [
        {
          kind: 'seats',
          name: 'seats',
          label: m.seats,
          help: m.seatHelp,
          count: playersOf('ombre'),
          levels: BOT_LEVELS.map((l) => ({ value: l, label: { easy: m.levelEasy, normal: m.levelNormal, strong: m.levelStrong }[l] })),
        },
      ],
    },
    {
      legend: m.rules,
      fields: [
        {
          kind: 'flags',
          name: 'variants',
          label: m.variants,
          options: VARIANT_IDS.map((v) => ({
            value: v,
            label: `${v}: ${m.variantName(v)}`,
            help: `${m.variantDescription(v)} ${m.variantFor(names(VARIANT_GAMES[v] ?? []).join(', '))}`,
          })),
          value: [],
        },
        {
          kind: 'choice',
          name: 'tours',
          label: m.tours,
          help: m.toursHelp,
          options: [{ value: BOOK_TOURS, label: m.toursDefault }, ...Array.from({ length: TOURS.max }, (_, i) => ({ value: String(i + 1), label: m.toursCount(i + 1) }))],
          value: BOOK_TOURS,
        },
      ],
    },
  ];
}

/** Options and seats from the form or the address, every value checked (see hundertspielOptionsFrom). */
export function ombreOptionsFrom(values: FormData | URLSearchParams, messages: OmbreMessages): UrlStart<OmbreStart> {
  const fromForm = typeof FormData !== 'undefined' && values instanceof FormData;
  const problems: SetupProblem[] = [];
  const get = (name: string): string | null => {
    const v = values.get(name);
    return v === null ? null : String(v);
  };
  let game: Game = 'ombre';
  const family = get('family');
  if (family !== null) {
    const f = family.trim().toLowerCase();
    if ((GAMES as readonly string[]).includes(f)) game = f as Game;
    else problems.push({ param: 'family', value: family, allowed: GAMES.join(', ') });
  }
  const options: OmbreOptions = { game };
  const variants = values
    .getAll('variants')
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim().toUpperCase())
    .filter((v) => v !== '');
  const unknown = variants.filter((v) => !VARIANT_IDS.includes(v));
  if (unknown.length) problems.push({ param: 'variants', value: unknown.join(','), allowed: VARIANT_IDS.join(', ') });
  else if (variants.length) {
    const chosen = VARIANT_IDS.filter((v) => variants.includes(v));
    // V-O-1 and V-O-2, V-O-12 and V-O-13 exclude each other: the engine says so.
    if (optionsProblem({ game, variants: chosen })) problems.push({ param: 'variants', value: chosen.join(','), allowed: 'V-O-1 / V-O-2, V-O-12 / V-O-13' });
    else options.variants = chosen;
  }
  const tours = get('tours');
  if (tours !== null && tours !== '' && tours !== BOOK_TOURS) {
    const problem = checkNumber(TOURS, tours);
    if (problem) problems.push(problem);
    else options.tours = Number(tours);
  }
  const players = playersOf(game);
  const m = messages.ui;
  const levels = BOT_LEVELS as readonly string[];
  let seats: SeatConfig[];
  if (fromForm) {
    const r = seatsFromForm(values as FormData, players, levels, (i) => m.defaultName(i));
    problems.push(...r.problems);
    seats = r.seats.map((s) => ({ ...s, level: s.level as BotLevel }));
  } else {
    seats = defaultSeats(players, 'normal', (i) => m.defaultName(i)).map((s) => ({ ...s, level: s.level as BotLevel }));
  }
  return { options: problems.length ? null : { options, seats }, problems };
}
