/**
 * Piquet's command line, in German or English: "spiele Herz Dame" / "play queen of hearts",
 * "ablegen Kreuz Sieben" / "lege Kreuz Sieben ab" / "discard seven of clubs", "kaufen" / "take",
 * a bare card name (laid away in the exchange, played in the tricks), the declaration words
 * ("Meldungen", "Punkt", "Sequenzen" / "declarations", "point", "sequences" read them; "gut",
 * "nicht gut", "gleich" / "good", "not good", "equal" are answered: the app declares by itself,
 * Q24), and reading words. A typed card is resolved against the legal moves only (never guessed): one
 * fits → that move; several → the choice list; a card that is not legal goes to the engine, which
 * says why (Q12, Q14, Q15, Q25, Q28). The words are every language's at once
 * (locales/piquet/command-words.ts).
 */
import { piquetCommandWords } from '../../../locales/piquet/command-words.js';
import { everyLanguage, wordMap, wordSet } from '../../i18n/command-words.js';
import { loadDeckVocabulary } from '../../i18n/deck-names.js';
import { cardSet } from '../tricks/discard-marks.js';
import type { PiquetMove } from './types.js';

export type ParseResult =
  | { kind: 'move'; move: PiquetMove }
  | { kind: 'ambiguous'; candidates: readonly PiquetMove[] }
  | { kind: 'query'; command: string }
  | { kind: 'automatic' }
  | { kind: 'error'; message: 'unknown' | 'notYourTurn' | 'noSuchMove' };

/** The card words of every language (each its own chunk, loaded with this file). */
const vocabulary = await loadDeckVocabulary('piquet');

const WORDS = everyLanguage(piquetCommandWords);
const QUERIES = wordMap(WORDS.map((w) => w.queries));
/** Q24: the dialogue of the declarations is the app's (PD-Q-6): these words get that answer. */
const DIALOGUE = wordSet(WORDS.map((w) => w.dialogue));
const TAKE = wordSet(WORDS.map((w) => w.take));
const DISCARD = wordSet(WORDS.map((w) => w.discard));
const DISCARD_AFTER = wordSet(WORDS.map((w) => w.discardAfter));
const PLAY = wordSet(WORDS.map((w) => w.play));
const AND = wordSet(WORDS.map((w) => w.and));

export function parsePiquetCommand(text: string, ctx: { legal: readonly PiquetMove[]; exchange: boolean }): ParseResult {
  const t = text.normalize('NFC').toLowerCase().trim().replace(/[?!.„“"]/g, '').replace(/\s+/g, ' ');
  if (t === '') return { kind: 'error', message: 'unknown' };
  const query = QUERIES.get(t);
  if (query) return { kind: 'query', command: query };
  if (DIALOGUE.has(t)) return { kind: 'automatic' };
  if (TAKE.has(t)) {
    if (ctx.legal.length === 0) return { kind: 'error', message: 'notYourTurn' };
    // The engine says why taking is not allowed now (too few laid away: Q12, Q14; in the tricks: Q15).
    return { kind: 'move', move: ctx.legal.find((m) => m.type === 'take') ?? { type: 'take' } };
  }
  let words = t.split(' ');
  let verb: 'discard' | 'play' | null = null;
  const two = words.slice(0, 2).join(' ');
  if (DISCARD.has(two)) {
    verb = 'discard';
    words = words.slice(2);
  } else if (DISCARD.has(words[0]!)) {
    verb = 'discard';
    words = words.slice(1);
  } else if (PLAY.has(words[0]!)) {
    verb = 'play';
    words = words.slice(1);
  }
  // "lege Kreuz Sieben ab", "wirf … ab".
  if (DISCARD_AFTER.has(words[words.length - 1]!)) {
    words = words.slice(0, -1);
    verb ??= 'discard';
  }
  const cards = vocabulary.parse(words.join(' '));
  if (cards.length === 0) return { kind: 'error', message: 'unknown' };
  if (ctx.legal.length === 0) return { kind: 'error', message: 'notYourTurn' };
  const type = verb ?? (ctx.exchange ? 'discard' : 'play');
  const fits = ctx.legal.filter((m) => m.type === type && cards.includes(m.card));
  if (fits.length === 1) return { kind: 'move', move: fits[0]! };
  if (fits.length > 1) return { kind: 'ambiguous', candidates: fits };
  if (cards.length === 1) return { kind: 'move', move: { type, card: cards[0]! } };
  return { kind: 'error', message: 'noSuchMove' };
}

/**
 * A typed set for the discard ("7 clubs, 8 hearts", "ablegen Kreuz 7 und Herz 8"; issue 27): the cards of
 * the hand it names, each part one card (a discard verb before a part is allowed); null when it is none.
 */
export function parsePiquetCardSet(text: string, hand: readonly string[]): string[] | null {
  const t = text.normalize('NFC').toLowerCase().trim().replace(/[?!.„“"]/g, '').replace(/\s+/g, ' ');
  return cardSet(t, AND, (part) => {
    let words = part.split(' ');
    if (DISCARD.has(words.slice(0, 2).join(' '))) words = words.slice(2);
    else if (DISCARD.has(words[0]!)) words = words.slice(1);
    if (DISCARD_AFTER.has(words[words.length - 1]!)) words = words.slice(0, -1);
    return vocabulary.parse(words.join(' '));
  }, hand);
}
