/**
 * What every table shares (Papillon's and the patiences'): zones a player moves between with F6 and
 * Tab, list zones with a roving tab stop, focus given to a zone's list or its heading, and one
 * keydown handler on the table that each game fills with its commands.
 */
import type { RovingTabindexController } from '../a11y/roving-tabindex.js';
import type { Zone } from '../commands/commands.js';
import { ControllerElement } from './light-element.js';

export abstract class ZonedTable extends ControllerElement {
  /** The zones in F6 order (those not on the page now are skipped). */
  protected abstract get zones(): readonly Zone[];
  /** The roving tab stop of a list zone, if it is one. */
  protected abstract rovingFor(zone: Zone): RovingTabindexController | undefined;
  /** The game's keys: called for every keydown inside the table. */
  protected abstract onKey(e: KeyboardEvent): void;

  private readonly keyListener = (e: KeyboardEvent) => this.onKey(e);

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.keyListener);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.keyListener);
  }

  protected items(zone: string): HTMLElement[] {
    return Array.from(this.querySelectorAll<HTMLElement>(`[data-zone="${zone}"] [data-item]`));
  }

  protected zoneOf(el: EventTarget | null): Zone | null {
    const z = (el as HTMLElement | null)?.closest?.<HTMLElement>('[data-zone]')?.dataset['zone'];
    return (z as Zone | undefined) ?? null;
  }

  protected moveZone(from: Zone | null, dir: 1 | -1): void {
    const present = this.zones.filter((z) => this.querySelector(`[data-zone="${z}"]`));
    const i = from ? present.indexOf(from) : -1;
    const next = present[(i + dir + present.length) % present.length];
    if (next) this.focusZone(next);
  }

  /** The keys every table has: F6 / Shift+F6 between zones, / to the command line. True when handled. */
  protected zoneKey(id: string, zone: Zone | null): boolean {
    if (id === 'nextZone' || id === 'previousZone') this.moveZone(zone, id === 'nextZone' ? 1 : -1);
    else if (id === 'focusCommandLine') this.focusZone('commandLine');
    else return false;
    return true;
  }

  /** The choice a key picks in a numbered list: Enter the focused option, 1–9 that number. */
  protected choiceIndex(e: KeyboardEvent): number {
    return e.key === 'Enter' ? Number((e.target as HTMLElement).dataset['index'] ?? -1) : Number(e.code.slice(-1)) - 1;
  }

  /** Focus into a zone: its list (at `index`, else where its tab stop is), or its heading. */
  focusZone(zone: Zone, index?: number): void {
    const roving = this.rovingFor(zone);
    if (roving && this.items(zone).length > 0) return roving.focus(index);
    this.querySelector<HTMLElement>(`[data-zone="${zone}"] [data-focus]`)?.focus();
  }
}
