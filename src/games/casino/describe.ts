/**
 * Casino in words: events as announcements, the reading keys (hand, table, status, last capture, the
 * count), the capture choices and refusals — from the player's view only, with the catalogue's
 * sentences (locales/casino/, locales/fishing/). No rule is decided here: legal moves, refusals with
 * their rules, clearings, counts and scores come from the engine; this only names them.
 *
 * API
 * - `Words`: what the sentences need (catalogue, names, the viewer's seat and view, card naming).
 * - `describeEvents(events, w, opts)`: the visible events of one step → `Said[]`, in order.
 * - `describeChoice(w, move, opts)`: one entry of the numbered capture list (what it takes, what it
 *   brings and scores, what it leaves); `choiceScore` orders them best first.
 * - `describeHand`, `describeTable`, `describeStatus`, `describeLastCapture`, `describeCount`.
 * - `describeViolation(w, violation, card?)`: a refusal with its rule ("(Regel C13)").
 * - `yourTurn(w, legal, lastFaceCard)`, `describeHint(w, move, explanation, opts)`.
 */
import type { RuleViolation } from '../../engine/game.js';
import type { EarconName } from '../../announcer/earcons.js';
import { cardName as nameCard, cardNames, cardRefOf, cardRefsOf, sortCards } from '../../i18n/cards.js';
import type { CardRef, CardRefs } from '../../i18n/deck-names.js';
import type { CardStyle, Locale, Pack, Verbosity, Who } from '../../i18n/messages.js';
import { leftOnTable } from '../fishing/choices.js';
import { BIG_CASINO, handRoundsPerDeal, isFace, ITEM_POINTS, LITTLE_CASINO, rankKey, seatsOf, sideOf, summable, summableTotal, valueOf } from './index.js';
import type { CountPhrase, Side } from './messages.js';
import type { CasinoMessages } from './texts.js';
import type { CasinoEvent, CasinoMove, CasinoView, CountLine, Seat } from './types.js';

export interface Words {
  readonly messages: CasinoMessages;
  readonly locale: Locale;
  readonly me: Seat;
  readonly names: readonly string[];
  readonly style: CardStyle;
  readonly pack: Pack;
  readonly verbosity: Verbosity;
  /** The viewer's view after the step. */
  readonly view: CasinoView;
  /** Games the sitting lasts. */
  readonly games: number;
}

export interface Said {
  readonly text: string;
  readonly kind: 'event' | 'info';
  readonly earcon?: EarconName;
}

// ---------------------------------------------------------------------------------------------
// Small pieces

export const who = (w: Words, seat: Seat): Who => ({ name: w.names[seat] ?? String(seat + 1), self: seat === w.me });

/** The seats of a side as people, the viewer first. */
export function sideWho(w: Words, side: number): Side {
  const seats = seatsOf(w.view.rules, side);
  return [...seats.filter((s) => s === w.me), ...seats.filter((s) => s !== w.me)].map((s) => who(w, s));
}

export const cardName = (w: Words, card: string): string => nameCard(card, { messages: w.messages, style: w.style, pack: w.pack });

/** Cards in words, by value (A … K), then suit. */
export const cardList = (w: Words, cards: readonly string[]): string => cardNames(sortCards(cards), { messages: w.messages, style: w.style, pack: w.pack });
/** A card, and cards by value, as the catalogue receives them (`${ref}` is cardName's, `${refs}` cardList's; none: "keine"). */
export const cardRef = (w: Words, card: string): CardRef => cardRefOf(card, { messages: w.messages, style: w.style, pack: w.pack });
export const cardRefs = (w: Words, cards: readonly string[]): CardRefs => cardRefsOf(sortCards(cards), { messages: w.messages, style: w.style, pack: w.pack });

/** The cards by value (A … K), then suit: the order of the hand and the table. */
export const byValue = (cards: readonly string[]): string[] => sortCards(cards);

/** The sides' points, the viewer's side first. */
export function scoreLine(w: Words, scores: readonly number[]): string {
  const mine = sideOf(w.view.rules, w.me);
  const order = scores.map((_, i) => i).sort((a, b) => Number(b === mine) - Number(a === mine) || a - b);
  return w.messages.casino.score({ sides: order.map((i) => ({ side: sideWho(w, i), points: scores[i]! })) });
}

/** Units by seat, the viewer first. */
export function stakesLine(w: Words, stakes: readonly number[]): string {
  const order = stakes.map((_, i) => i).sort((a, b) => Number(b === w.me) - Number(a === w.me) || a - b);
  return w.messages.casino.stakes(order.map((s) => ({ who: who(w, s), amount: stakes[s]! })));
}

/** What goes to the pile with a capture (the played card included): the facts the count will ask. */
export interface Gains {
  readonly cards: number;
  readonly spades: number;
  readonly aces: readonly string[];
  readonly bigCasino: boolean;
  readonly littleCasino: boolean;
}

export function gains(card: string, take: readonly string[]): Gains {
  const all = [card, ...take];
  return {
    cards: all.length,
    spades: all.filter((c) => c.endsWith('S')).length,
    aces: all.filter((c) => rankKey(c) === 'A'),
    bigCasino: all.includes(BIG_CASINO),
    littleCasino: all.includes(LITTLE_CASINO),
  };
}

/** The count points a pile's cards carry (the engine's ITEM_POINTS: the casinos and the aces). */
export function countPoints(g: Gains): number {
  return (g.bigCasino ? ITEM_POINTS.bigCasino : 0) + (g.littleCasino ? ITEM_POINTS.littleCasino : 0) + g.aces.reduce((a, ace) => a + (ITEM_POINTS[ace as 'AS'] ?? 0), 0);
}

function featWords(w: Words, g: Gains): string[] {
  const c = w.messages.casino;
  const out: string[] = [];
  if (g.bigCasino) out.push(c.bigCasino);
  if (g.littleCasino) out.push(c.littleCasino);
  if (g.aces.length) out.push(c.aces(g.aces.length));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Choices

export interface ChoiceFacts {
  /** Name the hand card (a list of several hand cards). */
  readonly withCard: boolean;
  /** The capture scores a clearing point (the engine's answer, C23). */
  readonly clearingPoint: boolean;
}

/** Best first: the points it secures (the casinos, aces, a clearing), then spades, then cards; a trail last. */
export function choiceScore(m: CasinoMove, clearingPoint: boolean): number {
  if (m.type !== 'capture') return -1;
  const g = gains(m.card, m.take);
  return (countPoints(g) + (clearingPoint ? 1 : 0)) * 10000 + g.spades * 100 + g.cards;
}

/** "Nimmt Karo Zehn: großes Casino, 2 Punkte; lässt Kreuz Drei liegen". */
export function describeChoice(w: Words, m: CasinoMove, f: ChoiceFacts): string {
  const c = w.messages.casino;
  if (m.type === 'trail') return c.choiceTrail(f.withCard ? cardRef(w, m.card) : null);
  const g = gains(m.card, m.take);
  const feats = featWords(w, g);
  if (f.clearingPoint) feats.push(c.clears);
  const pts = countPoints(g) + (f.clearingPoint ? 1 : 0);
  const left = leftOnTable(w.view.table, m.take);
  return w.messages.fishing.captureChoice({
    card: f.withCard ? cardRef(w, m.card) : null,
    taken: cardRefs(w, m.take),
    feats,
    tail: pts > 0 ? c.points(pts) : null,
    leaves: w.verbosity === 'brief' || left.length === 0 ? null : cardRefs(w, left),
    clears: left.length === 0 && !f.clearingPoint,
  });
}

// ---------------------------------------------------------------------------------------------
// Events of one step

/** One side's count, item by item, from the engine's lines (the points are the engine's). */
export function countPhrase(w: Words, lines: readonly CountLine[]): CountPhrase {
  const sides = lines.map((l, i) => ({ line: l, side: sideWho(w, i) }));
  // What the items besides the casinos and aces brought each side: the engine's points, taken apart.
  const rest = lines.map((l) => l.points - (l.bigCasino ? ITEM_POINTS.bigCasino : 0) - (l.littleCasino ? ITEM_POINTS.littleCasino : 0) - l.aces.length * ITEM_POINTS.AS);
  const cardsAt = rest.findIndex((r) => r >= ITEM_POINTS.cards);
  const spadesAt = rest.findIndex((r) => (r >= ITEM_POINTS.cards ? r - ITEM_POINTS.cards : r) >= ITEM_POINTS.spades);
  const bigAt = lines.findIndex((l) => l.bigCasino);
  const littleAt = lines.findIndex((l) => l.littleCasino);
  const mine = sideOf(w.view.rules, w.me);
  const ordered = [...sides.filter((_, i) => i === mine), ...sides.filter((_, i) => i !== mine)];
  const at = (i: number) => (i < 0 ? null : sideWho(w, i));
  return {
    sides: ordered.map(({ line, side }) => ({
      side,
      cards: line.cards,
      spades: line.spades,
      bigCasino: line.bigCasino,
      littleCasino: line.littleCasino,
      aces: line.aces.length ? cardRefs(w, line.aces) : null,
      aceCount: line.aces.length,
      points: line.points,
    })),
    cardsTo: at(cardsAt),
    spadesTo: at(spadesAt),
    bigCasinoTo: at(bigAt),
    littleCasinoTo: at(littleAt),
    worth: { cards: ITEM_POINTS.cards, spades: ITEM_POINTS.spades, bigCasino: ITEM_POINTS.bigCasino, littleCasino: ITEM_POINTS.littleCasino, ace: ITEM_POINTS.AS },
  };
}

export interface StepFacts {
  /** This step starts a new game (after one was won, or the first). */
  readonly newGame: boolean;
}

export function describeEvents(events: readonly CasinoEvent[], w: Words, facts: StepFacts): Said[] {
  const c = w.messages.casino;
  const out: Said[] = [];
  const say = (text: string, earcon?: EarconName) => out.push(earcon ? { text, kind: 'event', earcon } : { text, kind: 'event' });
  const brief = w.verbosity === 'brief';
  let lastCount: readonly CountLine[] | null = null;
  const payments = new Map<Seat, number>();
  for (const e of events) {
    switch (e.type) {
      case 'draw': {
        const rounds = e.rounds.map((r) => r.flatMap((card, seat) => (card === null ? [] : [{ who: who(w, seat), card: cardRef(w, card) }])));
        const mine = sideOf(w.view.rules, w.me);
        const partners = w.view.rules.players === 4 ? [sideWho(w, mine), sideWho(w, 1 - mine)] : null;
        say(c.draw(rounds, who(w, e.dealer), partners));
        break;
      }
      case 'dealStarted':
        say(
          c.dealStart({
            dealer: who(w, e.dealer),
            first: who(w, e.firstPlayer),
            score: scoreLine(w, e.scores),
            newGame: facts.newGame,
            game: Math.min(e.gamesPlayed + 1, w.games),
            games: w.games,
          }),
        );
        break;
      case 'cardsDealt': {
        const mine = e.hands[w.me] ?? null;
        say(c.cardsDealt({ round: e.round, cards: mine === null ? null : cardRefs(w, mine), count: mine?.length ?? 0, stock: e.stock }));
        break;
      }
      case 'tableDealt':
        say(c.tableDealt(cardRefs(w, e.cards)));
        break;
      case 'lastCards':
        say(c.lastCards(who(w, w.view.dealer)));
        break;
      case 'capture': {
        const g = gains(e.card, e.take);
        say(c.capture({ who: who(w, e.seat), card: cardRef(w, e.card), groups: e.groups.map((gr) => cardRefs(w, gr)), feats: featWords(w, g), brief }), e.cleared ? 'sweep' : 'capture');
        break;
      }
      case 'finalFaceCard':
        say(c.finalFaceCard({ who: who(w, e.seat), card: cardRef(w, e.card), taken: e.take.length ? cardRefs(w, e.take) : null }), 'capture');
        break;
      case 'trail':
        say(c.trail({ who: who(w, e.seat), card: cardRef(w, e.card), reason: e.reason }));
        break;
      case 'clearing':
        say(c.clearing({ side: sideWho(w, e.side), final: e.final === true, score: scoreLine(w, e.scores) }), 'sweep');
        break;
      case 'leftovers':
        say(c.leftovers({ to: e.side === null ? null : sideWho(w, e.side), cards: cardRefs(w, e.cards), count: e.cards.length }));
        break;
      case 'count':
        lastCount = e.sides;
        say(c.count(countPhrase(w, e.sides)));
        break;
      case 'netScore': {
        let high = 0;
        let low = 0;
        if (lastCount && e.side !== null) {
          high = lastCount[e.side]!.points;
          low = lastCount.reduce((a, l, i) => a + (i === e.side ? 0 : l.points), 0);
        }
        say(c.netScore({ to: e.side === null ? null : sideWho(w, e.side), points: e.points, high, low, score: scoreLine(w, e.scores) }));
        break;
      }
      case 'itemScored':
        say(c.itemScored({ item: e.item, to: sideWho(w, e.side), points: e.points, score: scoreLine(w, e.scores) }));
        break;
      case 'gameWon':
        say(
          c.gameWon({
            to: sideWho(w, e.side),
            score: scoreLine(w, e.scores),
            lurched: e.lurched.map((s) => sideWho(w, s)),
            lurchLine: w.view.rules.lurchLine,
            next: w.view.gamesPlayed < w.games,
          }),
          'end',
        );
        break;
      case 'payment':
        payments.set(e.from, (payments.get(e.from) ?? 0) - e.amount);
        payments.set(e.to, (payments.get(e.to) ?? 0) + e.amount);
        break;
      case 'dealAbandoned':
        say(c.dealAbandoned);
        break;
      case 'dealOver':
        say(c.dealOver({ score: scoreLine(w, e.scores), next: 'deal' }));
        break;
    }
  }
  if (payments.size) {
    const seats = [...payments.keys()].sort((a, b) => Number(b === w.me) - Number(a === w.me) || a - b);
    // Said after the game's end, before anything that follows it.
    const at = out.findIndex((s) => s.earcon === 'end');
    const text = c.payments(seats.map((s) => ({ who: who(w, s), amount: payments.get(s)! })));
    out.splice(at < 0 ? out.length : at + 1, 0, { text, kind: 'event' });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reading keys

export function describeHand(w: Words): string {
  const hand = w.view.hand;
  return w.messages.casino.hand(cardRefs(w, hand), hand.length);
}

export function describeTable(w: Words): string {
  const table = w.view.table;
  const faces = table.filter((c) => !summable(c));
  return w.messages.casino.table({ cards: cardRefs(w, table), count: table.length, total: summableTotal(table), faces: faces.length ? cardRefs(w, faces) : null });
}

export function describeStatus(w: Words): string {
  const v = w.view;
  return w.messages.casino.status({
    toMove: v.toMove === null ? null : who(w, v.toMove),
    dealer: who(w, v.dealer),
    round: Math.max(1, v.handRound),
    rounds: handRoundsPerDeal(v.rules.players),
    final: v.finalRound,
    stock: v.stockCount,
    score: scoreLine(w, v.scores),
    target: v.rules.target,
    game: Math.min(v.gamesPlayed + (v.phase === 'gameOver' ? 0 : 1), w.games),
    games: w.games,
    hands: v.handCounts.map((count, seat) => ({ who: who(w, seat), count })),
    stakes: stakesLine(w, v.stakes),
  });
}

/** C39: the most recent capture is the only one that may be looked at. */
export function describeLastCapture(w: Words): string {
  const l = w.view.lastCapture;
  return w.messages.casino.lastCapture(l ? { who: who(w, l.seat), card: cardRef(w, l.card), taken: cardRefs(w, l.take) } : null);
}

/** The count of the deal from its 'count' event (null: none yet in this deal). */
export function describeCount(w: Words, lines: readonly CountLine[] | null): string {
  return lines ? w.messages.casino.count(countPhrase(w, lines)) : w.messages.casino.countLater;
}

// ---------------------------------------------------------------------------------------------
// Turns, refusals, hints

/** The "your turn" prompt from the legal moves; `lastFaceCard`: the dealer's last face card must take the table (C25). */
export function yourTurn(w: Words, legal: readonly CasinoMove[], lastFaceCard: string | null): string {
  const captures = legal.filter((m) => m.type === 'capture').length;
  return w.messages.casino.yourTurn({
    captures,
    mustTrail: captures > 0 ? null : w.view.table.length === 0 ? 'emptyTable' : 'noCapture',
    lastFaceCard: lastFaceCard === null ? null : cardRef(w, lastFaceCard),
  });
}

const CARD_RE = /^(A|[2-9]|10|J|Q|K)[CDHS]$/;
const strs = (x: unknown): string[] => (Array.isArray(x) ? x.filter((c): c is string => typeof c === 'string' && CARD_RE.test(c)) : []);

/**
 * A refusal in words with its rule. `card`: the hand card the player tried (named when the engine's
 * refusal does not say it, as for a trail refused by C13 when that card itself cannot take).
 */
export function describeViolation(w: Words, v: Pick<RuleViolation, 'rule' | 'code'> & { details?: Readonly<Record<string, unknown>> }, card?: string): string {
  const c = w.messages.casino;
  const d = v.details ?? {};
  const played = typeof d['card'] === 'string' && CARD_RE.test(d['card']) ? (d['card'] as string) : (card ?? null);
  const take = strs(d['take']);
  const name = (x: string | undefined | null) => (x ? cardRef(w, x) : undefined);
  let text: string;
  switch (v.code) {
    case 'notYourTurn': {
      const t = d['toMove'];
      text = c.notYourTurn(typeof t === 'number' ? who(w, t) : null);
      break;
    }
    case 'faceTakesOnlyItsRank':
      text = c.violation(v.code, { card: name(played), table: name(take.find((t) => played !== null && rankKey(t) !== rankKey(played))) });
      break;
    case 'faceOnlyByItsRank':
      text = c.violation(v.code, { table: name(take.find((t) => isFace(t))) });
      break;
    case 'aceTakesOnlyAces':
      text = c.violation(v.code, { table: name(take.find((t) => rankKey(t) !== 'A')) });
      break;
    case 'tenOnlyByTen':
      text = c.violation(v.code, { table: name(take.find((t) => valueOf(t) === 10)) });
      break;
    case 'noGroupSplit':
      text = c.violation(v.code, { card: name(played), cards: cardRefs(w, take), value: played ? valueOf(played) : undefined });
      break;
    case 'notOnTable':
      text = c.violation(v.code, { cards: cardRefs(w, strs(d['cards'])) });
      break;
    case 'captureCompulsory':
      text = c.violation(v.code, { card: name(card) });
      break;
    default:
      text = c.violation(v.code, { card: name(played) });
  }
  return v.rule ? `${text} ${c.ruleRef(v.rule)}` : text;
}

/** A hint from the computer players' explanation (its reason codes, most important first). */
export function describeHint(w: Words, move: CasinoMove, explanation: unknown, facts: ChoiceFacts): string {
  const c = w.messages.casino;
  const codes = explanation && typeof explanation === 'object' && Array.isArray((explanation as { reasons?: unknown }).reasons) ? ((explanation as { reasons: unknown[] }).reasons.filter((r) => typeof r === 'string') as string[]) : [];
  const reasons = [...new Set(codes)].map((r) => c.hintReason(r)).filter((r): r is string => r !== null).slice(0, 2);
  return c.hint(describeChoice(w, move, { ...facts, withCard: true }), reasons);
}
