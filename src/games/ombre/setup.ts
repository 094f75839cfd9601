/**
 * The Ombre family's setup as data (src/play/params.ts): the family member (Ombre for three, en deux, en
 * quatre, Quadrille, Cinquille, each with its number of seats), the seats with their computer levels, the
 * variants and the tours; the address (?game=ombre&family=quadrille&variants=V-O-14&tours=2); one reader
 * for both that checks every value with the engine's optionsProblem and names what is wrong.
 */
import { seatSetup } from '../../play/params.js';
import type { SeatConfig } from '../../play/session.js';
import { GAMES, optionsProblem, resolveRules, VARIANT_IDS } from './index.js';
import { MAX_TABLE_TOURS, VARIANT_GAMES } from './rules.js';
import type { OmbreMessages } from './texts.js';
import type { Game, OmbreOptions } from './types.js';

export interface OmbreStart {
  readonly options: OmbreOptions;
  readonly seats: SeatConfig[];
}

/** The value of the tours field that keeps each family member's own default (O65, OD8, OQ9, QD19, CQ16). */
export const BOOK_TOURS = 'book';

export const playersOf = (game: Game): number => resolveRules({ game }).players;

export const OMBRE_SETUP = seatSetup<OmbreOptions, OmbreMessages>({
  params: [
    { legend: 'family', params: [{ kind: 'choice', name: 'family', values: GAMES, default: 'ombre', seats: (g) => playersOf(g as Game) }] },
    { legend: 'seats', params: [{ kind: 'seats' }] },
    {
      legend: 'rules',
      params: [
        { kind: 'flags', name: 'variants', values: VARIANT_IDS },
        { kind: 'choice', name: 'tours', values: [BOOK_TOURS, ...Array.from({ length: MAX_TABLE_TOURS }, (_, i) => String(i + 1))], default: BOOK_TOURS },
      ],
    },
  ],
  words: (messages) => {
    const m = messages.ui;
    const names = (games: readonly Game[]) => games.map((g) => messages.ombre.gameName(g)).join(', ');
    return {
      legends: { family: m.family, seats: m.seats, rules: m.rules },
      fields: { family: { label: m.family }, seats: { label: m.seats, help: m.seatHelp }, variants: { label: m.variants }, tours: { label: m.tours, help: m.toursHelp } },
      options: {
        family: (g) => ({ label: m.gameOption(g as Game), help: m.gameHelp(g as Game) }),
        variants: (v) => ({ label: `${v}: ${m.variantName(v)}`, help: `${m.variantDescription(v)} ${m.variantFor(names(VARIANT_GAMES[v] ?? []))}` }),
        tours: (t) => ({ label: t === BOOK_TOURS ? m.toursDefault : m.toursCount(Number(t)) }),
      },
      level: (l) => m.levelName(l),
      defaultName: (i) => m.defaultName(i),
    };
  },
  options(v) {
    const options: OmbreOptions = { game: (v.choice('family') ?? 'ombre') as Game };
    const variants = v.flags('variants');
    if (variants?.length) {
      // V-O-1 and V-O-2, V-O-12 and V-O-13 exclude each other: the engine says so.
      if (optionsProblem({ game: options.game, variants: [...variants] })) return { problem: { param: 'variants', value: variants.join(','), allowed: 'V-O-1 / V-O-2, V-O-12 / V-O-13' } };
      options.variants = [...variants];
    }
    const tours = v.choice('tours');
    if (tours !== undefined && tours !== BOOK_TOURS) options.tours = Number(tours);
    return { options };
  },
});

export const OMBRE_URL_PARAMS = OMBRE_SETUP.urlParams;
export const ombreSetupForm = OMBRE_SETUP.form;
export const ombreOptionsFrom = OMBRE_SETUP.optionsFrom;
