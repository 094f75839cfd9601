/**
 * A Hundertspiel sitting at the trick table (src/games/tricks/trick-play.ts): the hand by suit, the
 * trick, the status; the numbered choice list for every decision that is not a card (alt und neu,
 * Scat bids and buying, the trump, announcements, Contra, late aces, out); the reading keys; the
 * command line. Legal moves and refusals come from the engine; here or at a table with friends alike.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RuleViolation } from '../../engine/game.js';
import type { PlayHost, ZoneSpec } from '../../play/module.js';
import type { CommandAnswer, CommandRow, SeatResume, Spoken } from '../../play/seat-play.js';
import type { SeatTable } from '../../play/session.js';
import type { HandSuit, TrickZone } from '../tricks/table.js';
import { groupBySuit, type SuitGroup } from '../tricks/hand.js';
import { TrickPlay } from '../tricks/trick-play.js';
import { HUNDERTSPIEL_ROWS } from './commands.js';
import { hundertspielGame, lateAcesAllowed, sittingOver, strengthOf, SUITS, suitOf, type HundertspielTableOptions } from './index.js';
import {
  cardFace,
  cardName,
  describeAnnouncements,
  describeChoice,
  describeEvents,
  describeHand,
  describeLastTrick,
  describeTrick,
  describeViolation,
  scoreLine,
  suitName,
  suitRef,
  trickPlays,
  who,
  type Words,
} from './describe.js';
import { notYourTurnIn } from './turn.js';
import type { HundertspielConfig, HundertspielStep } from './game.js';
import { hundertspielMessages, type HundertspielMessages } from './texts.js';
import type { Announcement, HundertspielEvent, HundertspielMove, HundertspielState, HundertspielView, Suit } from './types.js';

export type HundertspielResume = SeatResume<HundertspielState, HundertspielMove, HundertspielEvent>;

/** Phases whose decisions are a numbered choice list (not a card of the hand). */
const CHOICE_PHASES = new Set(['optIn', 'bid', 'buy', 'trump', 'announce', 'contra']);

export class HundertspielPlay extends TrickPlay<HundertspielState, HundertspielMove, HundertspielView, HundertspielEvent, HundertspielTableOptions, Suit> {
  readonly gameId = 'hundertspiel';
  /** The points of the last trick (its event's), for Shift+T. */
  private lastTrickPoints: number | null = null;

  constructor(host: PlayHost, config: HundertspielConfig, restored?: HundertspielResume, table?: SeatTable<HundertspielMove, HundertspielView, HundertspielEvent, HundertspielTableOptions>) {
    super(host, hundertspielGame, config, restored, table);
    this.begin(restored);
  }

  commandRows(): readonly CommandRow<this>[] {
    return HUNDERTSPIEL_ROWS as readonly CommandRow<this>[];
  }

  // -- words ------------------------------------------------------------------------------------

  get messages(): HundertspielMessages {
    return hundertspielMessages(this.host.settings.locale);
  }

  get words(): Words {
    return {
      messages: this.messages,
      locale: this.host.settings.locale,
      me: this.session.me,
      names: this.names,
      style: this.host.settings.cardNames,
      view: this.session.view,
      games: this.games,
    };
  }

  /** The games to 100 of this sitting. */
  private get games(): number {
    return this.session.config.options.games;
  }

  get rulesOptions(): unknown {
    return this.view.rules;
  }

  protected describeStep(step: HundertspielStep): readonly Spoken[] {
    return describeEvents(step.events, this.words);
  }

  protected describeViolation(v: RuleViolation): string {
    return describeViolation(this.words, v);
  }

  protected describeMove(m: HundertspielMove): string {
    return describeChoice(this.words, m);
  }

  protected choicesHeading(moves: readonly HundertspielMove[]): string {
    return this.messages.ui.choicesHeading((this.choicePhase ?? this.view.phase) as never, moves.length);
  }

  protected override hintText(move: HundertspielMove, explanation: unknown): string {
    const reason = (explanation as { reason?: string } | undefined)?.reason ?? null;
    const h = this.messages.hundertspiel;
    return h.hint(describeChoice(this.words, move), reason ? h.hintReason(reason) : null);
  }

  protected get sittingOver(): boolean {
    return sittingOver(this.view, this.games);
  }

  /** After a deal (H10), and at the sitting's end: no trick is played. */
  protected get dealOver(): boolean {
    return this.view.phase === 'dealOver';
  }

  /** A deal's end (H10); the sitting's when as many games have ended by then as it has (the steps up to this one count them). */
  protected dealEndIn(step: HundertspielStep): 'deal' | 'sitting' | null {
    if (!step.events.some((e) => e.type === 'dealOver')) return null;
    const steps = this.session.steps;
    const at = steps.indexOf(step);
    if (at < 0) return this.sittingOver ? 'sitting' : 'deal';
    const ended = steps.slice(0, at + 1).reduce((n, st) => n + st.events.filter((e) => e.type === 'gameOver').length, 0);
    return ended >= this.games ? 'sitting' : 'deal';
  }

  /** Out of turn: who is to move, or the engine's refusal (H10 after the deal), from what this seat sees. */
  protected notYourTurn(): void {
    const v = this.view;
    if (v.toMove !== null && v.phase !== 'dealOver') return this.say(this.messages.hundertspiel.notYourTurn(who(this.words, v.toMove)), 'error');
    this.explain(notYourTurnIn(v));
  }

  /** The deal's announcements and tricks as they were at a step of a rejoined table's history. */
  private history: { announcements: Announcement[]; tricks: HundertspielView['trick'][]; trick: HundertspielView['trick'] } = { announcements: [], tricks: [], trick: [] };

  /**
   * A step of a rejoined table's history in words. They need the deal's announcements and tricks as they
   * were then (whether a card was led); they are read back from the events (the rules and the seats do
   * not change in a sitting).
   */
  protected override historyWords(step: HundertspielStep, index: number): readonly Spoken[] {
    if (index === 0) this.history = { announcements: [], tricks: [], trick: [] };
    const h = this.history;
    for (const e of step.events) {
      if (e.type === 'dealStart') (h.announcements = []), (h.tricks = []), (h.trick = []);
      if (e.type === 'announced') h.announcements[e.announcement] = { seat: e.seat, kind: e.kind, dos: [...e.dos], contra: 0, status: 'open' };
      const a = 'announcement' in e ? h.announcements[e.announcement] : undefined;
      if (a && e.type === 'contra') h.announcements[e.announcement] = { ...a, contra: e.level };
      if (a && e.type === 'decided') h.announcements[e.announcement] = { ...a, status: e.won ? 'won' : 'lost' };
      if (e.type === 'played') h.trick = [...h.trick, { seat: e.seat, card: e.card }];
      if (e.type === 'trick') (h.tricks = [...h.tricks, h.trick]), (h.trick = []);
    }
    return describeEvents(step.events, { ...this.words, view: { ...this.view, announcements: [...h.announcements], tricks: h.tricks, trick: h.trick } });
  }

  protected override onStep(step: HundertspielStep): void {
    const trick = step.events.find((e): e is Extract<HundertspielEvent, { type: 'trick' }> => e.type === 'trick');
    if (trick) this.lastTrickPoints = trick.points;
    super.onStep(step);
  }

  /** My turn: say it, open the choice list when the decision is not a card; the sitting's end: the result. */
  protected afterStep(step: HundertspielStep | null): void {
    const s = this.session;
    this.choiceMoves = null;
    if (s.myTurn) {
      const v = s.view;
      const legal = s.legalMoves;
      const mustTrump = this.mustTrump();
      const toDiscard = v.phase === 'discard' ? v.rules.scatSize - (v.scat?.length ?? 0) : 0;
      const lateAces = v.phase === 'play' && lateAcesAllowed(v, s.me) && legal.some((m) => m.type === 'honours');
      this.sayYourTurn(this.messages.hundertspiel.yourTurn(v.phase, { mustTrump, lateAces, toDiscard }));
      if (CHOICE_PHASES.has(v.phase)) this.openChoices(legal, { phase: v.phase, echo: false });
    }
    if (this.sittingOver && !this.recorded && step?.events.some((e) => e.type === 'dealOver')) this.record();
    this.changed();
  }

  /** The sitting is over: the result said, and counted in the statistics (a table with friends is not kept here). */
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

  cardMove(card: string): HundertspielMove {
    return this.session.legalMoves.find((m) => m.type === 'play' && m.card === card) ?? { type: 'play', card };
  }

  /** Enter on a card: play it, or in the Scat exchange lay it away (H58), or in a choice phase open its list; the engine refuses what is not allowed. */
  override playCard(card: string): void {
    const s = this.session;
    const phase = s.view.phase;
    if (s.waitingForKey || !s.myTurn || phase === 'play') return super.playCard(card);
    if (phase === 'discard') return this.playMove({ type: 'discard', card });
    this.openChoices(s.legalMoves, { phase });
  }

  /** Enter with no card in focus: in a choice phase its list again, else the hand read out. */
  override enterWithoutCard(): void {
    if (this.session.myTurn && CHOICE_PHASES.has(this.view.phase)) return this.declare();
    super.enterWithoutCard();
  }

  /** Shift+A: what I may declare now (late aces, out) — in a choice phase, the list of that phase. */
  declare(): void {
    const s = this.session;
    if (!s.myTurn) return this.notYourTurn();
    const legal = s.legalMoves;
    const phase = s.view.phase;
    if (CHOICE_PHASES.has(phase)) return this.openChoices(legal, { phase });
    const extra = legal.filter((m) => m.type === 'honours' || m.type === 'out');
    if (extra.length === 0) return this.say(this.messages.ui.nothingToDeclare);
    this.openChoices(extra, { phase: 'declare' });
  }

  protected async parseCommand(text: string): Promise<CommandAnswer<HundertspielMove>> {
    const { parseHundertspielCommand } = await import('./command-line.js');
    return parseHundertspielCommand(text, { legal: this.session.legalMoves, view: this.view });
  }

  // -- the trick table -------------------------------------------------------------------------

  get suits(): readonly Suit[] {
    return SUITS;
  }

  get handCards(): readonly string[] {
    return this.view.hand;
  }

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

  /** The cards the engine lets me play, or lay away in the Scat exchange. */
  override playable(): ReadonlySet<string> {
    return new Set(this.session.legalMoves.flatMap((m) => (m.type === 'play' || m.type === 'discard' ? [m.card] : [])));
  }

  readHandText(): string {
    return describeHand(this.words, this.handSuits());
  }

  readTrickText(): string {
    return describeTrick(this.words);
  }

  readLastTrickText(): string {
    return describeLastTrick(this.words, this.lastTrickPoints);
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
    const ok = this.playable();
    const laid = new Set(this.view.shown[this.session.me] ?? []);
    const suits: HandSuit[] = this.handSuits().map((g) => ({
      id: g.suit,
      label: m.suitGroup(suitRef(w, g.suit), g.suit === this.view.trump, g.cards.length),
      cards: g.cards.map((c) => ({
        key: c,
        name: cardName(w, c),
        label: [cardName(w, c), ok.has(c) ? m.playable : null, laid.has(c) ? m.laid : null].filter(Boolean).join(', '),
        face: cardFace(w, c),
        playable: ok.has(c),
      })),
    }));
    const heading = this.mustTrump() ? `${m.yourHand(this.view.hand.length)}. ${this.messages.hundertspiel.mustTrumpNote}` : m.yourHand(this.view.hand.length);
    return { heading, empty: m.handEmpty, suits };
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
        <div><dt>${m.gameLabel}</dt><dd>${m.gameOf(Math.min(v.gamesPlayed + 1, this.games), this.games)}</dd></div>
        <div><dt>${m.announcementsLabel}</dt><dd>${v.announcements.length ? describeAnnouncements(w) : m.none}</dd></div>
      </dl>
    </section>`;
  }
}
