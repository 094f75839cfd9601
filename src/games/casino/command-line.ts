/**
 * Casino's command line, in German or English whatever the UI's language: "10 nimmt 4 6",
 * "10 takes 4 6 and 10", "Herz 7 nimmt Pik 7", a card alone ("7"), a trail ("ablegen 7", "zulegen 7",
 * "lege 7 ab", "trail 7"), and reading words ("hand", "tisch"/"table", "stand"/"status",
 * "möglichkeiten"/"captures", "zuletzt"/"last", "abrechnung"/"count", "weiter"/"next", "tipp"/"hint",
 * "hilfe"/"help", "regeln"/"rules"). Cards are read as the fishing games read them
 * (src/games/fishing/command-line.ts). A typed move is resolved against the legal moves only, never
 * guessed: one fits → that move; several → the choice list; a named capture or trail that breaks a
 * rule → that move, which the engine refuses naming the rule; otherwise an error.
 */
import { matchesTakes, normalizeCommand, parseCardSpecs } from '../fishing/command-line.js';
import type { CasinoMove, CasinoView } from './types.js';

export type ParseResult =
  | { readonly kind: 'move'; readonly move: CasinoMove }
  | { readonly kind: 'ambiguous'; readonly candidates: readonly CasinoMove[] }
  | { readonly kind: 'query'; readonly command: string }
  | { readonly kind: 'error'; readonly code: 'unknown' | 'notYourTurn' | 'noSuchMove' | 'notInHand'; readonly card?: string };

const QUERIES: Readonly<Record<string, string>> = {
  hand: 'readHand', 'meine hand': 'readHand', 'my hand': 'readHand', karten: 'readHand', cards: 'readHand',
  tisch: 'readTable', table: 'readTable', mitte: 'readTable',
  stand: 'readStatus', status: 'readStatus', punkte: 'readStatus', score: 'readStatus', spielstand: 'readStatus',
  möglichkeiten: 'listCaptures', moeglichkeiten: 'listCaptures', züge: 'listCaptures', zuege: 'listCaptures', captures: 'listCaptures', moves: 'listCaptures', choices: 'listCaptures',
  zuletzt: 'readLastCapture', 'zuletzt genommen': 'readLastCapture', last: 'readLastCapture', 'last capture': 'readLastCapture',
  abrechnung: 'readCount', count: 'readCount',
  weiter: 'nextDeal', next: 'nextDeal', 'nächstes spiel': 'nextDeal', 'naechstes spiel': 'nextDeal', 'next deal': 'nextDeal', 'nächste partie': 'nextDeal', 'next game': 'nextDeal',
  tipp: 'hint', tip: 'hint', hint: 'hint', hinweis: 'hint',
  wiederholen: 'repeatLastEvent', repeat: 'repeatLastEvent', nochmal: 'repeatLastEvent', again: 'repeatLastEvent',
  hilfe: 'help', help: 'help', befehle: 'help', commands: 'help', '?': 'help',
  regeln: 'rules', rules: 'rules', spielregeln: 'rules',
};

/** Words that make a command a trail (C13, C14): "ablegen 7", "lege 7 ab", "7 zulegen", "trail 7". */
const TRAIL = new Set(['ablegen', 'zulegen', 'lege', 'legen', 'leg', 'ab', 'zu', 'trail', 'trails', 'trailing']);

export function parseCasinoCommand(text: string, ctx: { legal: readonly CasinoMove[]; view: CasinoView }): ParseResult {
  const t = normalizeCommand(text);
  if (t === '') return { kind: 'error', code: 'unknown' };
  const query = QUERIES[t];
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
