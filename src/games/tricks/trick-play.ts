/**
 * Any trick game's table (Das Hundertspiel, Whist, Piquet, the Ombre family; Boston and Tarok next):
 * the seat table (src/play/seat-play.ts) with the hand by suit (trumps first), P to the next playable
 * card, the suit keys, Enter on a card, H, T, Shift+T, Shift+W, and the hand and trick zones. Which
 * cards are playable is the engine's answer (the legal moves); nothing here decides a rule. A game adds
 * its status zone, its turn prompt, its reading keys and what Enter on a card means in its phases.
 */
import type { TemplateResult } from 'lit';
import type { ZoneSpec } from '../../play/module.js';
import { SeatPlay } from '../../play/seat-play.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTrickPlay = TrickPlay<any, any, any, any, any, any, any>;
import { HandFocus, type SuitGroup } from './hand.js';
import { renderSuitHand, renderTrick, type HandSuit, type TrickZone } from './table.js';

export abstract class TrickPlay<S, M, V, E, O, Suit extends string = string, C = never> extends SeatPlay<S, M, V, E, O, C> {
  readonly hand = new HandFocus<Suit>(() => this.handSuits());

  // -- hooks ------------------------------------------------------------------------------------

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
    return this.handZone().suits.flatMap((s) => s.cards).find((c) => c.key === card)?.label ?? this.readHandText();
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

  zones(): readonly ZoneSpec[] {
    return [
      { id: 'hand', kind: 'groups', render: () => this.renderHand(), focusKey: () => this.hand.key, keys: () => this.handCards },
      { id: 'trick', kind: 'static', render: () => renderTrick(this.trickZone()) },
      ...this.moreZones(),
    ];
  }

  private renderHand(): TemplateResult {
    const z = this.handZone();
    return renderSuitHand({ heading: z.heading, empty: z.empty, suits: z.suits, activate: (k) => this.playCard(k) });
  }
}
