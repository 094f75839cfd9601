/**
 * The text command line (architecture.md §5, after lichess's blind-mode move form): typed input is
 * resolved against the legal moves only. It never guesses: an ambiguous command returns the
 * candidates, bad input an error code with a message in the player's language.
 *
 * API
 * - `parseCommand(input, locale, ctx: CommandContext): ParseResult`
 *     ctx = { legalMoves (the viewer's legal moves; [] when it is not the viewer's turn), view (or null),
 *             pack?, cardNames? (how cards are named in error messages; default french / long) }
 *   ParseResult =
 *     | { kind: 'move', move }                          exactly one legal move fits
 *     | { kind: 'ambiguous', candidates }               several fit (list them, numbered)
 *     | { kind: 'query', query: 'hand'|'table'|'status'|'captures'|'help'|'rules'|'log' }
 *     | { kind: 'action', action: 'layDown'|'hint'|'repeat'|'newGame'|'settings' }
 *     | { kind: 'error', code: CommandErrorCode, params, message(messages?) }  message() defaults to `locale`
 *   'layDown' is an action (the UI asks for confirmation first), given only when laying down is legal.
 * - Accepted in both languages whatever the UI locale, case-insensitive, extra spaces and a leading "/"
 *   tolerated:
 *     queries: hand, tisch/table, status/stand, züge/möglichkeiten/captures/moves, hilfe/help/?,
 *              regeln/rules, log/verlauf; actions: auflegen/lay down, tipp/hint, wiederholen/repeat,
 *              neue partie/new game, einstellungen/settings.
 *     moves: "<card> [nimmt|takes|:|x] <card> [und|and|,] <card>…" or the card alone ("7", "karo 7"):
 *       a card is a rank (ass/ace/a/1 … 10, bube/jack/j/b/11, dame/queen/q/d/12, könig/king/k/13),
 *       optionally with a suit word before it or "of/von" + suit after it (kreuz/clubs, pik/spades,
 *       herz/hearts, karo/diamonds; number-pack colours grün/green, gelb/yellow, rot/red, blau/blue),
 *       or a compact token: English "10h", "ac"; German "h10", "ka", "rd" (R = Karo); number pack
 *       "ro11"/"r11"; suit symbols "10♥", "♥10". A bare rank stands for any card of that rank; tokens with
 *       two readings ("kd": king of diamonds or Kreuz Dame) keep both, and the legal moves decide.
 *       The card words are the French pack's vocabulary in both languages; the reading of cards is the
 *       fishing games' shared one (src/games/fishing/command-line.ts).
 * - `describeCandidates(candidates, messages, ctx)`: the numbered texts for an ambiguous answer.
 * The words are every language's at once (locales/papillon/command-words.ts).
 */
import { papillonCommandWords } from '../../../locales/papillon/command-words.js';
import { everyLanguage, wordMap } from '../../i18n/command-words.js';
import { rankOf, type Rank } from '../../engine/cards.js';
import { matchesTakes, normalizeCommand as normalize, parseCardSpecs as parseSpecs } from '../fishing/command-line.js';
import { captureFeats, captureProblem } from './captures.js';
import type { PapillonMove, PapillonView } from './types.js';
import { cardList, cardName, cardRef, describeCapture, describeViolation, type DescribeContext } from './describe.js';
import { cardList as refList, cardRef as namedRef, type CardRef } from '../../i18n/deck-names.js';
import { rankRefOf } from '../../i18n/cards.js';
import type { CardStyle, Locale, Pack } from '../../i18n/messages.js';
import type { CommandAction, CommandErrorCode, CommandQuery, PapillonMessages } from './messages.js';
import { papillonMessages } from './texts.js';

export type { CommandAction, CommandQuery };
/** 'illegal': the typed capture breaks a rule, explained like an engine violation. */
export type CommandLineErrorCode = CommandErrorCode | 'illegal';

export interface CommandContext {
  readonly legalMoves: readonly PapillonMove[];
  readonly view: PapillonView | null;
  readonly pack?: Pack;
  readonly cardNames?: CardStyle;
}

export interface CommandErrorParams {
  /** The word that was not understood. */
  readonly word?: string;
  /** The hand card named (engine notation), when it was one card. */
  readonly card?: string;
  /** The rank named, when the card was given by rank alone. */
  readonly rank?: Rank;
  /** The table cards named: one entry per named card, each the cards it may stand for. */
  readonly taken?: readonly (readonly string[])[];
  /** For 'illegal': the rule broken, as from the engine. */
  readonly violation?: { readonly rule: string; readonly code: string; readonly details: Readonly<Record<string, unknown>> };
}

export type ParseResult =
  | { readonly kind: 'move'; readonly move: PapillonMove }
  | { readonly kind: 'ambiguous'; readonly candidates: readonly PapillonMove[] }
  | { readonly kind: 'query'; readonly query: CommandQuery }
  | { readonly kind: 'action'; readonly action: CommandAction }
  | {
      readonly kind: 'error';
      readonly code: CommandLineErrorCode;
      readonly params: CommandErrorParams;
      /** The error in words; defaults to the locale given to parseCommand. */
      message(messages?: PapillonMessages): string;
    };

// ---------------------------------------------------------------------------------------------
// Vocabulary (every language at once)

const WORDS = everyLanguage(papillonCommandWords);
/** The reading words of every language, and "?" for help. */
const QUERIES: ReadonlyMap<string, CommandQuery> = new Map([...wordMap(WORDS.map((w) => w.queries)), ['?', 'help']]);
const ACTIONS = wordMap(WORDS.map((w) => w.actions));

// ---------------------------------------------------------------------------------------------

function describeCtx(messages: PapillonMessages, ctx: CommandContext): DescribeContext {
  return {
    messages,
    me: ctx.view?.viewer ?? null,
    names: [],
    verbosity: 'normal',
    cardNames: ctx.cardNames ?? 'long',
    pack: ctx.pack ?? 'french',
    payments: 'total',
  };
}

function errorResult(code: CommandLineErrorCode, params: CommandErrorParams, locale: Locale, ctx: CommandContext): ParseResult {
  return {
    kind: 'error',
    code,
    params,
    message: (messages = papillonMessages(locale)) => errorText(code, params, messages, ctx),
  };
}

function errorText(code: CommandLineErrorCode, p: CommandErrorParams, messages: PapillonMessages, ctx: CommandContext): string {
  const e = messages.commandLine.errors;
  const dctx = describeCtx(messages, ctx);
  const pack = dctx.pack;
  /** The named hand card: the card, or a rank typed alone (any card of it: "eine Sieben" / "a seven"). */
  const rankRef = (rank: Rank): CardRef => rankRefOf(rank, { messages, pack });
  const named = (): CardRef => (p.card ? cardRef(p.card, dctx) : p.rank ? rankRef(p.rank) : namedRef('', 'n', false, () => ''));
  switch (code) {
    case 'empty':
      return e.empty;
    case 'unknownWord':
      return e.unknownWord({ word: p.word ?? '' });
    case 'badCard':
      return e.badCard({ word: p.word ?? '' });
    case 'notYourTurn':
      return e.notYourTurn;
    case 'notInHand':
      return e.notInHand({ card: named() });
    case 'noCapture':
      return e.noCapture({ card: named() });
    case 'mustLayDown':
      return e.mustLayDown;
    case 'mustCapture':
      return e.mustCapture;
    case 'noMatch': {
      const taken = refList(messages.locale, (p.taken ?? []).map((cards) => (cards.length === 1 ? cardRef(cards[0]!, dctx) : rankRef(rankOf(cards[0]!)))));
      return e.noMatch({ card: named(), taken });
    }
    case 'illegal':
      return p.violation ? describeViolation(p.violation, dctx) : e.noMatch({ card: named(), taken: refList(messages.locale, []) });
  }
}

export function parseCommand(input: string, locale: Locale, ctx: CommandContext): ParseResult {
  const text = normalize(input);
  if (text === '') return errorResult('empty', {}, locale, ctx);
  const query = QUERIES.get(text);
  if (query) return { kind: 'query', query };
  const action = ACTIONS.get(text);
  if (action) {
    if (action !== 'layDown') return { kind: 'action', action };
    if (ctx.legalMoves.length === 0) return errorResult('notYourTurn', {}, locale, ctx);
    if (ctx.legalMoves.some((m) => m.type === 'layDown')) return { kind: 'action', action };
    return errorResult('mustCapture', {}, locale, ctx);
  }

  const parsed = parseSpecs(text.split(' '));
  if ('bad' in parsed) return errorResult(parsed.cardLike ? 'badCard' : 'unknownWord', { word: parsed.bad }, locale, ctx);
  const [played, ...takeSpecs] = parsed.specs;
  if (!played) return errorResult('unknownWord', { word: text }, locale, ctx);

  const legal = ctx.legalMoves;
  if (legal.length === 0) return errorResult('notYourTurn', {}, locale, ctx);
  const captures = legal.filter((m): m is Extract<PapillonMove, { type: 'capture' }> => m.type === 'capture');
  const hand = ctx.view?.hand ?? [...new Set(captures.map((m) => m.card))];
  const inHand = played.cards.filter((c) => hand.includes(c));
  const one = inHand.length === 1 ? inHand[0]! : played.cards.length === 1 ? played.cards[0]! : undefined;
  const namedCard: CommandErrorParams = one !== undefined ? { card: one } : played.rank ? { rank: played.rank } : {};
  if (inHand.length === 0) return errorResult('notInHand', namedCard, locale, ctx);
  if (captures.length === 0) return errorResult('mustLayDown', namedCard, locale, ctx);

  const candidates = captures.filter((m) => inHand.includes(m.card) && matchesTakes(m.take, takeSpecs));
  if (candidates.length === 1) return { kind: 'move', move: candidates[0]! };
  if (candidates.length > 1) return { kind: 'ambiguous', candidates };

  if (takeSpecs.length === 0) return errorResult('noCapture', namedCard, locale, ctx);
  // Named cards that are on the table once each: explain with the rule the capture breaks.
  const view = ctx.view;
  if (view && inHand.length === 1) {
    const onTable = takeSpecs.map((sp) => sp.cards.filter((c) => view.table.includes(c)));
    const missing = takeSpecs.flatMap((sp, k) => (onTable[k]!.length === 0 && sp.cards.length === 1 ? sp.cards : []));
    if (missing.length) {
      return errorResult('illegal', { ...namedCard, violation: { rule: 'P19', code: 'notOnTable', details: { cards: missing } } }, locale, ctx);
    }
    if (onTable.every((c) => c.length === 1)) {
      const take = onTable.map((c) => c[0]!);
      const p = new Set(take).size === take.length ? captureProblem(inHand[0]!, take, view.rules) : null;
      if (p) return errorResult('illegal', { ...namedCard, violation: { rule: p.rule, code: p.code, details: { card: inHand[0]!, take } } }, locale, ctx);
    }
  }
  return errorResult('noMatch', { ...namedCard, taken: takeSpecs.map((s) => s.cards) }, locale, ctx);
}

/** Texts for the numbered candidate list of an ambiguous command (each names its hand card). */
export function describeCandidates(candidates: readonly PapillonMove[], messages: PapillonMessages, ctx: CommandContext & { names?: readonly string[] }): string[] {
  const dctx = { ...describeCtx(messages, ctx), names: ctx.names ?? [] };
  const view = ctx.view;
  return candidates.map((m) => {
    if (m.type !== 'capture') return messages.ui.layDown;
    if (!view) return `${cardName(m.card, dctx)}: ${cardList(m.take, dctx)}`;
    const feats = captureFeats(m.card, m.take, view.table.length, view.finalRound, view.rules);
    return describeCapture(m, feats, { ...dctx, rules: view.rules, names: ctx.names ?? view.handCounts.map(() => '') }, true);
  });
}
