/**
 * Deutscher Katalog der Hülle. Implementiert `Messages` (src/i18n/messages.ts): ein fehlender Schlüssel ist
 * ein Compilerfehler. Nennt kein Spiel: die Texte eines Spiels stehen in locales/<id>/de.ts.
 * Grammatik: der Bube (schwach: den/dem Buben), die Dame, der König, das Ass, die Zwei … die Zehn;
 * Zahlenkarten (Elfer raus) sind weiblich: die Eins … die Dreizehn. Sätze bleiben einfach, damit die Fälle stimmen;
 * "du" ist die Anrede für den menschlichen Spieler (Dativ "dir", Akkusativ "dich").
 * Kartennamen kommen fertig formatiert (lang oder kurz) herein, Listen fertig verbunden.
 */
import type { Rank } from '../src/engine/cards.js';
import { cardFormOf, wordIn, type RankForm } from '../src/i18n/deck-words.js';
import { plural, type Messages, type Pack, type ShellCommandId } from '../src/i18n/messages.js';
import { frenchDe, grammarDe, numbersDe } from './decks/de.js';
import { DEFAULT_NAMES } from './names.js';
import { keyLabel } from './keys.js';

const L = 'de' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const cardsN = (n: number) => plural(L, n, { one: 'Karte', other: 'Karten' });

/** Die Wörter des französischen Blatts (auch als Zahlenkarten) stehen in locales/decks/de.ts. */
const packWords = (pack: Pack) => (pack === 'numbers' ? numbersDe : frenchDe);

function rankPhrase(rank: Rank, pack: Pack, form: RankForm): string {
  const r = packWords(pack).ranks[rank];
  return grammarDe.phrase(wordIn(r, cardFormOf(form).case), r.gender, form);
}

const COMMANDS = {
  pickChoice: { name: 'Möglichkeit wählen', help: 'In der Liste der Möglichkeiten wählen die Ziffern 1 bis 9 die passende aus.' },
  closeChoices: { name: 'Schließen', help: 'Schließt die Liste der Möglichkeiten, einen Dialog oder die Befehlszeile.' },
  repeatLastEvent: { name: 'Letztes Ereignis', help: 'Wiederholt das letzte Spielereignis.' },
  sinceMyTurn: { name: 'Seit meinem letzten Zug', help: 'Sagt in einer Meldung alles, was seit deinem letzten Zug geschah (falls die Sprache etwas abgeschnitten hat).' },
  repeatLast: { name: 'Wiederholen', help: 'Wiederholt die letzte Ansage, egal welcher Art.' },
  logPrevious: { name: 'Vorige Meldung', help: 'Liest die vorige Meldung im Spielverlauf.' },
  logNext: { name: 'Nächste Meldung', help: 'Liest die nächste Meldung im Spielverlauf.' },
  logFirst: { name: 'Erste Meldung', help: 'Springt zur ersten Meldung im Spielverlauf.' },
  logLast: { name: 'Letzte Meldung', help: 'Springt zur letzten Meldung im Spielverlauf.' },
  hint: { name: 'Tipp', help: 'Der Zug, den der starke Computerspieler machen würde, und warum.' },
  cycleVerbosity: { name: 'Ausführlichkeit', help: 'Wechselt zwischen kurzen, normalen und ausführlichen Ansagen.' },
  help: { name: 'Hilfe', help: 'Die Liste der Tasten, die hier und jetzt gelten.' },
  rules: { name: 'Regeln', help: 'Die Regeln des Spiels, wie sie gerade gelten.' },
  nextZone: { name: 'Nächster Bereich', help: 'Geht zum nächsten Bereich.' },
  previousZone: { name: 'Voriger Bereich', help: 'Geht zum vorigen Bereich.' },
  focusCommandLine: { name: 'Befehlszeile', help: 'Geht zur Befehlszeile, um Befehle wie „Hilfe“ oder „Regeln“ zu tippen.' },
  continue: { name: 'Weiter', help: 'Geht nach dem Zug eines Mitspielers weiter, wenn das Spiel auf eine Taste wartet.' },
  newGame: { name: 'Neue Partie', help: 'Verlässt dieses Spiel und öffnet die Auswahl für ein neues.' },
  settings: { name: 'Einstellungen', help: 'Öffnet die Einstellungen: Sprache, Sprachausgabe, Kartennamen, Töne und Aussehen.' },
  update: { name: 'Neue Version laden', help: 'Lädt eine bereitstehende neue Version der App; dein Spiel bleibt gespeichert und geht weiter.' },
} as const satisfies Record<ShellCommandId, { name: string; help: string }>;

export const de: Messages = {
  locale: 'de',
  cards: {
    french: frenchDe,
    numbers: numbersDe,
    grammar: grammarDe,
    rankPhrase,
    definite: (name, rank, pack, style) => (style === 'short' ? name : grammarDe.phrase(name, packWords(pack).ranks[rank].gender, 'definite')),
    count: cardsN,
    none: 'keine Karten',
  },
  ui: {
    // App und Seitenaufbau
    appTitle: 'Kartensalon: barrierefreie Kartenspiele',
    rulesUnavailable: 'Die Regeln konnten nicht geladen werden. Bitte versuche es noch einmal, wenn du online bist.',
    menu: 'Menü',
    gameArea: 'Spiel',
    // Überschriften
    players: 'Spieler',
    gameLog: 'Spielverlauf',
    commandLine: 'Befehlszeile',
    actions: 'Aktionen',
    helpTitle: 'Tasten und Befehle',
    rulesOf: (game) => `Regeln: ${game}`,
    // Spielauswahl
    chooserTitle: 'Spiel wählen',
    chooserIntro: `Pfeiltasten wechseln das Spiel, ${K('Enter')} spielt, R oder ${K('Shift+F1')} liest die Regeln.`,
    chooserKeys: `Tasten: Pfeile zum Wechseln, ${K('Enter')} zum Spielen, R für die Regeln.`,
    playGame: (game) => `${game} spielen`,
    chooserRules: (game) => `Regeln: ${game}`,
    playWithFriends: 'Mit Freunden spielen',
    playWithFriendsHint: 'Jeder an seinem eigenen Gerät, Computerspieler auf den übrigen Plätzen. Braucht eine Verbindung zu einem Tischserver.',
    tablesUnavailable: 'Das Spiel mit Freunden konnte nicht geladen werden. Es braucht eine Verbindung.',
    gameStats: ({ played, won }) => `${plural(L, played, { one: 'Spiel', other: 'Spiele' })} gespielt, ${won} gewonnen`,
    noStats: 'noch nicht gespielt',
    chooserOptions: 'Optionen',
    gameUnavailable: 'Dieses Spiel konnte nicht geladen werden. Bitte versuche es noch einmal, wenn du online bist.',
    // Schaltflächen
    cancel: 'Abbrechen',
    hint: 'Tipp',
    help: 'Hilfe',
    rules: 'Regeln',
    settings: 'Einstellungen',
    newGame: 'Neue Partie',
    start: 'Starten',
    backToGames: 'Zurück zur Spieleliste',
    continue: 'Weiter',
    close: 'Schließen',
    status: 'Stand',
    repeat: 'Wiederholen',
    run: 'Los',
    // Befehlszeile
    commandLabel: 'Befehl',
    // Spielertabelle und Stand
    colPlayer: 'Spieler',
    colCards: 'Karten auf der Hand',
    you: 'du',
    dealer: 'Geber',
    toMove: 'am Zug',
    position: (index, total) => `${index} von ${total}`,
    cardInList: (p) => `${p.card}, ${p.index} von ${p.total}`,
    // Dialog neue Partie
    numberOfPlayers: 'Anzahl der Spieler',
    playersCount: (n) => `${n} Spieler`,
    seats: 'Spieler',
    yourSeat: 'Dein Platz (die anderen Plätze spielt der Computer)',
    seatNumber: (n) => `Platz ${n}`,
    yourName: 'Dein Name',
    seatName: (n) => `Name von Spieler ${n}`,
    defaultName: DEFAULT_NAMES.de,
    seatKind: 'Gespielt von',
    human: 'Mensch',
    computer: 'Computer',
    computerLevel: 'Stärke des Computers',
    levelEasy: 'Leicht',
    levelNormal: 'Normal',
    levelStrong: 'Stark',
    levelName: (l) => ({ easy: 'Leicht', normal: 'Normal', strong: 'Stark' })[l] ?? l,
    paceAndSeed: 'Tempo und Startwert',
    pace: 'Tempo der Computerspieler',
    paceName: (p) => ({ instant: 'Sofort', fast: 'Schnell', normal: 'Normal', slow: 'Langsam', waitForKey: 'Nach jedem Zug auf eine Taste warten' })[p] ?? p,
    seed: 'Startwert (freiwillig)',
    seedHint: 'Derselbe Startwert mit denselben Einstellungen ergibt dasselbe Spiel, so kann man es teilen und nachspielen.',
    // Einstellungen
    language: 'Sprache',
    verbosity: 'Ausführlichkeit',
    verbosityName: (v) => ({ brief: 'Kurz', normal: 'Normal', detailed: 'Ausführlich' })[v] ?? v,
    verbosityNow: (v) => `Ausführlichkeit: ${({ brief: 'kurz', normal: 'normal', detailed: 'ausführlich' })[v] ?? v}.`,
    speech: 'Sprachausgabe',
    speechOn: 'Eingebaute Sprachausgabe',
    speechOnly: 'Nur eingebaute Sprachausgabe, keine Meldungen an den Screenreader',
    voice: 'Stimme',
    voiceDefault: 'Standardstimme',
    rate: 'Sprechtempo',
    pitch: 'Tonhöhe',
    earcons: 'Tonsignale',
    earconsOn: 'Tonsignale abspielen',
    earconVolume: 'Lautstärke der Tonsignale',
    cardNames: 'Kartennamen',
    cardNamesName: (v) => ({ long: 'Lang, zum Vorlesen (Herz Zehn)', short: 'Kurz, für Braille (H10)' })[v] ?? v,
    pack: 'Kartenblatt',
    packName: (v) => ({ french: 'Französisches Blatt (Kreuz, Pik, Herz, Karo)', numbers: 'Zahlenkarten 1 bis 13 in vier Farben' })[v] ?? v,
    thinkingTime: 'Bedenkzeit des starken Computerspielers',
    thinkingTimeName: (v) => ({ quick: 'Kurz (für Handys)', normal: 'Normal', thorough: 'Gründlich (stärker, langsamer)' })[v] ?? v,
    looks: 'Aussehen',
    theme: 'Farbschema',
    themeName: (v) => ({ system: 'Wie das System', light: 'Hell', dark: 'Dunkel', contrast: 'Hoher Kontrast' })[v] ?? v,
    fourColour: 'Vierfarbige Farben',
    highContrast: 'Hoher Kontrast',
    on: 'Ein',
    off: 'Aus',
    // Hilfe (F1)
    helpIntro: 'Diese Tasten gelten, solange der Fokus im Spielbereich ist. Jede Aktion gibt es auch als Schaltfläche.',
    helpCommandLine: 'In der Befehlszeile kannst du die Befehle des Spiels tippen, „Hilfe“ oder „Regeln“, auf Deutsch oder Englisch.',
    keysEverywhere: 'Tasten überall im Spiel',
    keysInZone: (zone) => `Tasten in ${zone}`,
    zoneName: (z) =>
      ({ menu: 'dem Menü', chooser: 'der Spielauswahl', setup: 'dem Formular für eine neue Partie', hand: 'deiner Hand', table: 'dem Tisch', choices: 'den Möglichkeiten', status: 'dem Stand', trick: 'dem Stich', log: 'dem Spielverlauf', actions: 'den Aktionen', commandLine: 'der Befehlszeile', answer: 'der letzten Antwort' })[z] ?? z,
    key: 'Taste',
    action: 'Aktion',
    commands: COMMANDS,
    commandHelp: (id) => COMMANDS[id as keyof typeof COMMANDS]?.help ?? id,
    keyName: (key) => keyLabel(L, key),
    // Meldungen
    settingsReset: 'Einige gespeicherte Einstellungen waren nicht lesbar und wurden zurückgesetzt.',
    storageFull: 'Die Einstellungen konnten nicht gespeichert werden: Der Browserspeicher ist voll oder gesperrt.',
    waitingForKey: `Drücke ${K('Enter')} oder die Schaltfläche Weiter, um fortzufahren.`,
    nothingSinceTurn: 'Seit deinem letzten Zug ist nichts geschehen.',
    lastAnswer: 'Letzte Antwort',
    zonesCycle: (zones) => `F6 und ${K('Shift+F6')} wechseln zwischen: ${zones}.`,
    navArrows: 'Zum vorigen oder nächsten Eintrag der Liste.',
    navHomeEnd: 'Zum ersten oder letzten Eintrag der Liste.',
    navGroups: 'Zur ersten Karte der vorigen oder nächsten Farbe.',
    navGroupHomeEnd: 'Zur höchsten oder niedrigsten Karte der Farbe; noch einmal gedrückt, der ganzen Hand.',
    navTab: 'Die Liste verlassen: zum nächsten oder vorigen Bedienelement.',
    choicesOpened: (n, touch) => `${plural(L, n, { one: 'Möglichkeit', other: 'Möglichkeiten' })}. ${touch ? 'Tippe eine an.' : `Wähle mit den Pfeiltasten und ${K('Enter')} oder mit der Nummer.`}`,
    choicesClosed: 'Möglichkeiten geschlossen.',
    noSuchChoice: (n) => `Eine Möglichkeit Nummer ${n} gibt es nicht.`,
    nothingToContinue: 'Hier gibt es nichts fortzusetzen.',
    nothingYet: 'Noch nichts.',
    logEmpty: 'Der Spielverlauf ist leer.',
    logEdge: 'Ende des Spielverlaufs.',
    groupEdge: (last) => (last ? 'Letzte Farbe der Hand.' : 'Erste Farbe der Hand.'),
    listEdge: (at) => (at === 'first' ? 'Erster Eintrag.' : at === 'last' ? 'Letzter Eintrag.' : 'Einziger Eintrag.'),
    commandLineClosed: 'Befehlszeile geschlossen.',
    hintUnavailable: 'Kein Tipp verfügbar.',
    hintThinking: 'Ich überlege einen Tipp …',
    thinking: (who) => (who.self ? 'Du überlegst.' : `${who.name} überlegt.`),
    saved: 'Spiel gespeichert.',
    ready: 'Kartensalon ist bereit. F1 zeigt die Tasten.',
    resumed: 'Gespeichertes Spiel fortgesetzt.',
    // Offline, Speichern, neue Version, Statistik
    updateReady: 'Eine neue Version ist bereit. Dein Spiel läuft weiter. Lade sie, wann du willst, mit U oder mit „Neue Version laden“ im Menü; dein Spiel bleibt gespeichert.',
    updateAction: 'Neue Version laden',
    updating: 'Die neue Version wird geladen. Dein Spiel ist gespeichert und geht gleich weiter.',
    noUpdate: 'Es gibt keine neue Version.',
    saveQuotaFull: 'Der Speicher des Browsers ist voll: Das Spiel kann gerade nicht gespeichert werden. Du kannst weiterspielen; schaffe Platz, dann wird wieder gespeichert.',
    saveFailed: 'Das Spiel konnte nicht gespeichert werden. Du kannst weiterspielen.',
    saveCorrupt: 'Das gespeicherte Spiel ist beschädigt und kann nicht fortgesetzt werden. Es wurde beiseitegelegt, nicht gelöscht. Beginne eine neue Partie.',
    saveTooNew: 'Das gespeicherte Spiel stammt aus einer neueren Version dieser App. Es wurde beiseitegelegt, nicht gelöscht. Beginne eine neue Partie.',
    saveUnmigratable: 'Das gespeicherte Spiel stammt aus einer älteren Version und kann nicht mehr gelesen werden. Es wurde beiseitegelegt, nicht gelöscht. Beginne eine neue Partie.',
    saveUnavailable: 'Dieser Browser erlaubt kein Speichern: Spiele und Statistik werden nicht aufbewahrt. Spielen kannst du trotzdem.',
    statistics: 'Statistik',
    statsLoading: 'Die Statistik wird geladen.',
    statsSummary: (played, won) => `${plural(L, played, { one: 'Partie', other: 'Partien' })} gespielt, davon ${won} gewonnen.`,
    statsEmpty: 'Noch keine Partie zu Ende gespielt.',
    statsCaption: 'Beendete Partien, die älteste zuerst',
    statsDate: 'Datum',
    statsPlayers: 'Spieler',
    statsBalance: 'Deine Zählsteine',
    statsPlace: 'Platz',
    statsResult: 'Ergebnis',
    statsRunningTotal: 'Zählsteine insgesamt',
    statsWonYes: 'gewonnen',
    statsWonNo: 'nicht gewonnen',

    // Zahlen in Worten
    ordinal: (n) => `${n}.`,
    signed: (n) => (n > 0 ? `plus ${n}` : n < 0 ? `minus ${-n}` : 'null'),

    // Adressparameter
    badUrlParam: (param, value, allowed) => `Unbekannter Wert für ${param}: ${value}. Erlaubt: ${allowed}.`,
    urlUnknownParam: (p) => `Unbekannter Adressparameter: ${p.param}.`,
  },
};
