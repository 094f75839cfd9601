/**
 * Piquet's rules for players (Shift+F1) in German, for the rules in force (the value of resolveRules in
 * src/games/piquet/rules.ts; spec ../shared/rules/piquet.md). Their own chunk, loaded when the player
 * first asks for the rules.
 */
import type { PiquetRules } from '../../src/games/piquet/types.js';
import type { VariantId } from '../../src/games/piquet/rules.js';
import { list, type RulesSection } from '../../src/i18n/messages.js';

const L = 'de' as const;

export const VARIANTS = {
  'V-Q-1': { name: 'Internationaler Kauf', description: 'Die Vorhand kauft 1 bis 5 Karten, die Hinterhand 0 bis alle übrigen, und sie muss die Karten, die die Vorhand liegen ließ, nicht nehmen.' },
  'V-Q-2': { name: 'Letzter Stich zählt 2', description: 'Wer den letzten Stich macht, bekommt dafür 2 statt 3.' },
  'V-Q-3': { name: 'Moderne Stichpunkte', description: 'Jedes Ausspielen und jedes Schlagen zählt 1, gleich mit welcher Karte, und wer den letzten Stich macht, bekommt 1 mehr.' },
  'V-Q-4': { name: 'Partie bis 100', description: 'Die Partie ist mit 100 statt 101 Punkten gewonnen.' },
  'V-Q-5': { name: 'Partie über 4 Spiele', description: 'Statt bis 101 werden 4 Spiele gespielt, und der Unterschied der Summen, in Zehnern, ergibt die gewonnenen Marken.' },
  'V-Q-6': { name: 'Carte blanche zeigen', description: 'Eine Carte blanche wird dem Gegner gezeigt, sobald er gekauft hat.' },
  'V-Q-7': { name: 'Nur hohe Karten zählen beim Schlagen', description: 'Das Schlagen einer ausgespielten Karte zählt nur mit Ass, König, Dame, Bube oder 10.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

function rulesText(r: PiquetRules): readonly RulesSection[] {
  const order = 'Carte blanche, Punkt, Sequenzen, gleiche Karten, dann das Spiel Stich für Stich und zuletzt die Mehrzahl der Stiche oder der Capot';
  const sections: RulesSection[] = [
    {
      heading: 'Das Spiel',
      paragraphs: [
        'Piquet ist ein Spiel für 2 Spieler mit einem Blatt von 32 Karten. Nach dem Geben kauft jeder Karten aus dem Talon; dann melden beide ihre besten Kombinationen, den Punkt, die Sequenzen und die gleichen Karten; dann werden 12 Stiche gespielt. Punkte gibt es für die Meldungen, für das Ausspielen und Schlagen im Spiel und für Zuschläge wie Pic und Repic. ' +
          (r.target !== null ? `Wer zuerst ${r.target} Punkte hat, gewinnt die Partie.` : 'Gespielt wird eine Partie aus 4 Spielen, am Ende werden die Summen verglichen.'),
        'Diese Regeln folgen dem Piquet in einem polnischen Kartenspielbuch vom Anfang des 19. Jahrhunderts, dessen Text wohl aus dem Deutschen übersetzt ist. Wo das Buch schweigt oder schwer zu lesen ist, gelten die üblichen Regeln jener Zeit.',
      ],
    },
    {
      heading: 'Karten und Rangfolge',
      paragraphs: [
        'Ein französisches Blatt ohne die 2 bis 6: 32 Karten, in jeder Farbe Ass, König, Dame, Bube, 10, 9, 8 und 7, von hoch nach niedrig. Trumpf gibt es nicht: Eine Karte wird nur von einer höheren Karte ihrer eigenen Farbe geschlagen.',
        'Für den Punkt zählen die Karten Augen: das Ass 11; König, Dame, Bube und 10 je 10; die 9, 8 und 7 ihre Zahl.',
      ],
    },
    {
      heading: 'Geber, Vorhand und Hinterhand',
      paragraphs: [
        'Für das erste Spiel hebt jeder ab; die niedrigere Karte gibt zuerst, die 7 ist die niedrigste, das Ass die höchste. Bei gleichen Karten wird noch einmal abgehoben.',
        'Wer nicht gibt, hat die Vorhand: Er kauft zuerst, meldet zuerst und spielt zum ersten Stich aus, und das ist ein Vorteil. Der Geber hat die Hinterhand. Das Geben wechselt von Spiel zu Spiel, auch von einer Partie zur nächsten.',
      ],
    },
    {
      heading: 'Das Geben',
      paragraphs: [
        'Der Geber mischt, die Vorhand hebt ab. Der Geber gibt je 2 Karten, der Vorhand zuerst, bis jeder 12 hat. Die 8 übrigen Karten sind der Talon: oben 5 für die Vorhand, darunter 3.',
      ],
    },
    {
      heading: 'Carte blanche',
      paragraphs: [
        'Wer unter seinen 12 gegebenen Karten keinen König, keine Dame und keinen Buben hat, hat Carte blanche und bekommt sofort 10 Punkte, noch vor dem Kauf. Das sind die ersten Punkte des Spiels; sie zählen also für Repic und Pic mit und hindern den Gegner daran, eines davon zu machen.',
        r.blancheShown
          ? 'In diesen Regeln wird die Hand dem Gegner gezeigt, sobald der Gegner gekauft hat.'
          : 'Die App bestätigt die Hand; dem Gegner wird sie nicht gezeigt.',
      ],
    },
    {
      heading: 'Der Kauf',
      paragraphs: [
        `Die Vorhand legt ${r.elderMin} bis 5 Karten verdeckt ab und nimmt dann ebenso viele oben vom Talon. Kauft sie weniger als 5, darf sie die Karten ihrer 5 ansehen, die sie liegen lässt; sie gehen an die Hinterhand.`,
        r.youngerTakesLeft
          ? 'Dann legt die Hinterhand Karten ab und nimmt ebenso viele von dem, was übrig ist: zuerst die Karten, die die Vorhand liegen ließ, dann die unteren 3. Sie muss mindestens die Karten nehmen, die die Vorhand liegen ließ, und darf alle übrigen nehmen; sie lässt also höchstens 3 Karten im Talon.'
          : 'Dann legt die Hinterhand so viele Karten ab, wie sie will, keine bis alle, die im Talon übrig sind, und nimmt ebenso viele: zuerst die Karten, die die Vorhand liegen ließ, dann die unteren 3. In diesen Regeln muss sie die Karten, die die Vorhand liegen ließ, nicht nehmen.',
        'Man legt immer zuerst ab und nimmt dann, und niemand kauft zweimal. Abgelegte Karten bleiben verdeckt und sind aus dem Spiel; die eigenen darf man ansehen, die des Gegners nicht. Talonkarten, die die Hinterhand nicht nimmt, bleiben verdeckt liegen; die Hinterhand darf sie ansehen, die Vorhand nicht' +
          (r.youngerTakesLeft ? '.' : ', außer es sind Karten, die sie selbst liegen ließ und schon gesehen hat.'),
      ],
    },
    {
      heading: 'Die Meldungen',
      paragraphs: [
        'Nach dem Kauf werden beide Hände in dieser Reihenfolge gemeldet: der Punkt, die Sequenzen, die gleichen Karten. Bei jeder Meldung nennt die Vorhand, was sie hat, und die Hinterhand antwortet gut, nicht gut oder gleich. Jede Meldung kann nur 1 Spieler gewinnen. Die App führt dieses Gespräch von selbst und zeigt, was gezeigt werden muss.',
        'Der Punkt, auch Rummel genannt: die längste Farbe. Der längere Punkt gewinnt; bei gleicher Länge gewinnt die höhere Augensumme; ist beides gleich, bekommt niemand etwas. Der Gewinner bekommt 1 Punkt für jede Karte seines Punkts und zeigt ihn.',
        'Sequenzen: 3 oder mehr Karten einer Farbe in lückenloser Folge. Eine Terz aus 3 Karten zählt 3, eine Quart aus 4 zählt 4, eine Quint aus 5 zählt 15, eine Sext aus 6 zählt 16, eine Septime aus 7 zählt 17 und eine Oktave aus 8 zählt 18. Eine Folge zählt nur einmal, in ihrer vollen Länge. Verglichen werden die besten Sequenzen: Die längere gewinnt, bei gleicher Länge die mit der höheren obersten Karte. Der Gewinner zählt alle seine Sequenzen und zeigt sie; der Gegner zählt keine, auch keine, die die kleineren des Gewinners schlagen würden. Sind die besten Sequenzen ganz gleich, zählt niemand eine.',
        'Gleiche Karten: 3 oder 4 Karten eines Rangs unter Ass, König, Dame, Bube und 10; Neuner, Achter und Siebener zählen nie. Ein Trio aus 3 zählt 3, ein Quatorze aus 4 zählt 14. Ein Quatorze schlägt jedes Trio; bei gleicher Anzahl gewinnt der höhere Rang. Der Gewinner zählt alle seine gleichen Karten, der Gegner keine. Gleiche Karten werden nur angesagt, nicht gezeigt; bei einem Trio wird die Farbe der fehlenden Karte genannt.',
      ],
    },
    {
      heading: 'Repic und Pic',
      paragraphs: [
        'Repic: Erreicht ein Spieler mit Carte blanche, Punkt, Sequenzen und gleichen Karten, in dieser Reihenfolge gezählt, 30 Punkte, bevor sein Gegner in diesem Spiel etwas bekommen hat, zählt er 90 statt 30, also 60 mehr, und zählt von dort weiter. Ein Repic kann jeder der beiden machen.',
        'Pic: Erreicht die Vorhand mit ihren Meldungen keine 30, wohl aber mit Punkten aus dem Spiel, bevor die Hinterhand in diesem Spiel etwas bekommen hat, zählt sie 60 statt 30, also 30 mehr. Ein Pic kann nur die Vorhand machen; die Punkte für die Mehrzahl der Stiche und für den Capot zählen dafür nicht.',
      ],
    },
    {
      heading: 'Das Ausspielen',
      paragraphs: [
        'Die Vorhand spielt zum ersten Stich aus. Man muss Farbe bedienen, wenn man kann; kann man nicht, darf man jede Karte zugeben. Schlagen muss man nicht. Die höhere Karte der ausgespielten Farbe macht den Stich, und wer ihn macht, spielt zum nächsten aus. Es werden 12 Stiche gespielt.',
        r.modernTricks
          ? 'Punkte im Spiel: Jedes Ausspielen bringt dem Ausspieler sofort 1 Punkt, gleich mit welcher Karte. Wer die ausgespielte Karte des Gegners mit einer höheren Karte ihrer Farbe schlägt und so den Stich macht, bekommt 1 Punkt' +
            (r.countingBeats ? ', aber nur, wenn die schlagende Karte ein Ass, ein König, eine Dame, ein Bube oder eine 10 ist.' : '.') +
            ' Wer den letzten Stich macht, bekommt 1 Punkt mehr.'
          : 'Punkte im Spiel: Wer ein Ass, einen König, eine Dame, einen Buben oder eine 10 ausspielt, bekommt sofort 1 Punkt, ob er den Stich macht oder nicht; eine 9, 8 oder 7 auszuspielen bringt nichts. Wer die ausgespielte Karte des Gegners mit einer höheren Karte ihrer Farbe schlägt und so den Stich macht, bekommt 1 Punkt' +
            (r.countingBeats ? ', aber nur, wenn die schlagende Karte ein Ass, ein König, eine Dame, ein Bube oder eine 10 ist.' : ', gleich mit welcher Karte.') +
            ` Wer den letzten Stich macht, bekommt dafür insgesamt ${r.lastTrick} Punkte, gleich mit welcher Karte, statt des 1 Punkts für Ausspielen oder Schlagen; verliert der Ausspieler den letzten Stich, behält er seinen Punkt für das Ausspielen.`,
        'Mehrzahl der Stiche und Capot: Nach dem letzten Stich bekommt, wer 7 Stiche oder mehr gemacht hat, 10 Punkte; bei 6 zu 6 bekommt niemand etwas. Wer alle 12 Stiche macht, hat den Capot und bekommt statt dessen 40.',
      ],
    },
    r.target !== null
      ? {
          heading: 'Die Partie gewinnen',
          paragraphs: [
            `Die Punkte werden laut mitgezählt, sobald sie fallen, und zum Stand der Partie geschrieben, in dieser Reihenfolge: ${order}. Wer zuerst ${r.target} erreicht, gewinnt die Partie in diesem Augenblick, und der Rest des Spiels wird abgebrochen. Bis dahin werden die Punkte von Spiel zu Spiel weitergeschrieben.`,
            'Eine Partie ist 1 Marke wert. Die nächste Partie beginnt bei 0 zu 0, und das Geben wechselt weiter ab.',
          ],
        }
      : {
          heading: 'Die Partie über 4 Spiele',
          paragraphs: [
            `Eine Partie besteht aus 4 Spielen, jeder gibt also zweimal. Die Punkte werden laut mitgezählt, sobald sie fallen, in dieser Reihenfolge: ${order}, und über die 4 Spiele zusammengezählt.`,
            'Nach dem vierten Spiel werden die beiden Summen verglichen. Der Unterschied wird durch 10 geteilt und gerundet, 5 wird aufgerundet, und wer mehr hat, gewinnt so viele Marken: Ein Unterschied von 44 ergibt 4 Marken, von 45 ergibt 5. Ein Unterschied unter 5 ergibt 0 Marken, und es wird nichts bezahlt; bei gleichen Summen gewinnt niemand.',
          ],
        },
  ];
  const active = r.variants.map((id) => `${id}, ${VARIANTS[id as VariantId]?.name ?? id}`);
  sections.push({
    heading: 'Geltende Regeln und Varianten',
    paragraphs: [
      active.length ? `Geltende Varianten: ${list(L, active)}.` : 'Regeln des Buchs, Partie bis 101, keine Varianten.',
      ...Object.entries(VARIANTS).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (gilt)' : ''}`),
    ],
  });
  return sections;
}

export const piquetRulesDe: (rules: PiquetRules) => readonly RulesSection[] = rulesText;
