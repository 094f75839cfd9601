/**
 * Pikieta (Piquet) po polsku (src/games/piquet/messages.ts). Nad wspólnymi słowami gier w lewy
 * (locales/tricks/pl.ts). Słowa polskiej książki, za francuskimi nazwami pikiety: point, sekwens;
 * tercja, kwarta, kwinta, seksta, septyma, oktawa, "major" od asa; trzy asy, kwatorze waletów; pik,
 * repik, kapot, carte blanche; pierwszy gracz (nie rozdaje) i drugi gracz (rozdaje); rozdanie, partia do
 * 101 (albo z 4 rozdań), marki. Przy zgłoszeniach gracz odpowiada „Dobrze.” / „Niedobrze.” / „Równo.”.
 * Karty przychodzą jako odwołania i są odmieniane według zdania ("odkładasz siódemkę trefl", "wychodzi
 * asem pik", "nie masz w ręce damy kier"); imiona w mianowniku, czas teraźniejszy. Ten plik ładuje
 * src/games/piquet/texts.ts razem z grą, tak jak plik niemiecki i angielski.
 */
import { capitalize, list, plural, pluralCategory, type Who } from '../../src/i18n/messages.js';
import type { CardRef } from '../../src/i18n/deck-names.js';
import type { DeclarationPhrase, PiquetCatalogue, PiquetFormat, ScoreEntry } from '../../src/games/piquet/messages.js';
import { trickUiPl, tricksPl } from '../tricks/pl.js';
import { VARIANTS_PL } from './rules-pl.js';
import { keyLabel } from '../keys.js';

const L = 'pl' as const;
/** Klawisz słowami tego języka. */
const K = (key: string) => keyLabel(L, key);
const ACC = { case: 'accusative' } as const;
const GEN = { case: 'genitive' } as const;
const INS = { case: 'instrumental' } as const;
const obj = (w: Who) => (w.self ? 'ty' : w.name);
/** Czasownik zgodny z podmiotem; dla siebie bez zaimka: "Odkładasz", "Anna odkłada". */
const say = (w: Who, ty: string, on: string) => (w.self ? capitalize(ty) : `${w.name} ${on}`);
const v = (w: Who, ty: string, on: string) => (w.self ? ty : on);
const pts = (n: number) => plural(L, n, { one: 'punkt', few: 'punkty', many: 'punktów', other: 'punktu' });
const cardsN = (n: number) => plural(L, n, { one: 'karta', few: 'karty', many: 'kart', other: 'karty' });
/** Biernik: "odkładasz 1 kartę, 2 karty, 5 kart". */
const cardsAcc = (n: number) => plural(L, n, { one: 'kartę', few: 'karty', many: 'kart', other: 'karty' });
const unitsAcc = (n: number) => plural(L, n, { one: 'markę', few: 'marki', many: 'marek', other: 'marki' });
/** "zostaje 1 karta", "zostają 2 karty", "zostaje 5 kart". */
const stays = (n: number) => (pluralCategory(L, n) === 'few' ? 'zostają' : 'zostaje');
/** Liczebnik w dopełniaczu: "point z pięciu kart". */
const OF_NUMBER = ['zera', 'jednej', 'dwóch', 'trzech', 'czterech', 'pięciu', 'sześciu', 'siedmiu', 'ośmiu', 'dziewięciu', 'dziesięciu', 'jedenastu', 'dwunastu'];
const ofCards = (n: number) => `z ${OF_NUMBER[n] ?? String(n)} ${n === 1 ? 'karty' : 'kart'}`;
const SEQUENCES: Record<number, string> = { 3: 'tercja', 4: 'kwarta', 5: 'kwinta', 6: 'seksta', 7: 'septyma', 8: 'oktawa' };
/** Biernik nazw sekwensów: "pokazuje kwartę od króla". */
const SEQUENCES_ACC: Record<string, string> = { tercja: 'tercję', kwarta: 'kwartę', kwinta: 'kwintę', seksta: 'sekstę', septyma: 'septymę', oktawa: 'oktawę' };
/** "od" z dopełniaczem figury: "kwarta od króla". */
const FROM: Record<string, string> = { K: 'od króla', Q: 'od damy', J: 'od waleta', '10': 'od dziesiątki', '9': 'od dziewiątki', '8': 'od ósemki' };
const THREE: Record<string, string> = { A: 'asy', K: 'króle', Q: 'damy', J: 'walety', '10': 'dziesiątki' };
/** Po "kwatorze" dopełniacz liczby mnogiej: "kwatorze asów". */
const FOUR: Record<string, string> = { A: 'asów', K: 'króli', Q: 'dam', J: 'waletów', '10': 'dziesiątek' };
const sequenceName = (length: number, top: string) => `${SEQUENCES[length] ?? `sekwens ${ofCards(length)}`} ${top === 'A' ? 'major' : (FROM[top] ?? `od ${top}`)}`;
const setName = (count: number, rank: string) => (count === 4 ? `kwatorze ${FOUR[rank] ?? rank}` : `${count === 3 ? 'trzy' : count} ${THREE[rank] ?? rank}`);
/** Nazwa sekwensu w bierniku (pierwsze słowo to tercja … oktawa albo nieodmienny "sekwens"). */
const sequenceAcc = (name: string) => name.replace(/^\p{L}+/u, (word) => SEQUENCES_ACC[word] ?? word);
const CATEGORY: Record<string, string> = { point: 'Point', sequences: 'Sekwensy', sets: 'Trójki i kwatorze' };
const FOR: Record<string, string> = {
  carteBlanche: 'carte blanche',
  point: 'point',
  sequences: 'sekwensy',
  sets: 'trójki i kwatorze',
  repique: 'repik',
  lead: 'wyjście',
  beat: 'bicie',
  lastTrick: 'ostatnią lewę',
  pique: 'pik',
  cards: 'większość lew',
  capot: 'kapot',
};
const FORMATS: Record<PiquetFormat, string> = { '101': 'Do 101 punktów', '100': 'Do 100 punktów (V-Q-4)', partie: 'Partia z 4 rozdań (V-Q-5)' };
const signedPl = (n: number) => (n > 0 ? `plus ${n}` : n < 0 ? `minus ${-n}` : '0');
const said = (w: Who, text: string) => `${w.self ? 'Ty' : w.name}: „${text}.”`;
/** Imiesłów zgodny z rodzajem karty: "as pik jest już odłożony", "dama kier jest już odłożona". */
const laidAwayAs = (card: CardRef) => (card.gender === 'f' ? 'odłożona' : card.gender === 'n' ? 'odłożone' : 'odłożony');
const range = (min: number, max: number) => (min === max ? String(max) : `od ${min} do ${max}`);

function declared(d: DeclarationPhrase): string {
  if ('none' in d) return d.category === 'point' ? 'Point: nie mam' : d.category === 'sequences' ? 'Sekwens: nie mam' : 'Trójki i kwatorze: nie mam';
  if (d.category === 'point') return `Point ${ofCards(d.length)}${d.pips === null ? '' : `, ${d.pips}`}`;
  if (d.category === 'sequences') return capitalize(sequenceName(d.length, d.top));
  return capitalize(setName(d.count, d.rank));
}

/** The opponent's cards known from what he showed: the label of the table's fact and of the declarations reading. */
const knownLabel = (w: Who) => (w.self ? 'Twoje znane karty' : `Znane karty gracza ${w.name}`);

export const piquetPl = {
  tricks: tricksPl,
  ui: {
    ...trickUiPl,
    commands: {
      ...trickUiPl.trickCommands,
      playCard: { name: 'Odłóż albo zagraj kartę', help: 'W twojej wymianie oznacza kartę, na której jest fokus, do odłożenia albo zdejmuje oznaczenie (propozycja przychodzi oznaczona; K odkłada oznaczone karty); w lewach wychodzi nią albo ją dokłada.' },
      readHand: { name: 'Ręka', help: `Czyta twoją rękę kolorami; w wymianie także twój point, sekwensy, trójki i kwatorze (w obszarze ręki także ${K('Shift+H')}).` },
      nextPlayable: { name: 'Następna karta do zagrania', help: 'Przechodzi do następnej karty, którą możesz teraz zagrać (w wymianie: odłożyć).' },
      suitS: { name: 'Pik', help: 'W ręce: przechodzi do twojej najwyższej karty pik (S jak spades).' },
      suitH: { name: 'Kier', help: 'W ręce: przechodzi do twojej najwyższej karty kier (H jak hearts).' },
      suitD: { name: 'Karo', help: 'W ręce: przechodzi do twojej najwyższej karty karo (D jak diamonds).' },
      suitC: { name: 'Trefl', help: 'W ręce: przechodzi do twojej najwyższej karty trefl (C jak clubs).' },
      readScore: { name: 'Wynik', help: 'Czyta wynik partii, punkty tego rozdania, lewy i marki.' },
      readDeclarations: { name: 'Zgłoszenia', help: 'Czyta zgłoszenia tego rozdania: carte blanche, point, sekwensy, trójki i kwatorze, kto co liczy i co pokazano, pik i repik.' },
      readExchange: { name: 'Wymiana', help: 'Czyta wymianę: talon, karty odłożone i kupione, co widzisz i ile kart kupuje przeciwnik.' },
      declare: { name: 'Kup', help: 'W wymianie otwiera możliwości: kupić z talonu albo odłożyć więcej. Zgłoszenia po wymianie aplikacja robi sama.' },
      take: { name: 'Odłóż i kup', help: 'W twojej wymianie: odkłada oznaczone karty (propozycję albo to, co zmienisz klawiszem Enter lub spacją na karcie albo wpiszesz) i kupuje z talonu tyle samo.' },
      nextDeal: { name: 'Następne rozdanie', help: 'Rozdaje następne karty, gdy rozdanie jest skończone; po partii zaczyna następną.' },
    },
    nothingToDeclare: 'Teraz nie ma nic do wyboru: zgłoszenia po wymianie aplikacja robi sama.',
    colRole: 'Rola',
    colDeal: 'To rozdanie',
    colGame: 'Partia',
    elder: 'pierwszy gracz',
    younger: 'drugi gracz, rozdaje',
    formatLabel: 'Partia',
    formatNow: (target, deal) => (target === null ? `z 4 rozdań, rozdanie ${deal} z 4` : `do ${target}, rozdanie ${deal}`),
    talonLabel: 'Talon',
    discardsLabel: 'Odłożone',
    takenLabel: 'Kupione',
    seenLabel: 'Widziane',
    knownLabel,
    tricksLabel: 'Lewy',
    unitsLabel: 'Marki',
    declarationsLabel: 'Zgłoszenia',
    none: 'brak',
    readDeclarations: 'Zgłoszenia',
    readExchange: 'Wymiana',
    declare: 'Kup',
    commandHint: 'Na przykład: odłóż siódemkę trefl, kup, zagraj damę kier, zgłoszenia, wynik.',
    resumed: 'Twoja partia pikiety wraca do miejsca, w którym została przerwana.',
    commandUnknown: 'Nie rozumiem. Spróbuj: odłóż siódemkę trefl, kup, zagraj damę kier, pomoc.',
    discardMoreNow: `Odłóż więcej: ${K('Enter')} na karcie twojej ręki.`,
    nextGame: 'Następna partia',
    exchangeNote: (d, min, max) => `odłożone: ${d}, dozwolone: ${range(min, max)}`,
    choicesHeading: (n) => `Wymiana, ${plural(L, n, { one: 'możliwość', few: 'możliwości', many: 'możliwości', other: 'możliwości' })}`,
    format: 'Partia',
    formatHelp: 'Do 101 jak w książce, do 100 albo partia z 4 rozdań, w której na końcu porównuje się sumy.',
    formatName: (f) => FORMATS[f],
    variants: 'Warianty',
    variantName: (id) => VARIANTS_PL[id as keyof typeof VARIANTS_PL]?.name ?? id,
    variantDescription: (id) => VARIANTS_PL[id as keyof typeof VARIANTS_PL]?.description ?? '',
    seatHelp: 'Grasz przeciw jednemu graczowi komputerowemu; wybierz jego siłę. Przełożenie kart decyduje, kto rozdaje pierwszy.',
  },
  piquet: {
    gameStarted: (target) => (target === null ? 'Partia z 4 rozdań.' : `Partia do ${target}.`),
    cut: (cards, dealer) =>
      `Przekładanie: ${cards.map((c) => `${obj(c.who)}: ${c.card}`).join(', ')}. ` +
      (dealer ? `${say(dealer, 'masz', 'ma')} niższą kartę i ${v(dealer, 'zaczynasz', 'zaczyna')} rozdawać.` : 'Karty równe: przekładacie jeszcze raz.'),
    dealStarted: (deal, partie, dealer, elder, score) =>
      `Rozdanie ${deal}${partie ? ' z 4' : ''}: ${dealer.self ? 'rozdajesz ty' : `rozdaje ${dealer.name}`}, pierwszy gracz: ${obj(elder)}. Wynik: ${score}.`,
    carteBlanche: (w) => `Carte blanche: ${w.self ? 'nie masz' : `${w.name} nie ma`} ani króla, ani damy, ani waleta.`,
    discarded: (w, card, count, b) => {
      if (!w.self || card === null) return `${say(w, 'odkładasz', 'odkłada')} kartę, razem ${count}.`;
      const left = b ? b.min - count : 0;
      const rest = !b
        ? ''
        : count < b.min
          ? ` Do odłożenia jeszcze ${cardsN(left)}.`
          : count < b.max
            ? ` Możesz teraz kupić albo odłożyć jeszcze najwyżej ${cardsAcc(b.max - count)}.`
            : ' Więcej odłożyć nie możesz: teraz kup.';
      return `Odkładasz ${card.name(ACC)}.${rest}`;
    },
    laidAway: (cards, count) => (count === 1 ? `Odkładasz ${cards.name(ACC)}.` : `Odkładasz ${cardsAcc(count)}: ${cards}.`),
    exchanged: (w, count, left, elder) =>
      (count === 0 ? `${say(w, 'nic nie kupujesz', 'nic nie kupuje')}` : `${say(w, 'kupujesz', 'kupuje')} ${cardsAcc(count)}`) +
      (left === 0 ? '.' : elder ? ` i ${v(w, 'zostawiasz', 'zostawia')} ${left}.` : `; w talonie ${stays(left)} ${cardsN(left)}.`),
    taken: (cards) => `Z talonu dostajesz: ${cards}.`,
    talonSeen: (elder, cards) => (elder ? `Karty, które zostawiasz: ${cards}.` : `W talonie: ${cards}.`),
    blancheShown: (w, cards) => `${say(w, 'pokazujesz', 'pokazuje')} carte blanche: ${cards}.`,
    declaration: (w, d) => said(w, declared(d)),
    answer: (w, a) => said(w, a === 'good' ? 'Dobrze' : a === 'notGood' ? 'Niedobrze' : 'Równo'),
    shown: (w, category, holding, cards) =>
      category === 'point' ? `${say(w, 'pokazujesz', 'pokazuje')} point: ${cards}.` : `${say(w, 'pokazujesz', 'pokazuje')} ${sequenceAcc(holding)}: ${cards}.`,
    missingCard: (w, rank, card) => `${w.self ? 'Twoje trzy' : `${w.name}: trzy`} ${THREE[rank] ?? rank}, brakuje ${card.name(GEN)}.`,
    noScore: (category, reason) =>
      reason === 'equal'
        ? `Równo: nikt nie dostaje nic za ${category === 'point' ? 'point' : 'sekwensy'}.`
        : category === 'point' ? 'Nikt nie ma pointu.' : category === 'sequences' ? 'Nikt nie ma sekwensu.' : 'Nikt nie ma trójki ani kwatorze.',
    scored: (w, reason, n, score) => `${say(w, 'dostajesz', 'dostaje')} ${n} za ${FOR[reason] ?? reason}. Wynik: ${score}.`,
    repique: (w, n, score) => `Repik! ${say(w, 'dostajesz', 'dostaje')} jeszcze ${n}. Wynik: ${score}.`,
    pique: (w, n, score) => `Pik! ${say(w, 'dostajesz', 'dostaje')} jeszcze ${n}. Wynik: ${score}.`,
    ledScoring: (w, card, n) => `${say(w, 'wychodzisz', 'wychodzi')} ${card.name(INS)}: ${pts(n)}.`,
    lastTrickWon: (text) => `Ostatnia lewa: ${text.replace(/^Bierzesz /, 'bierzesz ')}`,
    scoreAfterTrick: (score) => `wynik: ${score}`,
    tricksCounted: (tricks, bonus, w) =>
      bonus === 'capot' && w
        ? `Kapot! ${say(w, 'bierzesz', 'bierze')} wszystkie 12 lew.`
        : bonus === 'cards' && w
          ? `Lewy: ${tricks}. ${say(w, 'masz', 'ma')} większość lew.`
          : `Lewy: ${tricks}. Po sześć lew: nikt nie dostaje nic za większość.`,
    dealOver: (deal, score) => `Koniec rozdania. W tym rozdaniu: ${deal}. Wynik: ${score}.`,
    gameOver: (winner, score, abandoned, partie) => {
      if (partie) {
        const head = `Koniec partii z 4 rozdań: ${score}, różnica ${partie.difference}.`;
        if (!winner) return `${head} Remis.`;
        return partie.units > 0
          ? `${head} ${say(winner, 'wygrywasz', 'wygrywa')} ${unitsAcc(partie.units)}.`
          : `${head} ${say(winner, 'prowadzisz', 'prowadzi')}, ale różnica mniejsza niż 5 nie daje żadnej marki.`;
      }
      if (!winner) return `Koniec partii: ${score}.`;
      return `${say(winner, 'wygrywasz', 'wygrywa')} partię: ${score}.${abandoned ? ' Reszty tego rozdania się nie gra.' : ''}`;
    },
    payment: (from, to, amount, line) =>
      `${from.self ? `Płacisz graczowi ${to.name}` : to.self ? `${from.name} płaci ci` : `${from.name} płaci graczowi ${to.name}`} ${unitsAcc(amount)}. Marki: ${line}.`,
    nextGamePrompt: (touch) => (touch ? 'Dotknij przycisku Następna partia, aby grać dalej.' : `N zaczyna następną partię; ${K('Shift+N')} prowadzi do wyboru gier.`),
    scoreLine: (lines: readonly ScoreEntry[]) => lines.map((l) => `${obj(l.who)} ${l.points}`).join(', '),
    unitsLine: (lines: readonly ScoreEntry[]) => lines.map((l) => `${obj(l.who)} ${signedPl(l.points)}`).join(', '),
    sequenceName,
    setName,
    suitCards: (suit, ranks) => `${list(L, ranks)} ${suit}`,
    holdings: (point, seqs, sets) =>
      `${point ? `Point: ${cardsN(point.length)} ${point.suit}, ${point.pips}.` : 'Point: brak.'} ` +
      `${seqs.length ? `Sekwensy: ${list(L, seqs.map((s) => `${s.name} ${s.suit}`))}.` : 'Sekwensy: brak.'} ` +
      `${sets.length ? `Trójki i kwatorze: ${list(L, sets)}.` : 'Trójki i kwatorze: brak.'}`,
    score: (game, deal, tricks, format, line) => `Wynik: ${game}. W tym rozdaniu: ${deal}. Lewy: ${tricks}. Partia ${format}. Marki: ${line}.`,
    declarations: (cb, lines, repique, pique, known) =>
      [
        cb ? `Carte blanche: ${obj(cb)}.` : null,
        ...lines.map(
          (l) =>
            `${CATEGORY[l.category]}: ` +
            (l.winner
              ? `${obj(l.winner)}, ${pts(l.points)}${l.shown.length ? ` (${l.shown.join('; ')})` : ''}${l.missing.length ? `; brakuje ${list(L, l.missing.map((c) => c.name(GEN)))}` : ''}.`
              : 'nikt.'),
        ),
        repique ? `Repik: ${obj(repique)}.` : null,
        pique ? `Pik: ${obj(pique)}.` : null,
        known ? `${knownLabel(known.who)}: ${known.cards}.` : null,
      ]
        .filter(Boolean)
        .join(' '),
    noDeclarationsYet: 'Jeszcze nie ma zgłoszeń: najpierw wymiana.',
    exchange: (f) =>
      [
        `Talon: ${cardsN(f.talon)}.`,
        f.discards ? `Odłożone: ${f.discards}.` : null,
        f.taken ? `Kupione: ${f.taken}.` : f.done ? 'Z talonu nie bierzesz nic.' : 'Twoja wymiana jeszcze przed tobą.',
        f.seen ? `Widziane: ${f.seen}.` : null,
        f.opponentTook === null ? `${f.opponent.name}: jeszcze bez wymiany.` : f.opponentTook === 0 ? `${f.opponent.name}: nic z talonu.` : `${f.opponent.name}: z talonu ${cardsN(f.opponentTook)}.`,
      ]
        .filter(Boolean)
        .join(' '),
    yourTurn: (phase, h) => {
      if (phase === 'play') return h.lead ? 'Wychodzisz.' : h.mustFollow ? `Twój ruch. Dołóż do koloru ${h.mustFollow}.` : 'Twój ruch.';
      const role = h.elder ? 'jako pierwszy gracz' : 'jako drugi gracz';
      if (h.discarded > 0) return `Twoja wymiana ${role}: odłożone ${h.discarded}, dozwolone ${range(h.min, h.max)}.`;
      const how = `Oznacz karty klawiszem ${K('Enter')} na karcie; K je odkłada i kupuje tyle samo.`;
      if (h.min === 0) return `Twoja wymiana ${role}: możesz odłożyć najwyżej ${cardsAcc(h.max)} i kupić tyle samo albo nic nie kupować. ${how}`;
      return `Twoja wymiana ${role}: odłóż ${h.min === h.max ? cardsAcc(h.max) : `od ${h.min} do ${h.max} kart`} i kup tyle samo. ${how}`;
    },
    notYourTurn: (w) => `To nie twój ruch: ${w.self ? 'grasz ty' : `teraz gra ${w.name}`}.`,
    choiceTake: (count) => (count === 0 ? 'Nic nie kupuj' : `Kup z talonu ${cardsAcc(count)}`),
    choiceDiscardMore: (upTo) => `Odłóż więcej, najwyżej ${upTo}`,
    choiceDiscard: (card) => `Odłóż ${card.name(ACC)}`,
    violation: (code, rule, f) =>
      (({
        notYourTurn: `To nie twój ruch${f.toMove ? `: ${f.toMove.self ? 'grasz ty' : `teraz gra ${f.toMove.name}`}` : ''}.`,
        gameOver: 'Partia jest skończona: N zaczyna następną.',
        dealOver: 'Rozdanie jest skończone: N rozdaje następne.',
        exchangeOver: 'Twoja wymiana już za tobą, a nikt nie wymienia dwa razy.',
        exchangeFirst: 'Najpierw wymiana, potem rozgrywka.',
        cardNotInHand: f.card ? `Nie masz w ręce ${f.card.name(GEN)}.` : 'Nie masz tej karty w ręce.',
        alreadyDiscarded: f.card ? `${capitalize(f.card)} jest już ${laidAwayAs(f.card)}.` : 'Ta karta jest już odłożona.',
        mustFollowSuit: f.suit ? `Musisz dołożyć do koloru ${f.suit}.` : 'Musisz dołożyć do koloru wyjścia.',
        tooManyDiscards: `Możesz odłożyć najwyżej ${cardsAcc(f.max ?? 5)}.`,
        tooFewDiscards: `Zanim kupisz, musisz odłożyć co najmniej ${cardsAcc(f.min ?? 3)}.`,
        automatic: 'Zgłoszenia i rozmowę o nich, dobrze, niedobrze albo równo, aplikacja prowadzi sama po wymianie.',
      } as Record<string, string>)[code] ?? 'Ten ruch jest niedozwolony.') + (rule ? ` (reguła ${rule})` : ''),
    hint: (move, reason, plan) => `Podpowiedź: ${move}.${reason ? ` ${reason}` : ''}${plan ? ` Odłóż razem: ${plan}.` : ''}`,
    hintReason: (reason) =>
      ({
        forced: 'To jedyny rozsądny ruch.',
        keepLongSuit: 'Zostaje ci najdłuższy kolor na point.',
        keepSequence: 'Zostaje ci sekwens.',
        keepSet: 'Zostaje ci trójka albo kwatorze.',
        keepWinners: 'Zostają ci wysokie karty, które biorą lewy.',
        exchangeFewer: 'Twoja ręka jest warta więcej niż karty, które możesz kupić.',
        cashWinner: 'Żadna karta, którą może mieć przeciwnik, jej nie bije.',
        establishSuit: 'Wyciąga wyższą kartę, żeby reszta koloru była dobra.',
        leadLow: 'Niska karta; wysokie karty koloru zostają przy tobie.',
        makePique: 'Daje ci 30, zanim drugi gracz cokolwiek dostanie: pik.',
        winTrick: 'Bije kartę wyjścia: 1 punkt, a następne wyjście jest twoje.',
        duck: 'Dokładasz nisko, a wyższą kartę zachowujesz na później.',
        followLow: 'Nie możesz bić: najniższa karta koloru.',
        discardLow: 'Nie możesz dołożyć do koloru: karta mało przydatna.',
        protectGuard: 'Nie możesz dołożyć do koloru; mała karta, która chroni króla albo damę, zostaje.',
        winLastTrick: 'Bierze ostatnią lewę.',
        winCards: 'Bierze twoją siódmą lewę: większość lew.',
        stopCapot: 'Jedna lewa dla ciebie, żeby przeciwnik nie zrobił kapota.',
        stopPique: 'Jeden punkt dla ciebie, żeby pierwszy gracz nie zrobił pika.',
      } as Record<string, string>)[reason] ?? null,
    gameResult: (won, drawn) => (drawn ? 'Partia kończy się remisem.' : won ? 'Wygrywasz partię!' : 'Przegrywasz partię.'),
  },
} satisfies PiquetCatalogue;
