/**
 * "Mit Freunden spielen / Play with friends" (issue 16, docs/multiplayer.md "The client"): its own
 * chunk, loaded when the player opens it. Creating a table, joining by code or link, the lobby, and
 * the game itself: the game's own table (its module's `tables.play`) on a `RemoteSeatSession`,
 * wrapped in a `RemotePlay` that adds the keys and buttons of a shared table. What players hear of
 * the table (who joined, left, lost the connection, is back, whose turn, quick phrases) goes to the
 * announcer (and so the game log), politely: it never cuts a game message short.
 *
 * Knows no game: "create a table" offers every registry entry with `tables` (the host chooses the game
 * first, then its own fields; the seats follow the game's form), and a join or rejoin loads the module
 * named by the welcome's `table.game`.
 */
import { GAMES } from '../games/registry.js';
import type { GameEntry, GameModule, SetupGroup } from '../play/module.js';
import { seatCount, seatCountField } from '../play/setup.js';
import { cleanName, formatCode, normalizeCode, PROTOCOL_VERSION, type ComputerLevel, type Notice, type PhraseId, type SeatInfo, type SeatRequest, type TablePace, type TableRule } from '../net/protocol.js';
import { RemoteSeatSession, type Hello, type SeatTicket } from '../net/remote-session.js';
import { TABLES_TEXTS } from '../../locales/tables/all.js';
import type { Tables, TablesHost } from './host.js';
import type { TablesMessages } from './messages.js';
import { RemotePlay } from './remote-play.js';
import { clearTicket, loadTicket, saveTicket, tablesServer } from './ticket.js';
import './tables-screen.js';

export type TablesMode = 'start' | 'connecting' | 'lobby' | 'ended';

/** A code said digit by digit, in its groups of four ("4 8 2 1, 0 9 3 7, 5 5 1 2"): clear when read aloud. */
export function spokenCode(code: string): string {
  return formatCode(code)
    .split(' ')
    .map((g) => g.split('').join(' '))
    .join(', ');
}

export class TablesController extends EventTarget implements Tables {
  mode: TablesMode = 'start';
  session: RemoteSeatSession | null = null;
  /** The games a table can hold (the registry's entries with `tables`), in the chooser's order. */
  readonly games: readonly GameEntry[] = GAMES.filter((g) => g.tables);
  /** The game chosen in the create form. */
  createGame: string = this.games[0]?.id ?? '';
  /** The games' modules loaded so far, by id. */
  private readonly modules = new Map<string, GameModule>();
  /** The server could not be reached at the last try. */
  unreachable = false;
  /** Why the player is no longer at a table (shown), or null. */
  ended: string | null = null;
  /** Problems of the form last sent, in words. */
  problems: string[] = [];
  /** A code from the link (#table=…) to fill in the join form. */
  codeFromLink: string | null = null;
  notify = false;
  /** Focus the screen's heading after the next render. */
  focusHeading = true;
  private play: RemotePlay | null = null;
  private lastWaitingFor: number | null = null;
  private readonly title = typeof document !== 'undefined' ? document.title : '';

  constructor(readonly app: TablesHost) {
    super();
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.onVisible);
  }

  get t(): TablesMessages {
    return TABLES_TEXTS[this.app.settings.locale];
  }

  get server(): string | null {
    return tablesServer();
  }

  /** No connection: the browser says it is offline, or the server did not answer. */
  get offline(): boolean {
    return (typeof navigator !== 'undefined' && navigator.onLine === false) || this.unreachable || !this.server;
  }

  get ticket(): SeatTicket | null {
    const t = loadTicket();
    return t && t.server === this.server ? t : null;
  }

  private changed(): void {
    this.app.changed();
  }

  private say(text: string, kind: 'info' | 'error' | 'echo' = 'info'): void {
    if (kind === 'info') this.app.announcer.announce(text, { kind: 'info', priority: 'polite' });
    else this.app.say(text, kind);
  }

  /** The game of the table I sit at (its welcome names it), else the one chosen in the create form. */
  get gameId(): string {
    return this.session?.table?.game ?? this.createGame;
  }

  get entry(): GameEntry | null {
    const id = this.gameId;
    return this.games.find((g) => g.id === id) ?? null;
  }

  /** The module of that game, once loaded (null: not yet, or no game of this app). */
  get module(): GameModule | null {
    return this.modules.get(this.gameId) ?? null;
  }

  /** Loads a game's module and its texts (default: the create form's game); null when it is no game a table can hold here. */
  async loadModule(id: string = this.createGame): Promise<GameModule | null> {
    if (!this.games.some((g) => g.id === id)) return null;
    let module = this.modules.get(id);
    if (!module) {
      module = await this.app.loadGame(id);
      this.modules.set(id, module);
    }
    return module.tables ? module : null;
  }

  /** The host chose another game in the create form: its fields replace the last one's. */
  async chooseCreateGame(id: string): Promise<void> {
    if (!this.games.some((g) => g.id === id) || id === this.createGame) return;
    this.createGame = id;
    this.problems = [];
    await this.loadModule(id);
    this.changed();
  }

  /** The create form's fields of the chosen game (no seats), or none before its module is loaded. */
  createGroups(): readonly SetupGroup[] {
    const module = this.modules.get(this.createGame);
    return module?.tables?.setupForm(this.app) ?? [];
  }

  /** How many seats a table of the create form's game has, for the value of its seat-setting field (null: its default). */
  createSeats(value: string | null): number {
    const entry = this.games.find((g) => g.id === this.createGame);
    const groups = this.createGroups();
    if (seatCountField(groups)) return seatCount(groups, value);
    return entry?.seats.min ?? 0;
  }

  // -- create, join, rejoin ---------------------------------------------------------------------

  /** The create form was sent. */
  async create(values: FormData): Promise<void> {
    const t = this.t;
    const game = String(values.get('game') ?? this.createGame);
    if (game !== this.createGame) await this.chooseCreateGame(game);
    const module = await this.loadModule(game);
    const entry = this.games.find((g) => g.id === game);
    if (!module?.tables || !entry) return;
    const problems: string[] = [];
    const name = cleanName(String(values.get('name') ?? ''));
    if (!name) problems.push(t.needName);
    // The seats follow the game's form (its number of players, Ombre's family), else the game's one size.
    const field = seatCountField(this.createGroups());
    const count = field ? this.createSeats(values.get(field.name) === null ? null : String(values.get(field.name))) : Number(values.get('seatCount') ?? entry.seats.min);
    if (!(count >= entry.seats.min && count <= entry.seats.max)) problems.push(this.app.messages.ui.badUrlParam(field?.name ?? 'seatCount', String(count), `${entry.seats.min}–${entry.seats.max}`));
    const seats: SeatRequest[] = [{ kind: 'person' }];
    for (let i = 1; i < count; i++) {
      const v = String(values.get(`seat-${i}`) ?? 'person');
      seats.push(v === 'person' ? { kind: 'person' } : { kind: 'computer', level: (['easy', 'normal', 'strong'].includes(v) ? v : 'normal') as ComputerLevel });
    }
    const r = module.tables.optionsFrom(values, count, this.app);
    problems.push(...r.problems.map((p) => this.app.messages.ui.badUrlParam(p.param, p.value, p.allowed)));
    this.problems = problems;
    if (problems.length || !name) {
      this.say(problems.join(' '), 'error');
      return this.changed();
    }
    const pace = String(values.get('pace') ?? 'normal') as TablePace;
    this.notify = values.get('notify') === 'on';
    await this.connect({ type: 'create', v: PROTOCOL_VERSION, game, options: r.options, seats, name, pace });
  }

  /** The join form was sent. */
  async join(rawCode: string, rawName: string): Promise<void> {
    const t = this.t;
    const code = normalizeCode(rawCode);
    const name = cleanName(rawName);
    this.problems = [...(code ? [] : [t.badCode]), ...(name ? [] : [t.needName])];
    if (!code || !name) {
      this.say(this.problems.join(' '), 'error');
      return this.changed();
    }
    await this.connect({ type: 'join', v: PROTOCOL_VERSION, code, name });
  }

  /** Back to the seat this device keeps a ticket for. 'seated', 'unreachable' (the ticket stays) or 'refused'. */
  async rejoin(): Promise<'seated' | 'unreachable' | 'refused'> {
    const ticket = this.ticket;
    if (!ticket) return 'refused';
    return this.connect({ type: 'rejoin', v: PROTOCOL_VERSION, code: ticket.code, token: ticket.token });
  }

  private async connect(hello: Hello): Promise<'seated' | 'unreachable' | 'refused'> {
    const server = this.server;
    if (!server || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
      this.say(this.t.offline, 'error');
      this.changed();
      return 'unreachable';
    }
    if (this.notify && typeof Notification !== 'undefined' && Notification.permission === 'default') void Notification.requestPermission().catch(() => undefined);
    this.leaveSession();
    // The game log is this table's from now on (a game played before stays in its save).
    this.app.announcer.clearLog();
    const session = new RemoteSeatSession({ server, hello, seatName: (s) => this.seatName(s) });
    this.session = session;
    this.mode = 'connecting';
    this.ended = null;
    this.problems = [];
    this.say(this.t.connecting, 'echo');
    this.changed();
    session.addEventListener('welcome', () => {
      this.tableAt = Date.now();
      this.watchAway();
    });
    session.addEventListener('ticket', (e) => saveTicket((e as CustomEvent<SeatTicket>).detail));
    session.addEventListener('table', (e) => this.onTable((e as CustomEvent<{ notice: Notice | null }>).detail.notice));
    session.addEventListener('step', () => this.onStep());
    session.addEventListener('phrase', (e) => this.onPhrase((e as CustomEvent<{ seat: number; id: PhraseId }>).detail));
    session.addEventListener('tableRefused', (e) => this.say(this.t.tableRule((e as CustomEvent<{ rule: TableRule }>).detail.rule), 'error'));
    session.addEventListener('problem', (e) => this.onProblem((e as CustomEvent<{ code: string; fatal: boolean }>).detail));
    session.addEventListener('connection', () => this.onConnection());
    session.addEventListener('change', () => this.changed());
    try {
      await session.connect();
    } catch (e) {
      const code = (e as { code?: string }).code ?? 'unreachable';
      if (this.session !== session) return 'refused';
      this.session = null;
      if (code === 'unreachable') {
        this.unreachable = true;
        this.mode = 'start';
        this.say(this.t.unreachable, 'error');
      } else {
        if (hello.type === 'rejoin' && ['badToken', 'noTable', 'removed'].includes(code)) clearTicket();
        this.mode = hello.type === 'rejoin' ? 'ended' : 'start';
        this.ended = hello.type === 'rejoin' ? this.t.ended(this.t.endReason(code)) : null;
        this.problems = hello.type === 'rejoin' ? [] : [this.t.endReason(code)];
        this.say(this.ended ?? this.problems.join(' '), 'error');
      }
      this.focusHeading = true;
      this.changed();
      return code === 'unreachable' ? 'unreachable' : 'refused';
    }
    this.unreachable = false;
    const t = this.t;
    // The table's game (a join or rejoin learns it from the welcome): its module, for the game's own table.
    const module = await this.loadModule(session.table!.game).catch(() => null);
    if (this.session !== session) return 'refused';
    if (!module) {
      // A table of a game this app cannot play (a newer server): nothing to sit down to.
      this.session = null;
      session.dispose();
      if (hello.type === 'rejoin') clearTicket();
      this.mode = hello.type === 'rejoin' ? 'ended' : 'start';
      this.ended = hello.type === 'rejoin' ? t.ended(t.endReason('unknownGame')) : null;
      this.problems = hello.type === 'rejoin' ? [] : [t.endReason('unknownGame')];
      this.say(this.ended ?? this.problems.join(' '), 'error');
      this.focusHeading = true;
      this.changed();
      return 'refused';
    }
    const gameName = this.entry?.texts[this.app.settings.locale].name ?? session.table!.game;
    if (session.phase === 'lobby') {
      this.mode = 'lobby';
      this.focusHeading = true;
      const code = session.table!.code;
      this.say(hello.type === 'create' ? t.created(spokenCode(code)) : t.welcome(formatCode(code), session.me + 1, gameName), 'echo');
      this.changed();
    } else if (session.view !== null) {
      this.startPlay();
    } else {
      this.mode = 'lobby';
      this.changed();
    }
    if (session.phase === 'over') this.finish();
    return 'seated';
  }

  // -- the lobby ---------------------------------------------------------------------------------

  get isHost(): boolean {
    const s = this.session;
    return !!s?.table && s.table.host === s.me;
  }

  setReady(ready: boolean): void {
    if (!this.session?.ready(ready)) this.say(this.t.notSent, 'error');
  }

  start(): void {
    if (!this.session?.start()) this.say(this.t.notSent, 'error');
  }

  setSeat(seat: number, choice: string): void {
    const s = this.session;
    if (!s) return;
    const ok = choice === 'open' ? s.setSeat(seat, 'open') : s.setSeat(seat, 'computer', choice as ComputerLevel);
    if (!ok) this.say(this.t.notSent, 'error');
  }

  phrase(id: PhraseId): void {
    if (!this.session?.phrase(id)) this.say(this.t.notSent, 'error');
    else this.say(this.t.phrase(this.seatName(this.session.seat(this.session.me)!), id), 'echo');
  }

  standIn(seat: number): void {
    if (!this.session?.standIn(seat, 'normal')) this.say(this.t.notSent, 'error');
  }

  /** Leaves the table for good (a computer plays the seat in a game); the ticket is forgotten. */
  leave(): void {
    const s = this.session;
    if (!s) return;
    s.leave();
    clearTicket();
    this.session = null;
    this.mode = 'start';
    this.say(this.t.youLeft, 'echo');
    if (this.play) {
      this.play = null;
      this.app.chooseGame();
      void this.app.openTables();
    }
    this.focusHeading = true;
    this.changed();
  }

  /** The link to this table: the code in the fragment, so it never reaches a server's log. */
  get link(): string {
    const code = this.session?.table?.code ?? '';
    return `${location.origin}${location.pathname}#table=${code}`;
  }

  // -- names and who is here ---------------------------------------------------------------------

  seatName(s: SeatInfo): string {
    if (s.kind === 'person') return s.name ?? this.t.free;
    if (s.kind === 'computer') return this.t.computer(s.seat + 1);
    return this.t.free;
  }

  private nameOf(seat: number): string {
    const s = this.session?.seat(seat);
    return s ? this.seatName(s) : String(seat + 1);
  }

  /** Whose turn it is at the table (the game says it from its view), or null. */
  private toMove(): number | null {
    const s = this.session;
    if (!s || !this.module?.tables || s.view === null) return null;
    return this.module.tables.toMove(s.view);
  }

  /** One seat in words, with its tags: you, host, ready, away, to move, a computer playing for them. */
  seatLine(s: SeatInfo, lobby: boolean): string {
    const t = this.t;
    const me = this.session?.me;
    const tags: string[] = [];
    if (s.seat === me) tags.push(t.tagYou);
    if (s.host) tags.push(t.tagHost);
    if (s.kind === 'computer' && s.level) tags.push(t.level(s.level));
    if (s.kind === 'person' && lobby) tags.push(s.ready ? t.tagReady : t.tagNotReady);
    if (s.kind === 'person' && !s.connected) tags.push(t.tagAway);
    if (s.standIn) tags.push(t.tagStandIn(t.level(s.standIn)));
    if (!lobby && this.toMove() === s.seat) tags.push(t.tagToMove);
    return t.seatLine(s.seat + 1, this.seatName(s), tags);
  }

  /** I: who is at the table. */
  whoIsHere(): void {
    const s = this.session;
    if (!s?.table) return;
    const lobby = s.phase === 'lobby';
    this.app.say(this.t.atTable(s.table.seats.map((x) => this.seatLine(x, lobby)).join('; ')), 'echo');
  }

  /** People away long enough for the host to let a computer play for them (none: not the host). */
  standInCandidates(): SeatInfo[] {
    const s = this.session;
    if (!s?.table || !this.isHost || (s.phase !== 'playing' && s.phase !== 'betweenDeals')) return [];
    return s.table.seats.filter((x) => x.kind === 'person' && !x.connected && x.standIn === null && (this.awayFor(x) ?? 0) >= s.table!.standInAfterMs);
  }

  // -- what players hear ---------------------------------------------------------------------------

  /** When each table message arrived (awayMs counts from then). */
  private tableAt = Date.now();
  /** Per away seat: the moment its grace period ends (the host may then let a computer play). */
  private readonly graceTimers = new Map<number, ReturnType<typeof setTimeout>>();

  /** How long a seat's person has been away now (ms), or null. */
  awayFor(seat: SeatInfo): number | null {
    return seat.awayMs === null ? null : seat.awayMs + (Date.now() - this.tableAt);
  }

  /** For the host: a timer per away person that says, once the grace period is over, that a computer may play for them. */
  private watchAway(): void {
    const s = this.session;
    for (const [seat, timer] of this.graceTimers) {
      if (!s?.table || s.table.seats[seat]?.connected !== false) {
        clearTimeout(timer);
        this.graceTimers.delete(seat);
      }
    }
    if (!s?.table || (s.phase !== 'playing' && s.phase !== 'betweenDeals')) return;
    for (const x of s.table.seats) {
      if (x.kind !== 'person' || x.connected || x.standIn !== null || this.graceTimers.has(x.seat)) continue;
      const left = Math.max(0, s.table.standInAfterMs - (this.awayFor(x) ?? 0));
      this.graceTimers.set(
        x.seat,
        setTimeout(() => {
          if (this.session !== s || !this.isHost || s.seat(x.seat)?.connected !== false) return;
          this.say(this.t.mayStandIn(this.seatName(x)));
          this.changed();
        }, left + 50),
      );
    }
  }

  private onTable(notice: Notice | null): void {
    const s = this.session;
    this.tableAt = Date.now();
    this.watchAway();
    if (!s || !notice) return this.changed();
    const t = this.t;
    const who = this.nameOf(notice.seat);
    const mine = notice.seat === s.me;
    switch (notice.kind) {
      case 'joined':
        this.say(t.joined(who));
        break;
      case 'left':
        // The seat is a computer's (or free) by now: the notice names who left.
        if (!mine) this.say(t.left(notice.name ?? who));
        break;
      case 'disconnected':
        this.say(t.disconnected(who));
        break;
      case 'reconnected':
        if (!mine) this.say(t.reconnected(who));
        break;
      case 'ready': {
        if (mine) {
          const waiting = s.table!.seats.filter((x) => x.kind === 'person' && !x.ready && (s.phase === 'lobby' || x.connected)).map((x) => this.seatName(x));
          this.say(t.youAreReady(waiting.length ? waiting.join(', ') : null));
        } else this.say(t.isReady(who));
        break;
      }
      case 'notReady':
        if (!mine) this.say(t.notReady(who));
        break;
      case 'host':
        this.say(mine ? t.youAreHost : t.newHost(who));
        break;
      case 'seatChanged': {
        const seat = s.seat(notice.seat);
        if (seat?.kind === 'computer') this.say(t.seatNowComputer(notice.seat + 1, t.level(seat.level ?? 'normal')));
        else if (seat?.kind === 'open') this.say(t.seatNowFree(notice.seat + 1));
        break;
      }
      case 'started':
        this.say(t.started);
        break;
      case 'standIn':
        this.say(t.standIn(who, t.level(s.seat(notice.seat)?.standIn ?? 'normal')));
        break;
      case 'standInEnded':
        this.say(t.standInEnded(who));
        break;
    }
    this.changed();
  }

  private onStep(): void {
    const s = this.session;
    if (!s) return;
    if (!this.play && s.view !== null) this.startPlay();
    // After the game's own words for the step (its table listens after this): whose turn, if a person's.
    setTimeout(() => this.afterStep(), 0);
  }

  private afterStep(): void {
    const s = this.session;
    if (!s) return;
    if (s.phase === 'over') return this.finish();
    const turn = this.toMove();
    if (turn !== null && turn !== s.me && turn !== this.lastWaitingFor) {
      const seat = s.seat(turn);
      if (seat?.kind === 'person' && seat.standIn === null) this.say(seat.connected ? this.t.waitingFor(this.seatName(seat)) : this.t.waitingForAway(this.seatName(seat)));
    }
    this.lastWaitingFor = turn;
    if (s.myTurn) this.yourTurnInBackground();
  }

  private onPhrase(p: { seat: number; id: PhraseId }): void {
    this.say(this.t.phrase(this.nameOf(p.seat), p.id));
  }

  private onProblem(p: { code: string; fatal: boolean }): void {
    const s = this.session;
    if (p.code === 'notSent') return this.say(this.t.notSent, 'error');
    if (p.code === 'moveKept') return this.say(this.t.moveKept, 'error');
    if (s && s.connection === 'closed') {
      // The seat is gone for good (freed by the host, taken from another window, the table expired).
      if (['badToken', 'noTable', 'removed'].includes(p.code)) clearTicket();
      this.ended = this.t.ended(this.t.endReason(p.code));
      this.say(this.ended, 'error');
      this.session = null;
      this.play = null;
      this.mode = 'ended';
      if (this.app.play) {
        this.app.chooseGame();
        void this.app.openTables();
      }
      this.focusHeading = true;
      this.changed();
    }
  }

  private onConnection(): void {
    const s = this.session;
    if (!s) return;
    if (s.connection === 'reconnecting') this.say(this.t.connectionLost, 'error');
    else if (s.connection === 'open' && this.wasReconnecting) this.say(this.t.connectionBack);
    this.wasReconnecting = s.connection === 'reconnecting';
    this.changed();
  }

  private wasReconnecting = false;

  /** The game has begun (or was already under way): the game's own table, on this session. */
  private startPlay(): void {
    const s = this.session;
    const module = this.module;
    if (!s || !module?.tables || this.play) return;
    // Back at a game under way (a reload, another tab: the game's table rebuilds its log from the
    // history, as SeatPlay does when there is more than the start): which table and game, and whose
    // turn when it is not mine (mine the game's table says as after a step). Said before the game's
    // table opens, so its "your turn" follows.
    const rejoined = s.steps.length > 1;
    const turn = this.toMove();
    if (rejoined) {
      const t = this.t;
      const gameName = this.entry?.texts[this.app.settings.locale].name ?? s.table!.game;
      const seat = turn !== null && turn !== s.me ? s.seat(turn) : null;
      const whose = !seat ? null : seat.kind === 'person' && seat.standIn === null ? (seat.connected ? t.waitingFor(this.seatName(seat)) : t.waitingForAway(this.seatName(seat))) : t.turnOf(this.seatName(seat));
      this.say([t.backAtTable(formatCode(s.table!.code), gameName), ...(whose ? [whose] : [])].join(' '), 'echo');
    }
    const inner = module.tables.play(this.app, s);
    this.play = new RemotePlay(this, inner);
    this.lastWaitingFor = rejoined ? turn : s.me;
    this.app.openRemote(module, this.play);
  }

  /** The session is over: nothing to come back to. */
  private finish(): void {
    if (this.ended) return;
    clearTicket();
    this.ended = this.t.over;
    this.say(this.t.over);
  }

  /** "Your turn" for a player whose tab is in the background: the title, and a notification where allowed (the game plays its earcon). */
  private yourTurnInBackground(): void {
    if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return;
    document.title = `${this.t.yourTurnTitle} – ${document.title.replace(`${this.t.yourTurnTitle} – `, '')}`;
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      try {
        new Notification(this.t.yourTurnTitle, { tag: 'tables-turn', body: this.entry?.texts[this.app.settings.locale].name ?? '' });
      } catch {
        // notifications only through a service worker here: the title and the earcon remain
      }
    }
  }

  private readonly onVisible = () => {
    if (document.visibilityState === 'visible') document.title = document.title.replace(`${this.t.yourTurnTitle} – `, '');
  };

  /** The play ended at the app's side (Shift+N, a new game): the connection closes, the seat waits for a rejoin. */
  playClosed(play: RemotePlay): void {
    if (this.play !== play) return;
    this.play = null;
    this.leaveSession();
    this.mode = 'start';
  }

  /** Closes the connection without leaving the seat (the ticket stays: "Back to your table"). */
  leaveSession(): void {
    const s = this.session;
    this.session = null;
    s?.dispose();
    if (this.play) {
      const p = this.play;
      this.play = null;
      if (this.app.play === p) this.app.chooseGame();
    }
  }

  dispose(): void {
    for (const t of this.graceTimers.values()) clearTimeout(t);
    this.graceTimers.clear();
    this.leaveSession();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onVisible);
    void this.title;
  }
}
