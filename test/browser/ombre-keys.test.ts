/**
 * Keys per move at the Ombre table (issue 27, "Keys per move"), with real key presses: the exchange
 * offers the normal computer player's discard for my view, marked and said once, and one key (Enter on
 * the list that has focus, or K) lays it away and takes; Enter or Space on a card marks or unmarks it; a
 * typed set ("Kreuz 7, Herz 8") marks exactly those. The auction's first list has at most nine entries
 * (a Solo's and a Solo tout's suits, the Obscurités and holding in a suit are one entry each that opens
 * its list), so each of the 14 bids of the fullest auction is one or two keys; Escape goes back. A whole
 * seeded session by keys counts the keys of every bid and exchange (the figures are printed) and asserts
 * the goal: every bid at most 2 keys, accepting the exchange at most 2. Axe in the new states.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations } from './axe.js';
import { mountApp, settle, unmountApp, until, type Mounted } from './app-harness.js';
import { active, begin, zoneOfFocus } from './trick-harness.js';
import { unpaced } from './seat-harness.js';
import '../../src/games/ombre/game.js';
import type { OmbrePlay } from '../../src/games/ombre/play.js';
import type { OmbreStart } from '../../src/games/ombre/setup.js';
import type { OmbreMove } from '../../src/games/ombre/types.js';
import { ombreBots } from '../../src/games/ombre/bots/index.js';
import { deckNamer } from '../../src/i18n/deck-names.js';

const NAMES = ['Me', 'Anna', 'Ben'];
const start = (opts: { variants?: string[]; tours?: number } = {}): OmbreStart => ({
  options: { game: 'ombre', ...(opts.variants ? { variants: opts.variants } : {}), ...(opts.tours ? { tours: opts.tours } : {}) },
  seats: NAMES.map((name, i) => ({ name, kind: i === 0 ? 'human' : 'computer', level: 'normal' })),
});
const play = (m: Mounted) => m.shell.play as OmbrePlay;
const phase = (m: Mounted) => play(m).view.phase;
const myTurn = (m: Mounted) => play(m).session.myTurn;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** The open list's entries as the table holds them (moves, or a group of bids that opens its list). */
const entries = (m: Mounted) => ((play(m) as unknown as { choiceMoves: readonly (OmbreMove | { type: 'bidGroup'; moves: readonly OmbreMove[] } | { type: string })[] | null }).choiceMoves ?? []);
const options = () => [...document.querySelectorAll<HTMLElement>('[data-zone="choices"] [data-item]')];

const key = async (m: Mounted, press: string, shift = false) => {
  if (shift) await sendKeys({ down: 'Shift' });
  await sendKeys({ press });
  if (shift) await sendKeys({ up: 'Shift' });
  await settle(m);
};
const focusZone = (zone: string) => {
  if (zoneOfFocus() !== zone) (document.querySelector(`[data-zone="${zone}"] [data-item]`) as HTMLElement | null)?.focus();
};

/** The entry's key in an open list: Enter for the first, its digit for the next eight; returns 1 (a later one fails). */
async function pick(m: Mounted, index: number): Promise<number> {
  expect(index, 'every entry is a digit').to.be.within(0, 8);
  await key(m, index === 0 ? 'Enter' : String(index + 1));
  return 1;
}

/** A speech of the auction by keys: the list is open with focus at my turn; its entry, and in a group's list the bid. Returns the keys. */
async function bidByKeys(m: Mounted, target: OmbreMove): Promise<number> {
  await until(() => zoneOfFocus() === 'choices');
  const first = entries(m);
  expect(first.length).to.be.at.most(9);
  const at = first.findIndex((e) => same(e, target) || (e.type === 'bidGroup' && (e as { moves: readonly OmbreMove[] }).moves.some((x) => same(x, target))));
  expect(at, JSON.stringify(target)).to.be.at.least(0);
  let keys = await pick(m, at);
  if (first[at]!.type === 'bidGroup') {
    await until(() => zoneOfFocus() === 'choices');
    keys += await pick(m, entries(m).findIndex((e) => same(e, target)));
  }
  return keys;
}

describe('Ombre: keys per move (issue 27)', function () {
  this.timeout(300000);
  let m: Mounted;
  afterEach(() => unmountApp());

  it('the fullest auction (14 speeches): at most nine entries, each speech one or two keys; a group opens its list, Escape goes back; axe', async () => {
    m = await mountApp({ locale: 'en' });
    // Seed 62: I am mano, and every speech of the ladder is open to me (O18, O26).
    await begin(m, 'ombre', '62', start());
    expect(phase(m)).to.equal('auction');
    expect(myTurn(m)).to.equal(true);
    const legal = play(m).session.legalMoves;
    expect(legal.length).to.equal(14);
    await until(() => zoneOfFocus() === 'choices');
    const first = entries(m);
    expect(first.length).to.be.at.most(9);
    // Each of the 14 is an entry of the first list or of a group's (one or two keys).
    for (const x of legal) expect(first.some((e) => same(e, x) || (e.type === 'bidGroup' && (e as { moves: readonly OmbreMove[] }).moves.some((y) => same(y, x)))), JSON.stringify(x)).to.equal(true);
    expect(options().map((o) => o.textContent!.trim().replace(/\s+/g, ' '))).to.include.members(['8. Solo tout: choose the suit, 4 choices']);
    // A Solo tout's suits: its digit opens them; Escape goes back to the first list.
    const group = first.findIndex((e) => e.type === 'bidGroup' && (e as { moves: readonly OmbreMove[] }).moves.some((y) => y.type === 'bid' && y.contract.startsWith('solo-tout')));
    await pick(m, group);
    expect(zoneOfFocus()).to.equal('choices');
    expect(document.querySelector('[data-zone="choices"] h2, [data-zone="choices"] h3')?.textContent).to.match(/^Your bid, \d choices/);
    expect(entries(m).every((e) => e.type === 'bid' && (e as { contract: string }).contract.startsWith('solo-tout'))).to.equal(true);
    expect(await axeViolations(document)).to.equal('', 'a group of bids');
    await key(m, 'Escape');
    expect(entries(m).length).to.equal(first.length);
    expect(zoneOfFocus()).to.equal('choices');
    // F1 in the list says it.
    await key(m, 'F1');
    expect(document.querySelector('dialog[data-dialog="help"]')?.textContent).to.match(/Your bid is one or two keys/);
    await key(m, 'Escape');
    await until(() => zoneOfFocus() === 'choices');
    // The highest speech, by two keys.
    const top = legal[legal.length - 1]!;
    expect(await bidByKeys(m, top)).to.equal(2);
    expect(play(m).session.steps.some((s) => s.actor === 0 && same(s.move, top))).to.equal(true);
  });

  it('the exchange: the suggestion marked and said once, one key accepts it; Enter on a card unmarks it, a typed set marks exactly those (de); axe', async () => {
    m = await mountApp({ locale: 'de' });
    unpaced(m);
    await begin(m, 'ombre', '7', start({ tours: 1 }));
    // To my exchange: pass in the auction, the first choice elsewhere.
    for (let i = 0; i < 200 && !(phase(m) === 'exchange' && myTurn(m)); i++) {
      if (play(m).choices) {
        focusZone('choices');
        await key(m, 'Enter');
      } else if (myTurn(m)) {
        focusZone('hand');
        await key(m, 'p');
        await key(m, 'Enter');
      } else if (phase(m) === 'dealOver') await key(m, 'n');
      else await settle(m);
    }
    expect(phase(m)).to.equal('exchange');
    await settle(m);
    expect(zoneOfFocus()).to.equal('choices');
    const marked = [...play(m).marks.list];
    expect(m.shell.lastAnswer).to.match(/^Vorschlag: (.+ ablegen|nichts ablegen); Eingabe nimmt ihn an/);
    expect(options()[0]!.textContent).to.match(marked.length ? / ablegen und \d+ Karten? kaufen/ : /Nichts kaufen/);
    expect(await axeViolations(document)).to.equal('', 'the exchange with the suggestion');
    // Enter on a card: marked or unmarked, said, the card's name tells it; nothing is laid away.
    // (A card of the suggestion: the limit may be reached, O34.)
    focusZone('hand');
    if (marked.length) document.querySelector<HTMLElement>(`[data-zone="hand"] [data-key="${marked[0]}"]`)!.focus();
    const card = active()!.dataset['key']!;
    const was = play(m).marks.has(card);
    await key(m, 'Enter');
    expect(play(m).marks.has(card)).to.equal(!was, `${m.shell.lastAnswer} ${card} ${[...play(m).marks.list]} ${zoneOfFocus()}`);
    expect(m.shell.lastAnswer).to.match(was ? / nicht mehr markiert, \d+ markiert\.$/ : / zum Ablegen markiert, \d+ markiert\.$/);
    expect(active()!.getAttribute('aria-label') ?? active()!.textContent).to.satisfy((t: string) => (was ? !/markiert/.test(t) : /markiert/.test(t)));
    expect(play(m).view.discards).to.deep.equal([]);
    await key(m, ' ');
    expect(play(m).marks.has(card)).to.equal(was);
    // A typed set in German card words: exactly those.
    const names = deckNamer('french', 'de');
    const two = play(m).view.hand.filter((c) => !['AS', 'AC'].includes(c)).slice(0, 2);
    await play(m).submitCommand(two.map((c) => names.name(c)).join(' und '));
    await settle(m);
    expect([...play(m).marks.list]).to.deep.equal(two);
    // Shift+A: the list of what may be done now has the marked cards' entry first, not the take alone.
    focusZone('hand');
    await key(m, 'A', true);
    expect(zoneOfFocus()).to.equal('choices');
    expect(options()[0]!.textContent).to.match(/ ablegen und 2 Karten kaufen/);
    await key(m, 'Escape');
    // K: laid away and taken.
    focusZone('hand');
    await key(m, 'k');
    await until(() => !(phase(m) === 'exchange' && myTurn(m)));
    await settle(m);
    const mine = play(m).session.steps.filter((s) => s.actor === 0 && s.move?.type === 'discard').map((s) => (s.move as { card: string }).card);
    expect(mine).to.deep.equal(two);
  });

  it('a whole seeded session by keys: every bid at most 2 keys, accepting the suggested exchange at most 2 (the figures printed)', async () => {
    m = await mountApp({ locale: 'en' });
    unpaced(m);
    await begin(m, 'ombre', '7', start({ tours: 2 }));
    let bids = 0;
    let bidKeys = 0;
    let worstBid = 0;
    let exchanges = 0;
    let exchangeKeys = 0;
    for (let guard = 0; guard < 3000 && phase(m) !== 'sessionOver'; guard++) {
      const p = play(m);
      if (phase(m) === 'dealOver') await key(m, 'n');
      else if (myTurn(m) && phase(m) === 'auction') {
        // The speech a player would make (the normal computer player's, from my view), by keys.
        const target = ombreBots.decide('normal', p.view, p.session.legalMoves, { seed: guard }).move as OmbreMove;
        const k = await bidByKeys(m, target);
        bids++;
        bidKeys += k;
        worstBid = Math.max(worstBid, k);
      } else if (myTurn(m) && phase(m) === 'exchange') {
        await settle(m);
        // The suggestion's list has focus by itself: one key accepts it.
        expect(zoneOfFocus()).to.equal('choices');
        const marked = [...p.marks.list];
        const before = p.session.steps.length;
        await key(m, 'Enter');
        await until(() => !(phase(m) === 'exchange' && myTurn(m)));
        await settle(m);
        exchanges++;
        exchangeKeys += 1;
        const laid = p.session.steps.slice(before).filter((s) => s.actor === 0 && s.move?.type === 'discard').map((s) => (s.move as { card: string }).card);
        expect(laid).to.deep.equal(marked);
      } else if (p.choices) {
        focusZone('choices');
        await key(m, 'Enter');
      } else if (myTurn(m)) {
        focusZone('hand');
        await key(m, 'p');
        await key(m, 'Enter');
      } else await settle(m);
    }
    expect(phase(m)).to.equal('sessionOver');
    console.log(`Ombre keys per bid: ${(bidKeys / Math.max(bids, 1)).toFixed(2)} over ${bids} speeches (worst ${worstBid}); per exchange accepted: ${(exchangeKeys / Math.max(exchanges, 1)).toFixed(2)} over ${exchanges}`);
    expect(bids).to.be.greaterThan(3);
    expect(worstBid).to.be.at.most(2);
    expect(exchanges).to.be.greaterThan(0);
    expect(exchangeKeys / exchanges).to.be.at.most(2);
  });
});
