/**
 * Polskie nazwy kart wszystkich talii (interfejs: src/i18n/deck-words.ts): nazwy długie do mowy, krótkie
 * do monitora brajlowskiego, napisy na widocznych kartach, słowa wiersza poleceń i odmiana przez
 * przypadki.
 *
 * - Talia francuska, słowami polskiej książki: pik, trefl, kier, karo; as, król, dama, walet,
 *   dziesiątka … dwójka. Najpierw figura, potem kolor, a kolor się nie odmienia: "dama kier",
 *   "zagrywa damę kier", "bije damą kier", "nie ma damy kier". As, król i walet są rzeczownikami
 *   męskożywotnymi (biernik jak dopełniacz: "asa", "króla", "waleta"), figury i blotki z -ka żeńskimi.
 * - Skróty brajlowskie jak w nazwie, figura pierwsza: A, K, D, W, 10 … 2 i kolor P (pik), T (trefl),
 *   K (kier), R (kaRo, bo K to już kier; ta sama litera co w niemieckim): "DK", "10P", "WR", "AT".
 *   Żaden skrót się nie powtarza (K jako figura stoi zawsze przed kolorem: "KK" to król kier).
 * - Karty z liczbami 1–13 w czterech kolorach (Elfer raus): "czerwona jedenastka", z przymiotnikiem
 *   odmienianym razem z liczebnikiem ("czerwoną jedenastkę"); skróty Cz, Ni, Zi, Żó: "Cz11".
 * - Talia do Trappoli (hundertspiel.md §0): włoskie kolory spadi, bastoni, coppi, denari jak w źródle,
 *   nieodmienne jak kier ("król bastoni"); as, król, kawaler, walet, dziesiątka … siódemka i Do
 *   (nieodmienne, rodzaju nijakiego). Skróty: figura, potem kolor S, B, C, D: "KwC", "DoB", "10S".
 * - Tarok (tarok.md): kolory jak w talii francuskiej z królem, damą, kawalerem i waletem; taroki
 *   "tarok dwa" … "tarok dwadzieścia" (odmienia się "tarok": "tarokiem czternaście"), do tego pagat (I),
 *   mond (XXI) i skis (Sky, Sküs), męskożywotne ("bierze pagata"). Skróty: "KwK", "10T" (dziesiątka
 *   trefl), taroki T i liczba jak w innych językach: "T14", "T1", "T21", skis "Sk". Trefl i tarok mają
 *   obie literę T, ale nie mylą się: przy treflu litera stoi na końcu, przy taroku na początku.
 */
import type { DeckCatalogue, DeckGrammar, FrenchWords, Gender, RankWords, SuitWords, TarockWords, TrappolaWords } from '../../src/i18n/deck-words.js';

/** Dopełniacz, celownik, biernik, narzędnik, miejscownik. */
type Forms = readonly [genitive: string, dative: string, accusative: string, instrumental: string, locative: string];

const cases = ([genitive, dative, accusative, instrumental, locative]: Forms) => ({ genitive, dative, accusative, instrumental, locative });
/** Bez polskich liter, jak się często pisze: "szóstkę" → "szostke" (ł nie rozkłada się w NFD). */
const ascii = (w: string) => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l');
/** Każdą formę można też wpisać, także bez polskich liter: "zagraj damę kier", "zagraj szostke karo". */
const typedForms = (word: string, forms: Forms | null, typed: readonly string[]) =>
  [...new Set([...(forms ?? []).flatMap((f) => [f.toLowerCase(), ascii(f.toLowerCase())]), ...typed])].filter((t) => t !== word.toLowerCase());

interface RankSpec {
  readonly gender: Gender;
  readonly short: string;
  readonly face?: string;
  readonly typed?: readonly string[];
  readonly forms?: Forms;
  readonly animate?: true;
  readonly alone?: 'long' | 'both';
}

function rank(word: string, spec: RankSpec): RankWords {
  const { gender, short, face = short, typed = [], forms, animate, alone } = spec;
  return {
    word,
    gender,
    short,
    face,
    typed: typedForms(word, forms ?? null, typed),
    ...(forms ? { cases: cases(forms) } : {}),
    ...(animate ? { animate } : {}),
    ...(alone ? { alone } : {}),
  };
}

/** Rzeczownik żeński na -ka (dziesiątka, jedenastka): dziesiątki, dziesiątce, dziesiątkę, dziesiątką, dziesiątce. */
const kaForms = (word: string): Forms => {
  const stem = word.slice(0, -2);
  return [`${stem}ki`, `${stem}ce`, `${stem}kę`, `${stem}ką`, `${stem}ce`];
};
/** Blotka: dziesiątka z liczbą jako skrótem i obrazkiem. */
const pip = (word: string, n: number, typed: readonly string[] = []): RankWords =>
  rank(word, { gender: 'f', short: String(n), typed: [String(n), ...typed], forms: kaForms(word) });

const AS = (typed: readonly string[] = []) => rank('as', { gender: 'm', short: 'A', typed: ['a', ...typed], forms: ['asa', 'asowi', 'asa', 'asem', 'asie'], animate: true });
const KROL = rank('król', { gender: 'm', short: 'K', typed: ['krol', 'k'], forms: ['króla', 'królowi', 'króla', 'królem', 'królu'], animate: true });
const DAMA = rank('dama', { gender: 'f', short: 'D', typed: ['d'], forms: ['damy', 'damie', 'damę', 'damą', 'damie'] });
const WALET = rank('walet', { gender: 'm', short: 'W', typed: ['w', 'jopek'], forms: ['waleta', 'waletowi', 'waleta', 'waletem', 'walecie'], animate: true });
const KAWALER = rank('kawaler', { gender: 'm', short: 'Kw', typed: ['kw', 'rycerz', 'konik', 'cavall'], forms: ['kawalera', 'kawalerowi', 'kawalera', 'kawalerem', 'kawalerze'], animate: true });

/** Polski nie ma rodzajników: nazwa karty jest ta sama w każdej formie RankForm (przypadki daje CardRef). */
export const grammarPl: DeckGrammar = {
  locale: 'pl',
  phrase: (word, _gender, _form) => word,
  links: [],
  articles: [],
};

const suit = (word: string, short: string, face: string, typed: readonly string[] = []): SuitWords => ({ word, short, face, typed });

/** Figura, potem kolor: "dama kier"; skrót tak samo: "DK". */
const rankFirst = (rankWord: string, suitWord: string) => `${rankWord} ${suitWord}`;
const rankFirstShort = (rankToken: string, suitToken: string) => `${rankToken}${suitToken}`;

const FRENCH_SUITS = {
  C: suit('trefl', 'T', '♣', ['trefle', 'żołądź']),
  D: suit('karo', 'R', '♦', ['dzwonek']),
  H: suit('kier', 'K', '♥', ['kiery', 'serce', 'czerwień']),
  S: suit('pik', 'P', '♠', ['piki', 'wino']),
} as const;

export const frenchPl: FrenchWords = {
  suits: FRENCH_SUITS,
  ranks: {
    A: AS(),
    '2': pip('dwójka', 2, ['dwojka']),
    '3': pip('trójka', 3, ['trojka']),
    '4': pip('czwórka', 4, ['czworka']),
    '5': pip('piątka', 5, ['piatka']),
    '6': pip('szóstka', 6, ['szostka']),
    '7': pip('siódemka', 7, ['siodemka']),
    '8': pip('ósemka', 8, ['osemka']),
    '9': pip('dziewiątka', 9, ['dziewiatka']),
    '10': pip('dziesiątka', 10, ['dziesiatka']),
    J: WALET,
    Q: DAMA,
    K: KROL,
  },
  long: rankFirst,
  short: rankFirstShort,
};

/** Przymiotnik żeński, odmieniany razem z liczebnikiem: czerwona → czerwonej, czerwonej, czerwoną, czerwoną, czerwonej; po k i g -iej (niebieska → niebieskiej). */
const colour = (word: string, short: string, face: string, typed: readonly string[] = []): SuitWords => {
  const stem = word.slice(0, -1);
  const ej = /[kg]$/u.test(stem) ? `${stem}iej` : `${stem}ej`;
  const forms: Forms = [ej, ej, `${stem}ą`, `${stem}ą`, ej];
  return { word, short, face, typed: typedForms(word, forms, typed), cases: cases(forms) };
};

/** Karty z liczbami 1–13 w czterech kolorach (Elfer raus): kier = czerwone, karo = niebieskie, trefl = zielone, pik = żółte. */
export const numbersPl: FrenchWords = {
  suits: {
    C: colour('zielona', 'Zi', '♣', ['zielony', 'zielone']),
    D: colour('niebieska', 'Ni', '♦', ['niebieski', 'niebieskie']),
    H: colour('czerwona', 'Cz', '♥', ['czerwony', 'czerwone']),
    S: colour('żółta', 'Żó', '♠', ['żółty', 'żółte', 'zolta', 'zolty']),
  },
  ranks: {
    A: pip('jedynka', 1),
    '2': pip('dwójka', 2, ['dwojka']),
    '3': pip('trójka', 3, ['trojka']),
    '4': pip('czwórka', 4, ['czworka']),
    '5': pip('piątka', 5, ['piatka']),
    '6': pip('szóstka', 6, ['szostka']),
    '7': pip('siódemka', 7, ['siodemka']),
    '8': pip('ósemka', 8, ['osemka']),
    '9': pip('dziewiątka', 9, ['dziewiatka']),
    '10': pip('dziesiątka', 10, ['dziesiatka']),
    J: pip('jedenastka', 11),
    Q: pip('dwunastka', 12),
    K: pip('trzynastka', 13),
  },
  /** Kolor pierwszy, jak przymiotnik: "czerwona jedenastka"; skrót "Cz11". */
  long: (rankWord, suitWord) => `${suitWord} ${rankWord}`,
  short: (rankToken, suitToken) => `${suitToken}${rankToken}`,
};

export const trappolaPl: TrappolaWords = /* @__PURE__ */ (() => ({
  suits: {
    // "Sp", not "S": rank first, "AS" would read as the word "as" (any ace).
    Sw: suit('spadi', 'Sp', 'Sp', ['spady', 'miecze', 'miecz']),
    Ba: suit('bastoni', 'B', 'Ba', ['bastony', 'buławy', 'pałki']),
    Cu: suit('coppi', 'C', 'Co', ['coppy', 'kielichy', 'puchary']),
    Co: suit('denari', 'D', 'De', ['denary', 'monety']),
  },
  ranks: {
    A: AS(),
    K: KROL,
    N: KAWALER,
    J: WALET,
    '10': pip('dziesiątka', 10, ['dziesiatka']),
    '9': pip('dziewiątka', 9, ['dziewiatka']),
    '8': pip('ósemka', 8, ['osemka']),
    '7': pip('siódemka', 7, ['siodemka']),
    Do: rank('Do', { gender: 'n', short: 'Do' }),
  },
  long: rankFirst,
  short: rankFirstShort,
}))();

/** Tarok z liczbą: "tarok czternaście" (odmienia się tylko "tarok", stojący w nazwie jako kolor). */
const trump = (word: string, n: number, face: string, typed: readonly string[] = []): RankWords => rank(word, { gender: 'm', short: String(n), face, typed: [String(n), ...typed] });

export const tarockPl: TarockWords = /* @__PURE__ */ (() => ({
  suits: {
    C: FRENCH_SUITS.C,
    D: FRENCH_SUITS.D,
    H: FRENCH_SUITS.H,
    S: FRENCH_SUITS.S,
    T: {
      word: 'tarok',
      short: 'T',
      face: 'T',
      typed: ['taroki', 'taroka', 'tarokiem', 'atut', 'atu', 'tarock'],
      cases: cases(['taroka', 'tarokowi', 'tarok', 'tarokiem', 'taroku']),
    },
  },
  ranks: {
    K: KROL,
    Q: DAMA,
    N: KAWALER,
    J: WALET,
    '10': pip('dziesiątka', 10, ['dziesiatka']),
    '9': pip('dziewiątka', 9, ['dziewiatka']),
    '8': pip('ósemka', 8, ['osemka']),
    '7': pip('siódemka', 7, ['siodemka']),
    '6': pip('szóstka', 6, ['szostka']),
    '5': pip('piątka', 5, ['piatka']),
    '4': pip('czwórka', 4, ['czworka']),
    '3': pip('trójka', 3, ['trojka']),
    '2': pip('dwójka', 2, ['dwojka']),
    A: AS(['jedynka']),
  },
  trumps: {
    '1': rank('pagat', { gender: 'm', short: '1', face: 'I', typed: ['1', 'jeden'], forms: ['pagata', 'pagatowi', 'pagata', 'pagatem', 'pagacie'], animate: true, alone: 'long' }),
    '2': trump('dwa', 2, 'II'),
    '3': trump('trzy', 3, 'III'),
    '4': trump('cztery', 4, 'IV'),
    '5': trump('pięć', 5, 'V', ['piec']),
    '6': trump('sześć', 6, 'VI', ['szesc']),
    '7': trump('siedem', 7, 'VII'),
    '8': trump('osiem', 8, 'VIII'),
    '9': trump('dziewięć', 9, 'IX', ['dziewiec']),
    '10': trump('dziesięć', 10, 'X', ['dziesiec']),
    '11': trump('jedenaście', 11, 'XI', ['jedenascie']),
    '12': trump('dwanaście', 12, 'XII', ['dwanascie']),
    '13': trump('trzynaście', 13, 'XIII', ['trzynascie']),
    '14': trump('czternaście', 14, 'XIV', ['czternascie']),
    '15': trump('piętnaście', 15, 'XV', ['pietnascie']),
    '16': trump('szesnaście', 16, 'XVI', ['szesnascie']),
    '17': trump('siedemnaście', 17, 'XVII', ['siedemnascie']),
    '18': trump('osiemnaście', 18, 'XVIII', ['osiemnascie']),
    '19': trump('dziewiętnaście', 19, 'XIX', ['dziewietnascie']),
    '20': trump('dwadzieścia', 20, 'XX', ['dwadziescia']),
    '21': rank('mond', { gender: 'm', short: '21', face: 'XXI', typed: ['21', 'xxi'], forms: ['monda', 'mondowi', 'monda', 'mondem', 'mondzie'], animate: true, alone: 'long' }),
    Sk: rank('skis', { gender: 'm', short: 'Sk', typed: ['sky', 'skys', 'sküs', 'skus', 'ski'], forms: ['skisa', 'skisowi', 'skisa', 'skisem', 'skisie'], animate: true, alone: 'both' }),
  },
  /** "kawaler kier", ale "tarok dwa". */
  long: (rankWord, suitWord, s) => (s === 'T' ? `${suitWord} ${rankWord}` : `${rankWord} ${suitWord}`),
  /** "KwK", "10T", ale "T2". */
  short: (rankToken, suitToken, s) => (s === 'T' ? `${suitToken}${rankToken}` : `${rankToken}${suitToken}`),
}))();

export const decksPl: DeckCatalogue = {
  locale: 'pl',
  grammar: grammarPl,
  french: frenchPl,
  numbers: numbersPl,
  trappola: trappolaPl,
  tarock: tarockPl,
};
