/**
 * The describer: pure functions from engine data to sentences (architecture.md §6, experience.md §1–3).
 * No DOM, no state: the same input gives the same words. The engine never builds sentences; this does.
 *
 * API
 * - `DescribeContext`: { messages, me, names, verbosity, cardNames, pack, payments, speakCuts?, rules?, view? }
 *     me: the viewer's seat (said as "you"/"du"), or null for a spectator;
 *     names: player names by seat; cardNames: 'long' (speech) | 'short' (braille);
 *     pack: 'french' | 'numbers'; payments: 'each' | 'total' | 'off' (per-event switch for payments);
 *     speakCuts: say each round of the first-dealer cut (default: not in brief);
 *     rules: the rules in force (else taken from `view`); view: the viewer's view AFTER the step
 *     (optional: gives the pot after the ante and, in detailed verbosity, the table count after a move).
 * - `Announcement` = { text, kind: 'event'|'turn'|'error'|'info', priority: 'polite'|'assertive', earcon? }.
 * - `describeEvents(events, ctx): Announcement[]`: the visible events of ONE engine step (a move and
 *     everything it caused). A turn (capture or lay-down) with its payments is ONE sentence.
 * - `describeDealSummary(dealEvents, ctx): string`: net counters per player over all events of a deal.
 * - `describeHand(view, ctx)`, `describeTable(view, ctx)`, `describeStatus(view, ctx)`: strings.
 * - `describeCapture(move, feats, ctx, withCard = false)`: one entry of a numbered choice list
 *     ("Nimmt Kreuz Ass und Pik Neun: 1 Ass, plus 2"); pass withCard for lists mixing hand cards.
 * - `describeChoicesIntro(card | null, count, ctx)`: "Pik Zehn: 3 Möglichkeiten."
 * - `describeNoCapture(card, view, ctx)`: why a hand card has no capture.
 * - `describeViolation(violation, ctx)`: an illegal attempt explained in words with the rule
 *     (rule id appended in detailed verbosity). Uses violation.details { card, take, cards, player }.
 * - `describeForcedLayDown(view, ctx)`: what a forced lay-down costs, for the confirmation.
 * - `yourTurn(view, ctx)`: the "your turn" prompt (announce it assertive, earcon 'turn').
 * - `describeHint(move, explanation, ctx)`: the hint sentence from the bots' MoveExplanation.
 * - `cardName(card, ctx)`, `cardList(cards, ctx)` (strings), `cardRef(card, ctx)`, `cardRefs(cards, ctx)` (what the
 *   catalogue receives), `rulesName(rules, messages)`, `whoOf(seat, ctx)`.
 */
import type { Announcement } from '../../announcer/announcement.js';
import type { EarconName } from '../../announcer/earcons.js';
import type { MoveExplanation } from './bots/types.js';
import { rankOf } from '../../engine/cards.js';
import type { RuleViolation } from '../../engine/game.js';
import { captureFeats, isFace, legalCaptures, summableTotal, valueOf } from './captures.js';
import { PRESETS } from './rules.js';
import type {
  PapillonEvent,
  PapillonMove,
  PapillonRules,
  PapillonView,
  PaymentEvent,
  PaymentReason,
  Seat,
} from './types.js';
import { cardNames as formatCards, cardName as formatCard, cardRefOf as refOf, cardRefsOf as refsOf, sortCards } from '../../i18n/cards.js';
import type { CardRef, CardRefs } from '../../i18n/deck-names.js';
import {
  capitalize,
  list,
  type CardStyle,
  type Pack,
  type Verbosity,
  type Who,
} from '../../i18n/messages.js';
import type { PapillonMessages, PaymentPhrase } from './messages.js';

export type PaymentsMode = 'each' | 'total' | 'off';

export interface DescribeContext {
  readonly messages: PapillonMessages;
  /** The viewer's seat, said in the second person; null for a spectator. */
  readonly me: Seat | null;
  /** Player names by seat. */
  readonly names: readonly string[];
  readonly verbosity: Verbosity;
  readonly cardNames: CardStyle;
  readonly pack: Pack;
  readonly payments: PaymentsMode;
  /** Say each round of the cut for the first dealer (default: yes, except in brief verbosity). */
  readonly speakCuts?: boolean;
  /** The rules in force (default: `view.rules`). */
  readonly rules?: PapillonRules;
  /** The viewer's view after the step (optional, see the file header). */
  readonly view?: PapillonView | null;
  /** The pot before the step, where no view after it is known (a rejoined table's rebuilt log): the pot after an ante. */
  readonly potBefore?: number;
  /** The visible events of the deal so far, this step's included: the end of a deal says each player's net. */
  readonly dealEvents?: readonly PapillonEvent[];
}


export type { Announcement };

// ---------------------------------------------------------------------------------------------
// Small pieces

export function whoOf(seat: Seat, ctx: DescribeContext): Who {
  return { name: ctx.names[seat] ?? `${seat + 1}`, self: seat === ctx.me };
}

export function cardName(card: string, ctx: DescribeContext): string {
  return formatCard(card, { messages: ctx.messages, style: ctx.cardNames, pack: ctx.pack });
}

/** Cards in words, sorted by value: "Kreuz Ass, Karo Vier und Herz Fünf". */
export function cardList(cards: readonly string[], ctx: DescribeContext, sort = true): string {
  return formatCards(sort ? sortCards(cards) : cards, { messages: ctx.messages, style: ctx.cardNames, pack: ctx.pack });
}

/** A card as the catalogue receives it, to name in the case its sentence needs (`${ref}` is cardName's). */
export function cardRef(card: string, ctx: DescribeContext): CardRef {
  return refOf(card, { messages: ctx.messages, style: ctx.cardNames, pack: ctx.pack });
}

/** Cards as the catalogue receives them, sorted by value (`${refs}` is cardList's). */
export function cardRefs(cards: readonly string[], ctx: DescribeContext, sort = true): CardRefs {
  return refsOf(sort ? sortCards(cards) : cards, { messages: ctx.messages, style: ctx.cardNames, pack: ctx.pack });
}

function players(ctx: DescribeContext): number {
  return ctx.rules?.players ?? ctx.view?.rules.players ?? ctx.names.length;
}

function rulesOf(ctx: DescribeContext): PapillonRules | null {
  return ctx.rules ?? ctx.view?.rules ?? null;
}

function dealsOf(ctx: DescribeContext): number | null {
  if (ctx.view) return ctx.view.deals;
  const r = rulesOf(ctx);
  return r ? r.tours * r.players : null;
}

/** "Braillespiel", "Philidor 1756", or a preset plus the further variants by name. */
export function rulesName(rules: PapillonRules, messages: PapillonMessages): string {
  const philidor = PRESETS['philidor-1756'].every((v) => rules.variants.includes(v));
  const base = philidor ? messages.words.presetPhilidor : messages.words.presetBraillespiel;
  const baseSet: readonly string[] = philidor ? PRESETS['philidor-1756'] : [];
  const extra = rules.variants.filter((v) => !baseSet.includes(v));
  if (extra.length === 0) return base;
  const variants = messages.ui.variant as Readonly<Record<string, { name: string }>>;
  return `${base}, ${list(messages.locale, extra.map((v) => variants[v]?.name ?? v))}`;
}

function featWords(f: { aces: number; pureAces: boolean; kleinPapillon: boolean; haneton: boolean; sautenelle: boolean; gainEach: number }, m: PapillonMessages): string[] {
  const out: string[] = [];
  if (f.gainEach > 0) {
    if (f.pureAces) out.push(m.feats.pureAces(f.aces));
    else if (f.aces > 0) out.push(m.feats.aces(f.aces));
  }
  if (f.kleinPapillon) out.push(m.feats.kleinPapillon);
  if (f.haneton) out.push(m.feats.haneton);
  if (f.sautenelle) out.push(m.feats.sautenelle);
  return out;
}

/** Payments to one seat, said per payer or in total; null when payments are not spoken or there are none. */
function paymentPhrase(payments: readonly PaymentEvent[], to: Seat, ctx: DescribeContext): PaymentPhrase | null {
  if (ctx.payments === 'off') return null;
  const incoming = payments.filter((p) => p.to === to && p.from !== 'pot');
  if (incoming.length === 0) return null;
  const byPayer = new Map<Seat, number>();
  for (const p of incoming) byPayer.set(p.from as Seat, (byPayer.get(p.from as Seat) ?? 0) + p.amount);
  const total = [...byPayer.values()].reduce((a, b) => a + b, 0);
  const amounts = new Set(byPayer.values());
  if (ctx.payments === 'total' || amounts.size !== 1) return { mode: 'total', to: whoOf(to, ctx), amount: total };
  // The viewer last: "von Anna und dir" reads better than "von dir und Anna".
  const from = [...byPayer.keys()].sort((a, b) => Number(a === ctx.me) - Number(b === ctx.me) || a - b).map((s) => whoOf(s, ctx));
  return { mode: 'each', to: whoOf(to, ctx), each: [...amounts][0]!, from };
}

const event = (text: string, earcon?: EarconName): Announcement =>
  earcon ? { text, kind: 'event', priority: 'polite', earcon } : { text, kind: 'event', priority: 'polite' };
const info = (text: string): Announcement => ({ text, kind: 'info', priority: 'polite' });

// ---------------------------------------------------------------------------------------------
// Events of one step

const CAPTURE_REASONS: readonly PaymentReason[] = ['ace', 'pureAces', 'kleinPapillon', 'haneton', 'sautenelle'];
const LAYDOWN_REASONS: readonly PaymentReason[] = ['layDown', 'aceLaidDown'];

export function describeEvents(events: readonly PapillonEvent[], ctx: DescribeContext): Announcement[] {
  const m = ctx.messages;
  const brief = ctx.verbosity === 'brief';
  const detailed = ctx.verbosity === 'detailed';
  const speakCuts = ctx.speakCuts ?? !brief;
  const out: Announcement[] = [];
  let i = 0;
  let lastCut: readonly (string | null)[] | null = null;
  let moved = false;

  /** The payment events right after position i whose reason is in `reasons`. */
  const takePayments = (reasons: readonly PaymentReason[]): PaymentEvent[] => {
    const got: PaymentEvent[] = [];
    while (i < events.length) {
      const e = events[i]!;
      if (e.type !== 'payment' || !reasons.includes(e.reason)) break;
      got.push(e);
      i++;
    }
    return got;
  };

  while (i < events.length) {
    const e = events[i++]!;
    switch (e.type) {
      case 'sessionStart': {
        const rules = rulesOf(ctx);
        const name = rules ? rulesName(rules, m) : presetNameFromVariants(e.variants, m);
        out.push(info(m.events.sessionStart({ players: e.players, tours: e.tours, deals: e.players * e.tours, rules: name })));
        break;
      }
      case 'cut': {
        lastCut = e.cards;
        if (!speakCuts) break;
        const cuts = e.cards.flatMap((c, seat) => (c === null ? [] : [{ who: whoOf(seat, ctx), card: cardRef(c, ctx) }]));
        let text = m.events.cutRound({ round: e.round, cuts });
        if (e.lowest.length > 1) text += ` ${m.events.cutTie({ who: e.lowest.map((s) => whoOf(s, ctx)) })}`;
        out.push(info(text));
        break;
      }
      case 'firstDealer': {
        const c = lastCut?.[e.dealer] ?? null;
        out.push(info(m.events.firstDealer({ dealer: whoOf(e.dealer, ctx), card: c === null ? null : cardRef(c, ctx) })));
        break;
      }
      case 'dealStart': {
        const n = players(ctx);
        const order = brief ? null : Array.from({ length: n }, (_, k) => whoOf((e.firstPlayer + k) % n, ctx));
        out.push(
          info(m.events.dealStart({ deal: e.deal, deals: e.deals, tour: e.tour, dealer: whoOf(e.dealer, ctx), first: whoOf(e.firstPlayer, ctx), order })),
        );
        const antes = takePayments(['ante']);
        if (antes.length > 0 && !brief && ctx.payments !== 'off') {
          const each = antes[0]!.amount;
          out.push(info(m.events.ante({ each, pot: ctx.view?.pot ?? (ctx.potBefore ?? 0) + antes.reduce((a, p) => a + p.amount, 0) })));
        }
        break;
      }
      case 'handsDealt': {
        const mine = ctx.me === null ? null : (e.hands[ctx.me] ?? null);
        const counts = e.counts.every((c) => c === 3) && !detailed ? null : e.counts.map((count, seat) => ({ who: whoOf(seat, ctx), count }));
        out.push(
          event(
            m.events.handsDealt({
              handRound: e.handRound,
              you: mine === null ? null : cardRefs(mine, ctx),
              youCount: mine?.length ?? 0,
              counts,
              stock: brief ? null : e.stock,
            }),
          ),
        );
        break;
      }
      case 'tableDealt':
        out.push(event(m.events.tableDealt({ cards: cardRefs(e.cards, ctx), count: e.cards.length, refill: e.refill, stock: brief ? null : e.stock })));
        break;
      case 'lastCardsDealt': {
        const rules = rulesOf(ctx);
        out.push(event(m.events.lastCardsDealt({ dealer: whoOf(e.dealer, ctx), kleinPapillonVoid: !(rules?.classicPayouts ?? false) })));
        break;
      }
      case 'capture': {
        const pays = takePayments(CAPTURE_REASONS);
        moved = true;
        const text = m.events.capture({
          who: whoOf(e.player, ctx),
          card: cardRef(e.card, ctx),
          taken: cardRefs(e.taken, ctx),
          feats: featWords(e, m),
          payment: paymentPhrase(pays, e.player, ctx),
          brief,
        });
        out.push(event(text, e.sautenelle ? 'sweep' : 'capture'));
        break;
      }
      case 'layDown': {
        const pays = takePayments(LAYDOWN_REASONS);
        moved = true;
        const paid = pays.filter((p) => p.reason === 'layDown').reduce((a, p) => a + p.amount, 0);
        const back = pays.filter((p) => p.reason === 'aceLaidDown').reduce((a, p) => a + p.amount, 0);
        out.push(
          event(
            m.events.layDown({
              who: whoOf(e.player, ctx),
              cards: cardRefs(e.cards, ctx),
              count: e.cards.length,
              paid: paid || e.cards.length,
              aces: e.aces,
              back,
              speakPayments: ctx.payments !== 'off',
              brief,
            }),
          ),
        );
        break;
      }
      case 'winner':
        out.push(event(m.events.winner({ who: whoOf(e.player, ctx) })));
        break;
      case 'consolation': {
        const pays = takePayments(['consolation']);
        out.push(event(m.events.consolation({ who: whoOf(e.player, ctx), payment: paymentPhrase(pays, e.player, ctx) })));
        break;
      }
      case 'potCarried':
        // At the last deal the pot is shared out: it stays for no next deal (P47).
        if (!events.some((x) => x.type === 'sessionOver')) out.push(event(m.events.potCarried({ amount: e.amount })));
        break;
      case 'leftovers':
        out.push(
          event(
            m.events.leftovers({ to: e.to === null ? null : whoOf(e.to, ctx), cards: cardRefs(e.cards, ctx), count: e.cards.length, brief }),
          ),
        );
        break;
      case 'blaetter': {
        const pays = takePayments(['blaetter']);
        const counts = brief ? null : e.counts.map((count, seat) => ({ who: whoOf(seat, ctx), count }));
        if (e.winner !== null) {
          out.push(
            event(m.events.blaetterWon({ who: whoOf(e.winner, ctx), count: e.counts[e.winner] ?? 0, payment: paymentPhrase(pays, e.winner, ctx), counts })),
          );
        } else {
          const most = Math.max(...e.counts);
          const tied = e.counts.flatMap((c, seat) => (c === most ? [whoOf(seat, ctx)] : []));
          const sessionEnds = events.slice(i).some((x) => x.type === 'sessionOver');
          const rules = rulesOf(ctx);
          const next = sessionEnds ? 0 : rules?.blaetterDoubles ? 2 ** e.carry : 1 + e.carry;
          out.push(event(m.events.blaetterTie({ who: tied, count: most, next })));
        }
        break;
      }
      case 'dealOver':
        // What each player won or lost in this deal, before the standings (issue 10, point 9).
        if (ctx.dealEvents) out.push(event(describeDealSummary(ctx.dealEvents, ctx)));
        out.push(
          event(
            m.events.dealOver({
              deal: e.deal,
              deals: dealsOf(ctx),
              winner: e.winner === null ? null : whoOf(e.winner, ctx),
              balances: e.balances.map((balance, seat) => ({ who: whoOf(seat, ctx), balance })),
              pot: e.pot,
              piles: detailed ? e.pileCounts.map((count, seat) => ({ who: whoOf(seat, ctx), count })) : null,
              // The consolation said already that nobody won; the key that goes on, unless the session ends.
              nobodySaid: events.some((x) => x.type === 'consolation'),
              nextKey: !events.some((x) => x.type === 'sessionOver'),
            }),
          ),
        );
        break;
      case 'sessionOver': {
        const places = [...new Set(e.places)].sort((a, b) => a - b).map((place) => {
          const seats = e.places.flatMap((p, seat) => (p === place ? [seat] : []));
          return { place, who: seats.map((s) => whoOf(s, ctx)), balance: e.balances[seats[0]!] ?? 0 };
        });
        out.push(event(m.events.sessionOver({ places })));
        break;
      }
      case 'payment': {
        if (e.reason === 'pot' && e.from === 'pot' && e.to !== 'pot') {
          out.push(event(m.events.potWon({ who: whoOf(e.to, ctx), amount: e.amount })));
        } else if (e.reason === 'sessionShare') {
          i--;
          const shares = takePayments(['sessionShare']);
          if (ctx.payments !== 'off') {
            out.push(event(m.events.potShared({ shares: shares.flatMap((p) => (p.to === 'pot' ? [] : [{ who: whoOf(p.to, ctx), amount: p.amount }])) })));
          }
        } else if (e.reason === 'ante') {
          i--;
          const antes = takePayments(['ante']);
          if (!brief && ctx.payments !== 'off') out.push(info(m.events.ante({ each: antes[0]!.amount, pot: ctx.view?.pot ?? (ctx.potBefore ?? 0) + antes.length * antes[0]!.amount })));
        } else if (ctx.payments !== 'off') {
          out.push(
            event(
              m.events.payment({
                from: e.from === 'pot' ? null : whoOf(e.from, ctx),
                to: e.to === 'pot' ? null : whoOf(e.to, ctx),
                amount: e.amount,
              }),
            ),
          );
        }
        break;
      }
    }
  }
  if (detailed && moved && ctx.view && ctx.view.phase === 'play') {
    out.push(info(m.events.tableAfter({ count: ctx.view.table.length })));
  }
  return out.filter((a) => a.text.length > 0);
}

function presetNameFromVariants(variants: readonly string[], m: PapillonMessages): string {
  const philidor = PRESETS['philidor-1756'].every((v) => variants.includes(v));
  return philidor ? m.words.presetPhilidor : m.words.presetBraillespiel;
}

/** Net counters of each player over the events of a whole deal (say it after the deal summary). */
export function describeDealSummary(dealEvents: readonly PapillonEvent[], ctx: DescribeContext): string {
  const n = players(ctx);
  const nets = new Array<number>(n).fill(0);
  for (const e of dealEvents) {
    if (e.type !== 'payment') continue;
    if (e.from !== 'pot') nets[e.from] = (nets[e.from] ?? 0) - e.amount;
    if (e.to !== 'pot') nets[e.to] = (nets[e.to] ?? 0) + e.amount;
  }
  return ctx.messages.events.dealNet({ nets: nets.map((net, seat) => ({ who: whoOf(seat, ctx), net })) });
}

// ---------------------------------------------------------------------------------------------
// Queries

export function describeHand(view: PapillonView, ctx: DescribeContext): string {
  return ctx.messages.queries.hand({ cards: cardRefs(view.hand, ctx), count: view.hand.length });
}

export function describeTable(view: PapillonView, ctx: DescribeContext): string {
  return ctx.messages.queries.table({ cards: cardRefs(view.table, ctx), count: view.table.length, total: summableTotal(view.table, view.rules) });
}

/** Turn order from the first player of the deal: the dealer's right-hand neighbour (P3). */
function turnOrder(view: PapillonView, ctx: DescribeContext): Who[] {
  const n = view.rules.players;
  return Array.from({ length: n }, (_, k) => whoOf((view.dealer + 1 + k) % n, ctx));
}

export function describeStatus(view: PapillonView, ctx: DescribeContext): string {
  const q = ctx.messages.queries;
  const brief = ctx.verbosity === 'brief';
  const seats = view.handCounts.map((_, seat) => seat);
  const parts: string[] = [];
  parts.push(q.round({ deal: Math.min(view.dealsPlayed + (view.phase === 'play' ? 1 : 0), view.deals) || 1, deals: view.deals, handRound: view.handRound, finalRound: view.finalRound }));
  if (view.phase === 'play') parts.push(q.toMove({ who: view.toMove === null ? null : whoOf(view.toMove, ctx) }));
  else parts.push(view.phase === 'sessionOver' ? q.sessionOverStatus : q.dealOverStatus);
  if (view.winner !== null && view.phase === 'play') parts.push(q.winnerSoFar({ who: whoOf(view.winner, ctx) }));
  if (!brief) {
    parts.push(q.order({ order: turnOrder(view, ctx) }));
    parts.push(q.dealer({ who: whoOf(view.dealer, ctx) }));
  }
  parts.push(q.handCounts({ counts: seats.map((s) => ({ who: whoOf(s, ctx), count: view.handCounts[s] ?? 0 })) }));
  if (!brief) parts.push(q.piles({ counts: seats.map((s) => ({ who: whoOf(s, ctx), count: view.pileCounts[s] ?? 0 })) }));
  parts.push(q.balances({ balances: seats.map((s) => ({ who: whoOf(s, ctx), balance: view.balances[s] ?? 0 })) }));
  parts.push(q.pot({ amount: view.pot }));
  parts.push(q.stock({ count: view.stockCount }));
  if (!brief && !view.rules.classicPayouts) {
    const next = view.rules.blaetterDoubles ? 2 ** view.blaetterCarry : 1 + view.blaetterCarry;
    parts.push(q.blaetter({ carry: view.blaetterCarry, next }));
  }
  if (!brief) parts.push(q.rules({ name: rulesName(view.rules, ctx.messages) }));
  return parts.join(' ');
}

/** One capture of a numbered choice list; `withCard` names the hand card too (lists of several cards). */
export function describeCapture(
  move: PapillonMove,
  feats: { aces: number; pureAces: boolean; kleinPapillon: boolean; haneton: boolean; sautenelle: boolean; gainEach: number },
  ctx: DescribeContext,
  withCard = false,
): string {
  if (move.type !== 'capture') return ctx.messages.ui.layDown;
  return ctx.messages.queries.choice({
    card: withCard ? cardRef(move.card, ctx) : null,
    taken: cardRefs(move.take, ctx),
    feats: featWords(feats, ctx.messages),
    gain: feats.gainEach * (players(ctx) - 1),
  });
}

export function describeChoicesIntro(card: string | null, count: number, ctx: DescribeContext): string {
  return ctx.messages.queries.choicesIntro({ card: card === null ? null : cardRef(card, ctx), count });
}

/** Why a hand card has no legal capture (Enter on it). */
export function describeNoCapture(card: string, _view: PapillonView, ctx: DescribeContext): string {
  return ctx.messages.queries.noCapture({ card: cardRef(card, ctx), rank: rankOf(card), pack: ctx.pack, value: valueOf(card) });
}

function str(x: unknown): string | null {
  return typeof x === 'string' ? x : null;
}
function strs(x: unknown): string[] {
  return Array.isArray(x) ? x.filter((c): c is string => typeof c === 'string') : [];
}
const CARD_RE = /^(A|[2-9]|10|J|Q|K)[CDHS]$/;

export function describeViolation(v: Pick<RuleViolation, 'rule' | 'code'> & { details?: Readonly<Record<string, unknown>> }, ctx: DescribeContext): string {
  const m = ctx.messages;
  const vm = m.violations;
  const d = v.details ?? {};
  const card = str(d['card']);
  const take = strs(d['take']).filter((c) => CARD_RE.test(c));
  const okCard = card !== null && CARD_RE.test(card) ? card : null;
  const pack = ctx.pack;
  let text: string;
  switch (v.code) {
    case 'emptyCapture':
      text = vm.emptyCapture;
      break;
    case 'faceOnlyByEqual':
    case 'tenOnlyByTen': {
      const t = take[0];
      text = t ? vm[v.code]({ table: cardRef(t, ctx), rank: rankOf(t), pack }) : vm.unknown({ rule: v.rule });
      break;
    }
    case 'rankMismatch': {
      const t = take[0];
      text = okCard && t ? vm.rankMismatch({ card: cardRef(okCard, ctx), target: cardRef(t, ctx), rank: rankOf(okCard), pack }) : vm.unknown({ rule: v.rule });
      break;
    }
    case 'onlyOneOfRank':
      text = okCard ? vm.onlyOneOfRank({ card: cardRef(okCard, ctx), rank: rankOf(okCard), pack }) : vm.unknown({ rule: v.rule });
      break;
    case 'faceNotInSum': {
      const t = take.find((c) => isFace(c));
      text = t ? vm.faceNotInSum({ table: cardRef(t, ctx), rank: rankOf(t), pack }) : vm.unknown({ rule: v.rule });
      break;
    }
    case 'tenNotInSum': {
      const t = take.find((c) => valueOf(c) === 10);
      text = t ? vm.tenNotInSum({ table: cardRef(t, ctx), rank: rankOf(t), pack }) : vm.unknown({ rule: v.rule });
      break;
    }
    case 'faceNoSum':
      text = okCard ? vm.faceNoSum({ card: cardRef(okCard, ctx), rank: rankOf(okCard), pack }) : vm.unknown({ rule: v.rule });
      break;
    case 'severalGroups':
      text = okCard ? vm.severalGroups({ card: cardRef(okCard, ctx), value: valueOf(okCard) }) : vm.unknown({ rule: v.rule });
      break;
    case 'sumMismatch':
      text = okCard ? vm.sumMismatch({ sum: take.reduce((a, c) => a + valueOf(c), 0), value: valueOf(okCard) }) : vm.unknown({ rule: v.rule });
      break;
    case 'noTurn':
      text = vm.noTurn;
      break;
    case 'notYourTurn': {
      const p = d['player'];
      text = vm.notYourTurn({ who: typeof p === 'number' && p !== ctx.me ? whoOf(p, ctx) : null });
      break;
    }
    case 'badMove':
      text = vm.badMove;
      break;
    case 'badCard':
      text = vm.badCard;
      break;
    case 'duplicateCard':
      text = vm.duplicateCard;
      break;
    case 'cardNotInHand':
      text = vm.cardNotInHand({ card: okCard ? cardRef(okCard, ctx) : null });
      break;
    case 'notOnTable': {
      const cards = strs(d['cards']).filter((c) => CARD_RE.test(c));
      text = cards.length ? vm.notOnTable({ cards: cardRefs(cards, ctx) }) : vm.unknown({ rule: v.rule });
      break;
    }
    case 'captureCompulsory':
      text = vm.captureCompulsory;
      break;
    default:
      text = vm.unknown({ rule: v.rule });
  }
  return ctx.verbosity === 'detailed' && v.rule ? `${text} ${m.words.ruleRef(v.rule)}` : text;
}

/** The cost of the forced lay-down, for the player to confirm (experience.md §3). */
export function describeForcedLayDown(view: PapillonView, ctx: DescribeContext): string {
  const hand = view.hand;
  const aces = hand.filter((c) => rankOf(c) === 'A').length;
  const back = view.rules.classicPayouts ? 0 : aces * (view.rules.players - 1);
  return ctx.messages.queries.forcedLayDown({
    cards: cardRefs(hand, ctx),
    count: hand.length,
    paid: hand.length,
    aces,
    back,
    net: back - hand.length,
    finalRound: view.finalRound,
  });
}

/** The "your turn" prompt. */
export function yourTurn(view: PapillonView, ctx: DescribeContext): string {
  const caps = legalCaptures(view.hand, view.table, view.rules);
  return ctx.messages.queries.yourTurn({
    handCount: view.hand.length,
    tableCount: view.table.length,
    mustLayDown: caps.length === 0,
    captures: caps.length,
    detailed: ctx.verbosity === 'detailed',
  });
}

/** The "your turn" prompt as an Announcement (assertive, earcon 'turn'). */
export function yourTurnAnnouncement(view: PapillonView, ctx: DescribeContext): Announcement {
  return { text: yourTurn(view, ctx), kind: 'turn', priority: 'assertive', earcon: 'turn' };
}

/**
 * A hint from the bots' structured explanation (MoveExplanation, ./bots/types.ts), or from the move alone.
 * Says the move and its immediate gain; detailed verbosity adds what it leaves for the next player.
 */
export function describeHint(move: PapillonMove, explanation: MoveExplanation | unknown, ctx: DescribeContext): string {
  const m = ctx.messages;
  const h = m.hints;
  const ex = isExplanation(explanation) ? explanation : null;
  if (move.type === 'layDown') {
    return h.layDown;
  }
  const view = ctx.view;
  const feats = view
    ? captureFeats(move.card, move.take, view.table.length, view.finalRound, view.rules)
    : ex
      ? { ...ex.feats, gainEach: ex.gainEach }
      : null;
  const parts = [h.capture({ choice: feats ? describeCapture(move, feats, ctx, true) : `${cardName(move.card, ctx)}: ${cardList(move.take, ctx)}` })];
  if (ex) {
    if (ex.forced) parts.push(h.forced);
    if (ex.winsDeal) parts.push(h.winsDeal);
    const next = ex.leavesForNext;
    if (next.emptyTable) parts.push(h.emptyTable);
    else if (!next.sumThreat && next.acesLeft === 0 && next.nextPlayer !== null) parts.push(h.leavesLittle({ who: whoOf(next.nextPlayer, ctx) }));
    else {
      if (next.sumThreat && next.nextPlayer !== null && ctx.verbosity !== 'brief') {
        parts.push(h.sumsLeft({ who: whoOf(next.nextPlayer, ctx), values: next.sumValues }));
      }
      if (next.acesLeft > 0 && ctx.verbosity !== 'brief') parts.push(h.acesLeft({ count: next.acesLeft }));
    }
    // How clear the choice is, from the search: only when it is worth a whole counter.
    const margin = Math.round(ex.margin);
    if (ex.source === 'search' && !ex.forced && ex.alternatives.length > 0 && margin >= 1) parts.push(h.betterBy({ counters: margin }));
    // Winning the deal is possible only in the final round (P39).
    if (ex.source === 'search' && ex.best.winRate !== null && ctx.verbosity === 'detailed' && ctx.view?.finalRound) {
      parts.push(h.winRate({ percent: Math.round(ex.best.winRate * 100) }));
    }
  }
  return parts.join(' ');
}

function isExplanation(x: unknown): x is MoveExplanation {
  return typeof x === 'object' && x !== null && 'leavesForNext' in x && 'feats' in x && 'kind' in x;
}

export { capitalize };
