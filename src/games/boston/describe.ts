/**
 * Boston in words, from the player's view only: events as announcements (each said once), the reading
 * keys (the hand by suit, the trick, the last trick, the table's money, the game, the bid now, what I may
 * bid, the hand laid face up), the choices with what each undertakes and pays, and refusals naming their
 * rule. Winners, tariffs, the ladder and legal moves come from the engine (trickWinner, tariffA/B,
 * bidRank, the legal moves); nothing here decides a rule.
 */
import type { RuleViolation } from '../../engine/game.js';
import type { EarconName } from '../../announcer/earcons.js';
import { namedRefs, suitRef as namedSuit, type CardRef, type CardRefs, type SuitRef } from '../../i18n/deck-names.js';
import { wordIn } from '../../i18n/deck-words.js';
import { capitalize, list, type Locale, type Who } from '../../i18n/messages.js';
import { groupBySuit, type SuitGroup } from '../tricks/hand.js';
import { frenchNamer, lastTrickText, meFirst, seatWho, trickNowText, trickPhrases } from '../tricks/describe.js';
import {
  BIDS,
  admitsPartner,
  BLOK,
  STAKE,
  bidRank,
  beteInPlay,
  colourOf,
  isExposed,
  isMisere,
  isPetite,
  partnerQuota,
  resolveRules,
  simpleSuits,
  strengthOf,
  suitOf,
  tariffA,
  tariffB,
  trickWinner,
  tricksOf,
  tricksToPlay,
  trumpOfClass,
} from './index.js';
import type { BostonExplanation } from './bots/types.js';
import type { BidPhrase, PaymentPhrase, SuitsPhrase } from './messages.js';
import type { BostonMessages } from './texts.js';
import type { BostonEvent, BostonMove, BostonRules, BostonSeatView, Class, Contract, Play, Suit } from './types.js';

export interface Words {
  readonly messages: BostonMessages;
  readonly locale: Locale;
  /** The player's seat (Boston seats player i at seat i). */
  readonly me: number;
  readonly names: readonly string[];
  readonly style: 'long' | 'short';
  readonly view: BostonSeatView;
  /**
   * The words of an earlier step, for a game log rebuilt from the events (a table with friends rejoined):
   * `view` then holds what the events tell of that moment; what only a view of then could say (the
   * table's money after a deal) is left out rather than said wrong.
   */
  readonly history?: boolean;
}

export interface Said {
  readonly text: string;
  readonly earcon?: EarconName;
}

/**
 * A choice of the auction's first list that is no move: a rung whose classes a second list offers, or
 * the misères legal now, which a second list offers.
 */
export type Rung = { readonly type: 'rung'; readonly contract: Contract } | { readonly type: 'miseres' };

const namer = frenchNamer;

const RULES = new Map<string, BostonRules>();
/** The rules in force, from the view's options (the engine's resolveRules). */
export function rulesOf(v: BostonSeatView): BostonRules {
  const key = JSON.stringify(v.options);
  let r = RULES.get(key);
  if (!r) RULES.set(key, (r = resolveRules(v.options)));
  return r;
}

export const who = (w: Words, seat: number): Who => seatWho(w, seat);
export const suitName = (w: Words, suit: Suit): string => namer(w.locale).suitWords(`A${suit}`).word;
/** The suit as a reference for the trick words (named in the case their sentence needs). */
export const suitRef = (w: Words, suit: Suit): SuitRef => namedSuit(suit, namer(w.locale).suitWords(`A${suit}`));
export const cardName = (w: Words, card: string): string => namer(w.locale).name(card, w.style);
export const cardNames = (w: Words, cards: readonly string[]): string => namer(w.locale).names(cards, w.style);
/** A card as the catalogue receives it (`${ref}` is cardName's). */
export const cardRef = (w: Words, card: string): CardRef => namer(w.locale).ref(card, w.style);
export const cardFace = (w: Words, card: string) => namer(w.locale).face(card);
const rankWord = (w: Words, card: string): string => namer(w.locale).rankWords(card).word;

/** BO6: the suits of a deal in words. */
export function suitsPhrase(w: Words, superior: Suit): SuitsPhrase {
  return { superior: suitName(w, superior), colour: suitName(w, colourOf(superior)), simple: simpleSuits(superior).map((s) => suitName(w, s)) };
}

/** The suits in the order the hand shows them: the trump first, then superior, colour, simple (BO6). */
export function suitOrder(v: BostonSeatView): Suit[] {
  return [v.superior, colourOf(v.superior), ...simpleSuits(v.superior)];
}

/** A hand by suit, trumps first, each suit high to low. */
export function groupsOf(v: BostonSeatView, cards: readonly string[]): SuitGroup<Suit>[] {
  return groupBySuit(cards, v.trump, suitOrder(v), suitOf, (c) => -strengthOf(c));
}

/** My hand (the view's). */
export const myHand = (w: Words): readonly string[] => w.view.hands[w.me] ?? [];

/** A bid in words: a colour or superior bid names its suit; a simple one its trump once named (BO29). */
export function bidWords(w: Words, contract: Contract, cls: Class | null | undefined, trump: Suit | null = null): string {
  const fixed = cls ? trumpOfClass(cls, w.view.superior) : null;
  const suit = fixed ?? (cls === 'simple' ? trump : null);
  const b: BidPhrase = { contract, class: cls ?? null, suit: suit ? suitName(w, suit) : null };
  return w.messages.boston.bid(b);
}

/** The contract of the deal in words, with its trump once fixed. */
export function contractWords(w: Words): string | null {
  const v = w.view;
  return v.contract ? bidWords(w, v.contract, v.class, v.trump) : null;
}

export const undertaking = (w: Words, c: Contract): string => w.messages.boston.undertaking(c, tricksOf(c));

/** What a bid pays (BO44, BO47; V-BO-6 doubles a misère), in words. */
export function paysWords(w: Words, contract: Contract, cls: Class | null): string {
  const r = rulesOf(w.view);
  const misere = isMisere(contract);
  const base = r.tariff === 'A' ? tariffA(contract, cls) : tariffB(contract, cls);
  return w.messages.boston.pays({ tariff: r.tariff, value: misere && r.misereLeader ? 2 * base : base, flat: misere || r.tariff === 'A' });
}

export function describeHand(w: Words): string {
  const m = w.messages;
  const groups = groupsOf(w.view, myHand(w));
  if (groups.length === 0) return m.ui.handEmpty;
  const rank = (c: string) => rankWord(w, c);
  return `${m.ui.yourHand(myHand(w).length)}: ${groups.map((g) => m.tricks.suitLine(suitRef(w, g.suit), g.suit === w.view.trump, list(w.locale, g.cards.map(rank)))).join('; ')}.`;
}

/** A hand by suit ("Pik: Ass, Drei; Herz: …"), for the hand laid face up, as the catalogue receives it: references said suit by suit, the words in the form's case (the suit's too: its reference's name is the word in that case). */
export function handRefsBySuit(w: Words, cards: readonly string[]): CardRefs {
  const n = namer(w.locale);
  const groups = groupsOf(w.view, cards);
  return namedRefs(cards.map((c) => cardRef(w, c)), (form) =>
    groups.map((g) => w.messages.tricks.suitLine(namedSuit(g.suit, { word: wordIn(n.suitWords(`A${g.suit}`), form.case) }), g.suit === w.view.trump, list(w.locale, g.cards.map((c) => wordIn(n.rankWords(c), form.case))))).join('; '),
  );
}

/** The seat whose hand lies face up for everyone (BO31), or null. */
export function openSeat(v: BostonSeatView): number | null {
  return isExposed(v) && v.declarer !== null && v.hands[v.declarer] ? v.declarer : null;
}

export function trickPlays(w: Words, plays: readonly Readonly<Play>[]) {
  return trickPhrases(w, plays, plays.length ? trickWinner(plays, w.view.trump) : -1, (c) => cardRef(w, c));
}

export function describeTrick(w: Words): string {
  const v = w.view;
  const toMove = v.phase === 'play' ? v.toMove : null;
  return trickNowText(w.messages.tricks, w, { done: v.tricks.length, of: tricksToPlay(v), trick: v.trick, winner: v.trick.length ? trickWinner(v.trick, v.trump) : -1, toMove, name: (c) => cardRef(w, c) });
}

export function describeLastTrick(w: Words): string {
  return lastTrickText(w.messages.tricks, w, { tricks: w.view.tricks, winner: (t) => trickWinner(t, w.view.trump), name: (c) => cardRef(w, c) });
}

/** Tricks by seat, the player first. */
export function tricksLine(w: Words, won: readonly number[]): string {
  return w.messages.boston.tricksLine(meFirst(w, won.length).map((s) => ({ who: who(w, s), n: won[s] ?? 0 })));
}

/** The deal of the session now (1-based; at the end of a deal, that deal). */
export function dealNumber(v: BostonSeatView): { n: number; of: number } {
  const r = rulesOf(v);
  const of = r.tours * r.players;
  const over = v.phase === 'dealOver' || v.phase === 'sessionOver';
  return { n: Math.max(1, Math.min(v.dealsPlayed + (over ? 0 : 1), of)), of };
}

/** Z: the pot, the bêtes and the one in play, what the deal is played for, the balances, the deal of the session. */
export function describeTable(w: Words): string {
  const v = w.view;
  const x = w.messages.boston;
  const bete = beteInPlay(v.betes).amount;
  const d = dealNumber(v);
  const between = v.phase === 'dealOver' || v.phase === 'sessionOver';
  return `${x.table(v.pot, v.betes, bete, between ? null : v.pot + bete)} ${x.balances(v.balances.map((balance, s) => ({ who: who(w, s), balance })))} ${capitalize(w.messages.ui.dealOf(d.n, d.of))}.`;
}

/** The seats that have passed in the auction. */
const passedSeats = (v: BostonSeatView): number[] => v.auction.filter((a) => a.move === 'pass').map((a) => a.seat);

/** B: the bid now and who holds it (in the auction); afterwards the contract and its declarer. */
export function describeBid(w: Words): string {
  const v = w.view;
  const x = w.messages.boston;
  if (v.phase === 'auction') {
    return x.bidNow(v.contract ? bidWords(w, v.contract, v.class) : null, v.declarer === null ? null : who(w, v.declarer), passedSeats(v).map((s) => who(w, s)), v.toMove === null ? null : who(w, v.toMove));
  }
  return gameWords(w);
}

/** The bids above the current one, from the engine's ladder (BO21, BO24): what a seat still in may bid. */
function bidsAbove(v: BostonSeatView): { contract: Contract; class?: Class }[] {
  const floor = v.contract ? bidRank(v.contract, v.class) : -1;
  return BIDS.filter((b) => bidRank(b.contract, b.class) > floor);
}

/** Shift+B: what I may bid now (my legal moves), or when my turn comes; nothing once I passed or the auction is over. */
export function describeMayBid(w: Words, legal: readonly BostonMove[]): string {
  const v = w.view;
  const x = w.messages.boston;
  const say = (when: 'now' | 'later', bids: readonly { contract: Contract; class?: Class | undefined }[]) =>
    x.mayBid(when, bids.length ? bidWords(w, bids[0]!.contract, bids[0]!.class) : null, bids.length, bids.length ? bidWords(w, bids[bids.length - 1]!.contract, bids[bids.length - 1]!.class) : null);
  if (v.phase !== 'auction') return x.mayBid('over', null, 0, null);
  if (v.toMove === w.me) {
    const bids = legal.flatMap((m) => (m.type === 'bid' ? [m] : [])).sort((a, b) => bidRank(a.contract, a.class) - bidRank(b.contract, b.class));
    return say('now', bids);
  }
  if (passedSeats(v).includes(w.me)) return x.mayBid('passed', null, 0, null);
  return say('later', bidsAbove(v));
}

function gameWords(w: Words): string {
  const v = w.view;
  const x = w.messages.boston;
  if (v.declarer === null || v.contract === null) return x.nobodyPlays;
  // Alone is worth saying only where a partner could have joined (BO32).
  const alone = v.partner === null && rulesOf(v).whist && admitsPartner(v.contract) && (v.phase === 'play' || v.phase === 'dealOver' || v.phase === 'sessionOver');
  return x.gameNow(who(w, v.declarer), contractWords(w)!, undertaking(w, v.contract), v.trump ? suitName(w, v.trump) : null, isMisere(v.contract), v.partner === null ? null : who(w, v.partner), alone, openSeat(v) !== null);
}

/** A: the suits of the deal, the auction or the game, my card laid aside, the tricks. */
export function describeGame(w: Words): string {
  const v = w.view;
  const x = w.messages.boston;
  const parts = [x.suits(suitsPhrase(w, v.superior)), describeBid(w)];
  if (v.discard !== null && v.declarer === w.me) parts.push(x.myDiscardIs(cardRef(w, v.discard)));
  if (v.phase === 'play' || ((v.phase === 'dealOver' || v.phase === 'sessionOver') && v.outcome !== 'passed')) parts.push(`${capitalize(tricksLine(w, v.won))}.`);
  return parts.join(' ');
}

/** E: the hand laid face up (BO31), by suit; or that none is. */
export function describeOpen(w: Words): string {
  const v = w.view;
  const seat = openSeat(v);
  if (seat === null) return w.messages.boston.noOpenHand;
  return w.messages.boston.openHand(who(w, seat), handRefsBySuit(w, v.hands[seat]!));
}

/** The payments of a step, grouped: one amount from several to one, or from one to several (in the order met). */
export function groupPayments(w: Words, payments: readonly { from: number | 'pot'; to: number | 'pot'; amount: number; reason: 'pot' | 'game' | 'bete' }[]): PaymentPhrase[] {
  const person = (s: number | 'pot'): Who | null => (s === 'pot' ? null : who(w, s));
  const byTo: { from: (number | 'pot')[]; to: number | 'pot'; amount: number; reason: 'pot' | 'game' | 'bete' }[] = [];
  for (const p of payments) {
    const g = byTo.find((x) => x.reason === p.reason && x.amount === p.amount && x.to === p.to && p.from !== 'pot' && !x.from.includes('pot'));
    if (g) g.from.push(p.from);
    else byTo.push({ from: [p.from], to: p.to, amount: p.amount, reason: p.reason });
  }
  const out: { from: number | 'pot' | (number | 'pot')[]; to: (number | 'pot')[]; amount: number; reason: 'pot' | 'game' | 'bete' }[] = [];
  for (const g of byTo) {
    const single = g.from.length === 1 ? g.from[0]! : null;
    const same = single === null || g.to === 'pot' ? undefined : out.find((x) => x.reason === g.reason && x.amount === g.amount && x.from === single && !x.to.includes('pot'));
    if (same) same.to.push(g.to);
    else out.push({ from: single ?? g.from, to: [g.to], amount: g.amount, reason: g.reason });
  }
  return out.map((g) => {
    const from = Array.isArray(g.from) ? g.from : [g.from];
    return {
      from: from.includes('pot') ? null : from.map((s) => person(s)!),
      to: g.to.includes('pot') ? null : g.to.map((s) => person(s)!),
      amount: g.amount,
      reason: g.reason,
    };
  });
}

/** The events of one step as announcements, in order (each said once). */
export function describeEvents(events: readonly BostonEvent[], w: Words): Said[] {
  const x = w.messages.boston;
  const t = w.messages.tricks;
  const v = w.view;
  const r = rulesOf(v);
  const out: Said[] = [];
  const say = (text: string, earcon?: EarconName) => out.push(earcon ? { text, earcon } : { text });
  let payments: { from: number | 'pot'; to: number | 'pot'; amount: number; reason: 'pot' | 'game' | 'bete' }[] = [];
  let won: readonly number[] = v.won;
  const flush = () => {
    if (payments.length) say(x.payments(groupPayments(w, payments)));
    payments = [];
  };
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    switch (e.type) {
      case 'precedence': {
        const by = r.suitEachDeal ? 'eachDeal' : r.fixedSuperior !== null ? 'form' : 'ace';
        say(x.precedence(e.cards.map((c) => ({ who: who(w, c.seat), card: cardRef(w, `${c.rank}${c.suit}`) })), who(w, e.dealer), by === 'eachDeal' ? null : suitsPhrase(w, e.superior ?? v.superior), by === 'form'));
        break;
      }
      case 'suitTurned':
        say(x.suitTurned(cardRef(w, `${e.rank}${e.suit}`), suitsPhrase(w, e.suit)));
        break;
      case 'dealStarted':
        say(x.dealStarted(e.deal, e.of, who(w, e.dealer), who(w, e.eldest), suitsPhrase(w, e.superior), e.pot, e.betes, e.bete, e.blok, BLOK, STAKE));
        break;
      case 'bid':
        say(x.bidMade(who(w, e.seat), bidWords(w, e.contract, e.class)));
        break;
      case 'pass':
        say(x.passed(who(w, e.seat)));
        break;
      case 'auctionWon':
        say(x.auctionWon(who(w, e.seat), bidWords(w, e.contract, e.class), undertaking(w, e.contract)), e.seat === w.me ? 'turn' : undefined);
        break;
      case 'allPassed': {
        // BO12: the two marks each are said here, not again as payments.
        const each = events.find((k) => k.type === 'payment' && k.reason === 'pass');
        say(x.allPassed(each && each.type === 'payment' ? each.amount : 0));
        break;
      }
      case 'trump':
        // A simple contract's trump is named by the declarer (BO29); colour and superior fix it.
        say(x.trump(who(w, e.seat), suitName(w, e.suit), e.class === 'simple'));
        break;
      case 'discarded':
        say(x.discarded(who(w, e.seat), e.card && e.seat === w.me ? cardRef(w, e.card) : null));
        break;
      case 'alone':
        say(x.alone(who(w, e.seat)));
        break;
      case 'seek': {
        const c = v.contract;
        say(x.seek(who(w, e.seat), c ? tricksOf(c) + partnerQuota(c) : 0));
        break;
      }
      case 'whist':
        say(x.whist(who(w, e.seat)));
        break;
      case 'noWhist':
        say(x.noWhist(who(w, e.seat)));
        break;
      case 'accept':
        say(x.accept(who(w, e.seat), who(w, e.partner)));
        break;
      case 'reject':
        say(x.reject(who(w, e.seat), who(w, e.partner)));
        break;
      case 'partner': {
        const c = v.contract;
        if (c === null || v.declarer === null) break;
        const asked = events.some((k) => k.type === 'seek' || k.type === 'noWhist' || k.type === 'whist') || v.whist.some((s) => s.move !== 'alone');
        // The declarer's "alone" said it already; the round's end is said here.
        if (e.seat === null && !asked) break;
        say(x.partner(who(w, v.declarer), e.seat === null ? null : who(w, e.seat), tricksOf(c), partnerQuota(c), tricksOf(c) + partnerQuota(c), asked));
        break;
      }
      case 'exposed':
        say(x.exposed(who(w, e.seat), handRefsBySuit(w, e.cards)));
        break;
      case 'leader':
        say(x.leader(who(w, e.seat), r.misereLeader && v.contract !== null && isMisere(v.contract)));
        break;
      case 'cardPlayed': {
        const trick = e.trick <= v.tricks.length ? v.tricks[e.trick - 1] : v.trick;
        const led = trick?.[0]?.card ?? e.card;
        const p = who(w, e.seat);
        const c = cardRef(w, e.card);
        if (led === e.card) say(t.led(p, c));
        else if (suitOf(e.card) === suitOf(led)) say(t.played(p, c));
        else if (suitOf(e.card) === v.trump) say(t.trumped(p, c));
        else say(t.discarded(p, c));
        break;
      }
      case 'trick': {
        won = e.won;
        const win = e.cards[trickWinner(e.cards, v.trump)]!;
        const side = v.declarer === null ? [] : v.partner !== null ? [v.declarer, v.partner] : [v.declarer];
        const mine = e.winner === w.me || (side.includes(w.me) && side.includes(e.winner)) || (!side.includes(w.me) && !side.includes(e.winner) && side.length > 0);
        say(t.trickWon(who(w, e.winner), cardRef(w, win.card), null, tricksLine(w, e.won)), mine ? 'capture' : undefined);
        break;
      }
      case 'result': {
        const side = [e.declarer, ...(e.partner !== null ? [e.partner] : [])];
        const quota = (s: number) => (isMisere(e.contract) ? 0 : s === e.declarer ? tricksOf(e.contract) : partnerQuota(e.contract));
        const failed = e.failed.map((s) => ({ who: who(w, s), n: won[s] ?? 0, quota: quota(s) }));
        say(
          x.result(e.outcome, side.map((s) => who(w, s)), bidWords(w, e.contract, e.class, e.trump), isMisere(e.contract), e.side, e.needed, e.partner !== null || isMisere(e.contract) ? failed : []),
          'end',
        );
        break;
      }
      case 'points':
        say(x.points(e.points - e.honours, e.honours, e.points, e.multiplier, e.marks, e.slam));
        break;
      case 'payment': {
        if (e.reason === 'kettle') {
          const shares: { who: Who; amount: number }[] = [];
          let j = i;
          for (; j < events.length; j++) {
            const k = events[j]!;
            if (k.type !== 'payment' || k.reason !== 'kettle') break;
            if (k.to !== 'pot') shares.push({ who: who(w, k.to), amount: k.amount });
          }
          i = j - 1;
          flush();
          say(x.kettle(shares.reduce((a, b) => a + b.amount, 0), shares));
          break;
        }
        // The Blok and the stake are in the deal's sentence, the all-pass payment in its own.
        if (e.reason === 'pot' || e.reason === 'game' || e.reason === 'bete') payments.push({ from: e.from, to: e.to, amount: e.amount, reason: e.reason });
        break;
      }
      case 'dealOver': {
        flush();
        const last = events.some((k) => k.type === 'sessionOver');
        if (!w.history && !last) say(describeTable(w));
        say(x.dealOver(e.outcome, last));
        break;
      }
      case 'sessionOver': {
        flush();
        // BO56: the kettle is shared even when nothing lies on the table (then it is said to be empty).
        if (!events.some((k) => k.type === 'payment' && k.reason === 'kettle')) say(x.kettle(0, []));
        const places = e.balances.map((balance, s) => ({ who: who(w, s), balance, place: e.places[s] ?? 1 }));
        say(x.sessionOver([...places].sort((a, b) => a.place - b.place)), 'end');
        break;
      }
    }
  }
  flush();
  return out;
}

// -- choices -----------------------------------------------------------------------------------

/** A choice of the numbered lists: what it is, undertakes and pays. */
export function describeChoice(w: Words, m: BostonMove | Rung): string {
  const x = w.messages.boston;
  const v = w.view;
  const c = v.contract;
  switch (m.type) {
    case 'miseres': {
      const m = v.phase === 'auction' ? BIDS.filter((b) => !b.class && bidRank(b.contract, null) > (c ? bidRank(c, v.class) : -1)).map((b) => b.contract) : [];
      return x.choiceMiseres(m.length, m.length ? x.contract(m[0]!) : '', m.length ? x.contract(m[m.length - 1]!) : '');
    }
    case 'rung': {
      const classes = w.view.phase === 'auction' ? rungClasses(v, m.contract) : [];
      return x.choiceRung(x.contract(m.contract), undertaking(w, m.contract), classes);
    }
    case 'pass':
      if (v.phase === 'whist' && v.declarer !== null) return x.choiceNoWhist(who(w, v.declarer));
      return x.choicePass(c ? bidWords(w, c, v.class) : null, v.declarer === null || v.declarer === w.me ? null : who(w, v.declarer));
    case 'bid':
      return x.choiceBid(bidWords(w, m.contract, m.class), undertaking(w, m.contract), paysWords(w, m.contract, m.class ?? null), m.class === 'simple' ? list(w.locale, simpleSuits(v.superior).map((s) => suitName(w, s)), 'disjunction') : null);
    case 'trump':
      return x.choiceTrump(suitName(w, m.suit), myHand(w).filter((card) => suitOf(card) === m.suit).length);
    case 'alone':
      return x.choiceAlone(c ? tricksOf(c) : 0);
    case 'seek':
      return x.choiceSeek(c ? tricksOf(c) + partnerQuota(c) : 0, c ? tricksOf(c) : 0, c ? partnerQuota(c) : 0);
    case 'whist':
      return x.choiceWhist(who(w, v.declarer ?? 0), c ? partnerQuota(c) : 0, c ? tricksOf(c) + partnerQuota(c) : 0);
    case 'accept':
    case 'reject': {
      const offer = [...v.whist].reverse().find((s) => s.move === 'whist');
      const partner = who(w, offer?.seat ?? 0);
      return m.type === 'accept' ? x.choiceAccept(partner) : x.choiceReject(partner);
    }
    case 'leader':
      return x.choiceLeader(who(w, m.leader));
    case 'discard':
    case 'play':
      return cardName(w, m.card);
  }
}

/** The classes of a trick rung above the current bid (the engine's ladder, BO21). */
export function rungClasses(v: BostonSeatView, contract: Contract): Class[] {
  if (isMisere(contract)) return [];
  const floor = v.contract ? bidRank(v.contract, v.class) : -1;
  return BIDS.filter((b) => b.contract === contract && b.class && bidRank(b.contract, b.class) > floor).map((b) => b.class!);
}

/** The engine's refusal in the player's words, naming its rule. */
export function describeViolation(w: Words, v: RuleViolation, move?: BostonMove): string {
  const d = (v.details ?? {}) as Record<string, unknown>;
  const facts: { card?: CardRef; suit?: string; toMove?: Who; bid?: string } = {};
  const card = move && 'card' in move ? move.card : typeof d['card'] === 'string' ? d['card'] : undefined;
  if (card) facts.card = cardRef(w, card);
  const suit = typeof d['suit'] === 'string' ? d['suit'] : move?.type === 'trump' ? move.suit : undefined;
  if (suit === 'C' || suit === 'D' || suit === 'H' || suit === 'S') facts.suit = suitName(w, suit);
  if (typeof d['toMove'] === 'number') facts.toMove = who(w, d['toMove']);
  if (w.view.contract) facts.bid = bidWords(w, w.view.contract, w.view.class);
  return w.messages.boston.violation(v.code, v.rule, facts);
}

/** The petite misère's card laid aside is the declarer's own (BO30). */
export const laysAside = (v: BostonSeatView): boolean => v.phase === 'discard' && v.contract !== null && isPetite(v.contract);

/** A move's short name (a bid, a card, else its choice's words): the rule of thumb's move in a hint. */
function moveName(w: Words, m: BostonMove): string {
  if (m.type === 'bid') return bidWords(w, m.contract, m.class);
  if (m.type === 'play' || m.type === 'discard') return cardName(w, m.card);
  return describeChoice(w, m);
}

/**
 * The hint's words (?): the strong player's move, and why. Its reason is the rule of thumb's when the
 * search agrees with it; when the search chose another move, what that card does to the trick or the
 * hand's count behind that bid; then the search's figures and, if it differs, the rule of thumb's move
 * (B-BO-13).
 */
export function describeHint(w: Words, move: BostonMove, e: Partial<BostonExplanation> | undefined): string {
  const x = w.messages.boston;
  const cls = move.type === 'bid' ? move.class : undefined;
  const tricks = e?.tricks ? (cls ? e.tricks[cls] : Math.max(e.tricks.simple, e.tricks.colour, e.tricks.superior)) : null;
  const parts: (string | null)[] = [];
  if (e?.reason === 'searched') {
    const misere = (move.type === 'bid' && !move.class) || move.type === 'discard';
    if (e.effect) parts.push(x.hintEffect(e.effect));
    else if (move.type !== 'pass') parts.push(x.hintCount({ tricks: misere ? null : tricks, danger: misere ? (e.danger ?? null) : null }));
  } else if (e?.reason) parts.push(x.hintReason(e.reason, { tricks, danger: e.danger ?? null, value: e.best?.expectedValue ?? null, samples: e.samples ?? 0 }));
  if (e?.source === 'search' && e.samples) {
    const normal = e.normal ? { move: moveName(w, e.normal.move), value: e.normal.expectedValue } : null;
    parts.push(x.hintSearch({ samples: e.samples, value: e.best?.expectedValue ?? null, share: e.gainShare ?? null, normal }));
  }
  const reason = parts.filter((p): p is string => p !== null).join(' ');
  return x.hint(describeChoice(w, move), reason || null);
}
