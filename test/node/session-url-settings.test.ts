import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseUrlParams } from '../../src/session/url-params.js';
import { checkSettings, defaultSettings, loadSettings, saveSettings, SETTINGS_KEY } from '../../src/session/settings.js';

import { MemoryStorage } from '../support/memory-storage.js';

describe('start from the URL (?seed=…&players=…)', () => {
  it('starts the given deal with the given options', () => {
    const r = parseUrlParams('?seed=abc&players=4&preset=philidor-1756&variants=V-P-7,v-p-9&tours=3&ante=2&lang=de');
    assert.deepEqual(r.problems, []);
    assert.deepEqual(r.start, {
      seed: 'abc',
      options: { players: 4, preset: 'philidor-1756', variants: ['V-P-7', 'V-P-9'], tours: 3, ante: 2 },
    });
    assert.equal(r.locale, 'de');
  });

  it('no game parameters: no start, no problem', () => {
    const r = parseUrlParams('');
    assert.equal(r.start, null);
    assert.deepEqual(r.problems, []);
  });

  it('a bad parameter is named with what is allowed, and nothing starts (P1)', () => {
    for (const [search, param] of [
      ['?players=5', 'players'],
      ['?seed=x&variants=V-P-99', 'variants'],
      ['?seed=x&tours=0', 'tours'],
      ['?seed=x&ante=3', 'ante'],
      ['?seed=a%20b', 'seed'],
      ['?seed=x&lang=fr', 'lang'],
      ['?seed=x&preset=vienna', 'preset'],
      ['?seed=x&colour=red', 'colour'],
    ] as const) {
      const r = parseUrlParams(search);
      assert.equal(r.start, null, search);
      assert.equal(r.problems[0]?.param, param, search);
      assert.ok(r.problems[0]!.allowed.length > 0);
    }
  });
});

describe('settings persist and survive bad data', () => {
  it('the browser language picks the default', () => {
    assert.equal(defaultSettings(['de-AT', 'en']).locale, 'de');
    assert.equal(defaultSettings(['fr-FR']).locale, 'en');
  });

  it('saved settings come back', () => {
    const storage = new MemoryStorage();
    const s = { ...defaultSettings([]), verbosity: 'detailed' as const, cardNames: 'short' as const, pace: 'waitForKey' as const };
    assert.equal(saveSettings(storage, s), true);
    assert.deepEqual(loadSettings(storage, []).settings, s);
  });

  it('corrupt JSON gives the defaults and reports it; a bad field falls back alone', () => {
    const storage = new MemoryStorage();
    storage.setItem(SETTINGS_KEY, '{not json');
    assert.deepEqual(loadSettings(storage, ['en']), { settings: defaultSettings(['en']), problems: ['settings'] });
    const r = checkSettings({ verbosity: 'loud', rate: 9, pace: 'slow', extra: 1 }, defaultSettings([]));
    assert.deepEqual(r.problems.sort(), ['rate', 'verbosity']);
    assert.equal(r.settings.pace, 'slow');
    assert.equal(r.settings.verbosity, 'normal');
    assert.equal('extra' in r.settings, false);
  });

  it('a full quota is reported, not thrown', () => {
    const storage = new MemoryStorage();
    storage.full = true;
    assert.equal(saveSettings(storage, defaultSettings([])), false);
  });
});

describe('the strong player\'s thinking time is a setting (issue 4: phones are slower)', () => {
  it('each computer decision asks the bots with the budget of the setting in force now', async () => {
    const { botPlayer, THINKING_ITERATIONS } = await import('../../src/play/players.js');
    const asked: unknown[] = [];
    const decider = {
      decide: async (_game: string, _level: string, _view: unknown, legal: readonly unknown[], opts: unknown) => {
        asked.push(opts);
        return { move: legal[0] as never };
      },
    };
    let thinking: 'quick' | 'normal' | 'thorough' = 'quick';
    const player = botPlayer(decider as never, 'a-game', 'strong', () => thinking);
    await player.decide({} as never, [{ type: 'layDown' }], 's1');
    thinking = 'thorough';
    await player.decide({} as never, [{ type: 'layDown' }], 's2');
    assert.deepEqual(asked, [
      { seed: 's1', budget: { iterations: THINKING_ITERATIONS.quick } },
      { seed: 's2', budget: { iterations: THINKING_ITERATIONS.thorough } },
    ]);
    assert.ok(THINKING_ITERATIONS.quick < THINKING_ITERATIONS.normal && THINKING_ITERATIONS.normal < THINKING_ITERATIONS.thorough);
  });

  it('a bad stored value falls back to the default', () => {
    const r = checkSettings({ thinking: 'forever' }, defaultSettings([]));
    assert.equal(r.settings.thinking, 'normal');
    assert.deepEqual(r.problems, ['thinking']);
  });
});
