/**
 * Papillon's rules for players (Shift+F1) in German, for the rules in force. Their own chunk: loaded
 * when the player first asks for the rules (src/games/papillon/texts.ts loadPapillonRules).
 */
import type { PapillonRules } from '../../src/games/papillon/types.js';
import { list, plural, type RulesSection } from '../../src/i18n/messages.js';
import type { PapillonRulesTexts } from '../../src/games/papillon/messages.js';
import { VARIANTS } from './de.js';

const L = 'de' as const;
const counters = (n: number) => plural(L, n, { one: 'Zählstein', other: 'Zählsteine' });
const countersDative = (n: number) => plural(L, n, { one: 'Zählstein', other: 'Zählsteinen' });

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

export const papillonRulesDe: PapillonRulesTexts = rulesText;
