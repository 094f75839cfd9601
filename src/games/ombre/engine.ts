/**
 * The Ombre family's moves: legalMoves and applyMove through the phases auction, trump, call, give,
 * exchange and play (O26–O44, QD5–QD14, CQ8–CQ13), carrying a deal on by itself to the next
 * decision and settling it at the end (settle.ts). Every refusal names its rule and changes nothing.
 */
import { legalPlays, orderFor, playProblem, suitOf, trickWinner, isOmbreCard, rankOf } from './cards.js';
import { advanceAuction, initialStatus, replayAuction, requirementProblem, speechProblem, suitsFor, type AuctionContext, type AuctionStatus } from './auction.js';
import { draftOf, freeze, type Draft } from './draft.js';
import { countMatadors, kettle, outcomeOf, settle, sideOf } from './settle.js';
import { isObscurite, isSoloTout, isSoloType, ladderOf, lomberExchanges, CONTRACTS, hasVariant, resolveRules } from './rules.js';
import type { Contract, OmbreEvent, OmbreMove, OmbreOptions, OmbreState, Outcome, Suit } from './types.js';
import type { MoveResult } from '../../engine/game.js';

export type OmbreResult = MoveResult<OmbreState, OmbreEvent>;

const refuse = (rule: string, code: string, message: string): OmbreResult => ({ ok: false, violation: { rule, code, message } });

export const manoOf = (s: { dealer: number; rules: { players: number } }): number => (s.dealer + 1) % s.rules.players;

type S = OmbreState | Draft;

export function auctionContext(s: S): AuctionContext {
  return { rules: s.rules, favourite: s.favourite, mano: manoOf(s), hands: s.hands };
}

/**
 * The auction's status of each auction log met, with what it was computed for: the log is replayed
 * (and checked) once, and each speech's status is stored with the log it makes (speak). A state's
 * auction list is never changed in place (draft.ts), and in the auction the hands do not change, so a
 * status found for the same list, rules, favourite, dealer and hands is that state's.
 */
interface KnownStatus {
  readonly st: AuctionStatus;
  readonly rules: S['rules'];
  readonly favourite: Suit | null;
  readonly dealer: number;
  readonly hands: S['hands'];
}
const KNOWN_STATUS = new WeakMap<S['auction'], KnownStatus>();

function knownStatus(s: S): AuctionStatus | null {
  const k = KNOWN_STATUS.get(s.auction);
  return k && k.rules === s.rules && k.favourite === s.favourite && k.dealer === s.dealer && k.hands === s.hands ? k.st : null;
}

function rememberStatus(s: S, st: AuctionStatus): void {
  KNOWN_STATUS.set(s.auction, { st, rules: s.rules, favourite: s.favourite, dealer: s.dealer, hands: s.hands });
}

/** The auction's status, replayed from the log (short: a few speeches), or known from the speech that made the log. */
export function auctionStatus(s: S, checkHands = true): AuctionStatus {
  const known = knownStatus(s);
  if (known) return known;
  const st = replayAuction(auctionContext(s), s.auction as Draft['auction'], checkHands);
  if (checkHands) rememberStatus(s, st);
  return st;
}

/** The exchanging seats in order (O33, OD5, OQ4). */
export function exchangeOrder(s: S): number[] {
  const n = s.rules.players;
  const l = s.lomber!;
  const out: number[] = [];
  if (lomberExchanges(s.rules, s.contract!)) out.push(l);
  for (let i = 1; i < n; i++) out.push((l + i) % n);
  return out;
}

/** O34: how many cards the seat to move may lay away; from a state, or from a seat's view (the talon's count, the rules from its options). */
export function discardLimit(s: Pick<S, 'talon' | 'rules'> | { readonly talonCount: number; readonly options: OmbreOptions }): number {
  return 'talon' in s ? Math.min(s.talon.length, s.rules.handSize) : Math.min(s.talonCount, resolveRules(s.options).handSize);
}

/** Has the Lomber played a card this deal (O38)? */
function lomberPlayed(s: S): boolean {
  if (s.trick.some((p) => p.seat === s.lomber)) return true;
  return s.tricks.length > 0;
}

export function canThrowIn(s: S): boolean {
  if (s.lomber === null || s.toMove !== s.lomber) return false;
  switch (s.phase) {
    case 'trump':
    case 'call':
    case 'give':
    case 'exchange':
      return true;
    case 'play':
      return !lomberPlayed(s);
    default:
      return false;
  }
}

/** Tricks won by the Lomber's side (with his partner) so far (`won` follows the tricks). */
function sideTricks(s: S): number {
  const w = s.won[s.lomber!]!;
  return s.partner !== null && s.partner !== s.lomber ? w + s.won[s.partner]! : w;
}

const trickCount = (s: S, k: number, called: string | null): boolean => {
  for (let i = 0; i < k; i++) if (s.tricks[i]!.some((p) => p.card === called)) return true;
  return false;
};

/** O43, QD14, CQ13 (contract reading 5): may the seat on lead stop (or declare the vole by leading)? */
export function stopAvailable(s: S): boolean {
  if (s.phase !== 'play' || s.trick.length > 0 || s.vole || s.lomber === null) return false;
  const c = s.contract!;
  if (isSoloTout(c) || c === 'nullissimo') return false;
  const p = s.rules.premiers;
  const k = s.tricks.length;
  if (k < p || k >= s.rules.tricks) return false;
  if (sideTricks(s) !== k) return false; // every trick so far won by the side
  if (s.rules.game === 'cinquille' && s.partner !== null) {
    if (!trickCount(s, k, s.called)) return false;
    return !(k - 1 >= p && trickCount(s, k - 1, s.called));
  }
  return k === p;
}

/** The suits the Lomber may name (O32; QD10: a Mediateur only one that leaves a card to ask for). */
export function trumpChoices(s: S): Suit[] {
  if (s.contract !== 'mediateur') return s.rules.suits.slice();
  return s.rules.suits.filter((t) => mediateurRequests(s, t).length > 0);
}

/** QD10: the cards a Mediateur may ask for with trump `t`. */
export function mediateurRequests(s: S, t: Suit | null): string[] {
  const hand = s.hands[s.lomber!]!;
  const kings = ['KC', 'KD', 'KH', 'KS'];
  const rank = kings.every((k) => hand.includes(k)) ? 'Q' : 'K';
  return s.rules.suits.filter((x) => x !== t).map((x) => `${rank}${x}`).filter((c) => !hand.includes(c) && s.rules.pack.includes(c));
}

/** QD7, QD8, QD11, V-O-16 (contract reading 4): the cards the Lomber may call. */
export function callChoices(s: S): string[] {
  if (s.contract === 'mediateur') return mediateurRequests(s, s.trump);
  const hand = s.hands[s.lomber!]!;
  const allKings = ['KC', 'KD', 'KH', 'KS'].every((k) => hand.includes(k));
  const trumpFixed = s.trump !== null; // ask, ask-colour, V-O-16: the called card is never of the trump suit
  const out: string[] = [];
  for (const x of s.rules.suits) {
    if (trumpFixed && x === s.trump) continue;
    out.push(`K${x}`);
    if (allKings) out.push(`Q${x}`);
  }
  return out;
}

/** O29 (PD-O-7, contract reading 2): the levels an uncontested plain Ask may become. */
export function conversions(s: S): Contract[] {
  if (s.phase !== 'trump' || s.contract !== 'ask' || s.rules.partnership || s.rules.game === 'en-deux') return [];
  const lad = ladderOf(s.rules, s.favourite);
  const solo = lad.indexOf('solo');
  const hand = s.hands[s.lomber!]!;
  return lad.slice(1, solo).filter((c) => c !== 'ask-colour' && (c !== 'casco' || (hand.includes('AS') && hand.includes('AC'))));
}

export function legalMoves(s: OmbreState): OmbreMove[] {
  const seat = s.toMove;
  if (seat === null) return [];
  const out: OmbreMove[] = [];
  switch (s.phase) {
    case 'auction': {
      const ctx = auctionContext(s);
      const st = auctionStatus(s);
      const hand = s.hands[seat]!;
      out.push({ type: 'pass' });
      const lad = ladderOf(s.rules, s.favourite);
      if (st.turn === 'holder') {
        const c = lad[st.level]!;
        if (!requirementProblem(ctx, c, hand)) {
          if (isSoloType(c)) for (const suit of suitsFor(ctx, c)) out.push({ type: 'hold', suit });
          else out.push({ type: 'hold' });
        }
      }
      for (let i = st.level + 1; i < lad.length; i++) {
        const c = lad[i]!;
        if (requirementProblem(ctx, c, hand)) continue;
        if (isSoloType(c)) for (const suit of suitsFor(ctx, c)) out.push({ type: 'bid', contract: c, suit });
        else out.push({ type: 'bid', contract: c });
      }
      return out;
    }
    case 'trump':
      for (const suit of trumpChoices(s)) out.push({ type: 'trump', suit });
      for (const contract of conversions(s)) out.push({ type: 'convert', contract });
      break;
    case 'call':
      for (const card of callChoices(s)) out.push({ type: 'call', card });
      break;
    case 'give':
      for (const card of s.hands[seat]!) out.push({ type: 'give', card });
      break;
    case 'exchange': {
      const d = s.discards[seat]!.length;
      if (d < discardLimit(s)) for (const card of s.hands[seat]!) out.push({ type: 'discard', card });
      if (!(seat === s.lomber && isObscurite(s.contract!) && d < s.rules.handSize - 1)) out.push({ type: 'take' });
      break;
    }
    case 'play': {
      if (stopAvailable(s)) out.push({ type: 'stop' });
      for (const card of legalPlays(s.hands[seat]!, s.trick, orderFor(s.trump))) out.push({ type: 'play', card });
      break;
    }
    default:
      return [];
  }
  if (canThrowIn(s)) out.push({ type: 'throwIn' });
  return out;
}

const PHASE_RULE: Record<string, string> = { auction: 'O26', trump: 'O32', call: 'QD7', give: 'QD10', exchange: 'O33', play: 'O39' };
const PHASE_MOVES: Record<string, readonly string[]> = {
  auction: ['bid', 'hold', 'pass'],
  trump: ['trump', 'convert', 'throwIn'],
  call: ['call', 'throwIn'],
  give: ['give', 'throwIn'],
  exchange: ['discard', 'take', 'throwIn'],
  play: ['play', 'stop', 'throwIn'],
};
const MOVE_TYPES = ['bid', 'hold', 'pass', 'convert', 'trump', 'call', 'give', 'discard', 'take', 'play', 'stop', 'throwIn'];
const SUIT_SET = new Set(['C', 'D', 'H', 'S']);

/** Why a move is refused, or null (the contract's table of illegal moves, in its order). */
export function moveProblem(s: OmbreState, m: OmbreMove): { rule: string; code: string; message: string } | null {
  if (s.toMove === null) return { rule: 'O71', code: 'WRONG_PHASE', message: `nothing is legal in phase ${s.phase}` };
  if (!m || typeof m !== 'object' || !MOVE_TYPES.includes((m as { type: string }).type)) return { rule: 'O39', code: 'UNKNOWN_MOVE', message: `unknown move ${JSON.stringify(m)}` };
  if (m.seat !== undefined && m.seat !== s.toMove) return { rule: 'O3', code: 'NOT_YOUR_TURN', message: `seat ${m.seat} moved, seat ${s.toMove} is to move` };
  if (!PHASE_MOVES[s.phase]!.includes(m.type)) return { rule: m.type === 'throwIn' ? 'O38' : PHASE_RULE[s.phase]!, code: m.type === 'throwIn' ? 'CANNOT_THROW_IN' : 'WRONG_PHASE', message: `no ${m.type} in phase ${s.phase}` };
  const seat = s.toMove;
  const hand = s.hands[seat]!;
  if ('card' in m && !isOmbreCard(m.card)) return { rule: PHASE_RULE[s.phase]!, code: 'UNKNOWN_MOVE', message: `unknown card ${JSON.stringify(m.card)}` };
  if ('suit' in m && m.suit !== undefined && !SUIT_SET.has(m.suit)) return { rule: PHASE_RULE[s.phase]!, code: 'UNKNOWN_MOVE', message: `unknown suit ${JSON.stringify(m.suit)}` };
  switch (m.type) {
    case 'bid':
    case 'hold':
    case 'pass': {
      if (m.type === 'bid' && !CONTRACTS.includes(m.contract)) return { rule: 'O26', code: 'UNKNOWN_MOVE', message: `unknown contract ${JSON.stringify(m.contract)}` };
      const st = auctionStatus(s);
      return speechProblem(auctionContext(s), st, { move: m.type, contract: m.type === 'bid' ? m.contract : undefined, suit: 'suit' in m ? m.suit : undefined }, hand);
    }
    case 'throwIn':
      return canThrowIn(s) ? null : { rule: 'O38', code: 'CANNOT_THROW_IN', message: 'only the Lomber throws in, before his first card' };
    case 'convert': {
      if (!CONTRACTS.includes(m.contract)) return { rule: 'O29', code: 'UNKNOWN_MOVE', message: `unknown contract ${JSON.stringify(m.contract)}` };
      if (m.contract === 'casco' && conversions({ ...s, hands: s.hands.map(() => ['AS', 'AC']) } as OmbreState).includes('casco') && !(hand.includes('AS') && hand.includes('AC'))) {
        return { rule: 'O22', code: 'NEEDS_BLACK_ACES', message: 'Grand Casco needs both black aces in hand' };
      }
      return conversions(s).includes(m.contract) ? null : { rule: 'O29', code: 'CANNOT_CONVERT', message: `an uncontested plain Ask may become a level above Ask and below Solo (not ${m.contract})` };
    }
    case 'trump':
      if (!SUIT_SET.has(m.suit)) return { rule: 'O32', code: 'UNKNOWN_MOVE', message: `unknown suit ${JSON.stringify(m.suit)}` };
      return trumpChoices(s).includes(m.suit) ? null : { rule: s.contract === 'mediateur' ? 'QD10' : 'O32', code: 'BAD_TRUMP', message: `${m.suit} may not be named trump here` };
    case 'call':
      return callChoices(s).includes(m.card) ? null : { rule: 'QD8', code: 'BAD_CALL', message: `${m.card} may not be called` };
    case 'give':
      return hand.includes(m.card) ? null : { rule: 'QD10', code: 'CARD_NOT_IN_HAND', message: `${m.card} is not in the Mediateur's hand` };
    case 'discard':
      if (!hand.includes(m.card)) return { rule: 'O34', code: 'EXCHANGE_SIZE', message: `${m.card} is not in hand` };
      return s.discards[seat]!.length < discardLimit(s) ? null : { rule: 'O34', code: 'EXCHANGE_SIZE', message: `at most ${discardLimit(s)} cards may be laid away` };
    case 'take':
      if (seat === s.lomber && isObscurite(s.contract!) && s.discards[seat]!.length < s.rules.handSize - 1) {
        return { rule: 'O21', code: 'OBSCURITE_KEEP', message: 'in Obscurité the Lomber keeps at most one card' };
      }
      return null;
    case 'play': {
      if (!hand.includes(m.card)) return { rule: 'O39', code: 'CARD_NOT_IN_HAND', message: `${m.card} is not in hand` };
      const p = playProblem(hand, s.trick, orderFor(s.trump), m.card);
      if (p === 'O40') return { rule: 'O40', code: 'MUST_FOLLOW_SUIT', message: `${m.card} does not follow the suit led` };
      if (p === 'O42') return { rule: 'O42', code: 'MUST_PLAY_TRUMP', message: `${m.card} is not a trump and a trump that is not exempt is held` };
      return null;
    }
    case 'stop':
      return stopAvailable(s) ? null : { rule: 'O43', code: 'CANNOT_STOP', message: 'stopping only after the premiers, at the lead to the next trick' };
  }
  return null;
}

export function applyMove(s: OmbreState, m: OmbreMove): OmbreResult {
  const p = moveProblem(s, m);
  if (p) return refuse(p.rule, p.code, p.message);
  return applyLegal(s, m);
}

/** Applies a move known to be legal (no checks). */
export function applyLegal(s: OmbreState, m: OmbreMove): OmbreResult {
  const d = draftOf(s);
  const ev: OmbreEvent[] = [];
  const seat = d.toMove!;
  switch (m.type) {
    case 'bid':
    case 'hold':
    case 'pass':
      speak(d, m, seat, ev);
      break;
    case 'convert':
      ev.push({ type: 'convert', seat, contract: m.contract });
      d.contract = m.contract;
      if (m.contract === 'casco') ev.push({ type: 'acesShown', seat, cards: ['AS', 'AC'] });
      afterContract(d, ev);
      break;
    case 'trump':
      nameTrump(d, m.suit, ev);
      break;
    case 'call':
      call(d, m.card, ev);
      break;
    case 'give': {
      d.hands = withSeat(d.hands, seat, without(d.hands[seat]!, m.card));
      d.hands = withSeat(d.hands, d.giver!, [...d.hands[d.giver!]!, m.card]);
      d.given = m.card;
      ev.push({ type: 'given', seat, to: d.giver!, card: m.card, visibleTo: [seat, d.giver!] });
      startPlay(d, ev);
      break;
    }
    case 'discard':
      d.hands = withSeat(d.hands, seat, without(d.hands[seat]!, m.card));
      d.discards = withSeat(d.discards, seat, [...d.discards[seat]!, m.card]);
      ev.push({ type: 'discarded', seat, card: m.card, visibleTo: seat });
      break;
    case 'take':
      take(d, seat, ev);
      break;
    case 'play':
      play(d, seat, m.card, ev);
      break;
    case 'stop':
      ev.push({ type: 'stop', seat });
      endDeal(d, ev, 'win', true);
      break;
    case 'throwIn':
      ev.push({ type: 'throwIn', seat });
      endDeal(d, ev, 'thrownIn', false);
      break;
  }
  return { ok: true, state: freeze(d), events: ev };
}

/** Copy-on-write (draft.ts): the per-seat lists with `seat`'s entry replaced. */
function withSeat<T>(lists: readonly T[], seat: number, value: T): T[] {
  const out = lists.slice();
  out[seat] = value;
  return out;
}

/** A copy of `list` without `card`. */
function without(list: readonly string[], card: string): string[] {
  const out = list.slice();
  const i = out.indexOf(card);
  if (i >= 0) out.splice(i, 1);
  return out;
}

function speak(d: Draft, m: Extract<OmbreMove, { type: 'bid' | 'hold' | 'pass' }>, seat: number, ev: OmbreEvent[]): void {
  const ctx = auctionContext(d);
  const st = d.auction.length ? auctionStatus(d, false) : initialStatus(ctx);
  const lad = ladderOf(d.rules, d.favourite);
  const step: Draft['auction'][number] = { seat, move: m.type };
  if (m.type === 'bid') step.contract = m.contract;
  if (m.type === 'hold') step.contract = lad[st.level]!;
  if ((m.type === 'bid' || m.type === 'hold') && m.suit !== undefined) step.suit = m.suit;
  d.auction = [...d.auction, step];
  if (m.type === 'pass') ev.push({ type: 'pass', seat });
  else {
    const e = { type: m.type, seat, contract: step.contract! } as { type: 'bid' | 'hold'; seat: number; contract: Contract; suit?: Suit };
    if (step.suit) e.suit = step.suit;
    ev.push(e);
    if (step.contract === 'casco') ev.push({ type: 'acesShown', seat, cards: ['AS', 'AC'] });
  }
  const next = advanceAuction(ctx, st, step);
  rememberStatus(d, next);
  d.lomber = next.bidSeat;
  d.contract = next.level >= 0 ? lad[next.level]! : null;
  if (!next.done) {
    d.toMove = next.toMove;
    return;
  }
  if (next.holder === null) {
    if (!d.rules.partnership) {
      ev.push({ type: 'allPassed' });
      endDeal(d, ev, 'passed', false);
      return;
    }
    const holder = d.hands.findIndex((h) => h.includes('AS'));
    d.lomber = holder;
    d.contract = 'forcee';
    ev.push({ type: 'spadilleForcee', seat: holder });
    afterContract(d, ev);
    return;
  }
  d.lomber = next.holder;
  const won: OmbreEvent = next.suit ? { type: 'auctionWon', seat: next.holder, contract: d.contract!, suit: next.suit } : { type: 'auctionWon', seat: next.holder, contract: d.contract! };
  ev.push(won);
  if (next.suit && isSoloType(d.contract!)) {
    setTrump(d, next.suit, ev);
  }
  afterContract(d, ev);
}

function setTrump(d: Draft, suit: Suit | null, ev: OmbreEvent[]): void {
  d.trump = suit;
  ev.push({ type: 'trump', suit, colour: suit !== null && suit === d.favourite });
}

/** What follows the fixing of the contract (after the auction or a conversion). */
function afterContract(d: Draft, ev: OmbreEvent[]): void {
  const c = d.contract!;
  const r = d.rules;
  d.toMove = d.lomber;
  if (r.partnership) {
    if (c === 'ask' || c === 'mediateur' || ((c === 'casco' || c === 'forcee') && hasVariant(r, 'V-O-16'))) d.phase = 'trump';
    else if (c === 'ask-colour') {
      setTrump(d, d.favourite, ev);
      d.phase = 'call';
    } else if (c === 'casco' || c === 'forcee') d.phase = 'call';
    else startPlay(d, ev); // Solo types: trump already fixed
    return;
  }
  switch (c) {
    case 'ask':
      d.phase = 'trump';
      return;
    case 'ask-colour':
      setTrump(d, d.favourite, ev);
      startExchange(d, ev, 0);
      return;
    case 'tourne':
    case 'casco': {
      const card = d.talon[0]!;
      d.turned = card;
      ev.push({ type: 'turned', card, suit: suitOf(card) });
      setTrump(d, suitOf(card), ev);
      startExchange(d, ev, 0);
      return;
    }
    case 'grandissimo':
    case 'nullissimo':
      setTrump(d, null, ev);
      startExchange(d, ev, 0);
      return;
    default:
      if (isObscurite(c)) {
        d.phase = 'exchange';
        startExchange(d, ev, 0);
      } else startExchange(d, ev, 0); // Solo types: the trump is already named
  }
}

function nameTrump(d: Draft, suit: Suit, ev: OmbreEvent[]): void {
  const c = d.contract!;
  if (c === 'ask' && suit === d.favourite) {
    d.contract = 'ask-colour';
    ev.push({ type: 'convert', seat: d.lomber!, contract: 'ask-colour' });
  }
  setTrump(d, suit, ev);
  if (d.rules.partnership) {
    d.phase = 'call';
    d.toMove = d.lomber;
    return;
  }
  if (isObscurite(c)) {
    const order = exchangeOrder(d);
    startExchange(d, ev, order.indexOf(d.lomber!) + 1);
  } else startExchange(d, ev, 0);
}

function call(d: Draft, card: string, ev: OmbreEvent[]): void {
  const l = d.lomber!;
  d.called = card;
  const holder = d.hands.findIndex((h) => h.includes(card));
  ev.push({ type: 'called', seat: l, card });
  if (d.contract === 'mediateur') {
    d.giver = holder;
    d.hands = withSeat(d.hands, holder, without(d.hands[holder]!, card));
    d.hands = withSeat(d.hands, l, [...d.hands[l]!, card]);
    ev.push({ type: 'handedOver', from: holder, to: l, card });
    d.phase = 'give';
    d.toMove = l;
    return;
  }
  d.partner = holder === l ? null : holder;
  if (d.trump === null) setTrump(d, suitOf(card), ev); // Grand Casco, Spadille forcée: the called card's suit
  startPlay(d, ev);
}

/** Starts (or goes on with) the exchange at position `from` of the order; skips seats with an empty talon. */
function startExchange(d: Draft, ev: OmbreEvent[], from: number): void {
  const order = exchangeOrder(d);
  for (let i = from; i < order.length; i++) {
    if (d.talon.length > 0) {
      d.phase = 'exchange';
      d.toMove = order[i]!;
      return;
    }
    ev.push({ type: 'exchange', seat: order[i]!, count: 0, left: 0 });
  }
  startPlay(d, ev);
}

function take(d: Draft, seat: number, ev: OmbreEvent[]): void {
  const k = d.discards[seat]!.length;
  const t = d.talon.length;
  let start = 0;
  const obsc = seat === d.lomber && isObscurite(d.contract!);
  if (obsc && d.contract === 'obscurite-bottom') start = t - k;
  if (obsc && d.contract === 'obscurite-middle') start = Math.floor((t - k) / 2);
  const talon = d.talon.slice();
  const cards = talon.splice(start, k);
  d.talon = talon;
  d.hands = withSeat(d.hands, seat, [...d.hands[seat]!, ...cards]);
  d.taken = withSeat(d.taken, seat, [...d.taken[seat]!, ...cards]);
  ev.push({ type: 'exchange', seat, count: k, left: d.talon.length });
  if (k > 0) ev.push({ type: 'cardsTaken', seat, cards, visibleTo: seat });
  if (obsc) {
    d.phase = 'trump';
    d.toMove = seat;
    return;
  }
  const order = exchangeOrder(d);
  startExchange(d, ev, order.indexOf(seat) + 1);
}

function startPlay(d: Draft, ev: OmbreEvent[]): void {
  d.phase = 'play';
  d.toMove = manoOf(d);
  d.matadors = countMatadors(d);
  void ev;
}

function play(d: Draft, seat: number, card: string, ev: OmbreEvent[]): void {
  const o = orderFor(d.trump);
  if (d.trick.length === 0 && stopAvailable(d)) {
    d.vole = true;
    ev.push({ type: 'voleDeclared', seat });
  }
  d.hands = withSeat(d.hands, seat, without(d.hands[seat]!, card));
  d.trick = [...d.trick, { seat, card }];
  const number = d.tricks.length + 1;
  ev.push({ type: 'cardPlayed', seat, card, trick: number });
  if (card === d.called) ev.push({ type: 'partnerRevealed', seat, card });
  const n = d.rules.players;
  if (d.trick.length < n) {
    d.toMove = (seat + 1) % n;
    return;
  }
  const winner = d.trick[trickWinner(d.trick, o)]!.seat;
  d.won = withSeat(d.won, winner, d.won[winner]! + 1);
  d.tricks = [...d.tricks, d.trick];
  ev.push({ type: 'trick', number, winner, cards: d.trick.map((p) => ({ ...p })), won: d.won.slice() });
  d.trick = [];
  d.toMove = winner;
  if (d.contract === 'nullissimo' && winner === d.lomber) return endDeal(d, ev, 'remise', false);
  if (d.tricks.length === d.rules.tricks) return endDeal(d, ev, null, false);
  // QD14: an Ask whose called card is still out stops by itself after the premiers
  if (d.rules.game === 'quadrille' && d.partner !== null && (d.contract === 'ask' || d.contract === 'ask-colour') && d.tricks.length === d.rules.premiers) {
    const calledOut = !d.tricks.some((t) => t.some((p) => p.card === d.called));
    if (calledOut && sideTricks(d) === d.tricks.length) {
      ev.push({ type: 'stop', seat: winner });
      return endDeal(d, ev, 'win', true);
    }
  }
}

/** Ends the deal: the result, the settlement, the kettle after the last deal of the session. */
function endDeal(d: Draft, ev: OmbreEvent[], outcome: Outcome | null, stopped: boolean): void {
  let side = 0;
  if (outcome === null || (outcome === 'win' && stopped) || (outcome === 'remise' && d.contract === 'nullissimo')) {
    const r = outcomeOf(d, stopped);
    outcome = outcome ?? r.outcome;
    side = r.side;
  } else if (d.lomber !== null) side = sideOf(d).reduce((a, s) => a + d.won[s]!, 0);
  if (outcome !== 'passed' && outcome !== 'thrownIn') {
    const sideSeats = sideOf(d);
    const premiers = d.tricks.length >= d.rules.premiers && d.tricks.slice(0, d.rules.premiers).every((t) => sideSeats.includes(t[trickWinner(t, orderFor(d.trump))]!.seat));
    const voleMade = side === d.rules.tricks;
    const vole = voleMade && !isSoloTout(d.contract!) ? 'made' : d.vole && !voleMade ? 'missed' : null;
    ev.push({ type: 'result', outcome, won: d.won.slice(), side, premiers, vole, devole: d.rules.partnership && side === 0 && d.tricks.length === d.rules.tricks });
  }
  // copy-on-write (draft.ts): the settlement and the kettle change the balances and the bêtes in place
  d.balances = d.balances.slice();
  d.betes = d.betes.slice();
  settle(d, outcome, side, ev);
  d.outcome = outcome;
  d.phase = 'dealOver';
  d.toMove = null;
  d.dealsPlayed++;
  ev.push({ type: 'dealOver', outcome });
  if (d.dealsPlayed >= d.rules.tours * d.rules.players) {
    kettle(d, ev);
    d.phase = 'sessionOver';
    ev.push({ type: 'sessionOver', balances: d.balances.slice() });
  }
}

export { rankOf };
