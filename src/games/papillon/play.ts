/**
 * A Papillon game at the generic table (src/play/module.ts `GamePlay`): its zones (hand, table,
 * players' status), its commands (play a card, captures, lay down, next deal, reading keys, hint,
 * command line) and its words. Moves come from the engine's legal moves and refusals from its
 * violations; the seat session (src/play/session.ts) drives the computer players.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RuleViolation } from '../../engine/game.js';
import type { LogEntry } from '../../announcer/announcer.js';
import type { ActionSpec, ChoiceList, Confirm, GamePlay, PlayHost, ZoneSpec } from '../../play/module.js';
import type { BotLevel } from '../../ai/types.js';
import { renderCardRow } from '../fishing/table.js';
import { bestFirst } from '../fishing/choices.js';
import { hostSeatPlayer, legalNamed, newGameId, seatNames } from '../../play/seat-play.js';
import { cardFaceOf } from '../../i18n/cards.js';
import { captureFeats, summableTotal, valueOf, type PapillonEvent, type PapillonMove, type PapillonOptions, type PapillonState, type PapillonView } from './index.js';
import {
  cardName,
  describeCapture,
  describeEvents,
  describeForcedLayDown,
  describeHand,
  describeHint,
  describeNoCapture,
  describeStatus,
  describeTable,
  describeViolation,
  yourTurn,
  type DescribeContext,
} from './describe.js';
import { SeatSession, type SeatTable } from '../../play/session.js';
import { papillonGame } from './index.js';
import type { PapillonConfig, PapillonStep } from './save.js';
import { papillonMessages, type PapillonMessages } from './texts.js';
import { notYourTurnIn } from './turn.js';

export const PAPILLON_ZONES = ['hand', 'table', 'status'] as const;

/** A saved Papillon game (format of src/games/papillon/save.ts). */
export interface PapillonResume {
  readonly gameId: string;
  readonly config: PapillonConfig;
  readonly state: PapillonState;
  readonly steps: PapillonStep[];
  readonly log: LogEntry[];
  readonly focusZone?: string | null;
}

export interface Choices {
  /** The hand card whose captures are listed, or null for "every capture" (C) or command-line candidates. */
  readonly card: string | null;
  readonly moves: readonly PapillonMove[];
}

const byValue = (a: string, b: string) => valueOf(a) - valueOf(b) || a.localeCompare(b);

export class PapillonPlay extends EventTarget implements GamePlay {
  readonly gameId = 'papillon';
  readonly homeZone = 'hand';
  readonly choicesAt = 2;
  /** The game at this table: played here (`SeatSession`) or on a table server with friends (a remote session). */
  readonly session: SeatTable<PapillonMove, PapillonView, PapillonEvent, PapillonOptions>;
  /** Identifies this game from its start (saves and statistics). */
  readonly id: string;
  choicesState: Choices | null = null;
  confirm: Confirm | null = null;
  private focusRequest: string | null = null;
  private lastEventText: string | null = null;
  private recorded = false;

  constructor(
    private readonly host: PlayHost,
    config: PapillonConfig,
    restored?: PapillonResume,
    /** A table played elsewhere (with friends, on a table server): the same table, its session given. */
    table?: SeatTable<PapillonMove, PapillonView, PapillonEvent, PapillonOptions>,
  ) {
    super();
    this.id = restored?.gameId ?? newGameId(config.seed);
    this.session = table ?? new SeatSession(papillonGame, config, (_seat, level) => this.seatPlayer(level), restored ? { state: restored.state, steps: restored.steps } : undefined);
    this.session.pace = host.settings.pace;
    this.session.addEventListener('step', (e) => this.onStep((e as CustomEvent<PapillonStep>).detail));
    // A remote table's refusal (the server's engine said no): said as a refusal here is.
    this.session.addEventListener('refused', (e) => this.explain((e as CustomEvent<RuleViolation>).detail));
    this.session.addEventListener('waiting', () => this.say(this.messages.ui.waitingForKey, 'info'));
    this.session.addEventListener('change', () => this.changed());
    if (restored) {
      this.focusRequest = restored.focusZone ?? 'hand';
      this.host.announcer.restoreLog(restored.log);
      this.lastEventText = [...restored.log].reverse().find((e) => e.kind === 'event')?.text ?? null;
      // Spoken, not logged (the log stays as it was saved): which game, then whose turn.
      this.host.announcer.announce(this.messages.ui.resumed, { kind: 'echo' });
      if (this.session.myTurn) this.host.announcer.announce(yourTurn(this.session.view, this.ctx), { kind: 'echo', priority: 'assertive' });
    } else if (table && table.steps.length > 1) {
      // Back at a table with friends (a reload, another tab): the log rebuilt from the history as this
      // seat saw it (not spoken), then which game and whose turn.
      this.focusRequest = 'hand';
      this.host.announcer.restoreLog(this.historyLog());
      this.lastEventText = [...this.host.announcer.log].reverse().find((e) => e.kind === 'event')?.text ?? null;
      this.host.announcer.announce(this.messages.ui.resumed, { kind: 'echo' });
      if (this.session.myTurn) this.host.announcer.announce(yourTurn(this.session.view, this.ctx), { kind: 'echo', priority: 'assertive' });
    } else {
      this.focusRequest = 'hand';
      const last = this.session.steps[this.session.steps.length - 1];
      if (last) this.onStep(last);
    }
    this.session.scheduleComputers();
  }

  private seatPlayer(level: BotLevel) {
    return hostSeatPlayer<PapillonView, PapillonMove>(this.host, this.gameId, level);
  }

  // -- state -------------------------------------------------------------------------------

  get messages(): PapillonMessages {
    return papillonMessages(this.host.settings.locale);
  }

  get view(): PapillonView {
    return this.session.view;
  }

  /** The players' names; a default name ("You", "Du") follows the language the player switches to. */
  get names(): string[] {
    return this.session.names?.() ?? seatNames(this.host, this.session.config.seats);
  }

  get ctx(): DescribeContext {
    const s = this.host.settings;
    return {
      messages: this.messages,
      me: this.session.me,
      names: this.names,
      verbosity: s.verbosity,
      cardNames: s.cardNames,
      pack: s.pack,
      payments: s.payments,
      speakCuts: s.speakCuts && s.verbosity !== 'brief',
      view: this.session.view,
    };
  }

  get busy(): boolean {
    return this.session.busy;
  }

  get rulesOptions(): unknown {
    return this.view.rules;
  }

  get title(): string {
    return 'Papillon';
  }

  get commandHint(): string {
    return this.messages.ui.commandHint;
  }

  get choices(): ChoiceList | null {
    const ch = this.choicesState;
    if (!ch) return null;
    const m = this.messages.ui;
    const n = ch.moves.length;
    return { heading: ch.card ? m.choicesFor(cardName(ch.card, this.ctx), n) : m.choicesAll(n), labels: ch.moves.map((mv) => this.describeChoice(mv)) };
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

  private say(text: string, kind: 'error' | 'info' | 'echo'): void {
    this.host.say(text, kind);
  }

  private explain(v: RuleViolation): void {
    this.say(describeViolation(v, this.ctx), 'error');
  }

  /** The engine's refusal out of turn (P17 between deals, P48 otherwise), from what this seat sees. */
  private notYourTurn(): RuleViolation {
    return notYourTurnIn(this.view);
  }


  /** The game log of every step so far, as this seat saw them (a table with friends rejoined). */
  private historyLog(): LogEntry[] {
    const log: LogEntry[] = [];
    const steps = this.session.steps;
    // The view after each step is not known here (only the last): the words that need it fall back on the events.
    const base: DescribeContext = { ...this.ctx, view: null, rules: this.view.rules };
    steps.forEach((step, i) => {
      const ctx = step.events.some((e) => e.type === 'dealOver') ? { ...base, dealEvents: this.dealEvents(i) } : base;
      for (const a of describeEvents(step.events, ctx)) if (a.kind !== 'turn') log.push({ id: log.length + 1, text: a.text, kind: 'event' });
    });
    return log;
  }

  /** The visible events of the deal of step `upTo` (default: the last), from its start, for the deal's summary. */
  private dealEvents(upTo?: number): PapillonEvent[] {
    const steps = this.session.steps.slice(0, (upTo ?? this.session.steps.length - 1) + 1);
    let from = steps.length - 1;
    while (from > 0 && !steps[from]!.events.some((e) => e.type === 'dealStart')) from--;
    return steps.slice(from).flatMap((s) => s.events);
  }

  private onStep(step: PapillonStep): void {
    const session = this.session;
    const ctx = step.events.some((e) => e.type === 'dealOver') ? { ...this.ctx, dealEvents: this.dealEvents() } : this.ctx;
    // The player's own move answers the key: it goes out at once, and a "your turn" not yet said is no longer news.
    const mine = step.actor !== null && step.actor === session.me;
    if (mine) this.host.announcer.dropPending('turn');
    for (const a of describeEvents(step.events, ctx)) {
      this.host.announcer.announce(a.text, { kind: a.kind === 'turn' ? 'turn' : 'event', priority: a.priority, answer: mine && a.kind !== 'turn' });
      if (a.kind !== 'turn') this.lastEventText = a.text;
      if (a.earcon) this.host.playEarcon(a.earcon);
    }
    this.choicesState = null;
    if (session.myTurn) {
      this.host.announcer.announce(yourTurn(session.view, this.ctx), { kind: 'turn', priority: 'assertive' });
      this.host.playEarcon('turn');
    }
    const over = step.events.find((e) => e.type === 'sessionOver');
    // The statistics count games against the computer players (a table with friends is not kept here).
    if (over && over.type === 'sessionOver' && !this.recorded && !session.remote) {
      this.recorded = true;
      const me = session.me;
      this.host.recordResult({
        id: this.id,
        game: 'papillon',
        finishedAt: new Date().toISOString(),
        seed: session.config.seed,
        players: session.config.seats.length,
        score: over.balances[me]!,
        place: over.places[me]!,
        won: over.places[me] === 1,
      });
    }
    this.changed();
  }

  // -- moves ---------------------------------------------------------------------------------

  /** Enter/Space on a hand card: its only capture, the list of its captures, or why it cannot. */
  playCard(card: string): void {
    const s = this.session;
    // The wait-for-a-key pace names Enter: it goes on (issue 10, point 4).
    if (s.waitingForKey) return this.continue();
    if (!s.myTurn) return this.explain(this.notYourTurn());
    const legal = s.legalMoves;
    if (legal.length === 1 && legal[0]!.type === 'layDown') return this.askLayDown();
    const mine = legal.filter((m) => m.type === 'capture' && m.card === card);
    if (mine.length === 0) {
      // This card has no capture, while another card has one (P18).
      return this.say(describeNoCapture(card, s.view, this.ctx), 'error');
    }
    if (mine.length === 1) return this.playMove(mine[0]!);
    this.openChoices(card, mine);
  }

  openChoices(card: string | null, moves: readonly PapillonMove[]): void {
    const view = this.view;
    const ranked = bestFirst(moves, (m) => this.score(m, view));
    this.choicesState = { card, moves: ranked };
    this.focusRequest = 'choices';
    this.say(this.messages.ui.choicesOpened(ranked.length, this.host.touch), 'echo');
    this.changed();
  }

  /** Best first: what it pays each other player now, then how many cards it takes. */
  private score(m: PapillonMove, view: PapillonView): number {
    if (m.type !== 'capture') return -1;
    const f = captureFeats(m.card, m.take, view.table.length, view.finalRound, view.rules);
    return f.gainEach * 100 + m.take.length;
  }

  describeChoice(m: PapillonMove): string {
    const view = this.view;
    if (m.type !== 'capture') return this.messages.ui.layDown;
    const feats = captureFeats(m.card, m.take, view.table.length, view.finalRound, view.rules);
    // The card is named when the list mixes hand cards (C, or command-line candidates).
    return describeCapture(m, feats, this.ctx, this.choicesState?.card === null);
  }

  pickChoice(index: number): void {
    const m = this.choicesState?.moves[index];
    if (!m) return this.say(this.messages.ui.noSuchChoice(index + 1), 'error');
    this.focusRequest = 'hand';
    this.playMove(m);
  }

  closeChoices(): void {
    if (!this.choicesState) return;
    this.choicesState = null;
    this.say(this.messages.ui.choicesClosed, 'echo');
    this.changed();
  }

  playMove(m: PapillonMove): void {
    const v = this.session.play(m);
    if (v) return this.explain(v);
    this.choicesState = null;
    this.changed();
  }

  /** A: lay down. Only when no capture exists (P18); the player confirms it with its cost first. */
  askLayDown(): void {
    const s = this.session;
    if (!s.myTurn) return this.explain(this.notYourTurn());
    const legal = s.legalMoves;
    if (!(legal.length === 1 && legal[0]!.type === 'layDown')) {
      const r = s.play({ type: 'layDown' }); // the engine refuses it and says why (P18)
      if (r) this.explain(r);
      return;
    }
    const m = this.messages.ui;
    const text = describeForcedLayDown(s.view, this.ctx);
    this.confirm = {
      id: 'layDown',
      title: m.layDownTitle,
      text,
      confirmLabel: m.confirmLayDown,
      confirm: () => this.confirmLayDown(),
      cancel: () => {
        this.confirm = null;
      },
    };
    // Said once: the dialog reads its question when it opens (aria-describedby), the event after it.
    this.host.openDialog('confirm');
  }

  confirmLayDown(): void {
    this.confirm = null;
    this.playMove({ type: 'layDown' });
  }

  nextDeal(): void {
    if (!this.session.nextDeal()) this.say(this.messages.ui.noNextDeal, 'error');
  }

  continue(): void {
    if (!this.session.waitingForKey) return this.say(this.messages.ui.nothingToContinue, 'echo');
    this.session.continue();
  }

  // -- reading ---------------------------------------------------------------------------

  readHand(): void {
    this.say(describeHand(this.view, this.ctx), 'echo');
  }

  readTable(): void {
    this.say(describeTable(this.view, this.ctx), 'echo');
  }

  readStatus(): void {
    this.say(describeStatus(this.view, this.ctx), 'echo');
  }

  /** C: every legal capture I have now, best first, as a choice list. */
  listCaptures(): void {
    const s = this.session;
    if (!s.myTurn) return this.explain(this.notYourTurn());
    const caps = s.legalMoves.filter((m) => m.type === 'capture');
    if (caps.length === 0) return this.askLayDown();
    this.openChoices(null, caps);
  }

  repeatLastEvent(): void {
    this.say(this.lastEventText ?? this.messages.ui.nothingYet, 'echo');
  }

  async hint(): Promise<void> {
    const s = this.session;
    if (!s.myTurn) return this.explain(this.notYourTurn());
    this.say(this.messages.ui.hintThinking, 'echo');
    const legal = s.legalMoves;
    let d: { move: unknown; explanation?: unknown };
    try {
      d = await this.host.decide(this.gameId, 'strong', s.view, legal, { seed: `${s.config.seed}/hint/${s.steps.length}` });
    } catch {
      return this.say(this.messages.ui.hintUnavailable, 'error');
    }
    if (!s.myTurn) return;
    const move = legalNamed(legal, d.move);
    this.say(describeHint(move, d.explanation, this.ctx), 'echo');
  }

  /** The text command line: resolved against the legal moves, never guessed. */
  async submitCommand(text: string): Promise<void> {
    // The parser loads with the first typed command: most players never need it.
    const { parseCommand } = await import('./command-line.js');
    const s = this.session;
    const result = parseCommand(text, this.host.settings.locale, { legalMoves: s.myTurn ? s.legalMoves : [], view: this.view });
    switch (result.kind) {
      case 'move':
        if (!s.myTurn) return this.explain(this.notYourTurn());
        if (result.move.type === 'layDown') return this.askLayDown();
        return this.playMove(result.move);
      case 'ambiguous':
        return this.openChoices(null, result.candidates);
      case 'query':
        return this.runQuery(result.query);
      case 'action':
        return this.runAction(result.action);
      case 'error':
        return this.say(result.message(this.messages), 'error');
    }
  }

  private runQuery(q: 'hand' | 'table' | 'status' | 'captures' | 'help' | 'rules' | 'log'): void {
    if (q === 'hand') this.readHand();
    else if (q === 'table') this.readTable();
    else if (q === 'status') this.readStatus();
    else if (q === 'captures') this.listCaptures();
    else if (q === 'help') this.host.openDialog('help');
    else if (q === 'rules') this.host.openDialog('rules');
    else this.host.moveInLog('last');
  }

  private runAction(a: 'layDown' | 'hint' | 'repeat' | 'newGame' | 'settings'): void {
    if (a === 'layDown') this.askLayDown();
    else if (a === 'hint') void this.hint();
    else if (a === 'repeat') this.host.repeatLast();
    else if (a === 'newGame') this.host.chooseGame();
    else this.host.openDialog('settings');
  }

  /** A key command of Papillon's (src/games/papillon/commands.ts); false for the shell's. */
  run(id: string, ctx: { zone: string | null; key: string | null }): boolean {
    switch (id) {
      case 'playCard':
        // Enter on the hand's heading (an empty hand) is never silent: it goes on, or reads the hand.
        if (this.session.waitingForKey) this.continue();
        else if (ctx.key) this.playCard(ctx.key);
        else this.readHand();
        return true;
      case 'readHand': this.readHand(); return true;
      case 'readTable': this.readTable(); return true;
      case 'readStatus': this.readStatus(); return true;
      case 'listCaptures': this.listCaptures(); return true;
      case 'repeatLastEvent': this.repeatLastEvent(); return true;
      case 'hint': void this.hint(); return true;
      case 'layDown': this.askLayDown(); return true;
      case 'nextDeal': this.nextDeal(); return true;
      case 'continue': this.continue(); return true;
      default: return false;
    }
  }

  activate(zone: string, key: string): void {
    if (zone === 'hand') this.playCard(key);
  }

  // -- the table ----------------------------------------------------------------------------

  zones(): readonly ZoneSpec[] {
    return [
      { id: 'hand', kind: 'list', render: () => this.renderHand(), keys: () => this.view.hand },
      { id: 'table', kind: 'list', render: () => this.renderTable(), keys: () => this.view.table },
      { id: 'status', kind: 'static', render: () => this.renderStatus() },
    ];
  }

  actions(): readonly ActionSpec[] {
    const m = this.messages.ui;
    const view = this.view;
    const a: ActionSpec[] = [];
    if (view.phase === 'dealOver') a.push({ label: m.nextDeal, key: 'N', primary: true, run: () => this.nextDeal() });
    if (view.phase === 'sessionOver') a.push({ label: m.newGame, key: 'Shift+N', primary: true, run: () => this.host.chooseGame() });
    if (this.session.waitingForKey) a.push({ label: m.continue, key: 'W', primary: true, run: () => this.continue() });
    a.push(
      { label: m.readHand, key: 'H', run: () => this.readHand() },
      { label: m.readTable, key: 'T', run: () => this.readTable() },
      { label: m.status, key: 'S', run: () => this.readStatus() },
      { label: m.captures, key: 'C', run: () => this.listCaptures() },
      { label: m.layDown, key: 'A', run: () => this.askLayDown() },
      { label: m.hint, key: '?', run: () => void this.hint() },
      { label: m.repeat, key: 'R', run: () => this.host.repeatLast() },
    );
    return a;
  }

  private renderCards(cards: readonly string[], labelId: string, onActivate?: (card: string) => void): TemplateResult {
    const ctx = this.ctx;
    return renderCardRow({ cards, labelId, label: (card) => cardName(card, ctx), face: (card) => cardFaceOf(card, ctx), activate: onActivate });
  }

  private renderHand(): TemplateResult {
    const m = this.messages.ui;
    const hand = [...this.view.hand].sort(byValue);
    return html`<section data-zone="hand" class="zone hand">
      <h2 id="hand-h" tabindex="-1" data-focus>${m.yourHand(hand.length)}</h2>
      ${hand.length ? this.renderCards(hand, 'hand-h', (card) => this.playCard(card)) : html`<p class="empty">${m.handEmpty}</p>`}
    </section>`;
  }

  private renderTable(): TemplateResult {
    const m = this.messages.ui;
    const table = [...this.view.table].sort(byValue);
    // What can be part of a sum is the engine's answer (P22; V-P-1: no tens): the total that helps.
    const total = summableTotal(table, this.view.rules);
    return html`<section data-zone="table" class="zone table">
      <h2 id="table-h" tabindex="-1" data-focus>${m.tableHeading(table.length, total)}</h2>
      ${table.length ? this.renderCards(table, 'table-h') : html`<p class="empty">${m.tableEmpty}</p>`}
    </section>`;
  }

  private renderStatus(): TemplateResult {
    const m = this.messages.ui;
    const view = this.view;
    const names = this.names;
    const me = this.session.me;
    return html`<section data-zone="status" class="zone status">
      <h2 id="status-h">${m.players}</h2>
      <table data-focus tabindex="0" aria-labelledby="status-h">
        <thead>
          <tr>
            <th scope="col">${m.colPlayer}</th>
            <th scope="col">${m.colCards}</th>
            <th scope="col">${m.colPile}</th>
            <th scope="col">${m.colBalance}</th>
          </tr>
        </thead>
        <tbody>
          ${names.map((name, seat) => {
            const tags = [
              // "(you)" unless the name already says so.
              seat === me && name.toLowerCase() !== m.you.toLowerCase() ? m.you : null,
              seat === view.dealer ? m.dealer : null,
              seat === view.toMove ? m.toMove : null,
            ].filter(Boolean);
            return html`<tr class=${seat === view.toMove ? 'to-move' : ''}>
              <th scope="row">${name}${tags.length ? html` <span class="tags">(${tags.join(', ')})</span>` : nothing}</th>
              <td>${view.handCounts[seat]}</td>
              <td>${view.pileCounts[seat]}</td>
              <td>${view.balances[seat]}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      <dl class="facts">
        <div><dt>${m.pot}</dt><dd>${view.pot}</dd></div>
        <div><dt>${m.stock}</dt><dd>${view.stockCount}</dd></div>
        <div><dt>${m.round}</dt><dd>${view.finalRound ? m.finalRound : m.handRound(view.handRound)}</dd></div>
        <div><dt>${m.deal}</dt><dd>${m.dealOf(Math.min(view.dealsPlayed + (view.phase === 'play' ? 1 : 0), view.deals), view.deals)}</dd></div>
        <div><dt>${m.blaetterCarry}</dt><dd>${view.blaetterCarry}</dd></div>
        <div><dt>${m.rulesInForce}</dt><dd>${this.session.config.options.preset === 'philidor-1756' ? m.presetPhilidor : m.presetBraillespiel}${view.rules.variants.length ? ` (${view.rules.variants.join(', ')})` : ''}</dd></div>
      </dl>
    </section>`;
  }

  // -- saving --------------------------------------------------------------------------------

  snapshot(extra: { log: readonly unknown[]; focusZone: string | null }): ({ savedAt: string } & Record<string, unknown>) | null {
    const s = this.session;
    // A table with friends lives on the server: the offline game's save stays as it was.
    if (!(s instanceof SeatSession)) return null;
    return {
      version: 1,
      savedAt: new Date().toISOString(),
      gameId: this.id,
      config: s.config,
      state: s.state,
      steps: s.steps,
      log: extra.log,
      focusZone: extra.focusZone,
      settings: this.host.settings,
    };
  }

  dispose(): void {
    this.session.dispose();
  }
}
