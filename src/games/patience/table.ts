/**
 * <patience-table>: the table of a patience, built like Papillon's <game-table> and sharing its
 * keymap (commands.ts, scope 'patience'), announcer, log and settings. Zones (F6 / Tab): the
 * places of the layout (one listbox, arrow keys walk every pile; Enter selects a source, then a
 * target), the numbered list of moves, the status, the actions, the command line and the game log.
 * Renders from what the player may see only: face-down cards are counts.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { RovingTabindexController } from '../../a11y/roving-tabindex.js';
import { commandForKey, COMMANDS, type Zone } from '../../commands/commands.js';
import { describeFoundations, describePatienceStatus, describePlace, patienceCardName } from './describe.js';
import type { PatienceController } from './controller.js';
import type { Pace } from '../../play/session.js';
import { ControllerElement } from '../../components/light-element.js';
import { ZonedTable } from '../../components/zoned-table.js';
import { choiceList } from '../../components/choice-list.js';
import { LAYOUTS, placeBody, type PlaceView } from './layouts.js';
import { cardFaceOf } from '../../i18n/cards.js';

const ZONES: Zone[] = ['piles', 'choices', 'status', 'actions', 'commandLine', 'log'];
const PACES: Pace[] = ['instant', 'fast', 'normal', 'slow'];
const PRINTABLE = new Set(COMMANDS.filter((c) => c.printable).map((c) => c.id));

export class PatienceTable extends ZonedTable {
  static override properties = { ...ControllerElement.properties, patience: { attribute: false } };
  declare patience: PatienceController;

  private placeRoving = new RovingTabindexController(this, { items: () => this.items('piles'), onMove: () => this.rememberFocus() });
  private choiceRoving = new RovingTabindexController(this, { items: () => this.items('choices'), wrap: false, onEdge: () => this.controller.playEarcon('end') });
  private logRoving = new RovingTabindexController(this, { items: () => this.items('log'), wrap: false, onEdge: () => this.controller.playEarcon('end') });
  private hadChoices = false;

  protected get zones(): readonly Zone[] {
    return ZONES;
  }

  protected rovingFor(zone: Zone) {
    return { piles: this.placeRoving, choices: this.choiceRoving, log: this.logRoving }[zone as string];
  }


  private rememberFocus(): void {
    const key = (document.activeElement as HTMLElement | null)?.dataset?.['key'];
    if (key && this.patience) this.patience.focusKey = key;
  }

  /** Up and down in a grid layout move by rows (before the roving controller sees the key). */
  private onGridKey = (e: KeyboardEvent) => {
    if ((e.key !== 'ArrowUp' && e.key !== 'ArrowDown') || e.altKey || e.ctrlKey || e.metaKey) return;
    const el = e.target as HTMLElement;
    const row = Number(el.dataset['row']);
    const col = Number(el.dataset['col']);
    if (!row || !col) return;
    const items = this.items('piles');
    const want = row + (e.key === 'ArrowDown' ? 1 : -1);
    const i = items.findIndex((x) => x.parentElement === el.parentElement && Number(x.dataset['row']) === want && Number(x.dataset['col']) === col);
    if (i < 0) return;
    e.preventDefault();
    e.stopPropagation();
    this.placeRoving.focus(i);
    this.rememberFocus();
  };

  protected onKey(e: KeyboardEvent): void {
    if (e.defaultPrevented) return;
    const p = this.patience;
    const zone = this.zoneOf(e.target);
    const id = commandForKey(e, zone, 'patience');
    if (!id) return;
    const target = e.target as HTMLElement;
    // Buttons handle Enter and Space themselves; a select keeps its letters.
    if ((target.tagName === 'BUTTON' || target.tagName === 'SELECT') && (e.key === 'Enter' || e.key === ' ')) return;
    if (target.tagName === 'SELECT' && PRINTABLE.has(id)) return;
    e.preventDefault();
    if (this.zoneKey(id, zone)) return;
    switch (id) {
      case 'selectPlace': {
        const key = target.dataset['key'];
        if (key) p.activate(key);
        return;
      }
      case 'pickChoice': {
        p.pickChoice(this.choiceIndex(e));
        return;
      }
      case 'closeChoices':
        p.closeChoices();
        return;
      case 'readCards':
        this.rememberFocus();
        p.readCards(zone === 'piles' ? (target.dataset['key'] ?? p.focusKey) : p.focusKey);
        return;
      default:
        p.run(id);
    }
  }

  /** The places: focus goes back to the one the player was on (kept by the controller, also across a reload). */
  override focusZone(zone: Zone, index?: number): void {
    const at = zone === 'piles' && index === undefined ? this.items(zone).findIndex((el) => el.dataset['key'] === this.patience?.focusKey) : -1;
    super.focusZone(zone, at >= 0 ? at : index);
  }

  protected override updated(): void {
    const p = this.patience;
    if (!p) return;
    const request = p.focusRequest;
    if (request && request !== 'chooser') {
      p.focusRequest = null;
      if (request === 'choices') this.choiceRoving.focus(0);
      else this.focusZone(request);
    }
    const open = !!p.choices;
    if (!open && this.hadChoices && this.zoneOf(document.activeElement) === null) this.focusZone('piles');
    // Focus is never lost: a zone that lost its focused element hands focus to the places.
    if (document.activeElement === document.body && this.dataset['hadFocus'] === 'true') this.focusZone('piles');
    this.hadChoices = open;
  }

  protected override render(): TemplateResult {
    const p = this.patience;
    const s = p?.state;
    if (!p || !s || !p.game) return html``;
    const m = this.controller.messages;
    const pm = m.patience;
    return html`<div class="table-layout patience" data-game=${p.game} @focusin=${() => (this.dataset['hadFocus'] = 'true')}>
      ${this.renderPlaces()} ${this.renderChoices()} ${this.renderStatus()} ${this.renderActions()}
      <section data-zone="commandLine" class="zone command-line" aria-labelledby="pcmd-h">
        <h2 id="pcmd-h">${m.ui.commandLine}</h2>
        <form
          @submit=${(e: Event) => {
            e.preventDefault();
            const input = this.querySelector<HTMLInputElement>('#pcmd-input')!;
            p.submitCommand(input.value);
            input.value = '';
          }}
        >
          <label for="pcmd-input">${m.ui.commandLabel}</label>
          <input id="pcmd-input" data-focus type="text" autocomplete="off" spellcheck="false" aria-describedby="pcmd-hint" placeholder=${pm.commandLine.placeholder} />
          <button type="submit">${m.ui.run}</button>
          <p id="pcmd-hint" class="hint">${pm.ui.cmdHint}</p>
        </form>
      </section>
      ${this.renderLog()}
    </div>`;
  }

  private renderPlaces(): TemplateResult {
    const p = this.patience;
    const ctx = p.ctx;
    const pm = ctx.messages.patience;
    const places = p.places;
    const views: PlaceView[] = places.map((place) => {
      const top = place.cards[place.cards.length - 1];
      const selected = p.selection === place.key;
      return { place, label: `${describePlace(place, ctx)}${selected ? `, ${pm.ui.selected}` : ''}`, topName: top ? patienceCardName(top, ctx) : null, topFace: top ? cardFaceOf(top, ctx) : null, selected };
    });
    const focusIndex = Math.max(0, places.findIndex((x) => x.key === p.focusKey));
    const n = views.length;
    const option = (v: PlaceView, extra: { style?: string } = {}) => {
      const i = views.indexOf(v);
      return html`<div
        role="option"
        class="place kind-${v.place.kind}${v.selected ? ' selected' : ''}"
        data-item
        data-key=${v.place.key}
        data-row=${v.place.row ?? nothing}
        data-col=${v.place.col ?? nothing}
        style=${extra.style ?? nothing}
        tabindex=${i === focusIndex ? 0 : -1}
        aria-selected=${v.selected ? 'true' : 'false'}
        aria-posinset=${i + 1}
        aria-setsize=${n}
        @click=${() => {
          p.focusKey = v.place.key;
          p.activate(v.place.key);
        }}
        @focus=${() => (p.focusKey = v.place.key)}
      >
        <span class="visually-hidden">${v.label}</span>${placeBody(v)}
      </div>`;
    };
    const l = pm.places;
    const labels = { foundations: l.groupFoundations, corners: l.groupCorners, star: l.groupArms, moon: l.groupMoon, grid: l.groupGrid, piles: l.groupPiles, stock: l.groupStock };
    const layout = LAYOUTS[p.game!]!;
    return html`<section data-zone="piles" class="zone piles" aria-labelledby="pt-h">
      <h2 id="pt-h" tabindex="-1" data-focus>${pm.ui.tableHeading({ game: pm.names[p.game!], mode: p.mode })}</h2>
      <div role="listbox" class="places layout-${p.game}" aria-labelledby="pt-h" aria-describedby="pt-keys" @keydown=${this.onGridKey}>
        ${layout(views, option, labels)}
      </div>
      <p id="pt-keys" class="hint">${p.interactive ? pm.ui.keysInteractive : pm.ui.watchOnly}</p>
    </section>`;
  }

  private renderChoices(): TemplateResult | typeof nothing {
    const p = this.patience;
    const ch = p.choices;
    if (!ch) return nothing;
    const m = this.controller.messages;
    return choiceList({
      headingId: 'pchoices-h',
      heading: m.patience.ui.movesHeading(ch.moves.length),
      labels: ch.moves.map((mv) => p.describeChoice(mv)),
      keyPrefix: 'pchoice',
      pick: (i) => p.pickChoice(i),
      cancel: () => p.closeChoices(),
      cancelLabel: m.ui.cancel,
    });
  }

  private renderStatus(): TemplateResult {
    const p = this.patience;
    const s = p.state!;
    const pm = this.controller.messages.patience;
    const stats = p.stats[p.game!];
    return html`<section data-zone="status" class="zone status" aria-labelledby="pstatus-h">
      <h2 id="pstatus-h">${pm.ui.status}</h2>
      <p data-focus tabindex="-1" class="patience-status">${describePatienceStatus(s, p.ctx, { seed: p.seed, moves: p.done.length })}</p>
      <p>${describeFoundations(s, p.ctx)}</p>
      <p>${pm.ui.statsLabel}: ${stats ? pm.ui.stats(stats) : pm.ui.noStats}</p>
    </section>`;
  }

  private renderActions(): TemplateResult {
    const p = this.patience;
    const c = this.controller;
    const pm = c.messages.patience;
    const btn = (label: string, key: string, run: () => void, extra: { primary?: boolean; disabled?: boolean } = {}) =>
      html`<button type="button" class=${extra.primary ? 'primary' : ''} aria-keyshortcuts=${key} ?disabled=${extra.disabled ?? false} @click=${run}>${label}</button>`;
    const over = p.over;
    return html`<section data-zone="actions" class="zone actions" aria-labelledby="pactions-h">
      <h2 id="pactions-h">${pm.ui.actions}</h2>
      <div role="group" aria-labelledby="pactions-h" class="buttons">
        ${over
          ? html`${btn(pm.ui.playAgain, '', () => p.restart(), { primary: true })} ${btn(pm.ui.newDeal, '', () => p.game && p.start(p.game, undefined, p.options))}`
          : html`${btn(pm.ui.step, 'N', () => p.step(), { primary: !p.interactive })}
            ${btn(p.running ? pm.ui.stop : pm.ui.run, 'A', () => void p.runToEnd())}
            ${p.interactive ? btn(pm.ui.listMoves, 'M', () => p.listMoves(), { primary: true }) : nothing}
            ${p.game === 'halber-mond' ? btn(pm.ui.endStage, 'E', () => p.endStage()) : nothing}`}
        ${btn(pm.ui.undo, 'U', () => p.undo())} ${btn(pm.ui.redo, 'Shift+U', () => p.redo())}
        ${over ? nothing : btn(pm.ui.hint, '?', () => p.hint())}
        ${btn(pm.ui.foundations, 'F', () => p.readFoundations())} ${btn(pm.ui.readStatus, 'S', () => p.readStatus())}
        ${btn(pm.ui.readTable, 'T', () => p.readTable())} ${btn(pm.ui.rules, 'Shift+F1', () => c.openDialog('rules'))}
        ${btn(pm.ui.chooser, 'Shift+N', () => p.showChooser())}
      </div>
      <p class="field">
        <label for="ppace">${pm.ui.pace}</label>
        <select id="ppace" @change=${(e: Event) => c.updateSettings({ pace: (e.target as HTMLSelectElement).value as Pace })}>
          ${PACES.map((pace) => html`<option value=${pace} ?selected=${c.settings.pace === pace}>${pm.paceName(pace)}</option>`)}
        </select>
      </p>
    </section>`;
  }

  private renderLog(): TemplateResult {
    const c = this.controller;
    const m = c.messages.ui;
    const log = c.announcer.log;
    const cursor = c.logCursor ?? log.length - 1;
    return html`<section data-zone="log" class="zone log" aria-labelledby="plog-h">
      <h2 id="plog-h" tabindex="-1" data-focus>${m.gameLog}</h2>
      <div role="log" class="log-list" aria-live="off" aria-labelledby="plog-h">
        ${log.map(
          (entry, i) =>
            html`<p data-item data-key=${`log-${entry.id}`} tabindex=${i === cursor ? 0 : -1} aria-current=${i === c.logCursor ? 'true' : 'false'} class=${entry.kind}>${entry.text}</p>`,
        )}
      </div>
    </section>`;
  }
}

customElements.define('patience-table', PatienceTable);

declare global {
  interface HTMLElementTagNameMap {
    'patience-table': PatienceTable;
  }
}
