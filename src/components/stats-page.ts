/**
 * <stats-page>: the statistics of finished sessions, read from the save store. A summary sentence
 * (sessions played, won) and an accessible table, oldest first: date, players, my balance, my place,
 * won or not, and the running total of my counters over time. Rendered inside a dialog of the app.
 */
import { html, type TemplateResult } from 'lit';
import { signed } from '../i18n/messages.js';
import { saveStore, type SaveStore, type Statistics } from '../storage/save-store.js';
import { ControllerElement } from './light-element.js';

export class StatsPage extends ControllerElement {
  static override properties = { ...ControllerElement.properties, store: { attribute: false } };
  declare store: SaveStore | undefined;
  private stats: Statistics | null = null;
  private failed = false;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.load();
  }

  /** Reads the statistics again (the dialog calls it when it opens). */
  async load(): Promise<void> {
    try {
      this.stats = await (this.store ?? saveStore()).statistics();
      this.failed = false;
    } catch {
      this.failed = true;
    }
    this.requestUpdate();
  }

  protected override render(): TemplateResult {
    const c = this.controller;
    const m = c.messages.ui;
    const locale = c.settings.locale;
    if (this.failed) return html`<p>${m.saveUnavailable}</p>`;
    const s = this.stats;
    if (!s) return html`<p>${m.statsLoading}</p>`;
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    let total = 0;
    const rows = s.sessions.map((r) => ({ ...r, total: (total += r.balance) }));
    return html`
      <p data-stats-summary>${m.statsSummary(s.played, s.won)}</p>
      ${s.sessions.length === 0
        ? html`<p>${m.statsEmpty}</p>`
        : html`<table class="stats-table">
            <caption>${m.statsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">${m.statsDate}</th>
                <th scope="col">${m.statsPlayers}</th>
                <th scope="col">${m.statsBalance}</th>
                <th scope="col">${m.statsPlace}</th>
                <th scope="col">${m.statsResult}</th>
                <th scope="col">${m.statsRunningTotal}</th>
              </tr>
            </thead>
            <tbody>
              ${rows.map(
                (r) => html`<tr>
                  <th scope="row">${date.format(new Date(r.finishedAt))}</th>
                  <td>${r.players}</td>
                  <td>${signed(locale, r.balance)}</td>
                  <td>${r.place}</td>
                  <td>${r.won ? m.statsWonYes : m.statsWonNo}</td>
                  <td>${signed(locale, r.total)}</td>
                </tr>`,
              )}
            </tbody>
          </table>`}
    `;
  }
}

customElements.define('stats-page', StatsPage);

declare global {
  interface HTMLElementTagNameMap {
    'stats-page': StatsPage;
  }
}
