/**
 * Card references on their way to the catalogues (issue 26; docs/architecture.md, "Card words with cases
 * and gender"): `CardRef` and `CardRefs` say today's nominative names as strings, decline where the deck
 * words give cases, and reach a catalogue unnamed, so the catalogue picks the case its sentence needs.
 * No language declines in the app yet (Polish is not registered): a test table gives German cases here.
 */
import '../../src/i18n/all.js';
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FRENCH } from '../../src/engine/decks/index.js';
import { cardList, cardRef, deckCatalogue, deckNamer, namerFromWords } from '../../src/i18n/deck-names.js';
import { LOCALES } from '../../src/i18n/locale.js';
import { trickNowText } from '../../src/games/tricks/describe.js';
import type { TrickPlayPhrase, TrickWords } from '../../src/games/tricks/words.js';
import type { CardRef } from '../../src/i18n/deck-names.js';
import { describeEvents, describeViolation, type Words } from '../../src/games/whist/describe.js';
import type { WhistMessages } from '../../src/games/whist/texts.js';
import type { WhistView } from '../../src/games/whist/types.js';
import { getMessages } from '../../src/i18n/index.js';
import { list } from '../../src/i18n/messages.js';
import { cardRefsBySuit, cardsBySuit, type Words as PiquetWords } from '../../src/games/piquet/describe.js';
import { loadPiquetTexts, piquetMessages } from '../../src/games/piquet/texts.js';
import type { PiquetView } from '../../src/games/piquet/types.js';
import * as TD from '../../src/games/tarok/describe.js';
import { tarokGame } from '../../src/games/tarok/index.js';
import { loadTarokTexts, tarokMessages } from '../../src/games/tarok/texts.js';

/** German's card words with cases given for the test: the weak "Bube" (accusative and dative "Buben"). */
function decliningNamer() {
  const de = deckCatalogue('de');
  const french = { ...de.french, ranks: { ...de.french.ranks, J: { ...de.french.ranks.J, cases: { accusative: 'Buben', dative: 'Buben' }, animate: true as const } } };
  return namerFromWords(FRENCH, french, de.grammar);
}

describe('card references: CardRef and CardRefs (issue 26)', () => {
  it('a list of references is the namer\'s list as a string, in every language and style', () => {
    for (const locale of LOCALES) {
      const n = deckNamer('french', locale);
      const cards = ['QH', 'AS', '2C'];
      for (const style of ['long', 'short'] as const) {
        const refs = n.list(cards, style);
        assert.equal(String(refs), n.names(cards, style), `${locale} ${style}`);
        assert.equal(refs.name({ case: 'nominative' }), n.names(cards, style));
        // A case the language declines gives each card in it; a language without cases (and braille) keeps the nominative.
        assert.equal(refs.name({ case: 'genitive' }), style === 'short' ? n.names(cards, style) : list(locale, refs.refs.map((r) => r.name({ case: 'genitive' }))));
        assert.deepEqual(refs.refs.map((r) => r.id), cards);
      }
    }
    assert.equal(deckNamer('french', 'pl').list(['QH', 'AS', '2C']).name({ case: 'genitive' }), 'damy kier, asa pik i dwójki trefl');
  });

  it('a list declines each card in the case asked for; the braille style ignores the case', () => {
    const n = decliningNamer();
    const refs = n.list(['JC', 'QH', 'JS']);
    assert.equal(`${refs}`, 'Kreuz Bube, Herz Dame und Pik Bube');
    assert.equal(refs.name({ case: 'accusative' }), 'Kreuz Buben, Herz Dame und Pik Buben');
    assert.equal(refs.name({ case: 'nominative' }), 'Kreuz Bube, Herz Dame und Pik Bube');
    assert.equal(n.list(['JC', 'QH'], 'short').name({ case: 'dative' }), 'KB HD');
  });

  it('an empty list says the word given for none; a game\'s own reference names itself by form', () => {
    assert.equal(String(cardList('en', [], 'long', 'none')), 'none');
    const titled = cardRef('AS', 'f', false, (form) => (form.case === 'accusative' ? 'die Spadille' : 'Spadille'));
    assert.equal(String(titled), 'Spadille');
    assert.equal(titled.name({ case: 'accusative' }), 'die Spadille');
    assert.equal(titled.name({ case: 'nominative' }), 'Spadille');
    assert.equal(String(cardList('de', [titled, decliningNamer().ref('JC')])), 'Spadille und Kreuz Bube');
  });

  it('a reference named with an article is the grammar\'s phrase of it (RankForm as a form), in every pack and language', () => {
    const forms = [
      [{ article: 'definite' }, 'definite'],
      [{ article: 'indefinite' }, 'indefinite'],
      [{ article: 'indefinite', case: 'accusative' }, 'indefiniteAccusative'],
      [{ article: 'indefinite', case: 'dative' }, 'indefiniteDative'],
    ] as const;
    for (const locale of LOCALES) {
      for (const deck of ['french', 'piquet', 'ombre', 'trappola', 'tarock'] as const) {
        const n = deckNamer(deck, locale);
        for (const c of n.deck.cards) {
          for (const [form, rankForm] of forms) assert.equal(n.ref(c).name(form), n.phrase(c, rankForm), `${locale} ${deck} ${c} ${rankForm}`);
          assert.equal(n.ref(c, 'short').name({ article: 'definite' }), n.name(c, 'short'));
        }
      }
    }
    assert.equal(deckNamer('french', 'de').ref('JC').name({ article: 'indefinite', case: 'accusative' }), 'einen Kreuz Buben');
    // German declines the weak "Bube" from its table (locales/decks/de.ts), not by a rule in code.
    assert.equal(deckNamer('french', 'de').ref('JC').name({ case: 'dative' }), 'Kreuz Buben');
    assert.equal(deckNamer('trappola', 'de').rankPhrase('Sw', 'J', 'indefiniteDative'), 'einem Buben');
    assert.equal(deckNamer('tarock', 'de').ref('C-J').name({ article: 'indefinite', case: 'dative' }), 'einem Kreuz Buben');
    assert.equal(deckNamer('french', 'en').ref('AH').name({ article: 'indefinite' }), 'an ace of hearts');
  });

  it('a catalogue receives the cards of a trick as references and declines them itself (the trick words, T)', () => {
    const n = decliningNamer();
    let seen: readonly TrickPlayPhrase[] = [];
    const words = {
      trickNow: (_n: number, _of: number, plays: readonly TrickPlayPhrase[]) => {
        seen = plays;
        return plays.map((p) => p.card.name({ case: 'accusative' })).join(' / ');
      },
    } as unknown as TrickWords;
    const text = trickNowText(words, { locale: 'de', me: 0, names: ['Anna', 'Ben'] }, {
      done: 0,
      of: 13,
      trick: [
        { seat: 1, card: 'JC' },
        { seat: 0, card: 'QC' },
      ],
      winner: 1,
      toMove: null,
      name: (c) => n.ref(c),
    });
    assert.equal(text, 'Kreuz Buben / Kreuz Dame');
    assert.deepEqual(seen.map((p) => [typeof p.card, String(p.card), p.winning]), [
      ['object', 'Kreuz Bube', false],
      ['object', 'Kreuz Dame', true],
    ]);
  });

  it('a game\'s describer hands its catalogue references, not names (Whist: W18 card not in hand, the draw)', () => {
    const seen: unknown[] = [];
    const whist = {
      violation: (_code: string, _rule: string, facts: { card?: CardRef }) => (seen.push(facts.card), 'refused'),
      drew: (_who: unknown, card: CardRef) => (seen.push(card), 'drew'),
    };
    for (const locale of LOCALES) {
      seen.length = 0;
      const w: Words = { messages: { ...getMessages(locale), whist } as unknown as WhistMessages, locale, me: 0, names: ['Anna'], style: 'long', view: { trick: [] } as unknown as WhistView };
      describeViolation(w, { rule: 'W18', code: 'CARD_NOT_IN_HAND', message: '', details: { card: 'JC' } });
      describeEvents([{ type: 'drawCard', player: 0, card: 'QH' } as never], w);
      const n = deckNamer('french', locale);
      assert.deepEqual(seen.map((r) => [typeof r, (r as CardRef).id, String(r), (r as CardRef).name({ case: 'accusative' })]), [
        ['object', 'JC', n.name('JC'), n.ref('JC').name({ case: 'accusative' })],
        ['object', 'QH', n.name('QH'), n.ref('QH').name({ case: 'accusative' })],
      ], locale);
    }
  });

  describe('Tarok\'s describer hands its catalogue references (the trick words take nothing else)', () => {
    before(async () => {
      for (const locale of LOCALES) await loadTarokTexts(locale);
    });
    it('T11 refused for the Skat, a call, the Skat taken, a card played: references with their ids, said as today\'s names', () => {
      const seen: unknown[] = [];
      const keep = (x: unknown) => (seen.push(x), 'said');
      const view = tarokGame.view(tarokGame.start({ form: 'lomber', method: 'new' }, '1').state, 0);
      for (const locale of LOCALES) {
        seen.length = 0;
        const m = tarokMessages(locale);
        const tarok = { ...m.tarok, violation: (_c: string, _r: string, f: { card?: CardRef }) => keep(f.card), called: (_w: unknown, card: CardRef) => keep(card), skatTaken: (_w: unknown, cards: unknown) => keep(cards) };
        const tricks = { ...m.tricks, led: (_w: unknown, card: CardRef) => keep(card) };
        const w: TD.Words = { messages: { ...m, tarok, tricks } as typeof m, locale, me: 0, names: ['Anna', 'Ben', 'Cleo'], style: 'long', view: { ...view, trick: [], tricks: [] } };
        TD.describeViolation(w, { rule: 'T11', code: 'SKAT_FORBIDDEN', message: '', details: { card: 'T-21' } });
        TD.describeEvents([{ type: 'called', seat: 0, card: 'H-K', from: null }, { type: 'skatTaken', seat: 0, cards: ['T-1', 'C-10'], visibleTo: 0 }], w);
        TD.describeEvents([{ type: 'cardPlayed', seat: 1, card: 'S-J', trick: 1 }], { ...w, view: { ...w.view, trick: [{ seat: 1, card: 'S-J' }] } });
        const n = deckNamer('tarock', locale);
        const [card, call, skat, led] = seen as [CardRef, CardRef, { refs: readonly CardRef[] }, CardRef];
        assert.deepEqual([card.id, call.id, skat.refs.map((r) => r.id), led.id], ['T-21', 'H-K', ['T-1', 'C-10'], 'S-J'], locale);
        assert.deepEqual([String(card), String(call), String(skat), String(led)], [n.name('T-21'), n.name('H-K'), n.names(['T-1', 'C-10']), n.name('S-J')], locale);
      }
    });
  });

  describe('a game\'s own list (Piquet, cards said suit by suit)', () => {
    before(async () => {
      for (const locale of LOCALES) await loadPiquetTexts(locale);
    });
    it('is cardsBySuit as a string, and declines its words in the case a catalogue asks (German Bube from the table)', () => {
      const words = (locale: (typeof LOCALES)[number], style: 'long' | 'short'): PiquetWords => ({ messages: piquetMessages(locale), locale, me: 0, names: ['Anna', 'Ben'], style, view: {} as PiquetView, bounds: null });
      const cards = ['JC', 'QC', 'AH'];
      for (const locale of LOCALES) {
        for (const style of ['long', 'short'] as const) {
          const refs = cardRefsBySuit(words(locale, style), cards);
          assert.equal(String(refs), cardsBySuit(words(locale, style), cards), `${locale} ${style}`);
          assert.deepEqual(refs.refs.map((r) => r.id), cards);
        }
      }
      assert.equal(String(cardRefsBySuit(words('de', 'long'), cards)), 'Kreuz Dame und Bube; Herz Ass');
      assert.equal(cardRefsBySuit(words('de', 'long'), cards).name({ case: 'dative' }), 'Kreuz Dame und Buben; Herz Ass');
      assert.equal(cardRefsBySuit(words('de', 'short'), cards).name({ case: 'dative' }), 'KB KD HA');
    });
  });
});
