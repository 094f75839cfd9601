/**
 * Polish written ahead of registering it (issue 26; src/i18n/drafts.ts), two trick games: Whist
 * (locales/whist/*-pl.ts, pl.ts).
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
import { FRENCH, type Deck } from '../../src/engine/decks/index.js';
import { deckWords, namerFromWords, type DeckCatalogue, type DeckGrammar } from '../../src/i18n/deck-names.js';
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

const PL_DECKS = decksPl as unknown as DeckCatalogue;
const PL_GRAMMAR = grammarPl as unknown as DeckGrammar;
const namer = (deck: Deck) => namerFromWords(deck, deckWords(deck, PL_DECKS, 'french'), PL_GRAMMAR);
const french = namer(FRENCH);

const anna = { name: 'Anna', self: false };
const ben = { name: 'Ben', self: false };
const clara = { name: 'Clara', self: false };
const me = { name: 'Ty', self: true };

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

const SAMPLES = [1, 2, 5, 22, 112] as const;

const VARIANTS_HEADING = 'Obowiązujące zasady i warianty';
const MARK = /\((obowiązuje|wybrany, [^)]*)\)$/;
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

describe('Polish ahead: Whist (issue 26)', () => {
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
    assert.equal(w.honoursShown({ mine: true, who: [me, clara] }, [w.honoursHeld(me, honours), w.honoursHeld(clara, french.list(['JH'], 'long'))].join('; ')), 'Pokazujecie honory. Ty: as kier i król kier; Clara: walet kier.');
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
    assert.ok(whistCommandWordsPl.queries.help.includes('pomoc'));
    assert.ok(whistCommandWordsPl.play.includes('zagraj'));
    assert.equal(whistMetaPl.name, 'Wist');
    assert.match(whistMetaPl.description, /^\p{Lu}/u);
    assert.deepEqual(Object.keys(whistMetaPl.feats ?? {}).sort(), Object.keys(whistMeta.en.feats ?? {}).sort());
  });
});
