/**
 * A patience at the generic table (src/play/module.ts `GamePlay`): the places of its layout (one
 * listbox; Enter selects a source, then a target), its status, an undo/redo stack of immutable
 * states, stepping and running forced moves at the player's pace, the hint, the numbered list of
 * legal moves and the command line. Moves come from the engines' legal moves only.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { suitOf } from '../../engine/cards.js';
import type { LogEntry } from '../../announcer/announcer.js';
import type { ActionSpec, ChoiceList, GamePlay, PlayHost, ZoneSpec } from '../../play/module.js';
import { RUN_DELAY } from '../../play/session.js';
import type { Pace } from '../../session/settings.js';
import { SoloSession, type Done as SoloDone } from '../../play/solo.js';
import { PACES } from '../../play/setup.js';
import { applyMove, hmCardMoves, legalMoves, newGame, status, sternValue } from './index.js';
import type { PatienceEvent, PatienceId, PatienceMode, PatienceMove, PatienceOptions, PatienceState } from './index.js';
import { PATIENCE_MODES } from './modes.js';
import {
  describeFoundations,
  describeMove,
  describePatienceEvents,
  describePatienceStatus,
  describePlace,
  describePlaceCards,
  describeWholeTable,
  patienceCardName,
  patienceCardRef,
  type PatienceDescribeContext,
} from './describe.js';
import { parsePatienceCommand } from './command-line.js';
import { hasFoundations } from './commands.js';
import { moveEnds, placesOf, type Place } from './places.js';
import { LAYOUTS, placeBody, type PlaceView } from './layouts.js';
import { cardFaceOf } from '../../i18n/cards.js';
import { patienceMessages, type PatienceMessages } from './texts.js';

/** Events that put a card on a foundation (an arm of the star, the patience pile): the 'capture' earcon. */
const FOUNDATION_EVENTS: ReadonlySet<string> = new Set(['toFoundation', 'talonToFoundation', 'toArm', 'toPatience']);

/** The paces a run to the end offers (nothing waits for a key there). */
const RUN_PACES = PACES.filter((p) => p !== 'waitForKey');

/** A move made, with the state before it (undo). */
export type Done = SoloDone<PatienceState, PatienceMove>;

/** A deal to put on the table: a new one or a resumed one. */
export interface PatienceDeal {
  readonly game: PatienceId;
  readonly seed: string;
  readonly options: PatienceOptions;
  readonly gameId: string;
  readonly state: PatienceState;
  readonly done: Done[];
  readonly undone: Done[];
  readonly recorded: boolean;
  readonly focusKey: string | null;
}

export function newPatienceGameId(game: PatienceId, seed: string): string {
  return `${new Date().toISOString()}-${game}-${seed}-${Math.random().toString(36).slice(2, 8)}`;
}

export class PatiencePlay extends EventTarget implements GamePlay {
  readonly homeZone = 'piles';
  readonly choicesAt = 1;
  readonly confirm = null;
  readonly game: PatienceId;
  readonly seed: string;
  readonly options: PatienceOptions;
  readonly gameId: string;
  /** Identifies the deal from its start (the save keeps it). */
  readonly id: string;
  /** The state, the undo and redo stacks, running forced moves (the generic solo session). */
  readonly solo: SoloSession<PatienceState, PatienceMove, PatienceEvent>;
  /** The source place selected with Enter, waiting for a target. */
  selection: string | null = null;
  /** The numbered list of moves, when open. */
  moves: readonly PatienceMove[] | null = null;
  /** The place in focus (the table keeps it), for I and Enter from the command line. */
  focusKey: string | null;
  /** The deal's result is in the statistics already. */
  recorded: boolean;
  private focusRequest: string | null = 'piles';
  private lastEventText: string | null = null;

  constructor(
    private readonly host: PlayHost,
    deal: PatienceDeal,
    restoredLog?: readonly LogEntry[],
  ) {
    super();
    this.game = deal.game;
    this.gameId = deal.game;
    this.seed = deal.seed;
    this.options = deal.options;
    this.id = deal.gameId;
    this.solo = new SoloSession(applyMove, { state: deal.state, done: deal.done, undone: deal.undone });
    this.recorded = deal.recorded;
    this.focusKey = deal.focusKey;
    const m = this.messages.patience;
    if (restoredLog) {
      this.lastEventText = [...restoredLog].reverse().find((e) => e.kind === 'event')?.text ?? null;
      host.announcer.restoreLog(restoredLog);
      // Spoken, not logged: the log stays as it was saved.
      this.say(m.ui.resumed({ game: m.names[this.game], seed: this.seed, moves: this.done.length }));
    } else {
      this.say(m.ui.started({ game: m.names[this.game], seed: this.seed, mode: this.mode, interactiveHelp: host.settings.verbosity !== 'brief' }), 'info');
    }
  }

  /** A new deal of `game`. */
  static deal(host: PlayHost, game: PatienceId, seed: string, options: PatienceOptions): PatiencePlay {
    const state = newGame(game, seed, options);
    return new PatiencePlay(host, { game, seed, options, gameId: newPatienceGameId(game, seed), state, done: [], undone: [], recorded: false, focusKey: null });
  }

  // -- state ---------------------------------------------------------------------------------

  get state(): PatienceState {
    return this.solo.state;
  }

  get done(): readonly Done[] {
    return this.solo.done;
  }

  get undone(): readonly Done[] {
    return this.solo.undone;
  }

  get running(): boolean {
    return this.solo.running;
  }

  get messages(): PatienceMessages {
    return patienceMessages(this.host.settings.locale);
  }

  get ctx(): PatienceDescribeContext {
    const s = this.host.settings;
    return { messages: this.messages, cardNames: s.cardNames, pack: s.pack, verbosity: s.verbosity };
  }

  get mode(): PatienceMode {
    return PATIENCE_MODES[this.game](this.options.variants ?? []);
  }

  get interactive(): boolean {
    return this.mode === 'interactive';
  }

  get places(): Place[] {
    return placesOf(this.state, { messages: this.messages, style: this.host.settings.cardNames, pack: this.host.settings.pack });
  }

  get legal(): PatienceMove[] {
    return legalMoves(this.state);
  }

  get over(): boolean {
    return status(this.state) !== 'playing';
  }

  get busy(): boolean {
    return this.running;
  }

  get rulesOptions(): unknown {
    return this.options;
  }

  get title(): string {
    return this.messages.patience.names[this.game];
  }

  get choices(): ChoiceList | null {
    const moves = this.moves;
    if (!moves) return null;
    return { heading: this.messages.patience.ui.movesHeading(moves.length), labels: moves.map((mv) => this.describeChoice(mv)) };
  }

  get commandPlaceholder(): string {
    return this.messages.patience.commandLine.placeholder;
  }

  get commandHint(): string {
    return this.messages.patience.ui.cmdHint;
  }

  takeFocusRequest(): string | null {
    const r = this.focusRequest;
    this.focusRequest = null;
    return r;
  }

  focused(zone: string, key: string): void {
    if (zone === 'piles') this.focusKey = key;
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }

  /**
   * Said after what is queued (a prompt follows the moves that led to it; issue 10, point 7), and kept
   * in the game log after them: a braille display shows a live message only for a moment, and that a
   * corner is still open or a pair must be chosen has to be readable again (issue 29, point 3).
   */
  private follow(text: string): void {
    this.host.announcer.announce(text, { kind: 'info', follow: true });
  }

  private say(text: string, kind: 'error' | 'info' | 'echo' | 'event' = 'echo'): void {
    this.host.say(text, kind);
  }

  // -- a deal --------------------------------------------------------------------------------

  /** The same deal again, from the start (the shell replaces this game with it). */
  restart(): void {
    void this.host.startAgain(this.options, this.seed);
  }

  /** A new deal of the same game. */
  newDeal(): void {
    void this.host.startAgain(this.options, null);
  }

  /** `answer`: the player's own key made the move (said at once, before what waits; a run's moves are not). */
  private apply(move: PatienceMove, opts: { keepRedo?: boolean; answer?: boolean } = {}): boolean {
    const r = this.solo.apply(move, opts);
    if (!r.ok) {
      // The engine's message is for developers; the player hears the rule in words.
      this.say(this.messages.patience.ui.moveRefused({ rule: r.violation.rule }), 'error');
      return false;
    }
    this.moved(r.events, opts.answer ?? false);
    return true;
  }

  private moved(events: readonly PatienceEvent[], answer: boolean): void {
    this.selection = null;
    this.moves = null;
    this.announceEvents(events, answer);
  }

  private announceEvents(events: readonly PatienceEvent[], answer: boolean): void {
    for (const a of describePatienceEvents(this.game, events, this.ctx)) {
      this.host.announcer.announce(a.text, { kind: 'event', priority: a.priority, answer });
      this.lastEventText = a.text;
    }
    const over = events.find((e) => e.type === 'gameOver');
    if (over && over.type === 'gameOver' && over.outcome === 'won') this.host.playEarcon('sweep');
    else if (events.some((e) => FOUNDATION_EVENTS.has(e.type))) this.host.playEarcon('capture');
    if (over && over.type === 'gameOver' && !this.recorded) {
      this.recorded = true;
      this.host.recordResult({ id: this.id, game: this.game, finishedAt: new Date().toISOString(), seed: this.seed, players: 1, won: over.outcome === 'won' });
    }
  }

  /** A move chosen by the player (keys, list, touch, command line). */
  play(move: PatienceMove): void {
    this.stop(false);
    if (this.apply(move, { answer: true })) this.prompt();
    this.changed();
  }

  /**
   * Say the decision a move leaves, if any: in Der Stern, that the card turned up may still go into
   * a free corner (the event only says it lies on the waste); in Die Doppelhausen, whether a pair
   * must be chosen or the next move is forced.
   */
  private prompt(): void {
    if (this.over || this.running) return;
    if (this.game === 'stern') {
      const corners = this.legal.filter((m) => m.type === 'corner').length;
      const card = this.state.game === 'stern' ? this.state.waste[this.state.waste.length - 1] : undefined;
      if (corners > 0 && card) this.follow(this.messages.patience.ui.cornerPossible({ card: patienceCardRef(card, this.ctx), corners }));
      return;
    }
    if (this.game !== 'doppelhausen' || this.host.settings.verbosity === 'brief') return;
    const legal = this.legal;
    const m = this.messages.patience.ui;
    if (legal.length === 1) this.follow(m.next({ move: describeMove(legal[0]!, this.state, this.ctx) }));
    else this.follow(m.mustChoose({ count: legal.length }));
  }

  /** The move N makes: the only one, or (Der Stern) turning on instead of using a corner. */
  nextMove(): PatienceMove | null {
    const legal = this.legal;
    if (legal.length === 0) return null;
    if (!this.interactive || legal.length === 1) return legal[0]!;
    if (this.game === 'stern') return legal.find((m) => m.type === 'turn' || m.type === 'newPass') ?? null;
    return null;
  }

  step(): void {
    this.stop(false);
    // N at the end: a new deal of the same game (issue 10, point 16).
    if (this.over) return this.newDeal();
    const m = this.nextMove();
    if (!m) return this.say(this.messages.patience.ui.mustChoose({ count: this.legal.length }));
    this.apply(m, { answer: true });
    this.prompt();
    this.changed();
  }

  /** A (or the Run button): forced moves at the pace of the settings until the end or a choice. */
  async runToEnd(): Promise<void> {
    if (this.running) return this.stop(true);
    // A at the end: the same deal again (issue 10, point 16).
    if (this.over) return this.restart();
    const pace = this.host.settings.pace;
    this.say(this.messages.patience.ui.running({ pace: this.messages.patience.paceName(pace) }));
    // Interactive games run only while the move is forced.
    const next = (): PatienceMove | null => {
      if (this.over) return null;
      const legal = this.legal;
      return (!this.interactive ? legal[0] : legal.length === 1 ? legal[0] : undefined) ?? null;
    };
    const run = this.solo.run(next, (events) => {
      this.moved(events, false);
      this.changed();
    }, RUN_DELAY[pace], () => this.host.announcer.idle());
    this.changed();
    if (!(await run)) return;
    if (!this.over) this.follow(this.messages.patience.ui.mustChoose({ count: this.legal.length }));
    this.changed();
  }

  /** Stops a run; `say` tells the player (A or Escape while running). */
  stop(say: boolean): void {
    if (!this.solo.stop()) return;
    if (say) this.say(this.messages.patience.ui.stopped);
    this.changed();
  }

  undo(): void {
    this.stop(false);
    const last = this.solo.undo();
    if (!last) return this.say(this.messages.patience.ui.nothingToUndo);
    this.selection = null;
    this.moves = null;
    this.host.announcer.announce(this.messages.patience.ui.undone({ move: describeMove(last.move, last.state, this.ctx) }), { kind: 'info', answer: true });
    this.changed();
  }

  redo(): void {
    this.stop(false);
    const next = this.solo.takeRedo();
    if (!next) return this.say(this.messages.patience.ui.nothingToRedo);
    this.host.announcer.announce(this.messages.patience.ui.redone({ move: describeMove(next.move, next.state, this.ctx) }), { kind: 'info', answer: true });
    this.apply(next.move, { keepRedo: true, answer: true });
    this.changed();
  }

  endStage(): void {
    if (this.game !== 'halber-mond') return this.say(this.messages.patience.ui.noStage, 'error');
    const m = this.legal.find((x) => x.type === 'endStage');
    if (!m) return this.say(this.messages.patience.ui.gameIsOver);
    this.play(m);
  }

  // -- the hint ------------------------------------------------------------------------------

  /** A simple, sensible policy: forced moves; foundations first; moves that free a foundation card; useful corners. */
  hintMove(): { move: PatienceMove; why: string } | null {
    const s = this.state;
    const legal = this.legal;
    const u = this.messages.patience.ui;
    if (legal.length === 0) return null;
    if (legal.length === 1 || !this.interactive) return { move: legal[0]!, why: u.hintWhyForced };
    if (s.game === 'doppelhausen') return { move: legal[0]!, why: u.hintWhyPair };
    if (s.game === 'halber-mond') {
      const found = legal.find((m) => m.type === 'toFoundation');
      if (found) return { move: found, why: u.hintWhyFoundation };
      const before = hmCardMoves(s).filter((m) => m.type === 'toFoundation').length;
      for (const m of legal) {
        if (m.type !== 'toPile') continue;
        const r = applyMove(s, m);
        if (r.ok && r.state.game === 'halber-mond' && hmCardMoves(r.state).filter((x) => x.type === 'toFoundation').length > before) return { move: m, why: u.hintWhyFrees };
      }
      const end = legal.find((m) => m.type === 'endStage')!;
      return { move: end, why: u.hintWhyEndStage };
    }
    if (s.game === 'stern') {
      const card = s.waste[s.waste.length - 1];
      const corner = legal.find((m) => m.type === 'corner');
      if (card && corner) {
        const suit = suitOf(card);
        const arm = s.arms[suit];
        const need = arm.length ? sternValue(arm[arm.length - 1]!) + 1 : 2;
        const gap = sternValue(card) - need;
        const sameSuitInCorner = s.corners.some((c) => c !== null && suitOf(c) === suit);
        if (gap >= 1 && gap <= 2 && !sameSuitInCorner) return { move: corner, why: u.hintWhyCorner };
      }
      const turn = legal.find((m) => m.type === 'turn' || m.type === 'newPass');
      if (turn) return { move: turn, why: u.hintWhyOnly };
    }
    return { move: legal[0]!, why: u.hintWhyForced };
  }

  hint(): void {
    if (this.over) return this.say(this.messages.patience.ui.gameIsOver);
    const h = this.hintMove();
    if (!h) return this.say(this.messages.patience.ui.noMoves);
    this.say(this.messages.patience.ui.hintText({ move: describeMove(h.move, this.state, this.ctx), why: h.why }));
  }

  // -- moves by places -----------------------------------------------------------------------

  private ends() {
    const game = this.game;
    return this.legal.map((move) => ({ move, ...moveEnds(move, game) }));
  }

  placeName(key: string): string {
    return this.places.find((p) => p.key === key)?.name ?? key;
  }

  /** Enter (or a tap) on a place: read it, select it as the source, or move the selection there. */
  activate(_zone: string, key: string): void {
    const place = this.places.find((p) => p.key === key);
    if (!place) return;
    this.focusKey = key;
    const u = this.messages.patience.ui;
    if (!this.interactive || this.over) {
      this.say(describePlaceCards(place, this.ctx));
      if (!this.interactive && !this.over) this.say(u.watchOnly);
      return;
    }
    const ends = this.ends();
    const sel = this.selection;
    if (sel === key) {
      this.selection = null;
      this.say(u.deselected);
      return this.changed();
    }
    if (sel) {
      const fits = ends.filter((e) => e.target !== null && ((e.sources.includes(sel) && e.target === key) || (e.symmetric && e.sources.includes(key) && e.target === sel)));
      if (fits.length === 1) return this.play(fits[0]!.move);
      if (fits.length > 1) return this.openChoices(fits.map((f) => f.move));
      this.say(u.cannotMove({ from: this.placeName(sel), to: place.name }), 'error');
      return;
    }
    const here = ends.filter((e) => e.sources.includes(key) || (e.symmetric && e.target === key));
    const alone = here.filter((e) => e.target === null);
    const withTarget = here.filter((e) => e.target !== null);
    if (withTarget.length > 0) {
      this.selection = key;
      const top = place.cards[place.cards.length - 1];
      this.say(u.selectedPlace({ place: place.name, card: top ? patienceCardRef(top, this.ctx) : null, moves: withTarget.length }));
      return this.changed();
    }
    if (alone.length === 1) return this.play(alone[0]!.move);
    if (alone.length > 1) return this.openChoices(alone.map((a) => a.move));
    // A target with exactly one source (a free corner after a turn): make that move.
    const into = ends.filter((e) => e.target === key);
    if (into.length === 1) return this.play(into[0]!.move);
    if (into.length > 1) return this.openChoices(into.map((a) => a.move));
    this.say(`${describePlace(place, this.ctx)}. ${u.noMoveFrom({ place: place.name })}`, 'error');
  }

  cancel(): void {
    if (this.running) return this.stop(true);
    if (this.moves) return this.closeChoices();
    if (this.selection) {
      this.selection = null;
      this.say(this.messages.patience.ui.deselected);
      this.changed();
    }
  }

  // -- the numbered list ---------------------------------------------------------------------

  listMoves(): void {
    if (this.over) return this.say(this.messages.patience.ui.gameIsOver);
    this.openChoices(this.legal);
  }

  openChoices(moves: readonly PatienceMove[]): void {
    if (moves.length === 0) return this.say(this.messages.patience.ui.noMoves);
    this.moves = moves;
    this.focusRequest = 'choices';
    this.say(this.messages.patience.ui.movesOpened(moves.length, this.host.touch));
    this.changed();
  }

  describeChoice(m: PatienceMove): string {
    return describeMove(m, this.state, this.ctx);
  }

  pickChoice(index: number): void {
    const m = this.moves?.[index];
    if (!m) return this.say(this.messages.ui.noSuchChoice(index + 1), 'error');
    this.focusRequest = 'piles';
    this.play(m);
  }

  closeChoices(): void {
    if (!this.moves) return;
    this.moves = null;
    this.focusRequest = 'piles';
    this.say(this.messages.ui.choicesClosed);
    this.changed();
  }

  // -- reading -------------------------------------------------------------------------------

  readCards(key: string | null = this.focusKey): void {
    const place = this.places.find((p) => p.key === key) ?? this.places[0];
    if (place) this.say(describePlaceCards(place, this.ctx));
  }

  readFoundations(): void {
    this.say(describeFoundations(this.state, this.ctx));
  }

  readStatus(): void {
    this.say(describePatienceStatus(this.state, this.ctx, { seed: this.seed, moves: this.done.length }));
  }

  readTable(): void {
    this.say(describeWholeTable(this.state, this.ctx));
  }

  repeatLastEvent(): void {
    this.say(this.lastEventText ?? this.messages.ui.nothingYet);
  }

  // -- commands ------------------------------------------------------------------------------

  submitCommand(text: string): void {
    const r = parsePatienceCommand(text, this.host.settings.locale, { game: this.game, places: this.places, legalMoves: this.over ? [] : this.legal, interactive: this.interactive });
    switch (r.kind) {
      case 'move':
        return this.play(r.move);
      case 'ambiguous':
        return this.openChoices(r.candidates);
      case 'error':
        return this.say(r.message(this.messages), 'error');
      case 'query':
        if (r.query === 'status') return this.readStatus();
        if (r.query === 'foundations') return this.readFoundations();
        if (r.query === 'moves') return this.listMoves();
        if (r.query === 'table') return this.readTable();
        if (r.query === 'help') return this.host.openDialog('help');
        if (r.query === 'rules') return this.host.openDialog('rules');
        return this.host.moveInLog('last');
      case 'action':
        switch (r.action) {
          case 'step': return this.step();
          case 'run': return void this.runToEnd();
          case 'stop': return this.stop(true);
          case 'undo': return this.undo();
          case 'redo': return this.redo();
          case 'hint': return this.hint();
          case 'endStage': return this.endStage();
          case 'repeat': return this.host.repeatLast();
          case 'newGame': return this.host.chooseGame();
          case 'settings': return this.host.openDialog('settings');
        }
    }
  }

  /** F1's words for Enter on a pile in a game that is watched, not played (Der Stern without corners too). */
  extraCommandText(id: string): { name: string; help: string } | null {
    if (id !== 'selectPlace' || this.interactive) return null;
    const ui = this.messages.ui;
    return { name: ui.commands.selectPlace.name, help: ui.commandsIn.selectPlaceWatching };
  }

  /** A key command of the patiences (src/games/patience/commands.ts); false for the shell's. */
  run(id: string, ctx: { zone: string | null; key: string | null }): boolean {
    switch (id) {
      case 'selectPlace':
        if (ctx.key) this.activate('piles', ctx.key);
        return true;
      case 'readTable': this.readTable(); return true;
      case 'readStatus': this.readStatus(); return true;
      case 'readCards': this.readCards(ctx.zone === 'piles' ? (ctx.key ?? this.focusKey) : this.focusKey); return true;
      case 'readFoundations': this.readFoundations(); return true;
      case 'listMoves': this.listMoves(); return true;
      case 'step': this.step(); return true;
      case 'runToEnd': void this.runToEnd(); return true;
      case 'cancel': this.cancel(); return true;
      case 'undo': this.undo(); return true;
      case 'redo': this.redo(); return true;
      case 'endStage': this.endStage(); return true;
      case 'hint': this.hint(); return true;
      case 'repeatLastEvent': this.repeatLastEvent(); return true;
      default: return false;
    }
  }

  // -- the table ----------------------------------------------------------------------------

  zones(): readonly ZoneSpec[] {
    return [
      { id: 'piles', kind: 'grid', render: () => this.renderPlaces(), focusKey: () => this.focusKey },
      { id: 'status', kind: 'static', render: () => this.renderStatus() },
    ];
  }

  actions(): readonly ActionSpec[] {
    const u = this.messages.patience.ui;
    const a: ActionSpec[] = [];
    if (this.over) {
      a.push({ label: u.playAgain, key: 'A', primary: true, run: () => this.restart() }, { label: u.newDeal, key: 'N', run: () => this.newDeal() });
    } else {
      a.push({ label: u.step, key: 'N', primary: !this.interactive, run: () => this.step() });
      a.push({ label: this.running ? u.stop : u.run, key: 'A', run: () => void this.runToEnd() });
      if (this.interactive) a.push({ label: u.listMoves, key: 'M', primary: true, run: () => this.listMoves() });
      if (this.game === 'halber-mond') a.push({ label: u.endStage, key: 'E', run: () => this.endStage() });
    }
    a.push({ label: u.undo, key: 'U', run: () => this.undo() }, { label: u.redo, key: 'Shift+U', run: () => this.redo() });
    if (!this.over) a.push({ label: u.hint, key: '?', run: () => this.hint() });
    a.push(
      ...(hasFoundations(this.game) ? [{ label: u.foundations, key: 'F', run: () => this.readFoundations() }] : []),
      { label: u.readStatus, key: 'S', run: () => this.readStatus() },
      { label: u.readTable, key: 'T', run: () => this.readTable() },
      { label: u.rules, key: 'Shift+F1', run: () => this.host.openDialog('rules') },
      { label: u.chooser, key: 'Shift+N', run: () => this.host.chooseGame() },
    );
    return a;
  }

  renderActionsExtra(): TemplateResult {
    const pm = this.messages.patience;
    const pace = this.host.settings.pace;
    return html`<p class="field">
      <label for="ppace">${pm.ui.pace}</label>
      <select id="ppace" @change=${(e: Event) => this.host.updateSettings({ pace: (e.target as HTMLSelectElement).value as Pace })}>
        ${RUN_PACES.map((p) => html`<option value=${p} ?selected=${pace === p}>${pm.paceName(p)}</option>`)}
      </select>
    </p>`;
  }

  private renderPlaces(): TemplateResult {
    const ctx = this.ctx;
    const pm = ctx.messages.patience;
    const places = this.places;
    const views: PlaceView[] = places.map((place) => {
      const top = place.cards[place.cards.length - 1];
      const selected = this.selection === place.key;
      return { place, label: `${describePlace(place, ctx)}${selected ? `, ${pm.ui.selected}` : ''}`, topName: top ? patienceCardName(top, ctx) : null, topFace: top ? cardFaceOf(top, ctx) : null, selected };
    });
    const focusIndex = Math.max(0, places.findIndex((x) => x.key === this.focusKey));
    const n = views.length;
    const option = (v: PlaceView, extra: { cls?: string } = {}) => {
      const i = views.indexOf(v);
      return html`<div
        role="option"
        class="place kind-${v.place.kind}${v.selected ? ' selected' : ''}${extra.cls ? ` ${extra.cls}` : ''}"
        data-item
        data-key=${v.place.key}
        data-row=${v.place.row ?? nothing}
        data-col=${v.place.col ?? nothing}
        tabindex=${i === focusIndex ? 0 : -1}
        aria-selected=${v.selected ? 'true' : 'false'}
        aria-posinset=${i + 1}
        aria-setsize=${n}
        @click=${() => this.activate('piles', v.place.key)}
        @focus=${() => (this.focusKey = v.place.key)}
      >
        <span class="visually-hidden">${v.label}</span>${placeBody(v)}
      </div>`;
    };
    const l = pm.places;
    const labels = { foundations: l.groupFoundations, corners: l.groupCorners, star: l.groupArms, moon: l.groupMoon, grid: l.groupGrid, piles: l.groupPiles, stock: l.groupStock };
    const layout = LAYOUTS[this.game]!;
    return html`<section data-zone="piles" class="zone piles">
      <h2 id="pt-h" tabindex="-1" data-focus>${pm.ui.tableHeading({ game: pm.names[this.game], mode: this.mode })}</h2>
      <div role="listbox" class="places layout-${this.game}" aria-labelledby="pt-h" aria-describedby="pt-keys">${layout(views, option, labels)}</div>
      <p id="pt-keys" class="hint">${this.interactive ? pm.ui.keysInteractive : pm.ui.watchOnly}</p>
    </section>`;
  }

  private renderStatus(): TemplateResult {
    const pm = this.messages.patience;
    const stats = this.host.statsFor(this.game);
    return html`<section data-zone="status" class="zone status" aria-labelledby="pstatus-h">
      <h2 id="pstatus-h">${pm.ui.status}</h2>
      <p data-focus tabindex="-1" class="patience-status">${describePatienceStatus(this.state, this.ctx, { seed: this.seed, moves: this.done.length })}</p>
      <p>${describeFoundations(this.state, this.ctx)}</p>
      <p>${pm.ui.statsLabel}: ${stats ? this.messages.ui.gameStats(stats) : this.messages.ui.noStats}</p>
    </section>`;
  }

  // -- saving --------------------------------------------------------------------------------

  snapshot(extra: { log: readonly unknown[]; focusZone: string | null }): { savedAt: string } & Record<string, unknown> {
    return {
      version: 1,
      savedAt: new Date().toISOString(),
      gameId: this.id,
      game: this.game,
      seed: this.seed,
      options: this.options,
      state: this.state,
      moves: this.done.map((d) => d.move),
      undone: this.undone.map((d) => d.move),
      recorded: this.recorded,
      log: extra.log,
      focusKey: this.focusKey,
    };
  }

  dispose(): void {
    this.stop(false);
  }
}
