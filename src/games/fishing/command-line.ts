/**
 * What the fishing games' command lines share (Papillon, Casino): typed text normalised, and the
 * cards of "<card> [nimmt|takes|:|x] <card> [und|and|,] <card>…" read as card specs, in both
 * languages whatever the UI locale. A card is a rank (ass/ace/a/1 … 10, bube/jack/j/b/11,
 * dame/queen/q/d/12, könig/king/k/13), optionally with a suit word before it or "of/von" + suit after
 * it (kreuz/clubs, pik/spades, herz/hearts, karo/diamonds; number-pack colours), or a compact token
 * ("10h", "h10", "ka", "♥10"). A bare rank stands for any card of that rank; tokens with two readings
 * keep both, and the legal moves decide (each game resolves specs against its legal moves only).
 * The card words are the French pack's vocabulary in every language (src/i18n/deck-names.ts), the
 * words between them every language's (locales/fishing/command-words.ts).
 */
import { fishingCommandWords } from '../../../locales/fishing/command-words.js';
import type { Rank, Suit } from '../../engine/cards.js';
import { everyLanguage, wordSet } from '../../i18n/command-words.js';
import { loadFrenchVocabulary } from '../../i18n/deck-names.js';

/** The card words of every language: the French pack's vocabulary (src/i18n/deck-names.ts, locales/decks/), loaded with this file. */
const vocabulary = await loadFrenchVocabulary();
const vocab = () => vocabulary;

const WORDS = everyLanguage(fishingCommandWords);
/** Words and signs between the played card and the taken ones (the signs are every language's). */
export const SEPARATORS: ReadonlySet<string> = new Set([...wordSet(WORDS.map((w) => w.separators)), 'x', ':', '->', '=']);
/** Words that say nothing about the cards. */
export const FILLERS: ReadonlySet<string> = wordSet(WORDS.map((w) => w.fillers));

const card = (rank: Rank, suit: Suit) => `${rank}${suit}`;

/**
 * Every card a compact token may stand for: the short names of both languages ("h10", "10h", "ro11",
 * "r11"), faces ("10♥", "♥10"); two readings for a few tokens such as "kd".
 */
function compact(token: string): string[] {
  return [...vocab().compact(token)];
}

/** Lower case, NFC, a leading "/" dropped, separators spaced, punctuation as spaces, one space between words. */
export function normalizeCommand(input: string): string {
  return input
    .normalize('NFC')
    .toLowerCase()
    .replace(/^\s*\//, '')
    .replace(/->/g, ' -> ')
    .replace(/[,;+&]/g, ' ')
    .replace(/:/g, ' : ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One named card: the cards it may stand for (one, or four for a bare rank) and the rank when bare. */
export type CardSpec = { readonly cards: readonly string[]; readonly rank: Rank | null };
/** The specs of a command, or the first word that is not a card (and whether it looked like one). */
export type ParsedSpecs = { readonly specs: CardSpec[] } | { readonly bad: string; readonly cardLike: boolean };

export function parseCardSpecs(tokens: readonly string[]): ParsedSpecs {
  const specs: CardSpec[] = [];
  let i = 0;
  const suitOf = (t: string | undefined) => (t === undefined ? undefined : (vocab().suits(t)[0] as Suit | undefined));
  const rankOfWord = (t: string | undefined) => (t === undefined ? undefined : (vocab().ranks(t)[0] as Rank | undefined));
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (SEPARATORS.has(t) || FILLERS.has(t)) {
      i++;
      continue;
    }
    const s = suitOf(t);
    if (s) {
      const r = rankOfWord(tokens[i + 1]);
      if (!r) return { bad: tokens[i + 1] ? `${t} ${tokens[i + 1]}` : t, cardLike: true };
      specs.push({ cards: [card(r, s)], rank: null });
      i += 2;
      continue;
    }
    const r = rankOfWord(t);
    if (r) {
      const next = tokens[i + 1];
      if (next !== undefined && vocab().isLink(next)) {
        const s2 = suitOf(tokens[i + 2]);
        if (!s2) return { bad: `${t} ${next} ${tokens[i + 2] ?? ''}`.trim(), cardLike: true };
        specs.push({ cards: [card(r, s2)], rank: null });
        i += 3;
        continue;
      }
      const s2 = suitOf(next);
      // "ten hearts": the suit binds to the rank before it unless a rank follows it ("4 herz 5").
      if (s2 && !rankOfWord(tokens[i + 2])) {
        specs.push({ cards: [card(r, s2)], rank: null });
        i += 2;
        continue;
      }
      specs.push({ cards: (['C', 'D', 'H', 'S'] as const).map((x) => card(r, x)), rank: r });
      i++;
      continue;
    }
    const c = compact(t);
    if (c.length) {
      specs.push({ cards: c, rank: null });
      i++;
      continue;
    }
    return { bad: t, cardLike: /\d/.test(t) || /^[a-zäöü]{1,2}\d/.test(t) };
  }
  return { specs };
}

/** Can the taken cards be matched one-to-one to the specs (no specs: any take)? */
export function matchesTakes(take: readonly string[], specs: readonly CardSpec[]): boolean {
  if (specs.length === 0) return true;
  if (take.length !== specs.length) return false;
  const used = new Array<boolean>(take.length).fill(false);
  const place = (k: number): boolean => {
    if (k === specs.length) return true;
    for (let j = 0; j < take.length; j++) {
      if (used[j] || !specs[k]!.cards.includes(take[j]!)) continue;
      used[j] = true;
      if (place(k + 1)) return true;
      used[j] = false;
    }
    return false;
  };
  return place(0);
}
