/**
 * Tarok's setup as data (src/play/params.ts): the form (en trois for three, en deux for two,
 * Taroklomber for three: T9, TD1, TL1, each with its seats), the seats with their computer levels,
 * Taroklomber's method (TL3), the variants the engine plays (V-T-1, V-T-2), the tours (T35, TL24) and
 * en deux's parties (TD10), bounded as a table's are; the address
 * (?game=tarok&form=lomber&method=new&tours=2); one reader for both that checks every value.
 */
import { seatSetup } from '../../play/params.js';
import type { SeatConfig } from '../../play/session.js';
import { ENGINE_VARIANTS, FORMS, MAX_TABLE_PARTIES, MAX_TABLE_TOURS, VARIANT_FORMS } from './index.js';
import type { TarokMessages } from './messages.js';
import type { Form, Method, TarokOptions } from './types.js';

export interface TarokStart {
  readonly options: TarokOptions;
  readonly seats: SeatConfig[];
}

/** The value of the tours field that keeps the book's 4 (T35, TL24). */
export const BOOK_TOURS = 'book';
export const METHODS: readonly Method[] = ['old', 'new'];
const counts = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

export const TAROK_SETUP = seatSetup<TarokOptions, TarokMessages>({
  params: [
    { legend: 'form', params: [{ kind: 'choice', name: 'form', values: FORMS, default: 'trois', seats: (f) => (f === 'deux' ? 2 : 3) }] },
    { legend: 'seats', params: [{ kind: 'seats' }] },
    {
      legend: 'rules',
      params: [
        { kind: 'choice', name: 'method', values: METHODS, default: 'old' },
        { kind: 'flags', name: 'variants', values: ENGINE_VARIANTS },
        { kind: 'choice', name: 'tours', values: [BOOK_TOURS, ...counts(MAX_TABLE_TOURS)], default: BOOK_TOURS },
        { kind: 'choice', name: 'parties', values: counts(MAX_TABLE_PARTIES), default: '1' },
      ],
    },
  ],
  words: (messages) => {
    const m = messages.ui;
    const names = (forms: readonly Form[]) => forms.map((f) => m.formOption(f)).join(', ');
    return {
      legends: { form: m.form, seats: m.seats, rules: m.rules },
      fields: {
        form: { label: m.form },
        seats: { label: m.seats, help: m.seatHelp },
        method: { label: m.method, help: m.methodHelp },
        variants: { label: m.variants },
        tours: { label: m.tours, help: m.toursHelp },
        parties: { label: m.parties, help: m.partiesHelp },
      },
      options: {
        form: (f) => ({ label: m.formOption(f as Form), help: m.formHelp(f as Form) }),
        method: (x) => ({ label: m.methodOption(x as Method) }),
        variants: (v) => ({ label: `${v}: ${m.variantName(v)}`, help: `${m.variantDescription(v)} ${m.variantFor(names(VARIANT_FORMS[v] ?? []))}` }),
        tours: (t) => ({ label: t === BOOK_TOURS ? m.toursDefault : m.toursCount(Number(t)) }),
        parties: (p) => ({ label: m.partiesCount(Number(p)) }),
      },
      level: (l) => m.levelName(l),
      defaultName: (i) => m.defaultName(i),
    };
  },
  options(v) {
    const form = (v.choice('form') ?? 'trois') as Form;
    const options: TarokOptions = { form };
    // TL3: the method is Taroklomber's only; the engine refuses it elsewhere.
    if (form === 'lomber') options.method = (v.choice('method') ?? 'old') as Method;
    // A variant the form does not have is left out (V-T-1 is en trois's only).
    const variants = (v.flags('variants') ?? []).filter((id) => VARIANT_FORMS[id]?.includes(form));
    if (variants.length) options.variants = [...variants];
    const tours = v.choice('tours');
    if (form !== 'deux' && tours !== undefined && tours !== BOOK_TOURS) options.tours = Number(tours);
    const parties = v.choice('parties');
    if (form === 'deux' && parties !== undefined && parties !== '1') options.parties = Number(parties);
    return { options };
  },
});

export const TAROK_URL_PARAMS = TAROK_SETUP.urlParams;
export const tarokSetupForm = TAROK_SETUP.form;
export const tarokOptionsFrom = TAROK_SETUP.optionsFrom;
