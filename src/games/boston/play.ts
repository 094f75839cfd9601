/**
 * A Boston sitting at the trick table (src/games/tricks/trick-play.ts), for all three forms: the hand by
 * suit (trumps first, then the superior suit, the colour, the simple suits), the trick, the hand laid
 * face up in an open misère (a zone of its own, walkable at any time, and E), the status (roles, cards,
 * tricks, marks; the deal, the suits, the contract, the partner, the pot, the bêtes, the tariff); the
 * auction as two short lists (pass and the rungs, then a rung's classes), the trump, the whist round
 * and the leader as a numbered choice; the petite misère's card laid aside by Enter on it; B the bid
 * now, Shift+B what I may bid; the command line. Legal moves and refusals come from the engine; here or
 * at a table with friends alike.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RuleViolation } from '../../engine/game.js';
import type { PlayHost, ZoneSpec } from '../../play/module.js';
import type { GameResult } from '../../storage/save-store.js';
import type { CommandAnswer, CommandRow, SeatResume, Spoken } from '../../play/seat-play.js';
import type { SeatTable } from '../../play/session.js';
import type { HandSuit, TrickZone } from '../tricks/table.js';
import { renderSuitHand } from '../tricks/table.js';
import type { SuitGroup } from '../tricks/hand.js';
import { TrickPlay } from '../tricks/trick-play.js';
import { BOSTON_ROWS } from './commands.js';
import { bostonGame, CONTRACTS, beteInPlay, isMisere, suitOf } from './index.js';
import {
  cardFace,
  cardName,
  contractWords,
  dealNumber,
  describeBid,
  describeChoice,
  describeHint,
  describeEvents,
  describeHand,
  describeLastTrick,
  describeMayBid,
  describeOpen,
  describeTrick,
  describeViolation,
  groupsOf,
  myHand,
  openSeat,
  rulesOf,
  suitName,
  suitRef,
  suitsPhrase,
  trickPlays,
  who,
  type Rung,
  type Words,
} from './describe.js';
import { notYourTurnIn } from './turn.js';
import type { BostonConfig, BostonStep } from './game.js';
import type { BostonForm } from './messages.js';
import { bostonMessages, type BostonMessages } from './texts.js';
import type { BostonEvent, BostonMove, BostonOptions, BostonSeatView, BostonState, Play, Suit } from './types.js';
import type { BostonExplanation } from './bots/types.js';

export type BostonResume = SeatResume<BostonState, BostonMove, BostonEvent>;
type Choice = BostonMove | Rung;
type ListKind = 'rungs' | 'classes' | 'miseres' | 'trump' | 'whist' | 'leader' | 'declare';

/** Phases whose decisions are a numbered choice list (not a card of the hand). */
const CHOICE_PHASES = new Set(['auction', 'trump', 'whist', 'leader']);
/** The suit keys, the suits' English initials as in Whist and Ombre. */
const SUIT_KEYS: readonly Suit[] = ['S', 'H', 'D', 'C'];

/** BO1: the form of a view's options. */
export const formOf = (o: BostonOptions): BostonForm => (o.players === 3 ? 'tri-boston' : o.whist ? 'boston-whist' : 'boston');

export class BostonPlay extends TrickPlay<BostonState, BostonMove, BostonSeatView, BostonEvent, BostonOptions, Suit, Rung> {
  readonly gameId = 'boston';
  /** Where focus is in the hand laid face up (a remembered place). */
  private openKey: string | null = null;

  constructor(host: PlayHost, config: BostonConfig, restored?: BostonResume, table?: SeatTable<BostonMove, BostonSeatView, BostonEvent, BostonOptions>) {
    super(host, bostonGame, config, restored, table);
    this.begin(restored);
  }

  commandRows(): readonly CommandRow<this>[] {
    return BOSTON_ROWS as readonly CommandRow<this>[];
  }

  // -- words ------------------------------------------------------------------------------------

  get messages(): BostonMessages {
    return bostonMessages(this.host.settings.locale);
  }

  get words(): Words {
    return { messages: this.messages, locale: this.host.settings.locale, me: this.session.me, names: this.names, style: this.host.settings.cardNames, view: this.session.view };
  }

  get rulesOptions(): unknown {
    return rulesOf(this.view);
  }

  /** "Boston: Tri-Boston": the form played, when it is not Boston for four. */
  override get title(): string {
    const form = formOf(this.view.options);
    return form === 'boston' ? super.title : `${super.title}: ${this.messages.boston.formName(form)}`;
  }

  protected describeStep(step: BostonStep): readonly Spoken[] {
    return describeEvents(step.events, this.words);
  }

  protected describeViolation(v: RuleViolation, move?: BostonMove): string {
    return describeViolation(this.words, v, move);
  }

  protected describeMove(m: Choice): string {
    return describeChoice(this.words, m);
  }

  protected choicesHeading(moves: readonly Choice[]): string {
    return this.messages.ui.choicesHeading((this.choicePhase ?? 'declare') as ListKind, moves.length);
  }

  protected override hintText(move: BostonMove, explanation: unknown): string {
    return describeHint(this.words, move, explanation as Partial<BostonExplanation> | undefined);
  }

  protected get sittingOver(): boolean {
    return this.view.phase === 'sessionOver';
  }

  /** After a deal (BO53) and at the sitting's end (BO56): no trick is played. */
  protected get dealOver(): boolean {
    return this.view.phase === 'dealOver' || this.view.phase === 'sessionOver';
  }

  /** A step ends a deal (BO53) or the sitting (BO56): its events say it. */
  protected dealEndIn(step: BostonStep): 'deal' | 'sitting' | null {
    const types = step.events.map((e) => e.type);
    return types.includes('sessionOver') ? 'sitting' : types.includes('dealOver') ? 'deal' : null;
  }

  /** Out of turn: who is to move, or the engine's refusal (BO58 when nobody is), from what this seat sees. */
  protected notYourTurn(): void {
    const v = this.view;
    if (v.toMove !== null) return this.say(this.messages.boston.notYourTurn(who(this.words, v.toMove)), 'error');
    this.explain(notYourTurnIn(v));
  }

  /** The rebuilt log's describer of a table rejoined (the deal as it stood at each step), made at its first step. */
  private historyDescribe: ((step: BostonStep, index: number) => readonly Spoken[]) | null = null;

  protected override historyWords(step: BostonStep, index: number): readonly Spoken[] {
    if (index === 0 || !this.historyDescribe) this.historyDescribe = this.historyDescriber();
    return this.historyDescribe(step, index);
  }

  /**
   * The game log of every step so far, as this seat saw them (a table with friends rejoined): the words
   * of a step need the deal as it stood then — the suits, the declarer and his contract, the trump, the
   * partner, the tricks — read back from the deal's events. The last step is said with the view itself.
   */
  private historyDescriber(): (step: BostonStep, index: number) => readonly Spoken[] {
    const v = this.view;
    const steps = this.session.steps;
    let then: Partial<BostonSeatView> = {};
    let trick: Play[] = [];
    let tricks: Play[][] = [];
    return (step, i) => {
      for (const e of step.events) {
        if (e.type === 'dealStarted') {
          then = { superior: e.superior, dealer: e.dealer, declarer: null, contract: null, class: null, trump: null, partner: null, phase: 'auction' };
          trick = [];
          tricks = [];
        }
        if (e.type === 'bid') then = { ...then, declarer: e.seat, contract: e.contract, class: e.class ?? null };
        if (e.type === 'auctionWon') then = { ...then, declarer: e.seat, contract: e.contract, class: e.class ?? null, phase: 'play' };
        if (e.type === 'trump') then = { ...then, trump: e.suit };
        if (e.type === 'partner') then = { ...then, partner: e.seat };
        if (e.type === 'cardPlayed') trick = [...trick, { seat: e.seat, card: e.card }];
        if (e.type === 'trick') (tricks = [...tricks, trick]), (trick = []);
      }
      if (i === steps.length - 1) return describeEvents(step.events, this.words);
      const view: BostonSeatView = { ...v, ...then, trick, tricks, whist: [] };
      return describeEvents(step.events, { ...this.words, view, history: true });
    };
  }

  /** My turn: said (with what the phase asks), and the choice list opened when the decision is not a card. */
  protected afterStep(step: BostonStep | null): void {
    const s = this.session;
    this.choiceMoves = null;
    if (s.myTurn) {
      const v = s.view;
      const w = this.words;
      const led = v.phase === 'play' ? v.trick[0]?.card : undefined;
      const follow = led !== undefined && myHand(w).some((c) => suitOf(c) === suitOf(led)) ? suitName(w, suitOf(led)) : null;
      this.sayYourTurn(
        this.messages.boston.yourTurn(v.phase, {
          bid: v.phase === 'auction' || v.phase === 'whist' ? contractWords(w) : null,
          holder: v.declarer === null || v.declarer === s.me ? null : who(w, v.declarer),
          offer: s.legalMoves.some((m) => m.type === 'accept') ? who(w, [...v.whist].reverse().find((x) => x.move === 'whist')?.seat ?? 0) : null,
          follow,
          open: openSeat(v) !== null && openSeat(v) !== s.me,
        }),
      );
      if (CHOICE_PHASES.has(v.phase)) this.openPhaseChoices(false);
    }
    if (!this.recorded && step?.events.some((e) => e.type === 'sessionOver')) this.record();
    this.changed();
  }

  /** The sitting is over: counted in the statistics with the game's feats (a table with friends is not kept here). */
  private record(): void {
    this.recorded = true;
    const s = this.session;
    const me = s.me;
    const over = [...s.steps].reverse().flatMap((st) => st.events).find((e) => e.type === 'sessionOver');
    const balances = s.view.balances;
    const place = over && over.type === 'sessionOver' ? over.places[me]! : 1 + balances.filter((b) => b > balances[me]!).length;
    const feats = { contractsWon: 0, miseresWon: 0, whistsWon: 0, slams: 0 };
    for (const e of s.steps.flatMap((st) => st.events)) {
      if (e.type !== 'result' || e.outcome !== 'won') continue;
      const misere = isMisere(e.contract);
      if (e.declarer === me && misere) feats.miseresWon++;
      if (e.declarer === me && !misere) feats.contractsWon++;
      if (e.partner === me) feats.whistsWon++;
      // A slam: the side took all 13 tricks (BO50; Concordia undertakes it).
      if ((e.declarer === me || e.partner === me) && !misere && e.side === 13) feats.slams++;
    }
    const result: GameResult = {
      id: this.id,
      game: 'boston',
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

  // -- choices -----------------------------------------------------------------------------------

  /**
   * The auction's first list (BO20, BO21): pass; the misères legal now, one entry that opens their list;
   * then each game of tricks with a legal bid, lowest first, that opens the list of its classes (a single
   * legal bid is the entry itself). 35 bids are at most 11 entries, and a bid is two keys: its entry's
   * digit, then its class's or its misère's (Grand Souveraine and Concordia by End and the arrows).
   */
  private rungChoices(): Choice[] {
    const legal = this.session.legalMoves;
    const out: Choice[] = legal.filter((m) => m.type === 'pass');
    const miseres = legal.filter((m) => m.type === 'bid' && isMisere(m.contract));
    if (miseres.length === 1) out.push(miseres[0]!);
    else if (miseres.length > 1) out.push({ type: 'miseres' });
    for (const contract of CONTRACTS) {
      if (isMisere(contract)) continue;
      const bids = legal.filter((m) => m.type === 'bid' && m.contract === contract);
      if (bids.length === 1) out.push(bids[0]!);
      else if (bids.length > 1) out.push({ type: 'rung', contract });
    }
    return out;
  }

  /** The choice list of the phase: the auction's rungs, the trump, the whist round, the leader. */
  private openPhaseChoices(echo = true): void {
    const s = this.session;
    const phase = s.view.phase;
    if (phase === 'auction') return this.openChoices(this.rungChoices(), { phase: 'rungs', echo });
    this.openChoices(s.legalMoves, { phase, echo });
  }

  /** A rung picked: the list of its classes (BO21); the misères: their list (BO20); a move: played. */
  protected override playChoice(c: Choice): void {
    const legal = this.session.legalMoves;
    if (c.type === 'rung') return this.openChoices(legal.filter((m) => m.type === 'bid' && m.contract === c.contract), { phase: 'classes' });
    if (c.type === 'miseres') return this.openChoices(legal.filter((m) => m.type === 'bid' && isMisere(m.contract)), { phase: 'miseres' });
    this.playMove(c);
  }

  /** Escape (or Cancel) in a rung's classes or the misères goes back to the first list; elsewhere the list closes. */
  override closeChoices(): void {
    if (this.choiceMoves && (this.choicePhase === 'classes' || this.choicePhase === 'miseres') && this.session.myTurn) return this.openChoices(this.rungChoices(), { phase: 'rungs' });
    super.closeChoices();
  }

  /** Enter on a card in the auction, the trump, the whist round or the leader: the choice list (the decision is no card). */
  override playCard(card: string): void {
    const s = this.session;
    if (!s.waitingForKey && s.myTurn && CHOICE_PHASES.has(s.view.phase)) return this.openPhaseChoices();
    super.playCard(card);
  }

  /** The card's move: laid aside in a petite misère (BO30), else played; the engine refuses what is not allowed. */
  cardMove(card: string): BostonMove {
    const s = this.session;
    const type = s.view.phase === 'discard' ? 'discard' : 'play';
    return s.legalMoves.find((m) => m.type === type && m.card === card) ?? { type, card };
  }

  /** Cards my legal moves take: played, or laid aside. */
  override playable(): ReadonlySet<string> {
    return new Set(this.session.legalMoves.flatMap((m) => (m.type === 'play' || m.type === 'discard' ? [m.card] : [])));
  }

  /** A card played or laid aside from the command line: focus moves on first. */
  protected override beforeMove(m: BostonMove): void {
    if (m.type === 'play' || m.type === 'discard') this.hand.leaving(m.card);
  }

  /** Enter with no card in focus: my choice list when the decision is no card; else the hand read out. */
  override enterWithoutCard(): void {
    if (this.session.myTurn && CHOICE_PHASES.has(this.view.phase)) return this.declare();
    super.enterWithoutCard();
  }

  /** Shift+A: the list of what I may do now (the auction's rungs, the trump, the whist round, the leader). */
  declare(): void {
    const s = this.session;
    if (!s.myTurn) return this.notYourTurn();
    if (!CHOICE_PHASES.has(s.view.phase)) return this.say(this.messages.ui.nothingToDeclare);
    this.openPhaseChoices();
  }

  /** B: the bid now and who holds it. */
  readBid(): void {
    this.say(describeBid(this.words));
  }

  /** Shift+B: what I may bid. */
  mayBid(): void {
    this.say(describeMayBid(this.words, this.session.myTurn ? this.session.legalMoves : []));
  }

  /** E: the hand laid face up. */
  readOpen(): void {
    this.say(describeOpen(this.words));
  }

  protected async parseCommand(text: string): Promise<CommandAnswer<BostonMove>> {
    const { parseBostonCommand } = await import('./command-line.js');
    return parseBostonCommand(text, { legal: this.session.myTurn ? this.session.legalMoves : [], view: this.view, me: this.session.me, names: this.names });
  }

  // -- the trick table -------------------------------------------------------------------------

  get suits(): readonly Suit[] {
    return SUIT_KEYS;
  }

  get handCards(): readonly string[] {
    return myHand(this.words);
  }

  handSuits(): SuitGroup<Suit>[] {
    return groupsOf(this.view, this.handCards);
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

  noSuitText(suit: Suit): string {
    return this.messages.ui.noSuitInHand(suitRef(this.words, suit));
  }

  /** A hand by suit as the zones show it (mine with its playable cards; the open one to read). */
  private suitGroups(cards: readonly string[], ok: ReadonlySet<string>): HandSuit[] {
    const m = this.messages.ui;
    const w = this.words;
    return groupsOf(this.view, cards).map((g) => ({
      id: g.suit,
      label: m.suitGroup(suitRef(w, g.suit), g.suit === this.view.trump, g.cards.length),
      cards: g.cards.map((c) => ({ key: c, name: cardName(w, c), label: ok.has(c) ? `${cardName(w, c)}, ${m.playable}` : cardName(w, c), face: cardFace(w, c), playable: ok.has(c) })),
    }));
  }

  handZone(): { heading: string; empty: string; suits: HandSuit[] } {
    const m = this.messages.ui;
    const w = this.words;
    const v = this.view;
    const ok = this.playable();
    const notes = [m.yourHand(this.handCards.length)];
    const led = this.session.myTurn && v.phase === 'play' ? v.trick[0]?.card : undefined;
    if (led !== undefined && this.handCards.some((c) => suitOf(c) === suitOf(led))) notes.push(this.messages.tricks.mustFollow(suitRef(w, suitOf(led))));
    if (openSeat(v) === this.session.me) notes.push(m.myHandOpen);
    // The notes as sentences: one that ends in its own full stop (mustFollow) gets no second ('clubs.. Your cards', heard by Orca: boston-en).
    const heading = notes.reduce((a, n) => `${a}${/[.!?]$/.test(a) ? ' ' : '. '}${n}`);
    return { heading, empty: m.handEmpty, suits: this.suitGroups(this.handCards, ok) };
  }

  trickZone(): TrickZone {
    const w = this.words;
    return {
      heading: this.messages.ui.trickHeading,
      text: describeTrick(w),
      cards: trickPlays(w, this.view.trick).map((p) => ({ key: p.key, face: cardFace(w, p.key), who: this.names[p.seat]!, winning: p.winning })),
    };
  }

  /** The seat whose hand lies face up for me to read: another's (my own is my hand). */
  private get openOther(): number | null {
    const seat = openSeat(this.view);
    return seat === null || seat === this.session.me ? null : seat;
  }

  moreZones(): readonly ZoneSpec[] {
    const zones: ZoneSpec[] = [];
    const seat = this.openOther;
    if (seat !== null) {
      const cards = () => this.view.hands[seat] ?? [];
      zones.push({
        id: 'open',
        kind: 'groups',
        render: () => this.renderOpen(seat),
        focusKey: () => this.openKey,
        keys: cards,
      });
    }
    zones.push({ id: 'status', kind: 'static', render: () => this.renderStatus() });
    return zones;
  }

  override activate(zone: string, key: string): void {
    if (zone === 'open') return this.say(this.openCardLabel(key));
    super.activate(zone, key);
  }

  override focused(zone: string, key: string): void {
    if (zone === 'open') this.openKey = key;
    else super.focused(zone, key);
  }

  private openCardLabel(card: string): string {
    return cardName(this.words, card);
  }

  private renderOpen(seat: number): TemplateResult {
    const cards = this.view.hands[seat] ?? [];
    return renderSuitHand({
      zone: 'open',
      heading: this.messages.ui.openHeading(who(this.words, seat), cards.length),
      empty: this.messages.boston.noOpenHand,
      suits: this.suitGroups(cards, new Set()),
      activate: (k) => this.activate('open', k),
    });
  }

  private renderStatus(): TemplateResult {
    const m = this.messages.ui;
    const w = this.words;
    const v = this.view;
    const me = this.session.me;
    const names = this.names;
    const eldest = (v.dealer + 1) % names.length;
    const auction = v.phase === 'auction';
    const role = (seat: number) =>
      auction || v.declarer === null ? '—' : seat === v.declarer ? m.declarer : seat === v.partner ? m.partner : v.phase === 'whist' ? '—' : m.opponent;
    const d = dealNumber(v);
    const contract = contractWords(w);
    const bete = beteInPlay(v.betes).amount;
    const suits = suitsPhrase(w, v.superior);
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
              seat === eldest ? m.eldest : null,
              seat === v.toMove ? m.toMove : null,
            ].filter(Boolean);
            return html`<tr class=${seat === v.toMove ? 'to-move' : ''}>
              <th scope="row">${name}${tags.length ? html` <span class="tags">(${tags.join(', ')})</span>` : nothing}</th>
              <td>${role(seat)}</td>
              <td>${v.handSizes[seat]}</td>
              <td>${v.won[seat]}</td>
              <td>${v.balances[seat]}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      <dl class="facts">
        <div><dt>${m.dealLabel}</dt><dd>${m.dealOf(d.n, d.of)}</dd></div>
        <div><dt>${m.suitsLabel}</dt><dd>${this.messages.boston.suits(suits)}</dd></div>
        <div><dt>${m.contractLabel}</dt><dd>${contract ? `${contract}${v.declarer !== null ? `, ${names[v.declarer]}` : ''}` : m.none}</dd></div>
        <div><dt>${m.trumpLabel}</dt><dd>${v.trump ? suitName(w, v.trump) : m.noTrumpYet}</dd></div>
        ${v.partner !== null ? html`<div><dt>${m.partnerLabel}</dt><dd>${names[v.partner]}</dd></div>` : nothing}
        <div><dt>${m.potLabel}</dt><dd>${v.pot}</dd></div>
        <div><dt>${m.betesLabel}</dt><dd>${v.betes.length ? v.betes.map(String).join(', ') : m.none}</dd></div>
        <div><dt>${m.playedForLabel}</dt><dd>${v.pot + bete}</dd></div>
        <div><dt>${m.tariffLabel}</dt><dd>${m.tariffName(rulesOf(v).tariff)}</dd></div>
      </dl>
    </section>`;
  }
}

