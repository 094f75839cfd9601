/**
 * Zasady wista dla graczy (Shift+F1) po polsku, dla reguł, które obowiązują (wartość resolveRules z
 * src/games/whist/rules.ts; specyfikacja ../shared/rules/whist.md). Te same rozdziały, akapity i klucze
 * wariantów co rules-en.ts; słowa polskiej książki w dzisiejszej pisowni: wist, rober, partia, honory,
 * atut, lewa, szlem, pytanie. Ten plik ładuje src/games/whist/texts.ts osobno, gdy gracz pierwszy raz
 * poprosi o zasady, tak jak plik niemiecki i angielski.
 */
import type { WhistRules } from '../../src/games/whist/types.js';
import type { VARIANT_IDS } from '../../src/games/whist/rules.js';
import { list, plural, type RulesSection } from '../../src/i18n/messages.js';

const L = 'pl' as const;

type VariantId = (typeof VARIANT_IDS)[number];

export const VARIANTS_PL = {
  'V-W-1': { name: 'Rober do siedmiu', description: 'Tylko 2 wartości partii: podwójna, warta 2, jeśli przegrani mają 4 punkty albo mniej, w przeciwnym razie pojedyncza, warta 1. Największy rober bez szlemów jest wart 7.' },
  'V-W-2': { name: 'Honory liczą się przy 9', description: 'Strona, która ma 9 punktów, liczy honory jak każda inna; pytać nadal nie może.' },
  'V-W-3': { name: 'Bez premii za szlemy', description: 'Szlem nie daje nic ponad punkty za swoje lewy.' },
  'V-W-4': { name: 'Pytanie samoczynne', description: 'Aplikacja pyta za ciebie przy 8, gdy tylko wolno ci pytać, tak jak za graczy komputerowych.' },
  'V-W-5': { name: 'Zgłoszenie reszty', description: 'Gdy masz wyjść, możesz zgłosić wszystkie pozostałe lewy; aplikacja przyjmuje tylko zgłoszenie, które nie może się nie udać, a odrzucone nic nie kosztuje.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

function rulesText(r: WhistRules): readonly RulesSection[] {
  const sections: RulesSection[] = [
    {
      heading: 'Gra',
      paragraphs: [
        'Wist, tu dawny wist długi, to gra w lewy dla 4 graczy w 2 stałych parach; partnerzy siedzą naprzeciw siebie. Strona dostaje 1 punkt za każdą lewę ponad 6 i punkty za wysokie atuty, które ma, czyli honory. Kto pierwszy zdobędzie 10 punktów, wygrywa partię, a kto pierwszy wygra 2 partie, wygrywa robra. Gra się zgodnie z ruchem wskazówek zegara.',
        'Te zasady opierają się na traktacie o wiście z polskiej książki o grach w karty z początku XIX wieku, która w dużej części tłumaczy Hoyle’a. Gdzie książka milczy, obowiązują zwykłe reguły wista długiego z tamtych czasów.',
      ],
    },
    {
      heading: 'Karty i ich starszeństwo',
      paragraphs: [
        'Jedna pełna talia 52 kart w 4 kolorach: pik, kier, karo i trefl. W każdym kolorze karty idą od najwyższej do najniższej: as, król, dama, walet, 10, 9, 8, 7, 6, 5, 4, 3, 2.',
        'Honory to as, król, dama i walet w kolorze atutowym. Honory innych kolorów nic nie znaczą.',
      ],
    },
    {
      heading: 'Partnerzy i miejsca',
      paragraphs: [
        'Na początku każdego robra każdy ciągnie kartę. W tym losowaniu as liczy się jako 1, najniższa karta, a kolory nie mają znaczenia. 2 graczy z najwyższymi kartami gra razem przeciw 2 z najniższymi, a gracz z najniższą kartą rozdaje pierwszy. Gracze z równymi kartami ciągną jeszcze raz, jeśli to coś rozstrzyga.',
        'Partnerzy siedzą naprzeciw siebie, więc strony grają na przemian. Strony, miejsca i pierwszy rozdający mogą się zmieniać od robra do robra.',
      ],
    },
    {
      heading: 'Rozdanie i atut',
      paragraphs: [
        'Rozdający tasuje, a przeciwnik po jego prawej przekłada. Rozdający daje karty po jednej, zaczynając od gracza po swojej lewej, sobie na końcu, aż każdy ma 13. Nie ma talonu.',
        'Ostatnią kartę, własną, rozdający odkrywa: jej kolor jest atutem w tym rozdaniu. Odkryta karta leży na stole, dopóki rozdający nie zagrywa do pierwszej lewy; wtedy bierze ją do ręki i może ją od razu zagrać. Potem każdy może jeszcze zapytać, jaki kolor jest atutem, ale już nie, jaka karta była odkryta.',
        'Po każdym rozdaniu rozdaje następny gracz po lewej. Tak idzie przez wszystkie partie robra; dopiero nowy rober zaczyna się od nowego losowania.',
      ],
    },
    {
      heading: 'Gra w lewy',
      paragraphs: [
        'Gracz po lewej rozdającego, pierwsza ręka, wychodzi do pierwszej lewy, a kto weźmie lewę, wychodzi do następnej. Wyjść można każdą kartą, także atutem.',
        'Trzeba dołożyć do koloru, jeśli się go ma; którą kartę, to twój wybór. Kto nie ma koloru, może zagrać dowolną kartę: przebić atutem albo zrzucić. Nie ma obowiązku przebijania, nadbijania ani bicia karty, która wygrywa.',
        'Lewę bierze najwyższy atut. Bez atutu bierze najwyższa karta koloru wyjścia; karta innego koloru nigdy nie bierze.',
        r.claims
          ? 'Zgłoszenie reszty: w swojej kolejce, gdy masz wyjść, możesz zgłosić wszystkie pozostałe lewy dla swojej strony. Aplikacja przyjmuje zgłoszenie tylko wtedy, gdy twoja strona bierze każdą pozostałą lewę, jakkolwiek zagrają przeciwnicy; wtedy daje twojej stronie te lewy i kończy rozdanie. W przeciwnym razie zgłoszenie jest odrzucone, bez kary, i gra toczy się dalej.'
          : 'Gra się wszystkie 13 lew, nawet gdy wynik jest jasny; tylko udane pytanie przy 8 kończy rozdanie wcześniej.',
      ],
    },
    {
      heading: 'Liczenie rozdania',
      paragraphs: [
        'Lewy: strona, która weźmie 7 lew albo więcej, dostaje 1 punkt za każdą lewę ponad 6: 7 lew daje 1, 8 lew 2 i tak dalej, aż do 7 punktów za wszystkie 13. Druga strona nie dostaje nic za lewy.',
        'Honory: strona, której 2 graczy dostało razem w rozdaniu 3 z 4 honorów, dostaje 2 punkty; wszystkie 4 honory dają 4 punkty. Honory podzielone 2 na 2 nie dają nic. Liczą się z kart rozdanych, razem z odkrytą kartą, bez względu na to, kto weźmie lewy, w które padną. Aplikacja liczy je sama.',
        r.honoursAtNine
          ? 'W tych regułach honory liczą się przy każdym wyniku, także dla strony, która ma 9 punktów.'
          : 'Bez honorów przy 9: strona, która na początku rozdania miała 9 punktów, nie liczy w nim honorów; może wyjść tylko lewami.',
        'Najpierw liczy się lewy, potem honory. Gdy tylko strona osiągnie 10 punktów, od razu wygrywa partię, a to, co rozdanie jeszcze by dało, przepada: jeśli lewy doprowadziły stronę do 10, honory drugiej strony się nie liczą. Punkty ponad 10 przepadają.',
      ],
    },
    {
      heading: 'Pytanie przy 8',
      paragraphs: [
        'Strona, która na początku rozdania ma dokładnie 8 punktów, może od razu wygrać partię honorami, zamiast rozgrywać rozdanie. Gracz tej strony może zapytać partnera: czy możesz? Sam musi mieć co najmniej 2 honory i może pytać tylko w swojej kolejce w pierwszej lewie, zanim zagra kartę. Pierwsza ręka może więc zapytać przed wyjściem, a rozdający, gdy przyjdzie jego kolej, po wzięciu odkrytej karty do ręki.' +
          (r.honoursAtNine ? ' Strona, która ma 9 punktów, nigdy nie może pytać.' : ''),
        'Pytanie się udaje, jeśli pytający sam ma 3 albo 4 honory albo jeśli partner ma co najmniej 1: partner odpowiada tak. Wtedy honory strony pokazuje się wszystkim, strona je liczy, 2 za 3 honory albo 4 za 4, i od razu wygrywa partię. Rozdanie się na tym kończy: karty zagrane do pierwszej lewy się nie liczą i nie liczy się żadnych lew.',
        'Jeśli pytający ma dokładnie 2 honory, a partner żadnego, partner odpowiada nie. Niczego się nie pokazuje, pytający zagrywa kartę i rozdanie toczy się dalej; honory są wtedy podzielone 2 na 2 i nie dają nic. Aplikacja odpowiada za partnera według jego kart, więc odpowiedź jest zawsze prawdziwa. ' +
          (r.autoCall
            ? 'W tych regułach aplikacja pyta za ciebie, gdy tylko wolno ci pytać, tak jak za graczy komputerowych.'
            : 'Gracze komputerowi pytają zawsze, gdy wolno; ty decydujesz za siebie.'),
      ],
    },
    {
      heading: 'Wartość partii',
      paragraphs: [
        r.sevenPoint
          ? 'Partia jest warta punkty robrowe według wyniku przegranych w chwili, gdy zostaje wygrana: podwójna, 2 punkty, jeśli przegrani mają 4 punkty albo mniej, w przeciwnym razie pojedyncza, 1 punkt. W tych regułach nie ma partii potrójnych ani poczwórnych. Wynik zwycięzców nie ma znaczenia.'
          : 'Partia jest warta punkty robrowe według wyniku przegranych w chwili, gdy zostaje wygrana: pojedyncza, 1 punkt, jeśli mają 5 punktów albo więcej; podwójna, 2 punkty, przy 3 albo 4; potrójna, 3 punkty, przy 1 albo 2; poczwórna, 4 punkty, jeśli nie mają nic. Wynik zwycięzców nie ma znaczenia.',
        'Każda partia zaczyna się od 0 do 0; punkty nie przechodzą z partii na partię.',
      ],
    },
    {
      heading: 'Szlemy',
      paragraphs: [
        r.slams
          ? 'Strona, która weźmie wszystkie 13 lew rozdania, robi wielkiego szlema, wartego 6 punktów robrowych; dokładnie 12 lew to mały szlem, wart 3. To nie są punkty partii: szlem nie pomaga w drodze do 10 ponad swoje lewy, ale liczy się w robrze dla strony, która go zrobiła, czy wygra, czy przegra.'
          : 'W tych regułach szlemy nie dają nic ponad punkty za swoje lewy.',
      ],
    },
    {
      heading: 'Rober i sesja',
      paragraphs: [
        'Rober to gra do 2 wygranych partii z 3: kończy się, gdy tylko jedna strona wygra 2 partie, więc po 2 do 0 nie ma trzeciej partii.',
        'Zwycięzcy robra dostają premię 3 punktów robrowych. Każda strona dodaje wartości partii, które wygrała' +
          (r.slams ? ', i swoich szlemów' : '') +
          ', zwycięzcy także premię, a rober jest wart różnicę: każdy gracz strony zwycięskiej tyle zyskuje, a każdy gracz drugiej strony tyle traci.' +
          (r.sevenPoint
            ? ' 2 partie podwójne z rzędu dają robra 2 plus 2 plus 3, czyli 7.'
            : ' 2 partie poczwórne z rzędu dają robra 4 plus 4 plus 3, czyli 11.') +
          (r.slams ? ' Jeśli przegrani zrobili szlemy, różnica może wypaść nawet na ich korzyść.' : ''),
        `Sesja trwa ${plural(L, r.rubbers, { one: 'rober', few: 'robry', many: 'robrów', other: 'robra' })}. Punkty robrowe zapisuje się każdemu graczowi osobno, bo partnerzy mogą się zmieniać między robrami; niedokończony rober nie liczy się wcale. Na końcu gracze zajmują miejsca według punktów robrowych, a równe punkty dzielą miejsce.`,
      ],
    },
  ];
  const active = r.variants.map((id) => `${id}, ${VARIANTS_PL[id as VariantId]?.name ?? id}`);
  sections.push({
    heading: 'Reguły w mocy i warianty',
    paragraphs: [
      active.length ? `Warianty w mocy: ${list(L, active)}.` : 'Wist długi jak w książce, bez wariantów.',
      ...Object.entries(VARIANTS_PL).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (w mocy)' : ''}`),
    ],
  });
  return sections;
}

export const whistRulesPl: (rules: WhistRules) => readonly RulesSection[] = rulesText;
