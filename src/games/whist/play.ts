/**
 * A Whist sitting at the trick table (src/games/tricks/trick-play.ts): the hand by suit, the trick, the
 * status (sides, tricks, game score, games in the rubber, rubber points, the turn-up); the call at eight
 * and a claim (V-W-5) as a numbered choice; the reading keys; the command line. Legal moves and refusals
 * come from the engine; here or at a table with friends alike.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RuleViolation } from '../../engine/game.js';
import type { PlayHost, ZoneSpec } from '../../play/module.js';
import type { CommandAnswer, CommandRow, SeatResume, Spoken } from '../../play/seat-play.js';
import { WHIST_ROWS } from './commands.js';
import type { Step } from '../../play/session.js';
import type { HandSuit, TrickZone } from '../tricks/table.js';
import { groupBySuit, type SuitGroup } from '../tricks/hand.js';
import { sideOf } from '../tricks/partnership.js';
import { TrickPlay } from '../tricks/trick-play.js';
import { strengthOf, SUITS, suitOf, whistGame } from './index.js';
import {
  cardFace,
  cardName,
  describeChoice,
  describeEvents,
  describeHand,
  describeLastTrick,
  describeTrick,
  describeViolation,
  pair,
  playerWho,
  suitName,
  suitRef,
  trickPlays,
  who,
  type Words,
} from './describe.js';
import type { SeatTable } from '../../play/session.js';
import { notYourTurnIn } from './turn.js';
import type { WhistConfig } from './game.js';
import { whistMessages, type WhistMessages } from './texts.js';
import type { Suit, WhistEvent, WhistMove, WhistOptions, WhistState, WhistView } from './types.js';

export type WhistResume = SeatResume<WhistState, WhistMove, WhistEvent>;
type WhistStep = Step<WhistMove, WhistEvent>;

export class WhistPlay extends TrickPlay<WhistState, WhistMove, WhistView, WhistEvent, WhistOptions, Suit> {
  readonly gameId = 'whist';

  constructor(host: PlayHost, config: WhistConfig, restored?: WhistResume, table?: SeatTable<WhistMove, WhistView, WhistEvent, WhistOptions>) {
    super(host, whistGame, config, restored, table);
    this.begin(restored);
  }

  commandRows(): readonly CommandRow<this>[] {
    return WHIST_ROWS as readonly CommandRow<this>[];
  }

  // -- words ------------------------------------------------------------------------------------

  get messages(): WhistMessages {
    return whistMessages(this.host.settings.locale);
  }

  get words(): Words {
    return { messages: this.messages, locale: this.host.settings.locale, me: this.session.me, names: this.names, style: this.host.settings.cardNames, view: this.session.view };
  }

  get rulesOptions(): unknown {
    return this.view.rules;
  }

  protected describeStep(step: WhistStep): readonly Spoken[] {
    return describeEvents(step.events, this.words);
  }

  protected describeViolation(v: RuleViolation): string {
    return describeViolation(this.words, v);
  }

  protected describeMove(m: WhistMove): string {
    return describeChoice(this.words, m);
  }

  protected choicesHeading(moves: readonly WhistMove[]): string {
    return this.messages.ui.choicesHeading(moves.length);
  }

  protected override hintText(move: WhistMove, explanation: unknown): string {
    const reason = (explanation as { reason?: string } | undefined)?.reason ?? null;
    const x = this.messages.whist;
    return x.hint(describeChoice(this.words, move), reason ? x.hintReason(reason) : null);
  }

  protected get sittingOver(): boolean {
    return this.view.phase === 'sessionOver';
  }

  /** Between deals, games and rubbers (W10, W11, W34), and at the sitting's end: no trick is played. */
  protected get dealOver(): boolean {
    return this.view.phase !== 'play';
  }

  protected dealEndIn(step: WhistStep): 'deal' | 'sitting' | null {
    const types = step.events.map((e) => e.type);
    return types.includes('sessionOver') ? 'sitting' : types.includes('dealEnded') ? 'deal' : null;
  }

  /** Out of turn: who is to move, or the engine's refusal (W43 between deals), from what this seat sees. */
  protected notYourTurn(): void {
    const v = this.view;
    if (v.phase === 'play' && v.toMove !== null) return this.say(this.messages.whist.notYourTurn(who(this.words, v.toMove)), 'error');
    this.explain(notYourTurnIn(v));
  }

  /** The game log of every step so far, as this seat saw them (a table with friends rejoined). */
  private historySeats: readonly number[] | null = null;

  protected override historyWords(step: WhistStep, index: number): readonly Spoken[] {
    const v = this.view;
    // Who sat where at each step: the draw reseats the players for each rubber (the view holds the last draw's seats).
    if (index === 0 || !this.historySeats) this.historySeats = v.seats;
    for (const e of step.events) if (e.type === 'sidesFormed') this.historySeats = e.seats;
    const seats = this.historySeats;
    return describeEvents(step.events, { ...this.words, view: { ...v, seats, viewer: seats.indexOf(this.session.me) } });
  }

  /** My turn: what I must follow and whether I may call or claim; at the sitting's end, the result. */
  protected afterStep(step: WhistStep | null): void {
    const s = this.session;
    this.choiceMoves = null;
    if (s.myTurn) {
      const v = s.view;
      const led = v.trick[0]?.card;
      const follows = led !== undefined && v.hand.some((c) => suitOf(c) === suitOf(led));
      const mayCall = s.legalMoves.some((m) => m.type === 'call');
      const mayClaim = v.rules.claims && v.trick.length === 0;
      this.sayYourTurn(this.messages.whist.yourTurn(v.phase, { mustFollow: follows ? suitName(this.words, suitOf(led!)) : null, mayCall, mayClaim }));
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
    // Who won (W39: the most rubber points; in one rubber, the winning side), me first: a partnership game names no place.
    const winners = [me, ...places.keys()].filter((p, i, all) => places[p] === 1 && all.indexOf(p) === i).map((p) => playerWho(this.words, p));
    if (this.session.remote) return this.say(this.messages.whist.sessionOver(winners), 'info');
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
    this.say(this.messages.whist.sessionOver(winners), 'info');
  }

  // -- moves -----------------------------------------------------------------------------------

  /** The seat the player sits at now (the draw may move him between rubbers). */
  private get seat(): number {
    return this.view.viewer;
  }

  cardMove(card: string): WhistMove {
    // The engine judges the card: following suit (W19) and the rest are its answer.
    return { type: 'play', seat: this.seat, card };
  }

  /** Shift+A: the call at eight when it is legal; a claim with V-W-5 at one's own lead. */
  declare(): void {
    const s = this.session;
    if (!s.myTurn) return this.notYourTurn();
    const moves: WhistMove[] = s.legalMoves.filter((m) => m.type === 'call');
    if (s.view.rules.claims && s.view.trick.length === 0) moves.push({ type: 'claim', seat: this.seat });
    if (moves.length === 0) return this.say(this.messages.ui.nothingToDeclare);
    this.openChoices(moves);
  }

  protected async parseCommand(text: string): Promise<CommandAnswer<WhistMove>> {
    const { parseWhistCommand } = await import('./command-line.js');
    const s = this.session;
    return parseWhistCommand(text, { legal: s.legalMoves, seat: this.seat, claims: s.view.rules.claims });
  }

  // -- the trick table -------------------------------------------------------------------------

  get suits(): readonly Suit[] {
    return SUITS;
  }

  get handCards(): readonly string[] {
    return this.view.hand;
  }

  handSuits(): SuitGroup<Suit>[] {
    const v = this.view;
    return groupBySuit(v.hand, v.trump, SUITS, suitOf, (c) => -strengthOf(c));
  }

  readHandText(): string {
    return describeHand(this.words, this.handSuits());
  }

  readTrickText(): string {
    return describeTrick(this.words);
  }

  readLastTrickText(): string {
    return describeLastTrick(this.words);
  }

  whoseTurnText(): string {
    const t = this.view.toMove;
    return t === null || this.view.phase !== 'play' ? this.messages.tricks.nobodyToMove : this.messages.tricks.toMove(who(this.words, t));
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
    const suits: HandSuit[] = this.handSuits().map((g) => ({
      id: g.suit,
      label: m.suitGroup(suitRef(w, g.suit), g.suit === this.view.trump, g.cards.length),
      cards: g.cards.map((c) => ({ key: c, name: cardName(w, c), label: ok.has(c) ? `${cardName(w, c)}, ${m.playable}` : cardName(w, c), face: cardFace(w, c), playable: ok.has(c) })),
    }));
    // W19: when the player must follow, the hand says which suit.
    const led = this.session.myTurn ? this.view.trick[0]?.card : undefined;
    const follow = led !== undefined && this.view.hand.some((c) => suitOf(c) === suitOf(led));
    const heading = follow ? `${m.yourHand(this.view.hand.length)}. ${this.messages.tricks.mustFollow(suitRef(w, suitOf(led!)))}` : m.yourHand(this.view.hand.length);
    return { heading, empty: m.handEmpty, suits };
  }

  trickZone(): TrickZone {
    const w = this.words;
    return {
      heading: this.messages.ui.trickHeading,
      text: describeTrick(w),
      cards: trickPlays(w, this.view.trick).map((p) => ({ key: p.key, face: cardFace(w, p.key), who: p.who.name, winning: p.winning })),
    };
  }

  moreZones(): readonly ZoneSpec[] {
    return [{ id: 'status', kind: 'static', render: () => this.renderStatus() }];
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
}
