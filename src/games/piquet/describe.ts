/**
 * Piquet in words, from the player's view only: events as announcements (the cut, the exchange card by
 * card, the declarations as players say them at the table with the result of each, carte blanche, pique
 * and repique, each trick with its points and the running score, cards and capot, the end of a deal
 * and of a game), the reading keys, choices and refusals. The catalogue (locales/piquet/) builds the
 * sentences; every fact comes from the engine (its events, its view, its holdings of a hand).
 */
import type { RuleViolation } from '../../engine/game.js';
import type { EarconName } from '../../announcer/earcons.js';
import { deckNamer, namedRefs, suitRef as namedSuit, type CardForm, type CardRef, type CardRefs, type DeckNamer, type SuitRef } from '../../i18n/deck-names.js';
import { wordIn } from '../../i18n/deck-words.js';
import { list, type Locale, type Who } from '../../i18n/messages.js';
import { pointOf, sequencesOf, setsOf, trickWinner } from './index.js';
import type { DeclarationPhrase, DeclaredPhrase, ScoreEntry } from './messages.js';
import type { PiquetMessages } from './texts.js';
import type { Category, DeclarationEvent, PiquetEvent, PiquetMove, PiquetView, Play, Seat } from './types.js';

export interface Words {
  readonly messages: PiquetMessages;
  readonly locale: Locale;
  /** The human player's seat. */
  readonly me: Seat;
  /** Names by seat. */
  readonly names: readonly string[];
  readonly style: 'long' | 'short';
  readonly view: PiquetView;
  /** The engine's exchange bounds for the player to move now (exchangeBounds), null outside an exchange. */
  readonly bounds: { readonly min: number; readonly max: number } | null;
}

export interface Said {
  readonly text: string;
  readonly earcon?: EarconName;
}

/** The suits of the hand in a fixed order (no trumps, Q3): clubs, diamonds, hearts, spades, as the pack. */
export const SUIT_ORDER = ['C', 'D', 'H', 'S'] as const;
export type Suit = (typeof SUIT_ORDER)[number];
const RANK_ORDER = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'];

const NAMERS = new Map<Locale, DeckNamer>();
function namer(locale: Locale): DeckNamer {
  let n = NAMERS.get(locale);
  if (!n) NAMERS.set(locale, (n = deckNamer('piquet', locale)));
  return n;
}

export const suitOf = (card: string): Suit => card.slice(-1) as Suit;
export const rankOf = (card: string): string => card.slice(0, -1);
/** 0 for the ace … 7 for the seven (Q3), for sorting high to low. */
export const rankOrder = (card: string): number => RANK_ORDER.indexOf(rankOf(card));
export const who = (w: Words, seat: Seat): Who => ({ name: w.names[seat] ?? String(seat + 1), self: seat === w.me });
export const opponent = (w: Words): Seat => 1 - w.me;
export const cardName = (w: Words, card: string): string => namer(w.locale).name(card, w.style);
export const cardNames = (w: Words, cards: readonly string[]): string => namer(w.locale).names(cards, w.style);
/** A card as the catalogue receives it (`${ref}` is cardName's). */
export const cardRef = (w: Words, card: string): CardRef => namer(w.locale).ref(card, w.style);
export const suitName = (w: Words, suit: string): string => namer(w.locale).suitWords(`A${suit}`).word;
/** The suit as a reference for the trick words (named in the case their sentence needs). */
export const suitRef = (w: Words, suit: string): SuitRef => namedSuit(suit, namer(w.locale).suitWords(`A${suit}`));
export const cardFace = (w: Words, card: string) => namer(w.locale).face(card);
const rankWord = (w: Words, card: string): string => namer(w.locale).rankWords(card).word;

/** Cards of one suit in words, high to low: "Pik Ass, König und Dame" / "ace, king and queen of spades"; the words in the form's case. */
export function suitCards(w: Words, cards: readonly string[], form: CardForm = {}): string {
  const sorted = [...cards].sort((a, b) => rankOrder(a) - rankOrder(b));
  const n = namer(w.locale);
  return w.messages.piquet.suitCards(wordIn(n.suitWords(sorted[0]!), form.case), sorted.map((c) => wordIn(n.rankWords(c), form.case)));
}

/** Cards of any suits as the catalogue receives them, said suit by suit (braille: the short names). */
export function cardRefsBySuit(w: Words, cards: readonly string[]): CardRefs {
  if (w.style === 'short') return namer(w.locale).list(cards, 'short');
  const groups = SUIT_ORDER.map((s) => cards.filter((c) => suitOf(c) === s)).filter((g) => g.length > 0);
  return namedRefs(cards.map((c) => cardRef(w, c)), (form) => groups.map((g) => suitCards(w, g, form)).join('; '));
}

/** Cards of any suits in words, suit by suit (the visual table's facts). */
export const cardsBySuit = (w: Words, cards: readonly string[]): string => String(cardRefsBySuit(w, cards));

/** Points by seat as "du 5, Anna 0": the player's own first. */
export function scoreLine(w: Words, points: readonly number[]): string {
  return w.messages.piquet.scoreLine(entries(w, points));
}

function entries(w: Words, points: readonly number[]): ScoreEntry[] {
  return [w.me, opponent(w)].map((seat) => ({ who: who(w, seat), points: points[seat] ?? 0 }));
}

function declarationPhrase(e: DeclarationEvent): DeclarationPhrase {
  if (e.none) return { category: e.category, none: true };
  if (e.category === 'point') return { category: 'point', length: e.length ?? 0, pips: e.pips ?? null };
  if (e.category === 'sequences') return { category: 'sequences', length: e.length ?? 0, top: e.top ?? 'A' };
  return { category: 'sets', count: e.count ?? 3, rank: e.rank ?? 'A' };
}

/** A sequence's name from its cards (as shown, Q23): "Terz vom Ass" / "tierce major". */
function sequenceOfCards(w: Words, cards: readonly string[]): string {
  const top = [...cards].sort((a, b) => rankOrder(a) - rankOrder(b))[0]!;
  return w.messages.piquet.sequenceName(cards.length, rankOf(top));
}

/** The events of one step as announcements, in order. */
export function describeEvents(events: readonly PiquetEvent[], w: Words): Said[] {
  const x = w.messages.piquet;
  const t = w.messages.tricks;
  const out: Said[] = [];
  const say = (text: string, earcon?: EarconName) => out.push(earcon ? { text, earcon } : { text });
  // The running score before this step: the view's, less what this step credited.
  let scores = [...w.view.scores];
  for (const e of events) if (e.type === 'score') scores[e.seat] = (scores[e.seat] ?? 0) - e.points;
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    switch (e.type) {
      case 'gameStarted':
        say(x.gameStarted(e.target));
        break;
      case 'cut':
        say(x.cut(e.cards.map((card, seat) => ({ who: who(w, seat), card: cardRef(w, card) })), e.dealer === null ? null : who(w, e.dealer)));
        break;
      case 'dealStarted':
        scores = [...e.scores];
        say(x.dealStarted(e.deal, w.view.rules.partie, who(w, e.dealer), who(w, e.elder), scoreLine(w, e.scores)));
        break;
      case 'cardsDealt':
        break;
      case 'carteBlanche':
        say(x.carteBlanche(who(w, e.seat)));
        break;
      case 'discard':
        say(x.discarded(who(w, e.seat), e.card === null ? null : cardRef(w, e.card), e.count, e.seat === w.me ? w.bounds : null));
        break;
      case 'exchange':
        say(x.exchanged(who(w, e.seat), e.count, e.left, e.seat === w.view.elder));
        break;
      case 'cardsTaken':
        if (e.cards.length) say(x.taken(cardRefsBySuit(w, e.cards)));
        break;
      case 'talonSeen':
        if (e.cards.length) say(x.talonSeen(e.seat === w.view.elder, cardRefsBySuit(w, e.cards)));
        break;
      case 'shown':
        if (e.category === 'carteBlanche') say(x.blancheShown(who(w, e.seat), cardRefsBySuit(w, e.cards)));
        else if (e.category === 'point') say(x.shown(who(w, e.seat), 'point', '', suitCards(w, e.cards)));
        else if (e.category === 'sequences') say(x.shown(who(w, e.seat), 'sequences', sequenceOfCards(w, e.cards), suitCards(w, e.cards)));
        break;
      case 'declaration':
        say(x.declaration(who(w, e.seat), declarationPhrase(e)));
        break;
      case 'answer':
        say(x.answer(who(w, e.seat), e.answer));
        break;
      case 'missingCard': {
        const card = `${e.rank}${e.suit}`;
        say(x.missingCard(who(w, e.seat), e.rank, cardRef(w, card)));
        break;
      }
      case 'noScore':
        say(x.noScore(e.category, e.reason));
        break;
      case 'score': {
        scores = [...e.scores];
        const line = scoreLine(w, e.scores);
        if (e.reason === 'repique') say(x.repique(who(w, e.seat), e.points, line), 'end');
        else if (e.reason === 'pique') say(x.pique(who(w, e.seat), e.points, line), 'end');
        else if (e.reason === 'lead' || e.reason === 'beat' || e.reason === 'lastTrick') break; // said with the card or the trick
        else say(x.scored(who(w, e.seat), e.reason, e.points, line), e.seat === w.me ? 'capture' : undefined);
        break;
      }
      case 'cardPlayed': {
        const p = who(w, e.seat);
        const c = cardRef(w, e.card);
        if (e.lead) {
          const next = events[i + 1];
          const pts = next?.type === 'score' && next.reason === 'lead' && next.seat === e.seat ? next.points : 0;
          say(pts > 0 ? x.ledScoring(p, c, pts) : t.led(p, c));
        } else {
          const led = findLead(events, i, w);
          say(led !== null && suitOf(led) !== suitOf(e.card) ? t.discarded(p, c) : t.played(p, c));
        }
        break;
      }
      case 'trick': {
        // The points of this trick for its winner (a beat, or the last trick) and the score after them.
        let pts = 0;
        let after = scores;
        for (let j = i + 1; j < events.length; j++) {
          const n = events[j]!;
          if (n.type !== 'score' || (n.reason !== 'beat' && n.reason !== 'lastTrick')) break;
          if (n.seat === e.winner) pts += n.points;
          after = [...n.scores];
        }
        const win = e.cards.find((p) => p.seat === e.winner)!;
        const text = t.trickWon(who(w, e.winner), cardRef(w, win.card), pts > 0 ? pts : null, x.scoreAfterTrick(scoreLine(w, after)));
        say(e.number === 12 ? x.lastTrickWon(text) : text, e.winner === w.me ? 'capture' : undefined);
        break;
      }
      case 'tricksCounted':
        say(x.tricksCounted(scoreLine(w, e.tricksWon), e.bonus, e.seat === null ? null : who(w, e.seat)));
        break;
      case 'dealOver':
        say(x.dealOver(scoreLine(w, e.dealScores), scoreLine(w, e.scores)));
        break;
      case 'gameOver':
        say(
          x.gameOver(e.winner === null ? null : who(w, e.winner), scoreLine(w, e.scores), e.abandoned, e.difference === undefined ? null : { difference: e.difference, units: e.worth }),
          'end',
        );
        break;
      case 'payment':
        say(x.payment(who(w, e.from), who(w, e.to), e.amount, x.unitsLine(entries(w, w.view.units))));
        break;
    }
  }
  return out;
}

/** The card led to the trick that the follower's card at `i` completes. */
function findLead(events: readonly PiquetEvent[], i: number, w: Words): string | null {
  for (let j = i - 1; j >= 0; j--) {
    const e = events[j]!;
    if (e.type === 'cardPlayed' && e.lead) return e.card;
  }
  const next = events[i + 1];
  if (next?.type === 'trick') return next.cards[0]?.card ?? null;
  return w.view.trick[0]?.card ?? null;
}

// -- reading keys ----------------------------------------------------------------------------------

export function trickPlays(w: Words, plays: readonly Readonly<Play>[]) {
  // The card winning so far: the lead alone, or the engine's winner of a complete trick (Q3, Q28).
  const win = plays.length === 2 ? trickWinner(plays) : plays.length === 1 ? plays[0]!.seat : -1;
  return plays.map((p) => ({ who: who(w, p.seat), card: cardRef(w, p.card), winning: p.seat === win, key: p.card, seat: p.seat }));
}

export function describeTrick(w: Words): string {
  const v = w.view;
  const toMove = v.phase === 'play' && v.toMove !== null ? who(w, v.toMove) : null;
  return w.messages.tricks.trickNow(Math.min(v.tricks.length + 1, 12), 12, trickPlays(w, v.trick), toMove);
}

export function describeLastTrick(w: Words): string {
  const v = w.view;
  const last = v.tricks[v.tricks.length - 1];
  if (!last) return w.messages.tricks.noTrickYet;
  return w.messages.tricks.lastTrick(v.tricks.length, trickPlays(w, last), who(w, trickWinner(last)), null);
}

/** The hand's sequences with their suit, best first (the engine's reading of the hand, Q19). */
export function sequenceNames(w: Words, hand: readonly string[]): { name: string; suit: string }[] {
  return sequencesOf(hand).map((s) => ({ name: w.messages.piquet.sequenceName(s.length, RANK_ORDER[7 - s.top]!), suit: s.suit }));
}

/** H: the hand by suit; in the exchange also its point, sequences and sets (the engine's Q18–Q21). */
export function describeHand(w: Words, suits: readonly { suit: string; cards: readonly string[] }[], holdings: boolean): string {
  const m = w.messages;
  if (suits.length === 0) return m.ui.handEmpty;
  const lines = suits.map((s) => m.tricks.suitLine(suitRef(w, s.suit), false, list(w.locale, s.cards.map((c) => rankWord(w, c)))));
  const text = `${m.ui.yourHand(w.view.hand.length)}: ${lines.join('; ')}.`;
  if (!holdings) return text;
  const hand = w.view.hand;
  const p = pointOf(hand);
  const seqs = sequenceNames(w, hand).map((s) => ({ name: s.name, suit: suitName(w, s.suit) }));
  const sets = setsOf(hand).map((s) => w.messages.piquet.setName(s.count, RANK_ORDER[7 - s.rank]!));
  return `${text} ${m.piquet.holdings(p ? { suit: suitName(w, p.suit), length: p.length, pips: p.pips } : null, seqs, sets)}`;
}

export function describeScore(w: Words): string {
  const v = w.view;
  const x = w.messages.piquet;
  return x.score(scoreLine(w, v.scores), scoreLine(w, v.dealScores), scoreLine(w, v.tricksWon), w.messages.ui.formatNow(v.rules.target, v.dealsPlayed + 1), x.unitsLine(entries(w, v.units)));
}

export function declaredPhrases(w: Words): DeclaredPhrase[] {
  return w.view.declared.map((d) => {
    const shown: string[] = [];
    if (d.category === 'point' && d.shown.length) shown.push(suitCards(w, d.shown));
    if (d.category === 'sequences') {
      // The shown cards are every sequence of the winner, one after the other, each high to low.
      for (const s of splitSequences(d.shown)) shown.push(`${sequenceOfCards(w, s)}: ${suitCards(w, s)}`);
    }
    return { category: d.category, winner: d.winner === null ? null : who(w, d.winner), points: d.points, shown, missing: d.missing.map((c) => cardRef(w, c)) };
  });
}

/** The runs of the shown sequence cards (a new run where the suit changes or the ranks do not touch). */
function splitSequences(cards: readonly string[]): string[][] {
  const out: string[][] = [];
  for (const c of cards) {
    const run = out[out.length - 1];
    const prev = run?.[run.length - 1];
    if (run && prev && suitOf(prev) === suitOf(c) && rankOrder(c) === rankOrder(prev) + 1) run.push(c);
    else out.push([c]);
  }
  return out;
}

export function describeDeclarations(w: Words): string {
  const v = w.view;
  const x = w.messages.piquet;
  if (v.declared.length === 0 && v.carteBlanche === null) return x.noDeclarationsYet;
  const opp = opponent(w);
  return x.declarations(
    v.carteBlanche === null ? null : who(w, v.carteBlanche),
    declaredPhrases(w),
    v.repique === null ? null : who(w, v.repique),
    v.pique === null ? null : who(w, v.pique),
    v.opponentKnown.length ? { who: who(w, opp), cards: cardRefsBySuit(w, v.opponentKnown) } : null,
  );
}

export function describeExchange(w: Words): string {
  const v = w.view;
  const me = w.me;
  const opp = opponent(w);
  const seen = [...new Set([...v.elderLeft, ...v.talonSeen])];
  const exchangedMe = v.takenCounts[me]! > 0 || doneExchange(v, me);
  return w.messages.piquet.exchange({
    talon: v.talonCount,
    discards: v.discards.length ? cardRefsBySuit(w, v.discards) : null,
    taken: v.taken.length ? cardRefsBySuit(w, v.taken) : null,
    seen: seen.length ? cardRefsBySuit(w, seen) : null,
    done: exchangedMe,
    opponent: who(w, opp),
    opponentTook: v.takenCounts[opp]! > 0 || doneExchange(v, opp) ? v.takenCounts[opp]! : null,
  });
}

/** Whether a seat has finished his exchange (his take is behind him), from the phase of the deal. */
function doneExchange(v: PiquetView, seat: Seat): boolean {
  if (v.phase === 'play' || v.phase === 'dealOver') return true;
  if (v.phase === 'exchange-younger') return seat === v.elder;
  if (v.phase === 'gameOver') return v.declared.length > 0 || v.tricks.length > 0 || (seat === v.elder && v.takenCounts[seat]! > 0);
  return false;
}

export function describeChoice(w: Words, m: PiquetMove): string {
  const x = w.messages.piquet;
  if (m.type === 'take') return x.choiceTake(w.view.discards.length);
  if (m.type === 'discard') return x.choiceDiscard(cardRef(w, m.card));
  return cardName(w, m.card);
}

export function describeViolation(w: Words, v: RuleViolation): string {
  const d = (v.details ?? {}) as Record<string, unknown>;
  const facts: { card?: CardRef; suit?: string; toMove?: Who; min?: number; max?: number } = {};
  if (typeof d['card'] === 'string') {
    try {
      facts.card = cardRef(w, d['card']);
    } catch {
      // Not a card of the pack: the sentence names none.
    }
  }
  if (typeof d['led'] === 'string') facts.suit = suitName(w, d['led']);
  if (typeof d['toMove'] === 'number') facts.toMove = who(w, d['toMove']);
  if (typeof d['min'] === 'number') facts.min = d['min'];
  if (typeof d['max'] === 'number') facts.max = d['max'];
  return w.messages.piquet.violation(v.code, v.rule, facts);
}

/** The categories in the order of the declarations (Q17). */
export const CATEGORIES: readonly Category[] = ['point', 'sequences', 'sets'];
