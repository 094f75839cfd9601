/**
 * Tarok in words, from the player's view only: events as announcements (each said once), the reading
 * keys (the hand with the taroks first, the trick, the last trick, the table's money and en deux's
 * party, the game, the auction now, the order of the cards), the choices and refusals naming their
 * rule. Winners, the lead after a Sky, the Skat's rules and the legal moves come from the engine
 * (trickWinner, ledCard, the legal moves); nothing here decides a rule.
 */
import type { RuleViolation } from '../../engine/game.js';
import type { EarconName } from '../../announcer/earcons.js';
import { deckNamer, suitRef as namedSuit, type CardRef, type CardRefs, type DeckNamer, type SuitRef } from '../../i18n/deck-names.js';
import { capitalize, list, type Locale, type Who } from '../../i18n/messages.js';
import { groupBySuit, type SuitGroup } from '../tricks/hand.js';
import { lastTrickText, meFirst, seatWho, trickNowText, trickPhrases } from '../tricks/describe.js';
import { CALLS, isTarok, ledCard, resolveRules, SKY, skyWent, strengthOf, suitOf, trickWinner } from './index.js';
import type { PaymentPhrase, TarokMessages } from './messages.js';
import type { Game, Play, TarokEvent, TarokMove, TarokRules, TarokView } from './types.js';

export interface Words {
  readonly messages: TarokMessages;
  readonly locale: Locale;
  /** The player's seat. */
  readonly me: number;
  readonly names: readonly string[];
  readonly style: 'long' | 'short';
  readonly view: TarokView;
  /** The words of an earlier step (a table with friends rejoined): what only a view of then could say is left out. */
  readonly history?: boolean;
}

export interface Said {
  readonly text: string;
  readonly earcon?: EarconName;
}

/** The hand's groups: the taroks (T) first, then the four suits. */
export type TarokSuit = 'T' | 'S' | 'H' | 'D' | 'C';
export const SUITS: readonly TarokSuit[] = ['T', 'S', 'H', 'D', 'C'];

const NAMERS = new Map<Locale, DeckNamer>();
function namer(locale: Locale): DeckNamer {
  let n = NAMERS.get(locale);
  if (!n) NAMERS.set(locale, (n = deckNamer('tarock', locale)));
  return n;
}

const RULES = new Map<string, TarokRules>();
/** The rules in force, from the view's options (the engine's resolveRules). */
export function rulesOf(v: Pick<TarokView, 'options'>): TarokRules {
  const key = JSON.stringify(v.options);
  let r = RULES.get(key);
  if (!r) RULES.set(key, (r = resolveRules(v.options)));
  return r;
}

export const who = (w: Words, seat: number): Who => seatWho(w, seat);
export const cardName = (w: Words, card: string): string => namer(w.locale).name(card, w.style);
export const cardNames = (w: Words, cards: readonly string[]): string => namer(w.locale).names(cards, w.style);
/** A card as the catalogue receives it (`${ref}` is cardName's). */
export const cardRef = (w: Words, card: string): CardRef => namer(w.locale).ref(card, w.style);
/** Cards as the catalogue receives them (`${refs}` is cardNames'). */
export const cardRefs = (w: Words, cards: readonly string[]): CardRefs => namer(w.locale).list(cards, w.style);
export const cardFace = (w: Words, card: string) => namer(w.locale).face(card);
const rankWord = (w: Words, card: string): string => namer(w.locale).rankWords(card).word;
/** A suit's name; the taroks' group is "Taroks". */
export const suitName = (w: Words, suit: TarokSuit): string => String(suitRef(w, suit));
/** A suit as a reference for the trick words and the refusals; the taroks as a group by the catalogue's name and its cases ("nie masz taroków"). */
export const suitRef = (w: Words, suit: TarokSuit): SuitRef =>
  suit === 'T' ? namedSuit('T', { word: w.messages.tarok.taroksName, cases: w.messages.tarok.taroksCases }) : namedSuit(suit, namer(w.locale).suitWords(`${suit}-K`));
export const gameName = (w: Words, g: Game): string => w.messages.tarok.gameName(g);

/** The hand's sort: the Sky first among the taroks (named on its own), then XXI down to the Pagat; each suit high to low (T2: red pips reversed). */
const handRank = (c: string): number => (c === SKY ? -1000 : -strengthOf(c));

/** A hand by group, the taroks first (T3), each suit in its own order (T2). */
export function groupsOf(cards: readonly string[]): SuitGroup<TarokSuit>[] {
  return groupBySuit(cards, 'T', SUITS, (c) => suitOf(c) as TarokSuit, handRank);
}

/** My hand (the view's). */
export const myHand = (w: Words): readonly string[] => w.view.hands[w.me] ?? [];

/** A group's cards in words: the taroks with the Sky named on its own ("Sküs; Mond, Zwanzig und Pagat"). */
function groupWords(w: Words, cards: readonly string[]): string {
  const sky = cards.includes(SKY);
  const rest = list(w.locale, cards.filter((c) => c !== SKY).map((c) => rankWord(w, c)));
  return sky ? (rest ? `${rankWord(w, SKY)}; ${rest}` : rankWord(w, SKY)) : rest;
}

/** A hand by group in words, for H and the hand laid. */
export function handBySuit(w: Words, cards: readonly string[]): string {
  return groupsOf(cards)
    .map((g) => w.messages.tricks.suitLine(suitRef(w, g.suit), false, groupWords(w, g.cards)))
    .join('; ');
}

/** H: my hand by group, the taroks first. */
export function describeHand(w: Words): string {
  const hand = myHand(w);
  if (hand.length === 0) return w.messages.ui.handEmpty;
  return `${w.messages.ui.yourHand(hand.length)}: ${handBySuit(w, hand)}.`;
}

export function trickPlays(w: Words, plays: readonly Readonly<Play>[]) {
  const at = winnerSoFar(plays);
  return trickPhrases(w, plays, at === null ? -1 : plays.findIndex((p) => p.seat === at), (c) => cardRef(w, c));
}

/** The seat winning the cards so far (T24); null while only the Sky lies. */
function winnerSoFar(plays: readonly Readonly<Play>[]): number | null {
  return ledCard(plays) === null ? null : trickWinner(plays);
}

export function describeTrick(w: Words): string {
  const v = w.view;
  const toMove = v.phase === 'play' ? v.toMove : null;
  const at = winnerSoFar(v.trick);
  return trickNowText(w.messages.tricks, w, { done: v.tricks.length, of: 25, trick: v.trick, winner: at === null ? -1 : v.trick.findIndex((p) => p.seat === at), toMove, name: (c) => cardRef(w, c) });
}

export function describeLastTrick(w: Words): string {
  return lastTrickText(w.messages.tricks, w, { tricks: w.view.tricks, winner: (t) => t.findIndex((p) => p.seat === trickWinner(t)), name: (c) => cardRef(w, c) });
}

/** Tricks by seat, the player first. */
export function tricksLine(w: Words, won: readonly number[]): string {
  return w.messages.tarok.tricksLine(meFirst(w, won.length).map((s) => ({ who: who(w, s), n: won[s] ?? 0 })));
}

const isOver = (v: Pick<TarokView, 'phase'>): boolean => v.phase === 'dealOver' || v.phase === 'partyOver' || v.phase === 'sessionOver';

/** The deal of the session now (1-based), and how many the session has (en deux: unknown, 0). */
export function dealNumber(v: TarokView): { n: number; of: number } {
  const r = rulesOf(v);
  const of = r.form === 'deux' ? 0 : r.tours * r.players;
  const n = Math.max(1, v.dealsPlayed + (isOver(v) ? 0 : 1));
  return { n: of ? Math.min(n, of) : n, of };
}

/** The seat that lays the Skat now or laid it (T10, TL7, TL16); null before the new method's auction is over. */
export function layerOf(v: TarokView): number | null {
  const r = rulesOf(v);
  if (r.form === 'lomber' && r.method === 'new') return v.phase === 'auction' ? null : v.declarer;
  return v.dealer;
}

/** Z: the balances, en deux's party (the distance to 100, the 50 line; left out where the deal's score has just said it), the deal of the session. */
export function describeTable(w: Words, party = true): string {
  const v = w.view;
  const x = w.messages.tarok;
  const parts = [x.balances(meFirst(w, v.balances.length).map((s) => ({ who: who(w, s), balance: v.balances[s]! })))];
  if (v.scores && party) parts.push(x.partyNow(meFirst(w, v.scores.length).map((s) => ({ who: who(w, s), score: v.scores![s]! }))));
  const d = dealNumber(v);
  if (d.of) parts.push(`${capitalize(w.messages.ui.dealOf(d.n, d.of))}.`);
  else parts.push(`${capitalize(w.messages.ui.partyOf(v.partiesPlayed + (v.phase === 'partyOver' || v.phase === 'sessionOver' ? 0 : 1), rulesOf(v).parties))}.`);
  return parts.join(' ');
}

/** The announcements of the deal (T14–T19), counts only. */
export function announcementLines(w: Words): string[] {
  const v = w.view;
  if (!v.announcements) return [];
  const dealerFirst = Array.from({ length: v.announcements.length }, (_, i) => (v.dealer + i) % v.announcements!.length);
  return dealerFirst.map((s) => w.messages.tarok.announced({ who: who(w, s), ...v.announcements![s]! }));
}

/** The calls of the deal (TL14, TL17): the card, who handed it over, the card given back when I am one of the two. */
function callWords(w: Words) {
  return w.view.calls.map((c) => ({ card: cardRef(w, c.card), from: c.from === null ? null : who(w, c.from), returned: c.returned ? cardRef(w, c.returned) : null }));
}

/** B: the auction now (Taroklomber), or its outcome. */
export function describeBid(w: Words): string {
  const v = w.view;
  const x = w.messages.tarok;
  if (rulesOf(v).form !== 'lomber') return x.noAuction;
  if (v.phase === 'auction') {
    const passed = v.auction.filter((a) => a.move === 'pass').map((a) => who(w, a.seat));
    return x.auctionNow(v.game ? gameName(w, v.game) : null, v.declarer === null ? null : who(w, v.declarer), passed, v.toMove === null ? null : who(w, v.toMove));
  }
  return x.gameNow(v.declarer === null ? null : who(w, v.declarer), v.game ? gameName(w, v.game) : null, callWords(w));
}

/** A: the form, the announcements (or the auction and the calls), the Skat where I may see it, the tricks. */
export function describeGame(w: Words): string {
  const v = w.view;
  const x = w.messages.tarok;
  const r = rulesOf(v);
  const parts = [`${x.formName(r.form, r.method)}.`];
  if (r.form === 'lomber') parts.push(describeBid(w));
  else parts.push(v.announcements ? announcementLines(w).join(' ') : x.announcementsNone);
  const layer = layerOf(v);
  if (v.skat && v.skat.length > 0) parts.push(x.mySkat(cardRefs(w, v.skat), layer === null ? null : who(w, layer)));
  if (v.phase === 'play' || (isOver(v) && v.outcome !== 'passed')) parts.push(`${capitalize(tricksLine(w, v.won))}.`);
  return parts.join(' ');
}

/** The events of one step as announcements, in order (each said once). */
export function describeEvents(events: readonly TarokEvent[], w: Words): Said[] {
  const x = w.messages.tarok;
  const t = w.messages.tricks;
  const v = w.view;
  const r = rulesOf(v);
  const out: Said[] = [];
  const say = (text: string, earcon?: EarconName) => out.push(earcon ? { text, earcon } : { text });
  let payments: PaymentPhrase[] = [];
  const flush = () => {
    if (payments.length) say(x.payments(payments));
    payments = [];
  };
  for (const e of events) {
    switch (e.type) {
      case 'dealStarted': {
        const of = r.form === 'deux' ? 0 : r.tours * r.players;
        const newMethod = r.form === 'lomber' && r.method === 'new';
        say(x.dealStarted({ deal: e.deal, of, dealer: who(w, e.dealer), eldest: who(w, e.eldest), form: r.form, method: r.method, layer: newMethod ? null : who(w, e.dealer) }));
        // T2: the order of the red pips, said once in the sitting (E says it again).
        if (e.deal === 1) say(x.order);
        break;
      }
      case 'skatCard': {
        // How many lie now: mine by its place in the Skat I see, another's by the Skat's size.
        const mine = e.seat === w.me && e.card !== null;
        const n = mine && v.skat ? v.skat.indexOf(e.card!) + 1 : v.skatSize;
        say(x.skatCard(who(w, e.seat), mine ? cardRef(w, e.card!) : null, n));
        break;
      }
      case 'skatLaid':
        say(x.skatLaid(who(w, e.seat)));
        break;
      case 'announced':
        say(x.announced({ who: who(w, e.seat), taroks: e.taroks, matadors: e.matadors, whole: e.whole, half: e.half, skied: e.skied, kings: e.kings, points: e.points }));
        break;
      case 'bid':
        say(x.bid(who(w, e.seat), gameName(w, e.game)));
        break;
      case 'hold':
        say(x.hold(who(w, e.seat), gameName(w, e.game)));
        break;
      case 'pass':
        say(x.passed(who(w, e.seat)));
        break;
      case 'auctionWon':
        say(x.auctionWon(who(w, e.seat), gameName(w, e.game), CALLS[e.game], r.method === 'new'), e.seat === w.me ? 'turn' : undefined);
        break;
      case 'allPassed': {
        const each = events.find((k) => k.type === 'payment' && k.reason === 'aPersonne');
        say(x.allPassed(who(w, (v.dealer + 1) % r.players), each && each.type === 'payment' ? each.amount : r.aPersonne));
        break;
      }
      case 'skatTaken': {
        const cards = e.seat === w.me && e.cards.every((c) => c !== null) ? cardRefs(w, e.cards as string[]) : null;
        say(x.skatTaken(who(w, e.seat), cards));
        break;
      }
      case 'called':
        say(x.called(who(w, e.seat), cardRef(w, e.card), e.from === null ? null : who(w, e.from)));
        break;
      case 'given':
        say(x.given(who(w, e.seat), who(w, e.to), e.card && (e.seat === w.me || e.to === w.me) ? cardRef(w, e.card) : null));
        break;
      case 'cardPlayed': {
        const trick = e.trick <= v.tricks.length ? v.tricks[e.trick - 1]! : v.trick;
        const upTo = trick.slice(0, Math.max(0, trick.findIndex((p) => p.seat === e.seat && p.card === e.card)));
        const led = ledCard(upTo);
        const p = who(w, e.seat);
        const c = cardRef(w, e.card);
        if (e.card === SKY) say(x.skied(p, c, upTo.length === 0));
        else if (led === null) say(t.led(p, c));
        else if (suitOf(e.card) === suitOf(led)) say(t.played(p, c));
        else if (isTarok(e.card)) say(x.taroked(p, c));
        else say(t.discarded(p, c));
        break;
      }
      case 'trick': {
        const win = e.cards.find((p) => p.seat === e.winner)!;
        const mine = e.winner === w.me || (r.form === 'lomber' && v.declarer !== null && (e.winner === v.declarer) === (w.me === v.declarer));
        say(t.trickWon(who(w, e.winner), cardRef(w, win.card), null, tricksLine(w, e.won)), mine ? 'capture' : undefined);
        break;
      }
      case 'sky':
        say(x.sky(who(w, e.seat), who(w, e.to), e.kept, e.trick));
        break;
      case 'prize':
        say(x.prize(who(w, e.seat), cardRef(w, e.card), who(w, e.owner), e.trick, e.value));
        break;
      case 'cardPoints': {
        // The deal's end says again where the Sky went (T25, T37), unless its trick is this step's.
        const sky = events.some((k) => k.type === 'sky') ? null : skyWent(w.view.tricks);
        if (sky) say(x.sky(who(w, sky.seat), who(w, sky.to), sky.kept, sky.trick));
        say(x.cardPoints(meFirst(w, e.points.length).map((s) => ({ who: who(w, s), points: e.points[s]! }))));
        break;
      }
      case 'result':
        // TL13: an all-pass is said with its payment (allPassed); nobody played.
        if (e.outcome === 'passed') break;
        say(x.result(e.outcome, e.declarer === null ? null : who(w, e.declarer), e.game ? gameName(w, e.game) : null, e.points), 'end');
        break;
      case 'score':
        say(x.score(meFirst(w, e.scores.length).map((s) => ({ who: who(w, s), added: e.added[s]!, score: e.scores[s]! }))));
        break;
      case 'partyOver':
        flush();
        say(x.partyOver(who(w, e.winner), e.parties, e.points, meFirst(w, e.scores.length).map((s) => ({ who: who(w, s), score: e.scores[s]! }))), 'end');
        break;
      case 'payment':
        // TL13: the à personne is said with the all-pass.
        if (e.reason !== 'aPersonne') payments.push({ from: who(w, e.from), to: who(w, e.to), amount: e.amount, reason: e.reason });
        break;
      case 'dealOver': {
        flush();
        const last = events.some((k) => k.type === 'sessionOver');
        // TD7: the deal's score said the party a moment ago (x.score): not again here.
        if (!w.history && !last) say(describeTable(w, !events.some((k) => k.type === 'score')));
        say(x.dealOver(e.outcome, last));
        break;
      }
      case 'sessionOver': {
        flush();
        const places = e.balances.map((balance, s) => ({ who: who(w, s), balance, place: 1 + e.balances.filter((b) => b > balance).length }));
        say(x.sessionOver([...places].sort((a, b) => a.place - b.place)), 'end');
        break;
      }
    }
  }
  flush();
  return out;
}

// -- choices -----------------------------------------------------------------------------------

/** A choice of the numbered lists: what it is and what it asks of me. */
export function describeChoice(w: Words, m: TarokMove): string {
  const x = w.messages.tarok;
  const v = w.view;
  switch (m.type) {
    case 'pass':
      return x.choicePass(v.game ? gameName(w, v.game) : null, v.declarer === null || v.declarer === w.me ? null : who(w, v.declarer));
    case 'bid':
      return x.choiceBid(gameName(w, m.game), CALLS[m.game]);
    case 'hold': {
      const last = [...v.auction].reverse().find((a) => a.move === 'bid');
      return x.choiceHold(v.game ? gameName(w, v.game) : '', last ? who(w, last.seat) : null);
    }
    case 'call':
      return x.choiceCall(cardRef(w, m.card));
    case 'discard':
    case 'give':
    case 'play':
      return cardName(w, m.card);
  }
}

/** The engine's refusal in the player's words, naming its rule (T11 says why a tarok or a King may not go to the Skat). */
export function describeViolation(w: Words, v: RuleViolation, move?: TarokMove): string {
  const d = (v.details ?? {}) as Record<string, unknown>;
  const facts: { card?: CardRef; toMove?: Who; suit?: SuitRef } = {};
  const card = move && 'card' in move ? move.card : typeof d['card'] === 'string' ? d['card'] : undefined;
  if (card) facts.card = cardRef(w, card);
  if (typeof d['toMove'] === 'number') facts.toMove = who(w, d['toMove']);
  const led = ledCard(w.view.trick);
  if (led) facts.suit = suitRef(w, suitOf(led) as TarokSuit);
  return w.messages.tarok.violation(v.code, v.rule, facts);
}
