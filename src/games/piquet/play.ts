/**
 * A Piquet sitting at the trick table (src/games/tricks/trick-play.ts): you against one computer player
 * (or a friend). The hand by suit (no trumps: the suits in a fixed order), each suit's sequences in its
 * name; the exchange by marks (src/games/tricks/discard-marks.ts: the suggestion marked, Enter on a card
 * changes it, K or the list's first choice lays the marked cards away and takes), the numbered choice
 * list to take from the talon (or lay away more); the declarations, tricks, cards and
 * capot said as they happen; the reading keys; the command line. Legal moves, refusals, bounds and
 * holdings come from the engine; here or at a table with friends alike.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RuleViolation } from '../../engine/game.js';
import type { PlayHost, ZoneSpec } from '../../play/module.js';
import type { CommandAnswer, CommandRow, RunContext, SeatResume, Spoken } from '../../play/seat-play.js';
import { SeatSession, type SeatTable } from '../../play/session.js';
import type { HandSuit, TrickZone } from '../tricks/table.js';
import { groupBySuit, type SuitGroup } from '../tricks/hand.js';
import { TrickPlay } from '../tricks/trick-play.js';
import { DiscardMarks } from '../tricks/discard-marks.js';
import { PIQUET_ROWS } from './commands.js';
import { exchangeBounds, nextDealWithEvents, piquetGame, type PiquetOptions } from './index.js';
import {
  cardFace,
  cardName,
  cardRef,
  cardRefsBySuit,
  cardsBySuit,
  declaredPhrases,
  describeChoice,
  describeEvents,
  describeHand,
  describeLastTrick,
  describeTrick,
  describeViolation,
  rankOrder,
  scoreLine,
  sequenceNames,
  SUIT_ORDER,
  suitName,
  suitRef,
  suitOf,
  trickPlays,
  who,
  type Suit,
  type Words,
} from './describe.js';
import { notYourTurnIn } from './turn.js';
import type { PiquetConfig, PiquetStep } from './game.js';
import { piquetMessages, type PiquetMessages } from './texts.js';
import type { PiquetEvent, PiquetMove, PiquetState, PiquetView } from './types.js';
import type { PiquetExplanation } from './bots/types.js';

export type PiquetResume = SeatResume<PiquetState, PiquetMove, PiquetEvent>;

/** A choice of the exchange's list that is no move: "lay away more" (back to the hand), or "lay away the marked cards and take". */
type More = { readonly kind: 'more'; readonly upTo: number } | { readonly kind: 'accept' };

const isExchange = (phase: string) => phase === 'exchange-elder' || phase === 'exchange-younger';

/** The view's facts a step of a rejoined table's history needs, as they were then. */
interface HistoryFacts {
  units: number[];
  scores: readonly number[];
  elder: number;
  dealer: number;
  taken: number[];
  trick: PiquetView['trick'];
}

export class PiquetPlay extends TrickPlay<PiquetState, PiquetMove, PiquetView, PiquetEvent, PiquetOptions, Suit, More> {
  readonly gameId = 'piquet';
  /** The games of this sitting already counted in the statistics (by gamesPlayed). */
  private readonly recordedGames = new Set<number>();
  private history: HistoryFacts | null = null;
  /** The cards marked for my discard in this exchange (issue 27): the computer's suggestion first, changed by Enter on a card or a typed set. */
  readonly marks = new DiscardMarks();
  /** As the tables always had them: the next deal or game, a new game, W, take, then the reading keys. */
  protected override readonly buttonOrder = ['nextDeal', 'newGame', 'continue', 'declare'];

  constructor(host: PlayHost, config: PiquetConfig, restored?: PiquetResume, table?: SeatTable<PiquetMove, PiquetView, PiquetEvent, PiquetOptions>) {
    super(host, piquetGame, config, restored, table);
    // Reloaded in my exchange: my own marks, as saved (issue 27); else the suggestion is asked for.
    if (restored && this.myExchange) this.marks.restore(restored.notes, this.session.steps.length, this.view.hand, this.room, this.playable());
    this.begin(restored);
  }

  commandRows(): readonly CommandRow<this>[] {
    return PIQUET_ROWS as readonly CommandRow<this>[];
  }

  // -- words ------------------------------------------------------------------------------------

  get messages(): PiquetMessages {
    return piquetMessages(this.host.settings.locale);
  }

  /** The engine's exchange bounds (Q12, Q14) when the player is to exchange, else null. */
  private get bounds(): { min: number; max: number } | null {
    const v = this.view;
    return v.toMove === this.session.me ? exchangeBounds(v) : null;
  }

  get words(): Words {
    return {
      messages: this.messages,
      locale: this.host.settings.locale,
      me: this.session.me,
      names: this.names,
      style: this.host.settings.cardNames,
      view: this.session.view,
      bounds: this.bounds,
    };
  }

  get rulesOptions(): unknown {
    return this.view.rules;
  }

  /** A step's words; a card of my accepted discard is said with the whole of it, once, as its last is laid away (issue 27). */
  protected describeStep(step: PiquetStep): readonly Spoken[] {
    const laid = step.actor === this.session.me && step.move?.type === 'discard' ? this.marks.laidAway(step.move.card) : null;
    if (laid === null) return describeEvents(step.events, this.words);
    const rest = describeEvents(step.events.filter((e) => e.type !== 'discard'), this.words);
    return laid.length ? [{ text: this.messages.piquet.laidAway(cardRefsBySuit(this.words, laid), laid.length) }, ...rest] : rest;
  }

  protected describeViolation(v: RuleViolation): string {
    return describeViolation(this.words, v);
  }

  protected describeMove(m: PiquetMove | More): string {
    if (!('kind' in m)) return describeChoice(this.words, m);
    if (m.kind === 'more') return this.messages.piquet.choiceDiscardMore(m.upTo);
    return this.messages.ui.discardMarks.accept(this.marks.size ? cardRefsBySuit(this.words, this.marks.list) : null, this.marks.size + this.view.discards.length);
  }

  protected choicesHeading(items: readonly (PiquetMove | More)[]): string {
    return this.messages.ui.choicesHeading(items.length);
  }

  protected override hintText(move: PiquetMove, explanation: unknown): string {
    const ex = explanation as Partial<PiquetExplanation> | undefined;
    const reason = ex?.reason ?? null;
    const laid = new Set(this.view.discards);
    const plan = ex?.discardPlan?.filter((c) => !laid.has(c)) ?? [];
    const x = this.messages.piquet;
    return x.hint(describeChoice(this.words, move), reason ? x.hintReason(reason) : null, plan.length > 1 ? cardRefsBySuit(this.words, plan) : null);
  }

  /** The table's sitting is one game (Q5, Q37); the player here may play another after it (Q36). */
  protected get sittingOver(): boolean {
    return this.view.phase === 'gameOver';
  }

  /** After a deal and after a game (Q35, Q36): no trick is played. */
  protected get dealOver(): boolean {
    return this.view.phase === 'dealOver' || this.view.phase === 'gameOver';
  }

  protected dealEndIn(step: PiquetStep): 'deal' | 'sitting' | null {
    const types = step.events.map((e) => e.type);
    return types.includes('gameOver') ? 'sitting' : types.includes('dealOver') ? 'deal' : null;
  }

  /** After a game N plays the next one (Q36): said so; after a deal, the trick table's words. */
  protected override wayOnText(sittingOver: boolean): string | null {
    return sittingOver ? this.messages.piquet.nextGamePrompt(this.host.touch) : super.wayOnText(false);
  }

  /** Out of turn: who is to move, or the engine's refusal (Q9, Q35 between deals and games), from what this seat sees. */
  protected notYourTurn(): void {
    const v = this.view;
    if (v.toMove !== null) return this.say(this.messages.piquet.notYourTurn(who(this.words, v.toMove)), 'error');
    this.explain(notYourTurnIn(v));
  }

  /** Pace 'waitForKey' waits between players, not between the cards of one exchange (PD-Q-21: one move per card). */
  protected override waiting(): void {
    const v = this.view;
    if (isExchange(v.phase) && v.toMove !== null && v.discardCounts[v.toMove]! > 0) return this.session.continue();
    super.waiting();
  }

  /** A saved game or a rejoined table at the end of a game: that game was counted when it ended. */
  protected override resumed(focusZone: string | null): void {
    if (this.view.phase === 'gameOver') this.recordedGames.add(this.view.gamesPlayed);
    super.resumed(focusZone);
  }

  /**
   * A step of a rejoined table's history in words. They need a few facts of the view as it was then: the
   * score, the elder, the units, the trick begun, and while I lay cards away the engine's bounds of my
   * exchange; they are read back from the events (the rest of the view does not change in a sitting).
   */
  protected override historyWords(step: PiquetStep, index: number): readonly Spoken[] {
    const v = this.view;
    const me = this.session.me;
    if (index === 0 || !this.history) {
      // The units before the first step: today's, less every payment since.
      const units = [...v.units];
      for (const st of this.session.steps) for (const e of st.events) if (e.type === 'payment') (units[e.to] = units[e.to]! - e.amount), (units[e.from] = units[e.from]! + e.amount);
      this.history = { units, scores: v.scores.map(() => 0), elder: v.elder, dealer: v.dealer, taken: [0, 0], trick: [] };
    }
    const h = this.history;
    for (const e of step.events) {
      if (e.type === 'dealStarted' || e.type === 'score' || e.type === 'dealOver' || e.type === 'gameOver') h.scores = e.scores;
      if (e.type === 'dealStarted') (h.elder = e.elder), (h.dealer = e.dealer), (h.taken = [0, 0]), (h.trick = []);
      if (e.type === 'exchange') h.taken = h.taken.map((n, seat) => (seat === e.seat ? e.count : n));
      if (e.type === 'payment') (h.units[e.to] = h.units[e.to]! + e.amount), (h.units[e.from] = h.units[e.from]! - e.amount);
      if (e.type === 'cardPlayed') h.trick = e.lead ? [{ seat: e.seat, card: e.card }] : [...h.trick, { seat: e.seat, card: e.card }];
      if (e.type === 'trick') h.trick = [];
    }
    // While I lay cards away: the engine's bounds of my exchange then (Q12, Q14).
    const discarding = step.actor === me && step.move?.type === 'discard';
    const bounds = discarding ? exchangeBounds({ dealer: h.dealer, rules: v.rules, phase: me === h.elder ? 'exchange-elder' : 'exchange-younger', takenCounts: h.taken }) : null;
    return describeEvents(step.events, { ...this.words, bounds, view: { ...v, scores: h.scores, elder: h.elder, dealer: h.dealer, units: [...h.units], trick: h.trick } });
  }

  /**
   * The exchange's list: with cards marked, first "lay them away and take" (then taking as laid away so
   * far, when the engine allows it); else take from the talon; and lay away more while the engine allows it.
   */
  private exchangeChoices(take: PiquetMove | undefined): (PiquetMove | More)[] {
    const s = this.session;
    const bounds = this.bounds;
    const items: (PiquetMove | More)[] = this.marks.size || !take ? [{ kind: 'accept' }] : [];
    if (take) items.push(take);
    if (s.legalMoves.some((m) => m.type === 'discard') && bounds) items.push({ kind: 'more', upTo: bounds.max - s.view.discards.length - this.marks.size });
    return items;
  }

  /** The table's notes saved with the game: my exchange's marks (issue 27). */
  protected override notes(): Readonly<Record<string, unknown>> | null {
    return this.myExchange ? this.marks.notes() : null;
  }

  /**
   * Busy while the computer player's suggestion is asked for, as while a computer player thinks, and
   * while my marked cards are being laid away, one move each (the table moves focus after the run, issue 28).
   */
  override get busy(): boolean {
    return super.busy || this.marks.pending || this.marks.queue !== null;
  }

  private get myExchange(): boolean {
    const s = this.session;
    return s.myTurn && isExchange(s.view.phase);
  }

  /**
   * My exchange begins: the normal computer player's discard for my view (the bot sees only it) is
   * marked and said once, and the list opens with "lay them away and take" first: one key accepts it.
   */
  private async suggest(focus: boolean): Promise<void> {
    const s = this.session;
    const at = s.steps.length;
    this.marks.reset(at);
    // A resumed game: the list is there at once, so that focus stays where the save had it (issue 27: the same card after a reload).
    if (!focus) this.choiceMoves = this.exchangeChoices(s.legalMoves.find((m) => m.type === 'take'));
    let plan: readonly string[] = [];
    this.marks.pending = true;
    try {
      const d = await this.host.decide(this.gameId, 'normal', s.view, s.legalMoves, { seed: `${s.config.seed}/suggest/${at}` });
      plan = (d.explanation as Partial<PiquetExplanation> | undefined)?.discardPlan ?? [];
    } catch {
      plan = [];
    } finally {
      this.marks.pending = false;
    }
    if (s.steps.length !== at || !this.myExchange || this.marks.at !== at) return;
    this.marks.suggest(plan, this.room, this.playable());
    const d = this.messages.ui.discardMarks;
    // Said after what led to it (the elder's exchange, my turn), not before it as an answer would be (issue 27).
    this.host.say(d.suggested(this.marks.size ? cardRefsBySuit(this.words, this.marks.list) : null), 'echo', undefined, { follow: true });
    if (focus) return this.openChoices(this.exchangeChoices(s.legalMoves.find((m) => m.type === 'take')), { echo: false });
    this.choiceMoves = this.exchangeChoices(s.legalMoves.find((m) => m.type === 'take'));
    this.changed();
  }

  /** How many cards I may still lay away in my exchange (the engine's bound, Q12, Q14, less those laid away). */
  private get room(): number {
    return (this.bounds?.max ?? 0) - this.view.discards.length;
  }

  /** Enter or Space on a card in my exchange: marked or unmarked (a card the engine would not let go: its refusal). */
  toggleMark(card: string): void {
    const a = this.marks.toggleCard(card, this.room, this.playable(), this.messages.ui.discardMarks, cardRef(this.words, card));
    if (a === null) return this.playMove(this.cardMove(card));
    if (a.error) return this.say(a.text, 'error');
    this.say(a.text);
    if (this.choiceMoves) this.choiceMoves = this.exchangeChoices(this.session.legalMoves.find((m) => m.type === 'take'));
    this.changed();
  }

  /** A typed set marks exactly those cards (the engine's limit holds: too many are not marked); the answer to say. */
  markSet(cards: readonly string[]): CommandAnswer<PiquetMove> {
    const a = this.marks.setTyped(cards, this.room, this.messages.ui.discardMarks, (c) => cardRefsBySuit(this.words, c));
    if (!a.error) this.openChoices(this.exchangeChoices(this.session.legalMoves.find((m) => m.type === 'take')), { echo: false });
    return { kind: 'say', text: a.text, error: a.error };
  }

  /** K (from the zone and card in focus), or the list's first choice: the marked cards laid away one move each (the engine judges each), then the take. */
  acceptMarks(from: RunContext = { zone: null, key: null }): void {
    const s = this.session;
    if (s.waitingForKey) return this.continue();
    if (!s.myTurn) return this.notYourTurn();
    if (!isExchange(s.view.phase)) return this.say(this.messages.ui.nothingToDeclare);
    this.choiceMoves = null;
    if (this.marks.accept(s.view.hand, this.hand, from)) this.focusRequest = 'hand';
    this.layAwayNext();
  }

  private layAwayNext(): void {
    const s = this.session;
    if (!this.marks.queue || !this.myExchange) return void (this.marks.queue = null);
    const card = this.marks.next();
    // The focus is on a card that stays (DiscardMarks.accept).
    if (card !== null) return this.playMove({ type: 'discard', card });
    this.marks.reset();
    // Q12, Q14: too few laid away: the engine's refusal, with its rule.
    this.playMove(s.legalMoves.find((m) => m.type === 'take') ?? { type: 'take' });
  }

  /** A refusal stops the marked cards still to be laid away (those laid away already said first, issue 27). */
  protected override explain(v: RuleViolation, move?: PiquetMove): void {
    const laid = this.marks.stop();
    if (laid.length) this.host.announcer.announce(this.messages.piquet.laidAway(cardRefsBySuit(this.words, laid), laid.length), { kind: 'event' });
    super.explain(v, move);
  }

  /** My turn: say it (not after each card I lay away: that sentence counts), the exchange's choices; the end of a deal or a game. */
  protected afterStep(step: PiquetStep | null): void {
    const s = this.session;
    this.choiceMoves = null;
    const myDiscard = step !== null && step.actor === s.me && step.move?.type === 'discard';
    if (s.myTurn) {
      const v = s.view;
      const legal = s.legalMoves;
      const exchange = isExchange(v.phase);
      const bounds = this.bounds;
      if (!myDiscard) {
        const led = v.trick[0]?.card;
        // Q28: the engine's legal cards are the suit led when the player must follow it.
        const follows = led !== undefined && legal.length > 0 && legal.every((m) => m.type === 'play' && suitOf(m.card) === suitOf(led));
        this.sayYourTurn(
          this.messages.piquet.yourTurn(exchange ? 'exchange' : 'play', {
            min: bounds?.min ?? 0,
            max: bounds?.max ?? 0,
            discarded: v.discards.length,
            elder: v.elder === s.me,
            mustFollow: follows ? suitName(this.words, suitOf(led!)) : null,
            lead: v.trick.length === 0,
          }),
        );
      }
      if (exchange) {
        const take = legal.find((m) => m.type === 'take');
        if (myDiscard && this.marks.queue) {
          // Accepted: the next marked card, after this step is said.
          queueMicrotask(() => this.layAwayNext());
        } else if (this.marks.at < 0) {
          // The exchange begins (or a game resumes in it): the suggestion is asked for; its list takes focus.
          if (step !== null) this.focusRequest = 'hand';
          void this.suggest(step !== null);
        } else {
          this.choiceMoves = this.exchangeChoices(take);
          // Resumed with my marks (issue 27): said, as a typed set is.
          if (step === null) this.say(this.messages.ui.discardMarks.set(this.marks.size ? cardRefsBySuit(this.words, this.marks.list) : null));
          // The list takes focus when the last card needed is laid away (from the command line).
          if (myDiscard && take && v.discards.length === bounds?.min) this.focusRequest = 'choices';
        }
      }
    }
    if (!this.myExchange) this.marks.reset();
    const over = step?.events.find((e): e is Extract<PiquetEvent, { type: 'gameOver' }> => e.type === 'gameOver');
    if (over && !this.recordedGames.has(s.view.gamesPlayed)) this.record(over);
    this.changed();
  }

  /** A finished game (the race, or the four-deal partie) for the statistics, with Piquet's own counts. */
  private record(over: Extract<PiquetEvent, { type: 'gameOver' }>): void {
    const s = this.session;
    const me = s.me;
    this.recordedGames.add(s.view.gamesPlayed);
    const won = over.winner === me;
    // The statistics count games against the computer player here (a table with friends is not kept here).
    if (s.remote) return this.say(this.messages.piquet.gameResult(won, over.winner === null), 'info');
    const events = s.steps.flatMap((st) => st.events);
    let from = 0;
    events.forEach((e, i) => {
      if (e.type === 'gameStarted') from = i;
    });
    const game = events.slice(from);
    const mineScore = (reason: string) => game.filter((e) => e.type === 'score' && e.seat === me && e.reason === reason).length;
    const feats = {
      partiesWon: over.winner === me ? 1 : 0,
      unitsWon: game.reduce((n, e) => n + (e.type === 'payment' && e.to === me ? e.amount : 0), 0),
      repiques: mineScore('repique'),
      piques: mineScore('pique'),
      capots: mineScore('capot'),
      carteBlanches: mineScore('carteBlanche'),
    };
    this.host.recordResult({
      id: `${this.id}/${s.view.gamesPlayed}`,
      game: 'piquet',
      finishedAt: new Date().toISOString(),
      seed: s.config.seed,
      players: 2,
      score: over.scores[me]!,
      place: over.winner === null || won ? 1 : 2,
      won,
      feats,
    });
    this.say(this.messages.piquet.gameResult(won, over.winner === null), 'info');
  }

  // -- moves -----------------------------------------------------------------------------------

  /** "Lay away more": back to the hand, the list closed; a move: played. */
  protected override playChoice(c: PiquetMove | More): void {
    if (!('kind' in c)) return super.playChoice(c);
    if (c.kind === 'accept') return this.acceptMarks();
    this.choiceMoves = null;
    this.focusRequest = 'hand';
    this.say(this.messages.ui.discardMoreNow);
    this.changed();
  }

  /** Enter or Space on a card in my exchange: marked or unmarked for the discard; else the trick table's (the card played). */
  override playCard(card: string): void {
    const s = this.session;
    if (!s.waitingForKey && this.myExchange && !this.marks.queue) return this.toggleMark(card);
    super.playCard(card);
  }

  /** Enter on a card: in the exchange lay it away (Q12, Q14), in the tricks play it; the engine refuses what is not allowed. */
  cardMove(card: string): PiquetMove {
    return isExchange(this.view.phase) ? { type: 'discard', card } : { type: 'play', card };
  }

  /** Enter with no card in focus: the exchange's list again while it is open, else the hand read out. */
  override enterWithoutCard(): void {
    if (this.choiceMoves) return this.openChoices(this.choiceMoves, { echo: false });
    super.enterWithoutCard();
  }

  /** Shift+A: the exchange's choices (take, or lay away more); the engine says why taking is not allowed yet. */
  declare(): void {
    const s = this.session;
    if (!s.myTurn) return this.notYourTurn();
    if (!isExchange(s.view.phase)) return this.say(this.messages.ui.nothingToDeclare);
    const legal = s.legalMoves;
    const take = legal.find((m) => m.type === 'take');
    // Q12, Q14: too few cards laid away and none marked: the engine's refusal, with its rule.
    if (!take && this.marks.size === 0) return this.playMove({ type: 'take' });
    this.openChoices(this.exchangeChoices(take));
  }

  /**
   * N: the next deal. The table's sitting is one game (piquetGame); after it the player here may play
   * another (Q36: at 0 : 0, the deal still alternating, Q8).
   */
  override nextDeal(): boolean {
    const local = this.session instanceof SeatSession ? this.session : null;
    if (local && local.state.phase === 'gameOver') {
      local.playOn(nextDealWithEvents(local.state));
      if (this.focusRequest === null) this.focusRequest = this.homeZone;
      return true;
    }
    return super.nextDeal();
  }

  /** A card named on the command line leaves the hand: focus moves on first. */
  protected override beforeMove(m: PiquetMove): void {
    if (m.type !== 'take') this.hand.leaving(m.card);
  }

  protected async parseCommand(text: string): Promise<CommandAnswer<PiquetMove>> {
    const { parsePiquetCommand, parsePiquetCardSet } = await import('./command-line.js');
    const s = this.session;
    // A typed set in my exchange marks exactly those cards (issue 27).
    const set = this.myExchange ? parsePiquetCardSet(text, s.view.hand) : null;
    if (set) return this.markSet(set);
    const r = parsePiquetCommand(text, { legal: s.legalMoves, exchange: isExchange(s.view.phase) });
    // The dialogue of declaring is the table's (Q24): said, not played.
    return r.kind === 'automatic' ? { kind: 'say', text: this.messages.piquet.violation('automatic', 'Q24', {}) } : r;
  }

  // -- the trick table -------------------------------------------------------------------------

  get suits(): readonly Suit[] {
    return SUIT_ORDER;
  }

  get handCards(): readonly string[] {
    return this.view.hand;
  }

  /** The hand by suit in a fixed order (no trumps, Q3), each suit high to low. */
  handSuits(): SuitGroup<Suit>[] {
    return groupBySuit<Suit>(this.view.hand, null, SUIT_ORDER, suitOf, rankOrder);
  }

  /** The cards the engine lets the player lay away (in the exchange) or play (in the tricks) now. */
  override playable(): ReadonlySet<string> {
    return new Set(this.session.legalMoves.flatMap((m) => (m.type === 'take' ? [] : [m.card])));
  }

  readHandText(): string {
    return describeHand(this.words, this.handSuits(), isExchange(this.view.phase));
  }

  readTrickText(): string {
    return describeTrick(this.words);
  }

  readLastTrickText(): string {
    return describeLastTrick(this.words);
  }

  whoseTurnText(): string {
    const t = this.view.toMove;
    return t === null ? this.messages.tricks.nobodyToMove : this.messages.tricks.toMove(who(this.words, t));
  }

  noPlayableText(): string {
    return this.messages.ui.noPlayable;
  }

  noSuitText(suit: Suit): string {
    return this.messages.ui.noSuitInHand(suitRef(this.words, suit));
  }

  handZone(): { heading: string; empty: string; suits: HandSuit[] } {
    const m = this.messages.ui;
    const w = this.words;
    const v = this.view;
    const exchange = isExchange(v.phase);
    const ok = exchange ? new Set<string>() : this.playable();
    const marking = exchange && this.session.myTurn;
    const seqs = sequenceNames(w, v.hand);
    const suits: HandSuit[] = this.handSuits().map((g) => {
      const mine = seqs.filter((q) => q.suit === g.suit).map((q) => q.name);
      return {
        id: g.suit,
        label: [m.suitGroup(suitRef(w, g.suit), false, g.cards.length), ...mine].join(', '),
        cards: g.cards.map((c) => ({
          key: c,
          name: cardName(w, c),
          label: [cardName(w, c), ok.has(c) ? m.playable : null, marking && this.marks.has(c) ? m.discardMarks.tag : null].filter(Boolean).join(', '),
          face: cardFace(w, c),
          playable: ok.has(c),
        })),
      };
    });
    let heading = m.yourHand(v.hand.length);
    const bounds = this.bounds;
    if (exchange && bounds) heading = `${heading}. ${m.exchangeNote(v.discards.length, bounds.min, bounds.max)}`;
    const led = this.session.myTurn && v.phase === 'play' ? v.trick[0]?.card : undefined;
    // Q28: the engine's legal cards say whether the player must follow.
    if (led !== undefined && [...ok].every((c) => suitOf(c) === suitOf(led))) heading = `${heading}. ${this.messages.tricks.mustFollow(suitRef(w, suitOf(led)))}`;
    return { heading, empty: m.handEmpty, suits };
  }

  trickZone(): TrickZone {
    const w = this.words;
    return {
      heading: this.messages.ui.trickHeading,
      text: describeTrick(w),
      cards: trickPlays(w, this.view.trick).map((p) => ({ key: p.key, face: cardFace(w, p.key), who: p.who.self ? this.messages.ui.you : p.who.name, winning: p.winning })),
    };
  }

  moreZones(): readonly ZoneSpec[] {
    return [{ id: 'status', kind: 'static', render: () => this.renderStatus() }];
  }

  private renderStatus(): TemplateResult {
    const m = this.messages.ui;
    const v = this.view;
    const w = this.words;
    const me = this.session.me;
    const seats = [me, 1 - me];
    const seen = [...new Set([...v.elderLeft, ...v.talonSeen])];
    const declared = declaredPhrases(w);
    const fact = (label: string, value: string) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`;
    return html`<section data-zone="status" class="zone status">
      <h2 id="status-h">${m.statusHeading}</h2>
      <table data-focus tabindex="0" aria-labelledby="status-h">
        <thead>
          <tr>
            <th scope="col">${m.colPlayer}</th>
            <th scope="col">${m.colRole}</th>
            <th scope="col">${m.colCards}</th>
            <th scope="col">${m.colDeal}</th>
            <th scope="col">${m.colGame}</th>
          </tr>
        </thead>
        <tbody>
          ${seats.map((seat) => {
            const p = who(w, seat);
            const tags = [p.self && p.name.toLowerCase() !== m.you.toLowerCase() ? m.you : null, seat === v.toMove ? m.toMove : null].filter(Boolean);
            return html`<tr class=${seat === v.toMove ? 'to-move' : ''}>
              <th scope="row">${p.name}${tags.length ? html` <span class="tags">(${tags.join(', ')})</span>` : nothing}</th>
              <td>${seat === v.elder ? m.elder : m.younger}</td>
              <td>${v.handCounts[seat]}</td>
              <td>${v.dealScores[seat]}</td>
              <td>${v.scores[seat]}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      <dl class="facts">
        ${fact(m.formatLabel, m.formatNow(v.rules.target, v.dealsPlayed + 1))}
        ${fact(m.talonLabel, String(v.talonCount))}
        ${v.discards.length ? fact(m.discardsLabel, cardsBySuit(w, v.discards)) : nothing}
        ${v.taken.length ? fact(m.takenLabel, cardsBySuit(w, v.taken)) : nothing}
        ${seen.length ? fact(m.seenLabel, cardsBySuit(w, seen)) : nothing}
        ${fact(m.declarationsLabel, declared.length ? this.messages.piquet.declarations(null, declared, null, null, null) : m.none)}
        ${v.opponentKnown.length ? fact(m.knownLabel(who(w, 1 - me)), cardsBySuit(w, v.opponentKnown)) : nothing}
        ${fact(m.tricksLabel, scoreLine(w, v.tricksWon))}
        ${fact(m.unitsLabel, this.messages.piquet.unitsLine([me, 1 - me].map((seat) => ({ who: who(w, seat), points: v.units[seat] ?? 0 }))))}
      </dl>
    </section>`;
  }
}
