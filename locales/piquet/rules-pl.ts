/**
 * Reguły pikiety dla graczy (Shift+F1) po polsku, dla reguł w mocy (wynik resolveRules w
 * src/games/piquet/rules.ts; specyfikacja ../shared/rules/piquet.md): te same rozdziały i warianty co
 * rules-en.ts. Ten plik ładuje src/games/piquet/texts.ts osobno, gdy gracz pierwszy raz poprosi o
 * zasady, tak jak plik niemiecki i angielski.
 */
import type { PiquetRules } from '../../src/games/piquet/types.js';
import type { VariantId } from '../../src/games/piquet/rules.js';
import { list, type RulesSection } from '../../src/i18n/messages.js';

const L = 'pl' as const;

export const VARIANTS_PL = {
  'V-Q-1': { name: 'Wymiana międzynarodowa', description: 'Pierwszy gracz wymienia od 1 do 5 kart; drugi od 0 do wszystkich, które zostały, i nie musi brać kart zostawionych przez pierwszego.' },
  'V-Q-2': { name: 'Ostatnia lewa za 2', description: 'Kto bierze ostatnią lewę, dostaje za nią 2 zamiast 3.' },
  'V-Q-3': { name: 'Nowoczesne punkty za lewy', description: 'Każde wyjście i każde bicie daje 1, jakąkolwiek kartą, a kto bierze ostatnią lewę, dostaje jeszcze 1.' },
  'V-Q-4': { name: 'Partia do 100', description: 'Partię wygrywa się przy 100 punktach zamiast 101.' },
  'V-Q-5': { name: 'Partia z 4 rozdań', description: 'Zamiast wyścigu do 101 gra się 4 rozdania, a różnica sum, w dziesiątkach, daje wygrane marki.' },
  'V-Q-6': { name: 'Carte blanche pokazywana', description: 'Rękę z carte blanche pokazuje się przeciwnikowi, gdy tylko skończy on wymianę.' },
  'V-Q-7': { name: 'Bicie liczy się tylko wysoką kartą', description: 'Bicie karty wyjścia daje punkt tylko asem, królem, damą, waletem albo dziesiątką.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

function rulesText(r: PiquetRules): readonly RulesSection[] {
  const order = 'carte blanche, point, sekwensy, trójki i kwatorze, potem rozgrywka lewa po lewie, a na końcu większość lew albo kapot';
  const sections: RulesSection[] = [
    {
      heading: 'Gra',
      paragraphs: [
        'Pikieta to gra dla 2 graczy talią 32 kart. Po rozdaniu każdy gracz wymienia karty z talonem; potem obaj zgłaszają swoje najlepsze układy: point, sekwensy, trójki i kwatorze; potem gra się 12 lew. Punkty dają zgłoszenia, wyjścia i bicia w lewach oraz premie, takie jak pik i repik. ' +
          (r.target !== null ? `Kto pierwszy zdobędzie ${r.target} punktów, wygrywa partię.` : 'Gra się partię z 4 rozdań, a na końcu porównuje się sumy.'),
        'Te reguły idą za pikietą z polskiej książki o grach w karty z początku XIX wieku, najpewniej tłumaczonej z niemieckiego. Gdzie książka milczy albo jest trudna do odczytania, obowiązują zwykłe reguły tamtych czasów.',
      ],
    },
    {
      heading: 'Karty i ich starszeństwo',
      paragraphs: [
        'Talia francuska bez dwójek, trójek, czwórek, piątek i szóstek: 32 karty, w każdym kolorze as, król, dama, walet, dziesiątka, dziewiątka, ósemka i siódemka, od najwyższej do najniższej. Nie ma atutów: kartę może pobić tylko wyższa karta tego samego koloru.',
        'Do pointu karty liczą się oczkami: as 11; król, dama, walet i dziesiątka po 10; dziewiątka, ósemka i siódemka tyle, ile na nich oczek.',
      ],
    },
    {
      heading: 'Rozdający, pierwszy i drugi gracz',
      paragraphs: [
        'Przed pierwszym rozdaniem każdy gracz przekłada talię; kto ma niższą kartę, rozdaje pierwszy, przy czym siódemka jest najniższa, a as najwyższy. Przy równych kartach przekłada się jeszcze raz.',
        'Kto nie rozdaje, jest pierwszym graczem: pierwszy wymienia karty, pierwszy zgłasza i wychodzi do pierwszej lewy, co jest przewagą. Rozdający jest drugim graczem. Rozdaje się na zmianę, także z jednej partii na następną.',
      ],
    },
    {
      heading: 'Rozdanie',
      paragraphs: [
        'Rozdający tasuje, a pierwszy gracz przekłada. Rozdający daje po 2 karty, zaczynając od pierwszego gracza, aż każdy ma 12. Pozostałe 8 kart to talon: 5 na wierzchu dla pierwszego gracza i 3 pod spodem.',
      ],
    },
    {
      heading: 'Carte blanche',
      paragraphs: [
        'Gracz, który wśród 12 rozdanych kart nie ma ani króla, ani damy, ani waleta, ma carte blanche i od razu, przed wymianą, dostaje 10. To pierwsze punkty rozdania, więc liczą się do repiku albo piku i nie pozwalają zrobić ich przeciwnikowi.',
        r.blancheShown
          ? 'W tych regułach rękę pokazuje się przeciwnikowi, gdy tylko skończy on wymianę.'
          : 'Za rękę ręczy aplikacja; nie pokazuje się jej przeciwnikowi.',
      ],
    },
    {
      heading: 'Wymiana',
      paragraphs: [
        `Pierwszy gracz odkłada zakryte od ${r.elderMin} do 5 kart i bierze tyle samo z wierzchu talonu. Jeśli bierze mniej niż 5, może obejrzeć karty ze swojej piątki, które zostawia; przechodzą one do drugiego gracza.`,
        r.youngerTakesLeft
          ? 'Potem drugi gracz odkłada karty i bierze tyle samo z tego, co zostało: najpierw karty zostawione przez pierwszego gracza, potem 3 dolne. Musi wziąć co najmniej karty zostawione przez pierwszego i może wziąć wszystkie, które zostały; w talonie zostawia więc najwyżej 3 karty.'
          : 'Potem drugi gracz odkłada tyle kart, ile chce, od żadnej do wszystkich, które zostały w talonie, i bierze tyle samo: najpierw karty zostawione przez pierwszego gracza, potem 3 dolne. W tych regułach nie musi brać kart zostawionych przez pierwszego.',
        'Zawsze najpierw się odkłada, a potem bierze, i nikt nie wymienia dwa razy. Odłożone karty leżą zakryte i nie biorą udziału w grze; swoje możesz oglądać, karty przeciwnika nie. Karty talonu, których drugi gracz nie bierze, zostają zakryte; drugi gracz może je obejrzeć, pierwszy nie' +
          (r.youngerTakesLeft ? '.' : ', chyba że to karty, które sam zostawił i już widział.'),
      ],
    },
    {
      heading: 'Zgłoszenia',
      paragraphs: [
        'Po wymianie obaj zgłaszają ręce w tej kolejności: point, sekwensy, trójki i kwatorze. W każdym z nich pierwszy gracz mówi, co ma, a drugi odpowiada: dobrze, niedobrze albo równo. Każde z nich może wygrać tylko 1 gracz. Tę rozmowę aplikacja prowadzi sama i pokazuje to, co trzeba pokazać.',
        'Point to twój najdłuższy kolor. Wygrywa dłuższy point; przy równej długości wyższa suma oczek; jeśli i ona jest równa, nikt nie dostaje punktów. Zwycięzca dostaje 1 za każdą kartę swojego pointu i go pokazuje.',
        'Sekwens to 3 albo więcej kart jednego koloru po kolei, bez przerwy. Tercja z 3 kart daje 3, kwarta z 4 daje 4, kwinta z 5 daje 15, seksta z 6 daje 16, septyma z 7 daje 17, a oktawa z 8 daje 18. Ciąg liczy się raz, w pełnej długości. Porównuje się najlepsze sekwensy: wygrywa dłuższy, przy równej długości ten z wyższą kartą na górze. Zwycięzca liczy wszystkie swoje sekwensy i je pokazuje; przeciwnik nie liczy żadnego, nawet takich, które pobiłyby mniejsze sekwensy zwycięzcy. Jeśli najlepsze sekwensy są dokładnie równe, nikt nie liczy żadnego.',
        'Trójki i kwatorze to 3 albo 4 karty jednej wysokości spośród asów, królów, dam, waletów i dziesiątek; dziewiątki, ósemki i siódemki nie liczą się nigdy. Trójka daje 3, kwatorze z 4 kart daje 14. Kwatorze bije każdą trójkę; przy równej liczbie kart wygrywa wyższa figura. Zwycięzca liczy wszystkie swoje trójki i kwatorze, przeciwnik żadnej. Trójki i kwatorze tylko się zapowiada, nie pokazuje; przy trójce mówi się, jakiego koloru karty brakuje.',
      ],
    },
    {
      heading: 'Repik i pik',
      paragraphs: [
        'Repik: jeśli gracz dojdzie do 30 dzięki carte blanche, pointowi, sekwensom, trójkom i kwatorze, liczonym w tej kolejności, zanim przeciwnik dostanie w tym rozdaniu cokolwiek, dostaje 90 zamiast 30, czyli 60 więcej, i liczy dalej od tego miejsca. Repik może zrobić każdy z graczy.',
        'Pik: jeśli pierwszy gracz nie dojdzie do 30 zgłoszeniami, ale dojdzie do tego punktami z rozgrywki, zanim drugi gracz dostanie w tym rozdaniu cokolwiek, dostaje 60 zamiast 30, czyli 30 więcej. Pik może zrobić tylko pierwszy gracz; punkty za większość lew i kapot się do niego nie liczą.',
      ],
    },
    {
      heading: 'Rozgrywka',
      paragraphs: [
        'Pierwszy gracz wychodzi do pierwszej lewy. Jeśli możesz, musisz dołożyć do koloru; jeśli nie możesz, wolno ci zagrać dowolną kartę. Nie musisz bić. Lewę bierze wyższa karta koloru wyjścia, a jej zwycięzca wychodzi do następnej. Gra się 12 lew.',
        r.modernTricks
          ? 'Punkty w rozgrywce: każde wyjście daje wychodzącemu od razu 1, jakąkolwiek kartą. Wzięcie wyjścia przeciwnika wyższą kartą jego koloru daje 1' +
            (r.countingBeats ? ', ale tylko gdy bijąca karta to as, król, dama, walet albo dziesiątka.' : '.') +
            ' Kto bierze ostatnią lewę, dostaje jeszcze 1.'
          : 'Punkty w rozgrywce: wyjście asem, królem, damą, waletem albo dziesiątką daje wychodzącemu od razu 1, czy weźmie lewę, czy nie; wyjście dziewiątką, ósemką albo siódemką nie daje nic. Wzięcie wyjścia przeciwnika wyższą kartą jego koloru daje 1' +
            (r.countingBeats ? ', ale tylko gdy bijąca karta to as, król, dama, walet albo dziesiątka.' : ', jakąkolwiek kartą.') +
            ` Kto bierze ostatnią lewę, dostaje za nią razem ${r.lastTrick}, jakąkolwiek kartą, zamiast 1 za wyjście albo bicie; jeśli wychodzący przegra ostatnią lewę, zachowuje punkt za wyjście.`,
        'Większość lew i kapot: po ostatniej lewie gracz, który wziął 7 lew albo więcej, dostaje 10 za większość lew; przy 6 lewach na każdego nikt ich nie dostaje. Gracz, który weźmie wszystkie 12 lew, robi kapota i dostaje zamiast tego 40.',
      ],
    },
    r.target !== null
      ? {
          heading: 'Wygrana partia',
          paragraphs: [
            `Punkty zapowiada się głośno, gdy przychodzą, i dodaje do wyniku partii w tej kolejności: ${order}. Kto pierwszy dojdzie do ${r.target}, w tej chwili wygrywa partię, a reszty rozdania się nie gra. Do tego czasu wynik przechodzi z rozdania na rozdanie.`,
            'Partia jest warta 1 markę. Następna partia zaczyna się od 0 do 0, a rozdaje się dalej na zmianę.',
          ],
        }
      : {
          heading: 'Partia z 4 rozdań',
          paragraphs: [
            `Partia to 4 rozdania, więc każdy gracz rozdaje dwa razy. Punkty zapowiada się głośno, gdy przychodzą, w tej kolejności: ${order}, i sumuje przez 4 rozdania.`,
            'Po czwartym rozdaniu porównuje się obie sumy. Różnicę dzieli się przez 10 i zaokrągla, 5 w górę, a gracz z wyższą sumą wygrywa tyle marek: różnica 44 daje 4 marki, 45 daje 5. Różnica mniejsza niż 5 daje 0 marek i nikt nic nie płaci; przy równych sumach nie ma zwycięzcy.',
          ],
        },
  ];
  const active = r.variants.map((id) => `${id}, ${VARIANTS_PL[id as VariantId]?.name ?? id}`);
  sections.push({
    heading: 'Reguły w mocy i warianty',
    paragraphs: [
      active.length ? `Warianty w mocy: ${list(L, active)}.` : 'Reguły z książki, partia do 101, bez wariantów.',
      ...Object.entries(VARIANTS_PL).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (w mocy)' : ''}`),
    ],
  });
  return sections;
}

export const piquetRulesPl: (rules: PiquetRules) => readonly RulesSection[] = rulesText;
