/**
 * A seat game's parameters as data (issue 22): one list from which the new-game form, the address
 * parameters (?game=…&variants=…) and their one reader come, and so the options a table with friends is
 * created with (the form's start). The list holds no words: the game gives them (`ParamWords`) from its
 * catalogue. The game turns the values read into its engine's options (`SeatSetupSpec.options`).
 */
import { BOT_LEVELS, type BotLevel } from '../ai/types.js';
import type { SetupField, SetupGroup, UrlStart } from './module.js';
import type { SeatConfig } from './session.js';
import { checkNumber, defaultSeats, seatsFromForm, type SetupProblem } from './setup.js';

/** Where a parameter is read: the form and the address (default), or only one of them. */
type Where = 'form' | 'address';

export type Param =
  /** One of `values`; the address may also give an alias (scat=yes) or another case. `seats`: the number of seats a value sets. */
  | { readonly kind: 'choice'; readonly name: string; readonly values: readonly string[]; readonly default: string; readonly aliases?: Readonly<Record<string, string>>; readonly seats?: (value: string) => number; readonly where?: Where }
  /** Any of `values` (the form offers `offered`, default all); the address gives a comma-separated list, in any case. */
  | { readonly kind: 'flags'; readonly name: string; readonly values: readonly string[]; readonly offered?: readonly string[]; readonly where?: Where }
  /** A whole number from `min` to `max`. */
  | { readonly kind: 'number'; readonly name: string; readonly min: number; readonly max: number; readonly default: number; readonly where?: Where }
  /**
   * Who sits where: the form's seats field; the address seats the player first and computers after
   * (of the level the address parameter `levelParam` names, else normal). The number of seats is the
   * value of the choice named `players` or with `seats`, else `count`.
   */
  | { readonly kind: 'seats'; readonly count?: number; readonly levelParam?: string };

/** A group of the form: its legend (a key of `ParamWords.legends`) and its parameters. */
export interface ParamGroup {
  readonly legend: string;
  readonly params: readonly Param[];
}

/** The words of a game's parameters, from its catalogue. */
export interface ParamWords {
  readonly legends: Readonly<Record<string, string>>;
  /** A field's label and help by parameter name (the seats field: 'seats'). */
  readonly fields: Readonly<Record<string, { readonly label: string; readonly help?: string }>>;
  /** The words of a choice's or a flag's values by parameter name (default: the value itself). */
  readonly options?: Readonly<Record<string, (value: string) => { label: string; help?: string }>>;
  level(level: BotLevel): string;
  defaultName(i: number): string;
}

/** The values read: a choice's value, a number, the flags (from the form always, from the address when given); absent when not given. */
export interface ParamValues {
  readonly fromForm: boolean;
  choice(name: string): string | undefined;
  number(name: string): number | undefined;
  flags(name: string): readonly string[] | undefined;
}

/** A game's setup: its parameters, their words, and the engine's options from the values read. */
export interface SeatSetupSpec<O, Mg> {
  readonly params: readonly ParamGroup[];
  words(messages: Mg): ParamWords;
  /** The options (or a problem the values make together, such as the engine's combination check). */
  options(values: ParamValues): { readonly options: O } | { readonly problem: SetupProblem };
  /** The options a table server takes (the number of players taken out: the seats give it); default: as they are. */
  forServer?(options: O): unknown;
}

/** What the shell asks of a game's setup (src/play/define.ts). */
export interface SeatSetup<O, Mg> {
  form(messages: Mg): readonly SetupGroup[];
  optionsFrom(values: FormData | URLSearchParams, messages: Mg): UrlStart<{ readonly options: O; readonly seats: SeatConfig[] }>;
  /** The address parameters besides game, seed and lang. */
  readonly urlParams: readonly string[];
  forServer?(options: O): unknown;
}

const paramsOf = (groups: readonly ParamGroup[]): Param[] => groups.flatMap((g) => g.params);
const readsIn = (p: Param, where: Where) => p.kind === 'seats' || p.where === undefined || p.where === where;

/** The choice that sets the number of seats, and the number it sets for a value. */
function seatCountOf(params: readonly Param[], value: (name: string) => string | undefined): number {
  for (const p of params) {
    if (p.kind !== 'choice') continue;
    const v = value(p.name) ?? p.default;
    if (p.seats) return p.seats(v);
    if (p.name === 'players') return Number(v);
  }
  const seats = params.find((p) => p.kind === 'seats');
  return seats?.kind === 'seats' ? (seats.count ?? 0) : 0;
}

export function seatSetup<O, Mg>(spec: SeatSetupSpec<O, Mg>): SeatSetup<O, Mg> {
  const params = paramsOf(spec.params);
  const seatsParam = params.find((p): p is Extract<Param, { kind: 'seats' }> => p.kind === 'seats');
  const urlParams = params.flatMap((p) => (p.kind === 'seats' ? (p.levelParam ? [p.levelParam] : []) : readsIn(p, 'address') ? [p.name] : []));

  function form(messages: Mg): readonly SetupGroup[] {
    const w = spec.words(messages);
    const optionWords = (name: string, value: string) => w.options?.[name]?.(value) ?? { label: value };
    const field = (p: Param): SetupField | null => {
      if (!readsIn(p, 'form')) return null;
      if (p.kind === 'seats') {
        return {
          kind: 'seats',
          name: 'seats',
          ...w.fields['seats']!,
          count: seatCountOf(params, () => undefined),
          levels: BOT_LEVELS.map((l) => ({ value: l, label: w.level(l) })),
        };
      }
      const words = w.fields[p.name]!;
      if (p.kind === 'choice') {
        return { kind: 'choice', name: p.name, ...words, options: p.values.map((v) => ({ value: v, ...optionWords(p.name, v), ...(p.seats ? { seats: p.seats(v) } : {}) })), value: p.default };
      }
      if (p.kind === 'flags') return { kind: 'flags', name: p.name, label: words.label, options: (p.offered ?? p.values).map((v) => ({ value: v, ...optionWords(p.name, v) })), value: [] };
      return { kind: 'number', name: p.name, ...words, min: p.min, max: p.max, value: p.default };
    };
    return spec.params.map((g) => ({ legend: w.legends[g.legend]!, fields: g.params.map(field).filter((f): f is SetupField => f !== null) }));
  }

  function optionsFrom(values: FormData | URLSearchParams, messages: Mg) {
    const fromForm = typeof FormData !== 'undefined' && values instanceof FormData;
    const where: Where = fromForm ? 'form' : 'address';
    const problems: SetupProblem[] = [];
    const choices = new Map<string, string>();
    const numbers = new Map<string, number>();
    const flags = new Map<string, readonly string[]>();
    const raw = (name: string): string | null => {
      const v = values.get(name);
      return v === null || String(v).trim() === '' ? null : String(v).trim();
    };
    for (const p of params) {
      if (p.kind === 'seats' || !readsIn(p, where)) continue;
      if (p.kind === 'flags') {
        const given = values.getAll(p.name).flatMap((v) => String(v).split(',')).map((v) => v.trim().toUpperCase()).filter((v) => v !== '');
        const unknown = given.filter((v) => !p.values.includes(v));
        if (unknown.length) problems.push({ param: p.name, value: unknown.join(','), allowed: p.values.join(', ') });
        else if (given.length || fromForm) flags.set(p.name, p.values.filter((v) => given.includes(v)));
        continue;
      }
      const v = raw(p.name);
      if (v === null) continue;
      if (p.kind === 'number') {
        const problem = checkNumber(p, v);
        if (problem) problems.push(problem);
        else numbers.set(p.name, Number(v));
        continue;
      }
      const found = p.values.includes(v) ? v : (p.values.find((x) => x.toLowerCase() === v.toLowerCase()) ?? (Object.hasOwn(p.aliases ?? {}, v.toLowerCase()) ? p.aliases![v.toLowerCase()] : undefined));
      if (found === undefined) problems.push({ param: p.name, value: v, allowed: allowedText(p.values) });
      else choices.set(p.name, found);
    }
    const w = spec.words(messages);
    const levels = BOT_LEVELS as readonly string[];
    const count = seatCountOf(params, (name) => choices.get(name));
    let seats: SeatConfig[];
    if (fromForm) {
      const r = seatsFromForm(values as FormData, count, levels, (i) => w.defaultName(i));
      problems.push(...r.problems);
      seats = r.seats.map((s) => ({ ...s, level: s.level as BotLevel }));
    } else {
      let level: BotLevel = 'normal';
      const asked = seatsParam?.levelParam ? raw(seatsParam.levelParam) : null;
      if (asked !== null) {
        if (levels.includes(asked.toLowerCase())) level = asked.toLowerCase() as BotLevel;
        else problems.push({ param: seatsParam!.levelParam!, value: asked, allowed: levels.join(', ') });
      }
      seats = defaultSeats(count, level, (i) => w.defaultName(i)).map((s) => ({ ...s, level: s.level as BotLevel }));
    }
    if (problems.length) return { options: null, problems };
    const made = spec.options({ fromForm, choice: (n) => choices.get(n), number: (n) => numbers.get(n), flags: (n) => flags.get(n) });
    if ('problem' in made) return { options: null, problems: [made.problem] };
    return { options: { options: made.options, seats }, problems };
  }

  return { form, optionsFrom, urlParams, ...(spec.forServer ? { forServer: spec.forServer } : {}) };
}

/** A choice's values as the refusal names them: numbers in ascending order (the form may offer the default first). */
function allowedText(values: readonly string[]): string {
  const numeric = values.every((v) => /^\d+$/.test(v));
  return (numeric ? [...values].sort((x, y) => Number(x) - Number(y)) : values).join(', ');
}

/** The words of a game's variant flags: "V-W-1: name", its description as help. */
export function variantWords(ui: { variantName(id: string): string; variantDescription(id: string): string }) {
  return (v: string) => ({ label: `${v}: ${ui.variantName(v)}`, help: ui.variantDescription(v) });
}
