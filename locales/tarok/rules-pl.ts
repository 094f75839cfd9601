/**
 * Reguły Taroka dla graczy (Shift+F1) po polsku, dla reguł w mocy (resolveRules w
 * src/games/tarok/rules.ts; specyfikacja ../shared/rules/tarok.md): Tarok en trois, Tarok en deux i
 * Taroklomber starym i nowym sposobem. Słowa polskiej książki w dzisiejszej pisowni (skis, pagat, mond,
 * ladony, kawaleria, skat, wołanie, trzymanie, remis, Tout, à personne); każda liczba pochodzi z tablic
 * silnika (./rules-figures.ts), jak w rules-en.ts. Ten plik ładuje src/games/tarok/texts.ts osobno, gdy
 * gracz pierwszy raz poprosi o zasady, tak jak plik niemiecki i angielski.
 */
import type { Form, Game, Method, TarokRules } from '../../src/games/tarok/types.js';
import type { VARIANT_IDS } from '../../src/games/tarok/rules.js';
import { list, plural, type RulesSection } from '../../src/i18n/messages.js';
import { tarockPl } from '../decks/pl.js';
import { dealSizes, FIGURES as F, prizeValues, tariffRows } from './rules-figures.js';

const L = 'pl' as const;

type VariantId = (typeof VARIANT_IDS)[number];

export const FORM_NAMES_PL: Readonly<Record<Form, string>> = { trois: 'Tarok en trois', deux: 'Tarok en deux', lomber: 'Taroklomber' };
/** W miejscowniku, po "grany": "grany starym sposobem". */
export const METHOD_NAMES_PL: Readonly<Record<Method, string>> = { old: 'starym sposobem', new: 'nowym sposobem' };
export const GAME_NAMES_PL: Readonly<Record<Game, string>> = { aDue: 'a Due', aUno: 'a Uno', solo: 'Solo' };

export const VARIANTS_RULES_PL = {
  'V-T-1': { name: 'Tarok z lewą', description: `En trois: gracz, który nie weźmie żadnej lewy, dostaje od każdego z dwóch pozostałych ${F.noTrick}, oprócz wszystkiego innego.` },
  'V-T-2': { name: 'Matadory od dołu', description: 'En trois i en deux: skis, pagat i dwójka są także trzema matadorami, po nich trójka, czwórka i dalej bez przerwy; gracz liczy lepszy z dwóch ciągów.' },
  'V-T-3': { name: 'Pula', description: 'En trois: każdy rozdający wkłada do puli umówioną stawkę. Kto weźmie ostatnią lewę swoim pagatem, bierze całą pulę, a kto straci pagata w ostatniej lewie, dokłada tyle, ile w niej jest; król ultimo bierze pół puli, a król stracony w ostatniej lewie dokłada połowę.' },
  'V-T-4': { name: 'Płaci przegrywający', description: 'En trois: właściciel przegranej premii płaci jej wartość każdemu z dwóch pozostałych, a właściciel zrobionej dostaje ją od każdego, zamiast rozliczania premii między graczami, przed którymi leżą.' },
  'V-T-5': { name: 'Taroklomber we czterech', description: 'Czterech przy stole: w każdym rozdaniu gracz na miejscu rozdającego, Król, pauzuje, płaci i dostaje jak w lombrze we czterech.' },
  'V-T-6': { name: 'Pagat z dziesięcioma tarokami', description: 'En trois: książka mówi, że gracze czasem umawiają się liczyć pagata z dziesięcioma tarokami, nie mówiąc, co to znaczy.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

const points = (n: number) => plural(L, n, { one: 'punkt', few: 'punkty', many: 'punktów', other: 'punktu' });
/** Mianownik: "leży 1 karta, leżą 3 karty, leży 25 kart". */
const cards = (n: number) => plural(L, n, { one: 'karta', few: 'karty', many: 'kart', other: 'karty' });
/** Biernik: "odkłada 1 kartę, 3 karty, 25 kart". */
const cardsAcc = (n: number) => plural(L, n, { one: 'kartę', few: 'karty', many: 'kart', other: 'karty' });
/** Biernik: "wszystkie 25 lew". */
const tricksAcc = (n: number) => plural(L, n, { one: 'lewę', few: 'lewy', many: 'lew', other: 'lewy' });
const taroks = (n: number) => plural(L, n, { one: 'tarok', few: 'taroki', many: 'taroków', other: 'taroka' });
const rankWords = (ranks: readonly string[]) => ranks.map((r) => tarockPl.ranks[r as keyof typeof tarockPl.ranks].word).join(', ');

function gameLine(method: Method): string {
  return tariffRows(method)
    .map((g) => `${GAME_NAMES_PL[g.game]}, ${g.calls === 0 ? 'bez wołania' : `wołanie: ${g.calls === 1 ? 'jedna karta' : g.calls === 2 ? 'dwie karty' : cards(g.calls)}`}`)
    .join('; ');
}

function tariffLine(method: Method): string {
  return tariffRows(method)
    .map((g) => `${GAME_NAMES_PL[g.game]} ${g.base} i ${g.rate} za każdy punkt ponad ${F.remise} albo ${g.tout} za Tout`)
    .join('; ');
}

function rulesText(r: TarokRules): readonly RulesSection[] {
  const lomber = r.form === 'lomber';
  const deux = r.form === 'deux';
  const size = dealSizes(r);
  const prize = prizeValues(r.form);
  const formName = lomber ? `${FORM_NAMES_PL.lomber} grany ${METHOD_NAMES_PL[r.method]}` : FORM_NAMES_PL[r.form];
  const sections: RulesSection[] = [];

  sections.push({
    heading: 'Gra',
    paragraphs: [
      deux
        ? `Tarok en deux to tarok dla dwóch graczy, gra w lewy kartami tarokowymi, grana partiami do ${F.partyTarget} punktów. Po rozdaniu rozdający odkłada ${cardsAcc(size.skat)}, skat; obie ręce są zapowiadane, tylko liczbami; potem gra się wszystkie lewy, a to, co każdy gracz zapowiedział, złapał i policzył, zapisuje się na jego rachunek.`
        : lomber
          ? `Taroklomber, Tarok-Lomber, to tarok dla trzech na sposób lombra: gracze licytują prawo do gry w pojedynkę, jako grający, przeciw dwóm pozostałym, którzy grają razem. Grający potrzebuje ${F.remise + 1} z ${F.packPoints} punktów z kart. Nie ma zapowiedzi ani premii za pagata i króle.`
          : `Tarok en trois to gra w lewy dla trzech graczy, każdy dla siebie, kartami tarokowymi. Po rozdaniu rozdający odkłada ${cardsAcc(size.skat)}, skat; każda ręka jest zapowiadana, tylko liczbami; potem gra się wszystkie lewy. Pieniądze biorą się z trzech rzeczy: z zapowiedzi, z pagata i królów złapanych albo zrobionych w lewach i z punktów z kart, które każdy zdobędzie.`,
      lomber
        ? 'Kolej idzie w lewo, zgodnie z ruchem wskazówek zegara: gracz po lewej rozdającego jest pierwszą ręką; mówi i wychodzi pierwszy, a potem rozdaje.'
        : deux
          ? 'Rozdają na zmianę obaj gracze; ten, który nie rozdaje, wychodzi pierwszy.'
          : 'Kolej idzie w prawo, przeciwnie do ruchu wskazówek zegara: gracz po prawej rozdającego jest pierwszą ręką; wychodzi pierwszy, a potem rozdaje.',
      ...(lomber
        ? [
            r.method === 'old'
              ? 'Przy tym stole gra się starym sposobem: rozdający kładzie skat przed licytacją i skat liczy się dla jego strony.'
              : `Przy tym stole gra się nowym sposobem: przed rozdaniem ${cards(size.skat)} ${size.skat === 1 ? 'idzie' : 'idą'} na bok, a grający je bierze i odkłada ${size.skat}.`,
          ]
        : []),
      'Te reguły idą za traktatem o taroku i tarok-lombrze w polskiej książce o grach z początku XIX wieku. Wszystko liczy się w punktach: bilans każdego gracza zaczyna się od 0 i może zejść poniżej.',
    ],
  });

  sections.push({
    heading: 'Karty',
    paragraphs: [
      `Talia ma ${cardsAcc(F.taroks + 4 * F.suitCards)}: ${taroks(F.taroks)}, czyli atuty, i cztery kolory po ${cardsAcc(F.suitCards)}.`,
      `Taroki mają numery od 1 do ${F.taroks - 1}. ${F.taroks - 1}, zwany mondem, jest najwyższy i nigdy nie można go pobić; 1, pagat, jest najniższy i bije go każdy inny tarok. Ostatni tarok to skis, w dawnych książkach sky: nie ma numeru i nigdy nie bierze lewy.`,
      `Każdy kolor ma cztery figury, króla, damę, kawalera, jeźdźca między damą a waletem, i waleta, oraz dziesięć blotek. W treflu i piku, kolorach czarnych, karty idą od najwyższej do najniższej: ${rankWords(F.blackOrder)}. W kierze i karze, kolorach czerwonych, blotki idą odwrotnie: ${rankWords(F.redOrder)}; as jest najwyższą blotką, a dziesiątka najniższą.`,
      ...(lomber ? [] : [`Do zapowiedzi jest ${F.kings} królów: skis, mond, pagat i czterej królowie kolorów. Skis, pagat i mond to matadory.`]),
    ],
  });

  const three = 3 * F.ladonPips - F.packetLess;
  sections.push({
    heading: 'Liczenie kart',
    paragraphs: [
      `Każda karta ma wartość w oczkach: ${F.figurePips.map((f) => `${tarockPl.ranks[f.rank].word} ${f.pips}`).join(', ')}; mond ${F.matadorPips.xxi}, pagat ${F.matadorPips.pagat} i skis ${F.matadorPips.sky}; każda inna karta ${F.ladonPips}. Karty za jedno oczko to ladony, karty puste: każda blotka i taroki od 2 do ${F.taroks - 2}. Pozostałe ${F.countingCards} to karty liczące.`,
      deux
        ? `Na końcu rozdania każdy gracz liczy karty, które wziął, a rozdający razem z nimi skat, parami: para liczy swoje oczka bez ${F.pairLess}. Stos rozdającego ma zawsze nieparzystą liczbę kart; jego jedna karta bez pary liczy same swoje oczka. Ponieważ część kart leży z boku, oba wyniki nie dają stałej sumy.`
        : `Na końcu rozdania ${lomber ? 'grający liczy karty, które wziął, a dwaj przeciwnicy swoje razem,' : 'każdy gracz liczy karty, które wziął,'} po trzy: trójka kart liczy swoje oczka bez ${F.packetLess}. Trzy ladony dają ${three}; dama, walet i ladon ${F.queenJackLadon}; król, dama i kawaler ${F.kingQueenCavall}. Jakkolwiek ułożyć trójki, wynik jest ten sam: oczka bez ${F.packetLess} za każde trzy karty. Cała talia liczy ${F.packPoints}.`,
    ],
  });

  const extra = size.dealer - size.hand;
  const dealt = `po pięć kart, zaczynając od ${deux ? 'przeciwnika' : 'pierwszej ręki'}, pięć razy dookoła: każdy po ${cardsAcc(size.hand)}`;
  const skatPara = lomber
    ? r.method === 'old'
      ? `Przed licytacją rozdający odkłada ${cardsAcc(size.skat)}, zakryte, po jednej: skat. Nigdy nie wolno mu odłożyć taroka, także skisa, monda i pagata, ani króla; damy, kawalery, walety i blotki mogą iść. Wybiera, wiedząc, że może sam grać albo być przeciwnikiem. Skat jest jego i na końcu liczy się dla jego strony, czy jest grającym, czy przeciwnikiem.`
      : `Nikt nie widzi skatu, zanim grający go weźmie. Po licytacji grający bierze ${cardsAcc(size.skat)} skatu do ręki, w a Uno woła, a potem odkłada ${cardsAcc(size.skat)}, po jednej, nigdy taroka ani króla. To, co odłoży, liczy się dla niego.`
    : `Przed wszystkim innym rozdający odkłada ${cardsAcc(size.skat)}, zakryte, po jednej: skat. Skat jest jego i na końcu liczy się z jego lewami; nikt inny go nie widzi przed liczeniem. Nie wolno mu odłożyć taroka ani króla. Jeden wyjątek: rozdający, którego ${size.dealer} kart ma pagata i najwyżej dwa inne taroki, choćby skisa i monda, może odłożyć pagata; ten leży wtedy przed nim jako zrobiony i jest wart ${prize.pagat[0]}.`;
  sections.push({
    heading: 'Rozdanie i skat',
    paragraphs: [
      lomber && r.method === 'new'
        ? `Rozdający najpierw odkłada na bok ${cardsAcc(size.skat)} z wierzchu, zakryte: skat. Potem rozdaje ${dealt}.`
        : `Rozdający rozdaje ${dealt}; potem ostatnie ${cards(extra)} dostaje rozdający, który ma ${size.dealer}.${deux ? ` Pozostałe ${cards(size.aside)} leżą z boku niewidziane: nikt nimi nie gra ani nie może ich oglądać.` : ''}`,
      skatPara,
      `Jeśli kładący skat ma mniej niż ${cardsAcc(size.skat)}, które wolno mu odłożyć, uzupełnia skat swoimi najniższymi tarokami oprócz skisa, monda i pagata.`,
    ],
  });

  if (!lomber) {
    sections.push({
      heading: 'Zapowiedzi',
      paragraphs: [
        `Gdy skat jest położony, zapowiada się każdą rękę, najpierw rękę rozdającego, potem ${deux ? 'rękę przeciwnika' : 'pozostałe po kolei'}. Stół zapowiada za każdego gracza, co ma jego ${cards(size.hand)}, i mówi tylko ile, nigdy które: nigdy, czy pagat jest wśród taroków, które króle ani w którym kolorze jest kawaleria.`,
        `Taroki: ${taroks(F.minTaroks)} liczy się ${F.tarokPoints}, a każdy następny tarok ${F.tarokStep} więcej; mniej nie liczy się wcale. Skis liczy się jako tarok.`,
        `Matadory: skis, pagat i mond razem to ${F.minMatadors} matadory i liczą się ${F.matadorPoints}; każdy tarok poniżej monda bez przerwy, ${F.taroks - 2}, potem ${F.taroks - 3} i tak dalej, to jeden matador więcej i dodaje ${F.matadorStep}. Bez wszystkich trzech nie ma matadorów.${r.fromBelow ? ' W mocy są matadory od dołu: skis, pagat i dwójka są także trzema matadorami, po nich trójka, czwórka i dalej; gracz liczy lepszy z dwóch ciągów.' : ''}`,
        `Kawaleria: król, dama, kawaler i walet jednego koloru to cała kawaleria, ${F.whole}; dowolne trzy z nich to połowa kawalerii, ${F.half}. Gracz, który ma też skisa, zapowiada swoje kawalerie ze skisem i liczą się podwójnie: cała ${F.wholeSkied}, połowa ${F.halfSkied}.`,
        `Króle: z ${F.kings} królów ${F.minKings} liczą się ${F.kingPoints}, a każdy następny król ${F.kingStep} więcej; wszystkie ${F.kings} liczą się ${F.allKings}. Matadory liczą się jeszcze raz jako króle.`,
        deux
          ? 'Na końcu rozdania każdy gracz zapisuje sumę swoich zapowiedzi na swój rachunek.'
          : 'Na końcu rozdania każdy gracz dostaje sumę swoich zapowiedzi od każdego z dwóch pozostałych: między dwoma graczami płaci się różnicę.',
      ],
    });
  } else {
    const rows = tariffRows(r.method);
    sections.push({
      heading: 'Licytacja',
      paragraphs: [
        `Gry, od najniższej: ${gameLine(r.method)}. ${r.method === 'old' ? 'Najniższego stopnia, a Tre, z wymianą trzech kart, nigdy się nie gra.' : 'Niższych stopni, a Tre i a Due, nie gra się nowym sposobem.'} Każda gra stoi wyżej od poprzednich; ${GAME_NAMES_PL[rows[rows.length - 1]!.game]} jest najwyższe.`,
        'Pierwsza mówi pierwsza ręka, potem gracz środkowy, potem rozdający. Każdy pasuje albo nazywa grę wyższą od stojącej; pas jest ostateczny na całe rozdanie.',
        'Wcześniejszy gracz ma rękę przed późniejszym. Kto pierwszy nazwie grę, ten ją trzyma. Gdy późniejszy gracz nazwie wyższą grę, trzymający odpowiada: może trzymać, czyli sam grać tę grę; nazwać wyższą; albo spasować, a wtedy grę trzyma późniejszy gracz. Po trzymaniu albo wyższej grze późniejszy gracz mówi znowu, aż jeden z nich spasuje. Późniejszy gracz musi zawsze nazwać wyższą grę. Gdy rozdający się wypowie, trzymający jest grającym i gra swoją grę.',
        `Jeśli nikt nie nazwie gry, rozdanie przepada, pierwsza ręka dostaje od każdego z pozostałych ${points(r.aPersonne)}, à personne, a rozdaje następny gracz.`,
      ],
    });
    sections.push({
      heading: 'Wołanie',
      paragraphs: [
        `Grający woła ${list(L, rows.map((g) => `w grze ${GAME_NAMES_PL[g.game]} ${g.calls === 0 ? 'żadnej karty' : g.calls === 1 ? 'jedną kartę liczącą' : `${g.calls === 2 ? 'dwie' : g.calls} karty liczące`}`))}. Woła karty, których nie ma, jedną po drugiej: figurę, monda, pagata albo skisa. Gracz, który ma zawołaną kartę, oddaje mu ją, a grający oddaje temu graczowi jedną swoją kartę, zakrytą, zanim zawoła następną.`,
        'Oddana karta nie może być ani tarokiem, ani królem, chyba że nie ma nic innego, i nie może to być karta dopiero co otrzymana. Tylko ci dwaj gracze widzą karty oddane w obie strony; wszyscy wiedzą, którą kartę zawołano i kto ją oddał.',
        r.method === 'old'
          ? 'Zawołanej karty, która leży w skacie rozdającego, nikt nie oddaje: nic nie wraca, a wołanie przepada.'
          : 'Nowym sposobem grający bierze skat, zanim zawoła, więc zawołana karta jest zawsze w ręce przeciwnika.',
      ],
    });
  }

  sections.push({
    heading: 'Gra w lewy',
    paragraphs: [
      `Do pierwszej lewy wychodzi ${deux ? 'przeciwnik rozdającego' : 'pierwsza ręka'}${lomber ? ', ktokolwiek jest grającym' : ''}; kto weźmie lewę, wychodzi do następnej. Gra się wszystkie ${tricksAcc(size.hand)}${deux ? '; lewa ma dwie karty' : ''}.`,
      'Trzeba dołożyć do koloru, jeśli się może. Jeśli nie można, trzeba zagrać taroka, jeśli się go ma; gdy wyjście jest tarokiem, trzeba zagrać taroka, jeśli się może. Dopiero bez jednego i drugiego wolno zagrać dowolną kartę. Nigdy nie trzeba bić karty już zagranej.',
      'Skis jest zawsze wolny: można go zagrać do każdej lewy zamiast tego, co trzeba by zagrać, i nigdy nie zmusza do tarokowania; jeśli skis jest jedynym tarokiem, można zrzucić dowolną kartę, gdy nie można dołożyć do koloru. Jeśli wyjście jest skisem, za wyjście liczy się następna zagrana karta.',
      'Lewę bierze najwyższy tarok; bez taroka najwyższa karta koloru wyjścia. Skis nigdy nie bierze lewy.',
      `Zagrany przed trzema ostatnimi lewami swojego właściciela skis nigdy nie przepada: właściciel zatrzymuje go wśród swoich wziętych kart i daje temu, kto wziął lewę, w zamian ladon, w liczeniu jedno oczko i jedną kartę. Zagrany w jednej z trzech ostatnich lew przepada i idzie z lewą do tego, kto ją wziął.${lomber ? ' Jeśli grający weźmie wszystkie lewy, skis przeciwnika też idzie do niego.' : ''}`,
    ],
  });

  if (!lomber) {
    sections.push({
      heading: 'Pagat i króle',
      paragraphs: [
        'O pagata i czterech królów kolorów się gra: to premie. Każda przypada graczowi, który weźmie lewę, do której ją zagrano: jest zrobiona, gdy to jej właściciel, przegrana, gdy inny gracz; tak czy inaczej leży przed tym, kto wziął lewę, do końca rozdania. Pagat położony w skacie leży przed rozdającym jako zrobiony. Skis i mond nigdy nie są premiami.',
        `Pagat jest wart ${prize.pagat[0]}, a w ostatniej lewie, ultimo, ${prize.pagat[1]}; król ${prize.king[0]}, a w ostatniej lewie ${prize.king[1]}.${deux ? ' Premia wśród kart leżących z boku nie liczy się wcale.' : ''}`,
        deux
          ? 'Na końcu rozdania każdy gracz zapisuje na swój rachunek sumę tego, co przed nim leży.'
          : 'Na końcu rozdania każdy gracz dostaje sumę tego, co przed nim leży, od każdego z dwóch pozostałych: między dwoma graczami płaci się różnicę.',
      ],
    });
  }

  sections.push({
    heading: deux ? 'Rachunek i partia' : 'Wygrana i płatności',
    paragraphs: deux
      ? [
          'W czasie partii nic się nie płaci. Na końcu każdego rozdania każdy gracz dopisuje do swojego rachunku sumę zapowiedzi, swoje premie i punkty z kart.',
          `Na końcu rozdania, w którym gracz dojdzie do ${F.partyTarget} lub więcej, partia jest skończona: gracz z większą liczbą punktów wygrywa partię i tyle punktów, o ile prowadzi. Przegrywający poniżej ${F.doubleLine} przegrywa partię podwójnie. Przy równych rachunkach partia trwa dalej, z następnym rozdaniem.`,
          `Partia jest warta ${points(r.partyValue)}: przegrywający płaci wygrywającemu partię, albo dwie za partię podwójną, i różnicę rachunków.`,
        ]
      : lomber
        ? [
            `Grający liczy swoje lewy${r.method === 'old' ? ', ze skatem, gdy jest rozdającym' : ' ze skatem, który odłożył'}; przeciwnicy liczą swoje razem${r.method === 'old' ? ', ze skatem, gdy rozdający jest jednym z nich' : ''}. Z ${F.remise + 1} lub więcej grający wygrywa; z ${F.remise} jest remis i nic się nie płaci; z ${F.remise - 1} lub mniej przegrywa.`,
            `Taryfa, czyli to, co każdy przeciwnik płaci wygrywającemu grającemu: ${tariffLine(r.method)}. Przegrywający grający płaci każdemu przeciwnikowi tyle samo: grę i jej stawkę za każdy punkt, który przeciwnicy zrobili ponad ${F.remise}.`,
            `Jeśli grający weźmie wszystkie ${tricksAcc(size.hand)}, robi Tout, a każdy przeciwnik płaci mu zamiast tego Tout jego gry. Tout się nie zapowiada; po prostu się go robi.`,
          ]
        : [
            `Każdy gracz liczy swoje karty, rozdający ze skatem; trzy wyniki dają razem ${F.packPoints}. Norma to ${F.par}: kto ma więcej, dostaje nadwyżkę, kto ma mniej, płaci brak. Gdy jeden gracz jest poniżej normy, płaci każdemu z pozostałych jego nadwyżkę; gdy dwóch jest poniżej, każdy płaci swój brak temu, który jest powyżej.`,
            `Rozdanie płaci więc za trzy rzeczy: za zapowiedzi, za premie i za karty.${r.withTrick ? ` Gracz, który nie wziął żadnej lewy, dostaje też ${F.noTrick} od każdego z dwóch pozostałych.` : ''}`,
          ],
  });

  sections.push({
    heading: 'Sesja',
    paragraphs: [
      deux
        ? `Sesja trwa ${plural(L, r.parties, { one: 'partię', few: 'partie', many: 'partii', other: 'partii' })}; nowa partia zaczyna się od rachunków 0, a rozdaje się dalej na zmianę. Wszystkie kwoty to punkty; oba bilanse zaczynają się od 0 i zawsze dają razem 0.`
        : `Sesja trwa ${plural(L, r.tours, { one: 'kolejkę', few: 'kolejki', many: 'kolejek', other: 'kolejki' })}: w kolejce każdy gracz rozdaje raz, razem ${plural(L, r.tours * r.players, { one: 'rozdanie', few: 'rozdania', many: 'rozdań', other: 'rozdania' })}${lomber ? ', także rozdanie, w którym wszyscy spasowali' : ''}. Wszystkie kwoty to punkty; bilanse zaczynają się od 0 i zawsze dają razem 0. Graczy ustawia się według bilansów; równe bilanse dzielą miejsce.`,
    ],
  });

  const active = r.variants.map((id) => `${id}, ${VARIANTS_RULES_PL[id as VariantId]?.name ?? id}`);
  sections.push({
    heading: 'Reguły w mocy i warianty',
    paragraphs: [
      active.length ? `Warianty w mocy: ${list(L, active)}.` : `${formName} jak w książce, bez wariantów.`,
      'Wybrać można tylko dwa pierwsze warianty, pierwszy do en trois, drugi do en trois i en deux; pozostałe opisano tak, jak opisuje je książka.',
      ...Object.entries(VARIANTS_RULES_PL).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (w mocy)' : ''}`),
    ],
  });
  return sections;
}

export const tarokRulesPl: (rules: TarokRules) => readonly RulesSection[] = rulesText;
