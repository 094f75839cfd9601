/**
 * Polish, the app's third language (issue 26), the Ombre family
 * (locales/ombre/pl.ts, command-words-pl.ts, meta-pl.ts, rules-pl.ts):
 * - The same keys, kinds and function arities as English, no empty text, capitals where English has them.
 * - Every Polish plural category in the sentences with a count (1, 2, 5, 22, 112).
 * - Cards declined by the sentence (accusative, genitive, instrumental; masculine animate and feminine),
 *   Spadille's title kept and the card's name declined; names in the nominative.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compare } from './support/polish-parity.js';
import { FRENCH } from '../../src/engine/decks/index.js';
import { cardRef, deckWords, namerFromWords, type CardRef } from '../../src/i18n/deck-names.js';
import type { OmbreCatalogue, Title } from '../../src/games/ombre/messages.js';
import { decksPl, grammarPl } from '../../locales/decks/pl.js';
import { ombreEn } from '../../locales/ombre/en.js';
import { ombrePl } from '../../locales/ombre/pl.js';

/** The Polish card words as the namer takes them. */
const f = namerFromWords(FRENCH, deckWords(FRENCH, decksPl), grammarPl);
const o = ombrePl as unknown as OmbreCatalogue;
/** A card with its table name, as src/games/ombre/describe.ts makes it: the title and the card's name declined by the sentence. */
const titled = (card: string, title: Title): CardRef => {
  const plain = f.ref(card);
  return cardRef(card, plain.gender, plain.animate, (form) => o.ombre.titled(title, plain, form));
};

const anna = { name: 'Anna', self: false };
const ben = { name: 'Ben', self: false };
const me = { name: 'Ty', self: true };


const SAMPLES = [1, 2, 5, 22, 112] as const;

describe('Polish: the Ombre family (issue 26)', () => {
  it('has every key, kind and arity of the English catalogue, no empty text, and capitals where English has them', () => {
    const problems: string[] = [];
    compare(ombreEn, ombrePl, 'ombre', problems);
    assert.deepEqual(problems, []);
    for (const id of ['V-O-1', 'V-O-6', 'V-O-19']) assert.notEqual(o.ui.variantName(id), id);
  });

  it('says every plural category: 1 karta, 2 karty, 5 kart, 22 karty, 112 kart; marki, lewy, matadory', () => {
    assert.deepEqual(SAMPLES.map((n) => o.ui.take(n)), ['Kup 1 kartę', 'Kup 2 karty', 'Kup 5 kart', 'Kup 22 karty', 'Kup 112 kart']);
    assert.deepEqual(SAMPLES.map((n) => o.ui.blackAcesGroup(n)), SAMPLES.map((n, i) => `Czarne asy, zawsze atuty, ${n} ${['karta', 'karty', 'kart', 'karty', 'kart'][i]}`));
    assert.deepEqual(SAMPLES.map((n) => o.ui.toursCount(n)), ['1 kolejka', '2 kolejki', '5 kolejek', '22 kolejki', '112 kolejek']);
    assert.deepEqual(SAMPLES.map((n) => o.ombre.table(n, [], null)), ['W puli: 1 marka. Brak bête.', 'W puli: 2 marki. Brak bête.', 'W puli: 5 marek. Brak bête.', 'W puli: 22 marki. Brak bête.', 'W puli: 112 marek. Brak bête.']);
    assert.deepEqual(SAMPLES.map((n) => o.ombre.matadorsInHand(n)), ['Masz 1 matadora.', 'Masz 2 matadory.', 'Masz 5 matadorów.', 'Masz 22 matadory.', 'Masz 112 matadorów.']);
    assert.deepEqual(
      SAMPLES.map((n) => o.ombre.exchange(anna, n, 0)),
      SAMPLES.map((n, i) => `Anna kupuje ${n} ${['kartę', 'karty', 'kart', 'karty', 'kart'][i]}; w talonie nic nie zostaje.`),
    );
    assert.deepEqual(
      SAMPLES.map((n) => o.ombre.result('win', [anna], n, null, false, false, 'lewy: ty 0, Anna 1')),
      SAMPLES.map((n, i) => `Wygrana: Anna, ${n} ${['lewa', 'lewy', 'lew', 'lewy', 'lew'][i]}. Lewy: ty 0, Anna 1.`),
    );
    assert.deepEqual(
      SAMPLES.map((n) => o.ombre.payments([{ from: anna, to: me, amount: n, reason: 'honours' }])),
      SAMPLES.map((n, i) => `Płatności: Anna płaci tobie ${n} ${['markę', 'marki', 'marek', 'marki', 'marek'][i]}.`),
    );
    assert.deepEqual(SAMPLES.map((n) => o.ui.choicesHeading('auction', n)), SAMPLES.map((n) => `Twoja licytacja, ${n} ${n === 1 ? 'możliwość' : 'możliwości'}`));
    assert.deepEqual(
      (['ombre', 'en-deux', 'en-quatre', 'quadrille', 'cinquille'] as const).map((g) => o.ui.gameOption(g)),
      ['Ombre we trzech (trzech graczy)', 'Ombre we dwóch (en deux) (dwóch graczy)', 'Ombre we czterech (en quatre) (czterech graczy)', 'Quadrille (czterech graczy)', 'Cinquille (pięciu graczy)'],
    );
    assert.equal(
      o.ombre.commits('ask', { game: 'quadrille', hand: 10, needs: 6, hoyle: false, favourite: null }),
      'wybierasz atut i wołasz króla na partnera; razem musicie wziąć 6 lew',
    );
    assert.equal(
      o.ombre.honours({ game: 2, matadors: 1, count: 3, premiers: 0, vole: 0, devole: 0, colour: false, total: 3, won: false, side: [me, anna], opponents: 2 }),
      'Honory: gra 2, 3 matadory 1. Ty i Anna płacicie każdemu przeciwnikowi 3 marki.',
    );
  });

  it('declines the cards by the sentence: accusative, genitive, instrumental; masculine animate and feminine', () => {
    const x = o.ombre;
    assert.equal(x.called(anna, f.ref('KH'), false), 'Anna woła króla kier. Kto ma tę kartę, gra z Lombrem; to zostaje tajemnicą, dopóki karta nie padnie.');
    assert.equal(x.called(me, f.ref('QH'), true), 'Prosisz o damę kier.');
    assert.equal(x.choiceCall(f.ref('KD'), false, true, false), 'Wywołaj króla karo: kolor tej karty staje się atutem');
    assert.equal(x.handedOver(ben, me, f.ref('KH')), 'Ben przekazuje jawnie króla kier; dostajesz go.');
    assert.equal(x.handedOver(me, anna, f.ref('QC')), 'Przekazujesz jawnie damę trefl; dostaje ją Anna.');
    assert.equal(x.given(me, ben, f.ref('7S')), 'Oddajesz w zamian zakrytą kartę; dostaje ją Ben: siódemka pik.');
    assert.equal(x.choiceGive(f.ref('JC'), ben), 'Oddaj waleta trefl graczowi Ben');
    assert.equal(x.turnedTaken(anna, f.ref('5H')), 'Odkrytą kartę, piątkę kier, dostaje Anna.');
    assert.equal(x.laidAwayAll(f.list(['7C']), 1, false), 'Odkładasz siódemkę trefl.');
    assert.equal(x.laidAwayAll(f.list(['2S', 'JD']), 2, true), 'Odkładasz w ciemno 2 karty: dwójka pik i walet karo.');
    assert.equal(x.partnerRevealed(ben, anna, f.ref('KD')), 'Zagrano króla karo: Ben i Anna grają razem.');
    assert.equal(x.partnerRevealed(me, anna, f.ref('KS')), 'Zagrano króla pik: ty i Anna gracie razem.');
    assert.equal(x.violation('CARD_NOT_IN_HAND', 'O37', { card: f.ref('QD') }), 'Nie masz w ręce damy karo. (reguła O37)');
    assert.equal(x.violation('CARD_NOT_IN_HAND', 'O37', { card: titled('AS', 'spadille') }), 'Nie masz w ręce Spadille (asa pik). (reguła O37)');
    assert.equal(x.violation('MUST_FOLLOW_SUIT', 'O40', { card: f.ref('3H') }), 'Musisz dołożyć do koloru wyjścia; trójka kier do niego nie pasuje. (reguła O40)');
    // The trick words every trick game shares, with a titled card: the title stays, the name is declined.
    assert.equal(o.tricks.trickWon(me, titled('AS', 'spadille'), null, ''), 'Bierzesz lewę Spadille (asem pik).');
    assert.equal(o.tricks.trumped(anna, titled('2S', 'manille')), 'Anna przebija Manille (dwójką pik).');
    assert.equal(o.tricks.played(ben, titled('AC', 'basta')), 'Ben zagrywa Bastę (asa trefl).');
    assert.equal(o.tricks.led(anna, f.ref('QS')), 'Anna wychodzi damą pik.');
  });

  it('writes names in the nominative and the present tense; the Lomber declined', () => {
    const x = o.ombre;
    assert.equal(x.auctionWon(anna, 'Solo kier'), 'Anna jest Lombrem: Solo kier.');
    assert.equal(x.auctionWon(me, x.contractWith('solo', 'karo')), 'Jesteś Lombrem: Solo karo.');
    assert.equal(x.bid(ben, 'tourne', 'Tourné'), 'Ben licytuje Tourné.');
    assert.equal(x.bid(me, 'ask', 'Pytanie'), 'Pytasz.');
    assert.equal(x.pass(anna), 'Anna pasuje.');
    assert.equal(x.youArePartner(anna), 'Masz wywołaną kartę: grasz razem z Lombrem, którym jest Anna, i nikt o tym nie wie, dopóki karta nie padnie.');
    assert.equal(
      x.dealStarted(2, 12, anna, me, 'kier', 3, [5], false),
      'Rozdanie 2 z 12. Anna rozdaje i wpłaca markę do puli; na ręku jesteś ty. Kolorem rozdania jest kier. W puli: 3 marki; czeka bête o wartości 5.',
    );
    assert.equal(x.sessionOver([{ who: anna, balance: 7, place: 1 }, { who: me, balance: -7, place: 2 }]), 'Anna wygrywa partię. Wynik końcowy: 1. Anna plus 7, 2. ty minus 7. Shift+N zaczyna nową grę.');
    assert.equal(x.exempt(['spadille', 'basta'], true), 'Wyjście jest atutem, ale Spadille i Basta nie muszą do niego dokładać: zmusza do tego tylko wyższy matador w wyjściu. Możesz zagrać dowolną kartę.');
    assert.equal(x.forced('manille', 'spadille'), 'Spadille w wyjściu zmusza cię do zagrania Manille.');
    assert.equal(x.forced('basta', 'manille'), 'Manille w wyjściu zmusza cię do zagrania Basty.');
    assert.equal(x.exempt(['basta'], false), 'Basta nie musi dokładać, zmusza do tego tylko wyższy matador w wyjściu; może jednak posłużyć jako twój atut.');
    assert.equal(x.blackAces(['spadille', 'basta']), 'Czarne asy, zawsze atuty: Spadille i Basta');
  });
});

describe('Polish: the Ombre family\'s command words and chooser words (issue 26)', () => {
  it('has every entry of the English table, in lower case, no word a Polish card word; and the chooser words', async () => {
    const { ombreCommandWords } = await import('../../locales/ombre/command-words.js');
    const { ombreCommandWordsPl } = await import('../../locales/ombre/command-words-pl.js');
    const { ombreMeta } = await import('../../locales/ombre/meta.js');
    const { ombreMetaPl } = await import('../../locales/ombre/meta-pl.js');
    const { frenchPl } = await import('../../locales/decks/pl.js');
    const problems: string[] = [];
    compare(ombreCommandWords.en, ombreCommandWordsPl, 'commandWords', problems);
    assert.deepEqual(problems.filter((p) => !p.includes('list length')), []);
    const w = ombreCommandWordsPl;
    const phrases = [
      ...Object.values(w.queries), ...Object.values(w.verbs), ...Object.values(w.contracts), ...Object.values(w.titles),
      w.colour, w.tout, w.bottom, w.middle, w.fillers, w.and,
    ].flat();
    for (const p of phrases) assert.equal(p, p.toLowerCase(), p);
    // Every word a Polish card is typed by: ranks and suits in every case, their braille letters and short names.
    const ranks = Object.values(frenchPl.ranks);
    const suits = Object.values(frenchPl.suits);
    const cardWords = new Set([
      ...ranks.flatMap((r) => [r.word, r.short, ...r.typed, ...Object.values(r.cases ?? {})]),
      ...suits.flatMap((s) => [s.word, s.short, ...s.typed, ...Object.values(s.cases ?? {})]),
      ...ranks.flatMap((r) => suits.map((s) => frenchPl.short(r.short, s.short, 'S'))),
    ].map((x) => x.toLowerCase()));
    for (const p of phrases) for (const word of p.split(' ')) assert.ok(!cardWords.has(word), `${p}: "${word}" is a Polish card word`);
    assert.ok(w.queries.help.includes('pomoc'));
    assert.ok(w.verbs.pass.includes('pas'));
    assert.ok(w.contracts.ask.includes('pytam'));
    assert.equal(ombreMetaPl.name, 'Ombre');
    assert.match(ombreMetaPl.description, /^\p{Lu}/u);
    assert.deepEqual(Object.keys(ombreMetaPl.feats ?? {}).sort(), Object.keys(ombreMeta.en.feats ?? {}).sort());
  });
});

describe('Polish: the Ombre family\'s rules for players (issue 26)', () => {
  const RULE_ID = /\b(?:O|OD|OQ|QD|CQ)\d+\b|\bPD-O-\d+|\bEX-O-\d+/;
  it('builds for every family member, with the default rules and with each variant: the English sections and paragraphs, clean, every variant listed and marked when in force', async () => {
    const O = await import('../../src/games/ombre/index.js');
    const { ombreRulesEn } = await import('../../locales/ombre/rules-en.js');
    const { ombreRulesPl, GAME_NAMES } = await import('../../locales/ombre/rules-pl.js');
    let built = 0;
    for (const game of O.GAMES) {
      for (const variants of [[], ...O.VARIANT_IDS.map((v) => [v])]) {
        if (variants.includes('V-O-12') && game !== 'en-deux') continue;
        const where = `${game}${variants.length ? ` with ${variants[0]}` : ''}`;
        const rules = O.resolveRules({ game, variants });
        const en = ombreRulesEn(rules);
        const pl = ombreRulesPl(rules);
        assert.equal(pl.length, en.length, where);
        pl.forEach((s, i) => assert.equal(s.paragraphs.length, en[i]!.paragraphs.length, `${where}: ${s.heading} / ${en[i]!.heading}`));
        const last = pl[pl.length - 1]!;
        for (const s of pl) {
          assert.match(s.heading, /^\p{Lu}/u, `${where}: ${s.heading}`);
          for (const p of s.paragraphs) {
            assert.ok(p.trim(), `${where} ${s.heading}: empty paragraph`);
            assert.doesNotMatch(p, /undefined|NaN|\[object|\$\{|[♠♥♦♣]|\s[.,;:]|\.\.|\s{2,}/, `${where} ${s.heading}: ${p}`);
            assert.match(p, /^[\p{Lu}\d„]/u, `${where} ${s.heading}: no capital: ${p}`);
            if (s !== last) assert.doesNotMatch(p, RULE_ID, `${where} ${s.heading}: rule id in ${p}`);
          }
        }
        for (const id of O.VARIANT_IDS) {
          const line = last.paragraphs.find((p) => p.startsWith(`${id},`));
          assert.ok(line, `${where}: ${id} not listed`);
          assert.equal(line.endsWith('(obowiązuje)'), rules.variants.includes(id), `${where}: ${id} marked wrongly`);
        }
        assert.ok(last.paragraphs[0]!.startsWith(`To jest ${GAME_NAMES[game]}.`), where);
        built++;
      }
    }
    assert.ok(built >= O.GAMES.length * 2);
    const three = ombreRulesPl(O.resolveRules({ game: 'ombre', variants: [] }));
    assert.equal(three[0]!.paragraphs[0], 'To jest Ombre we trzech: trzech graczy, 40 kart, każdy dostaje 9 kart. W każdym rozdaniu jeden gracz, Lomber (z francuskiego l’hombre, „człowiek”), gra w pojedynkę przeciw dwóm pozostałym.');
    assert.match(three.find((s) => s.heading === 'Partia i kocioł')!.paragraphs[0]!, /^Partia trwa 4 kolejki: w kolejce każdy rozdaje raz, więc jest 12 rozdań\./);
  });
});

describe('Polish: whole seeded sessions of the Ombre family said in Polish (issue 26)', () => {
  /** A sentence for people: no engine token, no programming residue, no English word. */
  function clean(text: string, where: string, sentence = true): void {
    assert.ok(text.trim().length > 0, `${where}: empty`);
    assert.doesNotMatch(text, /undefined|NaN|\[object|null\b|\$\{/, `${where}: ${text}`);
    assert.doesNotMatch(text, /\b(10|[2-9AKQJ])[CDHS]\b/, `${where}: card token in ${text}`);
    assert.doesNotMatch(text, /\b(ask-colour|solo-colour|solo-tout-|obscurite-|forcee|sessionOver|dealOver)\b/, `${where}: contract token in ${text}`);
    assert.doesNotMatch(text, /\s[.,;:]|\.\.|,,|\s{2,}/, `${where}: stray punctuation or space in ${text}`);
    assert.doesNotMatch(text, /\b(the|you|your|and|trick|tricks|pays|marks|hearts|spades|clubs|diamonds|king|queen|jack|ace)\b/i, `${where}: English in ${text}`);
    if (sentence) assert.match(text, /^[\p{Lu}\d„]/u, `${where}: no capital at the start: ${text}`);
    assert.doesNotMatch(text, /(?<!\b\d+)[.!?] \p{Ll}/u, `${where}: no capital after a full stop: ${text}`);
  }

  it('every event, reading key, choice and turn of sessions of every family member is clean Polish', async () => {
    const O = await import('../../src/games/ombre/index.js');
    const D = await import('../../src/games/ombre/describe.js');
    const { ombreGame } = await import('../../src/games/ombre/index.js');
    const { mergeCatalogue } = await import('../../src/i18n/game-texts.js');
    const { registerDeckCatalogue } = await import('../../src/i18n/deck-names.js');
    const { pl } = await import('../../locales/pl.js');
    const { Rng, seedRng } = await import('../../src/engine/rng.js');
    // The Polish card words and catalogue as a registered language would have them (this test process only).
    registerDeckCatalogue(decksPl);
    const locale = 'pl' as unknown as import('../../src/i18n/locale.js').Locale;
    const messages = mergeCatalogue(pl as unknown as import('../../src/i18n/messages.js').Messages, o);
    const words = (state: import('../../src/games/ombre/index.js').OmbreState, me: number) => ({
      messages, locale, me, names: ['Ty', 'Anna', 'Ben', 'Clara', 'Dora'], style: 'long' as const,
      view: O.view(state, me), limit: state.phase === 'exchange' && state.toMove === me ? O.discardLimit(state) : null,
    });
    const seen = new Set<string>();
    for (const [options, seed] of [
      [{ game: 'ombre' }, 'a'], [{ game: 'ombre', variants: ['V-O-3', 'V-O-8', 'V-O-9'] }, 'd'], [{ game: 'ombre', variants: ['V-O-5', 'V-O-6'] }, 'e'],
      [{ game: 'en-deux' }, 'f'], [{ game: 'en-quatre', variants: ['V-O-1'] }, 'h'],
      [{ game: 'quadrille' }, 'j'], [{ game: 'quadrille', variants: ['V-O-14', 'V-O-16'] }, 'm'], [{ game: 'cinquille', variants: ['V-O-14'] }, 'o'],
    ] as const) {
      const rng = new Rng(seedRng(`pl-${seed}`));
      const me = 0;
      let { state, events } = ombreGame.start(options as import('../../src/games/ombre/index.js').OmbreOptions, seed);
      const sayAll = (evs: readonly import('../../src/games/ombre/index.js').OmbreTableEvent[]) => {
        const visible = evs.map((e) => ombreGame.visibleEvent(e, me));
        for (const e of visible) seen.add(e.type);
        for (const s of D.describeEvents(visible, words(state, me))) clean(s.text, `${options.game} ${visible.map((e) => e.type).join(',')}`);
      };
      sayAll(events);
      for (let guard = 0; guard < 20000 && state.phase !== 'sessionOver'; guard++) {
        if (state.phase === 'dealOver') {
          ({ state, events } = ombreGame.advance(state)!);
          sayAll(events);
          continue;
        }
        const legal = O.legalMoves(state);
        if (state.toMove === me) {
          const w = words(state, me);
          const where = `${options.game} ${state.phase}`;
          for (const text of [D.describeHand(w), D.describeTrick(w), D.describeLastTrick(w), D.describeTable(w), D.describeGame(w)]) clean(text, where);
          const note = D.followNote(w, new Set(legal.flatMap((m) => (m.type === 'play' ? [m.card] : []))));
          if (note !== null) clean(note, `${where} follow`);
          // A card to play, lay away or give back is its name alone, as in English ("król pik").
          for (const m of legal) clean(D.describeChoice(w, m), `${where} choice ${JSON.stringify(m)}`, !['play', 'discard', 'give'].includes(m.type));
          for (const g of D.handGroups(w.view)) clean(D.groupLabel(w, g.suit, g.cards.length), `${where} group`);
        }
        // Mostly the first legal move (passes, low bids, the first card), now and then any.
        const move = rng.int(100) < 60 ? legal[0]! : legal[rng.int(legal.length)]!;
        const r = O.applyMove(state, move);
        assert.ok(r.ok, JSON.stringify(r));
        state = r.state;
        sayAll(r.events);
      }
      assert.equal(state.phase, 'sessionOver', `${options.game} ${seed}`);
    }
    for (const e of ['dealStarted', 'bid', 'pass', 'auctionWon', 'trump', 'cardPlayed', 'trick', 'result', 'payment', 'sessionOver']) assert.ok(seen.has(e), `no ${e} event met`);
  });
});
