/**
 * <game-chooser>: every game of the app (Papillon and the seven patiences), each with a one-line
 * description, whether the player chooses or watches, and the player's statistics. The play buttons
 * are one tab stop (arrow keys move between games); R or Shift+F1 on a game opens its rules. A deal
 * number may be given (the same number gives the same deal), and two variants.
 */
import { html, type TemplateResult } from 'lit';
import { RovingTabindexController } from '../a11y/roving-tabindex.js';
import { PATIENCE_MODES } from '../games/patience/modes.js';
import { CHOOSER_GAMES, isPatienceId, type PatienceController } from '../games/patience/controller.js';
import type { ChooserGameId } from '../games/patience/messages.js';
import { ControllerElement } from './light-element.js';

export class GameChooser extends ControllerElement {
  static override properties = { ...ControllerElement.properties, patience: { attribute: false } };
  declare patience: PatienceController;

  private roving = new RovingTabindexController(this, { items: () => Array.from(this.querySelectorAll<HTMLElement>('[data-item]')) });

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKeyDown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKeyDown);
  }

  protected override firstUpdated(): void {
    this.querySelector<HTMLElement>('h2')?.focus();
  }

  protected override updated(): void {
    if (this.patience?.focusRequest === 'chooser') {
      this.patience.focusRequest = null;
      this.roving.focus();
    }
  }

  private onKeyDown = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.altKey || e.metaKey) return;
    const game = (e.target as HTMLElement).closest<HTMLElement>('[data-game]')?.dataset['game'] as ChooserGameId | undefined;
    if (!game) return;
    if ((e.key === 'r' || e.key === 'R') && !e.shiftKey) {
      e.preventDefault();
      this.patience.showRules(game);
    } else if (e.key === 'F1' && e.shiftKey) {
      e.preventDefault();
      this.patience.showRules(game);
    } else if (e.key === 'F1') {
      e.preventDefault();
      this.controller.openDialog('help');
    }
  };

  private play(game: ChooserGameId): void {
    const p = this.patience;
    if (!isPatienceId(game)) return p.choosePapillon();
    const form = this.querySelector<HTMLFormElement>('form.chooser-options');
    const data = form ? new FormData(form) : null;
    const seed = String(data?.get('seed') ?? '').trim();
    const variants: string[] = [];
    if (game === 'stern' && data?.get('sternNoCorners')) variants.push('V-STE-1');
    if (game === 'napoleon' && data?.get('napoleonTwoPacks')) variants.push('V-NAP-1');
    p.start(game, seed || undefined, { variants });
  }

  protected override render(): TemplateResult {
    const p = this.patience;
    if (!p) return html``;
    const pm = this.controller.messages.patience;
    const u = pm.ui;
    return html`<section class="chooser" aria-labelledby="chooser-h">
      <h2 id="chooser-h" tabindex="-1">${u.chooserTitle}</h2>
      <p id="chooser-intro">${u.chooserIntro}</p>
      <ul class="games">
        ${CHOOSER_GAMES.map((id, i) => {
          const name = pm.names[id];
          const stats = isPatienceId(id) ? p.stats[id] : undefined;
          const kind = isPatienceId(id) ? (PATIENCE_MODES[id]([]) === 'interactive' ? u.interactive : u.watchAndStep) : null;
          return html`<li class="game" data-game=${id}>
            <h3 id=${`game-${id}`}>${name}</h3>
            <p id=${`game-${id}-d`}>${pm.descriptions[id]}</p>
            ${isPatienceId(id) ? html`<p class="hint" id=${`game-${id}-s`}>${kind}; ${stats ? u.stats(stats) : u.noStats}</p>` : ''}
            <div class="buttons">
              <button
                type="button"
                class="primary"
                data-item
                data-key=${id}
                tabindex=${i === 0 ? 0 : -1}
                aria-describedby=${isPatienceId(id) ? `game-${id}-d game-${id}-s` : `game-${id}-d`}
                aria-keyshortcuts="R Shift+F1"
                @click=${() => this.play(id)}
              >
                ${u.playGame(name)}
              </button>
              <button type="button" tabindex="-1" @click=${() => p.showRules(id)}>${u.rulesOf(name)}</button>
            </div>
          </li>`;
        })}
      </ul>
      <form class="chooser-options" @submit=${(e: Event) => e.preventDefault()}>
        <fieldset>
          <legend>${u.options}</legend>
          <p class="field">
            <label for="chooser-seed">${u.seed}</label>
            <input id="chooser-seed" name="seed" type="text" inputmode="numeric" autocomplete="off" aria-describedby="chooser-seed-hint" />
          </p>
          <p id="chooser-seed-hint" class="hint">${u.seedHint}</p>
          <label class="choice"><input type="checkbox" name="sternNoCorners" /> ${u.sternNoCorners}</label>
          <label class="choice"><input type="checkbox" name="napoleonTwoPacks" /> ${u.napoleonTwoPacks}</label>
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
