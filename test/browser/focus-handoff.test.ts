/**
 * What the real screen reader found around focus (issue 28), by real keys in Chromium, each game
 * started from its address as the app and the Orca scenarios start it:
 * - the rules dialog: Escape closes it also when focus has left it for the page (Orca's browse mode
 *   moves focus to the body while the rules are read with the arrows), and focus goes back;
 * - a key of a list that moves focus nowhere (End and Home in a one-option list) is answered;
 * - a choice list that closes hands focus on only after the render: the hand is met with its new
 *   words (Piquet's exchange, the Hundertspiel's Scat, Ombre's exchange), and while the computer
 *   players move after my pick focus waits, then goes once to my next decision (Ombre's pass).
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { mountApp, settle, unmountApp, until, type Mounted } from './app-harness.js';
import { active, zoneOfFocus } from './trick-harness.js';
import { GAMES } from '../../src/games/registry.js';
import { SaveStore } from '../../src/storage/save-store.js';
import { Saving } from '../../src/app/saving.js';
import { bootGame } from '../../src/app/boot.js';
import { parseUrlParams } from '../../src/session/url-params.js';
import { LOCALES, type Locale } from '../../src/i18n/messages.js';
import type { AppDeps } from '../../src/app/app-controller.js';
import { LocalBotClient } from '../../src/ai/bot-client.js';
import { loadBots } from '../../src/games/registry.js';

const URL_PARAMS = [...new Set(GAMES.flatMap((g) => g.urlParams ?? []))];

let m: Mounted;

async function boot(address: string, locale: Locale, deps: Partial<AppDeps> = {}): Promise<Mounted> {
  m = await mountApp({ locale }, deps, { opening: true });
  const store = new SaveStore({ dbName: `focus-handoff-${Date.now()}` });
  await bootGame(m.shell, new Saving(m.shell, m.announcer, store), parseUrlParams(address, URL_PARAMS));
  m.shell.opened();
  await settle(m);
  return m;
}

const key = async (press: string, shift = false) => {
  if (shift) await sendKeys({ down: 'Shift' });
  await sendKeys({ press });
  if (shift) await sendKeys({ up: 'Shift' });
  await settle(m);
};

/** What a screen reader has of an element: its label, else its text without the parts hidden from it. */
const words = (el: HTMLElement) => {
  const label = el.getAttribute('aria-label');
  if (label) return label;
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((x) => x.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
};
const listName = (el: HTMLElement) => {
  const list = el.closest<HTMLElement>('[role="listbox"]');
  return list ? (list.getAttribute('aria-label') ?? document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent ?? '') : '';
};

interface Met {
  readonly zone: string | null;
  readonly key: string | null;
  readonly words: string;
  readonly list: string;
  /** The table's render was still to come (focus met the page as it was before the move). */
  readonly beforeRender: boolean;
  /** A choice list was open. */
  readonly listOpen: boolean;
  readonly el: HTMLElement;
}

/** Every element focus enters, with its words then and whether the table had rendered the move yet. */
function watchFocus(): { met: Met[]; stop: () => void } {
  const met: Met[] = [];
  const on = (e: FocusEvent) => {
    const el = e.target as HTMLElement;
    const table = document.querySelector('game-table') as unknown as { isUpdatePending: boolean } | null;
    met.push({ zone: el.closest<HTMLElement>('[data-zone]')?.dataset['zone'] ?? null, key: el.dataset['key'] ?? null, words: words(el), list: listName(el), beforeRender: !!table?.isUpdatePending, listOpen: !!m.shell.play?.choices, el });
  };
  document.addEventListener('focusin', on);
  return { met, stop: () => document.removeEventListener('focusin', on) };
}

/** The texts the announcer hands out from now on. */
function heard(): string[] {
  const out: string[] = [];
  m.announcer.addEventListener('announce', (e) => out.push((e as CustomEvent<{ text: string }>).detail.text));
  return out;
}

describe('Focus and keys the real screen reader checked (issue 28)', function () {
  this.timeout(120000);
  afterEach(() => unmountApp());

  it("opened from an address, every game's first focus is its own, never the chooser's first game met on the way (chess-en: Orca stayed on it); with nothing to open, the chooser", async () => {
    const met: string[] = [];
    const on = (e: FocusEvent) => met.push((e.target as HTMLElement).closest('game-chooser') ? 'chooser' : (e.target as HTMLElement).closest('game-table') ? 'table' : 'elsewhere');
    document.addEventListener('focusin', on);
    try {
      for (const g of GAMES) {
        met.length = 0;
        await boot(`?game=${g.id}&seed=2`, 'en');
        await until(() => met.length > 0);
        expect(met, g.id).to.not.include('chooser');
        expect(zoneOfFocus(), g.id).to.not.equal(null);
        unmountApp();
      }
      met.length = 0;
      await boot('', 'en');
      await until(() => met.length > 0);
      expect(met).to.deep.equal(['chooser']);
    } finally {
      document.removeEventListener('focusin', on);
    }
  });

  it('Shift+F1, then focus leaves the rules for the page (Orca browse mode reading them): Escape closes the rules, focus back on the bid it was on', async () => {
    await boot('?game=ombre&seed=13', 'en');
    expect(zoneOfFocus()).to.equal('choices');
    const bid = active()!;
    await key('F1', true);
    await until(() => !!document.querySelector<HTMLDialogElement>('dialog[data-dialog="rules"]')?.open);
    expect(active()!.closest('dialog')).to.not.equal(null);
    // What Chromium does when Orca's browse-mode caret moves into the rules' text: focus goes to the body.
    active()!.blur();
    expect(document.activeElement).to.equal(document.body);
    await key('Escape');
    await until(() => m.shell.dialog === null && !document.querySelector('dialog[open]:not([data-closing])'));
    await settle(m);
    expect(active()).to.equal(bid);
  });

  for (const locale of LOCALES) {
    it(`End, Home and the arrows in a one-option list are answered, the option said with "only", focus stays; Home and End at the ends of a longer list too (${locale})`, async () => {
      await boot('?game=ombre&seed=13', locale);
      const ui = m.shell.messages.ui;
      // The bids' list (O26): several options, focus on the first.
      const first = active()!;
      expect(zoneOfFocus()).to.equal('choices');
      let said = heard();
      await key('Home');
      expect(active()).to.equal(first);
      expect(said).to.include(`${ui.listEdge('first')} ${words(first)}`);
      await key('End');
      const last = active()!;
      expect(last).to.not.equal(first);
      said = heard();
      await key('End');
      expect(active()).to.equal(last);
      expect(said).to.include(`${ui.listEdge('last')} ${words(last)}`);
      await key('Home');
      // Pass (Enter on the first): Anna is the Lomber, my exchange's list has one option, in focus (O33).
      await key('Enter');
      await until(() => zoneOfFocus() === 'choices' && !m.shell.play!.busy);
      const options = [...document.querySelectorAll<HTMLElement>('[data-zone="choices"] [data-item]')];
      expect(options.length).to.equal(1);
      const only = options[0]!;
      expect(active()).to.equal(only);
      for (const press of ['End', 'Home', 'ArrowDown', 'ArrowUp']) {
        said = heard();
        await key(press);
        expect(active(), press).to.equal(only);
        expect(said, press).to.include(`${ui.listEdge('only')} ${words(only)}`);
      }
    });
  }

  it("Ombre (O26, O33): my pass closes the bids' list; focus waits there while the others bid and exchange, then goes once, to my exchange's list, never through the hand", async () => {
    await boot('?game=ombre&seed=13', 'en');
    const w = watchFocus();
    await key('Enter');
    await until(() => zoneOfFocus() === 'choices' && !m.shell.play!.busy);
    w.stop();
    expect(w.met.map((x) => `${x.zone} ${x.key}`)).to.deep.equal(['choices choice-0']);
    expect(w.met[0]!.list).to.match(/^Choices, 1 choice/);
    expect(w.met[0]!.beforeRender).to.equal(false);
    // The closed list stays, hidden from sight and out of the tab order, until the next key (a screen
    // reader says the focus move only while the element it left exists).
    const closed = document.querySelector<HTMLElement>('[data-zone="choicesClosing"]')!;
    expect(closed.classList.contains('visually-hidden')).to.equal(true);
    expect([...closed.querySelectorAll<HTMLElement>('[data-item], button')].every((el) => el.tabIndex === -1)).to.equal(true);
    await key('z');
    expect(document.querySelector('[data-zone="choicesClosing"]')).to.equal(null);
    expect(zoneOfFocus()).to.equal('choices');
  });

  it("Ombre: H pressed on the closed bids' list while the others still think sends focus on at once, to the hand, and reads the hand", async () => {
    // The computer players think until the test lets them (a gate before each decision).
    let open: () => void = () => undefined;
    let gate = Promise.resolve();
    const bots = new LocalBotClient(loadBots);
    await boot('?game=ombre&seed=13', 'en', { bots: { decide: async (game, level, view, legal, opts) => (await gate, bots.decide(game, level, view, legal, opts)) } });
    // Ben has passed (the boot let him think): from my pass on, the others wait for the gate.
    gate = new Promise<void>((r) => (open = r));
    const w = watchFocus();
    await sendKeys({ press: 'Enter' });
    await until(() => zoneOfFocus() === 'choicesClosing');
    expect(m.shell.play!.busy).to.equal(true);
    const said = heard();
    await sendKeys({ press: 'h' });
    await until(() => zoneOfFocus() === 'hand');
    await until(() => said.some((t) => t.startsWith('Your hand, 9 cards:')));
    expect(m.shell.play!.busy).to.equal(true);
    expect(w.met.filter((x) => x.zone === 'hand').every((x) => !x.beforeRender)).to.equal(true);
    gate = Promise.resolve();
    open();
    await until(() => zoneOfFocus() === 'choices' && !m.shell.play!.busy);
    w.stop();
  });

  /**
   * Enter on the focused choice: focus enters the hand once, after the render, in the list named `list`,
   * and the card it is on has the words it was entered with. The entry, for what a test checks more.
   */
  async function enterHandOnce(w: ReturnType<typeof watchFocus>, list: string) {
    await key('Enter');
    await until(() => zoneOfFocus() === 'hand' && !m.shell.play!.busy);
    w.stop();
    const hand = w.met.filter((x) => x.zone === 'hand');
    expect(hand.length).to.equal(1);
    expect(hand[0]!.beforeRender).to.equal(false);
    expect(hand[0]!.list).to.equal(list);
    expect(words(active()!)).to.equal(hand[0]!.words);
    return hand[0]!;
  }

  it('Piquet (Q12, Q14): the exchange accepted, focus enters the hand after the render of the play: the hand without the exchange\'s count, the card playable', async () => {
    await boot('?game=piquet&seed=22', 'en');
    expect(zoneOfFocus()).to.equal('choices');
    const w = watchFocus();
    const entry = await enterHandOnce(w, 'Your hand, 12 cards');
    expect(entry.words).to.equal('ace of diamonds, playable');
    expect(entry.el).to.equal(active());
  });

  it('Das Hundertspiel (H58): Weiter, all say Weiter, the Scat offered in the same render: focus moves once, onto the new list\'s first option', async () => {
    await boot('?game=hundertspiel&seed=835&scat=yes', 'de');
    await key('End');
    const bids = active()!;
    const w = watchFocus();
    await key('Enter');
    await until(() => !!m.shell.play!.choices && zoneOfFocus() === 'choices' && !m.shell.play!.busy);
    w.stop();
    // Not 3, 2, 1 (the bids' list kept, its focused option gone): the new list, named, on its first option.
    expect(w.met.map((x) => `${x.zone} ${x.key} ${x.words}`)).to.deep.equal(['choices choice-0 1. Den Scat kaufen']);
    expect(w.met[0]!.list).to.match(/^Den Scat kaufen\?/);
    expect(w.met[0]!.el.closest('section'), 'a new list').to.not.equal(bids.closest('section'));
  });

  it('Das Hundertspiel (H58): the Scat bought, focus enters the hand of 12 cards after its render', async () => {
    await boot('?game=hundertspiel&seed=835&scat=yes', 'de');
    // Weiter (the last bid), then all say Weiter: the Scat is offered to me.
    await key('End');
    await key('Enter');
    await until(() => !!m.shell.play!.choices && zoneOfFocus() === 'choices' && !m.shell.play!.busy);
    expect(active()!.dataset['key']).to.equal('choice-0');
    const w = watchFocus();
    await enterHandOnce(w, 'Deine Hand, 12 Karten');
  });
  it('Piquet (issue 28, piquet-repique-en step 9): my card played, the turn back after a frame: focus moves once, onto a card whose words of now were drawn a frame before the move', async () => {
    // Anna thinks until the test lets her (a gate before each decision), so the render of my card played is drawn first.
    let open: () => void = () => undefined;
    let gate = Promise.resolve();
    const bots = new LocalBotClient(loadBots);
    await boot('?game=piquet&seed=22', 'en', { bots: { decide: async (game, level, view, legal, opts) => (await gate, bots.decide(game, level, view, legal, opts)) } });
    await key('Enter');
    await until(() => zoneOfFocus() === 'hand' && !m.shell.play!.busy);
    expect(active()!.dataset['key']).to.equal('AD');
    // The words of the hand's cards as each frame drew them (what the accessibility tree got last).
    const drawn = new Map<Element, string>();
    let watching = true;
    const sample = () => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-zone="hand"] [data-item]')) drawn.set(el, words(el));
      if (watching) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
    const moves: { key: string | null; now: string; drawn: string | undefined }[] = [];
    const onFocus = (e: FocusEvent) => {
      const el = e.target as HTMLElement;
      moves.push({ key: el.dataset['key'] ?? null, now: words(el), drawn: drawn.get(el) });
    };
    document.addEventListener('focusin', onFocus);
    const said = heard();
    gate = new Promise<void>((r) => (open = r));
    await sendKeys({ press: 'Enter' });
    await until(() => said.includes('You discard ace of diamonds.') && !!document.querySelector('[data-zone="hand"] [data-key="AD"][data-played]'));
    await frame();
    await frame();
    const queen = document.querySelector<HTMLElement>('[data-zone="hand"] [data-key="QD"]')!;
    expect(drawn.get(queen)).to.equal('queen of diamonds');
    open();
    await until(() => !m.shell.play!.busy && (m.shell.play as unknown as { session: { myTurn: boolean } }).session.myTurn);
    await settle(m);
    watching = false;
    document.removeEventListener('focusin', onFocus);
    expect(moves.map((x) => x.key)).to.deep.equal(['QD']);
    expect(moves[0]!.now).to.equal('queen of diamonds, playable');
    // Drawn with its new words before focus came: Orca reads the words it has (it read the old ones, 3 runs in 4).
    expect(moves[0]!.drawn, 'the words drawn when focus moved').to.equal('queen of diamonds, playable');
    expect(active()).to.equal(queen);
    // Said once: by the focus move, not echoed again.
    expect(said.filter((t) => t.includes('queen of diamonds'))).to.deep.equal([]);
    expect(said).to.include('Your turn.');
  });
});
