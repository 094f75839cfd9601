/**
 * The patience behaviour, apart from any component: which screen the shell shows (the game chooser,
 * Papillon's new-game form, or a patience), a patience session with an undo/redo stack of immutable
 * states, stepping and running forced moves at the player's pace, the hint, reading the places,
 * the numbered list of legal moves, source → target selection, the command line and the
 * statistics. It reuses the Papillon controller's settings, messages, announcer and game log, and
 * never re-implements a rule: moves come from the engines' legal moves.
 *
 * Changes are signalled through the app controller's 'change' event, so the shell and the tables
 * re-render from one source.
 */
import type {
  PatienceId,
  PatienceMode,
  PatienceMove,
  PatienceOptions,
  PatienceState,
  PatienceEvent,
} from './index.js';
import { PATIENCE_MODES, isPatienceId } from './modes.js';
import { suitOf } from '../../engine/cards.js';
import type { PatienceDescribeContext } from './describe.js';
import type { CommandId } from '../../commands/commands.js';
import type { ChooserGameId, PatienceGameId } from './messages.js';
import type { RulesSection } from '../../i18n/messages.js';
import { patienceRulesText } from '../../i18n/index.js';
import type { Pace } from '../../play/session.js';
import type { Place } from './places.js';
import { loadStats, recordResult, type PatienceStats } from './stats.js';
import type { GameController } from '../../app/game-controller.js';
import type { PatienceSnapshot, SaveStore } from '../../storage/save-store.js';

export type Screen = 'chooser' | 'papillon' | 'patience';
export type PatienceZone = 'piles' | 'choices' | 'status' | 'actions' | 'commandLine' | 'log';

export const CHOOSER_GAMES: readonly ChooserGameId[] = ['papillon', 'doppelhausen', 'elf', 'halber-mond', 'napoleon', 'reihe', 'stern', 'unterstecken'];

/** Events that put a card on a foundation (an arm of the star, the patience pile): the 'capture' earcon. */
const FOUNDATION_EVENTS: ReadonlySet<string> = new Set(['toFoundation', 'talonToFoundation', 'toArm', 'toPatience']);

/** Milliseconds between two moves when running to the end, by pace (after the announcer has spoken). */
export const RUN_DELAY: Record<Pace, number> = { instant: 0, fast: 300, normal: 1000, slow: 2500, waitForKey: 2500 };

export interface PatienceDeps {
  readonly app: GameController;
  readonly storage: Storage | null;
  /** Called when a deal starts (the shell puts ?game=…&seed=… into the address). */
  readonly onStart?: (game: PatienceId, seed: string) => void;
  /** Where the deal in progress is saved after every move (src/app/patience-save.ts); none: not saved. */
  readonly store?: SaveStore;
}

export interface Done {
  /** The state before the move. */
  readonly state: PatienceState;
  readonly move: PatienceMove;
}

export { isPatienceId };

type Kit = typeof import('./kit.js');
let kit: Kit | null = null;

/** Loads the engines, the describer and the table (their own chunk) before a deal starts. */
export async function loadPatienceKit(): Promise<Kit> {
  return (kit ??= await import('./kit.js'));
}

/** The loaded kit: every caller runs only while a deal is open, and a deal starts after loading it. */
function K(): Kit {
  if (!kit) throw new Error('the patience kit is not loaded yet');
  return kit;
}

/** A fresh deal number, easy to say and to type. */
export function randomSeed(): string {
  return String(100000 + Math.floor(Math.random() * 900000));
}

export class PatienceController {
  screen: Screen = 'chooser';
  game: PatienceId | null = null;
  options: PatienceOptions = {};
  seed = '';
  state: PatienceState | null = null;
  /** Moves made, with the state before each (undo); and moves undone (redo). */
  done: Done[] = [];
  undone: Done[] = [];
  /** The source place selected with Enter, waiting for a target. */
  selection: string | null = null;
  /** The numbered list of moves, when open. */
  choices: { readonly moves: readonly PatienceMove[] } | null = null;
  running = false;
  /** The place in focus (the table keeps it), for I and Enter from the command line. */
  focusKey: string | null = null;
  /** Where the table should move focus after its next render. */
  focusRequest: PatienceZone | 'chooser' | null = null;
  /** Whose rules the rules dialog shows when no patience is open (the chooser's R). */
  rulesFor: ChooserGameId | null = null;
  stats: PatienceStats;
  /** Identifies the deal from its start (the save keeps it). */
  gameId: string | null = null;
  /** The deal's result is in the statistics already. */
  recorded = false;
  /** Writes the deal to the store (created with the kit, when a store is given). */
  saver: InstanceType<Kit['PatienceSaver']> | null = null;

  private lastEventText: string | null = null;
  private runToken = 0;
  readonly app: GameController;

  constructor(private readonly deps: PatienceDeps) {
    this.app = deps.app;
    this.stats = loadStats(deps.storage);
  }

  // -- state ---------------------------------------------------------------------------------

  get messages() {
    return this.app.messages;
  }

  get ctx(): PatienceDescribeContext {
    const s = this.app.settings;
    return { messages: this.app.messages, cardNames: s.cardNames, pack: s.pack, verbosity: s.verbosity };
  }

  get mode(): PatienceMode {
    return this.game ? PATIENCE_MODES[this.game](this.options.variants ?? []) : 'watch-and-step';
  }

  get interactive(): boolean {
    return this.mode === 'interactive';
  }

  get places(): Place[] {
    return this.state ? K().placesOf(this.state, { messages: this.app.messages, style: this.app.settings.cardNames, pack: this.app.settings.pack }) : [];
  }

  get legal(): PatienceMove[] {
    return this.state ? K().legalMoves(this.state) : [];
  }

  get over(): boolean {
    return !!this.state && K().statusOf(this.state) !== 'playing';
  }

  /** Patience keys and help apply (no Papillon game is running and a patience is open). */
  get active(): boolean {
    return this.screen === 'patience' && !!this.state && !this.app.session;
  }

  private changed(): void {
    this.app.dispatchEvent(new Event('change'));
  }

  private say(text: string, kind: 'error' | 'info' | 'echo' | 'event' = 'echo'): void {
    this.app.announcer.announce(text, { kind, priority: kind === 'error' ? 'assertive' : 'polite' });
    if (kind === 'error') this.app.playEarcon('illegal');
  }

  // -- screens -------------------------------------------------------------------------------

  showChooser(): void {
    this.stop(false);
    this.screen = 'chooser';
    this.state = null;
    this.game = null;
    this.choices = null;
    this.selection = null;
    this.rulesFor = null;
    this.focusRequest = 'chooser';
    this.changed();
  }

  /** Papillon chosen: the existing new-game form. */
  choosePapillon(): void {
    this.stop(false);
    this.screen = 'papillon';
    this.state = null;
    this.game = null;
    if (this.app.session) this.app.newGame();
    this.changed();
  }

  /** Opens the rules of a game from the chooser (Papillon: the Papillon rules). */
  showRules(game: ChooserGameId): void {
    this.rulesFor = game;
    this.app.openDialog('rules');
  }

  /** The rules the rules dialog shows, or null for Papillon's. */
  rulesSections(): readonly RulesSection[] | null {
    if (this.app.session) return null;
    const id = this.screen === 'patience' ? this.game : this.rulesFor;
    return isPatienceId(id) ? patienceRulesText(this.app.messages, id as PatienceGameId) : null;
  }

  // -- a deal --------------------------------------------------------------------------------

  async start(game: PatienceId, seed: string = randomSeed(), options: PatienceOptions = {}): Promise<void> {
    await this.loadKit();
    const gameId = `${new Date().toISOString()}-${game}-${seed}-${Math.random().toString(36).slice(2, 8)}`;
    this.open({ game, seed, options, gameId, state: K().newPatience(game, seed, options), done: [], undone: [], recorded: false, focusKey: null });
    this.app.announcer.clearLog();
    const m = this.messages.patience;
    this.say(m.ui.started({ game: m.names[game], seed, mode: this.mode, interactiveHelp: this.app.settings.verbosity !== 'brief' }), 'info');
    this.opened();
  }

  private async loadKit(): Promise<Kit> {
    const k = await loadPatienceKit();
    if (this.deps.store && !this.saver) this.saver = new k.PatienceSaver(this, this.deps.store);
    return k;
  }

  /**
   * Resumes a saved deal exactly: the moves are replayed from the deal and must give the saved
   * state; the undo and redo stacks, the log and the focused place come back. Throws (and changes
   * nothing) when the save does not fit: the caller keeps it aside.
   */
  async resume(snap: PatienceSnapshot): Promise<void> {
    const k = await this.loadKit();
    this.open({ ...snap, ...k.replayPatience(snap) });
    this.lastEventText = [...snap.log].reverse().find((e) => e.kind === 'event')?.text ?? null;
    this.app.announcer.restoreLog(snap.log);
    const m = this.messages.patience;
    // Spoken, not logged: the log stays as it was saved.
    this.say(m.ui.resumed({ game: m.names[snap.game], seed: snap.seed, moves: this.done.length }));
    this.opened();
  }

  /** Puts a deal on the table (a new one or a resumed one), in place of any game open. */
  private open(d: Pick<PatienceController, 'seed' | 'options' | 'state' | 'done' | 'undone' | 'recorded' | 'gameId' | 'focusKey'> & { game: PatienceId }): void {
    this.stop(false);
    if (this.app.session) this.app.newGame();
    this.screen = 'patience';
    ({ game: this.game, seed: this.seed, options: this.options, state: this.state, done: this.done, undone: this.undone, recorded: this.recorded, gameId: this.gameId, focusKey: this.focusKey } = d);
    this.selection = null;
    this.choices = null;
    this.lastEventText = null;
    this.rulesFor = null;
    this.app.logCursor = null;
    this.app.announcer.clearQueue();
  }

  private opened(): void {
    this.focusRequest = 'piles';
    this.deps.onStart?.(this.game!, this.seed);
    this.changed();
  }

  /** The same deal again, from the start. */
  restart(): void {
    if (this.game) this.start(this.game, this.seed, this.options);
  }

  private apply(move: PatienceMove, opts: { keepRedo?: boolean } = {}): boolean {
    const s = this.state;
    if (!s) return false;
    const r = K().applyMove(s, move);
    if (!r.ok) {
      // The engine's message is for developers; the player hears the rule in words.
      this.say(this.messages.patience.ui.moveRefused({ rule: r.violation.rule }), 'error');
      return false;
    }
    this.done.push({ state: s, move });
    if (!opts.keepRedo) this.undone = [];
    this.state = r.state;
    this.selection = null;
    this.choices = null;
    this.announceEvents(r.events);
    return true;
  }

  private announceEvents(events: readonly PatienceEvent[]): void {
    for (const a of K().describePatienceEvents(this.game!, events, this.ctx)) {
      this.app.announcer.announce(a.text, { kind: 'event', priority: a.priority });
      this.lastEventText = a.text;
    }
    const over = events.find((e) => e.type === 'gameOver');
    if (over && over.type === 'gameOver' && over.outcome === 'won') this.app.playEarcon('sweep');
    else if (events.some((e) => FOUNDATION_EVENTS.has(e.type))) this.app.playEarcon('capture');
    if (over && over.type === 'gameOver' && !this.recorded && this.game) {
      this.recorded = true;
      this.stats = recordResult(this.deps.storage, this.game, over.outcome);
    }
  }

  /** A move chosen by the player (keys, list, touch, command line). */
  play(move: PatienceMove): void {
    if (!this.state) return;
    this.stop(false);
    if (this.apply(move)) this.prompt();
    this.changed();
  }

  /** In Die Doppelhausen, say whether a pair must be chosen or the next move is forced. */
  private prompt(): void {
    if (!this.state || this.over || this.running || this.game !== 'doppelhausen' || this.app.settings.verbosity === 'brief') return;
    const legal = this.legal;
    const m = this.messages.patience.ui;
    if (legal.length === 1) this.say(m.next({ move: K().describeMove(legal[0]!, this.state, this.ctx) }));
    else this.say(m.mustChoose({ count: legal.length }));
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
    if (!this.state) return;
    this.stop(false);
    if (this.over) return this.say(this.messages.patience.ui.gameIsOver);
    const m = this.nextMove();
    if (!m) return this.say(this.messages.patience.ui.mustChoose({ count: this.legal.length }));
    this.apply(m);
    this.prompt();
    this.changed();
  }

  /** A (or the Run button): forced moves at the pace of the settings until the end or a choice. */
  async runToEnd(): Promise<void> {
    if (!this.state) return;
    if (this.running) return this.stop(true);
    if (this.over) return this.say(this.messages.patience.ui.gameIsOver);
    const pace = this.app.settings.pace;
    this.running = true;
    const token = ++this.runToken;
    this.say(this.messages.patience.ui.running({ pace: this.messages.patience.paceName(pace) }));
    this.changed();
    const delay = RUN_DELAY[pace];
    let n = 0;
    while (this.running && token === this.runToken && this.state && !this.over) {
      const legal = this.legal;
      // Interactive games run only while the move is forced.
      const m = !this.interactive ? legal[0] : legal.length === 1 ? legal[0] : undefined;
      if (!m) break;
      this.apply(m);
      this.changed();
      n++;
      if (delay === 0) {
        if (n % 20 === 0) await new Promise((r) => setTimeout(r, 0));
      } else {
        await this.app.announcer.idle();
        await new Promise((r) => setTimeout(r, delay));
      }
    }
    if (token !== this.runToken) return;
    this.running = false;
    if (this.state && !this.over) this.say(this.messages.patience.ui.mustChoose({ count: this.legal.length }));
    this.changed();
  }

  /** Stops a run; `say` tells the player (A or Escape while running). */
  stop(say: boolean): void {
    if (!this.running) return;
    this.running = false;
    this.runToken++;
    if (say) this.say(this.messages.patience.ui.stopped);
    this.changed();
  }

  undo(): void {
    this.stop(false);
    const last = this.done.pop();
    if (!last) return this.say(this.messages.patience.ui.nothingToUndo);
    this.undone.push(last);
    this.state = last.state;
    this.selection = null;
    this.choices = null;
    this.say(this.messages.patience.ui.undone({ move: K().describeMove(last.move, last.state, this.ctx) }), 'info');
    this.changed();
  }

  redo(): void {
    this.stop(false);
    const next = this.undone.pop();
    if (!next) return this.say(this.messages.patience.ui.nothingToRedo);
    this.say(this.messages.patience.ui.redone({ move: K().describeMove(next.move, next.state, this.ctx) }), 'info');
    this.apply(next.move, { keepRedo: true });
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
    if (!s) return null;
    const legal = this.legal;
    const u = this.messages.patience.ui;
    if (legal.length === 0) return null;
    if (legal.length === 1 || !this.interactive) return { move: legal[0]!, why: u.hintWhyForced };
    if (s.game === 'doppelhausen') return { move: legal[0]!, why: u.hintWhyPair };
    if (s.game === 'halber-mond') {
      const found = legal.find((m) => m.type === 'toFoundation');
      if (found) return { move: found, why: u.hintWhyFoundation };
      const before = K().hmCardMoves(s).filter((m) => m.type === 'toFoundation').length;
      for (const m of legal) {
        if (m.type !== 'toPile') continue;
        const r = K().applyMove(s, m);
        if (r.ok && r.state.game === 'halber-mond' && K().hmCardMoves(r.state).filter((x) => x.type === 'toFoundation').length > before) return { move: m, why: u.hintWhyFrees };
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
        const need = arm.length ? K().sternValue(arm[arm.length - 1]!) + 1 : 2;
        const gap = K().sternValue(card) - need;
        const sameSuitInCorner = s.corners.some((c) => c !== null && suitOf(c) === suit);
        if (gap >= 1 && gap <= 2 && !sameSuitInCorner) return { move: corner, why: u.hintWhyCorner };
      }
      const turn = legal.find((m) => m.type === 'turn' || m.type === 'newPass');
      if (turn) return { move: turn, why: u.hintWhyOnly };
    }
    return { move: legal[0]!, why: u.hintWhyForced };
  }

  hint(): void {
    if (!this.state) return;
    if (this.over) return this.say(this.messages.patience.ui.gameIsOver);
    const h = this.hintMove();
    if (!h) return this.say(this.messages.patience.ui.noMoves);
    this.say(this.messages.patience.ui.hintText({ move: K().describeMove(h.move, this.state, this.ctx), why: h.why }));
  }

  // -- moves by places -----------------------------------------------------------------------

  private ends() {
    const game = this.game!;
    return this.legal.map((move) => ({ move, ...K().moveEnds(move, game) }));
  }

  placeName(key: string): string {
    return this.places.find((p) => p.key === key)?.name ?? key;
  }

  /** Enter (or a tap) on a place: read it, select it as the source, or move the selection there. */
  activate(key: string): void {
    const place = this.places.find((p) => p.key === key);
    if (!place || !this.state) return;
    const u = this.messages.patience.ui;
    if (!this.interactive || this.over) {
      this.say(K().describePlaceCards(place, this.ctx));
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
      this.say(u.selectedPlace({ place: place.name, card: top ? K().patienceCardName(top, this.ctx) : null, moves: withTarget.length }));
      return this.changed();
    }
    if (alone.length === 1) return this.play(alone[0]!.move);
    if (alone.length > 1) return this.openChoices(alone.map((a) => a.move));
    // A target with exactly one source (a free corner after a turn): make that move.
    const into = ends.filter((e) => e.target === key);
    if (into.length === 1) return this.play(into[0]!.move);
    if (into.length > 1) return this.openChoices(into.map((a) => a.move));
    this.say(`${K().describePlace(place, this.ctx)}. ${u.noMoveFrom({ place: place.name })}`, 'error');
  }

  cancel(): void {
    if (this.running) return this.stop(true);
    if (this.choices) return this.closeChoices();
    if (this.selection) {
      this.selection = null;
      this.say(this.messages.patience.ui.deselected);
      this.changed();
    }
  }

  // -- the numbered list ---------------------------------------------------------------------

  listMoves(): void {
    if (!this.state) return;
    if (this.over) return this.say(this.messages.patience.ui.gameIsOver);
    this.openChoices(this.legal);
  }

  openChoices(moves: readonly PatienceMove[]): void {
    if (moves.length === 0) return this.say(this.messages.patience.ui.noMoves);
    this.choices = { moves };
    this.focusRequest = 'choices';
    this.say(this.messages.patience.ui.movesOpened(moves.length));
    this.changed();
  }

  describeChoice(m: PatienceMove): string {
    return this.state ? K().describeMove(m, this.state, this.ctx) : '';
  }

  pickChoice(index: number): void {
    const m = this.choices?.moves[index];
    if (!m) return this.say(this.app.messages.ui.noSuchChoice(index + 1), 'error');
    this.focusRequest = 'piles';
    this.play(m);
  }

  closeChoices(): void {
    if (!this.choices) return;
    this.choices = null;
    this.focusRequest = 'piles';
    this.say(this.app.messages.ui.choicesClosed);
    this.changed();
  }

  // -- reading -------------------------------------------------------------------------------

  readCards(key: string | null = this.focusKey): void {
    const place = this.places.find((p) => p.key === key) ?? this.places[0];
    if (place) this.say(K().describePlaceCards(place, this.ctx));
  }

  readFoundations(): void {
    if (this.state) this.say(K().describeFoundations(this.state, this.ctx));
  }

  readStatus(): void {
    if (this.state) this.say(K().describePatienceStatus(this.state, this.ctx, { seed: this.seed, moves: this.done.length }));
  }

  readTable(): void {
    if (this.state) this.say(K().describeWholeTable(this.state, this.ctx));
  }

  repeatLastEvent(): void {
    this.say(this.lastEventText ?? this.app.messages.ui.nothingYet);
  }

  // -- commands ------------------------------------------------------------------------------

  submitCommand(text: string): void {
    if (!this.state || !this.game) return;
    const r = K().parsePatienceCommand(text, this.app.settings.locale, { game: this.game, places: this.places, legalMoves: this.over ? [] : this.legal, interactive: this.interactive });
    switch (r.kind) {
      case 'move':
        return this.play(r.move);
      case 'ambiguous':
        return this.openChoices(r.candidates);
      case 'error':
        return this.say(r.message(this.app.messages), 'error');
      case 'query':
        if (r.query === 'status') return this.readStatus();
        if (r.query === 'foundations') return this.readFoundations();
        if (r.query === 'moves') return this.listMoves();
        if (r.query === 'table') return this.readTable();
        if (r.query === 'help') return this.app.openDialog('help');
        if (r.query === 'rules') return this.app.openDialog('rules');
        return this.app.moveInLog('last');
      case 'action':
        switch (r.action) {
          case 'step': return this.step();
          case 'run': return void this.runToEnd();
          case 'stop': return this.stop(true);
          case 'undo': return this.undo();
          case 'redo': return this.redo();
          case 'hint': return this.hint();
          case 'endStage': return this.endStage();
          case 'repeat': return this.app.repeatLast();
          case 'newGame': return this.showChooser();
          case 'settings': return this.app.openDialog('settings');
        }
    }
  }

  /** A command from the keymap (zone-specific ones are handled by the table). */
  run(id: CommandId): void {
    const a = this.app;
    switch (id) {
      case 'readTable': return this.readTable();
      case 'readStatus': return this.readStatus();
      case 'readCards': return this.readCards();
      case 'readFoundations': return this.readFoundations();
      case 'listMoves': return this.listMoves();
      case 'step': return this.step();
      case 'runToEnd': return void this.runToEnd();
      case 'cancel': return this.cancel();
      case 'undo': return this.undo();
      case 'redo': return this.redo();
      case 'endStage': return this.endStage();
      case 'hint': return this.hint();
      case 'closeChoices': return this.closeChoices();
      case 'repeatLastEvent': return this.repeatLastEvent();
      case 'repeatLast': return a.repeatLast();
      case 'logPrevious': return a.moveInLog('previous');
      case 'logNext': return a.moveInLog('next');
      case 'logFirst': return a.moveInLog('first');
      case 'logLast': return a.moveInLog('last');
      case 'cycleVerbosity': return a.cycleVerbosity();
      case 'help': return a.openDialog('help');
      case 'rules': return a.openDialog('rules');
      case 'settings': return a.openDialog('settings');
      case 'newGame': return this.showChooser();
      default: return;
    }
  }
}
