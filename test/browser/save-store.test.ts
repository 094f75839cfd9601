import { expect } from 'chai';
import { SaveStore, isQuotaError, type GameResult, type SaveSpec, type SaveStoreOptions } from '../../src/storage/save-store.js';
import { PAPILLON_ID, SAVE_VERSION, papillonSave, type Snapshot } from '../../src/games/papillon/save.js';
import { newSessionWithEvents, visibleEvent } from '../../src/games/papillon/index.js';

let n = 0;
const stores: SaveStore[] = [];

function makeStore(opts: SaveStoreOptions = {}): SaveStore {
  const s = new SaveStore({ dbName: `save-store-test-${Date.now()}-${n++}`, ...opts });
  stores.push(s);
  return s;
}

/** Papillon's spec with another version and migrations (a later build). */
function spec(version: number, migrations: SaveSpec['migrations']): SaveSpec<Snapshot> {
  return { ...papillonSave, version, migrations };
}

const P = papillonSave;

/** A finished Papillon game. */
function result(id: string, finishedAt: string, r: Partial<GameResult> = {}): GameResult {
  return { id, game: PAPILLON_ID, finishedAt, seed: id, won: false, players: 3, ...r };
}
const save = (store: SaveStore, snap: Snapshot) => store.save(P, snap, PAPILLON_ID);

function snapshot(seed = 'abc'): Snapshot {
  const { state, events } = newSessionWithEvents({ players: 3 }, seed);
  const plain = JSON.parse(JSON.stringify(state));
  return {
    version: SAVE_VERSION,
    savedAt: new Date('2026-11-23T10:00:00Z').toISOString(),
    gameId: `game-${seed}`,
    config: {
      options: { players: 3 },
      seed,
      seats: [
        { name: 'Du', kind: 'human', level: 'normal' },
        { name: 'Anna', kind: 'computer', level: 'normal' },
        { name: 'Ben', kind: 'computer', level: 'normal' },
      ],
    },
    state: plain,
    steps: [{ actor: null, move: null, events: JSON.parse(JSON.stringify(events.map((e) => visibleEvent(e, 0)))) }],
    log: [
      { id: 1, text: 'Neues Spiel.', kind: 'event' },
      { id: 2, text: 'Du bist dran.', kind: 'turn' },
    ],
    focusZone: 'hand',
  };
}

afterEach(async () => {
  for (const s of stores.splice(0)) {
    await s.close();
    indexedDB.deleteDatabase(s.dbName);
  }
});

describe('SaveStore (IndexedDB)', () => {
  it('reports "none" when nothing was saved', async () => {
    const r = await makeStore().load(P);
    expect(r).to.include({ ok: false, reason: 'none', keptAsideKey: null });
  });

  it('saves and loads a game exactly, and the state is the one the engine reads', async () => {
    const store = makeStore();
    const snap = snapshot();
    expect(await save(store, snap)).to.deep.equal({ ok: true });
    const r = await store.load(P);
    if (!r.ok) throw new Error(r.message);
    expect(r.migratedFrom).to.equal(null);
    expect(JSON.parse(JSON.stringify(r.snapshot))).to.deep.equal(JSON.parse(JSON.stringify(snap)));
    expect(r.snapshot.focusZone).to.equal('hand');
    expect(r.snapshot.log.map((e) => e.text)).to.deep.equal(['Neues Spiel.', 'Du bist dran.']);
  });

  it('a later save replaces the earlier one', async () => {
    const store = makeStore();
    await save(store, snapshot('one'));
    await save(store, { ...snapshot('two'), focusZone: 'log' });
    const r = await store.load(P);
    if (!r.ok) throw new Error(r.message);
    expect(r.snapshot.config.seed).to.equal('two');
    expect(r.snapshot.focusZone).to.equal('log');
  });

  it('a record that is not a save is reported corrupt and kept aside, never deleted', async () => {
    const store = makeStore();
    await store.putRaw('current', '{"version":1,"trunc');
    const r = await store.load(P);
    expect(r.ok).to.equal(false);
    if (r.ok) return;
    expect(r.reason).to.equal('corrupt');
    expect(r.keptAsideKey).to.be.a('string');
    const aside = await store.listAside();
    expect(aside).to.have.length(1);
    expect(aside[0]).to.include({ key: r.keptAsideKey, reason: 'corrupt', raw: '{"version":1,"trunc' });
    // The slot is free for a new game; the bad save stays aside.
    expect((await store.load(P)).ok).to.equal(false);
    expect(await store.listAside()).to.have.length(1);
  });

  it('a save with a broken game state is corrupt, with the engine\'s reason in the message', async () => {
    const store = makeStore();
    const bad = snapshot() as unknown as Record<string, unknown>;
    bad['state'] = { ...(bad['state'] as object), rng: 'not numbers' };
    await store.putRaw('current', bad);
    const r = await store.load(P);
    if (r.ok) throw new Error('loaded a broken state');
    expect(r.reason).to.equal('corrupt');
    expect(r.message).to.match(/^state: .*rng must be/);
    const aside = await store.listAside();
    expect((aside[0]!.raw as Record<string, unknown>)['gameId']).to.equal('game-abc');
  });

  it('a save with a missing part or a bad log entry is corrupt', async () => {
    const store = makeStore();
    const noSteps = { ...snapshot(), steps: [] };
    await store.putRaw('current', noSteps);
    const r1 = await store.load(P);
    expect(r1).to.include({ ok: false, reason: 'corrupt' });
    await store.putRaw('current', { ...snapshot(), log: [{ id: 1, text: 5, kind: 'event' }] });
    const r2 = await store.load(P);
    expect(r2).to.include({ ok: false, reason: 'corrupt' });
    await store.putRaw('current', { ...snapshot(), focusZone: 42 });
    expect(await store.load(P)).to.include({ ok: false, reason: 'corrupt' });
    expect(await store.listAside()).to.have.length(3);
  });

  it('a focus zone this table does not know (the menu, a later build) loses nothing: the game resumes, focus in the hand', async () => {
    const store = makeStore();
    await store.putRaw('current', { ...snapshot(), focusZone: 'menu' });
    const r = await store.load(P);
    if (!r.ok) throw new Error(`a whole game was refused over where focus was: ${r.message}`);
    expect(r.snapshot.focusZone).to.equal(null);
    expect(await store.listAside()).to.have.length(0);
  });

  it('a save from a newer version is kept aside as "tooNew" with its version', async () => {
    const store = makeStore();
    await store.putRaw('current', { ...snapshot(), version: SAVE_VERSION + 1 });
    const r = await store.load(P);
    if (r.ok) throw new Error('loaded a newer save');
    expect(r).to.include({ reason: 'tooNew', version: SAVE_VERSION + 1 });
    expect((await store.listAside())[0]!.reason).to.equal('tooNew');
  });

  it('migrates an old save step by step, writes the result back and keeps the original', async () => {
    // Version 1 had the log as plain strings and no focus zone; version 2 renamed 'gameId' from 'id'.
    const migrations = {
      1: (old: Record<string, unknown>) => ({
        ...old,
        log: (old['log'] as string[]).map((text, i) => ({ id: i + 1, text, kind: 'event' })),
        focusZone: null,
      }),
      2: (old: Record<string, unknown>) => {
        const { id, ...rest } = old;
        return { ...rest, gameId: id };
      },
    };
    const store = makeStore();
    const v3 = spec(3, migrations);
    const { gameId, log, focusZone, ...base } = snapshot();
    void focusZone;
    const v1 = { ...base, version: 1, id: gameId, log: log.map((e) => e.text) };
    await store.putRaw('current', v1);
    const r = await store.load(v3);
    if (!r.ok) throw new Error(r.message);
    expect(r.migratedFrom).to.equal(1);
    expect(r.snapshot.version).to.equal(3);
    expect(r.snapshot.gameId).to.equal('game-abc');
    expect(r.snapshot.log).to.deep.equal([
      { id: 1, text: 'Neues Spiel.', kind: 'event' },
      { id: 2, text: 'Du bist dran.', kind: 'event' },
    ]);
    // Written back: the next load needs no migration.
    const again = await store.load(v3);
    expect(again.ok && again.migratedFrom).to.equal(null);
    const aside = await store.listAside();
    expect(aside.map((a) => a.reason)).to.deep.equal(['migrated']);
    expect((aside[0]!.raw as Record<string, unknown>)['version']).to.equal(1);
  });

  it('an old save without a migration path is kept aside as "unmigratable"', async () => {
    const store = makeStore();
    await store.putRaw('current', { ...snapshot(), version: 1 });
    const r = await store.load(spec(3, { 2: (o) => o }));
    if (r.ok) throw new Error('loaded an unmigratable save');
    expect(r).to.include({ reason: 'unmigratable', version: 1 });
    expect(r.message).to.contain('no migration from version 1');
    expect((await store.listAside())[0]!.reason).to.equal('unmigratable');
  });

  it('a migration that throws makes the save unmigratable, not lost', async () => {
    const store = makeStore();
    await store.putRaw('current', { ...snapshot(), version: 1 });
    const r = await store.load(spec(2, { 1: () => { throw new Error('cannot convert the steps'); } }));
    expect(r).to.include({ ok: false, reason: 'unmigratable' });
    expect(await store.listAside()).to.have.length(1);
  });

  describe('a full storage quota', () => {
    const put = IDBObjectStore.prototype.put;
    afterEach(() => {
      IDBObjectStore.prototype.put = put;
    });

    it('recognises QuotaExceededError in its forms', () => {
      expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).to.equal(true);
      expect(isQuotaError(new DOMException('x', 'DataError'))).to.equal(false);
      expect(isQuotaError('QuotaExceededError')).to.equal(false);
    });

    it('save resolves with reason "quota" (never throws) and the previous save stays intact', async () => {
      const store = makeStore();
      await save(store, snapshot('before'));
      IDBObjectStore.prototype.put = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      const r = await save(store, snapshot('after'));
      expect(r).to.include({ ok: false, reason: 'quota' });
      IDBObjectStore.prototype.put = put;
      const loaded = await store.load(P);
      expect(loaded.ok && loaded.snapshot.config.seed).to.equal('before');
      // Play goes on: once there is room again, saving works.
      expect(await save(store, snapshot('later'))).to.deep.equal({ ok: true });
    });

    it('a quota error reported by the transaction (abort) is caught too', async () => {
      const store = makeStore();
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        const r = put.apply(this, args);
        const tx = this.transaction;
        // What Chromium does when the commit exceeds the quota: the transaction aborts with the error.
        Object.defineProperty(tx, 'error', { value: new DOMException('The quota has been exceeded.', 'QuotaExceededError') });
        tx.abort();
        return r;
      };
      const r = await save(store, snapshot());
      expect(r).to.include({ ok: false, reason: 'quota' });
    });

    it('recordResult reports the quota the same way', async () => {
      const store = makeStore();
      IDBObjectStore.prototype.put = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      const r = await store.recordResult(result('g', '2026-01-01T00:00:00Z', { score: 3, place: 1, won: true }));
      expect(r).to.include({ ok: false, reason: 'quota' });
    });

    it('a full quota moves neither the save nor the opened-last pointer', async () => {
      const store = makeStore();
      await store.save(P, snapshot('before'), PAPILLON_ID);
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        // The slot is written, the pointer is refused: the transaction must leave both as they were.
        if (args[1] === 'opened-last') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return put.apply(this, args);
      };
      expect(await store.save({ ...P, slot: 'other' } as SaveSpec<Snapshot>, snapshot('after'), 'other-game')).to.include({ ok: false, reason: 'quota' });
      IDBObjectStore.prototype.put = put;
      expect(await store.openedLast()).to.include({ game: PAPILLON_ID, slot: 'current' });
      expect(await store.load({ ...P, slot: 'other' })).to.include({ ok: false, reason: 'none' });
    });
  });

  it('statistics: played and won, results oldest first, each game counted once by its id', async () => {
    const store = makeStore();
    expect(await store.statistics()).to.deep.equal({ played: 0, won: 0, carried: { played: 0, won: 0 }, results: [], games: {} });
    await store.recordResult(result('b', '2026-11-02T10:00:00.000Z', { players: 4, score: -7, place: 3, won: false }));
    await store.recordResult(result('a', '2026-11-01T10:00:00.000Z', { score: 12, place: 1, won: true }));
    // The same game again (a second 'sessionOver', a resumed finished game): counted once, the first record kept.
    expect(await store.recordResult(result('a', '2026-11-05T10:00:00.000Z', { score: 99, place: 1, won: true }))).to.deep.equal({ ok: true });
    const s = await store.statistics();
    expect(s.played).to.equal(2);
    expect(s.won).to.equal(1);
    expect(s.results.map((x) => [x.id, x.score, x.finishedAt])).to.deep.equal([
      ['a', 12, '2026-11-01T10:00:00.000Z'],
      ['b', -7, '2026-11-02T10:00:00.000Z'],
    ]);
    expect(Object.keys(s.games)).to.deep.equal([PAPILLON_ID]);
  });

  it("a game's own counts (feats) are kept with its result; counts that are not whole numbers ≥ 0 are dropped", async () => {
    const store = makeStore();
    await store.recordResult({ id: 'h1', game: 'hundertspiel', finishedAt: '2026-11-24T10:00:00.000Z', seed: '1', won: true, players: 4, feats: { gamesWon: 1, matsch: 1, announcementsWon: 2 } });
    await store.recordResult({ id: 'h2', game: 'hundertspiel', finishedAt: '2026-11-24T11:00:00.000Z', seed: '2', won: false, players: 4, feats: { gamesWon: 0, matsch: -1, bad: 1.5 } as Record<string, number> });
    const s = await store.statistics('hundertspiel');
    expect(s.results.map((r) => r.feats)).to.deep.equal([{ gamesWon: 1, matsch: 1, announcementsWon: 2 }, { gamesWon: 0 }]);
  });

  it('statistics per game and over all games; statistics(game) gives one game', async () => {
    const store = makeStore();
    await store.recordResult(result('p1', '2026-11-01T10:00:00.000Z', { won: true, score: 4, place: 1 }));
    await store.recordResult({ id: 'r1', game: 'reihe', finishedAt: '2026-11-01T11:00:00.000Z', seed: '5', won: false, players: 1 });
    await store.recordResult({ id: 'r2', game: 'reihe', finishedAt: '2026-11-01T12:00:00.000Z', seed: '6', won: true, players: 1 });
    const all = await store.statistics();
    expect([all.played, all.won]).to.deep.equal([3, 2]);
    expect(all.games[PAPILLON_ID]).to.deep.include({ played: 1, won: 1 });
    expect(all.games['reihe']).to.deep.include({ played: 2, won: 1 });
    const reihe = await store.statistics('reihe');
    expect([reihe.played, reihe.won, reihe.results.map((r) => r.id)]).to.deep.equal([2, 1, ['r1', 'r2']]);
    expect(Object.keys(reihe.games)).to.deep.equal(['reihe']);
    expect((await store.statistics('elf')).played).to.equal(0);
  });

  it('setAside moves a slot\'s save aside (a save the session refused)', async () => {
    const store = makeStore();
    await save(store, snapshot());
    const key = await store.setAside('corrupt', 'the session refused it', 'current');
    expect(key).to.be.a('string');
    expect(await store.load(P)).to.include({ ok: false, reason: 'none' });
    const aside = await store.listAside();
    expect(aside[0]).to.include({ key, reason: 'corrupt', message: 'the session refused it', slot: 'current' });
    expect(await store.setAside('corrupt', 'nothing there', 'current')).to.equal(null);
  });

  it('keeps the settings beside the game', async () => {
    const store = makeStore();
    expect(await store.loadSettings()).to.equal(undefined);
    expect(await store.saveSettings({ locale: 'de', pace: 'slow' } as never)).to.deep.equal({ ok: true });
    expect(await store.loadSettings()).to.deep.equal({ locale: 'de', pace: 'slow' });
    await save(store, snapshot());
    await store.clear(P);
    expect(await store.loadSettings()).to.deep.equal({ locale: 'de', pace: 'slow' });
  });

  it('clear empties the slot', async () => {
    const store = makeStore();
    await save(store, snapshot());
    await store.clear(P);
    expect(await store.load(P)).to.include({ ok: false, reason: 'none' });
  });

  it('the keys of the settings and the pointer cannot be game slots', async () => {
    const store = makeStore();
    expect(await store.save({ ...P, slot: 'settings' } as SaveSpec<Snapshot>, snapshot(), PAPILLON_ID)).to.include({ ok: false, reason: 'error' });
    expect(await store.save({ ...P, slot: 'opened-last' } as SaveSpec<Snapshot>, snapshot(), PAPILLON_ID)).to.include({ ok: false, reason: 'error' });
    expect(await store.loadSettings()).to.equal(undefined);
  });
});

describe('SaveStore: the game open last', () => {
  const other: SaveSpec = { slot: 'other', version: 1, migrations: {}, check: (raw) => raw };

  it('none: null; a save writes the pointer (game and slot); the last save or opening wins', async () => {
    const store = makeStore();
    expect(await store.openedLast()).to.equal(null);
    expect(await store.openedLast(['current', 'other'])).to.equal(null);
    await store.save(P, snapshot(), PAPILLON_ID);
    expect(await store.openedLast()).to.include({ game: PAPILLON_ID, slot: 'current' });
    await store.save(other, { version: 1, savedAt: '2020-01-01T00:00:00.000Z', gameId: 'o-1' }, 'reihe');
    // The pointer, not the dates inside the saves: the other game was saved last.
    expect(await store.openedLast(['current', 'other'])).to.include({ game: 'reihe', slot: 'other' });
    expect(await store.setOpenedLast(PAPILLON_ID, 'current')).to.deep.equal({ ok: true });
    const last = await store.openedLast();
    expect(last).to.include({ game: PAPILLON_ID, slot: 'current' });
    expect(Date.parse(last!.at)).to.be.closeTo(Date.now(), 60000);
  });

  it('saves of a build before the pointer: the slot with the newest savedAt, game unknown', async () => {
    const store = makeStore();
    await store.putRaw('current', { ...snapshot(), savedAt: '2026-11-23T10:00:00.000Z' });
    await store.putRaw('patience', { version: 1, savedAt: '2026-11-23T11:00:00.000Z' });
    expect(await store.openedLast(['current', 'patience'])).to.deep.equal({ game: null, slot: 'patience', at: '2026-11-23T11:00:00.000Z' });
    await store.putRaw('current', { ...snapshot(), savedAt: '2026-11-23T12:00:00.000Z' });
    expect(await store.openedLast(['current', 'patience'])).to.deep.equal({ game: null, slot: 'current', at: '2026-11-23T12:00:00.000Z' });
    // Slots not asked about do not count; a record without a date only when no save has one.
    expect(await store.openedLast(['patience'])).to.include({ slot: 'patience' });
    await store.putRaw('patience', '{"broken');
    expect(await store.openedLast(['current', 'patience'])).to.include({ slot: 'current' });
    await store.clear(P);
    // Only a broken save: its slot, so that loading it reports it and keeps it aside.
    expect(await store.openedLast(['current', 'patience'])).to.deep.equal({ game: null, slot: 'patience', at: '' });
    await store.clear({ slot: 'patience' });
    expect(await store.openedLast(['current', 'patience'])).to.equal(null);
  });
});

/** Opens a database as the build before GameResult (version 1: game, aside, stats) created it. */
function createVersion1(name: string, fill: (tx: IDBTransaction) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const r = indexedDB.open(name, 1);
    r.onupgradeneeded = () => {
      const db = r.result;
      db.createObjectStore('game');
      db.createObjectStore('aside');
      db.createObjectStore('stats', { keyPath: 'id' });
    };
    r.onsuccess = () => {
      const db = r.result;
      const tx = db.transaction(['game', 'stats'], 'readwrite');
      fill(tx);
      tx.oncomplete = () => (db.close(), resolve());
      tx.onerror = () => reject(tx.error);
    };
    r.onerror = () => reject(r.error);
  });
}

describe('SaveStore: statistics of earlier builds', () => {
  it('the first format (Papillon\'s sessions, no game) reads as results of the legacy game, balance as the score', async () => {
    const dbName = `save-store-test-${Date.now()}-${n++}`;
    const snap = snapshot();
    await createVersion1(dbName, (tx) => {
      tx.objectStore('game').put(snap, 'current');
      // Exactly as Persistence.recordSession wrote them (commit ff710a0).
      tx.objectStore('stats').put({ id: 'g2', finishedAt: '2026-11-02T10:00:00.000Z', seed: 'b', players: 4, balance: -5, place: 3, won: false });
      tx.objectStore('stats').put({ id: 'g1', finishedAt: '2026-11-01T10:00:00.000Z', seed: 'a', players: 3, balance: 12, place: 1, won: true });
    });
    const store = makeStore({ dbName, legacyGame: PAPILLON_ID });
    // The database is upgraded in place: the save resumes, nothing is rewritten.
    const loaded = await store.load(P);
    expect(loaded.ok && JSON.stringify(loaded.snapshot.state)).to.equal(JSON.stringify(snap.state));
    await store.recordResult(result('g3', '2026-11-03T10:00:00.000Z', { score: 2, place: 2, won: false }));
    const s = await store.statistics(PAPILLON_ID);
    expect([s.played, s.won]).to.deep.equal([3, 1]);
    expect(s.results).to.deep.equal([
      { id: 'g1', game: PAPILLON_ID, finishedAt: '2026-11-01T10:00:00.000Z', seed: 'a', won: true, players: 3, score: 12, place: 1 },
      { id: 'g2', game: PAPILLON_ID, finishedAt: '2026-11-02T10:00:00.000Z', seed: 'b', won: false, players: 4, score: -5, place: 3 },
      result('g3', '2026-11-03T10:00:00.000Z', { score: 2, place: 2, won: false }),
    ]);
    // A store that is not told whose they were does not guess: they count for no game.
    await store.close();
    const blind = makeStore({ dbName });
    expect((await blind.statistics()).played).to.equal(1);
  });

  it('counts without records are imported once per source, exactly, and added to the game\'s own results', async () => {
    const store = makeStore();
    expect(await store.importTotals('patience.stats.v1', { reihe: { played: 7, won: 2 }, elf: { played: 3, won: 0 } })).to.deep.equal({ ok: true, imported: true });
    // A second import of the same source changes nothing.
    expect(await store.importTotals('patience.stats.v1', { reihe: { played: 9, won: 3 } })).to.deep.equal({ ok: true, imported: false });
    await store.recordResult({ id: 'r1', game: 'reihe', finishedAt: '2026-11-01T11:00:00.000Z', seed: '5', won: true, players: 1 });
    const s = await store.statistics();
    expect(s.games['reihe']).to.deep.equal({ played: 8, won: 3, carried: { played: 7, won: 2 }, results: [{ id: 'r1', game: 'reihe', finishedAt: '2026-11-01T11:00:00.000Z', seed: '5', won: true, players: 1 }] });
    expect(s.games['elf']).to.deep.equal({ played: 3, won: 0, carried: { played: 3, won: 0 }, results: [] });
    expect([s.played, s.won]).to.deep.equal([11, 3]);
    expect((await store.statistics('elf')).played).to.equal(3);
  });
});
