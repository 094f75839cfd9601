/**
 * Reguły gry Papillon dla graczy (Shift+F1) po polsku, dla reguł w mocy. Te same części co rules-en.ts;
 * słowa katalogu (locales/papillon/pl.ts): żetony, pula, talon, bicie, wyłożenie, kolejka, runda rąk,
 * ostatnia runda, pocieszenie; nazwy wypłat zostają: Klein-Papillon, Haneton, Sautenelle, Die Blätter.
 * Ten plik ładuje src/games/papillon/texts.ts osobno, gdy gracz pierwszy raz poprosi o zasady, tak jak
 * plik niemiecki i angielski.
 */
import type { PapillonRules } from '../../src/games/papillon/types.js';
import { list, plural, type RulesSection } from '../../src/i18n/messages.js';
import type { PapillonRulesTexts } from '../../src/games/papillon/messages.js';
import { VARIANTS_PL } from './pl.js';

const L = 'pl' as const;
/** Mianownik i biernik mają te same formy: "dostaje 50 żetonów", "wpłaca 2 żetony". */
const counters = (n: number) => plural(L, n, { one: 'żeton', few: 'żetony', many: 'żetonów', other: 'żetonu' });
/** Biernik: "odkrywa 7 kart", "4 karty". */
const cardsAcc = (n: number) => plural(L, n, { one: 'kartę', few: 'karty', many: 'kart', other: 'karty' });
/** Biernik: "trwa 2 kolejki". */
const tours = (n: number) => plural(L, n, { one: 'kolejkę', few: 'kolejki', many: 'kolejek', other: 'kolejki' });

function rulesText(r: PapillonRules): readonly RulesSection[] {
  const pay = !r.classicPayouts;
  const sections: RulesSection[] = [
    {
      heading: 'Gra',
      paragraphs: [
        'Papillon to francuska gra „łowiąca” dla 3 lub 4 graczy, każdy gra na siebie. Wszystko idzie przeciwnie do ruchu wskazówek zegara: następnym graczem jest sąsiad po prawej. Zagrywasz kartę z ręki, by brać nią karty ze stołu, i zbierasz żetony za szczególne bicia.',
        'Te reguły opierają się na wiki Braillespiel, pisanej dla niewidomych graczy; reguły, które są tylko u Philidora (1756), to warianty do wyboru.',
      ],
    },
    {
      heading: 'Karty i wartości',
      paragraphs: [
        'Jedna talia francuska, 52 karty. Kolory nie grają roli. As liczy się za 1, blotki według liczby, walet za 11, dama za 12, a król za 13.' +
          (r.faceCardsNoValue ? ' W tych regułach figury nie mają wartości: biorą tylko równą sobie figurę.' : ''),
        'Zamiast nich można grać kartami z liczbami od 1 do 13 w czterech kolorach, jak w grze Elfer raus: 11, 12 i 13 oznaczają waleta, damę i króla. Aplikacja nazywa kier czerwonym, karo niebieskim, trefl zielonym, a pik żółtym.',
      ],
    },
    {
      heading: 'Żetony, pula i partia',
      paragraphs: [
        `Każdy dostaje na start ${counters(r.startingCounters)}. Stan żetonów może spaść poniżej zera. Pula na środku zbiera wpisowe i opłaty za wyłożenie.`,
        `Partia trwa ${tours(r.tours)}; w każdej kolejce każdy gracz rozdaje raz. O pierwszym rozdającym decyduje przekładanie: rozdaje ten, kto przełoży najniższą kartę (as najniższy, król najwyższy); gracze z równą kartą przekładają jeszcze raz. Po każdym rozdaniu rozdawanie przechodzi w prawo.`,
      ],
    },
    {
      heading: 'Rozdanie',
      paragraphs: [
        `Rozdający tasuje, sąsiad po lewej przekłada. Rozdający daje każdemu graczowi 3 karty, po jednej, zaczynając od sąsiada po prawej, a sobie na końcu, potem odkrywa na stole ${cardsAcc(r.tableSize)} (graczy: ${r.players}). Reszta to zakryty talon.`,
        `Każdy wpłaca do puli ${counters(r.ante)}. Zaczyna sąsiad rozdającego po prawej; rozdający gra ostatni.`,
      ],
    },
    {
      heading: 'Branie kart',
      paragraphs: [
        'W swoim ruchu zagrywasz jedną kartę z ręki i bierzesz nią karty ze stołu, na jeden z dwóch sposobów:',
        'Równa karta: bierzesz jedną kartę ze stołu tej samej wysokości. Piątka bierze tylko jedną piątkę, nawet jeśli leży ich kilka, i nigdy piątki razem z sumą.',
        'Suma: bierzesz dwie lub więcej kart ze stołu, których wartości dają razem wartość twojej karty, jako jedną grupę: dziesiątka może wziąć asa, czwórkę i piątkę. Nie może wziąć dwóch grup naraz, na przykład czwórki i szóstki, a do tego trójki i siódemki.' +
          (r.faceCardsNoValue ? '' : ' Walet, dama i król z twojej ręki też mogą brać sumy, za 11, 12 i 13.'),
        'Figurę na stole (waleta, damę, króla) można wziąć tylko równą jej figurą, samą; nigdy nie wchodzi do sumy.' +
          (r.tensRestricted ? ' W tych regułach to samo dotyczy dziesiątek: dziesiątkę na stole można wziąć tylko dziesiątką.' : ' Dziesiątka na stole to zwykła blotka.'),
        'Twoja karta i wzięte karty idą zakryte na twój stos. Jeśli możesz bić, musisz: nie ma pasowania ani dobrowolnego wykładania. Które bicie zrobisz, wybierasz swobodnie.',
      ],
    },
    {
      heading: 'Wykładanie',
      paragraphs: [
        'Jeśli nie możesz niczego wziąć, także gdy stół jest pusty, musisz wyłożyć odkryte na stół wszystkie karty, które masz. Płacisz do puli 1 żeton za każdą kartę' +
          (pay ? ' i dostajesz z powrotem 1 żeton od każdego innego gracza za każdego wyłożonego asa.' : '.') +
          ' Kto wykłada w ostatniej rundzie, nie może wygrać rozdania.',
      ],
    },
    {
      heading: 'Wypłaty za bicia',
      paragraphs: pay
        ? [
            'Wszystkie wypłaty przychodzą od razu, od każdego innego gracza, i się sumują.',
            'Asy: 1 żeton za każdego wziętego asa.',
            'Czyste asy: jeśli bierzesz same asy, a twoja karta jest warta tyle, ile bierzesz asów (as bierze asa, dwójka dwa asy, trójka trzy asy, czwórka cztery asy), dostajesz zamiast tego 2 żetony za asa: 2, 4, 6 albo 8 od każdego gracza.',
            `Klein-Papillon: wzięcie blotką ${r.featExactlyThree ? 'dokładnie trzech' : 'trzech lub więcej'} kart ze stołu: 1 żeton. Nie płaci się go w ostatniej rundzie.`,
            `Haneton: wzięcie figurą ${r.featExactlyThree ? 'dokładnie trzech' : 'trzech lub więcej'} kart ze stołu: 1 żeton.` +
              (r.hanetonLapsesInFinal ? ' Nie płaci się go w ostatniej rundzie.' : ' Płaci się go także w ostatniej rundzie.'),
            'Sautenelle: wzięcie ostatniej karty ze stołu, tak że zostaje pusty: 1 żeton. Następny gracz ma wtedy przed sobą pusty stół i musi wyłożyć.',
          ]
        : ['W tych regułach bicia nic nie dają: nie ma wypłat za asy, Klein-Papillon, Haneton, Sautenelle ani Die Blätter.'],
    },
    {
      heading: 'Nowe rundy rąk i ostatnia runda',
      paragraphs: [
        'Gdy nikt nie ma już kart, ten sam rozdający rozdaje znowu z talonu, po 3 karty, bez tasowania, i kończy, gdy talon się wyczerpie.' +
          (r.refill
            ? ` Jeśli stół jest pusty, odkrywa na nim znowu ${cardsAcc(r.tableSize)} (albo tyle, ile zostało)` +
              (r.refillBeforeDeal ? ', zanim rozda ręce.' : ', po rozdaniu rąk.')
            : ' Pusty stół nie jest uzupełniany.'),
        'Gdy rozdane są ostatnie karty, rozdający to ogłasza: to ostatnia runda. Każdą rundę rąk zaczyna sąsiad rozdającego po prawej.',
      ],
    },
    {
      heading: 'Koniec rozdania',
      paragraphs: [
        'Pierwszy gracz, który bije każdą kartą otrzymaną w ostatniej rundzie, wygrywa rozdanie i całą pulę.' +
          (r.stopAtWinner ? ' W tych regułach rozdanie kończy się wtedy od razu.' : ' Gra toczy się dalej, aż wszystkie ręce będą puste.'),
        `Jeśli nikt nie wygra, pocieszenie dostaje gracz, który wykładał ostatni: ${counters(r.consolation)} od każdego innego gracza, a pula zostaje na następne rozdanie.`,
        'Karty, które zostały na stole, dostaje gracz, który brał ostatni.',
      ],
    },
  ];
  if (pay) {
    sections.push({
      heading: 'Die Blätter',
      paragraphs: [
        'Po każdym rozdaniu Die Blätter wygrywa ten, kto ma na swoim stosie najwięcej kart, więcej niż każdy inny: 1 żeton od każdego innego gracza.',
        r.blaetterDoubles
          ? 'Przy remisie o najwięcej kart nikt nic nie dostaje, a następna wygrana jest podwojona: 2, potem 4, potem 8.'
          : 'Przy remisie o najwięcej kart nikt nic nie dostaje, a następna wygrana płaci o jeden więcej: 2 po jednym remisie, 3 po dwóch.',
      ],
    });
  }
  sections.push({
    heading: 'Koniec partii',
    paragraphs: [
      'Po ostatnim rozdaniu żetony, które zostały w puli, dzieli się po równo; o miejscach decydują żetony, a gracze z równą liczbą żetonów dzielą miejsce.',
    ],
  });
  const active = r.variants.map((id) => `${id}, ${VARIANTS_PL[id as keyof typeof VARIANTS_PL]?.name ?? id}`);
  sections.push({
    heading: 'Reguły w mocy i warianty',
    paragraphs: [
      active.length ? `Warianty w mocy: ${list(L, active)}.` : 'Reguły Braillespiel, bez wariantów.',
      ...Object.entries(VARIANTS_PL).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (w mocy)' : ''}`),
    ],
  });
  return sections;
}

export const papillonRulesPl: PapillonRulesTexts = rulesText;
