/**
 * Boston's command line, in German or English: bids by their words ("grand boston superior", "Grand
 * Boston Oberfarbe", "petite misère", "kleine Misère offen", "nullissimo"; a class or the trump suit's
 * name: "boston hearts" is Boston in whatever class hearts have in this deal), "passe" / "pass",
 * "whist", "allein" / "alone", "partner", "annehmen" / "accept", "ablehnen" / "reject", "Trumpf Herz" /
 * "trump hearts" (or a bare suit when the trump is to be named), "weglegen Pik Ass" / "lay aside ace
 * of spades" (or a bare card when a card is to be laid aside), a leader by name (V-BO-6), "spiele Herz
 * Dame" / "play queen of hearts" or a bare card name, and reading words ("gebot", "what may i bid").
 * What is typed is resolved against the legal moves only (never guessed): one fits → that move; several
 * → the choice list; a bid or a card that is not legal goes to the engine, which says why (BO24, BO39 …).
 * The words are every language's at once (locales/boston/command-words.ts).
 */
import { bostonCommandWords } from '../../../locales/boston/command-words.js';
import { everyLanguage, normalWord, phraseList, wordMap, wordSet } from '../../i18n/command-words.js';
import { loadDeckVocabulary } from '../../i18n/deck-names.js';
import { colourOf, isMisere } from './index.js';
import type { BostonVerb } from './messages.js';
import type { BostonMove, BostonSeatView, Class, Contract, Suit } from './types.js';

export type ParseResult =
  | { kind: 'move'; move: BostonMove }
  | { kind: 'ambiguous'; candidates: readonly BostonMove[] }
  | { kind: 'query'; command: string }
  | { kind: 'error'; message: 'unknown' | 'notYourTurn' | 'noSuchMove' };

/** The card words of every language (each its own chunk, loaded with this file). */
const vocabulary = await loadDeckVocabulary('french');

const lower = (t: string) => t.normalize('NFC').toLowerCase().replace(/[?!.,;:]/g, ' ').trim().replace(/\s+/g, ' ');
/** Without accents, as the speeches, contracts and classes are matched ("misère", "forcée" typed either way). */
const plain = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
const bare = (w: string) => plain(normalWord(w));

const WORDS = everyLanguage(bostonCommandWords);
const QUERIES = wordMap(WORDS.map((w) => w.queries), bare);
const VERB_ORDER: readonly BostonVerb[] = ['pass', 'whist', 'alone', 'seek', 'accept', 'reject', 'trump', 'discard', 'leader', 'play'];
const VERBS = phraseList(WORDS.map((w) => w.verbs), VERB_ORDER, bare);
const BID_WORDS = [...wordSet(WORDS.map((w) => w.bid), bare)].sort((a, b) => b.split(' ').length - a.split(' ').length);
const byLength = <K,>(pairs: (readonly [string, K])[]) => pairs.sort((a, b) => b[0].split(' ').length - a[0].split(' ').length);
/** Every name of every contract, the longest phrases first ("grand boston" before "boston"). */
const CONTRACTS = byLength(WORDS.flatMap((w) => Object.entries(w.contracts).flatMap(([c, ps]) => (ps as readonly string[]).map((p) => [bare(p), c as Contract] as const))));
const CLASSES = byLength(WORDS.flatMap((w) => Object.entries(w.classes).flatMap(([c, ps]) => (ps as readonly string[]).map((p) => [bare(p), c as Class] as const))));
const FILLERS = new Set(['', ...wordSet(WORDS.map((w) => w.fillers), bare)]);
const ME = wordSet(WORDS.map((w) => w.me), bare);

/** Whether `phrase` is in `t` as whole words. */
const has = (t: string, phrase: string) => ` ${t} `.includes(` ${phrase} `);
/** `t` without `phrase` (as whole words). */
const without = (t: string, phrase: string) => ` ${t} `.replace(` ${phrase} `, ' ').trim().replace(/\s+/g, ' ');

function suitsIn(words: readonly string[]): Suit[] {
  return [...new Set(words.flatMap((w) => vocabulary.suits(w)))] as Suit[];
}

/** BO21, BO29: the class a suit has in this deal (superior, colour, else simple). */
const classOfSuit = (v: BostonSeatView, s: Suit): Class => (s === v.superior ? 'superior' : s === colourOf(v.superior) ? 'colour' : 'simple');

/** A bid named by its words: its contract and, when said, its class (or a suit that gives it). */
function parseBid(t: string, v: BostonSeatView): { contract: Contract; class: Class | null } | null {
  const found = CONTRACTS.find(([p]) => has(t, p));
  if (!found) return null;
  const [phrase, contract] = found;
  let rest = without(t, phrase);
  for (const b of BID_WORDS) if (rest === b || rest.startsWith(`${b} `)) rest = rest.slice(b.length).trim();
  if (isMisere(contract)) return { contract, class: null };
  const cls = CLASSES.find(([p]) => has(rest, p))?.[1];
  if (cls) return { contract, class: cls };
  const suits = suitsIn(rest.split(' ').filter((w) => !FILLERS.has(w)));
  return { contract, class: suits.length === 1 ? classOfSuit(v, suits[0]!) : null };
}

const one = (fits: readonly BostonMove[], otherwise: BostonMove | null): ParseResult =>
  fits.length === 1 ? { kind: 'move', move: fits[0]! } : fits.length > 1 ? { kind: 'ambiguous', candidates: fits } : otherwise ? { kind: 'move', move: otherwise } : { kind: 'error', message: 'noSuchMove' };

export function parseBostonCommand(text: string, ctx: { legal: readonly BostonMove[]; view: BostonSeatView; me: number; names: readonly string[] }): ParseResult {
  const typed = lower(text);
  const t = plain(typed);
  if (t === '') return { kind: 'error', message: 'unknown' };
  const query = QUERIES.get(t);
  if (query) return { kind: 'query', command: query };
  const v = ctx.view;
  const legal = ctx.legal;
  const phrase = VERBS.find(([p]) => t === p || t.startsWith(`${p} `) || t.endsWith(` ${p}`));
  const verb = phrase?.[1];
  // The words besides the verb, as typed (card words keep their umlauts: "König").
  const all = typed.split(' ');
  const k = phrase ? phrase[0].split(' ').length : 0;
  const restTyped = (phrase ? (t.startsWith(phrase[0]) ? all.slice(k) : all.slice(0, all.length - k)) : all).filter((w) => !FILLERS.has(plain(w)));
  const rest = restTyped.map(plain).join(' ');

  // A bid: its contract's words, wherever they are (a verb of play before it is the bid's: "ich spiele Boston").
  const bid = !verb || verb === 'play' ? parseBid(t, v) : null;
  if (bid) {
    if (legal.length === 0) return { kind: 'error', message: 'notYourTurn' };
    const fits = legal.filter((m) => m.type === 'bid' && m.contract === bid.contract && (bid.class === null || m.class === bid.class));
    // Not legal: the engine says why (BO24: not higher than the bid).
    const refused: BostonMove = bid.class ? { type: 'bid', contract: bid.contract, class: bid.class } : isMisere(bid.contract) ? { type: 'bid', contract: bid.contract } : { type: 'bid', contract: bid.contract, class: 'simple' };
    return one(fits, refused);
  }
  const cards = vocabulary.parse(restTyped.join(' '));
  if (!verb && cards.length === 0) {
    // A bare suit when the trump is to be named (BO29).
    if (v.phase === 'trump' && suitsIn(restTyped).length) return one(legal.filter((m) => m.type === 'trump' && suitsIn(restTyped).includes(m.suit)), null);
    return { kind: 'error', message: 'unknown' };
  }
  if (legal.length === 0) return { kind: 'error', message: 'notYourTurn' };
  switch (verb) {
    case 'pass':
    case 'whist':
    case 'alone':
    case 'seek':
    case 'accept':
    case 'reject':
      return one(legal.filter((m) => m.type === verb), { type: verb });
    case 'trump': {
      const suits = suitsIn(restTyped);
      return one(legal.filter((m) => m.type === 'trump' && (suits.length === 0 || suits.includes(m.suit))), suits.length === 1 ? { type: 'trump', suit: suits[0]! } : null);
    }
    case 'leader': {
      const seats = ctx.names.map((n, s) => (rest !== '' && (bare(n) === rest || (s === ctx.me && ME.has(rest))) ? s : -1)).filter((s) => s >= 0);
      return one(legal.filter((m) => m.type === 'leader' && (seats.length === 0 || seats.includes(m.leader))), seats.length === 1 ? { type: 'leader', leader: seats[0]! } : null);
    }
    case 'discard':
    case 'play':
    default: {
      const type = verb === 'discard' || verb === 'play' ? verb : v.phase === 'discard' ? 'discard' : 'play';
      const fits = legal.filter((m) => (m.type === 'play' || m.type === 'discard') && cards.includes(m.card));
      // A card named that is not legal: the engine says why (BO30, BO38, BO39).
      return one(fits, cards.length === 1 ? { type, card: cards[0]! } : null);
    }
  }
}
