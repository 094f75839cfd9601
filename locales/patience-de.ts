/**
 * Deutscher Katalog der Patiencen und der Spielauswahl (`Messages.patience`, Schnittstelle in
 * src/i18n/patience-messages.ts). Karten- und Ortsnamen kommen fertig formatiert (Nominativ); Sätze
 * verwenden sie ohne Beugung (nach Doppelpunkt oder in Klammern).
 */
import { capitalize, list, plural, type RulesSection } from '../src/i18n/messages.js';
import type { PatienceGameId, PatienceMessages } from '../src/i18n/patience-messages.js';

const L = 'de' as const;
const cardsN = (n: number) => plural(L, n, { one: 'Karte', other: 'Karten' });
const heapsN = (n: number) => plural(L, n, { one: 'Häufchen', other: 'Häufchen' });
const CORNERS = ['oben links', 'oben rechts', 'unten links', 'unten rechts'];

const REASONS: Record<string, string> = {
  'all-removed': 'alle Karten sind entfernt',
  'equal-pass-without-pair': 'ein Durchgang mit zwei gleich großen Stapeln fand kein Paar',
  'only-reserve-left': 'nur die Reserve ist übrig',
  'hand-card-without-partner': 'die Handkarte fand keinen Partner',
  'talon-empty-no-removal': 'der Talon ist leer und nichts lässt sich entfernen',
  'all-on-foundations': 'alle Karten liegen auf den Ablagen',
  'stage-6-ended': 'die sechste Stufe ist beendet',
  'all-on-patience-pile': 'alle Karten liegen auf dem Patiencehaufen',
  'pass-without-placement': 'ein ganzer Durchgang brachte keine Karte auf den Patiencehaufen',
  'talon-exhausted': 'der Talon ist aufgebraucht',
  'all-on-arms': 'alle Karten liegen auf den Armen des Sterns',
  'third-pass-over': 'der dritte Durchgang ist vorbei',
  'all-piles-complete': 'jedes Häufchen hat seine vier Karten',
  'piles-incomplete': 'nach der dritten Kette sind nicht alle Häufchen vollständig',
  'loop-guard': 'eine Kette endete nicht',
};

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

export const patienceDe: PatienceMessages = {
  names: {
    papillon: 'Papillon',
    doppelhausen: 'Die Doppelhausen',
    elf: 'Die Elf',
    'halber-mond': 'Der halbe Mond',
    napoleon: 'Napoleons-Patience',
    reihe: 'Die Reihe',
    stern: 'Der Stern',
    unterstecken: 'Das Unterstecken',
  },
  descriptions: {
    papillon: 'Das Fischspiel für 3 oder 4 Spieler mit Computergegnern: Karten vom Tisch nehmen, Zählsteine sammeln.',
    doppelhausen: 'Zwei Spiele in zwei Stapeln: Paare gleichen Rangs unter den sichtbaren Karten entfernen. Du wählst die Paare.',
    elf: 'Neun Karten im Quadrat: Paare, die elf ergeben, und Bube, Dame, König entfernen. Zuschauen und Schritt für Schritt.',
    'halber-mond': 'Dreizehn Häufchen im Halbkreis, zwei Spiele, acht Ablagen: die schwerste Patience, viele Entscheidungen.',
    napoleon: 'Karten auf den Patiencehaufen, wenn um eins höher oder niedriger, sonst auf den zweiten Haufen. Zuschauen und Schritt für Schritt.',
    reihe: 'Reihen zu zehn Karten; freie Karten kommen auf Ablagen vom Ass aufwärts und vom König abwärts. Zuschauen und Schritt für Schritt.',
    stern: 'Ein Stern aus vier Armen von den Zweien bis zu den Assen, mit vier Ecken für Hilfskarten. Du wählst die Ecken.',
    unterstecken: 'Dreizehn Häufchen nach Rang: Karten in drei Ketten unter ihr eigenes Häufchen stecken. Zuschauen und Schritt für Schritt.',
  },
  places: {
    dh: { leftWaste: 'linker Abwurf', leftStock: 'linker Stapel', rightStock: 'rechter Stapel', rightWaste: 'rechter Abwurf', reserve: 'Reserve', removed: 'entfernte Paare' },
    elfPosition: (n) => `Platz ${n}`,
    reihePosition: (row, col) => `Reihe ${row}, Platz ${col}`,
    talon: 'Talon',
    handCard: 'Handkarte',
    removed: 'Entfernt',
    heap: (n) => `Häufchen ${n}`,
    foundation: (suit, kind) => (kind === 'K' ? `${suit} vom König abwärts` : `${suit} vom Ass aufwärts`),
    napHand: 'Hand',
    napPatience: 'Patiencehaufen',
    napSecond: 'zweiter Haufen',
    sternHand: 'Hand',
    sternWaste: 'Talon in der Mitte',
    arm: (suit) => `${suit}-Arm`,
    corner: (n) => `Ecke ${n}, ${CORNERS[n - 1] ?? ''}`.replace(/, $/, ''),
    untPile: (rank) => `Häufchen ${rank}`,
    reserve: 'Reserve',
    held: 'gehaltene Karte',
    groupFoundations: 'Ablagen',
    groupCorners: 'Ecken',
    groupArms: 'Stern',
    groupMoon: 'Halbmond',
    groupGrid: 'Auslage',
    groupPiles: 'Häufchen',
    groupStock: 'Vorrat',
    foundationWords: ['ablage', 'ablagen', 'a', 'grundstock'],
  },
  events: {
    dhPair: ({ a, b, pileA, pileB }) => `Paar entfernt: ${a} (${pileA}) und ${b} (${pileB}).`,
    dhDrawn: ({ left, right }) => `Gezogen: links ${left}, rechts ${right}.`,
    dhToReserve: ({ from, count }) => `Der Rest des ${from === 'leftStock' ? 'linken' : 'rechten'} Stapels, ${cardsN(count)}, kommt auf die Reserve.`,
    dhPassStarted: ({ pass, left, right }) => `Durchgang ${pass} beginnt: linker Stapel ${cardsN(left)}, rechter Stapel ${cardsN(right)}.`,
    visible: ({ items }) => (items.length ? `Sichtbar: ${list(L, items)}.` : 'Nichts ist sichtbar.'),
    elfRemoved: ({ kind, cards }) => (kind === 'eleven' ? `Elf entfernt: ${cards}.` : `Bube, Dame, König entfernt: ${cards}.`),
    elfHandTurned: ({ card }) => `Handkarte aufgedeckt: ${card}.`,
    elfRemovedWithHand: ({ kind, hand, cards }) =>
      kind === 'eleven' ? `Die Handkarte ${hand} ergibt mit ${cards} elf: entfernt.` : `Die Handkarte ${hand} ergänzt ${cards} zu Bube, Dame, König: entfernt.`,
    elfRefilled: ({ position, card }) => `${capitalize(position)} aufgefüllt: ${card}.`,
    hmToFoundation: ({ card, from, foundation, count }) => `${capitalize(card)} von ${from} auf die Ablage ${foundation}, dort ${cardsN(count)}.`,
    hmToPile: ({ card, from, to, onto, emptied }) => `${capitalize(card)} von ${from} auf ${to} (${onto}).${emptied ? ` ${capitalize(from)} ist leer und verschwindet.` : ''}`,
    hmStageEnded: ({ stage }) => `Stufe ${stage} beendet.`,
    hmLifted: ({ cards, count, pile }) => (pile ? `${cardsN(count)} abgehoben: ${cards}; sie bilden rechts das neue ${pile}.` : 'Kein Häufchen hat zwei Karten: nichts wird abgehoben.'),
    hmDealt: ({ k, piles }) => `Alle Häufchen zusammengeschoben und zu je ${k} Karten neu gegeben: ${heapsN(piles)}.`,
    hmStageStarted: ({ stage, piles }) => `Stufe ${stage} von 6 beginnt mit ${heapsN(piles)}.`,
    napToPatience: ({ card, onto }) => (onto ? `${capitalize(card)} auf den Patiencehaufen, auf ${onto}.` : `${capitalize(card)} beginnt den Patiencehaufen.`),
    napToSecond: ({ card, top }) => `${capitalize(card)} auf den zweiten Haufen${top ? ` (oben auf dem Patiencehaufen: ${top})` : ''}.`,
    napPassStarted: ({ pass, cards }) => `Durchgang ${pass}: der zweite Haufen wird aufgenommen, ${cardsN(cards)} zum Auslegen.`,
    reiToFoundation: ({ card, place, foundation, count }) => `${capitalize(card)} von ${place} auf die Ablage ${foundation}, dort ${cardsN(count)}.`,
    reiTalonToFoundation: ({ card, place, foundation, count }) => `${capitalize(card)} aus dem Talon gleich auf die Ablage ${foundation}, dort ${cardsN(count)}; ${place} bleibt leer.`,
    reiLaid: ({ card, place, refill }) => `${capitalize(card)} ${refill ? 'füllt' : 'kommt auf'} ${place}${refill ? ' auf' : ''}.`,
    steTurned: ({ card }) => `Aufgedeckt: ${card}.`,
    steToArm: ({ card, arm, from, corner, count }) =>
      `${capitalize(card)} ${from === 'corner' && corner ? `aus ${corner} ` : from === 'waste' ? 'vom Talon ' : ''}auf den ${arm}, dort ${cardsN(count)}.`,
    steToWaste: ({ card }) => `${capitalize(card)} bleibt auf dem Talon.`,
    steToCorner: ({ card, corner }) => `${capitalize(card)} in ${corner}.`,
    stePassStarted: ({ pass, cards }) => `Durchgang ${pass} von 3: der Talon wird aufgenommen, ${cardsN(cards)} in der Hand.`,
    untReserveTaken: ({ card, chain }) => `Kette ${chain}: Reservekarte ${card} genommen.`,
    untTucked: ({ card, pile, size, pure }) => `${capitalize(card)} unter ${pile} gesteckt, jetzt ${cardsN(size)}${pure ? ', alle seines Rangs' : ''}.`,
    untTookTop: ({ card, pile }) => `${capitalize(card)} oben von ${pile} genommen.`,
    untChainEnded: ({ chain, pile, placements }) => `Kette ${chain} endet bei ${pile} nach ${plural(L, placements, { one: 'Zug', other: 'Zügen' })}.`,
    untLoopGuard: ({ chain }) => `Kette ${chain} endet nicht: abgebrochen.`,
    gameOver: ({ game, outcome, reason }) =>
      outcome === 'won' ? `${game} ist aufgegangen: ${REASONS[reason] ?? reason}. Gut gemacht!` : `${game} ist nicht aufgegangen: ${REASONS[reason] ?? reason}.`,
  },
  queries: {
    place: ({ name, top, below, faceDown }) => {
      const n = capitalize(name);
      if (top === null) return faceDown > 0 ? `${n}: ${cardsN(faceDown)}, verdeckt` : `${n}: leer`;
      return below > 0 ? `${n}: ${top}, darunter ${cardsN(below)}` : `${n}: ${top}`;
    },
    placeCards: ({ name, cards, count }) => (count === 0 ? `${capitalize(name)}: leer.` : `${capitalize(name)}, ${cardsN(count)}, von oben: ${cards}.`),
    foundation: ({ name, top, count }) => (top === null ? `${name}: leer` : `${name}: ${top}, ${cardsN(count)}`),
    foundations: ({ items, total }) => `Ablagen, ${cardsN(total)}: ${items.join('; ')}.`,
    noFoundations: 'Diese Patience hat keine Ablagen.',
    dhStatus: ({ pass, left, right, reserve, removed }) =>
      `Durchgang ${pass}. Linker Stapel ${cardsN(left)}, rechter Stapel ${cardsN(right)}, Reserve ${cardsN(reserve)}; ${cardsN(removed)} entfernt.`,
    elfStatus: ({ talon, removed }) => `Talon ${cardsN(talon)}; ${cardsN(removed)} entfernt.`,
    hmStatus: ({ stage, piles, onFoundations }) => `Stufe ${stage} von 6, ${heapsN(piles)}; ${onFoundations} von 104 Karten auf den Ablagen.`,
    napStatus: ({ pass, hand, patience, second }) => `Durchgang ${pass}. Hand ${cardsN(hand)}, Patiencehaufen ${cardsN(patience)}, zweiter Haufen ${cardsN(second)}.`,
    reiStatus: ({ talon, onFoundations, rows }) => `Talon ${cardsN(talon)}; ${onFoundations} von 52 Karten auf den Ablagen; ${plural(L, rows, { one: 'Reihe', other: 'Reihen' })}.`,
    steStatus: ({ pass, hand, waste, onArms, freeCorners }) =>
      `Durchgang ${pass} von 3. Hand ${cardsN(hand)}, Talon ${cardsN(waste)}; ${onArms} von 52 Karten auf den Armen${freeCorners === null ? '' : `; ${plural(L, freeCorners, { one: 'Ecke', other: 'Ecken' })} frei`}.`,
    untStatus: ({ chain, reserve, held, complete }) =>
      `Kette ${chain} von 3, Reserve ${cardsN(reserve)}${held ? `, gehalten: ${held}` : ''}; ${complete} von 13 Häufchen vollständig.`,
    playing: ({ game, seed, moves }) => `${game}, Spiel ${seed}, bisher ${plural(L, moves, { one: 'Zug', other: 'Züge' })}.`,
    over: ({ game, outcome }) => `${game}: Spiel vorbei, ${outcome === 'won' ? 'aufgegangen' : 'nicht aufgegangen'}.`,
    table: ({ items }) => `${items.join('. ')}.`,
  },
  moves: {
    pair: ({ a, b, pileA, pileB }) => `Paar ${a} (${pileA}) und ${b} (${pileB})`,
    draw: 'Von beiden Stapeln ziehen',
    toReserve: ({ from, count }) => `${capitalize(from)}, ${cardsN(count)}, auf die Reserve`,
    newPass: ({ pass }) => `Durchgang ${pass} beginnen`,
    eleven: ({ cards }) => `Elf entfernen: ${cards}`,
    trio: ({ cards }) => `Bube, Dame, König entfernen: ${cards}`,
    turnHandCard: 'Handkarte aufdecken',
    toFoundation: ({ card, from, foundation }) => `${capitalize(card)} von ${from} auf die Ablage ${foundation}`,
    toPile: ({ card, from, to, onto }) => `${capitalize(card)} von ${from} auf ${to} (${onto})`,
    endStage: ({ stage }) => `Stufe ${stage} beenden`,
    turn: 'Nächste Karte aufdecken',
    corner: ({ card, corner }) => `${capitalize(card)} in ${corner}`,
    play: ({ card, from, foundation }) => `${capitalize(card)} von ${from} auf die Ablage ${foundation}`,
    takeReserve: ({ chain }) => `Reservekarte für Kette ${chain} nehmen`,
    tuck: ({ card, pile }) => `${capitalize(card)} unter ${pile} stecken`,
  },
  ui: {
    chooserTitle: 'Spiel wählen',
    chooserIntro: 'Papillon und sieben Patiencen. Pfeiltasten wechseln das Spiel, Eingabe spielt, R oder Umschalt+F1 liest die Regeln.',
    play: 'Spielen',
    rulesOf: (game) => `Regeln: ${game}`,
    playGame: (game) => `${game} spielen`,
    stats: ({ played, won }) => `${plural(L, played, { one: 'Spiel', other: 'Spiele' })} gespielt, ${won} gewonnen`,
    noStats: 'noch nicht gespielt',
    seed: 'Spielnummer (freiwillig)',
    seedHint: 'Dieselbe Nummer gibt dieselbe Verteilung; leer lassen für eine neue.',
    options: 'Optionen',
    sternNoCorners: 'Der Stern ohne Ecken (zuschauen)',
    napoleonTwoPacks: 'Napoleons-Patience mit zwei Spielen',
    interactive: 'du wählst',
    watchAndStep: 'zuschauen',
    chooserKeys: 'Tasten: Pfeile zum Wechseln, Eingabe zum Spielen, R für die Regeln.',
    tableHeading: ({ game, mode }) => `${game} (${mode === 'interactive' ? 'du wählst' : 'zuschauen, Schritt für Schritt'})`,
    moves: 'Züge',
    movesHeading: (count) => `Erlaubte Züge, ${count}`,
    status: 'Stand',
    actions: 'Aktionen',
    step: 'Schritt',
    run: 'Bis zum Ende',
    stop: 'Anhalten',
    undo: 'Rückgängig',
    redo: 'Wiederherstellen',
    hint: 'Tipp',
    listMoves: 'Züge auflisten',
    foundations: 'Ablagen',
    readStatus: 'Stand',
    readTable: 'Alles vorlesen',
    endStage: 'Stufe beenden',
    chooser: 'Spiel wählen',
    rules: 'Regeln',
    pace: 'Tempo',
    selected: 'ausgewählt',
    seedLabel: 'Spiel',
    outcomeWon: 'Aufgegangen',
    outcomeLost: 'Nicht aufgegangen',
    playAgain: 'Dasselbe Spiel noch einmal',
    newDeal: 'Neues Spiel',
    statsLabel: 'Statistik',
    cmdHint: 'Zum Beispiel „4 auf 7“, „zug“, „alle“, „rückgängig“, „züge“, „ablagen“, „hilfe“.',
    keysInteractive: 'Pfeiltasten gehen durch die Häufchen, Eingabe wählt erst die Quelle, dann das Ziel; M listet alle Züge, N macht einen erzwungenen Zug, U nimmt zurück, ? gibt einen Tipp.',
    started: ({ game, seed, mode, interactiveHelp }) =>
      `${game}, Spiel ${seed}. ` +
      (mode === 'interactive'
        ? interactiveHelp
          ? 'Pfeiltasten gehen durch die Häufchen, Eingabe wählt erst die Quelle, dann das Ziel; M listet alle Züge; N macht einen erzwungenen Zug.'
          : 'Pfeiltasten gehen durch die Häufchen; M listet alle Züge.'
        : 'Zuschauen und Schritt für Schritt: N für den nächsten Zug, A bis zum Ende; Pfeiltasten gehen durch die Häufchen.'),
    selectedPlace: ({ place, card }) => `${capitalize(place)} ausgewählt${card ? `, ${card}` : ''}. Wähle das Ziel.`,
    deselected: 'Auswahl aufgehoben.',
    noMoveFrom: ({ place }) => `Von ${place} ist kein Zug möglich.`,
    cannotMove: ({ from, to }) => `Von ${from} nach ${to} geht nicht.`,
    watchOnly: 'In dieser Patience gibt es keine Wahl: N macht den nächsten Zug, A spielt bis zum Ende.',
    mustChoose: ({ count }) => `Hier wählst du: ${plural(L, count, { one: 'Zug', other: 'Züge' })}; M listet sie.`,
    next: ({ move }) => `Als Nächstes: ${move}.`,
    gameIsOver: 'Das Spiel ist vorbei. U nimmt den letzten Zug zurück; Umschalt+N wählt ein neues Spiel.',
    undone: ({ move }) => `Zurückgenommen: ${move}.`,
    redone: ({ move }) => `Wiederhergestellt: ${move}.`,
    nothingToUndo: 'Nichts zum Zurücknehmen.',
    nothingToRedo: 'Nichts zum Wiederherstellen.',
    running: ({ pace }) => `Läuft bis zum Ende, Tempo ${pace}. A oder Escape hält an.`,
    stopped: 'Angehalten.',
    hintText: ({ move, why }) => `Tipp: ${move}. ${why}`,
    hintWhyForced: 'Es ist der einzige Zug.',
    hintWhyFoundation: 'Eine Karte auf eine Ablage.',
    hintWhyFrees: 'Er legt eine Karte frei, die dann auf eine Ablage kann.',
    hintWhyPair: 'Das erste Paar in Tischreihenfolge; jedes Paar ist recht.',
    hintWhyCorner: 'Die Karte wird bald auf ihrem Arm gebraucht.',
    hintWhyEndStage: 'In dieser Stufe ist nichts Nützliches mehr zu tun.',
    hintWhyOnly: 'Lass sie auf dem Talon und decke weiter auf.',
    movesOpened: (count) => `${plural(L, count, { one: 'Zug', other: 'Züge' })}. Ziffern 1 bis 9 oder Eingabe wählen, Escape schließt.`,
    noMoves: 'Kein Zug möglich.',
    noStage: 'Nur Der halbe Mond hat Stufen.',
    zonePiles: 'dem Tisch',
    zoneMoves: 'den Zügen',
    zoneStatus: 'dem Stand',
    zoneActions: 'den Aktionen',
  },
  commandLine: {
    empty: 'Gib einen Befehl ein, zum Beispiel „4 auf 7“ oder „hilfe“.',
    unknownWord: ({ word }) => `Nicht verstanden: „${word}“. „hilfe“ zeigt die Befehle.`,
    unknownPlace: ({ word }) => `Kein solches Häufchen: „${word}“.`,
    noMoveFrom: ({ place }) => `Von ${place} ist kein Zug möglich.`,
    noMatch: ({ from, to }) => `Von ${from} nach ${to} geht nicht.`,
    notInteractive: 'In dieser Patience gibt es keine Wahl: gib „zug“ oder „alle“ ein.',
    placeholder: '4 auf 7',
    examples: ['4 auf 7', '4 auf ablage', 'zug', 'alle', 'rückgängig', 'wiederherstellen', 'züge', 'ablagen', 'stand', 'tipp'],
  },
  paceName: (pace) => ({ instant: 'sofort', fast: 'schnell', normal: 'normal', slow: 'langsam', waitForKey: 'auf Taste warten' })[pace] ?? pace,
  rulesText: (game) => RULES[game],
};

/** Hilfetexte der Befehle des Patiencetischs (in `ui.commands` eingemischt). */
export const PATIENCE_COMMANDS_DE = {
  selectPlace: { name: 'Auswählen', help: 'Auf einem Häufchen: als Quelle auswählen oder die ausgewählte Karte dorthin legen. In einem Zuschau-Spiel: vorlesen.' },
  readCards: { name: 'Karten vorlesen', help: 'Liest alle sichtbaren Karten des Häufchens im Fokus, von oben.' },
  readFoundations: { name: 'Ablagen', help: 'Liest die Ablagen (die Arme des Sterns, den Patiencehaufen).' },
  listMoves: { name: 'Züge auflisten', help: 'Eine nummerierte Liste aller erlaubten Züge.' },
  step: { name: 'Schritt', help: 'Macht den nächsten erzwungenen Zug (ziehen, aufdecken, nächster Schritt eines Zuschau-Spiels).' },
  runToEnd: { name: 'Bis zum Ende', help: 'Macht erzwungene Züge im gewählten Tempo bis zum Ende oder zu einer Wahl; A hält wieder an.' },
  cancel: { name: 'Abbrechen', help: 'Hält den Lauf an oder hebt die Auswahl auf.' },
  undo: { name: 'Rückgängig', help: 'Nimmt den letzten Zug zurück.' },
  redo: { name: 'Wiederherstellen', help: 'Macht den zurückgenommenen Zug wieder.' },
  endStage: { name: 'Stufe beenden', help: 'Der halbe Mond: erklärt, dass du in dieser Stufe nicht mehr ziehst.' },
} as const;
