/**
 * Tarok's Polish sentences met in a Taroklomber deal by keys (test/browser/tarok.test.ts, issue 26) that
 * the draft had wrong: the prompt to give a card back (TL14) keeps the genitive of its negated list for the
 * card just received ("ani taroka, ani króla, i nigdy karty dopiero co otrzymanej", as the refusal says it)
 * and has one colon, not two.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { tarokPl } from '../../locales/tarok/pl.js';

describe('Tarok in Polish: the sentences of a Taroklomber deal (issue 26)', () => {
  it('TL14: the prompt to give a card back, the card just received in the genitive like the refusal', () => {
    const f = { toLay: 0, follow: null, mustTarok: false, game: null, holder: null, calls: 1 };
    assert.equal(tarokPl.tarok.yourTurn('give', f), 'Twój ruch: oddaj kartę; jeśli możesz, ani taroka, ani króla, i nigdy karty dopiero co otrzymanej.');
    assert.match(tarokPl.tarok.violation('BAD_RETURN', 'TL14', {}), /i nie karty dopiero co otrzymanej\./);
  });
});
