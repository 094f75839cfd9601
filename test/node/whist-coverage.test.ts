/**
 * Every rule W1…W45, variant V-W-1…5, project decision PD-W-1…20 and worked example EX-W-1…18 of
 * shared/rules/whist.md names at least one Whist test (the bot heuristics B-W-n belong to the bots'
 * tests); the ID list is checked against the spec beside the project when it is there.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const IDS = [...range('W', 45), ...range('V-W-', 5), ...range('PD-W-', 20), ...range('EX-W-', 18)];

function testNames(): string[] {
  const dir = join(process.cwd(), 'test/node');
  const names: string[] = [];
  for (const f of readdirSync(dir).filter((f) => /^whist-.*\.test\.ts$/.test(f) && f !== 'whist-coverage.test.ts')) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(/\b(?:it|describe)\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) names.push(m[2]!);
  }
  return names;
}

/** The IDs a test name mentions, ranges such as "W13–W16" or "EX-W-1…5" included. */
function idsIn(name: string): Set<string> {
  const out = new Set<string>();
  for (const m of name.matchAll(/\b((?:EX-W-|PD-W-|V-W-|W))(\d+)(?:\s*[–…-]\s*(?:\1)?(\d+))?/g)) {
    const from = Number(m[2]);
    const to = m[3] ? Number(m[3]) : from;
    for (let i = from; i <= to; i++) out.add(`${m[1]}${i}`);
  }
  return out;
}

it('whist.md coverage: every W1–W45, V-W-1–5, PD-W-1–20 and EX-W-1–18 appears in a test name', () => {
  const named = new Set<string>();
  for (const n of testNames()) for (const id of idsIn(n)) named.add(id);
  const missing = IDS.filter((id) => !named.has(id));
  assert.deepEqual(missing, [], `ids of whist.md without a test named after them: ${missing.join(', ')}`);
});

const spec = join(process.cwd(), '../shared/rules/whist.md');
it('whist.md coverage: the ID list above is the one in the spec beside the project', { skip: existsSync(spec) ? false : `${spec} not found` }, () => {
  const text = readFileSync(spec, 'utf8');
  const inSpec = new Set<string>();
  for (const m of text.matchAll(/^- \*\*(W\d+)\*\*/gm)) inSpec.add(m[1]!);
  for (const m of text.matchAll(/^\| (V-W-\d+) \|/gm)) inSpec.add(m[1]!);
  for (const m of text.matchAll(/^- \*\*(PD-W-\d+):/gm)) inSpec.add(m[1]!);
  for (const m of text.matchAll(/^### (EX-W-\d+):/gm)) inSpec.add(m[1]!);
  assert.deepEqual([...inSpec].sort(), IDS.slice().sort());
});
