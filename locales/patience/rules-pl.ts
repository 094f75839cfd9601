/**
 * Reguły siedmiu pasjansów dla graczy (Shift+F1) po polsku. Te same części co rules-en.ts; nazwy
 * pasjansów jak w wyborze gry (meta-pl.ts), z nazwą źródła w nawiasie. Ten plik ładuje
 * src/games/patience/texts.ts osobno, gdy gracz pierwszy raz poprosi o zasady, tak jak plik niemiecki i
 * angielski.
 */
import type { RulesSection } from '../../src/i18n/messages.js';
import type { PatienceGameId, PatienceRulesTexts } from '../../src/games/patience/messages.js';
import { keyLabel } from '../keys.js';

const K = (key: string) => keyLabel('pl', key);

const RULES: Record<PatienceGameId, RulesSection[]> = {
  doppelhausen: [
    { heading: 'Doppelhausen (Die Doppelhausen)', paragraphs: ['Dwie talie, 104 karty. Dzieli się je na lewy i prawy stos po 52 karty, odkryte; widać tylko wierzchnie karty.'] },
    {
      heading: 'Gra',
      paragraphs: [
        'Gdy tylko dwie widoczne karty mają tę samą wysokość (kolory się nie liczą), musisz zdjąć jedną taką parę; zawsze tylko dwie karty naraz, nigdy trzy. Jeśli możliwych jest kilka par, wybierasz ty. Widoczne są wierzchnie karty lewych odrzutków, lewego stosu, prawego stosu, prawych odrzutków i rezerwy.',
        'Jeśli nie widać żadnej pary, z obu stosów naraz odkrywa się wierzchnią kartę na ich odrzutki. Gdy jeden stos jest pusty, reszta drugiego idzie na rezerwę, której wierzchnia karta też bierze wtedy udział w grze.',
        'Gdy oba stosy są puste, lewe odrzutki kładzie się na prawe; górna połowa staje się nowym lewym stosem, reszta nowym prawym, i zaczyna się nowe przejście.',
      ],
    },
    { heading: 'Koniec', paragraphs: ['Pasjans wychodzi, gdy zdjęte są wszystkie 104 karty. Nie wychodzi, gdy przejście, które zaczęło się od dwóch równych stosów, nie zdjęło żadnej pary, albo gdy została tylko rezerwa.'] },
    {
      heading: 'Klawisze',
      paragraphs: [`${K('Enter')} na stosie wybiera go, ${K('Enter')} na drugim stosie zdejmuje parę. M wymienia wszystkie dozwolone ruchy; N robi ruch wymuszony (dobranie, rezerwa, nowe przejście); A robi ruchy wymuszone, aż musisz wybrać.`],
    },
  ],
  elf: [
    { heading: 'Jedenastka (Die Elf)', paragraphs: ['Jedna talia, 52 karty. Dziewięć kart leży odkrytych w trzech rzędach po trzy, na miejscach od 1 do 9; reszta to zakryty talon.'] },
    {
      heading: 'Gra',
      paragraphs: [
        'Zdejmuje się dwie blotki, które razem dają jedenaście: as i dziesiątka, dwójka i dziewiątka, trójka i ósemka, czwórka i siódemka, piątka i szóstka. Walet, dama i król są zdejmowane razem. Każde puste miejsce uzupełnia się z talonu.',
        'Jeśli nie da się niczego zdjąć, wierzchnia karta talonu zostaje odkryta jako karta z ręki. Jeśli z odkrytymi kartami daje jedenaście albo dopełnia trójkę figur, zdejmuje się je; w przeciwnym razie pasjans nie wychodzi.',
      ],
    },
    { heading: 'Koniec', paragraphs: ['Pasjans wychodzi, gdy zdjęte są wszystkie 52 karty. Nie ma tu wyborów: oglądasz, krok po kroku (N) albo do końca (A).'] },
  ],
  'halber-mond': [
    {
      heading: 'Półksiężyc (Der halbe Mond)',
      paragraphs: ['Dwie talie, 104 karty, w 13 kupkach po 8 kart, odkrytych, w półkolu, ponumerowanych od 1 do 13 od lewej do prawej. Najtrudniejszy pasjans z tego zbioru: wiele wyborów.'],
    },
    {
      heading: 'Stosy docelowe',
      paragraphs: ['Każdy kolor ma dwa stosy docelowe: jeden buduje się w dół od króla do asa, drugi w górę od asa do króla. Przenosi się tylko wierzchnią kartę kupki, zawsze jedną kartę; możesz obejrzeć każdą kartę każdej kupki (czyta je I).'],
    },
    {
      heading: 'Ruchy',
      paragraphs: [
        'Wierzchnia karta idzie na stos docelowy, gdy jest następna w kolejce, albo na wierzchnią kartę innej kupki w tym samym kolorze, o jeden wyżej lub o jeden niżej; as i król liczą się jako sąsiedzi. Pusta kupka znika, a kupki po jej prawej przesuwają się.',
        'Żaden ruch nie jest obowiązkowy. Gdy nie możesz albo nie chcesz już ruszać, kończysz etap (E). Po etapie 1, 3 i 5 z każdej kupki, która ma dwie karty lub więcej, podnosi się jedną kartę na nową kupkę na prawym końcu; po etapie 2 i 4 wszystkie kupki się zbiera i rozdaje na nowo po sześć, potem po cztery karty.',
      ],
    },
    { heading: 'Koniec', paragraphs: ['Pasjans wychodzi, gdy wszystkie 104 karty leżą na ośmiu stosach docelowych. Nie wychodzi, gdy szósty etap kończy się z kartami poza nimi.'] },
    {
      heading: 'Klawisze',
      paragraphs: [`${K('Enter')} na kupce wybiera ją; ${K('Enter')} na innej kupce albo na stosie docelowym przenosi tam jej wierzchnią kartę. M wymienia wszystkie dozwolone ruchy, ponumerowane; ? daje podpowiedź; U cofa, ${K('Shift+U')} ponawia.`],
    },
  ],
  napoleon: [
    { heading: 'Pasjans Napoleona (Napoleons-Patience)', paragraphs: ['Jedna talia, 52 karty (jako wariant dwie talie). Jest stos pasjansa i drugi stos, oba odkryte.'] },
    {
      heading: 'Gra',
      paragraphs: [
        'Pierwsza karta zaczyna stos pasjansa. Każda następna karta idzie na stos pasjansa, jeśli jest o jeden wyżej albo o jeden niżej od wierzchniej karty (król i as są sąsiadami, kolory się nie liczą); w przeciwnym razie na drugi stos.',
        'Gdy ręka się skończy, drugi stos zostaje podniesiony i wyłożony na nowo; karta, która trafiła tam pierwsza, idzie pierwsza.',
      ],
    },
    { heading: 'Koniec', paragraphs: ['Pasjans wychodzi, gdy każda karta leży na stosie pasjansa; nie wychodzi po całym przejściu, w którym żadna karta tam nie trafiła. Bez wyborów: oglądasz krok po kroku.'] },
  ],
  reihe: [
    { heading: 'Rzędy (Die Reihe)', paragraphs: ['Jedna talia, 52 karty. Każdy kolor ma stos budowany w górę od asa i stos budowany w dół od króla; każdy as i każdy król idzie tam od razu.'] },
    {
      heading: 'Gra',
      paragraphs: [
        'Karty z talonu wykłada się w rzędy po dziesięć, od lewej do prawej. Karta jest wolna, gdy pod nią w jej kolumnie nie leży żadna karta; wolne karty, które pasują na stos docelowy, idą tam od razu.',
        'Każdą kartę z talonu sprawdza się najpierw: jeśli pasuje na stos docelowy, idzie tam, a jej miejsce zostaje puste. Puste miejsca uzupełnia się najpierw, zaczynając od najwyższego rzędu i od lewej, zanim wyłoży się nowe miejsce.',
      ],
    },
    { heading: 'Koniec', paragraphs: ['Pasjans wychodzi, gdy wszystkie 52 karty są na stosach docelowych; nie wychodzi, gdy talon wyczerpie się wcześniej. Bez wyborów: oglądasz krok po kroku.'] },
  ],
  stern: [
    {
      heading: 'Gwiazda (Der Stern)',
      paragraphs: ['Jedna talia, 52 karty. Odrzutki leżą w środku; cztery dwójki tworzą wokół nich ramiona krzyża: trefl po lewej, pik po prawej, kier u góry, karo na dole. Każde ramię buduje się w górę: 2, 3 … król, as.'],
    },
    {
      heading: 'Gra',
      paragraphs: [
        'Odkrywasz karty po jednej na odrzutki. Karta, która jest następna na swoim ramieniu, idzie tam od razu, tak samo wierzchnia karta odrzutków i karty z rogów, dopóki coś pasuje.',
        'Między ramionami są cztery rogi. Zaraz po odkryciu karty, która nie poszła na ramię, możesz zamiast na odrzutki położyć ją w pustym rogu; jedna karta na róg. Karta z rogu schodzi tylko na swoje ramię.',
        'Gdy ręka jest pusta, odrzutki zostają podniesione i wyłożone na nowo, razem trzy przejścia. Bez rogów (wariant) nie ma wyborów.',
      ],
    },
    { heading: 'Koniec', paragraphs: ['Pasjans wychodzi, gdy wszystkie 52 karty są na ramionach; nie wychodzi po trzecim przejściu.'] },
    {
      heading: 'Klawisze',
      paragraphs: [`N odkrywa następną kartę. Po odkryciu ${K('Enter')} na pustym rogu kładzie tam kartę (albo numerowana lista, M). ? daje podpowiedź.`],
    },
  ],
  unterstecken: [
    {
      heading: 'Podkładanie (Das Unterstecken)',
      paragraphs: ['Jedna talia, 52 karty, w 13 odkrytych kupkach nazwanych: as, od 2 do 10, walet, dama, król; po cztery karty, po trzy dla waleta, damy i króla. Ostatnie trzy karty to rezerwa.'],
    },
    {
      heading: 'Gra',
      paragraphs: [
        'Bierzesz kartę z rezerwy i podkładasz ją pod kupkę jej wysokości. Jeśli ta kupka ma wtedy tylko karty swojej wysokości, łańcuch się kończy; w przeciwnym razie bierze się jej wierzchnią kartę i podkłada pod jej własną kupkę, i tak dalej. Trzy łańcuchy, jeden na każdą kartę rezerwy.',
      ],
    },
    { heading: 'Koniec', paragraphs: ['Pasjans wychodzi, gdy po trzecim łańcuchu każda kupka ma cztery karty swojej wysokości. Bez wyborów: oglądasz krok po kroku.'] },
  ],
};

export const patienceRulesPl: PatienceRulesTexts = RULES;
