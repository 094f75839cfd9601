/**
 * Polish, the app's third language (issue 26), the fishing and patience
 * games' texts: Papillon's catalogue and rules (locales/papillon/pl.ts, rules-pl.ts), Casino's
 * (locales/casino/pl.ts, rules-pl.ts), the patiences' (locales/patience/pl.ts, rules-pl.ts), their command
 * and chooser words, and the fishing games' command-line words (locales/fishing/command-words-pl.ts).
 * - The same keys, kinds and function arities as English, no empty text.
 * - Every Polish plural category in the sentences with a count (1, 2, 5, 22, 112).
 * - A text that begins with a capital letter in English begins with one in Polish.
 * - Cards declined by the sentence (accusative, instrumental, genitive; masculine animate and feminine),
 *   names in the nominative; the patiences' own place names declined ("z kupki 3", "na stos …").
 * - Each rules text builds for the default rules and with every variant, with the sections and paragraphs
 *   of the English one.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compare, sameRules } from './support/polish-parity.js';
import { FRENCH } from '../../src/engine/decks/index.js';
import { deckWords, namerFromWords } from '../../src/i18n/deck-names.js';
import { decksPl, grammarPl } from '../../locales/decks/pl.js';
import { papillonEn } from '../../locales/papillon/en.js';
import { papillonPl } from '../../locales/papillon/pl.js';
import { papillonRulesEn } from '../../locales/papillon/rules-en.js';
import { papillonRulesPl } from '../../locales/papillon/rules-pl.js';
import { PRESETS as PAPILLON_PRESETS, resolveRules as papillonRules, VARIANT_IDS as PAPILLON_VARIANTS } from '../../src/games/papillon/rules.js';
import { casinoEn } from '../../locales/casino/en.js';
import { casinoPl } from '../../locales/casino/pl.js';
import { casinoRulesEn } from '../../locales/casino/rules-en.js';
import { casinoRulesPl } from '../../locales/casino/rules-pl.js';
import { patienceEn } from '../../locales/patience/en.js';
import { patiencePl } from '../../locales/patience/pl.js';
import { patienceRulesEn } from '../../locales/patience/rules-en.js';
import { patienceRulesPl } from '../../locales/patience/rules-pl.js';
import { resolveRules as casinoRules, VARIANT_IDS as CASINO_VARIANTS } from '../../src/games/casino/rules.js';


const SAMPLES = [1, 2, 5, 22, 112] as const;

/** The Polish card references, as the describers make them. */
const f = namerFromWords(FRENCH, deckWords(FRENCH, decksPl, 'french'), grammarPl);
const anna = { name: 'Anna', self: false };
const ben = { name: 'Ben', self: false };
const clara = { name: 'Clara', self: false };
const me = { name: 'Ty', self: true };


describe('Polish: Papillon (issue 26)', () => {
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

describe('Polish: Papillon command words and chooser words (issue 26)', () => {
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

describe('Polish: Casino and patience command and chooser words (issue 26)', () => {
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

describe('Polish: the patiences\' command words (issue 26)', () => {
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

describe('Polish: Casino (issue 26)', () => {
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
    const deal = (players: 2 | 3 | 4) => casinoRulesPl(casinoRules({ players })).find((x) => x.heading === 'Rozdanie')!.paragraphs[1]!;
    assert.match(deal(4), /rozdanie ma 3 takie rundy, a każdy gracz dostaje razem 12 kart\./);
    assert.match(deal(3), /rozdanie ma 4 takie rundy, a każdy gracz dostaje razem 16 kart\./);
    assert.match(deal(2), /rozdanie ma 6 takich rund, a każdy gracz dostaje razem 24 karty\./);
  });
});

describe('Polish: the patiences (issue 26)', () => {
  const p = patiencePl.patience;
  const pl = p.places;

  it('has every key, kind and arity of the English catalogue, no empty text, and capitals where English has them', () => {
    const problems: string[] = [];
    compare(patienceEn, patiencePl, 'patience', problems);
    assert.deepEqual(problems.filter((x) => !x.includes('list length')), []);
    assert.equal(patiencePl.patience.commandLine.examples.length, patienceEn.patience.commandLine.examples.length);
    assert.deepEqual(Object.keys(p.names).sort(), Object.keys(patienceEn.patience.names).sort());
    assert.equal(p.names['halber-mond'], 'Półksiężyc');
  });

  it('says every plural category: 1 ruch, 2 ruchy, 5 ruchów, 22 ruchy, 112 ruchów', () => {
    assert.deepEqual(
      SAMPLES.map((n) => p.queries.playing({ game: 'Gwiazda', seed: '7', moves: n })),
      SAMPLES.map((n, i) => `Gwiazda, rozdanie 7, dotąd ${n} ${['ruch', 'ruchy', 'ruchów', 'ruchy', 'ruchów'][i]}.`),
    );
    assert.deepEqual(SAMPLES.map((n) => p.events.hmDealt({ k: n, piles: n })), [
      'Wszystkie kupki zebrane i rozdane na nowo po 1 kartę: 1 kupka.',
      'Wszystkie kupki zebrane i rozdane na nowo po 2 karty: 2 kupki.',
      'Wszystkie kupki zebrane i rozdane na nowo po 5 kart: 5 kupek.',
      'Wszystkie kupki zebrane i rozdane na nowo po 22 karty: 22 kupki.',
      'Wszystkie kupki zebrane i rozdane na nowo po 112 kart: 112 kupek.',
    ]);
    assert.deepEqual(SAMPLES.map((n) => p.events.untChainEnded({ chain: 2, pile: pl.untPile('dama'), placements: n })), SAMPLES.map((n) => `Łańcuch 2 kończy się na kupce dam po ${n} ${n === 1 ? 'ruchu' : 'ruchach'}.`));
    assert.equal(p.queries.steStatus({ pass: 1, hand: 22, waste: 5, onArms: 8, freeCorners: 2 }), 'Przejście 1 z 3. Ręka 22 karty, odrzutki 5 kart; na ramionach 8 z 52 kart; 2 wolne rogi.');
    assert.equal(p.queries.steStatus({ pass: 3, hand: 1, waste: 0, onArms: 52, freeCorners: 0 }), 'Przejście 3 z 3. Ręka 1 karta, odrzutki 0 kart; na ramionach 52 z 52 kart; 0 wolnych rogów.');
    assert.equal(p.queries.reiStatus({ talon: 2, onFoundations: 5, rows: 5 }), 'Talon 2 karty; na stosach docelowych 5 z 52 kart; 5 rzędów.');
    assert.equal(p.ui.movesOpened(112, false), '112 ruchów. Cyfry od 1 do 9 lub Enter wybierają ruch, Escape zamyka.');
  });

  it('declines the cards and its own place names by the sentence', () => {
    const kier = pl.foundation('kier', 'A');
    assert.equal(p.events.hmToFoundation({ card: f.ref('QH'), from: pl.heap(3), foundation: pl.foundation('kier', 'K'), count: 2, emptied: false }), 'Dama kier z kupki 3 na stos kier od króla w dół, tam 2 karty.');
    assert.equal(p.events.hmToPile({ card: f.ref('JS'), from: pl.heap(4), to: pl.heap(7), onto: f.ref('QS'), emptied: true }), 'Walet pik z kupki 4 na kupkę 7 (dama pik). Kupka 4 jest pusta i znika.');
    assert.equal(p.moves.toFoundation({ card: f.ref('AS'), from: pl.heap(13), foundation: pl.foundation('pik', 'A') }), 'As pik z kupki 13 na stos pik od asa w górę');
    assert.equal(p.events.reiTalonToFoundation({ card: f.ref('2H'), place: pl.reihePosition(2, 3), foundation: kier, count: 2 }), 'Dwójka kier z talonu prosto na stos kier od asa w górę, tam 2 karty; miejsce 3 w rzędzie 2 zostaje puste.');
    assert.equal(p.events.reiLaid({ card: f.ref('9C'), place: pl.reihePosition(1, 4), refill: true }), 'Dziewiątka trefl uzupełnia miejsce 4 w rzędzie 1.');
    assert.equal(p.events.steToArm({ card: f.ref('3D'), arm: pl.arm('karo'), from: 'corner', corner: pl.corner(2), count: 2 }), 'Trójka karo z rogu 2, u góry po prawej, na ramię karo, tam 2 karty.');
    assert.equal(p.events.steToArm({ card: f.ref('KD'), arm: pl.arm('karo'), from: 'waste', corner: null, count: 12 }), 'Król karo z odrzutków na ramię karo, tam 12 kart.');
    assert.equal(p.events.steToCorner({ card: f.ref('8H'), corner: pl.corner(4) }), 'Ósemka kier do rogu 4, na dole po prawej.');
    assert.equal(p.events.steToWaste({ card: f.ref('5S') }), 'Piątka pik zostaje na odrzutkach.');
    assert.equal(p.events.untTucked({ card: f.ref('KC'), pile: pl.untPile('król'), size: 4, pure: true }), 'Podłożono króla trefl pod kupkę królów, teraz 4 karty, wszystkie tej samej wysokości.');
    assert.equal(p.moves.tuck({ card: f.ref('10H'), pile: pl.untPile('dziesiątka') }), 'Podłóż dziesiątkę kier pod kupkę dziesiątek');
    assert.equal(p.events.untTookTop({ card: f.ref('JD'), pile: pl.untPile('as') }), 'Wzięto waleta karo z wierzchu kupki asów.');
    assert.equal(p.events.elfRemovedWithHand({ kind: 'eleven', hand: f.ref('6H'), cards: f.list(['5S']) }), 'Szóstka kier daje z piątką pik jedenaście: zdjęte.');
    assert.equal(p.events.elfRemovedWithHand({ kind: 'trio', hand: f.ref('KS'), cards: f.list(['JH', 'QD']) }), 'Król pik dopełnia z waletem kier i damą karo trójkę figur: zdjęte.');
    assert.equal(p.events.napToPatience({ card: f.ref('7C'), onto: f.ref('AH') }), 'Siódemka trefl na stos pasjansa, na asa kier.');
    assert.equal(p.events.dhToReserve({ from: 'rightStock', count: 5 }), 'Reszta prawego stosu, 5 kart, idzie na rezerwę.');
    assert.equal(p.ui.noMoveFrom({ place: pl.napPatience }), 'Brak ruchu ze stosu pasjansa.');
    assert.equal(p.ui.cannotMove({ from: pl.dh.leftWaste, to: pl.reserve }), 'Nie można przenieść z lewych odrzutków na rezerwę.');
    assert.equal(p.commandLine.noMatch({ from: '4', to: '7' }), 'Nie można przenieść z 4 na 7.');
    assert.equal(p.queries.place({ name: pl.heap(2), top: f.ref('QC'), below: 3, faceDown: 0 }), 'Kupka 2: dama trefl, pod spodem 3 karty');
    assert.equal(p.events.gameOver({ game: p.names.stern, outcome: 'won', reason: 'all-on-arms' }), 'Gwiazda: pasjans wyszedł, wszystkie karty są na ramionach gwiazdy. Brawo!');
  });

  it('the rules of each patience have the sections and paragraphs of the English ones', () => {
    assert.deepEqual(Object.keys(patienceRulesPl).sort(), Object.keys(patienceRulesEn).sort());
    for (const id of Object.keys(patienceRulesEn) as (keyof typeof patienceRulesEn)[]) sameRules(patienceRulesEn[id], patienceRulesPl[id], id);
    assert.equal(patienceRulesPl['halber-mond'][0]!.heading, 'Półksiężyc (Der halbe Mond)');
  });
});

describe('Polish: Papillon\'s rules (issue 26)', () => {
  it('build for 3 and 4 players, both presets, with no variant, with each and with all, as the English ones', () => {
    for (const players of [3, 4] as const) {
      for (const variants of [[], ...PAPILLON_VARIANTS.map((v) => [v]), [...PAPILLON_VARIANTS]]) {
        const r = papillonRules({ players, variants });
        sameRules(papillonRulesEn(r), papillonRulesPl(r), `papillon ${players} ${variants.join(' ')}`);
      }
      for (const preset of Object.keys(PAPILLON_PRESETS) as (keyof typeof PAPILLON_PRESETS)[]) {
        const r = papillonRules({ players, preset });
        sameRules(papillonRulesEn(r), papillonRulesPl(r), `papillon ${players} ${preset}`);
      }
    }
  });

  it('say the rules in force with their numbers in every plural form', () => {
    const text = (r: Parameters<typeof papillonRulesPl>[0]) => papillonRulesPl(r).flatMap((s) => s.paragraphs).join(' ');
    const three = text(papillonRules({ players: 3, tours: 1, startingCounters: 1 }));
    assert.match(three, /Każdy dostaje na start 1 żeton\./);
    assert.match(three, /Partia trwa 1 kolejkę;/);
    assert.match(three, /odkrywa na stole 7 kart \(graczy: 3\)/);
    assert.match(three, /Każdy wpłaca do puli 1 żeton\./);
    const four = text(papillonRules({ players: 4, tours: 22, startingCounters: 112, ante: 2 }));
    assert.match(four, /Każdy dostaje na start 112 żetonów\./);
    assert.match(four, /Partia trwa 22 kolejki;/);
    assert.match(four, /odkrywa na stole 4 karty \(graczy: 4\)/);
    assert.match(four, /Każdy wpłaca do puli 2 żetony\./);
    assert.match(text(papillonRules({ players: 3, tours: 5 })), /Partia trwa 5 kolejek;/);
    const philidor = papillonRulesPl(papillonRules({ players: 3, preset: 'philidor-1756' }));
    assert.equal(philidor.some((s) => s.heading === 'Die Blätter'), false);
    assert.match(philidor.at(-1)!.paragraphs[0]!, /^Warianty w mocy: V-P-1, Dziesiątki ograniczone, V-P-2, Figury bez wartości, /);
    assert.match(text(papillonRules({ players: 3, variants: ['V-P-3'] })), /pocieszenie dostaje gracz, który wykładał ostatni: 2 żetony od każdego innego gracza/);
    assert.equal(papillonRulesPl(papillonRules({ players: 3 })).at(-1)!.paragraphs[0], 'Reguły Braillespiel, bez wariantów.');
  });
});

describe('Polish: the fishing games\' command-line words (issue 26)', () => {
  it('has both lists of the English table, in lower case, none a Polish card word; "bierze" and "i" among them', async () => {
    const { fishingCommandWords } = await import('../../locales/fishing/command-words.js');
    const { fishingCommandWordsPl } = await import('../../locales/fishing/command-words-pl.js');
    assert.deepEqual(Object.keys(fishingCommandWordsPl).sort(), Object.keys(fishingCommandWords.en).sort());
    const cardWords = new Set(
      [...Object.values(decksPl.french.ranks).flatMap((r) => [r.word, ...r.typed, r.short]), ...Object.values(decksPl.french.suits).flatMap((s) => [s.word, ...s.typed, s.short])].map((w) => w.toLowerCase()),
    );
    for (const word of [...fishingCommandWordsPl.separators, ...fishingCommandWordsPl.fillers]) {
      assert.equal(word, word.toLowerCase());
      assert.equal(cardWords.has(word), false, word);
    }
    assert.ok(fishingCommandWordsPl.separators.includes('bierze'));
    assert.ok(fishingCommandWordsPl.fillers.includes('i'));
  });
});
