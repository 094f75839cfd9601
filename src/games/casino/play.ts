/**
 * A Casino sitting at the seat table (src/play/seat-play.ts): the hand and the table by value (the
 * table's heading with the total that can be summed), the players' status, the numbered capture list
 * best first (what each takes, brings and leaves, and whether it scores a clearing point), trails, the
 * reading keys, the command line. Legal moves, refusals and every score come from the engine; here or
 * at a table with friends alike.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RuleViolation } from '../../engine/game.js';
import type { PlayHost, ZoneSpec } from '../../play/module.js';
import { SeatPlay, type CommandAnswer, type CommandRow, type SeatResume, type Spoken } from '../../play/seat-play.js';
import type { SeatTable, Step } from '../../play/session.js';
import { cardFaceOf } from '../../i18n/cards.js';
import { bestFirst } from '../fishing/choices.js';
import { KeptCard } from '../fishing/kept.js';
import { renderCardRow } from '../fishing/table.js';
import { casinoGame, clearingScores, handRoundsPerDeal, isFace, isLastCardOfDeal, sideOf, sittingOver, summable, summableTotal } from './index.js';
import {
  byValue,
  cardName,
  cardRef,
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
import { CASINO_BUTTON_ORDER, CASINO_ROWS } from './commands.js';
import type { CasinoConfig } from './game.js';
import { notYourTurnIn } from './turn.js';
import { casinoMessages, type CasinoMessages } from './texts.js';
import type { CasinoEvent, CasinoMove, CasinoState, CasinoTableOptions, CasinoView, CountLine } from './types.js';

export type CasinoResume = SeatResume<CasinoState, CasinoMove, CasinoEvent>;
type CasinoStep = Step<CasinoMove, CasinoEvent>;

/** Does this step begin a game (the first draw, or the step after a game was won)? Its words say "new game". */
const beginsGame = (step: CasinoStep, before: CasinoStep | null): boolean =>
  step.events.some((e) => e.type === 'draw') || (before?.events.some((e) => e.type === 'gameWon') ?? false);

export class CasinoPlay extends SeatPlay<CasinoState, CasinoMove, CasinoView, CasinoEvent, CasinoTableOptions> {
  readonly gameId = 'casino';
  override readonly choicesAt = 2;
  protected override readonly buttonOrder = CASINO_BUTTON_ORDER;
  /** The open capture list's hand card (null: every capture, or the command line's candidates: each names its card). */
  private choiceCard: string | null = null;
  /** Which captures of the open list score a clearing point (the engine's answer, C23). */
  private clearing: ReadonlyMap<CasinoMove, boolean> = new Map();
  private handKey: string | null = null;
  /** My card just played, still shown in the hand until the turn comes back and my next move (kept.ts). */
  private readonly kept = new KeptCard();
  /** The move about to be played is Enter's or A's on its card in the hand (focus is on it). */
  private fromHand = false;
  /** A rejoined table's history: the dealer and the games played by the step being said (read back from the events). */
  private history = { dealer: 0, gamesPlayed: 0 };

  constructor(host: PlayHost, config: CasinoConfig, restored?: CasinoResume, table?: SeatTable<CasinoMove, CasinoView, CasinoEvent, CasinoTableOptions>) {
    super(host, casinoGame, config, restored, table);
    this.begin(restored);
  }

  commandRows(): readonly CommandRow<this>[] {
    return CASINO_ROWS as readonly CommandRow<this>[];
  }

  // -- words ------------------------------------------------------------------------------------

  get messages(): CasinoMessages {
    return casinoMessages(this.host.settings.locale);
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

  get rulesOptions(): unknown {
    return this.view.rules;
  }

  protected describeStep(step: CasinoStep): readonly Spoken[] {
    const steps = this.session.steps;
    return describeEvents(step.events, this.words, { newGame: beginsGame(step, steps.length >= 2 ? steps[steps.length - 2]! : null) });
  }

  /**
   * A step of a rejoined table's history: its words need the dealer of its deal and the games played by
   * then, read back from the events (the rules do not change in a sitting).
   */
  protected override historyWords(step: CasinoStep, index: number): readonly Spoken[] {
    const v = this.view;
    if (index === 0) this.history = { dealer: v.dealer, gamesPlayed: 0 };
    const h = this.history;
    for (const e of step.events) {
      if (e.type === 'dealStarted') h.dealer = e.dealer;
      if (e.type === 'gameWon') h.gamesPlayed++;
    }
    const before = index > 0 ? this.session.steps[index - 1]! : null;
    return describeEvents(step.events, { ...this.words, view: { ...v, dealer: h.dealer, gamesPlayed: h.gamesPlayed } }, { newGame: beginsGame(step, before) });
  }

  /** A refusal in words: the card is named for a capture, and for a trail of a card that can take nothing (C13 tells them apart). */
  protected describeViolation(v: RuleViolation, move?: CasinoMove): string {
    const named = move && (move.type === 'capture' || !this.session.legalMoves.some((m) => m.type === 'capture' && m.card === move.card));
    return describeViolation(this.words, v, named ? move.card : undefined);
  }

  /** A capture of the open list: what it takes, brings and leaves (its card named when the list mixes hand cards). */
  protected describeMove(m: CasinoMove): string {
    return describeChoice(this.words, m, { withCard: this.choiceCard === null, clearingPoint: this.clearing.get(m) ?? false });
  }

  protected choicesHeading(moves: readonly CasinoMove[]): string {
    const m = this.messages.ui;
    return this.choiceCard ? m.choicesFor(cardRef(this.words, this.choiceCard), moves.length) : m.choicesAll(moves.length);
  }

  protected override hintText(move: CasinoMove, explanation: unknown): string {
    return describeHint(this.words, move, explanation, { withCard: true, clearingPoint: clearingScores(this.view, move) });
  }

  protected get sittingOver(): boolean {
    return sittingOver(this.view, this.session.config.options.games);
  }

  /** C12: out of turn, or between deals — the session's refusal, with its rule. */
  protected notYourTurn(): void {
    this.explain(notYourTurnIn(this.view));
  }

  /** A remote table's refusal names the card last sent, as a refusal here does. */
  protected override refused(v: RuleViolation): void {
    this.explain(v, this.sent);
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

  /** A resumed game says my turn as an echo (spoken, not logged). */
  protected override resumedTurnText(): string {
    return this.turnText();
  }

  /** The visible events of the current deal (from its start). */
  private dealEvents(): CasinoEvent[] {
    const steps = this.session.steps;
    let from = steps.length - 1;
    while (from > 0 && !steps[from]!.events.some((e) => e.type === 'dealStarted')) from--;
    return steps.slice(from).flatMap((s) => s.events);
  }

  /** My move keeps its card in the hand, named as played (kept.ts); the one kept before goes. */
  protected override onStep(step: CasinoStep): void {
    if (step.actor === this.session.me && step.move) this.kept.keep(step.move.card, this.fromHand);
    this.fromHand = false;
    super.onStep(step);
  }

  /** My turn said (what I can take, C25's last face card); at the end of the sitting's last game, the result. */
  protected afterStep(step: CasinoStep | null): void {
    this.choiceMoves = null;
    if (this.session.myTurn) this.sayYourTurn(this.turnText());
    if (step && step.actor !== this.session.me && this.session.myTurn) this.turnCameBack();
    if (!this.recorded && this.sittingOver && step?.events.some((e) => e.type === 'gameWon')) this.record();
    this.changed();
  }

  /**
   * The turn came back while focus is on my card played (kept): focus moves once, after the render, from
   * that card, which stays, to the card it was to go on to (else the hand's first): said with its words of now.
   */
  private turnCameBack(): void {
    const key = this.kept.turnBack(byValue(this.view.hand), this.handKey);
    if (key === null) return;
    this.handKey = key;
    this.focusNudge = { zone: 'hand', key };
  }

  /** My card played, still shown in the hand (not in the view's). */
  private isKept(card: string): boolean {
    return this.kept.isKept(card, this.view.hand);
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
    if (this.isKept(card)) return this.say(this.keptLabel(card));
    const mine = s.legalMoves.filter((m) => m.card === card);
    if (mine.length === 0) return this.unplayable(card);
    this.handKey = this.neighbour(card);
    this.fromHand = true;
    if (mine.length === 1) return this.playMove(mine[0]!);
    this.fromHand = false;
    this.openCaptures(card, mine);
  }

  /** A card with no legal move: sent as a trail, the engine says why (another card can take, C13; not in the hand, C12); an open list stays. */
  private unplayable(card: string): void {
    const m: CasinoMove = { type: 'trail', card };
    this.sent = m;
    const v = this.session.play(m);
    if (v) this.explain(v, m);
  }

  /** A on a hand card: trail it; the engine refuses when a capture is compulsory (C13) or C25 applies. */
  trailCard(card: string | null): void {
    const s = this.session;
    if (s.waitingForKey) return this.continue();
    if (!s.myTurn) return this.notYourTurn();
    const c = card ?? this.handKey ?? byValue(s.view.hand)[0];
    if (c === undefined) return this.say(this.messages.ui.handEmpty, 'error');
    if (this.isKept(c)) return this.say(this.keptLabel(c));
    this.handKey = this.neighbour(c);
    this.fromHand = card !== null;
    this.playMove({ type: 'trail', card: c });
    this.fromHand = false;
  }

  /** A trail typed on the command line moves the hand's focus on first, as A does. */
  protected override beforeMove(m: CasinoMove): void {
    if (m.type === 'trail') this.handKey = this.neighbour(m.card);
  }

  /** The card focus goes to when this one is played: the next in the hand, else the previous. */
  private neighbour(card: string): string | null {
    const order = byValue(this.view.hand);
    const at = order.indexOf(card);
    return order[at + 1] ?? order[at - 1] ?? null;
  }

  /** A capture list, best first: one hand card's captures, or (card null) every capture or the command line's candidates. */
  openCaptures(card: string | null, moves: readonly CasinoMove[]): void {
    const view = this.view;
    const clearing = new Map(moves.map((m) => [m, clearingScores(view, m)] as const));
    this.choiceCard = card;
    this.clearing = clearing;
    super.openChoices(bestFirst(moves, (m) => choiceScore(m, clearing.get(m) ?? false)));
  }

  /** The command line's candidates: a capture list naming each card. */
  protected override openChoices(moves: readonly CasinoMove[]): void {
    this.openCaptures(null, moves);
  }

  /** A capture picked from the list: focus goes on to the card's neighbour in the hand. */
  protected override playChoice(m: CasinoMove): void {
    this.handKey = this.neighbour(m.card);
    this.playMove(m);
  }

  /** C: every capture I can make now, best first (none: say why I must trail). */
  listCaptures(): void {
    const s = this.session;
    if (!s.myTurn) return this.notYourTurn();
    const caps = s.legalMoves.filter((m) => m.type === 'capture');
    if (caps.length === 0) return this.say(this.turnText());
    this.openCaptures(null, caps);
  }

  /** N: the next deal or game; at the sitting's end its result again. */
  override nextDeal(): boolean {
    if (this.session.nextDeal()) {
      this.kept.clear();
      this.focusRequest = this.homeZone;
      return true;
    }
    if (this.sittingOver) this.say(this.resultText());
    else this.say(this.ui.noNextDeal, 'error');
    return false;
  }

  /** The command line: resolved against the legal moves, never guessed; the engine refuses with its rule. */
  protected async parseCommand(text: string): Promise<CommandAnswer<CasinoMove>> {
    const { parseCasinoCommand } = await import('./command-line.js');
    const r = parseCasinoCommand(text, { legal: this.session.legalMoves, view: this.view });
    if (r.kind !== 'error') return r;
    const c = this.messages.casino;
    switch (r.code) {
      case 'notYourTurn':
        return { kind: 'error', message: 'notYourTurn' };
      case 'notInHand':
        return { kind: 'say', text: this.describeViolation({ rule: 'C12', code: 'cardNotInHand', message: 'not in the hand', details: r.card ? { card: r.card } : {} }), error: true };
      case 'noSuchMove':
        return { kind: 'say', text: c.commandNoSuchMove, error: true };
      default:
        return { kind: 'say', text: c.commandUnknown, error: true };
    }
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

  activate(zone: string, key: string): void {
    if (zone === 'hand') this.playCard(key);
  }

  focused(zone: string, key: string): void {
    if (zone === 'hand') this.handKey = key;
  }

  // -- the table -------------------------------------------------------------------------------

  zones(): readonly ZoneSpec[] {
    return [
      { id: 'hand', kind: 'list', render: () => this.renderHand(), focusKey: () => this.handKey, keys: () => this.kept.shown(this.view.hand, byValue) },
      { id: 'table', kind: 'list', render: () => this.renderTable(), keys: () => byValue(this.view.table) },
      { id: 'status', kind: 'static', render: () => this.renderStatus() },
    ];
  }

  private renderHand(): TemplateResult {
    const m = this.messages.ui;
    const w = this.words;
    const hand = byValue(this.view.hand);
    const shown = this.kept.shown(hand, byValue);
    return html`<section data-zone="hand" class="zone hand">
      <h2 id="hand-h" tabindex="-1" data-focus>${m.yourHand(hand.length)}</h2>
      ${shown.length
        ? renderCardRow({
            cards: shown,
            labelId: 'hand-h',
            label: (c) => (this.isKept(c) ? this.keptLabel(c) : cardName(w, c)),
            face: (c) => cardFaceOf(c, w),
            activate: (c) => this.playCard(c),
            played: (c) => this.isKept(c),
          })
        : html`<p class="empty">${m.handEmpty}</p>`}
    </section>`;
  }

  /** "Jack of spades, played": my card played, still shown in the hand. */
  private keptLabel(card: string): string {
    return `${cardName(this.words, card)}, ${this.messages.fishing.playedTag}`;
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
}
