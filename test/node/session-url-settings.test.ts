import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseUrlParams } from '../../src/session/url-params.js';
import { PAPILLON_URL_PARAMS, papillonOptionsFrom, papillonSetupForm } from '../../src/games/papillon/setup.js';
import { papillonMessages } from '../../src/games/papillon/texts.js';
import { checkSettings, defaultSettings, gameSetting, loadSettings, saveSettings, SETTINGS_KEY } from '../../src/session/settings.js';
import { PAPILLON_SETTINGS, PAYMENTS, SPEAK_CUTS } from '../../src/games/papillon/settings.js';

import { MemoryStorage } from '../support/memory-storage.js';

/** What the shell does with an address: the generic part, then the game's own parameters. */
function startFrom(search: string) {
  const url = parseUrlParams(search, PAPILLON_URL_PARAMS);
  const game = papillonOptionsFrom(url.params, papillonMessages('en'));
  const problems = [...url.problems, ...game.problems];
  const start = url.start && game.options ? { seed: url.start.seed, options: game.options.options } : null;
  return { url, game, problems, start };
}

describe('start from the URL (?seed=…&players=…)', () => {
  it('starts the given deal with the given options', () => {
    const r = startFrom('?seed=abc&players=4&preset=philidor-1756&variants=V-P-7,v-p-9&tours=3&ante=2&lang=de');
    assert.deepEqual(r.problems, []);
    assert.deepEqual(r.start, {
      seed: 'abc',
      options: { players: 4, preset: 'philidor-1756', variants: ['V-P-7', 'V-P-9'], tours: 3, ante: 2 },
    });
    assert.equal(r.url.locale, 'de');
    assert.equal(r.url.seed, 'abc');
  });

  it('no game parameters: no start, no problem', () => {
    const r = startFrom('');
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
      ['?seed=x&preset=constructor', 'preset'],
      ['?seed=x&preset=__proto__', 'preset'],
      ['?seed=x&colour=red', 'colour'],
    ] as const) {
      const r = startFrom(search);
      assert.equal(r.start, null, search);
      assert.equal(r.problems[0]?.param, param, search);
      assert.ok(r.problems[0]!.allowed.length > 0);
    }
  });

  it('the generic part checks only game, seed, lang and unknown keys; the game gets its own parameters', () => {
    const r = parseUrlParams('?game=reihe&seed=5&players=4', ['players']);
    assert.deepEqual(r.problems, []);
    assert.equal(r.game, 'reihe');
    assert.equal(r.seed, '5');
    assert.deepEqual([...r.params], [['players', '4']]);
    assert.deepEqual(r.start, { seed: '5' });
    // Without the game's parameter names, its keys are unknown.
    assert.equal(parseUrlParams('?players=4').problems[0]?.param, 'players');
    // A game parameter alone asks for a start with a fresh seed.
    assert.match(parseUrlParams('?players=4', ['players']).start?.seed ?? '', /^[\w.-]+$/);
  });

  it('an address start gets the default seats: seat 0 the player, the others computer players of level normal', () => {
    const r = papillonOptionsFrom(new URLSearchParams('players=4'), papillonMessages('de'));
    assert.deepEqual(r.options?.seats, [
      { name: 'Du', kind: 'human', level: 'normal' },
      { name: 'Anna', kind: 'computer', level: 'normal' },
      { name: 'Ben', kind: 'computer', level: 'normal' },
      { name: 'Clara', kind: 'computer', level: 'normal' },
    ]);
    assert.deepEqual(papillonOptionsFrom(new URLSearchParams(), papillonMessages('en')).options?.options, { players: 3 });
  });
});

describe("Papillon's setup form as data", () => {
  const en = papillonMessages('en');

  it('has every field of the new-game form', () => {
    const groups = papillonSetupForm(en);
    const fields = groups.flatMap((g) => g.fields.map((f) => `${f.kind}:${f.name}`));
    assert.deepEqual(fields, ['choice:players', 'seats:seats', 'choice:preset', 'flags:variants', 'choice:ante', 'number:tours', 'number:startingCounters']);
    for (const g of groups) {
      assert.ok(g.legend.length > 0);
      for (const f of g.fields) assert.ok(f.label.length > 0, f.name);
    }
    const variants = groups.flatMap((g) => g.fields).find((f) => f.name === 'variants');
    assert.ok(variants?.kind === 'flags' && variants.options.length === 11 && variants.options.every((o) => (o.help ?? '').length > 0));
  });

  it('the form values give the options and seats the old form gave', () => {
    const v = new FormData();
    for (const [k, x] of [
      ['players', '4'], ['mySeat', '2'], ['name-0', ''], ['level-0', 'strong'], ['name-1', 'Bea'], ['level-1', 'easy'],
      ['name-2', ' Me '], ['name-3', ''], ['level-3', 'normal'], ['preset', 'braillespiel'], ['variants', 'V-P-9'], ['variants', 'V-P-6'],
      ['ante', '2'], ['tours', '3'], ['startingCounters', '40'], ['pace', 'slow'], ['seed', 'abc'],
    ]) v.append(k!, x!);
    const r = papillonOptionsFrom(v, en);
    assert.deepEqual(r.problems, []);
    assert.deepEqual(r.options, {
      options: { players: 4, preset: 'braillespiel', variants: ['V-P-6', 'V-P-9'], ante: 2, tours: 3, startingCounters: 40 },
      seats: [
        { name: 'Anna', kind: 'computer', level: 'strong' },
        { name: 'Bea', kind: 'computer', level: 'easy' },
        { name: 'Me', kind: 'human', level: 'normal' },
        { name: 'Clara', kind: 'computer', level: 'normal' },
      ],
    });
  });

  it('bad form values are named', () => {
    const v = new FormData();
    for (const [k, x] of [['players', '3'], ['mySeat', '3'], ['level-1', 'genius'], ['tours', '21'], ['startingCounters', 'x']]) v.append(k!, x!);
    const r = papillonOptionsFrom(v, en);
    assert.equal(r.options, null);
    assert.deepEqual(r.problems.map((p) => p.param).sort(), ['level-1', 'mySeat', 'startingCounters', 'tours']);
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

  it("Papillon's own settings kept by an earlier build (its keys among the shell's) still apply, and are kept under the same keys", () => {
    // The record as builds before issue 22 wrote it: Papillon's payments and cuts in the shell's settings.
    const old = {
      locale: 'de', verbosity: 'detailed', speech: false, speechOnly: false, voice: '', rate: 1, pitch: 1, earcons: false, earconVolume: 0.5,
      cardNames: 'long', pack: 'french', payments: 'total', speakCuts: false, pace: 'slow', thinking: 'normal', theme: 'system', fourColour: false,
    };
    const storage = new MemoryStorage();
    storage.setItem(SETTINGS_KEY, JSON.stringify(old));
    const { settings, problems } = loadSettings(storage, []);
    assert.deepEqual(problems, []);
    assert.equal(settings.verbosity, 'detailed');
    assert.equal(gameSetting(settings, PAYMENTS), 'total');
    assert.equal(gameSetting(settings, SPEAK_CUTS), false);
    // Kept again under the same keys, every one of them.
    assert.equal(saveSettings(storage, { ...settings, payments: 'off' }), true);
    const kept = JSON.parse(storage.getItem(SETTINGS_KEY)!);
    assert.deepEqual(Object.keys(kept).sort(), Object.keys(old).sort());
    assert.deepEqual({ ...kept, payments: 'total' }, old);
    assert.equal(gameSetting(loadSettings(storage, []).settings, PAYMENTS), 'off');
  });

  it("a game's setting not kept, or kept with a value it does not take, is its default (the earlier builds' defaults)", () => {
    const defaults = defaultSettings([]);
    assert.equal('payments' in defaults || 'speakCuts' in defaults, false, 'the shell holds no setting of a game');
    assert.equal(gameSetting(defaults, PAYMENTS), 'each');
    assert.equal(gameSetting(defaults, SPEAK_CUTS), true);
    const r = checkSettings({ payments: 'loud', speakCuts: 'yes' }, defaults);
    assert.deepEqual(r.problems, []);
    assert.equal(gameSetting(r.settings, PAYMENTS), 'each');
    assert.equal(gameSetting(r.settings, SPEAK_CUTS), true);
    // Only a text or on/off can be a game's setting; anything else is dropped.
    assert.equal('extra' in checkSettings({ extra: { a: 1 } }, defaults).settings, false);
  });

  it("Papillon's settings: keys of its own (none of the shell's), defaults among their values, words in both languages", () => {
    const shell = Object.keys(defaultSettings([]));
    for (const s of PAPILLON_SETTINGS) {
      assert.equal(shell.includes(s.key), false, s.key);
      if (s.kind === 'choice') assert.ok(s.values.includes(s.default), s.key);
    }
    assert.deepEqual(PAPILLON_SETTINGS.map((s) => s.key), ['payments', 'speakCuts']);
    assert.equal(PAYMENTS.label('de'), 'Zahlungen in den Ansagen');
    assert.equal(PAYMENTS.valueName('en', 'total'), 'Total only');
    assert.equal(SPEAK_CUTS.label('en'), 'Say each round of the cut for the first dealer');
  });

  it('a full quota is reported, not thrown', () => {
    const storage = new MemoryStorage();
    storage.full = true;
    assert.equal(saveSettings(storage, defaultSettings([])), false);
  });
});

describe('the strong player\'s thinking time is a setting (issue 4: phones are slower)', () => {
  it('each computer decision asks the bots with the budget of the setting in force now', async () => {
    const { botPlayer } = await import('../../src/play/players.js');
    const { THINKING_ITERATIONS } = await import('../../src/session/settings.js');
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
