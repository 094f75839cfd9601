/**
 * Whist's command line, in German or English: "spiele Herz Dame" / "play queen of hearts", a bare card
 * name, "ich rufe" / "call", "beanspruchen" / "claim" (V-W-5), and reading words. A typed card is
 * resolved against the legal moves; a card that is not legal goes to the engine, which says why (W19).
 * The words are every language's at once (locales/whist/command-words.ts).
 */
import { whistCommandWords } from '../../../locales/whist/command-words.js';
import { everyLanguage, wordMap, wordSet } from '../../i18n/command-words.js';
import { loadDeckVocabulary } from '../../i18n/deck-names.js';
import type { WhistMove } from './types.js';

export type ParseResult = { kind: 'move'; move: WhistMove } | { kind: 'query'; command: string } | { kind: 'error'; message: 'unknown' | 'notYourTurn' | 'noSuchMove' };

/** The card words of every language (each its own chunk, loaded with this file). */
const vocabulary = await loadDeckVocabulary('french');

const WORDS = everyLanguage(whistCommandWords);
const QUERIES = wordMap(WORDS.map((w) => w.queries));
const CALL = wordSet(WORDS.map((w) => w.call));
const CLAIM = wordSet(WORDS.map((w) => w.claim));
const PLAY = wordSet(WORDS.map((w) => w.play));

export function parseWhistCommand(text: string, ctx: { legal: readonly WhistMove[]; seat: number; claims: boolean }): ParseResult {
  const t = text.normalize('NFC').toLowerCase().trim().replace(/[?!.]/g, '').replace(/\s+/g, ' ');
  if (t === '') return { kind: 'error', message: 'unknown' };
  const query = QUERIES.get(t);
  if (query) return { kind: 'query', command: query };
  if (CALL.has(t)) {
    if (ctx.legal.length === 0) return { kind: 'error', message: 'notYourTurn' };
    const call = ctx.legal.find((m) => m.type === 'call');
    // The engine says why a call is not allowed (W29, W30).
    return { kind: 'move', move: call ?? { type: 'call', seat: ctx.seat } };
  }
  if (CLAIM.has(t)) {
    if (ctx.legal.length === 0) return { kind: 'error', message: 'notYourTurn' };
    return { kind: 'move', move: { type: 'claim', seat: ctx.seat } };
  }
  const words = t.split(' ');
  const rest = PLAY.has(words[0]!) ? words.slice(1) : words;
  const cards = vocabulary.parse(rest.join(' '));
  if (cards.length === 0) return { kind: 'error', message: 'unknown' };
  if (ctx.legal.length === 0) return { kind: 'error', message: 'notYourTurn' };
  const fits = ctx.legal.filter((m) => m.type === 'play' && cards.includes(m.card));
  if (fits.length === 1) return { kind: 'move', move: fits[0]! };
  if (cards.length === 1) return { kind: 'move', move: { type: 'play', seat: ctx.seat, card: cards[0]! } };
  return { kind: 'error', message: 'noSuchMove' };
}
