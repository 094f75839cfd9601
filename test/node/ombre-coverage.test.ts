/**
 * Every rule of shared/rules/ombre.md (O1–O72, OD1–OD8, OQ1–OQ9, QD1–QD19, CQ1–CQ16), variant
 * V-O-1…20, project decision PD-O-1…27 and worked example EX-O-1…29 names at least one Ombre test,
 * with no exception. The ID list is checked against the spec beside the project when it is there.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const IDS = [
  ...range('O', 72), ...range('OD', 8), ...range('OQ', 9), ...range('QD', 19), ...range('CQ', 16),
  ...range('V-O-', 20), ...range('PD-O-', 27), ...range('EX-O-', 29),
];

function testNames(): string[] {
  const dir = join(process.cwd(), 'test/node');
  const names: string[] = [];
  for (const f of readdirSync(dir).filter((f) => /^ombre-.*\.test\.ts$/.test(f) && f !== 'ombre-coverage.test.ts')) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(/\b(?:it|describe)\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) names.push(m[2]!);
  }
  return names;
}

const named = (id: string, names: string[]) => {
  const re = new RegExp(`(^|[^\\w-])${id.replace(/-/g, '\\-')}(?!\\d)`);
  return names.some((n) => re.test(n));
};

it('ombre.md coverage: every ID appears in a test name', () => {
  const names = testNames();
  const missing = IDS.filter((id) => !named(id, names));
  assert.deepEqual(missing, [], `ids of ombre.md without a test named after them: ${missing.join(', ')}`);
});

const spec = join(process.cwd(), '../shared/rules/ombre.md');
it('ombre.md coverage: the ID list above is the one in the spec beside the project', { skip: existsSync(spec) ? false : `${spec} not found` }, () => {
  const text = readFileSync(spec, 'utf8');
  const inSpec = new Set<string>();
  for (const m of text.matchAll(/^- \*\*((?:O|OD|OQ|QD|CQ)\d+)\*\*/gm)) inSpec.add(m[1]!);
  for (const m of text.matchAll(/^\| (V-O-\d+) \|/gm)) inSpec.add(m[1]!);
  for (const m of text.matchAll(/^- \*\*(PD-O-\d+):/gm)) inSpec.add(m[1]!);
  for (const m of text.matchAll(/^### (EX-O-\d+):/gm)) inSpec.add(m[1]!);
  assert.deepEqual([...inSpec].sort(), IDS.slice().sort());
});
