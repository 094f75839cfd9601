/**
 * The patience describer: pure functions from the engines' states, moves and events
 * (src/games/patience) to sentences, the sibling of describe.ts for Papillon. No DOM, no state.
 *
 * API
 * - `PatienceDescribeContext` = { messages, cardNames: 'long'|'short', pack, verbosity }.
 * - `describePatienceEvents(game, events, ctx): Announcement[]`: the events of ONE move as one
 *     sentence group, and the end of the game (gameOver) as a second announcement.
 * - `describeMove(move, state, ctx)`: a legal move in words (numbered list, hint, undo/redo).
 * - `describePlace(place, ctx)`: "Häufchen 4: Pik Acht, darunter 3 Karten".
 * - `describePlaceCards(place, ctx)`: every card that may be seen, top first.
 * - `describeFoundations(state, ctx)`, `describePatienceStatus(state, ctx, info)`, `describeWholeTable(state, ctx)`.
 * - `patienceCardName(card, ctx)`, `patienceCardList(cards, ctx)`; `patienceCardRef`, `patienceCardRefs` (what the catalogue receives).
 */
import { rankOf, SUITS, type Card } from '../../engine/cards.js';
import { status as gameStatus, REIHE_COLUMNS, type PatienceEvent, type PatienceId, type PatienceMove, type PatienceState, type DhTop } from './index.js';
import { cardName as formatCard, cardNames as formatCards, cardRefOf, cardRefsOf, rankWord, suitWord } from '../../i18n/cards.js';
import type { CardRef, CardRefs } from '../../i18n/deck-names.js';
import type { CardStyle, Pack, Verbosity } from '../../i18n/messages.js';
import type { PatienceMessages } from './messages.js';
import { placesOf, type Place } from './places.js';
import type { Announcement } from '../../announcer/announcement.js';

export interface PatienceDescribeContext {
  readonly messages: PatienceMessages;
  readonly cardNames: CardStyle;
  readonly pack: Pack;
  readonly verbosity: Verbosity;
}

const naming = (ctx: PatienceDescribeContext) => ({ messages: ctx.messages, style: ctx.cardNames, pack: ctx.pack });

export function patienceCardName(card: Card, ctx: PatienceDescribeContext): string {
  return formatCard(card, naming(ctx));
}

/** Cards in the order given (not sorted: order matters on a pile). */
export function patienceCardList(cards: readonly Card[], ctx: PatienceDescribeContext): string {
  return formatCards(cards, naming(ctx));
}

/** A card, and cards in the order given, as the catalogue receives them (`${ref}` is patienceCardName's). */
export function patienceCardRef(card: Card, ctx: PatienceDescribeContext): CardRef {
  return cardRefOf(card, naming(ctx));
}
export function patienceCardRefs(cards: readonly Card[], ctx: PatienceDescribeContext): CardRefs {
  return cardRefsOf(cards, naming(ctx));
}

function foundationName(suit: string, kind: 'K' | 'A', ctx: PatienceDescribeContext): string {
  return ctx.messages.patience.places.foundation(suitWord(suit as never, ctx.messages, ctx.pack), kind);
}

function untPileName(rank: string, ctx: PatienceDescribeContext): string {
  return ctx.messages.patience.places.untPile(rankWord(rank as never, ctx.messages, ctx.pack));
}

function visible(tops: readonly DhTop[], ctx: PatienceDescribeContext): string {
  const p = ctx.messages.patience;
  return p.events.visible({ tops: tops.map((t) => ({ card: patienceCardRef(t.card, ctx), pile: p.places.dh[t.pile] })) });
}

/** One event as a sentence (gameOver included). */
function eventText(game: PatienceId, e: PatienceEvent, ctx: PatienceDescribeContext): string {
  const p = ctx.messages.patience;
  const ev = p.events;
  const pl = p.places;
  const c = (card: Card) => patienceCardRef(card, ctx);
  const list = (cards: readonly Card[]) => patienceCardRefs(cards, ctx);
  const brief = ctx.verbosity === 'brief';
  switch (e.type) {
    case 'gameOver':
      return ev.gameOver({ game: p.names[game], outcome: e.outcome, reason: e.reason });
    case 'pairRemoved':
      return ev.dhPair({ a: c(e.cards[0]), b: c(e.cards[1]), pileA: pl.dh[e.piles[0]], pileB: pl.dh[e.piles[1]] }) + (brief ? '' : ` ${visible(e.tops, ctx)}`);
    case 'drawn':
      return ev.dhDrawn({ left: c(e.left), right: c(e.right) }) + (brief ? '' : ` ${visible(e.tops, ctx)}`);
    case 'toReserve':
      return ev.dhToReserve({ from: e.from, count: e.count }) + (brief ? '' : ` ${visible(e.tops, ctx)}`);
    case 'passStarted':
      if (game === 'doppelhausen' && 'leftCount' in e) return ev.dhPassStarted({ pass: e.pass, left: e.leftCount, right: e.rightCount }) + (brief ? '' : ` ${visible(e.tops, ctx)}`);
      if (game === 'stern' && 'cards' in e) return ev.stePassStarted({ pass: e.pass, cards: e.cards });
      return ev.napPassStarted({ pass: e.pass, cards: 'cards' in e ? e.cards : 0 });
    case 'removed':
      return ev.elfRemoved({ kind: e.kind, cards: list(e.cards) });
    case 'handTurned':
      return ev.elfHandTurned({ card: c(e.card) });
    case 'removedWithHand':
      return ev.elfRemovedWithHand({ kind: e.kind, hand: c(e.hand), cards: list(e.cards) });
    case 'refilled':
      return ev.elfRefilled({ position: pl.elfPosition(e.position), card: c(e.card) });
    case 'toFoundation':
      if ('pile' in e) return ev.hmToFoundation({ card: c(e.card), from: pl.heap(e.pile), foundation: foundationName(e.suit, e.foundation, ctx), count: e.count, emptied: e.pileEmptied });
      return ev.reiToFoundation({ card: c(e.card), place: pl.reihePosition(e.row, e.col), foundation: foundationName(e.suit, e.foundation, ctx), count: e.count });
    case 'toPile':
      return ev.hmToPile({ card: c(e.card), from: pl.heap(e.from), to: pl.heap(e.to), onto: c(e.onto), emptied: e.pileEmptied });
    case 'stageEnded':
      return ev.hmStageEnded({ stage: e.stage });
    case 'lifted':
      return ev.hmLifted({ cards: list(e.cards), count: e.cards.length, pile: e.pile === null ? null : pl.heap(e.pile) });
    case 'dealt':
      return ev.hmDealt({ k: e.k, piles: e.piles });
    case 'stageStarted':
      return ev.hmStageStarted({ stage: e.stage, piles: e.piles });
    case 'toPatience':
      return ev.napToPatience({ card: c(e.card), onto: e.onto ? c(e.onto) : null });
    case 'toSecond':
      return ev.napToSecond({ card: c(e.card), top: e.top && !brief ? c(e.top) : null });
    case 'talonToFoundation':
      return ev.reiTalonToFoundation({ card: c(e.card), place: pl.reihePosition(e.row, e.col), foundation: foundationName(e.suit, e.foundation, ctx), count: e.count });
    case 'laid':
      return ev.reiLaid({ card: c(e.card), place: pl.reihePosition(e.row, e.col), refill: e.refill });
    case 'turned':
      return ev.steTurned({ card: c(e.card) });
    case 'toArm':
      return ev.steToArm({ card: c(e.card), arm: pl.arm(suitWord(e.suit, ctx.messages, ctx.pack)), from: e.from, corner: e.corner ? pl.corner(e.corner) : null, count: e.count });
    case 'toWaste':
      return ev.steToWaste({ card: c(e.card) });
    case 'toCorner':
      return ev.steToCorner({ card: c(e.card), corner: pl.corner(e.corner) });
    case 'reserveTaken':
      return ev.untReserveTaken({ card: c(e.card), chain: e.chain });
    case 'tucked':
      return ev.untTucked({ card: c(e.card), pile: untPileName(e.pile, ctx), size: e.size, pure: e.pure });
    case 'tookTop':
      return ev.untTookTop({ card: c(e.card), pile: untPileName(e.pile, ctx) });
    case 'chainEnded':
      return ev.untChainEnded({ chain: e.chain, pile: untPileName(e.pile, ctx), placements: e.placements });
    case 'loopGuard':
      return ev.untLoopGuard({ chain: e.chain });
  }
}

/**
 * The events of one move: one announcement for the move (its events joined), and the end of the
 * game as its own announcement. In Der Stern a turned card is named once, with where it went.
 */
export function describePatienceEvents(game: PatienceId, events: readonly PatienceEvent[], ctx: PatienceDescribeContext): Announcement[] {
  const parts: string[] = [];
  const out: Announcement[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === 'gameOver') continue;
    const next = events[i + 1];
    // "Aufgedeckt: Karo Neun." + "Karo Neun bleibt auf dem Talon." → the second alone says it.
    if (e.type === 'turned' && next && (next.type === 'toWaste' || (next.type === 'toArm' && next.from === 'hand')) && next.card === e.card) continue;
    parts.push(eventText(game, e, ctx));
  }
  if (parts.length) out.push({ text: parts.join(' '), kind: 'event', priority: 'polite' });
  const over = events.find((e) => e.type === 'gameOver');
  if (over) out.push({ text: eventText(game, over, ctx), kind: 'event', priority: 'assertive', earcon: 'end' });
  return out;
}

/** A legal move in words. */
export function describeMove(m: PatienceMove, s: PatienceState, ctx: PatienceDescribeContext): string {
  const p = ctx.messages.patience;
  const mv = p.moves;
  const pl = p.places;
  const c = (card: Card) => patienceCardRef(card, ctx);
  switch (m.type) {
    case 'pair':
      return mv.pair({ a: c(m.cards[0]), b: c(m.cards[1]), pileA: pl.dh[m.piles[0]], pileB: pl.dh[m.piles[1]] });
    case 'draw':
      return s.game === 'elf' ? mv.turnHandCard : mv.draw;
    case 'toReserve':
      return mv.toReserve({ from: pl.dh[m.from], count: m.count });
    case 'newPass':
      return mv.newPass({ pass: m.pass });
    case 'eleven':
      return mv.eleven({ cards: patienceCardRefs(m.cards, ctx) });
    case 'trio':
      return mv.trio({ cards: patienceCardRefs(m.cards, ctx) });
    case 'toFoundation':
      return mv.toFoundation({ card: c(m.card), from: pl.heap(m.pile), foundation: foundationName(m.suit, m.foundation, ctx) });
    case 'toPile':
      return mv.toPile({ card: c(m.card), from: pl.heap(m.from), to: pl.heap(m.to), onto: c(m.onto) });
    case 'endStage':
      return mv.endStage({ stage: m.stage });
    case 'turn':
      return mv.turn;
    case 'corner':
      return mv.corner({ card: c(m.card), corner: pl.corner(m.corner) });
    case 'play':
      return mv.play({ card: c(m.card), from: pl.reihePosition(m.row, m.col), foundation: foundationName(m.suit, m.foundation, ctx) });
    case 'takeReserve':
      return mv.takeReserve({ chain: m.chain });
    case 'tuck':
      return mv.tuck({ card: c(m.card), pile: untPileName(m.pile, ctx) });
  }
}

/** "Häufchen 4: Pik Acht, darunter 3 Karten" / "Talon: 12 Karten, verdeckt" / "Platz 5: leer". */
export function describePlace(place: Place, ctx: PatienceDescribeContext): string {
  const top = place.cards[place.cards.length - 1];
  return ctx.messages.patience.queries.place({
    name: place.name,
    top: top ? patienceCardRef(top, ctx) : null,
    below: place.cards.length - 1 + place.hidden + (top ? place.faceDown : 0),
    faceDown: place.faceDown,
  });
}

/** Every card of a place that may be seen, top first; else the same as describePlace. */
export function describePlaceCards(place: Place, ctx: PatienceDescribeContext): string {
  if (!place.inspectAll) return `${describePlace(place, ctx)}.`;
  const cards = [...place.cards].reverse();
  return ctx.messages.patience.queries.placeCards({ name: place.name, cards: patienceCardRefs(cards, ctx), count: cards.length });
}

function foundationsOf(s: PatienceState): { suit: string; kind: 'K' | 'A'; cards: readonly Card[] }[] | null {
  if (s.game === 'halber-mond' || s.game === 'reihe') return SUITS.flatMap((suit) => (['K', 'A'] as const).map((kind) => ({ suit, kind, cards: s.foundations[suit][kind] })));
  return null;
}

export function describeFoundations(s: PatienceState, ctx: PatienceDescribeContext): string {
  const q = ctx.messages.patience.queries;
  const pl = ctx.messages.patience.places;
  const item = (name: string, cards: readonly Card[]) => {
    const top = cards[cards.length - 1];
    return q.foundation({ name, top: top ? patienceCardRef(top, ctx) : null, count: cards.length });
  };
  const f = foundationsOf(s);
  if (f) return q.foundations({ items: f.map((x) => item(foundationName(x.suit, x.kind, ctx), x.cards)), total: f.reduce((n, x) => n + x.cards.length, 0) });
  if (s.game === 'stern') {
    const arms = (['C', 'S', 'H', 'D'] as const).map((suit) => ({ suit, cards: s.arms[suit] }));
    return q.foundations({ items: arms.map((a) => item(pl.arm(suitWord(a.suit, ctx.messages, ctx.pack)), a.cards)), total: arms.reduce((n, a) => n + a.cards.length, 0) });
  }
  if (s.game === 'napoleon') return q.foundations({ items: [item(pl.napPatience, s.patience)], total: s.patience.length });
  if (s.game === 'elf' || s.game === 'doppelhausen') return q.foundations({ items: [item(s.game === 'elf' ? pl.removed : pl.dh.removed, s.removed)], total: s.removed.length });
  return q.noFoundations;
}

export interface StatusInfo {
  readonly seed: string;
  readonly moves: number;
}

/** S: the game, the deal, the moves so far, and the stock sizes of this patience. */
export function describePatienceStatus(s: PatienceState, ctx: PatienceDescribeContext, info: StatusInfo): string {
  const p = ctx.messages.patience;
  const q = p.queries;
  const name = p.names[s.game];
  const st = gameStatus(s);
  const head = st === 'playing' ? q.playing({ game: name, seed: info.seed, moves: info.moves }) : q.over({ game: name, outcome: st });
  let body: string;
  switch (s.game) {
    case 'doppelhausen':
      body = q.dhStatus({ pass: s.pass, left: s.piles.leftStock.length, right: s.piles.rightStock.length, reserve: s.piles.reserve.length, removed: s.removed.length });
      break;
    case 'elf':
      body = q.elfStatus({ talon: s.talon.length, removed: s.removed.length });
      break;
    case 'halber-mond':
      body = q.hmStatus({ stage: s.stage, piles: s.piles.length, onFoundations: SUITS.reduce((n, x) => n + s.foundations[x].K.length + s.foundations[x].A.length, 0) });
      break;
    case 'napoleon':
      body = q.napStatus({ pass: s.pass, hand: s.hand.length, patience: s.patience.length, second: s.second.length });
      break;
    case 'reihe':
      body = q.reiStatus({ talon: s.talon.length, onFoundations: SUITS.reduce((n, x) => n + s.foundations[x].K.length + s.foundations[x].A.length, 0), rows: Math.ceil(s.grid.length / REIHE_COLUMNS) });
      break;
    case 'stern':
      body = q.steStatus({
        pass: s.pass,
        hand: s.hand.length,
        waste: s.waste.length,
        onArms: SUITS.reduce((n, x) => n + s.arms[x].length, 0),
        freeCorners: s.variants.includes('V-STE-1') ? null : s.corners.filter((x) => x === null).length,
      });
      break;
    case 'unterstecken': {
      const complete = Object.entries(s.piles).filter(([rank, cards]) => cards.length === 4 && cards.every((x) => rankOf(x) === rank)).length;
      body = q.untStatus({ chain: s.chain, reserve: s.reserve.length, held: s.held ? patienceCardRef(s.held, ctx) : null, complete });
      break;
    }
  }
  return `${head} ${body}`;
}

/** T: every place in reading order (empty positions of Die Reihe left out). */
export function describeWholeTable(s: PatienceState, ctx: PatienceDescribeContext): string {
  const places = placesOf(s, naming(ctx)).filter((pl) => !(s.game === 'reihe' && pl.kind === 'position' && pl.cards.length === 0));
  return ctx.messages.patience.queries.table({ items: places.map((pl) => describePlace(pl, ctx)) });
}


