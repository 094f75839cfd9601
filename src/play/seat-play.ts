/**
 * What every table of seats does alike (Papillon, Casino, the trick games): an id for a game from its
 * start, the computer players reached through the host (the bot worker), the legal move a decision
 * names, and the players' names with the default ones following the language.
 */
import type { BotLevel } from '../ai/types.js';
import type { LogEntry } from '../announcer/announcer.js';
import type { EarconName } from '../announcer/earcons.js';
import type { RuleViolation, SeatGame } from '../engine/game.js';
import { LOCALES } from '../i18n/locale.js';
import { DEFAULT_NAMES } from '../../locales/names.js';
import { SHELL_COMMANDS, type CommandDef } from './keymap.js';
import type { ActionSpec, ChoiceList, Confirm, GamePlay, PlayHost, ZoneSpec } from './module.js';
import { SeatSession, type GameConfig, type SeatConfig, type SeatPlayer, type SeatTable, type Step } from './session.js';
import { lastEventIn, rebuiltLog } from './seat-tables.js';

/** Identifies one game from its start (saves and statistics count it once). */
export function newGameId(seed: string): string {
  return `${new Date().toISOString()}-${seed}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The worker sends a copy of the move: the legal move it names (the very object the engine listed). */
export function legalNamed<M>(legal: readonly M[], move: unknown): M {
  const json = JSON.stringify(move);
  return legal.find((m) => JSON.stringify(m) === json) ?? (move as M);
}

/** A computer seat of `game` at `level`: its view and legal moves go to the host's bots. */
export function hostSeatPlayer<V, M>(host: PlayHost, game: string, level: BotLevel): SeatPlayer<V, M> {
  return {
    decide: async (view: V, legal: readonly M[], seed: string): Promise<M> => {
      const d = await host.decide(game, level, view, legal, { seed });
      return legalNamed(legal, d.move);
    },
  };
}

/**
 * The players' names; a default name ("You", "Du", "Anna" …) follows the language the player plays in.
 * A saved game keeps the names in the language it was started in, and after a reload only the
 * language played now is loaded: the default names of every language are known without their
 * catalogues (locales/names.ts; issue 29). A table with friends names its seats itself (the people's
 * chosen names, `SeatTable.names`): those are never translated.
 */
export function seatNames(host: PlayHost, seats: readonly SeatConfig[]): string[] {
  const now = host.messages.ui;
  const defaults = Math.max(4, seats.length);
  return seats.map((s) => {
    for (const l of LOCALES) for (let k = 0; k < defaults; k++) if (s.name === DEFAULT_NAMES[l](k)) return now.defaultName(k);
    return s.name;
  });
}

// -------------------------------------------------------------------------------------------------
// SeatPlay: any seat game's table over any seat handle (here or on a server), commands as data.

/** The answers every seat table gives in the player's language (each game's catalogue has them in `ui`). */
export interface SeatUi {
  readonly waitingForKey: string;
  readonly resumed: string;
  choicesOpened(n: number, touch: boolean): string;
  noSuchChoice(n: number): string;
  readonly choicesClosed: string;
  readonly noNextDeal: string;
  readonly nothingToContinue: string;
  readonly nothingYet: string;
  readonly hintThinking: string;
  readonly hintUnavailable: string;
  readonly commandHint: string;
  /** The command line's answers to `{ kind: 'error' }` (a game whose parser words its own errors, answering 'say', needs neither). */
  readonly commandNoSuchMove?: string;
  readonly commandUnknown?: string;
}

/** What a key, a button or the command line runs a command with: the zone and the item in focus. */
export interface RunContext {
  readonly zone: string | null;
  readonly key: string | null;
}

/**
 * One command of a table, as data (one row per command): its keys and zones (the keymap and F1 are made
 * from them), what it runs, and whether the actions zone shows it as a button. A row without keys names
 * a command whose keys are the shell's (hint, repeat, new game): the table gives it a run and a button.
 */
export interface CommandRow<P> extends Omit<CommandDef, 'keys' | 'zones' | 'printable'> {
  readonly keys?: CommandDef['keys'];
  readonly zones?: CommandDef['zones'];
  readonly printable?: boolean;
  run(play: P, ctx: RunContext): void;
  /** Its button (label: the command's name in the catalogue, or `label`; key: its first key's label), while `when` holds. */
  readonly button?: {
    when?(play: P): boolean;
    primary?(play: P): boolean;
    label?(play: P): string;
  };
}

/** The keymap's part of command rows (the game module's `commands`: known before a game runs). */
export function keysOf<P>(rows: readonly CommandRow<P>[]): CommandDef[] {
  return rows.flatMap((r) => (r.keys ? [{ id: r.id, keys: r.keys, zones: r.zones ?? 'any', printable: r.printable ?? r.keys.every((k) => k.key.length === 1) }] : []));
}

/** A saved seat game as the table resumes it: the state and steps for the session, the log and focus for the table. */
export interface SeatResume<S, M, E> {
  readonly gameId: string;
  readonly state: S;
  readonly steps: Step<M, E>[];
  readonly log: LogEntry[];
  readonly focusZone?: string | null;
  /** The item in focus when it was saved (a card, an option): focus goes back to it (issue 27). */
  readonly focusKey?: string | null;
  /** The table's notes when it was saved (`SeatPlay.notes`: the exchange's marks), for the game's table to read back. */
  readonly notes?: Readonly<Record<string, unknown>> | null;
}

/** One spoken line of a step (a describer's), with the earcon to play. */
export interface Spoken {
  readonly text: string;
  readonly earcon?: EarconName | null | undefined;
  readonly kind?: string;
}

/**
 * A seat game's table over a `SeatTable` — a `SeatSession` here (with the computer players, saved) or a
 * table with friends (`RemoteSeatSession`: this seat's view, steps and legal moves only). It owns what
 * every seat game does alike: the session's events (each step said once, a remote refusal said as the
 * engine's, the wait for a key), the resumed and the rejoined log, the numbered choice list, moves and
 * refusals, the next deal, W, L, the hint, the command line's answers, the keys and buttons made from the
 * command rows, the save. A game says what is its own in the hooks below: its words, its zones, its
 * turn prompt, its commands, what happens at the end. Subclass constructors end with `this.begin(…)`
 * (after their own fields exist: the first step's words may need them).
 */
export abstract class SeatPlay<S, M, V, E, O, C = never> extends EventTarget implements GamePlay {
  abstract readonly gameId: string;
  readonly homeZone: string = 'hand';
  readonly choicesAt: number = 1;
  confirm: Confirm | null = null;
  readonly session: SeatTable<M, V, E, O>;
  /** Identifies this game from its start (saves and statistics). */
  readonly id: string;
  /** The open choice list: moves, and (C) a game's choices that are no move ("lead on", "more"). */
  protected choiceMoves: readonly (M | C)[] | null = null;
  /** What the open choice list is for (a game's phase, 'declare' …), when the game tells lists apart. */
  protected choicePhase: string | null = null;
  protected focusRequest: string | null = 'hand';
  /** The item the focus request goes to (a resumed game's card or option in focus before). */
  protected focusKeyRequest: string | null = null;
  /** A move of focus the player did not ask for, inside the zone he is in (GamePlay.takeFocusNudge). */
  protected focusNudge: { readonly zone: string; readonly key: string | null } | null = null;
  protected lastEventText: string | null = null;
  /** The sitting's result was said (and counted) already. */
  protected recorded = false;
  /** The move this seat sent last (`playMove`): a remote table's refusal of it comes later. */
  protected sent: M | undefined;
  /** The buttons' order by command id when it is not the rows' (F1's) order (ids left out follow); default: the rows'. */
  protected readonly buttonOrder: readonly string[] | null = null;

  constructor(
    protected readonly host: PlayHost,
    engine: SeatGame<S, M, V, E, O>,
    config: GameConfig<O>,
    restored?: SeatResume<S, M, E>,
    /** A table played elsewhere (with friends, on a table server): the same table, its session given. */
    table?: SeatTable<M, V, E, O>,
  ) {
    super();
    this.id = restored?.gameId ?? newGameId(config.seed);
    this.session = table ?? new SeatSession(engine, config, (_seat, level) => hostSeatPlayer<V, M>(host, this.gameId, level), restored ? { state: restored.state, steps: restored.steps } : undefined);
    this.session.pace = host.settings.pace;
  }

  /** Starts the table: listens to the session, then says the first step, or restores a save or a rejoined table's log. */
  protected begin(restored?: SeatResume<S, M, E>): void {
    const s = this.session;
    s.addEventListener('step', (e) => this.onStep((e as CustomEvent<Step<M, E>>).detail));
    // A remote table's refusal (the server's engine said no): said as a refusal here is.
    s.addEventListener('refused', (e) => this.refused((e as CustomEvent<RuleViolation>).detail));
    s.addEventListener('waiting', () => this.waiting());
    s.addEventListener('change', () => this.changed());
    if (restored) {
      this.focusRequest = restored.focusZone ?? this.homeZone;
      this.focusKeyRequest = restored.focusZone ? (restored.focusKey ?? null) : null;
      this.host.announcer.restoreLog(restored.log);
      this.lastEventText = lastEventIn(restored.log);
      this.resumed(restored.focusZone ?? null);
    } else if (s.remote && s.steps.length > 1) {
      // Back at a table with friends (a reload, another tab): the log rebuilt from the steps as this seat
      // saw them (not spoken), then which game and whose turn.
      this.recorded = this.sittingOver;
      this.focusRequest = this.homeZone;
      this.host.announcer.restoreLog(rebuiltLog(s.steps, (step, i) => [...this.historyWords(step, i), ...this.stepCoda(step)]));
      this.lastEventText = lastEventIn(this.host.announcer.log);
      this.resumed(null);
    } else {
      const last = s.steps[s.steps.length - 1];
      if (last) this.onStep(last);
    }
    s.scheduleComputers();
  }

  // -- hooks: what is the game's own ------------------------------------------------------------

  /** The game's merged catalogue for the player's language (its `ui` has every `SeatUi` answer). */
  abstract get messages(): { readonly ui: SeatUi };
  /** The game's command rows (keys, run, button), in the order F1 and the actions zone show them. */
  abstract commandRows(): readonly CommandRow<this>[];
  abstract zones(): readonly ZoneSpec[];
  /** What a step says, in order (the describer's words for its events). */
  protected abstract describeStep(step: Step<M, E>): readonly Spoken[];
  /** A step of a rejoined table's history, in words (default: as said then; a game whose words need the view as it was rebuilds it). */
  protected historyWords(step: Step<M, E>, _index: number): readonly Spoken[] {
    return this.describeStep(step);
  }
  /** What the table says last after a step (a trick table: the way on at a deal's end), live and in a rejoined log alike. */
  protected stepCoda(_step: Step<M, E>): readonly Spoken[] {
    return [];
  }
  /** A refusal in words (the rule it names; the move refused, when it was one of mine here). */
  protected abstract describeViolation(v: RuleViolation, move?: M): string;
  /** A move (or a choice of the list that is no move, C) as a choice or a hint names it. */
  protected abstract describeMove(m: M | C): string;
  /** The answer to a move out of turn (who is to move, or the engine's rule between deals). */
  protected abstract notYourTurn(): void;
  /** After every step and at a resume: my turn said, a choice list opened, the end recorded. */
  protected abstract afterStep(step: Step<M, E> | null): void;
  /** The sitting is over for this seat's view (nothing more will be said of its result). */
  protected abstract get sittingOver(): boolean;
  /** The hint's words for the strong player's move and its explanation. */
  protected hintText(move: M, _explanation: unknown): string {
    return this.describeMove(move);
  }
  /** The command line: the game's parser's answer (a move, a query, candidates, an error). */
  protected abstract parseCommand(text: string): Promise<CommandAnswer<M>>;
  /** A resumed game (a save or a rejoined table): which game, then whose turn (spoken, not logged). */
  protected resumed(_focusZone: string | null): void {
    // A save on this device; a table with friends is kept on its server, and its own words (src/tables:
    // the table's code and game, whose turn) were said before this table was opened.
    if (!this.session.remote) this.host.announcer.announce(this.ui.resumed, { kind: 'echo' });
    if (!this.resumedTurnText) return this.afterStep(null);
    if (this.session.myTurn) this.host.announcer.announce(this.resumedTurnText(), { kind: 'echo', priority: 'assertive' });
  }
  /**
   * A game whose resume says my turn as an echo (spoken, not logged, no earcon) gives its words here, and
   * its resume runs no `afterStep(null)`; without it (the default) the turn is said as after a step.
   */
  protected resumedTurnText?(): string;
  /**
   * A remote table's refusal, which comes after the move was sent (default: said with its rule only; a
   * game whose refusals name the move's card says it with `this.sent`, the move last sent).
   */
  protected refused(v: RuleViolation): void {
    this.explain(v);
  }
  /**
   * A computer turn held for a key (pace 'waitForKey'): said (default). A game whose seat makes several
   * moves in one turn (one per card laid away) may let the next of them go on without a key.
   */
  protected waiting(): void {
    this.host.say(this.ui.waitingForKey, 'info');
  }

  // -- state ------------------------------------------------------------------------------------

  protected get ui(): SeatUi {
    return this.messages.ui;
  }

  get view(): V {
    return this.session.view;
  }

  /** The players' names (a table with friends: the people's own); a default name follows the language. */
  get names(): string[] {
    return this.session.names?.() ?? seatNames(this.host, this.session.config.seats);
  }

  get busy(): boolean {
    return this.session.busy;
  }

  get waitingForKey(): boolean {
    return this.session.waitingForKey;
  }

  get title(): string {
    return this.host.gameName(this.gameId);
  }

  get commandHint(): string {
    return this.ui.commandHint;
  }

  abstract get rulesOptions(): unknown;

  get choices(): ChoiceList | null {
    const moves = this.choiceMoves;
    if (!moves) return null;
    return { heading: this.choicesHeading(moves), labels: moves.map((m) => this.describeMove(m)) };
  }

  /** The choice list's heading ("Bids, 3 choices"). */
  protected abstract choicesHeading(moves: readonly (M | C)[]): string;

  takeFocusRequest(): string | null {
    const r = this.focusRequest;
    this.focusRequest = null;
    return r;
  }

  takeFocusKey(): string | null {
    const k = this.focusKeyRequest;
    this.focusKeyRequest = null;
    return k;
  }

  takeFocusNudge(): { readonly zone: string; readonly key: string | null } | null {
    const n = this.focusNudge;
    this.focusNudge = null;
    return n;
  }

  settingsChanged(): void {
    this.session.pace = this.host.settings.pace;
  }

  protected changed(): void {
    this.dispatchEvent(new Event('change'));
  }

  say(text: string, kind: 'error' | 'info' | 'echo' = 'echo'): void {
    this.host.say(text, kind);
  }

  /** A refusal said: the rule, and the move refused when it was one of mine here (its card named). */
  protected explain(v: RuleViolation, move?: M): void {
    this.say(this.describeViolation(v, move), 'error');
  }

  // -- steps ------------------------------------------------------------------------------------

  protected onStep(step: Step<M, E>): void {
    const mine = step.actor !== null && step.actor === this.session.me;
    if (mine) this.host.announcer.dropPending('turn');
    const say = (spoken: readonly Spoken[]) => {
      for (const a of spoken) {
        this.host.announcer.announce(a.text, { kind: 'event', answer: mine });
        this.lastEventText = a.text;
        if (a.earcon) this.host.playEarcon(a.earcon);
      }
    };
    say(this.describeStep(step));
    this.afterStep(step);
    // Last, after what the step's end says (a result): the way on.
    say(this.stepCoda(step));
  }

  /** "Your turn" and its earcon (assertive: it is what the player waits for). */
  protected sayYourTurn(text: string): void {
    this.host.announcer.announce(text, { kind: 'turn', priority: 'assertive' });
    this.host.playEarcon('turn');
  }

  // -- moves ------------------------------------------------------------------------------------

  protected openChoices(moves: readonly (M | C)[], opts: { phase?: string | null; echo?: boolean } = {}): void {
    this.choiceMoves = moves;
    this.choicePhase = opts.phase ?? null;
    this.focusRequest = 'choices';
    if (opts.echo ?? true) this.say(this.ui.choicesOpened(moves.length, this.host.touch));
    this.changed();
  }

  pickChoice(index: number): void {
    const m = this.choiceMoves?.[index];
    if (m === undefined) return this.say(this.ui.noSuchChoice(index + 1), 'error');
    this.focusRequest = this.homeZone;
    this.playChoice(m);
  }

  /** A choice picked from the list: its move played (a game whose list holds choices that are no move, C, does those itself). */
  protected playChoice(c: M | C): void {
    this.playMove(c as M);
  }

  closeChoices(): void {
    if (!this.choiceMoves) return;
    this.choiceMoves = null;
    this.choicePhase = null;
    this.focusRequest = this.homeZone;
    this.say(this.ui.choicesClosed);
    this.changed();
  }

  playMove(m: M): void {
    const open = this.choiceMoves;
    this.sent = m;
    const v = this.session.play(m);
    if (v) return this.explain(v, m);
    // The list the move came from closes; one the move's step opened (my next decision, here) stays.
    if (this.choiceMoves === open) this.choiceMoves = null;
    this.changed();
  }

  /** N: the next deal; false (and said) when there is none now. */
  nextDeal(): boolean {
    if (this.session.nextDeal()) return true;
    this.say(this.ui.noNextDeal, 'error');
    return false;
  }

  continue(): void {
    if (!this.session.waitingForKey) return this.say(this.ui.nothingToContinue);
    this.session.continue();
  }

  repeatLastEvent(): void {
    this.say(this.lastEventText ?? this.ui.nothingYet);
  }

  /** R: the last announcement of any kind (the shell keeps it). */
  repeatLast(): void {
    this.host.repeatLast();
  }

  /** Shift+N: back to the chooser. */
  chooseGame(): void {
    this.host.chooseGame();
  }

  /** The computer player whose move and reasons the hint gives (chess: the normal one, which explains its move). */
  protected readonly hintLevel: BotLevel = 'strong';

  /** ?: the computer player's move for my seat (my view and legal moves only), and why; the strong one unless a game names another. */
  async hint(): Promise<void> {
    const s = this.session;
    if (!s.myTurn) return this.notYourTurn();
    this.say(this.ui.hintThinking);
    const legal = s.legalMoves;
    let d: { move: unknown; explanation?: unknown };
    try {
      d = await this.host.decide(this.gameId, this.hintLevel, s.view, legal, { seed: `${s.config.seed}/hint/${s.steps.length}` });
    } catch {
      return this.say(this.ui.hintUnavailable, 'error');
    }
    if (!s.myTurn) return;
    this.say(this.hintText(legalNamed(legal, d.move), d.explanation));
  }

  async submitCommand(text: string): Promise<void> {
    const r = await this.parseCommand(text);
    switch (r.kind) {
      case 'move':
        if (!this.session.myTurn) return this.notYourTurn();
        this.beforeMove(r.move);
        return this.playMove(r.move);
      case 'ambiguous':
        return this.openChoices(r.candidates);
      case 'query':
        // A command of the table, else the shell's the command line names.
        if (!this.run(r.command, { zone: null, key: null })) this.shellCommand(r.command);
        return;
      case 'say':
        return this.say(r.text, r.error ? 'error' : 'echo');
      case 'error':
        if (r.message === 'notYourTurn') return this.notYourTurn();
        return this.say((r.message === 'noSuchMove' ? this.ui.commandNoSuchMove : this.ui.commandUnknown) ?? this.ui.commandHint, 'error');
    }
  }

  /** A shell command the command line names: its dialogs (help, rules, settings), the game log's newest entry. */
  private shellCommand(id: string): void {
    if (id === 'help' || id === 'rules' || id === 'settings') this.host.openDialog(id);
    else if (id === 'logLast') this.host.moveInLog('last');
  }

  /** A move is about to be played from the command line (a card leaves the hand: focus moves on first). */
  protected beforeMove(_m: M): void {}

  // -- commands as data -------------------------------------------------------------------------

  run(id: string, ctx: RunContext): boolean {
    const row = this.commandRows().find((r) => r.id === id);
    if (!row) return false;
    row.run(this, ctx);
    return true;
  }

  /** The buttons of the actions zone, from the command rows: label from the catalogue, key from the row (or the shell's keymap). */
  actions(): readonly ActionSpec[] {
    const out: ActionSpec[] = [];
    const order = this.buttonOrder;
    const place = (id: string) => (order && order.includes(id) ? order.indexOf(id) : (order?.length ?? 0));
    for (const row of [...this.commandRows()].sort((x, y) => place(x.id) - place(y.id))) {
      const b = row.button;
      if (!b || (b.when && !b.when(this))) continue;
      const keys = row.keys ?? SHELL_COMMANDS.find((c) => c.id === row.id)?.keys ?? [];
      const label = b.label?.(this) ?? this.host.commandName(row.id);
      out.push({ label, key: keys[0]?.label ?? '', ...(b.primary?.(this) ? { primary: true } : {}), run: () => row.run(this, { zone: null, key: null }) });
    }
    // The primary buttons (what goes on: the next deal, continue) first, as the tables always had them.
    return [...out.filter((a) => a.primary), ...out.filter((a) => !a.primary)];
  }

  /** Enter, Space or a tap on an item of a zone (the game's: a card played, a capture listed). */
  abstract activate(zone: string, key: string): void;

  // -- save ---------------------------------------------------------------------------------------

  snapshot(extra: { log: readonly unknown[]; focusZone: string | null; focusKey?: string | null }): ({ savedAt: string } & Record<string, unknown>) | null {
    const s = this.session;
    // A table with friends lives on the server: the offline game's save stays as it was.
    if (!(s instanceof SeatSession)) return null;
    const notes = this.notes();
    return { version: 1, savedAt: new Date().toISOString(), gameId: this.id, config: s.config, state: s.state, steps: s.steps, log: extra.log, focusZone: extra.focusZone, focusKey: extra.focusKey ?? null, ...(notes ? { notes } : {}) };
  }

  /** What the table notes of the player's intent beside the game, saved with it (default: nothing; the exchange's marks, issue 27). */
  protected notes(): Readonly<Record<string, unknown>> | null {
    return null;
  }

  /** The engine state of a game played here (null at a table with friends: only the view is known). */
  protected get localState(): S | null {
    return this.session instanceof SeatSession ? (this.session.state as S) : null;
  }

  dispose(): void {
    this.session.dispose();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySeatPlay = SeatPlay<any, any, any, any, any>;

/**
 * The rows every seat table has, whose keys are the shell's (L, W, Shift+N, ?, R): what they run at a
 * table and the buttons they make (W while a computer turn waits for a key, a new game at the end: the
 * primary button, unless the game plays on after its end, `newGamePrimary: false`, its own button first).
 */
export function seatRows<P extends AnySeatPlay>(over: (p: P) => boolean, opts: { readonly newGamePrimary?: boolean } = {}): CommandRow<P>[] {
  const newGamePrimary = opts.newGamePrimary ?? true;
  return [
    { id: 'repeatLastEvent', run: (p) => p.repeatLastEvent() },
    { id: 'continue', run: (p) => p.continue(), button: { when: (p) => p.session.waitingForKey, primary: () => true } },
    { id: 'newGame', run: (p) => p.chooseGame(), button: { when: over, primary: () => newGamePrimary } },
    { id: 'hint', run: (p) => void p.hint(), button: {} },
    { id: 'repeatLast', run: (p) => p.repeatLast(), button: {} },
  ];
}

/** A game's command line, answered: a move, several it might mean, a reading command, words to say, or an error. */
export type CommandAnswer<M> =
  | { readonly kind: 'move'; readonly move: M }
  | { readonly kind: 'ambiguous'; readonly candidates: readonly M[] }
  | { readonly kind: 'query'; readonly command: string }
  | { readonly kind: 'say'; readonly text: string; readonly error?: boolean }
  | { readonly kind: 'error'; readonly message: string };
