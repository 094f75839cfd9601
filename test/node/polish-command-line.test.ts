/**
 * The command lines in Polish (issue 26): every game with a command line reads the Polish words of
 * locales/<game>/command-words-pl.ts and the Polish card words of locales/decks/pl.ts, from a real
 * position of its engine. A card in any case the player may type ("zagraj damę kier", "dama kier",
 * "damą kier", the braille short name "dk"), each game's own moves, the reading words, an ambiguous
 * command (the candidates or a refusal, never a guess), and a card that is not legal sent to the engine,
 * which refuses it with its rule. Mirrors the German and English cases of command-line.test.ts and the
 * *-words tests.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as Pap from '../../src/games/papillon/index.js';
import { parseCommand } from '../../src/games/papillon/command-line.js';
import { state } from './support/papillon.js';
import { example } from './support/casino.js';
import * as C from '../../src/games/casino/index.js';
import { parseCasinoCommand } from '../../src/games/casino/command-line.js';
import * as W from '../../src/games/whist/index.js';
import { parseWhistCommand } from '../../src/games/whist/command-line.js';
import * as H from '../../src/games/hundertspiel/index.js';
import { parseHundertspielCommand } from '../../src/games/hundertspiel/command-line.js';
import * as P from '../../src/games/piquet/index.js';
import { parsePiquetCommand } from '../../src/games/piquet/command-line.js';
import * as O from '../../src/games/ombre/index.js';
import { parseOmbreCommand } from '../../src/games/ombre/command-line.js';
import * as B from '../../src/games/boston/index.js';
import { parseBostonCommand } from '../../src/games/boston/command-line.js';
import * as T from '../../src/games/tarok/index.js';
import { parseTarokCommand } from '../../src/games/tarok/command-line.js';
import { applyMove as chessMove, newSession as chessNew, type ChessState } from '../../src/games/chess/index.js';
import { parseChessCommand } from '../../src/games/chess/command-line.js';
import { legalSans, menOf } from '../../src/games/chess/queries.js';
import { halberMondPosition, legalMoves as patienceMoves, type PatienceState } from '../../src/games/patience/index.js';
import { parsePatienceCommand } from '../../src/games/patience/command-line.js';
import { placesOf } from '../../src/games/patience/places.js';
import { patienceMessages } from '../../src/games/patience/texts.js';
import { FULL_PACK } from '../../src/engine/cards.js';
import { whistCommandWordsPl } from '../../locales/whist/command-words-pl.js';
import { hundertspielCommandWordsPl } from '../../locales/hundertspiel/command-words-pl.js';
import { casinoCommandWordsPl } from '../../locales/casino/command-words-pl.js';
import { piquetCommandWordsPl } from '../../locales/piquet/command-words-pl.js';
import { ombreCommandWordsPl } from '../../locales/ombre/command-words-pl.js';
import { bostonCommandWordsPl } from '../../locales/boston/command-words-pl.js';
import { tarokCommandWordsPl } from '../../locales/tarok/command-words-pl.js';
import { chessCommandWordsPl } from '../../locales/chess/command-words-pl.js';
import { papillonCommandWordsPl } from '../../locales/papillon/command-words-pl.js';
import { patienceCommandWordsPl } from '../../locales/patience/command-words-pl.js';
import { decksPl } from '../../locales/decks/pl.js';

const NAMES = ['Ty', 'Anna', 'Ben', 'Clara'];
/** Every query word of a Polish table, with the id it must give. */
const queries = <K extends string>(table: Readonly<Record<K, readonly string[]>>): [string, K][] => (Object.keys(table) as K[]).flatMap((id) => table[id].map((w) => [w, id] as [string, K]));
/** The first seed whose state fits (deterministic: seeds 1, 2, … in turn). */
function seeded<S>(make: (seed: number) => S, fits: (s: S) => boolean): S {
  for (let seed = 1; seed < 2000; seed++) {
    const s = make(seed);
    if (fits(s)) return s;
  }
  throw new Error('no seed fits');
}

describe('Papillon in Polish (issue 26)', () => {
  // EX-P-1's table with a 6♣ (as command-line.test.ts): hand 10♠ 5♠ Q♥.
  const s = state({ hands: [['10S', '5S', 'QH'], ['2C'], ['2D']], table: ['AC', '4D', '5H', '9S', 'KD', '3C', '7H', '6C'], stock: ['JD'], pot: 3 });
  const ctx = { legalMoves: Pap.legalMoves(s), view: Pap.view(s, 0) };
  const sorted = (xs: readonly string[]) => [...xs].sort().join();

  it('"10 bierze 4 6" and the cards in Polish words take the one matching capture', () => {
    for (const input of ['10 bierze 4 6', 'dziesiątka pik bierze czwórkę karo i szóstkę trefl', 'zagraj dziesiątkę pik, biorę 4 karo i 6 trefl', '10p bierze 4r 6t']) {
      const r = parseCommand(input, 'pl', ctx);
      assert.equal(r.kind, 'move', `${input}: ${r.kind === 'error' ? r.message() : r.kind}`);
      assert.ok(r.kind === 'move' && r.move.type === 'capture' && r.move.card === '10S' && sorted(r.move.take) === sorted(['4D', '6C']), input);
    }
    const q = parseCommand('dama bierze asa 4 7', 'pl', ctx);
    assert.ok(q.kind === 'move' && q.move.type === 'capture' && q.move.card === 'QH' && sorted(q.move.take) === sorted(['AC', '4D', '7H']), q.kind);
  });

  it('a card alone with several captures gives them all; the reading words are queries', () => {
    const r = parseCommand('dziesiątka', 'pl', ctx);
    assert.equal(r.kind, 'ambiguous');
    // P-rules: a capture is possible, so laying down is refused (as "auflegen" in German).
    for (const w of papillonCommandWordsPl.actions.layDown) {
      const r2 = parseCommand(w, 'pl', ctx);
      assert.ok(r2.kind === 'error' && r2.code === 'mustCapture', w);
    }
    for (const [w, id] of [...queries(papillonCommandWordsPl.queries), ...queries(papillonCommandWordsPl.actions).filter(([, a]) => a !== 'layDown')]) {
      const q = parseCommand(w, 'pl', ctx);
      assert.ok((q.kind === 'query' && q.query === id) || (q.kind === 'action' && q.action === id), `${w}: ${q.kind}`);
    }
  });

  it('a card not in the hand is refused in Polish; a wrong sum is refused', () => {
    const r = parseCommand('walet', 'pl', ctx);
    assert.ok(r.kind === 'error' && r.code === 'notInHand', r.kind);
    const sum = parseCommand('10 bierze 4 karo i 5 kier', 'pl', ctx);
    assert.ok(sum.kind === 'error' && sum.code === 'illegal', sum.kind);
  });
});

describe('Casino in Polish (issue 26)', () => {
  const s = example({ options: { players: 2 }, dealer: 1, toMove: 0, hands: { 0: '10S 7D 3H KS', 1: '5C 6C 8C 9C' }, table: '10D 4C 6H 7S' });
  const ctx = { legal: C.legalMoves(s), view: C.view(s, 0) };

  it('C15: capture, trail ("dołóż"), a card alone, queries; a card not in hand', () => {
    assert.deepEqual(parseCasinoCommand('10 bierze 4 6', ctx), { kind: 'move', move: { type: 'capture', card: '10S', take: ['4C', '6H'] } });
    assert.deepEqual(parseCasinoCommand('dziesiątka pik bierze dziesiątkę karo', ctx), { kind: 'move', move: { type: 'capture', card: '10S', take: ['10D'] } });
    assert.equal(parseCasinoCommand('10 bierze 4 6 i 10', ctx).kind, 'move');
    assert.equal(parseCasinoCommand('dziesiątka', ctx).kind, 'ambiguous');
    assert.deepEqual(parseCasinoCommand('dołóż 7', ctx), { kind: 'move', move: { type: 'trail', card: '7D' } });
    assert.deepEqual(parseCasinoCommand('dołóż siódemkę karo', ctx), { kind: 'move', move: { type: 'trail', card: '7D' } });
    assert.deepEqual(parseCasinoCommand('siódemka bierze dziesiątkę', ctx), { kind: 'move', move: { type: 'capture', card: '7D', take: ['10D'] } });
    assert.deepEqual(parseCasinoCommand('5 bierze 4', ctx), { kind: 'error', code: 'notInHand' });
    for (const [w, id] of queries(casinoCommandWordsPl.queries)) assert.deepEqual(parseCasinoCommand(w, ctx), { kind: 'query', command: id }, w);
  });
});

describe('Whist in Polish (issue 26)', () => {
  // A deal whose first player leads (any card legal: W19 binds only a follower) with two queens, the queen of hearts and the ace of spades.
  const s = seeded(
    (seed) => W.newSession({}, seed),
    (x) => {
      const hand = W.view(x, x.toMove!).hand;
      return hand.includes('QH') && hand.includes('AS') && hand.filter((c) => c.startsWith('Q')).length >= 2;
    },
  );
  const seat = s.toMove!;
  const ctx = { legal: W.legalMoves(s), seat, claims: false };
  const parse = (t: string) => parseWhistCommand(t, ctx);

  it('a card in every case and the braille short name', () => {
    for (const t of ['zagraj damę kier', 'dama kier', 'damą kier', 'Damę Kier', 'dk', 'zagraj dk', 'graj damę kier']) assert.deepEqual(parse(t), { kind: 'move', move: { type: 'play', seat, card: 'QH' } }, t);
    for (const t of ['zagraj asa pik', 'as pik', 'ap']) assert.deepEqual(parse(t), { kind: 'move', move: { type: 'play', seat, card: 'AS' } }, t);
  });

  it('two queens legal: "zagraj damę" is no move, never a guess', () => {
    assert.deepEqual(parse('zagraj damę'), { kind: 'error', message: 'noSuchMove' });
  });

  it('W18: a card not in the hand goes to the engine, which refuses it; the call and the claim; the reading words', () => {
    const missing = FULL_PACK.find((c) => !W.view(s, seat).hand.includes(c) && c.endsWith('H'))!;
    const r = parse(`zagraj ${decksPl.french.ranks[missing.slice(0, -1) as 'Q'].cases?.accusative ?? decksPl.french.ranks[missing.slice(0, -1) as 'Q'].word} kier`);
    assert.deepEqual(r, { kind: 'move', move: { type: 'play', seat, card: missing } });
    const refused = W.applyMove(s, (r as { move: W.WhistMove }).move);
    assert.ok(!refused.ok && refused.violation.rule === 'W18', JSON.stringify(refused));
    for (const t of ['pytam', 'zapytaj']) assert.equal((parse(t) as { move?: W.WhistMove }).move?.type, 'call', t);
    for (const t of ['zgłaszam', 'reszta']) assert.deepEqual(parse(t), { kind: 'move', move: { type: 'claim', seat } }, t);
    for (const [w, id] of queries(whistCommandWordsPl.queries)) assert.deepEqual(parse(w), { kind: 'query', command: id }, w);
    assert.deepEqual(parseWhistCommand('dama kier', { legal: [], seat, claims: false }), { kind: 'error', message: 'notYourTurn' });
  });
});

/** A card's Polish name typed in a case: the rank's form, then the suit ("damę kier", "króla bastoni"); a tarok "tarok dwa". */
type PackWords = { readonly suits: Readonly<Record<string, { readonly word: string }>>; readonly ranks: Readonly<Record<string, { readonly word: string; readonly cases?: Readonly<Record<string, string>> }>>; readonly trumps?: Readonly<Record<string, { readonly word: string; readonly cases?: Readonly<Record<string, string>>; readonly alone?: string }>> };
function typed(words: PackWords, suit: string, rank: string, c: 'nominative' | 'accusative' | 'instrumental'): string {
  if (suit === 'T') {
    const t = words.trumps![rank]!;
    const w = (c !== 'nominative' && t.cases?.[c]) || t.word;
    return t.alone ? w : `${words.suits.T!.word} ${w}`;
  }
  const r = words.ranks[rank]!;
  return `${(c !== 'nominative' && r.cases?.[c]) || r.word} ${words.suits[suit]!.word}`;
}
const trappola = (card: string) => card.split('-') as [string, string];
const tarock = (card: string) => card.split('-') as [string, string];
const french = (card: string): [string, string] => [card.slice(-1), card.slice(0, -1)];

describe('Das Hundertspiel in Polish (issue 26)', () => {
  // The first deal of four, played by the first legal moves until a card is to be played by a leader.
  const s = seeded(
    (seed) => {
      let x = H.newSession({ players: 4 }, seed);
      for (let guard = 0; guard < 200 && x.phase !== 'play' && x.phase !== 'dealOver'; guard++) {
        const legal = H.legalMoves(x);
        const m = legal.find((l) => l.type === 'pass') ?? legal[0]!;
        x = (H.applyMove(x, m) as { state: H.HundertspielState }).state;
      }
      return x;
    },
    (x) => x.phase === 'play' && H.legalMoves(x).filter((m) => m.type === 'play').length >= 2,
  );
  const v = H.view(s, s.toMove!);
  const legal = H.legalMoves(s);
  const ctx = { legal, view: v };
  const plays = legal.flatMap((m) => (m.type === 'play' ? [m.card] : []));

  it('a legal card in the nominative, accusative and instrumental, with and without "zagraj"', () => {
    for (const card of plays) {
      const [suit, rank] = trappola(card);
      for (const c of ['nominative', 'accusative', 'instrumental'] as const) {
        for (const t of [typed(decksPl.trappola, suit, rank, c), `zagraj ${typed(decksPl.trappola, suit, rank, c)}`]) {
          assert.deepEqual(parseHundertspielCommand(t, ctx), { kind: 'move', move: { type: 'play', card } }, t);
        }
      }
    }
  });

  it('H10: a card not in the hand goes to the engine, which refuses it; the reading words', () => {
    const missing = ['Sw', 'Ba', 'Cu', 'Co'].flatMap((su) => Object.keys(decksPl.trappola.ranks).map((r) => `${su}-${r}`)).find((c) => !v.hand.includes(c))!;
    const [suit, rank] = trappola(missing);
    const r = parseHundertspielCommand(`zagraj ${typed(decksPl.trappola, suit, rank, 'accusative')}`, ctx);
    assert.deepEqual(r, { kind: 'move', move: { type: 'play', card: missing } });
    const refused = H.applyMove(s, (r as { move: H.HundertspielMove }).move);
    assert.ok(!refused.ok && refused.violation.rule === 'H10', JSON.stringify(refused));
    for (const [w, id] of queries(hundertspielCommandWordsPl.queries)) {
      assert.deepEqual(parseHundertspielCommand(w, ctx), { kind: 'query', command: id }, w);
    }
  });
});

describe('Piquet in Polish (issue 26)', () => {
  const legal: P.PiquetMove[] = [{ type: 'discard', card: '7C' }, { type: 'discard', card: 'QH' }, { type: 'take' }];
  it('Q-rules: "odłóż …" discards, "kup" takes, cards in every case; two queens are candidates', () => {
    for (const t of ['odłóż siódemkę trefl', 'odrzuć siódemkę trefl', 'siódemka trefl', 'odłóż 7t']) assert.deepEqual(parsePiquetCommand(t, { legal, exchange: true }), { kind: 'move', move: { type: 'discard', card: '7C' } }, t);
    for (const t of ['kup', 'kupuję', 'nic nie kupuję']) assert.deepEqual(parsePiquetCommand(t, { legal, exchange: true }), { kind: 'move', move: { type: 'take' } }, t);
    const play: P.PiquetMove[] = [{ type: 'play', card: 'QH' }, { type: 'play', card: 'QS' }, { type: 'play', card: 'AS' }];
    for (const t of ['zagraj damę kier', 'dama kier', 'damą kier', 'dk', 'wyjdź damą kier']) assert.deepEqual(parsePiquetCommand(t, { legal: play, exchange: false }), { kind: 'move', move: { type: 'play', card: 'QH' } }, t);
    assert.deepEqual(parsePiquetCommand('zagraj asa pik', { legal: play, exchange: false }), { kind: 'move', move: { type: 'play', card: 'AS' } });
    assert.equal(parsePiquetCommand('zagraj damę', { legal: play, exchange: false }).kind, 'ambiguous');
    // Q28: a card not legal goes to the engine, which says why.
    assert.deepEqual(parsePiquetCommand('zagraj asa trefl', { legal: play, exchange: false }), { kind: 'move', move: { type: 'play', card: 'AC' } });
    for (const [w, id] of queries(piquetCommandWordsPl.queries)) assert.deepEqual(parsePiquetCommand(w, { legal: play, exchange: false }), { kind: 'query', command: id }, w);
    for (const w of piquetCommandWordsPl.dialogue) assert.deepEqual(parsePiquetCommand(w, { legal: play, exchange: false }), { kind: 'automatic' }, w);
  });
  it('a real deal: the elder hand discards a card of its hand by its Polish name', () => {
    const { state } = P.piquetGame.start({}, 'pl');
    const seat = state.toMove!;
    const v = P.view(state, seat);
    const ms = P.legalMoves(state);
    const card = v.hand[0]!;
    const [suit, rank] = french(card);
    assert.deepEqual(parsePiquetCommand(`odłóż ${typed(decksPl.french, suit, rank, 'accusative')}`, { legal: ms, exchange: true }), { kind: 'move', move: { type: 'discard', card } });
  });
});

describe('Ombre in Polish (issue 26)', () => {
  const start = O.newSession({ game: 'ombre' }, 'words');
  const v = O.view(start, start.toMove!);
  const legal = O.legalMoves(start);
  const ctx = { legal, view: v };

  it('O18: "pas", "pytam", "tourné", "solo w kolorze kier" against the auction\'s legal bids', () => {
    for (const t of ['pas', 'pasuję']) assert.deepEqual(parseOmbreCommand(t, ctx), { kind: 'move', move: { type: 'pass' } }, t);
    assert.deepEqual(parseOmbreCommand('pytam', ctx), { kind: 'move', move: { type: 'bid', contract: 'ask' } });
    assert.deepEqual(parseOmbreCommand('tourné', ctx), { kind: 'move', move: { type: 'bid', contract: 'tourne' } });
    for (const t of ['solo kier', 'solo w kolorze kier', 'licytuję solo kier']) {
      const r = parseOmbreCommand(t, ctx);
      assert.deepEqual(r.kind === 'move' && r.move, { type: 'bid', contract: start.favourite === 'H' ? 'solo-colour' : 'solo', suit: 'H' }, `${t}: ${JSON.stringify(r)}`);
    }
    for (const [w, id] of queries(ombreCommandWordsPl.queries)) {
      assert.deepEqual(parseOmbreCommand(w, ctx), { kind: 'query', command: id }, w);
    }
  });

  it('O-rules of the play: the trump, the call, the exchange, matadors and cards by Polish names', () => {
    const play = { ...v, phase: 'play' as const };
    assert.deepEqual(parseOmbreCommand('spadilla', { legal: [{ type: 'play', card: 'AS' }], view: play }), { kind: 'move', move: { type: 'play', card: 'AS' } });
    assert.deepEqual(parseOmbreCommand('zagraj dwójkę pik', { legal: [{ type: 'play', card: 'AS' }], view: play }), { kind: 'move', move: { type: 'play', card: '2S' } });
    const exchange = { legal: [{ type: 'discard' as const, card: 'KH' }, { type: 'take' as const }], view: { ...v, phase: 'exchange' as const } };
    assert.deepEqual(parseOmbreCommand('odłóż króla kier', exchange), { kind: 'move', move: { type: 'discard', card: 'KH' } });
    assert.deepEqual(parseOmbreCommand('kup', exchange), { kind: 'move', move: { type: 'take' } });
    assert.deepEqual(parseOmbreCommand('atut kier', { legal: [{ type: 'trump', suit: 'H' }, { type: 'trump', suit: 'S' }], view: { ...v, phase: 'trump' } }), { kind: 'move', move: { type: 'trump', suit: 'H' } });
    assert.deepEqual(parseOmbreCommand('wołam króla kier', { legal: [{ type: 'call', card: 'KH' }, { type: 'call', card: 'KS' }], view: { ...v, phase: 'call' } }), { kind: 'move', move: { type: 'call', card: 'KH' } });
    assert.deepEqual(parseOmbreCommand('stop', { legal: [{ type: 'stop' }, { type: 'play', card: 'KH' }], view: play }), { kind: 'move', move: { type: 'stop' } });
    const two = parseOmbreCommand('zagraj króla', { legal: [{ type: 'play', card: 'KH' }, { type: 'play', card: 'KC' }], view: play });
    assert.equal(two.kind, 'ambiguous');
  });
});

describe('Boston in Polish (issue 26)', () => {
  const start = B.newSession({}, 'words');
  const v = B.bostonGame.view(start, start.toMove!);
  const ctx = { legal: B.legalMoves(start), view: v, me: start.toMove!, names: NAMES };
  const parse = (t: string, c = ctx) => parseBostonCommand(t, c);

  it('BO20, BO21: Polish bids and "pas"; a rung without its class gives the candidates', () => {
    for (const t of ['pas', 'pasuję', 'nie licytuję']) assert.deepEqual(parse(t), { kind: 'move', move: { type: 'pass' } }, t);
    assert.deepEqual(parse('wielki boston w kolorze najwyższym'), { kind: 'move', move: { type: 'bid', contract: 'grand-boston', class: 'superior' } });
    assert.deepEqual(parse('licytuję boston w kolorze prostym'), { kind: 'move', move: { type: 'bid', contract: 'boston', class: 'simple' } });
    assert.deepEqual(parse('mała misère'), { kind: 'move', move: { type: 'bid', contract: 'petite-misere' } });
    const r = parse('wielki boston');
    assert.ok(r.kind === 'ambiguous' && r.candidates.length === 3, r.kind);
    for (const [w, id] of queries(bostonCommandWordsPl.queries)) {
      assert.deepEqual(parse(w), { kind: 'query', command: id }, w);
    }
  });

  it('BO29, BO30: the trump and the card laid aside in Polish words', () => {
    const simple = B.simpleSuits(start.superior);
    const word = { C: 'trefl', D: 'karo', H: 'kier', S: 'pik' } as const;
    const trumpCtx = { ...ctx, legal: simple.map((suit) => ({ type: 'trump' as const, suit })), view: { ...v, phase: 'trump' as const } };
    assert.deepEqual(parse(`atut ${word[simple[0]!]}`, trumpCtx), { kind: 'move', move: { type: 'trump', suit: simple[0]! } });
    const discardCtx = { ...ctx, legal: [{ type: 'discard' as const, card: 'AS' }, { type: 'discard' as const, card: '2H' }], view: { ...v, phase: 'discard' as const } };
    assert.deepEqual(parse('odłóż asa pik', discardCtx), { kind: 'move', move: { type: 'discard', card: 'AS' } });
    const playCtx = { ...ctx, legal: [{ type: 'play' as const, card: 'QH' }, { type: 'play' as const, card: 'QS' }], view: { ...v, phase: 'play' as const } };
    for (const t of ['zagraj damę kier', 'dama kier', 'damą kier', 'dk']) assert.deepEqual(parse(t, playCtx), { kind: 'move', move: { type: 'play', card: 'QH' } }, t);
    assert.equal(parse('zagraj damę', playCtx).kind, 'ambiguous');
  });
});

describe('Tarok in Polish (issue 26)', () => {
  const { state } = T.tarokGame.start({ form: 'trois' }, '4');
  const layer = state.toMove!;
  const v = T.tarokGame.view(state, layer);
  const legal = T.legalMoves(state);
  const ctx = { legal, view: v };

  it('T11: the Skat in Polish: "do skatu", "odłóż" with the card in the accusative; a tarok goes to the engine', () => {
    for (const m of legal.filter((x) => x.type === 'discard')) {
      const [suit, rank] = tarock(m.card);
      for (const t of [`do skatu ${typed(decksPl.tarock, suit, rank, 'accusative')}`, `odłóż ${typed(decksPl.tarock, suit, rank, 'accusative')}`, typed(decksPl.tarock, suit, rank, 'nominative')]) {
        assert.deepEqual(parseTarokCommand(t, ctx), { kind: 'move', move: m }, t);
      }
    }
    const tarok = v.hands[layer]!.find((c) => T.isTarok(c) && c !== 'T-1' && c !== 'T-Sk')!;
    const [suit, rank] = tarock(tarok);
    const r = parseTarokCommand(`odłóż ${typed(decksPl.tarock, suit, rank, 'accusative')}`, ctx);
    assert.deepEqual(r, { kind: 'move', move: { type: 'discard', card: tarok } });
    const refused = T.applyMove(state, (r as { move: T.TarokMove }).move);
    assert.ok(!refused.ok && refused.violation.rule === 'T11', JSON.stringify(refused));
    // Two phrases of the one verb, before or after the card: "połóż do skatu …", "lege … in den skat".
    const m = legal.find((x) => x.type === 'discard')!;
    const [ms, mr] = tarock((m as { card: string }).card);
    for (const t of [`połóż do skatu ${typed(decksPl.tarock, ms, mr, 'accusative')}`, `połóż ${typed(decksPl.tarock, ms, mr, 'accusative')} do skatu`]) assert.deepEqual(parseTarokCommand(t, ctx), { kind: 'move', move: m }, t);
    // T11: no king into the Skat: the king typed goes to the engine, which refuses it.
    const king = v.hands[layer]!.find((c) => c.endsWith('-K'))!;
    const [ks] = tarock(king);
    const kr = parseTarokCommand(`połóż do skatu ${typed(decksPl.tarock, ks, 'K', 'accusative')}`, ctx);
    assert.deepEqual(kr, { kind: 'move', move: { type: 'discard', card: king } });
    const kingRefused = T.applyMove(state, (kr as { move: T.TarokMove }).move);
    assert.ok(!kingRefused.ok && kingRefused.violation.rule === 'T11', JSON.stringify(kingRefused));
    for (const [w, id] of queries(tarokCommandWordsPl.queries)) assert.deepEqual(parseTarokCommand(w, ctx), { kind: 'query', command: id }, w);
    assert.deepEqual(parseTarokCommand('pas', { legal: [], view: v }), { kind: 'error', message: 'notYourTurn' });
  });

  it('TL10–TL12: Taroklomber\'s auction in Polish: a game by its name, "pas"; "trzymam" not legal yet', () => {
    let s = T.tarokGame.start({ form: 'lomber' }, '4').state;
    for (const m of T.legalMoves(s).filter((x) => x.type === 'discard').slice(0, 3)) s = (T.applyMove(s, m) as { state: T.TarokState }).state;
    assert.equal(s.phase, 'auction');
    const lctx = { legal: T.legalMoves(s), view: T.tarokGame.view(s, s.toMove!) };
    assert.deepEqual(parseTarokCommand('a uno', lctx), { kind: 'move', move: { type: 'bid', game: 'aUno' } });
    assert.deepEqual(parseTarokCommand('licytuję solo', lctx), { kind: 'move', move: { type: 'bid', game: 'solo' } });
    assert.deepEqual(parseTarokCommand('pas', lctx), { kind: 'move', move: { type: 'pass' } });
    assert.deepEqual(parseTarokCommand('trzymam', lctx), { kind: 'error', message: 'noSuchMove' });
  });

  it('the play: a tarok and a pagat by their Polish names', () => {
    let s = state;
    for (let guard = 0; guard < 50 && s.phase !== 'play'; guard++) s = (T.applyMove(s, T.legalMoves(s)[0]!) as { state: T.TarokState }).state;
    assert.equal(s.phase, 'play');
    const pv = T.tarokGame.view(s, s.toMove!);
    const pl = T.legalMoves(s);
    for (const m of pl) {
      if (m.type !== 'play') continue;
      const [suit, rank] = tarock(m.card);
      for (const c of ['nominative', 'accusative', 'instrumental'] as const) {
        const t = `zagraj ${typed(decksPl.tarock, suit, rank, c)}`;
        assert.deepEqual(parseTarokCommand(t, { legal: pl, view: pv }), { kind: 'move', move: m }, t);
      }
    }
  });
});

describe('Chess in Polish (issue 26)', () => {
  const ctxOf = (s: ChessState) => ({ legal: s.toMove ? [...legalSans(s).keys()] : [], sans: legalSans(s), men: menOf(s), toMove: s.toMove });
  const start = chessNew({}, 'x');
  const parse = (text: string, s: ChessState = start) => parseChessCommand(text, ctxOf(s));

  // SAN's piece letter is a capital in every language ("b" is a file), so "Sf3", not "sf3".
  it('Polish SAN ("Sf3", the letters of chess-words: S skoczek, G goniec) and words ("skoczek f3", "pion e4"); castling in words; queries', () => {
    for (const t of ['Sf3', 'skoczek f3', 'skoczek na f3', 'skoczek z g1 na f3', 'skoczkiem na f3', 'ruch skoczkiem f3', 'koniem na f3']) assert.deepEqual(parse(t), { kind: 'move', move: 'g1f3' }, t);
    for (const t of ['e4', 'pion e4', 'pionek na e4', 'pionkiem na e4']) assert.deepEqual(parse(t), { kind: 'move', move: 'e2e4' }, t);
    let s = start;
    for (const m of ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'f8c5']) s = (chessMove(s, m) as { state: ChessState }).state;
    for (const t of ['roszada krótka', 'krótka roszada', 'o-o']) assert.deepEqual(parse(t, s), { kind: 'move', move: 'e1g1' }, t);
    assert.deepEqual(parse('Gb5', s), { kind: 'move', move: 'c4b5' });
    assert.deepEqual(parse('goniec bije f7', s), { kind: 'move', move: 'c4f7' });
    for (const [w, id] of queries(chessCommandWordsPl.queries)) assert.deepEqual(parse(w), { kind: 'query', command: id }, w);
  });
});

describe('Patience in Polish (issue 26)', () => {
  // EX-HM-1 (as patience-command-line.test.ts).
  const hm: PatienceState = halberMondPosition({
    piles: [['9C', '5D', 'JS'], ['7H', '4S'], ['2C', '5S'], ['AH'], ['8D', 'KH']],
    foundations: { C: { K: [], A: [] }, D: { K: [], A: [] }, H: { K: [], A: [] }, S: { K: ['KS', 'QS'], A: ['AS', '2S', '3S'] } },
  });
  const parse = (text: string) => parsePatienceCommand(text, 'pl', { game: hm.game, places: placesOf(hm, { messages: patienceMessages('pl'), style: 'long', pack: 'french' }), legalMoves: patienceMoves(hm), interactive: true });

  it('"2 na 3" moves a heap onto a heap; a heap alone with two moves gives both; the words', () => {
    // The heap in the nominative, accusative ("na kupkę 3") and genitive ("z kupki 2").
    for (const t of ['2 na 3', '/2 -> 3', 'kupka 2 na kupka 3', 'kupka 2 na kupkę 3', 'z kupki 2 na kupkę 3']) {
      const r = parse(t);
      assert.deepEqual(r.kind === 'move' && r.move, { type: 'toPile', from: 2, to: 3, card: '4S', onto: '5S' }, t);
    }
    for (const t of ['1 na stos docelowy', '1 na stos', '1 do stosu', 'kupka 1 na stos pik od króla w dół']) {
      const r = parse(t);
      assert.deepEqual(r.kind === 'move' && r.move, { type: 'toFoundation', pile: 1, card: 'JS', suit: 'S', foundation: 'K' }, `${t}: ${JSON.stringify(r)}`);
    }
    const several = parse('4');
    assert.ok(several.kind === 'ambiguous' && several.candidates.length === 2, several.kind);
    const bad = parse('1 na 2');
    assert.ok(bad.kind === 'error' && bad.code === 'noMatch', bad.kind);
    for (const [w, id] of [...queries(patienceCommandWordsPl.queries), ...queries(patienceCommandWordsPl.actions)]) {
      const r = parse(w);
      assert.ok((r.kind === 'query' && r.query === id) || (r.kind === 'action' && r.action === id), `${w}: ${JSON.stringify(r)}`);
    }
  });
});
