/**
 * The card packs (src/engine/decks/) and their words (locales/decks/, src/i18n/deck-names.ts): counts,
 * subsets, card strings of the contracts, names in both languages, German articles, the typed
 * vocabulary and the faces of the visual table.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DECKS, FRENCH, FULL_PACK, OMBRE, PIQUET, RANKS, TAROCK, TRAPPOLA, cardListProblem, isTarock, rankOf, type Deck } from '../../src/engine/decks/index.js';
import { deckCatalogue, deckNamer, deckVocabulary, deckWords, namerFromWords, vocabularyFromWords } from '../../src/i18n/deck-names.js';
import { cardFaceOf, cardName, cardNames, getMessages, type Locale, type Pack } from '../../src/i18n/index.js';
import type { RankForm } from '../../src/i18n/deck-words.js';
import { createHash } from 'node:crypto';
import { LOCALES } from '../../src/i18n/locale.js';

const ALL: readonly Deck[] = Object.values(DECKS);
const FORMS: readonly RankForm[] = ['bare', 'definite', 'indefinite', 'indefiniteAccusative', 'indefiniteDative'];

/** Every way a pack is named: its own words; the French pack also as number cards. */
function packsOf(deck: Deck): readonly Pack[] {
  return deck.family === 'french' ? ['french', 'numbers'] : ['french'];
}

describe('decks: card ids', () => {
  it('every pack has the right number of unique cards', () => {
    const sizes = { french: 52, piquet: 32, ombre: 40, trappola: 36, tarock: 78 } as const;
    for (const d of ALL) {
      assert.equal(d.cards.length, sizes[d.id], d.id);
      assert.equal(d.size, d.cards.length);
      assert.equal(new Set(d.cards).size, d.cards.length, `${d.id}: unique`);
      for (const c of d.cards) {
        const p = d.parse(c)!;
        assert.ok(p, c);
        assert.equal(d.card(p.suit, p.rank), c);
        assert.equal(d.suitOf(c), p.suit);
        assert.equal(d.rankOf(c), p.rank);
        assert.ok(d.isCard(c));
        assert.ok(d.order(p.suit).includes(p.rank), `${c} in the order of its suit`);
      }
      for (const s of d.suits) assert.equal(new Set(d.order(s)).size, d.ranksOf(s).length, `${d.id} ${s}: order lists every rank once`);
    }
  });

  it('the French 52 keep their fixed order (shuffles start from it)', () => {
    assert.equal(FULL_PACK, FRENCH.cards);
    assert.deepEqual(FULL_PACK.slice(0, 13), ['AC', '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '10C', 'JC', 'QC', 'KC']);
    assert.deepEqual(FULL_PACK.slice(-3), ['JS', 'QS', 'KS']);
    assert.deepEqual(FRENCH.order('H'), ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2']);
  });

  it('Piquet (Q2) is exactly the 32 cards A K Q J 10 9 8 7 of C D H S', () => {
    const want = ['C', 'D', 'H', 'S'].flatMap((s) => ['A', 'K', 'Q', 'J', '10', '9', '8', '7'].map((r) => `${r}${s}`));
    assert.deepEqual([...PIQUET.cards].sort(), want.sort());
    assert.deepEqual(PIQUET.cards, FULL_PACK.filter((c) => PIQUET.isCard(c)), 'in the order of the 52');
    assert.deepEqual(PIQUET.order('S'), ['A', 'K', 'Q', 'J', '10', '9', '8', '7'], 'Q3');
    for (const c of ['10S', 'QH', '7C']) assert.ok(PIQUET.isCard(c), c);
    for (const c of ['6S', '2H']) assert.ok(!PIQUET.isCard(c), c);
  });

  it('Ombre (O6) is exactly the 40 cards A K Q J 7 6 5 4 3 2 of C D H S: the 52 without 8, 9, 10', () => {
    const want = ['C', 'D', 'H', 'S'].flatMap((s) => ['A', 'K', 'Q', 'J', '7', '6', '5', '4', '3', '2'].map((r) => `${r}${s}`));
    assert.deepEqual([...OMBRE.cards].sort(), want.sort());
    assert.deepEqual(OMBRE.cards, FULL_PACK.filter((c) => !/^(8|9|10)/.test(c)));
    for (const c of ['AS', '7H', 'QD', '2S']) assert.ok(OMBRE.isCard(c), c);
    for (const c of ['8S', '9H', '10D']) assert.ok(!OMBRE.isCard(c), c);
  });

  it('Trappola (H1, H2): the card strings of hundertspiel-engine.md, A K N J 10 9 8 7 Do from high to low', () => {
    for (const c of ['Ba-Do', 'Cu-N', 'Sw-10', 'Co-K', 'Sw-J', 'Cu-10', 'Ba-7']) assert.ok(TRAPPOLA.isCard(c), c);
    for (const c of ['Ba-Q', 'Sw-2', 'BaDo', 'Do-Ba', 'Ba-do', '10S']) assert.ok(!TRAPPOLA.isCard(c), c);
    assert.deepEqual(TRAPPOLA.suits, ['Sw', 'Ba', 'Cu', 'Co']);
    assert.deepEqual(TRAPPOLA.order('Cu'), ['A', 'K', 'N', 'J', '10', '9', '8', '7', 'Do']);
    assert.deepEqual(TRAPPOLA.parse('Cu-N'), { suit: 'Cu', rank: 'N' });
  });

  it('Tarock: 21 tarocks and the Sküs, four suits of 14 with the Cavall', () => {
    const tarocks = TAROCK.cards.filter(isTarock);
    assert.equal(tarocks.length, 22);
    assert.deepEqual(tarocks.slice(0, 2), ['T-1', 'T-2']);
    assert.deepEqual(tarocks.slice(-2), ['T-21', 'T-Sk']);
    for (const s of ['C', 'D', 'H', 'S'] as const) {
      assert.deepEqual(TAROCK.ranksOf(s), ['K', 'Q', 'N', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2', 'A']);
    }
    assert.deepEqual(TAROCK.order('T').slice(0, 3), ['Sk', '21', '20']);
    assert.equal(TAROCK.order('T').at(-1), '1');
    for (const c of ['H-N', 'S-K', 'D-10', 'C-A', 'T-1', 'T-21', 'T-Sk']) assert.ok(TAROCK.isCard(c), c);
    for (const c of ['T-22', 'T-0', 'H-1', 'H-11', 'H-C', 'T-A']) assert.ok(!TAROCK.isCard(c), c);
  });

  it('cardListProblem: unknown cards, duplicates; the French message stays as it was', () => {
    assert.equal(cardListProblem(['AC', '10S'], 'hand'), null);
    assert.equal(cardListProblem(['AC', '1S'], 'hand'), 'hand: unknown card "1S" (expected rank A,2-10,J,Q,K then suit C,D,H,S, e.g. "10S")');
    assert.equal(cardListProblem(['AC', 'AC'], 'hand'), 'hand: duplicate card AC');
    assert.equal(cardListProblem(['AC', 'AC'], 'hand', 2), null);
    assert.equal(cardListProblem('AC', 'hand'), 'hand must be a list of cards');
    assert.match(PIQUET.cardListProblem(['6S'], 'talon')!, /talon: unknown card "6S"/);
    assert.equal(OMBRE.cardListProblem(['AS', '7H'], 'hand'), null);
    assert.match(TRAPPOLA.cardListProblem(['Ba-Do', 'Ba-Do'], 'scat')!, /duplicate card Ba-Do/);
    assert.match(TRAPPOLA.cardListProblem(['AS'], 'hand')!, /unknown card "AS".*"Ba-Do"/);
    assert.equal(TAROCK.cardListProblem(['T-Sk', 'H-N'], 'hand'), null);
    assert.throws(() => TRAPPOLA.rankOf('Ba-Q'), /Not a card of the trappola pack/);
  });
});

describe('decks: names in both languages', () => {
  it('every card of every pack has a long and a short name in both languages; long names hold words only', () => {
    for (const d of ALL) {
      for (const locale of LOCALES) {
        for (const pack of packsOf(d)) {
          const n = deckNamer(d, locale, pack);
          const longs = new Set<string>();
          const shorts = new Set<string>();
          for (const c of d.cards) {
            const long = n.name(c);
            const short = n.name(c, 'short');
            const where = `${d.id} ${locale} ${pack} ${c}: "${long}"`;
            assert.ok(long.trim().length > 2 && short.trim().length > 0, where);
            assert.doesNotMatch(long, /[♣♦♥♠\d]|-|undefined/, `${where}: no symbol, digit or card string`);
            for (const w of long.split(' ')) assert.ok(w.length >= 2, `${where}: no one-letter token`);
            assert.doesNotMatch(short, /\s|undefined/, where);
            longs.add(long);
            shorts.add(short);
          }
          assert.equal(longs.size, d.size, `${d.id} ${locale} ${pack}: long names unique`);
          assert.equal(shorts.size, d.size, `${d.id} ${locale} ${pack}: short names unique`);
        }
      }
    }
  });

  it('the French names, articles and rank phrases are byte for byte those of the naming before the packs', () => {
    // Regression pin: sha256 of every name, list, definite name and rank phrase (both packs, both
    // styles) per language. German and English were computed with src/i18n/cards.ts and the catalogues
    // of commit 04351b4 (together 31d768fc…); Polish is pinned as registered (issue 26).
    const PINS: Readonly<Record<Locale, string>> = {
      de: 'd291d65a9dffe493ffa7e7cc7b521ab9e1e3179a8d49a42ead9f9a9f3a1e93f9',
      en: '17294f087ecf7789591bcca8d28f016ae4b3a3af2f5a2d0b6e73a54408f70f7c',
      pl: '9787bda86b49d576ce21547215339dbfc4b6a6195660a3234b6172b466afdc88',
    };
    for (const locale of LOCALES) {
      const out: string[] = [];
      const messages = getMessages(locale);
      for (const pack of ['french', 'numbers'] as const) {
        for (const style of ['long', 'short'] as const) {
          for (const c of FULL_PACK) out.push(cardName(c, { messages, style, pack }));
          out.push(cardNames(FULL_PACK, { messages, style, pack }));
          for (const c of FULL_PACK) out.push(messages.cards.definite(cardName(c, { messages, style, pack }), rankOf(c), pack, style));
        }
        for (const r of RANKS) for (const f of FORMS) out.push(messages.cards.rankPhrase(r, pack, f));
        for (const style of ['long', 'short'] as const) {
          const n = deckNamer(FRENCH, locale, pack);
          for (const c of FULL_PACK) assert.equal(n.name(c, style), cardName(c, { messages, style, pack }), `${locale} ${pack} ${style} ${c}`);
        }
      }
      assert.equal(out.length, 550, locale);
      assert.equal(createHash('sha256').update(out.join('\n')).digest('hex'), PINS[locale], locale);
    }
  });

  it('names in a few spot checks', () => {
    const de = (d: Deck, c: string, style: 'long' | 'short' = 'long') => deckNamer(d, 'de').name(c, style);
    const en = (d: Deck, c: string, style: 'long' | 'short' = 'long') => deckNamer(d, 'en').name(c, style);
    assert.equal(de(FRENCH, '10H'), 'Herz Zehn');
    assert.equal(de(FRENCH, 'QD', 'short'), 'RD');
    assert.equal(en(FRENCH, 'QD'), 'queen of diamonds');
    assert.equal(deckNamer(FRENCH, 'de', 'numbers').name('JH'), 'Rot Elf');
    assert.equal(deckNamer(FRENCH, 'en', 'numbers').name('JH', 'short'), 'R11');
    assert.equal(de(TRAPPOLA, 'Ba-Do'), 'Bastoni Do');
    assert.equal(de(TRAPPOLA, 'Cu-10'), 'Coppi Zehner');
    assert.equal(de(TRAPPOLA, 'Co-K'), 'Denari König');
    assert.equal(de(TRAPPOLA, 'Ba-Do', 'short'), 'BDo');
    assert.equal(de(TRAPPOLA, 'Cu-N', 'short'), 'CC');
    assert.equal(en(TRAPPOLA, 'Cu-N'), 'cavall of cups');
    assert.equal(en(TRAPPOLA, 'Ba-Do'), 'Do of batons');
    assert.equal(en(TRAPPOLA, 'Sw-10', 'short'), 'Sw-10');
    assert.equal(de(TAROCK, 'H-N'), 'Herz Cavall');
    assert.equal(de(TAROCK, 'H-N', 'short'), 'HC');
    assert.equal(de(TAROCK, 'T-14'), 'Tarock Vierzehn');
    assert.equal(de(TAROCK, 'T-14', 'short'), 'T14');
    assert.equal(de(TAROCK, 'T-1'), 'Pagat');
    assert.equal(de(TAROCK, 'T-1', 'short'), 'T1');
    assert.equal(de(TAROCK, 'T-21'), 'Mond');
    assert.equal(de(TAROCK, 'T-Sk'), 'Sküs');
    assert.equal(de(TAROCK, 'T-Sk', 'short'), 'Sk');
    assert.equal(en(TAROCK, 'T-Sk'), 'Excuse');
    assert.equal(en(TAROCK, 'T-14'), 'tarock fourteen');
    assert.equal(en(TAROCK, 'S-N'), 'cavall of spades');
    assert.equal(en(TAROCK, 'S-N', 'short'), 'NS');
    assert.equal(deckNamer(TRAPPOLA, 'de').names(['Sw-A', 'Ba-Do', 'Cu-N']), 'Spadi Ass, Bastoni Do und Coppi Cavall');
    assert.equal(deckNamer(TRAPPOLA, 'de').names(['Sw-A', 'Ba-Do'], 'short'), 'SA BDo');
  });

  it('German articles and cases agree with the gender of each card (French, Trappola per the 1829 source, Tarock)', () => {
    const f = deckNamer(FRENCH, 'de');
    assert.equal(f.phrase('QH', 'definite'), 'die Herz Dame');
    assert.equal(f.phrase('JC', 'definite'), 'der Kreuz Bube');
    assert.equal(f.phrase('AS', 'definite'), 'das Pik Ass');
    assert.equal(f.phrase('JC', 'indefiniteAccusative'), 'einen Kreuz Buben');
    assert.equal(f.phrase('10D', 'indefiniteDative'), 'einer Karo Zehn');
    assert.equal(f.rankPhrase('H', 'J', 'indefiniteDative'), 'einem Buben');
    assert.equal(deckNamer(FRENCH, 'de', 'numbers').phrase('JH', 'definite'), 'die Rot Elf');
    const t = deckNamer(TRAPPOLA, 'de');
    // §18 "Der Cavall vertritt …", "der sogenannte Do"; "das Aß"; §18 Zehner, Neuner, Achter, Siebner
    assert.equal(t.phrase('Sw-N', 'definite'), 'der Spadi Cavall');
    assert.equal(t.phrase('Ba-Do', 'definite'), 'der Bastoni Do');
    assert.equal(t.phrase('Co-A', 'definite'), 'das Denari Ass');
    assert.equal(t.phrase('Cu-10', 'definite'), 'der Coppi Zehner');
    assert.equal(t.phrase('Sw-J', 'indefiniteAccusative'), 'einen Spadi Buben');
    assert.equal(t.phrase('Ba-Do', 'indefiniteDative'), 'einem Bastoni Do');
    assert.equal(t.rankPhrase('Cu', 'N', 'indefinite'), 'ein Cavall');
    const k = deckNamer(TAROCK, 'de');
    assert.equal(k.phrase('H-Q', 'definite'), 'die Herz Dame');
    assert.equal(k.phrase('H-N', 'definite'), 'der Herz Cavall');
    assert.equal(k.phrase('D-A', 'definite'), 'das Karo Ass');
    assert.equal(k.phrase('T-1', 'definite'), 'der Pagat');
    assert.equal(k.phrase('T-21', 'definite'), 'der Mond');
    assert.equal(k.phrase('T-Sk', 'definite'), 'der Sküs');
    assert.equal(k.phrase('T-14', 'indefiniteAccusative'), 'einen Tarock Vierzehn');
    const e = (d: Deck) => deckNamer(d, 'en');
    assert.equal(e(FRENCH).phrase('QH', 'definite'), 'the queen of hearts');
    assert.equal(e(FRENCH).phrase('8H', 'indefinite'), 'an eight of hearts');
    assert.equal(e(TRAPPOLA).phrase('Cu-N', 'definite'), 'the cavall of cups');
    assert.equal(e(TRAPPOLA).phrase('Sw-A', 'indefinite'), 'an ace of swords');
    assert.equal(e(TRAPPOLA).phrase('Ba-Do', 'indefinite'), 'a Do of batons');
    assert.equal(e(TAROCK).phrase('T-Sk', 'indefinite'), 'an Excuse');
    assert.equal(e(TAROCK).phrase('T-1', 'definite'), 'the Pagat');
  });

  it('faces of the visual table per language: B D K in German, J Q K in English, Roman numerals on tarocks', () => {
    const face = (d: Deck, l: Locale, c: string) => deckNamer(d, l).face(c);
    assert.deepEqual(face(FRENCH, 'de', 'QH'), { rank: 'D', suit: '♥', suitClass: 'H' });
    assert.deepEqual(face(FRENCH, 'de', 'JC'), { rank: 'B', suit: '♣', suitClass: 'C' });
    assert.deepEqual(face(FRENCH, 'de', 'KS'), { rank: 'K', suit: '♠', suitClass: 'S' });
    assert.deepEqual(face(FRENCH, 'en', 'QH'), { rank: 'Q', suit: '♥', suitClass: 'H' });
    assert.deepEqual(face(FRENCH, 'en', 'JC'), { rank: 'J', suit: '♣', suitClass: 'C' });
    assert.deepEqual(face(FRENCH, 'de', '10D'), { rank: '10', suit: '♦', suitClass: 'D' });
    assert.deepEqual(face(TRAPPOLA, 'de', 'Cu-N'), { rank: 'C', suit: 'Co', suitClass: 'Cu' });
    assert.deepEqual(face(TRAPPOLA, 'en', 'Cu-N'), { rank: 'N', suit: 'Cu', suitClass: 'Cu' });
    const naming = (l: Locale, pack: Pack) => ({ messages: getMessages(l), pack });
    assert.deepEqual(cardFaceOf('QH', naming('de', 'french')), { rank: 'D', suit: '♥', suitClass: 'H' }, 'through src/i18n/cards.ts');
    assert.deepEqual(cardFaceOf('JS', naming('en', 'french')), { rank: 'J', suit: '♠', suitClass: 'S' });
    assert.deepEqual(cardFaceOf('QH', naming('de', 'numbers')), { rank: '12', suit: '♥', suitClass: 'H' }, 'number cards show the number');
    assert.equal(face(TAROCK, 'de', 'T-14').rank, 'XIV');
    assert.equal(face(TAROCK, 'en', 'T-21').rank, 'XXI');
    assert.equal(face(TAROCK, 'de', 'H-Q').rank, 'D');
    assert.equal(face(TAROCK, 'en', 'H-Q').rank, 'Q');
    for (const d of ALL) for (const l of LOCALES) for (const c of d.cards) {
      const f = face(d, l, c);
      assert.ok(f.rank.length > 0 && f.suit.length > 0, `${d.id} ${l} ${c}`);
    }
  });
});

describe('decks: typed vocabulary', () => {
  it('round trip: every card\'s long and short names in each language parse back to that card', () => {
    for (const d of ALL) {
      const both = deckVocabulary(d);
      for (const locale of LOCALES) {
        const cat = deckCatalogue(locale);
        for (const pack of packsOf(d)) {
          const words = deckWords(d, cat, pack);
          const one = vocabularyFromWords(d, [{ words, grammar: cat.grammar }]);
          const n = deckNamer(d, locale, pack);
          for (const c of d.cards) {
            for (const style of ['long', 'short'] as const) {
              const name = n.name(c, style);
              // A short name may also be a card string of the engine ("KD": Kreuz Dame, or the king of diamonds).
              if (style === 'long') assert.deepEqual(one.parse(name), [c], `${d.id} ${locale} ${pack} ${style} "${name}"`);
              else assert.ok(one.parse(name).includes(c) && one.parse(name).length <= 2, `${d.id} ${locale} ${pack} ${style} "${name}"`);
              assert.ok(both.parse(name).includes(c), `${d.id} both languages "${name}"`);
            }
            assert.deepEqual(one.parse(n.phrase(c, 'definite')), [c], `${d.id} ${locale} "${n.phrase(c, 'definite')}"`);
            assert.ok(both.parse(c).includes(c), `${d.id}: the card string ${c}`);
          }
        }
      }
    }
  });

  it('words and abbreviations of both languages: suits, ranks, "of"/"von", compact tokens', () => {
    const f = deckVocabulary(FRENCH);
    assert.deepEqual(f.parse('zehn von herz'), ['10H']);
    assert.deepEqual(f.parse('ten of hearts'), ['10H']);
    assert.deepEqual(f.parse('Dame Kreuz'), ['QC']);
    assert.deepEqual(f.parse('treff bube'), ['JC']);
    assert.deepEqual(f.parse('10♥'), ['10H']);
    assert.deepEqual(f.parse('♥10'), ['10H']);
    assert.deepEqual(f.parse('ro11'), ['JH']);
    assert.deepEqual([...f.parse('kd')].sort(), ['KD', 'QC'], 'two readings: king of diamonds, Kreuz Dame');
    assert.deepEqual(f.parse('dame'), ['QC', 'QD', 'QH', 'QS'], 'a bare rank: any card of that rank');
    assert.deepEqual(f.suits('grün'), ['C']);
    assert.deepEqual(f.ranks('bauer'), ['J']);
    assert.ok(f.isLink('von') && f.isLink('of') && f.isArticle('der') && f.isArticle('the'));
    assert.deepEqual(f.parse('herz'), [], 'a suit alone names no card');
    const t = deckVocabulary(TRAPPOLA);
    assert.deepEqual(t.parse('bastoni do'), ['Ba-Do']);
    assert.deepEqual(t.parse('Do of batons'), ['Ba-Do']);
    assert.deepEqual(t.parse('coppi kavall'), ['Cu-N']);
    assert.deepEqual(t.parse('knight of cups'), ['Cu-N']);
    assert.deepEqual(t.parse('spadi zehn'), ['Sw-10']);
    assert.deepEqual(t.parse('schwerter zehner'), ['Sw-10']);
    assert.deepEqual(t.parse('bado'), ['Ba-Do']);
    assert.deepEqual(t.parse('bdo'), ['Ba-Do']);
    assert.deepEqual(t.parse('sw-10'), ['Sw-10']);
    assert.deepEqual(t.parse('do'), ['Sw-Do', 'Ba-Do', 'Cu-Do', 'Co-Do']);
    const k = deckVocabulary(TAROCK);
    assert.deepEqual(k.parse('pagat'), ['T-1']);
    assert.deepEqual(k.parse('sküs'), ['T-Sk']);
    assert.deepEqual(k.parse('excuse'), ['T-Sk']);
    assert.deepEqual(k.parse('tarock 14'), ['T-14']);
    assert.deepEqual(k.parse('trump fourteen'), ['T-14']);
    assert.deepEqual(k.parse('herz reiter'), ['H-N']);
    assert.deepEqual(k.parse('t14'), ['T-14']);
    assert.deepEqual(k.parse('14'), ['T-14']);
    assert.deepEqual(k.parse('herz zehn'), ['H-10']);
    assert.deepEqual([...k.parse('zehn')].sort(), ['C-10', 'D-10', 'H-10', 'S-10', 'T-10']);
  });
});

describe('decks: a card reference named in a case (issue 26, the start of card words with cases)', () => {
  it('a reference is the nominative name as a string, and the declined words where the tables give a case', () => {
    // German and English card words have no cases (every case is the nominative name); Polish declines them.
    const DECLINES: Readonly<Record<Locale, boolean>> = { de: false, en: false, pl: true };
    for (const locale of LOCALES) {
      for (const d of ALL) {
        const n = deckNamer(d, locale);
        for (const c of d.cards) {
          const ref = n.ref(c);
          assert.equal(`${ref}`, n.name(c), `${locale} ${c}`);
          assert.equal(ref.name({ case: 'nominative' }), n.name(c));
          // The short style (braille) is never declined.
          assert.equal(n.ref(c, 'short').name({ case: 'accusative' }), n.name(c, 'short'));
          assert.equal(ref.gender, n.gender(c));
          if (!DECLINES[locale]) {
            assert.equal(ref.name({ case: 'instrumental' }), n.name(c));
            assert.equal(ref.animate, false);
          }
        }
      }
    }
    // Polish: the masculine animate ranks take the genitive's form in the accusative ("widzę asa"), the others their own ("damę").
    const pl = deckNamer(FRENCH, 'pl');
    assert.deepEqual(['instrumental', 'accusative', 'genitive'].map((c) => pl.ref('AC').name({ case: c as 'accusative' })), ['asem trefl', 'asa trefl', 'asa trefl']);
    assert.equal(pl.ref('AC').animate, true);
    assert.deepEqual(['instrumental', 'accusative', 'genitive'].map((c) => pl.ref('QH').name({ case: c as 'accusative' })), ['damą kier', 'damę kier', 'damy kier']);
    assert.equal(pl.ref('QH').animate, false);
    assert.equal(pl.ref('10S').name({ case: 'accusative' }), 'dziesiątkę pik');
    // A table that declines (here German's weak "Bube", and a suit given a case for the check): the case's words, joined as the language joins them.
    const de = deckCatalogue('de');
    const french = {
      ...de.french,
      ranks: { ...de.french.ranks, J: { ...de.french.ranks.J, cases: { accusative: 'Buben', dative: 'Buben' }, animate: true as const } },
      suits: { ...de.french.suits, H: { ...de.french.suits.H, cases: { genitive: 'Herzens' } } },
    };
    const n = namerFromWords(FRENCH, french, de.grammar);
    const jack = n.ref('JC');
    assert.equal(String(jack), 'Kreuz Bube');
    assert.equal(jack.name(), 'Kreuz Bube');
    assert.equal(jack.name({ case: 'nominative' }), 'Kreuz Bube');
    assert.equal(jack.name({ case: 'accusative' }), 'Kreuz Buben');
    assert.equal(jack.name({ case: 'dative' }), 'Kreuz Buben');
    assert.equal(jack.name({ case: 'genitive' }), 'Kreuz Bube');
    assert.equal(jack.animate, true);
    assert.equal(n.ref('JH').name({ case: 'genitive' }), 'Herzens Bube');
    assert.equal(n.ref('QH').name({ case: 'accusative' }), 'Herz Dame');
    assert.equal(n.ref('JC', 'short').name({ case: 'accusative' }), 'KB');
  });
});
