/**
 * The Ombre family's command line, in German or English: speeches of the auction ("ich passe" / "pass",
 * "ich frage" / "ask", "ich halte" / "hold", "Solo in Karo" / "solo in diamonds", "Tourné", "Grand
 * Casco", "Solo tout Herz", "in der Farbe" / "in colour"), "Trumpf Herz" / "trump hearts", "rufe Herz
 * König" / "call king of hearts", "ablegen Pik Zwei" / "discard two of spades", "kaufen" / "take",
 * "aufhören" / "stop", "aufgeben" / "throw in", "spiele Spadille" / "play ace of spades" or a bare card
 * name (Spadille, Manille, Basta, Ponte are understood), and reading words. What is typed is resolved
 * against the legal moves only (never guessed): one fits → that move; several → the choice list; a card
 * or a bid that is not legal goes to the engine, which says why (O40, O42, O22 …). The words are every
 * language's at once (locales/ombre/command-words.ts).
 */
import { ombreCommandWords } from '../../../locales/ombre/command-words.js';
import { everyLanguage, normalWord, phraseList, wordMap, wordSet } from '../../i18n/command-words.js';
import { loadDeckVocabulary } from '../../i18n/deck-names.js';
import { manille } from './index.js';
import { cardSet } from '../tricks/discard-marks.js';
import type { OmbreContractWord, OmbreVerb, Title } from './messages.js';
import type { Contract, OmbreMove, OmbreView, Suit } from './types.js';

export type ParseResult =
  | { kind: 'move'; move: OmbreMove }
  | { kind: 'ambiguous'; candidates: readonly OmbreMove[] }
  | { kind: 'query'; command: string }
  | { kind: 'error'; message: 'unknown' | 'notYourTurn' | 'noSuchMove' };

/** The card words of every language (each its own chunk, loaded with this file). */
const vocabulary = await loadDeckVocabulary('french');

const lower = (t: string) => t.normalize('NFC').toLowerCase().replace(/[?!.,;:]/g, ' ').trim().replace(/\s+/g, ' ');
/** Without accents, for the speeches and contract words ("tourné", "aufhören" typed either way). */
const plain = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');

/** Without accents, as the speeches, verbs and contracts are matched. */
const bare = (w: string) => plain(normalWord(w));
const WORDS = everyLanguage(ombreCommandWords);
const QUERIES = wordMap(WORDS.map((w) => w.queries), bare);

type Verb = OmbreVerb;
/** Phrases that name a move, in this order of moves, the longest phrases of a move first. */
const VERBS = phraseList(WORDS.map((w) => w.verbs), ['pass', 'hold', 'bid', 'trump', 'call', 'discard', 'take', 'stop', 'throwIn', 'give', 'play'], bare);

/** Contract words, in this order of contracts; the colour words and the suit decide the level of a Solo type or an Ask. */
const CONTRACT_WORDS = phraseList(WORDS.map((w) => w.contracts), ['ask', 'tourne', 'obscurite', 'casco', 'solo', 'grandissimo', 'nullissimo', 'mediateur'] satisfies OmbreContractWord[], bare);
const FILLERS = new Set(['', ...wordSet(WORDS.map((w) => w.fillers))]);
const AND = wordSet(WORDS.map((w) => w.and));
const COLOUR_WORDS = wordSet(WORDS.map((w) => w.colour), bare);
const TOUT_WORDS = wordSet(WORDS.map((w) => w.tout), bare);
const BOTTOM_WORDS = wordSet(WORDS.map((w) => w.bottom), bare);
const MIDDLE_WORDS = wordSet(WORDS.map((w) => w.middle), bare);
const TITLES = wordMap<Title>(WORDS.map((w) => w.titles));

/** The cards a word names in this deal: the matadors and the Ponte by their names (O8), else the pack's words. */
function cardsIn(words: readonly string[], trump: Suit | null): string[] {
  const named: string[] = [];
  const rest: string[] = [];
  for (const w of words) {
    const title = TITLES.get(w);
    if (title === 'spadille') named.push('AS');
    else if (title === 'basta') named.push('AC');
    else if (title === 'manille' && trump) named.push(manille(trump)!);
    else if (title === 'ponte' && (trump === 'H' || trump === 'D')) named.push(`A${trump}`);
    else rest.push(w);
  }
  return [...named, ...(rest.length ? vocabulary.parse(rest.join(' ')) : [])];
}

function suitsIn(words: readonly string[]): Suit[] {
  return [...new Set(words.flatMap((w) => vocabulary.suits(w)))] as Suit[];
}

function contractsIn(t: string, words: readonly string[]): Contract[] {
  const colour = words.some((w) => COLOUR_WORDS.has(w));
  const tout = words.some((w) => TOUT_WORDS.has(w));
  const out: Contract[] = [];
  for (const [phrase, c] of CONTRACT_WORDS) {
    if (!` ${t} `.includes(` ${phrase} `)) continue;
    if (c === 'ask') out.push(colour ? 'ask-colour' : 'ask');
    // A Solo in the favourite is a colour level: without the colour word the suit decides.
    else if (c === 'solo' && tout) out.push(...(colour ? ['solo-tout-colour' as const] : ['solo-tout' as const, 'solo-tout-colour' as const]));
    else if (c === 'solo') out.push(...(colour ? ['solo-colour' as const] : ['solo' as const, 'solo-colour' as const]));
    else if (c === 'obscurite') out.push(words.some((w) => BOTTOM_WORDS.has(w)) ? 'obscurite-bottom' : words.some((w) => MIDDLE_WORDS.has(w)) ? 'obscurite-middle' : 'obscurite');
    else out.push(c);
  }
  return [...new Set(out)];
}

export function parseOmbreCommand(text: string, ctx: { legal: readonly OmbreMove[]; view: OmbreView }): ParseResult {
  const typed = lower(text);
  const t = plain(typed);
  if (t === '') return { kind: 'error', message: 'unknown' };
  const query = QUERIES.get(t);
  if (query) return { kind: 'query', command: query };
  const phrase = VERBS.find(([p]) => t === p || t.startsWith(`${p} `) || t.endsWith(` ${p}`));
  let verb: Verb | undefined = phrase?.[1];
  // The words besides the verb, as typed (card words keep their umlauts: "König").
  const all = typed.split(' ');
  const k = phrase ? phrase[0].split(' ').length : 0;
  const restWords = phrase ? (t.startsWith(phrase[0]) ? all.slice(k) : all.slice(0, all.length - k)) : all;
  const words = restWords.filter((w) => !FILLERS.has(w));
  const contracts = contractsIn(t, t.split(' '));
  if (contracts.length && (!verb || (verb === 'play' && ctx.view.phase !== 'play'))) verb = 'bid';
  const v = ctx.view;
  const legal = ctx.legal;
  const cards = verb === 'bid' || verb === 'trump' || verb === 'pass' || verb === 'take' || verb === 'stop' || verb === 'throwIn' ? [] : cardsIn(words, v.trump);
  if (!verb && cards.length === 0) {
    // A bare suit in the trump phase names the trump.
    if (v.phase === 'trump' && suitsIn(words).length) verb = 'trump';
    else return { kind: 'error', message: 'unknown' };
  }
  if (legal.length === 0) return { kind: 'error', message: 'notYourTurn' };
  const suits = suitsIn(words.filter((w) => !COLOUR_WORDS.has(plain(w))));
  const suitOk = (s: Suit | undefined) => suits.length === 0 || (s !== undefined && suits.includes(s));
  let fits: OmbreMove[];
  switch (verb) {
    case 'pass':
    case 'take':
    case 'stop':
    case 'throwIn':
      fits = legal.filter((m) => m.type === verb);
      if (fits.length === 0) return { kind: 'move', move: { type: verb } };
      break;
    case 'hold':
      fits = legal.filter((m) => m.type === 'hold' && suitOk(m.suit));
      if (fits.length === 0) return { kind: 'move', move: suits.length === 1 ? { type: 'hold', suit: suits[0]! } : { type: 'hold' } };
      break;
    case 'bid': {
      const inTrumpPhase = v.phase === 'trump';
      fits = legal.filter((m) => (m.type === 'bid' || m.type === 'convert') && contracts.includes(m.contract) && (m.type === 'convert' || suitOk(m.suit)));
      // "ich frage in der Farbe" after a plain Ask: naming the favourite as trump (O29).
      if (inTrumpPhase && contracts.includes('ask-colour') && v.favourite) fits.push(...legal.filter((m) => m.type === 'trump' && m.suit === v.favourite));
      if (fits.length === 0 && contracts.length) {
        const c = contracts[0]!;
        return { kind: 'move', move: inTrumpPhase ? { type: 'convert', contract: c } : suits.length === 1 ? { type: 'bid', contract: c, suit: suits[0]! } : { type: 'bid', contract: c } };
      }
      break;
    }
    case 'trump':
      fits = legal.filter((m) => m.type === 'trump' && suitOk(m.suit));
      if (fits.length === 0 && suits.length === 1) return { kind: 'move', move: { type: 'trump', suit: suits[0]! } };
      break;
    case 'call':
      fits = legal.filter((m) => m.type === 'call' && (cards.length ? cards.includes(m.card) : suitOk(m.card.slice(-1) as Suit)));
      if (fits.length === 0 && cards.length === 1) return { kind: 'move', move: { type: 'call', card: cards[0]! } };
      break;
    case 'discard':
    case 'give':
    case 'play':
    default: {
      const type = verb === 'discard' || verb === 'give' || verb === 'play' ? verb : v.phase === 'exchange' ? 'discard' : v.phase === 'give' ? 'give' : 'play';
      fits = legal.filter((m) => (m.type === 'play' || m.type === 'discard' || m.type === 'give') && cards.includes(m.card));
      // A card named that is not legal: the engine says why (O39, O40, O42 …).
      if (fits.length === 0 && cards.length === 1) return { kind: 'move', move: { type, card: cards[0]! } };
    }
  }
  if (fits.length === 1) return { kind: 'move', move: fits[0]! };
  if (fits.length > 1) return { kind: 'ambiguous', candidates: fits };
  return { kind: 'error', message: 'noSuchMove' };
}

/**
 * A typed set for the discard ("7 clubs, 8 hearts", "ablegen Kreuz 7 und Herz 8"; issue 27): the cards of
 * the hand it names, each part one card (a discard verb before a part is allowed); null when it is none.
 */
export function parseOmbreCardSet(text: string, hand: readonly string[], trump: Suit | null): string[] | null {
  const t = text.normalize('NFC').toLowerCase().replace(/[?!.:]/g, ' ').trim().replace(/\s+/g, ' ');
  return cardSet(t, AND, (part) => {
    const p = plain(part);
    const phrase = VERBS.find(([v, id]) => id === 'discard' && (p === v || p.startsWith(`${v} `)));
    const words = part.split(' ').slice(phrase ? phrase[0].split(' ').length : 0).filter((w) => !FILLERS.has(w));
    return cardsIn(words, trump);
  }, hand);
}
