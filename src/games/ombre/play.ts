/**
 * An Ombre session at the generic table (src/play/module.ts `GamePlay`), for every family member: the
 * hand by suit with the trumps first in their order and the matadors marked, the trick, the status
 * (roles, cards, tricks, marks; the game, the favourite, the contract, the pot and the bêtes); the
 * numbered choice list for the auction, the trump (and O29's conversions), the call and the stop or
 * vole; the exchange one card at a time (Enter lays a card away, K takes); the reading keys; the command
 * line. Legal moves and refusals come from the engine; the seat session drives the computer players.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RuleViolation } from '../../engine/game.js';
import type { LogEntry } from '../../announcer/announcer.js';
import type { ActionSpec, ChoiceList, GamePlay, GameResult, PlayHost, ZoneSpec } from '../../play/module.js';
import type { BotLevel } from '../../ai/types.js';
import { hostSeatPlayer, legalNamed, newGameId, seatNames } from '../../play/seat-play.js';
import { renderSuitHand, renderTrick, type HandSuit } from '../tricks/table.js';
import { HandFocus } from '../tricks/hand.js';
import { suitOfCommand } from '../tricks/commands.js';
import { discardLimit } from './index.js';
import {
  cardFace,
  cardName,
  contractWords,
  describeChoice,
  describeEvents,
  describeGame,
  describeHand,
  describeLastTrick,
  describeTable,
  describeTrick,
  describeViolation,
  followNote,
  groupLabel,
  groupOfSuit,
  handGroups,
  isMatador,
  rulesOf,
  suitName,
  trickPlays,
  who,
  type Group,
  type Words,
} from './describe.js';
import { SeatSession, type SeatTable } from '../../play/session.js';
import { lastEventIn, rebuiltLog } from '../../play/seat-tables.js';
import { ombreGame, type OmbreTableEvent, type OmbreOptions } from './index.js';
import { notYourTurnIn } from './turn.js';
import type { OmbreConfig, OmbreStep } from './save.js';
import { ombreMessages, type OmbreMessages } from './texts.js';
import type { Contract, OmbreMove, OmbreState, OmbreView, Play, Suit } from './types.js';
import { ombreMeta } from '../../../locales/ombre/meta.js';

export interface OmbreResume {
  readonly gameId: string;
  readonly state: OmbreState;
  readonly steps: OmbreStep[];
  readonly log: LogEntry[];
  readonly focusZone?: string | null;
}

/** Phases whose decisions are a numbered choice list (not a card of the hand). */
const CHOICE_PHASES = new Set(['auction', 'trump', 'call']);
const SUIT_KEYS: readonly Suit[] = ['S', 'H', 'D', 'C'];

/** A choice of the list: a move, or "lead a card" (which declares the vole, O43). */
type Choice = OmbreMove | { readonly type: 'vole' };

export class OmbrePlay extends EventTarget implements GamePlay {
  readonly gameId = 'ombre';
  readonly homeZone = 'hand';
  readonly choicesAt = 1;
  readonly confirm = null;
  /** The sitting at this table: played here (`SeatSession`) or on a table server with friends (a remote session). */
  readonly session: SeatTable<OmbreMove, OmbreView, OmbreTableEvent, OmbreOptions>;
  readonly id: string;
  private choiceMoves: readonly Choice[] | null = null;
  private choicePhase: string | null = null;
  private focusRequest: string | null = 'hand';
  private readonly hand = new HandFocus<Group>(() => handGroups(this.view));
  private lastEventText: string | null = null;
  private recorded = false;

  constructor(
    private readonly host: PlayHost,
    config: OmbreConfig,
    restored?: OmbreResume,
    /** A table played elsewhere (with friends, on a table server): the same table, its session given. */
    table?: SeatTable<OmbreMove, OmbreView, OmbreTableEvent, OmbreOptions>,
  ) {
    super();
    this.id = restored?.gameId ?? newGameId(config.seed);
    this.session = table ?? new SeatSession(ombreGame, config, (_seat, level) => this.seatPlayer(level), restored ? { state: restored.state, steps: restored.steps } : undefined);
    this.session.pace = host.settings.pace;
    this.session.addEventListener('step', (e) => this.onStep((e as CustomEvent<OmbreStep>).detail));
    // A remote table's refusal (the server's engine said no): said as a refusal here is.
    this.session.addEventListener('refused', (e) => this.explain((e as CustomEvent<RuleViolation>).detail));
    this.session.addEventListener('waiting', () => this.host.say(this.messages.ui.waitingForKey, 'info'));
    this.session.addEventListener('change', () => this.changed());
    if (restored) {
      this.focusRequest = restored.focusZone ?? 'hand';
      this.host.announcer.restoreLog(restored.log);
      this.lastEventText = [...restored.log].reverse().find((e) => e.kind === 'event')?.text ?? null;
      this.recorded = this.view.phase === 'sessionOver';
      this.host.announcer.announce(this.messages.ui.resumed, { kind: 'echo' });
      this.afterStep(null);
    } else if (table && table.steps.length > 1) {
      // Back at a table with friends (a reload, another tab): the log rebuilt from the steps as this seat
      // saw them (not spoken), then which game and whose turn.
      this.recorded = this.view.phase === 'sessionOver';
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
    return hostSeatPlayer<OmbreView, OmbreMove>(this.host, this.gameId, level);
  }

  // -- state ----------------------------------------------------------------------------------

  get messages(): OmbreMessages {
    return ombreMessages(this.host.settings.locale);
  }

  get view(): OmbreView {
    return this.session.view;
  }

  /** Default names ("You", "Du") follow the language the player switches to. */
  get names(): string[] {
    return this.session.names?.() ?? seatNames(this.host, this.session.config.seats);
  }

  get words(): Words {
    const s = this.session;
    const limit = s.myTurn && s.view.phase === 'exchange' ? discardLimit(s.view) : null;
    return { messages: this.messages, locale: this.host.settings.locale, me: s.me, names: this.names, style: this.host.settings.cardNames, view: s.view, limit };
  }

  get busy(): boolean {
    return this.session.busy;
  }

  get rulesOptions(): unknown {
    return rulesOf(this.view);
  }

  get title(): string {
    return `${ombreMeta[this.host.settings.locale].name}: ${this.messages.ombre.gameName(rulesOf(this.view).game)}`;
  }

  get commandHint(): string {
    return this.messages.ui.commandHint;
  }

  get choices(): ChoiceList | null {
    const moves = this.choiceMoves;
    if (!moves) return null;
    const w = this.words;
    return { heading: this.messages.ui.choicesHeading((this.choicePhase ?? this.view.phase) as never, moves.length), labels: moves.map((m) => describeChoice(w, m)) };
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

  private explain(v: RuleViolation, card?: string): void {
    this.say(describeViolation(this.words, v, card), 'error');
  }

  /** Out of turn: who is to move, or the engine's refusal (O71 when nobody is), from what this seat sees. */
  private notYourTurn(): void {
    const v = this.view;
    if (v.toMove !== null) return this.say(this.messages.ombre.notYourTurn(who(this.words, v.toMove)), 'error');
    this.explain(notYourTurnIn(v));
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
  private historyLog(): LogEntry[] {
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
    return rebuiltLog(steps, (step, i) => {
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
    });
  }

  private onStep(step: OmbreStep): void {
    const mine = step.actor !== null && step.actor === this.session.me;
    if (mine) this.host.announcer.dropPending('turn');
    for (const a of describeEvents(step.events, this.words)) {
      this.host.announcer.announce(a.text, { kind: 'event', answer: mine });
      this.lastEventText = a.text;
      if (a.earcon) this.host.playEarcon(a.earcon);
    }
    this.afterStep(step);
  }

  /** My turn: say it (with what the rules ask of the card), open the choice list when the decision is not a card. */
  private afterStep(step: OmbreStep | null): void {
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
      this.host.announcer.announce(this.messages.ombre.yourTurn(v.phase, facts), { kind: 'turn', priority: 'assertive' });
      this.host.playEarcon('turn');
      if (CHOICE_PHASES.has(v.phase)) this.openChoices(v.phase, legal, false);
      else if (mayStop) this.openChoices('stop', this.stopChoices(), false);
    }
    if (!this.recorded && step?.events.some((e) => e.type === 'sessionOver')) this.record();
    this.changed();
  }

  private stopChoices(): Choice[] {
    return [{ type: 'stop' }, { type: 'vole' }];
  }

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
    // The statistics count sittings against the computer players (a table with friends is not kept here).
    if (!s.remote) this.host.recordResult(result);
  }

  // -- moves -----------------------------------------------------------------------------------

  private openChoices(phase: string, moves: readonly Choice[], echo = true): void {
    this.choiceMoves = moves;
    this.choicePhase = phase;
    this.focusRequest = 'choices';
    if (echo) this.say(this.messages.ui.choicesOpened(moves.length, this.host.touch));
    this.changed();
  }

  pickChoice(index: number): void {
    const m = this.choiceMoves?.[index];
    if (!m) return this.say(this.messages.ui.noSuchChoice(index + 1), 'error');
    this.focusRequest = 'hand';
    if (m.type === 'vole') {
      // O43: leading a card now declares the vole; the card is the player's next choice.
      this.choiceMoves = null;
      this.say(this.messages.ombre.choiceVole);
      this.changed();
      return;
    }
    this.playMove(m);
  }

  closeChoices(): void {
    if (!this.choiceMoves) return;
    this.choiceMoves = null;
    this.say(this.messages.ui.choicesClosed);
    this.changed();
  }

  playMove(m: OmbreMove): void {
    const v = this.session.play(m);
    if (v) return this.explain(v, 'card' in m ? m.card : undefined);
    this.changed();
  }

  /** Enter on a card: play it, lay it away in the exchange (O34), give it back to the giver (QD10); the engine refuses what is not allowed. */
  playCard(card: string): void {
    const s = this.session;
    if (s.waitingForKey) return this.continue();
    if (!s.myTurn) return this.notYourTurn();
    const phase = s.view.phase;
    if (CHOICE_PHASES.has(phase)) return this.openChoices(phase, s.legalMoves);
    const type = phase === 'exchange' ? 'discard' : phase === 'give' ? 'give' : 'play';
    const legal = s.legalMoves.find((m) => m.type === type && m.card === card);
    if (legal || type === 'play') this.hand.leaving(card);
    this.playMove(legal ?? { type, card });
  }

  /** K: ends the player's exchange, drawing as many as laid away (O33, O34; O21 in an Obscurité). */
  take(): void {
    if (this.session.waitingForKey) return this.continue();
    if (!this.session.myTurn) return this.notYourTurn();
    this.playMove({ type: 'take' });
  }

  /** Shift+A: what may be done now besides a card (bids, trump, call, take, stop or vole, throw in). */
  declare(): void {
    const s = this.session;
    if (!s.myTurn) return this.notYourTurn();
    const legal = s.legalMoves;
    const phase = s.view.phase;
    if (CHOICE_PHASES.has(phase)) return this.openChoices(phase, legal);
    const extra: Choice[] = legal.some((m) => m.type === 'stop') ? this.stopChoices() : [];
    extra.push(...legal.filter((m) => m.type === 'take' || m.type === 'throwIn'));
    if (extra.length === 0) return this.say(this.messages.ui.nothingToDeclare);
    this.openChoices(legal.some((m) => m.type === 'stop') ? 'stop' : 'declare', extra);
  }

  nextDeal(): void {
    // Focus to the new hand, unless the new deal opens the player's bid list at once.
    const before = this.focusRequest;
    this.focusRequest = 'hand';
    if (!this.session.nextDeal()) {
      this.focusRequest = before;
      this.say(this.messages.ui.noNextDeal, 'error');
    }
  }

  continue(): void {
    if (!this.session.waitingForKey) return this.say(this.messages.ui.nothingToContinue);
    this.session.continue();
  }

  // -- reading ---------------------------------------------------------------------------------

  private playable(): ReadonlySet<string> {
    return new Set(this.session.legalMoves.flatMap((m) => (m.type === 'play' || m.type === 'discard' || m.type === 'give' ? [m.card] : [])));
  }

  nextPlayable(from: string | null): void {
    if (!this.hand.nextPlayable(from, this.playable())) return this.say(this.messages.ui.noPlayable);
    this.focusHand();
  }

  /** S, H, D, C in the hand: to the suit's highest card (the trump suit's key: to the trumps). */
  jumpSuit(suit: Suit): void {
    if (!this.hand.jump(groupOfSuit(this.view, suit))) return this.say(this.messages.ui.noSuitInHand(suitName(this.words, suit)));
    this.focusHand();
  }

  private focusHand(): void {
    this.focusRequest = 'hand';
    this.changed();
  }

  repeatLastEvent(): void {
    this.say(this.lastEventText ?? this.messages.ui.nothingYet);
  }

  whoseTurn(): void {
    const t = this.view.toMove;
    this.say(t === null ? this.messages.tricks.nobodyToMove : this.messages.tricks.toMove(who(this.words, t)));
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
    const reason = (d.explanation as { reason?: string } | undefined)?.reason ?? null;
    const x = this.messages.ombre;
    this.say(x.hint(describeChoice(this.words, move), reason ? x.hintReason(reason) : null));
  }

  async submitCommand(text: string): Promise<void> {
    const { parseOmbreCommand } = await import('./command-line.js');
    const s = this.session;
    const r = parseOmbreCommand(text, { legal: s.legalMoves, view: this.view });
    switch (r.kind) {
      case 'move':
        if (!s.myTurn) return this.notYourTurn();
        if (r.move.type === 'play') this.hand.leaving(r.move.card);
        return this.playMove(r.move);
      case 'ambiguous':
        return this.openChoices(this.view.phase, r.candidates);
      case 'query':
        return void this.run(r.command, { zone: null, key: null });
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
        else if (this.session.myTurn && CHOICE_PHASES.has(this.view.phase)) this.declare();
        else this.say(describeHand(this.words));
        return true;
      case 'readHand': this.say(describeHand(this.words)); return true;
      case 'readTrick': this.say(describeTrick(this.words)); return true;
      case 'readLastTrick': this.say(describeLastTrick(this.words)); return true;
      case 'readTable': this.say(describeTable(this.words)); return true;
      case 'readGame': this.say(describeGame(this.words)); return true;
      case 'whoseTurn': this.whoseTurn(); return true;
      case 'nextPlayable': this.nextPlayable(ctx.zone === 'hand' ? ctx.key : this.hand.key); return true;
      case 'declare': this.declare(); return true;
      case 'take': this.take(); return true;
      case 'repeatLastEvent': this.repeatLastEvent(); return true;
      case 'hint': void this.hint(); return true;
      case 'nextDeal': this.nextDeal(); return true;
      case 'continue': this.continue(); return true;
      case 'help': this.host.openDialog('help'); return true;
      case 'rules': this.host.openDialog('rules'); return true;
      default: {
        const suit = suitOfCommand(id);
        if (suit === null || !(SUIT_KEYS as readonly string[]).includes(suit)) return false;
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
    const s = this.session;
    const v = this.view;
    const a: ActionSpec[] = [];
    if (v.phase === 'dealOver') a.push({ label: m.nextDeal, key: 'N', primary: true, run: () => this.nextDeal() });
    if (v.phase === 'sessionOver') a.push({ label: m.newGame, key: 'Shift+N', primary: true, run: () => this.host.chooseGame() });
    if (s.waitingForKey) a.push({ label: m.continue, key: 'W', primary: true, run: () => this.continue() });
    if (s.myTurn && s.legalMoves.some((x) => x.type === 'take')) a.push({ label: m.take(v.discards.length), key: 'K', primary: true, run: () => this.take() });
    const read = (id: string) => () => void this.run(id, { zone: null, key: null });
    a.push(
      { label: m.readHand, key: 'H', run: read('readHand') },
      { label: m.readTrick, key: 'T', run: read('readTrick') },
      { label: m.readLastTrick, key: 'Shift+T', run: read('readLastTrick') },
      { label: m.readTable, key: 'Z', run: read('readTable') },
      { label: m.readGame, key: 'A', run: read('readGame') },
      { label: m.declare, key: 'Shift+A', run: () => this.declare() },
      { label: m.hint, key: '?', run: () => void this.hint() },
      { label: m.repeat, key: 'R', run: () => this.host.repeatLast() },
    );
    return a;
  }

  private renderHand(): TemplateResult {
    const m = this.messages.ui;
    const w = this.words;
    const v = this.view;
    const ok = this.playable();
    const suits: HandSuit[] = handGroups(v).map((g) => ({
      id: g.suit,
      label: groupLabel(w, g.suit, g.cards.length),
      cards: g.cards.map((c) => ({
        key: c,
        label: [cardName(w, c), isMatador(v, c) ? m.matador : null, ok.has(c) ? m.playable : null].filter(Boolean).join(', '),
        face: cardFace(w, c),
        playable: ok.has(c),
      })),
    }));
    const notes = [m.yourHand(v.hand.length)];
    const follow = followNote(w, ok);
    if (follow) notes.push(follow);
    if (this.session.myTurn && v.phase === 'exchange' && w.limit !== null) notes.push(m.laidAway(v.discards.length, w.limit));
    return renderSuitHand({ heading: notes.join('. '), empty: m.handEmpty, suits, activate: (k) => this.playCard(k) });
  }

  private renderTrickZone(): TemplateResult {
    const w = this.words;
    return renderTrick({
      heading: this.messages.ui.trickHeading,
      text: describeTrick(w),
      cards: trickPlays(w, this.view.trick).map((p) => ({ key: p.key, face: cardFace(w, p.key), who: this.names[p.seat]!, winning: p.winning })),
    });
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
