/**
 * Every rule C1…C41, variant V-C-1…5, project decision PD-C-1…22 and worked example EX-C-1…14 of
 * shared/rules/casino.md names at least one Casino test; the ID list is checked against the spec
 * beside the project when it is there.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const IDS = [...range('C', 41), ...range('V-C-', 5), ...range('PD-C-', 22), ...range('EX-C-', 14)];

function testNames(): string[] {
  const dir = join(process.cwd(), 'test/node');
  const names: string[] = [];
  for (const f of readdirSync(dir).filter((f) => /^casino-.*\.test\.ts$/.test(f) && f !== 'casino-coverage.test.ts')) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(/\b(?:it|describe)\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) names.push(m[2]!);
  }
  return names;
}

it('casino.md coverage: every C1–C41, V-C-1–5, PD-C-1–22 and EX-C-1–14 appears in a test name', () => {
  const names = testNames();
  const missing = IDS.filter((id) => {
    const re = new RegExp(`(^|[^\\w-])${id.replace(/-/g, '\\-')}(?!\\d)`);
    return !names.some((n) => re.test(n));
  });
  assert.deepEqual(missing, [], `ids of casino.md without a test named after them: ${missing.join(', ')}`);
});

const spec = join(process.cwd(), '../shared/rules/casino.md');
it('casino.md coverage: the ID list above is the one in the spec beside the project', { skip: existsSync(spec) ? false : `${spec} not found` }, () => {
  const text = readFileSync(spec, 'utf8');
  const inSpec = new Set<string>();
  for (const m of text.matchAll(/^- \*\*(C\d+)\*\*/gm)) inSpec.add(m[1]!);
  for (const m of text.matchAll(/^\| (V-C-\d+) \|/gm)) inSpec.add(m[1]!);
  for (const m of text.matchAll(/^- \*\*(PD-C-\d+):/gm)) inSpec.add(m[1]!);
  for (const m of text.matchAll(/^### (EX-C-\d+):/gm)) inSpec.add(m[1]!);
  assert.deepEqual([...inSpec].sort(), IDS.slice().sort());
});
