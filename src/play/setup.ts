/**
 * The generic part of a game's setup (src/play/module.ts `SetupField`): what the shell's
 * <setup-form> writes into its FormData and how a module reads it back.
 *
 * FormData written by <setup-form> (src/components/setup-form.ts):
 * - 'choice', 'number', 'text': one entry under the field's name;
 * - 'flags': one entry per ticked option under the field's name (`values.getAll(name)`);
 * - 'seats' (at most one per form): `mySeat` (the player's seat, 0-based), `name-<i>` for every seat,
 *   `level-<i>` for every computer seat;
 * - the shell's last group: `pace` and `seed` (empty: a fresh seed).
 * The seat count is the value of the 'choice' field named `players` when there is one (or the `seats`
 * of the option chosen in a 'choice' field whose options say their seats), else the 'seats' field's
 * `count`.
 */
import type { SetupField, SetupGroup } from './module.js';
import type { Pace } from '../session/settings.js';

/** A value the form or a module refused: the parameter (field name), what was given, what is allowed. */
export interface SetupProblem {
  readonly param: string;
  readonly value: string;
  readonly allowed: string;
}

/** The paces, slowest last (the shell's pace field and the settings). */
export const PACES: readonly Pace[] = ['instant', 'fast', 'normal', 'slow', 'waitForKey'];

/** Seeds the shell accepts (also in the address): letters, digits, . _ - ; at most 64. */
export const SEED_PATTERN = /^[\w.-]{1,64}$/;
export const SEED_ALLOWED = 'A–Z a–z 0–9 . _ - (1–64)';

/** The name of the 'choice' field whose value is the number of seats. */
export const PLAYERS_FIELD = 'players';

type SeatsField = Extract<SetupField, { kind: 'seats' }>;

export function findField(groups: readonly SetupGroup[], name: string): SetupField | null {
  for (const g of groups) for (const f of g.fields) if (f.name === name) return f;
  return null;
}

export function seatsField(groups: readonly SetupGroup[]): SeatsField | null {
  for (const g of groups) for (const f of g.fields) if (f.kind === 'seats') return f;
  return null;
}

type ChoiceField = Extract<SetupField, { kind: 'choice' }>;

/** The 'choice' field that sets the number of seats: the one named `players`, or one whose options say their `seats`. */
export function seatCountField(groups: readonly SetupGroup[]): ChoiceField | null {
  for (const g of groups) {
    for (const f of g.fields) if (f.kind === 'choice' && (f.name === PLAYERS_FIELD || f.options.some((o) => o.seats !== undefined))) return f;
  }
  return null;
}

/** The number of seats for a players value (from the form or the field's default), else the seats field's count. */
export function seatCount(groups: readonly SetupGroup[], players?: string | null): number {
  const seats = seatsField(groups);
  const field = seatCountField(groups);
  const value = players ?? field?.value ?? null;
  const option = field?.options.find((o) => o.value === value);
  if (option?.seats !== undefined) return option.seats;
  const n = value !== null ? Number(value) : NaN;
  if (Number.isInteger(n) && n > 0) return n;
  return seats?.count ?? 0;
}

/** The level a computer seat starts with: 'normal' when the game has it, else its first level. */
export function defaultLevel(levels: readonly { value: string }[]): string {
  return levels.find((l) => l.value === 'normal')?.value ?? levels[0]?.value ?? '';
}

/**
 * Default names: `defaultName(0)` ("You") for the player's seat, then `defaultName(1)`, `(2)` …
 * (Anna, Ben, Clara) for the computers in seat order.
 */
export function defaultSeatName(defaultName: (i: number) => string, seat: number, mySeat: number): string {
  return seat === mySeat ? defaultName(0) : defaultName(seat < mySeat ? seat + 1 : seat);
}

export interface SeatValues {
  readonly name: string;
  readonly kind: 'human' | 'computer';
  readonly level: string;
}

/**
 * The seats written by the form's 'seats' field: the player's seat, every other seat a computer
 * player of its level; an empty name gets the default name. Problems name the form field
 * (`mySeat`, `level-<i>`).
 */
export function seatsFromForm(
  values: FormData,
  count: number,
  levels: readonly string[],
  defaultName: (i: number) => string,
): { seats: SeatValues[]; problems: SetupProblem[] } {
  const problems: SetupProblem[] = [];
  const rawSeat = String(values.get('mySeat') ?? '0');
  let mySeat = Number(rawSeat);
  if (!/^\d+$/.test(rawSeat) || mySeat >= count) {
    problems.push({ param: 'mySeat', value: rawSeat, allowed: `1–${count}` });
    mySeat = 0;
  }
  const fallbackLevel = defaultLevel(levels.map((value) => ({ value })));
  const seats: SeatValues[] = [];
  for (let i = 0; i < count; i++) {
    const name = String(values.get(`name-${i}`) ?? '').trim() || defaultSeatName(defaultName, i, mySeat);
    if (i === mySeat) {
      seats.push({ name, kind: 'human', level: fallbackLevel });
      continue;
    }
    const level = values.get(`level-${i}`);
    if (level === null) seats.push({ name, kind: 'computer', level: fallbackLevel });
    else if (levels.includes(String(level))) seats.push({ name, kind: 'computer', level: String(level) });
    else {
      problems.push({ param: `level-${i}`, value: String(level), allowed: levels.join(', ') });
      seats.push({ name, kind: 'computer', level: fallbackLevel });
    }
  }
  return { seats, problems };
}

/** The default seats of a start from the address: seat 0 the player, every other seat a computer player. */
export function defaultSeats(count: number, level: string, defaultName: (i: number) => string): SeatValues[] {
  return Array.from({ length: count }, (_, i) => ({ name: defaultName(i), kind: i === 0 ? 'human' : 'computer', level }));
}

/** The checks of a 'number' field: a whole number within its range. */
export function checkNumber(field: { name: string; min: number; max: number }, raw: string): SetupProblem | null {
  const n = Number(raw);
  if (/^-?\d+$/.test(raw.trim()) && n >= field.min && n <= field.max) return null;
  return { param: field.name, value: raw, allowed: `${field.min}–${field.max}` };
}

/** A fresh deal number for a new game: easy to say, to hear and to type again (the same number gives the same deal). */
export function freshSeed(): string {
  return String(100000 + Math.floor(Math.random() * 900000));
}
