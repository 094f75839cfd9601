/**
 * Deutsche Kartenwörter aller Pakete (Schnittstelle: src/i18n/deck-words.ts): lange Namen fürs
 * Sprechen, kurze für die Braillezeile, Beschriftung der sichtbaren Kartenbilder, Wörter für die
 * Befehlszeile, das grammatische Geschlecht für die Artikel.
 *
 * - Französisches Blatt: "Herz Dame" (die), "Kreuz Bube" (der), "Pik Ass" (das); kurz Farbe zuerst:
 *   K Kreuz, P Pik, H Herz, R Karo (kaRo, weil K schon Kreuz ist); B Bube, D Dame, K König.
 *   Als Zahlenkarten: "Rot Elf", kurz "Ro11".
 * - Trappolierkarte (hundertspiel.md §0, Quelle 1829): die italienischen Farben Spadi, Bastoni, Coppi,
 *   Denari, wie die Quelle sie nennt ("Denari-König", "Spadi-Bube", "Coppi-Zehner",
 *   "Bastoni-Siebener"); Cavall und Do sind männlich ("Der Cavall vertritt …", "der sogenannte Do"),
 *   die leeren Blätter heißen Zehner, Neuner, Achter, Siebener (§18). Geschrieben wie im französischen
 *   Blatt mit Leerzeichen: "der Spadi Cavall", "der Bastoni Do". Kurz: S, B, C, D und A, K, C (Cavall),
 *   B, 10 … 7, Do: "BDo", "SC".
 * - Tarock: Herz, Karo, Pik, Kreuz mit König, Dame, Cavall, Bube, Zehn … Zwei, Ass; die Tarocke
 *   "Tarock Zwei" … "Tarock Zwanzig" (der Tarock), dazu Pagat (I), Mond (XXI) und Sküs; kurz "HC",
 *   "T14", "Sk"; auf dem Kartenbild römische Zahlen.
 */
import type {
  DeckCatalogue,
  DeckGrammar,
  FrenchWords,
  Gender,
  RankForm,
  RankWords,
  SuitWords,
  TarockWords,
  TrappolaWords,
} from '../../src/i18n/deck-words.js';

const suit = (word: string, short: string, face: string, typed: readonly string[] = []): SuitWords => ({ word, short, face, typed });
const rank = (word: string, gender: Gender, short: string, face: string, typed: readonly string[] = [], alone?: 'long' | 'both'): RankWords =>
  alone ? { word, gender, short, face, typed, alone } : { word, gender, short, face, typed };
/** Eine Zahl als Rang: Wort, Geschlecht, die Ziffern als Kurzform und Bild, dazu getippt. */
const pip = (word: string, gender: Gender, n: number, typed: readonly string[] = []): RankWords => rank(word, gender, String(n), String(n), [String(n), ...typed]);

const ARTICLE: Readonly<Record<RankForm, Readonly<Record<Gender, string>> | null>> = {
  bare: null,
  definite: { m: 'der', f: 'die', n: 'das' },
  indefinite: { m: 'ein', f: 'eine', n: 'ein' },
  indefiniteAccusative: { m: 'einen', f: 'eine', n: 'ein' },
  indefiniteDative: { m: 'einem', f: 'einer', n: 'einem' },
};

/** Der Bube ist ein schwaches Substantiv: den Buben, dem Buben (auch "den Kreuz Buben"). */
const BUBE_CASES = { accusative: 'Buben', dative: 'Buben' } as const;
const bube = (typed: readonly string[]): RankWords => ({ ...rank('Bube', 'm', 'B', 'B', typed), cases: BUBE_CASES });

/** Der Artikel nach Fall und Geschlecht; das Wort kommt schon im Fall der Form (die Tabellen `cases`). */
export const grammarDe: DeckGrammar = {
  locale: 'de',
  phrase(word, gender, form) {
    const article = ARTICLE[form];
    return article ? `${article[gender]} ${word}` : word;
  },
  links: ['von'],
  articles: ['der', 'die', 'das', 'den', 'dem'],
};

/** Farbe zuerst, wie man es am Tisch sagt: "Herz Zehn", "Spadi Cavall", "Tarock Zwei". */
const long = (rankWord: string, suitWord: string) => `${suitWord} ${rankWord}`;
const short = (rankToken: string, suitToken: string) => `${suitToken}${rankToken}`;

const FRENCH_SUITS = {
  C: suit('Kreuz', 'K', '♣', ['treff']),
  D: suit('Karo', 'R', '♦'),
  H: suit('Herz', 'H', '♥'),
  S: suit('Pik', 'P', '♠'),
} as const;

export const frenchDe: FrenchWords = {
  suits: FRENCH_SUITS,
  ranks: {
    A: rank('Ass', 'n', 'A', 'A', ['as', 'a']),
    '2': pip('Zwei', 'f', 2),
    '3': pip('Drei', 'f', 3),
    '4': pip('Vier', 'f', 4),
    '5': pip('Fünf', 'f', 5, ['fuenf']),
    '6': pip('Sechs', 'f', 6),
    '7': pip('Sieben', 'f', 7),
    '8': pip('Acht', 'f', 8),
    '9': pip('Neun', 'f', 9),
    '10': pip('Zehn', 'f', 10),
    J: bube(['buben', 'bauer', 'b']),
    Q: rank('Dame', 'f', 'D', 'D', ['d']),
    K: rank('König', 'm', 'K', 'K', ['koenig', 'k']),
  },
  long,
  short,
};

/** Zahlenkarten 1–13 in vier Farben (Elfer raus): Herz = Rot, Karo = Blau, Kreuz = Grün, Pik = Gelb. */
export const numbersDe: FrenchWords = {
  suits: {
    C: suit('Grün', 'Gr', '♣', ['gruen']),
    D: suit('Blau', 'Bl', '♦'),
    H: suit('Rot', 'Ro', '♥'),
    S: suit('Gelb', 'Ge', '♠'),
  },
  ranks: {
    A: pip('Eins', 'f', 1),
    '2': pip('Zwei', 'f', 2),
    '3': pip('Drei', 'f', 3),
    '4': pip('Vier', 'f', 4),
    '5': pip('Fünf', 'f', 5, ['fuenf']),
    '6': pip('Sechs', 'f', 6),
    '7': pip('Sieben', 'f', 7),
    '8': pip('Acht', 'f', 8),
    '9': pip('Neun', 'f', 9),
    '10': pip('Zehn', 'f', 10),
    J: pip('Elf', 'f', 11),
    Q: pip('Zwölf', 'f', 12, ['zwoelf']),
    K: pip('Dreizehn', 'f', 13),
  },
  long,
  short,
};

export const trappolaDe: TrappolaWords = /* @__PURE__ */ (() => ({
  suits: {
    Sw: suit('Spadi', 'S', 'Sp', ['spady', 'schwerter', 'schwert', 'säbel']),
    Ba: suit('Bastoni', 'B', 'Ba', ['bastony', 'stäbe', 'stab', 'stock']),
    Cu: suit('Coppi', 'C', 'Co', ['coppy', 'becher', 'kelche']),
    Co: suit('Denari', 'D', 'De', ['denary', 'münzen', 'geld']),
  },
  ranks: {
    A: rank('Ass', 'n', 'A', 'A', ['as', 'aß', 'a']),
    K: rank('König', 'm', 'K', 'K', ['koenig', 'k']),
    N: rank('Cavall', 'm', 'C', 'C', ['kavall', 'c']),
    J: bube(['buben', 'b']),
    '10': rank('Zehner', 'm', '10', '10', ['zehn', '10']),
    '9': rank('Neuner', 'm', '9', '9', ['neun', '9']),
    '8': rank('Achter', 'm', '8', '8', ['acht', '8']),
    '7': rank('Siebener', 'm', '7', '7', ['siebner', 'sieben', '7']),
    Do: rank('Do', 'm', 'Do', 'Do'),
  },
  long,
  short,
}))();

/** Die Tarocke: der Tarock Zwei … Zwanzig; I heißt Pagat, XXI Mond. */
const trump = (word: string, n: number, face: string, typed: readonly string[] = []): RankWords => rank(word, 'm', String(n), face, [String(n), ...typed]);
const named = (word: string, n: number, face: string, number: string): RankWords => rank(word, 'm', String(n), face, [String(n), number], 'long');

export const tarockDe: TarockWords = /* @__PURE__ */ (() => ({
  suits: { C: FRENCH_SUITS.C, D: FRENCH_SUITS.D, H: FRENCH_SUITS.H, S: FRENCH_SUITS.S, T: suit('Tarock', 'T', 'T', ['tarocke', 'tarok', 'trumpf']) },
  ranks: {
    K: rank('König', 'm', 'K', 'K', ['koenig', 'k']),
    Q: rank('Dame', 'f', 'D', 'D', ['d']),
    N: rank('Cavall', 'm', 'C', 'C', ['kavall', 'reiter', 'c']),
    J: bube(['buben', 'b']),
    '10': pip('Zehn', 'f', 10),
    '9': pip('Neun', 'f', 9),
    '8': pip('Acht', 'f', 8),
    '7': pip('Sieben', 'f', 7),
    '6': pip('Sechs', 'f', 6),
    '5': pip('Fünf', 'f', 5, ['fuenf']),
    '4': pip('Vier', 'f', 4),
    '3': pip('Drei', 'f', 3),
    '2': pip('Zwei', 'f', 2),
    A: rank('Ass', 'n', 'A', 'A', ['as', 'a', 'eins']),
  },
  trumps: {
    '1': named('Pagat', 1, 'I', 'eins'),
    '2': trump('Zwei', 2, 'II'),
    '3': trump('Drei', 3, 'III'),
    '4': trump('Vier', 4, 'IV'),
    '5': trump('Fünf', 5, 'V', ['fuenf']),
    '6': trump('Sechs', 6, 'VI'),
    '7': trump('Sieben', 7, 'VII'),
    '8': trump('Acht', 8, 'VIII'),
    '9': trump('Neun', 9, 'IX'),
    '10': trump('Zehn', 10, 'X'),
    '11': trump('Elf', 11, 'XI'),
    '12': trump('Zwölf', 12, 'XII', ['zwoelf']),
    '13': trump('Dreizehn', 13, 'XIII'),
    '14': trump('Vierzehn', 14, 'XIV'),
    '15': trump('Fünfzehn', 15, 'XV', ['fuenfzehn']),
    '16': trump('Sechzehn', 16, 'XVI'),
    '17': trump('Siebzehn', 17, 'XVII'),
    '18': trump('Achtzehn', 18, 'XVIII'),
    '19': trump('Neunzehn', 19, 'XIX'),
    '20': trump('Zwanzig', 20, 'XX'),
    '21': named('Mond', 21, 'XXI', 'einundzwanzig'),
    Sk: rank('Sküs', 'm', 'Sk', 'Sk', ['skues', 'skus', 'gstieß', 'gstiess'], 'both'),
  },
  long,
  short,
}))();

export const decksDe: DeckCatalogue = {
  locale: 'de',
  grammar: grammarDe,
  french: frenchDe,
  numbers: numbersDe,
  trappola: trappolaDe,
  tarock: tarockDe,
};
