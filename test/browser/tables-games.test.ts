/**
 * Every seat game at a table with friends, on the client's side (issue 22), without a server: "Create
 * a table" lists every registry game with `tables`, each with its own fields and no seats (the seats
 * follow the game's form: its number of players, Ombre's family), and the options it sends are what the
 * game's engine takes at a table of that many seats (`SeatGame.optionsFor`); axe in both languages.
 * Then each seat game's own table on a `RemoteSeatSession` spoken to by a table in the page
 * (./fake-table.ts): nothing saved, out of turn said as the engine's rule, a move the engine refuses
 * sent and its refusal said as the engine's, a deal played by keys (Whist), and after a rejoin the game
 * log rebuilt from the steps as this seat saw them — the same words as were said live.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations } from './axe.js';
import { liveTexts, logTexts, mountApp, settle, unmountApp, until, type Mounted } from './app-harness.js';
import { FakeTable } from './fake-table.js';
import { playByKeys } from './trick-harness.js';
import { GAMES } from '../../src/games/registry.js';
import type { SeatGame } from '../../src/engine/game.js';
import type { GameModule, GamePlay } from '../../src/play/module.js';
import { RemoteSeatSession } from '../../src/net/remote-session.js';
import { PROTOCOL_VERSION } from '../../src/net/protocol.js';
import type { TablesController } from '../../src/tables/tables.js';
import { TICKET_KEY } from '../../src/tables/ticket.js';
import { casinoGame } from '../../src/games/casino/index.js';
import { hundertspielGame } from '../../src/games/hundertspiel/index.js';
import { ombreGame } from '../../src/games/ombre/index.js';
import { bostonGame } from '../../src/games/boston/index.js';
import { tarokGame } from '../../src/games/tarok/index.js';
import { chessGame } from '../../src/games/chess/index.js';
import { papillonGame } from '../../src/games/papillon/index.js';
import { piquetGame } from '../../src/games/piquet/index.js';
import { whistGame } from '../../src/games/whist/index.js';
import type { WhistPlay } from '../../src/games/whist/play.js';
import '../../src/tables/tables.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';

type AnyGame = SeatGame<unknown, unknown, unknown, unknown, unknown>;
const ENGINES: Record<string, AnyGame> = {
  papillon: papillonGame as unknown as AnyGame,
  casino: casinoGame as unknown as AnyGame,
  hundertspiel: hundertspielGame as unknown as AnyGame,
  whist: whistGame as unknown as AnyGame,
  piquet: piquetGame as unknown as AnyGame,
  ombre: ombreGame as unknown as AnyGame,
  boston: bostonGame as unknown as AnyGame,
  tarok: tarokGame as unknown as AnyGame,
  chess: chessGame as unknown as AnyGame,
};

/** The app's table server address (index.html's meta): the create form needs one to be shown. */
function serverMeta(): void {
  if (document.querySelector('meta[name="tables-server"]')) return;
  const meta = document.createElement('meta');
  meta.name = 'tables-server';
  meta.content = 'ws://127.0.0.1:9/tables';
  document.head.append(meta);
}

const tables = (m: Mounted) => m.shell.tables as TablesController;
/** Back at a Whist table under way: what each language says, whose turn it is, and who left (tables' words). */
const BACK_AT_TABLE: Readonly<Record<Locale, { readonly back: string; readonly turn: RegExp; readonly left: string }>> = {
  de: { back: 'Zurück am Tisch 1234 1234 1234 — Whist.', turn: /Du bist dran|Du bist am Zug/, left: 'Bernd hat den Tisch verlassen' },
  en: { back: 'Back at the table 1234 1234 1234 — Whist.', turn: /Your turn/, left: 'Bernd left the table' },
  pl: { back: 'Z powrotem przy stole 1234 1234 1234: Wist.', turn: /Twój ruch/, left: 'Bernd odchodzi od stołu' },
};
const form = () => document.querySelector<HTMLFormElement>('form.tables-create')!;
const seatSelects = () => [...form().querySelectorAll<HTMLSelectElement>('select[id^="create-seat-"]')];

async function chooseGame(m: Mounted, id: string): Promise<void> {
  const select = document.querySelector<HTMLSelectElement>('#create-game')!;
  select.value = id;
  select.dispatchEvent(new Event('change'));
  await until(() => tables(m).createGame === id && tables(m).createGroups().length > 0);
  await settle(m);
}

/** The options the create form sends for its values now, and the seats they are for. */
function sent(m: Mounted): { seats: number; options: unknown } {
  const tc = tables(m);
  const values = new FormData(form());
  const seats = seatSelects().length + 1;
  const r = tc.module!.tables!.optionsFrom(values, seats, m.shell);
  expect(r.problems, JSON.stringify(r.problems)).to.deep.equal([]);
  return { seats, options: r.options };
}

describe('tables with friends: every seat game, the client', function () {
  this.timeout(120000);
  let m: Mounted;
  afterEach(() => unmountApp());

  for (const locale of LOCALES) {
    it(`create a table: a choice of every seat game first, then its fields without seats; the seats follow its form; axe (${locale})`, async () => {
      serverMeta();
      m = await mountApp({ locale });
      await m.shell.openTables();
      await settle(m);
      const select = document.querySelector<HTMLSelectElement>('#create-game')!;
      expect([...select.options].map((o) => o.value)).to.deep.equal(GAMES.filter((g) => g.tables).map((g) => g.id));
      expect([...select.options].map((o) => o.value)).to.include.members(['papillon', 'casino', 'hundertspiel', 'whist', 'piquet', 'ombre', 'boston', 'tarok']);
      expect(document.querySelector('label[for="create-game"]')!.textContent).to.equal(({ de: 'Spiel', en: 'Game', pl: 'Gra' } satisfies Record<Locale, string>)[locale]);
      expect(await axeViolations(document)).to.equal('', 'papillon');
      // No game's own seat fields: the lobby asks who sits where.
      const noSeatFields = () => expect(form().querySelector('[name^="name-"], [name^="level-"], [name="mySeat"]')).to.equal(null);
      noSeatFields();
      for (const g of GAMES.filter((e) => e.tables)) {
        await chooseGame(m, g.id);
        noSeatFields();
        expect(await axeViolations(document)).to.equal('', g.id);
        const engine = ENGINES[g.id]!;
        // Every form the game offers: the seats follow it, and the engine takes the options at that many seats.
        const size = form().querySelectorAll<HTMLInputElement>('input[type="radio"]');
        const forms = size.length ? [...size] : [null];
        for (const radio of forms) {
          if (radio) {
            radio.click();
            await settle(m);
          }
          const { seats, options } = sent(m);
          expect(seats).to.be.within(g.seats.min, g.seats.max);
          const made = engine.optionsFor(options, seats);
          expect('options' in made, `${g.id} ${radio?.value ?? ''}: ${JSON.stringify(options)} → ${JSON.stringify(made)}`).to.equal(true);
        }
      }
      // Ombre's family sets the seats: Quadrille four, en deux two.
      await chooseGame(m, 'ombre');
      form().querySelector<HTMLInputElement>('input[name="family"][value="quadrille"]')!.click();
      await settle(m);
      expect(seatSelects()).to.have.length(3);
      form().querySelector<HTMLInputElement>('input[name="family"][value="en-deux"]')!.click();
      await settle(m);
      expect(seatSelects()).to.have.length(1);
      // Casino for four; the Hundertspiel for three with the Scat (a rule of its own).
      await chooseGame(m, 'casino');
      form().querySelector<HTMLInputElement>('input[name="players"][value="4"]')!.click();
      await settle(m);
      expect(seatSelects()).to.have.length(3);
      await chooseGame(m, 'hundertspiel');
      form().querySelector<HTMLInputElement>('input[name="players"][value="3"]')!.click();
      await settle(m);
      expect(seatSelects()).to.have.length(2);
      expect(form().querySelector('[name="scat"]')).to.not.equal(null);
      // Boston's form sets the seats (BO1): Tri-Boston three, Boston-Whist four; its tariff, variants and tours are fields.
      await chooseGame(m, 'boston');
      form().querySelector<HTMLInputElement>('input[name="form"][value="tri-boston"]')!.click();
      await settle(m);
      expect(seatSelects()).to.have.length(2);
      form().querySelector<HTMLInputElement>('input[name="form"][value="boston-whist"]')!.click();
      await settle(m);
      expect(seatSelects()).to.have.length(3);
      for (const field of ['tariff', 'variants', 'tours']) expect(form().querySelector(`[name="${field}"]`), field).to.not.equal(null);
      expect(sent(m).options).to.deep.equal({ whist: true });
      // Whist and Piquet seat their one number of players.
      await chooseGame(m, 'whist');
      expect(seatSelects()).to.have.length(3);
      expect(form().querySelector('#create-rubbers')).to.not.equal(null);
      await chooseGame(m, 'piquet');
      expect(seatSelects()).to.have.length(1);
    });
  }

  /** The game's own table on a remote session at `table`, shown as the app shows one. */
  async function sitDown(id: string, table: FakeTable, hello: 'join' | 'rejoin' = 'join'): Promise<{ module: GameModule; play: GamePlay; session: RemoteSeatSession }> {
    const session = new RemoteSeatSession({
      server: 'ws://fake/tables',
      hello: hello === 'join' ? { type: 'join', v: PROTOCOL_VERSION, code: '123412341234', name: 'Anna' } : { type: 'rejoin', v: PROTOCOL_VERSION, code: '123412341234', token: 't'.repeat(22) },
      socket: () => table.socket(),
    });
    await session.connect();
    const module = await m.shell.loadGame(id);
    const play = module.tables!.play(m.shell, session);
    m.shell.openRemote(module, play);
    await settle(m);
    return { module, play, session };
  }

  it('Whist at a remote table: nothing saved, out of turn and a revoke said as the engine’s rules, a whole deal by keys', async () => {
    m = await mountApp({ locale: 'en' });
    const table = new FakeTable('whist', ENGINES['whist']!, (whistGame.optionsFor({}, 4) as { options: unknown }).options, 4, 0, 'w1');
    const { play, session } = await sitDown('whist', table);
    const p = play as WhistPlay;
    expect(p.snapshot({ log: [], focusZone: null })).to.equal(null, 'a table with friends is not saved here');
    expect(document.querySelector('[data-zone="hand"] [data-item]')).to.not.equal(null);
    expect(await axeViolations(document)).to.equal('', 'at the table');
    // A revoke: a card of another suit while I hold the suit led. Sent, refused by the engine (W19), said.
    for (let i = 0; i < 60 && !(session.myTurn && p.view.trick.length > 0 && revoke(p)); i++) {
      await playByKeys(m, () => session.myTurn && p.view.trick.length > 0, () => p.view.phase !== 'play', 1);
    }
    const card = revoke(p);
    expect(card, 'a turn where I could revoke').to.not.equal(null);
    const moves = table.received.filter((x) => x.type === 'move').length;
    const seq = session.seq;
    (document.querySelector(`[data-zone="hand"] [data-key="${card}"]`) as HTMLElement).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => liveTexts(m).some((t) => /must follow suit/i.test(t)));
    expect(table.received.filter((x) => x.type === 'move').length).to.equal(moves + 1, 'the move went to the table');
    expect(session.seq).to.equal(seq, 'nothing changed');
    // The rest of the deal by keys (P, Enter); then, between deals, a card is out of turn: W43, from the view.
    await playByKeys(m, () => p.view.phase !== 'play', () => false, 200);
    expect(p.view.phase).to.not.equal('play');
    expect(logTexts(m).some((t) => /trick/i.test(t))).to.equal(true);
    const sentBefore = table.received.filter((x) => x.type === 'move').length;
    p.playCard(p.view.hand[0] ?? '2S');
    await settle(m);
    expect(liveTexts(m).some((t) => /The deal is over: press N for the next one\. \(rule W43\)/.test(t))).to.equal(true, liveTexts(m).slice(-3).join(' / '));
    expect(table.received.filter((x) => x.type === 'move').length).to.equal(sentBefore, 'out of turn: nothing sent');
    session.dispose();
  });

  /** A card of my hand that does not follow the suit led while I hold that suit (null: none now). */
  function revoke(p: WhistPlay): string | null {
    const led = p.view.trick[0]?.card;
    if (!led) return null;
    const suit = led.slice(-1);
    if (!p.view.hand.some((c) => c.slice(-1) === suit)) return null;
    return p.view.hand.find((c) => c.slice(-1) !== suit) ?? null;
  }

  /** The forms of each seat game played here to compare the rebuilt log with what was said. */
  const SITTINGS: { id: string; seats: number; options: unknown; me: number; moves: number }[] = [
    { id: 'papillon', seats: 3, options: { tours: 1 }, me: 1, moves: 400 },
    { id: 'casino', seats: 2, options: { engine: {}, games: 1 }, me: 0, moves: 400 },
    { id: 'hundertspiel', seats: 4, options: { engine: {}, games: 1 }, me: 2, moves: 400 },
    { id: 'whist', seats: 4, options: {}, me: 1, moves: 40 },
    { id: 'piquet', seats: 2, options: {}, me: 1, moves: 400 },
    { id: 'ombre', seats: 4, options: { game: 'quadrille', tours: 1 }, me: 3, moves: 400 },
    { id: 'boston', seats: 4, options: { whist: true, tours: 1 }, me: 2, moves: 400 },
    { id: 'tarok', seats: 3, options: { form: 'lomber', tours: 1 }, me: 1, moves: 400 },
  ];

  /** The browser's WebSocket, while `fn` runs, opens connections to `table` (the controller makes its own sessions). */
  async function withSockets<T>(table: FakeTable, fn: () => Promise<T>): Promise<T> {
    const real = window.WebSocket;
    (window as unknown as { WebSocket: unknown }).WebSocket = function FakeWebSocket() {
      return table.socket();
    };
    try {
      return await fn();
    } finally {
      window.WebSocket = real;
    }
  }

  it('the join code field opens the number keyboard (inputmode numeric); a code typed in braille letters (a–j) still joins', async () => {
    serverMeta();
    localStorage.removeItem(TICKET_KEY);
    m = await mountApp({ locale: 'en' });
    await m.shell.openTables();
    await settle(m);
    const field = document.querySelector<HTMLInputElement>('#join-code')!;
    expect(field.getAttribute('inputmode')).to.equal('numeric');
    expect(field.type).to.equal('text', 'letters a–j can still be typed');
    const table = new FakeTable('whist', ENGINES['whist']!, (whistGame.optionsFor({}, 4) as { options: unknown }).options, 4, 0, 'w-join');
    await withSockets(table, async () => {
      field.value = 'abcd abcd abcd';
      document.querySelector<HTMLInputElement>('#join-name')!.value = 'Anna';
      document.querySelector<HTMLFormElement>('form.tables-join')!.requestSubmit();
      await until(() => table.received.length > 0);
    });
    const hello = table.received[0]!;
    expect(hello.type).to.equal('join');
    expect((hello as { code: string }).code).to.equal('123412341234');
    await until(() => tables(m).session?.me === 0);
    tables(m).leaveSession();
    localStorage.removeItem(TICKET_KEY);
  });

  for (const locale of LOCALES) {
    it(`back at a game under way (a reload): "back at the table <code> — <game>" and whose turn, never "saved game resumed"; who left is named (${locale})`, async () => {
      serverMeta();
      m = await mountApp({ locale });
      const table = new FakeTable('whist', ENGINES['whist']!, (whistGame.optionsFor({}, 4) as { options: unknown }).options, 4, 0, `w-back-${locale}`);
      expect(table.steps.length).to.be.greaterThan(1, 'a game under way');
      localStorage.setItem(TICKET_KEY, JSON.stringify({ server: 'ws://127.0.0.1:9/tables', code: '123412341234', seat: 0, name: 'Anna', token: 't'.repeat(22) }));
      await m.shell.openTables();
      await settle(m);
      const tc = tables(m);
      const r = await withSockets(table, () => tc.rejoin());
      expect(r).to.equal('seated');
      await until(() => m.shell.play !== null);
      await settle(m);
      const said = () => liveTexts(m).join(' | ');
      const heard = BACK_AT_TABLE[locale];
      const back = heard.back;
      await until(() => liveTexts(m).some((t) => t.includes(back)), 3000).catch(() => undefined);
      expect(liveTexts(m).some((t) => t.includes(back)), said()).to.equal(true);
      expect(said()).to.not.match(/saved game|gespeichert|back where you left it|wieder da, wo du aufgehört/i, 'no resume of a save: nothing is saved here');
      expect(tc.session!.myTurn).to.equal(true, 'the computers have played up to my turn');
      await until(() => liveTexts(m).some((t) => heard.turn.test(t)), 3000).catch(() => undefined);
      expect(liveTexts(m).some((t) => heard.turn.test(t)), said()).to.equal(true);
      // Someone leaves: the seat is a computer's by the time the notice comes; the notice names them.
      const info = table.table;
      table.tell({ type: 'table', table: info, notice: { kind: 'left', seat: 2, name: 'Bernd' } });
      const left = heard.left;
      await until(() => liveTexts(m).some((t) => t.includes(left) && !t.includes('Computer 3')), 3000).catch(() => undefined);
      expect(liveTexts(m).some((t) => t.includes(left) && !t.includes('Computer 3')), said()).to.equal(true);
      tc.leaveSession();
      localStorage.removeItem(TICKET_KEY);
    });
  }

  for (const c of SITTINGS) {
    it(`${c.id}: a rejoin rebuilds the game log from the steps as this seat saw them, in the words said live`, async () => {
      m = await mountApp({ locale: 'en' });
      const engine = ENGINES[c.id]!;
      const made = engine.optionsFor(c.options, c.seats);
      expect('options' in made, JSON.stringify(made)).to.equal(true);
      const table = new FakeTable(c.id, engine, (made as { options: unknown }).options, c.seats, c.me, `${c.id}-log`);
      const first = await sitDown(c.id, table);
      // My moves: the last legal move (as a person would choose some), the next deal when one is over.
      // (No settling between them: the log has each sentence when it is announced; the speaking takes its time.)
      for (let i = 0; i < c.moves && table.phase !== 'over'; i++) {
        const s = first.session;
        const seq = s.seq;
        if (s.myTurn) s.play(s.legalMoves[s.legalMoves.length - 1]);
        else if (s.phase === 'betweenDeals') s.nextDeal();
        await until(() => s.seq > seq || table.phase === 'over', 2000);
        await until(() => s.myTurn || s.phase !== 'playing', 2000);
      }
      await m.app.updateComplete;
      const live = m.announcer.log.filter((e) => e.kind === 'event').map((e) => e.text);
      expect(live.length).to.be.greaterThan(10);
      first.session.dispose();
      m.shell.closeGame();
      m.announcer.clearLog();
      // A reload: a new session with the ticket, and the game's table on it.
      const again = await sitDown(c.id, table, 'rejoin');
      const rebuilt = m.announcer.log.filter((e) => e.kind === 'event').map((e) => e.text);
      expect(again.play.snapshot({ log: [], focusZone: null })).to.equal(null);
      // Every sentence of the rebuilt log was said live, in order …
      let at = 0;
      for (const text of rebuilt) {
        const found = live.indexOf(text, at);
        expect(found, `rebuilt but never said live: ${text}`).to.be.greaterThan(-1);
        at = found + 1;
      }
      // … and what was said live of the steps is there (a game's own prompts aside, and for Ombre and Boston what
      // only a view of then could say: the table's summary at the end of an earlier deal).
      const missing = live.filter((t) => !rebuilt.includes(t));
      expect(missing.length, `said live, missing after the rejoin: ${missing.slice(0, 5).join(' | ')}`).to.be.at.most(c.id === 'ombre' || c.id === 'boston' || c.id === 'tarok' ? live.length / 4 : c.id === 'piquet' ? live.length / 6 : 0);
      again.session.dispose();
    });
  }
});
