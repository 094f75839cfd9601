/**
 * <game-table>: the Papillon table as the human player may see it. Zones (F6 / Tab): my hand,
 * the table cards, the capture choices, the players' status, the actions, the command line and
 * the game log. Renders from the player's view only, so hidden cards never reach the DOM.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { summableTotal, valueOf, type PapillonView } from '../games/papillon/index.js';
import { cardName } from '../games/papillon/describe.js';
import { cardFaceOf } from '../i18n/cards.js';
import { RovingTabindexController } from '../a11y/roving-tabindex.js';
import { commandForKey, type Zone } from '../commands/commands.js';
import { ZonedTable } from './zoned-table.js';
import { cardFace } from './card-face.js';
import { choiceList } from './choice-list.js';

const ZONES: Zone[] = ['hand', 'table', 'choices', 'status', 'actions', 'commandLine', 'log'];

const byValue = (a: string, b: string) => valueOf(a) - valueOf(b) || a.localeCompare(b);

export class GameTable extends ZonedTable {
  private handRoving = new RovingTabindexController(this, { items: () => this.items('hand') });
  private tableRoving = new RovingTabindexController(this, { items: () => this.items('table') });
  private choiceRoving = new RovingTabindexController(this, { items: () => this.items('choices'), wrap: false, onEdge: () => this.controller.playEarcon('end') });
  private logRoving = new RovingTabindexController(this, { items: () => this.items('log'), wrap: false, onEdge: () => this.controller.playEarcon('end') });
  private focusChoicesNext = false;

  protected get zones(): readonly Zone[] {
    return ZONES;
  }

  protected rovingFor(zone: Zone) {
    return { hand: this.handRoving, table: this.tableRoving, choices: this.choiceRoving, log: this.logRoving }[zone as string];
  }

  private hadChoices = false;

  protected onKey(e: KeyboardEvent): void {
    if (e.defaultPrevented) return;
    const zone = this.zoneOf(e.target);
    const id = commandForKey(e, zone);
    if (!id) return;
    const c = this.controller;
    const target = e.target as HTMLElement;
    // Buttons handle Enter and Space themselves.
    if (target.tagName === 'BUTTON' && (e.key === 'Enter' || e.key === ' ')) return;
    e.preventDefault();
    if (this.zoneKey(id, zone)) return;
    switch (id) {
      case 'playCard': {
        const card = target.dataset['key'];
        if (card) c.playCard(card);
        return;
      }
      case 'pickChoice': {
        c.pickChoice(this.choiceIndex(e));
        return;
      }
      case 'closeChoices':
        c.closeChoices();
        this.focusZone('hand');
        return;
      default:
        c.run(id);
    }
  }

  protected override updated(): void {
    const request = this.controller.focusRequest;
    if (request) {
      this.controller.focusRequest = null;
      this.focusZone(request);
    }
    const open = !!this.controller.choices;
    if (open && (this.focusChoicesNext || !this.hadChoices)) this.choiceRoving.focus(0);
    else if (!open && this.hadChoices && this.zoneOf(document.activeElement) === null) this.focusZone('hand');
    // Focus must never be lost: a zone that lost its focused element hands focus to its heading.
    if (document.activeElement === document.body && this.dataset['hadFocus'] === 'true') this.focusZone('hand');
    this.hadChoices = open;
    this.focusChoicesNext = false;
  }

  protected override render(): TemplateResult {
    const c = this.controller;
    const view = c.view;
    if (!view) return html``;
    const m = c.messages.ui;
    return html`
      <div class="table-layout" @focusin=${() => (this.dataset['hadFocus'] = 'true')}>
        ${this.renderHand(view)} ${this.renderTable(view)} ${this.renderChoices()} ${this.renderStatus(view)}
        ${this.renderActions(view)}
        <section data-zone="commandLine" class="command-line" aria-labelledby="cmd-h">
          <h2 id="cmd-h">${m.commandLine}</h2>
          <form
            @submit=${(e: Event) => {
              e.preventDefault();
              const input = this.querySelector<HTMLInputElement>('#cmd-input')!;
              void c.submitCommand(input.value);
              input.value = '';
            }}
          >
            <label for="cmd-input">${m.commandLabel}</label>
            <input id="cmd-input" data-focus type="text" autocomplete="off" spellcheck="false" aria-describedby="cmd-hint" />
            <button type="submit">${m.run}</button>
            <p id="cmd-hint" class="hint">${m.commandHint}</p>
          </form>
        </section>
        ${this.renderLog()}
      </div>
    `;
  }

  private renderCards(cards: readonly string[], labelId: string, onActivate?: (card: string) => void) {
    const c = this.controller;
    const n = cards.length;
    return html`<div role="listbox" class="cards" aria-labelledby=${labelId} aria-orientation="horizontal">
      ${cards.map((card, i) => {
        const name = cardName(card, c.ctx);
        return html`<div
          role="option"
          class="card"
          data-item
          data-key=${card}
          tabindex=${i === 0 ? 0 : -1}
          aria-selected=${document.activeElement?.getAttribute('data-key') === card ? 'true' : 'false'}
          aria-posinset=${i + 1}
          aria-setsize=${n}
          @click=${onActivate ? () => onActivate(card) : nothing}
          @focus=${(e: FocusEvent) => (e.target as HTMLElement).setAttribute('aria-selected', 'true')}
          @blur=${(e: FocusEvent) => (e.target as HTMLElement).setAttribute('aria-selected', 'false')}
        >
          ${cardFace(card, name, cardFaceOf(card, c.ctx))}
        </div>`;
      })}
    </div>`;
  }

  private renderHand(view: PapillonView) {
    const c = this.controller;
    const m = c.messages.ui;
    const hand = [...view.hand].sort(byValue);
    return html`<section data-zone="hand" class="zone hand" aria-labelledby="hand-h">
      <h2 id="hand-h" tabindex="-1" data-focus>${m.yourHand(hand.length)}</h2>
      ${hand.length
        ? this.renderCards(hand, 'hand-h', (card) => c.playCard(card))
        : html`<p class="empty">${m.handEmpty}</p>`}
    </section>`;
  }

  private renderTable(view: PapillonView) {
    const c = this.controller;
    const m = c.messages.ui;
    const table = [...view.table].sort(byValue);
    // What can be part of a sum is the engine's answer (P22; V-P-1: no tens): the total that helps.
    const total = summableTotal(table, view.rules);
    return html`<section data-zone="table" class="zone table" aria-labelledby="table-h">
      <h2 id="table-h" tabindex="-1" data-focus>${m.tableHeading(table.length, total)}</h2>
      ${table.length ? this.renderCards(table, 'table-h') : html`<p class="empty">${m.tableEmpty}</p>`}
    </section>`;
  }

  private renderChoices() {
    const c = this.controller;
    const ch = c.choices;
    if (!ch) return nothing;
    const m = c.messages.ui;
    const n = ch.moves.length;
    return choiceList({
      headingId: 'choices-h',
      heading: ch.card ? m.choicesFor(cardName(ch.card, c.ctx), n) : m.choicesAll(n),
      labels: ch.moves.map((mv) => c.describeChoice(mv)),
      keyPrefix: 'choice',
      pick: (i) => c.pickChoice(i),
      cancel: () => {
        c.closeChoices();
        this.focusZone('hand');
      },
      cancelLabel: m.cancel,
    });
  }

  private renderStatus(view: PapillonView) {
    const c = this.controller;
    const m = c.messages.ui;
    const names = c.names;
    return html`<section data-zone="status" class="zone status" aria-labelledby="status-h">
      <h2 id="status-h">${m.players}</h2>
      <table data-focus tabindex="0" aria-labelledby="status-h">
        <thead>
          <tr>
            <th scope="col">${m.colPlayer}</th>
            <th scope="col">${m.colCards}</th>
            <th scope="col">${m.colPile}</th>
            <th scope="col">${m.colBalance}</th>
          </tr>
        </thead>
        <tbody>
          ${names.map((name, seat) => {
            const tags = [
              // "(you)" unless the name already says so.
              seat === c.session!.me && name.toLowerCase() !== m.you.toLowerCase() ? m.you : null,
              seat === view.dealer ? m.dealer : null,
              seat === view.toMove ? m.toMove : null,
            ].filter(Boolean);
            return html`<tr class=${seat === view.toMove ? 'to-move' : ''}>
              <th scope="row">${name}${tags.length ? html` <span class="tags">(${tags.join(', ')})</span>` : nothing}</th>
              <td>${view.handCounts[seat]}</td>
              <td>${view.pileCounts[seat]}</td>
              <td>${view.balances[seat]}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      <dl class="facts">
        <div><dt>${m.pot}</dt><dd>${view.pot}</dd></div>
        <div><dt>${m.stock}</dt><dd>${view.stockCount}</dd></div>
        <div><dt>${m.round}</dt><dd>${view.finalRound ? m.finalRound : m.handRound(view.handRound)}</dd></div>
        <div><dt>${m.deal}</dt><dd>${m.dealOf(Math.min(view.dealsPlayed + (view.phase === 'play' ? 1 : 0), view.deals), view.deals)}</dd></div>
        <div><dt>${m.blaetterCarry}</dt><dd>${view.blaetterCarry}</dd></div>
        <div><dt>${m.rulesInForce}</dt><dd>${c.session!.config.options.preset === 'philidor-1756' ? m.presetPhilidor : m.presetBraillespiel}${view.rules.variants.length ? ` (${view.rules.variants.join(', ')})` : ''}</dd></div>
      </dl>
    </section>`;
  }

  private renderActions(view: PapillonView) {
    const c = this.controller;
    const m = c.messages.ui;
    const s = c.session!;
    const btn = (label: string, key: string, run: () => void, extra?: { primary?: boolean }) =>
      html`<button type="button" class=${extra?.primary ? 'primary' : ''} aria-keyshortcuts=${key} @click=${run}>${label}</button>`;
    return html`<section data-zone="actions" class="zone actions" aria-labelledby="actions-h">
      <h2 id="actions-h">${m.actions}</h2>
      <div role="group" aria-labelledby="actions-h" class="buttons">
        ${view.phase === 'dealOver' ? btn(m.nextDeal, 'N', () => c.nextDeal(), { primary: true }) : nothing}
        ${view.phase === 'sessionOver' ? btn(m.newGame, 'Shift+N', () => c.newGame(), { primary: true }) : nothing}
        ${s.waitingForKey ? btn(m.continue, 'W', () => c.continue(), { primary: true }) : nothing}
        ${btn(m.readHand, 'H', () => c.readHand())} ${btn(m.readTable, 'T', () => c.readTable())}
        ${btn(m.status, 'S', () => c.readStatus())} ${btn(m.captures, 'C', () => c.listCaptures())}
        ${btn(m.layDown, 'A', () => c.askLayDown())} ${btn(m.hint, '?', () => void c.hint())}
        ${btn(m.repeat, 'R', () => c.repeatLast())}
      </div>
    </section>`;
  }

  private renderLog() {
    const c = this.controller;
    const m = c.messages.ui;
    const log = c.announcer.log;
    const cursor = c.logCursor ?? log.length - 1;
    return html`<section data-zone="log" class="zone log" aria-labelledby="log-h">
      <h2 id="log-h" tabindex="-1" data-focus>${m.gameLog}</h2>
      <div role="log" class="log-list" aria-live="off" aria-labelledby="log-h">
        ${log.map(
          (entry, i) =>
            html`<p data-item data-key=${`log-${entry.id}`} tabindex=${i === cursor ? 0 : -1} aria-current=${i === c.logCursor ? 'true' : 'false'} class=${entry.kind}>
              ${entry.text}
            </p>`,
        )}
      </div>
    </section>`;
  }
}

customElements.define('game-table', GameTable);

declare global {
  interface HTMLElementTagNameMap {
    'game-table': GameTable;
  }
}
