import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyMove,
  halberMondPosition,
  legalMoves,
  newGame,
  PATIENCE_IDS,
  status,
  type PatienceEvent,
  type PatienceId,
  type PatienceOptions,
  type PatienceState,
} from '../../src/games/patience/index.js';
import {
  describeFoundations,
  describeMove,
  describePatienceEvents,
  describePatienceStatus,
  describePlace,
  describePlaceCards,
  describeWholeTable,
  type PatienceDescribeContext,
} from '../../src/games/patience/describe.js';
import { placesOf } from '../../src/games/patience/places.js';
import type { Locale } from '../../src/i18n/index.js';
import { patienceMessages } from '../../src/games/patience/texts.js';
import { LOCALES } from '../../src/i18n/locale.js';

const ctxOf = (locale: Locale, extra: Partial<PatienceDescribeContext> = {}): PatienceDescribeContext => ({
  messages: patienceMessages(locale),
  cardNames: 'long',
  pack: 'french',
  verbosity: 'normal',
  ...extra,
});

/** No suit symbols, no compact tokens ("10H", "AC", German "H10", "KA"), no leaks. */
const BAD = /[♠♥♦♣]|\b(?:10|[2-9AJQK])[CDHS]\b|\b[KPHR](?:10|[2-9ABDK])\b|undefined|NaN|\[object|null/;

function checkText(text: string, where: string): void {
  assert.ok(text.trim().length > 0, `${where}: empty`);
  assert.doesNotMatch(text, BAD, `${where}: ${text}`);
}

/** Every event type of every game, with each variant of its fields that changes the words. */
const EVENTS: Record<PatienceId, PatienceEvent[]> = {
  doppelhausen: [
    { type: 'pairRemoved', piles: ['leftStock', 'rightWaste'], cards: ['8S', '8H'], tops: [{ pile: 'leftStock', card: '3D' }, { pile: 'reserve', card: 'KC' }] },
    { type: 'drawn', left: '5H', right: '9S', tops: [{ pile: 'leftWaste', card: '5H' }, { pile: 'rightWaste', card: '9S' }] },
    { type: 'toReserve', from: 'rightStock', count: 7, tops: [] },
    { type: 'toReserve', from: 'leftStock', count: 1, tops: [{ pile: 'reserve', card: 'QD' }] },
    { type: 'passStarted', pass: 2, leftCount: 20, rightCount: 19, tops: [{ pile: 'leftStock', card: 'AC' }] },
    { type: 'gameOver', outcome: 'won', reason: 'all-removed' },
    { type: 'gameOver', outcome: 'lost', reason: 'equal-pass-without-pair' },
    { type: 'gameOver', outcome: 'lost', reason: 'only-reserve-left' },
  ],
  elf: [
    { type: 'removed', kind: 'eleven', positions: [3, 4], cards: ['9C', '2H'] },
    { type: 'removed', kind: 'trio', positions: [2, 5, 7], cards: ['JC', 'QS', 'KD'] },
    { type: 'handTurned', card: '10S' },
    { type: 'removedWithHand', kind: 'eleven', hand: '9C', positions: [1], cards: ['2S'] },
    { type: 'removedWithHand', kind: 'trio', hand: 'KH', positions: [6, 7], cards: ['JD', 'QS'] },
    { type: 'refilled', position: 3, card: '6D' },
    { type: 'gameOver', outcome: 'won', reason: 'all-removed' },
    { type: 'gameOver', outcome: 'lost', reason: 'hand-card-without-partner' },
    { type: 'gameOver', outcome: 'lost', reason: 'talon-empty-no-removal' },
  ],
  'halber-mond': [
    { type: 'toFoundation', pile: 3, card: 'JS', suit: 'S', foundation: 'K', count: 3, pileEmptied: false },
    { type: 'toFoundation', pile: 4, card: 'AH', suit: 'H', foundation: 'A', count: 1, pileEmptied: true },
    { type: 'toPile', from: 2, to: 3, card: '4S', onto: '5S', pileEmptied: false },
    { type: 'toPile', from: 4, to: 5, card: 'AH', onto: 'KH', pileEmptied: true },
    { type: 'stageEnded', stage: 1 },
    { type: 'lifted', cards: ['JS', '4S', 'KH'], pile: 5 },
    { type: 'lifted', cards: [], pile: null },
    { type: 'dealt', k: 6, piles: 9 },
    { type: 'stageStarted', stage: 3, piles: 10 },
    { type: 'gameOver', outcome: 'won', reason: 'all-on-foundations' },
    { type: 'gameOver', outcome: 'lost', reason: 'stage-6-ended' },
  ],
  napoleon: [
    { type: 'toPatience', card: '7S', onto: null },
    { type: 'toPatience', card: '8D', onto: '7S' },
    { type: 'toSecond', card: 'QC', top: '8D' },
    { type: 'passStarted', pass: 2, cards: 30 },
    { type: 'gameOver', outcome: 'won', reason: 'all-on-patience-pile' },
    { type: 'gameOver', outcome: 'lost', reason: 'pass-without-placement' },
  ],
  reihe: [
    { type: 'toFoundation', card: '3H', row: 1, col: 4, suit: 'H', foundation: 'A', count: 3 },
    { type: 'talonToFoundation', card: '2H', row: 2, col: 1, suit: 'H', foundation: 'A', count: 2 },
    { type: 'laid', card: '9C', row: 1, col: 4, refill: true },
    { type: 'laid', card: '5S', row: 2, col: 1, refill: false },
    { type: 'gameOver', outcome: 'won', reason: 'all-on-foundations' },
    { type: 'gameOver', outcome: 'lost', reason: 'talon-exhausted' },
  ],
  stern: [
    { type: 'turned', card: '6S' },
    { type: 'toArm', card: '2H', suit: 'H', from: 'hand', corner: null, count: 1 },
    { type: 'toArm', card: '5S', suit: 'S', from: 'waste', corner: null, count: 4 },
    { type: 'toArm', card: '6S', suit: 'S', from: 'corner', corner: 2, count: 5 },
    { type: 'toWaste', card: '9D' },
    { type: 'toCorner', card: '6S', corner: 1 },
    { type: 'passStarted', pass: 2, cards: 40 },
    { type: 'gameOver', outcome: 'won', reason: 'all-on-arms' },
    { type: 'gameOver', outcome: 'lost', reason: 'third-pass-over' },
  ],
  unterstecken: [
    { type: 'reserveTaken', card: '7C', chain: 1 },
    { type: 'tucked', card: '7C', pile: '7', size: 5, pure: false },
    { type: 'tucked', card: 'JS', pile: 'J', size: 4, pure: true },
    { type: 'tookTop', card: 'QD', pile: '7' },
    { type: 'chainEnded', chain: 1, pile: 'J', placements: 3 },
    { type: 'loopGuard', chain: 2 },
    { type: 'gameOver', outcome: 'won', reason: 'all-piles-complete' },
    { type: 'gameOver', outcome: 'lost', reason: 'piles-incomplete' },
    { type: 'gameOver', outcome: 'lost', reason: 'loop-guard' },
  ],
};

/** Plays a seeded deal with the first legal move; returns each move's events and the states. */
function playDeal(id: PatienceId, seed: string, options?: PatienceOptions): { steps: PatienceEvent[][]; states: PatienceState[] } {
  let state = newGame(id, seed, options);
  const steps: PatienceEvent[][] = [];
  const states: PatienceState[] = [state];
  for (let i = 0; i < 5000 && status(state) === 'playing'; i++) {
    const moves = legalMoves(state);
    // Der halbe Mond: a few card moves per stage, then end it.
    const m = id === 'halber-mond' ? (moves.find((x) => x.type === 'toFoundation') ?? moves[moves.length - 1]!) : moves[0]!;
    const r = applyMove(state, m);
    if (!r.ok) throw new Error(r.violation.message);
    state = r.state;
    steps.push([...r.events]);
    states.push(state);
  }
  return { steps, states };
}

/** The end of a patience in each language: won and lost told apart (the lost sentence is no won one with a prefix). */
const GAME_OVER: Readonly<Record<Locale, Readonly<Record<'won' | 'lost', RegExp>>>> = {
  de: { won: / ist aufgegangen/, lost: /nicht aufgegangen/ },
  en: { won: /won/, lost: /lost/ },
  pl: { won: /: pasjans wyszedł/, lost: /pasjans nie wyszedł/ },
};

describe('describe-patience: every event type of each game, in every language', () => {
  for (const id of PATIENCE_IDS) {
    for (const locale of LOCALES) {
      it(`${id} (${locale}): each event is a sentence without symbols or tokens`, () => {
        const ctx = ctxOf(locale);
        for (const e of EVENTS[id]) {
          const out = describePatienceEvents(id, [e], ctx);
          assert.equal(out.length, 1, JSON.stringify(e));
          checkText(out[0]!.text, `${id} ${e.type}`);
          if (e.type === 'gameOver') {
            assert.equal(out[0]!.priority, 'assertive');
            assert.match(out[0]!.text, GAME_OVER[locale][e.outcome]);
          }
        }
      });
    }
  }

  it('German and English say different things (each catalogue is used)', () => {
    const e: PatienceEvent = { type: 'toPile', from: 2, to: 3, card: '4S', onto: '5S', pileEmptied: false };
    assert.equal(describePatienceEvents('halber-mond', [e], ctxOf('de'))[0]!.text, 'Pik Vier von Häufchen 2 auf Häufchen 3 (Pik Fünf).');
    assert.equal(describePatienceEvents('halber-mond', [e], ctxOf('en'))[0]!.text, 'Four of spades from heap 2 onto heap 3 (five of spades).');
  });

  it('a move and the end of the game are two announcements; the end is assertive', () => {
    const out = describePatienceEvents('napoleon', [{ type: 'toPatience', card: '3C', onto: '2D' }, { type: 'gameOver', outcome: 'won', reason: 'all-on-patience-pile' }], ctxOf('de'));
    assert.deepEqual(out.map((a) => a.priority), ['polite', 'assertive']);
    assert.equal(out[0]!.text, 'Kreuz Drei auf den Patiencehaufen, auf Karo Zwei.');
    assert.match(out[1]!.text, /^Napoleons-Patience ist aufgegangen: alle Karten liegen auf dem Patiencehaufen\./);
  });

  it('Der Stern: a turned card and where it goes are one sentence', () => {
    const out = describePatienceEvents('stern', [{ type: 'turned', card: '9D' }, { type: 'toWaste', card: '9D' }], ctxOf('de'));
    assert.equal(out[0]!.text, 'Karo Neun bleibt auf dem Talon.');
    const en = describePatienceEvents('stern', [{ type: 'turned', card: '2H' }, { type: 'toArm', card: '2H', suit: 'H', from: 'hand', corner: null, count: 1 }], ctxOf('en'));
    assert.equal(en[0]!.text, 'Two of hearts onto the hearts arm, 1 card there.');
  });

  it('Doppelhausen: visible cards follow a draw, except in brief verbosity', () => {
    const e = EVENTS.doppelhausen[1]!;
    assert.match(describePatienceEvents('doppelhausen', [e], ctxOf('de'))[0]!.text, /Sichtbar: Herz Fünf \(linker Abwurf\) und Pik Neun \(rechter Abwurf\)\./);
    assert.doesNotMatch(describePatienceEvents('doppelhausen', [e], ctxOf('de', { verbosity: 'brief' }))[0]!.text, /Sichtbar/);
  });

  it('short card names for braille use the compact tokens', () => {
    const out = describePatienceEvents('napoleon', [{ type: 'toSecond', card: 'QC', top: '8D' }], ctxOf('de', { cardNames: 'short' }));
    assert.match(out[0]!.text, /KD/);
  });
});

describe('describe-patience: whole seeded deals, places and queries', () => {
  for (const id of PATIENCE_IDS) {
    it(`${id}: every step of two deals, every place, status, foundations and table read cleanly in both languages`, () => {
      for (const seed of ['1', 'bus']) {
        const { steps, states } = playDeal(id, seed);
        const last = states[states.length - 1]!;
        assert.notEqual(status(last), 'playing', `${id} ${seed} ended`);
        for (const locale of LOCALES) {
          const ctx = ctxOf(locale);
          for (const ev of steps) for (const a of describePatienceEvents(id, ev, ctx)) checkText(a.text, `${id} ${seed}`);
          assert.ok(steps[steps.length - 1]!.some((e) => e.type === 'gameOver'));
          for (const s of [states[0]!, states[Math.floor(states.length / 2)]!, last]) {
            for (const p of placesOf(s, { messages: ctx.messages, style: 'long', pack: 'french' })) {
              checkText(describePlace(p, ctx), `${id} place ${p.key}`);
              checkText(describePlaceCards(p, ctx), `${id} cards ${p.key}`);
            }
            checkText(describePatienceStatus(s, ctx, { seed, moves: 3 }), `${id} status`);
            checkText(describeFoundations(s, ctx), `${id} foundations`);
            checkText(describeWholeTable(s, ctx), `${id} table`);
            for (const m of legalMoves(s)) checkText(describeMove(m, s, ctx), `${id} move ${m.type}`);
          }
        }
      }
    });
  }

  it('a heap reads as in the contract: "Häufchen 4: Pik Acht, darunter 3 Karten"', () => {
    const s = halberMondPosition({ piles: [['AC'], ['2C'], ['3C'], ['9H', '10D', 'QC', '8S']] });
    const de = ctxOf('de');
    const heap4 = placesOf(s, { messages: de.messages, style: 'long', pack: 'french' }).find((p) => p.key === 'heap-4')!;
    assert.equal(describePlace(heap4, de), 'Häufchen 4: Pik Acht, darunter 3 Karten');
    assert.equal(describePlaceCards(heap4, de), 'Häufchen 4, 4 Karten, von oben: Pik Acht, Kreuz Dame, Karo Zehn und Herz Neun.');
    const en = ctxOf('en');
    const heap4en = placesOf(s, { messages: en.messages, style: 'long', pack: 'french' }).find((p) => p.key === 'heap-4')!;
    assert.equal(describePlace(heap4en, en), 'Heap 4: eight of spades, 3 cards below');
  });

  it('number-pack names carry through places and events', () => {
    const ctx = ctxOf('de', { pack: 'numbers' });
    const out = describePatienceEvents('halber-mond', [EVENTS['halber-mond'][0]!], ctx);
    checkText(out[0]!.text, 'numbers');
    assert.doesNotMatch(out[0]!.text, /Pik/);
  });
});
