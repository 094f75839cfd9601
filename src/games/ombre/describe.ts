/**
 * The Ombre family in words, from the player's view only: events as announcements, the reading keys
 * (hand by suit with the trump order and the matadors, the trick, the last trick, the table's money, the
 * game), the choices with what each commits to and pays, and refusals naming their rule. Card orders,
 * winners, values and legal moves come from the engine (orderFor, trickWinner, gameValue, matadorCount,
 * the legal moves); nothing here decides a rule.
 */
import type { RuleViolation } from '../../engine/game.js';
import type { EarconName } from '../../announcer/earcons.js';
import { cardList, cardRef as titledRef, suitRef as namedSuit, type CardRef, type CardRefs, type SuitRef } from '../../i18n/deck-names.js';
import { capitalize, list, type Locale, type Who } from '../../i18n/messages.js';
import type { SuitGroup } from '../tricks/hand.js';
import { frenchNamer, lastTrickText, meFirst, seatWho, trickNowText, trickPhrases } from '../tricks/describe.js';
import { gameValue, ladder, manille, matadorCount, orderFor, plainOrder, resolveRules, trickWinner } from './index.js';
import type { CommitFacts, PaymentPhrase, Title } from './messages.js';
import type { OmbreTableEvent } from './types.js';
import type { OmbreMessages } from './texts.js';
import type { Contract, OmbreMove, OmbreRules, OmbreView, Play, Suit } from './types.js';

export interface Words {
  readonly messages: OmbreMessages;
  readonly locale: Locale;
  readonly me: number;
  readonly names: readonly string[];
  readonly style: 'long' | 'short';
  readonly view: OmbreView;
  /** The exchange: how many cards the seat to move may lay away (the engine's discardLimit), else null. */
  readonly limit: number | null;
  /**
   * The words of an earlier step, for a game log rebuilt from the events (a table with friends rejoined):
   * `view` then holds what the events tell of that moment, so what only a view of then could say — the
   * table's pot and balances at the end of a deal — is left out rather than said wrong.
   */
  readonly history?: boolean;
}

export interface Said {
  readonly text: string;
  readonly earcon?: EarconName;
}

/** The groups of the hand: 'T' the trumps (before a trump is known: the black aces, always trumps), then the plain suits. */
export const GROUPS = ['T', 'S', 'H', 'C', 'D'] as const;
export type Group = (typeof GROUPS)[number];
const PLAIN: readonly Suit[] = ['S', 'H', 'C', 'D'];

const namer = frenchNamer;

const RULES = new Map<string, OmbreRules>();
/** The rules in force, from the view's options (the engine's resolveRules). */
export function rulesOf(v: OmbreView): OmbreRules {
  const key = JSON.stringify(v.options);
  let r = RULES.get(key);
  if (!r) RULES.set(key, (r = resolveRules(v.options)));
  return r;
}

export const who = (w: Words, seat: number): Who => seatWho(w, seat);
export const suitName = (w: Words, suit: Suit): string => namer(w.locale).suitWords(`A${suit}`).word;
/** The suit as a reference for the trick words (named in the case their sentence needs). */
export const suitRef = (w: Words, suit: Suit): SuitRef => namedSuit(suit, namer(w.locale).suitWords(`A${suit}`));
export const cardFace = (w: Words, card: string) => namer(w.locale).face(card);
const plainName = (w: Words, card: string): string => namer(w.locale).name(card, w.style);
const rankWord = (w: Words, card: string): string => namer(w.locale).rankWords(card).word;

/** The name a card goes by in this deal (O8, O10): Spadille and Basta always, Manille and Ponte once the trump is known. */
export function titleOf(v: OmbreView, card: string): Title | null {
  if (card === 'AS') return 'spadille';
  if (card === 'AC') return 'basta';
  if (v.trump === null) return null;
  if (card === manille(v.trump)) return 'manille';
  if ((v.trump === 'H' || v.trump === 'D') && card === `A${v.trump}`) return 'ponte';
  return null;
}

export function cardName(w: Words, card: string): string {
  const t = titleOf(w.view, card);
  const base = plainName(w, card);
  return t && w.style === 'long' ? w.messages.ombre.titled(t, namer(w.locale).ref(card, w.style), {}) : base;
}
export const cardNames = (w: Words, cards: readonly string[]): string => list(w.locale, cards.map((c) => cardName(w, c)));
/** A card, and cards, as the catalogue receives them, titled as cardName titles them (`${ref}` is cardName's, `${refs}` cardNames'). */
export function cardRef(w: Words, card: string): CardRef {
  const t = titleOf(w.view, card);
  const plain = namer(w.locale).ref(card, w.style);
  if (!t || w.style !== 'long') return plain;
  return titledRef(card, plain.gender, plain.animate, (form) => w.messages.ombre.titled(t, plain, form));
}
export const cardRefs = (w: Words, cards: readonly string[]): CardRefs => cardList(w.locale, cards.map((c) => cardRef(w, c)));

/** The trump order in force (before a trump is known: the black aces only, O9). */
export const orderOf = (v: OmbreView) => orderFor(v.trump);

/** The hand by group: trumps first in the trump order (Spadille, Manille, Basta, Ponte …), then each suit high to low (O7, O8). */
export function handGroups(v: OmbreView): SuitGroup<Group>[] {
  const o = orderOf(v);
  const held = new Set(v.hand);
  const out: SuitGroup<Group>[] = [{ suit: 'T', cards: o.trumps.filter((c) => held.has(c)) }];
  for (const s of PLAIN) out.push({ suit: s, cards: plainOrder(s).filter((c) => held.has(c) && o.suit[c] === s) });
  return out.filter((g) => g.cards.length > 0);
}

/** The group a suit key jumps to: the trump suit's key goes to the trumps. */
export const groupOfSuit = (v: OmbreView, suit: Suit): Group => (suit === v.trump ? 'T' : suit);

export function groupLabel(w: Words, g: Group, n: number): string {
  const ui = w.messages.ui;
  if (g !== 'T') return ui.suitGroup(suitRef(w, g), false, n);
  return w.view.trump ? ui.suitGroup(suitRef(w, w.view.trump), true, n) : ui.blackAcesGroup(n);
}

/** A matador of the trump in force (Spadille, Manille, Basta). */
export const isMatador = (v: OmbreView, card: string): boolean => orderOf(v).matador[card] !== undefined;

export function describeHand(w: Words): string {
  const m = w.messages;
  const v = w.view;
  const groups = handGroups(v);
  if (groups.length === 0) return m.ui.handEmpty;
  const inTrumps = (c: string) => {
    const t = titleOf(v, c);
    return t ? m.ombre.title(t) : rankWord(w, c);
  };
  const lines = groups.map((g) =>
    g.suit === 'T'
      ? v.trump
        ? m.tricks.suitLine(suitRef(w, v.trump), true, list(w.locale, g.cards.map(inTrumps)))
        : m.ombre.blackAces(g.cards.map((c) => titleOf(v, c)!))
      : m.tricks.suitLine(suitRef(w, g.suit), false, list(w.locale, g.cards.map((c) => rankWord(w, c)))),
  );
  const count = v.trump ? matadorCount(v.hand, v.trump, rulesOf(v).pack) : 0;
  return `${m.ui.yourHand(v.hand.length)}: ${lines.join('; ')}.${count >= 3 ? ` ${m.ombre.matadorsInHand(count)}` : ''}`;
}

/**
 * What the rules ask of the player's next card (O40–O42), said from the engine's legal cards: follow
 * the suit led; on a trump lead play a trump, or not when only exempt matadors are held; a matador
 * forced by a higher one led. Null when nothing is asked.
 */
export function followNote(w: Words, legalCards: ReadonlySet<string>): string | null {
  const v = w.view;
  const led = v.trick[0]?.card;
  if (!led || v.phase !== 'play' || v.toMove !== w.me) return null;
  const o = orderOf(v);
  const x = w.messages.ombre;
  const ledSuit = o.suit[led]!;
  if (ledSuit !== 'T') return v.hand.some((c) => o.suit[c] === ledSuit) ? x.mustFollow(suitName(w, ledSuit as Suit)) : null;
  const trumps = v.hand.filter((c) => o.suit[c] === 'T');
  if (trumps.length === 0) return null;
  const ledRank = o.matador[led];
  const mats = trumps.filter((c) => o.matador[c] !== undefined);
  const forced = mats.filter((c) => ledRank !== undefined && ledRank < o.matador[c]!);
  const exempt = mats.filter((c) => !forced.includes(c));
  const free = v.hand.some((c) => o.suit[c] !== 'T' && legalCards.has(c));
  const title = (c: string) => titleOf(v, c)!;
  const parts: string[] = [];
  if (!free) parts.push(x.mustTrump);
  if (exempt.length) parts.push(x.exempt(exempt.map(title), free));
  for (const c of forced) parts.push(x.forced(title(c), title(led)));
  return parts.join(' ');
}

export function trickPlays(w: Words, plays: readonly Readonly<Play>[]) {
  return trickPhrases(w, plays, plays.length ? trickWinner(plays, orderOf(w.view)) : -1, (c) => cardRef(w, c));
}

export function describeTrick(w: Words): string {
  const v = w.view;
  const toMove = v.phase === 'play' ? v.toMove : null;
  return trickNowText(w.messages.tricks, w, { done: v.tricks.length, of: rulesOf(v).tricks, trick: v.trick, winner: v.trick.length ? trickWinner(v.trick, orderOf(v)) : -1, toMove, name: (c) => cardRef(w, c) });
}

export function describeLastTrick(w: Words): string {
  return lastTrickText(w.messages.tricks, w, { tricks: w.view.tricks, winner: (t) => trickWinner(t, orderOf(w.view)), name: (c) => cardRef(w, c) });
}

/** Tricks by seat, the player first. */
export function tricksLine(w: Words, won: readonly number[]): string {
  return w.messages.ombre.tricksLine(meFirst(w, won.length).map((s) => ({ who: who(w, s), n: won[s] ?? 0 })));
}

/** The highest bête, the one in play (O62: ties the oldest). */
function playedFor(v: OmbreView): number | null {
  if (v.betes.length === 0) return null;
  return Math.max(...v.betes.map((b) => b.amount));
}

export function describeTable(w: Words): string {
  const v = w.view;
  const x = w.messages.ombre;
  const balances = v.balances.map((balance, s) => ({ who: who(w, s), balance }));
  const r = rulesOf(v);
  const deal = Math.min(v.dealsPlayed + (v.phase === 'dealOver' || v.phase === 'sessionOver' ? 0 : 1), r.tours * r.players);
  return `${x.table(v.pot, v.betes.map((b) => ({ amount: b.amount, double: b.kind === 'double' })), playedFor(v))} ${x.balances(balances)} ${capitalize(w.messages.ui.dealOf(Math.max(deal, 1), r.tours * r.players))}.`;
}

/** The contract with its suit (a Solo type: the bid's suit; afterwards the trump). */
export function contractWords(w: Words, c: Contract, suit: Suit | null): string {
  return w.messages.ombre.contractWith(c, suit ? suitName(w, suit) : null);
}

/** The suit of the current bid or hold (the last speech with a contract). */
function currentBidSuit(v: OmbreView): Suit | null {
  for (let i = v.auction.length - 1; i >= 0; i--) {
    const a = v.auction[i]!;
    if (a.move !== 'pass') return a.suit ?? null;
  }
  return null;
}

export function describeGame(w: Words): string {
  const v = w.view;
  const x = w.messages.ombre;
  const parts: string[] = [];
  const fav = v.favourite ? suitName(w, v.favourite) : null;
  if (v.phase === 'auction') {
    const speeches = v.auction.map((a) => x.speech(who(w, a.seat), a.move, a.contract ? contractWords(w, a.contract, a.suit ?? null) : null));
    parts.push(x.gameState(null, null, null, false, fav));
    parts.push(x.auctionSoFar(speeches, v.toMove === null ? null : who(w, v.toMove)));
  } else {
    const fixed = v.trump !== null || v.contract === 'grandissimo' || v.contract === 'nullissimo';
    const contract = v.contract ? contractWords(w, v.contract, v.contract.startsWith('solo') ? (v.trump ?? currentBidSuit(v)) : null) : null;
    parts.push(x.gameState(v.lomber === null ? null : who(w, v.lomber), contract, v.trump ? suitName(w, v.trump) : null, fixed, fav));
    if (v.called && v.lomber !== null) parts.push(x.calledState(cardRef(w, v.called), v.partnerKnown && v.partner !== null ? who(w, v.partner) : null, who(w, v.lomber), v.contract === 'mediateur'));
    if (v.turned) parts.push(x.turnedState(cardRef(w, v.turned), v.turnedTo === null ? null : who(w, v.turnedTo)));
    const exchanged = v.takenCounts.map((n, s) => ({ who: who(w, s), n, laid: v.discardCounts[s] ?? 0 })).filter((e) => e.n > 0 || e.laid > 0);
    if (v.phase === 'exchange' || exchanged.length || v.talonCount > 0) parts.push(x.exchangeState(exchanged.map((e) => ({ who: e.who, n: Math.max(e.n, e.laid) })), v.talonCount));
    if (v.discards.length) parts.push(x.myDiscards(cardRefs(w, v.discards)));
    if (v.phase === 'play' || v.phase === 'dealOver' || v.phase === 'sessionOver') parts.push(`${capitalize(tricksLine(w, v.won))}.`);
  }
  return parts.join(' ');
}

/** The events of one step as announcements, in order. */
export function describeEvents(events: readonly OmbreTableEvent[], w: Words): Said[] {
  const x = w.messages.ombre;
  const t = w.messages.tricks;
  const v = w.view;
  const out: Said[] = [];
  const say = (text: string, earcon?: EarconName) => out.push(earcon ? { text, earcon } : { text });
  let payments: PaymentPhrase[] = [];
  let result: { won: boolean; side: readonly Who[]; outcome: string } | null = null;
  let kettleSaid = false;
  const whoOrTable = (s: number | 'pot'): Who | null => (s === 'pot' ? null : who(w, s));
  const flush = () => {
    if (payments.length) say(x.payments(payments));
    payments = [];
  };
  const side = (): Who[] => (v.lomber === null ? [] : [who(w, v.lomber), ...(v.partnerKnown && v.partner !== null ? [who(w, v.partner)] : [])]);
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    switch (e.type) {
      case 'dealStarted':
        say(x.dealStarted(e.deal, e.of, who(w, e.dealer), who(w, e.mano), e.favourite ? suitName(w, e.favourite) : null, e.pot, e.betes.map((b) => b.amount), e.blok));
        break;
      case 'bid':
        say(x.bid(who(w, e.seat), e.contract, contractWords(w, e.contract, e.suit ?? null)));
        break;
      case 'hold':
        say(x.hold(who(w, e.seat), contractWords(w, e.contract, e.suit ?? null)));
        break;
      case 'pass':
        say(x.pass(who(w, e.seat)));
        break;
      case 'acesShown':
        say(x.acesShown(who(w, e.seat)));
        break;
      case 'auctionWon':
        say(x.auctionWon(who(w, e.seat), contractWords(w, e.contract, e.suit ?? null)), e.seat === w.me ? 'turn' : undefined);
        break;
      case 'allPassed':
        say(x.allPassed);
        break;
      case 'spadilleForcee':
        say(x.spadilleForcee(who(w, e.seat)));
        break;
      case 'convert':
        say(x.convert(who(w, e.seat), e.contract, contractWords(w, e.contract, e.contract === 'ask-colour' && v.favourite ? v.favourite : null)));
        break;
      case 'turned':
        say(x.turned(cardRef(w, e.card)));
        break;
      case 'trump':
        say(x.trump(e.suit ? suitName(w, e.suit) : null, e.colour));
        break;
      case 'called':
        say(x.called(who(w, e.seat), cardRef(w, e.card), v.contract === 'mediateur'));
        if (v.contract !== 'mediateur' && e.seat !== w.me && v.hand.includes(e.card)) say(x.youArePartner(who(w, e.seat)));
        break;
      case 'handedOver':
        say(x.handedOver(who(w, e.from), who(w, e.to), cardRef(w, e.card)));
        break;
      case 'given':
        say(x.given(who(w, e.seat), who(w, e.to), e.card ? cardRef(w, e.card) : null));
        break;
      case 'discarded':
        // Another seat's card is private (O36): its count is said at the take.
        if (e.seat === w.me && e.card) say(x.discarded(cardRef(w, e.card), v.discards.length, w.limit ?? v.discards.length, blindFor(w, e.seat)));
        break;
      case 'exchange':
        say(x.exchange(who(w, e.seat), e.count, e.left));
        // O37: the turned card goes to the first who draws, and everybody knows it.
        if (v.turned && v.turnedTo === e.seat && e.count > 0 && e.seat !== w.me) say(x.turnedTaken(who(w, e.seat), cardRef(w, v.turned)));
        break;
      case 'cardsTaken':
        if (e.seat === w.me && e.cards.length) say(x.cardsTaken(cardRefs(w, e.cards), blindFor(w, e.seat)));
        break;
      case 'throwIn':
        say(x.throwIn(who(w, e.seat)));
        break;
      case 'voleDeclared':
        say(x.voleDeclared(who(w, e.seat)));
        break;
      case 'cardPlayed': {
        const trick = e.trick <= v.tricks.length ? v.tricks[e.trick - 1] : v.trick;
        const led = trick?.[0]?.card ?? e.card;
        const p = who(w, e.seat);
        const c = cardRef(w, e.card);
        const o = orderOf(v);
        if (led === e.card) say(t.led(p, c));
        else if (o.suit[e.card] === o.suit[led]) say(t.played(p, c));
        else if (o.suit[e.card] === 'T') say(t.trumped(p, c));
        else say(t.discarded(p, c));
        break;
      }
      case 'partnerRevealed':
        if (v.lomber !== null && e.seat !== v.lomber) say(x.partnerRevealed(who(w, e.seat), who(w, v.lomber), cardRef(w, e.card)));
        break;
      case 'trick': {
        const win = e.cards[trickWinner(e.cards, orderOf(v))]!;
        const mine = e.winner === w.me || (v.lomber !== null && v.partnerKnown && [v.lomber, v.partner].includes(w.me) && [v.lomber, v.partner].includes(e.winner));
        say(t.trickWon(who(w, e.winner), cardRef(w, win.card), null, tricksLine(w, e.won)), mine ? 'capture' : undefined);
        break;
      }
      case 'stop':
        // Quadrille: an Ask whose called King is still out stops by itself after the premiers (QD14).
        say(x.stop(who(w, e.seat), events.some((k) => k.type === 'trick')));
        break;
      case 'result': {
        const s = side();
        result = { won: e.outcome === 'win', side: s, outcome: e.outcome };
        say(x.result(e.outcome, s, e.side, e.vole, e.premiers, e.devole, tricksLine(w, e.won)), 'end');
        break;
      }
      case 'honours': {
        const s = result?.side ?? side();
        const opponents = v.players - (v.lomber === null ? 1 : side().length);
        say(x.honours({ game: e.game, matadors: e.matadors, count: e.count, premiers: e.premiers, vole: e.vole, devole: e.devole, colour: e.colour, total: e.total, won: result?.won ?? true, side: s, opponents }));
        break;
      }
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
          kettleSaid = true;
          say(x.kettle(shares.reduce((a, b) => a + b.amount, 0), shares));
          break;
        }
        const kind = e.reason === 'bete' ? beteKind(v, result?.outcome ?? null) : undefined;
        payments.push(kind ? { from: whoOrTable(e.from), to: whoOrTable(e.to), amount: e.amount, reason: e.reason, kind } : { from: whoOrTable(e.from), to: whoOrTable(e.to), amount: e.amount, reason: e.reason });
        break;
      }
      case 'dealOver': {
        flush();
        const last = events.some((k) => k.type === 'sessionOver');
        if (e.outcome !== 'passed' && !w.history) say(describeTable(w));
        say(x.dealOver(e.outcome, last));
        break;
      }
      case 'sessionOver': {
        flush();
        // O66: the kettle is shared even when nothing lies on the table (then it is said to be empty).
        if (!kettleSaid) say(x.kettle(0, []));
        const places = e.balances.map((balance, s) => ({ who: who(w, s), balance, place: 1 + e.balances.filter((b) => b > balance).length }));
        say(x.sessionOver([...places].sort((a, b) => a.place - b.place)), 'end');
        break;
      }
    }
  }
  flush();
  return out;
}

/** The kind of the bête just written: the newest entry of the table (else by the outcome). */
function beteKind(v: OmbreView, outcome: string | null): 'single' | 'double' {
  const last = v.betes[v.betes.length - 1];
  if (last) return last.kind;
  return outcome === 'codille' ? 'double' : 'single';
}

/** My accepted discard in one sentence, blind in an Obscurité (O21; issue 27: not a line per card). */
export function describeLaidAway(w: Words, cards: readonly string[]): string {
  return w.messages.ombre.laidAwayAll(cardRefs(w, cards), cards.length, blindFor(w, w.me));
}

/** The Lomber's exchange in an Obscurité: blind (O21). */
function blindFor(w: Words, seat: number): boolean {
  const c = w.view.contract;
  return seat === w.view.lomber && (c === 'obscurite' || c === 'obscurite-bottom' || c === 'obscurite-middle');
}

// -- choices -----------------------------------------------------------------------------------

const COLOUR_LEVELS: readonly Contract[] = ['ask-colour', 'solo-colour', 'solo-tout-colour'];
/** Contracts whose trump is not fixed by the bid: in the favourite by chance or choice, then paid double (O15). */
const CHANCE: readonly Contract[] = ['ask', 'tourne', 'obscurite', 'obscurite-bottom', 'obscurite-middle', 'casco', 'mediateur', 'forcee'];

export function commitFacts(w: Words): CommitFacts {
  const r = rulesOf(w.view);
  return { game: r.game, hand: r.handSize, needs: r.premiers, hoyle: r.variants.includes('V-O-16'), favourite: w.view.favourite ? suitName(w, w.view.favourite) : null };
}

/** What a contract pays each opponent (the engine's gameValue; doubled in the favourite, O15). */
export function paysFor(w: Words, c: Contract): string {
  const r = rulesOf(w.view);
  const base = c === 'ask' || c === 'ask-colour' ? 0 : gameValue(r, c);
  const value = c === 'ask-colour' ? 1 : COLOUR_LEVELS.includes(c) ? base * 2 : base;
  const inColour = w.view.favourite && CHANCE.includes(c) ? (c === 'ask' ? 1 : base * 2) : null;
  const partnered = r.partnership && (c === 'ask' || c === 'ask-colour' || c === 'casco' || c === 'forcee');
  return w.messages.ombre.pays(value, inColour, r.players - (partnered ? 2 : 1));
}

/** A choice of the numbered list: what it is, commits to and pays. */
export function describeChoice(w: Words, m: OmbreMove | { type: 'vole' }): string {
  const x = w.messages.ombre;
  const v = w.view;
  switch (m.type) {
    case 'pass':
      // After a pass the current bid stays with (or goes to) the seat that made it.
      if (v.phase === 'auction' && v.lomber !== null && v.lomber !== w.me && v.contract) return x.choicePass(who(w, v.lomber), contractWords(w, v.contract, currentBidSuit(v)));
      return x.choicePass(null, null);
    case 'bid':
      return x.choiceBid(contractWords(w, m.contract, m.suit ?? null), x.commits(m.contract, commitFacts(w)), paysFor(w, m.contract));
    case 'hold': {
      const c = v.contract!;
      return x.choiceHold(contractWords(w, c, m.suit ?? null), x.commits(c, commitFacts(w)), paysFor(w, c));
    }
    case 'trump': {
      const fav = m.suit === v.favourite;
      return x.choiceTrump(suitName(w, m.suit), fav, fav && v.contract === 'ask' ? paysFor(w, 'ask-colour') : null);
    }
    case 'convert':
      return x.choiceConvert(contractWords(w, m.contract, null), x.commits(m.contract, commitFacts(w)), paysFor(w, m.contract));
    case 'call':
      return x.choiceCall(cardRef(w, m.card), v.hand.includes(m.card), v.trump === null && v.contract !== 'mediateur', v.contract === 'mediateur');
    case 'give':
      return x.choiceGive(cardRef(w, m.card), who(w, v.giver ?? 0));
    case 'take':
      return x.choiceTake(v.discards.length, blindFor(w, w.me));
    case 'throwIn':
      return x.choiceThrowIn;
    case 'stop':
      return x.choiceStop;
    case 'vole':
      return x.choiceVole;
    case 'discard':
    case 'play':
      return cardName(w, m.card);
  }
}

/** The engine's refusal in the player's words, naming its rule. */
export function describeViolation(w: Words, v: RuleViolation, card?: string): string {
  const d = (v.details ?? {}) as Record<string, unknown>;
  const facts: { card?: CardRef; toMove?: Who; limit?: number } = {};
  if (card) facts.card = cardRef(w, card);
  if (typeof d['toMove'] === 'number') facts.toMove = who(w, d['toMove']);
  if (w.limit !== null) facts.limit = w.limit;
  return w.messages.ombre.violation(v.code, v.rule, facts);
}

/** The ladder of this deal, for the rules' words (the engine's ladder). */
export const ladderOf = (v: OmbreView): Contract[] => ladder(rulesOf(v), v.favourite);
