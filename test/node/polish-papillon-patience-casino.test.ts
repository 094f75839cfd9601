/**
 * Polish written ahead of registering it (issue 26; src/i18n/drafts.ts), the fishing and patience
 * games' catalogues: today Papillon's (locales/papillon/pl.ts).
 * - The same keys, kinds and function arities as English, no empty text.
 * - Every Polish plural category in the sentences with a count (1, 2, 5, 22, 112).
 * - A text that begins with a capital letter in English begins with one in Polish.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { papillonEn } from '../../locales/papillon/en.js';
import { papillonPl } from '../../locales/papillon/pl.js';

function compare(a: unknown, b: unknown, path: string, problems: string[]): void {
  if (typeof a !== typeof b) return void problems.push(`${path}: ${typeof a} in en, ${typeof b} in pl`);
  if (typeof a === 'string') {
    const s = b as string;
    if (s.trim() === '') problems.push(`${path}: empty in pl`);
    else if (/^\p{Lu}/u.test(a) && !/^[\p{Lu}\d„]/u.test(s)) problems.push(`${path}: no capital in pl: ${s}`);
  } else if (typeof a === 'function') {
    if (a.length !== (b as () => void).length) problems.push(`${path}: arity ${a.length} in en, ${(b as () => void).length} in pl`);
  } else if (typeof a === 'object' && a !== null) {
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || b.length !== a.length) problems.push(`${path}: list length differs`);
      return;
    }
    const [ka, kb] = [Object.keys(a).sort(), Object.keys(b as object).sort()];
    for (const k of new Set([...ka, ...kb])) {
      if (!kb.includes(k)) problems.push(`${path}.${k}: missing in pl`);
      else if (!ka.includes(k)) problems.push(`${path}.${k}: only in pl`);
      else compare((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, problems);
    }
  }
}

const SAMPLES = [1, 2, 5, 22, 112] as const;

describe('Polish ahead: Papillon (issue 26)', () => {
  it('has every key, kind and arity of the English catalogue, no empty text, and capitals where English has them', () => {
    const problems: string[] = [];
    compare(papillonEn, papillonPl, 'papillon', problems);
    assert.deepEqual(problems, []);
  });

  it('says every plural category: 1 żeton, 2 żetony, 5 żetonów, 22 żetony, 112 żetonów', () => {
    const w = papillonPl;
    assert.deepEqual(SAMPLES.map((n) => w.words.counters(n)), ['1 żeton', '2 żetony', '5 żetonów', '22 żetony', '112 żetonów']);
    assert.deepEqual(SAMPLES.map((n) => w.feats.aces(n)), ['1 as', '2 asy', '5 asów', '22 asy', '112 asów']);
    assert.deepEqual(SAMPLES.map((n) => w.feats.pureAces(n)), ['1 czysty as', '2 czyste asy', '5 czystych asów', '22 czyste asy', '112 czystych asów']);
    assert.deepEqual(SAMPLES.map((n) => w.ui.yourHand(n)), ['Twoja ręka, 1 karta', 'Twoja ręka, 2 karty', 'Twoja ręka, 5 kart', 'Twoja ręka, 22 karty', 'Twoja ręka, 112 kart']);
    assert.deepEqual(SAMPLES.map((n) => w.ui.choicesAll(n)), SAMPLES.map((n) => `Możliwe bicia: ${n}`));
    assert.equal(w.queries.pot({ amount: 5 } as never), 'Pula: 5 żetonów.');
    assert.equal(w.events.tableAfter({ count: 22 } as never), 'Na stole: 22 karty.');
    assert.equal(w.events.tableAfter({ count: 0 } as never), 'Stół jest pusty.');
    assert.equal(w.hints.acesLeft({ count: 2 } as never), 'Na stole zostaje: 2 asy.');
    assert.equal(w.hints.betterBy({ counters: 1 } as never), 'To o około 1 żeton lepiej niż następny najlepszy ruch.');
    const v = w.events.sessionStart({ players: 4, tours: 1, deals: 5, rules: 'Braillespiel' } as never);
    assert.equal(v, 'Nowa partia Papillon: graczy 4, 1 kolejka, 5 rozdań. Reguły: Braillespiel.');
  });

  it('writes names in the nominative and the present tense', () => {
    const anna = { name: 'Anna', self: false };
    const me = { name: 'Ty', self: true };
    assert.equal(papillonPl.events.potWon({ who: anna, amount: 2 } as never), 'Anna bierze pulę: 2 żetony.');
    assert.equal(papillonPl.events.potWon({ who: me, amount: 112 } as never), 'Bierzesz pulę: 112 żetonów.');
  });
});

describe('Polish ahead: Papillon command words and chooser words (issue 26)', () => {
  it('has every command of the English table, in lower case, and the chooser words', async () => {
    const { papillonCommandWords } = await import('../../locales/papillon/command-words.js');
    const { papillonCommandWordsPl } = await import('../../locales/papillon/command-words-pl.js');
    const { papillonMetaPl } = await import('../../locales/papillon/meta-pl.js');
    const problems: string[] = [];
    compare(papillonCommandWords.en, papillonCommandWordsPl, 'commandWords', problems);
    assert.deepEqual(problems.filter((p) => !p.includes('list length')), []);
    for (const words of [...Object.values(papillonCommandWordsPl.queries), ...Object.values(papillonCommandWordsPl.actions)])
      for (const word of words) assert.equal(word, word.toLowerCase());
    assert.ok(papillonCommandWordsPl.queries.help.includes('pomoc'));
    assert.equal(papillonMetaPl.name, 'Papillon');
    assert.match(papillonMetaPl.description, /^\p{Lu}/u);
  });
});

describe('Polish ahead: Casino and patience command and chooser words (issue 26)', () => {
  it('Casino has every command of the English table, in lower case; both games have chooser words for every entry', async () => {
    const { casinoCommandWords } = await import('../../locales/casino/command-words.js');
    const { casinoCommandWordsPl } = await import('../../locales/casino/command-words-pl.js');
    const { casinoMetaPl } = await import('../../locales/casino/meta-pl.js');
    const { patienceMeta } = await import('../../locales/patience/meta.js');
    const { patienceMetaPl } = await import('../../locales/patience/meta-pl.js');
    const problems: string[] = [];
    compare(casinoCommandWords.en, casinoCommandWordsPl, 'casinoCommandWords', problems);
    assert.deepEqual(problems.filter((p) => !p.includes('list length')), []);
    for (const word of [...Object.values(casinoCommandWordsPl.queries).flat(), ...casinoCommandWordsPl.trail]) assert.equal(word, word.toLowerCase());
    assert.equal(casinoMetaPl.name, 'Kasyno');
    assert.deepEqual(Object.keys(patienceMetaPl).sort(), Object.keys(patienceMeta.en).sort());
    for (const [id, t] of Object.entries(patienceMetaPl)) {
      assert.match(t.name, /^\p{Lu}/u, id);
      assert.match(t.description, /^\p{Lu}/u, id);
      const en = patienceMeta.en[id as keyof typeof patienceMeta.en];
      assert.deepEqual((t.variants ?? []).map((x) => x.id), (en.variants ?? []).map((x) => x.id), id);
    }
  });
});

describe('Polish ahead: the patiences\' command words (issue 26)', () => {
  it('has every command and place of the English table, in lower case', async () => {
    const { patienceCommandWords } = await import('../../locales/patience/command-words.js');
    const { patienceCommandWordsPl } = await import('../../locales/patience/command-words-pl.js');
    const problems: string[] = [];
    compare(patienceCommandWords.en, patienceCommandWordsPl, 'patienceCommandWords', problems);
    assert.deepEqual(problems.filter((p) => !p.includes('list length')), []);
    const all = [...Object.values(patienceCommandWordsPl.queries), ...Object.values(patienceCommandWordsPl.actions), ...Object.values(patienceCommandWordsPl.places), patienceCommandWordsPl.connectors].flat();
    for (const word of all) assert.equal(word, word.toLowerCase());
  });
});
