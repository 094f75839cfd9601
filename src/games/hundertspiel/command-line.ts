/**
 * The Hundertspiel's command line, in German or English: "spiele Bastoni Do" / "play do of batons",
 * "kontra" / "contra", "ansagen 26 Bastoni Do" / "announce 26 do of batons", "weiter" / "pass",
 * "kaufen" / "buy", "trumpf Coppi" / "trump cups", "asse" / "aces", reading words ("hand", "stich",
 * "stand", "ansagen"). A typed card or move is resolved against the legal moves only (never guessed):
 * one fits → that move; several → the choice list; none → an error. The words are every language's at
 * once (locales/hundertspiel/command-words.ts).
 */
import { hundertspielCommandWords } from '../../../locales/hundertspiel/command-words.js';
import { everyLanguage, wordMap } from '../../i18n/command-words.js';
import { loadDeckVocabulary } from '../../i18n/deck-names.js';
import type { HundertspielMove, HundertspielView, Suit } from './types.js';

export type ParseResult =
  | { kind: 'move'; move: HundertspielMove }
  | { kind: 'ambiguous'; candidates: readonly HundertspielMove[] }
  | { kind: 'query'; command: string }
  | { kind: 'error'; message: 'unknown' | 'notYourTurn' | 'noSuchMove' };

/** The card words of every language (each its own chunk, loaded with this file). */
const vocabulary = await loadDeckVocabulary('trappola');

const WORDS = everyLanguage(hundertspielCommandWords);
const QUERIES = wordMap(WORDS.map((w) => w.queries));
const VERBS = wordMap(WORDS.map((w) => w.verbs));
const HONOUR_WORDS = wordMap(WORDS.map((w) => w.honours));

function suitsIn(words: readonly string[]): Suit[] {
  return [...new Set(words.flatMap((w) => vocabulary.suits(w)))] as Suit[];
}

export function parseHundertspielCommand(text: string, ctx: { legal: readonly HundertspielMove[]; view: HundertspielView }): ParseResult {
  const t = text.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ');
  if (t === '') return { kind: 'error', message: 'unknown' };
  const query = QUERIES.get(t);
  // "weiter" passes when passing is allowed, and goes on otherwise.
  if (query && !(query === 'continue' && ctx.legal.some((m) => m.type === 'pass'))) return { kind: 'query', command: query };
  const words = t.split(' ');
  const first = words[0]!;
  const twoWords = words.slice(0, 2).join(' ');
  const verb = VERBS.get(twoWords) ?? VERBS.get(first) ?? (query === 'continue' ? 'pass' : undefined);
  const rest = words.slice(VERBS.has(twoWords) ? 2 : verb ? 1 : 0);
  const cards = new Set(vocabulary.parse(rest.join(' ')));
  const legal = ctx.legal;
  if (legal.length === 0) return verb || cards.size ? { kind: 'error', message: 'notYourTurn' } : { kind: 'error', message: 'unknown' };
  let fits: HundertspielMove[];
  switch (verb) {
    case 'pass':
    case 'contra':
    case 'buy':
    case 'agree':
    case 'out':
      fits = legal.filter((m) => m.type === verb);
      break;
    case 'honours': {
      const rank = HONOUR_WORDS.get(first) ?? rest.map((w) => HONOUR_WORDS.get(w)).find(Boolean);
      fits = legal.filter((m) => m.type === 'honours' && (!rank || m.rank === rank));
      break;
    }
    case 'bid':
    case 'trump': {
      const suits = suitsIn(rest);
      fits = legal.filter((m) => m.type === verb && (suits.length === 0 || suits.includes(m.suit)));
      break;
    }
    case 'announce': {
      const kind = rest.includes('52') ? '52' : rest.includes('26') ? '26' : null;
      const named = [...cards];
      fits = legal.filter((m) => m.type === 'announce' && (!kind || m.kind === kind) && named.every((c) => m.dos.includes(c)));
      break;
    }
    case 'play':
    case 'discard':
      fits = legal.filter((m) => (m.type === 'play' || m.type === 'discard') && cards.has(m.card));
      break;
    default:
      // A bare card name plays (or lays away) that card.
      fits = cards.size ? legal.filter((m) => (m.type === 'play' || m.type === 'discard') && cards.has(m.card)) : [];
      if (!cards.size) return { kind: 'error', message: 'unknown' };
  }
  if (fits.length === 1) return { kind: 'move', move: fits[0]! };
  if (fits.length > 1) return { kind: 'ambiguous', candidates: fits };
  // A card named that is not legal: the engine says why (H20, H58 …).
  if ((verb === 'play' || verb === 'discard' || verb === undefined) && cards.size === 1) {
    const card = [...cards][0]!;
    return { kind: 'move', move: { type: ctx.view.phase === 'discard' ? 'discard' : 'play', card } };
  }
  return { kind: 'error', message: 'noSuchMove' };
}
