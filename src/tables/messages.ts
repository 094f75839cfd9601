/**
 * The words of the tables with friends (src/tables/): the lobby, what players hear at a shared table,
 * the quick phrases. locales/tables/{de,en}.ts implement it (a missing key is a compile error; the
 * tables-texts test checks both have the same keys). Names no game.
 */
import type { ComputerLevel, PhraseId, TableRule } from '../net/protocol.js';

export interface TablesMessages {
  readonly title: string;
  readonly intro: string;
  readonly offline: string;
  readonly unreachable: string;
  readonly backToGames: string;
  readonly backToTable: (code: string) => string;
  // Create
  readonly createHeading: string;
  /** The choice of the game at a new table, and its help. */
  readonly game: string;
  readonly gameHelp: string;
  readonly yourName: string;
  readonly nameHelp: string;
  readonly seatsCount: string;
  readonly seatsCountOption: (n: number) => string;
  readonly seatsHeading: string;
  readonly seatYou: (n: number) => string;
  readonly seatLabel: (n: number) => string;
  readonly seatPerson: string;
  readonly seatComputer: (level: string) => string;
  readonly pace: string;
  readonly paceName: (p: 'instant' | 'fast' | 'normal' | 'slow') => string;
  readonly createTable: string;
  readonly notify: string;
  readonly notifyHelp: string;
  // Join
  readonly joinHeading: string;
  readonly code: string;
  readonly codeHelp: string;
  readonly badCode: string;
  readonly joinTable: string;
  readonly needName: string;
  readonly connecting: string;
  // Lobby
  readonly lobbyHeading: (code: string) => string;
  /** The game played at this table (its name in the player's language). */
  readonly lobbyGame: (game: string) => string;
  readonly codeIs: (spoken: string) => string;
  readonly link: string;
  readonly linkHelp: string;
  readonly copyLink: string;
  readonly copied: string;
  readonly seatsList: string;
  readonly seatLine: (n: number, who: string, tags: readonly string[]) => string;
  readonly free: string;
  readonly computer: (n: number) => string;
  readonly level: (l: ComputerLevel) => string;
  readonly tagYou: string;
  readonly tagHost: string;
  readonly tagReady: string;
  readonly tagNotReady: string;
  readonly tagAway: string;
  readonly tagToMove: string;
  readonly tagStandIn: (level: string) => string;
  readonly seatChoice: (n: number) => string;
  readonly makeFree: string;
  readonly apply: string;
  readonly ready: string;
  readonly start: string;
  readonly startHelp: string;
  readonly leave: string;
  // What players hear
  readonly created: (spoken: string) => string;
  readonly welcome: (code: string, seat: number, game: string) => string;
  /** Back at a game under way (a reload, another tab): the table's code and its game. Never "saved game": nothing is saved here. */
  readonly backAtTable: (code: string, game: string) => string;
  /** Whose turn it is, when a computer plays that seat (a person's turn is `waitingFor`). */
  readonly turnOf: (who: string) => string;
  readonly joined: (who: string) => string;
  readonly left: (who: string) => string;
  readonly disconnected: (who: string) => string;
  readonly reconnected: (who: string) => string;
  readonly isReady: (who: string) => string;
  readonly youAreReady: (waitingFor: string | null) => string;
  readonly notReady: (who: string) => string;
  readonly newHost: (who: string) => string;
  readonly youAreHost: string;
  readonly seatNowFree: (n: number) => string;
  readonly seatNowComputer: (n: number, level: string) => string;
  readonly started: string;
  readonly standIn: (who: string, level: string) => string;
  readonly standInEnded: (who: string) => string;
  readonly waitingFor: (who: string) => string;
  readonly waitingForAway: (who: string) => string;
  readonly nextDealWaiting: (who: string) => string;
  readonly atTable: (list: string) => string;
  readonly phrase: (who: string, id: PhraseId) => string;
  readonly phraseButton: (id: PhraseId) => string;
  readonly connectionLost: string;
  readonly connectionBack: string;
  readonly notSent: string;
  /** No connection when a move was made: it is kept and sent when the connection is back. */
  readonly moveKept: string;
  readonly tableRule: (rule: TableRule) => string;
  readonly ended: (why: string) => string;
  readonly endReason: (code: string) => string;
  readonly over: string;
  readonly youLeft: string;
  readonly yourTurnTitle: string;
  // At the table
  readonly whoIsHere: string;
  readonly whoIsHereHelp: string;
  readonly letComputerPlay: (who: string) => string;
  readonly mayStandIn: (who: string) => string;
  readonly withFriends: string;
  readonly away: (who: string, minutes: number) => string;
}
