/**
 * The Hundertspiel's rules for players (Shift+F1) in German, for the rules in force (the value of
 * resolveRules in src/games/hundertspiel/rules.ts; spec ../shared/rules/hundertspiel.md, source
 * ../shared/sources/hundertspiel-1829.txt). Their own chunk, loaded when the player first asks for the rules.
 */
import type { HundertspielRules } from '../../src/games/hundertspiel/types.js';
import { list, type RulesSection } from '../../src/i18n/messages.js';
import { VARIANTS } from './de.js';

const L = 'de' as const;

/** Whether a chosen variant changes anything in these rules (some apply only with or without the Scat). */
function hasEffect(id: string, r: HundertspielRules): boolean {
  switch (id) {
    case 'V-H-1':
      return r.trumpByCut;
    case 'V-H-3':
      return r.first52;
    case 'V-H-4':
      return r.deadScat;
    case 'V-H-5':
      return r.scatGame;
    default:
      return true;
  }
}

function rulesText(r: HundertspielRules): readonly RulesSection[] {
  const four = r.players === 4;
  const n = r.scatSize;
  const suitValues = 'Schwerter 1, Münzen 2, Becher 3, Stäbe 4';
  const sections: RulesSection[] = [
    {
      heading: 'Das Spiel',
      paragraphs: [
        (four
          ? 'Das Hundertspiel ist ein altes Stichspiel für 4 Spieler in 2 festen Parteien; die Partner sitzen einander gegenüber.'
          : 'Das Hundertspiel ist ein altes Stichspiel für 4 Spieler in 2 Parteien; hier spielen es 3 Spieler, jeder für sich.') +
          ` Punkte gibt es für die Figuren, die man einsticht, für Stiche mit einem Do und für angesagte gleiche Karten in der Hand. ${four ? 'Die Partei, die' : 'Wer'} zuerst 100 Punkte zählt, gewinnt die Partie; bezahlt wird in Marken. Gespielt wird im Uhrzeigersinn.`,
        'Diese Regeln folgen dem Neuesten allgemeinen Spielbuch, Wien 1829. Wo das Buch eine Frage offenlässt, entscheidet die App so, wie es hier steht; andere Bräuche, die das Buch nennt, sind wählbare Varianten.',
      ],
    },
    {
      heading: 'Karten, Rangfolge und Punkte',
      paragraphs: [
        'Gespielt wird mit der Trappolierkarte: 36 Karten in 4 Farben, Schwerter, Stäbe, Becher und Münzen, italienisch Spadi, Bastoni, Coppi und Denari. Jede Farbe hat 9 Karten, von hoch nach niedrig: Ass, König, Cavall, Bube, 10, 9, 8, 7 und das Do. Der Cavall, der Reiter, vertritt die Dame; eine Dame gibt es nicht. Das Do ist die 2 und die niedrigste Karte seiner Farbe, spielt aber die wichtigste Rolle.',
        'Eingestochene Karten zählen: das Ass 6 Punkte, der König 5, der Cavall 4, der Bube 3. Die 10, 9, 8, 7 und das Do zählen nichts. Der letzte Stich zählt 6 Punkte mehr. Ein Spiel enthält so 78 Punkte, ohne die Zuschläge für Stiche mit einem Do und für Ansagen. Wie viele Stiche man macht, spielt keine Rolle.',
      ],
    },
    {
      heading: four ? 'Parteien, Plätze und Trumpf' : 'Plätze und Trumpf',
      paragraphs: [
        four
          ? 'Um die Parteien zu bestimmen, nimmt man 4 Karten, von jeder Farbe eine und alle von verschiedenem Rang, und jeder zieht verdeckt eine. Die beiden mit den höheren Karten spielen zusammen gegen die beiden anderen. Die Partner sitzen einander gegenüber, die Gegner also nebeneinander. Wer die niedrigste Karte gezogen hat, gibt zuerst; nach jedem Spiel gibt der linke Nachbar.'
          : 'Um die Plätze zu bestimmen, nimmt man 3 Karten aus 3 verschiedenen Farben und von verschiedenem Rang, und jeder zieht verdeckt eine. Wer die niedrigste Karte gezogen hat, gibt zuerst; nach jedem Spiel gibt der linke Nachbar.',
        r.scatGame
          ? 'Mit Scat gibt es keinen festen Trumpf: Trumpf ist die Farbe des Spiels, das angesagt oder gekauft wird (siehe den Abschnitt über das Scat-Spiel).'
          : r.trumpByCut
            ? 'Bei jedem Spiel ist die Farbe der untersten Karte des abgehobenen Stapels Trumpf. Sie ist die letzte Karte, die gegeben wird; der Geber hat sie also, und alle bekommen sie gezeigt.'
            : 'Jeder behält die gezogene Farbe für die ganze Sitzung: Wenn er gibt, ist seine Farbe Trumpf. Der Trumpf wechselt also mit jedem Spiel, und jeder kennt ihn im Voraus.' +
              (four ? '' : ' Die vierte Farbe ist nie Trumpf.'),
      ],
    },
    {
      heading: 'Das Geben',
      paragraphs: [
        'Der Geber mischt, sein rechter Nachbar hebt ab. ' +
          (four
            ? n > 0
              ? `Bevor jemand Karten bekommt, legt der Geber die obersten ${n} Karten verdeckt beiseite: den Scat. Dann gibt er im Uhrzeigersinn, beim linken Nachbarn beginnend und sich selbst zuletzt, je 4 Karten in 2 Runden: Jeder hat ${r.handSize} Karten, und es werden ${r.handSize} Stiche gespielt.`
              : `Der Geber gibt im Uhrzeigersinn, beim linken Nachbarn beginnend und sich selbst zuletzt, je 3 Karten in 3 Runden: Jeder hat ${r.handSize} Karten, es bleibt kein Talon, und es werden ${r.handSize} Stiche gespielt.`
            : n > 0
              ? `Zuerst legt der Geber die obersten ${n} Karten ungesehen beiseite: den Scat. Dann gibt er im Uhrzeigersinn, beim linken Nachbarn beginnend und sich selbst zuletzt, erst 6 und dann 5 Karten: Jeder hat ${r.handSize} Karten, und es werden ${r.handSize} Stiche gespielt.` +
                (r.deadScat ? ` Diese ${n} Karten sind tot: Niemand bekommt sie, und ihre Punkte zählen für niemanden.` : '')
              : `Der Geber gibt im Uhrzeigersinn, beim linken Nachbarn beginnend und sich selbst zuletzt, je 6 Karten in 2 Runden: Jeder hat ${r.handSize} Karten, und es werden ${r.handSize} Stiche gespielt.`),
        four
          ? 'Der linke Nachbar des Gebers hat die Vorhand: Er spricht zuerst und spielt zum ersten Stich aus. Der Geber gibt als Letzter zu.'
          : 'Der linke Nachbar des Gebers hat die Vorhand, der rechte die Mittelhand, der Geber selbst die Hinterhand. Die Vorhand spricht zuerst und spielt zum ersten Stich aus.',
      ],
    },
  ];
  if (r.scatGame) {
    const declarer = four ? 'die Partei des Ansagers' : 'der Ansager';
    const declarerDative = four ? 'der Partei des Ansagers' : 'dem Ansager';
    sections.push({
      heading: 'Das Scat-Spiel',
      paragraphs: [
        `Mit Scat bewerben sich die Spieler um das Spiel: einen Sechsundzwanziger in einer Farbe ihrer Wahl. Diese Farbe ist Trumpf, und wer das Spiel bekommt, der Ansager, muss${four ? ' mit seinem Partner' : ''} den letzten Stich mit ihrem Do machen.`,
        `Ansagen aus der Hand: Reihum, bei der Vorhand beginnend, spricht jeder einmal. Er sagt entweder einen Sechsundzwanziger in einer Farbe an, deren Do er hat, und legt dieses Do offen auf, oder er sagt Weiter, das heißt, er passt. Eine Ansage muss in einer höheren Farbe sein als jede vorige. Die Farben gelten ${suitValues}; das Stäbe-Do heißt der gute Maxel. Die höchste Ansage wird gespielt, und jeder Überbotene nimmt sein Do zurück.` +
          (four ? ' Man darf auch den eigenen Partner überbieten.' : ''),
        `Kaufen: Nur wenn alle Weiter gesagt haben, wird der Scat reihum angeboten, bei der Vorhand beginnend, der Geber zuletzt; wer zuerst zugreift, kauft ihn. Er nimmt die ${n} Karten des Scats auf und legt dann beliebige ${n} Karten ab, aber keinen König und kein Ass. Dann bestimmt er den Trumpf: Er nennt eine Farbe, deren Do er hat, legt dieses Do offen auf und spielt darin als Ansager seinen Sechsundzwanziger. Hat er kein Do, nennt er eine beliebige Farbe, und sein Sechsundzwanziger ist sofort verloren.`,
        'Sagt niemand an und kauft niemand, werden die Karten zusammengeworfen, es zählt nichts, und der Nächste gibt.',
        `Die Punkte der Karten in einem liegen gebliebenen Scat oder in den abgelegten Karten des Käufers zählen nach dem letzten Stich ${declarerDative}.`,
        r.suitValuePay
          ? `Bezahlt wird nach dem Rang der Farbe: Wird der Sechsundzwanziger gemacht, zahlt jeder Gegner so viele Marken, wie die Farbe gilt, ${suitValues}; geht er verloren, zahlt ${declarer} dasselbe. Contra verdoppelt.`
          : `Jedes Spiel kostet 2 Marken, gleich in welcher Farbe, wie jeder angesagte Sechsundzwanziger: Jeder Gegner zahlt sie, wenn er gemacht wird, und ${declarer} zahlt sie, wenn er verloren geht. Der Rang der Farben entscheidet nur, wer wen überbietet. Contra verdoppelt.`,
        'Andere Ansagen eines Sechsundzwanzigers oder Zweiundfünfzigers gibt es im Scat-Spiel nicht. Gleiche Karten werden angesagt, sobald der Trumpf feststeht, wie unten beschrieben.',
      ],
    });
  } else {
    sections.push({
      heading: 'Sechsundzwanziger und Zweiundfünfziger ansagen',
      paragraphs: [
        'Nach dem Geben und vor dem ersten Ausspielen darf reihum jeder, bei der Vorhand beginnend, etwas ansagen, indem er Dos offen auf den Tisch legt:',
        'Sechsundzwanziger: Man legt eines seiner Dos auf und verspricht, damit den letzten Stich zu machen.',
        'Zweiundfünfziger: Man legt 2 seiner Dos auf und verspricht, damit die letzten 2 Stiche zu machen, mit jedem einen, in beliebiger Folge.' +
          (r.first52 ? ' Oder, in diesen Regeln: Man legt das Trumpf-Do auf und verspricht, damit den ersten Stich zu machen.' : ''),
        'Jeder darf in einem Spiel höchstens eine solche Ansage machen; mehrere Spieler, Partner wie Gegner, dürfen je eine machen. Die aufgelegten Dos bleiben in der Hand: Alle sehen sie, und man spielt sie wie jede andere Karte.',
        'Ein Sechsundzwanziger ist verloren, sobald sein Do zu einem früheren Stich gespielt wird oder den letzten Stich nicht macht. Ebenso ist ein Zweiundfünfziger verloren, sobald eines seiner Dos zu früh gespielt wird oder seinen Stich nicht macht.' +
          (r.first52 ? ' Ein Zweiundfünfziger im ersten Stich entscheidet sich mit dem ersten Stich.' : ''),
      ],
    });
  }
  sections.push(
    {
      heading: 'Gleiche Karten ansagen',
      paragraphs: [
        'Gleiche Karten in der Hand zählen, wenn man sie ansagt, auch wenn man sie nie einsticht: 3 Asse 30 Punkte, 4 Asse 40; 3 Dos 10, 4 Dos 20; 3 Könige, 3 Cavalle oder 3 Buben je 6, 4 davon je 12.',
        (r.scatGame
          ? 'Im Scat-Spiel werden sie in einer eigenen Runde angesagt, sobald der Trumpf feststeht, reihum ab der Vorhand und vor dem Contra. Könige, Cavalle, Buben und Dos muss man dann ansagen, sonst zählen sie nie.'
          : 'Könige, Cavalle, Buben und Dos muss man ansagen, wenn man an der Reihe ist, bevor die erste Karte ausgespielt wird, sonst zählen sie nie.') +
          ' Asse darf man auch später ansagen, bei jedem eigenen Zug vor dem Ausspielen der Karte, aber nur, solange man in diesem Spiel noch kein Ass gespielt hat. Man sagt die genaue Zahl an, 3 oder 4.' +
          (four ? ' Die Karten des Partners zählen nicht mit den eigenen zusammen.' : '') +
          ` Ob man ansagt, steht einem frei; die Punkte zählen sofort für ${four ? 'die eigene Partei' : 'einen selbst'}.`,
        'Hat jemand 3 Könige, 3 Cavalle oder 3 Buben angesagt, erfahren alle die Farbe der fehlenden vierten Karte, sobald der nächste Stich vollständig ist.',
      ],
    },
    {
      heading: 'Contra',
      paragraphs: [
        (r.scatGame
          ? 'Sind die gleichen Karten angesagt, dürfen die Gegner des Spiels Contra sagen, ohne eine Karte aufzulegen.'
          : 'Haben alle gesprochen, dürfen die Gegner jedes angesagten Sechsundzwanzigers oder Zweiundfünfzigers Contra sagen, ohne eine Karte aufzulegen.') +
          (four ? ' Jeder der beiden Gegner darf es sagen; sie werden in Spielreihenfolge gefragt.' : ' Zu dritt sind die beiden anderen gemeinsam Gegner des Ansagers.') +
          ' Contra verdoppelt die Marken dieser Ansage.' +
          (r.recontra
            ? ` In diesen Regeln darf ${four ? 'die ansagende Partei' : 'der Ansager'} darauf Recontra geben und die Gegner Supra-Contra; jedes verdoppelt die Marken noch einmal.`
            : '') +
          (r.scatGame ? ' Auf einen Sechsundzwanziger, der schon verloren ist, gibt es kein Contra.' : ''),
      ],
    },
    {
      heading: 'Das Ausspielen',
      paragraphs: [
        'Die Vorhand spielt zum ersten Stich aus, und wer einen Stich macht, spielt zum nächsten aus.',
        'Es herrscht kein Farbzwang. Ist die ausgespielte Karte kein Trumpf, darf man jede beliebige Karte zugeben, auch wenn man die Farbe hat: bedienen, stechen oder abwerfen, ganz nach Belieben. Nur wenn Trumpf ausgespielt wird, muss man Trumpf zugeben, solange man einen hat; welchen, ist gleich, man muss nicht überstechen. Ohne Trumpf darf man jede Karte zugeben. So kann ein Trumpf-Ausspiel ein aufgelegtes Do herauszwingen, wenn es der einzige Trumpf ist.',
        'Der höchste Trumpf macht den Stich. Ohne Trumpf macht ihn die höchste Karte der ausgespielten Farbe; eine Karte einer anderen Farbe gewinnt nie. Ein Do, das nicht Trumpf ist, macht daher nur dann einen Stich, wenn es ausgespielt wird und niemand eine höhere Karte seiner Farbe oder einen Trumpf zugibt.',
      ],
    },
    {
      heading: 'Punkte in einem Spiel',
      paragraphs: [
        `Jeder Stich zählt die Punkte seiner Karten für ${four ? 'die Partei dessen' : 'den'}, der ihn macht, der letzte Stich 6 Punkte mehr.` +
          (four ? ' Die Partner schreiben gemeinsam.' : ' Jeder zählt seine eigenen Stiche.'),
        'Stiche mit einem Do: Ein Stich, den ein Do macht, ob Trumpf oder nicht, zählt 10 Punkte mehr. Ist es der letzte Stich, zählt er statt dessen 20, mit den 6 für den letzten Stich also 26: der Sechsundzwanziger.',
        'Macht das Trumpf-Do den ersten Stich, zählt dieser Stich 52 statt 10.',
        'Macht derselbe Spieler die letzten 2 Stiche mit Dos, zählen sie zusammen 52, die 6 für den letzten Stich eingerechnet; macht er die letzten 3 Stiche mit Dos, zählen sie 72. Machen verschiedene Spieler sie, zählt jeder Stich für sich. Die Punkte der Karten kommen immer hinzu.',
      ],
    },
    {
      heading: 'Marken für Ansagen',
      paragraphs: [
        r.scatGame
          ? 'Das Scat-Spiel wird bezahlt, wie in seinem Abschnitt beschrieben, am Ende des Spiels. Contra verdoppelt die Marken' +
            (r.recontra ? ', Recontra verdoppelt sie noch einmal und Supra-Contra noch einmal.' : '.')
          : 'Ein gewonnener Sechsundzwanziger zählt seine Punkte wie sonst, und jeder Gegner zahlt 2 Marken' +
            (four ? ' an die ansagende Partei' : ' an den Ansager') +
            `; ein verlorener kostet ${four ? 'die ansagende Partei' : 'den Ansager'} dasselbe. Ein Zweiundfünfziger kostet 4 Marken. Contra verdoppelt: 4 für einen Sechsundzwanziger, 8 für einen Zweiundfünfziger.` +
            (r.recontra ? ' Recontra verdoppelt noch einmal und Supra-Contra noch einmal: 8 und dann 16 für einen Sechsundzwanziger.' : '') +
            ' Diese Marken werden am Ende des Spiels bezahlt.',
        'Was nicht angesagt war, etwa ein Stich mit einem Do oder ein stiller Sechsundzwanziger oder Zweiundfünfziger, bringt nur seine Punkte und keine Marken.',
      ],
    },
    {
      heading: 'Die Partie gewinnen',
      paragraphs: [
        r.manualOut
          ? `Die Punkte werden zusammengezählt, sobald sie fallen, aber in diesen Regeln gewinnt niemand von selbst: Man muss sich aussagen. Bei jedem eigenen Zug darf man sich aussagen${four ? ', auch für den Partner' : ''}. Hat ${four ? 'die eigene Partei' : 'man'} 100 Punkte oder mehr, ist die Partie sofort gewonnen, auch wenn die Gegner mehr haben. Wenn nicht, ist die Aussage falsch und verliert: ` +
            (four ? 'Jeder Spieler der eigenen Partei zahlt den Gegnern 1 Marke.' : 'Man zahlt jedem anderen Spieler 1 Marke, und niemand gewinnt die Partie.') +
            ` Endet ein Spiel, während ${four ? 'eine Partei' : 'ein Spieler'} 100 oder mehr hat und sich niemand ausgesagt hat, endet die Partie dann; haben mehrere 100, gewinnt ` +
            (four ? 'die Partei der Vorhand, wenn sie darunter ist' : 'die Vorhand, wenn sie darunter ist') +
            ', sonst der Erste von ihnen in Spielreihenfolge.'
          : `Die Punkte zählen sofort, einzeln in der Reihenfolge, in der sie fallen: jede Ansage gleicher Karten, dann jeder vollständige Stich mit seinen Kartenpunkten und Zuschlägen. ${four ? 'Die Partei, die' : 'Wer'} zuerst 100 oder mehr erreicht, gewinnt die Partie in diesem Augenblick. Bis dahin werden die Punkte von Spiel zu Spiel weitergeschrieben.`,
        four
          ? 'Jeder Spieler der verlierenden Partei zahlt einem Spieler der gewinnenden 1 Marke. Haben die Verlierer weniger als 50 Punkte, wenn die Gewinner 100 erreichen, ist es ein Matsch, und sie zahlen je 2 Marken. Genau 50 ist kein Matsch.'
          : 'Jeder der beiden anderen zahlt dem Gewinner 1 Marke, oder 2 Marken, wenn er selbst weniger als 50 Punkte hat: ein Matsch für ihn. Genau 50 ist kein Matsch.',
        'Nach einer Partie beginnt die nächste bei 0 zu 0. Die Marken werden über die ganze Sitzung zusammengezählt.',
      ],
    },
    {
      heading: 'Wenn die Partie während eines Spiels endet',
      paragraphs: [
        'Meist wird das Spiel sofort abgebrochen: Die Karten werden zusammengeworfen, und die nächste Partie beginnt mit dem nächsten Geber.',
        'Wurde in diesem Spiel ein Sechsundzwanziger oder Zweiundfünfziger angesagt, wird das Spiel zu Ende gespielt, um ihn zu entscheiden, aber weitere Punkte zählen nichts mehr.' +
          (r.scatGame ? ' Im Scat-Spiel ist jedes Spiel ein angesagter Sechsundzwanziger; das gilt also immer.' : ''),
        r.scatGame
          ? 'Alt und neu, bei dem die Punkte nach dem Ende einer Partie für die nächste zählen, trägt im Scat-Spiel deshalb nie Punkte hinüber.'
          : `Alt und neu: Hat ${four ? 'eine Partei' : 'ein Spieler'} zu Beginn eines Spiels 90 bis 99 Punkte, gilt das Spiel als alt und neu. Endet die Partie darin und wurde kein Sechsundzwanziger und kein Zweiundfünfziger angesagt, wird das Spiel zu Ende gespielt, und alle Punkte nach dem Ende der Partie zählen für die neue; was der Stich oder die Ansage, die die alte Partie beendet hat, über 100 hinaus brachte, wird nicht übertragen. Erreicht auch die neue Partie im selben Spiel 100, endet sie ebenfalls, und das Spiel wird abgebrochen.` +
            (r.altOptIn
              ? ' In diesen Regeln gilt alt und neu nur, wenn alle zustimmen: Zu Beginn eines solchen Spiels wird jeder reihum gefragt, und eine Ablehnung genügt.'
              : ' Alt und neu gilt von selbst.'),
      ],
    },
  );
  const active = r.variants.map((id) => `${id}, ${VARIANTS[id]?.name ?? id}`);
  sections.push({
    heading: 'Geltende Regeln und Varianten',
    paragraphs: [
      `${r.players} Spieler, ${n > 0 ? 'mit' : 'ohne'} Scat. ` + (active.length ? `Geltende Varianten: ${list(L, active)}.` : 'Regeln des Spielbuchs von 1829, keine Varianten.'),
      ...Object.entries(VARIANTS).map(
        ([id, x]) =>
          `${id}, ${x.name}: ${x.description}` + (r.variants.includes(id) ? (hasEffect(id, r) ? ' (gilt)' : ' (gewählt, in diesem Spiel ohne Wirkung)') : ''),
      ),
    ],
  });
  return sections;
}

export const hundertspielRulesDe: (rules: HundertspielRules) => readonly RulesSection[] = rulesText;
