/**
 * <game-chooser>: every game of the registry (src/games/registry.ts), each with its one-line
 * description, how the player takes part and the player's statistics. The play buttons are one tab
 * stop (arrow keys move between games); R or Shift+F1 on a game opens its rules, F1 the keys. A
 * deal number may be given (the same number gives the same deal), and the games' variants.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { RovingTabindexController } from '../a11y/roving-tabindex.js';
import { accessibleText } from '../a11y/accessible-text.js';
import { AppElement } from './light-element.js';

export class GameChooser extends AppElement {
  private roving = new RovingTabindexController(this, {
    items: () => Array.from(this.querySelectorAll<HTMLElement>('[data-item]')),
    // Home on the first game, End on the last: focus stays, said with its edge as in the table's lists (issue 28).
    onStay: (item, at) => this.controller.say(`${this.controller.messages.ui.listEdge(at)} ${accessibleText(item)}`.trim(), 'echo'),
  });

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKeyDown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKeyDown);
  }

  protected override firstUpdated(): void {
    this.roving.focus();
  }

  protected override updated(): void {
    if (this.controller.focusChooser && !this.controller.tables) {
      this.controller.focusChooser = false;
      this.roving.focus();
    }
  }

  private onKeyDown = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.altKey || e.metaKey) return;
    const game = (e.target as HTMLElement).closest<HTMLElement>('[data-game]')?.dataset['game'];
    if (e.key === 'F1') {
      e.preventDefault();
      if (e.shiftKey && game) void this.controller.showRules(game);
      else this.controller.openDialog('help');
    } else if ((e.key === 'r' || e.key === 'R') && !e.shiftKey && game && (e.target as HTMLElement).tagName === 'BUTTON') {
      e.preventDefault();
      void this.controller.showRules(game);
    }
  };

  private play(game: string): void {
    const form = this.querySelector<HTMLFormElement>('form.chooser-options');
    const data = form ? new FormData(form) : null;
    const seed = String(data?.get('seed') ?? '').trim();
    const variants = (data?.getAll(`variant:${game}`) ?? []).map(String);
    const c = this.controller;
    void c.loadGame(game).then((module) => {
      const options = module.setupForm(c) ? undefined : module.optionsFrom(new URLSearchParams(variants.length ? { variants: variants.join(',') } : {}), c).options;
      return c.choose(game, seed || undefined, options);
    });
  }

  protected override render(): TemplateResult {
    const c = this.controller;
    const u = c.messages.ui;
    const locale = c.settings.locale;
    const games = c.games;
    // "Play with friends" (its own chunk, src/tables/) is shown here while it is open.
    if (c.tables) return html`<tables-screen></tables-screen>`;
    return html`<section class="chooser" data-zone="chooser" aria-labelledby="chooser-h">
      <h2 id="chooser-h" tabindex="-1">${u.chooserTitle}</h2>
      <p id="chooser-intro">${u.chooserIntro}</p>
      <ul class="games">
        ${games.map((g, i) => {
          const t = g.texts[locale];
          const stats = g.solo ? c.statsFor(g.id) : null;
          const hint = g.solo ? [t.mode, stats ? u.gameStats(stats) : u.noStats].filter(Boolean).join('; ') : null;
          return html`<li class="game" data-game=${g.id}>
            <h3 id=${`game-${g.id}`}>${t.name}</h3>
            <p id=${`game-${g.id}-d`}>${t.description}</p>
            ${hint ? html`<p class="hint" id=${`game-${g.id}-s`}>${hint}</p>` : nothing}
            <div class="buttons">
              <button
                type="button"
                class="primary"
                data-item
                data-key=${g.id}
                tabindex=${i === 0 ? 0 : -1}
                aria-describedby=${hint ? `game-${g.id}-d game-${g.id}-s` : `game-${g.id}-d`}
                aria-keyshortcuts="R Shift+F1"
                @click=${() => this.play(g.id)}
              >
                ${u.playGame(t.name)}
              </button>
              <button type="button" tabindex="-1" @click=${() => void c.showRules(g.id)}>${u.chooserRules(t.name)}</button>
            </div>
          </li>`;
        })}
      </ul>
      <p class="hint">${u.chooserKeys}</p>
      ${games.some((g) => g.tables)
        ? html`<section class="friends" aria-labelledby="friends-h">
            <h3 id="friends-h">${u.playWithFriends}</h3>
            <p id="friends-d">${u.playWithFriendsHint}</p>
            <p><button type="button" data-action="tables" aria-describedby="friends-d" @click=${() => void c.openTables()}>${u.playWithFriends}</button></p>
          </section>`
        : nothing}
      <form class="chooser-options" @submit=${(e: Event) => e.preventDefault()}>
        <fieldset>
          <legend>${u.chooserOptions}</legend>
          <p class="field">
            <label for="chooser-seed">${u.seed}</label>
            <input id="chooser-seed" name="seed" type="text" inputmode="numeric" autocomplete="off" aria-describedby="chooser-seed-hint" />
          </p>
          <p id="chooser-seed-hint" class="hint">${u.seedHint}</p>
          ${games.flatMap((g) =>
            (g.texts[locale].variants ?? []).map((v) => html`<label class="choice"><input type="checkbox" name=${`variant:${g.id}`} value=${v.id} /> ${v.label}</label>`),
          )}
        </fieldset>
      </form>
    </section>`;
  }
}

customElements.define('game-chooser', GameChooser);

declare global {
  interface HTMLElementTagNameMap {
    'game-chooser': GameChooser;
  }
}
