/**
 * Deutscher Katalog der Patiencen (`PatienceCatalogue`, src/games/patience/messages.ts), geladen mit
 * einer Patience und über den Katalog der Hülle gelegt. Karten- und Ortsnamen kommen fertig formatiert (Nominativ); Sätze
 * verwenden sie ohne Beugung (nach Doppelpunkt oder in Klammern).
 */
import { capitalize, list, plural } from '../../src/i18n/messages.js';
import type { PatienceCatalogue, PatienceCatalogueSection, PatienceGameId, PatienceUi } from '../../src/games/patience/messages.js';
import { PATIENCE_IDS } from '../../src/games/patience/modes.js';
import { patienceMetaDe } from './meta-de.js';
import { keyLabel } from '../keys.js';

const L = 'de' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
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

const section: PatienceCatalogueSection = {
  names: Object.fromEntries(PATIENCE_IDS.map((id) => [id, patienceMetaDe[id].name])) as Record<PatienceGameId, string>,
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
    visible: ({ tops }) => (tops.length ? `Sichtbar: ${list(L, tops.map((t) => `${t.card} (${t.pile})`))}.` : 'Nichts ist sichtbar.'),
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
    keysInteractive: `Pfeiltasten gehen durch die Häufchen, ${K('Enter')} wählt erst die Quelle, dann das Ziel; M listet alle Züge, N macht einen erzwungenen Zug, U nimmt zurück, ? gibt einen Tipp.`,
    started: ({ game, seed, mode, interactiveHelp }) =>
      `${game}, Spiel ${seed}. ` +
      (mode === 'interactive'
        ? interactiveHelp
          ? `Pfeiltasten gehen durch die Häufchen, ${K('Enter')} wählt erst die Quelle, dann das Ziel; M listet alle Züge; N macht einen erzwungenen Zug.`
          : 'Pfeiltasten gehen durch die Häufchen; M listet alle Züge.'
        : 'Zuschauen und Schritt für Schritt: N für den nächsten Zug, A bis zum Ende; Pfeiltasten gehen durch die Häufchen.'),
    resumed: ({ game, seed, moves }) => `${game} fortgesetzt: Spiel ${seed}, ${plural(L, moves, { one: 'Zug', other: 'Züge' })} gemacht.`,
    saveCorrupt: 'Die gespeicherte Patience ist beschädigt und kann nicht fortgesetzt werden. Sie wurde beiseitegelegt, nicht gelöscht. Wähle ein Spiel.',
    saveTooNew: 'Die gespeicherte Patience stammt aus einer neueren Version dieser App. Sie wurde beiseitegelegt, nicht gelöscht. Wähle ein Spiel.',
    saveUnmigratable: 'Die gespeicherte Patience stammt aus einer älteren Version und kann nicht mehr gelesen werden. Sie wurde beiseitegelegt, nicht gelöscht. Wähle ein Spiel.',
    selectedPlace: ({ place, card }) => `${capitalize(place)} ausgewählt${card ? `, ${card}` : ''}. Wähle das Ziel.`,
    deselected: 'Auswahl aufgehoben.',
    noMoveFrom: ({ place }) => `Von ${place} ist kein Zug möglich.`,
    cannotMove: ({ from, to }) => `Von ${from} nach ${to} geht nicht.`,
    moveRefused: ({ rule }) => `Dieser Zug ist nicht erlaubt (Regel ${rule}).`,
    watchOnly: 'In dieser Patience gibt es keine Wahl: N macht den nächsten Zug, A spielt bis zum Ende.',
    mustChoose: ({ count }) => `Hier wählst du: ${plural(L, count, { one: 'Zug', other: 'Züge' })}; M listet sie.`,
    next: ({ move }) => `Als Nächstes: ${move}.`,
    gameIsOver: `Das Spiel ist vorbei. A spielt dasselbe Spiel noch einmal, N ein neues; U nimmt den letzten Zug zurück; ${K('Shift+N')} wählt ein anderes Spiel.`,
    cornerPossible: ({ card, corners }) => `${capitalize(card)} darf auch in ${corners === 1 ? 'die freie Ecke' : `eine der ${corners} freien Ecken`}: M zeigt die Züge.`,
    undone: ({ move }) => `Zurückgenommen: ${move}.`,
    redone: ({ move }) => `Wiederhergestellt: ${move}.`,
    nothingToUndo: 'Nichts zum Zurücknehmen.',
    nothingToRedo: 'Nichts zum Wiederherstellen.',
    running: ({ pace }) => `Läuft bis zum Ende, Tempo ${pace}. A oder ${K('Escape')} hält an.`,
    stopped: 'Angehalten.',
    hintText: ({ move, why }) => `Tipp: ${move}. ${why}`,
    hintWhyForced: 'Es ist der einzige Zug.',
    hintWhyFoundation: 'Eine Karte auf eine Ablage.',
    hintWhyFrees: 'Er legt eine Karte frei, die dann auf eine Ablage kann.',
    hintWhyPair: 'Das erste Paar in Tischreihenfolge; jedes Paar ist recht.',
    hintWhyCorner: 'Die Karte wird bald auf ihrem Arm gebraucht.',
    hintWhyEndStage: 'In dieser Stufe ist nichts Nützliches mehr zu tun.',
    hintWhyOnly: 'Lass sie auf dem Talon und decke weiter auf.',
    movesOpened: (count, touch) => `${plural(L, count, { one: 'Zug', other: 'Züge' })}. ${touch ? 'Tippe einen an.' : `Ziffern 1 bis 9 oder ${K('Enter')} wählen, ${K('Escape')} schließt.`}`,
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
};

/** Hilfetexte der Befehle des Patiencetischs (über die `ui.commands` der Hülle gelegt). */
const COMMANDS = {
  selectPlace: { name: 'Auswählen', help: `Auf einem Häufchen: als Quelle auswählen, dann macht ${K('Enter')} auf dem Ziel den Zug (${K('Enter')} auf der Quelle hebt die Auswahl auf). Ein Platz mit einem eigenen Zug, etwa ein Stapel zum Ziehen oder eine freie Ecke, macht ihn sofort.` },
  readTable: { name: 'Alles vorlesen', help: 'Liest den ganzen Tisch vor, Häufchen für Häufchen, mit den obersten Karten.' },
  readStatus: { name: 'Stand', help: 'Das Spiel, seine Nummer, die gemachten Züge und was in den Stapeln und auf den Ablagen liegt.' },
  readCards: { name: 'Karten vorlesen', help: 'Liest alle sichtbaren Karten des Häufchens im Fokus, von oben.' },
  readFoundations: { name: 'Ablagen', help: 'Liest die Ablagen.' },
  listMoves: { name: 'Züge auflisten', help: 'Eine nummerierte Liste aller erlaubten Züge.' },
  step: { name: 'Schritt', help: 'Macht den nächsten erzwungenen Zug (ziehen, aufdecken, nächster Schritt eines Zuschau-Spiels); ist das Spiel vorbei, ein neues Spiel.' },
  runToEnd: { name: 'Bis zum Ende', help: 'Macht erzwungene Züge im gewählten Tempo bis zum Ende oder zu einer Wahl; A hält wieder an. Ist das Spiel vorbei, dasselbe Spiel noch einmal.' },
  cancel: { name: 'Abbrechen', help: 'Hält den Lauf an, schließt die Liste der Züge oder hebt die Auswahl auf.' },
  undo: { name: 'Rückgängig', help: 'Nimmt den letzten Zug zurück.' },
  redo: { name: 'Wiederherstellen', help: 'Macht den zurückgenommenen Zug wieder.' },
  endStage: { name: 'Stufe beenden', help: 'Der halbe Mond: erklärt, dass du in dieser Stufe nicht mehr ziehst.' },
  hint: { name: 'Tipp', help: 'Ein Tipp: ein sinnvoller nächster Zug, und warum.' },
} as const satisfies PatienceUi['commands'];

/** F1-Texte, die von der Patience abhängen. */
const COMMANDS_IN: PatienceUi['commandsIn'] = {
  selectPlaceWatching: 'Auf einem Häufchen: liest es vor. In dieser Patience schaust du zu: N macht den nächsten Zug, A spielt bis zum Ende.',
  readFoundations: {
    doppelhausen: 'Liest die entfernten Paare: wie viele Karten, und die zuletzt entfernte.',
    elf: 'Liest die entfernten Karten: wie viele, und die zuletzt entfernte.',
    'halber-mond': 'Liest die Ablagen: für jede Farbe den Stapel vom König abwärts und den vom Ass aufwärts, mit seiner obersten Karte.',
    napoleon: 'Liest den Patiencehaufen: wie viele Karten, und seine oberste.',
    reihe: 'Liest die Ablagen: für jede Farbe den Stapel vom König abwärts und den vom Ass aufwärts, mit seiner obersten Karte.',
    stern: 'Liest die Arme des Sterns: für jede Farbe die oberste Karte und wie viele Karten.',
  },
};

const zoneName = (z: string): string =>
  ({ menu: 'dem Menü', piles: 'den Stapeln', choices: 'der Liste der Züge', status: 'dem Stand', log: 'dem Spielverlauf', actions: 'den Aktionen', commandLine: 'der Befehlszeile', answer: 'der letzten Antwort' })[z] ?? z;

export const patienceDe: PatienceCatalogue = { patience: section, ui: { commands: COMMANDS, commandsIn: COMMANDS_IN, zoneName } };
