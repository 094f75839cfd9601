/**
 * The Hundertspiel in words: events as announcements, the reading keys (hand, trick, last trick,
 * score, announcements), choices and refusals — from the player's view only, with the catalogue's
 * sentences (locales/hundertspiel/, locales/tricks/). No rule is decided here: winners, playable
 * cards and amounts come from the engine.
 */
import type { RuleViolation } from '../../engine/game.js';
import type { EarconName } from '../../announcer/earcons.js';
import { deckNamer, suitRef as namedSuit, type CardRef, type CardRefs, type DeckNamer, type SuitRef } from '../../i18n/deck-names.js';
import { capitalize, list, type Locale, type Who } from '../../i18n/messages.js';
import { announcementAmount, honourPoints, partySeats, winnerIndex } from './index.js';
import type { AnnouncementPhrase, ScoreLine } from './messages.js';
import type { HundertspielMessages } from './texts.js';
import type { Announcement, HundertspielEvent, HundertspielMove, HundertspielView, Play, Seat, Suit } from './types.js';

export interface Words {
  readonly messages: HundertspielMessages;
  readonly locale: Locale;
  readonly me: Seat;
  readonly names: readonly string[];
  readonly style: 'long' | 'short';
  readonly view: HundertspielView;
  readonly games: number;
}

export interface Said {
  readonly text: string;
  readonly kind: 'event' | 'turn';
  readonly priority?: 'polite' | 'assertive';
  readonly earcon?: EarconName;
}

const NAMERS = new Map<Locale, DeckNamer>();
function namer(locale: Locale): DeckNamer {
  let n = NAMERS.get(locale);
  if (!n) NAMERS.set(locale, (n = deckNamer('trappola', locale)));
  return n;
}

export const who = (w: Words, seat: Seat): Who => ({ name: w.names[seat] ?? String(seat + 1), self: seat === w.me });
export const cardName = (w: Words, card: string): string => namer(w.locale).name(card, w.style);
export const cardNames = (w: Words, cards: readonly string[]): string => namer(w.locale).names(cards, w.style);
/** A card, and cards, as the catalogue receives them (`${ref}` is cardName's, `${refs}` cardNames'). */
export const cardRef = (w: Words, card: string): CardRef => namer(w.locale).ref(card, w.style);
export const cardRefs = (w: Words, cards: readonly string[]): CardRefs => namer(w.locale).list(cards, w.style);
export const suitName = (w: Words, suit: Suit): string => namer(w.locale).suitWords(`${suit}-A`).word;
/** The suit as a reference for the trick words (named in the case their sentence needs). */
export const suitRef = (w: Words, suit: Suit): SuitRef => namedSuit(suit, namer(w.locale).suitWords(`${suit}-A`));
export const cardFace = (w: Words, card: string) => namer(w.locale).face(card);

/** The seats of a party (4 players: partners opposite; 3: each seat its own). */
export const partyOf = (w: Words, seat: Seat): number => (w.view.rules.players === 4 ? seat % 2 : seat);

export function scoreLine(w: Words, scores: readonly number[]): string {
  const mine = partyOf(w, w.me);
  const parties = scores.map((points, p) => ({ who: partySeats(w.view.rules, p).map((s) => who(w, s)), points, mine: p === mine }));
  const line: ScoreLine = { parties: [...parties.filter((p) => p.mine), ...parties.filter((p) => !p.mine)] };
  return w.messages.hundertspiel.score(line);
}

export function announcementPhrase(w: Words, a: Readonly<Announcement>): AnnouncementPhrase {
  return { who: who(w, a.seat), kind: a.kind, dos: a.dos.map((d) => cardRef(w, d)), contra: a.contra, status: a.status };
}

/** The events of one step as announcements, in order. */
export function describeEvents(events: readonly HundertspielEvent[], w: Words): Said[] {
  const h = w.messages.hundertspiel;
  const t = w.messages.tricks;
  const out: Said[] = [];
  const say = (text: string, earcon?: EarconName) => out.push({ text, kind: 'event', ...(earcon ? { earcon } : {}) });
  const announcements = [...w.view.announcements];
  // Marks are said once per step, netted by seat.
  const marks = new Map<Seat, number>();
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    const next = events[i + 1];
    switch (e.type) {
      case 'seats': {
        const draws = e.drawn.map((card, seat) => ({ who: who(w, seat), card: cardRef(w, card) }));
        const partners = w.view.rules.players === 4 ? [0, 1].map((p) => partySeats(w.view.rules, p).map((s) => who(w, s))) : null;
        say(h.seats(draws, who(w, e.dealer), partners));
        break;
      }
      case 'dealStart':
        say(h.dealStart(who(w, e.dealer), who(w, e.vorhand), e.trump ? suitName(w, e.trump) : null, e.handSize, e.altUndNeu));
        if (e.bottom) say(h.bottomCard(cardRef(w, e.bottom)));
        break;
      case 'optIn':
        say(h.optIn(who(w, e.seat), e.agree));
        break;
      case 'altUndNeu':
        say(h.altUndNeu(e.on));
        break;
      case 'pass':
        say(h.pass(who(w, e.seat), e.phase));
        break;
      case 'bid':
        say(h.bid(who(w, e.seat), suitName(w, e.suit), e.value));
        break;
      case 'outbid':
        say(h.outbid(who(w, e.seat), cardRef(w, e.card)));
        break;
      case 'bought':
        say(h.bought(who(w, e.seat), e.cards ? cardRefs(w, e.cards) : null));
        break;
      case 'discarded':
        say(h.discarded(who(w, e.seat), e.card ? cardRef(w, e.card) : null, e.count, w.view.rules.scatSize));
        break;
      case 'trumpFixed':
        say(h.trumpFixed(suitName(w, e.suit), e.seat === null ? null : who(w, e.seat), e.value));
        break;
      case 'announced': {
        const a = announcements[e.announcement] ?? { seat: e.seat, kind: e.kind, dos: [...e.dos], contra: 0 as const, status: 'open' as const };
        say(h.announced(announcementPhrase(w, { ...a, seat: e.seat, kind: e.kind, dos: [...e.dos] })));
        break;
      }
      case 'carryOverVoid':
        say(h.carryOverVoid);
        break;
      case 'honours': {
        const score = next?.type === 'score' && next.reason === 'honours' ? next.scores : null;
        if (score) i++;
        say(h.honours(who(w, e.seat), e.rank, e.count, e.points, score ? scoreLine(w, score) : ''));
        break;
      }
      case 'contra': {
        const a = announcements[e.announcement];
        // Said against the announcement as it stood before this call: "Contra to Anna's 26", not "… 26, Contra".
        if (a) say(h.contra(who(w, e.seat), e.level as 1 | 2 | 3, { ...announcementPhrase(w, a), contra: (e.level - 1) as 0 | 1 | 2 }));
        break;
      }
      case 'playStart':
        say(h.playStart(who(w, e.leader)));
        break;
      case 'played': {
        // The first card of its trick is led (the trick is among the completed ones, or the one in progress).
        const trick = e.trick < w.view.tricks.length ? w.view.tricks[e.trick] : w.view.trick;
        const first = trick?.[0]?.card === e.card;
        say(first ? t.led(who(w, e.seat), cardRef(w, e.card)) : t.played(who(w, e.seat), cardRef(w, e.card)));
        break;
      }
      case 'trick': {
        const score = next?.type === 'score' && next.reason === 'trick' ? next.scores : null;
        if (score) i++;
        say(t.trickWon(who(w, e.winner), cardRef(w, e.winningCard), e.points, score ? scoreLine(w, score) : null), e.winner === w.me || partyOf(w, e.winner) === partyOf(w, w.me) ? 'capture' : undefined);
        break;
      }
      case 'score':
        if (e.reason === 'scat' || e.reason === 'honours') say(h.scored(e.reason, e.points, partySeats(w.view.rules, e.party).map((s) => who(w, s)), scoreLine(w, e.scores)));
        break;
      case 'missingFourth':
        say(h.missingFourth(who(w, e.seat), e.rank, suitName(w, e.suit)));
        break;
      case 'decided': {
        const a = announcements[e.announcement];
        if (a) say(h.decided(announcementPhrase(w, a), e.won));
        break;
      }
      case 'gameOver': {
        const winners = e.winner === null ? null : partySeats(w.view.rules, e.winner).map((s) => who(w, s));
        const losersMatsch = e.matsch.length > 0;
        say(h.gameOver(winners, scoreLine(w, e.scores), losersMatsch, e.then), 'end');
        break;
      }
      case 'payment':
        marks.set(e.from, (marks.get(e.from) ?? 0) - e.amount);
        marks.set(e.to, (marks.get(e.to) ?? 0) + e.amount);
        break;
      case 'out':
        say(h.out(who(w, e.seat), e.valid));
        break;
      case 'dealOver':
        if (marks.size) say(h.marks([...marks].filter(([, n]) => n !== 0).sort(([a], [b]) => a - b).map(([s, amount]) => ({ who: who(w, s), amount }))));
        marks.clear();
        say(h.dealOver(e.reason));
        break;
    }
  }
  if (marks.size) say(h.marks([...marks].filter(([, n]) => n !== 0).sort(([a], [b]) => a - b).map(([s, amount]) => ({ who: who(w, s), amount }))));
  return out;
}

/** The facts of the current trick for the zone and the T key. */
export function trickPlays(w: Words, plays: readonly Readonly<Play>[]) {
  const win = plays.length ? winnerIndex(plays, w.view.trump) : -1;
  return plays.map((p, i) => ({ who: who(w, p.seat), card: cardRef(w, p.card), winning: i === win, key: p.card, seat: p.seat }));
}

export function describeTrick(w: Words): string {
  const v = w.view;
  const plays = trickPlays(w, v.trick);
  const toMove = v.phase === 'play' && v.toMove !== null ? who(w, v.toMove) : null;
  return w.messages.tricks.trickNow(v.tricks.length + 1, v.rules.handSize, plays, toMove);
}

export function describeLastTrick(w: Words, points: number | null): string {
  const v = w.view;
  const last = v.tricks[v.tricks.length - 1];
  if (!last) return w.messages.tricks.noTrickYet;
  const plays = trickPlays(w, last);
  const winner = last[winnerIndex(last, v.trump)]!.seat;
  return w.messages.tricks.lastTrick(v.tricks.length, plays, who(w, winner), points);
}

export function describeScore(w: Words): string {
  const v = w.view;
  const h = w.messages.hundertspiel;
  // The score line is a phrase ("score: you 10, …"): here a sentence of its own.
  return `${capitalize(scoreLine(w, v.scores))}. ${h.gameState(v.gamesPlayed, w.games, v.altUndNeu)} ${h.marksLine(v.marks.map((marks, s) => ({ who: who(w, s), marks })))}`;
}

export function describeAnnouncements(w: Words): string {
  const v = w.view;
  const h = w.messages.hundertspiel;
  const parts = [h.trumpIs(v.trump ? suitName(w, v.trump) : null)];
  if (v.announcements.length === 0 && v.honours.length === 0) parts.push(h.announcementsNone);
  for (const a of v.announcements) parts.push(h.announced(announcementPhrase(w, a)));
  for (const x of v.honours) parts.push(h.honours(who(w, x.seat), x.rank, x.count, honourPoints(x.rank, x.count), ''));
  for (const d of v.disclosed) parts.push(h.disclosed(who(w, d.seat), d.rank, suitName(w, d.suit)));
  if (v.noTrump.length) parts.push(h.noTrumpSeats(v.noTrump.map((s) => who(w, s))));
  return parts.join(' ');
}

/** The hand by suit in one sentence (trumps first). */
export function describeHand(w: Words, suits: readonly { suit: Suit; cards: readonly string[] }[]): string {
  const m = w.messages;
  if (suits.length === 0) return m.ui.handEmpty;
  const rank = (card: string) => namer(w.locale).rankWords(card).word;
  return `${m.ui.yourHand(w.view.hand.length)}: ${suits.map((s) => m.tricks.suitLine(suitRef(w, s.suit), s.suit === w.view.trump, list(w.locale, s.cards.map(rank)))).join('; ')}.`;
}

/** A choice of the numbered list (announcements, Contra, bids …): what it is, worth and commits to. */
export function describeChoice(w: Words, m: HundertspielMove): string {
  const h = w.messages.hundertspiel;
  const v = w.view;
  switch (m.type) {
    case 'pass':
      return h.choicePass(v.phase);
    case 'announce': {
      const amount = announcementAmount(v.rules, { seat: w.me, kind: m.kind, dos: [...m.dos], contra: 0, status: 'open' }, v.trump);
      return h.choiceAnnounce(m.kind, cardRefs(w, m.dos), h.announceWorth(m.kind, amount));
    }
    case 'honours': {
      const count = v.hand.filter((c) => c.split('-')[1] === m.rank).length;
      return h.choiceHonours(m.rank, count, honourPoints(m.rank, count));
    }
    case 'contra': {
      const a = v.contraFor === null ? undefined : v.announcements[v.contraFor];
      if (!a) return h.choicePass(v.phase);
      const level = (a.contra + 1) as 1 | 2 | 3;
      return h.choiceContra(level, announcementPhrase(w, a), announcementAmount(v.rules, { ...a, contra: level }, v.trump));
    }
    case 'bid':
      return h.choiceBid(suitName(w, m.suit), { Sw: 1, Co: 2, Cu: 3, Ba: 4 }[m.suit]);
    case 'buy':
      return h.choiceBuy;
    case 'trump': {
      const doCard = `${m.suit}-Do`;
      return h.choiceTrump(suitName(w, m.suit), v.hand.includes(doCard) ? cardRef(w, doCard) : null);
    }
    case 'agree':
      return h.choiceAgree;
    case 'out':
      return h.choiceOut;
    case 'play':
    case 'discard':
      return cardName(w, m.card);
  }
}

/** The engine's refusal in the player's words, naming the rule. */
export function describeViolation(w: Words, v: RuleViolation): string {
  const d = (v.details ?? {}) as Record<string, unknown>;
  const facts: { card?: CardRef; suit?: string; trump?: string; toMove?: Who } = {};
  if (typeof d['card'] === 'string' && d['card'].includes('-')) facts.card = cardRef(w, d['card']);
  if (typeof d['suit'] === 'string') facts.suit = suitName(w, d['suit'] as Suit);
  if (w.view.trump) facts.trump = suitName(w, w.view.trump);
  if (typeof d['toMove'] === 'number') facts.toMove = who(w, d['toMove']);
  return w.messages.hundertspiel.violation(v.code, v.rule, facts);
}
