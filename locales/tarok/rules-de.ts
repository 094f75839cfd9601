/**
 * Die Regeln des Tarok für Spieler (Umschalt+F1) auf Deutsch, für die geltenden Regeln (resolveRules in
 * src/games/tarok/rules.ts; Spezifikation ../shared/rules/tarok.md): Tarok en trois, Tarok en deux und
 * Taroklomber nach alter und neuer Art. Ein eigener Chunk, geladen, wenn die Regeln zum ersten Mal
 * verlangt werden. Jede Zahl kommt aus den Tabellen der Engine (./rules-figures.ts).
 */
import type { Form, Game, Method, TarokRules } from '../../src/games/tarok/types.js';
import type { VARIANT_IDS } from '../../src/games/tarok/rules.js';
import { list, plural, type RulesSection } from '../../src/i18n/messages.js';
import { tarockDe } from '../decks/de.js';
import { dealSizes, FIGURES as F, prizeValues, tariffRows } from './rules-figures.js';

const L = 'de' as const;

type VariantId = (typeof VARIANT_IDS)[number];

export const FORM_NAMES: Readonly<Record<Form, string>> = { trois: 'Tarok en trois', deux: 'Tarok en deux', lomber: 'Taroklomber' };
export const METHOD_NAMES: Readonly<Record<Method, string>> = { old: 'nach alter Art', new: 'nach neuer Art' };
export const GAME_NAMES: Readonly<Record<Game, string>> = { aDue: 'a Due', aUno: 'a Uno', solo: 'Solo' };

export const VARIANTS = {
  'V-T-1': { name: 'Tarok mit dem Stich', description: `En trois: Wer keinen Stich macht, bekommt von jedem der beiden anderen ${F.noTrick}, zu allem anderen dazu.` },
  'V-T-2': { name: 'Matadore von unten', description: 'En trois und en deux: Sküs, Pagat und die Zwei sind auch drei Matadore, dann folgen die Drei, die Vier und so weiter ohne Lücke; jeder zählt die bessere seiner beiden Reihen.' },
  'V-T-3': { name: 'Der Pot', description: 'En trois: Jeder Geber setzt einen vereinbarten Einsatz in einen Pot. Wer den letzten Stich mit seinem Pagat macht, nimmt den ganzen Pot, und wer seinen Pagat im letzten Stich verliert, setzt so viel dazu, wie darin liegt; ein König ultimo nimmt den halben Pot, ein im letzten Stich verlorener König setzt die Hälfte dazu.' },
  'V-T-4': { name: 'Der Verlierer zahlt', description: 'En trois: Wem eine Prämie verloren geht, der zahlt ihren Wert jedem der beiden anderen, und wer eine Prämie macht, bekommt ihn von jedem, statt dass die Prämien zwischen denen abgerechnet werden, vor denen sie liegen.' },
  'V-T-5': { name: 'Taroklomber zu viert', description: 'Vier am Tisch: In jedem Spiel setzt der auf dem Platz des Gebers, der König, aus, und er zahlt und bekommt wie beim Lomber zu viert.' },
  'V-T-6': { name: 'Der Pagat mit zehn Tarocken', description: 'En trois: Das Buch sagt, man vereinbare manchmal, den Pagat mit zehn Tarocken zu zählen, ohne zu sagen, was das heißt.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

const points = (n: number) => plural(L, n, { one: 'Punkt', other: 'Punkte' });
const cards = (n: number) => plural(L, n, { one: 'Karte', other: 'Karten' });
const rankWords = (ranks: readonly string[]) => ranks.map((r) => tarockDe.ranks[r as keyof typeof tarockDe.ranks].word).join(', ');

function gameLine(method: Method): string {
  return tariffRows(method)
    .map((g) => `${GAME_NAMES[g.game]}, ${g.calls === 0 ? 'keine Karte gerufen' : `${plural(L, g.calls, { one: 'Karte', other: 'Karten' })} gerufen`}`)
    .join('; ');
}

function tariffLine(method: Method): string {
  return tariffRows(method)
    .map((g) => `${GAME_NAMES[g.game]} ${g.base} und ${g.rate} für jeden Punkt über ${F.remise}, oder ${g.tout} für Tout`)
    .join('; ');
}

function rulesText(r: TarokRules): readonly RulesSection[] {
  const lomber = r.form === 'lomber';
  const deux = r.form === 'deux';
  const size = dealSizes(r);
  const prize = prizeValues(r.form);
  const formName = lomber ? `${FORM_NAMES.lomber} ${METHOD_NAMES[r.method]}` : FORM_NAMES[r.form];
  const sections: RulesSection[] = [];

  sections.push({
    heading: 'Das Spiel',
    paragraphs: [
      deux
        ? `Tarok en deux ist das Tarok für zwei, ein Stichspiel mit der Tarokkarte, gespielt in Partien auf ${F.partyTarget} Punkte. Nach dem Geben legt der Geber ${cards(size.skat)} weg, den Skat; beide Blätter werden angesagt, nur die Anzahlen; dann werden alle Stiche gespielt, und was jeder angesagt, gefangen und gezählt hat, wird ihm angeschrieben.`
        : lomber
          ? `Taroklomber, das Tarok-l’Hombre, ist das Tarok zu dritt nach Art des Lomber: Die Spieler bieten um das Recht, als Spieler allein gegen die beiden anderen zu spielen, die zusammenhalten. Der Spieler braucht ${F.remise + 1} der ${F.packPoints} Kartenpunkte. Es gibt keine Ansagen und keine Prämien für Pagat und Könige.`
          : `Tarok en trois ist ein Stichspiel für drei, jeder für sich, mit der Tarokkarte. Nach dem Geben legt der Geber ${cards(size.skat)} weg, den Skat; jedes Blatt wird angesagt, nur die Anzahlen; dann werden alle Stiche gespielt. Das Geld kommt aus dreierlei: den Ansagen, dem Pagat und den Königen, die in den Stichen gefangen oder gemacht werden, und den Kartenpunkten, die jeder gewinnt.`,
      lomber
        ? 'Es geht nach links herum, im Uhrzeigersinn: Wer links vom Geber sitzt, ist die Vorhand; er spricht und spielt zuerst aus, und er gibt als Nächster.'
        : deux
          ? 'Die beiden geben abwechselnd; wer nicht gibt, spielt zuerst aus.'
          : 'Es geht nach rechts herum, gegen den Uhrzeigersinn: Wer rechts vom Geber sitzt, ist die Vorhand; er spielt zuerst aus, und er gibt als Nächster.',
      ...(lomber
        ? [
            r.method === 'old'
              ? 'An diesem Tisch gilt die alte Art: Der Geber legt den Skat vor dem Reizen, und er zählt für seine Seite.'
              : `An diesem Tisch gilt die neue Art: ${cards(size.skat)} werden vor dem Geben beiseitegelegt, und der Spieler nimmt sie und legt ${size.skat} weg.`,
          ]
        : []),
      'Diese Regeln folgen der Abhandlung über Tarok und Tarok-l’Hombre in einem polnischen Kartenspielbuch vom Anfang des 19. Jahrhunderts. Gezählt wird alles in Punkten: Jeder Stand beginnt bei 0 und darf darunter fallen.',
    ],
  });

  sections.push({
    heading: 'Die Karten',
    paragraphs: [
      `Das Spiel hat ${F.taroks + 4 * F.suitCards} Karten: ${F.taroks} Tarocke, die Trümpfe, und vier Farben zu je ${F.suitCards} Karten.`,
      `Die Tarocke tragen die Zahlen 1 bis ${F.taroks - 1}. Der Mond, die ${F.taroks - 1}, ist der höchste Tarock und kann nie geschlagen werden; der Pagat, die 1, ist der niedrigste und wird von jedem anderen Tarock geschlagen. Der letzte Tarock ist der Sküs: Er hat keine Zahl und macht nie einen Stich.`,
      `Jede Farbe hat vier Figuren, König, Dame, Cavall, den Reiter zwischen Dame und Bube, und Bube, und zehn Zahlenblätter. In Kreuz und Pik, den schwarzen Farben, gehen die Karten von hoch nach niedrig: ${rankWords(F.blackOrder)}. In Herz und Karo, den roten Farben, laufen die Zahlenblätter rückwärts: ${rankWords(F.redOrder)}; das Ass ist das höchste Zahlenblatt und die Zehn das niedrigste.`,
      ...(lomber ? [] : [`Für die Ansagen gibt es ${F.kings} Könige: den Sküs, den Mond, den Pagat und die vier Farbkönige. Sküs, Pagat und Mond sind die Matadore.`]),
    ],
  });

  const three = 3 * F.ladonPips - F.packetLess;
  sections.push({
    heading: 'Das Zählen der Karten',
    paragraphs: [
      `Jede Karte hat einen Wert in Augen: ${F.figurePips.map((f) => `${f.rank === 'Q' ? 'die' : 'der'} ${tarockDe.ranks[f.rank].word} ${f.pips}`).join(', ')}; der Mond ${F.matadorPips.xxi}, der Pagat ${F.matadorPips.pagat} und der Sküs ${F.matadorPips.sky}; jede andere Karte ${F.ladonPips}. Die Karten von einem Auge sind die Ladons, die leeren Karten: jedes Zahlenblatt und die Tarocke von 2 bis ${F.taroks - 2}. Die übrigen ${F.countingCards} sind die Zählkarten.`,
      deux
        ? `Am Ende des Spiels zählt jeder die Karten, die er gewonnen hat, der Geber mit dem Skat, zu zweien: Ein Paar zählt seine Augen weniger ${F.pairLess}. Der Haufen des Gebers hat immer eine ungerade Zahl von Karten; seine eine übrige Karte zählt ihre Augen allein. Weil Karten beiseiteliegen, ergeben die beiden Zählungen keine feste Summe.`
        : `Am Ende des Spiels zählt ${lomber ? 'der Spieler die Karten, die er gewonnen hat, und die beiden Gegner ihre zusammen,' : 'jeder die Karten, die er gewonnen hat,'} in Päckchen zu dreien: Ein Päckchen zählt seine Augen weniger ${F.packetLess}. Drei Ladons machen ${three}; Dame, Bube und ein Ladon ${F.queenJackLadon}; König, Dame und Cavall ${F.kingQueenCavall}. Wie man die Päckchen auch bildet, die Zählung bleibt gleich: die Augen weniger ${F.packetLess} für je drei Karten. Das ganze Spiel zählt ${F.packPoints}.`,
    ],
  });

  const extra = size.dealer - size.hand;
  const dealt = `je fünf Karten, ${deux ? 'beim Gegner' : 'bei der Vorhand'} beginnend, fünfmal herum: ${cards(size.hand)} für jeden`;
  const skatPara = lomber
    ? r.method === 'old'
      ? `Vor dem Reizen legt der Geber ${cards(size.skat)} verdeckt weg, eine nach der anderen: den Skat. Nie darf er einen Tarock weglegen, auch nicht Sküs, Mond und Pagat, und keinen König; Damen, Cavalls, Buben und Zahlenblätter dürfen weg. Er wählt in dem Wissen, dass er selbst spielen oder Gegner sein kann. Der Skat gehört ihm und zählt am Ende für seine Seite, ob er Spieler ist oder Gegner.`
      : `Niemand sieht den Skat, bevor der Spieler ihn nimmt. Nach dem Reizen nimmt der Spieler die ${cards(size.skat)} auf, ruft in a Uno seine Karte und legt dann ${size.skat} Karten weg, eine nach der anderen, nie einen Tarock und keinen König. Was er weglegt, zählt für ihn.`
    : `Vor allem anderen legt der Geber ${cards(size.skat)} verdeckt weg, eine nach der anderen: den Skat. Er gehört ihm und zählt am Ende mit seinen Stichen; sonst sieht ihn niemand vor dem Zählen. Er darf keinen Tarock und keinen König weglegen. Eine Ausnahme: Ein Geber, dessen ${size.dealer} Karten den Pagat mit höchstens zwei anderen Tarocken halten, selbst Sküs und Mond, darf den Pagat weglegen; der liegt dann als gemacht vor ihm und ist ${prize.pagat[0]} wert.`;
  sections.push({
    heading: 'Das Geben und der Skat',
    paragraphs: [
      lomber && r.method === 'new'
        ? `Der Geber legt zuerst die obersten ${cards(size.skat)} verdeckt beiseite: den Skat. Dann gibt er ${dealt}.`
        : `Der Geber gibt ${dealt}; dann bekommt der Geber die letzten ${cards(extra)} und hält ${size.dealer}.${deux ? ` Die übrigen ${cards(size.aside)} werden ungesehen beiseitegelegt: Niemand spielt sie oder darf sie ansehen.` : ''}`,
      skatPara,
      `Hat, wer den Skat legt, weniger als ${cards(size.skat)}, die er weglegen darf, ergänzt er ihn mit seinen niedrigsten Tarocken außer Sküs, Mond und Pagat.`,
    ],
  });

  if (!lomber) {
    sections.push({
      heading: 'Die Ansagen',
      paragraphs: [
        `Wenn der Skat liegt, wird jedes Blatt angesagt, zuerst das des Gebers, dann ${deux ? 'das seines Gegners' : 'die der anderen der Reihe nach'}. Der Tisch sagt für jeden an, was seine ${cards(size.hand)} halten, und sagt nur, wie viele, nie welche: nie, ob der Pagat unter den Tarocken ist, welche Könige, oder in welcher Farbe eine Kavallerie.`,
        `Tarocke: ${F.minTaroks} Tarocke zählen ${F.tarokPoints}, jeder weitere Tarock ${F.tarokStep} mehr; weniger zählen nichts. Der Sküs zählt als Tarock.`,
        `Matadore: Sküs, Pagat und Mond zusammen sind ${F.minMatadors} Matadore und zählen ${F.matadorPoints}; jeder Tarock unter dem Mond ohne Lücke, die ${F.taroks - 2}, dann die ${F.taroks - 3} und so weiter, ist ein Matador mehr und bringt ${F.matadorStep} dazu. Ohne alle drei gibt es keine Matadore.${r.fromBelow ? ' Matadore von unten gelten: Sküs, Pagat und die Zwei sind auch drei Matadore, dann folgen die Drei, die Vier und so weiter; jeder zählt die bessere seiner beiden Reihen.' : ''}`,
        `Kavallerie: König, Dame, Cavall und Bube einer Farbe sind eine ganze Kavallerie, ${F.whole}; drei davon eine halbe Kavallerie, ${F.half}. Wer dazu den Sküs hält, sagt seine Kavallerien mit dem Sküs an, und sie zählen doppelt: eine ganze ${F.wholeSkied}, eine halbe ${F.halfSkied}.`,
        `Könige: Von den ${F.kings} Königen zählen ${F.minKings} zusammen ${F.kingPoints}, jeder weitere König ${F.kingStep} mehr; alle ${F.kings} zählen ${F.allKings}. Die Matadore zählen als Könige noch einmal.`,
        deux
          ? 'Am Ende des Spiels wird jedem seine Ansage angeschrieben.'
          : 'Am Ende des Spiels bekommt jeder seine Ansage von jedem der beiden anderen: Zwischen zwei Spielern wird der Unterschied bezahlt.',
      ],
    });
  } else {
    const rows = tariffRows(r.method);
    sections.push({
      heading: 'Das Reizen',
      paragraphs: [
        `Die Spiele, das niedrigste zuerst: ${gameLine(r.method)}. ${r.method === 'old' ? 'Die niedrigste Stufe, a Tre, drei Karten tauschen, wird nie gespielt.' : 'Die niedrigeren Stufen, a Tre und a Due, werden nach neuer Art nicht gespielt.'} Ein Spiel geht über die vor ihm; ${GAME_NAMES[rows[rows.length - 1]!.game]} ist das höchste.`,
        'Die Vorhand spricht zuerst, dann die Mittelhand, dann der Geber. Jeder passt oder nennt ein höheres Spiel als das stehende; wer passt, ist für dieses Spiel draußen.',
        'Ein Früherer hat die Hand vor einem Späteren. Wer zuerst ein Spiel nennt, hält das Gebot. Nennt ein Späterer ein höheres Spiel, antwortet der Haltende: Er kann halten, also dieses Spiel selbst spielen; ein höheres nennen; oder passen, und der Spätere hält das Gebot. Nach einem Halten oder einem höheren Spiel spricht der Spätere wieder, bis einer der beiden passt. Ein Späterer muss immer ein höheres Spiel nennen. Wenn der Geber gesprochen hat, ist der Haltende der Spieler und spielt sein Spiel.',
        `Nennt niemand ein Spiel, werden die Karten eingeworfen, die Vorhand bekommt von jedem der anderen ${points(r.aPersonne)}, à personne, und der Nächste gibt.`,
      ],
    });
    sections.push({
      heading: 'Das Rufen',
      paragraphs: [
        `Der Spieler ruft ${list(L, rows.map((g) => `${g.calls === 0 ? 'keine Karte' : plural(L, g.calls, { one: 'Zählkarte', other: 'Zählkarten' })} in ${GAME_NAMES[g.game]}`))}. Er ruft Karten, die er nicht hat, eine nach der anderen: eine Figur, den Mond, den Pagat oder den Sküs. Wer eine gerufene Karte hat, gibt sie ihm, und er gibt diesem eine eigene Karte verdeckt zurück, bevor er die nächste ruft.`,
        'Die zurückgegebene Karte darf weder ein Tarock noch ein König sein, außer er hat nichts anderes, und nicht die eben bekommene. Nur die beiden sehen die gegebene und die zurückgegebene Karte; alle wissen, welche Karte gerufen wurde und wer sie gegeben hat.',
        r.method === 'old'
          ? 'Eine gerufene Karte, die im Skat des Gebers liegt, gibt niemand: Nichts wird zurückgegeben, und der Ruf ist verbraucht.'
          : 'Nach neuer Art nimmt der Spieler den Skat, bevor er ruft; eine gerufene Karte ist also immer in der Hand eines Gegners.',
      ],
    });
  }

  sections.push({
    heading: 'Das Spiel der Stiche',
    paragraphs: [
      `${deux ? 'Der Gegner des Gebers' : 'Die Vorhand'} spielt zum ersten Stich aus${lomber ? ', wer auch Spieler ist' : ''}; wer einen Stich macht, spielt zum nächsten aus. Alle ${size.hand} Stiche werden gespielt${deux ? '; ein Stich hat zwei Karten' : ''}.`,
      'Man muss Farbe bekennen, wenn man kann. Kann man nicht, muss man einen Tarock spielen, wenn man einen hat; wird ein Tarock ausgespielt, muss man Tarock zugeben, wenn man kann. Nur wer beides nicht hat, darf jede Karte spielen. Überstechen muss man nie.',
      'Der Sküs ist immer frei: Man darf ihn zu jedem Stich spielen statt dessen, was man spielen müsste, und er zwingt nie zum Tarock; ist der Sküs der einzige Tarock, darf man jede Karte spielen, wenn man nicht bekennen kann. Wird der Sküs ausgespielt, gilt die nächste gespielte Karte als ausgespielt.',
      'Der höchste Tarock macht den Stich; ohne Tarock die höchste Karte der ausgespielten Farbe. Der Sküs macht nie einen Stich.',
      `Vor den letzten drei Stichen seines Besitzers gespielt, geht der Sküs nie verloren: Sein Besitzer legt ihn zu seinen eigenen gewonnenen Karten und gibt dem, der den Stich macht, dafür einen Ladon, beim Zählen ein Auge und eine Karte. In einem der letzten drei Stiche gespielt, ist er verloren und geht mit dem Stich an dessen Gewinner.${lomber ? ' Macht der Spieler alle Stiche, bekommt er auch den Sküs eines Gegners.' : ''}`,
    ],
  });

  if (!lomber) {
    sections.push({
      heading: 'Der Pagat und die Könige',
      paragraphs: [
        'Um den Pagat und die vier Farbkönige wird gespielt: Sie sind die Prämien. Jede fällt dem zu, der den Stich macht, in den sie gespielt wird: gemacht, wenn das ihr Besitzer ist, verloren, wenn es ein anderer ist; so oder so liegt sie bis zum Ende des Spiels vor dem, der den Stich gemacht hat. Ein in den Skat gelegter Pagat liegt als gemacht vor dem Geber. Sküs und Mond sind nie Prämien.',
        `Der Pagat ist ${prize.pagat[0]} wert, im letzten Stich, ultimo, ${prize.pagat[1]}; ein König ${prize.king[0]}, im letzten Stich ${prize.king[1]}.${deux ? ' Eine Prämie unter den beiseitegelegten Karten zählt nichts.' : ''}`,
        deux
          ? 'Am Ende des Spiels wird jedem angeschrieben, was vor ihm liegt.'
          : 'Am Ende des Spiels bekommt jeder, was vor ihm liegt, von jedem der beiden anderen: Zwischen zwei Spielern wird der Unterschied bezahlt.',
      ],
    });
  }

  sections.push({
    heading: deux ? 'Die Punkte und die Partie' : 'Gewinnen und zahlen',
    paragraphs: deux
      ? [
          'Während einer Partie wird nichts bezahlt. Am Ende jedes Spiels schreibt sich jeder seine Ansage, seine Prämien und seine Kartenpunkte an.',
          `Am Ende des Spiels, in dem einer ${F.partyTarget} oder mehr erreicht, ist die Partie aus: Wer mehr Punkte hat, gewinnt die Partie und so viele Punkte, wie er voraus ist. Wer unter ${F.doubleLine} bleibt, verliert die Partie doppelt. Bei gleichem Stand geht die Partie mit einem weiteren Spiel weiter.`,
          `Eine Partie ist ${points(r.partyValue)} wert: Der Verlierer zahlt dem Gewinner die Partie, bei doppelter Partie zwei, und den Unterschied der Punkte.`,
        ]
      : lomber
        ? [
            `Der Spieler zählt seine Stiche${r.method === 'old' ? ', mit dem Skat, wenn er der Geber ist' : ' mit dem Skat, den er gelegt hat'}; die Gegner zählen ihre zusammen${r.method === 'old' ? ', mit dem Skat, wenn der Geber einer von ihnen ist' : ''}. Mit ${F.remise + 1} oder mehr gewinnt der Spieler; mit ${F.remise} ist es eine Remise, und nichts wird bezahlt; mit ${F.remise - 1} oder weniger hat er verloren.`,
            `Der Tarif, was jeder Gegner einem gewinnenden Spieler zahlt: ${tariffLine(r.method)}. Ein verlierender Spieler zahlt jedem Gegner dasselbe: das Spiel und seinen Satz für jeden Punkt, den die Gegner über ${F.remise} gemacht haben.`,
            `Macht der Spieler alle ${size.hand} Stiche, hat er Tout gemacht, und jeder Gegner zahlt ihm stattdessen den Tout seines Spiels. Tout wird nicht angesagt, nur gemacht.`,
          ]
        : [
            `Jeder zählt seine Karten, der Geber mit dem Skat; die drei Zählungen ergeben ${F.packPoints}. Die Mitte ist ${F.par}: Wer mehr hat, bekommt seinen Überschuss, wer weniger hat, zahlt, was ihm fehlt. Ist einer unter der Mitte, zahlt er jedem der anderen dessen Überschuss; sind zwei darunter, zahlt jeder, was ihm fehlt, an den einen darüber.`,
            `Ein Spiel zahlt also dreierlei: die Ansagen, die Prämien und die Karten.${r.withTrick ? ` Wer keinen Stich gemacht hat, bekommt außerdem von jedem der beiden anderen ${F.noTrick}.` : ''}`,
          ],
  });

  sections.push({
    heading: 'Die Sitzung',
    paragraphs: [
      deux
        ? `Die Sitzung dauert ${plural(L, r.parties, { one: 'Partie', other: 'Partien' })}; eine neue Partie beginnt mit beiden Ständen bei 0, und es wird weiter abwechselnd gegeben. Alle Beträge sind Punkte; die beiden Stände beginnen bei 0 und ergeben zusammen immer 0.`
        : `Die Sitzung dauert ${plural(L, r.tours, { one: 'Tour', other: 'Touren' })}: In einer Tour gibt jeder einmal, ${plural(L, r.tours * r.players, { one: 'Spiel', other: 'Spiele' })} insgesamt${lomber ? ', ein Spiel, in dem alle gepasst haben, mitgezählt' : ''}. Alle Beträge sind Punkte; die Stände beginnen bei 0 und ergeben zusammen immer 0. Die Plätze ergeben sich aus den Ständen; gleiche Stände teilen sich einen Platz.`,
    ],
  });

  const active = r.variants.map((id) => `${id}, ${VARIANTS[id as VariantId]?.name ?? id}`);
  sections.push({
    heading: 'Geltende Regeln und Varianten',
    paragraphs: [
      active.length ? `Geltende Varianten: ${list(L, active)}.` : `${formName} wie im Buch, ohne Varianten.`,
      'Wählen lassen sich nur die ersten beiden Varianten, die erste für en trois, die zweite für en trois und en deux; die anderen stehen hier, wie das Buch sie erzählt.',
      ...Object.entries(VARIANTS).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (gilt)' : ''}`),
    ],
  });
  return sections;
}

export const tarokRulesDe: (rules: TarokRules) => readonly RulesSection[] = rulesText;
