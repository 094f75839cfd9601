/**
 * Boston's setup as data (src/play/params.ts): the form (Boston for four, Tri-Boston for three,
 * Boston-Whist for four: BO1, each with its seats), the seats with their computer levels, the tariff
 * (the form's own, or Tariff B always: V-BO-2), the variants and the tours (BO55, bounded as a table's
 * are); the address (?game=boston&form=tri-boston&tariff=B&variants=V-BO-6&tours=2); one reader for both
 * that checks every value and names what is wrong.
 */
import { seatSetup } from '../../play/params.js';
import type { SeatConfig } from '../../play/session.js';
import { MAX_TABLE_TOURS, VARIANT_FORMS, VARIANT_IDS } from './index.js';
import type { BostonForm } from './messages.js';
import type { BostonMessages } from './texts.js';
import type { BostonOptions } from './types.js';

export interface BostonStart {
  readonly options: BostonOptions;
  readonly seats: SeatConfig[];
}

export const FORMS: readonly BostonForm[] = ['boston', 'tri-boston', 'boston-whist'];
/** The value of the tours field that keeps the form's own (BO55: 3 tours for four players, 4 for three). */
export const BOOK_TOURS = 'book';
/** The tariff the form has (BO3: A in Boston and Tri-Boston, B in Boston-Whist), or B always (V-BO-2). */
export const TARIFFS = ['book', 'B'] as const;

/** BO1: a form's engine options. */
export const formOptions = (form: BostonForm): BostonOptions => (form === 'tri-boston' ? { players: 3 } : form === 'boston-whist' ? { players: 4, whist: true } : { players: 4 });

export const BOSTON_SETUP = seatSetup<BostonOptions, BostonMessages>({
  params: [
    { legend: 'form', params: [{ kind: 'choice', name: 'form', values: FORMS, default: 'boston', seats: (f) => formOptions(f as BostonForm).players! }] },
    { legend: 'seats', params: [{ kind: 'seats' }] },
    {
      legend: 'rules',
      params: [
        { kind: 'choice', name: 'tariff', values: TARIFFS, default: 'book' },
        // V-BO-2 is the tariff's choice in the form; the address may name it among the variants too.
        { kind: 'flags', name: 'variants', values: VARIANT_IDS, offered: VARIANT_IDS.filter((v) => v !== 'V-BO-2') },
        { kind: 'choice', name: 'tours', values: [BOOK_TOURS, ...Array.from({ length: MAX_TABLE_TOURS }, (_, i) => String(i + 1))], default: BOOK_TOURS },
      ],
    },
  ],
  words: (messages) => {
    const m = messages.ui;
    const names = (forms: readonly BostonForm[]) => forms.map((f) => messages.boston.formName(f)).join(', ');
    return {
      legends: { form: m.form, seats: m.seats, rules: m.rules },
      fields: {
        form: { label: m.form },
        seats: { label: m.seats, help: m.seatHelp },
        tariff: { label: m.tariff, help: m.tariffHelp },
        variants: { label: m.variants },
        tours: { label: m.tours, help: m.toursHelp },
      },
      options: {
        form: (f) => ({ label: m.formOption(f as BostonForm), help: m.formHelp(f as BostonForm) }),
        tariff: (t) => ({ label: m.tariffOption(t as 'book' | 'B') }),
        variants: (v) => ({ label: `${v}: ${m.variantName(v)}`, help: `${m.variantDescription(v)} ${m.variantFor(names(VARIANT_FORMS[v as keyof typeof VARIANT_FORMS] ?? []))}` }),
        tours: (t) => ({ label: t === BOOK_TOURS ? m.toursDefault : m.toursCount(Number(t)) }),
      },
      level: (l) => m.levelName(l),
      defaultName: (i) => m.defaultName(i),
    };
  },
  options(v) {
    const options: BostonOptions = formOptions((v.choice('form') ?? 'boston') as BostonForm);
    const variants = new Set(v.flags('variants') ?? []);
    if (v.choice('tariff') === 'B' && !options.whist) variants.add('V-BO-2');
    if (variants.size) options.variants = VARIANT_IDS.filter((id) => variants.has(id));
    const tours = v.choice('tours');
    if (tours !== undefined && tours !== BOOK_TOURS) options.tours = Number(tours);
    return { options };
  },
  // The seats give the number of players (BO1): a table's options are the rest.
  forServer: ({ players: _players, ...rest }) => rest,
});

export const BOSTON_URL_PARAMS = BOSTON_SETUP.urlParams;
export const bostonSetupForm = BOSTON_SETUP.form;
export const bostonOptionsFrom = BOSTON_SETUP.optionsFrom;
