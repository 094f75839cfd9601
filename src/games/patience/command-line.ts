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
 */
import type { PatienceId, PatienceMove } from './index.js';
import type { Locale } from '../../i18n/messages.js';
import { patienceMessages, type PatienceMessages } from './texts.js';
import { moveEnds, placeName, type Place } from './places.js';

export type PatienceQuery = 'status' | 'foundations' | 'moves' | 'table' | 'help' | 'rules' | 'log';
export type PatienceAction = 'step' | 'run' | 'stop' | 'undo' | 'redo' | 'hint' | 'endStage' | 'repeat' | 'newGame' | 'settings';
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

const QUERIES: Readonly<Record<string, PatienceQuery>> = {
  stand: 'status', status: 'status', vorrat: 'status', stock: 'status', talon: 'status', s: 'status',
  ablagen: 'foundations', ablage: 'foundations', foundations: 'foundations', foundation: 'foundations', f: 'foundations',
  'züge': 'moves', zuege: 'moves', moves: 'moves', liste: 'moves', list: 'moves', m: 'moves', 'legal moves': 'moves', 'erlaubte züge': 'moves',
  tisch: 'table', table: 'table', alles: 'table', t: 'table', 'alles vorlesen': 'table', 'read all': 'table',
  hilfe: 'help', help: 'help', '?': 'help', regeln: 'rules', rules: 'rules', log: 'log', verlauf: 'log', spielverlauf: 'log',
};

const ACTIONS: Readonly<Record<string, PatienceAction>> = {
  zug: 'step', schritt: 'step', weiter: 'step', 'nächster zug': 'step', step: 'step', next: 'step', n: 'step',
  alle: 'run', 'alle züge': 'run', 'bis zum ende': 'run', run: 'run', 'run to the end': 'run', 'run to end': 'run', a: 'run',
  stopp: 'stop', stop: 'stop', anhalten: 'stop', halt: 'stop',
  'rückgängig': 'undo', rueckgaengig: 'undo', 'zurück': 'undo', zurueck: 'undo', undo: 'undo', u: 'undo',
  wiederherstellen: 'redo', redo: 'redo',
  tipp: 'hint', hint: 'hint',
  'stufe beenden': 'endStage', stufe: 'endStage', 'end stage': 'endStage', 'end the stage': 'endStage', e: 'endStage',
  wiederholen: 'repeat', repeat: 'repeat', r: 'repeat',
  'neues spiel': 'newGame', neu: 'newGame', 'new game': 'newGame', 'neue partie': 'newGame', spielauswahl: 'newGame', chooser: 'newGame', 'choose a game': 'newGame',
  einstellungen: 'settings', settings: 'settings', o: 'settings',
};

const CONNECTOR = /\s+(?:auf|nach|zu|an|in|to|onto|on|into|und|and|mit|with)\s+|\s*(?:->|→|>|\+|,)\s*/;

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
  const query = QUERIES[text];
  if (query) return { kind: 'query', query };
  const action = ACTIONS[text];
  if (action) return { kind: 'action', action };

  let parts = text.split(CONNECTOR).filter((x) => x.length > 0);
  // "4 7": two places without a connector.
  if (parts.length === 1 && resolve(text, ctx.places).length === 0) {
    const tokens = text.split(' ');
    if (tokens.length === 2 && tokens.every((t) => resolve(t, ctx.places).length > 0)) parts = tokens;
  }
  if (parts.length > 2) return error('unknownWord', { word: text }, locale);
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
