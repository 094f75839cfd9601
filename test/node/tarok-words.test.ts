/**
 * What the Tarok table says (issue 24): seeded sessions of every form (en trois, en deux, Taroklomber in
 * the old and the new method) played by a legal-move policy; every step's events, as the human's seat
 * may see them, turned into sentences in every language, and at each of the human's decisions the
 * reading keys' sentences and every choice. Each sentence is clean (no card token, no "undefined"), an
 * announcement says counts only, another's Skat card and card given back are never named, the hand
 * runs taroks first with the Sky on its own and the red pips reversed, refusals name their rule.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as T from '../../src/games/tarok/index.js';
import * as D from '../../src/games/tarok/describe.js';
import { tarokGame, type TarokEvent, type TarokMove, type TarokOptions, type TarokState } from '../../src/games/tarok/index.js';
import { mergeCatalogue } from '../../src/i18n/game-texts.js';
import { getMessages } from '../../src/i18n/index.js';
import type { TarokMessages } from '../../src/games/tarok/messages.js';
import { tarokDe } from '../../locales/tarok/de.js';
import { tarokEn } from '../../locales/tarok/en.js';
import { tarokPl } from '../../locales/tarok/pl.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import { parseTarokCommand } from '../../src/games/tarok/command-line.js';
import { tarokOptionsFrom } from '../../src/games/tarok/setup.js';
import { tarokSave } from '../../src/games/tarok/game.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';

const NAMES = ['You', 'Anna', 'Ben'];
const CATALOGUES = { de: tarokDe, en: tarokEn, pl: tarokPl } as const satisfies Record<Locale, unknown>;
const messages = (locale: Locale): TarokMessages => mergeCatalogue(getMessages(locale), CATALOGUES[locale]) as TarokMessages;

/** A sentence for people: no engine token, no programming residue. */
function clean(text: string, where: string): void {
  assert.ok(text.trim().length > 0, `${where}: empty`);
  assert.doesNotMatch(text, /undefined|NaN|\[object|null\b|\$\{/, `${where}: ${text}`);
  assert.doesNotMatch(text, /\b[CDHST]-(\d+|[KQNJA]|Sk)\b/, `${where}: card token in ${text}`);
  assert.doesNotMatch(text, /\b(aDue|aUno|sessionOver|dealOver|partyOver|noTrick|aPersonne)\b/, `${where}: engine token in ${text}`);
  assert.doesNotMatch(text, /\s[.,;:]|\.\.|,,|\s{2,}/, `${where}: stray punctuation or space in ${text}`);
}

const words = (locale: Locale, state: TarokState, me: number): D.Words => ({ messages: messages(locale), locale, me, names: NAMES, style: 'long', view: tarokGame.view(state, me) });

/** A legal-move policy that reaches every phase: bids now and then, calls, plays at random. */
function policy(s: TarokState, rng: Rng): TarokMove {
  const legal = T.legalMoves(s);
  const bids = legal.filter((m) => m.type !== 'pass');
  if (s.phase === 'auction' && bids.length && rng.int(100) < 50) return bids[rng.int(bids.length)]!;
  if (s.phase === 'auction') return legal.find((m) => m.type === 'pass')!;
  return legal[rng.int(legal.length)]!;
}

/** Plays `deals` deals of a session; calls `onStep` with each step's events and the state after it, `onTurn` at each of seat 0's decisions. */
function play(options: TarokOptions, seed: string, deals: number, onStep: (events: readonly TarokEvent[], s: TarokState) => void, onTurn: (s: TarokState) => void): void {
  const rng = new Rng(seedRng(`policy-${seed}`));
  let { state, events } = tarokGame.start(options, seed);
  onStep(events, state);
  let dealt = 1;
  for (let guard = 0; guard < 5000; guard++) {
    if (tarokGame.isOver(state)) return;
    if (state.toMove === null) {
      if (dealt >= deals) return;
      const next = tarokGame.advance!(state)!;
      ({ state, events } = next);
      dealt++;
      onStep(events, state);
      continue;
    }
    if (state.toMove === 0) onTurn(state);
    const r = T.applyMove(state, policy(state, rng));
    assert.ok(r.ok, 'the policy plays legal moves');
    state = r.state;
    onStep(r.events, state);
  }
}

const FORMS: readonly [string, TarokOptions, number][] = [
  ['en trois', { form: 'trois', variants: ['V-T-1', 'V-T-2'] }, 2],
  ['en deux', { form: 'deux' }, 3],
  ['Taroklomber, old method', { form: 'lomber', method: 'old' }, 4],
  ['Taroklomber, new method', { form: 'lomber', method: 'new' }, 4],
];

describe('Tarok in words (T14–T19, T22, T25, T28, T39, TL14, TL17, TD7, TD8)', () => {
  for (const [name, options, deals] of FORMS) {
    for (const locale of LOCALES) {
      it(`${name} (${locale}): every event, reading key and choice in clean words; hidden cards never named (T37, T40, TL17)`, () => {
        const seen = new Set<string>();
        for (const seed of ['1', '2', '3']) {
          play(
            options,
            seed,
            deals,
            (events, s) => {
              const visible = events.map((e) => tarokGame.visibleEvent(e, 0));
              const said = D.describeEvents(visible, words(locale, s, 0));
              for (const e of visible) seen.add(e.type);
              for (const x of said) clean(x.text, `${name} ${locale} step ${visible.map((e) => e.type).join(',')}`);
              // Another's card laid into the Skat or given back is never named to me.
              for (const e of events) {
                if (e.type === 'skatCard' && e.seat !== 0 && e.card) assert.ok(!said.some((x) => x.text.includes(D.cardName(words(locale, s, 0), e.card!))), `${name}: another's Skat card named`);
                if (e.type === 'given' && e.seat !== 0 && e.to !== 0 && e.card) assert.ok(!said.some((x) => x.text.includes(D.cardName(words(locale, s, 0), e.card!))), `${name}: a card given back named to a third`);
              }
            },
            (s) => {
              const w = words(locale, s, 0);
              for (const text of [D.describeHand(w), D.describeTrick(w), D.describeLastTrick(w), D.describeTable(w), D.describeGame(w), D.describeBid(w)]) clean(text, `${name} ${locale} reading in ${s.phase}`);
              for (const m of T.legalMoves(s)) clean(D.describeChoice(w, m), `${name} ${locale} choice ${JSON.stringify(m)}`);
            },
          );
        }
        assert.ok(seen.has('trick') && seen.has('cardPoints') && seen.has('dealOver'), `${name}: whole deals were said (${[...seen].join(', ')})`);
        if (options.form !== 'lomber') assert.ok(seen.has('announced') && seen.has('skatLaid') && seen.has('payment') || options.form === 'deux', `${name}: announcements and payments`);
        if (options.form === 'deux') assert.ok(seen.has('score'), 'en deux: the party scores (TD7)');
        if (options.form === 'lomber') assert.ok(seen.has('bid') && seen.has('result'), `${name}: the auction and the result`);
      });
    }
  }

  it('T14–T19: an announcement says counts only, as the table says it, in both languages', () => {
    const a = { taroks: 10, matadors: 3, whole: 0, half: 1, skied: true, kings: 4, points: 40 };
    assert.equal(messages('en').tarok.announced({ who: { name: 'Anna', self: false }, ...a }), 'Anna: ten taroks, three matadors, half a cavalry skied, four Kings: 40.');
    assert.equal(messages('de').tarok.announced({ who: { name: 'Anna', self: false }, ...a }), 'Anna: zehn Tarocke, drei Matadore, eine halbe Kavallerie mit dem Sküs, vier Könige: 40.');
    const none = { taroks: 0, matadors: 0, whole: 0, half: 0, skied: false, kings: 0, points: 0 };
    assert.equal(messages('en').tarok.announced({ who: { name: 'You', self: true }, ...none }), 'You have nothing to announce.');
    assert.equal(messages('de').tarok.announced({ who: { name: 'Du', self: true }, ...none }), 'Du hast nichts anzusagen.');
    const two = { taroks: 13, matadors: 0, whole: 2, half: 0, skied: false, kings: 0, points: 45 };
    assert.equal(messages('en').tarok.announced({ who: { name: 'Ben', self: false }, ...two }), 'Ben: thirteen taroks, two whole cavalries: 45.');
  });

  it('T2, T3, T22: the hand runs taroks first with the Sky on its own, then each suit high to low, the red pips reversed', () => {
    const hand = ['H-10', 'H-A', 'H-2', 'H-K', 'T-1', 'T-Sk', 'T-21', 'C-A', 'C-10', 'S-J'];
    const groups = D.groupsOf(hand);
    assert.deepEqual(groups.map((g) => g.suit), ['T', 'S', 'H', 'C']);
    assert.deepEqual(groups[0]!.cards, ['T-Sk', 'T-21', 'T-1']);
    assert.deepEqual(groups[2]!.cards, ['H-K', 'H-A', 'H-2', 'H-10']);
    assert.deepEqual(groups[3]!.cards, ['C-10', 'C-A']);
    const s = tarokGame.start({ form: 'trois' }, '1').state;
    const w = { ...words('en', s, 0), view: { ...tarokGame.view(s, 0), hands: [hand, null, null] } };
    assert.equal(D.describeHand(w), 'Your hand, 10 cards: taroks: Excuse; Mond and Pagat; spades: jack; hearts: king, ace, two, and ten; clubs: ten and ace.');
    const de = { ...words('de', s, 0), view: w.view };
    assert.equal(D.describeHand(de), 'Deine Hand, 10 Karten: Tarocke: Sküs; Mond und Pagat; Pik: Bube; Herz: König, Ass, Zwei und Zehn; Kreuz: Zehn und Ass.');
    assert.match(messages('en').tarok.order, /red suits, hearts and diamonds, the pips run backwards: after the jack the ace is the highest pip and the ten the lowest/);
    assert.match(messages('de').tarok.order, /roten Farben Herz und Karo laufen die Zahlen verkehrt: nach dem Buben ist das Ass die höchste Zahl und die Zehn die niedrigste/);
  });

  it('T11, TL7: a tarok or a King refused for the Skat names its rule and the card, in both languages', () => {
    const s = tarokGame.start({ form: 'trois' }, '1').state;
    const layer = s.toMove!;
    const tarok = s.hands[layer]!.find((c) => T.isTarok(c) && c !== 'T-1')!;
    const r = T.applyMove(s, { type: 'discard', card: tarok });
    assert.ok(!r.ok);
    for (const locale of LOCALES) {
      const text = D.describeViolation(words(locale, s, layer), r.violation, { type: 'discard', card: tarok });
      clean(text, 'refusal');
      assert.match(text, /\((?:\p{L}+ )?T11\)/u);
      assert.ok(text.includes(D.cardName(words(locale, s, layer), tarok).replace(/^./, (c) => c.toUpperCase())), text);
    }
  });

  it('T39: a step of mine says my Skat card, another seat hears only that a card was laid', () => {
    const { state } = tarokGame.start({ form: 'trois' }, '4');
    const layer = state.toMove!;
    const card = T.legalMoves(state).find((m) => m.type === 'discard')!;
    const r = T.applyMove(state, card);
    assert.ok(r.ok);
    const mine = D.describeEvents(r.events.map((e) => tarokGame.visibleEvent(e, layer)), { ...words('en', r.state, layer), names: NAMES }).map((x) => x.text);
    const other = (layer + 1) % 3;
    const theirs = D.describeEvents(r.events.map((e) => tarokGame.visibleEvent(e, other)), words('en', r.state, other)).map((x) => x.text);
    const name = D.cardName(words('en', r.state, layer), (card as { card: string }).card);
    assert.ok(mine[0]!.includes(name) && mine[0]!.endsWith('1 of 3.'), mine[0]);
    assert.ok(!theirs[0]!.includes(name) && /a card into the Skat, 1 of 3\./.test(theirs[0]!), theirs[0]);
  });

  it('the command line (T11, T21, TL10–TL14): German and English words against the legal moves only; a refused card goes to the engine', () => {
    const { state } = tarokGame.start({ form: 'trois' }, '4');
    const layer = state.toMove!;
    const v = tarokGame.view(state, layer);
    const legal = T.legalMoves(state);
    const first = (legal[0] as { card: string }).card;
    const words = (l: Locale) => D.cardName({ ...words0(l), view: v, me: layer }, first);
    const words0 = (l: Locale) => ({ messages: messages(l), locale: l, me: 0, names: NAMES, style: 'long' as const, view: v });
    for (const l of LOCALES) {
      for (const text of [`skat ${words(l)}`, words(l)]) assert.deepEqual(parseTarokCommand(text, { legal, view: v }), { kind: 'move', move: legal[0] }, `${l}: ${text}`);
    }
    // A tarok typed for the Skat: the move goes to the engine, which refuses it with T11.
    const tarok = v.hands[layer]!.find((c) => T.isTarok(c) && c !== 'T-1' && c !== 'T-Sk')!;
    const typed = D.cardName({ ...words0('de'), view: v, me: layer }, tarok);
    const r = parseTarokCommand(`skat ${typed}`, { legal, view: v });
    assert.deepEqual(r, { kind: 'move', move: { type: 'discard', card: tarok } });
    assert.deepEqual(parseTarokCommand('tisch', { legal, view: v }), { kind: 'query', command: 'readTable' });
    assert.deepEqual(parseTarokCommand('order', { legal, view: v }), { kind: 'query', command: 'readOrder' });
    assert.deepEqual(parseTarokCommand('passe', { legal: [], view: v }), { kind: 'error', message: 'notYourTurn' });
    // Taroklomber's auction: a game by its name, pass, hold (TL10–TL12).
    const lomber = tarokGame.start({ form: 'lomber' }, '4').state;
    let s = lomber;
    for (const m of T.legalMoves(s).filter((x) => x.type === 'discard').slice(0, 3)) s = (T.applyMove(s, m) as { state: TarokState }).state;
    assert.equal(s.phase, 'auction');
    const lv = tarokGame.view(s, s.toMove!);
    const ll = T.legalMoves(s);
    assert.deepEqual(parseTarokCommand('a uno', { legal: ll, view: lv }), { kind: 'move', move: { type: 'bid', game: 'aUno' } });
    assert.deepEqual(parseTarokCommand('ich biete solo', { legal: ll, view: lv }), { kind: 'move', move: { type: 'bid', game: 'solo' } });
    assert.deepEqual(parseTarokCommand('passe', { legal: ll, view: lv }), { kind: 'move', move: { type: 'pass' } });
    assert.deepEqual(parseTarokCommand('hold', { legal: ll, view: lv }), { kind: 'error', message: 'noSuchMove' });
  });

  // T21, T3: the trick words take the suit as a reference (D.suitRef), so Polish declines it; German and English say the name as before.
  const SUIT_WORDS: Readonly<Record<Locale, readonly string[]>> = {
    de: ['Du hast kein Tarock.', 'Du hast kein Herz.', 'Du musst Tarocke bedienen.', 'Du musst Herz bedienen.', 'Tarocke, 3 Karten', 'Tarocke: Mond und Pagat'],
    en: ['You hold no taroks.', 'You hold no hearts.', 'You must follow suit: taroks.', 'You must follow suit: hearts.', 'Taroks, 3 cards', 'taroks: Mond and Pagat'],
    pl: ['Nie masz taroków.', 'Nie masz kier.', 'Musisz dołożyć taroka.', 'Musisz dołożyć do koloru kier.', 'Taroki, 3 karty', 'taroki: mond i pagat'],
  };
  it('T21: "you hold no", "you must follow" and a hand\'s group name the suit by reference: Polish declines the taroks', () => {
    const { state } = tarokGame.start({ form: 'trois' }, '4');
    for (const l of LOCALES) {
      const w = words(l, state, 0);
      const [t, h] = [D.suitRef(w, 'T'), D.suitRef(w, 'H')];
      const m = w.messages;
      const pair = D.handBySuit(w, ['T-21', 'T-1']);
      assert.deepEqual([m.ui.noSuitInHand(t), m.ui.noSuitInHand(h), m.tricks.mustFollow(t), m.tricks.mustFollow(h), m.ui.suitGroup(t, false, 3), pair], SUIT_WORDS[l], l);
    }
  });

  it('the setup (T35, TD10, TL3): the address names the form, the method, the variants, the tours and the parties', () => {
    const read = (q: string) => tarokOptionsFrom(new URLSearchParams(q), messages('en'));
    const lomber = read('form=lomber&method=new&tours=2');
    assert.deepEqual(lomber.problems, []);
    assert.deepEqual(lomber.options?.options, { form: 'lomber', method: 'new', tours: 2 });
    assert.equal(lomber.options?.seats.length, 3);
    const deux = read('form=deux&parties=3&variants=V-T-2');
    assert.deepEqual(deux.options?.options, { form: 'deux', variants: ['V-T-2'], parties: 3 });
    assert.equal(deux.options?.seats.length, 2);
    // The method is Taroklomber's only (TL3); V-T-1 is en trois's only.
    assert.deepEqual(read('form=trois&method=new&variants=V-T-1').options?.options, { form: 'trois', variants: ['V-T-1'] });
    assert.deepEqual(read('form=deux&variants=V-T-1').options?.options, { form: 'deux' });
    assert.deepEqual(read('form=quadrille').problems.map((p) => p.param), ['form']);
  });

  it('the save (T38): a snapshot of a sitting is checked by the engine; a broken state is refused', () => {
    const { state, events } = tarokGame.start({ form: 'trois' }, '9');
    const snap = {
      version: 1,
      savedAt: new Date().toISOString(),
      gameId: 'test',
      config: { options: { form: 'trois' }, seed: '9', seats: NAMES.map((name, i) => ({ name, kind: i === 0 ? 'human' : 'computer', level: 'easy' })) },
      state: JSON.parse(JSON.stringify(state)),
      steps: [{ actor: null, move: null, events }],
      log: [],
      focusZone: 'hand',
    };
    assert.doesNotThrow(() => tarokSave.check(JSON.parse(JSON.stringify(snap))));
    assert.throws(() => tarokSave.check({ ...snap, state: { ...snap.state, hands: [[], [], []] } }), /state/);
    assert.throws(() => tarokSave.check({ ...snap, config: { ...snap.config, options: { form: 'lomber', method: 'newest' } } }), /method/);
  });

  it('the hint has words for every reason of the computer players (B-T-1…17), in both languages', () => {
    const reasons = ['voidSuit', 'keepPagat', 'layPagat', 'bid', 'pass', 'hold', 'callCard', 'giveBack', 'huntPagat', 'waitPagat', 'whip', 'savePagat', 'pagatUltimo', 'saveFigure', 'drawTaroks', 'cashMaster', 'leadNoFigure', 'leadLow', 'takeFigures', 'win', 'duck', 'friendWinning', 'overtrump', 'signalPagat', 'keepXXI', 'discard', 'follow', 'careless', 'searched'];
    for (const l of LOCALES) for (const r of reasons) assert.ok(messages(l).tarok.hintReason(r), `${l}: ${r}`);
  });

  /** "Anna taroks with tarock nine" in each language (T21). */
  const TAROKING: Readonly<Record<Locale, RegExp>> = {
    de: /^(Du tarockierst|\w+ tarockiert) mit Tarock \w+\.$|^(Du tarockierst|\w+ tarockiert) mit (Mond|Pagat)\.$/,
    en: /^(You tarok|\w+ taroks) with (tarock [\w-]+|Mond|Pagat)\.$/,
    pl: /^(Tarokujesz|\p{L}+ tarokuje) (tarokiem [\p{L} ]+|mondem|pagatem)\.$/u,
  };
  it('T21, T39: a tarok played to a suit led is said as taroking, in every language', () => {
    for (const locale of LOCALES) {
      const said: string[] = [];
      play({ form: 'trois' }, '1', 1, (events, s) => said.push(...D.describeEvents(events.map((e) => tarokGame.visibleEvent(e, 0)), words(locale, s, 0)).map((x) => x.text)), () => {});
      const re = TAROKING[locale];
      assert.ok(said.some((t) => re.test(t)), `${locale}: ${said.filter((t) => /tarock|tarok/i.test(t)).slice(0, 5).join(' | ')}`);
      assert.ok(!said.some((t) => /trumps? with|stichst mit|sticht mit|przebij/.test(t)), `${locale}: no trumping words in Tarok`);
    }
  });
});
