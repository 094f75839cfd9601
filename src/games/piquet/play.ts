/**
 * A Piquet sitting at the generic table (src/play/module.ts `GamePlay`): you against one computer
 * player. The hand by suit (no trumps: the suits in a fixed order), each suit's sequences in its name;
 * the exchange one card at a time (Enter on a card lays it away, with a running count), then the
 * numbered choice list to take from the talon (or lay away more); the declarations, tricks, cards and
 * capot said as they happen; the reading keys; the command line. Legal moves, refusals, bounds and
 * holdings come from the engine; the seat session drives the computer player.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RuleViolation } from '../../engine/game.js';
import type { LogEntry } from '../../announcer/announcer.js';
import type { ActionSpec, ChoiceList, GamePlay, PlayHost, ZoneSpec } from '../../play/module.js';
import type { BotLevel } from '../../ai/types.js';
import { hostSeatPlayer, legalNamed, newGameId, seatNames } from '../../play/seat-play.js';
import { renderSuitHand, renderTrick, type HandSuit } from '../tricks/table.js';
import { groupBySuit, HandFocus, type SuitGroup } from '../tricks/hand.js';
import { suitOfCommand } from '../tricks/commands.js';
import { exchangeBounds } from './index.js';
import {
  cardFace,
  cardName,
  cardsBySuit,
  declaredPhrases,
  describeChoice,
  describeDeclarations,
  describeEvents,
  describeExchange,
  describeHand,
  describeLastTrick,
  describeScore,
  describeTrick,
  describeViolation,
  rankOrder,
  scoreLine,
  sequenceNames,
  SUIT_ORDER,
  suitName,
  suitOf,
  trickPlays,
  who,
  type Suit,
  type Words,
} from './describe.js';
import { SeatSession, type SeatTable } from '../../play/session.js';
import { lastEventIn, rebuiltLog } from '../../play/seat-tables.js';
import { piquetGame, nextDealWithEvents, type PiquetOptions } from './index.js';
import { notYourTurnIn } from './turn.js';
import type { PiquetConfig, PiquetStep } from './save.js';
import { piquetMessages, type PiquetMessages } from './texts.js';
import type { PiquetEvent, PiquetMove, PiquetState, PiquetView } from './types.js';
import type { PiquetExplanation } from './bots/types.js';
import { piquetMeta } from '../../../locales/piquet/meta.js';

export interface PiquetResume {
  readonly gameId: string;
  readonly state: PiquetState;
  readonly steps: PiquetStep[];
  readonly log: LogEntry[];
  readonly focusZone?: string | null;
}

/** An entry of the numbered choice list: a move of the engine, or "lay away more" (back to the hand). */
type Choice = { readonly kind: 'move'; readonly move: PiquetMove } | { readonly kind: 'more'; readonly upTo: number };

const isExchange = (phase: string) => phase === 'exchange-elder' || phase === 'exchange-younger';

export class PiquetPlay extends EventTarget implements GamePlay {
  readonly gameId = 'piquet';
  readonly homeZone = 'hand';
  readonly choicesAt = 1;
  readonly confirm = null;
  /** The sitting at this table: played here (`SeatSession`) or on a table server with friends (a remote session). */
  readonly session: SeatTable<PiquetMove, PiquetView, PiquetEvent, PiquetOptions>;
  readonly id: string;
  private choiceItems: readonly Choice[] | null = null;
  private focusRequest: string | null = 'hand';
  private readonly hand = new HandFocus<Suit>(() => this.handSuits());
  private lastEventText: string | null = null;
  /** The games of this sitting already counted in the statistics (by gamesPlayed). */
  private readonly recorded = new Set<number>();

  constructor(
    private readonly host: PlayHost,
    config: PiquetConfig,
    restored?: PiquetResume,
    /** A table played elsewhere (with friends, on a table server): the same table, its session given. */
    table?: SeatTable<PiquetMove, PiquetView, PiquetEvent, PiquetOptions>,
  ) {
    super();
    this.id = restored?.gameId ?? newGameId(config.seed);
    this.session = table ?? new SeatSession(piquetGame, config, (_seat, level) => this.seatPlayer(level), restored ? { state: restored.state, steps: restored.steps } : undefined);
    this.session.pace = host.settings.pace;
    this.session.addEventListener('step', (e) => this.onStep((e as CustomEvent<PiquetStep>).detail));
    // A remote table's refusal (the server's engine said no): said as a refusal here is.
    this.session.addEventListener('refused', (e) => this.explain((e as CustomEvent<RuleViolation>).detail));
    this.session.addEventListener('waiting', () => {
      // Pace 'waitForKey' waits between players, not between the cards of one exchange (PD-Q-21: one move per card).
      const v = this.view;
      if (isExchange(v.phase) && v.toMove !== null && v.discardCounts[v.toMove]! > 0) return this.session.continue();
      this.host.say(this.messages.ui.waitingForKey, 'info');
    });
    this.session.addEventListener('change', () => this.changed());
    if (restored) {
      if (restored.state.phase === 'gameOver') this.recorded.add(restored.state.gamesPlayed);
      this.focusRequest = restored.focusZone ?? 'hand';
      this.host.announcer.restoreLog(restored.log);
      this.lastEventText = [...restored.log].reverse().find((e) => e.kind === 'event')?.text ?? null;
      this.host.announcer.announce(this.messages.ui.resumed, { kind: 'echo' });
      this.afterStep(null);
    } else if (table && table.steps.length > 1) {
      // Back at a table with friends (a reload, another tab): the log rebuilt from the steps as this seat
      // saw them (not spoken), then which game and whose turn.
      if (this.view.phase === 'gameOver') this.recorded.add(this.view.gamesPlayed);
      this.focusRequest = 'hand';
      this.host.announcer.restoreLog(this.historyLog());
      this.lastEventText = lastEventIn(this.host.announcer.log);
      this.host.announcer.announce(this.messages.ui.resumed, { kind: 'echo' });
      this.afterStep(null);
    } else {
      this.onStep(this.session.steps[this.session.steps.length - 1]!);
    }
    this.session.scheduleComputers();
  }

  private seatPlayer(level: BotLevel) {
    return hostSeatPlayer<PiquetView, PiquetMove>(this.host, this.gameId, level);
  }

  // -- state ----------------------------------------------------------------------------------

  get messages(): PiquetMessages {
    return piquetMessages(this.host.settings.locale);
  }

  get view(): PiquetView {
    return this.session.view;
  }

  /** Default names ("Du", "You") follow the language the player switches to. */
  get names(): string[] {
    return this.session.names?.() ?? seatNames(this.host, this.session.config.seats);
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

  get busy(): boolean {
    return this.session.busy;
  }

  get rulesOptions(): unknown {
    return this.view.rules;
  }

  get title(): string {
    return piquetMeta[this.host.settings.locale].name;
  }

  get commandHint(): string {
    return this.messages.ui.commandHint;
  }

  get choices(): ChoiceList | null {
    const items = this.choiceItems;
    if (!items) return null;
    const w = this.words;
    const x = this.messages.piquet;
    return {
      heading: this.messages.ui.choicesHeading(items.length),
      labels: items.map((c) => (c.kind === 'more' ? x.choiceDiscardMore(c.upTo) : describeChoice(w, c.move))),
    };
  }

  takeFocusRequest(): string | null {
    const r = this.focusRequest;
    this.focusRequest = null;
    return r;
  }

  settingsChanged(): void {
    this.session.pace = this.host.settings.pace;
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }

  private say(text: string, kind: 'error' | 'info' | 'echo' = 'echo'): void {
    this.host.say(text, kind);
  }

  private explain(v: RuleViolation): void {
    this.say(describeViolation(this.words, v), 'error');
  }

  /** Out of turn: who is to move, or the engine's refusal (Q9, Q35 between deals and games), from what this seat sees. */
  private notYourTurn(): void {
    const v = this.view;
    if (v.toMove !== null) return this.say(this.messages.piquet.notYourTurn(who(this.words, v.toMove)), 'error');
    this.explain(notYourTurnIn(v));
  }

  /**
   * The game log of every step so far, as this seat saw them (a table with friends rejoined). The words
   * of a step need a few facts of the view as it was then: the score, the elder, the units, the trick
   * begun, and while I lay cards away the engine's bounds of my exchange; they are read back from the
   * events (the rest of the view does not change in a sitting).
   */
  private historyLog(): LogEntry[] {
    const v = this.view;
    const steps = this.session.steps;
    // The units before the first step: today's, less every payment since.
    const units = [...v.units];
    for (const st of steps) for (const e of st.events) if (e.type === 'payment') (units[e.to] = units[e.to]! - e.amount), (units[e.from] = units[e.from]! + e.amount);
    let scores: readonly number[] = v.scores.map(() => 0);
    let elder = v.elder;
    let dealer = v.dealer;
    let taken = [0, 0];
    let trick: PiquetView['trick'] = [];
    const me = this.session.me;
    return rebuiltLog(steps, (step) => {
      for (const e of step.events) {
        if (e.type === 'dealStarted' || e.type === 'score' || e.type === 'dealOver' || e.type === 'gameOver') scores = e.scores;
        if (e.type === 'dealStarted') (elder = e.elder), (dealer = e.dealer), (taken = [0, 0]), (trick = []);
        if (e.type === 'exchange') taken = taken.map((n, seat) => (seat === e.seat ? e.count : n));
        if (e.type === 'payment') (units[e.to] = units[e.to]! + e.amount), (units[e.from] = units[e.from]! - e.amount);
        if (e.type === 'cardPlayed') trick = e.lead ? [{ seat: e.seat, card: e.card }] : [...trick, { seat: e.seat, card: e.card }];
        if (e.type === 'trick') trick = [];
      }
      // While I lay cards away: the engine's bounds of my exchange then (Q12, Q14).
      const discarding = step.actor === me && step.move?.type === 'discard';
      const bounds = discarding ? exchangeBounds({ dealer, rules: v.rules, phase: me === elder ? 'exchange-elder' : 'exchange-younger', takenCounts: taken }) : null;
      return describeEvents(step.events, { ...this.words, bounds, view: { ...v, scores, elder, dealer, units: [...units], trick } });
    });
  }

  private onStep(step: PiquetStep): void {
    const mine = step.actor !== null && step.actor === this.session.me;
    if (mine) this.host.announcer.dropPending('turn');
    for (const a of describeEvents(step.events, this.words)) {
      this.host.announcer.announce(a.text, { kind: 'event', answer: mine });
      this.lastEventText = a.text;
      if (a.earcon) this.host.playEarcon(a.earcon);
    }
    this.afterStep(step);
  }

  /** My turn: say it (not after each card I lay away: that sentence counts), the exchange's choices; the end of a deal or a game. */
  private afterStep(step: PiquetStep | null): void {
    const s = this.session;
    this.choiceItems = null;
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
        this.host.announcer.announce(
          this.messages.piquet.yourTurn(exchange ? 'exchange' : 'play', {
            min: bounds?.min ?? 0,
            max: bounds?.max ?? 0,
            discarded: v.discards.length,
            elder: v.elder === s.me,
            mustFollow: follows ? suitName(this.words, suitOf(led!)) : null,
            lead: v.trick.length === 0,
          }),
          { kind: 'turn', priority: 'assertive' },
        );
        this.host.playEarcon('turn');
      }
      if (exchange) {
        const take = legal.find((m) => m.type === 'take');
        if (take) {
          const items: Choice[] = [{ kind: 'move', move: take }];
          if (legal.some((m) => m.type === 'discard') && bounds) items.push({ kind: 'more', upTo: bounds.max - v.discards.length });
          this.choiceItems = items;
          // The list takes focus when it first opens: at the turn, or when the last card needed is laid away.
          if (step !== null && (!myDiscard || v.discards.length === bounds?.min)) this.focusRequest = 'choices';
        } else if (step !== null && !myDiscard) this.focusRequest = 'hand';
      }
    }
    const over = step?.events.find((e): e is Extract<PiquetEvent, { type: 'gameOver' }> => e.type === 'gameOver');
    if (over && !this.recorded.has(s.view.gamesPlayed)) this.record(over);
    if (step?.events.some((e) => e.type === 'dealOver' || e.type === 'gameOver')) {
      this.host.announcer.announce(this.messages.piquet.nextDealPrompt(this.host.touch, over !== undefined), { kind: 'event' });
    }
    this.changed();
  }

  /** A finished game (the race, or the four-deal partie) for the statistics, with Piquet's own counts. */
  private record(over: Extract<PiquetEvent, { type: 'gameOver' }>): void {
    const s = this.session;
    const me = s.me;
    this.recorded.add(s.view.gamesPlayed);
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

  private openChoices(items: readonly Choice[], echo = true): void {
    this.choiceItems = items;
    this.focusRequest = 'choices';
    if (echo) this.say(this.messages.ui.choicesOpened(items.length, this.host.touch));
    this.changed();
  }

  pickChoice(index: number): void {
    const c = this.choiceItems?.[index];
    if (!c) return this.say(this.messages.ui.noSuchChoice(index + 1), 'error');
    if (c.kind === 'more') {
      this.choiceItems = null;
      this.focusRequest = 'hand';
      this.say(this.messages.ui.discardMoreNow);
      this.changed();
      return;
    }
    this.focusRequest = 'hand';
    this.playMove(c.move);
  }

  closeChoices(): void {
    if (!this.choiceItems) return;
    this.choiceItems = null;
    this.focusRequest = 'hand';
    this.say(this.messages.ui.choicesClosed);
    this.changed();
  }

  playMove(m: PiquetMove): void {
    const v = this.session.play(m);
    if (v) return this.explain(v);
    this.changed();
  }

  /** Enter on a card: in the exchange lay it away (Q12, Q14), in the tricks play it; the engine refuses what is not allowed. */
  playCard(card: string): void {
    const s = this.session;
    if (s.waitingForKey) return this.continue();
    if (!s.myTurn) return this.notYourTurn();
    this.hand.leaving(card);
    this.playMove(isExchange(s.view.phase) ? { type: 'discard', card } : { type: 'play', card });
  }

  /** Shift+A: the exchange's choices (take, or lay away more); the engine says why taking is not allowed yet. */
  declare(): void {
    const s = this.session;
    if (!s.myTurn) return this.notYourTurn();
    if (!isExchange(s.view.phase)) return this.say(this.messages.ui.nothingToDeclare);
    const legal = s.legalMoves;
    const take = legal.find((m) => m.type === 'take');
    // Q12, Q14: too few cards laid away: the engine's refusal, with its rule.
    if (!take) return this.playMove({ type: 'take' });
    const bounds = this.bounds;
    const items: Choice[] = [{ kind: 'move', move: take }];
    if (legal.some((m) => m.type === 'discard') && bounds) items.push({ kind: 'more', upTo: bounds.max - s.view.discards.length });
    this.openChoices(items);
  }

  nextDeal(): void {
    if (this.session.nextDeal()) return;
    // The table's sitting is one game (piquetGame); after it the player here may play another (Q36:
    // at 0 : 0, the deal still alternating, Q8).
    const local = this.session instanceof SeatSession ? this.session : null;
    if (local && local.state.phase === 'gameOver') return local.playOn(nextDealWithEvents(local.state));
    this.say(this.messages.ui.noNextDeal, 'error');
  }

  continue(): void {
    if (!this.session.waitingForKey) return this.say(this.messages.ui.nothingToContinue);
    this.session.continue();
  }

  // -- reading ---------------------------------------------------------------------------------

  /** The hand by suit in a fixed order (no trumps, Q3), each suit high to low. */
  handSuits(): SuitGroup<Suit>[] {
    return groupBySuit<Suit>(this.view.hand, null, SUIT_ORDER, suitOf, rankOrder);
  }

  /** The cards the engine lets the player lay away (in the exchange) or play (in the tricks) now. */
  private playable(): ReadonlySet<string> {
    return new Set(this.session.legalMoves.flatMap((m) => (m.type === 'take' ? [] : [m.card])));
  }

  readHand(): void {
    this.say(describeHand(this.words, this.handSuits(), isExchange(this.view.phase)));
  }

  whoseTurn(): void {
    const t = this.view.toMove;
    this.say(t === null ? this.messages.tricks.nobodyToMove : this.messages.tricks.toMove(who(this.words, t)));
  }

  nextPlayable(from: string | null): void {
    if (!this.hand.nextPlayable(from, this.playable())) return this.say(this.messages.ui.noPlayable);
    this.focusHand();
  }

  jumpSuit(suit: Suit): void {
    if (!this.hand.jump(suit)) return this.say(this.messages.ui.noSuitInHand(suitName(this.words, suit)));
    this.focusHand();
  }

  private focusHand(): void {
    this.focusRequest = 'hand';
    this.changed();
  }

  repeatLastEvent(): void {
    this.say(this.lastEventText ?? this.messages.ui.nothingYet);
  }

  async hint(): Promise<void> {
    const s = this.session;
    if (!s.myTurn) return this.notYourTurn();
    this.say(this.messages.ui.hintThinking);
    const legal = s.legalMoves;
    let d: { move: unknown; explanation?: unknown };
    try {
      d = await this.host.decide(this.gameId, 'strong', s.view, legal, { seed: `${s.config.seed}/hint/${s.steps.length}` });
    } catch {
      return this.say(this.messages.ui.hintUnavailable, 'error');
    }
    if (!s.myTurn) return;
    const move = legalNamed(legal, d.move);
    const ex = d.explanation as Partial<PiquetExplanation> | undefined;
    const reason = ex?.reason ?? null;
    const laid = new Set(s.view.discards);
    const plan = ex?.discardPlan?.filter((c) => !laid.has(c)) ?? [];
    const x = this.messages.piquet;
    this.say(x.hint(describeChoice(this.words, move), reason ? x.hintReason(reason) : null, plan.length > 1 ? cardsBySuit(this.words, plan) : null));
  }

  async submitCommand(text: string): Promise<void> {
    const { parsePiquetCommand } = await import('./command-line.js');
    const s = this.session;
    const r = parsePiquetCommand(text, { legal: s.legalMoves, exchange: isExchange(s.view.phase) });
    switch (r.kind) {
      case 'move':
        if (!s.myTurn) return this.notYourTurn();
        if (r.move.type !== 'take') this.hand.leaving(r.move.card);
        return this.playMove(r.move);
      case 'ambiguous':
        return this.openChoices(r.candidates.map((move) => ({ kind: 'move', move })));
      case 'query':
        return void this.run(r.command, { zone: null, key: null });
      case 'automatic':
        return this.say(this.messages.piquet.violation('automatic', 'Q24', {}));
      case 'error':
        if (r.message === 'notYourTurn') return this.notYourTurn();
        return this.say(r.message === 'noSuchMove' ? this.messages.ui.commandNoSuchMove : this.messages.ui.commandUnknown, 'error');
    }
  }

  run(id: string, ctx: { zone: string | null; key: string | null }): boolean {
    switch (id) {
      case 'playCard':
        if (this.session.waitingForKey) this.continue();
        else if (ctx.key) this.playCard(ctx.key);
        else if (this.choiceItems) this.openChoices(this.choiceItems, false);
        else this.readHand();
        return true;
      case 'readHand': this.readHand(); return true;
      case 'readTrick': this.say(describeTrick(this.words)); return true;
      case 'readLastTrick': this.say(describeLastTrick(this.words)); return true;
      case 'readScore': this.say(describeScore(this.words)); return true;
      case 'readDeclarations': this.say(describeDeclarations(this.words)); return true;
      case 'readExchange': this.say(describeExchange(this.words)); return true;
      case 'whoseTurn': this.whoseTurn(); return true;
      case 'nextPlayable': this.nextPlayable(ctx.zone === 'hand' ? ctx.key : this.hand.key); return true;
      case 'declare': this.declare(); return true;
      case 'repeatLastEvent': this.repeatLastEvent(); return true;
      case 'hint': void this.hint(); return true;
      case 'nextDeal': this.nextDeal(); return true;
      case 'continue': this.continue(); return true;
      case 'help': this.host.openDialog('help'); return true;
      case 'rules': this.host.openDialog('rules'); return true;
      default: {
        const suit = suitOfCommand(id);
        if (suit === null || !(SUIT_ORDER as readonly string[]).includes(suit)) return false;
        this.jumpSuit(suit as Suit);
        return true;
      }
    }
  }

  activate(zone: string, key: string): void {
    if (zone === 'hand') this.playCard(key);
  }

  focused(zone: string, key: string): void {
    if (zone === 'hand') this.hand.key = key;
  }

  // -- the table -------------------------------------------------------------------------------

  zones(): readonly ZoneSpec[] {
    return [
      { id: 'hand', kind: 'groups', render: () => this.renderHand(), focusKey: () => this.hand.key, keys: () => this.view.hand },
      { id: 'trick', kind: 'static', render: () => this.renderTrickZone() },
      { id: 'status', kind: 'static', render: () => this.renderStatus() },
    ];
  }

  actions(): readonly ActionSpec[] {
    const m = this.messages.ui;
    const v = this.view;
    const a: ActionSpec[] = [];
    if (v.phase === 'dealOver') a.push({ label: m.nextDeal, key: 'N', primary: true, run: () => this.nextDeal() });
    if (v.phase === 'gameOver') {
      a.push({ label: m.nextGame, key: 'N', primary: true, run: () => this.nextDeal() });
      a.push({ label: m.newGame, key: 'Shift+N', run: () => this.host.chooseGame() });
    }
    if (this.session.waitingForKey) a.push({ label: m.continue, key: 'W', primary: true, run: () => this.continue() });
    if (this.session.myTurn && isExchange(v.phase)) a.push({ label: m.declare, key: 'Shift+A', run: () => this.declare() });
    a.push(
      { label: m.readHand, key: 'H', run: () => this.readHand() },
      { label: m.readTrick, key: 'T', run: () => void this.run('readTrick', { zone: null, key: null }) },
      { label: m.readLastTrick, key: 'Shift+T', run: () => void this.run('readLastTrick', { zone: null, key: null }) },
      { label: m.readScore, key: 'Z', run: () => void this.run('readScore', { zone: null, key: null }) },
      { label: m.readDeclarations, key: 'A', run: () => void this.run('readDeclarations', { zone: null, key: null }) },
      { label: m.readExchange, key: 'E', run: () => void this.run('readExchange', { zone: null, key: null }) },
      { label: m.hint, key: '?', run: () => void this.hint() },
      { label: m.repeat, key: 'R', run: () => this.host.repeatLast() },
    );
    return a;
  }

  private renderHand(): TemplateResult {
    const m = this.messages.ui;
    const w = this.words;
    const v = this.view;
    const exchange = isExchange(v.phase);
    const ok = exchange ? new Set<string>() : this.playable();
    const seqs = sequenceNames(w, v.hand);
    const suits: HandSuit[] = this.handSuits().map((g) => {
      const mine = seqs.filter((q) => q.suit === g.suit).map((q) => q.name);
      return {
        id: g.suit,
        label: [m.suitGroup(suitName(w, g.suit), false, g.cards.length), ...mine].join(', '),
        cards: g.cards.map((c) => ({ key: c, label: ok.has(c) ? `${cardName(w, c)}, ${m.playable}` : cardName(w, c), face: cardFace(w, c), playable: ok.has(c) })),
      };
    });
    let heading = m.yourHand(v.hand.length);
    const bounds = this.bounds;
    if (exchange && bounds) heading = `${heading}. ${m.exchangeNote(v.discards.length, bounds.min, bounds.max)}`;
    const led = this.session.myTurn && v.phase === 'play' ? v.trick[0]?.card : undefined;
    // Q28: the engine's legal cards say whether the player must follow.
    if (led !== undefined && [...ok].every((c) => suitOf(c) === suitOf(led))) heading = `${heading}. ${this.messages.tricks.mustFollow(suitName(w, suitOf(led)))}`;
    return renderSuitHand({ heading, empty: m.handEmpty, suits, activate: (k) => this.playCard(k) });
  }

  private renderTrickZone(): TemplateResult {
    const w = this.words;
    return renderTrick({
      heading: this.messages.ui.trickHeading,
      text: describeTrick(w),
      cards: trickPlays(w, this.view.trick).map((p) => ({ key: p.key, face: cardFace(w, p.key), who: p.who.self ? this.messages.ui.you : p.who.name, winning: p.winning })),
    });
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

  // -- saving ----------------------------------------------------------------------------------

  snapshot(extra: { log: readonly unknown[]; focusZone: string | null }): ({ savedAt: string } & Record<string, unknown>) | null {
    const s = this.session;
    // A table with friends lives on the server: the offline game's save stays as it was.
    if (!(s instanceof SeatSession)) return null;
    return { version: 1, savedAt: new Date().toISOString(), gameId: this.id, config: s.config, state: s.state, steps: s.steps, log: extra.log, focusZone: extra.focusZone };
  }

  dispose(): void {
    this.session.dispose();
  }
}
