/**
 * Every rule S-…, variant V-… and worked example EX-… of shared/rules/patience.md (version 1) names
 * at least one patience test, and results recorded from the engine are named as regression pins.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`);
const IDS = [
  ...range('S-GEN', 7),
  ...range('S-DH', 8),
  ...range('S-ELF', 8),
  ...range('S-HM', 13),
  ...range('S-NAP', 6),
  ...range('S-REI', 9),
  ...range('S-STE', 8),
  ...range('S-UNT', 7),
  ...range('V-DH', 2),
  ...range('V-NAP', 2),
  ...range('V-STE', 1),
  ...range('EX-DH', 3),
  ...range('EX-ELF', 2),
  ...range('EX-HM', 3),
  ...range('EX-NAP', 1),
  ...range('EX-REI', 2),
  ...range('EX-STE', 1),
  ...range('EX-UNT', 2),
];

function testNames(): string[] {
  const dir = join(process.cwd(), 'test/node');
  const names: string[] = [];
  for (const f of readdirSync(dir).filter((f) => /^patience-.*\.test\.ts$/.test(f) && f !== 'patience-coverage.test.ts')) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(/\b(?:it|describe)\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) names.push(m[2]!);
  }
  return names;
}

it('patience.md coverage: every S-…, V-… and EX-… id appears in a test name', () => {
  const names = testNames();
  const missing = IDS.filter((id) => {
    const re = new RegExp(`(^|[^\\w-])${id.replace(/-/g, '\\-')}(?!\\d)`);
    return !names.some((n) => re.test(n));
  });
  assert.deepEqual(missing, [], `ids of patience.md without a test named after them: ${missing.join(', ')}`);
});

it('patience tests: results recorded from the engine are called regression pins, never "golden"', () => {
  const golden = testNames().filter((n) => /golden/i.test(n));
  assert.deepEqual(golden, []);
});

const spec = join(process.cwd(), '../shared/rules/patience.md');
it('patience.md coverage: the id list above is the one in the spec beside the project', { skip: existsSync(spec) ? false : `${spec} not found` }, () => {
  const text = readFileSync(spec, 'utf8');
  const inSpec = [...text.matchAll(/\*\*((?:S|EX)-[A-Z]+-\d+)\.?\*\*/g), ...text.matchAll(/^\| (V-[A-Z]+-\d+) \|/gm)].map((m) => m[1]!);
  assert.deepEqual([...new Set(inSpec)].sort(), IDS.slice().sort());
});
