/**
 * My seat's name after a reload in the other language (issue 29, point 5). The app loads one language
 * at a time: after a reload in German only the German catalogues are there, while a game saved in
 * English names my seat "You". This file mounts the app as the page does after such a reload — no
 * src/i18n/all.ts (which registers both languages, as the other browser tests do), only German
 * loaded — and reads my seat with real keys: at Papillon (a resumed save) and at a trick table.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { Announcer } from '../../src/announcer/announcer.js';
import { AppController } from '../../src/app/app-controller.js';
import { installStyles } from '../../src/app/styles.js';
import { LocalBotClient } from '../../src/ai/bot-client.js';
import { loadBots, loadChooserWords } from '../../src/games/registry.js';
import { hasMessages, loadMessages } from '../../src/i18n/index.js';
import { SETTINGS_KEY } from '../../src/session/settings.js';
import type { AppShell } from '../../src/components/app-shell.js';
import '../../src/components/app-shell.js';
import { MemoryStorage } from '../support/memory-storage.js';
import { RemoteSeatSession, type SocketLike } from '../../src/net/remote-session.js';
import { PROTOCOL_VERSION, type SeatInfo, type ServerMessage } from '../../src/net/protocol.js';

/** A socket the test speaks for the table server through. */
class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }
  close(): void {
    this.readyState = 3;
    this.onclose?.({});
  }
  say(m: ServerMessage): void {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
}

async function until(cond: () => boolean, timeout = 5000): Promise<void> {
  const t0 = performance.now();
  while (!cond()) {
    if (performance.now() - t0 > timeout) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The seats as a game started in English names them: the form's default names. */
const ENGLISH_SEATS = (n: number) => ['You', 'Anna', 'Ben', 'Clara'].slice(0, n).map((name, i) => ({ name, kind: i === 0 ? 'human' : 'computer', level: 'easy' }));

let app: AppShell | null = null;
let shell: AppController;
let announcer: Announcer;

async function mountGerman(): Promise<void> {
  installStyles(document);
  // As the page loads a language (src/main.ts): the shell's catalogue and the chooser's words.
  await Promise.all([loadMessages('de'), loadChooserWords('de')]);
  announcer = new Announcer(document);
  const storage = new MemoryStorage();
  storage.setItem(SETTINGS_KEY, JSON.stringify({ locale: 'de', pace: 'instant' }));
  const bots = new LocalBotClient(loadBots);
  shell = new AppController({ announcer, storage, languages: ['de'], bots });
  app = document.createElement('app-shell');
  app.controller = shell;
  document.body.append(app);
  await app.updateComplete;
}

async function idle(): Promise<void> {
  for (let i = 0; i < 500 && shell.play?.busy; i++) await new Promise((r) => setTimeout(r, 20));
  await app!.updateComplete;
  const table = app!.querySelector('game-table');
  await table?.updateComplete;
  await announcer.idle();
  for (let i = 0; i < 20 && (app!.isUpdatePending || table?.isUpdatePending); i++) {
    await app!.updateComplete;
    await table?.updateComplete;
  }
}

/** My row in the status table, spaces folded. */
const statusRows = () => [...document.querySelectorAll<HTMLElement>('[data-zone="status"] tbody tr th')].map((th) => th.textContent!.replace(/\s+/g, ' ').trim());
const myRow = () => {
  const rows = statusRows();
  return rows.find((r) => /^(Du|You)\b/.test(r)) ?? rows.join(' | ');
};

describe('My seat after a reload in German of a game started in English (issue 29, point 5)', () => {
  before(async () => mountGerman());
  afterEach(() => shell.closeGame());
  after(() => {
    app?.remove();
    document.getElementById('announcer-polite')?.remove();
    document.getElementById('announcer-assertive')?.remove();
  });

  it('only German is loaded, as after a reload', () => {
    expect(hasMessages('de')).to.equal(true);
    expect(hasMessages('en')).to.equal(false, 'this file must not load the English catalogue');
  });

  it('Papillon, a resumed save: "Du" in the status table and in what S says, never "You (du …)"', async () => {
    await shell.startGame('papillon', { options: { players: 3 }, seats: ENGLISH_SEATS(3) }, 'abc');
    await idle();
    const snapshot = shell.play!.snapshot({ log: [], focusZone: 'hand' });
    shell.closeGame();
    await shell.resumeGame('papillon', snapshot);
    await idle();
    expect(myRow()).to.match(/^Du( \((?!du)[^)]*\))?$/);
    expect(myRow()).to.not.match(/You|\(du/);
    document.querySelector<HTMLElement>('[data-zone="hand"] [role="option"], [data-zone="hand"] [data-focus]')!.focus();
    await sendKeys({ press: 's' });
    await idle();
    expect(shell.lastAnswer).to.not.match(/\bYou\b/);
  });

  it('at a table with friends, after a reload in German: the names people chose stay as chosen, my seat tagged "du"', async () => {
    // A real view of seat 0 at Papillon, as the table server would send it.
    await shell.startGame('papillon', { options: { players: 3 }, seats: ENGLISH_SEATS(3) }, 'abc');
    await idle();
    const here = (shell.play as unknown as { session: { view: unknown; legalMoves: readonly unknown[] } }).session;
    const view = here.view;
    const legal = [...here.legalMoves];
    shell.closeGame();
    const sockets: FakeSocket[] = [];
    const person = (seat: number, name: string): SeatInfo => ({ seat, kind: 'person', name, level: null, connected: true, ready: true, host: seat === 0, standIn: null, awayMs: null });
    const session = new RemoteSeatSession({
      server: 'ws://fake/tables',
      hello: { type: 'rejoin', v: PROTOCOL_VERSION, code: '123412341234', token: 't'.repeat(22) },
      socket: () => {
        const f = new FakeSocket();
        sockets.push(f);
        queueMicrotask(() => f.open());
        return f;
      },
      // As the tables' controller names seats (src/tables/tables.ts): a person by the chosen name.
      seatName: (s) => (s.kind === 'person' ? (s.name ?? '') : `Computer ${s.seat + 1}`),
    });
    const connected = session.connect();
    await until(() => sockets[0]?.sent.length === 1);
    // Max is me; my friend chose the name "You" (a name, not my seat: it is not translated).
    const seats: SeatInfo[] = [person(0, 'Max'), person(1, 'You'), { seat: 2, kind: 'computer', name: null, level: 'easy', connected: true, ready: true, host: false, standIn: null, awayMs: null }];
    sockets[0]!.say({ type: 'welcome', v: PROTOCOL_VERSION, you: 0, table: { code: '123412341234', game: 'papillon', options: {}, pace: 'instant', phase: 'playing', seats, host: 0, standInAfterMs: 0 }, seq: 1, view, steps: [], legal } as unknown as ServerMessage);
    await connected;
    const module = await shell.loadGame('papillon');
    shell.openRemote(module, module.tables!.play(shell, session));
    await idle();
    const rows = statusRows();
    expect(rows[0]).to.match(/^Max \(du\b/);
    expect(rows[1]).to.match(/^You\b/);
    expect(rows[1]).to.not.match(/\(du\b/);
  });

  it('at a trick table (Whist): "Du" in the status table, never "You (du …)"', async () => {
    await shell.startGame('whist', { options: {}, seats: ENGLISH_SEATS(4) }, '3');
    await idle();
    expect(myRow()).to.match(/^Du\b/);
    expect(myRow()).to.not.match(/You|\(du/);
    document.querySelector<HTMLElement>('[data-zone="hand"] [role="option"], [data-zone="hand"] [data-focus]')!.focus();
    // Shift+W: whose turn it is.
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'W' });
    await sendKeys({ up: 'Shift' });
    await idle();
    expect(shell.lastAnswer ?? '').to.not.match(/\bYou\b/);
  });
});
