/**
 * A Whist sitting at the generic table: the hand by suit, the trick, the status (sides, tricks, game
 * score, games in the rubber, rubber points, the turn-up); the call at eight and a claim (V-W-5) as a
 * numbered choice; the reading keys; the command line. Legal moves and refusals come from the engine.
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
import { sideOf } from '../tricks/partnership.js';
import { strengthOf, SUITS, suitOf } from './index.js';
import {
  cardFace,
  cardName,
  describeChoice,
  describeEvents,
  describeHand,
  describeLastTrick,
  describeScore,
  describeTrick,
  describeTrump,
  describeViolation,
  pair,
  suitName,
  trickPlays,
  who,
  type Words,
} from './describe.js';
import { SeatSession, type SeatTable } from '../../play/session.js';
import { lastEventIn, rebuiltLog } from '../../play/seat-tables.js';
import { whistGame, type WhistEvent, type WhistOptions } from './index.js';
import { notYourTurnIn } from './turn.js';
import type { WhistConfig, WhistStep } from './save.js';
import { whistMessages, type WhistMessages } from './texts.js';
import type { Suit, WhistMove, WhistState, WhistView } from './types.js';
import { whistMeta } from '../../../locales/whist/meta.js';

export interface WhistResume {
  readonly gameId: string;
  readonly state: WhistState;
  readonly steps: WhistStep[];
  readonly log: LogEntry[];
  readonly focusZone?: string | null;
}

export class WhistPlay extends EventTarget implements GamePlay {
  readonly gameId = 'whist';
  readonly homeZone = 'hand';
  readonly choicesAt = 1;
  readonly confirm = null;
  /** The sitting at this table: played here (`SeatSession`) or on a table server with friends (a remote session). */
  readonly session: SeatTable<WhistMove, WhistView, WhistEvent, WhistOptions>;
  readonly id: string;
  private choiceMoves: readonly WhistMove[] | null = null;
  private focusRequest: string | null = 'hand';
  private readonly hand = new HandFocus<Suit>(() => this.handSuits());
  private lastEventText: string | null = null;
  private recorded = false;

  constructor(
    private readonly host: PlayHost,
    config: WhistConfig,
    restored?: WhistResume,
    /** A table played elsewhere (with friends, on a table server): the same table, its session given. */
    table?: SeatTable<WhistMove, WhistView, WhistEvent, WhistOptions>,
  ) {
    super();
    this.id = restored?.gameId ?? newGameId(config.seed);
    this.session = table ?? new SeatSession(whistGame, config, (_p, level) => this.seatPlayer(level), restored ? { state: restored.state, steps: restored.steps } : undefined);
    this.session.pace = host.settings.pace;
    this.session.addEventListener('step', (e) => this.onStep((e as CustomEvent<WhistStep>).detail));
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
    return hostSeatPlayer<WhistView, WhistMove>(this.host, this.gameId, level);
  }

  // -- state ----------------------------------------------------------------------------------

  get messages(): WhistMessages {
    return whistMessages(this.host.settings.locale);
  }

  get view(): WhistView {
    return this.session.view;
  }

  /** The players' names (a table with friends: the people's own); a default name follows the language. */
  get names(): string[] {
    return this.session.names?.() ?? seatNames(this.host, this.session.config.seats);
  }

  get words(): Words {
    return { messages: this.messages, locale: this.host.settings.locale, me: this.session.me, names: this.names, style: this.host.settings.cardNames, view: this.session.view };
  }

  get busy(): boolean {
    return this.session.busy;
  }

  get rulesOptions(): unknown {
    return this.view.rules;
  }

  get title(): string {
    return whistMeta[this.host.settings.locale].name;
  }

  get commandHint(): string {
    return this.messages.ui.commandHint;
  }

  get choices(): ChoiceList | null {
    const moves = this.choiceMoves;
    if (!moves) return null;
    const w = this.words;
    return { heading: this.messages.ui.choicesHeading(moves.length), labels: moves.map((m) => describeChoice(w, m)) };
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

  /** Out of turn: who is to move, or the engine's refusal (W43 between deals), from what this seat sees. */
  private notYourTurn(): void {
    const v = this.view;
    if (v.phase === 'play' && v.toMove !== null) return this.say(this.messages.whist.notYourTurn(who(this.words, v.toMove)), 'error');
    this.explain(notYourTurnIn(v));
  }

  /** The game log of every step so far, as this seat saw them (a table with friends rejoined). */
  private historyLog() {
    const v = this.view;
    const me = this.session.me;
    // Who sat where at each step: the draw reseats the players for each rubber (the view holds the last draw's seats).
    let seats = v.seats;
    return rebuiltLog(this.session.steps, (step) => {
      for (const e of step.events) if (e.type === 'sidesFormed') seats = e.seats;
      return describeEvents(step.events, { ...this.words, view: { ...v, seats, viewer: seats.indexOf(me) } });
    });
  }

  private onStep(step: WhistStep): void {
    const mine = step.actor !== null && step.actor === this.session.me;
    if (mine) this.host.announcer.dropPending('turn');
    for (const a of describeEvents(step.events, this.words)) {
      this.host.announcer.announce(a.text, { kind: 'event', answer: mine });
      this.lastEventText = a.text;
      if (a.earcon) this.host.playEarcon(a.earcon);
    }
    this.afterStep(step);
  }

  private afterStep(step: WhistStep | null): void {
    const s = this.session;
    this.choiceMoves = null;
    if (s.myTurn) {
      const v = s.view;
      const legal = s.legalMoves;
      const led = v.trick[0]?.card;
      const follows = led !== undefined && v.hand.some((c) => suitOf(c) === suitOf(led));
      const mayCall = legal.some((m) => m.type === 'call');
      const mayClaim = v.rules.claims && v.trick.length === 0;
      this.host.announcer.announce(this.messages.whist.yourTurn(v.phase, { mustFollow: follows ? suitName(this.words, suitOf(led!)) : null, mayCall, mayClaim }), { kind: 'turn', priority: 'assertive' });
      this.host.playEarcon('turn');
    }
    const over = step?.events.find((e) => e.type === 'sessionOver');
    if (over && over.type === 'sessionOver' && !this.recorded) this.record(over.ledger, over.places);
    this.changed();
  }

  /** The sitting is over: the result said, and counted in the statistics (a table with friends is not kept here). */
  private record(ledger: readonly number[], places: readonly number[]): void {
    this.recorded = true;
    const me = this.session.me;
    const won = places[me] === 1;
    if (this.session.remote) return this.say(this.messages.whist.sessionOver(won, places[me]!), 'info');
    // Sides are seats, and the draw seats the players anew for each rubber (sidesFormed).
    let seats: readonly number[] = this.view.seats;
    const feats = { rubbersWon: 0, gamesWon: 0, slams: 0 };
    for (const e of this.session.steps.flatMap((st) => st.events)) {
      if (e.type === 'sidesFormed') seats = e.seats;
      const mine = (side: number) => sideOf(seats.indexOf(me)) === side;
      if (e.type === 'rubberWon' && mine(e.side)) feats.rubbersWon++;
      if (e.type === 'gameWon' && mine(e.side)) feats.gamesWon++;
      if (e.type === 'slamMade' && mine(e.side)) feats.slams++;
    }
    this.host.recordResult({ id: this.id, game: 'whist', finishedAt: new Date().toISOString(), seed: this.session.config.seed, players: 4, score: ledger[me]!, place: places[me]!, won, feats });
    this.say(this.messages.whist.sessionOver(won, places[me]!), 'info');
  }

  // -- moves -----------------------------------------------------------------------------------

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

  playMove(m: WhistMove): void {
    const v = this.session.play(m);
    if (v) return this.explain(v);
    this.choiceMoves = null;
    this.changed();
  }

  /** The seat the player sits at now (the draw may move him between rubbers). */
  private get seat(): number {
    return this.view.viewer;
  }

  playCard(card: string): void {
    const s = this.session;
    if (s.waitingForKey) return this.continue();
    if (!s.myTurn) return this.notYourTurn();
    this.hand.leaving(card);
    // The engine judges the card: following suit (W19) and the rest are its answer.
    this.playMove({ type: 'play', seat: this.seat, card });
  }

  /** Shift+A: the call at eight when it is legal; a claim with V-W-5 at one's own lead. */
  declare(): void {
    const s = this.session;
    if (!s.myTurn) return this.notYourTurn();
    const moves: WhistMove[] = s.legalMoves.filter((m) => m.type === 'call');
    if (s.view.rules.claims && s.view.trick.length === 0) moves.push({ type: 'claim', seat: this.seat });
    if (moves.length === 0) return this.say(this.messages.ui.nothingToDeclare);
    this.choiceMoves = moves;
    this.focusRequest = 'choices';
    this.say(this.messages.ui.choicesOpened(moves.length, this.host.touch));
    this.changed();
  }

  nextDeal(): void {
    if (!this.session.nextDeal()) this.say(this.messages.ui.noNextDeal, 'error');
  }

  continue(): void {
    if (!this.session.waitingForKey) return this.say(this.messages.ui.nothingToContinue);
    this.session.continue();
  }

  // -- reading ---------------------------------------------------------------------------------

  handSuits(): SuitGroup<Suit>[] {
    const v = this.view;
    return groupBySuit(v.hand, v.trump, SUITS, suitOf, (c) => -strengthOf(c));
  }

  private playable(): ReadonlySet<string> {
    return new Set(this.session.legalMoves.flatMap((m) => (m.type === 'play' ? [m.card] : [])));
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
    const reason = (d.explanation as { reason?: string } | undefined)?.reason ?? null;
    const x = this.messages.whist;
    this.say(x.hint(describeChoice(this.words, move), reason ? x.hintReason(reason) : null));
  }

  async submitCommand(text: string): Promise<void> {
    const { parseWhistCommand } = await import('./command-line.js');
    const s = this.session;
    const r = parseWhistCommand(text, { legal: s.legalMoves, seat: this.seat, claims: s.view.rules.claims });
    switch (r.kind) {
      case 'move':
        if (!s.myTurn) return this.notYourTurn();
        return this.playMove(r.move);
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
        else this.say(describeHand(this.words, this.handSuits()));
        return true;
      case 'readHand': this.say(describeHand(this.words, this.handSuits())); return true;
      case 'readTrick': this.say(describeTrick(this.words)); return true;
      case 'readLastTrick': this.say(describeLastTrick(this.words)); return true;
      case 'readScore': this.say(describeScore(this.words)); return true;
      case 'readTrump': this.say(describeTrump(this.words)); return true;
      case 'whoseTurn': {
        const t = this.view.toMove;
        this.say(t === null || this.view.phase !== 'play' ? this.messages.tricks.nobodyToMove : this.messages.tricks.toMove(who(this.words, t)));
        return true;
      }
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
    if (v.phase !== 'play' && v.phase !== 'sessionOver') a.push({ label: m.nextDeal, key: 'N', primary: true, run: () => this.nextDeal() });
    if (v.phase === 'sessionOver') a.push({ label: m.newGame, key: 'Shift+N', primary: true, run: () => this.host.chooseGame() });
    if (this.session.waitingForKey) a.push({ label: m.continue, key: 'W', primary: true, run: () => this.continue() });
    a.push(
      { label: m.readHand, key: 'H', run: () => void this.run('readHand', { zone: null, key: null }) },
      { label: m.readTrick, key: 'T', run: () => void this.run('readTrick', { zone: null, key: null }) },
      { label: m.readLastTrick, key: 'Shift+T', run: () => void this.run('readLastTrick', { zone: null, key: null }) },
      { label: m.readScore, key: 'Z', run: () => void this.run('readScore', { zone: null, key: null }) },
      { label: m.readTrump, key: 'A', run: () => void this.run('readTrump', { zone: null, key: null }) },
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
    const suits: HandSuit[] = this.handSuits().map((g) => ({
      id: g.suit,
      label: m.suitGroup(suitName(w, g.suit), g.suit === this.view.trump, g.cards.length),
      cards: g.cards.map((c) => ({ key: c, label: ok.has(c) ? `${cardName(w, c)}, ${m.playable}` : cardName(w, c), face: cardFace(w, c), playable: ok.has(c) })),
    }));
    // W19: when the player must follow, the hand says which suit.
    const led = this.session.myTurn ? this.view.trick[0]?.card : undefined;
    const follow = led !== undefined && this.view.hand.some((c) => suitOf(c) === suitOf(led));
    const heading = follow ? `${m.yourHand(this.view.hand.length)}. ${this.messages.tricks.mustFollow(suitName(w, suitOf(led!)))}` : m.yourHand(this.view.hand.length);
    return renderSuitHand({ heading, empty: m.handEmpty, suits, activate: (k) => this.playCard(k) });
  }

  private renderTrickZone(): TemplateResult {
    const w = this.words;
    return renderTrick({
      heading: this.messages.ui.trickHeading,
      text: describeTrick(w),
      cards: trickPlays(w, this.view.trick).map((p) => ({ key: p.key, face: cardFace(w, p.key), who: p.who.name, winning: p.winning })),
    });
  }

  private renderStatus(): TemplateResult {
    const m = this.messages.ui;
    const v = this.view;
    const w = this.words;
    const mine = sideOf(v.viewer);
    const gamesWon = [0, 1].map((side) => v.games.filter((g) => g.winner === side).length);
    return html`<section data-zone="status" class="zone status">
      <h2 id="status-h">${m.statusHeading}</h2>
      <table data-focus tabindex="0" aria-labelledby="status-h">
        <thead>
          <tr>
            <th scope="col">${m.colPlayer}</th>
            <th scope="col">${m.colSide}</th>
            <th scope="col">${m.colCards}</th>
            <th scope="col">${m.colRubber}</th>
          </tr>
        </thead>
        <tbody>
          ${[0, 1, 2, 3].map((seat) => {
            const p = who(w, seat);
            const tags = [p.self && p.name.toLowerCase() !== m.you.toLowerCase() ? m.you : null, seat === v.dealer ? m.dealer : null, seat === v.toMove && v.phase === 'play' ? m.toMove : null].filter(Boolean);
            return html`<tr class=${seat === v.toMove ? 'to-move' : ''}>
              <th scope="row">${p.name}${tags.length ? html` <span class="tags">(${tags.join(', ')})</span>` : nothing}</th>
              <td>${m.side(sideOf(seat) === mine)}</td>
              <td>${v.handCounts[seat]}</td>
              <td>${v.ledger[v.seats[seat]!]}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      <dl class="facts">
        <div><dt>${m.trumpLabel}</dt><dd>${suitName(w, v.trump)}</dd></div>
        <div><dt>${m.turnUpLabel}</dt><dd>${cardName(w, v.turnUp)}</dd></div>
        <div><dt>${m.tricksLabel}</dt><dd>${pair(w, v.won)}</dd></div>
        <div><dt>${m.scoreLabel}</dt><dd>${pair(w, v.scores)}</dd></div>
        <div><dt>${m.gamesLabel}</dt><dd>${pair(w, gamesWon)}</dd></div>
      </dl>
    </section>`;
  }

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
