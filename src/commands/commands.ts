/**
 * The command table (after lichess's blind mode and material-web): every action the player has,
 * its keys per focus zone, and whether it is a single-letter key (those work only while focus is
 * inside the game area and never in the command line: WCAG 2.1.4). F1 help is generated from it.
 */
export type Zone = 'hand' | 'table' | 'choices' | 'status' | 'log' | 'actions' | 'commandLine' | 'piles';
/** Which game's table a command belongs to (patience: the seven patiences' table). */
export type CommandScope = 'papillon' | 'patience';

export type CommandId =
  | 'playCard'
  | 'pickChoice'
  | 'closeChoices'
  | 'readHand'
  | 'readTable'
  | 'readStatus'
  | 'listCaptures'
  | 'repeatLastEvent'
  | 'repeatLast'
  | 'logPrevious'
  | 'logNext'
  | 'logFirst'
  | 'logLast'
  | 'hint'
  | 'cycleVerbosity'
  | 'help'
  | 'rules'
  | 'nextZone'
  | 'previousZone'
  | 'focusCommandLine'
  | 'layDown'
  | 'nextDeal'
  | 'continue'
  | 'newGame'
  | 'settings'
  | 'update'
  // patience table
  | 'selectPlace'
  | 'readCards'
  | 'readFoundations'
  | 'listMoves'
  | 'step'
  | 'runToEnd'
  | 'cancel'
  | 'undo'
  | 'redo'
  | 'endStage';

export interface KeyBinding {
  /** KeyboardEvent.key (letters compared case-insensitively), or a code like 'Digit1' with `code`. */
  readonly key: string;
  readonly code?: boolean;
  readonly shift?: boolean;
  readonly ctrl?: boolean;
  /** How the key is written in the help list. */
  readonly label: string;
}

export interface CommandDef {
  readonly id: CommandId;
  readonly keys: readonly KeyBinding[];
  /** Zones where the keys work; 'any' = anywhere in the game area. */
  readonly zones: readonly Zone[] | 'any';
  /** A printable single key: inactive in the command line (it needs the letters). */
  readonly printable: boolean;
  /** The table the command belongs to; default Papillon only. */
  readonly scope?: CommandScope | 'all';
}

const k = (key: string, label = key, extra: Partial<KeyBinding> = {}): KeyBinding => ({ key, label, ...extra });

export const COMMANDS: readonly CommandDef[] = [
  { id: 'playCard', keys: [k('Enter'), k(' ', 'Space')], zones: ['hand'], printable: false },
  {
    id: 'pickChoice',
    keys: [k('Enter'), ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => k(`Digit${d}`, '1–9', { code: true }))],
    zones: ['choices'],
    printable: true,
    scope: 'all',
  },
  { id: 'closeChoices', keys: [k('Escape')], zones: ['choices'], printable: false, scope: 'all' },
  { id: 'readHand', keys: [k('h', 'H')], zones: 'any', printable: true },
  { id: 'readTable', keys: [k('t', 'T')], zones: 'any', printable: true, scope: 'all' },
  { id: 'readStatus', keys: [k('s', 'S')], zones: 'any', printable: true, scope: 'all' },
  { id: 'listCaptures', keys: [k('c', 'C')], zones: 'any', printable: true },
  { id: 'repeatLastEvent', keys: [k('l', 'L')], zones: 'any', printable: true, scope: 'all' },
  { id: 'repeatLast', keys: [k('r', 'R')], zones: 'any', printable: true, scope: 'all' },
  { id: 'logPrevious', keys: [k('PageUp', 'Page Up')], zones: 'any', printable: false, scope: 'all' },
  { id: 'logNext', keys: [k('PageDown', 'Page Down')], zones: 'any', printable: false, scope: 'all' },
  { id: 'logFirst', keys: [k('Home', 'Ctrl+Home', { ctrl: true })], zones: 'any', printable: false, scope: 'all' },
  { id: 'logLast', keys: [k('End', 'Ctrl+End', { ctrl: true })], zones: 'any', printable: false, scope: 'all' },
  { id: 'hint', keys: [k('?')], zones: 'any', printable: true, scope: 'all' },
  { id: 'cycleVerbosity', keys: [k('v', 'V')], zones: 'any', printable: true, scope: 'all' },
  { id: 'help', keys: [k('F1')], zones: 'any', printable: false, scope: 'all' },
  { id: 'rules', keys: [k('F1', 'Shift+F1', { shift: true })], zones: 'any', printable: false, scope: 'all' },
  { id: 'nextZone', keys: [k('F6')], zones: 'any', printable: false, scope: 'all' },
  { id: 'previousZone', keys: [k('F6', 'Shift+F6', { shift: true })], zones: 'any', printable: false, scope: 'all' },
  { id: 'focusCommandLine', keys: [k('/')], zones: 'any', printable: true, scope: 'all' },
  { id: 'layDown', keys: [k('a', 'A')], zones: 'any', printable: true },
  { id: 'nextDeal', keys: [k('n', 'N')], zones: 'any', printable: true },
  { id: 'continue', keys: [k('w', 'W')], zones: 'any', printable: true },
  { id: 'newGame', keys: [k('n', 'Shift+N', { shift: true })], zones: 'any', printable: true, scope: 'all' },
  { id: 'settings', keys: [k('o', 'O')], zones: 'any', printable: true, scope: 'all' },
  { id: 'update', keys: [k('u', 'U')], zones: 'any', printable: true },
  // The patience table (src/components/patience-table.ts).
  { id: 'selectPlace', keys: [k('Enter'), k(' ', 'Space')], zones: ['piles'], printable: false, scope: 'patience' },
  { id: 'readCards', keys: [k('i', 'I')], zones: 'any', printable: true, scope: 'patience' },
  { id: 'readFoundations', keys: [k('f', 'F')], zones: 'any', printable: true, scope: 'patience' },
  { id: 'listMoves', keys: [k('m', 'M')], zones: 'any', printable: true, scope: 'patience' },
  { id: 'step', keys: [k('n', 'N')], zones: 'any', printable: true, scope: 'patience' },
  { id: 'runToEnd', keys: [k('a', 'A')], zones: 'any', printable: true, scope: 'patience' },
  { id: 'cancel', keys: [k('Escape')], zones: 'any', printable: false, scope: 'patience' },
  { id: 'undo', keys: [k('u', 'U'), k('z', 'Ctrl+Z', { ctrl: true })], zones: 'any', printable: true, scope: 'patience' },
  { id: 'redo', keys: [k('u', 'Shift+U', { shift: true }), k('y', 'Ctrl+Y', { ctrl: true })], zones: 'any', printable: true, scope: 'patience' },
  { id: 'endStage', keys: [k('e', 'E')], zones: 'any', printable: true, scope: 'patience' },
];

function matches(b: KeyBinding, e: KeyboardEvent): boolean {
  if (!!b.ctrl !== (e.ctrlKey || e.metaKey) || e.altKey) return false;
  if (b.code) return e.code === b.key || e.code === b.key.replace('Digit', 'Numpad');
  const isLetter = /^[a-z]$/i.test(b.key);
  // Shift tells F1 from Shift+F1 and n from Shift+N; for signs like "?" it depends on the layout.
  if ((isLetter || b.key.length > 1) && !!b.shift !== e.shiftKey) return false;
  return isLetter ? e.key.toLowerCase() === b.key : e.key === b.key;
}

const inScope = (cmd: CommandDef, scope: CommandScope) => (cmd.scope ?? 'papillon') === scope || cmd.scope === 'all';

/** The command a key press means in a zone of a table (Papillon's by default), or null. */
export function commandForKey(e: KeyboardEvent, zone: Zone | null, scope: CommandScope = 'papillon'): CommandId | null {
  for (const cmd of COMMANDS) {
    if (!inScope(cmd, scope)) continue;
    if (zone === 'commandLine' && cmd.printable) continue;
    if (cmd.zones !== 'any' && (zone === null || !cmd.zones.includes(zone))) continue;
    if (cmd.keys.some((b) => matches(b, e))) return cmd.id;
  }
  return null;
}

/** The commands whose keys work in `zone` of a table now, for the F1 help. */
export function activeCommands(zone: Zone | null, scope: CommandScope = 'papillon'): CommandDef[] {
  return COMMANDS.filter((c) => inScope(c, scope) && (c.zones === 'any' || (zone !== null && c.zones.includes(zone))) && !(zone === 'commandLine' && c.printable));
}
