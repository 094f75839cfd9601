/**
 * The Ombre family at the generic table (issue 17), with real key events, what is its own: a whole
 * seeded session of Ombre for three by keyboard alone in every language with its announcements asserted
 * (the favourite at each deal's start, the auction, the exchange's running count, each trick's end with
 * the tricks per player, the result, the honours and every payment, the kettle, the standings, the
 * statistics; axe at the end of the session); the stop-or-vole decision (axe); the hand by suit with the
 * trump order and its keys, the reading keys, the rules of the member in force, touch; Quadrille started
 * and played to the end of a deal (axe); the command line; an illegal card refused with its rule and
 * nothing changed; the address's family and variants; the new-game form with the family member's seats.
 * Axe in every phase of a deal (the auction list, the exchange, the play, its end), F1, save and resume
 * and the same address resuming are the shared suite's (seat-games.test.ts).
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations } from './axe.js';
import { logTexts, mountApp, settle, unmountApp, until, type Mounted } from './app-harness.js';
import { active, begin, zoneOfFocus } from './trick-harness.js';
import '../../src/games/ombre/game.js';
import type { OmbrePlay } from '../../src/games/ombre/play.js';
import type { OmbreStart } from '../../src/games/ombre/setup.js';
import { ombreSave } from '../../src/games/ombre/game.js';
import { fromPosition, PACK, type OmbrePosition } from '../../src/games/ombre/index.js';
import { newSession as ombreSession } from '../../src/games/ombre/deal.js';
import { applyMove as ombreApply } from '../../src/games/ombre/engine.js';
import { deckNamer } from '../../src/i18n/deck-names.js';
import type { AnnouncerClock } from '../../src/announcer/announcer.js';
import { SaveStore, type GameResult } from '../../src/storage/save-store.js';
import { Saving } from '../../src/app/saving.js';
import { bootGame } from '../../src/app/boot.js';
import { parseUrlParams } from '../../src/session/url-params.js';
import { GAMES } from '../../src/games/registry.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';

type Level = 'easy' | 'normal';
const NAMES = ['Me', 'Anna', 'Ben', 'Clara', 'Dora'];

function start(game: OmbreStart['options']['game'], opts: { variants?: string[]; tours?: number; level?: Level } = {}): OmbreStart {
  const n = { ombre: 3, 'en-deux': 2, 'en-quatre': 4, quadrille: 4, cinquille: 5 }[game];
  return {
    options: { game, ...(opts.variants ? { variants: opts.variants } : {}), ...(opts.tours ? { tours: opts.tours } : {}) },
    seats: NAMES.slice(0, n).map((name, i) => ({ name, kind: i === 0 ? 'human' : 'computer', level: opts.level ?? 'easy' })),
  };
}

const play = (m: Mounted) => m.shell.play as OmbrePlay;
/** The engine state of the game played here (a table with friends has none: its session is remote). */
const stateOf = (p: OmbrePlay) => (p.session as unknown as { readonly state: import('../../src/games/ombre/types.js').OmbreState }).state;
const phase = (m: Mounted) => play(m).view.phase;
const myTurn = (m: Mounted) => play(m).session.myTurn;

/** The announcer's pace off: the same messages in the same order, handed out at once (the tests read the log). */
function unpaced(m: Mounted): void {
  let t = 0;
  const clock: AnnouncerClock = { now: () => (t += 1000), setTimeout: (fn) => setTimeout(fn, 0), clearTimeout: (h) => clearTimeout(h as number) };
  (m.announcer as unknown as { clock: AnnouncerClock }).clock = clock;
}

const key = async (m: Mounted, press: string, shift = false) => {
  if (shift) await sendKeys({ down: 'Shift' });
  await sendKeys({ press });
  if (shift) await sendKeys({ up: 'Shift' });
  await settle(m);
};

const focusZone = (zone: string) => {
  if (zoneOfFocus() !== zone) (document.querySelector(`[data-zone="${zone}"] [data-item]`) as HTMLElement | null)?.focus();
};

/**
 * The player's decisions by real keys until `stop` holds: N between deals; a choice list: Enter on the
 * first (pass, the first suit, the first card to call, stop) or, when `bid` says so, the second (the
 * lowest bid, a hold); the exchange: P and Enter lays a card away, two at most, then K takes; a card: P
 * then Enter.
 */
async function playByKeys(m: Mounted, stop: () => boolean, maxSteps = 600, bid: () => boolean = () => false): Promise<void> {
  for (let i = 0; i < maxSteps && !stop(); i++) {
    const p = play(m);
    if (phase(m) === 'dealOver') await key(m, 'n');
    else if (p.choices) {
      focusZone('choices');
      if (phase(m) === 'auction' && bid() && p.choices.labels.length > 1) await sendKeys({ press: 'ArrowDown' });
      await key(m, 'Enter');
    } else if (myTurn(m)) {
      const legal = p.session.legalMoves;
      if (phase(m) === 'exchange' && (p.view.discards.length >= 2 || !legal.some((x) => x.type === 'discard')) && legal.some((x) => x.type === 'take')) {
        await key(m, 'k');
      } else {
        focusZone('hand');
        await key(m, 'p');
        await key(m, 'Enter');
      }
    } else await settle(m);
  }
}

/** A position where the player (seat 0, Lomber in a Solo in spades) has won the first five tricks and leads: stop or vole (O43). */
function premiersPosition(): OmbrePosition {
  const mine = ['AS', '2S', 'AC', 'KS', 'QS', 'JS', '7S', '6S', '5S'];
  const others = PACK.filter((c) => !c.endsWith('S') && c !== 'AC');
  const seat1 = others.slice(0, 9);
  const seat2 = others.slice(9, 18);
  const talon = [...others.slice(18), '4S', '3S'];
  const tricks = [0, 1, 2, 3, 4].map((i) => [
    { seat: 0, card: mine[i]! },
    { seat: 1, card: seat1[i]! },
    { seat: 2, card: seat2[i]! },
  ]);
  return {
    options: { game: 'ombre', tours: 1 },
    balances: [-1, 0, -2],
    pot: 3,
    betes: [],
    dealsPlayed: 0,
    dealer: 2,
    favourite: 'H',
    phase: 'play',
    toMove: 0,
    hands: [mine.slice(5), seat1.slice(5), seat2.slice(5)],
    talon,
    turned: null,
    auction: [{ seat: 0, move: 'bid', contract: 'solo', suit: 'S' }, { seat: 1, move: 'pass' }, { seat: 2, move: 'pass' }],
    lomber: 0,
    contract: 'solo',
    trump: 'S',
    called: null,
    partner: null,
    giver: null,
    discards: [[], [], []],
    taken: [[], [], []],
    matadors: null,
    trick: [],
    tricks,
    won: [5, 0, 0],
    vole: false,
    outcome: null,
  };
}

async function resumeAt(m: Mounted, pos: OmbrePosition, seed = 'pos'): Promise<void> {
  const snap = {
    version: 1,
    savedAt: new Date().toISOString(),
    gameId: `test-${seed}`,
    config: { options: pos.options, seed, seats: start('ombre').seats },
    state: JSON.parse(JSON.stringify(fromPosition(pos))),
    steps: [{ actor: null, move: null, events: [] }],
    log: [],
    focusZone: 'hand',
  };
  await m.shell.resumeGame('ombre', ombreSave.check(snap));
  await settle(m);
}

describe('Ombre at the table', function () {
  this.timeout(120000);
  let m: Mounted;
  afterEach(() => unmountApp());

  it('all three pass (the deal thrown in): focus on the next deal, the way on said once; Enter there deals on (issue 27)', async () => {
    m = await mountApp({ locale: 'en' });
    unpaced(m);
    // The others have passed and my pass is the auction's last word: the deal is thrown in.
    const options = { game: 'ombre' as const, tours: 1 };
    let s = (() => {
      for (let i = 1; i < 300; i++) {
        let x = ombreSession(options, `pass-${i}`);
        while (x.phase === 'auction' && x.toMove !== 0) {
          const r = ombreApply(x, { type: 'pass' });
          if (!r.ok) break;
          x = r.state;
        }
        const last = x.toMove === 0 ? ombreApply(x, { type: 'pass' }) : null;
        if (last?.ok && last.events.some((e) => e.type === 'allPassed')) return x;
      }
      throw new Error('no seed');
    })();
    const snap = {
      version: 1,
      savedAt: new Date().toISOString(),
      gameId: 'test-allpass',
      config: { options, seed: 'allpass', seats: start('ombre').seats },
      state: JSON.parse(JSON.stringify(s)),
      steps: [{ actor: null, move: null, events: [] }],
      log: [],
      focusZone: 'hand',
    };
    await m.shell.resumeGame('ombre', ombreSave.check(snap));
    await settle(m);
    expect(play(m).session.myTurn).to.equal(true);
    if (zoneOfFocus() !== 'choices') document.querySelector<HTMLElement>('[data-zone="choices"] [data-item]')!.focus();
    await until(() => zoneOfFocus() === 'choices');
    const pass = play(m).choices!.labels.findIndex((l) => /^pass$/i.test(l));
    expect(pass, play(m).choices!.labels.join(' | ')).to.be.at.least(0);
    document.querySelectorAll<HTMLElement>('[data-zone="choices"] [data-item]')[pass]!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => play(m).view.phase === 'dealOver');
    await settle(m);
    const primary = document.querySelector<HTMLElement>('[data-zone="actions"] button.primary');
    expect(zoneOfFocus(), `focus on ${active()?.textContent?.trim()}`).to.equal('actions');
    expect(active()).to.equal(primary);
    const log = logTexts(m);
    const way = play(m).messages.ui.wayOn(active()!.textContent!.trim(), 'N', false);
    expect(log.filter((t) => t === way), log.slice(-6).join(' | ')).to.have.length(1);
    await sendKeys({ press: 'Enter' });
    await until(() => play(m).view.phase !== 'dealOver');
  });

  /**
   * What a whole session says, in each language: the first deal's start with the favourite and the pot, the
   * pass among the choices, the favourite of each deal, every speech of the auction, my discard in one
   * sentence with the count of its cards (issue 27), no line per card, what I draw, each seat's exchange,
   * each trick's end, the result, the honours, the payments, the kettle, the standings.
   */
  interface Said {
    readonly first: RegExp;
    readonly pass: RegExp;
    readonly favourite: RegExp;
    readonly speech: RegExp;
    readonly laidAway: RegExp;
    readonly laidAwayCount: RegExp;
    readonly perCard: RegExp;
    readonly drawn: RegExp;
    readonly exchange: RegExp;
    readonly trick: RegExp;
    readonly result: RegExp;
    readonly honours: RegExp;
    readonly payments: RegExp;
    readonly kettle: RegExp;
    readonly standings: RegExp;
  }
  const SAID: Readonly<Record<Locale, Said>> = {
    de: {
      first: /^Spiel 1 von 3\. .+ gibs?t und setzt eine Marke; .+ Vorhand\. Die Farbe ist (Kreuz|Karo|Herz|Pik)\. Im Pot 1 Marke\.$/,
      pass: /Passen/,
      favourite: /^Spiel \d von 3\. .+ Die Farbe ist /,
      speech: /^(Du|Anna|Ben) (passt|fragst|fragt|bietest|bietet|hältst|hält)\b/,
      laidAway: /^Du legst .+ ab(: .+)?\.$/,
      laidAwayCount: /^Du legst (\d+) Karten (blind )?ab: /,
      perCard: /^(Blind )?[Aa]bgelegt: /,
      drawn: /^(Du kaufst|Blind gezogen): /,
      exchange: /^(Du|Anna|Ben) (kaufst|kauft) /,
      trick: /(gewinnt|gewinnst) den Stich mit .+, Stiche: du \d, Anna \d, Ben \d\.$/,
      result: /^(Gewonnen|Remise|Codille): /,
      honours: /^Honneurs: /,
      payments: /^Zahlungen: /,
      kettle: /^Der Kessel/,
      standings: /Endstand: 1\. /,
    },
    en: {
      first: /^Deal 1 of 3\. .+ deals? and puts? a mark in the pot; .+ the mano\. The favourite is (clubs|diamonds|hearts|spades)\. In the pot: 1 mark\.$/,
      pass: /Pass/,
      favourite: /^Deal \d of 3\. .+ The favourite is /,
      speech: /^(You|Anna|Ben) (pass|passes|ask|asks|bid|bids|hold|holds)\b/,
      laidAway: /^You lay away .+\.$/,
      laidAwayCount: /^You lay away (\d+) cards/,
      perCard: /^Laid away( blind)?: /,
      drawn: /^(You draw|Drawn blind): /,
      exchange: /^(You|Anna|Ben) (take|takes) /,
      trick: /wins? the trick with .+, tricks: you \d, Anna \d, Ben \d\.$/,
      result: /^(Won|Remise|Codille): /,
      honours: /^Honours: /,
      payments: /^Payments: /,
      kettle: /^The kettle/,
      standings: /Final standings: 1\. /,
    },
    pl: {
      first: /^Rozdanie 1 z 3\. (Rozdajesz i wpłacasz|(Anna|Ben) rozdaje i wpłaca) markę do puli; na ręku (jesteś ty|jest (Anna|Ben))\. Kolorem rozdania jest (trefl|karo|kier|pik)\. W puli: 1 marka\.$/,
      pass: /Pas/,
      favourite: /^Rozdanie \d z 3\. .+ Kolorem rozdania jest /,
      speech: /^(Pasujesz|Pytasz|Licytujesz|Trzymasz|(Anna|Ben) (pasuje|pyta|licytuje|trzyma))\b/,
      laidAway: /^Odkładasz .+\.$/,
      laidAwayCount: /^Odkładasz (?:w ciemno )?(\d+) kart/,
      perCard: /^Odłożone( w ciemno)?: /,
      drawn: /^(Kupujesz|Dobrane w ciemno): /,
      exchange: /^(Kupujesz|Nie kupujesz|(Anna|Ben) (kupuje|nie kupuje)) /,
      trick: /(bierze|Bierzesz) lewę .+, lewy: ty \d, Anna \d, Ben \d\.$/,
      result: /^(Wygrana|Remise|Kodille): /,
      honours: /^Honory: /,
      payments: /^Płatności: /,
      kettle: /^Kocioł/,
      standings: /Wynik końcowy: 1\. /,
    },
  };
  for (const locale of LOCALES) {
    it(`a whole seeded session of Ombre for three by keyboard alone, its announcements said (${locale})`, async () => {
      m = await mountApp({ locale });
      unpaced(m);
      const recorded: GameResult[] = [];
      const record = m.shell.recordResult.bind(m.shell);
      m.shell.recordResult = (r) => (recorded.push(r), record(r));
      await begin(m, 'ombre', '7', start('ombre', { tours: 1, level: 'normal' }));
      const said = SAID[locale];
      expect(logTexts(m)[0]).to.match(said.first);
      // The phases the session passes through, my turn in each.
      const seen = new Set<string>();
      let deal = 0;
      for (let guard = 0; guard < 800 && phase(m) !== 'sessionOver'; guard++) {
        if (myTurn(m) && phase(m) === 'auction') {
          expect(zoneOfFocus()).to.equal('choices');
          expect(document.querySelector('[data-zone="choices"]')?.textContent).to.match(said.pass);
          seen.add('auction');
        }
        if (myTurn(m) && phase(m) === 'exchange') seen.add('exchange');
        if (myTurn(m) && phase(m) === 'play') seen.add('play');
        if (phase(m) === 'dealOver') {
          seen.add('deal over');
          deal++;
        }
        // One decision by keys; in the second deal the player bids (the lowest bid, or holds): he may become the Lomber.
        await playByKeys(m, () => phase(m) === 'sessionOver', 1, () => deal === 1);
      }
      expect(phase(m)).to.equal('sessionOver');
      expect(await axeViolations(document)).to.equal('', 'session over');
      const events = play(m).session.steps.flatMap((s) => s.events);
      const log = logTexts(m);
      const count = (re: RegExp) => log.filter((t) => re.test(t)).length;
      const n = (type: string) => events.filter((e) => e.type === type).length;
      // The favourite announced at the start of each deal.
      expect(count(said.favourite)).to.equal(3);
      // Every speech of the auction.
      expect(count(said.speech)).to.equal(n('bid') + n('hold') + n('pass'));
      // The exchange: my accepted discard said once in one sentence (issue 27), what the talon gave said to its taker only, each seat's count to all.
      const mine = (type: string) => events.filter((e) => e.type === type && 'seat' in e && e.seat === 0).length;
      const laidAway = log.filter((t) => said.laidAway.test(t));
      const cardsIn = (t: string) => Number(said.laidAwayCount.exec(t)?.[1] ?? 1);
      expect(laidAway.reduce((a, t) => a + cardsIn(t), 0)).to.equal(mine('discarded')).and.to.be.greaterThan(0);
      expect(count(said.perCard), 'no line per card').to.equal(0);
      expect(count(said.drawn)).to.equal(mine('cardsTaken'));
      expect(count(said.exchange)).to.equal(n('exchange'));
      // Each trick's end, with the tricks per player.
      expect(count(said.trick)).to.equal(n('trick'));
      // The result, honours and payments of every deal played, the table after it.
      expect(count(said.result)).to.equal(n('result'));
      expect(count(said.honours)).to.equal(n('honours'));
      const paid = events.filter((e) => e.type === 'payment' && e.reason !== 'kettle').length;
      expect(log.filter((t) => said.payments.test(t)).reduce((a, t) => a + t.split(';').length, 0)).to.equal(paid);
      // The kettle and the standings.
      expect(count(said.kettle)).to.equal(1);
      expect(count(said.standings)).to.equal(1);
      // The statistics with the game's own counts.
      expect(m.shell.stats.get('ombre')?.played).to.equal(1);
      expect(recorded[0]!.feats).to.have.keys(['lomberWins', 'codilles', 'voles']);
      expect(recorded[0]!.won).to.equal(recorded[0]!.place === 1);
      for (const label of ['auction', 'exchange', 'play', 'deal over']) expect(seen.has(label), label).to.equal(true);
    });
  }

  it('the stop-or-vole decision after the premiers: a choice list, axe-clean; leading on declares the vole (O43)', async () => {
    m = await mountApp({ locale: 'de' });
    await resumeAt(m, premiersPosition());
    expect(play(m).choices?.labels).to.deep.equal(['Aufhören: gewonnen, mit den Premiers', 'Weiterspielen: deine nächste Karte sagt die Vole an, dann musst du alle Stiche machen.']);
    await until(() => zoneOfFocus() === 'choices');
    expect(await axeViolations(document)).to.equal('', 'vole decision');
    await sendKeys({ press: 'ArrowDown' });
    await key(m, 'Enter');
    expect(play(m).choices).to.equal(null);
    expect(zoneOfFocus()).to.equal('hand');
    focusZone('hand');
    await key(m, 'Enter');
    expect(logTexts(m).some((t) => /^Du spielst nach den Premiers weiter und sagst damit die Vole an/.test(t))).to.equal(true);
    expect(stateOf(play(m)).vole).to.equal(true);
    await playByKeys(m, () => phase(m) !== 'play', 30);
    expect(logTexts(m).some((t) => /^Gewonnen: Du, 9 Stiche, mit den Premiers, Vole\./.test(t))).to.equal(true);
    expect(logTexts(m).some((t) => /^Honneurs: Spiel 2, 9 Matadore 7, Premiers 1, Vole 4\. Jeder Gegner zahlt 14 Marken\.$/.test(t))).to.equal(true);
    expect(logTexts(m).some((t) => /^Zahlungen: Anna zahlt dir 14 Marken; Ben zahlt dir 14 Marken; du nimmst 3 Marken vom Tisch\.$/.test(t))).to.equal(true);
  });

  it('the hand by suit, trumps first in their order with the matadors marked; S H D C, Shift+H, Z, A, Shift+A; Shift+F1; a tap plays a card', async () => {
    m = await mountApp({ locale: 'de' });
    await resumeAt(m, { ...premiersPosition(), tricks: [], won: [0, 0, 0], hands: [['AS', '2S', 'AC', 'KS', 'QS', 'JS', '7S', '6S', '5S'], PACK.filter((c) => !c.endsWith('S') && c !== 'AC').slice(0, 9), PACK.filter((c) => !c.endsWith('S') && c !== 'AC').slice(9, 18)] });
    const cards = [...document.querySelectorAll<HTMLElement>('[data-zone="hand"] [data-item]')];
    expect(cards.map((c) => c.dataset['key'])).to.deep.equal(['AS', '2S', 'AC', 'KS', 'QS', 'JS', '7S', '6S', '5S']);
    expect(cards[0]!.textContent).to.match(/Spadille \(Pik Ass\), Matador, spielbar/);
    expect(cards[1]!.textContent).to.match(/Manille \(Pik Zwei\), Matador/);
    expect(document.querySelector('[data-zone="hand"] [role="group"]')?.getAttribute('aria-label')).to.equal('Pik, Trumpf, 9 Karten');
    cards[3]!.focus();
    await key(m, 's');
    expect(active()!.dataset['key']).to.equal('AS');
    await key(m, 'h');
    expect(m.shell.lastAnswer).to.equal('Du hast kein Herz.');
    await key(m, 'H', true);
    expect(m.shell.lastAnswer).to.equal('Deine Hand, 9 Karten: Pik, Trumpf: Spadille, Manille, Basta, König, Dame, Bube, Sieben, Sechs und Fünf. Du hast 9 Matadore.');
    await key(m, 'z');
    expect(m.shell.lastAnswer).to.equal('Im Pot 3 Marken. Keine Bête. Marken: du minus 1, Anna 0, Ben minus 2. Spiel 1 von 3.');
    await key(m, 'a');
    expect(m.shell.lastAnswer).to.match(/^Du bist Lomber: Solo in Pik\. Trumpf ist Pik\. Die Farbe ist Herz\. .*Stiche: du 0, Anna 0, Ben 0\.$/);
    await key(m, 'A', true);
    expect(play(m).choices?.labels).to.deep.equal(['Aufgeben: eine einfache Bête, keine Honneurs']);
    await sendKeys({ press: 'Escape' });
    await settle(m);
    await key(m, 'F1', true);
    expect(document.querySelector('dialog[data-dialog="rules"]')?.textContent).to.match(/Gespielt wird L’Hombre zu dritt.+Die Stiche.+Das Vorrecht der Matadore.+Geltende Regeln und Varianten/s);
    expect(await axeViolations(document)).to.equal('', 'rules');
    await sendKeys({ press: 'Escape' });
    await settle(m);
    // Touch: a tap on a card plays it.
    document.querySelector<HTMLElement>('[data-zone="hand"] [data-key="KS"]')!.click();
    await settle(m);
    expect(play(m).view.tricks.length + play(m).view.trick.length).to.be.greaterThan(0);
    expect(logTexts(m).some((t) => t === 'Du spielst Pik König aus.')).to.equal(true);
  });

  it('Quadrille: four players, ten cards each, played to the end of a deal by keys (QD2, QD13)', async () => {
    m = await mountApp({ locale: 'en' });
    unpaced(m);
    await begin(m, 'ombre', '12', start('quadrille'));
    expect(play(m).session.config.seats.length).to.equal(4);
    expect(play(m).view.hand.length).to.equal(10);
    expect(document.querySelectorAll('[data-zone="status"] tbody tr').length).to.equal(4);
    expect(logTexts(m)[0]).to.match(/^Deal 1 of 12\. .+ In the pot: 1 mark\.$/);
    await playByKeys(m, () => phase(m) === 'dealOver', 300);
    expect(phase(m)).to.equal('dealOver');
    const events = play(m).session.steps.flatMap((s) => s.events);
    const log = logTexts(m);
    const won = events.find((e) => e.type === 'auctionWon' || e.type === 'spadilleForcee');
    expect(won, 'a Lomber').to.not.equal(undefined);
    if (events.some((e) => e.type === 'called')) expect(log.some((t) => / calls? the /.test(t) || / asks? for the /.test(t))).to.equal(true);
    if (events.some((e) => e.type === 'partnerRevealed')) expect(log.some((t) => / plays? with /.test(t))).to.equal(true);
    expect(log.filter((t) => /wins? the trick with .+, tricks: you \d+, Anna \d+, Ben \d+, Clara \d+\.$/.test(t)).length).to.equal(events.filter((e) => e.type === 'trick').length);
    expect(log.some((t) => /^(Won|Remise|Codille): /.test(t))).to.equal(true);
    expect(await axeViolations(document)).to.equal('', 'quadrille deal over');
  });

  it('the command line: a speech of the auction, a named card, the reading words; an illegal card is refused with its rule and nothing changes (O40, O42)', async () => {
    m = await mountApp({ locale: 'en' });
    unpaced(m);
    await begin(m, 'ombre', '3', start('ombre'));
    await playByKeys(m, () => myTurn(m) && phase(m) === 'auction', 20);
    if (myTurn(m) && phase(m) === 'auction') {
      await play(m).submitCommand('pass');
      await settle(m);
      expect(logTexts(m).some((t) => t === 'You pass.')).to.equal(true);
    }
    await play(m).submitCommand('table');
    await settle(m);
    expect(m.shell.lastAnswer).to.match(/^In the pot: /);
    const names = deckNamer('french', 'en');
    let refused = false;
    let named = false;
    for (let i = 0; i < 200 && !(refused && named); i++) {
      await playByKeys(m, () => myTurn(m) && phase(m) === 'play', 40);
      if (!(myTurn(m) && phase(m) === 'play')) break;
      const p = play(m);
      const legal = new Set(p.session.legalMoves.flatMap((x) => (x.type === 'play' ? [x.card] : [])));
      const illegal = p.view.hand.find((c) => !legal.has(c));
      if (illegal && !refused) {
        const steps = p.session.steps.length;
        const state = JSON.stringify(stateOf(p));
        p.playCard(illegal);
        await settle(m);
        expect(m.shell.lastAnswer).to.match(/^(You must follow the suit led; .+ does not\. \(rule O40\)|A trump was led and you hold a trump that must follow; .+ is no trump\. \(rule O42\))$/);
        expect(p.session.steps.length).to.equal(steps);
        expect(JSON.stringify(stateOf(p))).to.equal(state);
        refused = true;
        continue;
      }
      const card = [...legal][0]!;
      await p.submitCommand(`play ${names.name(card)}`);
      await settle(m);
      expect(p.session.steps.some((s) => s.events.some((e) => e.type === 'cardPlayed' && e.card === card && e.seat === 0))).to.equal(true);
      named = true;
    }
    expect(refused && named).to.equal(true);
  });

  it('?game=ombre&seed=…&family=quadrille takes the family member and its variants; a bad family is told and nothing starts', async () => {
    const params = [...new Set(GAMES.flatMap((g) => g.urlParams ?? []))];
    const store = new SaveStore({ dbName: `ombre-test-${Date.now()}` });
    m = await mountApp({ locale: 'en' });
    await bootGame(m.shell, new Saving(m.shell, m.announcer, store), parseUrlParams('?game=ombre&seed=42&family=quadrille&variants=V-O-14', params));
    await settle(m);
    expect(play(m).gameId).to.equal('ombre');
    expect(play(m).session.config.options).to.deep.equal({ game: 'quadrille', variants: ['V-O-14'] });
    expect(play(m).session.config.seats.length).to.equal(4);
    unmountApp();
    m = await mountApp({ locale: 'en' });
    await bootGame(m.shell, new Saving(m.shell, m.announcer, store), parseUrlParams('?game=ombre&seed=42&family=tarok', params));
    await settle(m);
    expect(m.shell.notices.join(' ')).to.match(/family: tarok/);
    expect(m.shell.play).to.equal(null);
    indexedDB.deleteDatabase(store.dbName);
  });

  it('the new-game form: the family member sets the seats, the variants of the engine; it starts the game asked for', async () => {
    m = await mountApp({ locale: 'de' });
    await m.shell.choose('ombre');
    await settle(m);
    const form = document.querySelector('setup-form')!;
    expect(await axeViolations(document)).to.equal('', 'setup form');
    expect(form.querySelectorAll('input[name^="name-"]').length).to.equal(3);
    const cinquille = form.querySelector<HTMLInputElement>('input[name="family"][value="cinquille"]')!;
    cinquille.click();
    await settle(m);
    expect(form.querySelectorAll('input[name^="name-"]').length).to.equal(5);
    const quadrille = form.querySelector<HTMLInputElement>('input[name="family"][value="quadrille"]')!;
    quadrille.click();
    await settle(m);
    expect(form.querySelectorAll('input[name^="name-"]').length).to.equal(4);
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="variants"]')].map((i) => i.value)).to.include.members(['V-O-14', 'V-O-16', 'V-O-19']);
    form.querySelector<HTMLInputElement>('input[name="variants"][value="V-O-14"]')!.checked = true;
    form.querySelector<HTMLSelectElement>('select[name="level-1"]')!.value = 'easy';
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => m.shell.play !== null || m.shell.setupProblems.length > 0);
    expect(m.shell.setupProblems).to.deep.equal([]);
    await settle(m);
    expect(play(m).session.config.options).to.deep.equal({ game: 'quadrille', variants: ['V-O-14'] });
    expect(play(m).session.config.seats.map((x) => x.kind)).to.deep.equal(['human', 'computer', 'computer', 'computer']);
    expect(play(m).session.config.seats[1]!.level).to.equal('easy');
    expect(play(m).title).to.equal('L’Hombre: Quadrille');
  });
});
