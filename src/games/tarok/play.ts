/**
 * A Tarok sitting at the trick table (src/games/tricks/trick-play.ts), for every form: the hand with
 * the taroks first and the Sky on its own (T2, T3), the trick, the status (roles, cards, tricks, marks;
 * en deux the party's score; the deal, the form, Taroklomber's game, the Skat where I see it). Enter on
 * a card lays it into the Skat (T10, T11: only the cards allowed are marked, a refused one says its
 * rule), gives it back (TL14) or plays it (T21: only legal cards are playable, the Sky always, T22);
 * Taroklomber's auction (bid, pass, hold: TL11, TL12) and calls (TL14) are numbered choice lists; B the
 * auction now, E the order of the cards; the command line. Legal moves and refusals come from the
 * engine; here or at a table with friends alike.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RuleViolation } from '../../engine/game.js';
import type { PlayHost, ZoneSpec } from '../../play/module.js';
import type { GameResult } from '../../storage/save-store.js';
import type { CommandAnswer, CommandRow, SeatResume, Spoken } from '../../play/seat-play.js';
import type { SeatTable } from '../../play/session.js';
import type { HandSuit, TrickZone } from '../tricks/table.js';
import type { SuitGroup } from '../tricks/hand.js';
import { TrickPlay } from '../tricks/trick-play.js';
import { TAROK_ROWS } from './commands.js';
import { CALLS, isTarok, ledCard, PAGAT, SKY, suitOf, tarokGame } from './index.js';
import {
  cardFace,
  cardName,
  cardNames,
  dealNumber,
  describeChoice,
  describeEvents,
  describeHand,
  describeLastTrick,
  describeTrick,
  describeViolation,
  gameName,
  groupsOf,
  layerOf,
  myHand,
  rulesOf,
  SUITS,
  suitRef,
  trickPlays,
  who,
  type TarokSuit,
  type Words,
} from './describe.js';
import { notYourTurnIn } from './turn.js';
import type { TarokConfig, TarokStep } from './game.js';
import { tarokMessages, type TarokMessages } from './texts.js';
import type { TarokEvent, TarokMove, TarokOptions, TarokState, TarokView } from './types.js';
import type { TarokExplanation } from './bots/types.js';
import type { SuitRef } from '../../i18n/deck-names.js';

export type TarokResume = SeatResume<TarokState, TarokMove, TarokEvent>;

/** Phases whose decisions are a numbered choice list (not a card of the hand). */
const CHOICE_PHASES = new Set(['auction', 'call']);
/** The moves Enter on a card of the hand makes, by phase. */
const CARD_MOVES: Readonly<Record<string, 'discard' | 'give' | 'play'>> = { skat: 'discard', give: 'give', play: 'play' };

export class TarokPlay extends TrickPlay<TarokState, TarokMove, TarokView, TarokEvent, TarokOptions, TarokSuit> {
  readonly gameId = 'tarok';

  constructor(host: PlayHost, config: TarokConfig, restored?: TarokResume, table?: SeatTable<TarokMove, TarokView, TarokEvent, TarokOptions>) {
    super(host, tarokGame, config, restored, table);
    this.begin(restored);
  }

  commandRows(): readonly CommandRow<this>[] {
    return TAROK_ROWS as readonly CommandRow<this>[];
  }

  // -- words ------------------------------------------------------------------------------------

  get messages(): TarokMessages {
    return tarokMessages(this.host.settings.locale);
  }

  get words(): Words {
    return { messages: this.messages, locale: this.host.settings.locale, me: this.session.me, names: this.names, style: this.host.settings.cardNames, view: this.session.view };
  }

  get rulesOptions(): unknown {
    return rulesOf(this.view);
  }

  /** "Tarok: Taroklomber, new method": the form played. */
  override get title(): string {
    const r = rulesOf(this.view);
    return `${super.title}: ${this.messages.tarok.formName(r.form, r.method)}`;
  }

  protected describeStep(step: TarokStep): readonly Spoken[] {
    return describeEvents(step.events, this.words);
  }

  protected describeViolation(v: RuleViolation, move?: TarokMove): string {
    return describeViolation(this.words, v, move);
  }

  protected describeMove(m: TarokMove): string {
    return describeChoice(this.words, m);
  }

  protected choicesHeading(moves: readonly TarokMove[]): string {
    const kind = this.choicePhase === 'auction' || this.choicePhase === 'call' ? this.choicePhase : 'declare';
    return this.messages.ui.choicesHeading(kind, moves.length);
  }

  protected override hintText(move: TarokMove, explanation: unknown): string {
    const e = explanation as Partial<TarokExplanation> | undefined;
    const x = this.messages.tarok;
    return x.hint(describeChoice(this.words, move), e?.reason ? x.hintReason(e.reason) : null);
  }

  protected get sittingOver(): boolean {
    return this.view.phase === 'sessionOver';
  }

  /** After a deal (T36), a party (TD8) and at the sitting's end: no trick is played. */
  protected get dealOver(): boolean {
    const p = this.view.phase;
    return p === 'dealOver' || p === 'partyOver' || p === 'sessionOver';
  }

  /** A step ends a deal or the sitting (T35, TD10, TL24): its events say it. */
  protected dealEndIn(step: TarokStep): 'deal' | 'sitting' | null {
    const types = step.events.map((e) => e.type);
    return types.includes('sessionOver') ? 'sitting' : types.includes('dealOver') ? 'deal' : null;
  }

  /** Out of turn: who is to move, or the engine's refusal (T38 when nobody is), from what this seat sees. */
  protected notYourTurn(): void {
    const v = this.view;
    if (v.toMove !== null) return this.say(this.messages.tarok.notYourTurn(who(this.words, v.toMove)), 'error');
    this.explain(notYourTurnIn(v));
  }

  /** The deal as it was at a step of a rejoined table's history: the tricks, the Skat laid so far, the dealer and the declarer. */
  private history: Pick<TarokView, 'trick' | 'tricks' | 'skat' | 'skatSize' | 'dealer' | 'declarer'> = { trick: [], tricks: [], skat: [], skatSize: 0, dealer: 0, declarer: null };

  /**
   * A step of a rejoined table's history in words, as they were said live: whether a card led or
   * followed needs the tricks of then, a card laid into the Skat its count of then, the all-pass its
   * dealer (read back from the events). The last step is said with the view itself.
   */
  protected override historyWords(step: TarokStep, index: number): readonly Spoken[] {
    if (index === 0) this.history = { trick: [], tricks: [], skat: [], skatSize: 0, dealer: this.view.dealer, declarer: null };
    const h = this.history;
    const me = this.session.me;
    for (const e of step.events) {
      if (e.type === 'dealStarted') Object.assign(h, { trick: [], tricks: [], skat: [], skatSize: 0, dealer: e.dealer, declarer: null });
      if (e.type === 'auctionWon') h.declarer = e.seat;
      if (e.type === 'skatTaken') Object.assign(h, { skat: [], skatSize: 0 });
      if (e.type === 'skatCard') Object.assign(h, { skat: e.seat === me && e.card ? [...(h.skat ?? []), e.card] : h.skat, skatSize: h.skatSize + 1 });
      if (e.type === 'cardPlayed') h.trick = [...h.trick, { seat: e.seat, card: e.card }];
      if (e.type === 'trick') Object.assign(h, { tricks: [...h.tricks, h.trick], trick: [] });
    }
    if (index === this.session.steps.length - 1) return describeEvents(step.events, this.words);
    return describeEvents(step.events, { ...this.words, view: { ...this.view, ...h }, history: true });
  }

  /** My turn: said (with what the phase asks), and the choice list opened when the decision is no card. */
  protected afterStep(step: TarokStep | null): void {
    const s = this.session;
    this.choiceMoves = null;
    if (s.myTurn) {
      const v = s.view;
      const w = this.words;
      const game = v.game ? gameName(w, v.game) : null;
      this.sayYourTurn(
        this.messages.tarok.yourTurn(v.phase, {
          toLay: 3 - v.skatSize,
          follow: this.followSuit(),
          mustTarok: this.mustTarok(),
          game,
          holder: v.declarer === null || v.declarer === s.me ? null : who(w, v.declarer),
          calls: v.game ? CALLS[v.game] : 0,
        }),
      );
      if (CHOICE_PHASES.has(v.phase)) this.openChoices(s.legalMoves, { phase: v.phase, echo: false });
    }
    if (!this.recorded && step?.events.some((e) => e.type === 'sessionOver')) this.record();
    this.changed();
  }

  /** T21: the suit I must follow now (its reference), when I hold it. */
  private followSuit(): SuitRef | null {
    const v = this.view;
    const led = this.session.myTurn && v.phase === 'play' ? ledCard(v.trick) : null;
    if (led === null) return null;
    return myHand(this.words).some((c) => c !== SKY && suitOf(c) === suitOf(led)) ? suitRef(this.words, suitOf(led) as TarokSuit) : null;
  }

  /** T21: void in the suit led, I must play a tarok (the Sky aside). */
  private mustTarok(): boolean {
    const v = this.view;
    const led = this.session.myTurn && v.phase === 'play' ? ledCard(v.trick) : null;
    return led !== null && this.followSuit() === null && !isTarok(led) && myHand(this.words).some((c) => c !== SKY && isTarok(c));
  }

  /** The sitting is over: counted in the statistics with the game's feats (a table with friends is not kept here). */
  private record(): void {
    this.recorded = true;
    const s = this.session;
    const me = s.me;
    const balances = s.view.balances;
    const place = 1 + balances.filter((b) => b > balances[me]!).length;
    const feats = { pagatUltimo: 0, partiesWon: 0, lomberWon: 0 };
    for (const e of s.steps.flatMap((st) => st.events)) {
      // The Pagat ultimo: my Pagat wins the last trick (T29's 20, TD6's 25; in Taroklomber the same feat).
      if (e.type === 'trick' && e.number === 25 && e.winner === me && e.cards.some((p) => p.seat === me && p.card === PAGAT)) feats.pagatUltimo++;
      if (e.type === 'partyOver' && e.winner === me) feats.partiesWon++;
      if (e.type === 'result' && e.declarer === me && (e.outcome === 'win' || e.outcome === 'tout')) feats.lomberWon++;
    }
    const result: GameResult = {
      id: this.id,
      game: 'tarok',
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

  // -- choices and cards ---------------------------------------------------------------------------

  /** Enter on a card in the auction or a call: the choice list (the decision is no card of the hand). */
  override playCard(card: string): void {
    const s = this.session;
    if (!s.waitingForKey && s.myTurn && CHOICE_PHASES.has(s.view.phase)) return this.declare();
    super.playCard(card);
  }

  /** The card's move: laid into the Skat, given back, or played; the engine refuses what is not allowed (T11, TL14, T21). */
  cardMove(card: string): TarokMove {
    const type = CARD_MOVES[this.session.view.phase] ?? 'play';
    return this.session.legalMoves.find((m) => m.type === type && m.card === card) ?? { type, card };
  }

  /** A refused card stays in the hand, and so does focus on it. */
  protected override cardLeaves(m: TarokMove): boolean {
    return this.session.legalMoves.includes(m);
  }

  /** Cards my legal moves take: laid into the Skat, given back, played. */
  override playable(): ReadonlySet<string> {
    return new Set(this.session.legalMoves.flatMap((m) => (m.type === 'play' || m.type === 'discard' || m.type === 'give' ? [m.card] : [])));
  }

  /** A card laid, given or played from the command line: focus moves on first. */
  protected override beforeMove(m: TarokMove): void {
    if ((m.type === 'play' || m.type === 'discard' || m.type === 'give') && this.session.legalMoves.includes(m)) this.hand.leaving(m.card);
  }

  /** Enter with no card in focus: my choice list when the decision is no card; else the hand read out. */
  override enterWithoutCard(): void {
    if (this.session.myTurn && CHOICE_PHASES.has(this.view.phase)) return this.declare();
    super.enterWithoutCard();
  }

  /** Shift+A: the list of what I may do now (the auction's bids, passes and holds; the cards to call). */
  declare(): void {
    const s = this.session;
    if (!s.myTurn) return this.notYourTurn();
    if (!CHOICE_PHASES.has(s.view.phase)) return this.say(this.messages.ui.nothingToDeclare);
    this.openChoices(s.legalMoves, { phase: s.view.phase });
  }

  protected async parseCommand(text: string): Promise<CommandAnswer<TarokMove>> {
    const { parseTarokCommand } = await import('./command-line.js');
    return parseTarokCommand(text, { legal: this.session.myTurn ? this.session.legalMoves : [], view: this.view });
  }

  // -- the trick table -------------------------------------------------------------------------

  get suits(): readonly TarokSuit[] {
    return SUITS;
  }

  get handCards(): readonly string[] {
    return myHand(this.words);
  }

  handSuits(): SuitGroup<TarokSuit>[] {
    return groupsOf(this.handCards);
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

  noSuitText(suit: TarokSuit): string {
    return this.messages.ui.noSuitInHand(suitRef(this.words, suit));
  }

  handZone(): { heading: string; empty: string; suits: HandSuit[] } {
    const m = this.messages.ui;
    const w = this.words;
    const ok = this.playable();
    const phase = this.view.phase;
    const tag = phase === 'skat' ? m.mayLay : phase === 'give' ? m.mayGive : m.playable;
    const notes = [m.yourHand(this.handCards.length)];
    const follow = this.followSuit();
    if (follow) notes.push(this.messages.tricks.mustFollow(follow));
    const heading = notes.reduce((a, n) => `${a}${/[.!?]$/.test(a) ? ' ' : '. '}${n}`);
    const suits = groupsOf(this.handCards).map((g) => ({
      id: g.suit,
      label: m.suitGroup(suitRef(w, g.suit), false, g.cards.length),
      cards: g.cards.map((c) => ({
        key: c,
        name: cardName(w, c),
        // T22: in the play the Sky is marked as the excuse, always playable: its tag says so, "playable" is not said again.
        label: [cardName(w, c), c === SKY && this.view.phase === 'play' ? m.skyTag : ok.has(c) ? tag : null].filter(Boolean).join(', '),
        face: cardFace(w, c),
        playable: ok.has(c),
      })),
    }));
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
    const w = this.words;
    const v = this.view;
    const r = rulesOf(v);
    const me = this.session.me;
    const names = this.names;
    const eldest = (v.dealer + 1) % names.length;
    const lomber = r.form === 'lomber';
    const role = (seat: number) => (v.declarer === null || v.phase === 'auction' ? '—' : seat === v.declarer ? m.declarer : m.opponent);
    const d = dealNumber(v);
    const layer = layerOf(v);
    return html`<section data-zone="status" class="zone status">
      <h2 id="status-h">${m.statusHeading}</h2>
      <table data-focus tabindex="0" aria-labelledby="status-h">
        <thead>
          <tr>
            <th scope="col">${m.colPlayer}</th>
            ${lomber ? html`<th scope="col">${m.colRole}</th>` : nothing}
            <th scope="col">${m.colCards}</th>
            <th scope="col">${m.colTricks}</th>
            ${v.scores ? html`<th scope="col">${m.colScore}</th>` : nothing}
            <th scope="col">${m.colMarks}</th>
          </tr>
        </thead>
        <tbody>
          ${names.map((name, seat) => {
            const tags = [
              seat === me && name.toLowerCase() !== m.you.toLowerCase() ? m.you : null,
              seat === v.dealer ? m.dealer : null,
              seat === eldest ? m.eldest : null,
              seat === v.toMove ? m.toMove : null,
            ].filter(Boolean);
            return html`<tr class=${seat === v.toMove ? 'to-move' : ''}>
              <th scope="row">${name}${tags.length ? html` <span class="tags">(${tags.join(', ')})</span>` : nothing}</th>
              ${lomber ? html`<td>${role(seat)}</td>` : nothing}
              <td>${v.handSizes[seat]}</td>
              <td>${v.won[seat]}</td>
              ${v.scores ? html`<td>${v.scores[seat]}</td>` : nothing}
              <td>${v.balances[seat]}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      <dl class="facts">
        <div><dt>${m.gameLabel}</dt><dd>${this.messages.tarok.formName(r.form, r.method)}${lomber && v.game && v.declarer !== null ? `: ${gameName(w, v.game)}, ${names[v.declarer]}` : ''}</dd></div>
        ${d.of
          ? html`<div><dt>${m.dealLabel}</dt><dd>${m.dealOf(d.n, d.of)}</dd></div>`
          : html`<div><dt>${m.partyLabel}</dt><dd>${m.partyOf(Math.min(v.partiesPlayed + 1, r.parties), r.parties)}</dd></div>`}
        <div><dt>${m.skatLabel}</dt><dd>${v.skat && v.skat.length ? `${cardNames(w, v.skat)}${layer !== null ? `, ${names[layer]}` : ''}` : m.none}</dd></div>
      </dl>
    </section>`;
  }
}
