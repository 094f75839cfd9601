/**
 * The cards marked for the discard of an exchange (Piquet's and the Ombre family's talon; issue 27,
 * "keys per move"): the table's own note of what the player means to lay away, never a move. The
 * computer player's choice for this seat's view is marked when the exchange begins (one key accepts it);
 * Enter or Space on a card marks or unmarks it; a typed set marks exactly those cards. Accepting lays the
 * marked cards away one move each, said once in one sentence as the last goes, then takes: the engine
 * judges every one of them (its refusal stops the rest), nothing here decides a rule; the focus stays
 * on a card that stays. The marks are saved with the table (its notes) and come back after a reload.
 * The room (how many cards may still be laid away) is the engine's bound, which the table passes in.
 */
import type { CardRef, CardRefs } from '../../i18n/deck-names.js';
import type { HandFocus } from './hand.js';
import type { TrickUi } from './words.js';

/** The words of the marks (the trick table's catalogue). */
type MarkWords = TrickUi['discardMarks'];

/** An answer of the marks to say: an error when it refused (the limit). */
export interface MarkAnswer {
  readonly text: string;
  readonly error: boolean;
}

export class DiscardMarks {
  private cards: string[] = [];
  /** The step count at which this exchange's marks were made (a later exchange starts afresh). */
  at = -1;
  /** The computer player's suggestion is being asked for (the table is busy until it is said). */
  pending = false;
  /** The cards still to lay away after the player accepted, in order; null while nothing is under way. */
  queue: string[] | null = null;
  /** The cards laid away since the player accepted, in order. */
  private laid: string[] = [];

  get list(): readonly string[] {
    return this.cards;
  }

  get size(): number {
    return this.cards.length;
  }

  has(card: string): boolean {
    return this.cards.includes(card);
  }

  /** Marks or unmarks the card; true when it is marked now. */
  toggle(card: string): boolean {
    if (this.has(card)) {
      this.cards = this.cards.filter((c) => c !== card);
      return false;
    }
    this.cards = [...this.cards, card];
    return true;
  }

  set(cards: readonly string[]): void {
    this.cards = [...new Set(cards)];
  }

  /**
   * Enter or Space on a card: marked or unmarked, with the count; the limit when `room` cards are marked
   * already. Null for a card the engine would not let go: the table plays its move for the refusal.
   */
  toggleCard(card: string, room: number, playable: ReadonlySet<string>, words: MarkWords, name: CardRef): MarkAnswer | null {
    if (!this.has(card)) {
      if (!playable.has(card)) return null;
      if (this.size >= room) return { text: words.limit(room), error: true };
    }
    const on = this.toggle(card);
    return { text: on ? words.marked(name, this.size) : words.unmarked(name, this.size), error: false };
  }

  /** The computer player's plan marked: its cards the engine lets go, at most `room`. */
  suggest(plan: readonly string[], room: number, playable: ReadonlySet<string>): void {
    this.set(plan.filter((c) => playable.has(c)).slice(0, Math.max(0, room)));
  }

  /** A typed set marks exactly those cards, unless they are more than `room` (the limit said, nothing changed). */
  setTyped(cards: readonly string[], room: number, words: MarkWords, list: (cards: readonly string[]) => CardRefs): MarkAnswer {
    if (cards.length > room) return { text: words.limit(room), error: true };
    this.set(cards);
    return { text: words.set(cards.length ? list(cards) : null), error: false };
  }

  /** The marks as the table's notes keep them in its save (issue 27); none before they are made. */
  notes(): Readonly<Record<string, unknown>> | null {
    return this.at < 0 || this.pending ? null : { discardMarks: { at: this.at, cards: [...this.cards] } };
  }

  /**
   * A resumed game: the marks read back from the table's notes when they are of this exchange (made by
   * step `steps` at the latest) and still hold — the marked cards left in the hand, each one the engine
   * lets go, at most `room`. False otherwise (a save of an earlier build has none): the suggestion is
   * asked for again.
   */
  restore(notes: Readonly<Record<string, unknown>> | null | undefined, steps: number, hand: readonly string[], room: number, playable: ReadonlySet<string>): boolean {
    const note = notes?.['discardMarks'] as { at?: unknown; cards?: unknown } | undefined;
    const at = note?.at;
    const cards = note?.cards;
    if (typeof at !== 'number' || !Number.isInteger(at) || at < 0 || at > steps || !Array.isArray(cards) || !cards.every((c) => typeof c === 'string')) return false;
    const left = (cards as string[]).filter((c) => hand.includes(c));
    if (left.length > room || !left.every((c) => playable.has(c))) return false;
    this.reset(at);
    this.set(left);
    return true;
  }

  /** A new exchange (or none): no marks, nothing under way. */
  reset(at = -1): void {
    this.cards = [];
    this.at = at;
    this.queue = null;
    this.laid = [];
  }

  /**
   * The player accepted: the marked cards still in the hand are laid away in order. Returns the card the
   * focus is to be on meanwhile: the one in focus when it stays, else its nearest neighbour in the hand's
   * `order` that stays (null: none) — never a card about to be laid away, whose words would be said
   * again as it goes (issue 27).
   */
  start(hand: readonly string[], order: readonly string[], focus: string | null): string | null {
    const queue = this.cards.filter((c) => hand.includes(c));
    this.queue = queue;
    this.laid = [];
    const stays = (c: string) => hand.includes(c) && !queue.includes(c);
    if (focus !== null && stays(focus)) return focus;
    const at = focus === null ? -1 : order.indexOf(focus);
    return [...order.slice(at + 1), ...order.slice(0, Math.max(at, 0)).reverse()].find(stays) ?? null;
  }

  /**
   * K or the list's entry, from `from` (the zone and item in focus): the marks' queue started, the hand's
   * focus put on a card that stays. True when the focus is to be asked into the hand: it is elsewhere, or
   * on a card that goes (a card that stays keeps it, and nothing is said of it again).
   */
  accept(hand: readonly string[], focus: HandFocus, from: { readonly zone: string | null; readonly key: string | null }): boolean {
    const inHand = from.zone === 'hand' ? from.key : null;
    const target = this.start(hand, focus.order(), inHand ?? focus.key);
    focus.key = target;
    return inHand === null || target !== inHand;
  }

  /** The next card to lay away, or null when the queue is done (then the take follows). */
  next(): string | null {
    return this.queue?.shift() ?? null;
  }

  /**
   * A step of mine laid `card` away: while an accepted discard is under way the whole of it is said once,
   * as it ends (issue 27: not a line per card). The cards laid away when this was the last, [] while more
   * follow; null when no accepted discard is under way (the step's own words are said).
   */
  laidAway(card: string): readonly string[] | null {
    if (this.queue === null) return null;
    this.laid.push(card);
    return this.queue.length === 0 ? this.laid : [];
  }

  /** A refusal stops the cards still to lay away; the ones laid away already but not said yet are returned (to be said). */
  stop(): readonly string[] {
    const unsaid = this.queue !== null && this.queue.length > 0 ? this.laid : [];
    this.queue = null;
    this.laid = [];
    return unsaid;
  }
}

/**
 * A typed set of cards for the discard ("7 clubs, 8 hearts", "Kreuz 7 und Herz 8"): the parts between
 * commas, semicolons and the language's "and" words, each naming exactly one card of the hand (the
 * game's card words read each part). Null when it is no set of two or more, or a part names no card of
 * the hand or several (never guessed).
 */
export function cardSet(text: string, and: ReadonlySet<string>, parse: (part: string) => readonly string[], hand: readonly string[]): string[] | null {
  const parts: string[] = [];
  for (const chunk of text.split(/[,;]/)) {
    let words: string[] = [];
    for (const w of chunk.trim().split(/\s+/)) {
      if (and.has(w)) {
        if (words.length) parts.push(words.join(' '));
        words = [];
      } else if (w) words.push(w);
    }
    if (words.length) parts.push(words.join(' '));
  }
  if (parts.length < 2) return null;
  const out: string[] = [];
  for (const p of parts) {
    const cards = [...new Set(parse(p).filter((c) => hand.includes(c)))];
    if (cards.length !== 1) return null;
    out.push(cards[0]!);
  }
  return [...new Set(out)];
}
