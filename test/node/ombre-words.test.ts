/**
 * What the Ombre table says (issue 17): whole sessions of every family member (Ombre for three, en deux,
 * en quatre, Quadrille, Cinquille, with variants) played by a simple seeded legal-move policy; every
 * step's events, as the human's seat may see them, turned into sentences in German and English, and at
 * each of the human's decisions the reading keys' sentences and every choice of the list. Each sentence
 * is clean (no code, no card token, no "undefined"), each trick's end is said once, every payment is
 * said; refusals name their rule; the rules texts of every family member and variant list every variant;
 * the command line reads speeches, cards and matador names.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as O from '../../src/games/ombre/index.js';
import * as D from '../../src/games/ombre/describe.js';
import { ombreGame, type OmbreTableEvent } from '../../src/games/ombre/index.js';
import { ombreMessages } from '../../src/games/ombre/texts.js';
import { parseOmbreCardSet, parseOmbreCommand } from '../../src/games/ombre/command-line.js';
import { ombreOptionsFrom } from '../../src/games/ombre/setup.js';
import { ombreSave } from '../../src/games/ombre/game.js';
import { ombreRulesDe } from '../../locales/ombre/rules-de.js';
import { ombreRulesEn } from '../../locales/ombre/rules-en.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import { ombreBots } from '../../src/games/ombre/bots/index.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';
import { cardRef, namedRefs } from '../../src/i18n/deck-names.js';

/** A card reference that says the given word (what a catalogue's card parameter is). */
const named = (id: string, word: string) => cardRef(id, 'f', false, () => word);
/** Cards said as the test's words (the exchange's marks take a list as references). */
const namedList = (words: string) => namedRefs([], () => words);

const NAMES = ['You', 'Anna', 'Ben', 'Clara', 'Dora'];

/** A sentence for people: no engine token, no programming residue. */
function clean(text: string, where: string): void {
  assert.ok(text.trim().length > 0, `${where}: empty`);
  assert.doesNotMatch(text, /undefined|NaN|\[object|null\b|\$\{/, `${where}: ${text}`);
  assert.doesNotMatch(text, /\b(10|[2-9AKQJ])[CDHS]\b/, `${where}: card token in ${text}`);
  assert.doesNotMatch(text, /\b(ask-colour|solo-colour|solo-tout|obscurite-|forcee|sessionOver|dealOver)\b/, `${where}: contract token in ${text}`);
  assert.doesNotMatch(text, /\s[.,;:]|\.\.|,,|\s{2,}/, `${where}: stray punctuation or space in ${text}`);
}

/** A simple legal-move policy that reaches every phase: bids low now and then, exchanges a few cards, stops half the time. */
function policy(s: O.OmbreState, rng: Rng): O.OmbreMove {
  const legal = O.legalMoves(s);
  const pick = <T>(xs: readonly T[]): T => xs[rng.int(xs.length)]!;
  const of = (t: string) => legal.filter((m) => m.type === t);
  switch (s.phase) {
    case 'auction': {
      const bids = [...of('bid'), ...of('hold')];
      if (bids.length === 0 || rng.int(100) < 55) return of('pass')[0]!;
      // The lowest levels mostly, sometimes anything (Solo, Casco, Obscurité …).
      return rng.int(100) < 70 ? bids[0]! : pick(bids);
    }
    case 'trump': {
      const converts = of('convert');
      if (converts.length && rng.int(100) < 30) return pick(converts);
      return pick(of('trump'));
    }
    case 'call':
      return pick(of('call'));
    case 'give':
      return pick(of('give'));
    case 'exchange': {
      const take = of('take');
      const discards = of('discard');
      const laid = s.discards[s.toMove!]!.length;
      if (take.length && (discards.length === 0 || laid >= 1 + rng.int(4))) return take[0]!;
      return pick(discards.length ? discards : take);
    }
    case 'play': {
      if (of('stop').length && rng.int(2) === 0) return of('stop')[0]!;
      if (of('throwIn').length && rng.int(100) < 3) return of('throwIn')[0]!;
      return pick(of('play'));
    }
    default:
      return legal[0]!;
  }
}

const words = (locale: Locale, state: O.OmbreState, me: number): D.Words => ({
  messages: ombreMessages(locale),
  locale,
  me,
  names: NAMES,
  style: 'long',
  view: O.view(state, me),
  limit: state.phase === 'exchange' && state.toMove === me ? O.discardLimit(state) : null,
});

interface Tally {
  events: Set<string>;
  contracts: Set<string>;
  said: number;
  tricks: number;
  payments: number;
  paymentSentences: number;
}

function playSession(options: O.OmbreOptions, seed: string, tally: Tally): O.OmbreState {
  const rng = new Rng(seedRng(`policy-${seed}`));
  const me = 0;
  let { state, events } = ombreGame.start(options, seed);
  const sayAll = (evs: readonly OmbreTableEvent[]) => {
    const visible = evs.map((e) => ombreGame.visibleEvent(e, me));
    for (const e of visible) {
      tally.events.add(e.type);
      if (e.type === 'auctionWon') tally.contracts.add(e.contract);
      if (e.type === 'spadilleForcee') tally.contracts.add('forcee');
      if (e.type === 'convert') tally.contracts.add(e.contract);
      if (e.type === 'payment' && e.reason === 'kettle') tally.events.add('kettle');
    }
    tally.tricks += visible.filter((e) => e.type === 'trick').length;
    tally.payments += visible.filter((e) => e.type === 'payment' && e.reason !== 'kettle').length;
    for (const locale of LOCALES) {
      const out = D.describeEvents(visible, words(locale, state, me));
      for (const s of out) clean(s.text, `${locale} ${options.game} ${visible.map((e) => e.type).join(',')}`);
      if (locale === 'en') {
        tally.said += out.filter((s) => /wins? the trick with/.test(s.text)).length;
        // Every payment is one clause of a "Payments:" sentence.
        tally.paymentSentences += out.filter((s) => s.text.startsWith('Payments:')).reduce((a, s) => a + s.text.split(';').length, 0);
      }
    }
  };
  sayAll(events);
  for (let guard = 0; guard < 20000 && state.phase !== 'sessionOver'; guard++) {
    if (state.phase === 'dealOver') {
      ({ state, events } = ombreGame.advance(state)!);
      sayAll(events);
      continue;
    }
    const seat = state.toMove!;
    const legal = O.legalMoves(state);
    if (seat === me) {
      for (const locale of LOCALES) {
        const w = words(locale, state, me);
        const where = `${locale} ${options.game} ${state.phase}`;
        clean(D.describeHand(w), `${where} hand`);
        clean(D.describeTrick(w), `${where} trick`);
        clean(D.describeLastTrick(w), `${where} last trick`);
        clean(D.describeTable(w), `${where} table`);
        clean(D.describeGame(w), `${where} game`);
        const playable = new Set(legal.flatMap((m) => (m.type === 'play' ? [m.card] : [])));
        const note = D.followNote(w, playable);
        if (note !== null) clean(note, `${where} follow`);
        for (const m of legal) clean(D.describeChoice(w, m), `${where} choice ${JSON.stringify(m)}`);
        for (const g of D.handGroups(w.view)) clean(D.groupLabel(w, g.suit, g.cards.length), `${where} group`);
        const m = ombreMessages(locale).ombre;
        const c = w.view;
        clean(
          m.yourTurn(c.phase, { limit: w.limit ?? 0, laid: c.discards.length, obscurite: false, mayStop: legal.some((x) => x.type === 'stop'), mayThrowIn: legal.some((x) => x.type === 'throwIn'), follow: note ?? '' }),
          `${where} your turn`,
        );
      }
    }
    const move = policy(state, rng);
    assert.ok(legal.some((m) => JSON.stringify(m) === JSON.stringify(move)));
    const r = O.applyMove(state, move);
    assert.ok(r.ok, JSON.stringify(r));
    state = r.state;
    sayAll(r.events);
  }
  assert.equal(state.phase, 'sessionOver');
  return state;
}

const SESSIONS: readonly { options: O.OmbreOptions; seeds: readonly string[] }[] = [
  { options: { game: 'ombre' }, seeds: ['a', 'b', 'c'] },
  { options: { game: 'ombre', variants: ['V-O-3', 'V-O-8', 'V-O-9'] }, seeds: ['d'] },
  { options: { game: 'ombre', variants: ['V-O-5', 'V-O-6', 'V-O-2'] }, seeds: ['e'] },
  { options: { game: 'en-deux' }, seeds: ['f'] },
  { options: { game: 'en-deux', variants: ['V-O-12'] }, seeds: ['g'] },
  { options: { game: 'en-quatre', variants: ['V-O-1'] }, seeds: ['h', 'i'] },
  { options: { game: 'quadrille' }, seeds: ['j', 'k', 'l'] },
  { options: { game: 'quadrille', variants: ['V-O-14', 'V-O-16', 'V-O-17'] }, seeds: ['m'] },
  { options: { game: 'quadrille', variants: ['V-O-19'] }, seeds: ['n'] },
  { options: { game: 'cinquille', variants: ['V-O-14'] }, seeds: ['o', 'p'] },
];

describe('Ombre: every event and reading key in words, whole sessions of every family member (O-, OD-, OQ-, QD-, CQ-rules through the describer)', () => {
  const all: Tally = { events: new Set(), contracts: new Set(), said: 0, tricks: 0, payments: 0, paymentSentences: 0 };
  for (const { options, seeds } of SESSIONS) {
    it(`${options.game}${options.variants ? ` with ${options.variants.join(', ')}` : ''}: whole sessions said cleanly in German and English, each trick's end and each payment once`, () => {
      for (const seed of seeds) {
        const t: Tally = { events: new Set(), contracts: new Set(), said: 0, tricks: 0, payments: 0, paymentSentences: 0 };
        const end = playSession(options, seed, t);
        assert.equal(t.said, t.tricks, 'every trick end said once');
        assert.equal(t.paymentSentences, t.payments, 'every payment said once');
        assert.equal(end.pot, 0, 'the kettle empties the table (O66)');
        for (const e of t.events) all.events.add(e);
        for (const c of t.contracts) all.contracts.add(c);
      }
    });
  }

  it('the sessions met every kind of event and the common contracts', () => {
    for (const e of ['dealStarted', 'bid', 'hold', 'pass', 'auctionWon', 'allPassed', 'spadilleForcee', 'trump', 'turned', 'called', 'partnerRevealed', 'discarded', 'exchange', 'cardsTaken', 'cardPlayed', 'trick', 'result', 'honours', 'payment', 'stop', 'voleDeclared', 'dealOver', 'sessionOver', 'kettle']) {
      assert.ok(all.events.has(e), `no ${e} event met`);
    }
    for (const c of ['ask', 'tourne', 'obscurite', 'solo', 'mediateur', 'forcee']) assert.ok(all.contracts.has(c), `no ${c} played`);
  });
});

describe('Ombre: the computer players\' reasons have hint words', () => {
  it('sessions of every family member by the easy and normal players: every reason given has words in German and English, and each hint is a clean sentence', () => {
    const reasons = new Set<string>();
    const games: readonly O.OmbreOptions[] = [{ game: 'ombre', tours: 2 }, { game: 'en-deux', tours: 2 }, { game: 'en-quatre', tours: 1 }, { game: 'quadrille', tours: 1 }, { game: 'cinquille', tours: 1 }];
    for (const options of games) {
      for (const level of ['easy', 'normal']) {
        let state = O.newSession(options, `hints-${level}`);
        for (let i = 0; i < 5000 && state.phase !== 'sessionOver'; i++) {
          if (state.phase === 'dealOver') {
            state = O.nextDeal(state);
            continue;
          }
          const seat = state.toMove!;
          const legal = O.legalMoves(state);
          const d = ombreBots.decide(level, O.view(state, seat), legal, { seed: i });
          const reason = (d.explanation as { reason?: string } | undefined)?.reason;
          if (reason) reasons.add(reason);
          if (seat === 0 && reason) {
            for (const locale of LOCALES) {
              const m = ombreMessages(locale).ombre;
              clean(m.hint(D.describeChoice(words(locale, state, 0), d.move as O.OmbreMove), m.hintReason(reason)), `${locale} hint ${reason}`);
            }
          }
          const r = O.applyMove(state, d.move as O.OmbreMove);
          assert.ok(r.ok);
          state = r.state;
        }
        assert.equal(state.phase, 'sessionOver');
      }
    }
    assert.ok(reasons.size >= 10, `only ${[...reasons].join(', ')}`);
    for (const reason of reasons) {
      for (const locale of LOCALES) assert.notEqual(ombreMessages(locale).ombre.hintReason(reason), null, `${locale}: no hint words for ${reason}`);
    }
  });
});

describe('Ombre: choices, refusals, the hand and the command line', () => {
  const start = O.newSession({ game: 'ombre' }, 'words');

  it('the auction list says what each bid commits to and pays (O18, O25, O49)', () => {
    const w = words('de', start, start.toMove!);
    const labels = O.legalMoves(start).map((m) => D.describeChoice(w, m));
    assert.ok(labels.includes('Passen'));
    assert.ok(labels.some((l) => /^Solo in (Karo|Herz|Pik|Kreuz): kein Tausch: du spielst deine 9 Karten allein, zahlt 2 von jedem$/.test(l)), labels.join(' | '));
    assert.ok(labels.some((l) => /^Tourné: die oberste Karte des Talons bestimmt Trumpf; du tauschst zuerst, zahlt 1 von jedem, in der Farbe 2$/.test(l)), labels.join(' | '));
    const en = words('en', start, start.toMove!);
    const enLabels = O.legalMoves(start).map((m) => D.describeChoice(en, m));
    assert.ok(enLabels.some((l) => /^Solo in colour, (diamonds|hearts|spades|clubs): no exchange: you play your 9 cards alone, pays 4 from each$/.test(l)), enLabels.join(' | '));
  });

  const REFUSED: Readonly<Record<Locale, Readonly<Record<'follow' | 'blackAces', RegExp>>>> = {
    de: { follow: /bedienen; Pik Zwei bedient nicht\. \(Regel O40\)$/, blackAces: /Spadille und Basta.*\(Regel O22\)$/ },
    en: { follow: /follow the suit led; two of spades does not\. \(rule O40\)$/, blackAces: /Spadille and Basto.*\(rule O22\)$/ },
    pl: { follow: /dołożyć do koloru wyjścia; dwójka pik do niego nie pasuje\. \(reguła O40\)$/, blackAces: /Spadille i Basty.*\(reguła O22\)$/ },
  };
  it('a refusal names the rule in the player\'s words (O40, O42, O22, O3)', () => {
    for (const locale of LOCALES) {
      const w = words(locale, start, 0);
      assert.match(D.describeViolation(w, { rule: 'O40', code: 'MUST_FOLLOW_SUIT', message: '' }, '2S'), REFUSED[locale].follow);
      assert.match(D.describeViolation(w, { rule: 'O42', code: 'MUST_PLAY_TRUMP', message: '' }), /O42\)$/);
      assert.match(D.describeViolation(w, { rule: 'O22', code: 'NEEDS_BLACK_ACES', message: '' }), REFUSED[locale].blackAces);
      assert.match(D.describeViolation(w, { rule: 'O3', code: 'NOT_YOUR_TURN', message: '', details: { toMove: 1 } }), /Anna/);
    }
  });

  it('the hand by suit: trumps first in their order (Spadille, Manille, Basta, Ponto …), the matadors named and counted (O8, O10, O50)', () => {
    const p = O.toPosition(start);
    const hand = ['KH', 'AS', '2S', 'AC', 'AH', '7H', 'JH', 'KS', 'QD'];
    const others = O.PACK.filter((c) => !hand.includes(c));
    const pos: O.OmbrePosition = {
      ...p,
      dealer: 2,
      phase: 'play',
      toMove: 0,
      hands: [hand, others.slice(0, 9), others.slice(9, 18)],
      talon: others.slice(18),
      auction: [{ seat: 0, move: 'bid', contract: 'solo', suit: 'H' }, { seat: 1, move: 'pass' }, { seat: 2, move: 'pass' }],
      lomber: 0,
      contract: p.favourite === 'H' ? 'solo-colour' : 'solo',
      trump: 'H',
      favourite: p.favourite === 'H' ? 'S' : p.favourite,
      discards: [[], [], []],
      taken: [[], [], []],
      trick: [],
      tricks: [],
      won: [0, 0, 0],
      matadors: null,
    };
    const s = O.fromPosition(pos);
    const de = words('de', s, 0);
    assert.equal(D.handGroups(de.view)[0]!.cards.join(' '), 'AS 7H AC AH KH JH');
    assert.match(D.describeHand(de), /^Deine Hand, 9 Karten: Herz, Trumpf: Spadille, Manille, Basta, Ponto, König und Bube; Pik: König und Zwei; Karo: Dame\. Du hast 5 Matadore\.$/);
    const en = words('en', s, 0);
    assert.match(D.describeHand(en), /hearts, trumps: Spadille, Manille, Basto, Ponte, king,? and jack; spades: king and two; diamonds: queen\. You hold 5 matadors\.$/);
  });

  it('the matador privilege in words: "Spadille muss nicht bedienen" (O42, EX-O-4)', () => {
    const p = O.toPosition(start);
    // Hearts trump, 4H led by seat 2; seat 0 holds Spadille as his only trump.
    const mine = ['AS', 'KC', '3D', 'QS', '5C', '6C', '7C', '2D', '4D'];
    const rest = O.PACK.filter((c) => !mine.includes(c) && c !== '4H');
    const seat1 = rest.filter((c) => c.endsWith('H')).slice(0, 4).concat(rest.filter((c) => !c.endsWith('H')).slice(0, 5));
    const seat2 = rest.filter((c) => !seat1.includes(c)).slice(0, 8).concat(['4H']);
    const talon = rest.filter((c) => !seat1.includes(c) && !seat2.includes(c));
    const pos: O.OmbrePosition = {
      ...p,
      dealer: 1,
      favourite: 'S',
      phase: 'play',
      toMove: 0,
      hands: [mine, seat1, seat2.filter((c) => c !== '4H')],
      talon,
      auction: [{ seat: 2, move: 'bid', contract: 'solo', suit: 'H' }, { seat: 0, move: 'pass' }, { seat: 1, move: 'pass' }],
      lomber: 2,
      contract: 'solo',
      trump: 'H',
      discards: [[], [], []],
      taken: [[], [], []],
      trick: [{ seat: 2, card: '4H' }],
      tricks: [],
      won: [0, 0, 0],
      matadors: null,
    };
    const s = O.fromPosition(pos);
    const legal = new Set(O.legalMoves(s).flatMap((m) => (m.type === 'play' ? [m.card] : [])));
    assert.equal(legal.size, 9, 'Spadille is exempt: any card');
    assert.equal(D.followNote(words('de', s, 0), legal), 'Trumpf ist ausgespielt, aber Spadille muss nicht bedienen: nur ein höherer Matador zwingt sie. Du darfst jede Karte spielen.');
    assert.match(D.followNote(words('en', s, 0), legal)!, /Spadille need not follow: only a higher matador led forces it\. You may play any card\./);
  });

  it('the command line reads speeches, contracts with suits, cards and matador names, and sends a card that is not legal to the engine', () => {
    const v = O.view(start, start.toMove!);
    const legal = O.legalMoves(start);
    assert.deepEqual(parseOmbreCommand('ich passe', { legal, view: v }), { kind: 'move', move: { type: 'pass' } });
    assert.deepEqual(parseOmbreCommand('pass', { legal, view: v }), { kind: 'move', move: { type: 'pass' } });
    assert.deepEqual(parseOmbreCommand('ich frage', { legal, view: v }), { kind: 'move', move: { type: 'bid', contract: 'ask' } });
    assert.deepEqual(parseOmbreCommand('tourné', { legal, view: v }), { kind: 'move', move: { type: 'bid', contract: 'tourne' } });
    const solo = parseOmbreCommand('Solo in Karo', { legal, view: v });
    assert.equal(solo.kind, 'move');
    assert.deepEqual(solo.kind === 'move' && solo.move, { type: 'bid', contract: start.favourite === 'D' ? 'solo-colour' : 'solo', suit: 'D' });
    const en = parseOmbreCommand('solo in hearts', { legal, view: v });
    assert.deepEqual(en.kind === 'move' && en.move, { type: 'bid', contract: start.favourite === 'H' ? 'solo-colour' : 'solo', suit: 'H' });
    assert.equal(parseOmbreCommand('tisch', { legal, view: v }).kind, 'query');
    assert.deepEqual(parseOmbreCommand('Spadille', { legal: [{ type: 'play', card: 'AS' }], view: { ...v, phase: 'play' } }), { kind: 'move', move: { type: 'play', card: 'AS' } });
    assert.deepEqual(parseOmbreCommand('spiele Pik Zwei', { legal: [{ type: 'play', card: 'AS' }], view: { ...v, phase: 'play' } }), { kind: 'move', move: { type: 'play', card: '2S' } });
    assert.deepEqual(parseOmbreCommand('ablegen Herz König', { legal: [{ type: 'discard', card: 'KH' }, { type: 'take' }], view: { ...v, phase: 'exchange' } }), { kind: 'move', move: { type: 'discard', card: 'KH' } });
    assert.deepEqual(parseOmbreCommand('kaufen', { legal: [{ type: 'discard', card: 'KH' }, { type: 'take' }], view: { ...v, phase: 'exchange' } }), { kind: 'move', move: { type: 'take' } });
    assert.deepEqual(parseOmbreCommand('trumpf herz', { legal: [{ type: 'trump', suit: 'H' }, { type: 'trump', suit: 'S' }], view: { ...v, phase: 'trump' } }), { kind: 'move', move: { type: 'trump', suit: 'H' } });
    assert.deepEqual(parseOmbreCommand('call king of hearts', { legal: [{ type: 'call', card: 'KH' }, { type: 'call', card: 'KS' }], view: { ...v, phase: 'call' } }), { kind: 'move', move: { type: 'call', card: 'KH' } });
    assert.deepEqual(parseOmbreCommand('aufhören', { legal: [{ type: 'stop' }, { type: 'play', card: 'KH' }], view: { ...v, phase: 'play' } }), { kind: 'move', move: { type: 'stop' } });
    assert.deepEqual(parseOmbreCommand('blah', { legal, view: v }), { kind: 'error', message: 'unknown' });
  });

  it('setup: the family member sets the seats; variants and tours are checked (the engine\'s optionsProblem)', () => {
    const m = ombreMessages('en');
    const q = ombreOptionsFrom(new URLSearchParams('family=quadrille&variants=V-O-14,v-o-16&tours=2'), m);
    assert.deepEqual(q.problems, []);
    assert.deepEqual(q.options?.options, { game: 'quadrille', variants: ['V-O-14', 'V-O-16'], tours: 2 });
    assert.equal(q.options?.seats.length, 4);
    assert.equal(ombreOptionsFrom(new URLSearchParams('family=cinquille'), m).options?.seats.length, 5);
    assert.equal(ombreOptionsFrom(new URLSearchParams(''), m).options?.seats.length, 3);
    assert.deepEqual(ombreOptionsFrom(new URLSearchParams('family=whist'), m).problems.map((p) => p.param), ['family']);
    assert.deepEqual(ombreOptionsFrom(new URLSearchParams('variants=V-O-1,V-O-2'), m).problems.map((p) => p.param), ['variants']);
    assert.deepEqual(ombreOptionsFrom(new URLSearchParams('variants=V-O-4'), m).problems.map((p) => p.param), ['variants']);
    assert.deepEqual(ombreOptionsFrom(new URLSearchParams('tours=0'), m).problems.map((p) => p.param), ['tours']);
  });

  it('the save checks options and state; a bad state is refused', () => {
    const { state, events } = ombreGame.start({ game: 'ombre' }, 's1');
    const snap = { version: 1, savedAt: new Date().toISOString(), gameId: 'g', config: { options: { game: 'ombre' }, seed: 's1', seats: NAMES.slice(0, 3).map((name, i) => ({ name, kind: i ? 'computer' : 'human', level: 'easy' })) }, state, steps: [{ actor: null, move: null, events }], log: [], focusZone: 'hand' };
    const checked = ombreSave.check(JSON.parse(JSON.stringify(snap)));
    assert.deepEqual(JSON.parse(JSON.stringify(checked.state)), JSON.parse(JSON.stringify(state)));
    assert.throws(() => ombreSave.check(JSON.parse(JSON.stringify({ ...snap, state: { ...state, hands: [] } }))), /state/);
    assert.throws(() => ombreSave.check(JSON.parse(JSON.stringify({ ...snap, config: { ...snap.config, options: { game: 'tarok' } } }))), /options/);
  });
});

describe('Ombre: the exchange\'s marks and the auction\'s groups in words (issue 27)', () => {
  it('a group of bids names its contract and its count; the marks are said in every language; a typed set is read exactly', () => {
    assert.equal(ombreMessages('en').ombre.choiceBidGroup('solo-tout', 'Solo tout', 4), 'Solo tout: choose the suit, 4 choices');
    assert.equal(ombreMessages('en').ombre.choiceBidGroup('obscurite', 'Obscurité', 3), 'Obscurité: choose which, 3 choices');
    assert.equal(ombreMessages('en').ombre.choiceBidGroup('hold', 'Solo', 2), 'I hold Solo: choose the suit, 2 choices');
    assert.equal(ombreMessages('de').ombre.choiceBidGroup('solo', 'Solo', 4), 'Solo: wähle die Farbe, 4 Möglichkeiten');
    assert.equal(ombreMessages('de').ombre.choiceBidGroup('hold', 'Solo', 1), 'Ich halte Solo: wähle die Farbe, 1 Möglichkeit');
    for (const l of LOCALES) {
      const d = ombreMessages(l).ui.discardMarks;
      for (const t of [d.suggested(namedList('seven of clubs')), d.suggested(null), d.marked(named('7C', 'seven of clubs'), 1), d.unmarked(named('7C', 'seven of clubs'), 0), d.set(namedList('seven of clubs')), d.set(null), d.limit(8), d.accept(namedList('seven of clubs'), 2), d.accept(null, 0)]) assert.match(t, /^\p{Lu}/u, t);
    }
    assert.equal(ombreMessages('de').ui.discardMarks.marked(named('7C', 'Kreuz Sieben'), 2), 'Kreuz Sieben zum Ablegen markiert, 2 markiert.');
    const hand = ['7C', '6H', 'KH', 'AS'];
    for (const text of ['7 clubs, 6 hearts', 'Kreuz 7 und Herz 6', 'ablegen Kreuz Sieben, Herz Sechs']) assert.deepEqual(parseOmbreCardSet(text, hand, 'S'), ['7C', '6H'], text);
    // Spadille by its name (O8); one card is no set; a card not in the hand: none.
    assert.deepEqual(parseOmbreCardSet('Spadille, Herz König', hand, 'S'), ['AS', 'KH']);
    for (const text of ['Kreuz 7', 'Kreuz 7, Herz 8']) assert.equal(parseOmbreCardSet(text, hand, 'S'), null, text);
  });
});

describe('Ombre: the rules for players (Shift+F1)', () => {
  const RULE_ID = /\b(?:O|OD|OQ|QD|CQ)\d+\b|\bPD-O-\d+|\bEX-O-\d+/;
  for (const game of O.GAMES) {
    for (const variants of [[], ...O.VARIANT_IDS.map((v) => [v])]) {
      if (variants.includes('V-O-12') && game !== 'en-deux') continue;
      it(`${game}${variants.length ? ` with ${variants[0]}` : ''}: both languages give the same sections, clean, every variant listed and marked when in force`, () => {
        const rules = O.resolveRules({ game, variants });
        const de = ombreRulesDe(rules);
        const en = ombreRulesEn(rules);
        assert.equal(de.length, en.length);
        de.forEach((s, i) => assert.equal(s.paragraphs.length, en[i]!.paragraphs.length, `${s.heading} / ${en[i]!.heading}`));
        for (const [locale, sections] of [['de', de], ['en', en]] as const) {
          const last = sections[sections.length - 1]!;
          for (const s of sections) {
            for (const p of s.paragraphs) {
              assert.ok(p.trim(), `${locale} ${s.heading}: empty paragraph`);
              assert.doesNotMatch(p, /undefined|NaN|\[object|\$\{|[♠♥♦♣]/, `${locale} ${s.heading}: ${p}`);
              if (s !== last) assert.doesNotMatch(p, RULE_ID, `${locale} ${s.heading}: rule id in ${p}`);
            }
          }
          for (const id of O.VARIANT_IDS) {
            const line = last.paragraphs.find((p) => p.startsWith(`${id},`));
            assert.ok(line, `${locale}: ${id} not listed`);
            assert.equal(/\((gilt|in force)\)$/.test(line), rules.variants.includes(id), `${locale}: ${id} marked wrongly`);
          }
          assert.ok(last.paragraphs[0]!.includes(locale === 'de' ? { ombre: 'zu dritt', 'en-deux': 'zu zweit', 'en-quatre': 'zu viert', quadrille: 'Quadrille', cinquille: 'Cinquille' }[game] : { ombre: 'for three', 'en-deux': 'for two', 'en-quatre': 'for four', quadrille: 'Quadrille', cinquille: 'Cinquille' }[game]));
        }
      });
    }
  }
});
