/**
 * A Papillon game at the seat table (src/play/seat-play.ts): its zones (hand, table, players' status),
 * the numbered capture list best first (what each takes and pays), the lay-down with its cost confirmed
 * first, the reading keys, the command line, its words. Moves come from the engine's legal moves and
 * refusals from its violations; here or at a table with friends alike.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RuleViolation } from '../../engine/game.js';
import type { PlayHost, ZoneSpec } from '../../play/module.js';
import { SeatPlay, type CommandAnswer, type CommandRow, type SeatResume, type Spoken } from '../../play/seat-play.js';
import type { SeatTable } from '../../play/session.js';
import { gameSetting } from '../../session/settings.js';
import { KeptCard } from '../fishing/kept.js';
import { renderCardRow } from '../fishing/table.js';
import { bestFirst } from '../fishing/choices.js';
import { cardFaceOf } from '../../i18n/cards.js';
import { captureFeats, papillonGame, summableTotal, valueOf, type PapillonEvent, type PapillonMove, type PapillonOptions, type PapillonState, type PapillonView } from './index.js';
import {
  cardName,
  cardRef,
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
import { PAPILLON_ROWS } from './commands.js';
import type { CommandAction, CommandQuery } from './command-line.js';
import type { PapillonConfig, PapillonStep } from './save.js';
import { PAYMENTS, SPEAK_CUTS } from './settings.js';
import { papillonMessages, type PapillonMessages } from './texts.js';
import { notYourTurnIn } from './turn.js';

export type PapillonResume = SeatResume<PapillonState, PapillonMove, PapillonEvent>;

const byValue = (a: string, b: string) => valueOf(a) - valueOf(b) || a.localeCompare(b);

/** The commands the command line's reading words and actions name (the shell's: help, rules, settings, the log's newest entry). */
const QUERY_COMMANDS: Readonly<Record<CommandQuery | CommandAction, string>> = {
  hand: 'readHand',
  table: 'readTable',
  status: 'readStatus',
  captures: 'listCaptures',
  help: 'help',
  rules: 'rules',
  log: 'logLast',
  layDown: 'layDown',
  hint: 'hint',
  repeat: 'repeatLast',
  newGame: 'newGame',
  settings: 'settings',
};

const dealOver = (step: PapillonStep) => step.events.some((e) => e.type === 'dealOver');

export class PapillonPlay extends SeatPlay<PapillonState, PapillonMove, PapillonView, PapillonEvent, PapillonOptions> {
  readonly gameId = 'papillon';
  override readonly choicesAt = 2;
  /** The open capture list's hand card (null: every capture, C, or the command line's candidates: each names its card). */
  private choiceCard: string | null = null;
  /** The hand's card focus goes to: the neighbour of my card played, else where the arrows moved it. */
  private handKey: string | null = null;
  /** My card just played, still shown in the hand until the turn comes back and my next move (kept.ts). */
  private readonly kept = new KeptCard();
  /** The move about to be played is Enter's on its card in the hand (focus is on it). */
  private fromHand = false;

  constructor(host: PlayHost, config: PapillonConfig, restored?: PapillonResume, table?: SeatTable<PapillonMove, PapillonView, PapillonEvent, PapillonOptions>) {
    super(host, papillonGame, config, restored, table);
    this.begin(restored);
  }

  commandRows(): readonly CommandRow<this>[] {
    return PAPILLON_ROWS as readonly CommandRow<this>[];
  }

  // -- words ------------------------------------------------------------------------------------

  get messages(): PapillonMessages {
    return papillonMessages(this.host.settings.locale);
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
      payments: gameSetting(s, PAYMENTS),
      speakCuts: gameSetting(s, SPEAK_CUTS) && s.verbosity !== 'brief',
      view: this.session.view,
    };
  }

  get rulesOptions(): unknown {
    return this.view.rules;
  }

  /** A step in words; the end of a deal sums up the deal's events. */
  protected describeStep(step: PapillonStep): readonly Spoken[] {
    return describeEvents(step.events, dealOver(step) ? { ...this.ctx, dealEvents: this.dealEvents() } : this.ctx);
  }

  /** A step of a rejoined table's history: the view after each step is not known here (only the last), the words that need it fall back on the events. */
  protected override historyWords(step: PapillonStep, index: number): readonly Spoken[] {
    const base: DescribeContext = { ...this.ctx, view: null, rules: this.view.rules, potBefore: potBefore(this.session.steps, index) };
    return describeEvents(step.events, dealOver(step) ? { ...base, dealEvents: this.dealEvents(index) } : base);
  }

  /** The visible events of the deal of step `upTo` (default: the last), from its start, for the deal's summary. */
  private dealEvents(upTo?: number): PapillonEvent[] {
    const steps = this.session.steps.slice(0, (upTo ?? this.session.steps.length - 1) + 1);
    let from = steps.length - 1;
    while (from > 0 && !steps[from]!.events.some((e) => e.type === 'dealStart')) from--;
    return steps.slice(from).flatMap((s) => s.events);
  }

  protected describeViolation(v: RuleViolation): string {
    return describeViolation(v, this.ctx);
  }

  /** A choice of the open list: a capture with what it takes and pays (its card named when the list mixes hand cards), or the lay-down. */
  protected describeMove(m: PapillonMove): string {
    const view = this.view;
    if (m.type !== 'capture') return this.messages.ui.layDown;
    const feats = captureFeats(m.card, m.take, view.table.length, view.finalRound, view.rules);
    return describeCapture(m, feats, this.ctx, this.choiceCard === null);
  }

  protected choicesHeading(moves: readonly PapillonMove[]): string {
    const m = this.messages.ui;
    return this.choiceCard ? m.choicesFor(cardRef(this.choiceCard, this.ctx), moves.length) : m.choicesAll(moves.length);
  }

  protected override hintText(move: PapillonMove, explanation: unknown): string {
    return describeHint(move, explanation, this.ctx);
  }

  protected get sittingOver(): boolean {
    return this.view.phase === 'sessionOver';
  }

  /** The engine's refusal out of turn (P17 between deals, P48 otherwise), from what this seat sees. */
  protected notYourTurn(): void {
    this.explain(notYourTurnIn(this.view));
  }

  /** A resumed game says my turn as an echo (spoken, not logged). */
  protected override resumedTurnText(): string {
    return yourTurn(this.session.view, this.ctx);
  }

  /** My capture keeps its card in the hand, named as played (kept.ts); the one kept before goes, and all at a deal's end. */
  protected override onStep(step: PapillonStep): void {
    if (dealOver(step)) this.kept.clear();
    else if (step.actor === this.session.me && step.move?.type === 'capture') this.kept.keep(step.move.card, this.fromHand);
    // A lay-down (from its dialog) leaves no card of mine on the table to show as played.
    else if (step.actor === this.session.me) this.kept.clear();
    this.fromHand = false;
    super.onStep(step);
  }

  /** My turn said; at the end, the game counted in the statistics (a table with friends is not kept here). */
  protected afterStep(step: PapillonStep | null): void {
    const session = this.session;
    this.choiceMoves = null;
    if (session.myTurn) this.sayYourTurn(yourTurn(session.view, this.ctx));
    if (step && step.actor !== session.me && session.myTurn) this.turnCameBack();
    const over = step?.events.find((e) => e.type === 'sessionOver');
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

  /**
   * The turn came back while focus is on my card played (kept): focus moves once, after the render, from
   * that card, which stays, to the card it was to go on to (else the hand's first).
   */
  private turnCameBack(): void {
    const key = this.kept.turnBack([...this.view.hand].sort(byValue), this.handKey);
    if (key === null) return;
    this.handKey = key;
    this.focusNudge = { zone: 'hand', key };
  }

  /** My card played, still shown in the hand (not in the view's). */
  private isKept(card: string): boolean {
    return this.kept.isKept(card, this.view.hand);
  }

  /** "Jack of spades, played": my card played, still shown in the hand. */
  private keptLabel(card: string): string {
    return `${cardName(card, this.ctx)}, ${this.messages.fishing.playedTag}`;
  }

  /** The card focus goes to when this one is played: the next in the hand, else the previous. */
  private neighbour(card: string): string | null {
    const order = [...this.view.hand].sort(byValue);
    const at = order.indexOf(card);
    return order[at + 1] ?? order[at - 1] ?? null;
  }

  /** A capture picked from a list (or typed): focus goes on to the card's neighbour in the hand. */
  protected override playChoice(m: PapillonMove): void {
    if (m.type === 'capture') this.handKey = this.neighbour(m.card);
    this.playMove(m);
  }

  protected override beforeMove(m: PapillonMove): void {
    if (m.type === 'capture') this.handKey = this.neighbour(m.card);
  }

  // -- moves ---------------------------------------------------------------------------------

  /** Enter/Space on a hand card: its only capture, the list of its captures, or why it cannot. */
  playCard(card: string): void {
    const s = this.session;
    // The wait-for-a-key pace names Enter: it goes on (issue 10, point 4).
    if (s.waitingForKey) return this.continue();
    if (!s.myTurn) return this.notYourTurn();
    const legal = s.legalMoves;
    if (legal.length === 1 && legal[0]!.type === 'layDown') return this.askLayDown();
    if (this.isKept(card)) return this.say(this.keptLabel(card));
    const mine = legal.filter((m) => m.type === 'capture' && m.card === card);
    if (mine.length === 0) {
      // This card has no capture, while another card has one (P18).
      return this.say(describeNoCapture(card, s.view, this.ctx), 'error');
    }
    if (mine.length === 1) {
      this.handKey = this.neighbour(card);
      this.fromHand = true;
      this.playMove(mine[0]!);
      this.fromHand = false;
      return;
    }
    this.openCaptures(card, mine);
  }

  /** A capture list, best first: one hand card's captures, or (card null) every capture or the command line's candidates. */
  openCaptures(card: string | null, moves: readonly PapillonMove[]): void {
    const view = this.view;
    this.choiceCard = card;
    super.openChoices(bestFirst(moves, (m) => this.score(m, view)));
  }

  /** The command line's candidates: a capture list naming each card. */
  protected override openChoices(moves: readonly PapillonMove[]): void {
    this.openCaptures(null, moves);
  }

  /** Best first: what it pays each other player now, then how many cards it takes. */
  private score(m: PapillonMove, view: PapillonView): number {
    if (m.type !== 'capture') return -1;
    const f = captureFeats(m.card, m.take, view.table.length, view.finalRound, view.rules);
    return f.gainEach * 100 + m.take.length;
  }

  /** A: lay down. Only when no capture exists (P18); the player confirms it with its cost first. */
  askLayDown(): void {
    const s = this.session;
    if (!s.myTurn) return this.notYourTurn();
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

  /** C: every legal capture I have now, best first, as a choice list (none: the lay-down). */
  listCaptures(): void {
    const s = this.session;
    if (!s.myTurn) return this.notYourTurn();
    const caps = s.legalMoves.filter((m) => m.type === 'capture');
    if (caps.length === 0) return this.askLayDown();
    this.openCaptures(null, caps);
  }

  /** The text command line: resolved against the legal moves, never guessed; its errors in its own words. */
  protected async parseCommand(text: string): Promise<CommandAnswer<PapillonMove>> {
    // The parser loads with the first typed command: most players never need it.
    const { parseCommand } = await import('./command-line.js');
    const s = this.session;
    const r = parseCommand(text, this.host.settings.locale, { legalMoves: s.myTurn ? s.legalMoves : [], view: this.view });
    switch (r.kind) {
      case 'move':
        // A typed lay-down is A's: confirmed first.
        return r.move.type === 'layDown' ? { kind: 'query', command: 'layDown' } : r;
      case 'ambiguous':
        return r;
      case 'query':
        return { kind: 'query', command: QUERY_COMMANDS[r.query] };
      case 'action':
        return { kind: 'query', command: QUERY_COMMANDS[r.action] };
      case 'error':
        return { kind: 'say', text: r.message(this.messages), error: true };
    }
  }

  // -- reading ---------------------------------------------------------------------------

  readHand(): void {
    this.say(describeHand(this.view, this.ctx));
  }

  readTable(): void {
    this.say(describeTable(this.view, this.ctx));
  }

  readStatus(): void {
    this.say(describeStatus(this.view, this.ctx));
  }

  activate(zone: string, key: string): void {
    if (zone === 'hand') this.playCard(key);
  }

  focused(zone: string, key: string): void {
    if (zone === 'hand') this.handKey = key;
  }

  // -- the table ----------------------------------------------------------------------------

  zones(): readonly ZoneSpec[] {
    return [
      { id: 'hand', kind: 'list', render: () => this.renderHand(), focusKey: () => this.handKey, keys: () => this.kept.shown(this.view.hand, (h) => [...h].sort(byValue)) },
      { id: 'table', kind: 'list', render: () => this.renderTable(), keys: () => this.view.table },
      { id: 'status', kind: 'static', render: () => this.renderStatus() },
    ];
  }

  private renderCards(cards: readonly string[], labelId: string, onActivate?: (card: string) => void, kept?: (card: string) => boolean): TemplateResult {
    const ctx = this.ctx;
    return renderCardRow({
      cards,
      labelId,
      label: (card) => (kept?.(card) ? this.keptLabel(card) : cardName(card, ctx)),
      face: (card) => cardFaceOf(card, ctx),
      activate: onActivate,
      played: kept,
    });
  }

  private renderHand(): TemplateResult {
    const m = this.messages.ui;
    const hand = this.view.hand;
    const shown = this.kept.shown(hand, (h) => [...h].sort(byValue));
    return html`<section data-zone="hand" class="zone hand">
      <h2 id="hand-h" tabindex="-1" data-focus>${m.yourHand(hand.length)}</h2>
      ${shown.length ? this.renderCards(shown, 'hand-h', (card) => this.playCard(card), (card) => this.isKept(card)) : html`<p class="empty">${m.handEmpty}</p>`}
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

  /** Papillon's save keeps the settings beside the game, as earlier builds wrote it (src/games/papillon/save.ts). */
  override snapshot(extra: { log: readonly unknown[]; focusZone: string | null }): ({ savedAt: string } & Record<string, unknown>) | null {
    const snap = super.snapshot(extra);
    return snap && { ...snap, settings: this.host.settings };
  }
}

/** The pot before step `index`: every payment into it (P7, P14, P27) less every payment out of it (P41, P42); what is left stays for the next deal. */
function potBefore(steps: readonly PapillonStep[], index: number): number {
  let pot = 0;
  for (const step of steps.slice(0, index)) {
    for (const e of step.events) {
      if (e.type !== 'payment') continue;
      if (e.to === 'pot') pot += e.amount;
      if (e.from === 'pot') pot -= e.amount;
    }
  }
  return pot;
}
