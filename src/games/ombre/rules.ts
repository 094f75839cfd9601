/**
 * The rules in force (contract "Options and the games"): players, pack, packets, premiers, tours,
 * the favourite's policy, result thresholds; the variants that apply; the ladder of a deal (O18,
 * OD3, OQ3, QD4, CQ2, V-O-3, V-O-5, V-O-6, V-O-14) and the game values (O49, QD16, CQ15).
 */
import { PACK, PACK_EN_DEUX, PACK_EN_DEUX_32, PACK_QUADRILLE_32, suitOf, SUITS } from './cards.js';
import type { Contract, Game, OmbreOptions, OmbreRules, Suit } from './types.js';

/** The most tours a table or the form may ask for (the engine takes any; a table with friends must end). */
export const MAX_TABLE_TOURS = 12;

export const GAMES: readonly Game[] = ['ombre', 'en-deux', 'en-quatre', 'quadrille', 'cinquille'];

/** The variants of this contract, and the games each applies to. */
export const VARIANT_GAMES: Readonly<Record<string, readonly Game[]>> = {
  'V-O-1': ['ombre', 'en-quatre', 'quadrille', 'cinquille'],
  'V-O-2': ['ombre', 'en-quatre', 'quadrille', 'cinquille'],
  'V-O-3': ['ombre', 'en-quatre'],
  'V-O-5': ['ombre', 'en-quatre'],
  'V-O-6': ['ombre', 'en-quatre'],
  'V-O-8': GAMES,
  'V-O-9': ['ombre', 'en-deux', 'en-quatre'],
  'V-O-12': ['en-deux'],
  'V-O-13': ['en-deux'],
  'V-O-14': ['quadrille', 'cinquille'],
  'V-O-16': ['quadrille', 'cinquille'],
  'V-O-17': ['quadrille'],
  'V-O-18': ['cinquille'],
  'V-O-19': ['quadrille'],
};
export const VARIANT_IDS: readonly string[] = Object.keys(VARIANT_GAMES);
const DESCRIBED_ONLY = new Set(['V-O-4', 'V-O-7', 'V-O-10', 'V-O-11', 'V-O-15', 'V-O-20']);

const TOURS: Record<Game, number> = { ombre: 4, 'en-deux': 6, 'en-quatre': 3, quadrille: 3, cinquille: 2 };

/** What is wrong with the options, or null. */
export function optionsProblem(o: unknown): string | null {
  if (!o || typeof o !== 'object') return 'options must be an object';
  const opts = o as Partial<OmbreOptions>;
  if (!GAMES.includes(opts.game as Game)) return `unknown game ${JSON.stringify(opts.game)}`;
  if (opts.variants !== undefined) {
    if (!Array.isArray(opts.variants)) return 'variants must be an array of IDs';
    for (const v of opts.variants) {
      if (DESCRIBED_ONLY.has(v)) return `variant ${v} is a description only, not part of the engine`;
      if (!VARIANT_IDS.includes(v)) return `unknown variant ${JSON.stringify(v)}`;
    }
    if (opts.variants.includes('V-O-1') && opts.variants.includes('V-O-2')) return 'V-O-1 and V-O-2 exclude each other';
    if (opts.variants.includes('V-O-12') && opts.variants.includes('V-O-13')) return 'V-O-12 and V-O-13 exclude each other';
  }
  if (opts.tours !== undefined && !(Number.isInteger(opts.tours) && opts.tours >= 1)) return `tours must be a positive integer, got ${JSON.stringify(opts.tours)}`;
  return null;
}

export function resolveRules(options: OmbreOptions): OmbreRules {
  const problem = optionsProblem(options);
  if (problem) throw new Error(`Ombre options: ${problem}`);
  const game = options.game;
  const variants = [...new Set(options.variants ?? [])].filter((v) => VARIANT_GAMES[v]!.includes(game)).sort();
  const has = (v: string) => variants.includes(v);
  let pack: readonly string[] = PACK;
  let players = 3;
  let packets = [3, 3, 3];
  let premiers = 5;
  let winAt: number | null = null;
  let remiseAt: number | null = null;
  switch (game) {
    case 'ombre':
      break;
    case 'en-deux':
      players = 2;
      if (has('V-O-12') || has('V-O-13')) {
        pack = PACK_EN_DEUX_32;
        packets = has('V-O-12') ? [3, 3, 4] : [4, 4, 4];
        premiers = 7;
        winAt = 7;
        remiseAt = has('V-O-12') ? 4 : 6;
      } else {
        pack = PACK_EN_DEUX;
        packets = [3, 3, 2];
        winAt = 5;
        remiseAt = 4;
      }
      break;
    case 'en-quatre':
      players = 4;
      packets = [3, 3, 2];
      break;
    case 'quadrille':
      players = 4;
      if (has('V-O-19')) {
        pack = PACK_QUADRILLE_32;
        packets = [3, 3, 2];
        premiers = 5;
        winAt = 5;
        remiseAt = 4;
      } else {
        packets = [3, 3, 4];
        premiers = 6;
        winAt = 6;
        remiseAt = 5;
      }
      break;
    case 'cinquille':
      players = 5;
      packets = [4, 4];
      winAt = 5;
      remiseAt = 4;
      break;
  }
  const handSize = packets.reduce((a, b) => a + b, 0);
  const partnership = game === 'quadrille' || game === 'cinquille';
  const hasFavourite = game === 'ombre' || game === 'en-quatre' || (partnership && has('V-O-14'));
  return {
    game,
    variants,
    players,
    pack,
    suits: SUITS.filter((s) => pack.some((c) => suitOf(c) === s)),
    packets,
    handSize,
    tricks: handSize,
    premiers,
    tours: options.tours ?? TOURS[game],
    favourite: !hasFavourite ? 'none' : has('V-O-1') ? 'fixed' : has('V-O-2') ? 'firstWin' : 'draw',
    partnership,
    winAt,
    remiseAt,
  };
}

export const hasVariant = (r: OmbreRules, v: string): boolean => r.variants.includes(v);

const LADDERS = new WeakMap<OmbreRules, Map<Suit | null, readonly Contract[]>>();

/** The ladder of a deal, as `ladder`, built once per rules and favourite (shared: never change it). */
export function ladderOf(r: OmbreRules, favourite: Suit | null): readonly Contract[] {
  let byFavourite = LADDERS.get(r);
  if (!byFavourite) LADDERS.set(r, (byFavourite = new Map()));
  let lad = byFavourite.get(favourite);
  if (!lad) byFavourite.set(favourite, (lad = buildLadder(r, favourite)));
  return lad;
}

/** The ladder of a deal, lowest first (contract table "Contracts and the ladder"); a new array. */
export function ladder(r: OmbreRules, favourite: Suit | null): Contract[] {
  return ladderOf(r, favourite).slice();
}

function buildLadder(r: OmbreRules, favourite: Suit | null): Contract[] {
  const fav = favourite !== null;
  const out: Contract[] = [];
  const push = (c: Contract, ok = true) => {
    if (ok) out.push(c);
  };
  switch (r.game) {
    case 'en-deux':
      return ['ask', 'solo'];
    case 'ombre':
    case 'en-quatre': {
      const v5 = hasVariant(r, 'V-O-5');
      const v6 = hasVariant(r, 'V-O-6');
      push('ask');
      push('ask-colour', fav);
      push('tourne');
      push('obscurite');
      if (hasVariant(r, 'V-O-3')) out.push('obscurite-bottom', 'obscurite-middle');
      push('casco', !v5);
      push('solo');
      push('solo-colour', fav);
      if (v6) out.push('grandissimo', 'nullissimo');
      else {
        push('solo-tout');
        push('solo-tout-colour', fav);
      }
      return out;
    }
    case 'quadrille':
    case 'cinquille':
      push('ask');
      push('ask-colour', fav);
      out.push('mediateur', 'casco', 'solo');
      push('solo-colour', fav);
      if (r.game === 'cinquille') {
        push('solo-tout');
        push('solo-tout-colour', fav);
      }
      return out;
  }
}

export const SOLO_TYPES: readonly Contract[] = ['solo', 'solo-colour', 'solo-tout', 'solo-tout-colour'];
export const isSoloType = (c: Contract): boolean => SOLO_TYPES.includes(c);
export const isColourLevel = (c: Contract): boolean => c === 'ask-colour' || c === 'solo-colour' || c === 'solo-tout-colour';
export const isObscurite = (c: Contract): boolean => c === 'obscurite' || c === 'obscurite-bottom' || c === 'obscurite-middle';
export const isSoloTout = (c: Contract): boolean => c === 'solo-tout' || c === 'solo-tout-colour';
export const CONTRACTS: readonly Contract[] = [
  'ask', 'ask-colour', 'tourne', 'obscurite', 'obscurite-bottom', 'obscurite-middle', 'casco', 'solo', 'solo-colour',
  'solo-tout', 'solo-tout-colour', 'grandissimo', 'nullissimo', 'mediateur', 'forcee',
];

/** Does the Lomber exchange in this contract (O33)? Never in Quadrille and Cinquille. */
export function lomberExchanges(r: OmbreRules, c: Contract): boolean {
  if (r.partnership) return false;
  return !isSoloType(c) && c !== 'grandissimo' && c !== 'nullissimo';
}

/** The game's value not in colour (O49, V-O-3, V-O-5, V-O-6, QD16, CQ15). */
export function gameValue(r: OmbreRules, c: Contract): number {
  if (r.partnership) {
    switch (c) {
      case 'ask':
      case 'ask-colour':
        return 0;
      case 'mediateur':
        return 1;
      case 'solo-tout':
      case 'solo-tout-colour':
        return 4;
      default:
        return 2;
    }
  }
  switch (c) {
    case 'ask':
    case 'ask-colour':
      return 0;
    case 'tourne':
      return hasVariant(r, 'V-O-5') ? 2 : 1;
    case 'obscurite':
      return 2;
    case 'obscurite-bottom':
      return 4;
    case 'obscurite-middle':
      return 8;
    case 'solo-tout':
    case 'solo-tout-colour':
      return 12;
    case 'grandissimo':
      return 8;
    case 'nullissimo':
      return 16;
    default:
      return 2;
  }
}

/** The rule ID for a level that is not on the ladder. */
export function ladderRule(r: OmbreRules): string {
  return r.game === 'en-deux' ? 'OD3' : r.game === 'quadrille' ? 'QD4' : r.game === 'cinquille' ? 'CQ2' : 'O18';
}
