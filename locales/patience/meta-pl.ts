/**
 * The seven patiences' chooser words in Polish: the `pl` entry of `patienceMeta` (meta.ts), in the
 * Polish chooser's chunk (locales/chooser/pl.ts). Names: a faithful translation where the German name
 * is a plain word ("Gwiazda"), the proper name Doppelhausen kept.
 */
import type { GameTexts } from '../../src/play/module.js';

const CHOOSE = 'wybierasz ty';
const WATCH = 'oglądasz krok po kroku';

export const patienceMetaPl: Readonly<Record<'doppelhausen' | 'elf' | 'halber-mond' | 'napoleon' | 'reihe' | 'stern' | 'unterstecken', GameTexts>> = {
  'doppelhausen': { name: 'Doppelhausen', description: 'Dwie talie w dwóch stosach: zdejmujesz pary kart tej samej wysokości spośród widocznych kart. Pary wybierasz ty.', mode: CHOOSE },
  'elf': { name: 'Jedenastka', description: 'Dziewięć kart w kwadracie: zdejmuje się pary dające jedenaście oraz trójki walet, dama, król. Oglądasz krok po kroku.', mode: WATCH },
  'halber-mond': { name: 'Półksiężyc', description: 'Trzynaście kupek w półkolu, dwie talie, osiem stosów docelowych: najtrudniejszy pasjans, wiele decyzji.', mode: CHOOSE },
  'napoleon': { name: 'Pasjans Napoleona', description: 'Karty idą na stos pasjansa, gdy są o jeden wyżej lub niżej, inaczej na drugi stos. Oglądasz krok po kroku.', mode: WATCH, variants: [{ id: 'V-NAP-1', label: 'Pasjans Napoleona z dwiema taliami' }] },
  'reihe': { name: 'Rzędy', description: 'Rzędy po dziesięć kart; wolne karty idą na stosy docelowe od asa w górę i od króla w dół. Oglądasz krok po kroku.', mode: WATCH },
  'stern': { name: 'Gwiazda', description: 'Gwiazda z czterech ramion od dwójek do asów, z czterema rogami na karty pomocnicze. Rogi wybierasz ty.', mode: CHOOSE, variants: [{ id: 'V-STE-1', label: 'Gwiazda bez rogów (oglądasz)' }] },
  'unterstecken': { name: 'Podkładanie', description: 'Trzynaście kupek według wysokości: karty podkłada się pod ich własną kupkę w trzech łańcuchach. Oglądasz krok po kroku.', mode: WATCH },
};
