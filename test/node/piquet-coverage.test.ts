/**
 * Every rule Q1…Q40, variant V-Q-1…7, project decision PD-Q-1…22 and worked example EX-Q-1…13 of
 * shared/rules/piquet.md names at least one Piquet test; the ID list is checked against the spec
 * beside the project when it is there.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const IDS = [...range('Q', 40), ...range('V-Q-', 7), ...range('PD-Q-', 22), ...range('EX-Q-', 13)];

function testNames(): string[] {
  const dir = join(process.cwd(), 'test/node');
  const names: string[] = [];
  for (const f of readdirSync(dir).filter((f) => /^piquet-.*\.test\.ts$/.test(f) && f !== 'piquet-coverage.test.ts')) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(/\b(?:it|describe)\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) names.push(m[2]!);
  }
  return names;
}

it('piquet.md coverage: every Q1–Q40, V-Q-1–7, PD-Q-1–22 and EX-Q-1–13 appears in a test name', () => {
  const names = testNames();
  const missing = IDS.filter((id) => {
    const re = new RegExp(`(^|[^\\w-])${id.replace(/-/g, '\\-')}(?!\\d)`);
    return !names.some((n) => re.test(n));
  });
  assert.deepEqual(missing, [], `ids of piquet.md without a test named after them: ${missing.join(', ')}`);
});

const spec = join(process.cwd(), '../shared/rules/piquet.md');
it('piquet.md coverage: the ID list above is the one in the spec beside the project', { skip: existsSync(spec) ? false : `${spec} not found` }, () => {
  const text = readFileSync(spec, 'utf8');
  const inSpec = new Set<string>();
  for (const m of text.matchAll(/^- \*\*(Q\d+)\*\*/gm)) inSpec.add(m[1]!);
  for (const m of text.matchAll(/^\| (V-Q-\d+) \|/gm)) inSpec.add(m[1]!);
  for (const m of text.matchAll(/^- \*\*(PD-Q-\d+):/gm)) inSpec.add(m[1]!);
  for (const m of text.matchAll(/^### (EX-Q-\d+):/gm)) inSpec.add(m[1]!);
  assert.deepEqual([...inSpec].sort(), IDS.slice().sort());
});
