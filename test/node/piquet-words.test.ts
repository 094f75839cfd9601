/**
 * What the Piquet table says (issue 15): whole seeded games played by the computer players (the race
 * to 101, to 100, the four-deal partie, the variants), every step's events as the player's seat may see
 * them turned into sentences in German and English, and the reading keys' sentences at each of his
 * decisions. Each sentence is clean (no code, no card token, no "undefined"); each trick's end is said
 * once with the running score; every declaration and answer is said as players say it ("Punkt von
 * fünf", „Gut.“ / "Point of five", "Good."); carte blanche, repique, pique, capot and the missing card
 * have their words; every reason a computer player can give has hint words in both languages; the
 * catalogues agree; refusals name their rule; the command line reads both languages.
 */
import '../../src/i18n/all.js';
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as P from '../../src/games/piquet/index.js';
import { createBot } from '../../src/games/piquet/bots/index.js';
import type { PiquetReason } from '../../src/games/piquet/bots/types.js';
import * as D from '../../src/games/piquet/describe.js';
import { loadPiquetTexts, piquetMessages } from '../../src/games/piquet/texts.js';
import { parsePiquetCardSet, parsePiquetCommand } from '../../src/games/piquet/command-line.js';
import { piquetOptionsFrom } from '../../src/games/piquet/setup.js';
import { piquetSave } from '../../src/games/piquet/game.js';
import { groupBySuit } from '../../src/games/tricks/hand.js';
import { piquetDe } from '../../locales/piquet/de.js';
import { piquetEn } from '../../locales/piquet/en.js';
import { piquetMeta } from '../../locales/piquet/meta.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';
import { cardRef, deckNamer, namedRefs } from '../../src/i18n/deck-names.js';

/** A card reference that says the given word (what a catalogue's card parameter is). */
const named = (id: string, word: string) => cardRef(id, 'f', false, () => word);
/** Cards said as the test's words (the exchange's marks take a list as references). */
const namedList = (words: string) => namedRefs([], () => words);

const NAMES = ['You', 'Anna'];
const ME = 0;

/** A sentence for people: no engine token, no programming residue. */
/** A refusal's last words: the rule it names, in any language ("(Regel Q15)", "(rule Q15)", "(reguła Q15)"). */
const RULE = (id: string) => new RegExp(`\\((Regel|rule|reguła) ${id}\\)$`);

function clean(text: string, where: string): void {
  assert.ok(text.trim().length > 0, `${where}: empty`);
  assert.doesNotMatch(text, /undefined|NaN|\[object|\bnull\b|\btrue\b|\bfalse\b/, `${where}: ${text}`);
  assert.doesNotMatch(text, /\b(10|[2-9AKQJ])[CDHS]\b/, `${where}: card token in ${text}`);
  assert.doesNotMatch(text, /\b(carteBlanche|notGood|lastTrick|missingCard|noScore|exchange-elder|exchange-younger|dealOver|gameOver)\b/, `${where}: code in ${text}`);
}

function words(locale: Locale, state: P.PiquetState, names = NAMES): D.Words {
  return { messages: piquetMessages(locale), locale, me: ME, names, style: 'long', view: P.view(state, ME), bounds: state.toMove === ME ? P.exchangeBounds(state) : null };
}

/** Walks two catalogues side by side: same keys, same kinds, same function arity, no empty strings. */
function compare(a: unknown, b: unknown, path: string, problems: string[]): void {
  if (typeof a !== typeof b) return void problems.push(`${path}: ${typeof a} in de, ${typeof b} in en`);
  if (typeof a === 'string') {
    if (a.trim() === '' || (b as string).trim() === '') problems.push(`${path}: empty`);
    return;
  }
  if (typeof a === 'function') {
    if (a.length !== (b as () => void).length) problems.push(`${path}: arity ${a.length} in de, ${(b as () => void).length} in en`);
    return;
  }
  if (typeof a === 'object' && a !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b as object)]);
    for (const k of keys) {
      if (!(k in a)) problems.push(`${path}.${k}: missing in de`);
      else if (!(k in (b as object))) problems.push(`${path}.${k}: missing in en`);
      else compare((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, problems);
    }
  }
}

/** Every reason code of the computer players (a missing one is a compile error). */
const REASONS: Record<PiquetReason, true> = {
  forced: true, keepLongSuit: true, keepSequence: true, keepSet: true, keepWinners: true, exchangeFewer: true,
  cashWinner: true, establishSuit: true, leadLow: true, makePique: true, winTrick: true, duck: true, followLow: true,
  discardLow: true, protectGuard: true, winLastTrick: true, winCards: true, stopCapot: true, stopPique: true,
};

describe('Piquet: every event and reading key in words (Q-rules through the describer)', () => {
  before(async () => {
    for (const locale of LOCALES) await loadPiquetTexts(locale);
  });

  it('the catalogues agree (keys, kinds, arities; no empty string), and the chooser words name every feat', () => {
    const problems: string[] = [];
    compare(piquetDe, piquetEn, 'piquet', problems);
    compare(piquetMeta.de, piquetMeta.en, 'piquet meta', problems);
    assert.deepEqual(problems, []);
    assert.deepEqual(Object.keys(piquetMeta.de.feats!).sort(), ['capots', 'carteBlanches', 'partiesWon', 'piques', 'repiques', 'unitsWon']);
  });

  it('hint words for every reason a computer player can give (PiquetExplanation), in both languages', () => {
    for (const reason of Object.keys(REASONS)) {
      for (const locale of LOCALES) {
        const text = piquetMessages(locale).piquet.hintReason(reason);
        assert.ok(text, `${locale}: no hint words for ${reason}`);
        clean(text!, `hint ${reason}`);
      }
    }
  });

  const setups: { name: string; variants: string[]; seed: string; levels: ['easy' | 'normal', 'easy' | 'normal'] }[] = [
    { name: 'the race to 101', variants: [], seed: 'words-101', levels: ['normal', 'normal'] },
    { name: 'the four-deal partie (V-Q-5) with V-Q-6 and V-Q-7', variants: ['V-Q-5', 'V-Q-6', 'V-Q-7'], seed: 'words-partie', levels: ['normal', 'easy'] },
    { name: 'to 100 (V-Q-4) with V-Q-1, V-Q-2 and V-Q-3', variants: ['V-Q-1', 'V-Q-2', 'V-Q-3', 'V-Q-4'], seed: 'words-100', levels: ['easy', 'normal'] },
  ];
  const reasonsMet = new Set<string>();
  /** What each language says at the table: a trick's end with the running score, a declaration, an answer, my card laid away with the count. */
  const AT_TABLE: Readonly<Record<Locale, Readonly<Record<'trick' | 'declaration' | 'answer' | 'discard', RegExp>>>> = {
    de: {
      trick: /den Stich mit .+, Stand du \d+, Anna \d+\.$/,
      declaration: /^(Du|Anna): „(Punkt von (drei|vier|fünf|sechs|sieben|acht)(, \d+)?|Kein Punkt|Keine Sequenz|Keine gleichen Karten|(Terz|Quart|Quint|Sext|Septime|Oktave) (vom|von der) .+|Drei .+|Quatorze .+)\.“$/,
      answer: /^(Du|Anna): „(Gut|Nicht gut|Gleich)\.“$/,
      discard: /^Du legst .+ ab\. (Noch \d Karten? abzulegen\.|Du kannst jetzt kaufen|Mehr darfst du)/,
    },
    en: {
      trick: /the trick with .+, score you \d+, Anna \d+\.$/,
      declaration: /^(You|Anna): "(Point of (three|four|five|six|seven|eight)(, \d+)?|No point|No sequence|No sets|(Tierce|Quart|Quint|Sixième|Septième|Huitième) (major|from the .+)|Three .+|Fourteen .+)\."$/,
      answer: /^(You|Anna): "(Good|Not good|Equal)\."$/,
      discard: /^You discard .+\. (\d more cards? to discard\.|You may take now|That is all you may discard)/,
    },
    pl: {
      trick: /lewę .+, wynik: ty \d+, Anna \d+\.$/,
      declaration: /^(Ty|Anna): „(Point z (trzech|czterech|pięciu|sześciu|siedmiu|ośmiu) kart(, \d+)?|Point: nie mam|Sekwens: nie mam|Trójki i kwatorze: nie mam|(Tercja|Kwarta|Kwinta|Seksta|Septyma|Oktawa) (major|od .+)|Trzy .+|Kwatorze .+)\.”$/,
      answer: /^(Ty|Anna): „(Dobrze|Niedobrze|Równo)\.”$/,
      discard: /^Odkładasz .+\.( Do odłożenia jeszcze \d kart[ay]?\.| Możesz teraz kupić| Więcej odłożyć nie możesz)/,
    },
  };
  for (const { name, variants, seed, levels } of setups) {
    it(`${name}: a whole game said cleanly in every language, each trick's end once with the score, every declaration as said at the table`, () => {
      const bots = levels.map((l) => createBot(l));
      let { state, events } = P.newSessionWithEvents({ variants }, seed);
      const said = { tricks: 0, trickEvents: 0, declarations: 0, declarationEvents: 0, answers: 0, answerEvents: 0, discards: 0 };
      const sayAll = (evs: readonly P.PiquetEvent[]) => {
        const visible = evs.map((e) => P.visibleEvent(e, ME));
        said.trickEvents += visible.filter((e) => e.type === 'trick').length;
        said.declarationEvents += visible.filter((e) => e.type === 'declaration').length;
        said.answerEvents += visible.filter((e) => e.type === 'answer').length;
        // A discard of the other seat never names its card (Q40).
        for (const e of visible) if (e.type === 'discard' && e.seat !== ME) assert.equal(e.card, null);
        for (const locale of LOCALES) {
          const out = D.describeEvents(visible, words(locale, state));
          for (const s of out) clean(s.text, `${locale} ${visible.map((e) => e.type).join(',')}`);
          const at = AT_TABLE[locale];
          said.tricks += out.filter((s) => at.trick.test(s.text)).length;
          said.declarations += out.filter((s) => at.declaration.test(s.text)).length;
          said.answers += out.filter((s) => at.answer.test(s.text)).length;
          said.discards += out.filter((s) => at.discard.test(s.text)).length;
        }
      };
      sayAll(events);
      let myDiscards = 0;
      for (let guard = 0; guard < 3000 && state.phase !== 'gameOver'; guard++) {
        if (state.phase === 'dealOver') {
          ({ state, events } = P.nextDealWithEvents(state));
          sayAll(events);
          continue;
        }
        const seat = state.toMove!;
        const legal = P.legalMoves(state);
        const d = bots[seat]!.decide(P.view(state, seat), legal, { seed: `${seed}/${guard}` });
        const reason = (d.explanation as { reason?: string } | undefined)?.reason;
        if (reason) reasonsMet.add(reason);
        if (seat === ME) {
          for (const locale of LOCALES) {
            const w = words(locale, state);
            const suits = groupBySuit(w.view.hand, null, D.SUIT_ORDER, D.suitOf, D.rankOrder);
            for (const [what, text] of [
              ['trick', D.describeTrick(w)],
              ['last trick', D.describeLastTrick(w)],
              ['score', D.describeScore(w)],
              ['declarations', D.describeDeclarations(w)],
              ['exchange', D.describeExchange(w)],
              ['hand', D.describeHand(w, suits, true)],
            ] as const) clean(text, `${locale} ${what}`);
            for (const m of legal) clean(D.describeChoice(w, m), `choice ${m.type}`);
          }
          if (d.move.type === 'discard') myDiscards++;
        }
        const r = P.applyMove(state, d.move);
        assert.ok(r.ok);
        state = r.state;
        sayAll(r.events);
      }
      assert.equal(state.phase, 'gameOver');
      const languages = LOCALES.length;
      assert.equal(said.tricks, said.trickEvents * languages, 'every trick end said once in each language, with the running score');
      assert.equal(said.declarations, said.declarationEvents * languages, 'every declaration said as at the table');
      assert.equal(said.answers, said.answerEvents * languages, 'every answer said');
      assert.ok(said.declarationEvents > 0 && said.answerEvents > 0);
      assert.equal(said.discards, myDiscards * languages, 'each card laid away said with the running count');
    });
  }

  it('hint words for every reason met in these games', () => {
    assert.ok(reasonsMet.size > 3, [...reasonsMet].join());
    for (const reason of reasonsMet) for (const locale of LOCALES) assert.notEqual(piquetMessages(locale).piquet.hintReason(reason), null, `${locale}: ${reason}`);
  });

  /** What each language says of these events (a sample of each kind). */
  const SAID: Readonly<Record<Locale, readonly RegExp[]>> = {
    de: [/Carte blanche: Anna hat keinen König/, /Anna zählt 10 für die Carte blanche/, /Du: „Punkt von fünf\.“/, /Anna: „Gleich\.“/, /Du: „Punkt von fünf, 48\.“/, /Anna: „Nicht gut\.“/, /Du: „Quart von der Dame\.“/, /Anna: „Gut\.“/, /Du zeigst eine Quart von der Dame: Herz Dame, Bube, Zehn und Neun\./, /Anna zeigt den Punkt: Kreuz König, Dame, Bube, Zehn und Neun\./, /Anna: „Quatorze Buben\.“/, /Deine drei Zehnen: Es fehlt die Kreuz Zehn\./, /Repic! Du zählst 60 mehr\./, /Pic! Du zählst 30 mehr\./, /Capot! Du hast alle 12 Stiche\./, /Du zählst 40 für den Capot/, /Gleich viele: niemand zählt die Mehrzahl/, /Unentschieden\./, /keine Marke/, /Anna gewinnt die Partie: du 96, Anna 101\. Der Rest dieses Spiels entfällt\./, /Du zahlst Anna 1 Marke\./, /Gleicher Rang: noch einmal abheben\./, /Anna kauft 3 Karten und lässt 2 liegen\./, /Du kaufst nichts; 3 Karten bleiben im Talon\./, /Im Talon bleiben: Karo Sieben\./, /Anna zeigt die Carte blanche: /],
    en: [/Carte blanche: Anna holds no king, queen or jack\./, /You: "Point of five\."/, /Anna: "Equal\."/, /You: "Point of five, 48\."/, /Anna: "Not good\."/, /You: "Quart from the queen\."/, /Anna: "Fourteen jacks\."/, /Your three tens: the missing one is the ten of clubs\./, /Repique! You score 60 more\./, /Pique! You score 30 more\./, /Capot! You won all 12 tricks\./, /Six each: nobody scores the cards\./, /A draw\./, /Anna wins the game: you 96, Anna 101\. The rest of this deal is not played\./, /You pay Anna 1 unit\./, /Equal ranks: cut again\./, /You take no card; 3 cards stay in the talon\./, /Left in the talon: seven of diamonds\./],
    pl: [/Carte blanche: Anna nie ma ani króla, ani damy, ani waleta\./, /Anna dostaje 10 za carte blanche/, /Ty: „Point z pięciu kart\.”/, /Anna: „Równo\.”/, /Ty: „Point z pięciu kart, 48\.”/, /Anna: „Niedobrze\.”/, /Ty: „Kwarta od damy\.”/, /Anna: „Dobrze\.”/, /Pokazujesz kwartę od damy: dama, walet, dziesiątka i dziewiątka kier\./, /Anna pokazuje point: król, dama, walet, dziesiątka i dziewiątka trefl\./, /Anna: „Kwatorze waletów\.”/, /Twoje trzy dziesiątki, brakuje dziesiątki trefl\./, /Repik! Dostajesz jeszcze 60\./, /Pik! Dostajesz jeszcze 30\./, /Kapot! Bierzesz wszystkie 12 lew\./, /Dostajesz 40 za kapot/, /Po sześć lew: nikt nie dostaje nic za większość\./, /Remis\./, /nie daje żadnej marki/, /Anna wygrywa partię: ty 96, Anna 101\. Reszty tego rozdania się nie gra\./, /Płacisz graczowi Anna 1 markę\./, /Karty równe: przekładacie jeszcze raz\./, /Anna kupuje 3 karty i zostawia 2\./, /Nic nie kupujesz; w talonie zostają 3 karty\./, /W talonie: siódemka karo\./, /Anna pokazuje carte blanche: /],
  };
  it('carte blanche, repique, pique, capot, the missing card, a drawn partie and the running count are said in every language', () => {
    const state = P.newSession({}, 1);
    const events: P.PiquetEvent[] = [
      { type: 'carteBlanche', seat: 1 },
      { type: 'score', seat: 1, reason: 'carteBlanche', points: 10, dealScores: [0, 10], scores: [0, 10] },
      { type: 'shown', seat: 1, category: 'carteBlanche', cards: ['AS', '10S', '9S', '8S', '7S', 'AH', '10H', '9H', '8H', 'AD', '10D', '9C'] },
      { type: 'declaration', seat: 0, category: 'point', length: 5 },
      { type: 'answer', seat: 1, category: 'point', answer: 'equal' },
      { type: 'declaration', seat: 0, category: 'point', length: 5, pips: 48 },
      { type: 'answer', seat: 1, category: 'point', answer: 'notGood' },
      { type: 'declaration', seat: 1, category: 'point', length: 5, pips: 49 },
      { type: 'shown', seat: 1, category: 'point', cards: ['KC', 'QC', 'JC', '10C', '9C'] },
      { type: 'declaration', seat: 0, category: 'sequences', length: 4, top: 'Q' },
      { type: 'answer', seat: 1, category: 'sequences', answer: 'good' },
      { type: 'shown', seat: 0, category: 'sequences', cards: ['QH', 'JH', '10H', '9H'] },
      { type: 'declaration', seat: 0, category: 'sets', count: 3, rank: '10' },
      { type: 'answer', seat: 1, category: 'sets', answer: 'notGood' },
      { type: 'declaration', seat: 1, category: 'sets', count: 4, rank: 'J' },
      { type: 'missingCard', seat: 0, rank: '10', suit: 'C' },
      { type: 'noScore', category: 'point', reason: 'equal' },
      { type: 'noScore', category: 'sets', reason: 'none' },
      { type: 'score', seat: 0, reason: 'sets', points: 30, dealScores: [30, 0], scores: [30, 0] },
      { type: 'score', seat: 0, reason: 'repique', points: 60, dealScores: [90, 0], scores: [90, 0] },
      { type: 'score', seat: 0, reason: 'pique', points: 30, dealScores: [120, 0], scores: [120, 0] },
      { type: 'tricksCounted', tricksWon: [12, 0], bonus: 'capot', seat: 0 },
      { type: 'score', seat: 0, reason: 'capot', points: 40, dealScores: [160, 0], scores: [160, 0] },
      { type: 'tricksCounted', tricksWon: [6, 6], bonus: null, seat: null },
      { type: 'gameOver', winner: null, scores: [90, 90], worth: 0, abandoned: false, difference: 0 },
      { type: 'gameOver', winner: 0, scores: [93, 90], worth: 0, abandoned: false, difference: 3 },
      { type: 'gameOver', winner: 1, scores: [96, 101], worth: 1, abandoned: true },
      { type: 'payment', from: 0, to: 1, amount: 1, reason: 'game' },
      { type: 'cut', round: 1, cards: ['9S', '9H'], dealer: null },
      { type: 'exchange', seat: 1, count: 3, left: 2 },
      { type: 'exchange', seat: 0, count: 0, left: 3 },
      { type: 'talonSeen', seat: 0, cards: ['7D'], visibleTo: 0 },
    ];
    for (const locale of LOCALES) {
      const out = D.describeEvents(events, { ...words(locale, state), view: { ...P.view(state, 0), elder: 1, dealer: 0 } }).map((s) => s.text);
      for (const t of out) clean(t, locale);
      const all = out.join(' | ');
      for (const re of SAID[locale]) assert.match(all, re);
    }
    // The running count of the exchange (Q12): how many more cards must be laid away, then the choice to take.
    const de = piquetMessages('de').piquet;
    const en = piquetMessages('en').piquet;
    assert.equal(de.discarded({ name: 'Du', self: true }, deckNamer('piquet', 'de').ref('7C'), 1, { min: 3, max: 5 }), 'Du legst Kreuz Sieben ab. Noch 2 Karten abzulegen.');
    assert.equal(en.discarded({ name: 'You', self: true }, deckNamer('piquet', 'en').ref('7C'), 1, { min: 3, max: 5 }), 'You discard seven of clubs. 2 more cards to discard.');
    assert.match(de.discarded({ name: 'Du', self: true }, deckNamer('piquet', 'de').ref('7C'), 3, { min: 3, max: 5 }), /Du kannst jetzt kaufen oder noch bis zu 2 ablegen\.$/);
  });

  /** The hand read by suit, then the engine's reading of its point, sequences and sets. */
  const HAND: Readonly<Record<Locale, RegExp>> = {
    de: /^Deine Hand, 12 Karten: Kreuz: Dame; Karo: König und Zehn; Herz: Ass, Zehn und Sieben; Pik: Ass, König, Dame, Neun, Acht und Sieben\. Punkt: 6 Karten Pik, 55\. Sequenzen: Terz vom Ass in Pik und Terz von der Neun in Pik\. Keine gleichen Karten\.$/,
    en: /^Your hand, 12 cards: .*Point: six spades, 55\. Sequences: tierce major in spades and tierce from the nine in spades\. No sets\.$/,
    pl: /^Twoja ręka, 12 kart: trefl: dama; karo: król i dziesiątka; kier: as, dziesiątka i siódemka; pik: as, król, dama, dziewiątka, ósemka i siódemka\. Point: 6 kart pik, 55\. Sekwensy: tercja major pik i tercja od dziewiątki pik\. Trójki i kwatorze: brak\.$/,
  };
  it('the hand by suit with its point, sequences and sets (the engine\'s reading of the hand)', () => {
    const s = P.fromPosition({
      options: {}, cut: [], dealer: 1, phase: 'play', toMove: 0,
      hands: [['AS', 'KS', 'QS', '9S', '8S', '7S', 'AH', '10H', '7H', 'KD', '10D', 'QC'], ['JS', 'KH', 'QH', 'JH', 'AD', 'QD', 'JD', '9D', 'AC', 'KC', 'JC', '10C']],
      talon: [],
      discards: [['9C', '7C', '8D', '8H', '10S'], ['8C', '9H', '7D']], taken: [['AH', '10H', '7H', 'KD', '10D'], ['JS', 'KH', 'QH']], carteBlanche: null, declared: [], repique: null, pique: null,
      trick: [], tricks: [], tricksWon: [0, 0], dealScores: [0, 0], scores: [0, 0], dealsPlayed: 0, winner: null, units: [0, 0], gamesPlayed: 0,
    });
    for (const locale of LOCALES) {
      const w = words(locale, s);
      const suits = groupBySuit(w.view.hand, null, D.SUIT_ORDER, D.suitOf, D.rankOrder);
      assert.deepEqual(suits.map((g) => g.suit), ['C', 'D', 'H', 'S']);
      const text = D.describeHand(w, suits, true);
      clean(text, 'hand');
      assert.match(text, HAND[locale]);
    }
  });

  const REFUSED: Readonly<Record<Locale, { readonly follow: string; readonly tooFew: string }>> = {
    de: { follow: 'Du musst Herz bedienen. (Regel Q28)', tooFew: 'Du musst mindestens 3 Karten ablegen, bevor du kaufst. (Regel Q12)' },
    en: { follow: 'You must follow suit: hearts. (rule Q28)', tooFew: 'You must discard at least 3 cards before you take. (rule Q12)' },
    pl: { follow: 'Musisz dołożyć do koloru kier. (reguła Q28)', tooFew: 'Zanim kupisz, musisz odłożyć co najmniej 3 karty. (reguła Q12)' },
  };
  it('a refusal names the rule in the player\'s words (Q28 follow suit, Q12 too few laid away, Q15 no second exchange)', () => {
    const s = P.newSession({}, 3);
    for (const locale of LOCALES) {
      const w = { ...words(locale, s), view: { ...P.view(s, 0) } };
      assert.equal(D.describeViolation(w, { rule: 'Q28', code: 'mustFollowSuit', message: '', details: { card: 'KC', led: 'H' } }), REFUSED[locale].follow);
      assert.equal(D.describeViolation(w, { rule: 'Q12', code: 'tooFewDiscards', message: '', details: { min: 3, discarded: 1 } }), REFUSED[locale].tooFew);
      assert.match(D.describeViolation(w, { rule: 'Q15', code: 'exchangeOver', message: '' }), RULE('Q15'));
    }
    // The engine's own refusals, in words.
    const elder = 1 - s.dealer;
    const r = P.applyMove(s, { type: 'take' });
    assert.ok(!r.ok);
    assert.equal(r.violation.rule, 'Q12');
    const w = { ...words('de', s), me: elder };
    assert.match(D.describeViolation(w, r.violation), /^Du musst mindestens 3 Karten ablegen, bevor du kaufst\. \(Regel Q12\)$/);
  });

  it('the exchange\'s marks (issue 27): the suggestion, a card marked and unmarked, a typed set, the limit, the list\'s entry, in every language; a typed set read exactly', () => {
    const said = (l: Locale) => {
      const d = piquetMessages(l).ui.discardMarks;
      return [d.suggested(namedList('Kreuz Sieben und Herz Acht')), d.suggested(null), d.marked(named('7C', 'Kreuz Sieben'), 3), d.unmarked(named('7C', 'Kreuz Sieben'), 2), d.set(namedList('Kreuz Sieben')), d.set(null), d.limit(5), d.accept(namedList('Kreuz Sieben'), 3), d.accept(null, 0)];
    };
    for (const l of LOCALES) for (const t of said(l)) assert.match(t, /^\p{Lu}/u, t);
    assert.deepEqual(said('en').slice(0, 5), [
      'Suggested: lay away Kreuz Sieben und Herz Acht; Enter to accept, or change it with Enter on a card.',
      'Suggested: lay nothing away; Enter to accept, or mark cards with Enter.',
      'Kreuz Sieben marked for the discard, 3 marked.',
      'Kreuz Sieben unmarked, 2 marked.',
      'Marked for the discard: Kreuz Sieben. Enter on the first choice or K lays them away.',
    ]);
    assert.equal(said('de')[0], 'Vorschlag: Kreuz Sieben und Herz Acht ablegen; Eingabe nimmt ihn an, oder ändere ihn mit Eingabe auf einer Karte.');
    assert.equal(said('de')[6], 'Höchstens 5 Karten dürfen abgelegt werden: nimm erst eine Markierung zurück.');
    assert.equal(said('de')[7], 'Kreuz Sieben ablegen und 3 Karten kaufen');
    const hand = ['7C', '8H', 'QH', 'AS'];
    for (const text of ['7 clubs, 8 hearts', 'seven of clubs and eight of hearts', 'Kreuz 7, Herz 8', 'Kreuz Sieben und Herz Acht', 'ablegen Kreuz 7, Herz 8', 'discard seven of clubs; eight of hearts']) assert.deepEqual(parsePiquetCardSet(text, hand), ['7C', '8H'], text);
    assert.deepEqual(parsePiquetCardSet('Kreuz 7, Herz 8, Pik Ass', hand), ['7C', '8H', 'AS']);
    // One card is no set (the command line's discard); a card not in the hand, or a part naming none: no set.
    for (const text of ['Kreuz 7', '7 clubs, 9 hearts', 'Kreuz 7, König']) assert.equal(parsePiquetCardSet(text, hand), null, text);
  });

  it('the command line: cards, discards and taking in German and English; the declaration words', () => {
    const legal: P.PiquetMove[] = [{ type: 'discard', card: '7C' }, { type: 'discard', card: 'QH' }, { type: 'take' }];
    for (const text of ['ablegen Kreuz Sieben', 'lege Kreuz Sieben ab', 'discard seven of clubs', 'Kreuz Sieben', 'seven of clubs']) {
      assert.deepEqual(parsePiquetCommand(text, { legal, exchange: true }), { kind: 'move', move: { type: 'discard', card: '7C' } }, text);
    }
    for (const text of ['kaufen', 'take', 'Nichts kaufen']) assert.deepEqual(parsePiquetCommand(text, { legal, exchange: true }), { kind: 'move', move: { type: 'take' } }, text);
    const play: P.PiquetMove[] = [{ type: 'play', card: 'QH' }, { type: 'play', card: 'QS' }];
    for (const text of ['spiele Herz Dame', 'play queen of hearts', 'Herz Dame']) assert.deepEqual(parsePiquetCommand(text, { legal: play, exchange: false }), { kind: 'move', move: { type: 'play', card: 'QH' } }, text);
    assert.equal(parsePiquetCommand('spiele Dame', { legal: play, exchange: false }).kind, 'ambiguous');
    // A card not legal goes to the engine, which says why.
    assert.deepEqual(parsePiquetCommand('spiele Kreuz Ass', { legal: play, exchange: false }), { kind: 'move', move: { type: 'play', card: 'AC' } });
    for (const text of ['Meldungen', 'Punkt', 'Sequenzen', 'declarations', 'point', 'sequences', 'sets']) assert.deepEqual(parsePiquetCommand(text, { legal: play, exchange: false }), { kind: 'query', command: 'readDeclarations' }, text);
    for (const text of ['gut', 'nicht gut', 'gleich', 'good', 'not good', 'equal']) assert.deepEqual(parsePiquetCommand(text, { legal: play, exchange: false }), { kind: 'automatic' }, text);
    assert.deepEqual(parsePiquetCommand('Kreuz Sieben', { legal: [], exchange: true }), { kind: 'error', message: 'notYourTurn' });
    for (const locale of LOCALES) assert.match(piquetMessages(locale).piquet.violation('automatic', 'Q24', {}), RULE('Q24'));
  });

  it('the setup: formats and variants from the address, checked; the save checks options and seats', () => {
    const m = piquetMessages('en');
    assert.deepEqual(piquetOptionsFrom(new URLSearchParams(''), m).options?.options, {});
    assert.deepEqual(piquetOptionsFrom(new URLSearchParams('format=partie&variants=V-Q-6'), m).options?.options, { variants: ['V-Q-5', 'V-Q-6'] });
    assert.deepEqual(piquetOptionsFrom(new URLSearchParams('format=100'), m).options?.options, { variants: ['V-Q-4'] });
    assert.equal(piquetOptionsFrom(new URLSearchParams('level=strong'), m).options?.seats[1]?.level, 'strong');
    for (const bad of ['format=200', 'variants=V-Q-9', 'format=partie&variants=V-Q-4', 'level=expert']) {
      const r = piquetOptionsFrom(new URLSearchParams(bad), m);
      assert.equal(r.options, null, bad);
      assert.ok(r.problems.length > 0, bad);
    }
    const { state, events } = P.newSessionWithEvents({}, 'save');
    const snap = {
      version: 1, savedAt: new Date().toISOString(), gameId: 'g', focusZone: 'hand', log: [],
      config: { options: {}, seed: 'save', seats: [{ name: 'You', kind: 'human', level: 'normal' }, { name: 'Anna', kind: 'computer', level: 'easy' }] },
      state: JSON.parse(JSON.stringify(state)), steps: [{ actor: null, move: null, events }],
    };
    assert.deepEqual(piquetSave.check(JSON.parse(JSON.stringify(snap))).state, JSON.parse(JSON.stringify(state)));
    assert.throws(() => piquetSave.check({ ...snap, config: { ...snap.config, options: { variants: ['V-Q-4', 'V-Q-5'] } } }), /PD-Q-18/);
    assert.throws(() => piquetSave.check({ ...snap, config: { ...snap.config, seats: snap.config.seats.slice(0, 1) } }), /seats/);
  });
});
