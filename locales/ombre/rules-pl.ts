/**
 * Reguły rodziny Ombre dla graczy (Shift+F1) po polsku, dla reguł w mocy (wartość resolveRules z
 * src/games/ombre/rules.ts; specyfikacja ../shared/rules/ombre.md): Ombre we trzech, we dwóch, we
 * czterech, Quadrille i Cinquille. Słowa polskiej książki: Lomber, na ręku, pytam, pas, Solo (sans
 * prendre), w kolorze, kupować, Spadille, Manille, Basta, Ponto, matadory, premiers, vole, remise,
 * kodille, bête, pula, kocioł. Ten plik ładuje src/games/ombre/texts.ts osobno, gdy gracz pierwszy raz
 * poprosi o zasady, tak jak plik niemiecki i angielski.
 */
import type { OmbreRules } from '../../src/games/ombre/types.js';
import { list, plural, type RulesSection } from '../../src/i18n/messages.js';
import { keyLabel } from '../keys.js';

const L = 'pl' as const;
/** Klawisz słowami tego języka. */
const K = (key: string) => keyLabel(L, key);
const cards = (n: number) => plural(L, n, { one: 'karta', few: 'karty', many: 'kart', other: 'karty' });
/** Biernik: "ma 1 kartę, 9 kart". */
const cardsAcc = (n: number) => plural(L, n, { one: 'kartę', few: 'karty', many: 'kart', other: 'karty' });
const tricks = (n: number) => plural(L, n, { one: 'lewa', few: 'lewy', many: 'lew', other: 'lewy' });
/** Biernik: "wziąć 1 lewę, 5 lew". */
const tricksAcc = (n: number) => plural(L, n, { one: 'lewę', few: 'lewy', many: 'lew', other: 'lewy' });

export const GAME_NAMES = {
  ombre: 'Ombre we trzech',
  'en-deux': 'Ombre we dwóch (en deux)',
  'en-quatre': 'Ombre we czterech (en quatre)',
  quadrille: 'Quadrille',
  cinquille: 'Cinquille',
} as const;

export const VARIANTS: Readonly<Record<string, { name: string; description: string }>> = {
  'V-O-1': { name: 'Stały kolor', description: 'Kolor rozdania losuje się raz, na początku partii, i obowiązuje w każdym rozdaniu.' },
  'V-O-2': { name: 'Kolor z pierwszej wygranej', description: 'Do pierwszej wygranej gry nie ma koloru rozdania; potem jej kolor atutowy jest kolorem do końca partii.' },
  'V-O-3': { name: 'Obscurité na trzy sposoby', description: 'Obscurité z wierzchu (2, w kolorze 4), od spodu (4 i 8: karty w ciemno przychodzą ze spodu talonu) i ze środka (8 i 16).' },
  'V-O-5': { name: 'Casco bez pokazywania', description: 'Tourné i Grand Casco to jedna gra, Tourné albo Casco: bez pokazywania asów, atut z odkrytej karty, płaci 2, w kolorze 4.' },
  'V-O-6': { name: 'Grandissimo i Nullissimo', description: 'Zamiast Solo tout dwie gry wyższe niż Solo w kolorze: Grandissimo bez koloru atutowego, atutami są tylko Spadille i Basta, płaci 8; Nullissimo bez czarnego asa i bez jednej lewy, płaci 16.' },
  'V-O-8': { name: 'Blok', description: 'Gdy rozdanie zaczyna się przy pustym stole, każdy wpłaca do puli jeszcze jedną markę.' },
  'V-O-9': { name: 'Kodille płaci przeciwnikowi', description: 'Przy kodille przeciwnik z największą liczbą lew bierze pulę, jakby wygrał; Lomber płaci tylko pojedynczą bête.' },
  'V-O-12': { name: 'We dwóch, 32 karty, po 10', description: 'Z kart karo zostają tylko as i siódemka; po 10 kart, talon z 12; 7 lew wygrywa, od 4 do 6 to remise.' },
  'V-O-13': { name: 'We dwóch, 32 karty, po 12', description: 'Te same 32 karty, po 12, talon z 8; 7 lew wygrywa, 6 to remise, 5 lub mniej to kodille.' },
  'V-O-14': { name: 'Kolor w Quadrille', description: 'Quadrille i Cinquille też mają kolor rozdania: Pytanie i Solo w kolorze są w licytacji, a honory w kolorze liczą się podwójnie.' },
  'V-O-16': { name: 'Casco i Spadille forcée według Hoyle’a', description: 'W Grand Casco i w Spadille forcée Lomber wybiera atut, a potem woła króla innego koloru, jak w Pytaniu.' },
  'V-O-17': { name: 'Quadrille: bête płaci sam Lomber', description: 'Bête płaci sam Lomber; partner płaci tylko swoją część honorów.' },
  'V-O-18': { name: 'Cinquille: bête płaci sam Lomber', description: 'Jak V-O-17, dla Cinquille.' },
  'V-O-19': { name: 'Quadrille z 8 kartami', description: 'Bez trójek i czwórek pik i trefl oraz bez piątek i szóstek kier i karo: 32 karty, po 8; 5 lew wygrywa, 4 to remise.' },
};

const SUIT = { C: 'trefl', D: 'karo', H: 'kier', S: 'pik' } as const;
/** "Lomber gra przeciw dwóm pozostałym". */
const OTHERS: Readonly<Record<number, string>> = { 1: 'drugiemu', 2: 'dwóm pozostałym', 3: 'trzem pozostałym', 4: 'czterem pozostałym' };
/** Liczebnik męskoosobowy słowem: "trzech graczy" (nie "3 graczy", co czytnik ekranu przeczyta "trzy"). */
export const PLAYERS: Readonly<Record<number, string>> = { 2: 'dwóch graczy', 3: 'trzech graczy', 4: 'czterech graczy', 5: 'pięciu graczy' };
const LOMBER = 'Lomber (z francuskiego l’hombre, „człowiek”)';

function rulesText(r: OmbreRules): readonly RulesSection[] {
  const g = r.game;
  const n = r.players;
  const talon = r.pack.length - n * r.handSize;
  const has = (v: string) => r.variants.includes(v);
  const fav = r.favourite !== 'none';
  const duo = g === 'en-deux';
  const party = r.partnership;
  const missing = r.suits.length < 4 ? ` Nie ma w ogóle kart ${list(L, (['C', 'D', 'H', 'S'] as const).filter((s) => !r.suits.includes(s)).map((s) => SUIT[s]))}.` : '';
  const sections: RulesSection[] = [];

  sections.push({
    heading: 'Gra',
    paragraphs: [
      `To jest ${GAME_NAMES[g]}: ${PLAYERS[n] ?? `${n} graczy`}, ${cards(r.pack.length)}, każdy dostaje ${cardsAcc(r.handSize)}. ` +
        (party
          ? `W każdym rozdaniu jeden gracz, ${LOMBER}, gra z partnerem, którego króla wywołuje, przeciw pozostałym albo w pojedynkę przeciw wszystkim. Pary zmieniają się z rozdania na rozdanie; każdy gracz prowadzi własny rachunek.`
          : duo
            ? `W każdym rozdaniu jeden gracz, ${LOMBER}, gra przeciw drugiemu.`
            : `W każdym rozdaniu jeden gracz, ${LOMBER}, gra w pojedynkę przeciw ${OTHERS[n - 1] ?? `${n - 1} pozostałym`}.`),
      'Gra idzie przeciwnie do ruchu wskazówek zegara: gracz po prawej ręce rozdającego jest na ręku. Mówi pierwszy w licytacji i wychodzi do pierwszej lewy, bez względu na to, kto jest Lombrem. Rozdający mówi ostatni. Po każdym rozdaniu rozdaje następny gracz po prawej.',
      'Te reguły idą za traktatem o Ombre, Quadrille i Cinquille z polskiej książki o grach z początku XIX wieku; gdzie traktat milczy, obowiązuje zwykły obyczaj.',
    ],
  });

  sections.push({
    heading: 'Karty i ich starszeństwo',
    paragraphs: [
      `Talia francuska bez ósemek, dziewiątek i dziesiątek.${missing}${has('V-O-12') || has('V-O-13') ? ' Z kart karo zostają tylko as i siódemka.' : ''}${has('V-O-19') ? ' Bez trójek i czwórek pik i trefl oraz bez piątek i szóstek kier i karo.' : ''}`,
      'W czarnym kolorze, który nie jest atutem, od najwyższej karty: król, dama, walet, siódemka, szóstka, piątka, czwórka, trójka, dwójka. Jego as do tego nie należy. W czerwonym: król, dama, walet, as, dwójka, trójka, czwórka, piątka, szóstka, siódemka. Poniżej waleta czerwone kolory idą odwrotnie.',
      'Atuty od najwyższego: Spadille (as pik), Manille, Basta (as trefl), potem w czerwonym kolorze as koloru atutowego, Ponto, i dalej król, dama, walet i reszta koloru. Manille to dwójka czarnego koloru atutowego i siódemka czerwonego. Czarny kolor ma więc 11 atutów, a czerwony 12.',
      'Dwa czarne asy są zawsze atutami i nie należą do żadnego innego koloru: kto z kart trefl ma tylko Basta, nie ma koloru trefl.',
      'Spadille, Manille i Basta to matadory. Kto ma wszystkie trzy, liczy też atuty, które idą po nich bez przerwy; płaci się za nie, ale w grze nie mają przywileju.',
      'Aplikacja czyta atuty w twojej ręce w tej kolejności i nazywa matadory ich imionami.',
    ],
  });

  sections.push({
    heading: 'Kolor rozdania',
    paragraphs: fav
      ? [
          r.favourite === 'fixed'
            ? 'Na początku partii losuje się kolor rozdania (couleur); obowiązuje w każdym rozdaniu i jest ogłaszany na początku każdego.'
            : r.favourite === 'firstWin'
              ? 'Do pierwszej wygranej gry nie ma koloru rozdania. Potem jej kolor atutowy jest kolorem rozdania do końca partii.'
              : 'Przed każdym rozdaniem z drugiej talii losuje się kolor rozdania (couleur) i ogłasza go.',
          'Gra jest w kolorze, gdy jej atutem jest kolor rozdania. W licytacji gra w kolorze stoi wyżej niż ta sama gra w innym kolorze, a przy płaceniu wszystko liczy się podwójnie: gra, matadory, premiers i vole. Pytanie, poza tym nic niewarte, w kolorze jest warte 1.',
        ]
      : ['Ta gra nie ma koloru rozdania: żadna gra nie jest w kolorze, nic nie liczy się podwójnie.'],
  });

  sections.push({
    heading: 'Rozdanie i stawka',
    paragraphs: [
      `Przed każdym rozdaniem rozdający wpłaca markę do puli${has('V-O-8') ? '; gdy stół jest pusty, każdy dokłada jeszcze jedną markę, Blok' : ''}. Rozdaje w prawo, zaczynając od gracza na ręku, paczkami po ${list(L, r.packets.map(String))}, aż każdy ma ${cardsAcc(r.handSize)}.` +
        (talon > 0 ? ` Pozostałe karty leżą zakryte jako talon: ${cards(talon)}.` : ' Nie ma talonu: nikt nie kupuje.'),
      'Rachunek prowadzi się w markach. Każdy zaczyna od 0 marek; stan może spaść poniżej zera. To, co leży na stole jako pula i bête, nie należy do nikogo, dopóki nie wygra tego Lomber albo nie skończy się partia.',
    ],
  });

  sections.push({ heading: 'Gry', paragraphs: ladderText(r) });

  sections.push({
    heading: 'Licytacja',
    paragraphs: [
      'Gracz na ręku mówi pierwszy. Dopóki nikt nie licytował, można nazwać grę albo powiedzieć „pas”. Potem każdy następny gracz musi zalicytować wyższą grę, żeby wziąć udział; inaczej pasuje. Kto spasował, jest w tym rozdaniu poza licytacją.',
      'Pierwszeństwo ma gracz, który siedzi wcześniej: gdy późniejszy go przelicytuje, może trzymać („trzymam”), czyli sam zagrać tę samą grę (Solo we własnym kolorze), zalicytować jeszcze wyżej albo spasować. Wtedy późniejszy musi znów podbić albo spasować, aż jeden z nich dwóch spasuje. Dopiero wtedy mówi następny gracz.',
      'Gdy wszyscy się wypowiedzą, ten, kto został, jest Lombrem, a jego licytacja jest jego grą. Raz nazwana gra wiąże.',
      party
        ? 'Jeśli wszyscy pasują, i tak trzeba grać: Spadille forcée. Kto ma Spadille, jest Lombrem, woła króla i gra jak w Grand Casco.'
        : 'Jeśli wszyscy pasują, karty się zbiera; nikt nic nie płaci, pula zostaje, a następny rozdający rozdaje i znów wpłaca markę.',
      'W aplikacji wybierasz licytację z numerowanej listy tego, co teraz wolno; przy każdej pozycji słyszysz, do czego cię zobowiązuje i ile płaci.',
    ],
  });

  sections.push({ heading: 'Po licytacji', paragraphs: afterAuction(r) });

  sections.push({
    heading: 'Lewy',
    paragraphs: [
      'Gracz na ręku wychodzi do pierwszej lewy, a kto weźmie lewę, wychodzi do następnej. Trzeba dołożyć do koloru wyjścia, jeśli się może; atuty, razem z czarnymi asami, są jednym kolorem. Kto nie może dołożyć, może zagrać dowolną kartę; nie musi przebijać.',
      'Przywilej matadorów: gdy wyjście jest atutem, matador nie musi być dołożony, chyba że wyszedł wyższy matador. Tak więc Spadille nic nigdy nie zmusza, Manille zmusza tylko wyjście Spadille, a Basta wyjście Spadille albo Manille. Kto ma inny atut, musi dołożyć atut, ale może nim być właśnie matador; kto z atutów ma tylko takie matadory, może zagrać dowolną kartę. Matador zagrany przez późniejszego gracza nikogo nie zmusza.',
      'Lewę bierze najwyższy atut, a gdy atutu w niej nie ma, najwyższa karta koloru wyjścia.',
      'Gdy masz ruch, aplikacja mówi, czego reguły wymagają od twojej karty, i wyjaśnia przywilej, gdy matador nie musi być dołożony.',
    ],
  });

  sections.push({
    heading: 'Premiers i vole',
    paragraphs: [
      `Gdy ${party ? 'strona Lombra bierze' : 'Lomber bierze'} każdą z pierwszych ${r.premiers} lew, to są premiers (po francusku „pierwsze”). Przy następnym wyjściu ${party ? 'ten z pary, kto wychodzi,' : 'Lomber'} może powiedzieć „stop”: gra jest wygrana, z premiers. Albo wychodzi, i tym samym zapowiada vole, czyli wszystkie lewy: teraz trzeba wziąć wszystkie ${r.tricks} lew. Jeśli jakaś lewa przepadnie, gra jest i tak wygrana, ale vole płaci się każdemu przeciwnikowi.`,
      g === 'quadrille'
        ? 'W Pytaniu z partnerem ten wybór jest tylko wtedy, gdy wywołany król już padł; inaczej rozdanie kończy się samo po premiers, wygraną.'
        : g === 'cinquille'
          ? 'Z partnerem wybór przychodzi przy pierwszym wyjściu strony po tym, jak padł wywołany król, i tylko wtedy, gdy strona wzięła dotąd każdą lewę.'
          : 'W Solo tout vole jest już zapowiedziane: gra po prostu toczy się dalej.',
      'Poza tym gra się wszystkie lewy, nawet gdy wynik jest już pewny.',
    ],
  });

  sections.push({ heading: 'Wygrana, remise, kodille', paragraphs: outcomeText(r) });
  sections.push({ heading: 'Honory', paragraphs: honoursText(r) });
  sections.push({ heading: 'Pula i bête', paragraphs: tableText(r) });

  sections.push({
    heading: 'Partia i kocioł',
    paragraphs: [
      `Partia trwa ${plural(L, r.tours, { one: 'kolejkę', few: 'kolejki', many: 'kolejek', other: 'kolejki' })}: w kolejce każdy rozdaje raz, więc ${plural(L, r.tours * n, { one: 'jest 1 rozdanie', few: `są ${r.tours * n} rozdania`, many: `jest ${r.tours * n} rozdań`, other: `jest ${r.tours * n} rozdania` }, false)}. Rozdania, w których wszyscy spasowali, też się liczą.`,
      'Po ostatnim rozdaniu przychodzi kocioł: wszystko, co leży na stole, pula i każda bête, dzieli się równo między wszystkich; marki, które się nie dzielą, dostają po jednej kolejni gracze, zaczynając od gracza na ręku w ostatnim rozdaniu. Potem graczy ustawia się według marek; równe stany dzielą miejsce.',
    ],
  });

  const active = r.variants.map((id) => `${id}, ${VARIANTS[id]?.name ?? id}`);
  sections.push({
    heading: 'Reguły w mocy i warianty',
    paragraphs: [
      `To jest ${GAME_NAMES[g]}. ${active.length ? `Warianty w mocy: ${list(L, active)}.` : 'Bez wariantów, jak w książce.'}`,
      ...Object.entries(VARIANTS).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (obowiązuje)' : ''}`),
      'Książka zna więcej zwyczajów, których aplikacja nie oferuje: drugą kartę w Tourné (V-O-4), Murzyna (V-O-7), Rok (V-O-10), ofiarowanie gry i Contre-l’hombre (V-O-11), trzy kolory rozdania w Quadrille (V-O-15) i Délices (V-O-20).',
    ],
  });
  return sections;
}

function ladderText(r: OmbreRules): string[] {
  const g = r.game;
  const fav = r.favourite !== 'none';
  const colour = (s: string) => (fav ? s : '');
  if (g === 'en-deux') {
    return [
      'Gry, od najniższej: Pytanie („pytam”: wybierasz atut i wymieniasz karty przed przeciwnikiem) i Solo, którego kolor atutowy nazywasz w licytacji (ty nie wymieniasz, wymienia tylko przeciwnik). We dwóch nie ma innych gier ani koloru rozdania.',
    ];
  }
  if (r.partnership) {
    const hoyle = r.variants.includes('V-O-16');
    return [
      'Gry, od najniższej:',
      'Pytanie („pytam”): wybierasz atut, a potem wołasz króla innego koloru. Jego posiadacz jest twoim partnerem, co zostaje tajemnicą, dopóki król nie padnie. Jeśli masz wszystkie cztery króle, możesz wywołać damę. Jeśli wywołasz kartę, którą masz w ręce, grasz w pojedynkę.' +
        colour(' Pytanie w kolorze: to samo z kolorem rozdania jako atutem.'),
      `Mediateur: wybierasz atut i prosisz o króla innego koloru, którego nie masz (ze wszystkimi czterema królami o damę). Jego posiadacz przekazuje ci go jawnie, a ty oddajesz mu w zamian zakrytą kartę według własnego wyboru. Potem grasz w pojedynkę i musisz wziąć ${tricksAcc(r.premiers)}.`,
      hoyle
        ? 'Grand Casco: tylko ze Spadille i Basta, które pokazujesz przy licytacji. Wybierasz atut i wołasz króla innego koloru; gracie we dwoje. Płaci jak Solo.'
        : 'Grand Casco: tylko ze Spadille i Basta, które pokazujesz przy licytacji. Wołasz króla, a jego kolor staje się atutem; jego posiadacz jest twoim partnerem. Płaci jak Solo.',
      `Solo: kolor atutowy nazywasz w licytacji i grasz w pojedynkę przeciw wszystkim; musisz wziąć ${tricksAcc(r.premiers)}.` + colour(' Solo w kolorze: to samo w kolorze rozdania.') +
        (g === 'cinquille' ? ' Solo tout: Solo, w którym musisz wziąć wszystkie lewy.' + colour(' Także w kolorze.') : ''),
      hoyle
        ? 'Spadille forcée (gdy wszyscy pasują): kto ma Spadille, wybiera atut i woła króla innego koloru.'
        : 'Spadille forcée (gdy wszyscy pasują): kto ma Spadille, woła króla, a jego kolor staje się atutem.',
    ];
  }
  const v5 = r.variants.includes('V-O-5');
  const v6 = r.variants.includes('V-O-6');
  const v3 = r.variants.includes('V-O-3');
  const out = [
    'Gry, od najniższej:',
    'Pytanie („pytam”): po licytacji wybierasz atut i wymieniasz przed innymi.' + colour(' Pytanie w kolorze: atutem jest kolor rozdania.'),
    v5
      ? 'Tourné albo Casco: odkrywa się wierzchnią kartę talonu i jej kolor jest atutem (przy Spadille atutem jest pik, przy Basta trefl); wymieniasz przed innymi i dobierasz tę kartę.'
      : 'Tourné: odkrywa się wierzchnią kartę talonu i jej kolor jest atutem (przy Spadille atutem jest pik, przy Basta trefl); wymieniasz przed innymi, a odkryta karta jest pierwszą, którą dobierasz.',
    `Obscurité: odkładasz wszystkie karty albo wszystkie oprócz jednej, nie widząc talonu, dobierasz tyle samo z wierzchu, oglądasz je i dopiero wtedy wybierasz atut.${v3 ? ' Także od spodu (karty przychodzą ze spodu talonu) i ze środka.' : ''}`,
  ];
  if (!v5) out.push('Grand Casco: tylko ze Spadille i Basta, które pokazujesz przy licytacji; potem jak Tourné, ale płaci jak Solo.');
  out.push('Solo (sans prendre, „bez brania”): kolor atutowy nazywasz w licytacji i grasz kartami z rozdania, bez wymiany; wymieniają tylko przeciwnicy.' + colour(' Solo w kolorze: to samo w kolorze rozdania.'));
  if (v6) out.push('Grandissimo: bez koloru atutowego, atutami są tylko Spadille i Basta; bez wymiany. Nullissimo, najwyższa gra: bez czarnego asa; nie wolno ci wziąć ani jednej lewy.');
  else out.push('Solo tout: Solo z zapowiedzianym vole; musisz wziąć wszystkie lewy.' + colour(' Także w kolorze.'));
  out.push('Tourné, Obscurité i Grand Casco znajdują atut dopiero po licytacji: są w kolorze, gdy sprawi to przypadek, i wtedy płaci się za nie podwójnie.');
  return out;
}

function afterAuction(r: OmbreRules): string[] {
  if (r.partnership) {
    return [
      'Nie ma talonu ani wymiany. Po licytacji Lomber wybiera atut, gdzie trzeba, a potem woła kartę; w Mediateurze w zamian za kartę, o którą prosi, oddaje zakrytą kartę. Potem wychodzi gracz na ręku.',
      'Lomber może poddać grę, dopóki nie zagrał karty: płaci wtedy sam pojedynczą bête, ale żadnych honorów.',
    ];
  }
  return [
    'Pytanie: Lomber wybiera atut, dowolny kolor. Jeśli został z Pytaniem, bo wszyscy inni spasowali, może je najpierw zmienić na wyższą grę poniżej Solo: Tourné, Obscurité, z obydwoma czarnymi asami Grand Casco; wybór koloru rozdania na atut robi z niego Pytanie w kolorze.',
    'Wymiana (kupowanie): po kolei każdy gracz odkłada zakryte karty, jedną po drugiej, a potem dobiera tyle samo z wierzchu talonu. Lomber wymienia pierwszy, z wyjątkiem Solo i gier wyższych; potem pozostali po kolei od jego prawej. Nikt nie może odłożyć więcej kart, niż jest jeszcze w talonie, ani więcej, niż ma w ręce. Tego, co zostanie, nikt nie ogląda.',
    `W aplikacji ${K('Enter')} na karcie ją odkłada i słyszysz, ile już odłożono; K dobiera. Dobrane karty słyszysz tylko ty; pozostali słyszą, ile ich było.`,
    'Aby jeszcze raz usłyszeć swoje odłożone karty, naciśnij A.',
    'Lomber może poddać grę, dopóki nie zagrał karty: przy wyborze atutu, przy swojej wymianie albo przed pierwszą kartą. Płaci pojedynczą bête, ale żadnych honorów.',
  ];
}

function outcomeText(r: OmbreRules): string[] {
  const g = r.game;
  if (r.winAt === null) {
    return [
      `Jeśli Lomber ma więcej lew niż każdy ${g === 'en-quatre' ? 'inny gracz' : 'przeciwnik'}, wygrywa. Jeśli któryś przeciwnik ma tyle samo, to remise (w książce remisa): Lomber przegrywa. Jeśli któryś przeciwnik ma więcej, to kodille (w książce kodilla).`,
      g === 'en-quatre'
        ? 'We czterech wygrywa 5 do 3 do 0 do 0 i 3 do 2 do 2 do 1; 2 do 2 do 2 do 2 i 4 do 4 do 0 do 0 to remise.'
        : 'Tak więc 5 lew zawsze wygrywa, a 4 wygrywają, gdy przeciwnicy mają 3 i 2; 4 do 4 do 1 i 3 do 3 do 3 to remise.',
      'Solo tout wygrywa się tylko ze wszystkimi lewami; inaczej jest przegrane, jako remise albo jako kodille, gdy przeciwnik ma więcej.' + (r.variants.includes('V-O-6') ? ' Nullissimo kończy się przy pierwszej lewie Lombra, jako remise.' : ''),
    ];
  }
  const side = r.partnership ? 'Strona Lombra' : 'Lomber';
  return [
    `${side} wygrywa, gdy ma ${r.winAt} lub więcej lew; ${r.winAt - 1 === r.remiseAt ? `${tricks(r.remiseAt!)} to remise (w książce remisa)` : `od ${r.remiseAt} do ${r.winAt - 1} lew to remise (w książce remisa)`}; mniej to kodille (w książce kodilla).` +
      (r.partnership ? ' Lomber i partner liczą lewy razem; kto gra w pojedynkę, liczy sam.' : ''),
    r.partnership ? 'Jeśli strona Lombra nie weźmie ani jednej lewy, to devole: płaci wtedy każdemu przeciwnikowi dodatkowo vole.' : 'Solo tout wygrywa się tylko ze wszystkimi lewami.',
  ];
}

function honoursText(r: OmbreRules): string[] {
  const fav = r.favourite !== 'none';
  const dbl = fav ? ' W kolorze wszystko liczy się podwójnie.' : '';
  if (r.partnership) {
    return [
      `Honory, czyli płatności między graczami, przechodzą między stroną Lombra a każdym przeciwnikiem: gra (Pytanie 0, Mediateur 1, Grand Casco, Spadille forcée i Solo 2${r.game === 'cinquille' ? ', Solo tout 4' : ''}), matadory obu rąk razem (3 matadory 1, każdy następny o 1 więcej), premiers 1, vole 2, devole 2.${dbl}`,
      'Przy partnerze ostatni w kolejności przeciwnik płaci partnerowi, a pozostali Lombrowi; gdy gra jest przegrana, Lomber i partner płacą tak samo. Kto wywoła własnego króla, nie dostaje nic za grę, tylko za matadory i premiers' + (r.game === 'cinquille' ? '; jeśli przegra, płaci tylko bête.' : '.'),
      'W Mediateurze wartość gry płacą tylko ci przeciwnicy, którzy nie dali karty; jeśli Mediateur przegra, płaci ją każdemu z nich, a podwójnie temu, kto dał kartę.',
    ];
  }
  const v3 = r.variants.includes('V-O-3');
  const v5 = r.variants.includes('V-O-5');
  const v6 = r.variants.includes('V-O-6');
  return [
    `Honory, czyli płatności między graczami, przechodzą między Lombrem a każdym przeciwnikiem. Gra: Pytanie 0 (w kolorze 1), Tourné ${v5 ? '2' : '1'}, Obscurité 2${v3 ? ' (od spodu 4, ze środka 8)' : ''}${v5 ? '' : ', Grand Casco 2'}, Solo 2, ${v6 ? 'Grandissimo 8, Nullissimo 16' : 'Solo tout 12 (zamiast Solo i vole)'}. Do tego matadory (3 matadory 1, każdy następny o 1 więcej), premiers 1, vole 4.${dbl}`,
    'Wygrana: każdy przeciwnik płaci Lombrowi grę, matadory oraz, jeśli są, premiers i vole. Przegrana, przez remise albo kodille: Lomber płaci każdemu przeciwnikowi grę i matadory. Zapowiedziane, a nieudane vole Lomber płaci każdemu przeciwnikowi, w rozliczeniu z tym, co sam dostaje.',
    'Na przykład: Solo z pięcioma matadorami przynosi 2 i 3, czyli 5 marek od każdego przeciwnika, i tyle samo kosztuje przy przegranej.',
  ];
}

function tableText(r: OmbreRules): string[] {
  const out = [
    'Każde rozdanie toczy się naraz o pulę i o najwyższą czekającą bête. Gdy Lomber wygrywa, bierze obie' + (r.partnership ? ' (przy partnerze strona razem, Lomber większą połowę)' : '') + '; pula jest wtedy pusta, a ta bête znika.',
    `Przy remise Lomber wpłaca na stół pojedynczą bête, czyli karę: tyle, ile wynoszą razem pula i najwyższa pojedyncza bête.${r.partnership ? (r.variants.includes('V-O-17') || r.variants.includes('V-O-18') ? ' Płaci ją sam.' : ' Przy partnerze każdy płaci połowę, nieparzystą markę Lomber.') : ''} Czeka ona na późniejszego zwycięzcę.`,
  ];
  if (r.partnership) out.push('Przy kodille przeciwnicy biorą to, o co toczy się rozdanie, i dzielą się równo; marki, które się nie dzielą, dostają po jednej ci, którzy mieli najwyższe atuty. Bête się nie zapisuje.');
  else if (r.variants.includes('V-O-9')) out.push('Przy kodille przeciwnik z największą liczbą lew bierze pulę i bête, jakby wygrał; Lomber płaci pojedynczą bête.');
  else out.push('Przy kodille Lomber płaci podwójną bête, dwa razy większą od pojedynczej; gracz, który zrobił kodille, nie dostaje nic więcej. Podwójna bête nigdy nie jest podstawą nowej.');
  out.push('Gdy Lomber poddaje grę, płaci pojedynczą bête i żadnych honorów. Każde rozdanie toczy się tylko o jedną bête, najwyższą; pozostałe czekają. Klawisz Z w każdej chwili podaje pulę, bête i marki wszystkich graczy.');
  return out;
}

export const ombreRulesPl: (rules: OmbreRules) => readonly RulesSection[] = rulesText;
