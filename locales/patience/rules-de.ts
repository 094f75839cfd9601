/**
 * The rules of the seven patiences for players (Shift+F1) in German. Their own chunk: loaded when the
 * player first asks for the rules (src/games/patience/texts.ts loadPatienceRules).
 */
import type { RulesSection } from '../../src/i18n/messages.js';
import type { PatienceGameId, PatienceRulesTexts } from '../../src/games/patience/messages.js';
import { keyLabel } from '../keys.js';

/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel('de', key);

const RULES: Record<PatienceGameId, RulesSection[]> = {
  doppelhausen: [
    { heading: 'Die Doppelhausen', paragraphs: ['Zwei Spiele, 104 Karten. Sie werden in einen linken und einen rechten Stapel zu je 52 Karten geteilt, offen; nur die obersten Karten sind zu sehen.'] },
    {
      heading: 'Spielverlauf',
      paragraphs: [
        'Sobald zwei sichtbare Karten den gleichen Rang haben (die Farbe zählt nicht), muss ein solches Paar entfernt werden; immer nur zwei, nie drei. Sind mehrere Paare möglich, wählst du. Sichtbar sind die obersten Karten von linkem Abwurf, linkem Stapel, rechtem Stapel, rechtem Abwurf und Reserve.',
        'Ist kein Paar sichtbar, wird von beiden Stapeln zugleich die oberste Karte auf ihren Abwurf gezogen. Ist ein Stapel leer, kommt der Rest des anderen auf die Reserve; deren oberste Karte spielt dann mit.',
        'Sind beide Stapel leer, kommt der linke Abwurf auf den rechten; die obere Hälfte wird der neue linke Stapel, der Rest der neue rechte, und ein neuer Durchgang beginnt.',
      ],
    },
    { heading: 'Ende', paragraphs: ['Gewonnen, wenn alle 104 Karten entfernt sind. Verloren, wenn ein Durchgang mit zwei gleich großen Stapeln kein Paar brachte oder nur die Reserve übrig ist.'] },
    { heading: 'Tasten', paragraphs: [`${K('Enter')} auf einem Stapel wählt ihn aus, ${K('Enter')} auf einem zweiten entfernt das Paar. M listet alle erlaubten Züge; N macht einen erzwungenen Zug (Ziehen, Reserve, neuer Durchgang); A spielt erzwungene Züge, bis du wählen musst.`] },
  ],
  elf: [
    { heading: 'Die Elf', paragraphs: ['Ein Spiel mit 52 Karten. Neun Karten liegen offen in drei Reihen zu drei, Plätze 1 bis 9; der Rest ist der verdeckte Talon.'] },
    {
      heading: 'Spielverlauf',
      paragraphs: [
        'Zwei Zahlenkarten, die zusammen elf ergeben, werden entfernt: Ass und Zehn, Zwei und Neun, Drei und Acht, Vier und Sieben, Fünf und Sechs. Bube, Dame und König werden zusammen entfernt. Jeder leere Platz wird aus dem Talon aufgefüllt.',
        'Lässt sich nichts entfernen, wird die oberste Talonkarte als Handkarte aufgedeckt. Ergänzt sie offene Karten zu elf oder zu Bube, Dame und König, werden sie entfernt; sonst ist das Spiel verloren.',
      ],
    },
    { heading: 'Ende', paragraphs: ['Gewonnen, wenn alle 52 Karten entfernt sind. Es gibt keine Wahl: du schaust zu, Schritt für Schritt (N) oder bis zum Ende (A).'] },
  ],
  'halber-mond': [
    { heading: 'Der halbe Mond', paragraphs: ['Zwei Spiele, 104 Karten, in 13 Häufchen zu 8 Karten, offen, im Halbkreis, von links nach rechts 1 bis 13 nummeriert. Die schwerste Patience der Sammlung: viele Entscheidungen.'] },
    {
      heading: 'Ablagen',
      paragraphs: ['Jede Farbe hat zwei Ablagen: eine baut vom König abwärts bis zum Ass, die andere vom Ass aufwärts bis zum König. Nur die oberste Karte eines Häufchens zieht, immer einzeln; du darfst jede Karte jedes Häufchens ansehen (I liest sie vor).'],
    },
    {
      heading: 'Züge',
      paragraphs: [
        'Eine oberste Karte kommt auf eine Ablage, wenn sie dort an der Reihe ist, oder auf die oberste Karte eines anderen Häufchens gleicher Farbe und um einen Rang höher oder niedriger; Ass und König gelten als Nachbarn. Ein leeres Häufchen verschwindet, die Häufchen rechts davon rücken nach.',
        'Kein Zug ist Pflicht. Wenn du nicht mehr ziehen kannst oder willst, beendest du die Stufe (E). Nach Stufe 1, 3 und 5 wird von jedem Häufchen mit mindestens zwei Karten die oberste abgehoben und rechts ein neues Häufchen gebildet; nach Stufe 2 und 4 werden alle Häufchen zusammengeschoben und neu zu sechs, dann zu vier Karten gegeben.',
      ],
    },
    { heading: 'Ende', paragraphs: ['Gewonnen, wenn alle 104 Karten auf den acht Ablagen liegen. Verloren, wenn die sechste Stufe mit Karten im Spiel endet.'] },
    { heading: 'Tasten', paragraphs: [`${K('Enter')} auf einem Häufchen wählt es aus; ${K('Enter')} auf einem anderen Häufchen oder einer Ablage legt die oberste Karte dorthin. M listet alle erlaubten Züge nummeriert; ? gibt einen Tipp; U nimmt zurück, ${K('Shift+U')} stellt wieder her.`] },
  ],
  napoleon: [
    { heading: 'Napoleons-Patience', paragraphs: ['Ein Spiel mit 52 Karten (als Variante zwei Spiele). Es gibt den Patiencehaufen und einen zweiten Haufen, beide offen.'] },
    {
      heading: 'Spielverlauf',
      paragraphs: [
        'Die erste Karte beginnt den Patiencehaufen. Jede weitere Karte kommt auf den Patiencehaufen, wenn ihr Rang um eins höher oder niedriger ist als die oberste Karte (König und Ass sind Nachbarn, die Farbe zählt nicht); sonst auf den zweiten Haufen.',
        'Ist die Hand aufgebraucht, wird der zweite Haufen aufgenommen und neu ausgelegt; die Karte, die zuerst dorthin kam, kommt zuerst.',
      ],
    },
    { heading: 'Ende', paragraphs: ['Gewonnen, wenn alle Karten auf dem Patiencehaufen liegen; verloren nach einem ganzen Durchgang, der keine Karte dorthin brachte. Keine Wahl: zuschauen und Schritt für Schritt.'] },
  ],
  reihe: [
    { heading: 'Die Reihe', paragraphs: ['Ein Spiel mit 52 Karten. Jede Farbe hat eine Ablage vom Ass aufwärts und eine vom König abwärts; jedes Ass und jeder König kommt sofort hinaus.'] },
    {
      heading: 'Spielverlauf',
      paragraphs: [
        'Die Karten des Talons werden in Reihen zu zehn von links nach rechts gelegt. Eine Karte ist frei, wenn in ihrer Spalte keine Karte unter ihr liegt; freie Karten, die auf eine Ablage passen, kommen sofort dorthin.',
        'Jede Talonkarte wird zuerst geprüft: passt sie auf eine Ablage, kommt sie dorthin, und ihr Platz bleibt leer. Leere Plätze werden zuerst aufgefüllt, der oberste, dann der linke, bevor ein neuer Platz gelegt wird.',
      ],
    },
    { heading: 'Ende', paragraphs: ['Gewonnen, wenn alle 52 Karten auf den Ablagen liegen; verloren, wenn vorher der Talon aufgebraucht ist. Keine Wahl: zuschauen und Schritt für Schritt.'] },
  ],
  stern: [
    { heading: 'Der Stern', paragraphs: ['Ein Spiel mit 52 Karten. In der Mitte liegt der Talon; die vier Zweien bilden die Arme eines Kreuzes: Kreuz links, Pik rechts, Herz oben, Karo unten. Jeder Arm wird aufgebaut 2, 3 … König, Ass.'] },
    {
      heading: 'Spielverlauf',
      paragraphs: [
        'Die Karten werden einzeln auf den Talon aufgedeckt. Eine Karte, die auf ihrem Arm an der Reihe ist, kommt sofort dorthin, ebenso die oberste Talonkarte und die Eckkarten, solange etwas passt.',
        'Zwischen den Armen liegen vier Ecken. Gleich nachdem eine Karte aufgedeckt wurde und nicht auf einen Arm kam, darfst du sie statt auf den Talon in eine leere Ecke legen; eine Karte je Ecke. Eine Eckkarte kann nur auf ihren Arm.',
        'Ist die Hand leer, wird der Talon aufgenommen und neu aufgedeckt, drei Durchgänge insgesamt. Ohne Ecken (Variante) gibt es keine Wahl.',
      ],
    },
    { heading: 'Ende', paragraphs: ['Gewonnen, wenn alle 52 Karten auf den Armen liegen; verloren nach dem dritten Durchgang.'] },
    { heading: 'Tasten', paragraphs: [`N deckt die nächste Karte auf. Nach dem Aufdecken legt ${K('Enter')} auf einer leeren Ecke die Karte dorthin (oder die nummerierte Liste, M). ? gibt einen Tipp.`] },
  ],
  unterstecken: [
    { heading: 'Das Unterstecken', paragraphs: ['Ein Spiel mit 52 Karten in 13 offenen Häufchen, benannt Ass, 2 bis 10, Bube, Dame, König: je vier Karten, drei bei Bube, Dame und König. Die letzten drei Karten sind die Reserve.'] },
    {
      heading: 'Spielverlauf',
      paragraphs: [
        'Eine Reservekarte wird genommen und unter das Häufchen ihres Rangs gesteckt. Hat dieses Häufchen dann nur Karten seines Rangs, endet die Kette; sonst wird seine oberste Karte genommen und unter ihr eigenes Häufchen gesteckt, und so fort. Drei Ketten, eine je Reservekarte.',
      ],
    },
    { heading: 'Ende', paragraphs: ['Gewonnen, wenn nach der dritten Kette jedes Häufchen die vier Karten seines Rangs hat. Keine Wahl: zuschauen und Schritt für Schritt.'] },
  ],
};

export const patienceRulesDe: PatienceRulesTexts = RULES;
