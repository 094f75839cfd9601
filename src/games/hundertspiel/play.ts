/**
 * A Hundertspiel sitting at the generic table (src/play/module.ts `GamePlay`): the hand by suit, the
 * trick, the status; the numbered choice list for every decision that is not a card (alt und neu,
 * Scat bids and buying, the trump, announcements, Contra, late aces, out); the reading keys; the
 * command line. Legal moves and refusals come from the engine; the seat session drives the computers.
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
import { lateAcesAllowed, partySeats, strengthOf, SUITS, suitOf, winnerIndex } from './index.js';
import {
  cardFace,
  cardName,
  describeAnnouncements,
  describeChoice,
  describeEvents,
  describeHand,
  describeLastTrick,
  describeScore,
  describeTrick,
  describeViolation,
  scoreLine,
  suitName,
  trickPlays,
  who,
  type Words,
} from './describe.js';
import { SeatSession, type SeatTable } from '../../play/session.js';
import { lastEventIn, rebuiltLog } from '../../play/seat-tables.js';
import { notYourTurnIn } from './turn.js';
import { hundertspielGame, sittingOver, type HundertspielTableOptions } from './index.js';
import type { HundertspielConfig, HundertspielStep } from './save.js';
import { hundertspielMessages, type HundertspielMessages } from './texts.js';
import type { Announcement, HundertspielEvent, HundertspielMove, HundertspielState, HundertspielView, Suit } from './types.js';
import { hundertspielMeta } from '../../../locales/hundertspiel/meta.js';

export interface HundertspielResume {
  readonly gameId: string;
  readonly state: HundertspielState;
  readonly steps: HundertspielStep[];
  readonly log: LogEntry[];
  readonly focusZone?: string | null;
}

/** Phases whose decisions are a numbered choice list (not a card of the hand). */
const CHOICE_PHASES = new Set(['optIn', 'bid', 'buy', 'trump', 'announce', 'contra']);

export class HundertspielPlay extends EventTarget implements GamePlay {
  readonly gameId = 'hundertspiel';
  readonly homeZone = 'hand';
  readonly choicesAt = 1;
  /** The sitting at this table: played here (`SeatSession`) or on a table server with friends (a remote session). */
  readonly session: SeatTable<HundertspielMove, HundertspielView, HundertspielEvent, HundertspielTableOptions>;
  readonly id: string;
  private choiceMoves: readonly HundertspielMove[] | null = null;
  private choicePhase: string | null = null;
  private focusRequest: string | null = 'hand';
  private readonly hand = new HandFocus<Suit>(() => this.handSuits());
  private lastEventText: string | null = null;
  private lastTrickPoints: number | null = null;
  private recorded = false;

  constructor(
    private readonly host: PlayHost,
    config: HundertspielConfig,
    restored?: HundertspielResume,
    /** A table played elsewhere (with friends, on a table server): the same table, its session given. */
    table?: SeatTable<HundertspielMove, HundertspielView, HundertspielEvent, HundertspielTableOptions>,
  ) {
    super();
    this.id = restored?.gameId ?? newGameId(config.seed);
    this.session = table ?? new SeatSession(hundertspielGame, config, (_seat, level) => this.seatPlayer(level), restored ? { state: restored.state, steps: restored.steps } : undefined);
    this.session.pace = host.settings.pace;
    this.session.addEventListener('step', (e) => this.onStep((e as CustomEvent<HundertspielStep>).detail));
    // A remote table's refusal (the server's engine said no): said as a refusal here is.
    this.session.addEventListener('refused', (e) => this.explain((e as CustomEvent<RuleViolation>).detail));
    this.session.addEventListener('waiting', () => this.host.say(this.messages.ui.waitingForKey, 'info'));
    this.session.addEventListener('change', () => this.changed());
    if (restored) {
      this.focusRequest = restored.focusZone ?? 'hand';
      this.host.announcer.restoreLog(restored.log);
      this.lastEventText = [...restored.log].reverse().find((e) => e.kind === 'event')?.text ?? null;
      this.host.announcer.announce(this.messages.ui.resumed, { kind: 'echo' });
      this.afterStep(null);
    } else if (table && table.steps.length > 1) {
      // Back at a table with friends (a reload, another tab): the log rebuilt from the steps as this seat
      // saw them (not spoken), then which game and whose turn.
      this.recorded = sittingOver(this.view, config.options.games);
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
    return hostSeatPlayer<HundertspielView, HundertspielMove>(this.host, this.gameId, level);
  }

  // -- state ----------------------------------------------------------------------------------

  get messages(): HundertspielMessages {
    return hundertspielMessages(this.host.settings.locale);
  }

  get view(): HundertspielView {
    return this.session.view;
  }

  /** Default names ("You", "Du") follow the language the player switches to. */
  get names(): string[] {
    return this.session.names?.() ?? seatNames(this.host, this.session.config.seats);
  }

  get words(): Words {
    return {
      messages: this.messages,
      locale: this.host.settings.locale,
      me: this.session.me,
      names: this.names,
      style: this.host.settings.cardNames,
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
    return hundertspielMeta[this.host.settings.locale].name;
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

  readonly confirm = null;

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

  /** Out of turn: who is to move, or the engine's refusal (H10 after the deal), from what this seat sees. */
  private notYourTurn(): void {
    const v = this.view;
    if (v.toMove !== null && v.phase !== 'dealOver') return this.say(this.messages.hundertspiel.notYourTurn(who(this.words, v.toMove)), 'error');
    this.explain(notYourTurnIn(v));
  }

  /**
   * The game log of every step so far, as this seat saw them (a table with friends rejoined). The words
   * of a step need the deal's announcements and tricks as they were then (whether a card was led); they
   * are read back from the events (the rules and the seats do not change in a sitting).
   */
  private historyLog(): LogEntry[] {
    const v = this.view;
    let announcements: Announcement[] = [];
    let tricks: HundertspielView['trick'][] = [];
    let trick: HundertspielView['trick'] = [];
    return rebuiltLog(this.session.steps, (step) => {
      for (const e of step.events) {
        if (e.type === 'dealStart') (announcements = []), (tricks = []), (trick = []);
        if (e.type === 'announced') announcements[e.announcement] = { seat: e.seat, kind: e.kind, dos: [...e.dos], contra: 0, status: 'open' };
        const a = 'announcement' in e ? announcements[e.announcement] : undefined;
        if (a && e.type === 'contra') announcements[e.announcement] = { ...a, contra: e.level };
        if (a && e.type === 'decided') announcements[e.announcement] = { ...a, status: e.won ? 'won' : 'lost' };
        if (e.type === 'played') trick = [...trick, { seat: e.seat, card: e.card }];
        if (e.type === 'trick') (tricks = [...tricks, trick]), (trick = []);
      }
      return describeEvents(step.events, { ...this.words, view: { ...v, announcements: [...announcements], tricks, trick } });
    });
  }

  private onStep(step: HundertspielStep): void {
    const mine = step.actor !== null && step.actor === this.session.me;
    if (mine) this.host.announcer.dropPending('turn');
    const trick = step.events.find((e): e is Extract<HundertspielEvent, { type: 'trick' }> => e.type === 'trick');
    if (trick) this.lastTrickPoints = trick.points;
    for (const a of describeEvents(step.events, this.words)) {
      this.host.announcer.announce(a.text, { kind: 'event', answer: mine });
      this.lastEventText = a.text;
      if (a.earcon) this.host.playEarcon(a.earcon);
    }
    this.afterStep(step);
  }

  /** My turn: say it, open the choice list when the decision is not a card; the sitting's end: the result. */
  private afterStep(step: HundertspielStep | null): void {
    const s = this.session;
    this.choiceMoves = null;
    if (s.myTurn) {
      const v = s.view;
      const legal = s.legalMoves;
      const mustTrump = this.mustTrump();
      const toDiscard = v.phase === 'discard' ? v.rules.scatSize - (v.scat?.length ?? 0) : 0;
      const lateAces = v.phase === 'play' && lateAcesAllowed(v, s.me) && legal.some((m) => m.type === 'honours');
      this.host.announcer.announce(this.messages.hundertspiel.yourTurn(v.phase, { mustTrump, lateAces, toDiscard }), { kind: 'turn', priority: 'assertive' });
      this.host.playEarcon('turn');
      if (CHOICE_PHASES.has(v.phase)) this.openChoices(v.phase, legal, false);
    }
    if (sittingOver(s.view, s.config.options.games) && !this.recorded && step?.events.some((e) => e.type === 'dealOver')) this.record();
    this.changed();
  }

  private record(): void {
    this.recorded = true;
    const s = this.session;
    const events = s.steps.flatMap((st) => st.events);
    const games = events.filter((e): e is Extract<HundertspielEvent, { type: 'gameOver' }> => e.type === 'gameOver');
    const rules = s.view.rules;
    const mine = rules.players === 4 ? s.me % 2 : s.me;
    const party = (seat: number) => (rules.players === 4 ? seat % 2 : seat);
    const won = games.filter((g) => g.winner === mine).length;
    const feats = {
      gamesWon: won,
      matsch: games.filter((g) => g.winner === mine && g.matsch.length > 0).length,
      announcementsWon: events.filter((e) => e.type === 'decided' && e.won && party(e.seat) === mine).length,
    };
    const marks = s.view.marks[s.me]!;
    const better = s.view.marks.filter((x) => x > marks).length;
    // The statistics count sittings against the computer players (a table with friends is not kept here).
    if (!s.remote) this.host.recordResult({
      id: this.id,
      game: 'hundertspiel',
      finishedAt: new Date().toISOString(),
      seed: s.config.seed,
      players: s.config.seats.length,
      score: marks,
      place: better + 1,
      won: won * 2 > games.length,
      feats,
    });
    // The scores start again at 0 when a game ends (H37): the last game's final score is its event's.
    const last = games[games.length - 1];
    this.say(this.messages.hundertspiel.sessionOver(won * 2 > games.length, scoreLine(this.words, last ? last.scores : s.view.scores)), 'info');
  }

  // -- moves -----------------------------------------------------------------------------------

  private openChoices(phase: string, moves: readonly HundertspielMove[], echo = true): void {
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
    this.playMove(m);
  }

  closeChoices(): void {
    if (!this.choiceMoves) return;
    this.choiceMoves = null;
    this.say(this.messages.ui.choicesClosed);
    this.changed();
  }

  playMove(m: HundertspielMove): void {
    const v = this.session.play(m);
    if (v) return this.explain(v);
    this.changed();
  }

  /** Enter on a card: play it, or in the Scat exchange lay it away (H58); the engine refuses what is not allowed. */
  playCard(card: string): void {
    const s = this.session;
    if (s.waitingForKey) return this.continue();
    if (!s.myTurn) return this.notYourTurn();
    const phase = s.view.phase;
    if (phase === 'discard') return this.playMove({ type: 'discard', card });
    if (phase !== 'play') return this.openChoices(phase, s.legalMoves);
    const legal = s.legalMoves.find((m) => m.type === 'play' && m.card === card);
    this.hand.leaving(card);
    this.playMove(legal ?? { type: 'play', card });
  }

  /** Shift+A: what I may declare now (late aces, out) — in a choice phase, the list of that phase. */
  declare(): void {
    const s = this.session;
    if (!s.myTurn) return this.notYourTurn();
    const legal = s.legalMoves;
    const phase = s.view.phase;
    if (CHOICE_PHASES.has(phase)) return this.openChoices(phase, legal);
    const extra = legal.filter((m) => m.type === 'honours' || m.type === 'out');
    if (extra.length === 0) return this.say(this.messages.ui.nothingToDeclare);
    this.openChoices('declare', extra);
  }

  nextDeal(): void {
    if (!this.session.nextDeal()) this.say(this.messages.ui.noNextDeal, 'error');
  }

  continue(): void {
    if (!this.session.waitingForKey) return this.say(this.messages.ui.nothingToContinue);
    this.session.continue();
  }

  // -- reading ---------------------------------------------------------------------------------

  /** The hand by suit, trumps first, each suit high to low (H2: the engine's strength). */
  handSuits(): SuitGroup<Suit>[] {
    const v = this.view;
    return groupBySuit(v.hand, v.trump, SUITS, suitOf, (c) => -strengthOf(c));
  }

  /** H20: a trump was led and the player holds one (the engine's legal moves are then trumps only). */
  private mustTrump(): boolean {
    const v = this.view;
    const led = v.trick[0]?.card;
    return this.session.myTurn && v.phase === 'play' && v.trump !== null && led !== undefined && suitOf(led) === v.trump && v.hand.some((c) => suitOf(c) === v.trump);
  }

  private playable(): ReadonlySet<string> {
    return new Set(this.session.legalMoves.flatMap((m) => (m.type === 'play' || m.type === 'discard' ? [m.card] : [])));
  }

  readHand(): void {
    this.say(describeHand(this.words, this.handSuits()));
  }

  readTrick(): void {
    this.say(describeTrick(this.words));
  }

  readLastTrick(): void {
    this.say(describeLastTrick(this.words, this.lastTrickPoints));
  }

  readScore(): void {
    this.say(describeScore(this.words));
  }

  readAnnouncements(): void {
    this.say(describeAnnouncements(this.words));
  }

  whoseTurn(): void {
    const t = this.view.toMove;
    this.say(t === null ? this.messages.tricks.nobodyToMove : this.messages.tricks.toMove(who(this.words, t)));
  }

  /** P: focus to the next playable card after the one in focus (wrapping). */
  nextPlayable(from: string | null): void {
    if (!this.hand.nextPlayable(from, this.playable())) return this.say(this.messages.ui.noPlayable);
    this.focusHand();
  }

  /** S, B, C, D in the hand: to the suit's highest card. */
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
    const reason = (d.explanation as { reason?: string } | undefined)?.reason ?? null;
    const h = this.messages.hundertspiel;
    this.say(h.hint(describeChoice(this.words, move), reason ? h.hintReason(reason) : null));
  }

  async submitCommand(text: string): Promise<void> {
    const { parseHundertspielCommand } = await import('./command-line.js');
    const s = this.session;
    const r = parseHundertspielCommand(text, { legal: s.legalMoves, view: this.view });
    switch (r.kind) {
      case 'move':
        if (!s.myTurn) return this.notYourTurn();
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
        else this.readHand();
        return true;
      case 'readHand': this.readHand(); return true;
      case 'readTrick': this.readTrick(); return true;
      case 'readLastTrick': this.readLastTrick(); return true;
      case 'readScore': this.readScore(); return true;
      case 'readAnnouncements': this.readAnnouncements(); return true;
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
        if (suit === null || !(SUITS as readonly string[]).includes(suit)) return false;
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
    if (v.phase === 'dealOver' && !sittingOver(v, this.session.config.options.games)) a.push({ label: m.nextDeal, key: 'N', primary: true, run: () => this.nextDeal() });
    if (sittingOver(v, this.session.config.options.games)) a.push({ label: m.newGame, key: 'Shift+N', primary: true, run: () => this.host.chooseGame() });
    if (this.session.waitingForKey) a.push({ label: m.continue, key: 'W', primary: true, run: () => this.continue() });
    a.push(
      { label: m.readHand, key: 'H', run: () => this.readHand() },
      { label: m.readTrick, key: 'T', run: () => this.readTrick() },
      { label: m.readLastTrick, key: 'Shift+T', run: () => this.readLastTrick() },
      { label: m.readScore, key: 'Z', run: () => this.readScore() },
      { label: m.readAnnouncements, key: 'A', run: () => this.readAnnouncements() },
      { label: m.declare, key: 'Shift+A', run: () => this.declare() },
      { label: m.hint, key: '?', run: () => void this.hint() },
      { label: m.repeat, key: 'R', run: () => this.host.repeatLast() },
    );
    return a;
  }

  private renderHand(): TemplateResult {
    const m = this.messages.ui;
    const w = this.words;
    const ok = this.playable();
    const laid = new Set(this.view.shown[this.session.me] ?? []);
    const suits: HandSuit[] = this.handSuits().map((g) => ({
      id: g.suit,
      label: m.suitGroup(suitName(w, g.suit), g.suit === this.view.trump, g.cards.length),
      cards: g.cards.map((c) => ({
        key: c,
        label: [cardName(w, c), ok.has(c) ? m.playable : null, laid.has(c) ? m.laid : null].filter(Boolean).join(', '),
        face: cardFace(w, c),
        playable: ok.has(c),
      })),
    }));
    const heading = this.mustTrump() ? `${m.yourHand(this.view.hand.length)}. ${this.messages.hundertspiel.mustTrumpNote}` : m.yourHand(this.view.hand.length);
    return renderSuitHand({ heading, empty: m.handEmpty, suits, activate: (k) => this.playCard(k) });
  }

  private renderTrickZone(): TemplateResult {
    const w = this.words;
    const v = this.view;
    const plays = trickPlays(w, v.trick);
    return renderTrick({
      heading: this.messages.ui.trickHeading,
      text: describeTrick(w),
      cards: plays.map((p) => ({ key: p.key, face: cardFace(w, p.key), who: this.names[p.seat]!, winning: p.winning })),
    });
  }

  private renderStatus(): TemplateResult {
    const m = this.messages.ui;
    const v = this.view;
    const w = this.words;
    const me = this.session.me;
    const names = this.names;
    const vorhand = (v.dealer + 1) % v.rules.players;
    return html`<section data-zone="status" class="zone status">
      <h2 id="status-h">${m.statusHeading}</h2>
      <table data-focus tabindex="0" aria-labelledby="status-h">
        <thead>
          <tr>
            <th scope="col">${m.colPlayer}</th>
            <th scope="col">${m.colParty}</th>
            <th scope="col">${m.colCards}</th>
            <th scope="col">${m.colMarks}</th>
          </tr>
        </thead>
        <tbody>
          ${names.map((name, seat) => {
            const tags = [
              seat === me && name.toLowerCase() !== m.you.toLowerCase() ? m.you : null,
              seat === v.dealer ? m.dealer : null,
              seat === vorhand ? m.vorhand : null,
              seat === v.toMove ? m.toMove : null,
            ].filter(Boolean);
            return html`<tr class=${seat === v.toMove ? 'to-move' : ''}>
              <th scope="row">${name}${tags.length ? html` <span class="tags">(${tags.join(', ')})</span>` : nothing}</th>
              <td>${m.party((v.rules.players === 4 ? seat % 2 : seat) + 1)}</td>
              <td>${v.handCounts[seat]}</td>
              <td>${v.marks[seat]}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      <dl class="facts">
        <div><dt>${m.trumpLabel}</dt><dd>${v.trump ? suitName(w, v.trump) : m.noTrump}</dd></div>
        <div><dt>${m.scoreLabel}</dt><dd>${scoreLine(w, v.scores)}</dd></div>
        <div><dt>${m.gameLabel}</dt><dd>${m.gameOf(Math.min(v.gamesPlayed + 1, this.session.config.options.games), this.session.config.options.games)}</dd></div>
        <div><dt>${m.announcementsLabel}</dt><dd>${v.announcements.length ? describeAnnouncements(w) : m.none}</dd></div>
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

export { partySeats, winnerIndex };
