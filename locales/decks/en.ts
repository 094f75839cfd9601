/**
 * English card words of every pack (interface: src/i18n/deck-words.ts): long names for speech, short
 * names for braille displays, the labels of the visual card faces, the words a player may type.
 * English has no grammatical gender: every `gender` is 'n'.
 *
 * - French pack: "ten of hearts", "queen of clubs"; short names are the engine's own card strings,
 *   rank first: "10H", "QC". As number cards: "red eleven", short "R11".
 * - Trappola pack (hundertspiel.md §0): swords, batons, cups, coins; ace, king, cavall, jack, ten …
 *   seven, Do: "cavall of cups", "Do of batons"; short names are the engine's card strings "Cu-N",
 *   "Ba-Do" (N for the cavall, the knight).
 * - Tarock pack: "cavall of hearts" (short "NH"), the tarocks "tarock two" … "tarock twenty" (short
 *   "T2"), the Pagat (I), the Mond (XXI) and the Excuse (the Sküs; short "Ex"); Roman numerals on the faces.
 */
import type {
  DeckCatalogue,
  DeckGrammar,
  FrenchWords,
  RankForm,
  RankWords,
  SuitWords,
  TarockWords,
  TrappolaWords,
} from '../../src/i18n/deck-words.js';

const suit = (word: string, short: string, face: string, typed: readonly string[] = []): SuitWords => ({ word, short, face, typed });
const rank = (word: string, short: string, face: string, typed: readonly string[] = [], alone?: 'long' | 'both'): RankWords =>
  alone ? { word, gender: 'n', short, face, typed, alone } : { word, gender: 'n', short, face, typed };
const pip = (word: string, n: number, typed: readonly string[] = []): RankWords => rank(word, String(n), String(n), [String(n), ...typed]);

/** "an ace", "an eight", "an eleven", "an Excuse"; "a queen", "a one". */
function an(word: string): string {
  return /^(ace|eight|eleven|eighteen|excuse)\b/i.test(word) ? `an ${word}` : `a ${word}`;
}

export const grammarEn: DeckGrammar = {
  locale: 'en',
  phrase(word: string, _gender, form: RankForm) {
    if (form === 'bare') return word;
    if (form === 'definite') return `the ${word}`;
    return an(word);
  },
  links: ['of'],
  articles: ['the'],
};

const rankOfSuit = (rankWord: string, suitWord: string) => `${rankWord} of ${suitWord}`;
const rankFirst = (rankToken: string, suitToken: string) => `${rankToken}${suitToken}`;
const colourFirst = (rankWord: string, suitWord: string) => `${suitWord} ${rankWord}`;

const FRENCH_SUITS = {
  C: suit('clubs', 'C', '♣', ['club']),
  D: suit('diamonds', 'D', '♦', ['diamond']),
  H: suit('hearts', 'H', '♥', ['heart']),
  S: suit('spades', 'S', '♠', ['spade']),
} as const;

export const frenchEn: FrenchWords = {
  suits: FRENCH_SUITS,
  ranks: {
    A: rank('ace', 'A', 'A', ['a']),
    '2': pip('two', 2),
    '3': pip('three', 3),
    '4': pip('four', 4),
    '5': pip('five', 5),
    '6': pip('six', 6),
    '7': pip('seven', 7),
    '8': pip('eight', 8),
    '9': pip('nine', 9),
    '10': pip('ten', 10),
    J: rank('jack', 'J', 'J', ['j']),
    Q: rank('queen', 'Q', 'Q', ['q']),
    K: rank('king', 'K', 'K', ['k']),
  },
  long: rankOfSuit,
  short: rankFirst,
};

/** Number cards 1–13 in four colours: hearts red, diamonds blue, clubs green, spades yellow. */
export const numbersEn: FrenchWords = {
  suits: {
    C: suit('green', 'G', '♣'),
    D: suit('blue', 'B', '♦'),
    H: suit('red', 'R', '♥'),
    S: suit('yellow', 'Y', '♠'),
  },
  ranks: {
    A: pip('one', 1),
    '2': pip('two', 2),
    '3': pip('three', 3),
    '4': pip('four', 4),
    '5': pip('five', 5),
    '6': pip('six', 6),
    '7': pip('seven', 7),
    '8': pip('eight', 8),
    '9': pip('nine', 9),
    '10': pip('ten', 10),
    J: pip('eleven', 11),
    Q: pip('twelve', 12),
    K: pip('thirteen', 13),
  },
  long: colourFirst,
  short: (rankToken, suitToken) => `${suitToken}${rankToken}`,
};

export const trappolaEn: TrappolaWords = /* @__PURE__ */ (() => ({
  suits: {
    Sw: suit('swords', 'Sw', 'Sw', ['sword']),
    Ba: suit('batons', 'Ba', 'Ba', ['baton']),
    Cu: suit('cups', 'Cu', 'Cu', ['cup']),
    Co: suit('coins', 'Co', 'Co', ['coin']),
  },
  ranks: {
    A: rank('ace', 'A', 'A', ['a']),
    K: rank('king', 'K', 'K', ['k']),
    N: rank('cavall', 'N', 'N', ['knight', 'n']),
    J: rank('jack', 'J', 'J', ['j']),
    '10': pip('ten', 10),
    '9': pip('nine', 9),
    '8': pip('eight', 8),
    '7': pip('seven', 7),
    Do: rank('Do', 'Do', 'Do'),
  },
  long: rankOfSuit,
  /** The engine's card strings: "Sw-10", "Cu-N". */
  short: (rankToken, suitToken) => `${suitToken}-${rankToken}`,
}))();

const trump = (word: string, n: number, face: string, typed: readonly string[] = []): RankWords => rank(word, String(n), face, [String(n), ...typed]);
const named = (word: string, n: number, face: string, number: string): RankWords => rank(word, String(n), face, [String(n), number], 'long');

export const tarockEn: TarockWords = /* @__PURE__ */ (() => ({
  suits: { C: FRENCH_SUITS.C, D: FRENCH_SUITS.D, H: FRENCH_SUITS.H, S: FRENCH_SUITS.S, T: suit('tarock', 'T', 'T', ['tarocks', 'tarok', 'trump', 'trumps']) },
  ranks: {
    K: rank('king', 'K', 'K', ['k']),
    Q: rank('queen', 'Q', 'Q', ['q']),
    N: rank('cavall', 'N', 'N', ['knight', 'cavalier', 'n']),
    J: rank('jack', 'J', 'J', ['j']),
    '10': pip('ten', 10),
    '9': pip('nine', 9),
    '8': pip('eight', 8),
    '7': pip('seven', 7),
    '6': pip('six', 6),
    '5': pip('five', 5),
    '4': pip('four', 4),
    '3': pip('three', 3),
    '2': pip('two', 2),
    A: rank('ace', 'A', 'A', ['a', 'one']),
  },
  trumps: {
    '1': named('Pagat', 1, 'I', 'one'),
    '2': trump('two', 2, 'II'),
    '3': trump('three', 3, 'III'),
    '4': trump('four', 4, 'IV'),
    '5': trump('five', 5, 'V'),
    '6': trump('six', 6, 'VI'),
    '7': trump('seven', 7, 'VII'),
    '8': trump('eight', 8, 'VIII'),
    '9': trump('nine', 9, 'IX'),
    '10': trump('ten', 10, 'X'),
    '11': trump('eleven', 11, 'XI'),
    '12': trump('twelve', 12, 'XII'),
    '13': trump('thirteen', 13, 'XIII'),
    '14': trump('fourteen', 14, 'XIV'),
    '15': trump('fifteen', 15, 'XV'),
    '16': trump('sixteen', 16, 'XVI'),
    '17': trump('seventeen', 17, 'XVII'),
    '18': trump('eighteen', 18, 'XVIII'),
    '19': trump('nineteen', 19, 'XIX'),
    '20': trump('twenty', 20, 'XX'),
    '21': named('Mond', 21, 'XXI', 'twenty-one'),
    Sk: rank('Excuse', 'Ex', 'Ex', ['sküs', 'skus', 'fool'], 'both'),
  },
  /** "cavall of hearts", but "tarock two". */
  long: (rankWord, suitWord, s) => (s === 'T' ? `${suitWord} ${rankWord}` : `${rankWord} of ${suitWord}`),
  /** "NH", "10H", but "T2". */
  short: (rankToken, suitToken, s) => (s === 'T' ? `${suitToken}${rankToken}` : `${rankToken}${suitToken}`),
}))();

export const decksEn: DeckCatalogue = {
  locale: 'en',
  grammar: grammarEn,
  french: frenchEn,
  numbers: numbersEn,
  trappola: trappolaEn,
  tarock: tarockEn,
};
