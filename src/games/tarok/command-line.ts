/**
 * Tarok's command line, in German or English: "skat herz sieben" / "skat seven of hearts", "passe" /
 * "pass", "a uno", "halte" / "hold", "rufe herz könig" / "call king of hearts", "gib kreuz bube" /
 * "give jack of clubs", "spiele pagat" / "play pagat", a bare card name, and the reading words ("tisch",
 * "spiel", "rangfolge" / "table", "game", "order"). A typed card or move is resolved against the legal
 * moves only (never guessed): one fits → that move; several → the choice list; none → the engine's
 * refusal for a single card named, else an error. The words are every language's at once
 * (locales/tarok/command-words.ts).
 */
import { tarokCommandWords } from '../../../locales/tarok/command-words.js';
import { everyLanguage, normalWord, phraseList, wordMap } from '../../i18n/command-words.js';
import { loadDeckVocabulary } from '../../i18n/deck-names.js';
import type { TarokVerb } from './messages.js';
import type { Game, Phase, TarokMove, TarokView } from './types.js';

export type ParseResult =
  | { kind: 'move'; move: TarokMove }
  | { kind: 'ambiguous'; candidates: readonly TarokMove[] }
  | { kind: 'query'; command: string }
  | { kind: 'error'; message: 'unknown' | 'notYourTurn' | 'noSuchMove' };

/** The card words of every language (each its own chunk, loaded with this file). */
const vocabulary = await loadDeckVocabulary('tarock');

const lower = (t: string) => t.normalize('NFC').toLowerCase().replace(/[?!.,;:]/g, ' ').trim().replace(/\s+/g, ' ');
const length = (p: string) => p.split(' ').length;

const WORDS = everyLanguage(tarokCommandWords);
const QUERIES = wordMap(WORDS.map((w) => w.queries));
const VERB_ORDER: readonly TarokVerb[] = ['pass', 'bid', 'hold', 'call', 'give', 'discard', 'play'];
/** Every verb phrase, the longest first ("in den skat" before "skat"). */
const VERBS = [...phraseList(WORDS.map((w) => w.verbs), VERB_ORDER)].sort((a, b) => length(b[0]) - length(a[0]));
const GAME_WORDS = WORDS.flatMap((w) => Object.entries(w.games).flatMap(([g, ps]) => (ps as readonly string[]).map((p) => [normalWord(p), g as Game] as const))).sort((a, b) => length(b[0]) - length(a[0]));

/** The move a card names in a phase (the engine judges it). */
const CARD_MOVE: Partial<Record<Phase, 'discard' | 'call' | 'give' | 'play'>> = { skat: 'discard', call: 'call', give: 'give', play: 'play' };

export function parseTarokCommand(text: string, ctx: { legal: readonly TarokMove[]; view: TarokView }): ParseResult {
  const t = lower(text);
  if (t === '') return { kind: 'error', message: 'unknown' };
  const query = QUERIES.get(t);
  if (query) return { kind: 'query', command: query };
  const verbHit = VERBS.find(([p]) => t === p || t.startsWith(`${p} `));
  const verb = verbHit?.[1];
  let rest = verbHit ? t.slice(verbHit[0].length).trim() : t;
  // More phrases of the same verb, before or after the card: "połóż do skatu …", "lege … in den skat".
  for (let again = verb !== undefined; again; ) {
    again = false;
    for (const [p, v] of VERBS) {
      if (v !== verb) continue;
      if (rest === p) rest = '';
      else if (rest.startsWith(`${p} `)) rest = rest.slice(p.length + 1);
      else if (rest.endsWith(` ${p}`)) rest = rest.slice(0, -p.length - 1);
      else continue;
      again = true;
      break;
    }
  }
  const game = GAME_WORDS.find(([p]) => ` ${rest} `.includes(` ${p} `))?.[1];
  const cards = new Set(rest ? vocabulary.parse(rest) : []);
  const legal = ctx.legal;
  if (legal.length === 0) return verb || game || cards.size ? { kind: 'error', message: 'notYourTurn' } : { kind: 'error', message: 'unknown' };
  const withCard = (types: readonly string[]) => legal.filter((m) => types.includes(m.type) && 'card' in m && cards.has(m.card));
  let fits: TarokMove[];
  switch (verb) {
    case 'pass':
    case 'hold':
      fits = legal.filter((m) => m.type === verb);
      break;
    case 'bid':
      fits = legal.filter((m) => m.type === 'bid' && (!game || m.game === game));
      break;
    case 'call':
    case 'give':
    case 'discard':
    case 'play':
      fits = withCard([verb]);
      break;
    default:
      if (game) fits = legal.filter((m) => m.type === 'bid' && m.game === game);
      else if (cards.size) fits = withCard(['discard', 'call', 'give', 'play']);
      else return { kind: 'error', message: 'unknown' };
  }
  if (fits.length === 1) return { kind: 'move', move: fits[0]! };
  if (fits.length > 1) return { kind: 'ambiguous', candidates: fits };
  // One card named that is not legal now: the engine says why (T11, T21, TL14 …).
  const type = CARD_MOVE[ctx.view.phase];
  if (type && cards.size === 1 && (verb === undefined || verb === type)) return { kind: 'move', move: { type, card: [...cards][0]! } };
  return { kind: 'error', message: 'noSuchMove' };
}
