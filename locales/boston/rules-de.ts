/**
 * Die Regeln von Boston für Spieler (Umschalt+F1) auf Deutsch, für die geltenden Regeln (resolveRules
 * in src/games/boston/rules.ts; Spezifikation ../shared/rules/boston.md): Boston, Tri-Boston und
 * Boston-Whist. Ein eigener Chunk, geladen, wenn die Regeln zum ersten Mal verlangt werden. Die Zahlen
 * der Tarife kommen aus den Tabellen der Engine.
 */
import type { BostonRules, Contract } from '../../src/games/boston/types.js';
import type { BostonForm } from '../../src/games/boston/messages.js';
import type { VARIANT_IDS } from '../../src/games/boston/rules.js';
import { CLASSES, CONTRACTS, isMisere, tariffA, tariffB, tricksOf } from '../../src/games/boston/ladder.js';
import { list, plural, type RulesSection } from '../../src/i18n/messages.js';

const L = 'de' as const;

type VariantId = (typeof VARIANT_IDS)[number];

export const FORM_NAMES: Readonly<Record<BostonForm, string>> = { boston: 'Boston', 'tri-boston': 'Tri-Boston', 'boston-whist': 'Boston-Whist' };

export const VARIANTS = {
  'V-BO-1': { name: 'Farben für jedes Spiel', description: 'Vor jedem Spiel wird eine Karte aus einem zweiten Spiel aufgedeckt: Ihre Farbe ist die Oberfarbe dieses Spiels, die andere Farbe gleicher Couleur die Farbe. Wer zuerst gibt, entscheidet weiter das erste Ass.' },
  'V-BO-2': { name: 'Tarif B ohne Whist', description: 'Boston und Tri-Boston zahlen nach Tarif B: Stiche, Honneurs und der Schlemm zählen; jedes Spiel wird weiter allein gespielt.' },
  'V-BO-3': { name: 'Der gerechtere Verlust', description: 'Boston-Whist: Wer von der Seite seine eigenen Stiche nicht macht, zahlt nur den beiden Gegnern, nicht seinem Partner.' },
  'V-BO-4': { name: 'Whist wird jedes Mal gefragt', description: 'Boston-Whist: Der Spieler sagt nicht allein; die Runde wird immer gefragt, und wenn jemand Whist sagt, nimmt der Spieler ihn als Partner an oder lehnt ab und spielt allein.' },
  'V-BO-5': { name: 'Tri-Boston, die alten Farben', description: 'Karo ist die Oberfarbe und Herz die Farbe.' },
  'V-BO-6': { name: 'Tri-Boston, wer ausspielt', description: 'In einer Misère bestimmt der Spieler, wer zum ersten Stich ausspielt, und Misèren werden doppelt bezahlt.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

const NAMES: Record<Contract, string> = {
  boston: 'Boston',
  'petite-misere': 'Petite Misère',
  'grand-boston': 'Grand Boston',
  'grande-misere': 'Grande Misère',
  independence: 'Independence',
  'grande-misere-forcee': 'Grande Misère forcée',
  'grand-independence': 'Grand Independence',
  'petite-misere-ouverte': 'Petite Misère ouverte',
  philadelphia: 'Philadelphia',
  'petite-misere-ouverte-forcee': 'Petite Misère ouverte forcée',
  'grand-philadelphia': 'Grand Philadelphia',
  'grande-misere-ouverte': 'Grande Misère ouverte',
  souveraine: 'Souveraine',
  'grande-misere-ouverte-forcee': 'Grande Misère ouverte forcée',
  'grand-souveraine': 'Grand Souveraine',
  concordia: 'Concordia',
};

const CLASS = { simple: 'einfach', colour: 'in Farbe', superior: 'in der Oberfarbe' } as const;
const tricksN = (n: number) => plural(L, n, { one: 'Stich', other: 'Stiche' });
const marks = (n: number) => plural(L, n, { one: 'Marke', other: 'Marken' });

function rulesText(r: BostonRules): readonly RulesSection[] {
  const four = r.players === 4;
  const form: BostonForm = !four ? 'tri-boston' : r.whist ? 'boston-whist' : 'boston';
  const ladder = CONTRACTS.map((c, i) => `${i + 1}. ${NAMES[c]}, ${isMisere(c) ? `kein Stich${c.startsWith('petite') ? ' nach dem Weglegen einer Karte' : ''}${c.includes('ouverte') ? ', die Karten aufgedeckt' : ''}` : tricksN(tricksOf(c))}`);
  const tariff = (t: 'A' | 'B') =>
    CONTRACTS.map((c) =>
      isMisere(c)
        ? `${NAMES[c]}: ${marks((t === 'A' ? tariffA(c, null) : tariffB(c, null)) * (r.misereLeader ? 2 : 1))}`
        : `${NAMES[c]}: ${CLASSES.map((k) => `${CLASS[k]} ${t === 'A' ? tariffA(c, k) : tariffB(c, k)}`).join(', ')}`,
    ).join('; ');
  const sections: RulesSection[] = [
    {
      heading: 'Das Spiel',
      paragraphs: [
        form === 'tri-boston'
          ? 'Tri-Boston ist Boston zu dritt. In jedem Spiel wird darum gereizt, wer ein Spiel spielen darf: eine Zahl von Stichen mit einer Trumpffarbe oder eine Misère, in der der Spieler keinen Stich machen darf. Der Spieler spielt allein gegen die beiden anderen. Gespielt wird gegen den Uhrzeigersinn.'
          : form === 'boston-whist'
            ? 'Boston-Whist ist Boston zu viert, bei dem ein Partner mit dem Spieler gehen darf. In jedem Spiel wird darum gereizt, wer ein Spiel spielen darf: eine Zahl von Stichen mit einer Trumpffarbe oder eine Misère, in der der Spieler keinen Stich machen darf. Nach den kleineren Spielen darf der Spieler einen Partner suchen, der mit dem Wort Whist mitgeht. Gespielt wird im Uhrzeigersinn.'
            : 'Boston ist ein Stichspiel zu viert, ein Abkömmling des Whist. In jedem Spiel wird darum gereizt, wer ein Spiel spielen darf: eine Zahl von Stichen mit einer Trumpffarbe oder eine Misère, in der der Spieler keinen Stich machen darf. Der Spieler spielt immer allein gegen die drei anderen. Gespielt wird im Uhrzeigersinn.',
        'Diese Regeln folgen der Boston-Abhandlung eines polnischen Kartenspielbuchs aus dem frühen 19. Jahrhundert. Gezahlt wird in Marken: Jeder Stand beginnt bei 0 und darf darunter fallen.',
      ],
    },
    {
      heading: 'Karten und Farben',
      paragraphs: [
        four
          ? 'Ein volles Spiel von 52 Karten. In jeder Farbe gilt von hoch nach niedrig: Ass, König, Dame, Bube, 10 bis 2.'
          : 'Ein Spiel von 39 Karten: Alle Karo von der 2 bis zum Buben fallen heraus, dazu die Zweien der anderen Farben. Karo hat nur Ass, König und Dame; die anderen Farben gehen vom Ass bis zur 3.',
        r.fixedSuperior !== null
          ? `Die Farben sind fest: ${r.fixedSuperior === 'H' ? 'Herz ist die Oberfarbe und Karo die Farbe' : 'Karo ist die Oberfarbe und Herz die Farbe'}; Pik und Kreuz sind einfach. Ein Spiel in der Oberfarbe geht über dasselbe Spiel in Farbe, und beide gehen über dasselbe Spiel in einer einfachen Farbe.`
          : 'Die Oberfarbe ist die beste Farbe; die andere Farbe gleicher Couleur (Pik mit Kreuz, Herz mit Karo) ist die Farbe, die zweitbeste; die beiden Farben der anderen Couleur sind einfach. Ein Spiel in der Oberfarbe geht über dasselbe Spiel in Farbe, und beide gehen über dasselbe Spiel in einer einfachen Farbe.',
        r.suitEachDeal
          ? 'Vor dem ersten Spiel wird jedem der Reihe nach eine Karte aufgedeckt, bis das erste Ass kommt: Wer es bekommt, gibt zuerst. Die Farben werden für jedes Spiel neu aus einem zweiten Spiel aufgedeckt: Die Farbe dieser Karte ist die Oberfarbe des Spiels.'
          : r.fixedSuperior !== null
            ? 'Vor dem ersten Spiel wird jedem der Reihe nach eine Karte aufgedeckt, bis das erste Ass kommt: Wer es bekommt, gibt zuerst.'
            : 'Vor dem ersten Spiel wird jedem der Reihe nach eine Karte aufgedeckt, bis das erste Ass kommt: Wer es bekommt, gibt zuerst, und seine Farbe ist die Oberfarbe der ganzen Sitzung.',
      ],
    },
    {
      heading: 'Der Pot und die Bêten',
      paragraphs: [
        `Zu Beginn jedes Spiels setzt der Geber 4 Marken in den Pot. Wenn ein Spiel mit leerem Tisch beginnt, setzt zuerst jeder Spieler 2 Marken, den Blok, so dass um ${four ? 12 : 10} Marken gespielt wird.`,
        'Wer sein Spiel gewinnt, nimmt, worum gespielt wird: den Pot und die höchste Bête, die auf dem Tisch wartet. Wer verliert, setzt sofort eine Bête: so viel, wie er genommen hätte. Der Pot bleibt, und die Bête wartet darauf, in einem späteren Spiel gewonnen zu werden. Bêten werden nie zusammengezählt: Jedes Spiel geht um den Pot und eine Bête, die höchste, von gleich hohen die älteste.',
      ],
    },
    {
      heading: 'Das Geben',
      paragraphs: [
        `Der Geber gibt das ganze Spiel einzeln aus, beginnend beim Spieler nach ihm, bis jeder 13 Karten hat. Keine Karte wird aufgedeckt. Nach jedem Spiel, auch einem gepassten, geht das Geben an den nächsten Spieler${four ? ' zur Linken' : ' zur Rechten'}.`,
      ],
    },
    {
      heading: 'Das Reizen',
      paragraphs: [
        `Die Spiele, das niedrigste zuerst: ${ladder.join('; ')}.`,
        'Jedes Stichspiel wird einfach, in Farbe oder in der Oberfarbe geboten; eine Misère hat keine Klasse. Ein Gebot geht über ein anderes, wenn sein Spiel höher ist oder bei gleichem Spiel seine Klasse besser. So steht Boston in der Oberfarbe unter der Petite Misère und Grand Boston einfach über beiden. Die Farbe wird nur allgemein genannt: Ein einfaches Gebot sagt nicht, welche einfache Farbe.',
        'Der Spieler nach dem Geber spricht zuerst; dann jeder der Reihe nach, der nicht gepasst hat. Jeder passt oder bietet höher als das stehende Gebot. Wer passt, ist für dieses Spiel draußen. Wenn nach einem Gebot alle bis auf einen gepasst haben, ist dieser der Spieler mit seinem letzten Gebot.',
        'Passen alle, setzt jeder 2 Marken in den Pot, die Karten werden eingeworfen, und das Geben geht weiter.',
      ],
    },
    {
      heading: 'Vor dem Ausspielen',
      paragraphs: [
        'In der Oberfarbe ist die Oberfarbe Trumpf, in Farbe die Farbe. In einem einfachen Spiel nennt der Spieler eine der beiden einfachen Farben. Misèren haben keinen Trumpf.',
        'In einer Petite Misère legt der Spieler eine Karte verdeckt weg; nur er kennt sie, und er spielt mit 12 Karten. In einer offenen Misère werden seine Karten vor dem ersten Ausspielen aufgedeckt auf den Tisch gelegt, und alle sehen sie bis zum Ende des Spiels; die weggelegte Karte bleibt verdeckt.',
        ...(r.whist
          ? [
              r.whistAlways
                ? 'Bei Boston, Grand Boston, Independence und Grand Independence werden, wenn der Trumpf feststeht, die anderen der Reihe nach ab dem Spieler nach dem Geber gefragt, ob sie Whist sagen. Sagt es einer, nimmt der Spieler ihn als Partner an oder lehnt ab und spielt allein; niemand sonst wird gefragt. Passen alle, spielt er allein.'
                : 'Bei Boston, Grand Boston, Independence und Grand Independence sagt der Spieler, wenn der Trumpf feststeht, ob er allein spielt oder einen Partner sucht. Sucht er einen, werden die anderen der Reihe nach ab dem Spieler nach dem Geber gefragt; wer zuerst Whist sagt, ist sein Partner. Passen alle, spielt er allein.',
              'Mit Partner muss die Seite bei Boston 8 Stiche machen, bei Grand Boston 10, bei Independence 11 und bei Grand Independence 12; davon der Spieler mindestens die Zahl seines Spiels, der Partner bei Boston 3 und sonst 4. Die Partner spielen von ihren Plätzen aus, wo sie auch sitzen.',
            ]
          : []),
        r.misereLeader ? 'In einer Misère bestimmt der Spieler, wer zum ersten Stich ausspielt.' : 'Der Spieler nach dem Geber spielt zum ersten Stich aus, auch in einer Misère.',
      ],
    },
    {
      heading: 'Das Stichspiel',
      paragraphs: [
        'Wer einen Stich gewinnt, spielt zum nächsten aus. Man muss bedienen, wenn man kann; sonst darf man jede Karte spielen. Stechen muss man nicht.',
        'Der höchste Trumpf gewinnt den Stich, ohne Trumpf die höchste Karte der ausgespielten Farbe. Ein Stichspiel wird zu Ende gespielt. Eine Misère endet, sobald der Spieler einen Stich macht: Sie ist verloren. Eine Petite Misère hat 12 Stiche; jeder Gegner behält seine letzte Karte.',
      ],
    },
    {
      heading: 'Gewinnen und zahlen',
      paragraphs: [
        'Ein Stichspiel ist gewonnen, wenn der Spieler oder die Seite mindestens die versprochenen Stiche macht, eine Misère, wenn der Spieler keinen Stich macht. Der Gewinner nimmt den Pot und die Bête, um die gespielt wird, und jeder Gegner zahlt ihm das Spiel. Der Verlierer zahlt jedem Gegner das Spiel und setzt eine Bête.',
        r.tariff === 'A'
          ? `Tarif A, Marken von jedem Gegner: ${tariff('A')}. Sonst zählt nichts: keine Honneurs, keine Überstiche.`
          : `Tarif B, die Multiplikatoren der Stichspiele und die Marken der Misèren: ${tariff('B')}. In einem Stichspiel zählt die Seite, wenn sie gewinnt, einen Punkt für jeden gemachten Stich; wenn sie verliert, die nötigen Stiche und einen für jeden fehlenden Stich nach dem ersten. Die Honneurs, Ass, König, Dame und Bube in Trumpf, zählen 2 Punkte für drei davon in den Händen der Seite und 4 für alle vier. Die Punkte mal dem Multiplikator, auf Zehner gerundet, ab fünf aufwärts, geben die Marken. Eine Seite, die in einem Spiel unter Concordia alle 13 Stiche macht, bekommt ${r.whist ? 'allein 20 von jedem Gegner, mit Partner 10' : '20 von jedem Gegner'} dazu.`,
        ...(r.whist
          ? [
              'Mit Partner teilen sich die beiden, worum gespielt wird, der Spieler die größere Hälfte, und jeder Gegner zahlt jedem von ihnen das Spiel. Verliert die Seite, zahlt nur, wer seine eigenen Stiche nicht gemacht hat: jedem der drei anderen das Spiel, beim gerechteren Verlust nur den Gegnern, und jeder setzt eine Bête.',
            ]
          : []),
      ],
    },
    {
      heading: 'Die Sitzung und der Kessel',
      paragraphs: [
        `Die Sitzung dauert ${plural(L, r.tours, { one: 'Tour', other: 'Touren' })}: In einer Tour gibt jeder einmal, ${plural(L, r.tours * r.players, { one: 'Spiel', other: 'Spiele' })} insgesamt. Nach dem letzten Spiel wird alles auf dem Tisch, der Pot und jede Bête, gleich geteilt; was nicht aufgeht, geht einzeln der Reihe nach an die Spieler ab dem nach dem letzten Geber. Die Plätze ergeben sich aus den Ständen; gleiche Stände teilen sich einen Platz.`,
      ],
    },
  ];
  const active = r.variants.map((id) => `${id}, ${VARIANTS[id as VariantId]?.name ?? id}`);
  sections.push({
    heading: 'Geltende Regeln und Varianten',
    paragraphs: [
      active.length ? `Geltende Varianten: ${list(L, active)}.` : `${FORM_NAMES[form]} wie im Buch, ohne Varianten.`,
      ...Object.entries(VARIANTS).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (gilt)' : ''}`),
    ],
  });
  return sections;
}

export const bostonRulesDe: (rules: BostonRules) => readonly RulesSection[] = rulesText;
