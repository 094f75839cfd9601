/**
 * Das Hundertspiel po polsku (src/games/hundertspiel/messages.ts). Na wspólnych słowach gier w lewy
 * (locales/tricks/pl.ts). Słowa gry zostają, jak w niemieckim źródle (Wiedeń 1829): Do (nieodmienne,
 * rodzaju nijakiego: "atutowe Do"), Contra, Recontra, Supra-Contra, Matsch, alt und neu, Vorhand, Scat
 * (odmieniany jak rzeczownik męski nieżywotny: "kupuje Scat", "bez Scatu", "ze Scatem"); kolory talii
 * jak w locales/decks/pl.ts: spadi, bastoni, coppi, denari; kawaler zamiast damy. Zapowiedzi 26 i 52,
 * komplety równych kart to honory, za grę płaci się markami. Karty odmieniane według zdania ("odkłada
 * kawalera spadi", "z Do bastoni", "nie masz asa denari"); imiona w mianowniku (podmiot, po dwukropku
 * albo po słowie "gracza": "zapowiedź 26 gracza Anna"), czas teraźniejszy. Ten plik ładuje
 * src/games/hundertspiel/texts.ts razem z grą, tak jak plik niemiecki i angielski.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { HonourRank } from '../../src/games/hundertspiel/types.js';
import type { AnnouncementPhrase, HundertspielCatalogue } from '../../src/games/hundertspiel/messages.js';
import { trickUiPl, tricksPl } from '../tricks/pl.js';
import { keyLabel } from '../keys.js';

const L = 'pl' as const;
/** Klawisz słowami tego języka. */
const K = (key: string) => keyLabel(L, key);
const ACC = { case: 'accusative' } as const;
const GEN = { case: 'genitive' } as const;
const INS = { case: 'instrumental' } as const;
const obj = (w: Who) => (w.self ? 'ty' : w.name);
/** Podmiot z czasownikiem; dla siebie bez zaimka: "Odkładasz", "Anna odkłada" (start: wielka litera). */
const say = (w: Who, ty: string, on: string, start = true) => (w.self ? (start ? capitalize(ty) : ty) : `${w.name} ${on}`);
/** Czasownik przed podmiotem: "rozdajesz ty", "rozdaje Anna". */
const then = (w: Who, ty: string, on: string) => (w.self ? `${ty} ty` : `${on} ${w.name}`);
/** Punkty (mianownik i biernik mają te same formy). */
const points = (n: number) => plural(L, n, { one: 'punkt', few: 'punkty', many: 'punktów', other: 'punktu' });
const marks = (n: number) => plural(L, n, { one: 'marka', few: 'marki', many: 'marek', other: 'marki' });
/** Biernik: "płaci 1 markę, 2 marki, 5 marek". */
const marksAcc = (n: number) => plural(L, n, { one: 'markę', few: 'marki', many: 'marek', other: 'marki' });
const cardsN = (n: number) => plural(L, n, { one: 'karta', few: 'karty', many: 'kart', other: 'karty' });
const cardsAcc = (n: number) => plural(L, n, { one: 'kartę', few: 'karty', many: 'kart', other: 'karty' });
const choices = (n: number) => plural(L, n, { one: 'możliwość', few: 'możliwości', many: 'możliwości', other: 'możliwości' });
const names = (ws: readonly Who[]) => list(L, ws.map(obj));

/** Honory (komplety równych kart) z liczbą: "3 asy", "5 asów"; Do się nie odmienia. */
const HONOURS: Record<HonourRank, { one: string; few: string; many: string; other: string }> = {
  A: { one: 'as', few: 'asy', many: 'asów', other: 'asa' },
  K: { one: 'król', few: 'króle', many: 'królów', other: 'króla' },
  N: { one: 'kawaler', few: 'kawalery', many: 'kawalerów', other: 'kawalera' },
  J: { one: 'walet', few: 'walety', many: 'waletów', other: 'waleta' },
  Do: { one: 'Do', few: 'Do', many: 'Do', other: 'Do' },
};
const honoursN = (rank: HonourRank, count: number) => plural(L, count, HONOURS[rank]);
/** Brakująca czwarta karta: dopełniacz liczby pojedynczej ("brakuje króla coppi") i mnogiej ("do trzech królów"). */
const MISSING: Record<'K' | 'N' | 'J', [string, string]> = { K: ['króla', 'królów'], N: ['kawalera', 'kawalerów'], J: ['waleta', 'waletów'] };
const missing = (w: Who, rank: 'K' | 'N' | 'J', suit: string) =>
  `Do ${w.self ? 'twoich ' : ''}trzech ${MISSING[rank][1]}${w.self ? '' : ` gracza ${w.name}`} brakuje ${MISSING[rank][0]} ${suit}.`;

const KIND: Record<string, string> = { '26': '26', '52': '52', first52: '52 w pierwszej lewie' };
const CONTRA = ['', 'Contra', 'Recontra', 'Supra-Contra'] as const;

/** "zapowiedź 26 gracza Anna z Do bastoni, Contra, wygrana" / "twoja zapowiedź 52 …". */
const announcement = (a: AnnouncementPhrase) =>
  `${a.who.self ? 'twoja zapowiedź' : 'zapowiedź'} ${KIND[a.kind]}${a.who.self ? '' : ` gracza ${a.who.name}`}` +
  `${a.dos.length ? ` z ${list(L, a.dos.map((d) => d.name(INS)))}` : ''}${a.contra ? `, ${CONTRA[a.contra]}` : ''}` +
  (a.status === 'won' ? ', wygrana' : a.status === 'lost' ? ', przegrana' : '');

export const VARIANTS_PL: Record<string, { name: string; description: string }> = {
  'V-H-1': { name: 'Atut z przełożenia', description: 'W każdym rozdaniu atutem jest kolor spodniej karty przełożonej talii.' },
  'V-H-2': { name: 'Recontra i Supra-Contra', description: 'Po Contra strona zapowiadająca może jeszcze raz podwoić, a przeciwnicy jeszcze raz.' },
  'V-H-3': { name: '52 w pierwszej lewie', description: 'Wyłożenie atutowego Do, by wziąć nim pierwszą lewę, za 4 marki.' },
  'V-H-4': { name: 'Martwy Scat', description: 'Trzech graczy: 3 karty Scatu są martwe i nie liczą się dla nikogo.' },
  'V-H-5': { name: 'Gra ze Scatem płaci 2', description: 'Gra ze Scatem płaci 2 marki, bez względu na kolor.' },
  'V-H-6': { name: 'Ogłaszanie końca', description: 'Osiągnięcie 100 niczego nie kończy: strona sama ogłasza koniec partii; fałszywe ogłoszenie przegrywa.' },
  'V-H-7': { name: 'Alt und neu za zgodą', description: 'Rozdanie alt und neu gra się tylko wtedy, gdy zgodzą się wszyscy gracze.' },
};

export const hundertspielPl = {
  tricks: tricksPl,
  ui: {
    ...trickUiPl,
    commands: {
      ...trickUiPl.trickCommands,
      playCard: { name: 'Zagraj kartę', help: 'Zagrywa kartę, na której jest fokus (przy wymianie ze Scatem: odkłada ją).' },
      readLastTrick: { name: 'Ostatnia lewa', help: 'Czyta ostatnią zakończoną lewę, kto ją wziął i ile była warta.' },
      readScore: { name: 'Wynik', help: 'Czyta punkty stron w drodze do 100, partię i marki.' },
      readAnnouncements: { name: 'Atut i zapowiedzi', help: 'Czyta atut, wyłożone Do, zapowiedzi i ich stan oraz zgłoszone honory.' },
      declare: { name: 'Zgłoś', help: 'Otwiera listę tego, co możesz teraz zgłosić: zapowiedzi, Contra, twoje asy, koniec partii.' },
      suitSw: { name: 'Spadi', help: 'W ręce: przechodzi do twojej najwyższej karty spadi.' },
      suitBa: { name: 'Bastoni', help: 'W ręce: przechodzi do twojej najwyższej karty bastoni.' },
      suitCu: { name: 'Coppi', help: 'W ręce: przechodzi do twojej najwyższej karty coppi.' },
      suitCo: { name: 'Denari', help: 'W ręce: przechodzi do twojej najwyższej karty denari.' },
      nextDeal: { name: 'Następne rozdanie', help: 'Rozdaje następne karty, gdy to rozdanie jest skończone.' },
    },
    laid: 'wyłożone',
    colParty: 'Strona',
    colMarks: 'Marki',
    vorhand: 'Vorhand',
    party: (n) => `strona ${n}`,
    noTrump: 'jeszcze nieustalony',
    gameLabel: 'Partia',
    gameOf: (n, of) => `partia ${n} z ${of}`,
    announcementsLabel: 'Zapowiedzi',
    none: 'brak',
    commandHint: 'Na przykład: zagraj Do bastoni, zapowiadam 26 Do bastoni, kontra, pas, kup, atut coppi, asy, wynik.',
    readAnnouncements: 'Atut i zapowiedzi',
    declare: 'Zgłoś',
    resumed: 'Twoja gra w Hundertspiel wraca do miejsca, w którym została przerwana.',
    choicesHeading: (phase, n) =>
      `${({ optIn: 'Alt und neu?', bid: 'Licytacja', buy: 'Kupić Scat?', trump: 'Wybierz atut', announce: 'Zapowiedzi', contra: 'Contra?', declare: 'Zgłoszenia', discard: 'Do odłożenia', play: 'Twój ruch', dealOver: 'Możliwości' } as Record<string, string>)[phase] ?? 'Możliwości'}, ${choices(n)}`,
    commandUnknown: 'Nie rozumiem. Spróbuj: zagraj Do bastoni, kontra, pas, wynik, pomoc.',
    scat: 'Scat',
    scatHelp: 'Czterech graczy: 4 karty odłożone, atut się licytuje albo kupuje. Trzech graczy: 3 karty odłożone.',
    scatOff: 'Bez Scatu',
    scatOn: 'Ze Scatem',
    variants: 'Warianty',
    variantName: (id) => VARIANTS_PL[id]?.name ?? id,
    variantDescription: (id) => VARIANTS_PL[id]?.description ?? '',
    games: 'Partie do 100',
    gamesHelp: 'Ile partii do 100 trwa sesja (od 1 do 5).',
    seatHelp: (n) => (n === 4 ? 'Gracze 1 i 3 są partnerami, tak samo 2 i 4; losowanie wyznacza pierwszego rozdającego.' : 'Trzech graczy, każdy gra na siebie.'),
  },
  hundertspiel: {
    honourWord: (rank, count) => honoursN(rank, count),
    announcement,
    contraWord: (level) => CONTRA[level],
    seats: (draws, dealer, partners) =>
      `Losowanie miejsc: ${draws.map((d) => `${obj(d.who)}: ${d.card}`).join(', ')}.` +
      (partners ? ` Partnerzy: ${partners.map((p) => names(p)).join('; ')}.` : '') +
      ` Najpierw ${then(dealer, 'rozdajesz', 'rozdaje')}.`,
    dealStart: (dealer, vorhand, trump, n, alt) =>
      `Nowe rozdanie: ${then(dealer, 'rozdajesz', 'rozdaje')}, Vorhand: ${obj(vorhand)}, ${trump ? `atutem jest ${trump}` : 'atut nie jest jeszcze ustalony'}, każdy dostaje ${cardsAcc(n)}.${alt ? ' To rozdanie jest alt und neu.' : ''}`,
    bottomCard: (card) => `Spodnia karta przełożonej talii to ${card}.`,
    optIn: (w, agree) => `${say(w, agree ? 'zgadzasz się' : 'nie zgadzasz się', agree ? 'zgadza się' : 'nie zgadza się')} na alt und neu.`,
    altUndNeu: (on) => (on ? 'Wszyscy się zgadzają: to rozdanie jest alt und neu.' : 'W tym rozdaniu nie ma alt und neu.'),
    pass: (w, phase) => {
      const [ty, on] = ({ announce: ['nie zapowiadasz już nic', 'nie zapowiada już nic'], contra: ['nie mówisz Contra', 'nie mówi Contra'], bid: ['pasujesz', 'pasuje'], buy: ['nie kupujesz Scatu', 'nie kupuje Scatu'], optIn: ['odmawiasz', 'odmawia'] } as Record<string, [string, string]>)[phase] ?? ['pasujesz', 'pasuje'];
      return `${say(w, ty, on)}.`;
    },
    bid: (w, suit, value) => `${say(w, 'licytujesz', 'licytuje')} ${suit}, wartość ${value}.`,
    outbid: (w, card) => `Licytacja przebita: ${say(w, 'bierzesz', 'bierze', false)} z powrotem ${card.name(ACC)}.`,
    bought: (w, cards) => `${say(w, 'kupujesz', 'kupuje')} Scat${cards ? `: ${cards}` : ''}.`,
    discarded: (w, card, count, of) => `${say(w, 'odkładasz', 'odkłada')} ${card ? card.name(ACC) : 'kartę'}, ${count} z ${of}.`,
    trumpFixed: (suit, w, value) => `Atutem jest ${suit}${w ? `; wybiera ${obj(w)}` : ''}${value ? `; gra jest warta ${marksAcc(value)}` : ''}.`,
    announced: (a) =>
      `${say(a.who, 'zapowiadasz', 'zapowiada')} ${KIND[a.kind]}${a.dos.length ? ` i ${a.who.self ? 'wykładasz' : 'wykłada'} ${list(L, a.dos.map((d) => d.name(ACC)))}` : ''}${a.contra ? `, ${CONTRA[a.contra]}` : ''}${a.status === 'won' ? ', wygrana' : a.status === 'lost' ? ', przegrana' : ''}.`,
    carryOverVoid: 'Zapowiedź po końcu partii: nowa partia zaczyna się znów od 0.',
    honours: (w, rank, count, pts, score) => `${say(w, 'zgłaszasz', 'zgłasza')} ${honoursN(rank, count)}: ${points(pts)}${score ? `, ${score}` : ''}.`,
    contra: (w, level, a) => `${say(w, 'mówisz', 'mówi')} ${CONTRA[level]} na ${announcement(a)}.`,
    playStart: (w) => `Zaczyna się rozgrywka: ${then(w, 'wychodzisz', 'wychodzi')}.`,
    scored: (reason, pts, ws, score) => `${reason === 'scat' ? 'Scat' : 'Honory'}: ${points(pts)} (${names(ws)}), ${score}.`,
    missingFourth: (w, rank, suit) => missing(w, rank, suit),
    decided: (a, won) => `${capitalize(announcement({ ...a, status: 'open' }))}: ${won ? 'wygrana' : 'przegrana'}.`,
    /** Czasownik zgodny ze zwycięzcami, jak sessionOver Wista: "Anna i Clara wygrywają partię", "Wygrywacie partię" (ty z partnerem). */
    gameOver: (winners, score, matsch, then_) => {
      const mine = winners?.some((w) => w.self) ?? false;
      const verb = winners && winners.length > 1 ? (mine ? 'wygrywacie' : 'wygrywają') : mine ? 'wygrywasz' : 'wygrywa';
      const head = winners ? `${mine ? capitalize(verb) : `${capitalize(names(winners))} ${verb}`} partię` : 'Partia jest skończona';
      return (
        `${head}, ${score}${matsch ? '. Matsch: przegrani płacą podwójnie' : ''}.` +
        (then_ === 'settle' ? ' Rozdanie toczy się do końca, by rozliczyć zapowiedzi.' : then_ === 'newGame' ? ' Alt und neu: reszta rozdania liczy się do nowej partii.' : '')
      );
    },
    marks: (lines) => `Marki: ${lines.map((l) => `${obj(l.who)} ${l.amount > 0 ? 'plus' : 'minus'} ${Math.abs(l.amount)}`).join(', ')}.`,
    out: (w, valid) => `${say(w, 'ogłaszasz', 'ogłasza')} koniec partii${valid ? '' : ', fałszywie: ta strona przegrywa partię'}.`,
    dealOver: (reason) => (reason === 'thrownIn' ? 'Nikt nie kupuje Scatu: rozdanie przepada.' : reason === 'abandoned' ? 'Rozdanie kończy się tutaj.' : 'Rozdanie jest skończone.'),
    sessionOver: (won, score) => `${won ? 'Wygrywasz sesję!' : 'Sesja jest skończona.'} ${capitalize(score)}. ${K('Shift+N')} zaczyna nową grę.`,
    score: (s) =>
      `wynik: ${s.parties
        .map((p) => (p.who.length > 1 ? `${p.mine ? 'wy' : names(p.who)} ${p.points}` : `${obj(p.who[0]!)} ${p.points}`))
        .join(', ')}`,
    marksLine: (lines) => `Marki: ${lines.map((l) => `${obj(l.who)} ${l.marks}`).join(', ')}.`,
    yourTurn: (phase, h) =>
      ({
        play: `Twój ruch.${h.mustTrump ? ' Wyjście atutem: musisz zagrać atut.' : ''}${h.lateAces ? ` Możesz jeszcze zgłosić asy: ${K('Shift+A')}.` : ''}`,
        discard: `Odłóż ${cardsAcc(h.toDiscard)}: ${K('Enter')} na karcie. Królów i asów nie wolno odkładać.`,
        announce: 'Twoje zapowiedzi.',
        contra: 'Contra?',
        bid: 'Twoja licytacja.',
        buy: 'Kupujesz Scat?',
        trump: 'Wybierz atut.',
        optIn: 'Alt und neu?',
      } as Record<string, string>)[phase] ?? 'Twój ruch.',
    mustTrumpNote: 'Wyjście atutem: musisz zagrać atut.',
    notYourTurn: (w) => `To nie twój ruch: teraz ${then(w, 'grasz', 'gra')}.`,
    choicePass: (phase) => ({ announce: 'Bez (dalszych) zapowiedzi', contra: 'Bez Contra', bid: 'Pas', buy: 'Nie kupuj', optIn: 'Odmów' } as Record<string, string>)[phase] ?? 'Pas',
    choiceAnnounce: (kind, dos, worth) => `${KIND[kind]} z ${dos.name(INS)}: ${worth}`,
    choiceHonours: (rank, count, pts) => `${honoursN(rank, count)}: ${points(pts)}`,
    choiceContra: (level, a, amount) => `${CONTRA[level]} na ${announcement(a)}: wtedy ${marks(amount)}`,
    choiceBid: (suit, value) => `Licytuj ${suit}, wartość ${value}`,
    choiceBuy: 'Kup Scat',
    choiceTrump: (suit, laysDo) => `Atut ${suit}${laysDo ? `, wykładasz ${laysDo.name(ACC)}` : ', bez Do: 26 przepada'}`,
    choiceAgree: 'Zgódź się na alt und neu',
    choiceOut: 'Ogłoś koniec partii',
    announceWorth: (kind, amount) =>
      `${marks(amount)}; ${kind === '26' ? 'Do musi wziąć ostatnią lewę' : kind === '52' ? 'oba Do muszą wziąć dwie ostatnie lewy' : 'atutowe Do musi wziąć pierwszą lewę'}`,
    announcementsNone: 'Brak zapowiedzi.',
    trumpIs: (suit) => (suit ? `Atutem jest ${suit}.` : 'Atut nie jest jeszcze ustalony.'),
    toDiscard: (n) => `Do odłożenia jeszcze: ${cardsN(n)}.`,
    disclosed: (w, rank, suit) => missing(w, rank, suit),
    noTrumpSeats: (ws) => `Bez atutów: ${names(ws)}.`,
    gameState: (played, games, alt) => `Partia ${Math.min(played + 1, games)} z ${games}${alt ? ', alt und neu' : ''}.`,
    violation: (code, rule, f) =>
      (({
        notYourTurn: `To nie twój ruch${f.toMove ? `: teraz ${then(f.toMove, 'grasz', 'gra')}` : ''}.`,
        dealOver: 'Rozdanie jest skończone: N zaczyna następne.',
        wrongPhase: 'Na tym etapie rozdania to niemożliwe.',
        notInHand: f.card ? `Nie masz w ręce ${f.card.name(GEN)}.` : 'Nie masz tej karty w ręce.',
        mustTrump: `Wyjście atutem, a ty masz ${f.trump ? `karty ${f.trump}` : 'atuty'}: musisz zagrać atut.`,
        kingOrAce: `Królów i asów nie wolno odkładać${f.card ? ` (${f.card})` : ''}.`,
        trumpWithoutDo: `Masz Do: wybierz kolor, którego Do masz${f.suit ? `, a nie ${f.suit}` : ''}.`,
        noDo: `Do licytacji w kolorze ${f.suit ?? 'wybranym'} potrzebujesz jego Do w ręce.`,
        bidTooLow: 'Twoja licytacja musi być w wyższym kolorze niż poprzednia.',
        lateHonours: 'Honory z królów, kawalerów, waletów i Do zgłasza się tylko przed pierwszym wyjściem.',
        alreadyAnnounced: 'Te honory są już zgłoszone.',
        acePlayed: 'Po zagraniu asa nie można już zgłosić asów.',
        notHeld: 'Nie masz trzech kart tej wysokości.',
        notAsked: 'Contra mówi się tylko wtedy, gdy przychodzi na nie twoja kolej.',
        scatGame: 'W grze ze Scatem jedyną zapowiedzią jest sama gra.',
        lateLaying: 'Do wykłada się tylko przed pierwszym wyjściem.',
        secondAnnouncement: 'W tym rozdaniu masz już zapowiedź 26 albo 52.',
        variantOff: 'To należy do wariantu, który jest wyłączony.',
        gameEnded: 'Partia, od której zaczęło się to rozdanie, już się skończyła.',
      } as Record<string, string>)[code] ?? 'Ten ruch jest niedozwolony.') + (rule ? ` (reguła ${rule})` : ''),
    hint: (move, reason) => `Podpowiedź: ${move}${reason ? `. ${reason}` : ''}.`,
    hintReason: (reason) =>
      ({
        forced: 'To jedyny rozsądny ruch.',
        declareOut: 'Twoja strona ma 100: ogłoszenie końca wygrywa teraz partię.',
        agreeAltUndNeu: 'Alt und neu sprzyja twojej stronie.',
        refuseAltUndNeu: 'Alt und neu sprzyjałoby innym.',
        announceHonours: 'Honory liczą się od razu.',
        announce26: 'Możesz się spodziewać, że tym Do weźmiesz ostatnią lewę.',
        announce52: 'Możesz się spodziewać, że tymi Do weźmiesz dwie ostatnie lewy.',
        announceFirst52: 'Atutowe Do może wziąć pierwszą lewę.',
        noAnnouncement: 'Z tą ręką żadna zapowiedź 26 ani 52 nie jest warta ryzyka.',
        contra: 'Zapowiedź prawdopodobnie się nie uda.',
        noContra: 'Podwojenie byłoby zbyt ryzykowne.',
        bid: 'Masz Do tego koloru i dość jego kart, by utrzymać atuty.',
        noBid: 'Żaden kolor nie jest wart licytacji.',
        buyScat: 'Ze Scatem ta ręka powinna zrobić swoje 26.',
        declineScat: 'Ręka jest za słaba na 26.',
        discard: 'Nie pomaga atutom, a jej punkty liczą się dla ciebie na końcu.',
        chooseTrump: 'Twoje najsilniejsze atuty wśród kolorów, których Do masz.',
        doFirstTrick: 'Atutowe Do bierze pierwszą lewę: 52 punkty.',
        trumpFirstTrick: 'Przebicie pierwszej lewy nie pozwala rozdającemu wziąć jej atutowym Do, jak radzi książka.',
        doTrick: 'Lewa wzięta przez Do daje 10 punktów więcej, w ostatniej lewie 20.',
        winTrick: 'Bierze lewę i jej punkty.',
        cashWinner: 'Powinna wziąć swoją lewę.',
        drawTrumps: 'Wyciąga atuty innym graczom.',
        attackLaidDo: 'Wyciąga wyłożone Do przeciwnika przed ostatnią lewą.',
        protectAnnouncement: 'Gra na zapowiedź twojej strony.',
        guardAgainstDo: 'Zostawia atut, by pobić wyłożone Do w ostatniej lewie.',
        keepTrumpDo: 'Zostawia atutowe Do na ostatnią lewę.',
        smearPartner: 'Lewę ma twój partner: dokładasz mu punkty.',
        followPartner: 'Lewę ma twój partner: lepsze karty zostają u ciebie.',
        duckTrick: 'Tanio oddaje lewę, której nie warto brać.',
        leadLow: 'Niskie wyjście zostawia innym wydawanie dobrych kart.',
      } as Record<string, string>)[reason] ?? null,
  },
} satisfies HundertspielCatalogue;
