/**
 * Whist in words, from the player's view only: events as announcements, the reading keys, choices and
 * refusals. The engine counts seats; people are named by the player sitting there (view.seats).
 */
import type { RuleViolation } from '../../engine/game.js';
import type { EarconName } from '../../announcer/earcons.js';
import { suitRef as namedSuit, type CardRef, type CardRefs, type SuitRef } from '../../i18n/deck-names.js';
import { frenchNamer } from '../tricks/describe.js';
import { list, type Locale, type Who } from '../../i18n/messages.js';
import { sideOf, sideSeats } from '../tricks/partnership.js';
import { trickWinner } from './index.js';
import type { SidePhrase } from './messages.js';
import type { WhistMessages } from './texts.js';
import type { Play, Suit, WhistEvent, WhistMove, WhistView } from './types.js';

export interface Words {
  readonly messages: WhistMessages;
  readonly locale: Locale;
  /** The human player (not a seat). */
  readonly me: number;
  /** Names by player. */
  readonly names: readonly string[];
  readonly style: 'long' | 'short';
  readonly view: WhistView;
}

export interface Said {
  readonly text: string;
  readonly earcon?: EarconName;
}

const namer = frenchNamer;

export const playerWho = (w: Words, player: number): Who => ({ name: w.names[player] ?? String(player + 1), self: player === w.me });
/** The person at a seat. */
export const who = (w: Words, seat: number): Who => playerWho(w, w.view.seats[seat] ?? seat);
export const cardName = (w: Words, card: string): string => namer(w.locale).name(card, w.style);
export const cardNames = (w: Words, cards: readonly string[]): string => namer(w.locale).names(cards, w.style);
/** A card, and cards, as the catalogue receives them (`${ref}` is cardName's, `${refs}` cardNames'). */
export const cardRef = (w: Words, card: string): CardRef => namer(w.locale).ref(card, w.style);
export const cardRefs = (w: Words, cards: readonly string[]): CardRefs => namer(w.locale).list(cards, w.style);
export const suitName = (w: Words, suit: Suit): string => namer(w.locale).suitWords(`A${suit}`).word;
/** The suit as a reference for the trick words (named in the case their sentence needs). */
export const suitRef = (w: Words, suit: Suit): SuitRef => namedSuit(suit, namer(w.locale).suitWords(`A${suit}`));
export const cardFace = (w: Words, card: string) => namer(w.locale).face(card);

export const mySeat = (w: Words): number => w.view.viewer;
export const mySide = (w: Words): number => sideOf(mySeat(w));
export const sidePhrase = (w: Words, side: number): SidePhrase => ({ mine: side === mySide(w), who: sideSeats(side).map((s) => who(w, s)) });
/** "ihr 4, sie 2": by side, the player's first. */
export const pair = (w: Words, bySide: readonly number[]): string => w.messages.whist.pair(bySide[mySide(w)] ?? 0, bySide[1 - mySide(w)] ?? 0);

export function describeEvents(events: readonly WhistEvent[], w: Words): Said[] {
  const x = w.messages.whist;
  const t = w.messages.tricks;
  const out: Said[] = [];
  const say = (text: string, earcon?: EarconName) => out.push(earcon ? { text, earcon } : { text });
  for (const e of events) {
    switch (e.type) {
      case 'rubberStarted':
        say(x.rubberStarted(e.rubber, w.view.rules.rubbers));
        break;
      case 'drawCard':
        say(x.drew(playerWho(w, e.player), cardRef(w, e.card)));
        break;
      case 'drawTie':
        say(x.drawTie(e.players.map((p) => playerWho(w, p)), e.purpose));
        break;
      case 'sidesFormed': {
        const mine = e.sides.find((s) => s.includes(w.me)) ?? [];
        const theirs = e.sides.find((s) => !s.includes(w.me)) ?? [];
        say(x.sidesFormed(mine.map((p) => playerWho(w, p)), theirs.map((p) => playerWho(w, p)), playerWho(w, e.dealer)));
        break;
      }
      case 'dealStarted':
        say(x.dealStarted(e.deal, who(w, e.dealer), who(w, e.eldest), pair(w, e.scores), pair(w, e.gamesWon)));
        break;
      case 'turnUp':
        say(x.turnUp(who(w, e.dealer), cardRef(w, e.card), suitName(w, e.trump)));
        break;
      case 'turnUpTakenUp':
        say(x.turnUpTakenUp(who(w, e.dealer), cardRef(w, e.card)));
        break;
      case 'cardPlayed': {
        const p = who(w, e.seat);
        const c = cardRef(w, e.card);
        say(e.kind === 'lead' ? t.led(p, c) : e.kind === 'trump' ? t.trumped(p, c) : e.kind === 'discard' ? t.discarded(p, c) : t.played(p, c));
        break;
      }
      case 'trickWon':
        say(t.trickWon(who(w, e.seat), cardRef(w, e.card), null, x.tricksAfterTrick(pair(w, e.won))), sideOf(e.seat) === mySide(w) ? 'capture' : undefined);
        break;
      case 'callMade':
        say(x.callMade(who(w, e.seat), e.auto));
        break;
      case 'callAnswered':
        say(x.callAnswered(who(w, e.seat), e.answer === 'yes'));
        break;
      case 'honoursShown':
        say(x.honoursShown(sidePhrase(w, e.side), e.cards.flatMap((cs, seat) => (cs.length ? [{ who: who(w, seat), cards: cardRefs(w, cs) }] : []))));
        break;
      case 'claimMade':
        say(x.claimMade(who(w, e.seat), e.tricks));
        break;
      case 'dealEnded':
        say(x.dealEnded(e.reason, pair(w, e.won)));
        break;
      case 'tricksScored':
        say(x.tricksScored(sidePhrase(w, e.side), e.tricks, e.points, pair(w, e.scores)));
        break;
      case 'honoursScored':
        say(x.honoursScored(sidePhrase(w, e.side), e.honours, e.points, pair(w, e.scores)));
        break;
      case 'honoursNotScored':
        say(x.honoursNotScored(e.side === null ? null : sidePhrase(w, e.side), e.reason));
        break;
      case 'slamMade':
        say(x.slamMade(sidePhrase(w, e.side), e.kind, e.points));
        break;
      case 'gameWon':
        say(x.gameWon(sidePhrase(w, e.side), e.name, e.value, pair(w, e.scores), pair(w, e.gamesWon)), 'end');
        break;
      case 'rubberWon':
        say(x.rubberWon(sidePhrase(w, e.side), e.net), 'end');
        break;
      case 'ledger':
        say(x.ledger(e.total.map((total, p) => ({ who: playerWho(w, p), change: e.change[p] ?? 0, total }))));
        break;
      case 'sessionOver':
      case 'cut':
      case 'handDealt':
        break;
    }
  }
  return out;
}

export function trickPlays(w: Words, plays: readonly Readonly<Play>[]) {
  const win = plays.length ? trickWinner(plays, w.view.trump) : -1;
  return plays.map((p, i) => ({ who: who(w, p.seat), card: cardRef(w, p.card), winning: i === win, key: p.card, seat: p.seat }));
}

export function describeTrick(w: Words): string {
  const v = w.view;
  const toMove = v.phase === 'play' && v.toMove !== null ? who(w, v.toMove) : null;
  return w.messages.tricks.trickNow(Math.min(v.tricks.length + 1, 13), 13, trickPlays(w, v.trick), toMove);
}

export function describeLastTrick(w: Words): string {
  const v = w.view;
  const last = v.tricks[v.tricks.length - 1];
  if (!last) return w.messages.tricks.noTrickYet;
  return w.messages.tricks.lastTrick(v.tricks.length, trickPlays(w, last), who(w, last[trickWinner(last, v.trump)]!.seat), null);
}

export function describeScore(w: Words): string {
  const v = w.view;
  const gamesWon = [0, 1].map((side) => v.games.filter((g) => g.winner === side).length);
  const ledger = v.ledger.map((total, p) => ({ who: playerWho(w, p), change: null, total }));
  return `${w.messages.whist.score(pair(w, v.scores), pair(w, gamesWon), pair(w, v.won))} ${w.messages.whist.ledger(ledger)}`;
}

export function describeTrump(w: Words): string {
  const v = w.view;
  return `${w.messages.whist.trumpIs(suitName(w, v.trump), cardRef(w, v.turnUp), who(w, v.dealer), v.turnUpOnTable)} ${w.messages.whist.calls(v.calls.map((c) => ({ who: who(w, c.seat), answer: c.answer })))}`;
}

export function describeHand(w: Words, suits: readonly { suit: Suit; cards: readonly string[] }[]): string {
  const m = w.messages;
  if (suits.length === 0) return m.ui.handEmpty;
  const rank = (card: string) => namer(w.locale).rankWords(card).word;
  return `${m.ui.yourHand(w.view.hand.length)}: ${suits.map((s) => m.tricks.suitLine(suitRef(w, s.suit), s.suit === w.view.trump, list(w.locale, s.cards.map(rank)))).join('; ')}.`;
}

export function describeChoice(w: Words, m: WhistMove): string {
  if (m.type === 'call') return w.messages.whist.choiceCall;
  if (m.type === 'claim') return w.messages.whist.choiceClaim;
  return cardName(w, m.card);
}

export function describeViolation(w: Words, v: RuleViolation): string {
  const d = (v.details ?? {}) as Record<string, unknown>;
  const facts: { card?: CardRef; suit?: string; toMove?: Who } = {};
  if (typeof d['card'] === 'string') facts.card = cardRef(w, d['card']);
  const led = w.view.trick[0]?.card;
  if (v.code === 'MUST_FOLLOW_SUIT' && led) facts.suit = suitName(w, led.slice(-1) as Suit);
  if (typeof d['toMove'] === 'number') facts.toMove = who(w, d['toMove']);
  return w.messages.whist.violation(v.code, v.rule, facts);
}
