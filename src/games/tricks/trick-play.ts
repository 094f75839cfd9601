/**
 * Any trick game's table (Das Hundertspiel, Whist, Piquet, the Ombre family; Boston and Tarok next):
 * the seat table (src/play/seat-play.ts) with the hand by suit (trumps first), P to the next playable
 * card, the suit keys, Enter on a card, H, T, Shift+T, Shift+W, and the hand and trick zones. Which
 * cards are playable is the engine's answer (the legal moves); nothing here decides a rule. A game adds
 * its status zone, its turn prompt, its reading keys and what Enter on a card means in its phases.
 */
import type { TemplateResult } from 'lit';
import type { ZoneSpec } from '../../play/module.js';
import { SeatPlay, type SeatUi, type Spoken } from '../../play/seat-play.js';
import type { Step } from '../../play/session.js';
import type { TrickUi, TrickWords } from './words.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTrickPlay = TrickPlay<any, any, any, any, any, any, any>;
import { HandFocus, type SuitGroup } from './hand.js';
import { renderSuitHand, renderTrick, type HandCard, type HandSuit, type TrickZone } from './table.js';

/** My card played, shown where it was in the hand, named as played (TrickPlay.keepPlayed). */
interface KeptCard {
  readonly group: { readonly id: string; readonly label: string };
  /** The groups, and the cards of its group, as shown when it was played: it goes back after the nearest of those before it. */
  readonly groupsThen: readonly string[];
  readonly cardsThen: readonly string[];
  readonly card: HandCard;
}

/** `item` put into `list` after the nearest of those before it in `then` that `list` has (else first). */
function placeAfter<T>(list: readonly T[], item: T, then: readonly string[], keyOf: (x: T) => string): T[] {
  for (let i = then.indexOf(keyOf(item)) - 1; i >= 0; i--) {
    const j = list.findIndex((x) => keyOf(x) === then[i]);
    if (j >= 0) return [...list.slice(0, j + 1), item, ...list.slice(j + 1)];
  }
  return [item, ...list];
}

const isCardPlay = (move: unknown): move is { type: 'play'; card: string } => (move as { type?: string } | null)?.type === 'play';
/** The card a move takes from the hand (played, laid away, given back), if it names one. */
const cardOf = (move: unknown): string | null => {
  const card = (move as { card?: unknown } | null)?.card;
  return typeof card === 'string' ? card : null;
};


export abstract class TrickPlay<S, M, V, E, O, Suit extends string = string, C = never> extends SeatPlay<S, M, V, E, O, C> {
  readonly hand = new HandFocus<Suit>(() => this.handSuits());
  /** The deal was over at the last step said (its end is said and focus moved once). */
  private wasDealOver = false;
  /** The hand's groups as last shown (with my cards kept), and my cards played still shown in their places. */
  private shownHand: readonly HandSuit[] = [];
  private kept: readonly KeptCard[] = [];
  /** The card after my card just played in the hand as shown (else the one before): where my lead goes on. */
  private afterPlayed: string | null = null;

  // -- hooks ------------------------------------------------------------------------------------

  /** The game's catalogue: the seat table's answers and the trick table's words. */
  abstract override get messages(): { readonly ui: SeatUi & TrickUi; readonly tricks: TrickWords };
  /**
   * The deal is over in this seat's view: no trick is played, the next deal (or at the sitting's end a
   * new game) is the way on. The engine's phase says it.
   */
  protected abstract get dealOver(): boolean;
  /** Whether a step ends a deal ('deal'), the whole sitting ('sitting') or neither (null): its events say it. */
  protected abstract dealEndIn(step: Step<M, E>): 'deal' | 'sitting' | null;

  /** The hand by suit, trumps first, each suit high to low (the engine's order). */
  abstract handSuits(): SuitGroup<Suit>[];
  /** The suits a suit key may name in this game. */
  abstract get suits(): readonly Suit[];
  /** The cards in my hand now (the view's). */
  abstract get handCards(): readonly string[];
  /** The move Enter on a card makes now (the engine judges it). */
  abstract cardMove(card: string): M;
  /** The hand's zone: its heading (what the rules demand now) and each suit's and card's words. */
  abstract handZone(): { heading: string; empty: string; suits: HandSuit[] };
  /** The trick zone: its heading, the trick in a sentence, the cards drawn. */
  abstract trickZone(): TrickZone;
  /** The game's zones after the hand and the trick (its status). */
  abstract moreZones(): readonly ZoneSpec[];
  /** Words of the trick table: the hand read out (H), the trick (T), the last trick (Shift+T), whose turn (Shift+W). */
  abstract readHandText(): string;
  abstract readTrickText(): string;
  abstract readLastTrickText(): string;
  abstract whoseTurnText(): string;
  /** "No playable card", "You have no spades" in the player's language. */
  abstract noPlayableText(): string;
  abstract noSuitText(suit: Suit): string;

  // -- the end of a deal, the turn coming back (issue 27) ---------------------------------------------

  protected override onStep(step: Step<M, E>): void {
    const over = this.dealOver;
    this.keepPlayed(step, over);
    super.onStep(step);
    const mine = step.actor === this.session.me;
    if (over && !this.wasDealOver) this.dealEnded();
    // Another's move gave me the turn, or my card kept it (I won the trick and lead the next: from the
    // card after mine, where focus went on before the card stayed in its place).
    else if (!over && !mine) this.turnCameBack(this.hand.key);
    else if (!over && isCardPlay(step.move)) this.turnCameBack(this.afterPlayed);
    this.wasDealOver = over;
  }

  /**
   * My card played stays where it was in the hand, named as played, with focus on it, until my next card
   * (issue 22, issue 28): focus moves once a trick, when the turn comes back (turnCameBack), after the
   * render that gives the card it goes to its words of now. Was: focus to the card's neighbour when it
   * went, and on again when the turn came back ("leaving panel." twice a trick, the card said without
   * "playable"). Orca 43 ignores a new name of the focused element, asks about the element focus leaves
   * (nothing is said when it is gone already), and takes a card removed from the suit group of the
   * focused card for the focused one ("replicant of locusOfFocus": it moves its focus silently to the
   * group's first card, and a later real move onto that card is never said; whist-en steps 26 and 30
   * with the card after the focused one removed, hundertspiel-de 25 with the one before): so a kept card
   * goes only at my next card, and only when that card is of another suit group (those of its group stay
   * until then). The deal's end takes them all out (focus to the way on).
   * A card laid away or given back that ends my turn (the Skat's last card, and the first trick is led
   * by another) stays so too, named as laid away: else focus went to its neighbour and on again when
   * the turn came back (tarok-en step 14: the first card of the hand said twice). One laid away while
   * my turn goes on goes at once, focus to its neighbour, as before (the next card to lay is near).
   */
  private keepPlayed(step: Step<M, E>, over: boolean): void {
    if (over) {
      this.kept = [];
      return;
    }
    const card = step.actor === this.session.me ? cardOf(step.move) : null;
    const play = isCardPlay(step.move);
    if (card === null || (!play && this.session.myTurn)) return;
    const group = this.shownHand.find((g) => g.cards.some((c) => c.key === card));
    // A card that was not in the hand as shown (a card called, not held): nothing kept, nothing goes.
    if (!group) {
      this.afterPlayed = null;
      return;
    }
    const at = group.cards.findIndex((c) => c.key === card);
    const was = group.cards[at]!;
    const old = new Set(this.kept.map((k) => k.card.key));
    const order = this.shownHand.flatMap((g) => g.cards.map((c) => c.key)).filter((c) => c === card || !old.has(c));
    const i = order.indexOf(card);
    this.afterPlayed = order[i + 1] ?? order[i - 1] ?? null;
    const played: KeptCard = {
      group: { id: group.id, label: group.label },
      groupsThen: this.shownHand.map((g) => g.id),
      cardsThen: group.cards.map((c) => c.key),
      card: { ...was, label: `${was.name}, ${play ? this.messages.ui.playedTag : this.messages.ui.laidTag}`, playable: false, played: true },
    };
    this.kept = [played, ...this.kept.filter((k) => group.cards.some((c) => c.key === k.card.key))];
  }

  /** The hand's groups with my cards kept in their places (a group of their own where theirs has gone). */
  private withKept(suits: readonly HandSuit[]): HandSuit[] {
    let out = [...suits];
    // The oldest first: a later card was played from a hand that showed the earlier ones.
    for (const k of [...this.kept].reverse()) {
      const i = out.findIndex((g) => g.id === k.group.id);
      if (i < 0) out = placeAfter(out, { ...k.group, cards: [k.card] }, k.groupsThen, (g) => g.id);
      else out = out.map((g, j) => (j === i ? { ...g, cards: placeAfter(g.cards, k.card, k.cardsThen, (c) => c.key) } : g));
    }
    return out;
  }

  private keptCard(key: string | null): HandCard | undefined {
    return this.kept.find((k) => k.card.key === key)?.card;
  }

  protected override resumed(focusZone: string | null): void {
    this.kept = [];
    this.wasDealOver = this.dealOver;
    super.resumed(focusZone);
    // Between deals the hand is empty: focus on the way on (unless the save says where it was).
    if (this.wasDealOver && !focusZone) this.focusRequest = 'actions';
  }

  /**
   * The deal is over: focus from the hand onto what goes on (the actions' first button: the next deal, or
   * at the sitting's end a new game). A deal can end without a trick (all pass: Boston BO12, Ombre): my
   * own pick from the auction's list ended it, and the list asked focus back to the hand; the way on
   * takes that request's place (a nudge yields to a request, and focus stayed on a card, issue 27).
   */
  private dealEnded(): void {
    if (this.focusRequest === this.homeZone) this.focusRequest = 'actions';
    else this.focusNudge = { zone: 'actions', key: null };
    this.changed();
  }

  /** The way on, said once after the words of the step that ends a deal (in a rejoined table's log too). */
  protected override stepCoda(step: Step<M, E>): readonly Spoken[] {
    const end = this.dealEndIn(step);
    const way = end && this.wayOnText(end === 'sitting');
    return way ? [{ text: way }] : [];
  }

  /**
   * The way on at the end of a deal (default: the next deal's key and button; at the sitting's end the
   * game's result says it). A game whose next deal is worded otherwise says so here.
   */
  protected wayOnText(sittingOver: boolean): string | null {
    if (sittingOver) return null;
    // The button's words and key as the game's catalogue has them (the same at every step: a rejoined log says them alike).
    const key = this.commandRows().find((r) => r.id === 'nextDeal')?.keys?.[0]?.label;
    const ui = this.messages.ui as SeatUi & TrickUi & { keyName?(key: string): string };
    return ui.wayOn(ui.nextDeal, key ? (ui.keyName?.(key) ?? key) : null, this.host.touch);
  }

  /**
   * The turn to play a card came back: focus to `from` when that card may be played, else to the first
   * card I may play (said either way: the table says an item focus is asked onto when focus is there
   * already). Not when a choice list opened: that has focus.
   */
  private turnCameBack(from: string | null): void {
    if (!this.session.myTurn || this.choiceMoves) return;
    const ok = this.playable();
    if (ok.size === 0) return;
    const key = from !== null && ok.has(from) ? from : this.hand.order().find((c) => ok.has(c));
    if (key === undefined) return;
    this.hand.key = key;
    this.focusNudge = { zone: 'hand', key };
    this.changed();
  }

  /** N: the next deal; focus goes to the new hand (or the list the new deal opens for me). */
  override nextDeal(): boolean {
    if (!super.nextDeal()) return false;
    if (this.focusRequest === null) this.focusRequest = this.homeZone;
    return true;
  }

  // -- the trick table's own ----------------------------------------------------------------------

  /** The cards my legal moves play (a game whose other phases take cards too says so). */
  playable(): ReadonlySet<string> {
    return new Set(this.session.legalMoves.flatMap((m) => ((m as { type?: string }).type === 'play' ? [(m as unknown as { card: string }).card] : [])));
  }

  /** Enter on a card: the card's move now; a computer turn held by the pace goes on first. */
  playCard(card: string): void {
    const s = this.session;
    if (s.waitingForKey) return this.continue();
    if (!s.myTurn) return this.notYourTurn();
    // My card played already, still shown in its place: its words say so.
    const kept = this.keptCard(card);
    if (kept) return this.say(kept.label);
    const m = this.cardMove(card);
    if (this.cardLeaves(m)) this.hand.leaving(card);
    this.playMove(m);
  }

  /** Whether focus goes on to the card's neighbour before the engine judges it (default: yes; a game may keep it on a card it knows will stay). */
  protected cardLeaves(_move: M): boolean {
    return true;
  }

  /** The group of the hand a suit key goes to (default: the suit's; a game whose trumps are a group of their own sends the trump's key there). */
  protected groupOfSuitKey(suit: Suit): Suit {
    return suit;
  }

  /** P: the next playable card after `from`; when focus is on the only one already (`inHand`), the card is said, never silence. */
  nextPlayable(from: string | null, inHand = false): void {
    if (!this.hand.nextPlayable(from, this.playable())) return this.say(this.noPlayableText());
    if (inHand && this.hand.key === from) return this.say(this.cardLabel(from));
    this.focusHand();
  }

  /** A card of the hand as its list item names it ("Queen of hearts, playable"). */
  cardLabel(card: string | null): string {
    return (this.handZone().suits.flatMap((s) => s.cards).find((c) => c.key === card) ?? this.keptCard(card))?.label ?? this.readHandText();
  }

  jumpSuit(suit: Suit): void {
    if (!this.hand.jump(this.groupOfSuitKey(suit))) return this.say(this.noSuitText(suit));
    this.focusHand();
  }

  focusHand(): void {
    this.focusRequest = 'hand';
    this.changed();
  }

  activate(zone: string, key: string): void {
    if (zone === 'hand') this.playCard(key);
  }

  focused(zone: string, key: string): void {
    if (zone === 'hand') this.hand.key = key;
  }

  /** Enter with nothing in focus: go on after a held computer turn, else the hand read out. */
  enterWithoutCard(): void {
    this.say(this.readHandText());
  }

  /** T: the trick in progress; between deals, that none is played (a trick zone tells the truth). */
  trickNowText(): string {
    return this.dealOver ? this.messages.tricks.noTrickNow : this.readTrickText();
  }

  zones(): readonly ZoneSpec[] {
    return [
      { id: 'hand', kind: 'groups', render: () => this.renderHand(), focusKey: () => this.hand.key, keys: () => this.shownKeys() },
      { id: 'trick', kind: 'static', render: () => renderTrick(this.dealOver ? { heading: this.trickZone().heading, text: this.messages.tricks.noTrickNow, cards: [] } : this.trickZone()) },
      ...this.moreZones(),
    ];
  }

  /** The hand's items the next render keeps: my cards, and my cards played while they stay in their places. */
  private shownKeys(): readonly string[] {
    return this.kept.length ? [...this.handCards, ...this.kept.map((k) => k.card.key)] : this.handCards;
  }

  private renderHand(): TemplateResult {
    const z = this.handZone();
    const suits = this.kept.length ? this.withKept(z.suits) : z.suits;
    this.shownHand = suits;
    return renderSuitHand({ heading: z.heading, empty: z.empty, suits, activate: (k) => this.playCard(k) });
  }
}
