/**
 * The ladder of bids (BO20–BO22), its order (BO21, BO24), the contracts' facts (tricks, misères,
 * petite, open), the partner's quota in Boston-Whist (BO32, BO34) and the two tariffs (BO44, BO47).
 */
import type { Class, Contract } from './types.js';

/** BO20: the sixteen rungs, lowest first. */
export const CONTRACTS: readonly Contract[] = [
  'boston',
  'petite-misere',
  'grand-boston',
  'grande-misere',
  'independence',
  'grande-misere-forcee',
  'grand-independence',
  'petite-misere-ouverte',
  'philadelphia',
  'petite-misere-ouverte-forcee',
  'grand-philadelphia',
  'grande-misere-ouverte',
  'souveraine',
  'grande-misere-ouverte-forcee',
  'grand-souveraine',
  'concordia',
];

/** BO21: worst first. */
export const CLASSES: readonly Class[] = ['simple', 'colour', 'superior'];

/** BO20: the tricks a trick contract undertakes, played alone. */
const TRICKS: Readonly<Partial<Record<Contract, number>>> = {
  boston: 5,
  'grand-boston': 6,
  independence: 7,
  'grand-independence': 8,
  philadelphia: 9,
  'grand-philadelphia': 10,
  souveraine: 11,
  'grand-souveraine': 12,
  concordia: 13,
};

export const isContract = (x: unknown): x is Contract => typeof x === 'string' && (CONTRACTS as readonly string[]).includes(x);
export const isClass = (x: unknown): x is Class => x === 'simple' || x === 'colour' || x === 'superior';
export const isMisere = (c: Contract): boolean => TRICKS[c] === undefined;
/** The tricks of a trick contract (5 … 13); 0 for a misère (it undertakes none). */
export const tricksOf = (c: Contract): number => TRICKS[c] ?? 0;
/** BO30, BO41: the petite misères lay a card aside and play twelve tricks. */
export const isPetite = (c: Contract): boolean => c.startsWith('petite-misere');
/** BO31: the open misères. */
export const isOpen = (c: Contract): boolean => c.includes('ouverte');

/** BO21, BO24: a bid's place in the order: rung first, then class. */
export function bidRank(contract: Contract, cls: Class | null | undefined): number {
  return CONTRACTS.indexOf(contract) * 3 + (cls ? CLASSES.indexOf(cls) : 0);
}

export interface Bid {
  readonly contract: Contract;
  readonly class?: Class;
}

/** BO21: the 34 bids, lowest first. */
export const BIDS: readonly Bid[] = CONTRACTS.flatMap((contract): Bid[] => (isMisere(contract) ? [{ contract }] : CLASSES.map((c) => ({ contract, class: c }))));

/** BO32: the contracts a Boston-Whist declarer may seek a partner for (5 to 8 tricks). */
export const admitsPartner = (c: Contract): boolean => c === 'boston' || c === 'grand-boston' || c === 'independence' || c === 'grand-independence';

/** BO34: the partner's quota: 3 in a Boston, 4 in the other three. */
export const partnerQuota = (c: Contract): number => (c === 'boston' ? 3 : 4);

/** BO44: Tariff A, marks by class (simple, colour, superior) for trick contracts, flat for misères. */
const TARIFF_A: Readonly<Record<Contract, readonly number[]>> = {
  boston: [0, 2, 4],
  'grand-boston': [4, 6, 8],
  independence: [8, 10, 12],
  'grand-independence': [12, 16, 20],
  philadelphia: [20, 26, 32],
  'grand-philadelphia': [32, 40, 48],
  souveraine: [48, 60, 72],
  'grand-souveraine': [72, 86, 100],
  concordia: [100, 150, 200],
  'petite-misere': [4],
  'grande-misere': [8],
  'grande-misere-forcee': [12],
  'petite-misere-ouverte': [20],
  'petite-misere-ouverte-forcee': [32],
  'grande-misere-ouverte': [48],
  'grande-misere-ouverte-forcee': [72],
};

/** BO47: Tariff B, multipliers by class for trick contracts, marks for misères. */
const TARIFF_B: Readonly<Record<Contract, readonly number[]>> = {
  boston: [2, 3, 4],
  'grand-boston': [4, 6, 8],
  independence: [6, 9, 12],
  'grand-independence': [8, 12, 16],
  philadelphia: [12, 18, 24],
  'grand-philadelphia': [16, 24, 32],
  souveraine: [24, 36, 48],
  'grand-souveraine': [32, 48, 64],
  concordia: [64, 96, 128],
  'petite-misere': [3],
  'grande-misere': [6],
  'grande-misere-forcee': [9],
  'petite-misere-ouverte': [12],
  'petite-misere-ouverte-forcee': [18],
  'grande-misere-ouverte': [24],
  'grande-misere-ouverte-forcee': [36],
};

const cell = (table: Readonly<Record<Contract, readonly number[]>>, c: Contract, cls: Class | null): number => table[c][cls ? CLASSES.indexOf(cls) : 0]!;

/** BO44: Tariff A's marks for a contract and class. */
export const tariffA = (c: Contract, cls: Class | null): number => cell(TARIFF_A, c, cls);
/** BO47: Tariff B's multiplier for a trick contract and class, or its marks for a misère. */
export const tariffB = (c: Contract, cls: Class | null): number => cell(TARIFF_B, c, cls);
