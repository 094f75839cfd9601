/**
 * Polish, the app's third language (issue 26), two trick games: Whist
 * (locales/whist/pl.ts, *-pl.ts) and Das Hundertspiel (locales/hundertspiel/pl.ts, *-pl.ts).
 * - The same keys, kinds and function arities as English, no empty text, capitals where English has them.
 * - Every Polish plural category in the sentences with a count (1, 2, 5, 22, 112).
 * - Sentences with cards of each gender declined by the sentence: accusative after "ciągnie",
 *   "odkrywa", "zagrywa" ("asa", "damę", "dziesiątkę"), instrumental after "bierze lewę", "przebija",
 *   genitive after "nie masz"; names in the nominative.
 * - The rules text builds for the default rules and with every variant: the sections and paragraphs of
 *   the English text, clean text, every variant listed once and marked when in force.
 * - The command words: every command of the English table, lower case; the chooser words.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compare } from './support/polish-parity.js';
import { FRENCH, TRAPPOLA, type Deck } from '../../src/engine/decks/index.js';
import { deckWords, namerFromWords, vocabularyFromWords } from '../../src/i18n/deck-names.js';
import type { RulesSection } from '../../src/i18n/messages.js';
import { decksPl, grammarPl } from '../../locales/decks/pl.js';
import { whistEn } from '../../locales/whist/en.js';
import { whistPl } from '../../locales/whist/pl.js';
import { whistRulesEn } from '../../locales/whist/rules-en.js';
import { whistRulesPl } from '../../locales/whist/rules-pl.js';
import { whistCommandWords } from '../../locales/whist/command-words.js';
import { whistCommandWordsPl } from '../../locales/whist/command-words-pl.js';
import { whistMeta } from '../../locales/whist/meta.js';
import { whistMetaPl } from '../../locales/whist/meta-pl.js';
import { resolveRules as whistRules, VARIANT_IDS as WHIST_VARIANTS } from '../../src/games/whist/rules.js';
import type { WhistOptions } from '../../src/games/whist/types.js';
import { hundertspielEn } from '../../locales/hundertspiel/en.js';
import { hundertspielPl } from '../../locales/hundertspiel/pl.js';
import { hundertspielRulesEn } from '../../locales/hundertspiel/rules-en.js';
import { hundertspielRulesPl } from '../../locales/hundertspiel/rules-pl.js';
import { hundertspielCommandWords } from '../../locales/hundertspiel/command-words.js';
import { hundertspielCommandWordsPl } from '../../locales/hundertspiel/command-words-pl.js';
import { hundertspielMeta } from '../../locales/hundertspiel/meta.js';
import { hundertspielMetaPl } from '../../locales/hundertspiel/meta-pl.js';
import { resolveRules as hundertspielRules, VARIANT_IDS as HUNDERTSPIEL_VARIANTS } from '../../src/games/hundertspiel/rules.js';
import type { HundertspielOptions } from '../../src/games/hundertspiel/types.js';

const PL_DECKS = decksPl;
const PL_GRAMMAR = grammarPl;
const namer = (deck: Deck) => namerFromWords(deck, deckWords(deck, PL_DECKS, 'french'), PL_GRAMMAR);
const french = namer(FRENCH);
const trappola = namer(TRAPPOLA);

const anna = { name: 'Anna', self: false };
const ben = { name: 'Ben', self: false };
const clara = { name: 'Clara', self: false };
const me = { name: 'Ty', self: true };


/** Command words: the English table's commands (list lengths may differ), every word in lower case. */
function checkCommandWords(en: unknown, pl: unknown, path: string): void {
  const problems: string[] = [];
  compare(en, pl, path, problems);
  assert.deepEqual(problems.filter((p) => !p.includes('list length')), []);
  const words = (x: unknown): string[] => (typeof x === 'string' ? [x] : typeof x === 'object' && x !== null ? Object.values(x).flatMap(words) : []);
  for (const w of words(pl)) {
    assert.equal(w, w.toLowerCase(), `${path}: ${w}`);
    assert.equal(w, w.trim(), `${path}: ${w}`);
  }
}

/** No command word reads as a Polish card or suit (the command line reads cards and words from one text). */
function checkNoCardWord(deck: Deck, words: readonly string[]): void {
  const v = vocabularyFromWords(deck, [{ words: deckWords(deck, PL_DECKS), grammar: PL_GRAMMAR }]);
  for (const w of words) {
    assert.deepEqual(v.parse(w), [], `${w} reads as a card`);
    for (const part of w.split(' ')) assert.deepEqual(v.suits(part), [], `${w} reads as a suit`);
  }
}

/** Every sentence starts with a capital letter, and so does each after a full stop (as polish-ahead checks the shell). */
function checkSentences(said: readonly [string, string][]): void {
  const bad = said.filter(([, t]) => (/[.!?…]$/.test(t) && !/^[\p{Lu}\d„]/u.test(t)) || /(?<!\d)[.!?…]\s+\p{Ll}/u.test(t));
  assert.deepEqual(bad, []);
}
const stringsOf = (x: unknown, path: string): [string, string][] =>
  typeof x === 'string' ? [[path, x]] : typeof x === 'object' && x !== null ? Object.entries(x).flatMap(([k, v]) => stringsOf(v, `${path}.${k}`)) : [];

const SAMPLES = [1, 2, 5, 22, 112] as const;

const VARIANTS_HEADING = 'Reguły w mocy i warianty';
const MARK = /\((w mocy|wybrany, [^)]*)\)$/;
const RULE_ID = /\b(?:[HW]\d+|V-[HW]-\d+|PD-[HW]-\d+|EX-[HW]-\d+)\b/;
const VARIANT_ID = /\bV-[HW]-\d+\b/g;
const CODE_LEFTOVER = /undefined|NaN|\[object|\$\{/;
const BAD_SYMBOL = /[♠♥♦♣♤♡♢♧→←⇒&<>]/;

/** The Polish rules beside the English ones for one set of rules in force. */
function checkRules(where: string, en: readonly RulesSection[], pl: readonly RulesSection[], variantIds: readonly string[], chosen: readonly string[]): void {
  assert.equal(pl.length, en.length, `${where}: the sections of the English text`);
  for (const [i, s] of pl.entries()) {
    const at = `${where} "${s.heading}"`;
    assert.ok(s.heading.trim().length > 0, `${where}: empty heading in section ${i + 1}`);
    assert.match(s.heading, /^\p{Lu}/u, at);
    assert.doesNotMatch(s.heading, CODE_LEFTOVER, at);
    assert.doesNotMatch(s.heading, RULE_ID, at);
    assert.equal(s.paragraphs.length, en[i]!.paragraphs.length, `${at}: the paragraphs of "${en[i]!.heading}"`);
    const variantsSection = i === pl.length - 1;
    for (const p of s.paragraphs) {
      assert.ok(p.trim().length > 0, `${at}: empty paragraph`);
      assert.equal(p, p.trim(), `${at}: spaces around: ${p}`);
      assert.doesNotMatch(p, /\s{2,}/, `${at}: double space: ${p}`);
      assert.doesNotMatch(p, CODE_LEFTOVER, `${at}: ${p}`);
      assert.doesNotMatch(p, BAD_SYMBOL, `${at}: ${p}`);
      assert.match(p, /^[\p{Lu}\d]/u, `${at}: no capital: ${p}`);
      if (!variantsSection) assert.doesNotMatch(p, RULE_ID, `${at}: a rule ID in the player's text: ${p}`);
      else assert.doesNotMatch(p.replace(VARIANT_ID, ''), RULE_ID, `${at}: ${p}`);
    }
  }
  const last = pl[pl.length - 1]!;
  assert.equal(last.heading, VARIANTS_HEADING, `${where}: the variants section comes last`);
  for (const id of variantIds) {
    const lines = last.paragraphs.filter((p) => p.startsWith(`${id}, `));
    assert.equal(lines.length, 1, `${where}: one line for ${id}`);
    assert.equal(MARK.test(lines[0]!), chosen.includes(id), `${where}: ${id} marked: ${lines[0]}`);
    assert.equal(last.paragraphs[0]!.includes(`${id},`), chosen.includes(id), `${where}: the summary names ${id} iff chosen`);
  }
}

const textOf = (sections: readonly RulesSection[]) => sections.map((s) => [s.heading, ...s.paragraphs].join('\n')).join('\n');

describe('Polish: Whist (issue 26)', () => {
  const w = whistPl.whist;

  it('has every key, kind and arity of the English catalogue, no empty text, and capitals where English has them', () => {
    const problems: string[] = [];
    compare(whistEn, whistPl, 'whist', problems);
    assert.deepEqual(problems, []);
  });

  it('says every plural category: punkty, lewy, robry, możliwości', () => {
    const mine = { mine: true, who: [me, clara] };
    const theirs = { mine: false, who: [anna, ben] };
    assert.deepEqual(
      SAMPLES.map((n) => w.tricksScored(mine, n, n, 'wy 1, przeciwnicy 0')),
      [
        'Zdobywacie 1 punkt za 1 lewę; wynik: wy 1, przeciwnicy 0.',
        'Zdobywacie 2 punkty za 2 lewy; wynik: wy 1, przeciwnicy 0.',
        'Zdobywacie 5 punktów za 5 lew; wynik: wy 1, przeciwnicy 0.',
        'Zdobywacie 22 punkty za 22 lewy; wynik: wy 1, przeciwnicy 0.',
        'Zdobywacie 112 punktów za 112 lew; wynik: wy 1, przeciwnicy 0.',
      ],
    );
    assert.equal(w.tricksScored(theirs, 8, 2, 'wy 0, przeciwnicy 2'), 'Anna i Ben zdobywają 2 punkty za 8 lew; wynik: wy 0, przeciwnicy 2.');
    assert.deepEqual(SAMPLES.map((n) => w.claimMade(anna, n)), ['Anna zgłasza wszystkie pozostałe lewy: 1 lewę.', 'Anna zgłasza wszystkie pozostałe lewy: 2 lewy.', 'Anna zgłasza wszystkie pozostałe lewy: 5 lew.', 'Anna zgłasza wszystkie pozostałe lewy: 22 lewy.', 'Anna zgłasza wszystkie pozostałe lewy: 112 lew.']);
    assert.deepEqual(SAMPLES.map((n) => w.rubberWon(mine, n)), ['Wygrywacie robra: 1 punkt przewagi.', 'Wygrywacie robra: 2 punkty przewagi.', 'Wygrywacie robra: 5 punktów przewagi.', 'Wygrywacie robra: 22 punkty przewagi.', 'Wygrywacie robra: 112 punktów przewagi.']);
    assert.deepEqual(SAMPLES.map((n) => whistPl.ui.choicesHeading(n)), ['Pytanie albo zgłoszenie, 1 możliwość', ...[2, 5, 22, 112].map((n) => `Pytanie albo zgłoszenie, ${n} możliwości`)]);
    assert.deepEqual(SAMPLES.map((n) => whistPl.ui.yourHand(n)), ['Twoja ręka, 1 karta', 'Twoja ręka, 2 karty', 'Twoja ręka, 5 kart', 'Twoja ręka, 22 karty', 'Twoja ręka, 112 kart']);
    const session = (n: number) => textOf(whistRulesPl(whistRules({ rubbers: n }))).match(/Sesja trwa [^.]*\./)?.[0];
    assert.deepEqual(SAMPLES.map(session), ['Sesja trwa 1 rober.', 'Sesja trwa 2 robry.', 'Sesja trwa 5 robrów.', 'Sesja trwa 22 robry.', 'Sesja trwa 112 robrów.']);
  });

  it('declines the cards by the sentence: accusative, instrumental, genitive; names in the nominative', () => {
    const [ace, queen, ten, jack] = ['AS', 'QH', '10D', 'JC'].map((c) => french.ref(c, 'long'));
    assert.equal(w.drew(anna, ace!), 'Anna ciągnie asa pik.');
    assert.equal(w.drew(me, ten!), 'Ciągniesz dziesiątkę karo.');
    assert.equal(w.turnUp(ben, queen!, 'kier'), 'Ben odkrywa damę kier: atutem jest kier.');
    assert.equal(w.turnUpTakenUp(me, jack!), 'Bierzesz do ręki waleta trefl.');
    assert.equal(whistPl.tricks.trickWon(anna, queen!, null, w.tricksAfterTrick('wy 3, przeciwnicy 2')), 'Anna bierze lewę damą kier, lewy: wy 3, przeciwnicy 2.');
    assert.equal(whistPl.tricks.trumped(me, ten!), 'Przebijasz dziesiątką karo.');
    assert.equal(whistPl.tricks.played(clara, jack!), 'Clara zagrywa waleta trefl.');
    assert.equal(w.violation('CARD_NOT_IN_HAND', 'W19', { card: queen! }), 'Nie masz w ręce damy kier. (reguła W19)');
    assert.equal(w.violation('CARD_NOT_IN_HAND', '', { card: ace! }), 'Nie masz w ręce asa pik.');
    assert.equal(w.violation('MUST_FOLLOW_SUIT', '', { suit: 'kier' }), 'Musisz dołożyć do koloru kier.');
    assert.equal(w.violation('NOT_YOUR_TURN', '', { toMove: anna }), 'To nie twój ruch: teraz gra Anna.');
    assert.equal(w.violation('NO_SUCH_CODE', '', {}), 'Ten ruch jest niedozwolony.');
    assert.equal(w.trumpIs('kier', queen!, anna, true), 'Atutem jest kier; odkryta karta, dama kier, leży jeszcze na stole (rozdaje Anna).');
    assert.equal(w.trumpIs('pik', ace!, me, false), 'Atutem jest pik; odkryta karta, as pik, jest już w twojej ręce.');
    const honours = french.list(['AH', 'KH'], 'long');
    assert.equal(w.honoursShown({ mine: true, who: [me, clara] }, [{ who: me, cards: honours }, { who: clara, cards: french.list(['JH'], 'long') }]), 'Pokazujecie honory. Ty: as kier i król kier; Clara: walet kier.');
    assert.equal(w.honoursScored({ mine: false, who: [anna, ben] }, 3, 2, 'wy 4, przeciwnicy 6'), 'Honory mają Anna i Ben: 3 honory, 2 punkty; wynik: wy 4, przeciwnicy 6.');
    assert.equal(w.honoursScored({ mine: true, who: [me, clara] }, 4, 4, 'wy 4, przeciwnicy 6'), 'Honory ma wasza strona: 4 honory, 4 punkty; wynik: wy 4, przeciwnicy 6.');
    assert.equal(w.sidesFormed([me, clara], [anna, ben], anna), 'Partnerzy: ty i Clara; przeciwnicy: Anna i Ben. Najpierw rozdaje Anna.');
    assert.equal(w.dealStarted(2, me, anna, 'wy 0, przeciwnicy 0', 'wy 0, przeciwnicy 0'), 'Rozdanie 2: rozdajesz ty, wychodzi Anna. Wynik: wy 0, przeciwnicy 0; partie: wy 0, przeciwnicy 0.');
    assert.equal(w.gameWon({ mine: false, who: [anna, ben] }, 'double', 2, 'wy 3, przeciwnicy 10', 'wy 0, przeciwnicy 1'), 'Anna i Ben wygrywają partię podwójną, wartą 2 punkty; wynik: wy 3, przeciwnicy 10. Partie: wy 0, przeciwnicy 1.');
    assert.equal(w.slamMade({ mine: true, who: [me, clara] }, 'grand', 6), 'Robicie wielkiego szlema: 6 punktów w robrze.');
    assert.equal(w.callMade(anna, false), 'Anna pyta: „Czy możesz?”');
    assert.equal(w.callAnswered(me, true), 'Odpowiadasz: „Tak.”');
    assert.equal(w.hint('dama kier', null), 'Podpowiedź: dama kier.');
    assert.equal(w.hintReason('secondHandLow'), 'Druga ręka nisko.');
    assert.equal(w.hintReason('no such reason'), null);
  });

  it('every sentence starts with a capital, and so does each after a full stop', () => {
    const mine = { mine: true, who: [me, clara] };
    const theirs = { mine: false, who: [anna, ben] };
    const ace = french.ref('AS', 'long');
    checkSentences([
      ...stringsOf(whistPl.ui, 'ui'),
      ['drawTie', w.drawTie([me, anna], 'deal')],
      ['sidesFormed', w.sidesFormed([me, clara], [anna, ben], me)],
      ['dealStarted', w.dealStarted(1, anna, ben, 'wy 0, przeciwnicy 0', 'wy 0, przeciwnicy 0')],
      ['honoursShown', w.honoursShown(theirs, [{ who: anna, cards: french.list(['AS', 'KS'], 'long') }])],
      ['dealEnded', w.dealEnded('call', 'wy 0, przeciwnicy 0')],
      ['honoursNotScored', w.honoursNotScored(mine, 'atNine')],
      ['honoursNotScored null', w.honoursNotScored(null, 'atNine')],
      ['gameWon', w.gameWon(theirs, 'quadruple', 4, 'wy 0, przeciwnicy 10', 'wy 0, przeciwnicy 1')],
      ['ledger', w.ledger([{ who: me, change: 3, total: 3 }, { who: anna, change: -3, total: -3 }])],
      ['sessionOver', w.sessionOver([me, clara])],
      ['score', w.score('wy 3, przeciwnicy 2', 'wy 0, przeciwnicy 0', 'wy 1, przeciwnicy 0')],
      ['trumpIs', w.trumpIs('pik', ace, anna, false)],
      ['calls', w.calls([{ who: anna, answer: 'yes' }, { who: me, answer: null }])],
      ['calls none', w.calls([])],
      ['yourTurn', w.yourTurn('play', { mustFollow: 'kier', mayCall: true, mayClaim: true })],
      ['notYourTurn', w.notYourTurn(anna)],
      ...['NOT_YOUR_TURN', 'WRONG_PHASE', 'CARD_NOT_IN_HAND', 'MUST_FOLLOW_SUIT', 'CALL_NOT_AT_EIGHT', 'CALL_NEEDS_TWO_HONOURS', 'CALL_TOO_LATE', 'VARIANT_OFF', 'CLAIM_NOT_CERTAIN'].map((c): [string, string] => [c, w.violation(c, 'W1', {})]),
      ...['call', 'onlyCard', 'topSequence', 'cashWinner', 'leadTrumps', 'returnPartnersLead', 'partnerCanRuff', 'invite', 'shortSuit', 'longSuit', 'secondHandLow', 'coverHonour', 'thirdHandHigh', 'winTrick', 'duckTrick', 'cannotWin', 'partnerWinning', 'unblock', 'overtakePartner', 'ruff', 'overruff', 'discard'].map((r): [string, string] => [r, w.hintReason(r) ?? `missing ${r}`]),
    ]);
  });

  it('the rules text builds for the default rules and with every variant, as the English one', () => {
    const options: WhistOptions[] = [{}, { rubbers: 3 }, ...WHIST_VARIANTS.map((id) => ({ variants: [id] })), { variants: [...WHIST_VARIANTS] }];
    for (const o of options) {
      const r = whistRules(o);
      checkRules(`Whist ${JSON.stringify(o)}`, whistRulesEn(r), whistRulesPl(r), WHIST_VARIANTS, r.variants);
    }
    const text = (o: WhistOptions) => textOf(whistRulesPl(whistRules(o)));
    assert.match(text({}), /poczwórna, 4 punkty/);
    assert.doesNotMatch(text({ variants: ['V-W-1'] }), /poczwórna, 4 punkty/);
    assert.match(text({}), /Bez honorów przy 9/);
    assert.doesNotMatch(text({ variants: ['V-W-2'] }), /Bez honorów przy 9/);
    assert.match(text({}), /wielkiego szlema, wartego 6/);
    assert.doesNotMatch(text({ variants: ['V-W-3'] }), /wielkiego szlema, wartego 6/);
    assert.match(text({ variants: ['V-W-5'] }), /Zgłoszenie reszty: w swojej kolejce/);
    for (const id of WHIST_VARIANTS) {
      assert.equal(whistPl.ui.variantName(id), whistRulesPl(whistRules({})).at(-1)!.paragraphs.find((p) => p.startsWith(`${id}, `))!.split(': ')[0]!.slice(id.length + 2));
      assert.match(whistPl.ui.variantDescription(id), /^\p{Lu}.*\.$/u);
    }
  });

  it('has every command of the English command words, in lower case, and the chooser words', () => {
    checkCommandWords(whistCommandWords.en, whistCommandWordsPl, 'whistCommandWords');
    checkNoCardWord(FRENCH, [...Object.values(whistCommandWordsPl.queries).flat(), ...whistCommandWordsPl.call, ...whistCommandWordsPl.claim, ...whistCommandWordsPl.play]);
    assert.ok(whistCommandWordsPl.queries.help.includes('pomoc'));
    assert.ok(whistCommandWordsPl.play.includes('zagraj'));
    assert.equal(whistMetaPl.name, 'Wist');
    assert.match(whistMetaPl.description, /^\p{Lu}/u);
    assert.deepEqual(Object.keys(whistMetaPl.feats ?? {}).sort(), Object.keys(whistMeta.en.feats ?? {}).sort());
  });
});

describe('Polish: Das Hundertspiel (issue 26)', () => {
  const h = hundertspielPl.hundertspiel;
  const [cavall, doBa, ten, ace, doCu] = ['Sw-N', 'Ba-Do', 'Cu-10', 'Co-A', 'Cu-Do'].map((c) => trappola.ref(c, 'long'));

  it('has every key, kind and arity of the English catalogue, no empty text, and capitals where English has them', () => {
    const problems: string[] = [];
    compare(hundertspielEn, hundertspielPl, 'hundertspiel', problems);
    assert.deepEqual(problems, []);
  });

  it('says every plural category: marki, punkty, karty, asy, możliwości', () => {
    assert.deepEqual(SAMPLES.map((n) => h.announceWorth('26', n)), ['1 marka', '2 marki', '5 marek', '22 marki', '112 marek'].map((m) => `${m}; Do musi wziąć ostatnią lewę`));
    assert.deepEqual(SAMPLES.map((n) => h.trumpFixed('coppi', anna, n)), ['1 markę', '2 marki', '5 marek', '22 marki', '112 marek'].map((m) => `Atutem jest coppi; wybiera Anna; gra jest warta ${m}.`));
    assert.deepEqual(SAMPLES.map((n) => h.choiceHonours('A', 3, n)), ['3 asy: 1 punkt', '3 asy: 2 punkty', '3 asy: 5 punktów', '3 asy: 22 punkty', '3 asy: 112 punktów']);
    assert.deepEqual(SAMPLES.map((n) => h.honourWord('A', n)), ['1 as', '2 asy', '5 asów', '22 asy', '112 asów']);
    assert.deepEqual([3, 4].map((n) => h.honourWord('K', n)), ['3 króle', '4 króle']);
    assert.deepEqual([3, 5].map((n) => h.honourWord('N', n)), ['3 kawalery', '5 kawalerów']);
    assert.deepEqual([4, 5].map((n) => h.honourWord('J', n)), ['4 walety', '5 waletów']);
    assert.deepEqual([1, 3].map((n) => h.honourWord('Do', n)), ['1 Do', '3 Do']);
    assert.deepEqual(SAMPLES.map((n) => h.toDiscard(n)), ['Do odłożenia jeszcze: 1 karta.', 'Do odłożenia jeszcze: 2 karty.', 'Do odłożenia jeszcze: 5 kart.', 'Do odłożenia jeszcze: 22 karty.', 'Do odłożenia jeszcze: 112 kart.']);
    assert.deepEqual(SAMPLES.map((n) => h.yourTurn('discard', { mustTrump: false, lateAces: false, toDiscard: n }).split(':')[0]), ['Odłóż 1 kartę', 'Odłóż 2 karty', 'Odłóż 5 kart', 'Odłóż 22 karty', 'Odłóż 112 kart']);
    assert.deepEqual(SAMPLES.map((n) => hundertspielPl.ui.choicesHeading('contra', n)), ['Contra?, 1 możliwość', ...[2, 5, 22, 112].map((n) => `Contra?, ${n} możliwości`)]);
    assert.equal(hundertspielPl.tricks.trickWon(anna, ace!, 22, 'wynik: wy 40, Anna i Ben 22'), 'Anna bierze lewę asem denari: 22 punkty, wynik: wy 40, Anna i Ben 22.');
    assert.equal(hundertspielPl.tricks.trickWon(me, doBa!, 5, null), 'Bierzesz lewę Do bastoni: 5 punktów.');
  });

  it('declines the cards by the sentence: accusative, instrumental, genitive; names in the nominative', () => {
    assert.equal(h.discarded(me, cavall!, 1, 4), 'Odkładasz kawalera spadi, 1 z 4.');
    assert.equal(h.discarded(anna, ten!, 2, 4), 'Anna odkłada dziesiątkę coppi, 2 z 4.');
    assert.equal(h.discarded(anna, null, 3, 4), 'Anna odkłada kartę, 3 z 4.');
    assert.equal(h.outbid(anna, doBa!), 'Licytacja przebita: Anna bierze z powrotem Do bastoni.');
    assert.equal(h.outbid(me, doCu!), 'Licytacja przebita: bierzesz z powrotem Do coppi.');
    assert.equal(hundertspielPl.tricks.played(ben, cavall!), 'Ben zagrywa kawalera spadi.');
    assert.equal(hundertspielPl.tricks.trumped(me, ten!), 'Przebijasz dziesiątką coppi.');
    assert.equal(hundertspielPl.tricks.led(anna, ace!), 'Anna wychodzi asem denari.');
    assert.equal(h.violation('notInHand', 'H20', { card: ace! }), 'Nie masz w ręce asa denari. (reguła H20)');
    assert.equal(h.violation('notInHand', '', { card: ten! }), 'Nie masz w ręce dziesiątki coppi.');
    assert.equal(h.violation('mustTrump', '', { trump: 'coppi' }), 'Wyjście atutem, a ty masz karty coppi: musisz zagrać atut.');
    assert.equal(h.violation('kingOrAce', '', { card: ace! }), 'Królów i asów nie wolno odkładać (as denari).');
    assert.equal(h.violation('notYourTurn', '', { toMove: ben }), 'To nie twój ruch: teraz gra Ben.');
    assert.equal(h.bottomCard(cavall!), 'Spodnia karta przełożonej talii to kawaler spadi.');
    const a = { who: anna, kind: '26' as const, dos: [doBa!], contra: 0 as const, status: 'open' as const };
    assert.equal(h.announcement(a), 'zapowiedź 26 gracza Anna z Do bastoni');
    assert.equal(h.announced(a), 'Anna zapowiada 26 i wykłada Do bastoni.');
    assert.equal(h.announced({ ...a, who: me, kind: '52', dos: [doBa!, doCu!] }), 'Zapowiadasz 52 i wykładasz Do bastoni i Do coppi.');
    assert.equal(h.contra(me, 1, a), 'Mówisz Contra na zapowiedź 26 gracza Anna z Do bastoni.');
    assert.equal(h.decided({ ...a, who: me, contra: 1 }, true), 'Twoja zapowiedź 26 z Do bastoni, Contra: wygrana.');
    assert.equal(h.choiceContra(2, { ...a, contra: 1 }, 8), 'Recontra na zapowiedź 26 gracza Anna z Do bastoni, Contra: wtedy 8 marek');
    assert.equal(h.choiceAnnounce('52', trappola.list(['Ba-Do', 'Cu-Do'], 'long'), h.announceWorth('52', 4)), '52 z Do bastoni i Do coppi: 4 marki; oba Do muszą wziąć dwie ostatnie lewy');
    assert.equal(h.choiceTrump('bastoni', doBa!), 'Atut bastoni, wykładasz Do bastoni');
    assert.equal(h.choiceTrump('spadi', null), 'Atut spadi, bez Do: 26 przepada');
    assert.equal(h.bought(ben, trappola.list(['Sw-N', 'Cu-10'], 'long')), 'Ben kupuje Scat: kawaler spadi i dziesiątka coppi.');
    assert.equal(h.seats([{ who: me, card: cavall! }, { who: anna, card: ten! }], anna, [[me, clara], [anna, ben]]), 'Losowanie miejsc: ty: kawaler spadi, Anna: dziesiątka coppi. Partnerzy: ty i Clara; Anna i Ben. Najpierw rozdaje Anna.');
    assert.equal(h.missingFourth(anna, 'K', 'coppi'), 'Do trzech królów gracza Anna brakuje króla coppi.');
    assert.equal(h.disclosed(me, 'N', 'spadi'), 'Do twoich trzech kawalerów brakuje kawalera spadi.');
    assert.equal(h.honours(clara, 'A', 3, 30, 'wynik: wy 30, Anna i Ben 0'), 'Clara zgłasza 3 asy: 30 punktów, wynik: wy 30, Anna i Ben 0.');
    assert.equal(h.score({ parties: [{ who: [me, clara], points: 46, mine: true }, { who: [anna, ben], points: 31, mine: false }] }), 'wynik: wy 46, Anna i Ben 31');
    assert.equal(h.score({ parties: [{ who: [me], points: 12, mine: true }, { who: [anna], points: 30, mine: false }, { who: [ben], points: 0, mine: false }] }), 'wynik: ty 12, Anna 30, Ben 0');
    assert.equal(h.gameOver([me, clara], 'wynik: wy 104, Anna i Ben 40', true, 'settle'), 'Wygrywacie partię, wynik: wy 104, Anna i Ben 40. Matsch: przegrani płacą podwójnie. Rozdanie toczy się do końca, by rozliczyć zapowiedzi.');
    // the verb agrees with the winners (issue 26), as Whist's sessionOver does
    assert.equal(h.gameOver([anna, ben], 'wynik: Anna i Ben 101, wy 70', false, 'abandoned'), 'Anna i Ben wygrywają partię, wynik: Anna i Ben 101, wy 70.');
    assert.equal(h.gameOver([anna], 'wynik: ty 12, Anna 100, Ben 0', false, 'abandoned'), 'Anna wygrywa partię, wynik: ty 12, Anna 100, Ben 0.');
    assert.equal(h.gameOver([me], 'wynik: ty 100, Anna 30, Ben 0', false, 'abandoned'), 'Wygrywasz partię, wynik: ty 100, Anna 30, Ben 0.');
    assert.equal(h.marks([{ who: me, amount: 2 }, { who: anna, amount: -2 }]), 'Marki: ty plus 2, Anna minus 2.');
    assert.equal(h.pass(anna, 'contra'), 'Anna nie mówi Contra.');
    assert.equal(h.pass(me, 'buy'), 'Nie kupujesz Scatu.');
    assert.equal(h.dealStart(anna, me, 'denari', 9, true), 'Nowe rozdanie: rozdaje Anna, Vorhand: ty, atutem jest denari, każdy dostaje 9 kart. To rozdanie jest alt und neu.');
    assert.equal(h.hintReason('doTrick'), 'Lewa wzięta przez Do daje 10 punktów więcej, w ostatniej lewie 20.');
    assert.equal(h.hintReason('no such reason'), null);
  });

  it('every sentence starts with a capital, and so does each after a full stop', () => {
    const a = { who: anna, kind: 'first52' as const, dos: [doBa!], contra: 1 as const, status: 'lost' as const };
    const phases = ['optIn', 'bid', 'buy', 'trump', 'announce', 'contra', 'discard', 'play', 'dealOver'] as const;
    const codes = ['notYourTurn', 'dealOver', 'wrongPhase', 'notInHand', 'mustTrump', 'kingOrAce', 'trumpWithoutDo', 'noDo', 'bidTooLow', 'lateHonours', 'alreadyAnnounced', 'acePlayed', 'notHeld', 'notAsked', 'scatGame', 'lateLaying', 'secondAnnouncement', 'variantOff', 'gameEnded'];
    const reasons = ['forced', 'declareOut', 'agreeAltUndNeu', 'refuseAltUndNeu', 'announceHonours', 'announce26', 'announce52', 'announceFirst52', 'noAnnouncement', 'contra', 'noContra', 'bid', 'noBid', 'buyScat', 'declineScat', 'discard', 'chooseTrump', 'doFirstTrick', 'trumpFirstTrick', 'doTrick', 'winTrick', 'cashWinner', 'drawTrumps', 'attackLaidDo', 'protectAnnouncement', 'guardAgainstDo', 'keepTrumpDo', 'smearPartner', 'followPartner', 'duckTrick', 'leadLow'];
    checkSentences([
      ...stringsOf(hundertspielPl.ui, 'ui'),
      ['dealStart', h.dealStart(me, anna, null, 8, false)],
      ['optIn', h.optIn(me, false)],
      ['altUndNeu', h.altUndNeu(false)],
      ['bid', h.bid(anna, 'bastoni', 4)],
      ['trumpFixed', h.trumpFixed('spadi', null, 0)],
      ['announced', h.announced(a)],
      ['contra', h.contra(ben, 3, a)],
      ['playStart', h.playStart(me)],
      ['scored', h.scored('scat', 12, [me], 'wynik: ty 12, Anna 0, Ben 0')],
      ['decided', h.decided(a, false)],
      ['gameOver', h.gameOver(null, 'wynik: wy 100, Anna i Ben 50', false, 'newGame')],
      ['out', h.out(anna, false)],
      ['dealOver', h.dealOver('thrownIn')],
      ['sessionOver', h.sessionOver(true, 'wynik: wy 1, Anna i Ben 0')],
      ['marksLine', h.marksLine([{ who: me, marks: 2 }])],
      ['noTrumpSeats', h.noTrumpSeats([anna, ben])],
      ['gameState', h.gameState(0, 2, true)],
      ['trumpIs', h.trumpIs(null)],
      ...phases.map((p): [string, string] => [`yourTurn ${p}`, h.yourTurn(p, { mustTrump: true, lateAces: true, toDiscard: 3 })]),
      ...phases.map((p): [string, string] => [`pass ${p}`, h.pass(me, p)]),
      ...codes.map((c): [string, string] => [c, h.violation(c, 'H1', {})]),
      ...reasons.map((r): [string, string] => [r, h.hintReason(r) ?? `missing ${r}`]),
    ]);
    for (const r of reasons) assert.notEqual(h.hintReason(r), null, r);
  });

  it('the rules text builds for every table and Scat, alone and with every variant, as the English one', () => {
    const bases: HundertspielOptions[] = [{ players: 4 }, { players: 4, scat: true }, { players: 3 }, { players: 3, scat: true }];
    for (const o of bases.flatMap((b) => [b, ...HUNDERTSPIEL_VARIANTS.map((id) => ({ ...b, variants: [id] })), { ...b, variants: [...HUNDERTSPIEL_VARIANTS] }])) {
      const r = hundertspielRules(o);
      checkRules(`Hundertspiel ${JSON.stringify(o)}`, hundertspielRulesEn(r), hundertspielRulesPl(r), HUNDERTSPIEL_VARIANTS, r.variants);
    }
    const text = (o: HundertspielOptions) => textOf(hundertspielRulesPl(hundertspielRules(o)));
    assert.match(text({ players: 4 }), /każdy ma 9 kart/);
    assert.match(text({ players: 4, scat: true }), /każdy ma 8 kart/);
    assert.match(text({ players: 3 }), /każdy ma 12 kart/);
    assert.match(text({ players: 3, scat: true }), /każdy ma 11 kart/);
    assert.match(text({ players: 4, scat: true }), /Gra ze Scatem/);
    assert.doesNotMatch(text({ players: 4 }), /Gra ze Scatem\n/);
    assert.match(text({ players: 3, scat: true, variants: ['V-H-4'] }), /Te 3 karty są martwe/);
    assert.match(text({ players: 4, scat: true, variants: ['V-H-1'] }), /V-H-1, Atut z przełożenia: .*\(wybrany, ale bez znaczenia w tej grze\)/);
    assert.match(text({ players: 4, variants: ['V-H-1'] }), /V-H-1, Atut z przełożenia: .*\(w mocy\)/);
    assert.match(text({ players: 4, variants: ['V-H-2'] }), /Supra-Contra; każde znów podwaja/);
    // The game's German words are explained once, the Italian suit names said once.
    for (const o of bases) {
      const all = text(o);
      assert.equal(all.match(/Spadi/g)?.length, 1, JSON.stringify(o));
      assert.equal(all.match(/to Scat/g)?.length ?? 0, o.scat ? 1 : 0, JSON.stringify(o));
      assert.match(all, /Vorhand, czyli pierwsza ręka/);
    }
    for (const id of HUNDERTSPIEL_VARIANTS) {
      assert.equal(hundertspielPl.ui.variantName(id), text({ players: 4 }).match(new RegExp(`${id}, ([^:]*):`))?.[1]);
      assert.match(hundertspielPl.ui.variantDescription(id), /^\p{Lu}.*\.$/u);
    }
  });

  it('has every command of the English command words, in lower case, and the chooser words', () => {
    checkCommandWords(hundertspielCommandWords.en, hundertspielCommandWordsPl, 'hundertspielCommandWords');
    checkNoCardWord(TRAPPOLA, [...Object.values(hundertspielCommandWordsPl.queries).flat(), ...Object.values(hundertspielCommandWordsPl.verbs).flat()]);
    assert.ok(hundertspielCommandWordsPl.queries.help.includes('pomoc'));
    assert.ok(hundertspielCommandWordsPl.verbs.pass.includes('pas'));
    assert.ok(hundertspielCommandWordsPl.verbs.play.includes('zagraj'));
    assert.equal(hundertspielMetaPl.name, hundertspielMeta.en.name);
    assert.match(hundertspielMetaPl.description, /^\p{Lu}/u);
    assert.deepEqual(Object.keys(hundertspielMetaPl.feats ?? {}).sort(), Object.keys(hundertspielMeta.en.feats ?? {}).sort());
  });
});
