/**
 * Options → rules (the contract's Options): forms, methods, the variants the engine plays (V-T-1,
 * V-T-2), sessions (T35, TD10, TL24, PD-T-16), Taroklomber's à personne (TL13, PD-T-12) and en deux's
 * party value (TD9). `optionsProblem` says what is wrong; `resolveRules` throws on it.
 */
import type { Form, TarokOptions, TarokRules } from './types.js';

export const FORMS: readonly Form[] = ['trois', 'deux', 'lomber'];
/** Every variant of tarok.md §6; only V-T-1 and V-T-2 are played (the others are descriptions). */
export const VARIANT_IDS = ['V-T-1', 'V-T-2', 'V-T-3', 'V-T-4', 'V-T-5', 'V-T-6'] as const;
export const ENGINE_VARIANTS = ['V-T-1', 'V-T-2'] as const;
/** The forms a covered variant applies to (elsewhere it is accepted and has no effect). */
export const VARIANT_FORMS: Readonly<Record<string, readonly Form[]>> = { 'V-T-1': ['trois'], 'V-T-2': ['trois', 'deux'] };
/** A table's session is bounded (tours, parties). */
export const MAX_TABLE_TOURS = 8;
export const MAX_TABLE_PARTIES = 5;

const isWhole = (x: unknown, min: number): boolean => typeof x === 'number' && Number.isInteger(x) && x >= min;

/** What is wrong with `o` (a developer's words), or null. */
export function optionsProblem(o: unknown): string | null {
  if (!o || typeof o !== 'object' || Array.isArray(o)) return 'options must be an object';
  const x = o as Record<string, unknown>;
  if (!FORMS.includes(x.form as Form)) return `form must be one of ${FORMS.join(', ')}, not ${JSON.stringify(x.form)}`;
  if (x.method !== undefined) {
    if (x.form !== 'lomber') return `method is Taroklomber's only (TL3), not for form ${String(x.form)}`;
    if (x.method !== 'old' && x.method !== 'new') return `method must be old or new (TL3), not ${JSON.stringify(x.method)}`;
  }
  if (x.variants !== undefined) {
    if (!Array.isArray(x.variants)) return 'variants must be a list of variant IDs';
    for (const v of x.variants) {
      if (!(ENGINE_VARIANTS as readonly unknown[]).includes(v)) {
        return (VARIANT_IDS as readonly unknown[]).includes(v) ? `${String(v)} is described only, not played by the engine` : `unknown variant ${JSON.stringify(v)}`;
      }
    }
  }
  if (x.tours !== undefined && !isWhole(x.tours, 1)) return `tours must be a whole number ≥ 1 (T35), not ${JSON.stringify(x.tours)}`;
  if (x.parties !== undefined && !isWhole(x.parties, 1)) return `parties must be a whole number ≥ 1 (TD10), not ${JSON.stringify(x.parties)}`;
  if (x.aPersonne !== undefined && !isWhole(x.aPersonne, 0)) return `aPersonne must be a whole number ≥ 0 (TL13), not ${JSON.stringify(x.aPersonne)}`;
  if (x.partyValue !== undefined && !isWhole(x.partyValue, 0)) return `partyValue must be a whole number ≥ 0 (TD9), not ${JSON.stringify(x.partyValue)}`;
  return null;
}

/** The rules of `o`; throws `Bad Tarok options: …` (the contract: unknown variants, V-T-3…6, method outside lomber). */
export function resolveRules(o: TarokOptions): TarokRules {
  // once per options object (a deal's states share theirs; the engine never changes options)
  if (typeof o !== 'object' || o === null) return resolveFresh(o);
  let r = RESOLVED.get(o);
  if (!r) {
    r = resolveFresh(o);
    RESOLVED.set(o, r);
  }
  return r;
}
const RESOLVED = new WeakMap<TarokOptions, TarokRules>();

function resolveFresh(o: TarokOptions): TarokRules {
  const problem = optionsProblem(o);
  if (problem) throw new Error(`Bad Tarok options: ${problem}`);
  const form = o.form;
  const method = o.method ?? 'old';
  const variants = (o.variants ?? []).filter((v) => VARIANT_FORMS[v]?.includes(form));
  return {
    form,
    method,
    players: form === 'deux' ? 2 : 3,
    variants,
    tours: o.tours ?? 4,
    parties: o.parties ?? 1,
    aPersonne: o.aPersonne ?? (method === 'new' ? 20 : 10),
    partyValue: o.partyValue ?? 30,
    withTrick: variants.includes('V-T-1'),
    fromBelow: variants.includes('V-T-2'),
  };
}

/** A copy of the options as given (no defaults added: positions keep what the session was made with). */
export function copyOptions(o: TarokOptions): TarokOptions {
  const out: TarokOptions = { form: o.form };
  if (o.method !== undefined) out.method = o.method;
  if (o.variants !== undefined) out.variants = o.variants.slice();
  if (o.tours !== undefined) out.tours = o.tours;
  if (o.parties !== undefined) out.parties = o.parties;
  if (o.aPersonne !== undefined) out.aPersonne = o.aPersonne;
  if (o.partyValue !== undefined) out.partyValue = o.partyValue;
  return out;
}
