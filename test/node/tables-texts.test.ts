/**
 * The words of the tables with friends (locales/tables/{de,en}.ts, src/tables/messages.ts): both
 * languages have the same keys, the same arity, and every sentence is said in words (nothing empty,
 * no "undefined"), for every quick phrase, table rule, level and end reason the protocol names.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { tablesDe } from '../../locales/tables/de.js';
import { tablesEn } from '../../locales/tables/en.js';
import { COMPUTER_LEVELS, PHRASES, TABLE_PACES, TABLE_RULES, type TableRule } from '../../src/net/protocol.js';
import type { TablesMessages } from '../../src/tables/messages.js';

const LANGS: [string, TablesMessages][] = [
  ['de', tablesDe],
  ['en', tablesEn],
];

describe('tables: texts', () => {
  it('German and English have the same keys and arities', () => {
    const keys = Object.keys(tablesDe).sort();
    assert.deepEqual(Object.keys(tablesEn).sort(), keys);
    for (const k of keys) {
      const [d, e] = [(tablesDe as unknown as Record<string, unknown>)[k], (tablesEn as unknown as Record<string, unknown>)[k]];
      assert.equal(typeof d, typeof e, k);
      if (typeof d === 'function') assert.equal(d.length, (e as () => void).length, k);
      if (typeof d === 'string') assert.ok(d.trim() && (e as string).trim(), k);
    }
  });

  it('every phrase, rule, level, pace and end reason is said in words in both languages', () => {
    for (const [lang, t] of LANGS) {
      const said = [
        ...PHRASES.map((id) => t.phrase('Anna', id)),
        ...PHRASES.map((id) => t.phraseButton(id)),
        ...(Object.keys(TABLE_RULES) as TableRule[]).map((r) => t.tableRule(r)),
        ...COMPUTER_LEVELS.map((l) => t.level(l)),
        ...TABLE_PACES.map((p) => t.paceName(p)),
        ...['badToken', 'noTable', 'removed', 'replaced', 'tableFull', 'started', 'badName', 'version', 'rateLimited', 'unreachable', 'somethingNew'].map((c) => t.endReason(c)),
        t.seatLine(2, 'Bernd', [t.tagYou, t.tagReady]),
        t.youAreReady(null),
        t.youAreReady('Bernd'),
        t.waitingFor('Bernd'),
        t.waitingForAway('Bernd'),
      ];
      for (const s of said) assert.ok(typeof s === 'string' && s.trim().length > 0 && !/undefined|\[object/.test(s), `${lang}: ${s}`);
      assert.equal(new Set(PHRASES.map((id) => t.phrase('A', id))).size, PHRASES.length, `${lang}: four different phrases`);
    }
    assert.equal(tablesDe.phrase('Anna', 'wellPlayed'), 'Anna: Gut gespielt!');
    assert.equal(tablesEn.phrase('Anna', 'wellPlayed'), 'Anna: Well played!');
  });
});
