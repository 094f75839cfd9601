/**
 * <stats-page>: the statistics of every game, read from the save store (one `GameResult` shape for
 * all games, plus counts carried over from earlier builds). A summary sentence over all games
 * (played, won), then one section per game with a heading (the game's name), its own sentence and,
 * for a game whose results have a score (Papillon's counters), an accessible table, oldest first:
 * date, players, my score, my place, won or not, and the running total of my score over time.
 * Games in the chooser's order, named as the registry names them. Rendered inside a dialog of the app.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { GAMES, gameEntry } from '../games/registry.js';
import { saveStore, type GameResult, type SaveStore, type Statistics, type StatisticsOf } from '../storage/save-store.js';
import { AppElement } from './light-element.js';

export class StatsPage extends AppElement {
  static override properties = { ...AppElement.properties, store: { attribute: false } };
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
    if (this.failed) return html`<p>${m.saveUnavailable}</p>`;
    const s = this.stats;
    if (!s) return html`<p>${m.statsLoading}</p>`;
    // The chooser's order (the registry's); a game it does not know (any more) last, by its id.
    const order = (id: string) => {
      const i = GAMES.findIndex((g) => g.id === id);
      return i < 0 ? GAMES.length : i;
    };
    const games = Object.entries(s.games)
      .filter(([, g]) => g.played > 0)
      .map(([id, g]) => ({ id, name: gameEntry(id)?.texts[c.settings.locale].name ?? id, g }))
      .sort((a, b) => order(a.id) - order(b.id) || a.id.localeCompare(b.id));
    return html`
      <p data-stats-summary>${m.statsSummary(s.played, s.won)}</p>
      ${s.played === 0 ? html`<p>${m.statsEmpty}</p>` : games.map(({ id, name, g }) => this.game(id, name, g))}
    `;
  }

  /** One game: its name, played and won, and the table of its results that have a score. */
  private game(id: string, name: string, g: StatisticsOf): TemplateResult {
    const scored = g.results.filter((r): r is GameResult & { score: number } => typeof r.score === 'number');
    return html`<section class="stats-game" data-stats-game=${id} aria-labelledby=${`stats-${id}`}>
      <h3 id=${`stats-${id}`}>${name}</h3>
      <p data-stats-game-summary>${this.controller.messages.ui.statsSummary(g.played, g.won)}</p>
      ${this.feats(id, g)} ${scored.length ? this.table(scored) : nothing}
    </section>`;
  }

  /** The game's own counts summed over its results, with its names for them (the chooser's texts). */
  private feats(id: string, g: StatisticsOf): TemplateResult | typeof nothing {
    const names = gameEntry(id)?.texts[this.controller.settings.locale].feats;
    if (!names) return nothing;
    const sums = Object.keys(names).map((k) => [k, g.results.reduce((a, r) => a + (r.feats?.[k] ?? 0), 0)] as const);
    return html`<dl class="facts" data-stats-feats>
      ${sums.map(([k, n]) => html`<div><dt>${names[k]}</dt><dd>${n}</dd></div>`)}
    </dl>`;
  }

  private table(results: readonly (GameResult & { score: number })[]): TemplateResult {
    const c = this.controller;
    const m = c.messages.ui;
    const locale = c.settings.locale;
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    let total = 0;
    const rows = results.map((r) => ({ ...r, total: (total += r.score) }));
    return html`<table class="stats-table">
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
            <td>${m.signed(r.score)}</td>
            <td>${r.place ?? ''}</td>
            <td>${r.won ? m.statsWonYes : m.statsWonNo}</td>
            <td>${m.signed(r.total)}</td>
          </tr>`,
        )}
      </tbody>
    </table>`;
  }
}

customElements.define('stats-page', StatsPage);

declare global {
  interface HTMLElementTagNameMap {
    'stats-page': StatsPage;
  }
}
