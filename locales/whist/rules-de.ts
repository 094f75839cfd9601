/**
 * Whist's rules for players (Shift+F1) in German, for the rules in force (the value of resolveRules in
 * src/games/whist/rules.ts; spec ../shared/rules/whist.md). Their own chunk, loaded when the player
 * first asks for the rules.
 */
import type { WhistRules } from '../../src/games/whist/types.js';
import type { VARIANT_IDS } from '../../src/games/whist/rules.js';
import { list, plural, type RulesSection } from '../../src/i18n/messages.js';

const L = 'de' as const;

type VariantId = (typeof VARIANT_IDS)[number];

export const VARIANTS = {
  'V-W-1': { name: 'Robber zu 7', description: 'Eine Partie hat nur 2 Werte: doppelt, 2 Punkte, wenn die Verlierer 4 Punkte oder weniger haben, sonst einfach, 1 Punkt. Der größte Robber ohne Schlemm ist 7 wert.' },
  'V-W-2': { name: 'Honneurs zählen bei 9', description: 'Eine Partei mit 9 Punkten zählt ihre Honneurs wie jede andere; ansagen darf sie trotzdem nicht.' },
  'V-W-3': { name: 'Kein Schlemm', description: 'Ein Schlemm bringt nichts außer den Punkten für seine Stiche.' },
  'V-W-4': { name: 'Ansage von selbst', description: 'Die App macht die Ansage bei 8 für dich, sobald du ansagen darfst, wie für die Computerspieler.' },
  'V-W-5': { name: 'Rest beanspruchen', description: 'Wenn du ausspielen sollst, darfst du alle restlichen Stiche beanspruchen; die App nimmt nur an, was nicht schiefgehen kann, und eine Ablehnung kostet nichts.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

function rulesText(r: WhistRules): readonly RulesSection[] {
  const sections: RulesSection[] = [
    {
      heading: 'Das Spiel',
      paragraphs: [
        'Whist, hier das alte lange Whist, ist ein Stichspiel für 4 Spieler in 2 festen Parteien; die Partner sitzen einander gegenüber. Eine Partei bekommt 1 Punkt für jeden Stich über 6 und Punkte für die hohen Trümpfe, die sie hält, die Honneurs. Die Partei, die zuerst 10 Punkte hat, gewinnt eine Partie, und wer zuerst 2 Partien gewinnt, gewinnt den Robber. Gespielt wird im Uhrzeigersinn.',
        'Diese Regeln folgen der Anleitung zum Whist in einem polnischen Kartenspielbuch vom Anfang des 19. Jahrhunderts, die weitgehend Hoyle übersetzt. Wo das Buch schweigt, gelten die üblichen Regeln des langen Whist jener Zeit.',
      ],
    },
    {
      heading: 'Karten und Rangfolge',
      paragraphs: [
        'Ein volles Blatt mit 52 Karten in 4 Farben: Pik, Herz, Karo und Kreuz. In jeder Farbe gilt von hoch nach niedrig: Ass, König, Dame, Bube, 10, 9, 8, 7, 6, 5, 4, 3, 2.',
        'Die Honneurs sind Ass, König, Dame und Bube der Trumpffarbe. Honneurs der anderen Farben bedeuten nichts.',
      ],
    },
    {
      heading: 'Partner und Plätze',
      paragraphs: [
        'Zu Beginn jedes Robbers zieht jeder eine Karte. Dabei zählt das Ass 1 und ist die niedrigste Karte; die Farben spielen keine Rolle. Die beiden mit den höchsten Karten spielen zusammen gegen die beiden mit den niedrigsten, und wer die niedrigste Karte hat, gibt zuerst. Wer gleiche Karten hat, zieht noch einmal, wo es darauf ankommt.',
        'Die Partner sitzen einander gegenüber, die Parteien spielen also abwechselnd. Parteien, Plätze und der erste Geber können von Robber zu Robber wechseln.',
      ],
    },
    {
      heading: 'Das Geben und der Trumpf',
      paragraphs: [
        'Der Geber mischt, sein rechter Gegner hebt ab. Der Geber gibt die Karten einzeln, beim linken Nachbarn beginnend und sich selbst zuletzt, bis jeder 13 hat. Ein Talon bleibt nicht.',
        'Die letzte Karte, die des Gebers, wird aufgeschlagen: Ihre Farbe ist in diesem Spiel Trumpf. Die aufgeschlagene Karte bleibt offen auf dem Tisch liegen, bis der Geber zum ersten Stich zugeben muss; dann nimmt er sie auf und darf sie gleich spielen. Danach darf jeder noch fragen, welche Farbe Trumpf ist, aber nicht mehr, welche Karte aufgeschlagen war.',
        'Nach jedem Spiel gibt der linke Nachbar. Das geht über die Partien eines Robbers hinweg weiter; erst ein neuer Robber beginnt mit einem neuen Ziehen.',
      ],
    },
    {
      heading: 'Das Ausspielen',
      paragraphs: [
        'Der linke Nachbar des Gebers, die Vorhand, spielt zum ersten Stich aus, und wer einen Stich macht, spielt zum nächsten aus. Ausspielen darf man jede Karte, auch Trumpf.',
        'Man muss Farbe bedienen, wenn man kann; welche Karte, ist frei. Kann man nicht bedienen, darf man jede Karte zugeben: stechen oder abwerfen. Es gibt keinen Stichzwang: Man muss weder stechen noch überstechen noch die Karte schlagen, die gerade vorn liegt.',
        'Der höchste Trumpf macht den Stich. Ohne Trumpf macht ihn die höchste Karte der ausgespielten Farbe; eine Karte einer anderen Farbe gewinnt nie.',
        r.claims
          ? 'Rest beanspruchen: Wenn man ausspielen soll, darf man alle restlichen Stiche für seine Partei beanspruchen. Die App nimmt das nur an, wenn die eigene Partei jeden restlichen Stich macht, wie die Gegner auch spielen; dann bekommt die Partei diese Stiche, und das Spiel ist zu Ende. Sonst wird der Anspruch abgelehnt, ohne Strafe, und man spielt weiter.'
          : 'Alle 13 Stiche werden gespielt, auch wenn der Ausgang klar ist; nur eine gelungene Ansage bei 8 beendet ein Spiel früher.',
      ],
    },
    {
      heading: 'Die Abrechnung eines Spiels',
      paragraphs: [
        'Stiche: Die Partei, die 7 Stiche oder mehr macht, bekommt 1 Punkt für jeden Stich über 6: 7 Stiche zählen 1, 8 Stiche 2 und so fort bis 7 Punkte für alle 13. Die andere Partei bekommt für Stiche nichts.',
        'Honneurs: Eine Partei, deren beide Spieler zusammen 3 der 4 Honneurs bekommen haben, zählt 2 Punkte; alle 4 Honneurs zählen 4 Punkte. Sind die Honneurs 2 zu 2 geteilt, zählen sie nichts. Es zählt, wie die Karten gegeben wurden, die aufgeschlagene Karte eingeschlossen, gleich wer die Stiche macht, in die sie fallen. Die App zählt sie von selbst.',
        r.honoursAtNine
          ? 'In diesen Regeln zählen Honneurs bei jedem Stand, auch für eine Partei, die 9 hat.'
          : 'Keine Honneurs bei 9: Eine Partei, die zu Beginn des Spiels 9 hatte, zählt in diesem Spiel keine Honneurs; sie kann nur durch Stiche hinausgehen.',
        'Zuerst werden die Stiche gezählt, dann die Honneurs. Sobald eine Partei 10 Punkte erreicht, hat sie die Partie sofort gewonnen, und was das Spiel sonst noch zählen würde, verfällt: Haben die Stiche eine Partei auf 10 gebracht, zählen die Honneurs der anderen nicht mehr. Punkte über 10 verfallen.',
      ],
    },
    {
      heading: 'Die Ansage bei 8',
      paragraphs: [
        'Eine Partei, die zu Beginn eines Spiels genau 8 Punkte hat, darf die Partie mit ihren Honneurs sofort gewinnen, statt das Spiel auszuspielen. Ein Spieler dieser Partei sagt dann an und fragt seinen Partner: Kannst du? Er muss selbst mindestens 2 Honneurs haben, und er darf nur bei seinem eigenen Zug im ersten Stich ansagen, bevor er seine Karte spielt. Die Vorhand kann also vor dem Ausspielen ansagen, der Geber, wenn er an der Reihe ist, nachdem er die aufgeschlagene Karte aufgenommen hat.' +
          (r.honoursAtNine ? ' Eine Partei mit 9 Punkten darf nie ansagen.' : ''),
        'Die Ansage gelingt, wenn der Ansager selbst 3 oder 4 Honneurs hat oder sein Partner mindestens 1: Der Partner antwortet ja. Dann werden die Honneurs der Partei allen gezeigt, die Partei zählt sie, 2 für 3 Honneurs oder 4 für 4, und gewinnt die Partie sofort. Das Spiel endet damit: Die Karten im ersten Stich zählen nicht, und es werden keine Stiche gezählt.',
        'Hat der Ansager genau 2 Honneurs und sein Partner keines, antwortet der Partner nein. Es wird nichts gezeigt, der Ansager spielt seine Karte, und das Spiel geht weiter; die Honneurs sind dann 2 zu 2 geteilt und zählen nichts. Die Antwort des Partners gibt die App nach seinen Karten, sie stimmt also immer. ' +
          (r.autoCall
            ? 'In diesen Regeln sagt die App für dich an, sobald du ansagen darfst, wie für die Computerspieler.'
            : 'Computerspieler sagen immer an, wenn sie dürfen; du entscheidest selbst.'),
      ],
    },
    {
      heading: 'Der Wert einer Partie',
      paragraphs: [
        r.sevenPoint
          ? 'Eine Partie bringt Robberpunkte nach dem Stand der Verlierer in dem Augenblick, in dem sie gewonnen wird: doppelt, 2 Punkte, wenn die Verlierer 4 Punkte oder weniger haben, sonst einfach, 1 Punkt. Dreifache und vierfache Partien gibt es in diesen Regeln nicht. Wie viel die Gewinner haben, spielt keine Rolle.'
          : 'Eine Partie bringt Robberpunkte nach dem Stand der Verlierer in dem Augenblick, in dem sie gewonnen wird: einfach, 1 Punkt, wenn sie 5 Punkte oder mehr haben; doppelt, 2 Punkte, bei 3 oder 4; dreifach, 3 Punkte, bei 1 oder 2; vierfach, 4 Punkte, wenn sie nichts haben. Wie viel die Gewinner haben, spielt keine Rolle.',
        'Jede Partie beginnt bei 0 zu 0; Punkte werden nicht in die nächste Partie übertragen.',
      ],
    },
    {
      heading: 'Schlemm',
      paragraphs: [
        r.slams
          ? 'Eine Partei, die alle 13 Stiche eines Spiels macht, hat einen großen Schlemm, er bringt 6 Robberpunkte; genau 12 Stiche sind ein kleiner Schlemm, er bringt 3. Das sind keine Punkte für die Partie: Ein Schlemm hilft außer mit seinen Stichen nicht auf dem Weg zu 10, aber er zählt im Robber für die Partei, die ihn gemacht hat, ob sie gewinnt oder verliert.'
          : 'In diesen Regeln bringt ein Schlemm nichts außer den Punkten für seine Stiche.',
      ],
    },
    {
      heading: 'Der Robber und die Sitzung',
      paragraphs: [
        'Ein Robber geht über höchstens 3 Partien: Er endet, sobald eine Partei 2 Partien gewonnen hat; nach 2 zu 0 wird keine dritte gespielt.',
        'Die Gewinner des Robbers bekommen 3 Robberpunkte dazu. Jede Partei zählt die Werte ihrer gewonnenen Partien' +
          (r.slams ? ' und ihrer Schlemms' : '') +
          ' zusammen, die Gewinner auch diese 3, und der Robber ist den Unterschied wert: Jeder Spieler der gewinnenden Partei bekommt so viel, jeder der anderen verliert so viel.' +
          (r.sevenPoint
            ? ' 2 doppelte Partien hintereinander ergeben einen Robber von 2 plus 2 plus 3, also 7.'
            : ' 2 vierfache Partien hintereinander ergeben einen Robber von 4 plus 4 plus 3, also 11.') +
          (r.slams ? ' Haben die Verlierer große Schlemms gemacht, kann der Unterschied sogar zu ihren Gunsten ausfallen.' : ''),
        `Die Sitzung dauert ${plural(L, r.rubbers, { one: 'Robber', other: 'Robber' })}. Die Robberpunkte werden für jeden Spieler einzeln geführt, weil die Partner von Robber zu Robber wechseln können; ein abgebrochener Robber zählt nicht. Am Ende ergibt sich die Reihenfolge aus den Robberpunkten, und wer gleich viele hat, teilt sich den Platz.`,
      ],
    },
  ];
  const active = r.variants.map((id) => `${id}, ${VARIANTS[id as VariantId]?.name ?? id}`);
  sections.push({
    heading: 'Geltende Regeln und Varianten',
    paragraphs: [
      active.length ? `Geltende Varianten: ${list(L, active)}.` : 'Langes Whist wie im Buch, keine Varianten.',
      ...Object.entries(VARIANTS).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (gilt)' : ''}`),
    ],
  });
  return sections;
}

export const whistRulesDe: (rules: WhistRules) => readonly RulesSection[] = rulesText;
