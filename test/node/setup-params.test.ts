/**
 * The parameter spec (src/play/params.ts, issue 22): one list of a game's parameters gives its form, its
 * address parameters and one reader for both — every value checked and named when bad, nothing started.
 * Read here through Das Hundertspiel's and Piquet's setups, which use every kind (a choice with aliases,
 * flags, a number, the seats with an address level).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HUNDERTSPIEL_SETUP } from '../../src/games/hundertspiel/setup.js';
import { hundertspielMessages, loadHundertspielTexts } from '../../src/games/hundertspiel/texts.js';
import { PIQUET_SETUP } from '../../src/games/piquet/setup.js';
import { loadPiquetTexts, piquetMessages } from '../../src/games/piquet/texts.js';

await loadHundertspielTexts('en');
await loadPiquetTexts('en');
const h = hundertspielMessages('en');
const read = (search: string) => HUNDERTSPIEL_SETUP.optionsFrom(new URLSearchParams(search), h);

describe('the parameter spec: form, address and reader from one list', () => {
  it('the form has a field for every parameter the form reads, in its groups, with the defaults (H4, H51)', () => {
    const form = HUNDERTSPIEL_SETUP.form(h);
    assert.deepEqual(form.map((g) => g.fields.map((f) => `${f.kind}:${f.name}`)), [['choice:players'], ['seats:seats'], ['choice:scat', 'flags:variants', 'number:games']]);
    const seats = form[1]!.fields[0]!;
    assert.equal(seats.kind === 'seats' && seats.count, 4, 'the seats of the default number of players');
    assert.deepEqual(HUNDERTSPIEL_SETUP.urlParams, ['players', 'scat', 'variants', 'games']);
    // A parameter of the address only (Piquet's computer level) is no field of the form.
    assert.ok(!PIQUET_SETUP.form(piquetMessages('en')).some((g) => g.fields.some((f) => f.name === 'level')));
    assert.ok(PIQUET_SETUP.urlParams.includes('level'));
  });

  it('the address: case and aliases are read, an empty value is no value, the seats follow the number of players (H48, H55)', () => {
    const r = read('players=3&scat=TRUE&variants=v-h-2,V-H-1&games=');
    assert.deepEqual(r.problems, []);
    assert.deepEqual(r.options?.options, { engine: { players: 3, scat: true, variants: ['V-H-1', 'V-H-2'] }, games: 1 });
    assert.deepEqual(r.options?.seats.map((s) => s.kind), ['human', 'computer', 'computer']);
    assert.deepEqual(read('').options?.options, { engine: { players: 4 }, games: 1 });
  });

  it('every bad value is named with what is allowed, and nothing starts', () => {
    const r = read('players=5&scat=maybe&variants=V-H-1,V-X-9&games=9');
    assert.equal(r.options, null);
    assert.deepEqual(r.problems, [
      { param: 'players', value: '5', allowed: '3, 4' },
      { param: 'scat', value: 'maybe', allowed: 'no, yes' },
      { param: 'variants', value: 'V-X-9', allowed: 'V-H-1, V-H-2, V-H-3, V-H-4, V-H-5, V-H-6, V-H-7' },
      { param: 'games', value: '9', allowed: '1–5' },
    ]);
    const p = PIQUET_SETUP.optionsFrom(new URLSearchParams('level=genius'), piquetMessages('en'));
    assert.deepEqual(p.problems, [{ param: 'level', value: 'genius', allowed: 'easy, normal, strong' }]);
    // An own key only: an Object property is no value of a choice.
    assert.deepEqual(read('scat=constructor').problems.map((x) => x.param), ['scat']);
  });
});
