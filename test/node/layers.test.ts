/**
 * The layers of the app (docs/architecture.md), checked on the sources' imports:
 * - an engine (a game's index.ts and everything it imports) reaches only src/engine and its own folder;
 * - the shell (src/play, src/app, src/components, src/storage, src/announcer, src/i18n, src/ai, src/net, src/tables,
 *   src/session, src/a11y, src/main.ts) imports no game folder; only the registry names games, and
 *   the shell's code (comments aside) names none;
 * - a game folder imports no other game folder (shared pieces such as src/games/tricks aside);
 * - each shell folder imports only the shell folders of its row in SHELL_IMPORTS (the floor list), and
 *   the shell's files import no circle but the one inside src/tables (issue 22, part 6).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { GAMES } from '../../src/games/registry.js';
import { DECKS } from '../../src/engine/decks/index.js';

const root = process.cwd();
const src = join(root, 'src');
/** Folders under src/games that hold pieces shared by several games, not a game. */
const SHARED_GAME_FOLDERS = new Set(['tricks', 'fishing']);
const SHELL = ['play', 'app', 'components', 'storage', 'announcer', 'i18n', 'ai', 'session', 'a11y', 'engine', 'net', 'tables'];

/**
 * The floor list: which shell folders (or single files of one, 'folder/file.ts') a shell folder may
 * import; none else. Not in it: src/main.ts (the boot puts the app together: it may import any), the
 * registry and the headless catalogue (src/games/registry.ts, bots.ts: the test above), locales/ and
 * packages. Lower floors first.
 */
const SHELL_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  engine: [],
  a11y: [],
  // Which voice speaks a language (the list of languages imports nothing).
  announcer: ['i18n/locale.ts'],
  i18n: ['engine'],
  // The settings' storage key; the address is read with the setup's seed pattern.
  session: ['i18n', 'storage/app-id.ts', 'play/setup.ts'],
  // The log's entry shape (a save's log); the settings the store keeps.
  storage: ['announcer', 'session/settings.ts'],
  ai: ['engine'],
  play: ['engine', 'i18n', 'announcer', 'storage', 'session', 'ai'],
  net: ['engine', 'play', 'session'],
  // The tables are handed in by src/main.ts: the app knows only their face (src/tables/host.ts).
  // The strong player's budget from the thinking-time setting (one rule for every game, also the server's).
  app: ['announcer', 'i18n', 'play', 'session', 'storage', 'tables/host.ts', 'ai/budget.ts'],
  components: ['a11y', 'app', 'i18n', 'play', 'session', 'storage'],
  tables: ['components', 'net', 'play', 'storage'],
};
/** The one circle the shell keeps: the tables' controller and the two views it makes, which read it back. */
const TABLES_CIRCLE = ['src/tables/remote-play.ts', 'src/tables/tables-screen.ts', 'src/tables/tables.ts'];

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** The relative imports of a file, as absolute .ts paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3]!;
    if (!spec.startsWith('.')) continue;
    out.push(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
  }
  return out;
}

const rel = (p: string) => relative(root, p);
/** The game folder a path is in (src/games/<id>/…), or null. */
function gameFolder(p: string): string | null {
  const r = relative(join(src, 'games'), p);
  if (r.startsWith('..')) return null;
  const first = r.split(/[\\/]/)[0]!;
  return first.endsWith('.ts') ? null : first;
}

/** Comments removed (a shell file may explain itself with a game as an example). */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('layers (issue 9)', () => {
  it('the registry lists games, each with a folder under src/games', () => {
    assert.ok(GAMES.length >= 8);
    for (const g of GAMES) {
      const folder = existsSync(join(src, 'games', g.id)) ? g.id : g.family;
      assert.ok(existsSync(join(src, 'games', folder)), `no folder for ${g.id}`);
    }
  });

  it('the shell imports no game folder, only the registry', () => {
    const files = [...SHELL.flatMap((d) => walk(join(src, d))), join(src, 'main.ts')];
    assert.ok(files.length > 40);
    const bad = files.flatMap((f) => importsOf(f).filter((i) => gameFolder(i) !== null && !SHARED_GAME_FOLDERS.has(gameFolder(i)!)).map((i) => `${rel(f)} → ${rel(i)}`));
    assert.deepEqual(bad, []);
  });

  it("the shell's code names no game (comments aside)", () => {
    const ids = GAMES.map((g) => g.id);
    const word = new RegExp(`\\b(${ids.map((i) => i.replace('-', '[-_ ]?')).join('|')})\\b`, 'i');
    // The app's own name, kept in storage keys for earlier builds' saves, is spelt once: src/storage/app-id.ts.
    const files = [...SHELL.flatMap((d) => walk(join(src, d))), join(src, 'main.ts')].filter((f) => !f.endsWith(join('storage', 'app-id.ts')));
    // The packs of src/engine/decks are named after the games they are cut for (Piquet's 32 cards,
    // Ombre's 40): there a pack's name (a DeckId) names a pack, not a game.
    const packs = new RegExp(`\\b(${Object.keys(DECKS).join('|')})\\b`, 'gi');
    const bad = files.flatMap((f) => {
      const text = f.startsWith(join(src, 'engine', 'decks')) ? code(f).replace(packs, '') : code(f);
      const m = text.match(word);
      return m ? [`${rel(f)}: ${m[0]}`] : [];
    });
    assert.deepEqual(bad, []);
  });

  it('a game folder imports no other game folder', () => {
    const games = readdirSync(join(src, 'games')).filter((d) => statSync(join(src, 'games', d)).isDirectory());
    const bad: string[] = [];
    for (const g of games) {
      for (const f of walk(join(src, 'games', g))) {
        for (const i of importsOf(f)) {
          const other = gameFolder(i);
          if (other !== null && other !== g && !SHARED_GAME_FOLDERS.has(other)) bad.push(`${rel(f)} → ${rel(i)}`);
        }
      }
    }
    assert.deepEqual(bad, []);
  });

  it('an engine reaches only src/engine and its own folder', () => {
    const games = readdirSync(join(src, 'games')).filter((d) => existsSync(join(src, 'games', d, 'index.ts')));
    assert.ok(games.length >= 2);
    for (const g of games) {
      const seen = new Set<string>();
      const todo = [join(src, 'games', g, 'index.ts')];
      while (todo.length) {
        const f = todo.pop()!;
        if (seen.has(f)) continue;
        seen.add(f);
        const text = readFileSync(f, 'utf8');
        assert.ok(!/from\s+['"]lit/.test(text), `${rel(f)} imports lit`);
        assert.ok(!/\bdocument\.|\bwindow\.|Math\.random/.test(code(f)), `${rel(f)} uses the DOM or Math.random`);
        for (const i of importsOf(f)) {
          const inEngine = !relative(join(src, 'engine'), i).startsWith('..');
          const own = gameFolder(i) === g || SHARED_GAME_FOLDERS.has(gameFolder(i) ?? '');
          assert.ok(inEngine || own, `${g}'s engine: ${rel(f)} imports ${rel(i)}`);
          todo.push(i);
        }
      }
    }
  });

  it('each shell folder imports only the floors of its row (SHELL_IMPORTS)', () => {
    assert.deepEqual(Object.keys(SHELL_IMPORTS).sort(), [...SHELL].sort());
    const bad: string[] = [];
    for (const folder of SHELL) {
      const allowed = SHELL_IMPORTS[folder]!;
      for (const f of walk(join(src, folder))) {
        for (const i of importsOf(f)) {
          const r = relative(src, i).split(sep).join('/');
          const to = r.split('/')[0]!;
          if (r.startsWith('..') || to === folder || !SHELL.includes(to)) continue;
          if (!allowed.includes(to) && !allowed.includes(r)) bad.push(`${rel(f)} → ${rel(i)}`);
        }
      }
    }
    assert.deepEqual(bad, []);
  });

  it("the shell's files import no circle but the tables' own", () => {
    const files = [...SHELL.flatMap((d) => walk(join(src, d))), join(src, 'main.ts')];
    const inShell = new Set(files);
    const graph = new Map(files.map((f) => [f, importsOf(f).filter((i) => inShell.has(i))]));
    // Tarjan's strongly connected components: every group of more than one file is a circle.
    let next = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const circles: string[][] = [];
    const visit = (v: string): void => {
      index.set(v, next);
      low.set(v, next++);
      stack.push(v);
      onStack.add(v);
      for (const w of graph.get(v)!) {
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) !== index.get(v)) return;
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(rel(w).split(sep).join('/'));
      } while (w !== v);
      if (group.length > 1) circles.push(group.sort());
    };
    for (const f of files) if (!index.has(f)) visit(f);
    assert.deepEqual(circles, [TABLES_CIRCLE]);
  });
});
