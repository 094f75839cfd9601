/**
 * Der deutsche Katalog des Whist (src/games/whist/messages.ts), über den gemeinsamen Wörtern des
 * Stichspieltischs. „Kannst du?“ ist das Rufen bei acht; Honneurs, Partie, Robber, Schlemm.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { SidePhrase, WhistCatalogue } from '../../src/games/whist/messages.js';
import { trickUiDe, tricksDe } from '../tricks/de.js';
import { VARIANTS } from './rules-de.js';
import { keyLabel } from '../keys.js';

const L = 'de' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const subj = (w: Who, start = true) => (w.self ? (start ? 'Du' : 'du') : w.name);
const obj = (w: Who) => (w.self ? 'du' : w.name);
const dat = (w: Who) => (w.self ? 'dir' : w.name);
const v = (w: Who, du: string, er: string) => (w.self ? du : er);
const points = (n: number) => plural(L, n, { one: 'Punkt', other: 'Punkte' });
const tricksN = (n: number) => plural(L, n, { one: 'Stich', other: 'Stiche' });
const side = (s: SidePhrase, start = true) => (s.mine ? (start ? 'Ihr' : 'euch') : list(L, s.who.map(obj)));
const sideNom = (s: SidePhrase) => (s.mine ? 'ihr' : list(L, s.who.map(obj)));
const sideV = (s: SidePhrase, ihr: string, sie: string) => (s.mine ? ihr : sie);
const GAME: Record<string, string> = { simple: 'einfach', double: 'doppelt', triple: 'dreifach', quadruple: 'vierfach' };

export const whistDe: WhistCatalogue = {
  tricks: tricksDe,
  ui: {
    ...trickUiDe,
    commands: {
      ...trickUiDe.trickCommands,
      suitS: { name: 'Pik', help: 'In deiner Hand: zu deinem höchsten Pik (S wie spades).' },
      suitH: { name: 'Herz', help: 'In deiner Hand: zu deinem höchsten Herz.' },
      suitD: { name: 'Karo', help: 'In deiner Hand: zu deinem höchsten Karo (D wie diamonds).' },
      suitC: { name: 'Kreuz', help: 'In deiner Hand: zu deinem höchsten Kreuz (C wie clubs).' },
      readScore: { name: 'Stand', help: 'Den Stand der Partie, die Partien im Robber, die Stiche dieses Spiels und die Robberpunkte vorlesen.' },
      readTrump: { name: 'Trumpf', help: 'Trumpf, die aufgedeckte Karte und das Rufen in diesem Spiel vorlesen.' },
      declare: { name: 'Rufen', help: 'Bei acht rufen („Kannst du?“), wenn du darfst; mit der Variante die restlichen Stiche beanspruchen.' },
      nextDeal: { name: 'Nächstes Spiel', help: 'Das nächste Spiel geben, wenn dieses vorbei ist.' },
    },
    colSide: 'Partei',
    colRubber: 'Robberpunkte',
    side: (mine) => (mine ? 'deine Partei' : 'Gegner'),
    turnUpLabel: 'Aufgedeckt',
    tricksLabel: 'Stiche in diesem Spiel',
    gamesLabel: 'Partien im Robber',
    readTrump: 'Trumpf',
    declare: 'Rufen',
    commandHint: 'Zum Beispiel: spiele Herz Dame, ich rufe, Stand, Trumpf, Hand.',
    resumed: 'Dein Whist-Robber ist wieder da, wo du aufgehört hast.',
    commandUnknown: 'Das habe ich nicht verstanden. Versuche: spiele Herz Dame, ich rufe, Stand, Hilfe.',
    choicesHeading: (n) => `Rufen oder beanspruchen, ${plural(L, n, { one: 'Möglichkeit', other: 'Möglichkeiten' })}`,
    variants: 'Varianten',
    variantName: (id) => VARIANTS[id as keyof typeof VARIANTS]?.name ?? id,
    variantDescription: (id) => VARIANTS[id as keyof typeof VARIANTS]?.description ?? '',
    rubbers: 'Robber',
    rubbersHelp: 'Wie viele Robber gespielt werden (1 bis 5).',
    seatHelp: 'Das Ziehen bestimmt die Partner: die zwei höchsten Karten spielen gegen die zwei niedrigsten.',
  },
  whist: {
    rubberStarted: (n, of) => `Robber ${n} von ${of}: Ziehen um die Partner.`,
    drew: (w, card) => `${subj(w)} ${v(w, 'ziehst', 'zieht')} ${card}.`,
    drawTie: (ws, purpose) => `Gleichstand: ${list(L, ws.map(obj))} ziehen noch einmal${purpose === 'deal' ? ' um das Geben' : ''}.`,
    sidesFormed: (mine, theirs, dealer) => `Partner: ${list(L, mine.map(obj))} gegen ${list(L, theirs.map(obj))}. ${subj(dealer)} ${v(dealer, 'gibst', 'gibt')} zuerst.`,
    dealStarted: (deal, dealer, eldest, score, games) => `Spiel ${deal}: ${subj(dealer)} ${v(dealer, 'gibst', 'gibt')}, ${obj(eldest)} ${v(eldest, 'spielst', 'spielt')} aus. Stand ${score}; Partien ${games}.`,
    turnUp: (dealer, card, trump) => `${subj(dealer)} ${v(dealer, 'deckst', 'deckt')} ${card} auf: ${trump} ist Trumpf.`,
    turnUpTakenUp: (dealer, card) => `${subj(dealer)} ${v(dealer, 'nimmst', 'nimmt')} ${card} auf.`,
    callMade: (w, auto) => `${subj(w)} ${v(w, 'rufst', 'ruft')}${auto ? ' (nach den Regeln)' : ''}: „Kannst du?“`,
    callAnswered: (w, yes) => `${subj(w)} ${v(w, 'antwortest', 'antwortet')}: ${yes ? '„Ja.“' : '„Nein.“'}`,
    honoursShown: (s, held) => `${side(s)} ${sideV(s, 'zeigt', 'zeigen')} die Honneurs: ${held.map((h) => `${obj(h.who)} ${h.cards}`).join('; ')}.`,
    tricksAfterTrick: (tricks) => `Stiche ${tricks}`,
    claimMade: (w, n) => `${subj(w)} ${v(w, 'beanspruchst', 'beansprucht')} die restlichen ${tricksN(n)}.`,
    dealEnded: (reason, tricks) => `${reason === 'call' ? 'Das Rufen beendet das Spiel' : reason === 'claim' ? 'Der Anspruch beendet das Spiel' : 'Das Spiel ist aus'}: Stiche ${tricks}.`,
    tricksScored: (s, n, pts, score) => `${side(s)} ${sideV(s, 'bekommt', 'bekommen')} ${points(pts)} für ${tricksN(n)}; Stand ${score}.`,
    honoursScored: (s, h, pts, score) => `Die Honneurs sind bei ${s.mine ? 'euch' : list(L, s.who.map(obj))}: ${h} Honneurs, ${points(pts)}; Stand ${score}.`,
    honoursNotScored: (s, reason) =>
      reason === 'divided' ? 'Die Honneurs sind geteilt: niemand zählt sie.' : reason === 'atNine' ? `${s ? capitalize(sideNom(s)) : 'Die Partei bei neun'} ${s ? sideV(s, 'steht', 'stehen') : 'steht'} bei neun: Honneurs zählen nicht.` : 'Die Partie war schon gewonnen: Honneurs zählen nicht.',
    slamMade: (s, kind, pts) => `${kind === 'grand' ? 'Großschlemm' : 'Kleinschlemm'} für ${s.mine ? 'euch' : list(L, s.who.map(obj))}: ${points(pts)} im Robber.`,
    gameWon: (s, name, value, score, games) => `${capitalize(sideNom(s))} ${sideV(s, 'gewinnt', 'gewinnen')} die Partie, ${GAME[name]}, Wert ${value}; Stand ${score}. Partien ${games}.`,
    rubberWon: (s, net) => `${capitalize(sideNom(s))} ${sideV(s, 'gewinnt', 'gewinnen')} den Robber, mit ${points(net)}.`,
    ledger: (lines) => `Robberpunkte: ${lines.map((l) => `${obj(l.who)} ${l.change === null ? '' : `${l.change >= 0 ? 'plus' : 'minus'} ${Math.abs(l.change)}, `}insgesamt ${l.total}`).join('; ')}.`,
    sessionOver: (winners) => {
      const verb = winners.length === 1 ? (winners[0]!.self ? 'gewinnst' : 'gewinnt') : winners.some((w) => w.self) ? 'gewinnt' : 'gewinnen';
      return `${capitalize(list(L, winners.map(obj)))} ${verb} die Sitzung${winners.some((w) => w.self) ? '!' : '.'} ${K('Shift+N')} beginnt eine neue Partie.`;
    },
    pair: (mine, theirs) => `ihr ${mine}, sie ${theirs}`,
    score: (pts, games, tricks) => `Stand: ${pts}. Partien: ${games}. Stiche in diesem Spiel: ${tricks}.`,
    trumpIs: (suit, turnUp, dealer, onTable) => `${suit} ist Trumpf${turnUp ? `; aufgedeckt ist ${turnUp}, ${onTable ? `noch vor ${dat(dealer)} auf dem Tisch` : `aufgenommen von ${dat(dealer)}`}` : ''}.`,
    calls: (lines) => (lines.length ? `Gerufen: ${lines.map((l) => `${obj(l.who)}${l.answer === null ? ', mit drei Honneurs' : l.answer === 'yes' ? ', Antwort ja' : ', Antwort nein'}`).join('; ')}.` : 'In diesem Spiel hat niemand gerufen.'),
    yourTurn: (phase, h) => (phase === 'play' ? `Du bist dran.${h.mustFollow ? ` Du musst ${h.mustFollow} bedienen.` : ''}${h.mayCall ? ` Du kannst rufen: ${K('Shift+A')}.` : ''}${h.mayClaim ? ` Du kannst den Rest beanspruchen: ${K('Shift+A')}.` : ''}` : 'Du bist dran.'),
    notYourTurn: (w) => `Du bist nicht dran: ${obj(w)} ${v(w, 'bist', 'ist')} am Zug.`,
    choiceCall: 'Rufen: „Kannst du?“ (ihr steht bei acht, du hast zwei Honneurs)',
    choiceClaim: 'Alle restlichen Stiche beanspruchen',
    violation: (code, rule, f) =>
      (({
        NOT_YOUR_TURN: `Du bist nicht dran${f.toMove ? `: ${obj(f.toMove)} ${v(f.toMove, 'bist', 'ist')} am Zug` : ''}.`,
        WRONG_PHASE: 'Das Spiel ist vorbei: N gibt das nächste.',
        CARD_NOT_IN_HAND: `${f.card ?? 'Diese Karte'} ist nicht in deiner Hand.`,
        MUST_FOLLOW_SUIT: `Du musst ${f.suit ?? 'die ausgespielte Farbe'} bedienen.`,
        CALL_NOT_AT_EIGHT: 'Rufen darfst du nur, wenn ihr bei acht steht.',
        CALL_NEEDS_TWO_HONOURS: 'Zum Rufen brauchst du zwei Trumpf-Honneurs.',
        CALL_TOO_LATE: 'Gerufen wird vor deiner ersten Karte, im ersten Stich.',
        VARIANT_OFF: 'Beanspruchen ist in diesen Regeln aus.',
        CLAIM_NOT_CERTAIN: 'Abgelehnt: die restlichen Stiche sind nicht sicher.',
      } as Record<string, string>)[code] ?? 'Dieser Zug ist nicht erlaubt.') + (rule ? ` (Regel ${rule})` : ''),
    hint: (move, reason) => `Tipp: ${move}${reason ? `. ${reason}` : ''}.`,
    hintReason: (reason) =>
      ({
        call: 'Ihr steht bei acht und du hast zwei Honneurs.',
        onlyCard: 'Es ist die einzig sinnvolle Karte.',
        topSequence: 'Ausspiel von der Spitze einer Folge.',
        cashWinner: 'Sie ist die höchste ihrer Farbe, die noch aussteht: ein sicherer Stich, wenn niemand sticht.',
        leadTrumps: 'Sie zieht den Gegnern die Trümpfe.',
        returnPartnersLead: 'Sie spielt die Farbe deines Partners zurück.',
        partnerCanRuff: 'Dein Partner ist in dieser Farbe blank und kann stechen.',
        invite: 'Eine kleine Karte aus einer Farbe mit Honneur, als Einladung an deinen Partner.',
        shortSuit: 'Eine kurze Farbe, damit du sie später stechen kannst.',
        longSuit: 'Ausspiel aus deiner langen Farbe.',
        secondHandLow: 'Zweite Hand klein.',
        coverHonour: 'Sie deckt das ausgespielte Honneur.',
        thirdHandHigh: 'Dritte Hand hoch.',
        winTrick: 'Sie macht den Stich so billig wie möglich.',
        duckTrick: 'Die höhere Karte bleibt für später.',
        cannotWin: 'Diesen Stich kannst du nicht machen: eine kleine Karte.',
        partnerWinning: 'Dein Partner liegt vorn: eine kleine Karte.',
        unblock: 'Sie macht den Weg frei und lässt deinem Partner das Ausspiel.',
        overtakePartner: 'Sie übernimmt den Stich deines Partners, um auszuspielen.',
        ruff: 'Du bist in der ausgespielten Farbe blank: Stechen macht den Stich.',
        overruff: 'Sie sticht höher als der gespielte Trumpf.',
        discard: 'Du bist blank: eine Karte aus deiner schwächsten Farbe.',
      } as Record<string, string>)[reason] ?? null,
  },
};
