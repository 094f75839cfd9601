/**
 * Names for the cards of every pack (src/engine/decks/), in every language of the app, from the words of
 * locales/decks/; and the vocabulary a command line reads card words with.
 *
 * API
 * - `loadDeckCatalogues(locales?)`: loads the card words of languages (default every one; each is its own
 *   chunk): a game's texts load their language's (src/i18n/game-texts.ts), a command line every language's.
 *   `registerDeckCatalogue(catalogue)`: what loading does (locales/all.ts registers all for Node and tests).
 * - `deckCatalogue(locale)`: the words of every pack in a language (locales/decks/<locale>.ts), loaded.
 * - `deckWords(deck, catalogue, pack?)`: the words that name a pack's cards (a subset is named like its
 *   pack; `pack: 'numbers'` gives the French pack's number-card words).
 * - `deckNamer(deck, locale, pack?)` or `namerFromWords(deck, words, grammar)`: a `DeckNamer`:
 *     name(card, style?)      'long' (default) "die"-less name: "Herz Dame", "ten of hearts", "Spadi Cavall",
 *                             "Pagat"; 'short' for braille: "HD", "QH", "SC", "T1"
 *     names(cards, style?)    a list in words ("Herz Dame, Pik Ass und Kreuz Zwei"); short style space separated
 *     phrase(card, form)      the long name with its article (RankForm): "die Herz Dame", "einen Kreuz Buben",
 *                             "der Spadi Cavall", "the cavall of cups", "an ace of hearts"
 *     rankPhrase(suit, rank, form)  a rank with its article: "eine Dame", "einen Buben", "an ace"
 *     ref(card, style?)       a `CardRef` for a catalogue to name the card in the case its sentence needs:
 *                             `name({ case: 'accusative' })` from the words' `cases`, `name({ article: 'definite' })`
 *                             with the grammar's article ("die Herz Dame"; the short style: the name alone); `String(ref)` is the
 *                             nominative name (docs/architecture.md, "Card words with cases and gender")
 *     list(cards, style?)     a `CardRefs`: the cards as one list, `name({ case })` declining each; `String()` is `names()`
 *     gender(card)            German gender of the card's name ('n' in English)
 *     face(card)              the visual face: { rank, suit, suitClass }: "D" "♥" "H" in German, "Q" "♥" "H" in English
 *     rankWords(card), suitWords(card)
 * - `suitRef(id, words)`: a `SuitRef` for the trick words' suits: `name({ case })` from the words' `cases`,
 *   `String(ref)` the nominative ("nie masz taroków", "Du hast kein Herz").
 * - `cardRef(id, gender, animate, name)`: a reference from a game's own naming (Ombre's titled cards);
 *   `cardList(locale, refs, style?, none?)`: references as one `CardRefs` (no cards: `none`);
 *   `cardGroups(groups, join)`: several lists as one, joined by a catalogue's words; `namedRefs(refs, name)`
 *   references said together by a game's own function of the form.
 * - `deckVocabulary(deck, locales?)` or `vocabularyFromWords(deck, sets)`: a `DeckVocabulary` built from
 *   the typed words of one or more languages, loaded (default every one: a player may type any);
 *   `loadDeckVocabulary(deck)` loads every language's first:
 *     suits(word)             suits a word names ("herz", "hearts", "spadi")
 *     rankCards(word)         every card whose rank the word names ("dame", "q", "12"; "pagat" → T-1)
 *     ranks(word)             the ranks a word names
 *     compact(token)          the cards a compact token names: short names of either language ("h10",
 *                             "10h", "ro11", "bdo", "t14"), card strings ("ba-do", "bado") and faces ("10♥", "♥10")
 *     isLink(word), isArticle(word)   "von"/"of"; "der"/"the"
 *     parse(text)             the cards a whole typed card name may stand for: "herz dame", "ten of hearts",
 *                             "tarock vierzehn", "pagat", "h10"; [] when it names none
 *   Words are matched in lower case (NFC). A word with several readings keeps them all: the caller
 *   decides with the legal moves, never by guessing.
 */
import { FRENCH, type Deck, type DeckId, DECKS } from '../engine/decks/index.js';
import { cardFormOf, rankFormOf, wordIn, type AnyDeckWords, type CardForm, type CaseForms, type GrammaticalCase, type DeckCatalogue, type DeckGrammar, type Gender, type RankForm, type RankWords, type SuitWords } from './deck-words.js';
import { list, LOCALES, type CardStyle, type Locale, type Pack } from './messages.js';

export type { AnyDeckWords, CardForm, DeckCatalogue, DeckGrammar, Gender, GrammaticalCase, RankWords, SuitWords } from './deck-words.js';

/** Each language's card words, its own chunk (the player's language is in the shell catalogue's already). */
const IMPORTERS: Readonly<Record<Locale, () => Promise<DeckCatalogue>>> = {
  de: () => import('../../locales/decks/de.js').then((m) => m.decksDe),
  en: () => import('../../locales/decks/en.js').then((m) => m.decksEn),
  pl: () => import('../../locales/decks/pl.js').then((m) => m.decksPl),
};
const CATALOGUES: Partial<Record<Locale, DeckCatalogue>> = {};

export function registerDeckCatalogue(catalogue: DeckCatalogue): void {
  CATALOGUES[catalogue.locale] = catalogue;
}

export async function loadDeckCatalogues(locales: readonly Locale[] = LOCALES): Promise<void> {
  await Promise.all(locales.filter((l) => !CATALOGUES[l]).map(async (l) => registerDeckCatalogue(await IMPORTERS[l]())));
}

export function deckCatalogue(locale: Locale): DeckCatalogue {
  const c = CATALOGUES[locale];
  if (!c) throw new Error(`The ${locale} card words are not loaded yet: await loadDeckCatalogues(['${locale}']) first`);
  return c;
}

function asDeck(deck: Deck | DeckId): Deck {
  return typeof deck === 'string' ? DECKS[deck] : deck;
}

/** The words that name a pack's cards: its family's words; the number-card words for the French pack with pack 'numbers'. */
export function deckWords(deck: Deck | DeckId, catalogue: DeckCatalogue, pack: Pack = 'french'): AnyDeckWords {
  const d = asDeck(deck);
  switch (d.family) {
    case 'french':
      return (pack === 'numbers' ? catalogue.numbers : catalogue.french) as AnyDeckWords;
    case 'trappola':
      return catalogue.trappola as AnyDeckWords;
    case 'tarock':
      return catalogue.tarock as AnyDeckWords;
  }
}

/** The visual face of a card: rank and suit labels, and the suit id for the colour class. */
export interface CardFace {
  readonly rank: string;
  readonly suit: string;
  readonly suitClass: string;
}

/**
 * A card as a catalogue receives it: named in the case its sentence needs; as a string, the nominative
 * name. The braille (short) style has no cases: every form is the short name.
 */
export interface CardRef {
  readonly id: string;
  readonly gender: Gender;
  readonly animate: boolean;
  name(form?: CardForm): string;
  toString(): string;
}

/** Several cards as a catalogue receives them: the list in the case its sentence needs; as a string, in the nominative. */
export interface CardRefs {
  readonly refs: readonly CardRef[];
  name(form?: CardForm): string;
  toString(): string;
}

/**
 * A suit as a catalogue receives it (the trick words' "you must follow", "you hold no", a hand's group):
 * named in the case its sentence needs, from the suit's words (`cases`); as a string, the nominative.
 * `id` is the suit's id in its pack ('H', 'Ba', 'T' for Tarok's taroks).
 */
export interface SuitRef {
  readonly id: string;
  name(form?: { readonly case?: GrammaticalCase }): string;
  toString(): string;
}

/** A suit's reference from its words (a pack's `SuitWords`, or a game's own name with its cases). */
export function suitRef(id: string, words: { readonly word: string; readonly cases?: CaseForms }): SuitRef {
  return { id, name: (form = {}) => wordIn(words, form.case), toString: () => words.word };
}

/** A reference named by a function of the form (a game's own names: Ombre's titled cards). */
export function cardRef(id: string, gender: Gender, animate: boolean, name: (form: CardForm) => string): CardRef {
  const nominative = name({});
  return { id, gender, animate, name: (form = {}) => (plain(form) ? nominative : name(form)), toString: () => nominative };
}

/** A form that asks for the nominative name alone. */
const plain = (form: CardForm) => !form.article && (!form.case || form.case === 'nominative');

/** References said together by a function of the form (a game's own lists: Piquet's cards suit by suit). */
export function namedRefs(refs: readonly CardRef[], name: (form: CardForm) => string): CardRefs {
  const nominative = name({});
  return { refs, name: (form = {}) => (plain(form) ? nominative : name(form)), toString: () => nominative };
}

/**
 * References joined as a list: long style by the language ("Herz Dame, Pik Ass und Kreuz Zwei"), short
 * style space separated ("HD PA K2", for braille); no cards: `none` (default the empty string).
 */
/** Lists of cards joined into one by a catalogue's words (Casino's groups: "Herz Zwei, dazu Pik Fünf und Kreuz Sieben"). */
export function cardGroups(groups: readonly CardRefs[], join: (names: readonly string[]) => string): CardRefs {
  return namedRefs(groups.flatMap((g) => g.refs), (form) => join(groups.map((g) => g.name(form))));
}

export function cardList(locale: Locale, refs: readonly CardRef[], style: CardStyle = 'long', none = ''): CardRefs {
  return namedRefs(refs, (form) => {
    if (refs.length === 0) return none;
    const ns = refs.map((r) => r.name(form));
    return style === 'short' ? ns.join(' ') : list(locale, ns);
  });
}

export interface DeckNamer {
  readonly deck: Deck;
  readonly locale: Locale;
  name(card: string, style?: CardStyle): string;
  names(cards: readonly string[], style?: CardStyle): string;
  phrase(card: string, form: RankForm): string;
  ref(card: string, style?: CardStyle): CardRef;
  list(cards: readonly string[], style?: CardStyle): CardRefs;
  rankPhrase(suit: string, rank: string, form: RankForm): string;
  gender(card: string): Gender;
  face(card: string): CardFace;
  rankWords(card: string): RankWords;
  suitWords(card: string): SuitWords;
}

/** The rank's words: the tarocks' from `trumps`, every other from `ranks`. */
function rankEntry(words: AnyDeckWords, suit: string, rank: string): RankWords {
  const entry = (suit === 'T' && words.trumps ? words.trumps[rank] : undefined) ?? words.ranks[rank];
  if (!entry) throw new Error(`No words for rank ${rank} of suit ${suit}`);
  return entry;
}

function suitEntry(words: AnyDeckWords, suit: string): SuitWords {
  const entry = words.suits[suit];
  if (!entry) throw new Error(`No words for suit ${suit}`);
  return entry;
}

export function namerFromWords(d: Deck, words: AnyDeckWords, grammar: DeckGrammar): DeckNamer {
  const parts = (card: string) => {
    const p = d.parse(card);
    if (!p) throw new Error(`Not a card of the ${d.id} pack: ${JSON.stringify(card)}`);
    return { suit: p.suit, s: suitEntry(words, p.suit), r: rankEntry(words, p.suit, p.rank) };
  };
  const name = (card: string, style: CardStyle = 'long', form: CardForm = {}): string => {
    const { suit, s, r } = parts(card);
    if (style === 'short') return r.alone === 'both' ? r.short : words.short(r.short, s.short, suit);
    const rankWord = wordIn(r, form.case);
    const bare = r.alone ? rankWord : words.long(rankWord, wordIn(s, form.case), suit);
    return form.article ? grammar.phrase(bare, r.gender, rankFormOf(form)) : bare;
  };
  const ref = (card: string, style: CardStyle = 'long'): CardRef => {
    const { r } = parts(card);
    return cardRef(card, r.gender, r.animate === true, (form) => name(card, style, form));
  };
  return {
    deck: d,
    locale: grammar.locale,
    name,
    names: (cards, style = 'long') => {
      const ns = cards.map((c) => name(c, style));
      return style === 'short' ? ns.join(' ') : list(grammar.locale, ns);
    },
    phrase: (card, form) => name(card, 'long', cardFormOf(form)),
    ref,
    list: (cards, style = 'long') => cardList(grammar.locale, cards.map((c) => ref(c, style)), style),
    rankPhrase: (suit, rank, form) => {
      const r = rankEntry(words, suit, rank);
      return grammar.phrase(wordIn(r, cardFormOf(form).case), r.gender, form);
    },
    gender: (card) => parts(card).r.gender,
    face: (card) => {
      const { suit, s, r } = parts(card);
      return { rank: r.face, suit: s.face, suitClass: suit };
    },
    rankWords: (card) => parts(card).r,
    suitWords: (card) => parts(card).s,
  };
}

export function deckNamer(deck: Deck | DeckId, locale: Locale, pack: Pack = 'french'): DeckNamer {
  const catalogue = deckCatalogue(locale);
  return namerFromWords(asDeck(deck), deckWords(deck, catalogue, pack), catalogue.grammar);
}

// ---------------------------------------------------------------------------------------------
// Vocabulary

export interface DeckVocabulary {
  readonly deck: Deck;
  suits(word: string): readonly string[];
  ranks(word: string): readonly string[];
  rankCards(word: string): readonly string[];
  compact(token: string): readonly string[];
  isLink(word: string): boolean;
  isArticle(word: string): boolean;
  parse(text: string): readonly string[];
}

/** One language's words for a pack, as vocabularyFromWords reads them. */
export interface VocabularySet {
  readonly words: AnyDeckWords;
  readonly grammar: DeckGrammar;
}

const norm = (w: string) => w.normalize('NFC').toLowerCase().trim();

function add<T>(map: Map<string, T[]>, key: string, value: T): void {
  const k = norm(key);
  if (k === '') return;
  const xs = map.get(k);
  if (!xs) map.set(k, [value]);
  else if (!xs.includes(value)) xs.push(value);
}

export function vocabularyFromWords(d: Deck, sets: readonly VocabularySet[]): DeckVocabulary {
  const suitMap = new Map<string, string[]>();
  const rankMap = new Map<string, string[]>(); // word -> cards of that rank
  const compactMap = new Map<string, string[]>();
  const links = new Set<string>();
  const articles = new Set<string>();
  for (const c of d.cards) {
    add(compactMap, c, c);
    add(compactMap, c.replace('-', ''), c);
  }
  for (const { words, grammar } of sets) {
    for (const l of grammar.links) links.add(norm(l));
    for (const a of grammar.articles) articles.add(norm(a));
    const namer = namerFromWords(d, words, grammar);
    for (const c of d.cards) {
      const p = d.parse(c)!;
      const s = suitEntry(words, p.suit);
      const r = rankEntry(words, p.suit, p.rank);
      for (const w of [s.word, ...s.typed]) add(suitMap, w, p.suit);
      for (const w of [r.word, ...r.typed]) add(rankMap, w, c);
      add(compactMap, namer.name(c, 'short'), c);
      add(compactMap, `${r.face}${s.face}`, c);
      add(compactMap, `${s.face}${r.face}`, c);
    }
  }
  const get = (map: Map<string, string[]>, w: string): readonly string[] => map.get(norm(w)) ?? [];
  const rankCards = (w: string) => get(rankMap, w);
  const suits = (w: string) => get(suitMap, w);
  const vocab: DeckVocabulary = {
    deck: d,
    suits,
    rankCards,
    ranks: (w) => [...new Set(rankCards(w).map((c) => d.rankOf(c)))],
    compact: (t) => get(compactMap, t.replace(/\s+/g, '')),
    isLink: (w) => links.has(norm(w)),
    isArticle: (w) => articles.has(norm(w)),
    parse(text) {
      const tokens = norm(text).split(/\s+/).filter((t) => t !== '' && !links.has(t) && !articles.has(t));
      if (tokens.length === 1) {
        const t = tokens[0]!;
        const byRank = rankCards(t);
        return byRank.length ? byRank : vocab.compact(t);
      }
      if (tokens.length === 2) {
        const [a, b] = tokens as [string, string];
        const out = new Set<string>();
        // "herz dame", "tarock zwei" (suit first) and "dame herz", "ten hearts" (rank first)
        for (const [sw, rw] of [[a, b], [b, a]] as const) {
          const ss = suits(sw);
          if (ss.length === 0) continue;
          for (const c of rankCards(rw)) if (ss.includes(d.suitOf(c))) out.add(c);
        }
        return [...out];
      }
      return [];
    },
  };
  return vocab;
}

/** Every language by default: a player may type the card words of any language whatever the language of the app. */
export async function loadDeckVocabulary(deck: Deck | DeckId): Promise<DeckVocabulary> {
  await loadDeckCatalogues();
  return deckVocabulary(deck);
}

export function deckVocabulary(deck: Deck | DeckId, locales: readonly Locale[] = LOCALES): DeckVocabulary {
  const sets: VocabularySet[] = [];
  for (const l of locales) {
    const cat = deckCatalogue(l);
    sets.push({ words: deckWords(deck, cat), grammar: cat.grammar });
    if (asDeck(deck).family === 'french') sets.push({ words: cat.numbers as AnyDeckWords, grammar: cat.grammar });
  }
  return vocabularyFromWords(asDeck(deck), sets);
}

/** The French pack's vocabulary in every language, built once (the fishing games' command lines): load it first. */
let frenchVocabulary: DeckVocabulary | null = null;
export async function loadFrenchVocabulary(): Promise<DeckVocabulary> {
  return (frenchVocabulary ??= await loadDeckVocabulary(FRENCH));
}
