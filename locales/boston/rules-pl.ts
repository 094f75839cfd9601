/**
 * Reguły Bostona dla graczy (Shift+F1) po polsku, dla reguł w mocy (wynik resolveRules w
 * src/games/boston/rules.ts; specyfikacja ../shared/rules/boston.md): Boston, Tri-Boston i Boston-Whist.
 * Te same rozdziały i warianty co rules-en.ts. Liczby taryf pochodzą z tabel silnika. Ten plik ładuje
 * src/games/boston/texts.ts osobno, gdy gracz pierwszy raz poprosi o zasady, tak jak plik niemiecki i
 * angielski.
 */
import type { BostonRules, Contract } from '../../src/games/boston/types.js';
import type { BostonForm } from '../../src/games/boston/messages.js';
import type { VARIANT_IDS } from '../../src/games/boston/rules.js';
import { CLASSES, CONTRACTS, isMisere, tariffA, tariffB, tricksOf } from '../../src/games/boston/ladder.js';
import { list, plural, type RulesSection } from '../../src/i18n/messages.js';

const L = 'pl' as const;

type VariantId = (typeof VARIANT_IDS)[number];

export const FORM_NAMES_PL: Readonly<Record<BostonForm, string>> = { boston: 'Boston', 'tri-boston': 'Tri-Boston', 'boston-whist': 'Boston-Whist' };

export const VARIANTS_PL = {
  'V-BO-1': { name: 'Kolory odkrywane co rozdanie', description: 'Przed każdym rozdaniem odkrywa się kartę z drugiej talii: jej kolor jest kolorem najwyższym tego rozdania, drugi kolor tej samej barwy drugim kolorem. Kto rozdaje pierwszy, nadal decyduje pierwszy as.' },
  'V-BO-2': { name: 'Taryfa B bez Whista', description: 'Boston i Tri-Boston płacą według taryfy B: liczą się lewy, honory i szlem; każdą grę nadal rozgrywa się w pojedynkę.' },
  'V-BO-3': { name: 'Sprawiedliwsza przegrana', description: 'Boston-Whist: członek strony, który nie wziął swoich lew, płaci tylko obu przeciwnikom, nie swojemu partnerowi.' },
  'V-BO-4': { name: 'Whist zawsze pytany', description: 'Boston-Whist: rozgrywający nie mówi, że gra w pojedynkę; zawsze pyta się pozostałych, a gdy ktoś powie Whist, rozgrywający przyjmuje go jako partnera albo odrzuca i gra w pojedynkę.' },
  'V-BO-5': { name: 'Tri-Boston, dawne kolory', description: 'Karo jest kolorem najwyższym, a kier drugim kolorem.' },
  'V-BO-6': { name: 'Tri-Boston, wyjście w misère', description: 'W misère rozgrywający wskazuje, kto wychodzi do pierwszej lewy, a misère płaci się podwójnie.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

const NAMES: Record<Contract, string> = {
  boston: 'Boston',
  'petite-misere': 'Petite misère',
  'grand-boston': 'Grand Boston',
  'grande-misere': 'Grande misère',
  independence: 'Independence',
  'grande-misere-forcee': 'Grande misère forcée',
  'grand-independence': 'Grand Independence',
  'petite-misere-ouverte': 'Petite misère ouverte',
  philadelphia: 'Philadelphia',
  'petite-misere-ouverte-forcee': 'Petite misère ouverte forcée',
  'grand-philadelphia': 'Grand Philadelphia',
  'grande-misere-ouverte': 'Grande misère ouverte',
  souveraine: 'Souveraine',
  'grande-misere-ouverte-forcee': 'Grande misère ouverte forcée',
  'grand-souveraine': 'Grand Souveraine',
  concordia: 'Concordia',
};

const CLASS_WORDS = { simple: 'w kolorze prostym', colour: 'w drugim kolorze', superior: 'w kolorze najwyższym' } as const;
const tricksN = (n: number) => plural(L, n, { one: 'lewa', few: 'lewy', many: 'lew', other: 'lewy' });
const marks = (n: number) => plural(L, n, { one: 'marka', few: 'marki', many: 'marek', other: 'marki' });

function rulesText(r: BostonRules): readonly RulesSection[] {
  const four = r.players === 4;
  const form: BostonForm = !four ? 'tri-boston' : r.whist ? 'boston-whist' : 'boston';
  const ladder = CONTRACTS.map((c, i) => `${i + 1}. ${NAMES[c]}, ${isMisere(c) ? `bez lewy${c.startsWith('petite') ? ' po odłożeniu jednej karty na bok' : ''}${c.includes('ouverte') ? ', z kartami odkrytymi' : ''}` : tricksN(tricksOf(c))}`);
  const tariff = (t: 'A' | 'B') =>
    CONTRACTS.map((c) =>
      isMisere(c)
        ? `${NAMES[c]}: ${marks((t === 'A' ? tariffA(c, null) : tariffB(c, null)) * (r.misereLeader ? 2 : 1))}`
        : `${NAMES[c]}: ${CLASSES.map((k) => `${CLASS_WORDS[k]} ${t === 'A' ? tariffA(c, k) : tariffB(c, k)}`).join(', ')}`,
    ).join('; ');
  const sections: RulesSection[] = [
    {
      heading: 'Gra',
      paragraphs: [
        form === 'tri-boston'
          ? 'Tri-Boston to Boston dla trzech graczy. W każdym rozdaniu gracze licytują prawo do rozegrania gry: pewnej liczby lew z kolorem atutowym albo misère, w której rozgrywający nie może wziąć żadnej lewy. Rozgrywający gra w pojedynkę przeciw dwóm pozostałym. Gra idzie przeciwnie do ruchu wskazówek zegara.'
          : form === 'boston-whist'
            ? 'Boston-Whist to Boston dla czterech graczy, w którym do rozgrywającego może dołączyć partner. W każdym rozdaniu gracze licytują prawo do rozegrania gry: pewnej liczby lew z kolorem atutowym albo misère, w której rozgrywający nie może wziąć żadnej lewy. Po mniejszych grach rozgrywający może poprosić o partnera, który dołącza, mówiąc Whist. Gra idzie zgodnie z ruchem wskazówek zegara.'
            : 'Boston to gra w lewy dla czterech graczy, potomek wista. W każdym rozdaniu gracze licytują prawo do rozegrania gry: pewnej liczby lew z kolorem atutowym albo misère, w której rozgrywający nie może wziąć żadnej lewy. Rozgrywający zawsze gra w pojedynkę przeciw trzem pozostałym. Gra idzie zgodnie z ruchem wskazówek zegara.',
        'Te reguły idą za traktatem o Bostonie z polskiej książki o grach w karty z początku XIX wieku. Pieniądze liczy się w markach: stan każdego gracza zaczyna się od 0 i może spaść poniżej zera.',
      ],
    },
    {
      heading: 'Karty i kolory',
      paragraphs: [
        four
          ? 'Jedna pełna talia 52 kart. W każdym kolorze karty idą od najwyższej do najniższej: as, król, dama, walet, dziesiątka i dalej aż do dwójki.'
          : 'Talia 39 kart: wyjmuje się wszystkie karty karo od dwójki do waleta oraz dwójki pozostałych kolorów. W kolorze karo zostają tylko as, król i dama; pozostałe kolory idą od asa do trójki.',
        r.fixedSuperior !== null
          ? `Kolory są stałe: ${r.fixedSuperior === 'H' ? 'kier jest kolorem najwyższym, a karo drugim kolorem' : 'karo jest kolorem najwyższym, a kier drugim kolorem'}; pik i trefl są kolorami prostymi. Gra w kolorze najwyższym stoi wyżej niż ta sama gra w drugim kolorze, a obie wyżej niż w kolorze prostym.`
          : 'Kolor najwyższy jest najlepszym kolorem; drugi kolor tej samej barwy (czarne pik i trefl, czerwone kier i karo) jest drugim kolorem, drugim co do wartości; dwa kolory drugiej barwy są proste. Gra w kolorze najwyższym stoi wyżej niż ta sama gra w drugim kolorze, a obie wyżej niż w kolorze prostym.',
        r.suitEachDeal
          ? 'Przed pierwszym rozdaniem każdemu graczowi po kolei odkrywa się kartę, aż wyjdzie pierwszy as: kto go dostanie, rozdaje pierwszy. Kolory odkrywa się na nowo przed każdym rozdaniem z drugiej talii: kolor tej karty jest kolorem najwyższym rozdania.'
          : r.fixedSuperior !== null
            ? 'Przed pierwszym rozdaniem każdemu graczowi po kolei odkrywa się kartę, aż wyjdzie pierwszy as: kto go dostanie, rozdaje pierwszy.'
            : 'Przed pierwszym rozdaniem każdemu graczowi po kolei odkrywa się kartę, aż wyjdzie pierwszy as: kto go dostanie, rozdaje pierwszy, a kolor asa jest kolorem najwyższym przez całą partię.',
      ],
    },
    {
      heading: 'Pula i bête',
      paragraphs: [
        `Na początku każdego rozdania rozdający wkłada do puli 4 marki. Gdy rozdanie zaczyna się przy pustym stole, każdy gracz najpierw wkłada 2 marki, Blok, więc takie rozdanie idzie o ${four ? 12 : 10} marek.`,
        'Rozgrywający, który wygrywa, bierze to, o co idzie rozdanie: pulę i najwyższą bête czekającą na stole. Rozgrywający, który przegrywa, od razu kładzie na stół bête: tyle, ile by wziął. Pula zostaje, a bête czeka, aż zagra się o nią w jednym z następnych rozdań. Bête nigdy się nie sumuje: każde rozdanie idzie o pulę i jedną bête, najwyższą, a z równych o najstarszą.',
      ],
    },
    {
      heading: 'Rozdanie',
      paragraphs: [
        `Rozdający rozdaje całą talię po jednej karcie, zaczynając od gracza po nim, aż każdy ma 13 kart. Żadnej karty się nie odkrywa. Po każdym rozdaniu, także po takim, w którym wszyscy spasowali, rozdaje następny gracz${four ? ' po lewej' : ' po prawej'}.`,
      ],
    },
    {
      heading: 'Licytacja',
      paragraphs: [
        `Gry od najniższej: ${ladder.join('; ')}.`,
        'Każdą grę na lewy licytuje się w kolorze prostym, w drugim kolorze albo w kolorze najwyższym; misère nie ma klasy. Odzywka jest wyższa od innej, gdy jej gra jest wyższa albo gdy gra jest ta sama, a klasa lepsza. Boston w kolorze najwyższym jest więc niżej niż Petite misère, a Grand Boston w kolorze prostym wyżej od obu. Kolor mówi się tylko ogólnie: odzywka w kolorze prostym nie mówi, w którym z dwóch kolorów prostych.',
        'Pierwszy mówi gracz po rozdającym, potem po kolei każdy, kto nie spasował. Każdy pasuje albo licytuje wyżej niż obecna odzywka. Pas obowiązuje do końca rozdania. Gdy po odzywce spasują wszyscy poza jednym, ten gracz zostaje rozgrywającym ze swoją ostatnią odzywką.',
        'Jeśli wszyscy spasują, każdy gracz wkłada do puli 2 marki, karty się zbiera, a rozdanie przechodzi dalej.',
      ],
    },
    {
      heading: 'Przed rozgrywką',
      paragraphs: [
        'W grze w kolorze najwyższym atutem jest kolor najwyższy; w drugim kolorze – drugi kolor. W grze w kolorze prostym rozgrywający wybiera jeden z dwóch kolorów prostych. Misère nie ma atutu.',
        'W petite misère rozgrywający odkłada jedną kartę na bok, koszulką do góry; zna ją tylko on, a gra 12 kartami. W misère otwartej jego karty leżą odkryte na stole, zanim ktoś wyjdzie do pierwszej lewy, i wszyscy widzą je do końca rozdania; karta odłożona na bok zostaje ukryta.',
        ...(r.whist
          ? [
              r.whistAlways
                ? 'W Bostonie, Grand Bostonie, Independence i Grand Independence, gdy atut jest już ustalony, pozostałych pyta się po kolei, zaczynając od gracza po rozdającym, czy mówią Whist. Gdy ktoś powie, rozgrywający przyjmuje go jako partnera albo odrzuca i gra w pojedynkę; nikogo więcej się nie pyta. Jeśli wszyscy spasują, rozgrywający gra w pojedynkę.'
                : 'W Bostonie, Grand Bostonie, Independence i Grand Independence, gdy atut jest już ustalony, rozgrywający mówi, czy gra w pojedynkę, czy chce partnera. Jeśli chce, pozostałych pyta się po kolei, zaczynając od gracza po rozdającym; pierwszy, kto powie Whist, zostaje jego partnerem. Jeśli wszyscy spasują, gra w pojedynkę.',
              'Z partnerem strona musi wziąć 8 lew w Bostonie, 10 w Grand Bostonie, 11 w Independence i 12 w Grand Independence; z tego rozgrywający co najmniej tyle, ile wymaga jego gra, a partner 3 w Bostonie i 4 w pozostałych. Partnerzy grają ze swoich miejsc, gdziekolwiek siedzą.',
            ]
          : []),
        r.misereLeader ? 'W misère rozgrywający wskazuje, kto wychodzi do pierwszej lewy.' : 'Do pierwszej lewy wychodzi gracz po rozdającym, także w misère.',
      ],
    },
    {
      heading: 'Rozgrywka',
      paragraphs: [
        'Kto bierze lewę, wychodzi do następnej. Jeśli możesz, musisz dołożyć do koloru; jeśli nie możesz, wolno ci zagrać dowolną kartę. Nie ma obowiązku przebijania.',
        'Lewę bierze najwyższy atut, a bez atutu najwyższa karta koloru wyjścia. Grę na lewy gra się do końca. Misère kończy się, gdy tylko rozgrywający weźmie lewę: jest przegrana. Petite misère ma 12 lew; każdy przeciwnik zatrzymuje ostatnią kartę.',
      ],
    },
    {
      heading: 'Wygrana i płatności',
      paragraphs: [
        'Gra na lewy jest wygrana, gdy rozgrywający albo strona weźmie co najmniej tyle lew, ile zapowiedział; misère, gdy rozgrywający nie weźmie żadnej lewy. Zwycięzca bierze pulę i bête, o którą się gra, a każdy przeciwnik płaci mu za grę. Przegrany płaci za grę każdemu przeciwnikowi i kładzie bête na stół.',
        r.tariff === 'A'
          ? `Taryfa A, marki od każdego przeciwnika: ${tariff('A')}. Nic więcej się nie liczy: ani honory, ani lewy ponad grę.`
          : `Taryfa B, mnożniki gier na lewy i marki za misère: ${tariff('B')}. W grze na lewy strona, która wygrywa, liczy punkt za każdą wziętą lewę; gdy przegrywa, liczy lewy, których potrzebowała, i po jednej za każdą brakującą ponad pierwszą. Honory, as, król, dama i walet atutowy, dodają 2 punkty, gdy trzy z nich są w rękach strony, i 4 za wszystkie cztery. Punkty razy mnożnik, zaokrąglone do dziesiątek, od piątki w górę, dają marki. Strona, która w grze poniżej Concordii weźmie wszystkie 13 lew, dostaje jeszcze ${r.whist ? '20 od każdego przeciwnika, gdy rozgrywający gra w pojedynkę, albo 10 z partnerem' : '20 od każdego przeciwnika'}.`,
        ...(r.whist
          ? [
              'Z partnerem obaj dzielą się tym, o co idzie rozdanie, rozgrywający bierze większą połowę, a każdy przeciwnik płaci każdemu z nich za grę. Gdy strona przegrywa, płaci tylko ten, kto nie wziął swoich lew: za grę każdemu z trzech pozostałych graczy, a przy sprawiedliwszej przegranej tylko przeciwnikom, i każdy kładzie bête na stół.',
            ]
          : []),
      ],
    },
    {
      heading: 'Partia i kocioł',
      paragraphs: [
        `Partia trwa ${plural(L, r.tours, { one: 'kolejkę', few: 'kolejki', many: 'kolejek', other: 'kolejki' })}: w kolejce każdy gracz rozdaje raz, razem ${plural(L, r.tours * r.players, { one: 'rozdanie', few: 'rozdania', many: 'rozdań', other: 'rozdania' })}. Po ostatnim rozdaniu wszystko, co leży na stole, pula i każda bête, dzieli się po równo; marki, które się nie dzielą, idą po jednej po kolei, zaczynając od gracza po ostatnim rozdającym. Graczy układa się według ich stanu; równy stan dzieli miejsce.`,
      ],
    },
  ];
  const active = r.variants.map((id) => `${id}, ${VARIANTS_PL[id as VariantId]?.name ?? id}`);
  sections.push({
    heading: 'Reguły w mocy i warianty',
    paragraphs: [
      active.length ? `Warianty w mocy: ${list(L, active)}.` : `${FORM_NAMES_PL[form]} jak w książce, bez wariantów.`,
      ...Object.entries(VARIANTS_PL).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (w mocy)' : ''}`),
    ],
  });
  return sections;
}

export const bostonRulesPl: (rules: BostonRules) => readonly RulesSection[] = rulesText;
