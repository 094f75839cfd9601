/**
 * Der deutsche Katalog von Boston (src/games/boston/messages.ts), über den gemeinsamen Wörtern des
 * Stichspieltischs, mit den Wörtern des Bostontischs: die Leiter von Boston bis Concordia, einfach, in
 * Farbe und in der Oberfarbe, die Misèren (Petite, Grande, ouverte, forcée), „Whist!“, der Pot, der
 * Blok, die Bête, Marken, der Kessel.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { BostonCatalogue, BostonForm, SuitsPhrase } from '../../src/games/boston/messages.js';
import type { Class, Contract } from '../../src/games/boston/types.js';
import { trickUiDe, tricksDe } from '../tricks/de.js';
import { FORM_NAMES, VARIANTS } from './rules-de.js';
import { keyLabel } from '../keys.js';

const L = 'de' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const subj = (w: Who, start = true) => (w.self ? (start ? 'Du' : 'du') : w.name);
const obj = (w: Who) => (w.self ? 'du' : w.name);
const dat = (w: Who) => (w.self ? 'dir' : w.name);
const acc = (w: Who) => (w.self ? 'dich' : w.name);
/** "Annas", "deine"/"dein" (the noun's gender given). */
const poss = (w: Who, fem = true, start = false) => (w.self ? (start ? (fem ? 'Deine' : 'Dein') : fem ? 'deine' : 'dein') : /[sßxz]$/.test(w.name) ? `${w.name}’` : `${w.name}s`);
const v = (w: Who, du: string, er: string) => (w.self ? du : er);
const marks = (n: number) => plural(L, n, { one: 'Marke', other: 'Marken' });
const tricksN = (n: number) => plural(L, n, { one: 'Stich', other: 'Stiche' });
const cardsN = (n: number) => plural(L, n, { one: 'Karte', other: 'Karten' });
const signed = (n: number) => (n > 0 ? `plus ${n}` : n < 0 ? `minus ${-n}` : '0');
const names = (ws: readonly Who[]) => list(L, ws.map(obj));
const datNames = (ws: readonly Who[]) => list(L, ws.map(dat));
/** Several as subject: the verb for du, er, ihr (du and another), sie. */
const manyV = (ws: readonly Who[], du: string, er: string, ihr: string, sie: string) => (ws.length > 1 ? (ws.some((w) => w.self) ? ihr : sie) : ws[0]?.self ? du : er);

const CONTRACT: Record<Contract, string> = {
  boston: 'Boston',
  'petite-misere': 'Petite Misère',
  'grand-boston': 'Grand Boston',
  'grande-misere': 'Grande Misère',
  independence: 'Independence',
  'grande-misere-forcee': 'Grande Misère forcée',
  'grand-independence': 'Grand Independence',
  'petite-misere-ouverte': 'Petite Misère ouverte',
  philadelphia: 'Philadelphia',
  'petite-misere-ouverte-forcee': 'Petite Misère ouverte forcée',
  'grand-philadelphia': 'Grand Philadelphia',
  'grande-misere-ouverte': 'Grande Misère ouverte',
  souveraine: 'Souveraine',
  'grande-misere-ouverte-forcee': 'Grande Misère ouverte forcée',
  'grand-souveraine': 'Grand Souveraine',
  concordia: 'Concordia',
};

const CLASS: Record<Class, string> = { simple: 'einfach', colour: 'in Farbe', superior: 'in der Oberfarbe' };

const FORM_HELP: Record<BostonForm, string> = {
  boston: 'Vier Spieler, 52 Karten; jedes Spiel wird allein gegen drei gespielt. Tarif A.',
  'tri-boston': 'Drei Spieler, 39 Karten (ohne kleine Karo, ohne Zweien); Herz ist Oberfarbe, Karo die Farbe. Tarif A.',
  'boston-whist': 'Vier Spieler; nach einem Boston bis Grand Independence darf der Spieler einen Partner suchen, der mit „Whist!“ mitgeht. Tarif B.',
};

const suitsText = (s: SuitsPhrase) => `Oberfarbe ${s.superior}, Farbe ${s.colour}, einfach ${list(L, s.simple)}`;
const misere = (c: Contract) => c.includes('misere');

export const bostonDe: BostonCatalogue = {
  tricks: tricksDe,
  ui: {
    ...trickUiDe,
    commands: {
      ...trickUiDe.trickCommands,
      playCard: { name: 'Karte spielen', help: 'Die Karte im Fokus spielen; in einer Petite Misère verdeckt weglegen; beim Reizen deine Gebote öffnen.' },
      suitS: { name: 'Pik', help: 'In der Hand: zu deinem höchsten Pik.' },
      suitH: { name: 'Herz', help: 'In der Hand: zu deinem höchsten Herz.' },
      suitD: { name: 'Karo', help: 'In der Hand: zu deinem höchsten Karo.' },
      suitC: { name: 'Kreuz', help: 'In der Hand: zu deinem höchsten Kreuz.' },
      readTable: { name: 'Tisch und Marken', help: 'Der Pot, die wartenden Bêten und um welche gespielt wird, die Marken aller und das wievielte Spiel der Sitzung.' },
      readGame: { name: 'Spiel', help: 'Die Farben dieses Spiels, das Reizen oder das Spiel mit Trumpf und Partner, deine weggelegte Karte und die Stiche.' },
      readBid: { name: 'Gebot', help: 'Was geboten ist und von wem, wer gepasst hat und wer spricht; nach dem Reizen das Spiel.' },
      mayBid: { name: 'Was darf ich bieten', help: 'Ob du bieten darfst, ab welchem Gebot und wie viele Gebote bis Concordia bleiben.' },
      readOpen: { name: 'Offene Karten', help: 'Die Karten des Spielers vorlesen, wenn sie in einer offenen Misère aufgedeckt liegen; F6 führt auch zu ihnen, um sie Karte für Karte zu lesen.' },
      declare: { name: 'Auswahl', help: 'Die Liste dessen öffnen, was du jetzt tun kannst: passen oder bieten, Stufe für Stufe und dann die Klasse; den Trumpf; allein, einen Partner oder Whist; wer ausspielt.' },
      nextDeal: { name: 'Nächstes Spiel', help: 'Das nächste Spiel geben, wenn dieses vorbei ist.' },
    },
    colRole: 'Rolle',
    colTricks: 'Stiche',
    colMarks: 'Marken',
    eldest: 'Vorhand',
    declarer: 'Spieler',
    partner: 'Partner',
    opponent: 'Gegner',
    dealLabel: 'Spiel',
    dealOf: (n, of) => `Spiel ${n} von ${of}`,
    suitsLabel: 'Farben',
    contractLabel: 'Gespielt wird',
    partnerLabel: 'Partner',
    potLabel: 'Pot',
    betesLabel: 'Bêten',
    playedForLabel: 'Gespielt um',
    tariffLabel: 'Tarif',
    tariffName: (t) => (t === 'A' ? 'A, Marken nach dem Spiel' : 'B, Stiche und Honneurs mal dem Multiplikator'),
    none: 'keine',
    noTrumpYet: 'noch nicht bestimmt',
    readTable: 'Tisch',
    readGame: 'Spiel',
    readBid: 'Gebot',
    mayBid: 'Was darf ich bieten',
    declare: 'Auswahl',
    openHeading: (w, n) => `${poss(w, true, true)} Karten, aufgedeckt, ${cardsN(n)}`,
    myHandOpen: 'Deine Karten liegen für alle aufgedeckt',
    commandHint: 'Zum Beispiel: passe, Grand Boston Oberfarbe, Petite Misère, Whist, allein, Trumpf Herz, weglegen Pik Ass, spiele Herz Dame, Gebot, was darf ich bieten, Tisch.',
    resumed: 'Deine Partie Boston geht dort weiter, wo du aufgehört hast.',
    commandUnknown: 'Das habe ich nicht verstanden. Versuche: passe, Boston in Farbe, Petite Misère, spiele Pik Ass, Gebot, Tisch, Hilfe.',
    choicesHeading: (kind, n) =>
      `${({ rungs: 'Dein Gebot: passen, eine Misère oder ein Stichspiel', classes: 'Die Klasse deines Gebots', miseres: 'Deine Misère', trump: 'Nenne den Trumpf', whist: 'Whist', leader: 'Wer spielt aus', declare: 'Auswahl' } as Record<string, string>)[kind] ?? 'Auswahl'}, ${plural(L, n, { one: 'Möglichkeit', other: 'Möglichkeiten' })}`,
    form: 'Spiel',
    formOption: (f) => `${FORM_NAMES[f]} (${plural(L, f === 'tri-boston' ? 3 : 4, { one: 'Spieler', other: 'Spieler' })})`,
    formHelp: (f) => FORM_HELP[f],
    tariff: 'Tarif',
    tariffHelp: 'Tarif A zahlt für jedes Spiel feste Marken; Tarif B zählt die gemachten Stiche und die Honneurs mal dem Multiplikator des Spiels und zahlt einen Schlemm.',
    tariffOption: (t) => (t === 'book' ? 'Wie das Spiel es hat: Tarif A, im Boston-Whist Tarif B' : 'Tarif B in jedem Spiel'),
    variants: 'Varianten',
    variantName: (id) => VARIANTS[id as keyof typeof VARIANTS]?.name ?? id,
    variantDescription: (id) => VARIANTS[id as keyof typeof VARIANTS]?.description ?? '',
    variantFor: (forms) => `Gilt für: ${forms}.`,
    tours: 'Touren',
    toursHelp: 'In einer Tour gibt jeder einmal; nach dem letzten Spiel wird der Kessel geteilt.',
    toursDefault: 'Wie im Buch: zu viert 3, zu dritt 4',
    toursCount: (n) => plural(L, n, { one: 'Tour', other: 'Touren' }),
    seatHelp: 'Zu viert wird im Uhrzeigersinn gespielt, zu dritt dagegen; das erste aufgedeckte Ass bestimmt, wer zuerst gibt.',
  },
  boston: {
    formName: (f) => FORM_NAMES[f],
    contract: (c) => CONTRACT[c],
    bid: (b) => (b.class ? `${CONTRACT[b.contract]} ${CLASS[b.class]}${b.suit ? `, ${b.suit}` : ''}` : CONTRACT[b.contract]),
    undertaking: (c, n) =>
      misere(c) ? `kein Stich${c.startsWith('petite') ? ', eine Karte weggelegt' : ''}${c.includes('ouverte') ? ', die Karten aufgedeckt' : ''}` : tricksN(n),
    pays: (p) => (p.flat ? `zahlt ${marks(p.value)} je Spieler` : `Multiplikator ${p.value}`),

    precedence: (cards, dealer, suits, triBoston) =>
      `Das Ziehen: Jedem wird der Reihe nach eine Karte aufgedeckt, bis das erste Ass kommt: ${cards.map((c) => `${obj(c.who)} ${c.card}`).join(', ')}. ${subj(dealer)} ${v(dealer, 'gibst', 'gibt')} zuerst.` +
      (suits ? ` ${triBoston ? 'Im Tri-Boston sind die Farben fest' : 'Die Farbe des Asses ist die Oberfarbe der ganzen Sitzung'}: ${suitsText(suits)}.` : ' Die Farben werden für jedes Spiel neu aufgedeckt.'),
    suitTurned: (card, suits) => `Für dieses Spiel wird eine Karte aus dem zweiten Spiel aufgedeckt: ${card}. ${suitsText(suits)}.`,
    dealStarted: (deal, of, dealer, eldest, suits, pot, betes, bete, blok, blokEach, stake) =>
      `Spiel ${deal} von ${of}. ${subj(dealer)} ${v(dealer, 'gibst', 'gibt')} und ${v(dealer, 'setzt', 'setzt')} ${marks(stake)} in den Pot${blok ? `; der Tisch war leer: Jeder setzt den Blok, ${marks(blokEach)}` : ''}; ${subj(eldest, false)} ${v(eldest, 'sprichst', 'spricht')} zuerst. ${suitsText(suits)}. Im Pot ${marks(pot)}` +
      (betes.length ? `; ${betes.length === 1 ? 'eine Bête' : 'Bêten'} von ${list(L, betes.map(String))} warten, gespielt wird um den Pot und die Bête von ${bete}, ${marks(pot + bete)}.` : '.'),

    bidMade: (w, bid) => `${subj(w)} ${v(w, 'bietest', 'bietet')} ${bid}.`,
    passed: (w) => `${subj(w)} ${v(w, 'passt', 'passt')}.`,
    auctionWon: (w, bid, u) => `${subj(w)} ${v(w, 'spielst', 'spielt')} ${bid}: ${u}.`,
    allPassed: (each) => `Alle passen: Jeder setzt ${marks(each)} in den Pot, und das Geben geht weiter.`,

    trump: (w, suit, named) => (named ? `${subj(w)} ${v(w, 'nennst', 'nennt')} ${suit} als Trumpf.` : `${suit} ist Trumpf.`),
    discarded: (w, card) => (card ? `Du legst ${card} verdeckt weg.` : `${subj(w)} ${v(w, 'legst', 'legt')} eine Karte verdeckt weg.`),
    alone: (w) => `${subj(w)} ${v(w, 'spielst', 'spielt')} allein.`,
    seek: (w, together) => `${subj(w)} ${v(w, 'suchst', 'sucht')} einen Partner: zusammen ${tricksN(together)}. Wer sagt Whist?`,
    whist: (w) => `${subj(w)}: „Whist!“`,
    noWhist: (w) => `${subj(w)} ${v(w, 'passt', 'passt')}: kein Whist.`,
    accept: (w, p) => `${subj(w)} ${v(w, 'nimmst', 'nimmt')} ${acc(p)} als Partner an.`,
    reject: (w, p) => `${subj(w)} ${v(w, 'lehnst', 'lehnt')} ${poss(p, false)} Whist ab und ${v(w, 'spielst', 'spielt')} allein.`,
    partner: (d, p, quota, pq, together, asked) =>
      p
        ? `${subj(p)} ${v(p, 'spielst', 'spielt')} mit ${dat(d)}: zusammen ${tricksN(together)}, ${obj(d)} mindestens ${quota}, ${obj(p)} mindestens ${pq}.`
        : asked
          ? `Niemand sagt Whist: ${subj(d, false)} ${v(d, 'spielst', 'spielt')} allein, ${tricksN(quota)}.`
          : `${subj(d)} ${v(d, 'spielst', 'spielt')} allein, ${tricksN(quota)}.`,
    exposed: (w, cards) => `${poss(w, true, true)} Karten werden für alle aufgedeckt: ${cards}. ${K('E')} liest sie wieder vor, ${K('F6')} führt zu ihnen.`,
    leader: (w, named) => `${subj(w)} ${v(w, 'spielst', 'spielt')} zum ersten Stich aus${named ? ', vom Spieler bestimmt' : ''}.`,

    tricksLine: (lines) => `Stiche: ${lines.map((l) => `${obj(l.who)} ${l.n}`).join(', ')}`,
    result: (outcome, side, bid, isMisere, n, needed, failed) => {
      const who = capitalize(names(side));
      const fails = failed.length && !isMisere ? ` ${failed.map((f) => `${subj(f.who)} ${v(f.who, 'hast', 'hat')} ${f.n} von ${f.quota} gemacht`).join('; ')}.` : '';
      if (isMisere) return outcome === 'won' ? `Gewonnen: ${who} ${manyV(side, 'machst', 'macht', 'macht', 'machen')} keinen Stich, ${bid} ist gewonnen.` : `Verloren: ${who} ${manyV(side, 'machst', 'macht', 'macht', 'machen')} einen Stich, ${bid} ist verloren.`;
      return outcome === 'won'
        ? `Gewonnen: ${who} ${manyV(side, 'gewinnst', 'gewinnt', 'gewinnt', 'gewinnen')} ${bid} mit ${tricksN(n)}, ${needed} waren nötig.`
        : `Verloren: ${who} ${manyV(side, 'machst', 'macht', 'macht', 'machen')} nur ${tricksN(n)} von ${needed} für ${bid}.${fails}`;
    },
    points: (tricks, honours, pts, m, mk, slam) =>
      `Tarif B: ${plural(L, tricks, { one: 'Punkt', other: 'Punkte' })} für die Stiche${honours ? `, ${honours} für Honneurs, zusammen ${pts}` : ''}, mal ${m} macht ${pts * m}: ${marks(mk)}${slam ? `, und für den Schlemm ${marks(slam)} dazu` : ''}.`,
    payments: (lines) =>
      `Zahlungen: ${lines
        .map((p) => {
          if (p.reason === 'pot' && p.to) return `${names(p.to)} ${manyV(p.to, 'nimmst', 'nimmt', 'nehmt', 'nehmen')} ${marks(p.amount)} vom Tisch`;
          if (p.reason === 'bete' && p.from) return `${names(p.from)} ${manyV(p.from, 'setzt', 'setzt', 'setzt', 'setzen')} eine Bête von ${marks(p.amount)}`;
          if (p.from && p.to) return `${names(p.from)} ${manyV(p.from, 'zahlst', 'zahlt', 'zahlt', 'zahlen')} ${datNames(p.to)} ${p.from.length > 1 || p.to.length > 1 ? 'je ' : ''}${marks(p.amount)}`;
          return `${marks(p.amount)}`;
        })
        .join('; ')}.`,
    kettle: (total, shares) =>
      total === 0 ? 'Der Kessel ist leer: Auf dem Tisch liegt nichts.' : `Der Kessel: ${marks(total)} auf dem Tisch werden geteilt: ${shares.map((s) => `${obj(s.who)} ${s.amount}`).join(', ')}.`,
    dealOver: (outcome, last) => (last ? 'Das war das letzte Spiel der Sitzung.' : outcome === 'passed' ? 'Niemand spielt dieses Spiel.' : 'Das Spiel ist vorbei.'),
    sessionOver: (places) => {
      const first = places.filter((p) => p.place === 1);
      const winner = first.some((p) => p.who.self) ? (first.length > 1 ? 'Du teilst den ersten Platz!' : 'Du gewinnst die Sitzung!') : `${capitalize(names(first.map((p) => p.who)))} ${first.length > 1 ? 'gewinnen' : 'gewinnt'} die Sitzung.`;
      return `${winner} Endstand: ${places.map((p) => `${p.place}. ${obj(p.who)} ${signed(p.balance)}`).join(', ')}. ${K('Shift+N')} beginnt eine neue Partie.`;
    },

    table: (pot, betes, bete, playedFor) =>
      `Im Pot ${marks(pot)}.` + (betes.length ? ` ${betes.length === 1 ? 'Eine Bête wartet' : 'Bêten warten'}: ${list(L, betes.map(String))}${playedFor === null ? `; das nächste Spiel geht um den Pot und die höchste, ${bete}` : `; gespielt wird um den Pot und die höchste, ${bete}: ${marks(playedFor)}`}.` : ' Keine Bête.'),
    balances: (lines) => `Marken: ${lines.map((l) => `${obj(l.who)} ${signed(l.balance)}`).join(', ')}.`,
    suits: (s) => `${suitsText(s)}.`,
    bidNow: (bid, holder, passed, toMove) =>
      `${bid && holder ? `Geboten: ${bid}, von ${dat(holder)}.` : 'Noch kein Gebot.'}${passed.length ? ` Gepasst: ${names(passed)}.` : ''}${toMove ? ` ${subj(toMove)} ${v(toMove, 'sprichst', 'spricht')}.` : ''}`,
    mayBid: (when, lowest, count, highest) => {
      if (when === 'over') return 'Das Reizen ist vorbei.';
      if (when === 'passed') return 'Du hast gepasst und sprichst in diesem Spiel nicht mehr.';
      const how = lowest && highest ? (count === 1 ? `nur ${lowest}` : `${plural(L, count, { one: 'Gebot', other: 'Gebote' })}, von ${lowest} bis ${highest}`) : '';
      if (when === 'now') return count ? `Du kannst passen oder bieten: ${how}. ${K('Shift+A')} listet sie Stufe für Stufe; oder tippe ein Gebot.` : 'Du kannst nur passen: Höher geht es nicht.';
      return count ? `Wenn du dran bist, kannst du passen oder bieten: ${how}.` : 'Wenn du dran bist, kannst du nur passen.';
    },
    gameNow: (d, bid, u, trump, mis, p, alone, open) =>
      `${subj(d)} ${v(d, 'spielst', 'spielt')} ${bid}: ${u}.${trump ? ` Trumpf: ${trump}.` : mis ? ' Kein Trumpf.' : ' Der Trumpf ist noch nicht genannt.'}${p ? ` ${subj(p)} ${v(p, 'spielst', 'spielt')} mit ${dat(d)}.` : alone ? ` ${subj(d)} ${v(d, 'spielst', 'spielt')} allein.` : ''}${open ? ` ${poss(d, true, true)} Karten liegen aufgedeckt.` : ''}`,
    nobodyPlays: 'Niemand spielt dieses Spiel.',
    openHand: (w, cards) => `${poss(w, true, true)} Karten, aufgedeckt: ${cards}.`,
    noOpenHand: 'Keine Hand liegt aufgedeckt.',
    myDiscardIs: (card) => `Deine weggelegte Karte: ${card}.`,

    yourTurn: (phase, f) => {
      switch (phase) {
        case 'auction':
          return `Dein Gebot.${f.bid && f.holder ? ` Geboten: ${f.bid}, von ${dat(f.holder)}.` : f.bid ? ` Das Gebot ist deins: ${f.bid}.` : ' Noch hat niemand geboten.'}`;
        case 'trump':
          return 'Nenne den Trumpf: eine der einfachen Farben.';
        case 'whist':
          return f.holder ? `${subj(f.holder)} ${v(f.holder, 'spielst', 'spielt')} ${f.bid ?? ''}: Sag Whist oder passe.` : f.offer ? `${subj(f.offer)} ${v(f.offer, 'sagst', 'sagt')} Whist: Nimm an oder lehne ab und spiele allein.` : 'Spiele allein oder suche einen Partner.';
        case 'discard':
          return `Lege eine Karte verdeckt weg: ${K('Enter')} auf einer Karte deiner Hand.`;
        case 'leader':
          return 'Bestimme, wer zum ersten Stich ausspielt.';
        case 'play':
          return `Du bist dran.${f.follow ? ` Du musst ${f.follow} bedienen.` : ''}${f.open ? ` Die Karten des Spielers liegen aufgedeckt: ${K('E')} liest sie vor.` : ''}`;
        default:
          return 'Du bist dran.';
      }
    },
    notYourTurn: (w) => `Du bist nicht dran: ${obj(w)} ${v(w, 'bist', 'ist')} am Zug.`,

    choicePass: (bid, holder) => (bid && holder ? `Passen; ${bid} bleibt bei ${dat(holder)}` : 'Passen'),
    choiceMiseres: (n, lowest, highest) => `Misèren, kein Stich: ${n}, von ${lowest} bis ${highest}`,
    choiceRung: (contract, u, classes) => `${contract}, ${u}: ${list(L, classes.map((c) => CLASS[c]), 'disjunction')}`,
    choiceBid: (bid, u, pays, simple) => `${bid}: ${u}${simple ? `, du nennst ${simple} als Trumpf` : ''}; ${pays}`,
    classWord: (c) => CLASS[c],
    choiceTrump: (suit, held) => `${suit}, du hast ${held}`,
    choiceAlone: (n) => `Allein spielen: ${tricksN(n)}`,
    choiceSeek: (together, q, pq) => `Einen Partner suchen: zusammen ${tricksN(together)}, du mindestens ${q}, der Partner ${pq}`,
    choiceWhist: (d, q, together) => `Whist! Mit ${dat(d)} spielen: du mindestens ${tricksN(q)}, zusammen ${together}`,
    choiceNoWhist: (d) => `Passen: ${subj(d, false)} ${v(d, 'spielst', 'spielt')} ohne dich`,
    choiceAccept: (p) => `${capitalize(acc(p))} als Partner annehmen`,
    choiceReject: (p) => `${capitalize(poss(p, false))} Whist ablehnen und allein spielen`,
    choiceLeader: (w) => `${subj(w)} ${v(w, 'spielst', 'spielt')} aus`,

    violation: (code, rule, f) =>
      (({
        NOT_YOUR_TURN: rule === 'BO25' ? 'Du hast gepasst und sprichst in diesem Spiel nicht mehr.' : `Du bist nicht dran${f.toMove ? `: ${obj(f.toMove)} ${v(f.toMove, 'bist', 'ist')} am Zug` : ''}.`,
        WRONG_PHASE: 'Das geht an dieser Stelle des Spiels nicht.',
        NOT_ON_LADDER: 'Dieses Gebot gibt es nicht: Ein Stichspiel wird einfach, in Farbe oder in der Oberfarbe geboten, eine Misère ohne Klasse.',
        BID_TOO_LOW: `Dein Gebot muss höher sein als das stehende Gebot${f.bid ? `, ${f.bid}` : ''}.`,
        BAD_TRUMP: `${f.suit ? f.suit : 'Diese Farbe'} kann nicht Trumpf sein: Ein einfaches Spiel wird in einer einfachen Farbe gespielt.`,
        CARD_NOT_IN_HAND: `${f.card ? capitalize(f.card) : 'Diese Karte'} ist nicht in deiner Hand.`,
        MUST_FOLLOW_SUIT: `Du musst bedienen${f.suit ? `: ${f.suit}` : ''}${f.card ? `; ${f.card} bedient nicht` : ''}.`,
        BAD_LEADER: 'Bestimme einen Spieler, der ausspielt.',
        UNKNOWN_MOVE: 'Diesen Zug gibt es nicht.',
      } as Record<string, string>)[code] ?? 'Dieser Zug ist nicht erlaubt.') + ` (Regel ${rule})`,
    hint: (move, reason) => `Tipp: ${move.replace(/\.$/, '')}.${reason ? ` ${reason}` : ''}`,
    hintReason: (reason, f) => {
      const est = f.tricks !== null ? ` Du zählst etwa ${String(f.tricks).replace('.', ',')} Stiche.` : '';
      const text = HINTS[reason];
      if (reason === 'searched') return `Über ${plural(L, f.samples, { one: 'mögliche Verteilung', other: 'mögliche Verteilungen' })} ausgespielt, schneidet dieser Zug am besten ab${f.value !== null ? `: im Schnitt ${signed(Math.round(f.value * 10) / 10).replace('.', ',')} Marken` : ''}.`;
      if (reason === 'bidTricks' || reason === 'pass' || reason === 'seek' || reason === 'alone' || reason === 'whist' || reason === 'noWhist' || reason === 'bestTrump') return text ? `${text}${est}` : null;
      return text ?? null;
    },
    hintEffect: (effect) =>
      ({
        lead: 'Die Karte eröffnet den Stich: Die anderen müssen die Farbe bedienen, wenn sie können.',
        win: 'Die Karte nimmt den Stich, wie er liegt.',
        under: 'Die Karte bleibt unter dem Stich, wie er liegt.',
        ruff: 'Dir fehlt die ausgespielte Farbe: Die Karte sticht mit Trumpf.',
        discard: 'Dir fehlt die ausgespielte Farbe: Die Karte geht ab, ohne den Stich zu nehmen.',
      })[effect],
    hintCount: (f) =>
      f.tricks !== null
        ? `Du zählst dafür etwa ${String(f.tricks).replace('.', ',')} Stiche.`
        : f.danger !== null
          ? `Die Misère-Gefahr deiner Hand ist ${String(f.danger).replace('.', ',')} (0: keine Karte in Gefahr).`
          : null,
    hintSearch: (f) => {
      const mean = (v: number) => `${signed(Math.round(v * 10) / 10).replace('.', ',')} Marken`;
      const deals = plural(L, f.samples, { one: 'mögliche Verteilung', other: 'mögliche Verteilungen' });
      const share = f.share !== null ? ` und gewinnt in ${Math.round(f.share * 100)} % davon` : '';
      const rule = f.normal ? ` Nach der Faustregel: ${f.normal.move}${f.normal.value !== null ? `, ${mean(f.normal.value)}` : ''}.` : '';
      return `Über ${deals} ausgespielt, bringt dieser Zug ${f.value !== null ? `im Schnitt ${mean(f.value)} je Spiel` : 'das beste Ergebnis'}${share}.${rule}`;
    },
  },
};

/** Warum ein Computerspieler einen Zug wählen würde (die Gründe von src/games/boston/bots). */
const HINTS: Readonly<Record<string, string>> = {
  only: 'Es ist der einzige Zug.',
  careless: 'Eine spielbare Karte, ohne viel Überlegung.',
  bidTricks: 'Die Hand zählt genug Stiche für dieses Spiel.',
  bidMisere: 'Niedrige Karten in jeder Farbe: Die Hand kann ohne Stich bleiben.',
  pass: 'Kein höheres Spiel ist mit dieser Hand sicher.',
  bestTrump: 'Die einfache Farbe, in der die Hand die meisten Stiche zählt.',
  alone: 'Die Hand macht das Spiel ohne Hilfe.',
  seek: 'Das Spiel braucht die Stiche eines Partners.',
  accept: 'Das Spiel braucht die Stiche eines Partners.',
  reject: 'Die Hand macht das Spiel ohne Hilfe.',
  whist: 'Genug eigene Stiche für deinen Anteil.',
  noWhist: 'Zu wenige eigene Stiche für den Anteil eines Partners.',
  layAsideDanger: 'Die Karte, die am ehesten einen Stich macht.',
  playLast: 'Der Platz vor dir spielt aus: Du kommst im ersten Stich zuletzt.',
  drawTrumps: 'Den Gegnern die Trümpfe ziehen.',
  cashMaster: 'Die höchste Karte ihrer Farbe, die noch draußen ist: Sie macht ihren Stich.',
  forceDeclarer: 'Eine kleine Karte einer Farbe, die dem Spieler fehlt: Er muss einen Trumpf opfern.',
  leadLong: 'Eine niedrige Karte deiner längsten Farbe.',
  friendWinning: 'Deine Seite hat den Stich schon: eine niedrige Karte.',
  cannotWin: 'Diesen Stich kannst du nicht gewinnen: die unwichtigste Karte.',
  winTrick: 'Die billigste Karte, die den Stich gewinnt.',
  ruff: 'Dir fehlt die Farbe: Du stichst.',
  secondHandLow: 'Als Zweiter niedrig: Der Stich ist noch offen.',
  leadLow: 'Deine niedrigste Karte: Die anderen müssen darüber.',
  discardDanger: 'Dir fehlt die Farbe: Die Karte, die später am ehesten sticht, geht.',
  duckUnder: 'Die höchste Karte, die noch unter dem Stich bleibt.',
  forced: 'Jede Karte gewinnt hier: Die höchste geht.',
  planOpenMisere: 'Nach den offenen Karten: die Farbe, in der der Spieler über dich muss.',
  leadSmall: 'Eine kleine Karte der Farbe, die ein Mitspieler ausgespielt hat.',
  discardHigh: 'Dir fehlt die Farbe: Eine hohe Karte geht, solange es sicher ist.',
  leaveToDeclarer: 'Der Spieler hat den Stich: Lass ihn ihm.',
  unload: 'Der Spieler hat schon gespielt: Eine hohe Karte geht gefahrlos.',
  keepLow: 'Eine niedrige Karte, damit der Spieler vielleicht stechen muss.',
  ownQuota: 'Das Spiel ist ohnehin verloren: Du nimmst den Stich für deinen eigenen Anteil, um nicht zu zahlen.',
};
