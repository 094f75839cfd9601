/** Rule tests of ombre.md beyond the worked examples: the deal, the session, the favourite, the family's set-ups and variants. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyMove, legalMoves, newSession, nextDeal, ladder, resolveRules, view, PACK_QUADRILLE_32, PACK_EN_DEUX_32 } from '../../src/games/ombre/index.js';
import { cards, dealWith, endgame, net, playOut, run } from './support/ombre.js';

const passAll = (s: ReturnType<typeof newSession>) => run(s, Array.from({ length: s.rules.players }, () => ({ type: 'pass' as const }))).state;

describe('Ombre for three: seats, deal and session (O1, O2, O4, O5, O12, O16, O17, O31, O64, O65, O72, PD-O-1, PD-O-2, PD-O-3, PD-O-18)', () => {
  it('O1 O4 O16 O17 PD-O-2: three seats, a random first dealer, nine cards each in packets of three from the mano, a talon of 13', () => {
    const dealers = new Set<number>();
    for (let seed = 0; seed < 30; seed++) {
      const s = newSession({ game: 'ombre' }, seed);
      dealers.add(s.dealer);
      assert.equal(s.hands.length, 3);
      for (const h of s.hands) assert.equal(h.length, 9);
      assert.equal(s.talon.length, 13);
      assert.equal(s.toMove, (s.dealer + 1) % 3);
    }
    assert.equal(dealers.size, 3);
  });
  it('O2 O5 PD-O-1 O12 PD-O-3 O31 O64: turn order counter-clockwise by seat number; the deal passes to the mano; the dealer antes; a passed deal leaves the table', () => {
    const s = newSession({ game: 'ombre' }, 'x');
    assert.equal(s.pot, 1);
    assert.equal(s.balances[s.dealer], -1);
    const over = passAll(s);
    assert.equal(over.pot, 1);
    const next = nextDeal(over);
    assert.equal(next.dealer, (s.dealer + 1) % 3);
    assert.equal(next.pot, 2);
  });
  it('O65 O72 PD-O-18 O66: four tours of three deals by default, then the kettle and sessionOver; each deal settled on its own', () => {
    let s = newSession({ game: 'ombre' }, 'tours');
    for (let i = 0; i < 12; i++) {
      s = passAll(s);
      if (i < 11) s = nextDeal(s);
    }
    assert.equal(s.phase, 'sessionOver');
    assert.equal(s.dealsPlayed, 12);
    assert.equal(s.pot, 0);
    assert.equal(resolveRules({ game: 'en-deux' }).tours, 6);
  });
});

describe('The favourite suit (O14, O15, PD-O-4, V-O-1, V-O-2)', () => {
  it('O14 PD-O-4 a favourite drawn per deal from a separate pack, all four suits occur; O15 Ask in colour and Solo in colour are ladder levels', () => {
    const favs = new Set<string | null>();
    let s = newSession({ game: 'ombre', tours: 20 }, 3);
    for (let i = 0; i < 40; i++) {
      favs.add(s.favourite);
      s = nextDeal(passAll(s));
    }
    assert.equal(favs.size, 4);
    assert.deepEqual(ladder(s.rules, 'H'), ['ask', 'ask-colour', 'tourne', 'obscurite', 'casco', 'solo', 'solo-colour', 'solo-tout', 'solo-tout-colour']);
  });
  it('V-O-1 one favourite for the session; V-O-2 none until the first game won, then its trump', () => {
    let s = newSession({ game: 'ombre', variants: ['V-O-1'] }, 4);
    const f = s.favourite;
    for (let i = 0; i < 5; i++) s = nextDeal(passAll(s));
    assert.equal(s.favourite, f);
    const t = newSession({ game: 'ombre', variants: ['V-O-2'] }, 4);
    assert.equal(t.favourite, null);
    assert.deepEqual(ladder(t.rules, null), ['ask', 'tourne', 'obscurite', 'casco', 'solo', 'solo-tout']);
    const won = playOut(endgame({ options: { game: 'ombre', variants: ['V-O-2'] }, lomber: 0, contract: 'ask', trump: 'C', winners: [0, 0, 0, 0, 1, 1, 1, 2, 0], pot: 1 }));
    assert.equal(nextDeal(won.state).favourite, 'C');
  });
});

describe('Variants (V-O-3, V-O-5, V-O-6, V-O-8, V-O-9, V-O-4, V-O-7, V-O-10, V-O-11, V-O-15, V-O-20)', () => {
  it('V-O-3 three Obscurité levels; from the bottom draws the bottom cards', () => {
    const o = { game: 'ombre' as const, variants: ['V-O-3'] };
    assert.deepEqual(ladder(resolveRules(o), 'H').slice(3, 6), ['obscurite', 'obscurite-bottom', 'obscurite-middle']);
    let s = dealWith({ options: o, dealer: 2, hands: {}, favourite: 'H' });
    s = run(s, [{ type: 'bid', contract: 'obscurite-bottom' }, { type: 'pass' }, { type: 'pass' }]).state;
    const talon = s.talon.slice();
    s = run(s, [...s.hands[0]!.slice(0, 9).map((card) => ({ type: 'discard' as const, card })), { type: 'take' }]).state;
    assert.deepEqual(s.taken[0], talon.slice(4));
  });
  it('V-O-5 Tourné and Casco merged (no casco level, Tourné worth 2); V-O-6 Grandissimo and Nullissimo replace Solo tout', () => {
    assert.ok(!ladder(resolveRules({ game: 'ombre', variants: ['V-O-5'] }), 'H').includes('casco'));
    const out = playOut(endgame({ options: { game: 'ombre', variants: ['V-O-5'] }, lomber: 0, contract: 'tourne', trump: 'S', favourite: 'H', winners: [1, 0, 0, 0, 0, 1, 1, 2, 0], pot: 1 }));
    assert.equal(net(out.events, 3, 'honours')[1], -2);
    assert.deepEqual(ladder(resolveRules({ game: 'ombre', variants: ['V-O-6'] }), 'H').slice(-2), ['grandissimo', 'nullissimo']);
  });
  it('V-O-8 the Blok: an empty table gets a mark from every seat; V-O-9 the codille-maker takes W and the Lomber pays a single bête', () => {
    const s = newSession({ game: 'ombre', variants: ['V-O-8'] }, 1);
    assert.equal(s.pot, 4);
    const out = playOut(endgame({ options: { game: 'ombre', variants: ['V-O-9'] }, lomber: 0, contract: 'ask', trump: 'S', favourite: 'H', winners: [1, 1, 1, 1, 1, 0, 0, 0, 2], pot: 3 }));
    assert.deepEqual(net(out.events, 3), [-3, 3, 0]);
    assert.deepEqual(out.state.betes, [{ amount: 3, kind: 'single' }]);
  });
  it('V-O-4 V-O-7 V-O-10 V-O-11 V-O-15 V-O-20 are descriptions only: newSession refuses them', () => {
    for (const v of ['V-O-4', 'V-O-7', 'V-O-10', 'V-O-11', 'V-O-15', 'V-O-20']) assert.throws(() => newSession({ game: 'ombre', variants: [v] }, 1), new RegExp(v));
  });
});

describe('The family set-ups (OD1, OD2, OD8, OQ1, OQ2, OQ3, OQ9, QD1, QD2, QD3, QD4, QD19, CQ1, CQ2, CQ16, V-O-12, V-O-13, V-O-14, V-O-19)', () => {
  it('OD1 OD2 OD8 en deux: 30 cards without diamonds, 8 each, talon 14, no favourite; V-O-12 V-O-13: 32 cards with AD 7D', () => {
    const s = newSession({ game: 'en-deux' }, 1);
    assert.equal(s.rules.pack.length, 30);
    assert.equal(s.favourite, null);
    assert.equal(s.talon.length, 14);
    assert.equal(PACK_EN_DEUX_32.length, 32);
    assert.equal(newSession({ game: 'en-deux', variants: ['V-O-12'] }, 1).talon.length, 12);
    assert.equal(newSession({ game: 'en-deux', variants: ['V-O-13'] }, 1).talon.length, 8);
  });
  it('OQ1 OQ2 OQ3 OQ9 en quatre: four seats, 8 each, talon 8, the Ombre ladder, 3 tours', () => {
    const s = newSession({ game: 'en-quatre' }, 1);
    assert.equal(s.hands.length, 4);
    assert.equal(s.talon.length, 8);
    assert.deepEqual(ladder(s.rules, 'H'), ladder(resolveRules({ game: 'ombre' }), 'H'));
    assert.equal(s.rules.tours, 3);
  });
  it('QD1 QD2 QD3 QD4 QD19 Quadrille: four seats, 10 each, no talon, no favourite, Ask < Mediateur < Casco < Solo, 3 tours; V-O-14 a favourite; V-O-19 32 cards', () => {
    const s = newSession({ game: 'quadrille' }, 1);
    assert.equal(s.talon.length, 0);
    assert.equal(s.favourite, null);
    assert.deepEqual(ladder(s.rules, null), ['ask', 'mediateur', 'casco', 'solo']);
    assert.equal(s.rules.tours, 3);
    assert.notEqual(newSession({ game: 'quadrille', variants: ['V-O-14'] }, 1).favourite, null);
    assert.equal(PACK_QUADRILLE_32.length, 32);
    assert.equal(newSession({ game: 'quadrille', variants: ['V-O-19'] }, 1).hands[0]!.length, 8);
  });
  it('CQ1 CQ2 CQ16 Cinquille: five seats, 8 each in two packets of four, ladder up to Solo tout, 2 tours', () => {
    const s = newSession({ game: 'cinquille' }, 1);
    assert.equal(s.hands.length, 5);
    assert.equal(s.hands[0]!.length, 8);
    assert.deepEqual(ladder(s.rules, null), ['ask', 'mediateur', 'casco', 'solo', 'solo-tout']);
    assert.equal(s.rules.tours, 2);
  });
});

describe('Information (O36, O68, PD-O-19, QD7)', () => {
  it('O36 O68 PD-O-19 a view shows the own discards and never the talon or others discards; QD7 the partner stays hidden until the King is played', () => {
    // Ombre for three: the Lomber (seat 0) lays away two cards, seat 1 one, seat 2 none; the talon's rest stays down.
    let e = dealWith({ options: { game: 'ombre' }, dealer: 2, hands: { 0: cards('AS AC 2S 3S KH JC 7C') }, favourite: null });
    e = run(e, [{ type: 'bid', contract: 'ask' }, { type: 'pass' }, { type: 'pass' }, { type: 'trump', suit: 'S' }]).state;
    e = run(e, [{ type: 'discard', card: 'JC' }, { type: 'discard', card: '7C' }, { type: 'take' }]).state;
    e = run(e, [{ type: 'discard', card: e.hands[1]![0]! }, { type: 'take' }]).state;
    e = run(e, [{ type: 'take' }]).state;
    assert.equal(e.phase, 'play');
    assert.ok(e.talon.length > 0, 'a talon is left');
    for (const seat of [0, 1, 2]) {
      const v = view(e, seat);
      assert.deepEqual(v.discards, e.discards[seat], `O36: seat ${seat} recalls its own discards`);
      assert.deepEqual(v.discardCounts, [2, 1, 0], 'O68: how many cards each exchanged is public');
      assert.equal(v.talonCount, e.talon.length);
      const text = JSON.stringify(v);
      const hidden = [...e.talon, ...e.discards.flatMap((d, x) => (x === seat ? [] : d))];
      for (const c of hidden) assert.ok(!text.includes(`"${c}"`), `PD-O-19, O36: seat ${seat} sees ${c} (the talon or another's discard)`);
    }
    // QD7: in Quadrille nobody but the partner knows him until the called King is played.
    let s = dealWith({ options: { game: 'quadrille' }, dealer: 3, hands: { 0: cards('AS AC 2S 3S'), 2: cards('KH') }, favourite: null });
    s = run(s, [{ type: 'bid', contract: 'ask' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'trump', suit: 'S' }, { type: 'call', card: 'KH' }]).state;
    assert.equal(s.partner, 2);
    const known = (seat: number) => ({ partner: view(s, seat).partner, known: view(s, seat).partnerKnown });
    assert.deepEqual(known(1), { partner: null, known: false });
    assert.deepEqual(known(3), { partner: null, known: false });
    assert.equal(known(0).known, false, 'the Lomber does not know his partner either');
    assert.equal(view(s, 2).partner, 2, 'the partner knows himself');
    // Play on (the partner plays the King as soon as he may) until the King is out: then everybody knows.
    while (![...s.tricks.flat(), ...s.trick].some((p) => p.card === 'KH')) {
      for (const seat of [0, 1, 3]) if (s.toMove !== 2) assert.equal(view(s, seat).partnerKnown, false, 'hidden while the King is in hand');
      const legal = legalMoves(s).filter((m) => m.type === 'play');
      const m = legal.find((x) => s.toMove === 2 && x.card === 'KH') ?? legal[0]!;
      const r = applyMove(s, m);
      assert.ok(r.ok);
      s = r.state;
    }
    for (const seat of [0, 1, 3]) assert.deepEqual(known(seat), { partner: 2, known: true }, `seat ${seat} after the King was played`);
  });
});
