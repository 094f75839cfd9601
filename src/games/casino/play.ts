/**
 * A Casino sitting at the generic table (src/play/module.ts `GamePlay`): the hand and the table by
 * value (the table's heading with the total that can be summed), the players' status, the numbered
 * capture list best first (what each takes, brings and leaves), trails, the reading keys, the
 * command line. Legal moves, refusals and every score come from the engine; the seat session drives
 * the computer players.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RuleViolation } from '../../engine/game.js';
import type { LogEntry } from '../../announcer/announcer.js';
import type { ActionSpec, ChoiceList, GamePlay, PlayHost, ZoneSpec } from '../../play/module.js';
import type { BotLevel } from '../../ai/types.js';
import { hostSeatPlayer, legalNamed, newGameId, seatNames } from '../../play/seat-play.js';
import { cardFaceOf } from '../../i18n/cards.js';
import { bestFirst } from '../fishing/choices.js';
import { renderCardRow } from '../fishing/table.js';
import { clearingScores, handRoundsPerDeal, isFace, isLastCardOfDeal, sideOf, summable, summableTotal } from './index.js';
import {
  byValue,
  cardName,
  choiceScore,
  describeChoice,
  describeCount,
  describeEvents,
  describeHand,
  describeHint,
  describeLastCapture,
  describeStatus,
  describeTable,
  describeViolation,
  scoreLine,
  stakesLine,
  yourTurn,
  type Words,
} from './describe.js';
import { SeatSession, type SeatTable } from '../../play/session.js';
import { lastEventIn, rebuiltLog } from '../../play/seat-tables.js';
import { casinoGame, sittingOver, type CasinoTableOptions } from './index.js';
import { notYourTurnIn } from './turn.js';
import type { CasinoConfig, CasinoStep } from './save.js';
import { casinoMessages, type CasinoMessages } from './texts.js';
import type { CasinoEvent, CasinoMove, CasinoState, CasinoView, CountLine } from './types.js';
import { casinoMeta } from '../../../locales/casino/meta.js';

export interface CasinoResume {
  readonly gameId: string;
  readonly state: CasinoState;
  readonly steps: CasinoStep[];
  readonly log: LogEntry[];
  readonly focusZone?: string | null;
}

/** The open capture list: the hand card it is for (null: every capture, or command-line candidates) and its moves, best first. */
export interface CasinoChoices {
  readonly card: string | null;
  readonly moves: readonly CasinoMove[];
  /** Which of them score a clearing point (the engine's answer, C23), by index. */
  readonly clearing: readonly boolean[];
}

export class CasinoPlay extends EventTarget implements GamePlay {
  readonly gameId = 'casino';
  readonly homeZone = 'hand';
  readonly choicesAt = 2;
  /** The sitting at this table: played here (`SeatSession`) or on a table server with friends (a remote session). */
  readonly session: SeatTable<CasinoMove, CasinoView, CasinoEvent, CasinoTableOptions>;
  readonly id: string;
  choicesState: CasinoChoices | null = null;
  readonly confirm = null;
  private focusRequest: string | null = 'hand';
  private handKey: string | null = null;
  private lastEventText: string | null = null;
  private recorded = false;
  /** The card named when the last move was sent (a remote table's refusal comes later, and is said with it). */
  private sentCard: string | undefined;

  constructor(
    private readonly host: PlayHost,
    config: CasinoConfig,
    restored?: CasinoResume,
    /** A table played elsewhere (with friends, on a table server): the same table, its session given. */
    table?: SeatTable<CasinoMove, CasinoView, CasinoEvent, CasinoTableOptions>,
  ) {
    super();
    this.id = restored?.gameId ?? newGameId(config.seed);
    this.session = table ?? new SeatSession(casinoGame, config, (_seat, level) => this.seatPlayer(level), restored ? { state: restored.state, steps: restored.steps } : undefined);
    this.session.pace = host.settings.pace;
    this.session.addEventListener('step', (e) => this.onStep((e as CustomEvent<CasinoStep>).detail));
    // A remote table's refusal (the server's engine said no): said as a refusal here is.
    this.session.addEventListener('refused', (e) => this.explain((e as CustomEvent<RuleViolation>).detail, this.sentCard));
    this.session.addEventListener('waiting', () => this.host.say(this.messages.ui.waitingForKey, 'info'));
    this.session.addEventListener('change', () => this.changed());
    if (restored) {
      this.focusRequest = restored.focusZone ?? 'hand';
      this.host.announcer.restoreLog(restored.log);
      this.lastEventText = [...restored.log].reverse().find((e) => e.kind === 'event')?.text ?? null;
      // Spoken, not logged (the log stays as it was saved): which game, then whose turn.
      this.host.announcer.announce(this.messages.ui.resumed, { kind: 'echo' });
      if (this.session.myTurn) this.host.announcer.announce(this.turnText(), { kind: 'echo', priority: 'assertive' });
      this.recorded = sittingOver(this.view, config.options.games);
    } else if (table && table.steps.length > 1) {
      // Back at a table with friends (a reload, another tab): the log rebuilt from the steps as this seat
      // saw them (not spoken), then which game and whose turn.
      this.recorded = sittingOver(this.view, config.options.games);
      this.host.announcer.restoreLog(this.historyLog());
      this.lastEventText = lastEventIn(this.host.announcer.log);
      this.host.announcer.announce(this.messages.ui.resumed, { kind: 'echo' });
      if (this.session.myTurn) this.host.announcer.announce(this.turnText(), { kind: 'echo', priority: 'assertive' });
    } else {
      this.onStep(this.session.steps[this.session.steps.length - 1]!);
    }
    this.session.scheduleComputers();
  }

  private seatPlayer(level: BotLevel) {
    return hostSeatPlayer<CasinoView, CasinoMove>(this.host, this.gameId, level);
  }

  // -- state ----------------------------------------------------------------------------------

  get messages(): CasinoMessages {
    return casinoMessages(this.host.settings.locale);
  }

  get view(): CasinoView {
    return this.session.view;
  }

  /** Default names ("You", "Du") follow the language the player switches to. */
  get names(): string[] {
    return this.session.names?.() ?? seatNames(this.host, this.session.config.seats);
  }

  get words(): Words {
    const s = this.host.settings;
    return {
      messages: this.messages,
      locale: s.locale,
      me: this.session.me,
      names: this.names,
      style: s.cardNames,
      pack: s.pack,
      verbosity: s.verbosity,
      view: this.session.view,
      games: this.session.config.options.games,
    };
  }

  get busy(): boolean {
    return this.session.busy;
  }

  get rulesOptions(): unknown {
    return this.view.rules;
  }

  get title(): string {
    return casinoMeta[this.host.settings.locale].name;
  }

  get commandHint(): string {
    return this.messages.ui.commandHint;
  }

  get choices(): ChoiceList | null {
    const ch = this.choicesState;
    if (!ch) return null;
    const m = this.messages.ui;
    const w = this.words;
    const n = ch.moves.length;
    return {
      heading: ch.card ? m.choicesFor(cardName(w, ch.card), n) : m.choicesAll(n),
      labels: ch.moves.map((mv, i) => describeChoice(w, mv, { withCard: ch.card === null, clearingPoint: ch.clearing[i] ?? false })),
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

  private explain(v: RuleViolation, card?: string): void {
    this.say(describeViolation(this.words, v, card), 'error');
  }

  /** C12: out of turn, or between deals — the session's refusal, with its rule. */
  private notYourTurn(): void {
    this.explain(notYourTurnIn(this.view));
  }

  /**
   * The game log of every step so far, as this seat saw them (a table with friends rejoined). The words
   * of a step need the dealer of its deal and the games played by then; they are read back from the
   * events (the rules do not change in a sitting).
   */
  private historyLog(): LogEntry[] {
    const v = this.view;
    const steps = this.session.steps;
    let dealer = v.dealer;
    let gamesPlayed = 0;
    return rebuiltLog(steps, (step, i) => {
      for (const e of step.events) {
        if (e.type === 'dealStarted') dealer = e.dealer;
        if (e.type === 'gameWon') gamesPlayed++;
      }
      const before = i > 0 ? steps[i - 1]! : null;
      const newGame = step.events.some((e) => e.type === 'draw') || (before?.events.some((e) => e.type === 'gameWon') ?? false);
      return describeEvents(step.events, { ...this.words, view: { ...v, dealer, gamesPlayed } }, { newGame });
    });
  }

  /** The dealer's last face card that must take the whole table (C25), or null. */
  private lastFaceCard(): string | null {
    const s = this.session;
    if (!s.myTurn || !s.view.rules.lastFaceTakesAll || !isLastCardOfDeal(s.view)) return null;
    const card = s.view.hand[0];
    return card !== undefined && isFace(card) ? card : null;
  }

  private turnText(): string {
    return yourTurn(this.words, this.session.legalMoves, this.lastFaceCard());
  }

  /** The visible events of the current deal (from its start). */
  private dealEvents(): CasinoEvent[] {
    const steps = this.session.steps;
    let from = steps.length - 1;
    while (from > 0 && !steps[from]!.events.some((e) => e.type === 'dealStarted')) from--;
    return steps.slice(from).flatMap((s) => s.events);
  }

  private onStep(step: CasinoStep): void {
    const s = this.session;
    const mine = step.actor !== null && step.actor === s.me;
    if (mine) this.host.announcer.dropPending('turn');
    const steps = s.steps;
    const before = steps.length >= 2 ? steps[steps.length - 2]! : null;
    const newGame = step.events.some((e) => e.type === 'draw') || (before?.events.some((e) => e.type === 'gameWon') ?? false);
    for (const a of describeEvents(step.events, this.words, { newGame })) {
      this.host.announcer.announce(a.text, { kind: 'event', answer: mine });
      this.lastEventText = a.text;
      if (a.earcon) this.host.playEarcon(a.earcon);
    }
    this.choicesState = null;
    if (s.myTurn) {
      this.host.announcer.announce(this.turnText(), { kind: 'turn', priority: 'assertive' });
      this.host.playEarcon('turn');
    }
    if (!this.recorded && sittingOver(s.view, s.config.options.games) && step.events.some((e) => e.type === 'gameWon')) this.record();
    this.changed();
  }

  /** The sitting is over: statistics once (won: more games won than lost), and the result said. */
  private record(): void {
    this.recorded = true;
    const s = this.session;
    const rules = s.view.rules;
    const mySide = sideOf(rules, s.me);
    const wins = s.steps.flatMap((st) => st.events).filter((e): e is Extract<CasinoEvent, { type: 'gameWon' }> => e.type === 'gameWon');
    const won = wins.filter((g) => g.side === mySide).length;
    const games = wins.length;
    const stakes = s.view.stakes;
    const mine = stakes[s.me]!;
    // The statistics count sittings against the computer players (a table with friends is not kept here).
    if (!s.remote) this.host.recordResult({
      id: this.id,
      game: 'casino',
      finishedAt: new Date().toISOString(),
      seed: s.config.seed,
      players: s.config.seats.length,
      score: mine,
      place: stakes.filter((x) => x > mine).length + 1,
      won: won * 2 > games,
    });
    this.say(this.resultText(), 'info');
  }

  /** The sitting's result: games won of played, the units. */
  private resultText(): string {
    const s = this.session;
    const mySide = sideOf(s.view.rules, s.me);
    const wins = s.steps.flatMap((st) => st.events).filter((e) => e.type === 'gameWon');
    const won = wins.filter((g) => g.type === 'gameWon' && g.side === mySide).length;
    return this.messages.casino.sessionOver({ won, games: Math.max(wins.length, s.view.gamesPlayed), partners: s.view.rules.players === 4, stakes: stakesLine(this.words, s.view.stakes) });
  }

  // -- moves -----------------------------------------------------------------------------------

  /** Enter on a hand card: its one move, the list of its captures, or why it cannot be played (C13). */
  playCard(card: string): void {
    const s = this.session;
    if (s.waitingForKey) return this.continue();
    if (!s.myTurn) return this.notYourTurn();
    const mine = s.legalMoves.filter((m) => m.card === card);
    if (mine.length === 0) {
      // The engine says why: a trail while another card can take (C13), a card not in the hand (C12).
      this.sentCard = card;
      const r = s.play({ type: 'trail', card });
      if (r) this.explain(r, card);
      return;
    }
    this.handKey = this.neighbour(card);
    if (mine.length === 1) return this.playMove(mine[0]!);
    this.openChoices(card, mine);
  }

  /** A on a hand card: trail it; the engine refuses when a capture is compulsory (C13) or C25 applies. */
  trailCard(card: string | null): void {
    const s = this.session;
    if (s.waitingForKey) return this.continue();
    if (!s.myTurn) return this.notYourTurn();
    const c = card ?? this.handKey ?? byValue(s.view.hand)[0];
    if (c === undefined) return this.say(this.messages.ui.handEmpty, 'error');
    const canTake = s.legalMoves.some((m) => m.type === 'capture' && m.card === c);
    this.handKey = this.neighbour(c);
    this.sentCard = canTake ? undefined : c;
    const r = s.play({ type: 'trail', card: c });
    if (r) return this.explain(r, canTake ? undefined : c);
    this.choicesState = null;
    this.changed();
  }

  /** The card focus goes to when this one is played: the next in the hand, else the previous. */
  private neighbour(card: string): string | null {
    const order = byValue(this.view.hand);
    const at = order.indexOf(card);
    return order[at + 1] ?? order[at - 1] ?? null;
  }

  /** Does this capture score a clearing point? The engine's answer (C23: not with the last card of the deal). */
  private scoresClearing(m: CasinoMove): boolean {
    return clearingScores(this.view, m);
  }

  openChoices(card: string | null, moves: readonly CasinoMove[]): void {
    const clearing = new Map(moves.map((m) => [m, this.scoresClearing(m)] as const));
    const ranked = bestFirst(moves, (m) => choiceScore(m, clearing.get(m) ?? false));
    this.choicesState = { card, moves: ranked, clearing: ranked.map((m) => clearing.get(m) ?? false) };
    this.focusRequest = 'choices';
    this.say(this.messages.ui.choicesOpened(ranked.length, this.host.touch));
    this.changed();
  }

  pickChoice(index: number): void {
    const m = this.choicesState?.moves[index];
    if (!m) return this.say(this.messages.ui.noSuchChoice(index + 1), 'error');
    this.focusRequest = 'hand';
    this.handKey = this.neighbour(m.card);
    this.playMove(m);
  }

  closeChoices(): void {
    if (!this.choicesState) return;
    this.choicesState = null;
    this.focusRequest = 'hand';
    this.say(this.messages.ui.choicesClosed);
    this.changed();
  }

  playMove(m: CasinoMove): void {
    this.sentCard = m.card;
    const v = this.session.play(m);
    if (v) return this.explain(v, m.card);
    this.choicesState = null;
    this.changed();
  }

  /** C: every capture I can make now, best first (none: say why I must trail). */
  listCaptures(): void {
    const s = this.session;
    if (!s.myTurn) return this.notYourTurn();
    const caps = s.legalMoves.filter((m) => m.type === 'capture');
    if (caps.length === 0) return this.say(this.turnText());
    this.openChoices(null, caps);
  }

  nextDeal(): void {
    if (this.session.nextDeal()) {
      this.focusRequest = 'hand';
      return;
    }
    if (sittingOver(this.view, this.session.config.options.games)) return this.say(this.resultText());
    this.say(this.messages.ui.noNextDeal, 'error');
  }

  continue(): void {
    if (!this.session.waitingForKey) return this.say(this.messages.ui.nothingToContinue);
    this.session.continue();
  }

  // -- reading ---------------------------------------------------------------------------------

  readHand(): void {
    this.say(describeHand(this.words));
  }

  readTable(): void {
    this.say(describeTable(this.words));
  }

  readStatus(): void {
    this.say(describeStatus(this.words));
  }

  readLastCapture(): void {
    this.say(describeLastCapture(this.words));
  }

  /** Z: the count of this deal, once it is made (from its event). */
  readCount(): void {
    const count = [...this.dealEvents()].reverse().find((e): e is Extract<CasinoEvent, { type: 'count' }> => e.type === 'count');
    const lines: readonly CountLine[] | null = count ? count.sides : null;
    this.say(describeCount(this.words, lines));
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
    this.say(describeHint(this.words, move, d.explanation, { withCard: true, clearingPoint: this.scoresClearing(move) }));
  }

  /** The text command line: resolved against the legal moves, never guessed; the engine refuses with its rule. */
  async submitCommand(text: string): Promise<void> {
    const { parseCasinoCommand } = await import('./command-line.js');
    const s = this.session;
    const r = parseCasinoCommand(text, { legal: s.legalMoves, view: this.view });
    switch (r.kind) {
      case 'move':
        if (!s.myTurn) return this.notYourTurn();
        if (r.move.type === 'trail') return this.trailCard(r.move.card);
        return this.playMove(r.move);
      case 'ambiguous':
        return this.openChoices(null, r.candidates);
      case 'query':
        return void this.run(r.command, { zone: null, key: null });
      case 'error':
        if (r.code === 'notYourTurn') return this.notYourTurn();
        if (r.code === 'notInHand') return this.explain({ rule: 'C12', code: 'cardNotInHand', message: 'not in the hand', details: r.card ? { card: r.card } : {} });
        return this.say(r.code === 'noSuchMove' ? this.messages.casino.commandNoSuchMove : this.messages.casino.commandUnknown, 'error');
    }
  }

  run(id: string, ctx: { zone: string | null; key: string | null }): boolean {
    switch (id) {
      case 'playCard':
        // Enter on the hand's heading (an empty hand) is never silent: it goes on, or reads the hand.
        if (this.session.waitingForKey) this.continue();
        else if (ctx.key) this.playCard(ctx.key);
        else this.readHand();
        return true;
      case 'trailCard': this.trailCard(ctx.zone === 'hand' ? ctx.key : null); return true;
      case 'readHand': this.readHand(); return true;
      case 'readTable': this.readTable(); return true;
      case 'readStatus': this.readStatus(); return true;
      case 'listCaptures': this.listCaptures(); return true;
      case 'readLastCapture': this.readLastCapture(); return true;
      case 'readCount': this.readCount(); return true;
      case 'repeatLastEvent': this.repeatLastEvent(); return true;
      case 'hint': void this.hint(); return true;
      case 'nextDeal': this.nextDeal(); return true;
      case 'continue': this.continue(); return true;
      case 'help': this.host.openDialog('help'); return true;
      case 'rules': this.host.openDialog('rules'); return true;
      default: return false;
    }
  }

  activate(zone: string, key: string): void {
    if (zone === 'hand') this.playCard(key);
  }

  focused(zone: string, key: string): void {
    if (zone === 'hand') this.handKey = key;
  }

  // -- the table -------------------------------------------------------------------------------

  zones(): readonly ZoneSpec[] {
    return [
      { id: 'hand', kind: 'list', render: () => this.renderHand(), focusKey: () => this.handKey, keys: () => byValue(this.view.hand) },
      { id: 'table', kind: 'list', render: () => this.renderTable(), keys: () => byValue(this.view.table) },
      { id: 'status', kind: 'static', render: () => this.renderStatus() },
    ];
  }

  actions(): readonly ActionSpec[] {
    const m = this.messages.ui;
    const s = this.session;
    const v = this.view;
    const over = sittingOver(v, s.config.options.games);
    const a: ActionSpec[] = [];
    if (v.phase === 'dealOver') a.push({ label: m.nextDeal, key: 'N', primary: true, run: () => this.nextDeal() });
    if (v.phase === 'gameOver' && !over) a.push({ label: m.nextGame, key: 'N', primary: true, run: () => this.nextDeal() });
    if (over) a.push({ label: m.newGame, key: 'Shift+N', primary: true, run: () => this.host.chooseGame() });
    if (s.waitingForKey) a.push({ label: m.continue, key: 'W', primary: true, run: () => this.continue() });
    a.push(
      { label: m.readHand, key: 'H', run: () => this.readHand() },
      { label: m.readTable, key: 'T', run: () => this.readTable() },
      { label: m.readStatus, key: 'S', run: () => this.readStatus() },
      { label: m.captures, key: 'C', run: () => this.listCaptures() },
      { label: m.trail, key: 'A', run: () => this.trailCard(null) },
      { label: m.readLastCapture, key: 'Shift+T', run: () => this.readLastCapture() },
      { label: m.readCount, key: 'Z', run: () => this.readCount() },
      { label: m.hint, key: '?', run: () => void this.hint() },
      { label: m.repeat, key: 'R', run: () => this.host.repeatLast() },
    );
    return a;
  }

  private renderHand(): TemplateResult {
    const m = this.messages.ui;
    const w = this.words;
    const hand = byValue(this.view.hand);
    return html`<section data-zone="hand" class="zone hand">
      <h2 id="hand-h" tabindex="-1" data-focus>${m.yourHand(hand.length)}</h2>
      ${hand.length
        ? renderCardRow({ cards: hand, labelId: 'hand-h', label: (c) => cardName(w, c), face: (c) => cardFaceOf(c, w), activate: (c) => this.playCard(c) })
        : html`<p class="empty">${m.handEmpty}</p>`}
    </section>`;
  }

  private renderTable(): TemplateResult {
    const m = this.messages.ui;
    const w = this.words;
    const table = byValue(this.view.table);
    // What can be part of a sum is the engine's answer (C15, C17, C20): the heading's total and the marks.
    return html`<section data-zone="table" class="zone table">
      <h2 id="table-h" tabindex="-1" data-focus>${table.length ? m.tableHeading(table.length, summableTotal(table)) : m.tableEmpty}</h2>
      ${table.length
        ? renderCardRow({ cards: table, labelId: 'table-h', label: (c) => (summable(c) ? cardName(w, c) : `${cardName(w, c)}, ${m.pairsOnly}`), face: (c) => cardFaceOf(c, w) })
        : html`<p class="empty">${m.tableEmpty}</p>`}
    </section>`;
  }

  private renderStatus(): TemplateResult {
    const m = this.messages.ui;
    const v = this.view;
    const w = this.words;
    const me = this.session.me;
    const names = this.names;
    const four = v.rules.players === 4;
    const partner = four ? (me + 2) % 4 : -1;
    const games = this.session.config.options.games;
    const last = v.lastCapture;
    return html`<section data-zone="status" class="zone status">
      <h2 id="status-h">${m.statusHeading}</h2>
      <table data-focus tabindex="0" aria-labelledby="status-h">
        <thead>
          <tr>
            <th scope="col">${m.colPlayer}</th>
            ${four ? html`<th scope="col">${m.colSide}</th>` : nothing}
            <th scope="col">${m.colCards}</th>
            <th scope="col">${m.colPoints}</th>
            <th scope="col">${m.colStakes}</th>
          </tr>
        </thead>
        <tbody>
          ${names.map((name, seat) => {
            const tags = [
              seat === me && name.toLowerCase() !== m.you.toLowerCase() ? m.you : null,
              seat === partner ? m.partner : null,
              seat === v.dealer ? m.dealer : null,
              seat === v.toMove ? m.toMove : null,
            ].filter(Boolean);
            return html`<tr class=${seat === v.toMove ? 'to-move' : ''}>
              <th scope="row">${name}${tags.length ? html` <span class="tags">(${tags.join(', ')})</span>` : nothing}</th>
              ${four ? html`<td>${m.side((seat % 2) + 1)}</td>` : nothing}
              <td>${v.handCounts[seat]}</td>
              <td>${v.scores[sideOf(v.rules, seat)]}</td>
              <td>${v.stakes[seat]}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      <dl class="facts">
        <div><dt>${m.scoreLabel}</dt><dd>${scoreLine(w, v.scores)}</dd></div>
        <div><dt>${m.targetLabel}</dt><dd>${m.target(v.rules.target, v.rules.lurchLine)}</dd></div>
        <div><dt>${m.roundLabel}</dt><dd>${m.round(Math.max(1, v.handRound), handRoundsPerDeal(v.rules.players), v.finalRound)}</dd></div>
        <div><dt>${m.stockLabel}</dt><dd>${v.stockCount}</dd></div>
        <div><dt>${m.lastCaptureLabel}</dt><dd>${last ? describeLastCapture(w) : m.none}</dd></div>
        ${games > 1 ? html`<div><dt>${m.gameLabel}</dt><dd>${m.gameOf(Math.min(v.gamesPlayed + (v.phase === 'gameOver' ? 0 : 1), games), games)}</dd></div>` : nothing}
        <div><dt>${m.rulesLabel}</dt><dd>${v.rules.variants.length ? v.rules.variants.map((id) => `${id} ${m.variantName(id)}`).join(', ') : m.noVariants}</dd></div>
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
