/**
 * A game's own table at a table with friends: everything is the game's `GamePlay` (its zones, keys,
 * words), with what a shared table adds — I says who is at the table, buttons for the quick phrases,
 * the host's "let a computer play for …" for a person away past the grace period, and leaving the
 * table. Nothing is saved on the device (the table lives on the server; the seat ticket brings the
 * player back). Knows no game.
 */
import { html, type TemplateResult } from 'lit';
import type { ActionSpec, ChoiceList, Confirm, GamePlay, ZoneSpec } from '../play/module.js';
import { key, type CommandDef } from '../play/keymap.js';
import { PHRASES } from '../net/protocol.js';
import type { TablesController } from './tables.js';

export const TABLE_COMMANDS: readonly CommandDef[] = [{ id: 'whoIsHere', keys: [key('i', 'I')], zones: 'any', printable: true }];

export class RemotePlay extends EventTarget implements GamePlay {
  readonly extraCommands = TABLE_COMMANDS;

  constructor(
    private readonly tables: TablesController,
    readonly inner: GamePlay,
  ) {
    super();
    inner.addEventListener('change', this.forward);
  }

  private readonly forward = () => this.dispatchEvent(new Event('change'));

  /** The game's session (tests read it as they read a game's against the computers). */
  get session(): unknown {
    return (this.inner as unknown as { session?: unknown }).session;
  }

  get gameId(): string {
    return this.inner.gameId;
  }
  get homeZone(): string {
    return this.inner.homeZone;
  }
  get choicesAt(): number | undefined {
    return this.inner.choicesAt;
  }
  get commandPlaceholder(): string | undefined {
    return this.inner.commandPlaceholder;
  }
  get commandHint(): string | undefined {
    return this.inner.commandHint;
  }
  get choices(): ChoiceList | null {
    return this.inner.choices;
  }
  get confirm(): Confirm | null {
    return this.inner.confirm;
  }
  get rulesOptions(): unknown {
    return this.inner.rulesOptions;
  }
  get title(): string {
    return `${this.inner.title} ${this.tables.t.withFriends}`;
  }
  get busy(): boolean {
    return this.inner.busy;
  }

  zones(): readonly ZoneSpec[] {
    return this.inner.zones();
  }
  renderActionsExtra(): TemplateResult {
    return this.inner.renderActionsExtra?.() ?? html``;
  }
  takeFocusRequest(): string | null {
    return this.inner.takeFocusRequest();
  }
  takeFocusKey(): string | null {
    return this.inner.takeFocusKey?.() ?? null;
  }
  takeFocusNudge(): { readonly zone: string; readonly key: string | null } | null {
    return this.inner.takeFocusNudge?.() ?? null;
  }
  pickChoice(index: number): void {
    this.inner.pickChoice(index);
  }
  closeChoices(): void {
    this.inner.closeChoices();
  }
  activate(zone: string, k: string): void {
    this.inner.activate(zone, k);
  }
  focused(zone: string, k: string): void {
    this.inner.focused?.(zone, k);
  }
  submitCommand(text: string): Promise<void> | void {
    return this.inner.submitCommand(text);
  }
  repeatLastEvent(): void {
    this.inner.repeatLastEvent();
  }
  settingsChanged(): void {
    this.inner.settingsChanged?.();
  }

  run(id: string, ctx: { zone: string | null; key: string | null }): boolean {
    if (id === 'whoIsHere') {
      this.tables.whoIsHere();
      return true;
    }
    return this.inner.run(id, ctx);
  }

  extraCommandText(id: string): { name: string; help: string } | null {
    const t = this.tables.t;
    return id === 'whoIsHere' ? { name: t.whoIsHere, help: t.whoIsHereHelp } : null;
  }

  actions(): readonly ActionSpec[] {
    const t = this.tables.t;
    return [
      ...this.inner.actions(),
      { label: t.whoIsHere, key: 'I', run: () => this.tables.whoIsHere() },
      ...this.tables.standInCandidates().map((s) => ({ label: t.letComputerPlay(this.tables.seatName(s)), key: '', run: () => this.tables.standIn(s.seat) })),
      ...PHRASES.map((id) => ({ label: t.phraseButton(id), key: '', run: () => this.tables.phrase(id) })),
      { label: t.leave, key: '', run: () => this.tables.leave() },
    ];
  }

  /** The table lives on the server: nothing to keep here. */
  snapshot(): null {
    return null;
  }

  dispose(): void {
    this.inner.removeEventListener('change', this.forward);
    this.inner.dispose();
    this.tables.playClosed(this);
  }
}
