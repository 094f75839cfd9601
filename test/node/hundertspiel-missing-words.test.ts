// The Hundertspiel's words for a player's missing fourth honour (the real screen reader heard
// 'Deine fehlender Bube ist der Denari-Bube.', issue 28): nominative, 'Dein fehlender …' for me,
// 'Annas fehlender …' for another, in both the event and the A key's words.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hundertspielDe } from '../../locales/hundertspiel/de.js';
import { hundertspielEn } from '../../locales/hundertspiel/en.js';

const me = { self: true, name: 'du' } as never;
const anna = { self: false, name: 'Anna' } as never;

describe('Hundertspiel: the missing fourth honour in words', () => {
  it('German: Dein fehlender Bube, Annas fehlender König', () => {
    const h = hundertspielDe.hundertspiel;
    assert.equal(h.missingFourth(me, 'J', 'Denari'), 'Dein fehlender Bube ist der Denari-Bube.');
    assert.equal(h.missingFourth(anna, 'K', 'Coppi'), 'Annas fehlender König ist der Coppi-König.');
    assert.equal(h.disclosed(me, 'N', 'Spadi Cavall'), 'Dein fehlender Cavall ist Spadi Cavall.');
  });

  it('English says it as well', () => {
    const h = hundertspielEn.hundertspiel;
    assert.match(h.missingFourth(me, 'J', 'coins'), /^Your missing /);
  });
});
