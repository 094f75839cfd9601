/**
 * Reguły Kasyna dla graczy (Shift+F1) po polsku, dla reguł w mocy (wartość resolveRules z
 * src/games/casino/rules.ts; specyfikacja ../shared/rules/casino.md). Te same części co rules-en.ts. Ten
 * plik ładuje src/games/casino/texts.ts osobno, gdy gracz pierwszy raz poprosi o zasady, tak jak plik
 * niemiecki i angielski.
 */
import type { CasinoRules } from '../../src/games/casino/types.js';
import type { VariantId } from '../../src/games/casino/rules.js';
import { list, plural, type RulesSection } from '../../src/i18n/messages.js';
import { VARIANTS_PL } from './pl.js';

const L = 'pl' as const;
/** Biernik: "dostaje 12 kart", "24 karty". */
const cardsAcc = (n: number) => plural(L, n, { one: 'kartę', few: 'karty', many: 'kart', other: 'karty' });
/** "3 takie rundy", "6 takich rund". */
const suchRounds = (n: number) => plural(L, n, { one: 'taką rundę', few: 'takie rundy', many: 'takich rund', other: 'takiej rundy' });

// Nazwy i opisy wariantów są z katalogu gry (locales/casino/pl.ts), tak jak mówi je formularz nowej gry.

function rulesText(r: CasinoRules): readonly RulesSection[] {
  const four = r.players === 4;
  const three = r.players === 3;
  /** Kto zbiera punkty: strona (przy 4) albo gracz; w mianowniku i w dopełniaczu. */
  const side = four ? 'strona' : 'gracz';
  const sideGen = four ? 'strony' : 'gracza';
  const rounds = 48 / (4 * r.players);
  const sections: RulesSection[] = [
    {
      heading: 'Gra',
      paragraphs: [
        'Kasyno to gra „łowiąca” dla 2 do 4 graczy; ' +
          (four
            ? 'przy 4, jak tutaj, grają 2 pary, a partnerzy siedzą naprzeciw siebie.'
            : three
              ? 'tutaj gra 3 graczy, każdy na siebie.'
              : 'tutaj grają 2 osoby przeciw sobie.') +
          ` Kartą z ręki bierzesz ze stołu karty tej samej wysokości albo takie, których suma daje jej wartość. Punkty dają sprzątnięcie stołu i, po każdym rozdaniu, rachunek: najwięcej kart, najwięcej pików, 2 kasyna i asy. ${four ? 'Strona, która' : 'Gracz, który'} pierwszy dojdzie do ${r.target} punktów, wygrywa partię. Gra idzie zgodnie z ruchem wskazówek zegara.`,
        'Te reguły opierają się na Kasynie z polskiej książki o grach w karty z początku XIX wieku, przekładzie angielskiego Casino z tradycji Hoyle’a. Nie ma tu budowania: bierzesz tylko karty, które już leżą na stole.',
      ],
    },
    {
      heading: 'Karty i wartości',
      paragraphs: [
        'Jedna pełna talia 52 kart. As liczy się za 1, karty od 2 do 10 według liczby. Króle, damy i walety, czyli figury, nie mają wartości: biorą tylko figury tej samej wysokości.',
        'Kolory nie grają roli przy braniu kart. Liczą się tylko w rachunku pików i dla 2 kasyn: wielkie kasyno, dziesiątka karo, warte 2 punkty, i małe kasyno, dwójka pik, warte 1 punkt. W grze to zwykłe karty.',
      ],
    },
    {
      heading: four ? 'Partnerzy, miejsca i rozdający' : 'Miejsca i rozdający',
      paragraphs: [
        four
          ? 'Każdy losuje kartę; as jest najniższy, a król najwyższy, kolory się nie liczą. 2 graczy z najwyższymi kartami gra razem przeciw 2 z najniższymi; partnerzy siedzą naprzeciw siebie i mają jeden wspólny stos wziętych kart. Kto wylosuje najniższą kartę, rozdaje pierwszy. Gracze z równymi kartami losują jeszcze raz, gdy to ma znaczenie.'
          : 'Każdy losuje kartę; as jest najniższy, a król najwyższy, kolory się nie liczą. Kto wylosuje najniższą kartę, rozdaje pierwszy; gracze z równą najniższą kartą losują jeszcze raz.',
        'Po każdym rozdaniu rozdawanie przechodzi w lewo.',
      ],
    },
    {
      heading: 'Rozdanie',
      paragraphs: [
        'Rozdający tasuje, a gracz po jego prawej przekłada. Potem rozdający daje każdemu graczowi 4 karty, po jednej, zaczynając od gracza po swojej lewej, a sobie na końcu, i po każdym okrążeniu kładzie 1 kartę odkrytą na stół: razem 4 karty na stole. Reszta to zakryty talon.',
        `Gdy nikt nie ma już kart, ten sam rozdający daje każdemu jeszcze 4 karty w ten sam sposób, bez tasowania i bez kart na stół. Przy ${r.players} graczach rozdanie ma ${suchRounds(rounds)}, a każdy gracz dostaje razem ${cardsAcc(rounds * 4)}.`,
        'Gdy rozdane są ostatnie karty, aplikacja to mówi: to ostatnia runda. W każdej rundzie zaczyna gracz po lewej rozdającego, a rozdający gra ostatni.',
      ],
    },
    {
      heading: 'Twój ruch',
      paragraphs: [
        'W swoim ruchu zagrywasz dokładnie 1 kartę z ręki, odkrytą. Albo bierzesz nią karty ze stołu, albo ją dokładasz: zostawiasz ją na stole. Nie można pasować.',
        r.freeTrail
          ? 'W tych regułach możesz dołożyć każdą kartę, kiedy chcesz, nawet gdy możesz coś wziąć; czy bierzesz i co, wybierasz swobodnie.' +
            (r.lastFaceTakesAll ? ' Tylko ostatnia figura rozdającego musi brać, jak opisano przy końcu rozdania.' : '')
          : 'Jeśli jakakolwiek karta z twojej ręki może coś wziąć, musisz brać; co bierzesz, wybierasz swobodnie. Dokładasz tylko wtedy, gdy żadna karta nie może brać, na przykład gdy stół jest pusty.',
        'Dołożona karta leży na stole odkryta jak każda inna i można ją potem wziąć.',
      ],
    },
    {
      heading: 'Branie kart',
      paragraphs: [
        'Para: twoja karta bierze karty ze stołu tej samej wysokości, tyle, ile ich leży.',
        'Suma: blotka bierze 2 lub więcej blotek ze stołu, których wartości dają razem jej wartość. Dziewiątka bierze na przykład 5 i 4 albo 6, 2 i asa.',
        'Możesz wziąć naraz kilka grup, pary i sumy razem, każdą kartę ze stołu tylko w 1 grupie. Gdy na stole leżą as, 2, 4 i 7, siódemka bierze 7, a także asa, 2 i 4. Dziesiątka może wziąć naraz 9 i asa, 8 i 2 oraz 10; ale nie może wziąć 9, 6 i 5, bo tych 20 nie da się podzielić na 2 grupy po 10.',
        'Figura bierze tylko figury tej samej wysokości, a figurę ze stołu można wziąć tylko w ten sposób, nigdy w sumie. As bierze tylko asy. Dziesiątkę ze stołu można wziąć tylko dziesiątką.',
        `Twoja karta i wzięte karty idą zakryte na ${four ? 'stos twojej strony' : 'twój stos'}.`,
      ],
    },
    {
      heading: 'Sprzątnięcie stołu',
      paragraphs: [
        'Jeśli po twoim biciu stół zostaje pusty, sprzątasz go i od razu dostajesz 1 punkt. Tego punktu nigdy się z niczym nie potrąca. Ostatnia karta rozdania nie daje punktu za sprzątnięcie.',
        'Następny gracz ma wtedy przed sobą pusty stół i musi dołożyć kartę.',
      ],
    },
    {
      heading: 'Koniec rozdania',
      paragraphs: [
        r.lastFaceTakesAll
          ? 'Ostatnia karta rozdania należy zawsze do rozdającego. Jeśli to król, dama albo walet, bierze wszystkie karty, które zostały na stole, jakiejkolwiek wysokości; to jest wtedy jedyny ruch rozdającego.'
          : 'W tych regułach ostatnia karta rozdającego nie ma przywileju: figura bierze tylko figury tej samej wysokości, jak zawsze.',
        (r.lastFaceTakesAll ? 'W przeciwnym razie karty' : 'Karty') +
          ` pozostałe na stole po ostatniej karcie dostaje ${four ? 'strona, która' : 'gracz, który'} zrobił${four ? 'a' : ''} ostatnie bicie w rozdaniu; jeśli w całym rozdaniu nikt niczego nie wziął, nie dostaje ich nikt.`,
        r.finalCollectionScores
          ? 'W tych regułach wzięcie kart pozostałych na końcu daje 1 punkt, jak za sprzątnięcie stołu, jeśli jakieś karty zostały. Ten punkt liczy się przed rachunkiem. Wzięcie ostatnich kart ze stołu samą ostatnią kartą nadal nie daje punktu.'
          : 'Wzięcie kart pozostałych na końcu nie daje punktu za sprzątnięcie.',
      ],
    },
    {
      heading: 'Rachunek',
      paragraphs: three
        ? [
            'Po każdym rozdaniu każdy gracz liczy swój stos: najwięcej kart, 3 punkty; najwięcej pików, 1 punkt; wielkie kasyno, 2 punkty; małe kasyno, 1 punkt; każdy as, 1 punkt. Najwięcej znaczy więcej niż każdy z pozostałych; przy remisie o najwięcej kart albo pików nikt tych punktów nie dostaje.',
            r.netting
              ? 'W tych regułach rachunek się potrąca: 2 niższe sumy dodaje się i odejmuje od najwyższej, a różnicę zapisuje tylko gracz z najwyższą sumą. Jeśli 2 niższe razem dorównują najwyższej albo 2 graczy ma równą najwyższą sumę, nikt nic nie zapisuje.'
              : `Każdy gracz zapisuje to, co zdobył, bez potrącania. Pozycje zapisuje się po kolei w tym porządku: wielkie kasyno, małe kasyno, najwięcej kart, najwięcej pików, potem as pik, as trefl, as kier i as karo. Kto pierwszy dojdzie do ${r.target}, wygrywa, nawet jeśli ktoś inny doszedłby do tej liczby dalszą pozycją.`,
          ]
        : [
            `Po każdym rozdaniu ${four ? 'każda strona liczy swój' : 'każdy gracz liczy swój'} stos: 27 kart lub więcej, 3 punkty, a przy 26 na każdego nikt ich nie dostaje; 7 pików lub więcej, 1 punkt; wielkie kasyno, 2 punkty; małe kasyno, 1 punkt; każdy as, 1 punkt. To razem 11 punktów w rozdaniu albo 8, gdy karty są po równo.`,
            `Zapisuje się tylko różnicę: punkty rachunku ${sideGen} z mniejszą sumą odejmuje się od punktów ${four ? 'drugiej strony' : 'drugiego gracza'}, a ${side} z większą sumą zapisuje resztę. Rachunek 7 do 4 daje więc 3 punkty. Równy rachunek nie daje nic. Punkty za sprzątnięcie stołu są już zapisane i nie wchodzą do tego.`,
          ],
    },
    {
      heading: 'Wygrana partia',
      paragraphs: [
        `Partia idzie do ${r.target} punktów; punkty przechodzą z rozdania na rozdanie. Liczą się w kolejności, w jakiej padają: każde sprzątnięcie od razu, potem rachunek po rozdaniu. ${four ? 'Strona, która' : 'Gracz, który'} pierwszy dojdzie do ${r.target}, wygrywa partię w tej chwili; jeśli zdarzy się to przy sprzątnięciu, resztę rozdania się porzuca.`,
        four
          ? `Jeśli przegrana strona ma w chwili wygranej mniej niż ${r.lurchLine} punktów, to lurch, czyli gra podwójna. Partia jest warta 1 markę, a lurch 2: każdy gracz przegranej strony płaci tyle graczowi strony wygranej.`
          : three
            ? `Każdy przegrany płaci zwycięzcy 1 markę albo 2 marki, jeśli sam ma w chwili wygranej mniej niż ${r.lurchLine} punktów: to dla niego lurch, czyli gra podwójna.`
            : `Jeśli przegrany ma w chwili wygranej mniej niż ${r.lurchLine} punktów, to lurch, czyli gra podwójna. Przegrany płaci zwycięzcy 1 markę albo 2 za lurch.`,
        'Następna partia zaczyna się od 0 do 0, a rozdawanie przechodzi dalej jak zwykle.',
      ],
    },
    {
      heading: 'Co wolno ci wiedzieć',
      paragraphs: [
        'Wzięte karty leżą zakryte. Wolno ci obejrzeć tylko ostatnie bicie; w trakcie rozdania nikt nie może przeglądać stosu ani liczyć swoich kart, więc zapamiętuj, co zostało wzięte.' +
          (four ? ' Partnerzy nie widzą nawzajem swoich kart.' : ''),
      ],
    },
  ];
  const active = r.variants.map((id) => `${id}, ${VARIANTS_PL[id as VariantId]?.name ?? id}`);
  sections.push({
    heading: 'Reguły w mocy i warianty',
    paragraphs: [
      `Graczy: ${r.players}. ` + (active.length ? `Warianty w mocy: ${list(L, active)}.` : 'Reguły książki, bez wariantów.'),
      ...Object.entries(VARIANTS_PL).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (w mocy)' : ''}`),
    ],
  });
  return sections;
}

export const casinoRulesPl: (rules: CasinoRules) => readonly RulesSection[] = rulesText;
