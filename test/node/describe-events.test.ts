import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyMove,
  legalMoves,
  newSessionWithEvents,
  nextDealWithEvents,
  view,
  visibleEvent,
  type PapillonEvent,
  type PapillonOptions,
  type PapillonState,
} from '../../src/games/papillon/index.js';
import { describeEvents, describeHand, describeStatus, describeTable, describeDealSummary, type DescribeContext } from '../../src/games/papillon/describe.js';
import { papillonMessages } from '../../src/games/papillon/texts.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';

/** Plays a seeded session with a simple rotating choice; returns each step's events (all seats' view of seat 0). */
function playSession(options: PapillonOptions, seed: string): { steps: PapillonEvent[][]; states: PapillonState[] } {
  let { state, events } = newSessionWithEvents(options, seed);
  const steps: PapillonEvent[][] = [events];
  const states: PapillonState[] = [state];
  let k = 0;
  while (state.phase !== 'sessionOver') {
    if (state.phase === 'dealOver') {
      const r = nextDealWithEvents(state);
      state = r.state;
      steps.push(r.events);
      states.push(state);
      continue;
    }
    const moves = legalMoves(state);
    const r = applyMove(state, moves[(k * 7 + 3) % moves.length]!);
    k++;
    if (!r.ok) throw new Error(r.violation.message);
    state = r.state;
    steps.push([...r.events]);
    states.push(state);
  }
  return { steps, states };
}

const GAMES: [PapillonOptions, string][] = [
  [{ players: 3, tours: 1 }, 'describe-a'],
  [{ players: 4, tours: 1 }, 'describe-b'],
  [{ players: 3, tours: 1, preset: 'philidor-1756' }, 'describe-c'],
  [{ players: 4, tours: 1, variants: ['V-P-9', 'V-P-10', 'V-P-11'] }, 'describe-d'],
];
const played = GAMES.map(([o, seed]) => ({ options: o, ...playSession(o, seed) }));

const SYMBOLS = /[♣♦♥♠]/;
const EN_TOKEN = /\b(10|[2-9AJQK])[CDHS]\b/;
const DE_TOKEN = /\b[KPHR](10|[2-9ABDK])\b/;

function ctxFor(locale: Locale, n: number, over: Partial<DescribeContext> = {}): DescribeContext {
  return {
    messages: papillonMessages(locale),
    me: 0,
    names: ['Lea', 'Anna', 'Bert', 'Clara'].slice(0, n),
    verbosity: 'normal',
    cardNames: 'long',
    pack: 'french',
    payments: 'each',
    ...over,
  };
}

describe('describer over whole seeded sessions', () => {
  it('covers every event type', () => {
    const seen = new Set(played.flatMap((g) => g.steps.flat().map((e) => e.type)));
    for (const t of ['sessionStart', 'cut', 'firstDealer', 'dealStart', 'payment', 'handsDealt', 'tableDealt', 'lastCardsDealt', 'capture', 'layDown', 'winner', 'consolation', 'potCarried', 'leftovers', 'blaetter', 'dealOver', 'sessionOver']) {
      assert.ok(seen.has(t as PapillonEvent['type']), `no ${t} event in the sample games`);
    }
  });

  for (const locale of LOCALES) {
    it(`${locale}: long names never contain suit symbols or compact tokens, in every verbosity, pack and payment mode`, () => {
      for (const g of played) {
        const n = g.options.players;
        for (const verbosity of ['brief', 'normal', 'detailed'] as const) {
          for (const pack of ['french', 'numbers'] as const) {
            const payments = verbosity === 'brief' ? 'off' : verbosity === 'normal' ? 'each' : 'total';
            g.steps.forEach((events, i) => {
              const ctx = ctxFor(locale, n, { verbosity, pack, payments, view: view(g.states[i]!, 0) });
              const out = describeEvents(events.map((e) => visibleEvent(e, 0)), ctx);
              const texts = out.map((a) => a.text);
              const v = view(g.states[i]!, 0);
              texts.push(describeHand(v, ctx), describeTable(v, ctx), describeStatus(v, ctx));
              for (const t of texts) {
                assert.ok(t.trim().length > 0, 'empty announcement');
                assert.doesNotMatch(t, SYMBOLS, t);
                assert.doesNotMatch(t, EN_TOKEN, t);
                assert.doesNotMatch(t, DE_TOKEN, t);
                assert.doesNotMatch(t, /undefined|NaN|\[object|null/, t);
              }
            });
          }
        }
      }
    });
  }

  it('an opponent turn is one announcement with its payments', () => {
    const g = played[0]!;
    for (const events of g.steps) {
      const caps = events.filter((e) => e.type === 'capture' || e.type === 'layDown');
      if (caps.length !== 1) continue;
      const out = describeEvents(events, ctxFor('de', 3));
      const turnTexts = out.filter((a) => /\b(spielt|spielst|legt|legst) /.test(a.text));
      assert.equal(turnTexts.length, 1, out.map((a) => a.text).join(' | '));
      assert.equal(out.filter((a) => /zahlt .* an|zahlt dir/.test(a.text)).length, 0, 'no separate payment sentence');
    }
  });

  it('short style uses the compact braille tokens', () => {
    const g = played[0]!;
    const texts = g.steps.flatMap((events) => describeEvents(events.map((e) => visibleEvent(e, 0)), ctxFor('de', 3, { cardNames: 'short' })).map((a) => a.text));
    assert.ok(texts.some((t) => DE_TOKEN.test(t)), 'German short tokens appear');
  });

  it('the final round is announced as the dealer says it, and the deal summary adds up to zero with the pot', () => {
    const g = played[0]!;
    const all = g.steps.flatMap((events) => describeEvents(events, ctxFor('de', 3)).map((a) => a.text));
    assert.ok(all.some((t) => /sagt an: Die letzten Karten sind verteilt!|sagst an: Die letzten Karten sind verteilt!/.test(t)));
    const en = g.steps.flatMap((events) => describeEvents(events, ctxFor('en', 3)).map((a) => a.text));
    assert.ok(en.some((t) => /announces?: the last cards are dealt!/.test(t)));
    const firstDeal: PapillonEvent[] = [];
    for (const events of g.steps) {
      firstDeal.push(...events);
      if (events.some((e) => e.type === 'dealOver')) break;
    }
    assert.match(describeDealSummary(firstDeal, ctxFor('de', 3)), /^In diesem Spiel: du (plus|minus) \d+|^In diesem Spiel: du null/);
  });

  it('earcons: capture, and sweep for a Sautenelle', () => {
    const all = played.flatMap((g) => g.steps.flatMap((events) => describeEvents(events, ctxFor('en', g.options.players))));
    assert.ok(all.some((a) => a.earcon === 'capture'));
    for (const a of all) if (/Sautenelle/.test(a.text) && /takes?/.test(a.text)) assert.equal(a.earcon, 'sweep');
    for (const a of all) assert.equal(a.priority, 'polite');
  });
});
