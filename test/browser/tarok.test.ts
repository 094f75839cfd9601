/**
 * Tarok at the generic table (issue 24), with real key events, what is its own: a whole seeded deal
 * of each form by keyboard alone, in each language — en trois with me laying the Skat (only the cards
 * allowed marked, a tarok refused with its rule and nothing changed: T10, T11), the announcements
 * said as counts only (T14–T19), the Sky marked as the excuse (T22), every trick's winner, the prizes,
 * the card points and the payments with their reasons; en deux with the party's score, the distance to
 * 100 and the 50 line (TD7, TD8); Taroklomber with the auction by keys and its holder one key away (B),
 * the call and the card given back said to me (TL11–TL17), the new method's Skat laid (TL16). Axe in
 * every phase of a deal, F1, save and resume and the same address resuming are the shared suite's
 * (seat-games.test.ts).
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { logTexts, mountApp, settle, unmountApp, until, type Mounted } from './app-harness.js';
import { begin, zoneOfFocus } from './trick-harness.js';
import { unpaced } from './seat-harness.js';
import '../../src/games/tarok/game.js';
import type { TarokPlay } from '../../src/games/tarok/play.js';
import type { TarokStart } from '../../src/games/tarok/setup.js';
import { tarokMessages } from '../../src/games/tarok/texts.js';
import type { GameResult } from '../../src/storage/save-store.js';
import { isTarok, newSession, skyWent, type TarokOptions, type TarokState } from '../../src/games/tarok/index.js';
import type { Method } from '../../src/games/tarok/types.js';
import { SKY } from '../../src/games/tarok/cards.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';

const NAMES = ['Me', 'Anna', 'Ben'];

function start(options: TarokOptions, level: 'easy' | 'normal' = 'normal'): TarokStart {
  const n = options.form === 'deux' ? 2 : 3;
  return { options, seats: NAMES.slice(0, n).map((name, i) => ({ name, kind: i === 0 ? 'human' : 'computer', level })) };
}

const play = (m: Mounted) => m.shell.play as TarokPlay;
const stateOf = (m: Mounted) => (play(m).session as unknown as { readonly state: TarokState }).state;
const phase = (m: Mounted) => play(m).view.phase;
const myTurn = (m: Mounted) => play(m).session.myTurn;
const over = (m: Mounted) => ['dealOver', 'partyOver', 'sessionOver'].includes(phase(m));

const key = async (m: Mounted, press: string) => {
  await sendKeys({ press });
  await settle(m);
};
const focusZone = (zone: string) => {
  if (zoneOfFocus() !== zone) (document.querySelector(`[data-zone="${zone}"] [data-item]`) as HTMLElement | null)?.focus();
};

/** A seed whose first deal has `dealer` dealing. */
function seedWithDealer(o: TarokOptions, dealer: number): string {
  for (let i = 1; i < 200; i++) if (newSession(o, String(i)).dealer === dealer) return String(i);
  throw new Error('no seed');
}

/** T14–T19: each seat's announcement as the table says it, from the engine's counts (dealer first). */
function announcementWords(m: Mounted, locale: Locale): string[] {
  const s = stateOf(m);
  const x = tarokMessages(locale).tarok;
  const n = s.hands.length;
  return Array.from({ length: n }, (_, i) => (s.dealer + i) % n).map((seat) => x.announced({ who: { name: NAMES[seat]!, self: seat === 0 }, ...s.announcements![seat]! }));
}

const SUIT_WORDS: Readonly<Record<Locale, RegExp>> = { en: /\b(hearts|spades|diamonds|clubs|Pagat|Mond)\b/i, de: /\b(Herz|Pik|Karo|Kreuz|Pagat|Mond)\b/, pl: /(?<![\p{L}])(kier|pik|karo|trefl|pagat|mond)/iu };

/** What each language says, a record by language (a language without its words is a compile error here). */
interface Words {
  /** T2: the red pips backwards, in the order said at the start. */
  order: RegExp;
  mayLay: RegExp;
  /** T11: a tarok refused for the Skat, with its rule. */
  skatRefused: RegExp;
  /** My i-th card laid into the Skat, with its count (T10). */
  laid: (t: string, i: number) => boolean;
  skatLaid: string;
  /** T14–T19: counts only, or nothing to announce. */
  announcement: RegExp;
  trickWon: RegExp;
  cardPoints: RegExp;
  payments: RegExp;
  /** T28: each prize made or lost in a trick, and before whom it lies. */
  prize: RegExp;
  /** TD7, TD8: one seat's line of the party. */
  partyLine: (who: string, score: number) => string;
  /** Me in the party's lines. */
  you: string;
  scoreLine: RegExp;
  party: string;
  /** Taroklomber's method played in this language (both are played across the languages). */
  method: Method;
  noBid: RegExp;
  mayGive: RegExp;
  iBid: (game: string) => string;
  iCall: RegExp;
  iGiveBack: (to: string) => RegExp;
  myResult: RegExp;
  result: RegExp;
  skatTaken: RegExp;
}
const WORDS: Readonly<Record<Locale, Words>> = {
  en: {
    order: /the pips run backwards: after the jack the ace is the highest pip and the ten the lowest/,
    mayLay: /may go to the Skat/,
    skatRefused: /may not go to the Skat: neither a tarok nor a King may \((T11)\)\.$/,
    laid: (t, i) => t.endsWith(`into the Skat, ${i} of 3.`),
    skatLaid: 'You have laid the Skat.',
    announcement: /^(You|Anna|Ben)(: .+: \d+| has nothing to announce| have nothing to announce)\.$/,
    trickWon: /the trick with/,
    cardPoints: /^Card points: you \d+, Anna \d+, Ben \d+\.$/,
    payments: /^Payments: .+ (for the announcements|for the card points|for the Pagat and the Kings)/,
    prize: /is (made|lost)( in the last trick)? and lies before/,
    partyLine: (who, score) => `${who} ${score}, ${score >= 100 ? 'past 100' : `${100 - score} short of 100`}, ${score >= 50 ? 'above the 50 line' : 'below the 50 line'}`,
    you: 'you',
    scoreLine: /^This deal writes /,
    party: 'The party: ',
    method: 'old',
    noBid: /^No bid yet\. You speak\.$/,
    mayGive: /may be given back/,
    iBid: (game) => `You bid ${game}.`,
    iCall: /^You call .+(hands it over|lies in the Skat)/,
    iGiveBack: (to) => new RegExp(`^You give ${to} .+ back\\.$`),
    myResult: /^You (win|lose|make Tout)|is a remise/,
    result: /(wins|loses|makes Tout|is a remise|thrown in)/,
    skatTaken: /takes? the Skat/,
  },
  de: {
    order: /verkehrt: nach dem Buben ist das Ass die höchste Zahl und die Zehn die niedrigste/,
    mayLay: /darf in den Skat/,
    skatRefused: /darf nicht in den Skat: kein Tarock und kein König darf dorthin \((T11)\)\.$/,
    laid: (t, i) => t.endsWith(`in den Skat, ${i} von 3.`),
    skatLaid: 'Du hast den Skat gelegt.',
    announcement: /^(Du|Anna|Ben)(: .+: \d+| hat nichts anzusagen| hast nichts anzusagen)\.$/,
    trickWon: /den Stich mit/,
    cardPoints: /^Kartenpunkte: du \d+, Anna \d+, Ben \d+\.$/,
    payments: /^Zahlungen: .+ (für die Ansagen|für die Kartenpunkte|für Pagat und Könige)/,
    prize: /(gemacht|verloren) und liegt vor/,
    partyLine: (who, score) => `${who} ${score}, ${score >= 100 ? 'über 100' : `${100 - score} bis 100`}, ${score >= 50 ? 'über der Linie von 50' : 'unter der Linie von 50'}`,
    you: 'du',
    scoreLine: /^Angeschrieben: /,
    party: 'Die Partie: ',
    method: 'new',
    noBid: /^Noch kein Gebot\. Du sprichst\.$/,
    mayGive: /darf zurückgegeben werden/,
    iBid: (game) => `Du bietest ${game}.`,
    iCall: /^Du rufst .+(gibt die Karte her|liegt im Skat)/,
    iGiveBack: (to) => new RegExp(`^Du gibst ${to} .+ zurück\\.$`),
    myResult: /^Du (gewinnst|verlierst|machst Tout)|ist Remise/,
    result: /(gewinnt|verliert|macht Tout|ist Remise|eingeworfen)/,
    skatTaken: /nimmst? den Skat/,
  },
  // The cards inflected by the sentence ("kładziesz do skatu siódemkę kier"), the names in the nominative ("graczowi Anna").
  pl: {
    order: /blotki idą odwrotnie: po walecie as jest najwyższą blotką, a dziesiątka najniższą/,
    mayLay: /może iść do skatu/,
    skatRefused: /nie może iść do skatu: nie wolno tam kłaść ani taroka, ani króla\. \(reguła T11\)$/,
    laid: (t, i) => new RegExp(`^Kładziesz do skatu .+, ${i} z 3\\.$`).test(t),
    skatLaid: 'Twój skat jest położony.',
    announcement: /^((Ty|Anna|Ben): .+: \d+|Nie masz nic do zapowiedzenia|(Anna|Ben) nie ma nic do zapowiedzenia)\.$/,
    trickWon: /(Bierzesz|bierze) lewę /,
    cardPoints: /^Punkty z kart: ty \d+, Anna \d+, Ben \d+\.$/,
    payments: /^Płatności: .+ (za zapowiedzi|za punkty z kart|za pagata i króle)/,
    prize: /jest (zrobiony|zrobiona|zrobione|przegrany|przegrana|przegrane)( w ostatniej lewie)? i leży przed /,
    partyLine: (who, score) => `${who} ${score}, ${score >= 100 ? 'ponad 100' : `${100 - score} do 100`}, ${score >= 50 ? 'nad linią 50' : 'pod linią 50'}`,
    you: 'ty',
    scoreLine: /^Zapis tego rozdania: /,
    party: 'Partia: ',
    method: 'new',
    noBid: /^Jeszcze nikt nie licytuje\. Mówisz ty\.$/,
    mayGive: /można ją oddać/,
    iBid: (game) => `Licytujesz ${game}.`,
    iCall: /^Wołasz .+(; kartę oddaje (Anna|Ben)\.|: karta leży w skacie, nikt jej nie oddaje\.)$/,
    iGiveBack: (to) => new RegExp(`^Oddajesz graczowi ${to} .+\\.$`),
    myResult: /^(Wygrywasz|Przegrywasz|Robisz Tout) |kończy się remisem: masz dokładnie 39/,
    result: /(wygrywa|przegrywa|robi Tout|kończy się remisem|przepada)/,
    skatTaken: /(Bierzesz|bierze) skat/,
  },
};

/** My decisions of a deal by keys: a choice list's first entry (or `pick`), a card: P then Enter; until the deal is over. */
async function playDeal(m: Mounted, pick: (m: Mounted) => Promise<boolean> = async () => false): Promise<void> {
  for (let guard = 0; guard < 600 && !over(m); guard++) {
    const p = play(m);
    if (myTurn(m) && (await pick(m))) continue;
    if (p.choices) {
      focusZone('choices');
      await key(m, 'Enter');
    } else if (myTurn(m)) {
      focusZone('hand');
      await key(m, 'p');
      await key(m, 'Enter');
    } else await settle(m);
  }
  expect(over(m), `the deal ended (${phase(m)})`).to.equal(true);
}

describe('Tarok at the table (issue 24)', function () {
  this.timeout(300000);
  let m: Mounted;
  afterEach(() => unmountApp());

  for (const locale of LOCALES) {
    const w = WORDS[locale];

    it(`en trois by keys: I lay the Skat (T10, T11: only allowed cards, a tarok refused), the announcements as counts only (T14–T19), 25 tricks, prizes, card points and payments (T28–T33) (${locale})`, async () => {
      m = await mountApp({ locale });
      unpaced(m);
      const o: TarokOptions = { form: 'trois' };
      await begin(m, 'tarok', seedWithDealer(o, 0), start(o));
      expect(phase(m)).to.equal('skat');
      expect(myTurn(m)).to.equal(true);
      expect(logTexts(m).join(' ')).to.match(w.order);
      // Only the cards the Skat may take are marked (T11): no tarok, no King (the Pagat exception aside).
      const marked = [...document.querySelectorAll<HTMLElement>('[data-zone="hand"] [data-item].playable')];
      for (const el of marked) expect(el.textContent).to.match(w.mayLay);
      const allowed = new Set(play(m).session.legalMoves.map((x) => (x as { card: string }).card));
      expect(marked.map((el) => el.dataset['key']).sort()).to.deep.equal([...allowed].sort());
      expect([...allowed].some((c) => (isTarok(c) && c !== 'T-1') || c.endsWith('-K'))).to.equal(false);
      // X goes to the taroks; Enter on one is refused with T11 and nothing changes.
      focusZone('hand');
      await key(m, 'x');
      const tarok = document.activeElement as HTMLElement;
      expect(isTarok(tarok.dataset['key']!)).to.equal(true);
      const steps = play(m).session.steps.length;
      await key(m, 'Enter');
      expect(m.shell.lastAnswer).to.match(w.skatRefused);
      expect(play(m).session.steps.length).to.equal(steps);
      expect(document.activeElement).to.equal(tarok);
      // Three allowed cards by P and Enter: each said with its count, then the Skat laid and the announcements.
      for (let i = 1; i <= 3; i++) {
        await key(m, 'p');
        await key(m, 'Enter');
        expect(logTexts(m).some((t) => w.laid(t, i)), `card ${i} laid`).to.equal(true);
      }
      await until(() => stateOf(m).announcements !== null);
      const log = logTexts(m);
      expect(log).to.include(w.skatLaid);
      for (const a of announcementWords(m, locale)) {
        expect(log, a).to.include(a);
        expect(a).to.match(w.announcement);
        expect(a, 'counts only, never which cards').to.not.match(SUIT_WORDS[locale]);
      }
      await playDeal(m);
      const end = logTexts(m);
      expect(end.filter((t) => w.trickWon.test(t)).length, 'every trick with its winner').to.equal(25);
      expect(end.some((t) => w.cardPoints.test(t))).to.equal(true);
      expect(end.some((t) => w.payments.test(t))).to.equal(true);
      // T25, T37: where the Sky went is said at its trick and again with the deal's end (once when its trick is the last).
      const sky = skyWent(stateOf(m).tricks);
      expect(sky, 'en trois: every card is played but the Skat, the Sky among them (T11)').to.not.equal(null);
      const seatWho = (s: number) => ({ name: NAMES[s]!, self: s === 0 });
      const skyText = tarokMessages(locale).tarok.sky(seatWho(sky!.seat), seatWho(sky!.to), sky!.kept, sky!.trick);
      expect(end.filter((t) => t === skyText || t.startsWith(`${skyText} `) || t.includes(` ${skyText}`)).length, skyText).to.equal(sky!.trick < 25 ? 2 : 1);
      const prizes = stateOf(m).tricks.flat().filter((x) => x.card === 'T-1' || x.card.endsWith('-K') && !isTarok(x.card)).length;
      expect(end.filter((t) => w.prize.test(t)).length, 'each prize before whom it lies (T28)').to.equal(prizes);
    });

    it(`T22: in the play the Sky is marked as the excuse, always playable, and "playable" is not said after it (${locale})`, async () => {
      m = await mountApp({ locale });
      unpaced(m);
      const o: TarokOptions = { form: 'trois' };
      // A seed where another seat deals (my hand is not touched by the Skat) and I hold the Sky.
      let seed = '';
      for (let i = 1; i < 500 && !seed; i++) {
        const s = newSession(o, String(i));
        if (s.dealer !== 0 && s.hands[0]!.includes(SKY)) seed = String(i);
      }
      expect(seed, 'a seed with the Sky in my hand').to.not.equal('');
      await begin(m, 'tarok', seed, start(o));
      await until(() => phase(m) === 'play');
      const sky = document.querySelector<HTMLElement>(`[data-zone="hand"] [data-key="${SKY}"]`);
      expect(sky, 'the Sky in my hand').to.not.equal(null);
      const text = sky!.textContent!.trim();
      expect(text.endsWith(tarokMessages(locale).ui.skyTag), text).to.equal(true);
    });

    it(`en deux by keys: the party's score, the distance to 100 and the 50 line (TD7, TD8), the announcements (${locale})`, async () => {
      m = await mountApp({ locale });
      unpaced(m);
      const o: TarokOptions = { form: 'deux' };
      await begin(m, 'tarok', seedWithDealer(o, 1), start(o));
      await playDeal(m);
      const log = logTexts(m);
      for (const a of announcementWords(m, locale)) expect(log, a).to.include(a);
      const s = stateOf(m);
      const line = (seat: number) => w.partyLine(seat === 0 ? w.you : 'Anna', s.scores![seat]!);
      const scoreLine = log.find((t) => w.scoreLine.test(t));
      expect(scoreLine, 'the deal written down').to.be.a('string');
      if (s.phase === 'dealOver') expect(scoreLine).to.contain(`${w.party}${line(0)}; ${line(1)}.`);
      expect(log.filter((t) => t.includes(w.party)).length, "the party said once at the deal's end (TD7)").to.equal(1);
      // Z reads the party again.
      focusZone('actions');
      await key(m, 'z');
      expect(m.shell.lastAnswer).to.contain(`${w.party}${w.you} `);
    });

    it(`Taroklomber by keys (${w.method} method): the auction with its holder one key away (B), my bid, the call and the card given back said to me, the result (TL11–TL22) (${locale})`, async () => {
      m = await mountApp({ locale });
      unpaced(m);
      const method = w.method;
      const o: TarokOptions = { form: 'lomber', method };
      // Seat 2 deals: I am eldest and speak first (TL11).
      await begin(m, 'tarok', seedWithDealer(o, 2), start(o));
      let asked = false;
      const low = method === 'old' ? 'aDue' : 'aUno';
      let gave = 0;
      await playDeal(m, async (mm) => {
        if (phase(mm) === 'give') {
          // TL14: only the cards I may give back are marked so.
          const marked = [...document.querySelectorAll<HTMLElement>('[data-zone="hand"] [data-item].playable')];
          expect(marked.length).to.be.greaterThan(0);
          for (const el of marked) expect(el.textContent).to.match(w.mayGive);
          gave++;
          return false;
        }
        if (phase(mm) !== 'auction' || asked) return false;
        asked = true;
        await until(() => zoneOfFocus() === 'choices');
        // B: the bid now and who speaks, without leaving the list.
        await key(mm, 'b');
        expect(mm.shell.lastAnswer).to.match(w.noBid);
        // My bid by its digit: pass is 1, the lowest game 2.
        const legal = play(mm).session.legalMoves;
        const at = legal.findIndex((x) => x.type === 'bid' && x.game === low);
        expect(at).to.equal(1);
        await key(mm, String(at + 1));
        expect(logTexts(mm)).to.include(w.iBid(tarokMessages(locale).tarok.gameName(low)));
        return true;
      });
      const s = stateOf(m);
      const log = logTexts(m);
      expect(asked, 'I spoke in the auction').to.equal(true);
      if (s.declarer === 0) {
        // My calls: each handed over (or lying in the Skat), the card given back named to me (TL14, TL17).
        expect(s.calls.length).to.be.greaterThan(0);
        expect(gave, 'a card given back by keys').to.be.at.least(s.calls.filter((c) => c.from !== null).length);
        for (const c of s.calls) {
          expect(log.some((t) => w.iCall.test(t))).to.equal(true);
          if (c.from !== null) expect(log.some((t) => w.iGiveBack(NAMES[c.from!]!).test(t))).to.equal(true);
        }
        expect(log.some((t) => w.myResult.test(t)), 'my result').to.equal(true);
      } else {
        expect(log.some((t) => w.result.test(t)), 'the result').to.equal(true);
      }
      if (method === 'new' && s.declarer !== null) expect(log.some((t) => w.skatTaken.test(t)), 'the new method\'s Skat taken (TL16)').to.equal(true);
      expect(log.filter((t) => w.trickWon.test(t)).length).to.equal(s.outcome === 'passed' ? 0 : 25);
    });
  }

  it('a whole session by keys (en trois, one tour: T35): the statistics count it with the feats pagatUltimo, partiesWon, lomberWon; Shift+F1 reads the rules in force', async () => {
    m = await mountApp({ locale: 'en' });
    unpaced(m);
    const recorded: GameResult[] = [];
    const record = m.shell.recordResult.bind(m.shell);
    m.shell.recordResult = (r) => (recorded.push(r), record(r));
    await begin(m, 'tarok', '3', start({ form: 'trois', tours: 1 }));
    for (let deal = 0; deal < 3; deal++) {
      await playDeal(m);
      if (phase(m) !== 'sessionOver') {
        focusZone('actions');
        await key(m, 'n');
      }
    }
    expect(phase(m)).to.equal('sessionOver');
    expect(recorded).to.have.length(1);
    const r = recorded[0]!;
    const balances = stateOf(m).balances;
    expect(r.game).to.equal('tarok');
    expect(r.score).to.equal(balances[0]);
    expect(r.place).to.equal(1 + balances.filter((b) => b > balances[0]!).length);
    expect(Object.keys(r.feats ?? {}).sort()).to.deep.equal(['lomberWon', 'pagatUltimo', 'partiesWon']);
    expect(r.feats?.['partiesWon']).to.equal(0);
    expect(r.feats?.['lomberWon']).to.equal(0);
    // The Pagat ultimo: my Pagat won the last trick (T29), counted from the session's tricks.
    const steps = play(m).session.steps as readonly { events: readonly { type: string; number?: number; winner?: number; cards?: { seat: number; card: string }[] }[] }[];
    const ultimo = steps.flatMap((st) => st.events).filter((e) => e.type === 'trick' && e.number === 25 && e.winner === 0 && e.cards!.some((c) => c.seat === 0 && c.card === 'T-1')).length;
    expect(r.feats?.['pagatUltimo']).to.equal(ultimo);
    expect(logTexts(m).some((t) => /^The session is over\. Place 1: /.test(t))).to.equal(true);
    // Shift+F1: the rules of the form in force.
    focusZone('actions');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'F1' });
    await sendKeys({ up: 'Shift' });
    await settle(m);
    await until(() => !!document.querySelector<HTMLDialogElement>('dialog[data-dialog="rules"]')?.open);
    expect(document.querySelector('dialog[data-dialog="rules"]')!.textContent).to.match(/Tarok en trois/);
  });

  it('Taroklomber, everyone passes and a computer ends the auction (TL13): focus goes from my pass to the next deal, the way on said once', async () => {
    m = await mountApp({ locale: 'de' });
    // Paced as the app is: the computers' passes come after mine while the list closes.
    await begin(m, 'tarok', '2', start({ form: 'lomber' }, 'easy'));
    await playDeal(m);
    await settle(m);
    expect(stateOf(m).outcome).to.equal('passed');
    expect(logTexts(m)).to.not.include('Niemand hat gespielt.');
    expect(zoneOfFocus()).to.equal('actions');
    expect(logTexts(m).filter((t) => /^Weiter mit N/.test(t))).to.have.length(1);
  });
});
