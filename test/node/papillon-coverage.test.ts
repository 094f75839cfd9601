/** Every rule ID P1…P49, variant V-P-1…V-P-11 and worked example EX-P-1…EX-P-14 names at least one test. */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';

it('papillon.md coverage: every P1–P49, V-P-1–V-P-11 and EX-P-1–EX-P-14 appears in a test name', () => {
  const dir = join(process.cwd(), 'test/node');
  const names: string[] = [];
  for (const f of readdirSync(dir).filter((f) => /^papillon-.*\.test\.ts$/.test(f))) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(/\bit\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) names.push(m[2]!);
  }
  const ids = [
    ...Array.from({ length: 49 }, (_, i) => `P${i + 1}`),
    ...Array.from({ length: 11 }, (_, i) => `V-P-${i + 1}`),
    ...Array.from({ length: 14 }, (_, i) => `EX-P-${i + 1}`),
  ];
  const missing = ids.filter((id) => {
    const re = new RegExp(`(^|[^\\w-])${id.replace(/-/g, '\\-')}(?!\\d)`);
    return !names.some((n) => re.test(n));
  });
  assert.deepEqual(missing, [], `rule IDs without a test named after them: ${missing.join(', ')}`);
});
