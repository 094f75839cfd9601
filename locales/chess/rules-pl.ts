/**
 * Zasady szachów dla graczy (Shift+F1) po polsku, dla reguł, które obowiązują (resolveRules z
 * src/games/chess/rules.ts; specyfikacja ../shared/rules/chess.md): dzisiejsze reguły i wybrane prawa
 * książki. Te same rozdziały i akapity co rules-en.ts. Ten plik ładuje src/games/chess/texts.ts osobno,
 * gdy gracz pierwszy raz poprosi o zasady, tak jak plik niemiecki i angielski.
 */
import type { RulesSection } from '../../src/i18n/messages.js';
import type { ChessRules } from '../../src/games/chess/types.js';
import { VARIANTS } from './pl.js';

export function chessRulesPl(rules: ChessRules): readonly RulesSection[] {
  const sections: RulesSection[] = [
    {
      heading: 'Szachownica i bierki',
      paragraphs: [
        'Szachownica ma 64 pola, linie od a do h i rzędy od 1 do 8; bierki białych zaczynają na rzędach 1 i 2, bierki czarnych na 7 i 8. Każda strona ma króla, hetmana, 2 wieże, 2 gońce, 2 skoczki i 8 pionów. Zaczynają białe, potem gracze ruszają się na zmianę (CH1–CH15).',
        'Król idzie o jedno pole w dowolnym kierunku; hetman o dowolną liczbę wolnych pól wzdłuż rzędu, linii albo przekątnej; wieża wzdłuż rzędów i linii; goniec po przekątnych; skoczek przeskakuje o 2 pola w jedną stronę i o 1 w bok. Pion idzie o jedno pole do przodu, z pola wyjściowego także o 2, a bije o jedno pole na ukos do przodu; piona, który właśnie minął go ruchem o 2 pola, może zbić w przelocie (CH5–CH12).',
      ],
    },
    {
      heading: 'Szach, mat, roszada',
      paragraphs: [
        'Żaden ruch nie może zostawić własnego króla pod atakiem. Atakowany król jest szachowany i musi od razu wyjść spod szacha; jeśli nie może, to jest mat i partia przegrana (CH16–CH19).',
        'Roszada: król idzie o 2 pola w stronę wieży, która się jeszcze nie ruszała, a wieża przeskakuje nad nim, jeśli pola między nimi są puste, król nie jest szachowany i nie przechodzi przez atakowane pole ani na nim nie staje (CH20–CH22).',
        rules.stalemate === 'half'
          ? 'Strona, która nie może się ruszyć bez wejścia pod szacha, dostaje pata. Według prawa książki strona, która dostała pata, traci połowę stawki (V-CH-2).'
          : rules.stalemate === 'english'
            ? 'Strona, która nie może się ruszyć bez wejścia pod szacha, dostaje pata, a według zwyczaju angielskiego wygrywa (V-CH-3).'
            : 'Strona, która nie może się ruszyć bez wejścia pod szacha, dostaje pata: partia kończy się remisem (CH25). Remis jest też wtedy, gdy żadna strona nie może dać mata, po 50 ruchach każdej strony bez bicia i bez ruchu pionem oraz gdy ta sama pozycja powtórzy się po raz trzeci (CH26).',
      ],
    },
    {
      heading: 'Promocja',
      paragraphs: [
        rules.lacking
          ? 'Pion, który dojdzie do ostatniego rzędu, zamienia się tylko w figurę, którą jego strona straciła, do wyboru spośród nich. Jeśli żadnej nie straciła, czeka na ostatnim rzędzie i niczego nie atakuje, aż zostanie zbita któraś figura jego strony; wtedy zamienia się w figurę tego rodzaju (V-CH-1).'
          : 'Pion, który dojdzie do ostatniego rzędu, w tym samym ruchu zamienia się w hetmana, wieżę, gońca albo skoczka, do wyboru (CH13).',
      ],
    },
    {
      heading: 'Przy tym stole',
      paragraphs: [
        'Strzałki przesuwają kursor po szachownicy; Enter na twojej bierce podnosi ją i mówi, dokąd może iść, Enter na jednym z tych pól stawia ją tam. K, Q, T, B, N, P przenoszą kursor na twojego króla, hetmany, wieże, gońce, skoczki i piony, z Shift na bierki przeciwnika. H wymienia twoje bierki, A mówi, co atakuje pole, M ruchy bierki na nim, D czyta planszę, S stan gry. W wierszu poleceń wpisz Sf3, e2e4 albo skoczek f3.',
      ],
    },
  ];
  if (rules.variants.length) sections.push({ heading: 'Obowiązujące prawa książki', paragraphs: rules.variants.map((v) => `${v}: ${VARIANTS[v]?.name ?? v}. ${VARIANTS[v]?.description ?? ''}`) });
  return sections;
}
