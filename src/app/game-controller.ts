/**
 * The app's behaviour, apart from any component: it owns the settings, the current game session,
 * the announcer wiring and every command the player can give (keys, buttons, command line).
 * Components render from it and call it; it never re-implements a rule (moves come from the
 * engine's legal moves, refusals from the engine's violations).
 */
import type { Announcer, LogEntry } from '../announcer/announcer.js';
import type { RuleViolation } from '../engine/game.js';
import {
  captureFeats,
  legalMoves,
  type PapillonMove,
  type PapillonState,
  type PapillonView,
} from '../games/papillon/index.js';
import { getMessages, hasRulesTexts, loadMessages, loadRulesTexts, type Locale, type Messages } from '../i18n/index.js';
import {
  describeCapture,
  describeEvents,
  describeForcedLayDown,
  describeHand,
  describeHint,
  describeNoCapture,
  describeStatus,
  describeTable,
  describeViolation,
  yourTurn,
  type DescribeContext,
} from '../games/papillon/describe.js';
import type { CommandId, Zone } from '../commands/commands.js';
import { PapillonSession, type GameConfig, type Step } from '../play/session.js';
import type { BotLevel, SeatPlayer } from '../play/players.js';
import { loadSettings, saveSettings, type Settings, type Verbosity } from '../session/settings.js';
import type { Speech } from '../announcer/speech.js';
import type { EarconName, Earcons } from '../announcer/earcons.js';

export type Dialog = 'help' | 'rules' | 'settings' | 'layDown' | 'stats' | null;

export interface Choices {
  /** The hand card whose captures are listed, or null for "every capture" (C) or command-line candidates. */
  readonly card: string | null;
  readonly moves: readonly PapillonMove[];
}

export interface Hinter {
  hint(view: PapillonView, legal: readonly PapillonMove[], seed: string): Promise<{ move: PapillonMove; explanation: unknown }>;
}

export interface ControllerDeps {
  announcer: Announcer;
  storage: Storage | null;
  languages: readonly string[];
  playerFor: (level: BotLevel) => SeatPlayer<PapillonView, PapillonMove>;
  hinter: Hinter | null;
  speech?: Speech | null;
  earcons?: Earcons | null;
}

const VERBOSITIES: Verbosity[] = ['brief', 'normal', 'detailed'];

export class GameController extends EventTarget {
  settings: Settings;
  messages: Messages;
  session: PapillonSession | null = null;
  choices: Choices | null = null;
  dialog: Dialog = null;
  /** Index into the game log of the entry last read with Page Up / Page Down. */
  logCursor: number | null = null;
  /** A zone the table should move focus to after its next render (a new game, a resumed one). */
  focusRequest: Zone | null = null;
  /** Problems found when loading (bad settings, bad URL); shown and announced once. */
  notices: string[] = [];
  /** A new version of the app (src/app/pwa.ts): when `ready`, the header offers it; `accept()` loads it. */
  update: { readonly ready: boolean; accept(): void } | null = null;
  /** Opens the game chooser (set when the patiences are wired: src/app/patience-boot.ts); null: Papillon's form only. */
  chooseGame: (() => void) | null = null;

  private lastEventText: string | null = null;
  readonly announcer: Announcer;

  constructor(private readonly deps: ControllerDeps) {
    super();
    this.announcer = deps.announcer;
    const { settings, problems } = loadSettings(deps.storage, deps.languages);
    this.settings = settings;
    this.messages = getMessages(settings.locale);
    if (problems.length) this.notices.push(this.messages.ui.settingsReset);
    this.applySpeechSettings();
    this.applyLooks();
    // The log is rendered from the announcer: a new entry re-renders it.
    this.announcer.addEventListener('log', () => this.changed());
  }

  // -- state -------------------------------------------------------------------------------

  get view(): PapillonView | null {
    return this.session?.view ?? null;
  }

  get names(): string[] {
    return this.session?.config.seats.map((s) => s.name) ?? [];
  }

  get ctx(): DescribeContext {
    return {
      messages: this.messages,
      me: this.session?.me ?? 0,
      names: this.names,
      verbosity: this.settings.verbosity,
      cardNames: this.settings.cardNames,
      pack: this.settings.pack,
      payments: this.settings.payments,
      speakCuts: this.settings.speakCuts && this.settings.verbosity !== 'brief',
      view: this.session?.view,
    };
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }

  // -- settings ----------------------------------------------------------------------------

  updateSettings(patch: Partial<Settings>): void {
    this.settings = { ...this.settings, ...patch };
    this.messages = getMessages(this.settings.locale);
    if (this.session) this.session.pace = this.settings.pace;
    this.applySpeechSettings();
    if (!saveSettings(this.deps.storage, this.settings)) this.say(this.messages.ui.storageFull, 'error');
    this.applyLooks();
    this.changed();
  }

  /** Switches the language, loading its catalogue first (each language is its own chunk). */
  async setLocale(locale: Locale): Promise<void> {
    await loadMessages(locale);
    if (hasRulesTexts(this.settings.locale)) await loadRulesTexts(locale);
    this.updateSettings({ locale });
  }

  /** Offline voices the player can choose from (built-in speech). */
  speechVoices(): { id: string; name: string }[] {
    return this.deps.speech?.voices(this.settings.locale).map((v) => ({ id: v.voiceURI, name: `${v.name} (${v.lang})` })) ?? [];
  }

  private applyLooks(): void {
    const root = document.documentElement;
    root.lang = this.settings.locale;
    document.title = this.messages.ui.appTitle;
    root.dataset['theme'] = this.settings.theme;
    root.dataset['fourColour'] = String(this.settings.fourColour);
  }

  private applySpeechSettings(): void {
    const s = this.settings;
    const speech = this.deps.speech ?? null;
    speech?.configure({ voice: s.voice, rate: s.rate, pitch: s.pitch, lang: s.locale });
    this.announcer.speak = s.speech && speech ? (text) => speech.speak(text) : null;
    this.announcer.liveRegions = !(s.speech && s.speechOnly && speech);
    this.deps.earcons?.configure({ enabled: s.earcons, volume: s.earconVolume });
  }

  // -- game --------------------------------------------------------------------------------

  startGame(config: GameConfig): void {
    this.attach(new PapillonSession(config, (_seat, level) => this.deps.playerFor(level)));
    this.focusRequest = 'hand';
    this.announcer.clearLog();
    this.onStep(this.session!.steps[this.session!.steps.length - 1]!);
    this.session!.scheduleComputers();
    this.changed();
  }

  /** Resumes a saved game exactly: state, steps and log; nothing is announced again but "your turn". */
  resumeGame(saved: { config: GameConfig; state: PapillonState; steps: Step[]; log: LogEntry[]; focusZone?: Zone | null }): void {
    this.attach(new PapillonSession(saved.config, (_seat, level) => this.deps.playerFor(level), { state: saved.state, steps: saved.steps }));
    this.focusRequest = saved.focusZone ?? 'hand';
    this.announcer.restoreLog(saved.log);
    const s = this.session!;
    if (s.myTurn) this.announcer.announce(yourTurn(s.view, this.ctx), { kind: 'echo', priority: 'assertive' });
    s.scheduleComputers();
    this.changed();
  }

  private attach(session: PapillonSession): void {
    this.session?.dispose();
    this.choices = null;
    this.dialog = null;
    this.logCursor = null;
    this.announcer.clearQueue();
    session.pace = this.settings.pace;
    this.session = session;
    session.addEventListener('step', (e) => this.onStep((e as CustomEvent<Step>).detail));
    session.addEventListener('waiting', () => this.say(this.messages.ui.waitingForKey, 'info'));
    session.addEventListener('change', () => this.changed());
  }

  private onStep(step: Step): void {
    const session = this.session;
    if (!session) return;
    for (const a of describeEvents(step.events, this.ctx)) {
      this.announcer.announce(a.text, { kind: a.kind === 'turn' ? 'turn' : 'event', priority: a.priority });
      if (a.kind !== 'turn') this.lastEventText = a.text;
      if (a.earcon) this.deps.earcons?.play(a.earcon);
    }
    this.choices = null;
    if (session.myTurn) {
      const view = session.view;
      this.announcer.announce(yourTurn(view, this.ctx), { kind: 'turn', priority: 'assertive' });
      this.deps.earcons?.play('turn');
    }
    this.changed();
  }

  /** Plays an earcon when the player has them on (the patiences use it too). */
  playEarcon(name: EarconName): void {
    this.deps.earcons?.play(name);
  }

  private say(text: string, kind: 'error' | 'info' | 'echo'): void {
    this.announcer.announce(text, { kind, priority: kind === 'error' ? 'assertive' : 'polite' });
    if (kind === 'error') this.deps.earcons?.play('illegal');
  }

  private explain(v: RuleViolation): void {
    this.say(describeViolation(v, this.ctx), 'error');
  }

  /** Enter/Space on a hand card: its only capture, the list of its captures, or why it cannot. */
  playCard(card: string): void {
    const s = this.session;
    if (!s) return;
    if (!s.myTurn) return this.explain(this.notYourTurn());
    const legal = s.legalMoves;
    if (legal.length === 1 && legal[0]!.type === 'layDown') return this.askLayDown();
    const mine = legal.filter((m) => m.type === 'capture' && m.card === card);
    if (mine.length === 0) {
      // This card has no capture, while another card has one (P18).
      return this.say(describeNoCapture(card, s.view, this.ctx), 'error');
    }
    if (mine.length === 1) return this.playMove(mine[0]!);
    this.openChoices(card, mine);
  }

  openChoices(card: string | null, moves: readonly PapillonMove[]): void {
    const view = this.view!;
    const ranked = [...moves].sort((a, b) => this.score(b, view) - this.score(a, view));
    this.choices = { card, moves: ranked };
    this.say(this.messages.ui.choicesOpened(ranked.length), 'echo');
    this.changed();
  }

  /** Best first: what it pays each other player now, then how many cards it takes. */
  private score(m: PapillonMove, view: PapillonView): number {
    if (m.type !== 'capture') return -1;
    const f = captureFeats(m.card, m.take, view.table.length, view.finalRound, view.rules);
    return f.gainEach * 100 + m.take.length;
  }

  describeChoice(m: PapillonMove): string {
    const view = this.view!;
    if (m.type !== 'capture') return this.messages.ui.layDown;
    const feats = captureFeats(m.card, m.take, view.table.length, view.finalRound, view.rules);
    // The card is named when the list mixes hand cards (C, or command-line candidates).
    return describeCapture(m, feats, this.ctx, this.choices?.card === null);
  }

  pickChoice(index: number): void {
    const m = this.choices?.moves[index];
    if (!m) return this.say(this.messages.ui.noSuchChoice(index + 1), 'error');
    this.playMove(m);
  }

  closeChoices(): void {
    if (!this.choices) return;
    this.choices = null;
    this.say(this.messages.ui.choicesClosed, 'echo');
    this.changed();
  }

  playMove(m: PapillonMove): void {
    const s = this.session;
    if (!s) return;
    const v = s.play(m);
    if (v) return this.explain(v);
    this.choices = null;
    this.changed();
  }

  private notYourTurn(): RuleViolation {
    const s = this.session;
    if (s && s.state.phase !== 'play') return { rule: 'P17', code: 'noTurn', message: 'the deal is over' };
    return { rule: 'P48', code: 'notYourTurn', message: 'not your turn', details: { player: s?.state.toMove ?? null } };
  }

  /** A: lay down. Only when no capture exists (P18); the player confirms it with its cost first. */
  askLayDown(): void {
    const s = this.session;
    if (!s) return;
    if (!s.myTurn) return this.explain(this.notYourTurn());
    const legal = s.legalMoves;
    if (!(legal.length === 1 && legal[0]!.type === 'layDown')) {
      const r = s.play({ type: 'layDown' }); // the engine refuses it and says why (P18)
      if (r) this.explain(r);
      return;
    }
    this.dialog = 'layDown';
    this.say(describeForcedLayDown(s.view, this.ctx), 'echo');
    this.changed();
  }

  confirmLayDown(): void {
    this.dialog = null;
    this.playMove({ type: 'layDown' });
  }

  nextDeal(): void {
    const s = this.session;
    if (!s) return;
    if (s.state.phase !== 'dealOver') return this.say(this.messages.ui.noNextDeal, 'error');
    s.nextDeal();
  }

  continue(): void {
    if (!this.session?.waitingForKey) return this.say(this.messages.ui.nothingToContinue, 'echo');
    this.session.continue();
  }

  // -- reading ---------------------------------------------------------------------------

  readHand(): void {
    if (this.view) this.say(describeHand(this.view, this.ctx), 'echo');
  }

  readTable(): void {
    if (this.view) this.say(describeTable(this.view, this.ctx), 'echo');
  }

  readStatus(): void {
    if (this.view) this.say(describeStatus(this.view, this.ctx), 'echo');
  }

  /** C: every legal capture I have now, best first, as a choice list. */
  listCaptures(): void {
    const s = this.session;
    if (!s) return;
    if (!s.myTurn) return this.explain(this.notYourTurn());
    const caps = s.legalMoves.filter((m) => m.type === 'capture');
    if (caps.length === 0) return this.askLayDown();
    this.openChoices(null, caps);
  }

  repeatLastEvent(): void {
    this.say(this.lastEventText ?? this.messages.ui.nothingYet, 'echo');
  }

  repeatLast(): void {
    this.say(this.announcer.lastAnnouncement ?? this.messages.ui.nothingYet, 'echo');
  }

  /** Page Up / Page Down / Ctrl+Home / Ctrl+End: walk the game log from anywhere. */
  moveInLog(where: 'previous' | 'next' | 'first' | 'last'): void {
    const log = this.announcer.log;
    if (log.length === 0) return this.say(this.messages.ui.logEmpty, 'echo');
    const last = log.length - 1;
    const cur = this.logCursor ?? log.length;
    let next = where === 'first' ? 0 : where === 'last' ? last : where === 'previous' ? cur - 1 : cur + 1;
    let edge = false;
    if (next < 0) {
      next = 0;
      edge = true;
    } else if (next > last) {
      next = last;
      edge = true;
    }
    this.logCursor = next;
    const entry = log[next]!;
    const pos = this.messages.ui.position(next + 1, log.length);
    this.say(`${edge ? this.messages.ui.logEdge + ' ' : ''}${entry.text} (${pos})`, 'echo');
    if (edge) this.deps.earcons?.play('end');
    this.changed();
  }

  cycleVerbosity(): void {
    const next = VERBOSITIES[(VERBOSITIES.indexOf(this.settings.verbosity) + 1) % VERBOSITIES.length]!;
    this.updateSettings({ verbosity: next });
    this.say(this.messages.ui.verbosityNow(next), 'echo');
  }

  async hint(): Promise<void> {
    const s = this.session;
    if (!s) return;
    if (!s.myTurn) return this.explain(this.notYourTurn());
    if (!this.deps.hinter) return this.say(this.messages.ui.hintUnavailable, 'error');
    this.say(this.messages.ui.hintThinking, 'echo');
    const view = s.view;
    const legal = s.legalMoves;
    const { move, explanation } = await this.deps.hinter.hint(view, legal, `${s.config.seed}/hint/${s.steps.length}`);
    if (this.session !== s || !s.myTurn) return;
    this.say(describeHint(move, explanation, this.ctx), 'echo');
  }

  /** The zone focus was in when a dialog opened (F1 lists the keys of that zone). */
  dialogZone: Zone | null = null;

  /** U or the header button: load a waiting new version (the game is saved and resumes). */
  acceptUpdate(): void {
    if (!this.update?.ready) return this.say(this.messages.ui.noUpdate, 'echo');
    this.update.accept();
  }

  openDialog(d: Dialog): void {
    const zone = (document.activeElement as HTMLElement | null)?.closest?.<HTMLElement>('[data-zone]')?.dataset['zone'];
    this.dialogZone = (zone as Zone | undefined) ?? null;
    // The rules texts are their own chunk: load them first (at once when cached offline).
    if (d === 'rules' && !hasRulesTexts(this.settings.locale)) {
      void loadRulesTexts(this.settings.locale).then(() => this.openDialog('rules'), () => this.say(this.messages.ui.rulesUnavailable, 'error'));
      return;
    }
    this.dialog = d;
    this.changed();
  }

  closeDialog(): void {
    this.dialog = null;
    this.changed();
  }

  /** The text command line: resolved against the legal moves, never guessed. */
  async submitCommand(text: string): Promise<void> {
    // The parser loads with the first typed command: most players never need it on the first screen.
    const { parseCommand } = await import('../games/papillon/command-line.js');
    const s = this.session;
    const view = this.view;
    const result = parseCommand(text, this.settings.locale, { legalMoves: s?.myTurn ? legalMoves(s.state) : [], view });
    switch (result.kind) {
      case 'move':
        if (!s?.myTurn) return this.explain(this.notYourTurn());
        if (result.move.type === 'layDown') return this.askLayDown();
        return this.playMove(result.move);
      case 'ambiguous':
        return this.openChoices(null, result.candidates);
      case 'query':
        return this.runQuery(result.query);
      case 'action':
        return this.runAction(result.action);
      case 'error':
        return this.say(result.message(this.messages), 'error');
    }
  }

  private runQuery(q: 'hand' | 'table' | 'status' | 'captures' | 'help' | 'rules' | 'log'): void {
    if (q === 'hand') this.readHand();
    else if (q === 'table') this.readTable();
    else if (q === 'status') this.readStatus();
    else if (q === 'captures') this.listCaptures();
    else if (q === 'help') this.openDialog('help');
    else if (q === 'rules') this.openDialog('rules');
    else this.moveInLog('last');
  }

  private runAction(a: 'layDown' | 'hint' | 'repeat' | 'newGame' | 'settings'): void {
    if (a === 'layDown') this.askLayDown();
    else if (a === 'hint') void this.hint();
    else if (a === 'repeat') this.repeatLast();
    else if (a === 'newGame') this.requestNewGame();
    else this.openDialog('settings');
  }

  /** Shift+N and the command "new game": like the header button, the game chooser (Papillon's form without it). */
  requestNewGame(): void {
    this.newGame();
    this.chooseGame?.();
  }

  newGame(): void {
    this.session?.dispose();
    this.session = null;
    this.choices = null;
    this.dialog = null;
    this.changed();
  }

  /** Runs a command from the keymap. Zone-specific ones (playCard, pickChoice, zones) are handled by the table. */
  run(id: CommandId): void {
    switch (id) {
      case 'readHand': return this.readHand();
      case 'readTable': return this.readTable();
      case 'readStatus': return this.readStatus();
      case 'listCaptures': return this.listCaptures();
      case 'repeatLastEvent': return this.repeatLastEvent();
      case 'repeatLast': return this.repeatLast();
      case 'logPrevious': return this.moveInLog('previous');
      case 'logNext': return this.moveInLog('next');
      case 'logFirst': return this.moveInLog('first');
      case 'logLast': return this.moveInLog('last');
      case 'hint': return void this.hint();
      case 'cycleVerbosity': return this.cycleVerbosity();
      case 'help': return this.openDialog('help');
      case 'rules': return this.openDialog('rules');
      case 'layDown': return this.askLayDown();
      case 'nextDeal': return this.nextDeal();
      case 'continue': return this.continue();
      case 'newGame': return this.requestNewGame();
      case 'settings': return this.openDialog('settings');
      case 'update': return this.acceptUpdate();
      case 'closeChoices': return this.closeChoices();
      default: return;
    }
  }
}
