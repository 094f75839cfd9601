/**
 * The patience command line (the sibling of command-line.ts): typed input resolved against the
 * legal moves and the places of the table, never guessed. An ambiguous command returns the
 * candidates; bad input an error with a message in the player's language.
 *
 * API
 * - `parsePatienceCommand(input, locale, ctx)`, ctx = { game, places (patience-places.ts), legalMoves, interactive }
 *   → { kind: 'move', move } | { kind: 'ambiguous', candidates } | { kind: 'query', query }
 *     | { kind: 'action', action } | { kind: 'error', code, params, message(messages?) }
 * - Accepted in both languages, case-insensitive, extra spaces and a leading "/" tolerated:
 *     queries: stand/status/vorrat/stock, ablagen/foundations, züge/moves/liste, tisch/table/alles,
 *              hilfe/help/?, regeln/rules, log/verlauf
 *     actions: zug/schritt/weiter/step/next, alle/run, stopp/stop/anhalten, rückgängig/zurück/undo,
 *              wiederherstellen/redo, tipp/hint, stufe beenden/end stage, wiederholen/repeat,
 *              neues spiel/new game/spielauswahl, einstellungen/settings
 *     moves:   "<place> auf|nach|to|onto|on|und|and|mit|with|-> <place>" ("4 auf 7", "4 to foundation",
 *              "2 und 3" for a Doppelhausen pair), or one place alone ("4": its move; "ecke 2": the move there).
 *              A place is a number (heap, pile or corner), or its name ("linker Stapel", "left waste",
 *              "pik vom ass aufwärts", "ablage"/"foundation" for any foundation).
 *   The words are every language's at once (locales/patience/command-words.ts); the table's keys typed
 *   alone ("s", "f", "u" …) and the signs "?", "->", "→", ">", "+", "," are every language's too.
 */
import { patienceCommandWords } from '../../../locales/patience/command-words.js';
import { everyLanguage, wordMap, wordSet } from '../../i18n/command-words.js';
import type { PatienceId, PatienceMove } from './index.js';
import type { Locale } from '../../i18n/messages.js';
import type { PatienceAction, PatienceQuery } from './messages.js';
import { patienceMessages, type PatienceMessages } from './texts.js';
import { moveEnds, placeName, type Place } from './places.js';

export type { PatienceAction, PatienceQuery };
export type PatienceCommandError = 'empty' | 'unknownWord' | 'unknownPlace' | 'noMoveFrom' | 'noMatch' | 'notInteractive';

export interface PatienceCommandContext {
  readonly game: PatienceId;
  readonly places: readonly Place[];
  readonly legalMoves: readonly PatienceMove[];
  readonly interactive: boolean;
}

export type PatienceParseResult =
  | { readonly kind: 'move'; readonly move: PatienceMove }
  | { readonly kind: 'ambiguous'; readonly candidates: readonly PatienceMove[] }
  | { readonly kind: 'query'; readonly query: PatienceQuery }
  | { readonly kind: 'action'; readonly action: PatienceAction }
  | { readonly kind: 'error'; readonly code: PatienceCommandError; readonly params: { word?: string; from?: string; to?: string }; message(messages?: PatienceMessages): string };

const WORDS = everyLanguage(patienceCommandWords);
/** The reading words of every language; the table's keys and "?" (every language's). */
const QUERIES: ReadonlyMap<string, PatienceQuery> = new Map([
  ...wordMap(WORDS.map((w) => w.queries)),
  ['s', 'status'], ['f', 'foundations'], ['m', 'moves'], ['t', 'table'], ['?', 'help'],
]);
/** The action words of every language, and the table's keys. */
const ACTIONS: ReadonlyMap<string, PatienceAction> = new Map([
  ...wordMap(WORDS.map((w) => w.actions)),
  ['n', 'step'], ['a', 'run'], ['u', 'undo'], ['e', 'endStage'], ['r', 'repeat'], ['o', 'settings'],
]);

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Between the two places of a move: a connecting word of any language, or a sign. */
const CONNECTOR = new RegExp(`\\s+(?:${[...wordSet(WORDS.map((w) => w.connectors))].map(escape).join('|')})\\s+|\\s*(?:->|→|>|\\+|,)\\s*`);
/** A connecting word before the first place means nothing: "z kupki 2 na kupkę 3", "from 2 to 3". */
const LEADING = new RegExp(`^(?:${[...wordSet(WORDS.map((w) => w.connectors))].map(escape).join('|')})\\s+`);

function error(code: PatienceCommandError, params: { word?: string; from?: string; to?: string }, locale: Locale): PatienceParseResult {
  return {
    kind: 'error',
    code,
    params,
    message: (messages = patienceMessages(locale)) => {
      const m = messages.patience.commandLine;
      switch (code) {
        case 'empty':
          return m.empty;
        case 'unknownWord':
          return m.unknownWord({ word: params.word ?? '' });
        case 'unknownPlace':
          return m.unknownPlace({ word: params.word ?? '' });
        case 'noMoveFrom':
          return m.noMoveFrom({ place: params.from ?? '' });
        case 'noMatch':
          return m.noMatch({ from: params.from ?? '', to: params.to ?? '' });
        case 'notInteractive':
          return m.notInteractive;
      }
    },
  };
}

function resolve(word: string, places: readonly Place[]): string[] {
  const w = word.trim();
  return places.filter((p) => p.words.includes(w)).map((p) => p.key);
}

export function parsePatienceCommand(input: string, locale: Locale, ctx: PatienceCommandContext): PatienceParseResult {
  const text = input.trim().toLowerCase().replace(/^\/\s*/, '').replace(/\s+/g, ' ').replace(/[.!]$/, '');
  if (!text) return error('empty', {}, locale);
  const query = QUERIES.get(text);
  if (query) return { kind: 'query', query };
  const action = ACTIONS.get(text);
  if (action) return { kind: 'action', action };

  let parts = text.replace(LEADING, '').split(CONNECTOR).filter((x) => x.length > 0);
  // "4 7": two places without a connector.
  if (parts.length === 1 && resolve(text, ctx.places).length === 0) {
    const tokens = text.split(' ');
    if (tokens.length === 2 && tokens.every((t) => resolve(t, ctx.places).length > 0)) parts = tokens;
  }
  // Nothing but connectors ("->", ","), or more than two places: no move command.
  if (parts.length === 0 || parts.length > 2) return error('unknownWord', { word: text }, locale);
  const refs = parts.map((p) => ({ word: p, keys: resolve(p, ctx.places) }));
  const unknown = refs.find((r) => r.keys.length === 0);
  if (unknown) {
    // One unknown word that names no place: not a move command at all.
    return parts.length === 1 ? error('unknownWord', { word: unknown.word }, locale) : error('unknownPlace', { word: unknown.word }, locale);
  }
  if (!ctx.interactive) return error('notInteractive', {}, locale);

  const name = (keys: readonly string[]) => (keys.length === 1 ? placeName(ctx.places, keys[0]!) : keys.length ? refs.find((r) => r.keys === keys)?.word ?? '' : '');
  const ends = ctx.legalMoves.map((move) => ({ move, ...moveEnds(move, ctx.game) }));
  const src = refs[0]!.keys;
  let found: PatienceMove[];
  if (refs.length === 1) {
    found = ends.filter((e) => e.sources.some((s) => src.includes(s))).map((e) => e.move);
    if (found.length === 0) found = ends.filter((e) => e.target !== null && src.includes(e.target)).map((e) => e.move);
    if (found.length === 0) return error('noMoveFrom', { from: name(src) }, locale);
  } else {
    const dst = refs[1]!.keys;
    found = ends
      .filter(
        (e) =>
          e.target !== null &&
          ((e.sources.some((s) => src.includes(s)) && dst.includes(e.target)) || (e.symmetric && e.sources.some((s) => dst.includes(s)) && src.includes(e.target))),
      )
      .map((e) => e.move);
    if (found.length === 0) return error('noMatch', { from: name(src), to: name(dst) }, locale);
  }
  if (found.length === 1) return { kind: 'move', move: found[0]! };
  return { kind: 'ambiguous', candidates: found };
}
