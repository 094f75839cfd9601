/**
 * Casino's rules for players (Shift+F1) in German, for the rules in force (the value of resolveRules in
 * src/games/casino/rules.ts; spec ../shared/rules/casino.md). Their own chunk, loaded when the player
 * first asks for the rules.
 */
import type { CasinoRules } from '../../src/games/casino/types.js';
import type { VariantId } from '../../src/games/casino/rules.js';
import { list, type RulesSection } from '../../src/i18n/messages.js';
import { VARIANTS } from './de.js';

const L = 'de' as const;

// The variants' names and descriptions are the game's catalogue's (locales/casino/de.ts), as the setup form says them.

function rulesText(r: CasinoRules): readonly RulesSection[] {
  const four = r.players === 4;
  const three = r.players === 3;
  const rounds = 48 / (4 * r.players);
  const sections: RulesSection[] = [
    {
      heading: 'Das Spiel',
      paragraphs: [
        'Casino ist ein Fischspiel für 2 bis 4 Spieler; ' +
          (four
            ? 'zu viert, wie hier, spielen 2 Parteien gegeneinander, die Partner sitzen einander gegenüber.'
            : three
              ? 'hier spielen 3 Spieler, jeder für sich.'
              : 'hier spielen 2 Spieler gegeneinander.') +
          ` Mit einer Karte aus der Hand nimmt man Karten vom Tisch, die ihr im Rang gleichen oder zusammen ihren Wert ergeben. Punkte gibt es für das Abräumen des Tisches und nach jedem Spiel für die Abrechnung: die meisten Karten, die meisten Pik, die beiden Casinos und die Asse. ${four ? 'Die Partei, die' : 'Wer'} zuerst ${r.target} Punkte hat, gewinnt die Partie. Gespielt wird im Uhrzeigersinn.`,
        'Diese Regeln folgen dem Casino in einem polnischen Kartenspielbuch vom Anfang des 19. Jahrhunderts, einer Übersetzung des englischen Casino nach Hoyle. Bauen gibt es nicht: Man nimmt nur Karten, die schon auf dem Tisch liegen.',
      ],
    },
    {
      heading: 'Karten und Werte',
      paragraphs: [
        'Ein volles Blatt mit 52 Karten. Das Ass zählt 1, die Karten 2 bis 10 ihre Zahl. König, Dame und Bube, die Bildkarten, haben keinen Wert: Sie nehmen nur Bildkarten ihres eigenen Rangs.',
        'Beim Nehmen spielen die Farben keine Rolle. Sie zählen nur für die Pik bei der Abrechnung und für die beiden Casinos: das große Casino, die Karo 10, bringt 2 Punkte, das kleine Casino, die Pik 2, bringt 1 Punkt. Im Spiel sind sie gewöhnliche Karten.',
      ],
    },
    {
      heading: four ? 'Partner, Plätze und Geber' : 'Plätze und Geber',
      paragraphs: [
        four
          ? 'Jeder zieht eine Karte; das Ass ist die niedrigste, der König die höchste, die Farben zählen nicht. Die beiden höchsten spielen zusammen gegen die beiden niedrigsten; die Partner sitzen einander gegenüber und legen ihre genommenen Karten auf einen gemeinsamen Stapel. Die niedrigste Karte gibt zuerst. Wer gleiche Karten hat, zieht noch einmal, wo es darauf ankommt.'
          : 'Jeder zieht eine Karte; das Ass ist die niedrigste, der König die höchste, die Farben zählen nicht. Die niedrigste Karte gibt zuerst; bei Gleichstand um die niedrigste wird noch einmal gezogen.',
        'Nach jedem Spiel gibt der linke Nachbar.',
      ],
    },
    {
      heading: 'Das Geben',
      paragraphs: [
        'Der Geber mischt, sein rechter Nachbar hebt ab. Dann gibt der Geber jedem 4 Karten, einzeln, beim linken Nachbarn beginnend und sich selbst zuletzt, und legt nach jeder Runde 1 Karte offen auf den Tisch: zusammen 4 Tischkarten. Der Rest ist der verdeckte Talon.',
        `Hat niemand mehr Karten, gibt derselbe Geber jedem auf dieselbe Weise 4 weitere Karten, ohne zu mischen und ohne etwas auf den Tisch zu legen. Mit ${r.players} Spielern hat ein Spiel ${rounds} solche Runden, und jeder bekommt insgesamt ${rounds * 4} Karten.`,
        'Werden die letzten Karten gegeben, sagt die App es an: Das ist die letzte Runde. Der linke Nachbar des Gebers beginnt jede Runde, der Geber spielt zuletzt.',
      ],
    },
    {
      heading: 'Am Zug',
      paragraphs: [
        'Wer am Zug ist, spielt genau 1 Karte aus der Hand offen aus. Damit nimmt er entweder Karten vom Tisch, oder er legt sie zu: Sie bleibt auf dem Tisch liegen. Passen gibt es nicht.',
        r.freeTrail
          ? 'In diesen Regeln darf man jederzeit jede Karte zulegen, auch wenn man etwas nehmen könnte; ob und was man nimmt, ist frei.' +
            (r.lastFaceTakesAll ? ' Nur die letzte Bildkarte des Gebers muss nehmen, wie beim Ende des Spiels beschrieben.' : '')
          : 'Kann eine Karte in der Hand etwas nehmen, muss man nehmen; was man nimmt, ist frei. Zulegen darf man nur, wenn keine Karte etwas nehmen kann, etwa bei leerem Tisch.',
        'Eine zugelegte Karte liegt offen auf dem Tisch wie jede andere und kann später genommen werden.',
      ],
    },
    {
      heading: 'Karten nehmen',
      paragraphs: [
        'Gleiche: Die Karte nimmt Tischkarten ihres eigenen Rangs, so viele dort liegen.',
        'Summen: Eine Zahlenkarte nimmt 2 oder mehr Zahlenkarten vom Tisch, deren Werte zusammen ihren Wert ergeben. Eine 9 nimmt zum Beispiel 5 und 4 oder 6, 2 und Ass.',
        'Man darf mehrere Gruppen auf einmal nehmen, Gleiche und Summen gemischt, jede Tischkarte aber nur in einer Gruppe. Liegen Ass, 2, 4 und 7 auf dem Tisch, nimmt eine 7 die 7 und dazu Ass, 2 und 4. Eine 10 darf 9 und Ass, 8 und 2 und eine 10 auf einmal nehmen; 9, 6 und 5 aber nicht, denn diese 20 lassen sich nicht in 2 Gruppen zu 10 teilen.',
        'Eine Bildkarte nimmt nur Bildkarten ihres Rangs, und eine Bildkarte auf dem Tisch kann nur so genommen werden, nie in einer Summe. Ein Ass nimmt nur Asse. Eine 10 auf dem Tisch nimmt nur eine 10.',
        `Die eigene Karte und die genommenen Karten kommen verdeckt auf ${four ? 'den Stapel der eigenen Partei' : 'den eigenen Stapel'}.`,
      ],
    },
    {
      heading: 'Den Tisch abräumen',
      paragraphs: [
        'Bleibt der Tisch nach dem Nehmen leer, hat man ihn abgeräumt und bekommt sofort 1 Punkt. Dieser Punkt wird nie gegen etwas aufgerechnet. Mit der letzten Karte des Spiels gibt es für das Abräumen keinen Punkt.',
        'Der nächste Spieler findet dann einen leeren Tisch und muss zulegen.',
      ],
    },
    {
      heading: 'Das Ende eines Spiels',
      paragraphs: [
        r.lastFaceTakesAll
          ? 'Die letzte Karte des Spiels ist immer die des Gebers. Ist sie ein König, eine Dame oder ein Bube, nimmt sie alle Karten, die noch auf dem Tisch liegen, gleich welchen Rangs; der Geber kann dann nichts anderes tun.'
          : 'In diesen Regeln hat die letzte Karte des Gebers kein Vorrecht: Eine Bildkarte nimmt wie immer nur Bildkarten ihres Rangs.',
        `${r.lastFaceTakesAll ? 'Sonst gehen' : 'Am Ende gehen'} die Karten, die nach der letzten Karte noch auf dem Tisch liegen, an ${four ? 'die Partei, die' : 'den Spieler, der'} im Spiel zuletzt genommen hat; hat im ganzen Spiel niemand etwas genommen, bekommt sie niemand.`,
        r.finalCollectionScores
          ? 'In diesen Regeln bringen die übrigen Karten am Ende 1 Punkt wie das Abräumen, wenn welche übrig waren. Dieser Punkt kommt vor der Abrechnung. Nimmt die letzte Karte selbst die letzten Tischkarten, gibt es dafür weiterhin keinen Punkt.'
          : 'Für die übrigen Karten am Ende gibt es keinen Punkt für das Abräumen.',
      ],
    },
    {
      heading: 'Die Abrechnung',
      paragraphs: three
        ? [
            'Nach jedem Spiel zählt jeder seinen Stapel: die meisten Karten 3 Punkte, die meisten Pik 1 Punkt, das große Casino 2 Punkte, das kleine Casino 1 Punkt, jedes Ass 1 Punkt. Die meisten heißt mehr als jeder der beiden anderen; bei Gleichstand um die meisten Karten oder die meisten Pik bekommt niemand diese Punkte.',
            r.netting
              ? 'In diesen Regeln wird abgezogen: Die beiden kleineren Summen werden zusammengezählt und von der größten abgezogen, und nur der Spieler mit der größten Summe schreibt den Unterschied. Erreichen die beiden kleineren zusammen die größte, oder haben 2 Spieler gleich viel als größte Summe, schreibt niemand etwas.'
              : `Jeder schreibt, was er gewinnt; abgezogen wird nichts. Die Punkte werden einzeln in dieser Reihenfolge geschrieben: großes Casino, kleines Casino, die meisten Karten, die meisten Pik, dann Pik-Ass, Kreuz-Ass, Herz-Ass und Karo-Ass. Wer zuerst ${r.target} erreicht, gewinnt, auch wenn ein anderer die ${r.target} mit einem späteren Punkt erreichen würde.`,
          ]
        : [
            `Nach jedem Spiel zählt ${four ? 'jede Partei ihren' : 'jeder seinen'} Stapel: 27 Karten oder mehr 3 Punkte, bei 26 zu 26 bekommt sie niemand; 7 Pik oder mehr 1 Punkt; das große Casino 2 Punkte; das kleine Casino 1 Punkt; jedes Ass 1 Punkt. Das sind 11 Punkte in einem Spiel, oder 8, wenn die Karten gleich verteilt sind.`,
            `Geschrieben wird nur der Unterschied: ${four ? 'Die Partei' : 'Der Spieler'} mit weniger Punkten zieht sie von denen ${four ? 'der anderen' : 'des anderen'} ab, und ${four ? 'die Partei' : 'der Spieler'} mit mehr schreibt den Rest. 7 zu 4 bringt also 3 Punkte. Bei Gleichstand schreibt niemand etwas. Die Punkte für das Abräumen sind schon geschrieben und gehören nicht dazu.`,
          ],
    },
    {
      heading: 'Die Partie gewinnen',
      paragraphs: [
        `Die Partie geht bis ${r.target} Punkte; die Punkte werden von Spiel zu Spiel weitergeschrieben. Sie zählen in der Reihenfolge, in der sie fallen: jedes Abräumen sofort, dann die Abrechnung nach dem Spiel. ${four ? 'Die Partei, die' : 'Wer'} zuerst ${r.target} erreicht, gewinnt die Partie in diesem Augenblick; geschieht das durch Abräumen, wird der Rest des Spiels abgebrochen.`,
        four
          ? `Hat die verlierende Partei weniger als ${r.lurchLine} Punkte, wenn die Partie gewonnen wird, ist es ein Lurch, eine doppelte Partie. Eine Partie ist 1 Marke wert, ein Lurch 2: Jeder Spieler der verlierenden Partei zahlt so viel an einen Spieler der gewinnenden.`
          : three
            ? `Jeder Verlierer zahlt dem Gewinner 1 Marke, oder 2 Marken, wenn er selbst weniger als ${r.lurchLine} Punkte hat, wenn die Partie gewonnen wird: ein Lurch, eine doppelte Partie für ihn.`
            : `Hat der Verlierer weniger als ${r.lurchLine} Punkte, wenn die Partie gewonnen wird, ist es ein Lurch, eine doppelte Partie. Der Verlierer zahlt dem Gewinner 1 Marke, bei einem Lurch 2.`,
        'Die nächste Partie beginnt bei 0 zu 0, und es gibt wie gewohnt der Nächste.',
      ],
    },
    {
      heading: 'Was man wissen darf',
      paragraphs: [
        'Genommene Karten liegen verdeckt. Ansehen darf man nur das, was zuletzt genommen wurde; niemand darf während des Spiels einen Stapel durchsehen oder seine eigenen Karten zählen, man muss sich also merken, was genommen wurde.' +
          (four ? ' Die Partner sehen ihre Karten gegenseitig nicht.' : ''),
      ],
    },
  ];
  const active = r.variants.map((id) => `${id}, ${VARIANTS[id as VariantId]?.name ?? id}`);
  sections.push({
    heading: 'Geltende Regeln und Varianten',
    paragraphs: [
      `${r.players} Spieler. ` + (active.length ? `Geltende Varianten: ${list(L, active)}.` : 'Regeln des Buchs, keine Varianten.'),
      ...Object.entries(VARIANTS).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (gilt)' : ''}`),
    ],
  });
  return sections;
}

export const casinoRulesDe: (rules: CasinoRules) => readonly RulesSection[] = rulesText;
