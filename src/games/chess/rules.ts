/** Options → rules (contract "Options"; chess.md §6, PD-CH-2). */
import type { ChessOptions, ChessRules } from './types.js';
import { START_FEN } from './fen.js';

/** The variants this engine plays; V-CH-6 is not part of the contract. */
export const VARIANT_IDS = ['V-CH-1', 'V-CH-2', 'V-CH-3', 'V-CH-4', 'V-CH-5'] as const;
export const PRESETS = ['fide', 'fielding'] as const;
/** PD-CH-2: the Fielding preset is V-CH-1 and V-CH-2. */
const FIELDING = ['V-CH-1', 'V-CH-2'];
export const OPTION_KEYS = ['variants', 'preset', 'games', 'start'] as const;

/** What is wrong with the options' shape and variants (the start FEN is judged with the board, position.ts), or null. */
export function optionsProblem(options: unknown): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return 'options must be an object';
  const o = options as Record<string, unknown>;
  for (const key of Object.keys(o)) if (!(OPTION_KEYS as readonly string[]).includes(key)) return `unknown option ${JSON.stringify(key)}`;
  if (o.variants !== undefined) {
    if (!Array.isArray(o.variants)) return 'variants must be a list of variant IDs';
    for (const v of o.variants) {
      if (v === 'V-CH-6') return 'V-CH-6 (the marked pawn) is not part of this engine';
      if (!(VARIANT_IDS as readonly unknown[]).includes(v)) return `unknown variant ${JSON.stringify(v)}`;
    }
    if (new Set(o.variants).size !== o.variants.length) return 'a variant is named twice';
  }
  if (o.preset !== undefined && !(PRESETS as readonly unknown[]).includes(o.preset)) return `unknown preset ${JSON.stringify(o.preset)}`;
  const variants = allVariants(o as ChessOptions);
  if (variants.includes('V-CH-2') && variants.includes('V-CH-3')) return 'V-CH-2 and V-CH-3 cannot both be in force (CH25)';
  if (o.games !== undefined && (typeof o.games !== 'number' || !Number.isInteger(o.games) || o.games < 1)) return `games must be a positive whole number, not ${JSON.stringify(o.games)}`;
  if (o.start !== undefined && typeof o.start !== 'string') return 'start must be a FEN string';
  return null;
}

function allVariants(o: ChessOptions): string[] {
  const set = new Set([...(o.variants ?? []), ...(o.preset === 'fielding' ? FIELDING : [])]);
  return [...set].sort();
}

/** The rules in force; throws on bad options (the start FEN's position is checked by the caller). */
export function resolveRules(options: ChessOptions): ChessRules {
  const problem = optionsProblem(options);
  if (problem) throw new Error(`Bad chess options: ${problem}`);
  const variants = allVariants(options);
  return {
    variants,
    lacking: variants.includes('V-CH-1'),
    stalemate: variants.includes('V-CH-2') ? 'half' : variants.includes('V-CH-3') ? 'english' : 'draw',
    announce: variants.includes('V-CH-4'),
    games: options.games ?? 1,
    start: options.start ?? START_FEN,
  };
}
