/** Every rule H…, variant V-H-…, project decision PD-H-… and example EX-H-… of hundertspiel.md names at least one test. */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';

const spec = join(process.cwd(), '../shared/rules/hundertspiel.md');

function testNames(): string[] {
  const dir = join(process.cwd(), 'test/node');
  const names: string[] = [];
  for (const f of readdirSync(dir).filter((f) => /^hundertspiel-.*\.test\.ts$/.test(f) && f !== 'hundertspiel-coverage.test.ts')) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(/\b(?:it|describe)\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) names.push(m[2]!);
  }
  return names;
}

it('hundertspiel.md coverage: every H…, V-H-…, PD-H-… and EX-H-… id appears in a test name', { skip: existsSync(spec) ? false : `${spec} not found` }, () => {
  const text = readFileSync(spec, 'utf8');
  const ids = new Set<string>([
    ...[...text.matchAll(/^- \*\*(H\d+)\*\*/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/^\| (V-H-\d+) \|/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/^- \*\*(PD-H-\d+):/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/^### (EX-H-\d+):/gm)].map((m) => m[1]!),
  ]);
  assert.ok(ids.size >= 62 + 7 + 28 + 12, `read ${ids.size} ids from the spec`);
  const names = testNames();
  const missing = [...ids].filter((id) => {
    const re = new RegExp(`(^|[^\\w-])${id.replace(/-/g, '\\-')}(?!\\d)`);
    return !names.some((n) => re.test(n));
  });
  assert.deepEqual(missing, [], `ids of hundertspiel.md without a test named after them: ${missing.join(', ')}`);
});
