/**
 * Casino's command line, in German or English whatever the UI's language: "10 nimmt 4 6",
 * "10 takes 4 6 and 10", "Herz 7 nimmt Pik 7", a card alone ("7"), a trail ("ablegen 7", "zulegen 7",
 * "lege 7 ab", "trail 7"), and reading words ("hand", "tisch"/"table", "stand"/"status",
 * "möglichkeiten"/"captures", "zuletzt"/"last", "abrechnung"/"count", "weiter"/"next", "tipp"/"hint",
 * "hilfe"/"help", "regeln"/"rules"). Cards are read as the fishing games read them
 * (src/games/fishing/command-line.ts). A typed move is resolved against the legal moves only, never
 * guessed: one fits → that move; several → the choice list; a named capture or trail that breaks a
 * rule → that move, which the engine refuses naming the rule; otherwise an error. The words are every
 * language's at once (locales/casino/command-words.ts).
 */
import { casinoCommandWords } from '../../../locales/casino/command-words.js';
import { everyLanguage, wordMap, wordSet } from '../../i18n/command-words.js';
import { matchesTakes, normalizeCommand, parseCardSpecs } from '../fishing/command-line.js';
import type { CasinoMove, CasinoView } from './types.js';

export type ParseResult =
  | { readonly kind: 'move'; readonly move: CasinoMove }
  | { readonly kind: 'ambiguous'; readonly candidates: readonly CasinoMove[] }
  | { readonly kind: 'query'; readonly command: string }
  | { readonly kind: 'error'; readonly code: 'unknown' | 'notYourTurn' | 'noSuchMove' | 'notInHand'; readonly card?: string };

const WORDS = everyLanguage(casinoCommandWords);
/** The reading words of every language, and "?" for help. */
const QUERIES: ReadonlyMap<string, string> = new Map([...wordMap(WORDS.map((w) => w.queries)), ['?', 'help']]);

/** Words that make a command a trail (C13, C14): "ablegen 7", "lege 7 ab", "7 zulegen", "trail 7". */
const TRAIL = wordSet(WORDS.map((w) => w.trail));

export function parseCasinoCommand(text: string, ctx: { legal: readonly CasinoMove[]; view: CasinoView }): ParseResult {
  const t = normalizeCommand(text);
  if (t === '') return { kind: 'error', code: 'unknown' };
  const query = QUERIES.get(t);
  if (query) return { kind: 'query', command: query };
  const words = t.split(' ');
  const trail = words.some((x) => TRAIL.has(x));
  const parsed = parseCardSpecs(words.filter((x) => !TRAIL.has(x)));
  if ('bad' in parsed || parsed.specs.length === 0) return { kind: 'error', code: 'unknown' };
  const [played, ...takeSpecs] = parsed.specs;
  const legal = ctx.legal;
  if (legal.length === 0) return { kind: 'error', code: 'notYourTurn' };
  const hand = ctx.view.hand;
  const inHand = played!.cards.filter((c) => hand.includes(c));
  if (inHand.length === 0) return { kind: 'error', code: 'notInHand', ...(played!.cards.length === 1 ? { card: played!.cards[0]! } : {}) };
  if (trail) {
    if (takeSpecs.length) return { kind: 'error', code: 'unknown' };
    const fits = legal.filter((m) => m.type === 'trail' && inHand.includes(m.card));
    if (fits.length === 1) return { kind: 'move', move: fits[0]! };
    if (fits.length > 1) return { kind: 'ambiguous', candidates: fits };
    // No trail is legal with that card: the engine says why (C13, C25).
    return { kind: 'move', move: { type: 'trail', card: inHand[0]! } };
  }
  const fits = legal.filter((m) => inHand.includes(m.card) && (m.type === 'capture' ? matchesTakes(m.take, takeSpecs) : takeSpecs.length === 0));
  if (fits.length === 1) return { kind: 'move', move: fits[0]! };
  if (fits.length > 1) return { kind: 'ambiguous', candidates: fits };
  if (inHand.length !== 1) return { kind: 'error', code: 'noSuchMove' };
  const card = inHand[0]!;
  // The card alone, and it can neither take nor be trailed: the engine names the rule (C13).
  if (takeSpecs.length === 0) return { kind: 'move', move: { type: 'trail', card } };
  // Every named table card known: that capture, refused by the engine with its rule (C15–C20).
  const table = ctx.view.table;
  const take: string[] = [];
  for (const spec of takeSpecs) {
    const on = spec.cards.filter((c) => table.includes(c) && !take.includes(c));
    if (on.length === 1) take.push(on[0]!);
    else if (on.length === 0 && spec.cards.length === 1) take.push(spec.cards[0]!);
    else return { kind: 'error', code: 'noSuchMove' };
  }
  return { kind: 'move', move: { type: 'capture', card, take } };
}
