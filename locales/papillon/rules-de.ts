/**
 * The rules for players (Shift+F1) in German: Papillon for the rules in force, and the seven patiences.
 * Their own chunk: loaded when the player first asks for the rules (src/i18n/index.ts loadRulesTexts).
 */
import type { PapillonRules } from '../../src/games/papillon/types.js';
import { list, plural, type RulesSection, type RulesTexts } from '../../src/i18n/messages.js';
import type { PatienceGameId } from '../../src/games/patience/messages.js';
import { VARIANTS } from '../de.js';

const L = 'de' as const;
const counters = (n: number) => plural(L, n, { one: 'Zählstein', other: 'Zählsteine' });
const countersDative = (n: number) => plural(L, n, { one: 'Zählstein', other: 'Zählsteinen' });

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
    { heading: 'Tasten', paragraphs: ['Eingabe auf einem Stapel wählt ihn aus, Eingabe auf einem zweiten entfernt das Paar. M listet alle erlaubten Züge; N macht einen erzwungenen Zug (Ziehen, Reserve, neuer Durchgang); A spielt erzwungene Züge, bis du wählen musst.'] },
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
    { heading: 'Tasten', paragraphs: ['Eingabe auf einem Häufchen wählt es aus; Eingabe auf einem anderen Häufchen oder einer Ablage legt die oberste Karte dorthin. M listet alle erlaubten Züge nummeriert; ? gibt einen Tipp; U nimmt zurück, Umschalt+U stellt wieder her.'] },
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
    { heading: 'Tasten', paragraphs: ['N deckt die nächste Karte auf. Nach dem Aufdecken legt Eingabe auf einer leeren Ecke die Karte dorthin (oder die nummerierte Liste, M). ? gibt einen Tipp.'] },
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
function rulesText(r: PapillonRules): readonly RulesSection[] {
  const pay = !r.classicPayouts;
  const three = r.featExactlyThree ? 'genau drei' : 'drei oder mehr';
  const sections: RulesSection[] = [
    {
      heading: 'Das Spiel',
      paragraphs: [
        'Papillon ist ein Kartenspiel mit der Fischen-Mechanik aus Frankreich für drei oder vier Spieler; jeder spielt für sich. Es wird entgegengesetzt dem Uhrzeigersinn gespielt: Der nächste Spieler ist der rechte Nachbar. Man spielt eine Karte aus der Hand und tauscht damit Karten vom Tisch ein; für besondere Stiche gibt es Zählsteine.',
        'Diese Regeln folgen dem Braillespiel-Wiki, das für blinde Spieler geschrieben ist. Regeln, die nur bei Philidor (1756) stehen, sind wählbare Varianten.',
      ],
    },
    {
      heading: 'Karten und Werte',
      paragraphs: [
        'Ein französisches Blatt mit 52 Karten. Die Farben spielen keine Rolle. Das Ass zählt 1, die Zahlen ihren Wert, der Bube 11, die Dame 12 und der König 13.' +
          (r.faceCardsNoValue ? ' In diesen Regeln haben Bildkarten keinen Wert: Sie nehmen nur ihresgleichen.' : ''),
        'Statt dessen gehen Zahlenkarten 1 bis 13 in vier Farben, wie bei Elfer raus: 11, 12 und 13 stehen für Bube, Dame und König. Diese App nennt Herz Rot, Karo Blau, Kreuz Grün und Pik Gelb.',
      ],
    },
    {
      heading: 'Zählsteine, Behälter und Partie',
      paragraphs: [
        `Jeder beginnt mit ${countersDative(r.startingCounters)}. Der Stand darf unter null fallen. In der Mitte steht ein Behälter für die Einsätze und die Zahlungen beim Auflegen.`,
        `Eine Partie hat ${plural(L, r.tours, { one: 'Durchgang', other: 'Durchgänge' })}; in jedem Durchgang gibt jeder einmal. Der erste Geber wird durch Abheben bestimmt: Die niedrigste Karte gibt (das Ass ist die niedrigste, der König die höchste); bei Gleichstand heben diese Spieler noch einmal ab. Nach jedem Spiel gibt der rechte Nachbar.`,
      ],
    },
    {
      heading: 'Das Geben',
      paragraphs: [
        `Der Geber mischt, sein linker Nachbar hebt ab. Der Geber gibt jedem einzeln drei Karten, bei seinem rechten Nachbarn beginnend und sich selbst zuletzt, und deckt dann ${r.tableSize} Karten auf dem Tisch auf (${r.players} Spieler). Der Rest ist der verdeckte Talon.`,
        `Jeder zahlt ${counters(r.ante)} in den Behälter. Der rechte Nachbar des Gebers beginnt, der Geber spielt zuletzt.`,
      ],
    },
    {
      heading: 'Karten nehmen',
      paragraphs: [
        'Wer am Zug ist, spielt eine Karte aus der Hand und nimmt damit Karten vom Tisch, auf eine von zwei Arten:',
        'Gleicher Wert: eine Karte gleichen Werts vom Tisch. Mit einer Fünf nimmt man nur eine Fünf, auch wenn mehrere liegen, und nie eine Fünf zusammen mit einer Summe.',
        'Summe: zwei oder mehr Karten, deren Werte zusammen den Wert der eigenen Karte ergeben, als eine Gruppe: Eine Zehn nimmt zum Beispiel Ass, Vier und Fünf. Zwei Gruppen auf einmal gehen nicht, etwa Vier und Sechs und dazu Drei und Sieben.' +
          (r.faceCardsNoValue ? '' : ' Auch Bube, Dame und König aus der Hand bilden Summen, mit 11, 12 und 13.'),
        'Eine Bildkarte auf dem Tisch (Bube, Dame, König) kann nur mit einer Bildkarte gleichen Werts eingetauscht werden, allein; sie ist nie Teil einer Summe.' +
          (r.tensRestricted ? ' In diesen Regeln gilt das auch für Zehnen: Eine Zehn auf dem Tisch nimmt nur eine Zehn.' : ' Eine Zehn auf dem Tisch ist eine gewöhnliche Zahlenkarte.'),
        'Die eigene Karte und die genommenen Karten legt man wie einen Stich verdeckt vor sich. Wer nehmen kann, muss nehmen: Passen oder freiwilliges Auflegen gibt es nicht. Welche Möglichkeit man wählt, ist frei.',
      ],
    },
    {
      heading: 'Auflegen',
      paragraphs: [
        'Wer nicht nehmen kann, auch bei leerem Tisch, muss alle seine Karten offen zu denen in der Mitte legen und für jede Karte einen Zählstein in den Behälter tun' +
          (pay ? '; für jedes aufgedeckte Ass bekommt er von jedem Mitspieler einen Zählstein.' : '.') +
          ' Wer in der letzten Runde auflegen muss, kann das Spiel nicht gewinnen.',
      ],
    },
    {
      heading: 'Zählsteine für Stiche',
      paragraphs: pay
        ? [
            'Alle Zahlungen kommen sofort von jedem Mitspieler und werden zusammengezählt.',
            'Asse: für jedes genommene Ass 1 Zählstein.',
            'Reine Asse: Nimmt man nur Asse, und die eigene Karte zählt so viel, wie man Asse nimmt (Ass nimmt Ass, Zwei nimmt zwei Asse, Drei drei Asse, Vier vier Asse), bekommt man statt dessen 2 Zählsteine je Ass: 2, 4, 6 oder 8 von jedem.',
            `Klein-Papillon: ${three} Karten vom Tisch mit einer Zahlenkarte nehmen: 1 Zählstein. Sobald die letzten Karten verteilt sind, gibt es kein Klein-Papillon mehr.`,
            `Haneton: ${three} Karten vom Tisch mit einer Bildkarte nehmen: 1 Zählstein.` +
              (r.hanetonLapsesInFinal ? ' In der letzten Runde wird es nicht bezahlt.' : ' Es gilt auch in der letzten Runde.'),
            'Sautenelle: die letzte offene Karte vom Tisch nehmen: 1 Zählstein. Der nächste Spieler findet einen leeren Tisch und muss auflegen.',
          ]
        : ['In diesen Regeln bringen Stiche nichts: keine Zählsteine für Asse, Klein-Papillon, Haneton, Sautenelle oder die Blätter.'],
    },
    {
      heading: 'Neue Runden und die letzte Runde',
      paragraphs: [
        'Hat niemand mehr Karten, gibt derselbe Geber aus dem Talon wieder jedem drei Karten, ohne zu mischen, und hört auf, wenn der Talon leer ist.' +
          (r.refill
            ? ` Ist der Tisch leer, deckt er wieder ${r.tableSize} Karten auf (oder so viele, wie übrig sind)` +
              (r.refillBeforeDeal ? ', bevor er die Karten gibt.' : ', nachdem er die Karten gegeben hat.')
            : ' Ein leerer Tisch wird nicht wieder aufgefüllt.'),
        'Gibt der Geber die letzte Karte aus, muss er es ansagen: Das ist die letzte Runde. Jede Runde beginnt beim rechten Nachbarn des Gebers.',
      ],
    },
    {
      heading: 'Ende eines Spiels',
      paragraphs: [
        'Wer in der letzten Runde als Erster alle seine Karten eingetauscht hat, gewinnt das Spiel und den ganzen Behälter.' +
          (r.stopAtWinner ? ' In diesen Regeln endet das Spiel sofort.' : ' Es wird weitergespielt, bis alle Hände leer sind.'),
        `Gewinnt niemand, bekommt der Spieler, der zuletzt auflegen musste, die Konsolation: ${counters(r.consolation)} von jedem Mitspieler. Der Behälter bleibt dann für das nächste Spiel stehen.`,
        'Karten, die noch auf dem Tisch liegen, bekommt der Spieler, der zuletzt genommen hat.',
      ],
    },
  ];
  if (pay) {
    sections.push({
      heading: 'Die Blätter',
      paragraphs: [
        'Nach jedem Spiel zählt jeder seine Karten. Wer allein die meisten hat, gewinnt die Blätter: 1 Zählstein von jedem Mitspieler.',
        r.blaetterDoubles
          ? 'Haben mehrere gleich viele, bekommt niemand etwas, und beim nächsten Mal verdoppelt sich der Gewinn: 2, dann 4, dann 8.'
          : 'Haben mehrere gleich viele, bekommt niemand etwas, und beim nächsten Mal gibt es einen Zählstein mehr: 2 nach einem Gleichstand, 3 nach zweien.',
      ],
    });
  }
  sections.push({
    heading: 'Ende der Partie',
    paragraphs: [
      'Nach dem letzten Spiel wird der Behälter gleichmäßig geteilt. Die Reihenfolge ergibt sich aus den Zählsteinen; wer gleich viele hat, teilt sich den Platz.',
    ],
  });
  const variants = VARIANTS;
  const active = r.variants.map((id) => `${id}, ${variants[id as keyof typeof variants]?.name ?? id}`);
  sections.push({
    heading: 'Geltende Regeln und Varianten',
    paragraphs: [
      active.length ? `Geltende Varianten: ${list(L, active)}.` : 'Regeln des Braillespiels, keine Varianten.',
      ...Object.entries(variants).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (gilt)' : ''}`),
    ],
  });
  return sections;
}

export const rulesDe: RulesTexts = { papillon: rulesText, patience: (game) => RULES[game] };
