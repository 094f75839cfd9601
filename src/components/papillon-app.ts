/**
 * <papillon-app>: the application shell. A header with the menu, the new-game form or the table,
 * and the dialogs (help generated from the active key bindings, rules, settings, the forced
 * lay-down confirmation). Dialogs are native <dialog> elements: modal, Escape closes them, and
 * focus returns to where it was.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { activeCommands } from '../commands/commands.js';
import { describeForcedLayDown } from '../games/papillon/describe.js';
import { rulesText } from '../i18n/index.js';
import { ControllerElement } from './light-element.js';
import type { Dialog } from '../app/game-controller.js';
import './game-table.js';
import './game-chooser.js';
import type { PatienceController } from '../games/patience/controller.js';

/** Forms and pages that are not on the first screen load when first shown (they upgrade in place). */
const LAZY = {
  'new-game-form': () => import('./new-game-form.js'),
  'settings-form': () => import('./settings-form.js'),
  'stats-page': () => import('./stats-page.js'),
} as const;

function need(tag: keyof typeof LAZY): void {
  if (!customElements.get(tag)) void LAZY[tag]();
}

export class PapillonApp extends ControllerElement {
  static override properties = { ...ControllerElement.properties, patience: { attribute: false } };
  /** The patiences and the game chooser (src/app/patience-boot.ts); without it the shell is Papillon's alone. */
  declare patience: PatienceController | undefined;
  private openDialog: Dialog = null;
  private returnFocus: HTMLElement | null = null;

  protected override updated(): void {
    const want = this.controller.dialog;
    if (want === this.openDialog) return;
    const current = this.querySelector<HTMLDialogElement>('dialog[open]');
    if (current) current.close();
    if (want) {
      const active = document.activeElement as HTMLElement | null;
      this.returnFocus = active && active !== document.body ? active : null;
      const dlg = this.querySelector<HTMLDialogElement>(`dialog[data-dialog="${want}"]`);
      dlg?.showModal();
      (dlg?.querySelector<HTMLElement>('[autofocus]') ?? dlg?.querySelector<HTMLElement>('h2'))?.focus();
    } else {
      const target = this.returnFocus;
      this.returnFocus = null;
      if (target?.isConnected) target.focus();
      else if (this.querySelector('patience-table')) this.querySelector('patience-table')!.focusZone('piles');
      else this.querySelector('game-table')?.focusZone('hand');
    }
    this.openDialog = want;
  }

  protected override render(): TemplateResult {
    const c = this.controller;
    const m = c.messages.ui;
    const playing = !!c.session;
    return html`
      <header class="app-header">
        <h1>${m.appTitle}</h1>
        <nav aria-label=${m.menu}>
          <button type="button" @click=${() => this.newGame()}>${m.newGame}</button>
          <button type="button" @click=${() => c.openDialog('settings')}>${m.settings}</button>
          <button type="button" @click=${() => c.openDialog('help')}>${m.help}</button>
          <button type="button" @click=${() => c.openDialog('rules')}>${m.rules}</button>
          <button type="button" @click=${() => c.openDialog('stats')}>${m.statistics}</button>
          <button type="button" lang=${c.settings.locale === 'de' ? 'en' : 'de'} @click=${() => void c.setLocale(c.settings.locale === 'de' ? 'en' : 'de')}>
            ${m.otherLanguage}
          </button>
          ${c.update?.ready ? html`<button type="button" class="primary" data-action="update" @click=${() => c.acceptUpdate()}>${m.updateAction}</button>` : nothing}
        </nav>
      </header>
      <main id="game" aria-label=${m.gameArea}>
        ${c.notices.length ? html`<div class="notices" role="note">${c.notices.map((n) => html`<p>${n}</p>`)}</div>` : nothing}
        ${playing ? html`<game-table .controller=${c}></game-table>` : this.renderNoPapillonGame()}
      </main>
      ${this.renderHelp()} ${this.renderRules()} ${this.renderSettings()} ${this.renderLayDown()}
      ${c.dialog === 'stats' ? need('stats-page') : nothing}${this.dialog('stats', m.statistics, html`<stats-page .controller=${c}></stats-page>`)}
    `;
  }

  /** Header "New game": the game chooser (Papillon's form when the patiences are not wired). */
  private newGame(): void {
    this.controller.newGame();
    this.patience?.showChooser();
  }

  /** No Papillon game running: a patience, the game chooser, or Papillon's new-game form. */
  private renderNoPapillonGame(): TemplateResult {
    const c = this.controller;
    const p = this.patience;
    if (p?.screen === 'patience' && p.state) return html`<patience-table .controller=${c} .patience=${p}></patience-table>`;
    if (p?.screen === 'chooser') return html`<game-chooser .controller=${c} .patience=${p}></game-chooser>`;
    need('new-game-form');
    return html`<new-game-form .controller=${c}></new-game-form>`;
  }

  private dialog(id: Exclude<Dialog, null>, title: string, body: TemplateResult, buttons?: TemplateResult): TemplateResult {
    const c = this.controller;
    return html`<dialog
      data-dialog=${id}
      aria-labelledby=${`${id}-title`}
      @cancel=${(e: Event) => {
        e.preventDefault();
        c.closeDialog();
      }}
    >
      <h2 id=${`${id}-title`} tabindex="-1">${title}</h2>
      <div class="dialog-body">${c.dialog === id ? body : nothing}</div>
      <div class="dialog-buttons">
        ${buttons ?? html`<button type="button" @click=${() => c.closeDialog()}>${c.messages.ui.close}</button>`}
      </div>
    </dialog>`;
  }

  private renderHelp(): TemplateResult {
    const c = this.controller;
    const m = c.messages.ui;
    const zone = c.dialogZone;
    const list = activeCommands(zone, this.patience?.active ? 'patience' : 'papillon');
    return this.dialog(
      'help',
      m.helpTitle,
      html`<p>${m.helpIntro}</p>
        <table>
          <caption>${zone ? m.keysInZone(m.zoneName(zone)) : m.keysEverywhere}</caption>
          <thead><tr><th scope="col">${m.key}</th><th scope="col">${m.action}</th></tr></thead>
          <tbody>
            ${list.map((cmd) => html`<tr><th scope="row">${[...new Set(cmd.keys.map((k) => k.label))].join(', ')}</th><td>${m.commandHelp(cmd.id)}</td></tr>`)}
          </tbody>
        </table>
        <p>${m.helpCommandLine}</p>`,
    );
  }

  private renderRules(): TemplateResult {
    const c = this.controller;
    const rules = c.session?.state.rules ?? null;
    // The texts are loaded when the dialog is asked for (GameController.openDialog); not before.
    const sections = c.dialog === 'rules' ? (this.patience?.rulesSections() ?? rulesText(c.messages, rules)) : [];
    return this.dialog(
      'rules',
      c.messages.ui.rulesTitle,
      html`${sections.map((s) => html`<section><h3>${s.heading}</h3>${s.paragraphs.map((p) => html`<p>${p}</p>`)}</section>`)}`,
    );
  }

  private renderSettings(): TemplateResult {
    const c = this.controller;
    if (c.dialog === 'settings') need('settings-form');
    return this.dialog('settings', c.messages.ui.settings, html`<settings-form .controller=${c}></settings-form>`);
  }

  private renderLayDown(): TemplateResult {
    const c = this.controller;
    const m = c.messages.ui;
    const view = c.view;
    return this.dialog(
      'layDown',
      m.layDownTitle,
      html`<p>${view ? describeForcedLayDown(view, c.ctx) : ''}</p>`,
      html`<button type="button" class="primary" autofocus @click=${() => c.confirmLayDown()}>${m.confirmLayDown}</button>
        <button type="button" @click=${() => c.closeDialog()}>${m.cancel}</button>`,
    );
  }
}

customElements.define('papillon-app', PapillonApp);

declare global {
  interface HTMLElementTagNameMap {
    'papillon-app': PapillonApp;
  }
}
