/**
 * Der deutsche Katalog von Tarok (src/games/tarok/messages.ts), über den gemeinsamen Wörtern des
 * Stichspieltischs, mit den Wörtern des Taroktischs: Tarocke, Pagat, Mond, Sküs, Matadore, ganze und
 * halbe Kavallerien mit dem Sküs, Könige, der Skat, Ladons, gemacht und verloren; beim Taroklomber a
 * Due, a Uno, Solo, Halten, Rufen, Remise und Tout; en deux die Partie bis 100.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { AnnouncementPhrase, TarokCatalogue } from '../../src/games/tarok/messages.js';
import type { Form, Game, Method } from '../../src/games/tarok/types.js';
import { trickUiDe, tricksDe } from '../tricks/de.js';

const L = 'de' as const;
const subj = (w: Who, start = true) => (w.self ? (start ? 'Du' : 'du') : w.name);
const obj = (w: Who) => (w.self ? 'du' : w.name);
const dat = (w: Who) => (w.self ? 'dir' : w.name);
const acc = (w: Who) => (w.self ? 'dich' : w.name);
/** "Annas", "dein"/"deine" (the noun's gender given). */
const poss = (w: Who, fem: boolean, start = false) => (w.self ? (start ? (fem ? 'Deine' : 'Dein') : fem ? 'deine' : 'dein') : /[sßxz]$/.test(w.name) ? `${w.name}’` : `${w.name}s`);
const v = (w: Who, du: string, er: string) => (w.self ? du : er);
const pointsN = (n: number) => plural(L, n, { one: 'Punkt', other: 'Punkte' });
/** After "mit": the dative plural ("mit 21 Punkten"). */
const pointsWith = (n: number) => plural(L, n, { one: 'Punkt', other: 'Punkten' });
const signed = (n: number) => (n > 0 ? `plus ${n}` : n < 0 ? `minus ${-n}` : '0');

const NUMBERS = ['kein', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn', 'zwanzig', 'einundzwanzig', 'zweiundzwanzig'];
/** Eine Zahl in Worten, wie man sie am Tisch sagt ("zehn Tarocke"); "eine" für weibliche Wörter. */
const count = (n: number, one: string, other: string, fem = false) => (n === 1 ? `${fem ? 'eine' : 'ein'} ${one}` : `${NUMBERS[n] ?? String(n)} ${other}`);

export const FORM_NAMES: Readonly<Record<Form, string>> = { trois: 'Tarok en trois', deux: 'Tarok en deux', lomber: 'Taroklomber' };
const METHOD: Readonly<Record<Method, string>> = { old: 'alte Art', new: 'neue Art' };
const GAME: Readonly<Record<Game, string>> = { aDue: 'a Due', aUno: 'a Uno', solo: 'Solo' };

export const VARIANTS: Record<string, { name: string; description: string }> = {
  'V-T-1': { name: 'Kein Stich wird bezahlt', description: 'En trois: wer keinen einzigen Stich macht, bekommt von jedem der beiden anderen 26.' },
  'V-T-2': { name: 'Matadore von unten', description: 'Die Matadore zählen auch vom Pagat aufwärts (Sküs, Mond, Pagat, dann II, III …); angesagt wird die bessere Zahl.' },
};

const FORM_HELP: Readonly<Record<Form, string>> = {
  trois: 'Drei Spieler, jeder für sich: der Geber legt den Skat, jeder sagt seine Tarocke, Matadore, Kavallerien und Könige an, um Pagat und Könige wird gespielt, und die Karten werden gegen 26 gezählt.',
  deux: 'Zwei Spieler spielen bis 100 Punkte: je 25 Karten, 25 liegen ungesehen beiseite; Ansagen, Prämien und Kartenpunkte werden angeschrieben; wer unter 50 bleibt, verliert die Partie doppelt.',
  lomber: 'Tarok mit dem Reizen des l’Hombre: einer, der Spieler, spielt a Due, a Uno oder Solo gegen die beiden anderen und braucht 40 der 78 Kartenpunkte.',
};

const REASON: Readonly<Record<string, string>> = {
  announcements: 'für die Ansagen',
  prizes: 'für Pagat und Könige',
  cards: 'für die Kartenpunkte',
  noTrick: 'für keinen Stich',
  party: 'für die Partie',
  game: 'für das Spiel',
  aPersonne: 'à personne',
};

/** T14–T19, wie man es am Tisch sagt: "Anna: zehn Tarocke, drei Matadore, eine halbe Kavallerie mit dem Sküs, vier Könige: 40." */
function announcement(a: AnnouncementPhrase): string {
  const items: string[] = [];
  if (a.taroks) items.push(count(a.taroks, 'Tarock', 'Tarocke'));
  if (a.matadors) items.push(count(a.matadors, 'Matador', 'Matadore'));
  const cav: string[] = [];
  if (a.whole) cav.push(a.whole === 1 ? 'eine ganze Kavallerie' : `${NUMBERS[a.whole] ?? a.whole} ganze Kavallerien`);
  if (a.half) cav.push(a.half === 1 ? 'eine halbe Kavallerie' : `${NUMBERS[a.half] ?? a.half} halbe Kavallerien`);
  if (cav.length) items.push(`${list(L, cav)}${a.skied ? ' mit dem Sküs' : ''}`);
  if (a.kings) items.push(count(a.kings, 'König', 'Könige'));
  if (items.length === 0) return `${subj(a.who)} ${v(a.who, 'hast', 'hat')} nichts anzusagen.`;
  return `${subj(a.who)}: ${items.join(', ')}: ${a.points}.`;
}

const callsWords = (n: number) => (n === 0 ? 'kein Ruf' : n === 1 ? 'eine Karte rufen' : 'zwei Karten rufen');

export const tarokDe: TarokCatalogue = {
  tricks: tricksDe,
  ui: {
    ...trickUiDe,
    commands: {
      ...trickUiDe.trickCommands,
      playCard: { name: 'Karte spielen', help: 'Die Karte im Fokus spielen; beim Skatlegen in den Skat legen; im Tausch des Taroklombers zurückgeben; beim Reizen die Auswahl öffnen.' },
      suitT: { name: 'Tarocke', help: 'In der Hand: zum höchsten Tarock (zuerst der Sküs).' },
      suitS: { name: 'Pik', help: 'In der Hand: zur höchsten Pik.' },
      suitH: { name: 'Herz', help: 'In der Hand: zur höchsten Herz.' },
      suitD: { name: 'Karo', help: 'In der Hand: zur höchsten Karo.' },
      suitC: { name: 'Kreuz', help: 'In der Hand: zur höchsten Kreuz.' },
      readTable: { name: 'Tisch und Marken', help: 'Die Marken aller; en deux der Stand der Partie, der Abstand zu 100 und die Linie bei 50; das wievielte Spiel der Sitzung.' },
      readGame: { name: 'Spiel', help: 'Die Form, die Ansagen (nur Zahlen) oder beim Taroklomber Reizen und Rufe, der Skat, wo du ihn sehen darfst, die Stiche.' },
      readBid: { name: 'Reizen', help: 'Taroklomber: das gebotene Spiel und wer es hält, wer gepasst hat und wer spricht; danach der Spieler, sein Spiel und die Rufe.' },
      readOrder: { name: 'Rangfolge der Karten', help: 'Wie die Karten stehen: die Tarocke vom Mond bis zum Pagat, der Sküs, der nie sticht, und die verkehrten Zahlen der roten Farben.' },
      declare: { name: 'Auswahl', help: 'Die Liste dessen öffnen, was du jetzt tun kannst: beim Reizen passen, bieten oder halten; eine Karte rufen.' },
      nextDeal: { name: 'Nächstes Spiel', help: 'Das nächste Spiel geben, wenn dieses vorbei ist.' },
    },
    colRole: 'Rolle',
    colTricks: 'Stiche',
    colMarks: 'Marken',
    colScore: 'Stand der Partie',
    eldest: 'Vorhand',
    declarer: 'Spieler',
    opponent: 'Gegner',
    dealLabel: 'Spiel',
    dealOf: (n, of) => `Spiel ${n} von ${of}`,
    partyLabel: 'Partie',
    partyOf: (n, of) => `Partie ${n} von ${of}`,
    gameLabel: 'Gespielt',
    skatLabel: 'Skat',
    none: 'keins',
    readTable: 'Tisch',
    readGame: 'Spiel',
    declare: 'Auswahl',
    mayLay: 'darf in den Skat',
    mayGive: 'darf zurückgegeben werden',
    skyTag: 'der Sküs: immer spielbar, sticht nie',
    commandHint: 'Zum Beispiel: skat herz sieben, passe, a uno, halte, rufe herz könig, gib kreuz bube, spiele pagat, tisch, spiel, rangfolge.',
    resumed: 'Dein Tarok geht weiter, wo du aufgehört hast.',
    commandUnknown: 'Das habe ich nicht verstanden. Versuch: spiele herz könig, skat kreuz sieben, passe, solo, tisch, hilfe.',
    choicesHeading: (kind, n) => `${({ auction: 'Dein Gebot', call: 'Eine Karte rufen', declare: 'Auswahl' } as Record<string, string>)[kind] ?? 'Auswahl'}, ${plural(L, n, { one: 'Möglichkeit', other: 'Möglichkeiten' })}`,
    form: 'Spiel',
    formOption: (f) => `${FORM_NAMES[f]} (${plural(L, f === 'deux' ? 2 : 3, { one: 'Spieler', other: 'Spieler' })})`,
    formHelp: (f) => FORM_HELP[f],
    method: 'Art des Taroklombers',
    methodHelp: 'Die alte Art: der Geber legt den Skat vor dem Reizen, und er gehört ihm; a Due, a Uno und Solo. Die neue Art: drei Karten liegen beiseite, der Spieler nimmt sie und legt drei ab; a Uno und Solo.',
    methodOption: (m) => capitalize(METHOD[m]),
    variants: 'Varianten',
    variantName: (id) => VARIANTS[id]?.name ?? id,
    variantDescription: (id) => VARIANTS[id]?.description ?? '',
    variantFor: (forms) => `Gilt für: ${forms}.`,
    tours: 'Touren',
    toursHelp: 'En trois und Taroklomber: in einer Tour gibt jeder einmal.',
    toursDefault: 'Wie im Buch: 4 Touren',
    toursCount: (n) => plural(L, n, { one: 'Tour', other: 'Touren' }),
    parties: 'Partien',
    partiesHelp: 'En deux: wie viele Partien bis 100 die Sitzung hat.',
    partiesCount: (n) => plural(L, n, { one: 'Partie', other: 'Partien' }),
    seatHelp: 'En deux ist für zwei, en trois und Taroklomber für drei. Der erste Geber wird ausgelost.',
  },
  tarok: {
    formName: (f, m) => (f === 'lomber' ? `${FORM_NAMES[f]}, ${METHOD[m]}` : FORM_NAMES[f]),
    gameName: (g) => GAME[g],
    taroksName: 'Tarocke',
    taroksCases: { genitive: 'Tarocke', accusative: 'Tarock' },
    order:
      'Die Rangfolge der Karten: die Tarocke laufen vom Mond, dem 21, bis zum Pagat, dem 1, den jeder andere Tarock sticht; der Sküs macht nie einen Stich. ' +
      'In Pik und Kreuz ist der König hoch und das Ass niedrig. In den roten Farben Herz und Karo laufen die Zahlen verkehrt: nach dem Buben ist das Ass die höchste Zahl und die Zehn die niedrigste.',

    dealStarted: (f) => {
      const head = f.of ? `Spiel ${f.deal} von ${f.of}.` : `Spiel ${f.deal}.`;
      const who = `${subj(f.dealer)} ${v(f.dealer, 'gibst', 'gibt')}; ${subj(f.eldest, false)} ${v(f.eldest, 'bist', 'ist')} Vorhand.`;
      if (f.form === 'lomber' && f.method === 'new') return `${head} ${who} Die obersten drei Karten liegen als Skat beiseite; ${subj(f.eldest, false)} ${v(f.eldest, 'sprichst', 'spricht')} zuerst.`;
      const lays = f.layer ? ` ${subj(f.layer)} ${v(f.layer, 'legst', 'legt')} zuerst den Skat.` : '';
      return `${head} ${who}${lays}`;
    },
    skatCard: (w, card, n) =>
      card ? `${subj(w)} ${v(w, 'legst', 'legt')} ${card} in den Skat${n ? `, ${n} von 3` : ''}.` : `${subj(w)} ${v(w, 'legst', 'legt')} eine Karte in den Skat${n ? `, ${n} von 3` : ''}.`,
    skatLaid: (w) => `${subj(w)} ${v(w, 'hast', 'hat')} den Skat gelegt.`,
    announced: announcement,

    bid: (w, game) => `${subj(w)} ${v(w, 'bietest', 'bietet')} ${game}.`,
    hold: (w, game) => `${subj(w)} ${v(w, 'hältst', 'hält')} ${game}.`,
    passed: (w) => `${subj(w)} ${v(w, 'passt', 'passt')}.`,
    auctionWon: (w, game, calls, takesSkat) =>
      `${subj(w)} ${v(w, 'spielst', 'spielt')} ${game}${calls ? ` und ${v(w, 'rufst', 'ruft')} ${calls === 1 ? 'eine Karte' : 'zwei Karten'}` : ''}.` + (takesSkat ? ` ${subj(w)} ${v(w, 'nimmst', 'nimmt')} den Skat und ${v(w, 'legst', 'legt')} drei Karten ab.` : ''),
    allPassed: (eldest, each) => `Alle haben gepasst: die Karten werden eingeworfen, und ${obj(eldest)} ${v(eldest, 'bekommst', 'bekommt')} von jedem ${each}, à personne.`,
    skatTaken: (w, cards) => (cards ? `${subj(w)} ${v(w, 'nimmst', 'nimmt')} den Skat: ${cards}.` : `${subj(w)} ${v(w, 'nimmst', 'nimmt')} den Skat.`),
    called: (w, card, from) =>
      from ? `${subj(w)} ${v(w, 'rufst', 'ruft')} ${card}; ${subj(from, false)} ${v(from, 'gibst', 'gibt')} die Karte her.` : `${subj(w)} ${v(w, 'rufst', 'ruft')} ${card}: die Karte liegt im Skat, niemand gibt sie her.`,
    given: (w, to, card) => (card ? `${subj(w)} ${v(w, 'gibst', 'gibt')} ${dat(to)} ${card} zurück.` : `${subj(w)} ${v(w, 'gibst', 'gibt')} ${dat(to)} eine Karte zurück.`),

    taroked: (w, card) => `${subj(w)} ${v(w, 'tarockierst', 'tarockiert')} mit ${card}.`,
    skied: (w, card, led) => (led ? `${subj(w)} ${v(w, 'spielst', 'spielt')} ${card} aus: die nächste Karte bestimmt die Farbe.` : `${subj(w)} ${v(w, 'spielst', 'spielt')} ${card}.`),
    sky: (owner, to, kept, trick) =>
      kept
        ? `${subj(owner)} ${v(owner, 'behältst', 'behält')} den Sküs und ${v(owner, 'gibst', 'gibt')} ${dat(to)} dafür einen Ladon.`
        : `${poss(owner, false, true)} Sküs, in Stich ${trick} gespielt, einem der letzten drei, geht an ${acc(to)} verloren.`,
    prize: (before, card, owner, trick, value) => {
      if (trick === 0) return `${capitalize(card)} im Skat liegt vor ${dat(before)} als gemacht: ${value}.`;
      const made = before.self === owner.self && before.name === owner.name;
      const ultimo = trick === 25 ? ' im letzten Stich' : '';
      return `${capitalize(card)}, ${owner.self ? 'deine Karte' : `Karte von ${owner.name}`}, ist${ultimo} ${made ? 'gemacht' : 'verloren'} und liegt vor ${dat(before)}: ${value}.`;
    },
    cardPoints: (lines) => `Kartenpunkte: ${lines.map((l) => `${obj(l.who)} ${l.points}`).join(', ')}.`,
    result: (outcome, d, game, points) => {
      if (!d || !game) return 'Niemand hat gespielt.';
      switch (outcome) {
        case 'tout':
          return `${subj(d)} ${v(d, 'machst', 'macht')} Tout in ${game}: alle Stiche.`;
        case 'win':
          return `${subj(d)} ${v(d, 'gewinnst', 'gewinnt')} ${game} mit ${pointsWith(points ?? 0)}.`;
        case 'remise':
          return `${capitalize(game)} ist Remise: ${subj(d, false)} ${v(d, 'hast', 'hat')} genau 39.`;
        default:
          return `${subj(d)} ${v(d, 'verlierst', 'verliert')} ${game} mit ${pointsWith(points ?? 0)}.`;
      }
    },
    score: (lines) => `Angeschrieben: ${lines.map((l) => `${obj(l.who)} ${l.added}`).join(', ')}. ${tarokDe.tarok.partyNow(lines)}`,
    partyOver: (winner, parties, points, scores) =>
      `${subj(winner)} ${v(winner, 'gewinnst', 'gewinnt')} die Partie, ${scores.map((s) => s.score).join(' zu ')}: ${parties === 2 ? 'doppelt, der Verlierer blieb unter 50' : 'eine Partie'}, und ${pointsN(points)}.`,
    payments: (lines) => `Zahlungen: ${lines.map((p) => `${subj(p.from, false)} ${v(p.from, 'zahlst', 'zahlt')} ${dat(p.to)} ${p.amount} ${REASON[p.reason] ?? p.reason}`).join('; ')}.`,
    dealOver: (outcome, last) => (last ? 'Das letzte Spiel ist vorbei.' : outcome === 'passed' ? 'Das Spiel wird eingeworfen.' : 'Das Spiel ist vorbei.'),
    sessionOver: (places) => `Die Sitzung ist vorbei. ${places.map((p) => `Platz ${p.place}: ${obj(p.who)}, ${signed(p.balance)}`).join('; ')}.`,

    balances: (lines) => `Marken: ${lines.map((l) => `${obj(l.who)} ${signed(l.balance)}`).join(', ')}.`,
    partyNow: (lines) =>
      `Die Partie: ${lines
        .map((l) => `${obj(l.who)} ${l.score}, ${l.score >= 100 ? 'über 100' : `${100 - l.score} bis 100`}, ${l.score >= 50 ? 'über der Linie von 50' : 'unter der Linie von 50'}`)
        .join('; ')}.`,
    auctionNow: (game, holder, passed, toMove) =>
      (game ? `Geboten ist ${game}${holder ? `, ${subj(holder, false)} ${v(holder, 'hältst', 'hält')} es` : ''}.` : 'Noch kein Gebot.') +
      (passed.length ? ` Gepasst: ${list(L, passed.map(obj))}.` : '') +
      (toMove ? ` ${subj(toMove)} ${v(toMove, 'sprichst', 'spricht')}.` : ''),
    gameNow: (d, game, calls) =>
      (d && game ? `${subj(d)} ${v(d, 'spielst', 'spielt')} ${game}.` : 'Niemand hat das Reizen gewonnen.') +
      (calls.length
        ? ` Rufe: ${calls.map((c) => `${c.card}, ${c.from ? `hergegeben von ${dat(c.from)}` : 'im Skat'}${c.returned ? `, zurückgegeben: ${c.returned}` : ''}`).join('; ')}.`
        : ''),
    noAuction: 'In dieser Form wird nicht gereizt: der Geber legt den Skat, und jeder spielt für sich.',
    mySkat: (cards, layer) => (cards ? `Der Skat${layer ? `, gelegt von ${dat(layer)}` : ''}: ${cards}.` : 'Den Skat siehst du nicht.'),
    announcementsNone: 'Noch keine Ansagen: sie kommen, wenn der Skat gelegt ist.',
    tricksLine: (lines) => `Stiche: ${lines.map((l) => `${obj(l.who)} ${l.n}`).join(', ')}`,

    yourTurn: (phase, f) => {
      switch (phase) {
        case 'skat':
          return `Du bist dran: leg ${f.toLay === 1 ? 'noch eine Karte' : `${NUMBERS[f.toLay] ?? f.toLay} Karten`} in den Skat; keinen Tarock und keinen König.`;
        case 'auction':
          return f.game ? `Du bist mit Reizen dran: geboten ist ${f.game}${f.holder ? `, ${subj(f.holder, false)} ${v(f.holder, 'hältst', 'hält')} es` : ''}.` : 'Du bist mit Reizen dran.';
        case 'call':
          return `Du bist dran: ruf eine Zählkarte, die du nicht hast (${f.calls === 1 ? 'ein Ruf' : 'zwei Rufe'} in diesem Spiel).`;
        case 'give':
          return 'Du bist dran: gib eine Karte zurück: wenn du kannst, keinen Tarock und keinen König, und nicht die eben bekommene.';
        default:
          return `Du bist dran.${f.follow ? ` Bedienen: ${f.follow}.` : f.mustTarok ? ' Du musst einen Tarock spielen.' : ''}`;
      }
    },
    notYourTurn: (w) => `Du bist nicht dran: ${subj(w, false)} ${v(w, 'bist', 'ist')} am Zug.`,

    choicePass: (game, holder) => (game && holder ? `Passen: ${game} bleibt bei ${dat(holder)}` : 'Passen'),
    choiceBid: (game, calls) => `${capitalize(game)}: ${callsWords(calls)}`,
    choiceHold: (game, challenger) => `${capitalize(game)} halten${challenger ? ` gegen ${acc(challenger)}` : ''}`,
    choiceCall: (card) => `${capitalize(card)} rufen`,

    violation: (code, rule, f) => {
      const card = f.card ?? 'Diese Karte';
      switch (code) {
        case 'NOT_YOUR_TURN':
          return `Du bist nicht dran${f.toMove ? `: ${subj(f.toMove, false)} ${v(f.toMove, 'bist', 'ist')} am Zug` : ''} (${rule}).`;
        case 'WRONG_PHASE':
          return `Jetzt kann nichts gespielt werden (${rule}).`;
        case 'CARD_NOT_IN_HAND':
          return `${capitalize(card)} ist nicht in deiner Hand (${rule}).`;
        case 'SKAT_FORBIDDEN':
          return `${capitalize(card)} darf nicht in den Skat: kein Tarock und kein König darf dorthin (${rule}).`;
        case 'NOT_ON_LADDER':
          return `Dieses Spiel gibt es bei dieser Art nicht (${rule}).`;
        case 'BID_TOO_LOW':
          return `Du musst ein höheres Spiel bieten als das stehende (${rule}).`;
        case 'CANNOT_HOLD':
          return `Halten kann nur, wer das Gebot hat und auf ein höheres antwortet (${rule}).`;
        case 'BAD_CALL':
          return `${capitalize(card)} kann nicht gerufen werden: nur eine Zählkarte, die du nicht hast und noch nicht gerufen hast (${rule}).`;
        case 'BAD_RETURN':
          return `${capitalize(card)} kann nicht zurückgegeben werden: kein Tarock und kein König, solange du eine andere Karte hast, und nicht die eben bekommene (${rule}).`;
        case 'MUST_FOLLOW_SUIT':
          return `Du musst bedienen${f.suit ? `: ${f.suit}` : ''} (${rule}); der Sküs ist immer frei.`;
        case 'MUST_PLAY_TAROK':
          return `Du kannst nicht bedienen: du musst einen Tarock spielen (${rule}); der Sküs ist immer frei.`;
        default:
          return `Dieser Zug geht nicht (${rule}).`;
      }
    },
    hint: (move, reason) => `Tipp: ${move}${reason ? `. ${reason}` : ''}.`,
    hintReason: (r) =>
      ({
        voidSuit: 'Das macht eine Farbe frei, damit du später tarockieren kannst',
        keepPagat: 'So bleibt der Pagat gedeckt',
        bid: 'Die Hand ist stark genug dafür',
        pass: 'Die Hand ist zu schwach zum Bieten',
        hold: 'Die frühere Hand behält das Gebot',
        callCard: 'Die beste Zählkarte zum Rufen',
        giveBack: 'Die Karte, die dir am wenigsten fehlt',
        huntPagat: 'Jagd auf den Pagat',
        whip: 'Eine lange Farbe gegen den Pagat',
        savePagat: 'Den Pagat retten',
        pagatUltimo: 'Der Pagat im letzten Stich',
        saveFigure: 'Eine Figur mit dem Sküs retten, vor den letzten drei Stichen',
        drawTaroks: 'Tarocke ziehen',
        win: 'Das gewinnt den Stich',
        duck: 'Den Stich billig abgeben',
        searched: 'Das Beste der ausgespielten Verteilungen',
        layPagat: 'Bei so wenigen Tarocken ist der Pagat im Skat sicherer',
        waitPagat: 'Den Pagat für den letzten Stich aufheben',
        cashMaster: 'Den Stich mit der besten Karte der Farbe nehmen',
        leadNoFigure: 'Ein Ausspiel, das keine Figur gefährdet',
        leadLow: 'Niedrig ausspielen',
        takeFigures: 'Das nimmt die Figuren im Stich',
        friendWinning: 'Dein Partner gewinnt den Stich schon',
        overtrump: 'Höher tarockieren als der liegende Tarock',
        signalPagat: 'Zeigen, wo der Pagat ist',
        keepXXI: 'Der Mond bleibt für einen Stich, der es lohnt',
        discard: 'Die Karte, die dir am wenigsten fehlt',
        follow: 'Mit der Karte bedienen, die dir am wenigsten fehlt',
        careless: 'Eine schnelle Wahl',
      })[r] ?? null,
  },
};
