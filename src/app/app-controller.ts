/**
 * The app's behaviour apart from any component, for every game alike: the settings and the
 * language, the screen (game chooser, a game's setup form, the table), the running game (a
 * `GamePlay` from the game's module), the dialogs, the game log and its walking, and the shell's
 * commands. It knows games only through the registry and the module contract (src/play/module.ts);
 * the rules stay in the engines and the words in the games' catalogues.
 */
import { SCREEN_READER_CHARS_PER_SECOND, type Announcer } from '../announcer/announcer.js';
import type { EarconName, Earcons } from '../announcer/earcons.js';
import type { Speech } from '../announcer/speech.js';
import { getMessages, loadMessages } from '../i18n/catalogues.js';
import type { Locale, Messages, RulesSection } from '../i18n/messages.js';
import { GAMES, gameEntry, loadChooserWords, thinksBy } from '../games/registry.js';
import { thinkingBudget } from '../ai/budget.js';
import type { GameEntry, GameModule, GamePlay, PlayHost } from '../play/module.js';
import type { GameResult } from '../storage/save-store.js';
import { activeCommands, mergeCommands, SHELL_ONLY_IDS, type CommandDef } from '../play/keymap.js';
import { loadSettings, saveSettings, type GameSetting, type Settings, type Verbosity } from '../session/settings.js';
import type { BotLevel, Decider } from '../play/players.js';
import { freshSeed } from '../play/setup.js';
import type { LoadTables, Tables } from '../tables/host.js';

export type Dialog = 'help' | 'rules' | 'settings' | 'stats' | 'confirm' | null;

export type Screen = { readonly kind: 'opening' } | { readonly kind: 'chooser' } | { readonly kind: 'setup'; readonly game: string } | { readonly kind: 'table' };

export interface AppDeps {
  announcer: Announcer;
  storage: Storage | null;
  languages: readonly string[];
  /** The computer players, by game id (a Web Worker in the app, in-thread in tests). */
  bots: Decider | null;
  /** Playouts of the strong player by thinking time (src/session/settings.ts). */
  iterations?: (thinking: Settings['thinking']) => number;
  /** The thinking time in ms (src/session/settings.ts): chess's strong player thinks for it, a card game's is bounded by it (src/ai/budget.ts). */
  thinkingMs?: (thinking: Settings['thinking']) => number;
  speech?: Speech | null;
  earcons?: Earcons | null;
  /** Records a finished game in the statistics (src/app/saving.ts). */
  record?: (result: GameResult) => void;
  /** "Play with friends" (src/tables/, its own chunk; src/main.ts hands it in): none, and the app says it is unavailable. */
  tables?: LoadTables;
}

const VERBOSITIES: Verbosity[] = ['brief', 'normal', 'detailed'];

/** How the pace the player chose scales the speaking rate that paces events (src/announcer/announcer.ts): 'instant' does not wait. */
const SPEECH_PACE: Record<Settings['pace'], number> = { instant: Infinity, fast: 1.5, normal: 1, slow: 0.7, waitForKey: 1 };

export class AppController extends EventTarget implements PlayHost {
  settings: Settings;
  /** The shell's catalogue in the player's language. */
  private shellMessages: Messages;
  screen: Screen = { kind: 'chooser' };
  /** The running game and its module. */
  play: GamePlay | null = null;
  module: GameModule | null = null;
  /** The module of the setup form shown, or of the game whose rules the chooser opened. */
  pending: GameModule | null = null;
  dialog: Dialog = null;
  /** The zone focus was in when a dialog opened (F1 lists the keys of that zone). */
  dialogZone: string | null = null;
  /** The rules the rules dialog shows (loaded when it opens). */
  rulesSections: readonly RulesSection[] = [];
  /** Index into the game log of the entry last read with Page Up / Page Down. */
  logCursor: number | null = null;
  /** Problems found when loading (bad settings, bad URL, a bad save); shown and announced once. */
  notices: string[] = [];
  /** A new version of the app (src/app/pwa.ts): when `ready`, the header offers it; `accept()` loads it. */
  update: { readonly ready: boolean; accept(): void } | null = null;
  /** A touch screen is the main pointer (a phone): instructions name no keys. */
  touch = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  /** Focus the chooser after its next render. */
  focusChooser = false;
  readonly announcer: Announcer;

  constructor(private readonly deps: AppDeps) {
    super();
    this.announcer = deps.announcer;
    const { settings, problems } = loadSettings(deps.storage, deps.languages);
    this.settings = settings;
    this.shellMessages = getMessages(settings.locale);
    if (problems.length) this.notices.push(this.messages.ui.settingsReset);
    this.applySpeechSettings();
    this.applyLooks();
    // The log is rendered from the announcer: a new entry re-renders it.
    this.announcer.addEventListener('log', () => this.changed());
    // An entry appears in the visible log when it is said (src/announcer/announcer.ts).
    this.announcer.addEventListener('said', () => this.changed());
  }

  /** The words of the shell, with the running game's merged over them (its zone names, help, …). */
  get messages(): Messages {
    return (this.play && this.module?.messages(this.settings.locale)) || this.shellMessages;
  }

  get locale(): Locale {
    return this.settings.locale;
  }

  /** The open game's own settings (its module's), shown in the settings form while it is open. */
  get gameSettings(): readonly GameSetting[] {
    return (this.play && this.module?.settings) || [];
  }

  /** The games of the chooser. */
  get games(): readonly GameEntry[] {
    return GAMES;
  }

  changed(): void {
    this.dispatchEvent(new Event('change'));
  }

  // -- settings ----------------------------------------------------------------------------

  updateSettings(patch: Partial<Settings>): void {
    this.settings = { ...this.settings, ...patch };
    this.shellMessages = getMessages(this.settings.locale);
    this.applySpeechSettings();
    if (!saveSettings(this.deps.storage, this.settings)) this.say(this.messages.ui.storageFull, 'error');
    this.applyLooks();
    this.play?.settingsChanged?.();
    this.changed();
  }

  /** Switches the language, loading its catalogues first (each language is its own chunk). */
  async setLocale(locale: Locale): Promise<void> {
    await Promise.all([loadMessages(locale), loadChooserWords(locale)]);
    await Promise.all([this.module?.loadTexts(locale), this.pending?.loadTexts(locale)]);
    this.updateSettings({ locale });
    if (this.dialog === 'rules') await this.loadRules();
  }

  /** Offline voices the player can choose from (built-in speech). */
  speechVoices(): { id: string; name: string }[] {
    return this.deps.speech?.voices(this.settings.locale).map((v) => ({ id: v.voiceURI, name: `${v.name} (${v.lang})` })) ?? [];
  }

  private applyLooks(): void {
    const root = document.documentElement;
    root.lang = this.settings.locale;
    const title = this.play?.title;
    document.title = title ? `${title} – ${this.messages.ui.appTitle}` : this.messages.ui.appTitle;
    root.dataset['theme'] = this.settings.theme;
    root.dataset['fourColour'] = String(this.settings.fourColour);
  }

  private applySpeechSettings(): void {
    const s = this.settings;
    const speech = this.deps.speech ?? null;
    speech?.configure({ voice: s.voice, rate: s.rate, pitch: s.pitch, lang: s.locale });
    this.announcer.speak = s.speech && speech ? (text) => speech.speak(text) : null;
    this.announcer.liveRegions = !(s.speech && s.speechOnly && speech);
    // Events are paced by how long they take to say (the built-in voice's rate, else a screen reader's usual one); 'instant' does not wait.
    this.announcer.charsPerSecond = SPEECH_PACE[s.pace] * SCREEN_READER_CHARS_PER_SECOND * (s.speech && speech ? s.rate * 0.75 : 1);
    this.deps.earcons?.configure({ enabled: s.earcons, volume: s.earconVolume });
  }

  // -- what a game gets from the shell (PlayHost) ----------------------------------------------

  /** The last answer to the player's key or command (it stays on the page: a braille display shows live messages only briefly). */
  lastAnswer: string | null = null;

  say(text: string, kind: 'error' | 'info' | 'echo' | 'event' | 'turn' = 'echo', priority?: 'polite' | 'assertive', opts: { readonly follow?: boolean } = {}): void {
    this.announcer.announce(text, { kind, priority: priority ?? (kind === 'error' ? 'assertive' : 'polite'), ...(opts.follow ? { follow: true } : {}) });
    if (kind === 'echo' || kind === 'error') {
      this.lastAnswer = text;
      this.changed();
    }
    if (kind === 'error') this.deps.earcons?.play('illegal');
  }

  playEarcon(name: EarconName): void {
    this.deps.earcons?.play(name);
  }

  recordResult(result: GameResult): void {
    const s = this.stats.get(result.game) ?? { played: 0, won: 0 };
    this.stats.set(result.game, { played: s.played + 1, won: s.won + (result.won ? 1 : 0) });
    this.deps.record?.(result);
  }

  /** Played and won by game, as the statistics store last said (src/app/saving.ts fills it at start). */
  readonly stats = new Map<string, { played: number; won: number }>();

  statsFor(game: string): { played: number; won: number } | null {
    return this.stats.get(game) ?? null;
  }

  async startAgain(options: unknown, seed: string | null): Promise<void> {
    const id = this.play?.gameId;
    if (id) await this.startGame(id, options, seed ?? freshSeed());
  }

  async decide(game: string, level: string, view: unknown, legal: readonly unknown[], opts: { seed: string; iterations?: number }): Promise<{ move: unknown; explanation?: unknown }> {
    const bots = this.deps.bots;
    if (!bots) throw new Error('no computer players');
    const thinking = this.settings.thinking;
    const units = opts.iterations ?? this.deps.iterations?.(thinking);
    // One path for every game (src/ai/budget.ts): chess thinks for the setting's time, a card game its
    // units bounded by the clock. Units alone (a caller's own, or no clock given: tests) read no clock.
    const timeMs = opts.iterations === undefined ? this.deps.thinkingMs?.(thinking) : undefined;
    const budget = timeMs !== undefined ? thinkingBudget(thinksBy(game), timeMs, units) : units ? { iterations: units } : null;
    return bots.decide(game, level as BotLevel, view, legal, { seed: opts.seed, ...(budget ? { budget } : {}) });
  }

  get hasBots(): boolean {
    return this.deps.bots !== null;
  }

  // -- screens and games -------------------------------------------------------------------

  /**
   * No screen while the app opens (src/main.ts), so that nothing takes focus before the game the
   * address or the save opens: the chooser's first game did, and Orca met it first (chess-en).
   */
  opening(): void {
    this.screen = { kind: 'opening' };
    this.changed();
  }

  /** The app has opened: the chooser, when nothing else was. */
  opened(): void {
    if (this.screen.kind === 'opening') this.chooseGame();
  }

  /** The game chooser (Shift+N, "New game"): the running game stays saved until another starts. */
  chooseGame(): void {
    this.closeGame();
    this.pending = null;
    this.screen = { kind: 'chooser' };
    this.dialog = null;
    this.focusChooser = true;
    this.applyLooks();
    this.changed();
  }

  /** Loads a game's module and its texts in the player's language. */
  async loadGame(id: string): Promise<GameModule> {
    const entry = gameEntry(id);
    if (!entry) throw new Error(`unknown game ${JSON.stringify(id)}`);
    const module = await entry.load();
    await module.loadTexts(this.settings.locale);
    return module;
  }

  /** A game picked in the chooser: its setup form, or (a patience) a deal at once. */
  async choose(id: string, seed?: string, options?: unknown): Promise<void> {
    const module = await this.loadGame(id);
    const form = options === undefined ? module.setupForm(this) : null;
    if (form) {
      this.closeGame();
      this.pending = module;
      this.screen = { kind: 'setup', game: id };
      this.changed();
      return;
    }
    await this.startGame(id, options ?? module.optionsFrom(new URLSearchParams(), this).options, seed ?? freshSeed());
  }

  /** What the game refused of the setup form's values (shown at the fields). */
  setupProblems: readonly { param: string; value: string; allowed: string }[] = [];

  /** The setup form was sent: the game checks its values; the pace is a setting; then the game starts. */
  async submitSetup(values: FormData): Promise<void> {
    const module = this.pending;
    if (!module) return;
    const r = module.optionsFrom(values, this);
    this.setupProblems = r.problems;
    if (!r.options || r.problems.length) {
      this.say(r.problems.map((p) => this.messages.ui.badUrlParam(p.param, p.value, p.allowed)).join(' '), 'error');
      return this.changed();
    }
    const pace = values.get('pace');
    if (typeof pace === 'string' && pace !== this.settings.pace) this.updateSettings({ pace: pace as Settings['pace'] });
    const seed = String(values.get('seed') ?? '').trim() || freshSeed();
    await this.startGame(module.id, r.options, seed);
  }

  /** A new game of `id` with checked options. */
  async startGame(id: string, options: unknown, seed: string): Promise<void> {
    const module = await this.loadGame(id);
    // The running game stays on the table until the new one replaces it: no screen in between.
    this.announcer.clearLog();
    this.announcer.clearQueue();
    this.open(module, await module.start(this, options, seed));
  }

  /** Resumes a saved game exactly; throws (and changes nothing) when the module refuses it. */
  async resumeGame(id: string, snapshot: unknown): Promise<void> {
    const module = await this.loadGame(id);
    const play = await module.resume(this, snapshot);
    this.open(module, play);
  }

  // -- tables with friends (src/tables/, its own chunk) ----------------------------------------------

  /** "Play with friends" while it is open (the chooser shows it instead of the game list), or null. */
  tables: Tables | null = null;

  /** Opens "Play with friends" (loading its code first); `code`: a table code from a link to fill in. */
  async openTables(opts: { code?: string | null; rejoin?: boolean; otherwise?: () => Promise<void> } = {}): Promise<void> {
    this.closeGame();
    this.pending = null;
    this.screen = { kind: 'chooser' };
    this.dialog = null;
    try {
      if (!this.deps.tables) throw new Error('no tables with friends in this app');
      const makeTables = await this.deps.tables();
      this.tables ??= makeTables(this);
      await this.tables.loadModule();
    } catch (e) {
      console.error(e);
      this.tables = null;
      this.say(this.messages.ui.tablesUnavailable, 'error');
      return this.changed();
    }
    const tables = this.tables;
    if (opts.code) tables.codeFromLink = opts.code;
    tables.focusHeading = true;
    this.changed();
    // At start with a kept seat: sit down again; a server out of reach leaves the app as it would start without it.
    if (opts.rejoin)
      void tables.rejoin().then(async (r) => {
        if (r !== 'unreachable' || !opts.otherwise || this.tables !== tables || tables.session) return;
        const why = tables.t.unreachable;
        this.closeTables();
        await opts.otherwise();
        this.notices.push(why);
        this.say(why, 'error');
      });
  }

  /** Back from "Play with friends" to the game list (a seat at a table waits for the ticket's rejoin). */
  closeTables(): void {
    this.tables?.dispose();
    this.tables = null;
    this.chooseGame();
  }

  /** A game at a table with friends begins (or is rejoined): its table is shown as any game's (the log goes on from the lobby's). */
  openRemote(module: GameModule, play: GamePlay): void {
    this.open(module, play);
  }

  private open(module: GameModule, play: GamePlay): void {
    this.closeGame();
    this.module = module;
    this.pending = null;
    this.play = play;
    this.screen = { kind: 'table' };
    this.dialog = null;
    this.logCursor = null;
    play.addEventListener('change', this.onPlayChange);
    this.applyLooks();
    this.dispatchEvent(new CustomEvent('game-open', { detail: play }));
    this.changed();
  }

  private readonly onPlayChange = () => this.changed();

  /** Stops the running game (its save stays). */
  closeGame(): void {
    const play = this.play;
    if (!play) return;
    play.removeEventListener('change', this.onPlayChange);
    play.dispose();
    this.play = null;
    this.module = null;
  }

  // -- the log and repeats -----------------------------------------------------------------

  repeatLast(): void {
    this.say(this.announcer.lastAnnouncement ?? this.messages.ui.nothingYet, 'echo');
  }

  /**
   * G: everything the log got since the player's previous turn prompt, in one message (as
   * QuentinC's Playroom does) — for when speech cut an opponent's move short.
   */
  sinceMyTurn(): void {
    const log = this.announcer.log;
    let end = log.length;
    if (end > 0 && log[end - 1]!.kind === 'turn') end--;
    let start = end;
    while (start > 0 && log[start - 1]!.kind !== 'turn') start--;
    const texts = log.slice(start, end).map((e) => e.text);
    this.say(texts.length ? texts.join(' ') : this.messages.ui.nothingSinceTurn, 'echo');
  }

  /** Ctrl stops the built-in speech, its backlog too (as a screen reader's Ctrl does). */
  stopSpeech(): void {
    this.deps.speech?.cancel();
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

  /** U or the header button: load a waiting new version (the game is saved and resumes). */
  acceptUpdate(): void {
    if (!this.update?.ready) return this.say(this.messages.ui.noUpdate, 'echo');
    this.update.accept();
  }

  // -- dialogs -----------------------------------------------------------------------------

  openDialog(d: Exclude<Dialog, null>): void {
    const zone = (document.activeElement as HTMLElement | null)?.closest?.<HTMLElement>('[data-zone]')?.dataset['zone'];
    this.dialogZone = zone ?? null;
    if (d === 'rules') {
      // The rules texts are the game's own chunk: load them first (at once when cached offline).
      void this.loadRules().then(
        () => {
          this.dialog = 'rules';
          this.changed();
        },
        () => this.say(this.messages.ui.rulesUnavailable, 'error'),
      );
      return;
    }
    this.dialog = d;
    this.changed();
  }

  /** The rules of a game from the chooser (R or Shift+F1 on a game). */
  async showRules(id: string): Promise<void> {
    this.pending = await this.loadGame(id);
    this.openDialog('rules');
  }

  private async loadRules(): Promise<void> {
    const module = this.play ? this.module : this.pending;
    this.rulesSections = module ? await module.rules(this.settings.locale, this.play?.rulesOptions ?? null) : [];
  }

  /** The title of the rules dialog: the game's name. */
  get rulesTitle(): string {
    const entry = gameEntry(this.play?.gameId ?? this.pending?.id);
    return entry ? this.messages.ui.rulesOf(entry.texts[this.settings.locale].name) : this.messages.ui.helpTitle;
  }

  closeDialog(): void {
    this.dialog = null;
    this.changed();
  }

  /** Every command that works in a zone now (F1): the running game's, the table's and the shell's. */
  commands(): readonly CommandDef[] {
    return mergeCommands(this.play ? [...(this.play.extraCommands ?? []), ...(this.module?.commands ?? [])] : [], (this.play && this.module?.unusedShellCommands) || []);
  }

  gameName(id: string): string {
    return gameEntry(id)?.texts[this.settings.locale].name ?? id;
  }

  commandName(id: string): string {
    return this.commandText(id).name;
  }

  private commandText(id: string): { name: string; help: string } {
    return this.play?.extraCommandText?.(id) ?? this.module?.commandText(this.settings.locale, id) ?? { name: id, help: this.messages.ui.commandHelp(id) };
  }

  /** F1's list: outside the table (the menu, the chooser, a form) only the keys that work there. */
  helpList(zone: string | null, inTable = true): { keys: string; name: string; help: string }[] {
    const commands = inTable ? this.commands() : this.commands().filter((c) => OUTSIDE_TABLE.has(c.id));
    return activeCommands(zone, commands).map((cmd) => {
      const text = this.commandText(cmd.id);
      // Each key in the player's language ("Umschalt+H", "Bild auf"), from the one table of key names.
      return { keys: [...new Set(cmd.keys.map((k) => this.messages.ui.keyName(k.label)))].join(', '), name: text.name, help: text.help };
    });
  }

  // -- commands ------------------------------------------------------------------------------

  /** Runs a command from the keymap: the game's first, then the shell's. */
  run(id: string, ctx: { zone: string | null; key: string | null } = { zone: null, key: null }): void {
    const play = this.play;
    if (play && !SHELL_ONLY_IDS.has(id) && play.run(id, ctx)) return;
    switch (id) {
      case 'repeatLast': return this.repeatLast();
      case 'sinceMyTurn': return this.sinceMyTurn();
      case 'repeatLastEvent': return play ? play.repeatLastEvent() : this.repeatLast();
      case 'logPrevious': return this.moveInLog('previous');
      case 'logNext': return this.moveInLog('next');
      case 'logFirst': return this.moveInLog('first');
      case 'logLast': return this.moveInLog('last');
      case 'cycleVerbosity': return this.cycleVerbosity();
      case 'help': return this.openDialog('help');
      case 'rules': return this.openDialog('rules');
      case 'settings': return this.openDialog('settings');
      case 'newGame': return this.chooseGame();
      case 'update': return this.acceptUpdate();
      case 'closeChoices': return play?.closeChoices();
      case 'continue': return this.say(this.messages.ui.nothingToContinue, 'echo');
      case 'hint': return this.say(this.messages.ui.hintUnavailable, 'error');
      default: return;
    }
  }
}

/** The keys that work outside the table too (<app-shell> handles them on the whole page). */
const OUTSIDE_TABLE: ReadonlySet<string> = new Set(['help', 'rules', 'nextZone', 'previousZone']);
