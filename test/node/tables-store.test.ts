/**
 * The table server's log files and housekeeping (issue 16): records expire, a line torn by a
 * crash is dropped, codes are not reused, an idle table leaves memory and comes back from its log,
 * a Redis that cannot be reached stops the server with a message, and the layers: server/ builds on the engines, src/
 * never imports server/.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { FileTableStore, type LogRecord } from '../../server/store.js';
import type { TableServer } from '../../server/server.js';
import { TestClient, buildServerMain, openTable, startServer, tempDir, type Welcome } from './support/tables.js';

const first = (code: string): LogRecord => ({ t: 'table', v: 1, code, game: 'papillon', options: { players: 3 }, seed: 'x', pace: 'normal', seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }], at: 0 });

describe('tables: the log files', () => {
  let tmp: { dir: string; remove: () => void };
  before(async () => {
    tmp = await tempDir('store');
  });
  after(() => tmp.remove());

  it('a code is never given twice; a torn last line is dropped; records expire 7 days after the last change, 24 hours after the end', async () => {
    const store = new FileTableStore(tmp.dir);
    const log = await store.create('000000000001', first('000000000001'));
    assert.ok(log);
    await log.append({ t: 'sit', seat: 0, name: 'Anna', token: 'ab' });
    await log.close();
    assert.equal(await store.create('000000000001', first('000000000001')), null);
    const path = join(tmp.dir, '000000000001.jsonl');
    assert.equal(statSync(path).mode & 0o777, 0o600, 'only the server reads the logs');
    assert.equal(statSync(tmp.dir).mode & 0o777, 0o700);

    appendFileSync(path, '{"t":"move","seq":1,"se');
    const opened = await store.open('000000000001');
    assert.deepEqual(opened!.records.map((r) => r.t), ['table', 'sit']);
    await opened!.log.append({ t: 'over' });
    await opened!.log.close();
    assert.deepEqual(readFileSync(path, 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as LogRecord).t), ['table', 'sit', 'over']);

    const day = 24 * 3_600_000;
    const ago = (code: string, ms: number) => {
      const when = (Date.now() - ms) / 1000;
      utimesSync(join(tmp.dir, `${code}.jsonl`), when, when);
    };
    for (const code of ['000000000002', '000000000003', '000000000004']) await (await store.create(code, first(code)))!.close();
    ago('000000000001', 2 * day); // over, 2 days ago: expired
    ago('000000000002', 8 * day); // 8 days without a change: expired
    ago('000000000003', 2 * day); // not over, 2 days: kept
    ago('000000000004', 9 * day); // in memory: kept
    const removed = await store.expire(7 * day, day, (code) => code === '000000000004');
    assert.equal(removed, 2);
    assert.deepEqual(readdirSync(tmp.dir).sort(), ['000000000003.jsonl', '000000000004.jsonl']);
    assert.equal(await store.open('000000000002'), null);
  });
});

describe('tables: idle tables leave memory', () => {
  let server: TableServer;
  let tmp: { dir: string; remove: () => void };
  before(async () => {
    tmp = await tempDir('idle');
    server = await startServer(tmp.dir, { idleUnloadMs: 100 });
  });
  after(async () => {
    await server.close();
    tmp.remove();
  });

  it('a table nobody is at is unloaded after a while and revived from its log when someone comes back', async () => {
    const { code, clients, tokens } = await openTable(server, [{ kind: 'person' }, { kind: 'person' }, { kind: 'computer', level: 'easy' }]);
    for (const c of clients) c.close();
    for (const c of clients) await c.whenClosed();
    const deadline = Date.now() + 3000;
    while (server.table(code) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    assert.equal(server.table(code), undefined);
    const back = await TestClient.connect(server.url);
    back.send({ type: 'rejoin', v: 1, code, token: tokens[1]! });
    const w = await back.next<Welcome>((m) => m.type === 'welcome');
    assert.equal(w.you, 1);
    assert.deepEqual(w.table.seats.map((s) => s.name), ['Anna', 'Bernd', null]);
    back.close();
  });
});

describe('tables: the Redis switch and the layers', () => {
  it('REDIS_URL set to a Redis that cannot be reached: the server says so and does not start (status 2)', async () => {
    const main = await buildServerMain();
    try {
      const r = spawnSync(process.execPath, [main.file, '--port', '0'], { env: { ...process.env, REDIS_URL: 'redis://127.0.0.1:1', TABLES_REDIS_URL: '' }, encoding: 'utf8', timeout: 30_000 });
      assert.equal(r.status, 2);
      assert.match(r.stderr, /Could not connect to Redis at redis:\/\/127\.0\.0\.1:1/);
    } finally {
      main.remove();
    }
  });

  it('server/ imports only the engines, the games, the generic table pieces, the protocol and the table\'s name words; nothing in src/ imports server/', () => {
    const root = process.cwd();
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => {
        const p = join(dir, f);
        return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') ? [p] : [];
      });
    const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
    const importsOf = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2]!).filter((s) => s.startsWith('.')).map((s) => relative(root, resolve(dirname(file), s)));
    // The locales' name words too (data, no code): a person may not pose as the table's own words (issue 27).
    const allowed = /^((server|src[\\/](engine|games|play|net|ai))[\\/]|src[\\/]i18n[\\/]locale\.js$|locales[\\/](names\.js$|tables[\\/]))/;
    const bad = walk(join(root, 'server')).flatMap((f) => importsOf(f).filter((i) => !allowed.test(i)).map((i) => `${relative(root, f)} → ${i}`));
    assert.deepEqual(bad, []);
    const intoServer = walk(join(root, 'src')).flatMap((f) => importsOf(f).filter((i) => i.startsWith('server')).map((i) => `${relative(root, f)} → ${i}`));
    assert.deepEqual(intoServer, []);
    assert.ok(existsSync(join(root, 'src/net/protocol.ts')));
  });
});
