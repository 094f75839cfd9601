/**
 * The keymap (after lichess's blind mode and material-web): every command has its keys per focus
 * zone and says whether it is a printable single key (those never fire in the command line: WCAG
 * 2.1.4). The shell's and the table's commands are here; each game adds its own (GameModule.commands).
 * A game's command wins over the shell's on the same key (a patience's U is undo, not the update),
 * and F1 lists exactly the merged bindings that work where focus is.
 */

export interface KeyBinding {
  /** KeyboardEvent.key (letters compared case-insensitively), or a code like 'Digit1' with `code`. */
  readonly key: string;
  readonly code?: boolean;
  readonly shift?: boolean;
  readonly ctrl?: boolean;
  /**
   * The key as the keymap writes it: KeyboardEvent names joined by "+" ("Shift+H", "Ctrl+Home", "PageUp"),
   * also the ARIA form of a button's aria-keyshortcuts. F1 names it in the player's language (locales/keys.ts).
   */
  readonly label: string;
}

export interface CommandDef {
  readonly id: string;
  readonly keys: readonly KeyBinding[];
  /** Zones where the keys work; 'any' = anywhere in the game area. */
  readonly zones: readonly string[] | 'any';
  /** A printable single key: inactive in the command line (it needs the letters). */
  readonly printable: boolean;
}

export const key = (k: string, label = k, extra: Partial<KeyBinding> = {}): KeyBinding => ({ key: k, label, ...extra });

/** Keys of the shell and of every table, whatever the game. */
export const SHELL_COMMANDS: readonly CommandDef[] = [
  {
    id: 'pickChoice',
    keys: [key('Enter'), ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => key(`Digit${d}`, '1–9', { code: true }))],
    zones: ['choices'],
    printable: true,
  },
  { id: 'closeChoices', keys: [key('Escape')], zones: ['choices', 'commandLine'], printable: false },
  { id: 'repeatLastEvent', keys: [key('l', 'L')], zones: 'any', printable: true },
  { id: 'repeatLast', keys: [key('r', 'R')], zones: 'any', printable: true },
  { id: 'sinceMyTurn', keys: [key('g', 'G')], zones: 'any', printable: true },
  { id: 'logPrevious', keys: [key('PageUp')], zones: 'any', printable: false },
  { id: 'logNext', keys: [key('PageDown')], zones: 'any', printable: false },
  { id: 'logFirst', keys: [key('Home', 'Ctrl+Home', { ctrl: true })], zones: 'any', printable: false },
  { id: 'logLast', keys: [key('End', 'Ctrl+End', { ctrl: true })], zones: 'any', printable: false },
  { id: 'hint', keys: [key('?')], zones: 'any', printable: true },
  { id: 'cycleVerbosity', keys: [key('v', 'V')], zones: 'any', printable: true },
  { id: 'help', keys: [key('F1')], zones: 'any', printable: false },
  { id: 'rules', keys: [key('F1', 'Shift+F1', { shift: true })], zones: 'any', printable: false },
  { id: 'nextZone', keys: [key('F6')], zones: 'any', printable: false },
  { id: 'previousZone', keys: [key('F6', 'Shift+F6', { shift: true })], zones: 'any', printable: false },
  { id: 'focusCommandLine', keys: [key('/')], zones: 'any', printable: true },
  { id: 'continue', keys: [key('w', 'W')], zones: 'any', printable: true },
  { id: 'newGame', keys: [key('n', 'Shift+N', { shift: true })], zones: 'any', printable: true },
  { id: 'settings', keys: [key('o', 'O')], zones: 'any', printable: true },
  { id: 'update', keys: [key('u', 'U')], zones: 'any', printable: true },
];

/** The shell's commands that a game's table handles itself (the rest the shell runs). */
export const TABLE_COMMAND_IDS: ReadonlySet<string> = new Set(['hint', 'continue', 'repeatLastEvent']);

/** The commands the shell runs itself, whatever game is open (the shell's keys that no table handles). */
export const SHELL_ONLY_IDS: ReadonlySet<string> = new Set(SHELL_COMMANDS.map((c) => c.id).filter((id) => !TABLE_COMMAND_IDS.has(id)));

export function matches(b: KeyBinding, e: KeyboardEvent): boolean {
  if (!!b.ctrl !== (e.ctrlKey || e.metaKey) || e.altKey) return false;
  if (b.code) return e.code === b.key || e.code === b.key.replace('Digit', 'Numpad');
  const isLetter = /^[a-z]$/i.test(b.key);
  // Shift tells F1 from Shift+F1 and n from Shift+N; for signs like "?" it depends on the layout.
  if ((isLetter || b.key.length > 1) && !!b.shift !== e.shiftKey) return false;
  return isLetter ? e.key.toLowerCase() === b.key : e.key === b.key;
}

const active = (cmd: CommandDef, zone: string | null) =>
  (cmd.zones === 'any' || (zone !== null && cmd.zones.includes(zone))) && !(zone === 'commandLine' && cmd.printable);

/** The game's commands first (they win on a shared key), then the shell's, less those the game has no use for. */
export function mergeCommands(game: readonly CommandDef[], unused: readonly string[] = []): CommandDef[] {
  return [...game, ...SHELL_COMMANDS.filter((c) => !unused.includes(c.id))];
}

/** The command a key press means in a zone, or null. */
export function commandForKey(e: KeyboardEvent, zone: string | null, commands: readonly CommandDef[]): string | null {
  for (const cmd of commands) {
    if (!active(cmd, zone)) continue;
    if (cmd.keys.some((b) => matches(b, e))) return cmd.id;
  }
  return null;
}

const same = (a: KeyBinding, b: KeyBinding) => a.key.toLowerCase() === b.key.toLowerCase() && !!a.code === !!b.code && !!a.shift === !!b.shift && !!a.ctrl === !!b.ctrl;

/**
 * The commands whose keys work in `zone` now, for the F1 help: each with only the bindings that
 * reach it (a binding taken by an earlier command of the merge is left out).
 */
export function activeCommands(zone: string | null, commands: readonly CommandDef[]): CommandDef[] {
  const taken: KeyBinding[] = [];
  const out: CommandDef[] = [];
  for (const cmd of commands) {
    if (!active(cmd, zone)) continue;
    const keys = cmd.keys.filter((b) => !taken.some((t) => same(t, b)));
    taken.push(...cmd.keys);
    if (keys.length) out.push({ ...cmd, keys });
  }
  return out;
}
