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
import { FRENCH } from '../../src/engine/decks/index.js';
import { deckWords, namerFromWords, type DeckCatalogue, type DeckGrammar } from '../../src/i18n/deck-names.js';
import type { RulesSection } from '../../src/i18n/messages.js';
import { decksPl, grammarPl } from '../../locales/decks/pl.js';
import { papillonEn } from '../../locales/papillon/en.js';
import { papillonPl } from '../../locales/papillon/pl.js';
import { casinoEn } from '../../locales/casino/en.js';
import { casinoPl } from '../../locales/casino/pl.js';
import { casinoRulesEn } from '../../locales/casino/rules-en.js';
import { casinoRulesPl } from '../../locales/casino/rules-pl.js';
import { resolveRules as casinoRules, VARIANT_IDS as CASINO_VARIANTS } from '../../src/games/casino/rules.js';

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

/** The Polish card references, as the describers will make them once Polish is a language. */
const f = namerFromWords(FRENCH, deckWords(FRENCH, decksPl as unknown as DeckCatalogue, 'french'), grammarPl as unknown as DeckGrammar);
const anna = { name: 'Anna', self: false };
const ben = { name: 'Ben', self: false };
const clara = { name: 'Clara', self: false };
const me = { name: 'Ty', self: true };

/** A rules text in Polish has the sections of the English one, each with a heading and as many non-empty paragraphs. */
function sameRules(en: readonly RulesSection[], pl: readonly RulesSection[], what: string): void {
  assert.equal(pl.length, en.length, `${what}: sections`);
  pl.forEach((section, i) => {
    assert.match(section.heading, /^\p{Lu}/u, `${what}: heading ${i}`);
    assert.equal(section.paragraphs.length, en[i]!.paragraphs.length, `${what}: ${section.heading}`);
    for (const p of section.paragraphs) {
      assert.match(p, /^[\p{Lu}\d„]/u, `${what}: ${section.heading}: ${p}`);
      assert.doesNotMatch(p, /undefined|NaN|\[object/, `${what}: ${p}`);
    }
  });
}

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

describe('Polish ahead: Casino (issue 26)', () => {
  it('has every key, kind and arity of the English catalogue, no empty text, and capitals where English has them', () => {
    const problems: string[] = [];
    compare(casinoEn, casinoPl, 'casino', problems);
    assert.deepEqual(problems, []);
    for (const id of CASINO_VARIANTS) assert.notEqual(casinoPl.ui.variantName(id), id);
  });

  it('says every plural category: 1 punkt, 2 punkty, 5 punktów, 22 punkty, 112 punktów', () => {
    const c = casinoPl.casino;
    assert.deepEqual(SAMPLES.map((n) => c.points(n)), ['1 punkt', '2 punkty', '5 punktów', '22 punkty', '112 punktów']);
    assert.deepEqual(SAMPLES.map((n) => c.aces(n)), ['1 as', '2 asy', '5 asów', '22 asy', '112 asów']);
    assert.deepEqual(SAMPLES.map((n) => casinoPl.ui.yourHand(n)), ['Twoja ręka, 1 karta', 'Twoja ręka, 2 karty', 'Twoja ręka, 5 kart', 'Twoja ręka, 22 karty', 'Twoja ręka, 112 kart']);
    assert.deepEqual(
      SAMPLES.map((n) => c.yourTurn({ captures: n, mustTrail: null, lastFaceCard: null })),
      ['Twój ruch, 1 bicie do wyboru.', 'Twój ruch, 2 bicia do wyboru.', 'Twój ruch, 5 bić do wyboru.', 'Twój ruch, 22 bicia do wyboru.', 'Twój ruch, 112 bić do wyboru.'],
    );
    assert.deepEqual(SAMPLES.map((n) => casinoPl.ui.target(n, 5)), ['1 punkt, lurch poniżej 5', '2 punkty, lurch poniżej 5', '5 punktów, lurch poniżej 5', '22 punkty, lurch poniżej 5', '112 punktów, lurch poniżej 5']);
    assert.equal(casinoPl.ui.choicesOpened(5, false), '5 bić, najlepsze najpierw. Wybierz strzałkami i klawiszem Enter albo numerem.');
  });

  it('declines the cards by the sentence: accusative, instrumental, genitive; masculine animate and feminine', () => {
    const c = casinoPl.casino;
    assert.equal(c.trail({ who: anna, card: f.ref('JS'), reason: 'emptyTable' }), 'Anna dokłada waleta pik na pusty stół.');
    assert.equal(c.trail({ who: me, card: f.ref('10H'), reason: 'noCapture' }), 'Nie możesz niczego wziąć i dokładasz dziesiątkę kier.');
    assert.equal(c.trail({ who: ben, card: f.ref('QD'), reason: 'choice' }), 'Ben dokłada damę karo, niczego nie biorąc.');
    assert.equal(
      c.capture({ who: anna, card: f.ref('7S'), groups: [f.list(['7H']), f.list(['AC', '2D', '4S'])], feats: [c.littleCasino], brief: false }),
      'Anna zagrywa siódemkę pik i bierze siódemkę kier, a także asa trefl, dwójkę karo i czwórkę pik: małe kasyno.',
    );
    assert.equal(c.capture({ who: me, card: f.ref('10D'), groups: [f.list(['KH'])], feats: [], brief: true }), 'Ty: dziesiątka karo bierze króla kier.');
    assert.equal(c.choiceTrail(f.ref('AS')), 'Dołóż asa pik');
    assert.equal(c.yourTurn({ captures: 0, mustTrail: null, lastFaceCard: f.ref('KH') }), 'Twój ruch z ostatnią kartą, królem kier: bierze ona wszystko ze stołu.');
    assert.equal(c.lastCapture({ who: anna, card: f.ref('10D'), taken: f.list(['4S', '6H']) }), 'Ostatnie bicie: Anna bierze dziesiątką karo czwórkę pik i szóstkę kier.');
    assert.equal(c.lastCapture({ who: me, card: f.ref('JC'), taken: f.list(['JH']) }), 'Ostatnie bicie: bierzesz waletem trefl waleta kier.');
    assert.equal(c.violation('cardNotInHand', { card: f.ref('QH') }), 'Nie masz damy kier.');
    assert.equal(c.violation('cardNotInHand', { card: f.ref('AS') }), 'Nie masz asa pik.');
    assert.equal(c.violation('notOnTable', { cards: f.list(['10H', '2C']) }), 'Na stole nie ma dziesiątki kier i dwójki trefl.');
    assert.equal(c.violation('tenOnlyByTen', { table: f.ref('10S') }), 'Dziesiątkę pik na stole można wziąć tylko dziesiątką.');
    assert.equal(c.violation('faceTakesOnlyItsRank', { card: f.ref('KS'), table: f.ref('JD') }), 'Król pik to figura i bierze tylko karty tej samej wysokości, a nie waleta karo.');
    assert.equal(c.cardsDealt({ round: 2, cards: f.list(['AH', '5C']), count: 2, stock: 22 }), 'Runda 2. Dostajesz asa kier i piątkę trefl. W talonie: 22 karty.');
    assert.equal(
      c.finalFaceCard({ who: anna, card: f.ref('QS'), taken: f.list(['3H', 'KC']) }),
      'Anna zagrywa ostatnią kartę, damę pik, i bierze nią resztę stołu: trójka kier i król trefl.',
    );
  });

  it('writes names in the nominative, the verb agreeing with the side', () => {
    const c = casinoPl.casino;
    assert.equal(c.clearing({ side: [me, clara], final: false, score: 'ty i Clara 3, Anna i Ben 0' }), 'Stół sprzątnięty: ty i Clara zdobywacie 1 punkt. Wynik: ty i Clara 3, Anna i Ben 0.');
    assert.equal(c.clearing({ side: [anna], final: true, score: 'ty 0, Anna 1' }), 'Anna zdobywa 1 punkt za karty pozostałe na stole. Wynik: ty 0, Anna 1.');
    assert.equal(c.gameWon({ to: [anna, ben], score: 'ty i Clara 4, Anna i Ben 11', lurched: [[me, clara]], lurchLine: 5, next: true }), 'Anna i Ben wygrywają partię! Wynik: ty i Clara 4, Anna i Ben 11. Lurch, czyli gra podwójna, bo poniżej 5 punktów: ty i Clara. N zaczyna następną partię.');
    assert.equal(c.gameWon({ to: [me], score: 'ty 11, Anna 6', lurched: [], lurchLine: 5, next: false }), 'Wygrywasz partię! Wynik: ty 11, Anna 6.');
    assert.equal(c.leftovers({ to: [me], cards: f.list(['QS']), count: 1 }), 'Dostajesz kartę pozostałą na stole za ostatnie bicie w rozdaniu: dama pik.');
    assert.equal(c.netScore({ to: [clara], points: 3, high: 7, low: 4, score: 'ty 2, Anna 0, Clara 9' }), 'Potrącenie: 7 minus 4; Clara zapisuje 3 punkty. Wynik: ty 2, Anna 0, Clara 9.');
    assert.equal(c.draw([[{ who: me, card: f.ref('3H') }, { who: anna, card: f.ref('AS') }]], anna, null), 'Losowanie o rozdawanie: ty: trójka kier, Anna: as pik. Anna ma najniższą kartę i zaczyna rozdawać.');
    assert.equal(c.sessionOver({ won: 2, games: 3, partners: true, stakes: 'ty plus 2' }), 'Twoja strona wygrywa 2 z 3 partii. Marki razem: ty plus 2. Shift+N zaczyna nową grę.');
  });

  it('the rules build for 2, 3 and 4 players, with no variant and with each, and say the variants in force', () => {
    for (const players of [2, 3, 4] as const) {
      for (const variants of [[], ...CASINO_VARIANTS.map((v) => [v]), [...CASINO_VARIANTS]]) {
        const r = casinoRules({ players, variants });
        sameRules(casinoRulesEn(r), casinoRulesPl(r), `casino ${players} ${variants.join(' ')}`);
      }
    }
    const all = casinoRulesPl(casinoRules({ players: 3, variants: [...CASINO_VARIANTS] })).at(-1)!;
    assert.equal(all.heading, 'Reguły w mocy i warianty');
    assert.match(all.paragraphs[0]!, /^Graczy: 3\. Warianty w mocy: V-C-1, Bez przywileju ostatniej figury, /);
    assert.match(casinoRulesPl(casinoRules({ players: 2 })).at(-1)!.paragraphs[0]!, /Reguły książki, bez wariantów\./);
  });
});
