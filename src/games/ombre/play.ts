/**
 * An Ombre sitting at the trick table (src/games/tricks/trick-play.ts), for every family member: the
 * hand by suit with the trumps first in their order and the matadors marked, the trick, the status
 * (roles, cards, tricks, marks; the game, the favourite, the contract, the pot and the bêtes); the
 * numbered choice list for the auction, the trump (and O29's conversions), the call and the stop or
 * vole; the exchange by marks (src/games/tricks/discard-marks.ts: the suggestion marked, Enter on a card
 * changes it, K lays the marked cards away and takes); the reading keys; the command
 * line. Legal moves and refusals come from the engine; here or at a table with friends alike.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RuleViolation } from '../../engine/game.js';
import type { PlayHost, ZoneSpec } from '../../play/module.js';
import type { GameResult } from '../../storage/save-store.js';
import type { CommandAnswer, CommandRow, RunContext, SeatResume, Spoken } from '../../play/seat-play.js';
import type { SeatTable } from '../../play/session.js';
import type { HandSuit, TrickZone } from '../tricks/table.js';
import type { SuitGroup } from '../tricks/hand.js';
import { TrickPlay } from '../tricks/trick-play.js';
import { DiscardMarks } from '../tricks/discard-marks.js';
import { OMBRE_ROWS } from './commands.js';
import { discardLimit, ombreGame, type OmbreOptions, type OmbreTableEvent } from './index.js';
import {
  cardFace,
  cardName,
  cardRef,
  cardRefs,
  contractWords,
  describeChoice,
  describeEvents,
  describeHand,
  describeLaidAway,
  describeLastTrick,
  describeTrick,
  describeViolation,
  followNote,
  groupLabel,
  groupOfSuit,
  handGroups,
  isMatador,
  rulesOf,
  suitName,
  suitRef,
  trickPlays,
  who,
  type Group,
  type Words,
} from './describe.js';
import { notYourTurnIn } from './turn.js';
import type { OmbreConfig, OmbreStep } from './game.js';
import { ombreMessages, type OmbreMessages } from './texts.js';
import type { Contract, OmbreMove, OmbreState, OmbreView, Play, Suit } from './types.js';

export type OmbreResume = SeatResume<OmbreState, OmbreMove, OmbreTableEvent>;

/** Phases whose decisions are a numbered choice list (not a card of the hand). */
const CHOICE_PHASES = new Set(['auction', 'trump', 'call']);
const SUIT_KEYS: readonly Suit[] = ['S', 'H', 'D', 'C'];

/**
 * A choice of the list that is no move: "lead a card", which declares the vole (O43); a group of bids
 * that opens their list (a Solo's or a Solo tout's suits, the Obscurités, holding in a suit: issue 27,
 * as Boston's rungs); "lay the marked cards away and take".
 */
type Vole = { readonly type: 'vole' } | { readonly type: 'bidGroup'; readonly group: BidGroup; readonly moves: readonly OmbreMove[] } | { readonly type: 'accept' };
type BidGroup = 'solo' | 'solo-tout' | 'obscurite' | 'hold';

/** The group a speech of the auction belongs to in the first list (null: an entry of its own). */
function bidGroupOf(m: OmbreMove): BidGroup | null {
  if (m.type === 'hold') return m.suit ? 'hold' : null;
  if (m.type !== 'bid') return null;
  if (m.contract.startsWith('obscurite')) return 'obscurite';
  if (m.suit && m.contract.startsWith('solo-tout')) return 'solo-tout';
  if (m.suit && m.contract.startsWith('solo')) return 'solo';
  return null;
}

export class OmbrePlay extends TrickPlay<OmbreState, OmbreMove, OmbreView, OmbreTableEvent, OmbreOptions, Group, Vole> {
  readonly gameId = 'ombre';
  /** The rebuilt log's describer of a table rejoined (the deal as it stood at each step), made at its first step. */
  private historyDescribe: ((step: OmbreStep, index: number) => readonly Spoken[]) | null = null;
  /** The cards marked for my discard in this exchange (issue 27): the computer's suggestion first, changed by Enter on a card or a typed set. */
  readonly marks = new DiscardMarks();

  constructor(host: PlayHost, config: OmbreConfig, restored?: OmbreResume, table?: SeatTable<OmbreMove, OmbreView, OmbreTableEvent, OmbreOptions>) {
    super(host, ombreGame, config, restored, table);
    // Reloaded in my exchange: my own marks, as saved (issue 27); else the suggestion is asked for.
    if (restored && this.myExchange) this.marks.restore(restored.notes, this.session.steps.length, this.view.hand, this.room, this.playable());
    this.begin(restored);
  }

  commandRows(): readonly CommandRow<this>[] {
    return OMBRE_ROWS as readonly CommandRow<this>[];
  }

  // -- words ------------------------------------------------------------------------------------

  get messages(): OmbreMessages {
    return ombreMessages(this.host.settings.locale);
  }

  get words(): Words {
    const s = this.session;
    const limit = s.myTurn && s.view.phase === 'exchange' ? discardLimit(s.view) : null;
    return { messages: this.messages, locale: this.host.settings.locale, me: s.me, names: this.names, style: this.host.settings.cardNames, view: s.view, limit };
  }

  get rulesOptions(): unknown {
    return rulesOf(this.view);
  }

  /** "Ombre: Quadrille": the family member played. */
  override get title(): string {
    return `${super.title}: ${this.messages.ombre.gameName(rulesOf(this.view).game)}`;
  }

  /** A step's words; a card of my accepted discard is said with the whole of it, once, as its last is laid away (issue 27). */
  protected describeStep(step: OmbreStep): readonly Spoken[] {
    const laid = step.actor === this.session.me && step.move?.type === 'discard' ? this.marks.laidAway(step.move.card) : null;
    if (laid === null) return describeEvents(step.events, this.words);
    const rest = describeEvents(step.events.filter((e) => e.type !== 'discarded'), this.words);
    return laid.length ? [{ text: describeLaidAway(this.words, laid) }, ...rest] : rest;
  }


  /** A refusal, with the card of the move refused named. */
  protected describeViolation(v: RuleViolation, move?: OmbreMove): string {
    return describeViolation(this.words, v, move && 'card' in move ? move.card : undefined);
  }

  protected describeMove(m: OmbreMove | Vole): string {
    if (m.type === 'bidGroup') return this.messages.ombre.choiceBidGroup(m.group, this.messages.ombre.contract(m.group === 'hold' ? (this.view.contract ?? 'solo') : m.group), m.moves.length);
    if (m.type === 'accept') return this.messages.ui.discardMarks.accept(this.marks.size ? cardRefs(this.words, this.marks.list) : null, this.marks.size + this.view.discards.length);
    return describeChoice(this.words, m);
  }

  /**
   * The auction's first list (O26–O28; issue 27, as Boston's): pass, hold and each bid the engine allows,
   * a Solo's and a Solo tout's suits, the Obscurités and holding in a suit each one entry that opens their
   * list (one legal: the speech itself). At most nine entries, so every speech is its digit, or two.
   */
  private bidChoices(): (OmbreMove | Vole)[] {
    const legal = this.session.legalMoves;
    const out: (OmbreMove | Vole)[] = [];
    const groups = new Map<BidGroup, OmbreMove[]>();
    for (const m of legal) {
      const g = bidGroupOf(m);
      if (g === null) out.push(m);
      else if (groups.has(g)) groups.get(g)!.push(m);
      else {
        const moves = [m];
        groups.set(g, moves);
        out.push({ type: 'bidGroup', group: g, moves });
      }
    }
    return out.map((c) => (c.type === 'bidGroup' && c.moves.length === 1 ? c.moves[0]! : c));
  }

  /** The list of a phase whose decision is no card: the auction's first list, else the engine's moves. */
  private phaseChoices(phase: string, echo = true): void {
    if (phase === 'auction') return this.openChoices(this.bidChoices(), { phase, echo });
    this.openChoices(this.session.legalMoves, { phase, echo });
  }

  protected choicesHeading(moves: readonly (OmbreMove | Vole)[]): string {
    return this.messages.ui.choicesHeading((this.choicePhase ?? this.view.phase) as never, moves.length);
  }

  protected override hintText(move: OmbreMove, explanation: unknown): string {
    const reason = (explanation as { reason?: string } | undefined)?.reason ?? null;
    const x = this.messages.ombre;
    return x.hint(describeChoice(this.words, move), reason ? x.hintReason(reason) : null);
  }

  protected get sittingOver(): boolean {
    return this.view.phase === 'sessionOver';
  }

  /** After a deal (O71), and at the sitting's end: no trick is played. */
  protected get dealOver(): boolean {
    return this.view.phase === 'dealOver' || this.view.phase === 'sessionOver';
  }

  protected dealEndIn(step: OmbreStep): 'deal' | 'sitting' | null {
    const types = step.events.map((e) => e.type);
    return types.includes('sessionOver') ? 'sitting' : types.includes('dealOver') ? 'deal' : null;
  }

  /** Out of turn: who is to move, or the engine's refusal (O71 when nobody is), from what this seat sees. */
  protected notYourTurn(): void {
    const v = this.view;
    if (v.toMove !== null) return this.say(this.messages.ombre.notYourTurn(who(this.words, v.toMove)), 'error');
    this.explain(notYourTurnIn(v));
  }

  protected override historyWords(step: OmbreStep, index: number): readonly Spoken[] {
    if (index === 0 || !this.historyDescribe) this.historyDescribe = this.historyDescriber();
    return this.historyDescribe(step, index);
  }

  /**
   * The game log of every step so far, as this seat saw them (a table with friends rejoined). The words
   * of a step need the deal as it stood then — the Lomber and his contract, the trump, the partner once
   * known, the tricks, my discards; they are read back from the deal's events (whether a called card was
   * mine: from the cards I later played or laid away, or hold now; the bêtes at the end of a deal: those
   * the next deal starts with). What only a view of then could tell — the table's pot and balances at the
   * end of an earlier deal, who drew the turned card — is left out (`Words.history`). The last step is
   * said with the view itself.
   */
  private historyDescriber(): (step: OmbreStep, index: number) => readonly Spoken[] {
    const v = this.view;
    const me = this.session.me;
    const steps = this.session.steps;
    // The cards I held in each deal (by the index of its first step), as far as the events show them,
    // and the bêtes the table held at its end (the next deal's start shows them; the last deal: the view's).
    const mine = new Map<number, Set<string>>();
    const betesAtEnd = new Map<number, OmbreView['betes']>();
    let deal = 0;
    steps.forEach((st, i) => {
      for (const e of st.events) {
        if (e.type !== 'dealStarted') continue;
        if (i > 0) betesAtEnd.set(deal, e.betes);
        deal = i;
      }
      const held = mine.get(deal) ?? new Set<string>();
      mine.set(deal, held);
      for (const e of st.events) if ((e.type === 'cardPlayed' || e.type === 'discarded') && e.seat === me && e.card) held.add(e.card);
    });
    for (const c of v.hand) mine.get(deal)?.add(c);
    betesAtEnd.set(deal, v.betes);
    let at = 0;
    let then = { lomber: null as number | null, contract: null as Contract | null, trump: null as Suit | null, favourite: null as Suit | null, called: null as string | null, partner: null as number | null, partnerKnown: false };
    let tricks: (readonly Play[])[] = [];
    let trick: Play[] = [];
    let discards: string[] = [];
    return (step, i) => {
      for (const e of step.events) {
        if (e.type === 'dealStarted') {
          at = i;
          then = { lomber: null, contract: null, trump: null, favourite: e.favourite, called: null, partner: null, partnerKnown: false };
          (tricks = []), (trick = []), (discards = []);
        }
        if (e.type === 'auctionWon') then = { ...then, lomber: e.seat, contract: e.contract };
        if (e.type === 'spadilleForcee') then = { ...then, lomber: e.seat };
        if (e.type === 'convert') then = { ...then, contract: e.contract };
        if (e.type === 'trump') then = { ...then, trump: e.suit };
        if (e.type === 'called') then = { ...then, called: e.card, ...(e.seat !== me && mine.get(at)?.has(e.card) ? { partner: me, partnerKnown: true } : {}) };
        if (e.type === 'partnerRevealed' && e.seat !== then.lomber) then = { ...then, partner: e.seat, partnerKnown: true };
        if (e.type === 'discarded' && e.seat === me && e.card) discards = [...discards, e.card];
        if (e.type === 'cardPlayed') trick = [...trick, { seat: e.seat, card: e.card }];
        if (e.type === 'trick') (tricks = [...tricks, trick]), (trick = []);
      }
      if (i === steps.length - 1) return describeEvents(step.events, this.words);
      const hand = [...(mine.get(at) ?? [])];
      const view: OmbreView = { ...v, ...then, hand, discards, tricks, trick, turned: null, turnedTo: null, betes: betesAtEnd.get(at) ?? [] };
      return describeEvents(step.events, { ...this.words, view, limit: null, history: true });
    };
  }

  /** My turn: say it (with what the rules ask of the card), open the choice list when the decision is not a card. */
  protected afterStep(step: OmbreStep | null): void {
    const s = this.session;
    this.choiceMoves = null;
    if (s.myTurn) {
      const v = s.view;
      const legal = s.legalMoves;
      const c = v.contract;
      const obscurite = v.lomber === s.me && (c === 'obscurite' || c === 'obscurite-bottom' || c === 'obscurite-middle');
      const mayStop = legal.some((m) => m.type === 'stop');
      const facts = {
        limit: v.phase === 'exchange' ? discardLimit(v) : 0,
        laid: v.discards.length,
        obscurite,
        mayStop,
        mayThrowIn: legal.some((m) => m.type === 'throwIn'),
        follow: followNote(this.words, this.playable()) ?? '',
      };
      const laying = v.phase === 'exchange' && this.marks.queue !== null && step?.actor === s.me;
      if (!laying) this.sayYourTurn(this.messages.ombre.yourTurn(v.phase, facts));
      if (CHOICE_PHASES.has(v.phase)) this.phaseChoices(v.phase, false);
      else if (mayStop) this.openChoices(this.stopChoices(), { phase: 'stop', echo: false });
      else if (laying) queueMicrotask(() => this.layAwayNext());
      else if (v.phase === 'exchange' && this.marks.at < 0) void this.suggest(step !== null);
      else if (v.phase === 'exchange' && this.marks.at >= 0) {
        this.choiceMoves = this.exchangeChoices();
        // Resumed with my marks (issue 27): the list as the suggestion leaves it, the marks said as a typed set is.
        if (step === null) (this.choicePhase = 'declare'), this.say(this.messages.ui.discardMarks.set(this.marks.size ? cardRefs(this.words, this.marks.list) : null));
      }
    }
    if (!this.myExchange) this.marks.reset();
    if (!this.recorded && step?.events.some((e) => e.type === 'sessionOver')) this.record();
    this.changed();
  }

  private stopChoices(): (OmbreMove | Vole)[] {
    return [{ type: 'stop' }, { type: 'vole' }];
  }

  /** The sitting is over: counted in the statistics with the game's feats (a table with friends is not kept here). */
  private record(): void {
    this.recorded = true;
    const s = this.session;
    const me = s.me;
    const balances = s.view.balances;
    const place = 1 + balances.filter((b) => b > balances[me]!).length;
    let lomber: number | null = null;
    let partner: number | null = null;
    const feats = { lomberWins: 0, codilles: 0, voles: 0 };
    for (const e of s.steps.flatMap((st) => st.events)) {
      if (e.type === 'dealStarted') lomber = partner = null;
      if (e.type === 'auctionWon' || e.type === 'spadilleForcee') lomber = e.seat;
      if (e.type === 'partnerRevealed' && e.seat !== lomber) partner = e.seat;
      if (e.type === 'result' && lomber !== null) {
        const onSide = lomber === me || partner === me;
        if (e.outcome === 'win' && lomber === me) feats.lomberWins++;
        if (e.outcome === 'codille' && !onSide) feats.codilles++;
        if (e.vole === 'made' && onSide) feats.voles++;
      }
    }
    const result: GameResult = {
      id: this.id,
      game: 'ombre',
      finishedAt: new Date().toISOString(),
      seed: s.config.seed,
      players: s.config.seats.length,
      score: balances[me]!,
      place,
      won: place === 1,
      feats,
    };
    if (!s.remote) this.host.recordResult(result);
  }

  // -- moves -----------------------------------------------------------------------------------

  /** The exchange's list: lay the marked cards away and take (the engine's take when nothing is marked). */
  private exchangeChoices(): (OmbreMove | Vole)[] {
    return [{ type: 'accept' }];
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
    return s.myTurn && s.view.phase === 'exchange';
  }

  /**
   * My exchange begins: the normal computer player's discard for my view (the bot sees only it) is
   * marked and said once, and the list opens with "lay them away and take": one key accepts it.
   */
  private async suggest(focus: boolean): Promise<void> {
    const s = this.session;
    const at = s.steps.length;
    this.marks.reset(at);
    // A resumed game: the list is there at once, so that focus stays where the save had it (issue 27: the same card after a reload).
    if (!focus) (this.choiceMoves = this.exchangeChoices()), (this.choicePhase = 'declare');
    let plan: readonly string[] = [];
    this.marks.pending = true;
    try {
      const d = await this.host.decide(this.gameId, 'normal', s.view, s.legalMoves, { seed: `${s.config.seed}/suggest/${at}` });
      plan = (d.explanation as { best?: { plan?: string[] | null } } | undefined)?.best?.plan ?? [];
    } catch {
      plan = [];
    } finally {
      this.marks.pending = false;
    }
    if (s.steps.length !== at || !this.myExchange || this.marks.at !== at) return;
    this.marks.suggest(plan, this.room, this.playable());
    // Said after what led to it (the others' exchanges, my turn), not before it as an answer would be (issue 27).
    this.host.say(this.messages.ui.discardMarks.suggested(this.marks.size ? cardRefs(this.words, this.marks.list) : null), 'echo', undefined, { follow: true });
    if (focus) return this.openChoices(this.exchangeChoices(), { phase: 'declare', echo: false });
    this.choiceMoves = this.exchangeChoices();
    this.changed();
  }

  /** How many cards I may still lay away in my exchange (the engine's limit, O34, less those laid away). */
  private get room(): number {
    return (discardLimit(this.view) ?? 0) - this.view.discards.length;
  }

  /** Enter or Space on a card in my exchange: marked or unmarked (a card the engine would not let go: its refusal). */
  toggleMark(card: string): void {
    const a = this.marks.toggleCard(card, this.room, this.playable(), this.messages.ui.discardMarks, cardRef(this.words, card));
    if (a === null) return this.playMove(this.cardMove(card));
    if (a.error) return this.say(a.text, 'error');
    this.say(a.text);
    this.changed();
  }

  /** A typed set marks exactly those cards (the engine's limit holds: too many are not marked); the answer to say. */
  markSet(cards: readonly string[]): CommandAnswer<OmbreMove> {
    const a = this.marks.setTyped(cards, this.room, this.messages.ui.discardMarks, (c) => cardRefs(this.words, c));
    if (!a.error) this.openChoices(this.exchangeChoices(), { phase: 'declare', echo: false });
    return { kind: 'say', text: a.text, error: a.error };
  }

  /** K (from the zone and card in focus), or the list's choice: the marked cards laid away one move each (the engine judges each, O34), then the take (O33). */
  private acceptMarks(from: RunContext = { zone: null, key: null }): void {
    this.choiceMoves = null;
    if (this.marks.accept(this.session.view.hand, this.hand, from)) this.focusRequest = 'hand';
    this.layAwayNext();
  }

  private layAwayNext(): void {
    if (!this.marks.queue || !this.myExchange) return void (this.marks.queue = null);
    const card = this.marks.next();
    if (card !== null) return this.playMove(this.cardMove(card));
    this.marks.reset();
    this.playMove(this.session.legalMoves.find((m) => m.type === 'take') ?? { type: 'take' });
  }

  /** A refusal stops the marked cards still to be laid away (those laid away already said first, issue 27). */
  protected override explain(v: RuleViolation, move?: OmbreMove): void {
    const laid = this.marks.stop();
    if (laid.length) this.host.announcer.announce(describeLaidAway(this.words, laid), { kind: 'event' });
    super.explain(v, move);
  }

  /** "Lead on" after the premiers (O43): the card the player leads next declares the vole. */
  protected override playChoice(c: OmbreMove | Vole): void {
    if (c.type === 'bidGroup') return this.openChoices(c.moves, { phase: 'bidGroup' });
    if (c.type === 'accept') return this.acceptMarks();
    if (c.type !== 'vole') return this.playMove(c);
    this.choiceMoves = null;
    this.say(this.messages.ombre.choiceVole);
    this.changed();
  }

  /** Escape in a group's list (a Solo's suits …) goes back to the auction's first list; elsewhere the list closes. */
  override closeChoices(): void {
    if (this.choiceMoves && this.choicePhase === 'bidGroup' && this.session.myTurn && this.view.phase === 'auction') return this.phaseChoices('auction');
    super.closeChoices();
  }

  /** Enter on a card in the auction, the trump or the call: the choice list (the decision is no card); in my exchange: marked or unmarked. */
  override playCard(card: string): void {
    const s = this.session;
    if (!s.waitingForKey && s.myTurn && CHOICE_PHASES.has(s.view.phase)) return this.phaseChoices(s.view.phase);
    if (!s.waitingForKey && this.myExchange && !this.marks.queue) return this.toggleMark(card);
    super.playCard(card);
  }

  /** The card's move: laid away in the exchange (O34), given back to the giver (QD10), else played; the engine refuses what is not allowed. */
  cardMove(card: string): OmbreMove {
    const s = this.session;
    const phase = s.view.phase;
    const type = phase === 'exchange' ? 'discard' : phase === 'give' ? 'give' : 'play';
    return s.legalMoves.find((m) => m.type === type && m.card === card) ?? { type, card };
  }

  /** A card laid away or given back that the engine will refuse keeps the focus; a card played moves it on. */
  protected override cardLeaves(m: OmbreMove): boolean {
    return m.type === 'play' || ('card' in m && this.playable().has(m.card));
  }

  /** A card played from the command line: focus moves on first. */
  protected override beforeMove(m: OmbreMove): void {
    if (m.type === 'play') this.hand.leaving(m.card);
  }

  /** Enter with no card in focus: my choice list in the auction, the trump or the call; else the hand read out. */
  override enterWithoutCard(): void {
    if (this.session.myTurn && CHOICE_PHASES.has(this.view.phase)) return this.declare();
    super.enterWithoutCard();
  }

  /** K: ends the player's exchange, drawing as many as laid away (O33, O34; O21 in an Obscurité). */
  take(from: RunContext = { zone: null, key: null }): void {
    if (this.session.waitingForKey) return this.continue();
    if (!this.session.myTurn) return this.notYourTurn();
    // Issue 27: the marked cards are laid away first (none marked: the take alone, as ever).
    if (this.myExchange && this.marks.size) return this.acceptMarks(from);
    this.playMove({ type: 'take' });
  }

  /** Shift+A: what may be done now besides a card (bids, trump, call, take, stop or vole, throw in). */
  declare(): void {
    const s = this.session;
    if (!s.myTurn) return this.notYourTurn();
    const legal = s.legalMoves;
    const phase = s.view.phase;
    if (CHOICE_PHASES.has(phase)) return this.phaseChoices(phase);
    const extra: (OmbreMove | Vole)[] = legal.some((m) => m.type === 'stop') ? this.stopChoices() : [];
    // In my exchange with cards marked: lay them away and take (issue 27), not the take alone.
    const accept = this.myExchange && this.marks.size > 0;
    if (accept) extra.push({ type: 'accept' });
    extra.push(...legal.filter((m) => (m.type === 'take' && !accept) || m.type === 'throwIn'));
    if (extra.length === 0) return this.say(this.messages.ui.nothingToDeclare);
    this.openChoices(extra, { phase: legal.some((m) => m.type === 'stop') ? 'stop' : 'declare' });
  }

  protected async parseCommand(text: string): Promise<CommandAnswer<OmbreMove>> {
    const { parseOmbreCommand, parseOmbreCardSet } = await import('./command-line.js');
    // A typed set in my exchange marks exactly those cards (issue 27).
    const set = this.myExchange ? parseOmbreCardSet(text, this.view.hand, this.view.trump) : null;
    if (set) return this.markSet(set);
    return parseOmbreCommand(text, { legal: this.session.legalMoves, view: this.view });
  }

  // -- the trick table -------------------------------------------------------------------------

  get suits(): readonly Group[] {
    return SUIT_KEYS;
  }

  get handCards(): readonly string[] {
    return this.view.hand;
  }

  handSuits(): SuitGroup<Group>[] {
    return handGroups(this.view);
  }

  /** Cards my legal moves take: played, laid away in the exchange, given back. */
  override playable(): ReadonlySet<string> {
    return new Set(this.session.legalMoves.flatMap((m) => (m.type === 'play' || m.type === 'discard' || m.type === 'give' ? [m.card] : [])));
  }

  /** S, H, D, C in the hand: to the suit's highest card (the trump suit's key: to the trumps). */
  protected override groupOfSuitKey(suit: Group): Group {
    return groupOfSuit(this.view, suit as Suit);
  }

  readHandText(): string {
    return describeHand(this.words);
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

  noSuitText(suit: Group): string {
    return this.messages.ui.noSuitInHand(suitRef(this.words, suit as Suit));
  }

  handZone(): { heading: string; empty: string; suits: HandSuit[] } {
    const m = this.messages.ui;
    const w = this.words;
    const v = this.view;
    const ok = this.playable();
    const suits: HandSuit[] = handGroups(v).map((g) => ({
      id: g.suit,
      label: groupLabel(w, g.suit, g.cards.length),
      cards: g.cards.map((c) => ({
        key: c,
        name: cardName(w, c),
        label: [cardName(w, c), isMatador(v, c) ? m.matador : null, ok.has(c) ? m.playable : null, this.myExchange && this.marks.has(c) ? m.discardMarks.tag : null].filter(Boolean).join(', '),
        face: cardFace(w, c),
        playable: ok.has(c),
      })),
    }));
    const notes = [m.yourHand(v.hand.length)];
    const follow = followNote(w, ok);
    if (follow) notes.push(follow);
    if (this.session.myTurn && v.phase === 'exchange' && w.limit !== null) notes.push(m.laidAway(v.discards.length, w.limit));
    return { heading: notes.join('. '), empty: m.handEmpty, suits };
  }

  trickZone(): TrickZone {
    const w = this.words;
    return {
      heading: this.messages.ui.trickHeading,
      text: describeTrick(w),
      cards: trickPlays(w, this.view.trick).map((p) => ({ key: p.key, face: cardFace(w, p.key), who: this.names[p.seat]!, winning: p.winning })),
    };
  }

  moreZones(): readonly ZoneSpec[] {
    return [{ id: 'status', kind: 'static', render: () => this.renderStatus() }];
  }

  private renderStatus(): TemplateResult {
    const m = this.messages.ui;
    const x = this.messages.ombre;
    const v = this.view;
    const w = this.words;
    const me = this.session.me;
    const names = this.names;
    const r = rulesOf(v);
    const mano = (v.dealer + 1) % v.players;
    const auction = v.phase === 'auction';
    const role = (seat: number) =>
      auction || v.lomber === null ? '—' : seat === v.lomber ? m.lomber : v.partnerKnown && seat === v.partner ? m.partner : v.partnerKnown || !v.called ? m.defender : '—';
    const deal = Math.min(v.dealsPlayed + (v.phase === 'dealOver' || v.phase === 'sessionOver' ? 0 : 1), r.tours * r.players);
    const contract = v.contract && !auction ? contractWords(w, v.contract, v.contract.startsWith('solo') ? v.trump : null) : null;
    return html`<section data-zone="status" class="zone status">
      <h2 id="status-h">${m.statusHeading}</h2>
      <table data-focus tabindex="0" aria-labelledby="status-h">
        <thead>
          <tr>
            <th scope="col">${m.colPlayer}</th>
            <th scope="col">${m.colRole}</th>
            <th scope="col">${m.colCards}</th>
            <th scope="col">${m.colTricks}</th>
            <th scope="col">${m.colMarks}</th>
          </tr>
        </thead>
        <tbody>
          ${names.map((name, seat) => {
            const tags = [
              seat === me && name.toLowerCase() !== m.you.toLowerCase() ? m.you : null,
              seat === v.dealer ? m.dealer : null,
              seat === mano ? m.mano : null,
              seat === v.toMove ? m.toMove : null,
            ].filter(Boolean);
            return html`<tr class=${seat === v.toMove ? 'to-move' : ''}>
              <th scope="row">${name}${tags.length ? html` <span class="tags">(${tags.join(', ')})</span>` : nothing}</th>
              <td>${role(seat)}</td>
              <td>${v.handCounts[seat]}</td>
              <td>${v.won[seat]}</td>
              <td>${v.balances[seat]}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      <dl class="facts">
        <div><dt>${m.gameLabel}</dt><dd>${x.gameName(r.game)}</dd></div>
        <div><dt>${m.dealLabel}</dt><dd>${m.dealOf(Math.max(deal, 1), r.tours * r.players)}</dd></div>
        <div><dt>${m.favouriteLabel}</dt><dd>${v.favourite ? suitName(w, v.favourite) : m.none}</dd></div>
        <div><dt>${m.contractLabel}</dt><dd>${contract ? `${contract}${v.lomber !== null ? `, ${names[v.lomber]}` : ''}` : m.none}</dd></div>
        <div><dt>${m.trumpLabel}</dt><dd>${v.trump ? suitName(w, v.trump) : m.noTrumpYet}</dd></div>
        ${v.called ? html`<div><dt>${m.calledLabel}</dt><dd>${cardName(w, v.called)}</dd></div>` : nothing}
        <div><dt>${m.potLabel}</dt><dd>${v.pot}</dd></div>
        <div><dt>${m.betesLabel}</dt><dd>${v.betes.length ? v.betes.map((b) => String(b.amount)).join(', ') : m.none}</dd></div>
        ${r.pack.length > r.handSize * r.players ? html`<div><dt>${m.talonLabel}</dt><dd>${v.talonCount}</dd></div>` : nothing}
      </dl>
    </section>`;
  }
}
