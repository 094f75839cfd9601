import { expect } from 'chai';
import { SAVE_VERSION, SaveStore, isQuotaError, type Snapshot } from '../../src/storage/save-store.js';
import { newSessionWithEvents, visibleEvent } from '../../src/games/papillon/index.js';

let n = 0;
const stores: SaveStore[] = [];

function makeStore(opts: ConstructorParameters<typeof SaveStore>[0] = {}): SaveStore {
  const s = new SaveStore({ dbName: `save-store-test-${Date.now()}-${n++}`, ...opts });
  stores.push(s);
  return s;
}

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
    const r = await makeStore().loadGame();
    expect(r).to.include({ ok: false, reason: 'none', keptAsideKey: null });
  });

  it('saves and loads a game exactly, and the state is the one the engine reads', async () => {
    const store = makeStore();
    const snap = snapshot();
    expect(await store.saveGame(snap)).to.deep.equal({ ok: true });
    const r = await store.loadGame();
    if (!r.ok) throw new Error(r.message);
    expect(r.migratedFrom).to.equal(null);
    expect(JSON.parse(JSON.stringify(r.snapshot))).to.deep.equal(JSON.parse(JSON.stringify(snap)));
    expect(r.snapshot.focusZone).to.equal('hand');
    expect(r.snapshot.log.map((e) => e.text)).to.deep.equal(['Neues Spiel.', 'Du bist dran.']);
  });

  it('a later save replaces the earlier one', async () => {
    const store = makeStore();
    await store.saveGame(snapshot('one'));
    await store.saveGame({ ...snapshot('two'), focusZone: 'log' });
    const r = await store.loadGame();
    if (!r.ok) throw new Error(r.message);
    expect(r.snapshot.config.seed).to.equal('two');
    expect(r.snapshot.focusZone).to.equal('log');
  });

  it('a record that is not a save is reported corrupt and kept aside, never deleted', async () => {
    const store = makeStore();
    await store.putRaw('{"version":1,"trunc');
    const r = await store.loadGame();
    expect(r.ok).to.equal(false);
    if (r.ok) return;
    expect(r.reason).to.equal('corrupt');
    expect(r.keptAsideKey).to.be.a('string');
    const aside = await store.listAside();
    expect(aside).to.have.length(1);
    expect(aside[0]).to.include({ key: r.keptAsideKey, reason: 'corrupt', raw: '{"version":1,"trunc' });
    // The slot is free for a new game; the bad save stays aside.
    expect((await store.loadGame()).ok).to.equal(false);
    expect(await store.listAside()).to.have.length(1);
  });

  it('a save with a broken game state is corrupt, with the engine\'s reason in the message', async () => {
    const store = makeStore();
    const bad = snapshot() as unknown as Record<string, unknown>;
    bad['state'] = { ...(bad['state'] as object), rng: 'not numbers' };
    await store.putRaw(bad);
    const r = await store.loadGame();
    if (r.ok) throw new Error('loaded a broken state');
    expect(r.reason).to.equal('corrupt');
    expect(r.message).to.match(/^state: .*rng must be/);
    const aside = await store.listAside();
    expect((aside[0]!.raw as Record<string, unknown>)['gameId']).to.equal('game-abc');
  });

  it('a save with a missing part or a bad log entry is corrupt', async () => {
    const store = makeStore();
    const noSteps = { ...snapshot(), steps: [] };
    await store.putRaw(noSteps);
    const r1 = await store.loadGame();
    expect(r1).to.include({ ok: false, reason: 'corrupt' });
    await store.putRaw({ ...snapshot(), log: [{ id: 1, text: 5, kind: 'event' }] });
    const r2 = await store.loadGame();
    expect(r2).to.include({ ok: false, reason: 'corrupt' });
    await store.putRaw({ ...snapshot(), focusZone: 'kitchen' });
    expect(await store.loadGame()).to.include({ ok: false, reason: 'corrupt' });
    expect(await store.listAside()).to.have.length(3);
  });

  it('a save from a newer version is kept aside as "tooNew" with its version', async () => {
    const store = makeStore();
    await store.putRaw({ ...snapshot(), version: SAVE_VERSION + 1 });
    const r = await store.loadGame();
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
    const store = makeStore({ version: 3, migrations });
    const { gameId, log, focusZone, ...base } = snapshot();
    void focusZone;
    const v1 = { ...base, version: 1, id: gameId, log: log.map((e) => e.text) };
    await store.putRaw(v1);
    const r = await store.loadGame();
    if (!r.ok) throw new Error(r.message);
    expect(r.migratedFrom).to.equal(1);
    expect(r.snapshot.version).to.equal(3);
    expect(r.snapshot.gameId).to.equal('game-abc');
    expect(r.snapshot.log).to.deep.equal([
      { id: 1, text: 'Neues Spiel.', kind: 'event' },
      { id: 2, text: 'Du bist dran.', kind: 'event' },
    ]);
    // Written back: the next load needs no migration.
    const again = await store.loadGame();
    expect(again.ok && again.migratedFrom).to.equal(null);
    const aside = await store.listAside();
    expect(aside.map((a) => a.reason)).to.deep.equal(['migrated']);
    expect((aside[0]!.raw as Record<string, unknown>)['version']).to.equal(1);
  });

  it('an old save without a migration path is kept aside as "unmigratable"', async () => {
    const store = makeStore({ version: 3, migrations: { 2: (o) => o } });
    await store.putRaw({ ...snapshot(), version: 1 });
    const r = await store.loadGame();
    if (r.ok) throw new Error('loaded an unmigratable save');
    expect(r).to.include({ reason: 'unmigratable', version: 1 });
    expect(r.message).to.contain('no migration from version 1');
    expect((await store.listAside())[0]!.reason).to.equal('unmigratable');
  });

  it('a migration that throws makes the save unmigratable, not lost', async () => {
    const store = makeStore({ version: 2, migrations: { 1: () => { throw new Error('cannot convert the steps'); } } });
    await store.putRaw({ ...snapshot(), version: 1 });
    const r = await store.loadGame();
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

    it('saveGame resolves with reason "quota" (never throws) and the previous save stays intact', async () => {
      const store = makeStore();
      await store.saveGame(snapshot('before'));
      IDBObjectStore.prototype.put = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      const r = await store.saveGame(snapshot('after'));
      expect(r).to.include({ ok: false, reason: 'quota' });
      IDBObjectStore.prototype.put = put;
      const loaded = await store.loadGame();
      expect(loaded.ok && loaded.snapshot.config.seed).to.equal('before');
      // Play goes on: once there is room again, saving works.
      expect(await store.saveGame(snapshot('later'))).to.deep.equal({ ok: true });
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
      const r = await store.saveGame(snapshot());
      expect(r).to.include({ ok: false, reason: 'quota' });
    });

    it('recordSession reports the quota the same way', async () => {
      const store = makeStore();
      IDBObjectStore.prototype.put = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      const r = await store.recordSession({ id: 'g', finishedAt: '2026-01-01T00:00:00Z', seed: 's', players: 3, balance: 3, place: 1, won: true });
      expect(r).to.include({ ok: false, reason: 'quota' });
    });
  });

  it('statistics: sessions played and won, balances oldest first, each game counted once', async () => {
    const store = makeStore();
    expect(await store.statistics()).to.deep.equal({ played: 0, won: 0, sessions: [] });
    await store.recordSession({ id: 'b', finishedAt: '2026-11-02T10:00:00.000Z', seed: 'b', players: 4, balance: -7, place: 3, won: false });
    await store.recordSession({ id: 'a', finishedAt: '2026-11-01T10:00:00.000Z', seed: 'a', players: 3, balance: 12, place: 1, won: true });
    await store.recordSession({ id: 'a', finishedAt: '2026-11-01T10:00:00.000Z', seed: 'a', players: 3, balance: 12, place: 1, won: true });
    const s = await store.statistics();
    expect(s.played).to.equal(2);
    expect(s.won).to.equal(1);
    expect(s.sessions.map((x) => [x.id, x.balance])).to.deep.equal([
      ['a', 12],
      ['b', -7],
    ]);
  });

  it('setAside moves the current save aside (a save the session refused)', async () => {
    const store = makeStore();
    await store.saveGame(snapshot());
    const key = await store.setAside('corrupt', 'the session refused it');
    expect(key).to.be.a('string');
    expect(await store.loadGame()).to.include({ ok: false, reason: 'none' });
    const aside = await store.listAside();
    expect(aside[0]).to.include({ key, reason: 'corrupt', message: 'the session refused it' });
    expect(await store.setAside('corrupt', 'nothing there')).to.equal(null);
  });

  it('keeps the settings beside the game', async () => {
    const store = makeStore();
    expect(await store.loadSettings()).to.equal(undefined);
    expect(await store.saveSettings({ locale: 'de', pace: 'slow' } as never)).to.deep.equal({ ok: true });
    expect(await store.loadSettings()).to.deep.equal({ locale: 'de', pace: 'slow' });
    await store.saveGame(snapshot());
    await store.clearGame();
    expect(await store.loadSettings()).to.deep.equal({ locale: 'de', pace: 'slow' });
  });

  it('clearGame empties the slot', async () => {
    const store = makeStore();
    await store.saveGame(snapshot());
    await store.clearGame();
    expect(await store.loadGame()).to.include({ ok: false, reason: 'none' });
  });
});
