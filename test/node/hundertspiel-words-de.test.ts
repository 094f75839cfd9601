// The Hundertspiel's German words that begin with what is mine (the real screen reader heard
// 'Deine fehlender Bube ist der Denari-Bube.' and 'Deinen Sechsundzwanziger mit Spadi Do: verloren.',
// issue 28): the nominative, 'Dein fehlender …', 'Dein Sechsundzwanziger …', as for another
// ('Annas …'); the accusative stays where it belongs ('Contra gegen deinen …').
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hundertspielDe } from '../../locales/hundertspiel/de.js';
import { hundertspielEn } from '../../locales/hundertspiel/en.js';
import '../../src/i18n/all.js';
import * as H from '../../src/games/hundertspiel/index.js';
import * as HD from '../../src/games/hundertspiel/describe.js';
import { hundertspielMessages } from '../../src/games/hundertspiel/texts.js';
import { PASS, run, state } from './support/hundertspiel.js';
import type { Locale } from '../../src/i18n/locale.js';

const me = { self: true, name: 'du' } as never;
const anna = { self: false, name: 'Anna' } as never;

describe('Hundertspiel: what is mine at the start of a sentence', () => {
  it('German: Dein fehlender Bube, Annas fehlender König', () => {
    const h = hundertspielDe.hundertspiel;
    assert.equal(h.missingFourth(me, 'J', 'Denari'), 'Dein fehlender Bube ist der Denari-Bube.');
    assert.equal(h.missingFourth(anna, 'K', 'Coppi'), 'Annas fehlender König ist der Coppi-König.');
    assert.equal(h.disclosed(me, 'N', 'Spadi Cavall'), 'Dein fehlender Cavall ist Spadi Cavall.');
  });

  it('German: Dein Sechsundzwanziger …: verloren; Contra gegen deinen', () => {
    const h = hundertspielDe.hundertspiel;
    const mine = { who: me, kind: '26', dos: ['Spadi Do'], contra: 0, status: 'open' } as never;
    assert.equal(h.decided(mine, false), 'Dein Sechsundzwanziger mit Spadi Do: verloren.');
    assert.equal(h.decided({ ...(mine as object), who: anna } as never, true), 'Annas Sechsundzwanziger mit Spadi Do: gewonnen.');
    assert.equal(h.contra(anna, 1, mine), 'Anna sagt Contra gegen deinen Sechsundzwanziger mit Spadi Do.');
  });

  it('English says it as well', () => {
    const h = hundertspielEn.hundertspiel;
    assert.match(h.missingFourth(me, 'J', 'coins'), /^Your missing /);
  });
});

describe('Hundertspiel: a Contra is said against the announcement as it stood (H16, EX-H-4)', () => {
  it('West lays Cu-Do, South says Contra: "Contra" once, in both languages (Orca heard "…, Contra." after it)', () => {
    const s = state({ trump: 'Cu', phase: 'announce', hands: [[], [], ['Cu-Do'], []], fill: 9 });
    const r = run(s, [PASS, PASS, { type: 'announce', kind: '26', dos: ['Cu-Do'] }, PASS, PASS]);
    const c = run(r.state, [{ type: 'contra' }]);
    const said = (locale: Locale) => {
      const w: HD.Words = { messages: hundertspielMessages(locale), locale, me: 0, names: ['Dora', 'Anna', 'Ben', 'Clara'], style: 'long', view: H.view(c.state, 0), games: 1 };
      return HD.describeEvents(c.events.map((e) => H.visibleEvent(e, 0)), w).map((x) => x.text).filter((t) => /Contra/.test(t));
    };
    const [en] = said('en');
    const [de] = said('de');
    assert.equal(en?.match(/\bContra\b/g)?.length, 1, en);
    assert.equal(de?.match(/\bContra\b/g)?.length, 1, de);
    assert.match(en!, /says Contra to .*26/);
  });
});
