/**
 * Zasady gry Das Hundertspiel dla graczy (Shift+F1) po polsku, dla reguł, które obowiązują (wartość
 * resolveRules z src/games/hundertspiel/rules.ts; specyfikacja ../shared/rules/hundertspiel.md). Te same
 * rozdziały, akapity i klucze wariantów co rules-en.ts. Słowa gry zostają niemieckie, jak w źródle, i
 * każde jest raz objaśnione: Do, Scat, Contra, Matsch, alt und neu, Vorhand, Weiter. Ten plik ładuje
 * src/games/hundertspiel/texts.ts osobno, gdy gracz pierwszy raz poprosi o zasady, tak jak plik
 * niemiecki i angielski.
 */
import type { HundertspielRules } from '../../src/games/hundertspiel/types.js';
import { list, type RulesSection } from '../../src/i18n/messages.js';
import { VARIANTS_PL } from './pl.js';

const L = 'pl' as const;

/** Czy wybrany wariant coś w tych regułach zmienia (niektóre działają tylko ze Scatem albo bez niego). */
function hasEffect(id: string, r: HundertspielRules): boolean {
  switch (id) {
    case 'V-H-1':
      return r.trumpByCut;
    case 'V-H-3':
      return r.first52;
    case 'V-H-4':
      return r.deadScat;
    case 'V-H-5':
      return r.scatGame;
    default:
      return true;
  }
}

function rulesText(r: HundertspielRules): readonly RulesSection[] {
  const four = r.players === 4;
  const announcers = four ? 'strona zapowiadająca' : 'zapowiadający';
  /** Celownik: "płaci stronie zapowiadającej". */
  const announcersDat = four ? 'stronie zapowiadającej' : 'zapowiadającemu';
  const n = r.scatSize;
  const suitValues = 'spadi 1, denari 2, coppi 3, bastoni 4';
  const sections: RulesSection[] = [
    {
      heading: 'Gra',
      paragraphs: [
        (four
          ? 'Das Hundertspiel, gra w sto, to dawna gra w lewy dla 4 graczy w 2 stałych stronach po 2 partnerów, którzy siedzą naprzeciw siebie.'
          : 'Das Hundertspiel, gra w sto, to dawna gra w lewy dla 4 graczy w 2 stronach po 2; tu grają 3 osoby, każda na siebie.') +
          ` Punkty dostaje się za wysokie karty wzięte w lewach, za lewy wzięte przez Do i za zgłoszone komplety równych kart. ${four ? 'Strona, która pierwsza osiągnie' : 'Gracz, który pierwszy osiągnie'} 100 punktów, wygrywa partię, za którą płaci się markami. Gra się zgodnie z ruchem wskazówek zegara.`,
        'Te zasady opierają się na książce Neuestes allgemeines Spielbuch, Wiedeń 1829. Gdzie książka zostawia sprawę otwartą, aplikacja rozstrzyga ją tak, jak opisano tutaj; inne zwyczaje, o których wspomina książka, są wariantami do wyboru.',
      ],
    },
    {
      heading: 'Karty, ich starszeństwo i punkty',
      paragraphs: [
        'Gra się talią do Trappoli: 36 kart w 4 kolorach o włoskich nazwach Spadi, Bastoni, Coppi i Denari, czyli miecze, buławy, kielichy i monety. Każdy kolor ma 9 kart, od najwyższej do najniższej: as, król, kawaler, walet, 10, 9, 8, 7 i Do. Kawaler, rycerz na koniu, zajmuje miejsce damy; damy nie ma. Do to dwójka, najniższa karta swojego koloru, a mimo to odgrywa najważniejszą rolę.',
        'Karty wzięte w lewach się liczą: as 6 punktów, król 5, kawaler 4, walet 3. 10, 9, 8, 7 i Do nie liczą się wcale. Ostatnia lewa daje 6 punktów więcej. Rozdanie ma więc 78 punktów, oprócz premii za lewy wzięte przez Do i za zgłoszone komplety. Liczba wziętych lew nie ma znaczenia.',
      ],
    },
    {
      heading: four ? 'Partnerzy, miejsca i atut' : 'Miejsca i atut',
      paragraphs: [
        four
          ? 'Do wyboru partnerów bierze się 4 karty, po 1 z każdego koloru i wszystkie różnej wysokości, a każdy gracz ciągnie 1 zakrytą. 2 graczy z wyższymi kartami gra razem przeciw pozostałym 2. Partnerzy siedzą naprzeciw siebie, więc przeciwnicy siedzą obok siebie. Kto wyciągnie najniższą kartę, rozdaje pierwszy; po każdym rozdaniu rozdaje następny gracz po lewej.'
          : 'Do wyboru miejsc bierze się 3 karty z 3 różnych kolorów i różnej wysokości, a każdy gracz ciągnie 1 zakrytą. Kto wyciągnie najniższą kartę, rozdaje pierwszy; po każdym rozdaniu rozdaje następny gracz po lewej.',
        r.scatGame
          ? 'Ze Scatem nie ma stałego atutu: atutem jest kolor gry, którą ktoś zapowie albo kupi (zob. rozdział o grze ze Scatem).'
          : r.trumpByCut
            ? 'W każdym rozdaniu atutem jest kolor spodniej karty przełożonej talii. To ostatnia rozdana karta, więc dostaje ją rozdający, a wszyscy ją widzą.'
            : 'Każdy gracz zachowuje kolor, który wyciągnął, na całą sesję: gdy rozdaje, jego kolor jest atutem. Atut zmienia się więc z każdym rozdaniem, a wszyscy znają go z góry.' +
              (four ? '' : ' Czwarty kolor nigdy nie jest atutem.'),
      ],
    },
    {
      heading: 'Rozdanie',
      paragraphs: [
        'Rozdający tasuje, a gracz po jego prawej przekłada. ' +
          (four
            ? n > 0
              ? `Zanim ktokolwiek dostanie kartę, rozdający odkłada zakryte ${n} wierzchnie karty: to Scat. Potem rozdaje zgodnie z ruchem wskazówek zegara, zaczynając od gracza po swojej lewej, sobie na końcu, po 4 karty w 2 kolejkach: każdy ma ${r.handSize} kart i gra się ${r.handSize} lew.`
              : `Rozdający rozdaje zgodnie z ruchem wskazówek zegara, zaczynając od gracza po swojej lewej, sobie na końcu, po 3 karty w 3 kolejkach: każdy ma ${r.handSize} kart, nie ma talonu i gra się ${r.handSize} lew.`
            : n > 0
              ? `Rozdający najpierw odkłada bez oglądania ${n} wierzchnie karty: to Scat. Potem rozdaje zgodnie z ruchem wskazówek zegara, zaczynając od gracza po swojej lewej, sobie na końcu, najpierw po 6, potem po 5 kart: każdy ma ${r.handSize} kart i gra się ${r.handSize} lew.` +
                (r.deadScat ? ` Te ${n} karty są martwe: nikt ich nie bierze, a ich punkty nie liczą się dla nikogo.` : '')
              : `Rozdający rozdaje zgodnie z ruchem wskazówek zegara, zaczynając od gracza po swojej lewej, sobie na końcu, po 6 kart w 2 kolejkach: każdy ma ${r.handSize} kart i gra się ${r.handSize} lew.`),
        four
          ? 'Gracz po lewej rozdającego to Vorhand, czyli pierwsza ręka: mówi pierwszy i wychodzi do pierwszej lewy. Rozdający gra ostatni.'
          : 'Gracz po lewej rozdającego to Vorhand, czyli pierwsza ręka, gracz po jego prawej to Mittelhand, a rozdający to Hinterhand. Vorhand mówi pierwszy i wychodzi do pierwszej lewy.',
      ],
    },
  ];
  if (r.scatGame) {
    const declarer = four ? 'strony grającego' : 'grającego';
    const declarerNom = four ? 'strona grającego' : 'grający';
    sections.push({
      heading: 'Gra ze Scatem',
      paragraphs: [
        `Ze Scatem gracze walczą o grę: Sechsundzwanziger, czyli 26, w wybranym przez siebie kolorze. Ten kolor jest atutem, a kto dostanie grę, czyli grający, musi${four ? ' razem z partnerem' : ''} wziąć ostatnią lewę przez Do tego koloru.`,
        `Zapowiedź z ręki: po kolei, zaczynając od Vorhand, każdy gracz mówi raz. Albo zapowiada 26 w kolorze, którego Do ma, i wykłada to Do odkryte, albo mówi Weiter, czyli pasuje. Zapowiedź musi być w kolorze wyższym niż każda wcześniejsza. Kolory mają wartości ${suitValues}; Do bastoni nazywa się guter Maxel. Najwyższa zapowiedź staje się grą, a każdy przelicytowany bierze swoje Do z powrotem.` +
          (four ? ' Można przelicytować własnego partnera.' : ''),
        `Kupno Scatu: tylko gdy wszyscy powiedzieli Weiter, Scat jest oferowany po kolei, od Vorhand, rozdającemu na końcu; pierwszy, kto się zgodzi, kupuje go. Bierze ${n} karty Scatu do ręki, a potem odkłada dowolne ${n} karty oprócz królów i asów. Następnie wybiera atut: kolor, którego Do ma, i wykłada to Do odkryte, a potem gra w nim swoje 26 jako grający. Jeśli nie ma żadnego Do, wybiera dowolny kolor, a jego 26 od razu przepada.`,
        'Jeśli nikt nie zapowie i nikt nie kupi, karty się zrzuca, nic się nie liczy i rozdaje następny gracz.',
        `Punkty kart Scatu, którego nikt nie kupił, albo kart odłożonych przez kupującego liczą się po ostatniej lewie dla ${declarer}.`,
        r.suitValuePay
          ? `Za grę płaci się według wartości jej koloru: jeśli 26 się uda, każdy przeciwnik płaci tyle marek, ile kolor jest wart, ${suitValues}; jeśli przepadnie, tyle samo płaci ${declarerNom}. Contra podwaja.`
          : `Każda gra płaci 2 marki, bez względu na kolor, jak każda zapowiedziana 26: płaci je każdy przeciwnik, jeśli 26 się uda, a ${declarerNom}, jeśli przepadnie. Wartość kolorów rozstrzyga tylko o tym, kto kogo przelicytuje. Contra podwaja.`,
        'W grze ze Scatem nie ma innych zapowiedzi 26 ani 52. Komplety równych kart zgłasza się, gdy atut jest już ustalony, jak opisano niżej.',
      ],
    });
  } else {
    sections.push({
      heading: 'Zapowiedź 26 albo 52',
      paragraphs: [
        'Po rozdaniu, zanim padnie pierwsza karta, każdy gracz po kolei, zaczynając od Vorhand, może coś zapowiedzieć, wykładając na stół odkryte Do:',
        'Sechsundzwanziger, czyli 26: wykładasz 1 ze swoich Do i zobowiązujesz się wziąć nim ostatnią lewę.',
        'Zweiundfünfziger, czyli 52: wykładasz 2 swoje Do i zobowiązujesz się wziąć nimi 2 ostatnie lewy, każdym jedną, w dowolnej kolejności.' +
          (r.first52 ? ' Albo, w tych regułach, wykładasz atutowe Do i zobowiązujesz się wziąć nim pierwszą lewę.' : ''),
        'Każdy gracz robi w rozdaniu najwyżej 1 taką zapowiedź; kilku graczy, partnerzy czy przeciwnicy, może zrobić każdy swoją. Wyłożone Do zostają w ręce: wszyscy je widzą, a zagrywa się je jak każdą inną kartę.',
        '26 przepada, gdy tylko jej Do zostanie zagrane do wcześniejszej lewy albo gdy przegra ostatnią lewę. 52 przepada tak samo, gdy tylko któreś z jej Do zostanie zagrane za wcześnie albo przegra swoją lewę.' +
          (r.first52 ? ' O 52 w pierwszej lewie rozstrzyga pierwsza lewa.' : ''),
      ],
    });
  }
  sections.push(
    {
      heading: 'Zgłaszanie kompletów równych kart',
      paragraphs: [
        'Komplety równych kart w ręce, czyli honory, liczą się, gdy je zgłosisz, nawet jeśli nigdy nie weźmiesz ich w lewie: 3 asy 30 punktów, 4 asy 40; 3 Do 10, 4 Do 20; 3 króle, 3 kawalery albo 3 walety po 6, a 4 takie karty po 12.',
        (r.scatGame
          ? 'W grze ze Scatem zgłasza się je w osobnej kolejce, gdy atut jest już ustalony, po kolei od Vorhand, przed Contra. Króle, kawalery, walety i Do trzeba zgłosić wtedy, bo inaczej nigdy się nie liczą.'
          : 'Króle, kawalery, walety i Do trzeba zgłosić w swojej kolejce, zanim padnie pierwsza karta, bo inaczej nigdy się nie liczą.') +
          ' Asy można zgłosić także później, w każdej swojej kolejce przed zagraniem karty, ale tylko dopóki nie zagrasz w tym rozdaniu żadnego asa. Zgłasza się dokładną liczbę, 3 albo 4.' +
          (four ? ' Karty partnera nie liczą się razem z twoimi.' : '') +
          ` Zgłoszenie zależy od ciebie; punkty liczą się od razu dla ${four ? 'twojej strony' : 'ciebie'}.`,
        'Gdy ktoś zgłosi 3 króle, 3 kawalery albo 3 walety, wszyscy dowiadują się, jakiego koloru jest brakująca czwarta karta, gdy tylko zakończy się następna lewa.',
      ],
    },
    {
      heading: 'Contra',
      paragraphs: [
        (r.scatGame
          ? 'Gdy komplety są zgłoszone, przeciwnicy grającego mogą powiedzieć Contra, nie wykładając żadnej karty.'
          : 'Gdy wszyscy się wypowiedzą, przeciwnicy każdej zapowiedzianej 26 albo 52 mogą powiedzieć Contra, nie wykładając żadnej karty.') +
          (four ? ' Może to powiedzieć każdy z przeciwników; pyta się ich w kolejności gry.' : ' Przy 3 graczach pozostali 2 są wspólnymi przeciwnikami zapowiadającego.') +
          ' Contra podwaja marki tej zapowiedzi.' +
          (r.recontra ? ` W tych regułach ${announcers} może potem odpowiedzieć Recontra, a przeciwnicy Supra-Contra; każde znów podwaja marki.` : '') +
          (r.scatGame ? ' Nie ma Contra na 26, która już przepadła.' : ''),
      ],
    },
    {
      heading: 'Gra w lewy',
      paragraphs: [
        'Vorhand wychodzi do pierwszej lewy, a kto weźmie lewę, wychodzi do następnej.',
        'Nie ma obowiązku dokładania do koloru. Gdy wyjście nie jest atutem, możesz zagrać dowolną kartę, nawet jeśli masz kolor wyjścia: dołożyć, przebić albo zrzucić, jak chcesz. Tylko przy wyjściu atutem trzeba zagrać atut, jeśli się go ma; wystarczy dowolny atut, nie trzeba przebijać wyżej. Bez atutu można zagrać dowolną kartę. Wyjście atutem może więc wyciągnąć wyłożone Do, jeśli to jedyny atut.',
        'Lewę bierze najwyższy atut. Bez atutu bierze najwyższa karta koloru wyjścia; karta innego koloru nigdy nie bierze. Do, które nie jest atutem, może więc wziąć lewę tylko wtedy, gdy się nim wychodzi, a nikt nie zagra wyższej karty jego koloru ani atutu.',
      ],
    },
    {
      heading: 'Punkty w rozdaniu',
      paragraphs: [
        `Każda lewa daje punkty swoich kart ${four ? 'stronie, która ją weźmie' : 'temu, kto ją weźmie'}, a ostatnia lewa 6 więcej.` + (four ? ' Partnerzy mają wspólny wynik.' : ' Każdy gracz liczy własne lewy.'),
        'Lewy wzięte przez Do: lewa wzięta przez Do, atutowe czy nie, daje 10 punktów więcej. Jeśli to ostatnia lewa, daje zamiast tego 20, co z 6 za ostatnią lewę daje 26: to jest Sechsundzwanziger.',
        'Jeśli atutowe Do weźmie pierwszą lewę, ta lewa daje 52 zamiast 10.',
        'Jeśli ten sam gracz weźmie 2 ostatnie lewy przez Do, dają one razem 52, wliczając 6 za ostatnią lewę; 3 ostatnie lewy wzięte przez Do przez tego samego gracza dają 72. Jeśli biorą je różni gracze, każda lewa liczy się osobno. Punkty kart dolicza się zawsze.',
      ],
    },
    {
      heading: 'Marki za zapowiedzi',
      paragraphs: [
        r.scatGame
          ? 'Za grę ze Scatem płaci się tak, jak opisano w jej rozdziale, na końcu rozdania. Contra podwaja marki' +
            (r.recontra ? ', Recontra podwaja je jeszcze raz, a Supra-Contra jeszcze raz.' : '.')
          : 'Udana 26 daje swoje punkty jak zwykle, a każdy przeciwnik płaci 2 marki ' +
            announcersDat +
            `; przegrana 26 kosztuje tyle samo: płaci ${announcers}. 52 płaci 4 marki. Contra podwaja: 4 za 26, 8 za 52.` +
            (r.recontra ? ' Recontra podwaja jeszcze raz, a Supra-Contra jeszcze raz: 8, a potem 16 za 26.' : '') +
            ' Marki rozlicza się na końcu rozdania.',
        'Wyczyn, który nie był zapowiedziany, na przykład lewa wzięta przez Do, 26 albo 52 zrobione bez zapowiedzi, daje tylko swoje punkty, bez marek.',
      ],
    },
    {
      heading: 'Wygrana partia',
      paragraphs: [
        r.manualOut
          ? 'Punkty dodaje się na bieżąco, ale w tych regułach nikt nie wygrywa sam z siebie: ' +
            (four
              ? 'twoja strona musi sama ogłosić koniec partii. W każdej swojej kolejce możesz powiedzieć: koniec. Jeśli twoja strona ma 100 punktów albo więcej, od razu wygrywa partię, nawet jeśli przeciwnicy mają więcej. Jeśli nie, ogłoszenie jest fałszywe i przegrywa: każde z was płaci przeciwnikom 1 markę.'
              : 'musisz samodzielnie ogłosić koniec partii. W każdej swojej kolejce możesz powiedzieć: koniec. Jeśli masz 100 punktów albo więcej, od razu wygrywasz partię, nawet jeśli inny gracz ma więcej. Jeśli nie, ogłoszenie jest fałszywe i przegrywa: płacisz każdemu innemu graczowi 1 markę, a partii nie wygrywa nikt.') +
            ` Jeśli rozdanie się kończy, gdy ${four ? 'jakaś strona ma' : 'jakiś gracz ma'} 100 albo więcej, a nikt nie ogłosił końca, partia kończy się wtedy; jeśli 100 ma kilku, ` +
            (four ? 'wygrywa strona Vorhand, jeśli jest wśród nich' : 'wygrywa Vorhand, jeśli jest wśród nich') +
            ', a w przeciwnym razie pierwszy z nich w kolejności gry.'
          : `Punkty liczą się od razu, zdarzenie po zdarzeniu, w kolejności, w jakiej padają: każdy zgłoszony komplet, potem każda zakończona lewa z punktami kart i premiami. ${four ? 'Strona, która pierwsza osiągnie' : 'Gracz, który pierwszy osiągnie'} 100 albo więcej, wygrywa partię w tej chwili. Do tego czasu wyniki przechodzą z rozdania na rozdanie.`,
        four
          ? 'Każdy gracz strony przegranej płaci 1 markę graczowi strony zwycięskiej. Jeśli przegrani mają mniej niż 50 punktów, gdy zwycięzcy osiągają 100, jest to Matsch i płacą po 2 marki. Dokładnie 50 to jeszcze nie Matsch.'
          : 'Każdy z pozostałych 2 graczy płaci zwycięzcy 1 markę albo 2 marki, jeśli sam ma mniej niż 50 punktów: to dla niego Matsch. Dokładnie 50 to jeszcze nie Matsch.',
        'Po partii następna zaczyna się od 0 do 0. Marki sumuje się przez całą sesję.',
      ],
    },
    {
      heading: 'Gdy partia kończy się w trakcie rozdania',
      paragraphs: [
        'Zwykle rozdanie od razu się przerywa: karty się zrzuca, a następna partia zaczyna się od następnego rozdającego.',
        'Jeśli w tym rozdaniu zapowiedziano 26 albo 52, rozdanie gra się do końca, by je rozliczyć, ale późniejsze punkty nic już nie znaczą.' +
          (r.scatGame ? ' W grze ze Scatem każda gra jest zapowiedzianą 26, więc tak jest zawsze.' : ''),
        r.scatGame
          ? 'Alt und neu, gdy punkty zrobione po końcu partii liczą się do następnej, w grze ze Scatem nigdy więc nie przenosi punktów.'
          : `Alt und neu, czyli stare i nowe: jeśli na początku rozdania ${four ? 'jakaś strona ma' : 'jakiś gracz ma'} od 90 do 99 punktów, rozdanie jest alt und neu. Jeśli partia skończy się w jego trakcie, a nie zapowiedziano 26 ani 52, rozdanie gra się do końca, a wszystkie punkty zdobyte po końcu partii liczą się do nowej partii; nadwyżka punktów ze zdarzenia, które skończyło starą partię, nie przechodzi. Jeśli także nowa partia dojdzie do 100 w tym samym rozdaniu, też się kończy, a rozdanie się przerywa.` +
            (r.altOptIn
              ? ' W tych regułach alt und neu obowiązuje tylko wtedy, gdy zgodzą się wszyscy gracze: na początku takiego rozdania pyta się każdego po kolei, a jedna odmowa wystarczy.'
              : ' Alt und neu obowiązuje samo z siebie.'),
      ],
    },
  );
  const active = r.variants.map((id) => `${id}, ${VARIANTS_PL[id]?.name ?? id}`);
  sections.push({
    heading: 'Reguły w mocy i warianty',
    paragraphs: [
      `Graczy: ${r.players}, ${n > 0 ? 'ze Scatem' : 'bez Scatu'}. ` + (active.length ? `Warianty w mocy: ${list(L, active)}.` : 'Zasady z książki z 1829 roku, bez wariantów.'),
      ...Object.entries(VARIANTS_PL).map(
        ([id, x]) =>
          `${id}, ${x.name}: ${x.description}` +
          (r.variants.includes(id) ? (hasEffect(id, r) ? ' (w mocy)' : ' (wybrany, ale bez znaczenia w tej grze)') : ''),
      ),
    ],
  });
  return sections;
}

export const hundertspielRulesPl: (rules: HundertspielRules) => readonly RulesSection[] = rulesText;
