/**
 * The words of the tables with friends (locales/tables/<locale>.ts, src/tables/messages.ts): every
 * language has the same keys, the same arity, and every sentence is said in words (nothing empty,
 * no "undefined"), for every quick phrase, table rule, level and end reason the protocol names.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TABLES_TEXTS } from '../../locales/tables/all.js';
import { LOCALES } from '../../src/i18n/locale.js';
import { COMPUTER_LEVELS, PHRASES, TABLE_PACES, TABLE_RULES, type TableRule } from '../../src/net/protocol.js';
import type { TablesMessages } from '../../src/tables/messages.js';

const LANGS: [string, TablesMessages][] = LOCALES.map((l) => [l, TABLES_TEXTS[l]]);
const [tablesDe, tablesEn] = [TABLES_TEXTS.de, TABLES_TEXTS.en];
const [first, ...others] = LOCALES.map((l) => TABLES_TEXTS[l]);

describe('tables: texts', () => {
  it('every language has the keys and arities of the first', () => {
    const keys = Object.keys(first!).sort();
    for (const other of others) {
      assert.deepEqual(Object.keys(other).sort(), keys);
      for (const k of keys) {
        const [d, e] = [(first as unknown as Record<string, unknown>)[k], (other as unknown as Record<string, unknown>)[k]];
        assert.equal(typeof d, typeof e, k);
        if (typeof d === 'function') assert.equal(d.length, (e as () => void).length, k);
        if (typeof d === 'string') assert.ok(d.trim() && (e as string).trim(), k);
      }
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
