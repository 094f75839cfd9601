/**
 * Every rule, variant, decision and worked example of shared/rules/chess.md is named by a test of
 * test/node/chess-*.test.ts (chess is not in the registry yet, so games.test.ts's coverage check does
 * not reach it; this is the same check for chess). The ID list is checked against the rule book when
 * it is beside the project.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const IDS = [...range('CH', 38), ...range('V-CH-', 6), ...range('PD-CH-', 14), ...range('EX-CH-', 18)];

function testNames(): string[] {
  const dir = join(process.cwd(), 'test/node');
  const names: string[] = [];
  for (const f of readdirSync(dir).filter((f) => f.startsWith('chess-') && f.endsWith('.test.ts'))) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(/\b(?:it|describe)\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) names.push(m[2]!);
  }
  return names;
}

describe('chess rule IDs in test names', () => {
  it('every CH, V-CH, PD-CH and EX-CH ID is named by a chess test', () => {
    const names = testNames();
    const missing = IDS.filter((id) => {
      const re = new RegExp(`(^|[^\\w-])${id.replace(/-/g, '\\-')}(?!\\d)`);
      return !names.some((n) => re.test(n));
    });
    assert.deepEqual(missing, []);
  });

  it('the ID list is the rule book\u2019s (../shared/rules/chess.md, when it is there)', (t) => {
    const book = join(process.cwd(), '../shared/rules/chess.md');
    if (!existsSync(book)) return t.skip('the rule book is not beside the project');
    const text = readFileSync(book, 'utf8');
    const found = new Set<string>();
    for (const re of [/^- \*\*(CH\d+)\*\*/gm, /^- \*\*(V-CH-\d+)\*\*/gm, /^- \*\*(PD-CH-\d+):/gm, /^### (EX-CH-\d+):/gm]) {
      for (const m of text.matchAll(re)) found.add(m[1]!);
    }
    assert.deepEqual([...found].sort(), [...IDS].sort());
  });
});
