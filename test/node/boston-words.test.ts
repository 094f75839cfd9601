/**
 * What the Boston table says (issue 23): whole sessions of every form (Boston, Tri-Boston, Boston-Whist,
 * with variants) played by a seeded legal-move policy that bids often; every step's events, as the
 * human's seat may see them, turned into sentences in every language, and at each of the human's
 * decisions the reading keys' sentences and every choice. Each sentence is clean (no code, no card
 * token, no "undefined"), each trick's end is said once, every payment is said once (the Blok and the
 * stake in the deal's sentence, the all-pass in its own, the rest in a "Payments" sentence, the kettle
 * in its own); refusals name their rule; the hints have words for every reason; the command line reads
 * bids, speeches and cards in German and English; the setup reads the form, the tariff, the variants and
 * the tours; the rules for players list every variant.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as B from '../../src/games/boston/index.js';
import * as D from '../../src/games/boston/describe.js';
import { bostonGame, type BostonEvent, type BostonMove, type BostonOptions, type BostonState } from '../../src/games/boston/index.js';
import { bostonMessages } from '../../src/games/boston/texts.js';
import { parseBostonCommand } from '../../src/games/boston/command-line.js';
import { bostonOptionsFrom } from '../../src/games/boston/setup.js';
import { bostonSave } from '../../src/games/boston/game.js';
import { bostonBots, type BostonDecision } from '../../src/games/boston/bots/index.js';
import { auctionFor, cards, dealWith, run } from './support/boston.js';
import { bostonRulesDe } from '../../locales/boston/rules-de.js';
import { bostonRulesEn } from '../../locales/boston/rules-en.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';

const NAMES = ['You', 'Anna', 'Ben', 'Clara'];

/** A sentence for people: no engine token, no programming residue. */
function clean(text: string, where: string): void {
  assert.ok(text.trim().length > 0, `${where}: empty`);
  assert.doesNotMatch(text, /undefined|NaN|\[object|null\b|\$\{/, `${where}: ${text}`);
  assert.doesNotMatch(text, /\b(10|[2-9AKQJ])[CDHS]\b/, `${where}: card token in ${text}`);
  assert.doesNotMatch(text, /\b(petite-misere|grande-misere|grand-boston|superior\b.*-|sessionOver|dealOver)/, `${where}: contract token in ${text}`);
  assert.doesNotMatch(text, /\s[.,;:]|\.\.|,,|\s{2,}/, `${where}: stray punctuation or space in ${text}`);
}

/** A legal-move policy that reaches every phase: bids now and then (misères too), asks for partners, says Whist. */
function policy(s: BostonState, rng: Rng): BostonMove {
  const legal = B.legalMoves(s);
  const pick = <T>(xs: readonly T[]): T => xs[rng.int(xs.length)]!;
  const of = (t: string) => legal.filter((m) => m.type === t);
  if (s.phase === 'auction') {
    const bids = of('bid');
    if (bids.length === 0 || rng.int(100) < 60) return of('pass')[0]!;
    return rng.int(100) < 60 ? bids[rng.int(Math.min(4, bids.length))]! : pick(bids);
  }
  if (s.phase === 'play') return pick(of('play'));
  return pick(legal);
}

const words = (locale: Locale, state: BostonState, me: number): D.Words => ({ messages: bostonMessages(locale), locale, me, names: NAMES, style: 'long', view: bostonGame.view(state, me) });

interface Tally {
  events: Set<string>;
  contracts: Set<string>;
  said: number;
  tricks: number;
  payments: number;
  paymentClauses: number;
}

function playSession(options: BostonOptions, seed: string, tally: Tally): BostonState {
  const rng = new Rng(seedRng(`policy-${seed}`));
  const me = 0;
  let { state, events } = bostonGame.start(options, seed);
  const sayAll = (evs: readonly BostonEvent[]) => {
    const visible = evs.map((e) => bostonGame.visibleEvent(e, me));
    for (const e of visible) {
      tally.events.add(e.type);
      if (e.type === 'auctionWon') tally.contracts.add(e.contract);
      if (e.type === 'payment') tally.events.add(`payment:${e.reason}`);
    }
    tally.tricks += visible.filter((e) => e.type === 'trick').length;
    tally.payments += visible.filter((e) => e.type === 'payment' && (e.reason === 'pot' || e.reason === 'game' || e.reason === 'bete')).length;
    for (const locale of LOCALES) {
      const out = D.describeEvents(visible, words(locale, state, me));
      for (const s of out) clean(s.text, `${locale} ${JSON.stringify(options)} ${visible.map((e) => e.type).join(',')}`);
      if (locale === 'en') {
        tally.said += out.filter((s) => /wins? the trick with/.test(s.text)).length;
        // Payments grouped: "Ben, Clara and Dora pay you 2 marks each" is three payments.
        for (const s of out.filter((x) => x.text.startsWith('Payments:'))) {
          for (const clause of s.text.slice('Payments: '.length).split('; ')) {
            const [from, to] = clause.split(/ (?:pay|pays) /);
            const count = (x: string) => x.split(/, | and |, and /).length;
            if (to !== undefined) tally.paymentClauses += count(from!) * count(to.replace(/ \d+ marks?( each)?\.?$/, ''));
            else tally.paymentClauses += count(clause.replace(/ (?:take|takes|put|puts) .*$/, ''));
          }
        }
      }
    }
  };
  sayAll(events);
  for (let guard = 0; guard < 20000 && state.phase !== 'sessionOver'; guard++) {
    if (state.phase === 'dealOver') {
      ({ state, events } = bostonGame.advance(state)!);
      sayAll(events);
      continue;
    }
    const seat = state.toMove!;
    const legal = B.legalMoves(state);
    if (seat === me) {
      for (const locale of LOCALES) {
        const w = words(locale, state, me);
        const where = `${locale} ${JSON.stringify(options)} ${state.phase}`;
        clean(D.describeHand(w), `${where} hand`);
        clean(D.describeTrick(w), `${where} trick`);
        clean(D.describeLastTrick(w), `${where} last trick`);
        clean(D.describeTable(w), `${where} table`);
        clean(D.describeGame(w), `${where} game`);
        clean(D.describeBid(w), `${where} bid`);
        clean(D.describeMayBid(w, legal), `${where} may bid`);
        clean(D.describeOpen(w), `${where} open`);
        for (const m of legal) clean(D.describeChoice(w, m), `${where} choice ${JSON.stringify(m)}`);
        for (const c of B.CONTRACTS) clean(D.describeChoice(w, { type: 'rung', contract: c }), `${where} rung ${c}`);
        // The misères' entry of the first list, when it opens a list of them.
        if (legal.filter((x) => x.type === 'bid' && B.isMisere(x.contract)).length > 1) clean(D.describeChoice(w, { type: 'miseres' }), `${where} misères`);
        const x = bostonMessages(locale).boston;
        clean(x.yourTurn(w.view.phase, { bid: D.contractWords(w), holder: w.view.declarer === null || w.view.declarer === me ? null : D.who(w, w.view.declarer), offer: legal.some((x) => x.type === 'accept') ? D.who(w, 1) : null, follow: null, open: D.openSeat(w.view) !== null }), `${where} your turn`);
      }
    }
    const move = policy(state, rng);
    const r = B.applyMove(state, move);
    assert.ok(r.ok, JSON.stringify(r));
    state = r.state;
    sayAll(r.events);
  }
  assert.equal(state.phase, 'sessionOver');
  return state;
}

const SESSIONS: readonly { options: BostonOptions; seeds: readonly string[] }[] = [
  { options: {}, seeds: ['a', 'b', 'c'] },
  { options: { variants: ['V-BO-1', 'V-BO-2'], tours: 2 }, seeds: ['d'] },
  { options: { players: 3 }, seeds: ['e', 'f'] },
  { options: { players: 3, variants: ['V-BO-5', 'V-BO-6'] }, seeds: ['g'] },
  { options: { whist: true }, seeds: ['h', 'i', 'j'] },
  { options: { whist: true, variants: ['V-BO-3', 'V-BO-4'] }, seeds: ['k', 'l'] },
];

describe('Boston: every event and reading key in words, whole sessions of every form (BO66 through the describer)', () => {
  const all: Tally = { events: new Set(), contracts: new Set(), said: 0, tricks: 0, payments: 0, paymentClauses: 0 };
  for (const { options, seeds } of SESSIONS) {
    it(`${JSON.stringify(options)}: whole sessions said cleanly in every language, each trick's end and each payment once (BO53, BO56)`, () => {
      for (const seed of seeds) {
        const t: Tally = { events: new Set(), contracts: new Set(), said: 0, tricks: 0, payments: 0, paymentClauses: 0 };
        const end = playSession(options, seed, t);
        assert.equal(t.said, t.tricks, 'every trick end said once');
        assert.equal(t.paymentClauses, t.payments, 'every payment said once');
        assert.equal(end.pot, 0, 'the kettle empties the table (BO56)');
        for (const e of t.events) all.events.add(e);
        for (const c of t.contracts) all.contracts.add(c);
      }
    });
  }

  it('the sessions met every kind of event (BO66) and misères as well as games of tricks', () => {
    for (const e of ['precedence', 'suitTurned', 'dealStarted', 'bid', 'pass', 'auctionWon', 'allPassed', 'trump', 'discarded', 'alone', 'seek', 'whist', 'noWhist', 'accept', 'reject', 'partner', 'exposed', 'leader', 'cardPlayed', 'trick', 'result', 'points', 'dealOver', 'sessionOver', 'payment:pot', 'payment:game', 'payment:bete', 'payment:pass', 'payment:kettle']) {
      assert.ok(all.events.has(e), `no ${e} event met (met: ${[...all.events].join(', ')})`);
    }
    for (const c of ['boston', 'petite-misere', 'grand-boston', 'grande-misere']) assert.ok(all.contracts.has(c), `no ${c} played`);
  });
});

describe('Boston: the auction, the choices and the refusals in words', () => {
  const start = B.newSession({}, 'words');
  const seat = start.toMove!;

  it('BO20, BO21: the rung list names each rung with its undertaking and classes; a bid says its trump and what it pays (BO44)', () => {
    const w = words('en', start, seat);
    assert.equal(D.describeChoice(w, { type: 'rung', contract: 'grand-boston' }), 'Grand Boston, 6 tricks: simple, in colour, or superior');
    const sup = D.suitName(w, start.superior);
    assert.equal(D.describeChoice(w, { type: 'bid', contract: 'grand-boston', class: 'superior' }), `Grand Boston superior, ${sup}: 6 tricks; pays 8 marks a player`);
    assert.match(D.describeChoice(w, { type: 'bid', contract: 'boston', class: 'simple' }), /^Boston simple: 5 tricks, you name \w+ or \w+ as trumps; pays 0 marks a player$/);
    assert.equal(D.describeChoice(w, { type: 'bid', contract: 'petite-misere' }), 'Petite misère: no trick, one card laid aside; pays 4 marks a player');
    assert.equal(D.describeChoice(w, { type: 'miseres' }), 'Misères, no trick: 7, from Petite misère to Grande misère ouverte forcée');
    const de = words('de', start, seat);
    assert.equal(D.describeChoice(de, { type: 'rung', contract: 'independence' }), 'Independence, 7 Stiche: einfach, in Farbe oder in der Oberfarbe');
    assert.equal(D.describeChoice(de, { type: 'bid', contract: 'grande-misere-ouverte' }), 'Grande Misère ouverte: kein Stich, die Karten aufgedeckt; zahlt 48 Marken je Spieler');
  });

  it('BO24: B says the bid and who holds it, Shift+B what may be bid (the legal moves: 34 bids from Boston simple to Concordia superior)', () => {
    const w = words('en', start, seat);
    assert.match(D.describeBid(w), /^No bid yet\. (You|Anna|Ben|Clara) (speak|speaks)\.$/);
    assert.equal(D.describeMayBid(w, B.legalMoves(start)), 'You may pass, or bid 34 bids, from Boston simple up to Concordia superior, ' + `${D.suitName(w, start.superior)}. Shift+A lists them rung by rung; or type a bid.`);
    const r = B.applyMove(start, { type: 'bid', contract: 'grand-philadelphia', class: 'colour' });
    assert.ok(r.ok);
    const next = r.state;
    const w2 = words('de', next, seat);
    assert.match(D.describeBid(w2), /^Geboten: Grand Philadelphia in Farbe, \w+, von dir\. (Anna|Ben|Clara) spricht\.$/);
    assert.match(D.describeMayBid(words('en', next, next.toMove!), B.legalMoves(next)), /from Grand Philadelphia superior, \w+ up to Concordia superior/);
  });

  const FOLLOW: Readonly<Record<Locale, RegExp>> = {
    de: /bedienen: Herz; Pik Zwei bedient nicht\. \(Regel BO39\)$/,
    en: /follow suit: hearts; two of spades does not\. \(rule BO39\)$/,
    pl: /dołożyć do koloru kier; dwójka pik nie jest w tym kolorze\. \(reguła BO39\)$/,
  };
  const PASSED: Readonly<Record<Locale, RegExp>> = { de: /gepasst/, en: /passed/, pl: /Po pasie/ };
  it('a refusal names the rule in the player\'s words (BO24, BO25, BO39)', () => {
    for (const locale of LOCALES) {
      const w = words(locale, start, 0);
      assert.match(D.describeViolation(w, { rule: 'BO39', code: 'MUST_FOLLOW_SUIT', message: '', details: { suit: 'H' } }, { type: 'play', card: '2S' }), FOLLOW[locale]);
      assert.match(D.describeViolation(w, { rule: 'BO24', code: 'BID_TOO_LOW', message: '' }), /BO24\)$/);
      assert.match(D.describeViolation(w, { rule: 'BO25', code: 'NOT_YOUR_TURN', message: '' }), PASSED[locale]);
    }
  });

  it('the hints have words for every reason the computer players give (easy and normal, every form)', () => {
    const reasons = new Set<string>();
    for (const options of [{ tours: 1 }, { players: 3 as const, tours: 1 }, { whist: true, tours: 1 }, { whist: true, variants: ['V-BO-4'], tours: 1 }, { players: 3 as const, variants: ['V-BO-6'], tours: 1 }]) {
      for (const level of ['easy', 'normal']) {
        let state = B.newSession(options, `hints-${level}`);
        for (let i = 0; i < 5000 && state.phase !== 'sessionOver'; i++) {
          if (state.phase === 'dealOver') {
            state = B.nextDeal(state);
            continue;
          }
          const s = state.toMove!;
          const d = bostonBots.decide(level, bostonGame.view(state, s), B.legalMoves(state), { seed: i });
          const reason = (d.explanation as { reason?: string } | undefined)?.reason;
          if (reason) reasons.add(reason);
          const r = B.applyMove(state, d.move as BostonMove);
          assert.ok(r.ok);
          state = r.state;
        }
      }
    }
    assert.ok(reasons.size >= 15, `only ${[...reasons].join(', ')}`);
    for (const reason of [...reasons, 'searched']) {
      for (const locale of LOCALES) {
        const x = bostonMessages(locale).boston;
        const text = x.hintReason(reason, { tricks: 6.5, danger: 1, value: 3.25, samples: 40 });
        assert.notEqual(text, null, `${locale}: no hint words for ${reason}`);
        clean(x.hint('Pass', text), `${locale} hint ${reason}`);
      }
    }
  });
});

describe('Boston: the strong player\'s hint in words (B-BO-13)', () => {
  const hand = dealWith({ hands: { 0: cards('AS KS QS JS 10S 2H 3H 4H 2D 3D 4D 2C 3C') } });
  const inPlay = run(hand, auctionFor(hand, 0, 'boston', 'colour')).state;
  const stats = (move: BostonMove, expectedValue: number) => ({ move, visits: 40, expectedValue, standardError: 0.5 });

  it('a searched bid: the hand\'s count for it, the deals played out, the mean and the share that gains, the rule of thumb\'s move (both languages)', () => {
    const bid: BostonMove = { type: 'bid', contract: 'boston', class: 'colour' };
    const pass: BostonMove = { type: 'pass' };
    const e = { reason: 'searched', source: 'search' as const, tricks: { simple: 3.4, colour: 5.2, superior: 3 }, danger: 15, effect: null, samples: 125, best: stats(bid, 9.36), gainShare: 0.66, normal: stats(pass, -2.4) };
    const said = (locale: Locale) => D.describeHint(words(locale, hand, 0), bid, e);
    assert.equal(said('en'), 'Hint: Boston in colour, spades: 5 tricks; pays 2 marks a player. You count about 5.2 tricks for it. Played out over 125 possible deals, it brings plus 9.4 marks a deal on average and gains in 66 % of them. By the rule of thumb: Pass, minus 2.4 marks.');
    assert.equal(said('de'), 'Tipp: Boston in Farbe, Pik: 5 Stiche; zahlt 2 Marken je Spieler. Du zählst dafür etwa 5,2 Stiche. Über 125 mögliche Verteilungen ausgespielt, bringt dieser Zug im Schnitt plus 9,4 Marken je Spiel und gewinnt in 66 % davon. Nach der Faustregel: Passen, minus 2,4 Marken.');
    const misere: BostonMove = { type: 'bid', contract: 'grande-misere' };
    const m = D.describeHint(words('en', hand, 0), misere, { ...e, best: stats(misere, 4), danger: 0.5, normal: null });
    assert.match(m, /The misère danger of your hand is 0\.5 \(0: no card at risk\)\. Played out over 125 possible deals, it brings plus 4 marks a deal on average and gains in 66 % of them\.$/);
  });

  const SEARCHED_CARD: Readonly<Record<Locale, RegExp>> = {
    en: /^Hint: ace of spades\. .+ Played out over 40 possible deals, it brings plus 3\.3 marks a deal on average and gains in 50 % of them\. By the rule of thumb: king of spades, plus 1\.5 marks\.$/,
    de: /^Tipp: Pik Ass\. .+ Über 40 mögliche Verteilungen ausgespielt, bringt dieser Zug im Schnitt plus 3,3 Marken je Spiel und gewinnt in 50 % davon\. Nach der Faustregel: Pik König, plus 1,5 Marken\.$/,
    pl: /^Podpowiedź: as pik\. .+ Po rozegraniu 40 możliwych rozkładów ten ruch daje średnio plus 3,3 marki na rozdanie i zyskuje w 50 % z nich\. Według zasady: król pik, plus 1,5 marki\.$/,
  };
  const SEARCHED_ANY: Readonly<Record<Locale, RegExp>> = {
    en: /Played out over \d+ possible deals, it brings (plus |minus )?[\d.]+ marks a deal on average and gains in \d+ % of them\./,
    de: /Über \d+ mögliche Verteilungen ausgespielt, bringt dieser Zug im Schnitt (plus |minus )?[\d,]+ Marken je Spiel/,
    pl: /Po rozegraniu \d+ możliwych rozkładów ten ruch daje średnio (plus |minus )?[\d,]+ mar(ek|ki|ka) na rozdanie/,
  };
  it('a searched card: what it does to the trick as it stands, every kind in every language; a real decision of the strong player in words', () => {
    const card: BostonMove = { type: 'play', card: 'AS' };
    const effects = ['lead', 'win', 'under', 'ruff', 'discard'] as const;
    for (const locale of LOCALES) {
      const heard = new Set<string>();
      for (const effect of effects) {
        const text = D.describeHint(words(locale, inPlay, 0), card, { reason: 'searched', source: 'search', effect, tricks: null, danger: null, samples: 40, best: stats(card, 3.25), gainShare: 0.5, normal: stats({ type: 'play', card: 'KS' }, 1.5) });
        clean(text, `${locale} ${effect}`);
        heard.add(text);
        assert.match(text, SEARCHED_CARD[locale]);
      }
      assert.equal(heard.size, effects.length, `${locale}: each effect its own words`);
      for (const [state, what] of [[hand, 'bid'], [inPlay, 'card']] as const) {
        const d = bostonBots.decide('strong', bostonGame.view(state, 0), B.legalMoves(state), { seed: 1 }) as BostonDecision;
        assert.equal(d.explanation.source, 'search', what);
        const text = D.describeHint(words(locale, state, 0), d.move, d.explanation);
        clean(text, `${locale} strong ${what}`);
        assert.match(text, SEARCHED_ANY[locale], `${locale} ${what}: ${text}`);
      }
    }
  });
});

describe('Boston: the command line (bids in words, German and English; speeches; cards)', () => {
  const start = B.newSession({}, 'words');
  const v = bostonGame.view(start, start.toMove!);
  const legal = B.legalMoves(start);
  const ctx = { legal, view: v, me: start.toMove!, names: NAMES };
  const parse = (t: string, c = ctx) => parseBostonCommand(t, c);
  const sup = start.superior;
  const colour = B.colourOf(sup);

  it('BO20, BO21: "grand boston superior", "Grand Boston Oberfarbe", "petite misère", "kleine Misere offen", "nullissimo", "passe"', () => {
    assert.deepEqual(parse('grand boston superior'), { kind: 'move', move: { type: 'bid', contract: 'grand-boston', class: 'superior' } });
    assert.deepEqual(parse('Grand Boston Oberfarbe'), { kind: 'move', move: { type: 'bid', contract: 'grand-boston', class: 'superior' } });
    assert.deepEqual(parse('ich biete Independence in Farbe'), { kind: 'move', move: { type: 'bid', contract: 'independence', class: 'colour' } });
    assert.deepEqual(parse('boston simple'), { kind: 'move', move: { type: 'bid', contract: 'boston', class: 'simple' } });
    assert.deepEqual(parse('petite misère'), { kind: 'move', move: { type: 'bid', contract: 'petite-misere' } });
    assert.deepEqual(parse('Petite Misere'), { kind: 'move', move: { type: 'bid', contract: 'petite-misere' } });
    assert.deepEqual(parse('kleine Misère offen'), { kind: 'move', move: { type: 'bid', contract: 'petite-misere-ouverte' } });
    assert.deepEqual(parse('grande misère ouverte forcée'), { kind: 'move', move: { type: 'bid', contract: 'grande-misere-ouverte-forcee' } });
    assert.deepEqual(parse('nullissimo'), { kind: 'move', move: { type: 'bid', contract: 'grande-misere-ouverte' } });
    assert.deepEqual(parse('passe'), { kind: 'move', move: { type: 'pass' } });
    assert.deepEqual(parse('I pass'), { kind: 'move', move: { type: 'pass' } });
  });

  it('BO21: a suit names the class it has in this deal; without a class the rung\'s bids are offered', () => {
    const suitWord = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' } as const;
    assert.deepEqual(parse(`boston ${suitWord[colour]}`), { kind: 'move', move: { type: 'bid', contract: 'boston', class: 'colour' } });
    assert.deepEqual(parse(`boston ${suitWord[sup]}`), { kind: 'move', move: { type: 'bid', contract: 'boston', class: 'superior' } });
    const r = parse('grand boston');
    assert.equal(r.kind, 'ambiguous');
    assert.equal(r.kind === 'ambiguous' && r.candidates.length, 3);
  });

  it('BO24: a bid not higher is sent to the engine (which refuses it); reading words are queries', () => {
    const r = B.applyMove(start, { type: 'bid', contract: 'grand-boston', class: 'colour' });
    assert.ok(r.ok);
    const later = { legal: B.legalMoves(r.state), view: bostonGame.view(r.state, r.state.toMove!), me: r.state.toMove!, names: NAMES };
    assert.deepEqual(parse('boston superior', later), { kind: 'move', move: { type: 'bid', contract: 'boston', class: 'superior' } });
    assert.deepEqual(parse('gebot'), { kind: 'query', command: 'readBid' });
    assert.deepEqual(parse('what may I bid?'), { kind: 'query', command: 'mayBid' });
    assert.deepEqual(parse('was darf ich bieten'), { kind: 'query', command: 'mayBid' });
    assert.deepEqual(parse('bid'), { kind: 'query', command: 'readBid' });
    assert.deepEqual(parse('tisch'), { kind: 'query', command: 'readTable' });
    assert.deepEqual(parse('blah'), { kind: 'error', message: 'unknown' });
    assert.deepEqual(parse('grand boston', { ...ctx, legal: [] }), { kind: 'error', message: 'notYourTurn' });
  });

  it('BO29, BO30, BO33, BO38: the trump, the card laid aside, Whist, alone, a partner, a card played', () => {
    const simple = B.simpleSuits(sup);
    const trumpCtx = { ...ctx, legal: simple.map((suit) => ({ type: 'trump' as const, suit })), view: { ...v, phase: 'trump' as const } };
    const suitWord = { C: 'kreuz', D: 'karo', H: 'herz', S: 'pik' } as const;
    assert.deepEqual(parse(`trumpf ${suitWord[simple[0]!]}`, trumpCtx), { kind: 'move', move: { type: 'trump', suit: simple[0]! } });
    assert.deepEqual(parse(suitWord[simple[1]!], trumpCtx), { kind: 'move', move: { type: 'trump', suit: simple[1]! } });
    const discardCtx = { ...ctx, legal: [{ type: 'discard' as const, card: 'AS' }, { type: 'discard' as const, card: '2H' }], view: { ...v, phase: 'discard' as const } };
    assert.deepEqual(parse('lay aside ace of spades', discardCtx), { kind: 'move', move: { type: 'discard', card: 'AS' } });
    assert.deepEqual(parse('Herz Zwei', discardCtx), { kind: 'move', move: { type: 'discard', card: '2H' } });
    const whistCtx = { ...ctx, legal: [{ type: 'whist' as const }, { type: 'pass' as const }], view: { ...v, phase: 'whist' as const } };
    assert.deepEqual(parse('Whist!', whistCtx), { kind: 'move', move: { type: 'whist' } });
    assert.deepEqual(parse('passe', whistCtx), { kind: 'move', move: { type: 'pass' } });
    const choiceCtx = { ...ctx, legal: [{ type: 'alone' as const }, { type: 'seek' as const }], view: { ...v, phase: 'whist' as const } };
    assert.deepEqual(parse('allein', choiceCtx), { kind: 'move', move: { type: 'alone' } });
    assert.deepEqual(parse('ask for a partner', choiceCtx), { kind: 'move', move: { type: 'seek' } });
    const playCtx = { ...ctx, legal: [{ type: 'play' as const, card: 'QH' }], view: { ...v, phase: 'play' as const } };
    assert.deepEqual(parse('play queen of hearts', playCtx), { kind: 'move', move: { type: 'play', card: 'QH' } });
    assert.deepEqual(parse('spiele Pik Zwei', playCtx), { kind: 'move', move: { type: 'play', card: '2S' } });
    const leaderCtx = { ...ctx, me: 0, legal: [0, 1, 2].map((leader) => ({ type: 'leader' as const, leader })), view: { ...v, phase: 'leader' as const } };
    assert.deepEqual(parse('ausspieler Anna', leaderCtx), { kind: 'move', move: { type: 'leader', leader: 1 } });
    assert.deepEqual(parse('leader me', leaderCtx), { kind: 'move', move: { type: 'leader', leader: 0 } });
  });
});

describe('Boston: setup, save and the rules for players', () => {
  const m = bostonMessages('en');

  it('BO1, BO3, BO55: the form sets the seats, the tariff B is V-BO-2 outside Boston-Whist, variants and tours are read', () => {
    const tri = bostonOptionsFrom(new URLSearchParams('form=tri-boston&tariff=B&variants=v-bo-6&tours=2'), m);
    assert.deepEqual(tri.problems, []);
    assert.deepEqual(tri.options?.options, { players: 3, variants: ['V-BO-2', 'V-BO-6'], tours: 2 });
    assert.equal(tri.options?.seats.length, 3);
    const whist = bostonOptionsFrom(new URLSearchParams('form=boston-whist&tariff=B'), m);
    assert.deepEqual(whist.options?.options, { players: 4, whist: true });
    assert.deepEqual(bostonOptionsFrom(new URLSearchParams(''), m).options?.options, { players: 4 });
    assert.deepEqual(bostonOptionsFrom(new URLSearchParams('form=quadrille'), m).problems.map((p) => p.param), ['form']);
    assert.deepEqual(bostonOptionsFrom(new URLSearchParams('tours=9'), m).problems.map((p) => p.param), ['tours']);
    assert.deepEqual(bostonOptionsFrom(new URLSearchParams('variants=V-BO-7'), m).problems.map((p) => p.param), ['variants']);
  });

  it('BO55: a table\'s tours are bounded as the form bounds them; the seats give the form', () => {
    assert.ok('problem' in bostonGame.optionsFor({ tours: B.MAX_TABLE_TOURS + 1 }, 4));
    assert.ok('options' in bostonGame.optionsFor({ tours: B.MAX_TABLE_TOURS }, 3));
    assert.ok('problem' in bostonGame.optionsFor({ whist: true }, 3));
  });

  it('the save checks options and state; a bad state is refused', () => {
    const { state, events } = bostonGame.start({}, 's1');
    const snap = { version: 1, savedAt: new Date().toISOString(), gameId: 'g', config: { options: {}, seed: 's1', seats: NAMES.map((name, i) => ({ name, kind: i ? 'computer' : 'human', level: 'easy' })) }, state, steps: [{ actor: null, move: null, events }], log: [], focusZone: 'hand' };
    const checked = bostonSave.check(JSON.parse(JSON.stringify(snap)));
    assert.deepEqual(JSON.parse(JSON.stringify(checked.state)), JSON.parse(JSON.stringify(state)));
    assert.throws(() => bostonSave.check(JSON.parse(JSON.stringify({ ...snap, state: { ...state, hands: [] } }))), /state/);
    assert.throws(() => bostonSave.check(JSON.parse(JSON.stringify({ ...snap, config: { ...snap.config, options: { players: 5 } } }))), /options/);
  });

  const RULE_ID = /\bBO\d+\b|\bPD-BO-\d+|\bEX-BO-\d+/;
  for (const options of [{}, { players: 3 as const }, { whist: true }, ...B.VARIANT_IDS.map((v) => ({ players: (v === 'V-BO-5' || v === 'V-BO-6' ? 3 : 4) as 3 | 4, whist: v === 'V-BO-3' || v === 'V-BO-4', variants: [v] }))]) {
    it(`${JSON.stringify(options)}: the rules for players give the same sections in both languages, clean, every variant listed and marked when in force`, () => {
      const rules = B.resolveRules(options);
      const de = bostonRulesDe(rules);
      const en = bostonRulesEn(rules);
      assert.equal(de.length, en.length);
      de.forEach((s, i) => assert.equal(s.paragraphs.length, en[i]!.paragraphs.length, `${s.heading} / ${en[i]!.heading}`));
      for (const [locale, sections] of [['de', de], ['en', en]] as const) {
        const last = sections[sections.length - 1]!;
        for (const s of sections) {
          for (const p of s.paragraphs) {
            assert.ok(p.trim(), `${locale} ${s.heading}: empty paragraph`);
            assert.doesNotMatch(p, /undefined|NaN|\[object|\$\{|[♠♥♦♣]|\s{2,}/, `${locale} ${s.heading}: ${p}`);
            if (s !== last) assert.doesNotMatch(p, RULE_ID, `${locale} ${s.heading}: rule id in ${p}`);
          }
        }
        for (const id of B.VARIANT_IDS) {
          const line = last.paragraphs.find((p) => p.startsWith(`${id},`));
          assert.ok(line, `${locale}: ${id} not listed`);
          assert.equal(/\((gilt|in force)\)$/.test(line), rules.variants.includes(id), `${locale}: ${id} marked wrongly`);
        }
      }
      // BO44 / BO47: the tariff in force, with the engine's figures.
      const text = en.flatMap((s) => s.paragraphs).join(' ');
      assert.match(text, rules.tariff === 'A' ? /Tariff A, marks from each opponent: Boston: simple 0, in colour 2, superior 4;/ : /Tariff B, the multipliers .*Boston: simple 2, in colour 3, superior 4;/);
    });
  }
});
