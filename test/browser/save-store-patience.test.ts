import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { SaveStore, type SaveSpec, type SaveStoreOptions } from '../../src/storage/save-store.js';
import { applyMove, legalMoves, newGame, status } from '../../src/games/patience/index.js';
import { PATIENCE_SAVE_VERSION, patienceSave, replayPatience, type PatienceSnapshot } from '../../src/games/patience/save.js';
import { papillonSave } from '../../src/games/papillon/save.js';
import { importPatienceStats, loadStats, STATS_KEY } from '../../src/games/patience/stats.js';
import { MemoryStorage } from '../support/memory-storage.js';
import { parseUrlParams } from '../../src/session/url-params.js';
import { Saving } from '../../src/app/saving.js';
import { bootGame } from '../../src/app/boot.js';
import { GAMES } from '../../src/games/registry.js';
import type { Earcons, EarconName } from '../../src/announcer/earcons.js';
import { seats, settle, unmountApp } from './app-harness.js';
import { active, logTexts, mountPatience, places, psettle, startPatience, until, type PMounted } from './patience-harness.js';
import { type Locale } from '../../src/i18n/locale.js';

let n = 0;
const stores: SaveStore[] = [];

function makeStore(opts: SaveStoreOptions = {}): SaveStore {
  const s = new SaveStore({ dbName: `save-store-patience-${Date.now()}-${n++}`, ...opts });
  stores.push(s);
  return s;
}

const PS = patienceSave;
const savePatience = (store: SaveStore, snap: PatienceSnapshot) => store.save(PS, snap, snap.game);

/** A reihe deal (seed 5) after `moves` forced moves, as the saver writes it. */
function patienceSnapshot(moves = 3): PatienceSnapshot {
  let state = newGame('reihe', '5');
  const made = [];
  for (let i = 0; i < moves; i++) {
    const m = legalMoves(state)[0]!;
    made.push(m);
    const r = applyMove(state, m);
    if (!r.ok) throw new Error('illegal');
    state = r.state;
  }
  return {
    version: PATIENCE_SAVE_VERSION,
    savedAt: '2026-11-23T11:00:00.000Z',
    gameId: 'p-1',
    game: 'reihe',
    seed: '5',
    options: {},
    state: JSON.parse(JSON.stringify(state)),
    moves: made,
    undone: [],
    recorded: false,
    log: [{ id: 1, text: 'Die Reihe, deal 5.', kind: 'info' }],
    focusKey: null,
  };
}

/** Earcons that only remember what they were asked to play. */
function fakeEarcons(): { earcons: Earcons; played: EarconName[] } {
  const played: EarconName[] = [];
  return { played, earcons: { play: (name: EarconName) => void played.push(name), configure: () => undefined } as unknown as Earcons };
}

const originalUrl = location.href;

afterEach(async () => {
  unmountApp();
  history.replaceState(history.state, '', originalUrl);
  for (const s of stores.splice(0)) {
    await s.close();
    indexedDB.deleteDatabase(s.dbName);
  }
});

describe('SaveStore: the patience slot', () => {
  it('saves and loads a patience exactly, beside the Papillon save and independent of it', async () => {
    const store = makeStore();
    expect(await store.load(PS)).to.include({ ok: false, reason: 'none' });
    const snap = patienceSnapshot();
    expect(await savePatience(store, snap)).to.deep.equal({ ok: true });
    const r = await store.load(PS);
    if (!r.ok) throw new Error(r.message);
    expect(JSON.parse(JSON.stringify(r.snapshot))).to.deep.equal(JSON.parse(JSON.stringify(snap)));
    expect(r.migratedFrom).to.equal(null);
    // Papillon's slot is untouched, and clearing one leaves the other.
    expect(await store.load(papillonSave)).to.include({ ok: false, reason: 'none' });
    await store.clear(papillonSave);
    expect((await store.load(PS)).ok).to.equal(true);
    await store.clear(PS);
    expect(await store.load(PS)).to.include({ ok: false, reason: 'none' });
  });

  it('a corrupt patience save is kept aside (marked as the patience slot), never deleted', async () => {
    const store = makeStore();
    await store.putRaw('patience', { ...patienceSnapshot(), game: 'solitaire' });
    const r = await store.load(PS);
    expect(r).to.include({ ok: false, reason: 'corrupt' });
    if (r.ok) return;
    expect(r.message).to.match(/unknown patience "solitaire"/);
    const aside = await store.listAside();
    expect(aside).to.have.length(1);
    expect(aside[0]).to.include({ key: r.keptAsideKey, reason: 'corrupt', slot: 'patience' });
    expect((aside[0]!.raw as { game: string }).game).to.equal('solitaire');
    expect(await store.load(PS)).to.include({ ok: false, reason: 'none' });
  });

  it('checks every part: moves, the state of the same game, the log, the focus', async () => {
    const store = makeStore();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ moves: 'x' }, /moves must be a list/],
      [{ state: { game: 'elf' } }, /state must be a state of the same patience/],
      [{ log: [{ id: 1 }] }, /every log entry/],
      [{ focusKey: 3 }, /focusKey/],
      [{ recorded: 'no' }, /recorded/],
      [{ seed: '' }, /seed/],
    ];
    for (const [patch, why] of cases) {
      await store.putRaw('patience', { ...patienceSnapshot(), ...patch });
      const r = await store.load(PS);
      expect(r.ok, JSON.stringify(patch)).to.equal(false);
      if (!r.ok) expect(r.message).to.match(why);
    }
  });

  it('a patience save from a newer version is "tooNew"; an older one migrates with its own migrations', async () => {
    const store = makeStore();
    await store.putRaw('patience', { ...patienceSnapshot(), version: PATIENCE_SAVE_VERSION + 1 });
    expect(await store.load(PS)).to.include({ ok: false, reason: 'tooNew', version: PATIENCE_SAVE_VERSION + 1 });

    const v2 = makeStore();
    const spec2: SaveSpec<PatienceSnapshot> = { ...PS, version: 2, migrations: { 1: (old) => ({ ...old, focusKey: 'row-1-col-1' }) } };
    await v2.putRaw('patience', patienceSnapshot());
    const r = await v2.load(spec2);
    if (!r.ok) throw new Error(r.message);
    expect(r.migratedFrom).to.equal(1);
    expect(r.snapshot).to.include({ version: 2, focusKey: 'row-1-col-1' });
    expect((await v2.listAside()).map((a) => [a.reason, a.slot])).to.deep.equal([['migrated', 'patience']]);
    // Papillon's own versions are not touched by the patience ones.
    expect(papillonSave.version).to.equal(1);
  });

  it('a full quota is reported (never thrown) and the previous patience save stays', async () => {
    const store = makeStore();
    await savePatience(store, patienceSnapshot(1));
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      expect(await savePatience(store, patienceSnapshot(2))).to.include({ ok: false, reason: 'quota' });
    } finally {
      IDBObjectStore.prototype.put = put;
    }
    const r = await store.load(PS);
    expect(r.ok && r.snapshot.moves.length).to.equal(1);
  });

  it('setAside takes the slot: the patience one leaves Papillon\'s save alone', async () => {
    const store = makeStore();
    await savePatience(store, patienceSnapshot());
    expect(await store.setAside('corrupt', 'the engine refused it', 'patience')).to.be.a('string');
    expect(await store.load(PS)).to.include({ ok: false, reason: 'none' });
    expect((await store.listAside())[0]).to.include({ slot: 'patience', message: 'the engine refused it' });
  });
});

/** The app as main.ts wires it: the shell, the saving (src/app/saving.ts) on `store`, finished games recorded. */
async function mountSaved(store: SaveStore, locale: Locale = 'en'): Promise<{ m: PMounted; saving: Saving }> {
  let saving: Saving | null = null;
  const m = await mountPatience({ locale }, { deps: { record: (r) => saving?.record(r) } });
  saving = new Saving(m.shell, m.announcer, store);
  await saving.loadStats();
  return { m, saving };
}

/** The boot's choice of a game (src/app/boot.ts) for an address. */
async function boot(m: PMounted, saving: Saving, search: string): Promise<void> {
  await bootGame(m.shell, saving, parseUrlParams(search, [...new Set(GAMES.flatMap((g) => g.urlParams ?? []))]));
  await psettle(m);
}

describe('Patience saves: replay, saving, resume, boot', () => {
  let m: PMounted;

  it('replayPatience rebuilds the undo and redo stacks, and refuses moves that do not give the saved state', () => {
    const snap = patienceSnapshot(4);
    const r = replayPatience(snap);
    expect(r.done.map((d) => d.move)).to.deep.equal(snap.moves);
    expect(JSON.stringify(r.state)).to.equal(JSON.stringify(snap.state));
    // Two moves undone: the state is the one after two moves, redo gives moves 3 then 4.
    const two = { ...snap, moves: snap.moves.slice(0, 2), undone: [snap.moves[3]!, snap.moves[2]!], state: replayPatience({ ...snap, moves: snap.moves.slice(0, 2), state: r.done[2]!.state }).state };
    const r2 = replayPatience(two);
    expect(r2.undone.map((d) => d.move)).to.deep.equal([snap.moves[3], snap.moves[2]]);
    expect(r2.undone[1]!.state).to.equal(r2.state);
    expect(JSON.stringify(r2.undone[0]!.state)).to.equal(JSON.stringify(r.done[3]!.state));
    expect(() => replayPatience({ ...snap, moves: snap.moves.slice(1) })).to.throw(/do not give the saved state|not legal/);
  });

  it('saves after every move and undo, and a new app resumes the deal exactly (state, undo, redo, log, focus)', async () => {
    const store = makeStore();
    let saving: Saving;
    ({ m, saving } = await mountSaved(store));
    await startPatience(m, 'reihe', '5');
    for (let i = 0; i < 4; i++) m.patience.step();
    m.patience.undo();
    await psettle(m);
    places()[2]!.focus();
    await psettle(m);
    await saving.flush();
    const r = await store.load(PS);
    if (!r.ok) throw new Error(r.message);
    const s = r.snapshot;
    expect(s).to.include({ game: 'reihe', seed: '5', recorded: false, focusKey: places()[2]!.dataset['key'] });
    expect(s.moves).to.have.length(3);
    expect(s.undone).to.have.length(1);
    expect(JSON.stringify(s.state)).to.equal(JSON.stringify(m.patience.state));
    expect(s.log.map((e) => e.text)).to.deep.equal(logTexts(m));
    expect(await store.openedLast()).to.include({ game: 'reihe', slot: 'patience' });
    const before = { state: JSON.stringify(m.patience.state), log: logTexts(m), key: places()[2]!.dataset['key'] };

    // A reload: a fresh app, the save read at boot.
    unmountApp();
    ({ m, saving } = await mountSaved(store));
    await boot(m, saving, '');
    expect(m.patience.screen).to.equal('patience');
    expect(JSON.stringify(m.patience.state)).to.equal(before.state);
    expect(logTexts(m)).to.deep.equal(before.log);
    expect(active()!.dataset['key']).to.equal(before.key);
    expect(m.patience.done).to.have.length(3);
    m.patience.redo();
    expect(m.patience.done).to.have.length(4);
    m.patience.undo();
    m.patience.undo();
    expect(m.patience.done).to.have.length(2);
    expect(JSON.stringify(m.patience.state)).to.equal(JSON.stringify(replayPatience({ ...s, moves: s.moves.slice(0, 2), undone: [], state: m.patience.state! }).state));
  });

  it('a save whose moves do not fit is kept aside at boot, told in both languages, and the chooser is offered', async () => {
    for (const [locale, text] of [
      ['en', 'The saved patience is damaged'],
      ['de', 'Die gespeicherte Patience ist beschädigt'],
    ] as const) {
      const store = makeStore();
      const bad = { ...patienceSnapshot(3), moves: patienceSnapshot(2).moves };
      await savePatience(store, bad);
      // The shape is fine: the engine finds the fault.
      expect((await store.load(PS)).ok).to.equal(true);
      const { m: mounted, saving } = await mountSaved(store, locale);
      m = mounted;
      await boot(m, saving, '?game=reihe&seed=5');
      await until(() => m.controller.notices.length > 0, m);
      await until(() => document.querySelector('game-chooser') !== null, m);
      expect(m.controller.notices[0]).to.match(new RegExp(`^${text}`));
      expect(m.patience.state).to.equal(null);
      const aside = await store.listAside();
      expect(aside.map((a) => [a.reason, a.slot])).to.deep.equal([['corrupt', 'patience']]);
      expect(await store.load(PS)).to.include({ ok: false, reason: 'none' });
      unmountApp();
    }
  });

  it('a corrupt patience save found by the store: a notice at boot and the chooser, nothing started', async () => {
    const store = makeStore();
    await store.putRaw('patience', '{"version":1,"game":"reihe"');
    const { m: mounted, saving } = await mountSaved(store, 'de');
    m = mounted;
    await boot(m, saving, '?game=reihe&seed=5');
    expect(m.controller.notices).to.have.length(1);
    expect(m.controller.notices[0]).to.match(/^Die gespeicherte Patience ist beschädigt/);
    expect(m.patience.screen).to.equal('chooser');
    expect(m.patience.state).to.equal(null);
    expect(document.querySelector('game-chooser')).to.not.equal(null);
    expect((await store.listAside()).map((a) => [a.reason, a.slot])).to.deep.equal([['corrupt', 'patience']]);
  });

  it('the game open last has no save any more: the newest other save resumes, as before the pointer', async () => {
    const store = makeStore();
    await savePatience(store, patienceSnapshot(3));
    let saving: Saving;
    ({ m, saving } = await mountSaved(store));
    await m.controller.startGame({ options: { players: 3 }, seed: 'gone', seats: seats(3) });
    await settle(m);
    await saving.flush();
    expect(await store.openedLast()).to.include({ game: 'papillon', slot: 'current' });
    unmountApp();
    // Papillon's save goes (kept aside by another tab, say); the pointer still names it.
    await store.clear(papillonSave);
    ({ m, saving } = await mountSaved(store));
    await boot(m, saving, '');
    expect(m.patience.screen).to.equal('patience');
    expect(m.patience.done).to.have.length(3);
  });

  it('the game open last wins (the pointer; the newer save for saves of earlier builds); the address of the saved deal resumes it', async () => {
    const store = makeStore();
    await savePatience(store, patienceSnapshot(3));
    // Papillon played since: it is open last and resumes; the patience waits.
    let saving: Saving;
    ({ m, saving } = await mountSaved(store));
    await m.controller.startGame({ options: { players: 3 }, seed: 'last', seats: seats(3) });
    await settle(m);
    await saving.flush();
    expect(await store.openedLast()).to.include({ game: 'papillon', slot: 'current' });
    unmountApp();
    ({ m, saving } = await mountSaved(store));
    await boot(m, saving, '');
    expect(m.controller.session).to.not.equal(null);
    expect(m.patience.screen).to.equal('papillon');
    unmountApp();
    // The address of the saved deal resumes the patience instead of dealing it again…
    ({ m, saving } = await mountSaved(store));
    await boot(m, saving, '?game=reihe&seed=5');
    expect(m.patience.screen).to.equal('patience');
    expect(m.patience.done).to.have.length(3);
    await saving.flush();
    unmountApp();
    // …and now the patience is the game open last.
    ({ m, saving } = await mountSaved(store));
    await boot(m, saving, '');
    expect(m.patience.done).to.have.length(3);
    expect(m.controller.session).to.equal(null);
    unmountApp();
    // Another seed deals a new one.
    ({ m, saving } = await mountSaved(store));
    await boot(m, saving, '?game=reihe&seed=6');
    expect(m.patience.seed).to.equal('6');
    expect(m.patience.done).to.have.length(0);
    unmountApp();

    // Saves of a build before the pointer (no pointer): the newer of the two resumes.
    const papillon = await store.load(papillonSave);
    if (!papillon.ok) throw new Error(papillon.message);
    for (const [papillonAt, patienceAt, resumes] of [
      ['2026-11-23T10:00:00.000Z', '2026-11-23T11:00:00.000Z', 'patience'],
      ['2026-11-23T12:00:00.000Z', '2026-11-23T11:00:00.000Z', 'papillon'],
    ] as const) {
      const old = makeStore();
      await old.putRaw('current', { ...papillon.snapshot, savedAt: papillonAt });
      await old.putRaw('patience', { ...patienceSnapshot(2), savedAt: patienceAt });
      ({ m, saving } = await mountSaved(old));
      await boot(m, saving, '');
      expect(m.patience.screen, resumes).to.equal(resumes);
      if (resumes === 'patience') expect(m.patience.done).to.have.length(2);
      else expect(m.controller.session).to.not.equal(null);
      unmountApp();
    }
  });

  it('a finished deal goes into the statistics once, also when the finished deal is resumed', async () => {
    const store = makeStore();
    let saving: Saving;
    ({ m, saving } = await mountSaved(store));
    await startPatience(m, 'reihe', '5');
    await m.patience.runToEnd();
    await until(() => m.patience.over && !m.patience.running, m);
    await saving.flush();
    await until(() => m.patience.recorded, m);
    await new Promise((r) => setTimeout(r, 50));
    const s = await store.statistics('reihe');
    expect(s.played).to.equal(1);
    expect(s.results[0]).to.include({ id: m.patience.id, game: 'reihe', seed: '5', players: 1, won: status(m.patience.state!) === 'won' });
    expect(m.patience.stats['reihe']).to.deep.equal({ played: 1, won: s.won });
    // The finished deal resumed (a reload) and left: not counted again.
    const saved = await store.load(PS);
    if (!saved.ok) throw new Error(saved.message);
    expect(saved.snapshot.recorded).to.equal(true);
    unmountApp();
    ({ m, saving } = await mountSaved(store));
    expect(m.patience.stats['reihe']).to.deep.equal({ played: 1, won: s.won });
    await boot(m, saving, '');
    expect(m.patience.screen).to.equal('patience');
    m.patience.showChooser();
    await psettle(m);
    await saving.flush();
    expect((await store.statistics()).played).to.equal(1);
  });
});

describe('Patience statistics of earlier builds (localStorage patience.stats.v1)', () => {
  it('are carried into the store once, exactly, and the localStorage record is kept', async () => {
    const store = makeStore();
    const storage = new MemoryStorage();
    // Exactly as recordResult in src/app/patience-stats.ts (commit ff710a0) wrote them.
    const old = JSON.stringify({ reihe: { played: 5, won: 2 }, elf: { played: 1, won: 1 }, stern: { played: 3, won: 0 } });
    storage.setItem(STATS_KEY, old);
    expect(await importPatienceStats(store, storage)).to.deep.equal({ ok: true, imported: true });
    let s = await store.statistics();
    expect(s.games['reihe']).to.deep.include({ played: 5, won: 2 });
    expect(s.games['elf']).to.deep.include({ played: 1, won: 1 });
    expect(s.games['stern']).to.deep.include({ played: 3, won: 0 });
    expect([s.played, s.won]).to.deep.equal([9, 3]);
    expect(storage.getItem(STATS_KEY)).to.equal(old);
    // The next start: nothing imported again, also after this build added a deal to localStorage.
    storage.setItem(STATS_KEY, JSON.stringify({ ...JSON.parse(old), reihe: { played: 6, won: 2 } }));
    await store.recordResult({ id: 'r-new', game: 'reihe', finishedAt: '2026-11-24T10:00:00.000Z', seed: '9', won: false, players: 1 });
    expect(await importPatienceStats(store, storage)).to.deep.equal({ ok: true, imported: false });
    s = await store.statistics('reihe');
    expect([s.played, s.won]).to.deep.equal([6, 2]);
    expect(loadStats(storage).reihe).to.deep.equal({ played: 6, won: 2 });
  });

  it('no counts at the first start: remembered too, so later localStorage counts are never added on top', async () => {
    const store = makeStore();
    const storage = new MemoryStorage();
    expect(await importPatienceStats(store, storage)).to.deep.equal({ ok: true, imported: true });
    storage.setItem(STATS_KEY, JSON.stringify({ reihe: { played: 1, won: 0 } }));
    await store.recordResult({ id: 'r-1', game: 'reihe', finishedAt: '2026-11-24T10:00:00.000Z', seed: '9', won: false, players: 1 });
    expect(await importPatienceStats(store, storage)).to.deep.equal({ ok: true, imported: false });
    expect((await store.statistics('reihe')).played).to.equal(1);
  });
});

describe('Patience earcons (through the app controller\'s playEarcon)', () => {
  let m: PMounted;

  it('playEarcon plays through the controller\'s earcons', async () => {
    const { earcons, played } = fakeEarcons();
    m = await mountPatience({ locale: 'en' }, { deps: { earcons } });
    m.controller.playEarcon('turn');
    expect(played).to.deep.equal(['turn']);
  });

  it('a card to a foundation: capture; a won game: sweep; an illegal move: illegal; the end of the list of moves: end', async () => {
    // A Reihe deal that comes out (watch and step: the forced moves decide it).
    let seed = '';
    for (let i = 1; i < 400 && !seed; i++) {
      let s = newGame('reihe', String(i));
      while (status(s) === 'playing') {
        const r = applyMove(s, legalMoves(s)[0]!);
        if (!r.ok) break;
        s = r.state;
      }
      if (status(s) === 'won') seed = String(i);
    }
    expect(seed, 'a winning Reihe deal').to.not.equal('');
    const { earcons, played } = fakeEarcons();
    m = await mountPatience({ locale: 'en' }, { deps: { earcons } });
    await startPatience(m, 'reihe', seed);
    await m.patience.runToEnd();
    expect(played).to.include('capture');
    expect(played[played.length - 1]).to.equal('sweep');
    expect(played).to.not.include('illegal');

    played.length = 0;
    await startPatience(m, 'reihe', '5');
    m.patience.endStage(); // no stages in Die Reihe
    expect(played).to.deep.equal(['illegal']);

    played.length = 0;
    await startPatience(m, 'halber-mond', '1');
    m.patience.listMoves();
    await psettle(m);
    expect(active()!.closest('[data-zone]')!.getAttribute('data-zone')).to.equal('choices');
    await sendKeys({ press: 'ArrowUp' });
    expect(played).to.deep.equal(['end']);
  });
});

describe('New game leads to the game chooser', () => {
  let m: PMounted;

  it('Shift+N in a Papillon game opens the game chooser when the patiences are wired', async () => {
    m = await mountPatience({ locale: 'en' });
    await m.controller.startGame({ options: { players: 3 }, seed: 'nav', seats: seats(3) });
    await settle(m);
    await psettle(m);
    document.querySelector<HTMLElement>('game-table [data-zone="hand"] [data-item]')!.focus();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'N' });
    await sendKeys({ up: 'Shift' });
    await psettle(m);
    expect(m.controller.session).to.equal(null);
    expect(document.querySelector('game-chooser')).to.not.equal(null);
    expect(document.querySelector('setup-form')).to.equal(null);
  });

  it('the command line "new game" does the same', async () => {
    m = await mountPatience({ locale: 'en' });
    await m.controller.startGame({ options: { players: 3 }, seed: 'nav', seats: seats(3) });
    await settle(m);
    await m.controller.submitCommand('new game');
    await psettle(m);
    expect(document.querySelector('game-chooser')).to.not.equal(null);
  });

  it('the Papillon form has a keyboard-reachable "Back to the game list" button (en, de)', async () => {
    for (const [locale, label] of [
      ['en', 'Back to the game list'],
      ['de', 'Zurück zur Spieleliste'],
    ] as const) {
      m = await mountPatience({ locale });
      await m.patience.choosePapillon();
      await psettle(m);
      await document.querySelector('setup-form')!.updateComplete;
      const back = [...document.querySelectorAll<HTMLButtonElement>('setup-form button')].find((b) => b.textContent?.trim() === label);
      expect(back, label).to.not.equal(undefined);
      expect(back!.type).to.equal('button');
      expect(back!.tabIndex).to.equal(0);
      back!.focus();
      await sendKeys({ press: 'Enter' });
      await psettle(m);
      expect(document.querySelector('setup-form')).to.equal(null);
      expect(document.querySelector('game-chooser')).to.not.equal(null);
      expect(active()!.closest('game-chooser')).to.not.equal(null);
      unmountApp();
    }
  });
});
