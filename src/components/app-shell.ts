/**
 * <app-shell>: the application shell, the same for every game. A header with the menu; the game
 * chooser, a game's setup form or the table; and the dialogs (help generated from the keys that
 * work where focus was, the rules of the game, settings, statistics, and a game's confirmation
 * such as Papillon's forced lay-down). Dialogs are native <dialog> elements, modal by `inert` on the
 * page behind (see `updated`); Escape closes them, and focus returns to where it was.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Dialog } from '../app/app-controller.js';
import type { Confirm } from '../play/module.js';
import { ContextProvider } from '@lit/context';
import { appContext } from '../app/context.js';
import { AppElement } from './light-element.js';
import { LOCALES } from '../i18n/locale.js';
import { LANGUAGE_NAMES } from '../../locales/languages.js';
import './game-chooser.js';
import './game-table.js';

/** Forms and pages that are not on the first screen load when first shown (they upgrade in place). */
const LAZY = {
  'setup-form': () => import('./setup-form.js'),
  'settings-form': () => import('./settings-form.js'),
  'stats-page': () => import('./stats-page.js'),
} as const;

function need(tag: keyof typeof LAZY): void {
  if (!customElements.get(tag)) void LAZY[tag]();
}

const FOCUSABLE = 'button:not([disabled]):not([tabindex="-1"]), input, select, [tabindex="0"]';

export class AppShell extends AppElement {
  private openDialog: Dialog = null;
  private returnFocus: HTMLElement | null = null;
  /** Hands the controller to every component below (they consume `appContext`). */
  private readonly provider = new ContextProvider(this, { context: appContext });

  protected override willUpdate(): void {
    super.willUpdate();
    if (this.controller && this.provider.value !== this.controller) this.provider.setValue(this.controller);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // F6 and F1 work wherever focus is: a zone, the menu, the chooser, the page itself.
    document.addEventListener('keydown', this.onKey);
    // Captured on the window: before the dialog's, the table's or the page's own handlers.
    window.addEventListener('keydown', this.onInput, true);
    window.addEventListener('pointerdown', this.onInput, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('keydown', this.onKey);
    window.removeEventListener('keydown', this.onInput, true);
    window.removeEventListener('pointerdown', this.onInput, true);
  }

  /** Every zone of the page in F6 order (the table's, the menu, the chooser or the setup form). */
  get zones(): string[] {
    return Array.from(this.querySelectorAll<HTMLElement>('[data-zone]'))
      .filter((el) => !el.closest('dialog') && el.parentElement?.closest('[data-zone]') === null)
      .map((el) => el.dataset['zone']!);
  }

  private zoneOf(el: Element | null): string | null {
    return el?.closest?.<HTMLElement>('[data-zone]')?.dataset['zone'] ?? null;
  }

  /** Focus into a zone: the table's own rules for its zones; elsewhere the zone's current tab stop. */
  focusZone(zone: string): void {
    const table = this.querySelector('game-table');
    if (table?.querySelector(`[data-zone="${zone}"]`)) return table.focusZone(zone);
    const section = this.querySelector<HTMLElement>(`[data-zone="${zone}"]`);
    (section?.querySelector<HTMLElement>(FOCUSABLE) ?? section?.querySelector<HTMLElement>('h2'))?.focus();
  }

  private readonly onKey = (e: KeyboardEvent) => {
    // Ctrl alone stops the built-in speech, as it stops a screen reader.
    if (e.key === 'Control' && !e.shiftKey && !e.altKey) return this.controller.stopSpeech();
    // Escape with a dialog open and focus outside it: reading the rules with a screen reader's arrows
    // (Orca's browse mode) moves focus from the heading to the page's body, and the dialog's own Escape
    // never heard the key (issue 28, tarok-de).
    const open = this.controller.dialog;
    if (open && e.key === 'Escape' && !e.defaultPrevented && !(e.target as Element | null)?.closest?.('dialog')) {
      e.preventDefault();
      return this.dismiss(open);
    }
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || this.controller.dialog) return;
    if (e.key === 'F6') {
      e.preventDefault();
      const zones = this.zones;
      if (zones.length === 0) return;
      const i = zones.indexOf(this.zoneOf(document.activeElement) ?? '');
      const dir = e.shiftKey ? -1 : 1;
      this.focusZone(zones[i < 0 ? (dir > 0 ? 0 : zones.length - 1) : (i + dir + zones.length) % zones.length]!);
    } else if (e.key === 'F1') {
      e.preventDefault();
      this.controller.run(e.shiftKey ? 'rules' : 'help', { zone: this.zoneOf(document.activeElement), key: null });
    }
  };

  /** The page behind waits for the player's next key or click to become inert (see `updated`). */
  private inertPending = false;
  /** Dialogs closed and still in the page until the next key or click: they keep their contents, where focus may have been. */
  private readonly closing = new Set<string>();

  /** A dialog's contents are on the page: open, closing, or closed by the render under way (`openDialog` is updated after it). */
  private shows(kind: string): boolean {
    return this.controller.dialog === kind || this.openDialog === kind || this.closing.has(kind);
  }

  /**
   * A dialog opens in two steps: shown with focus inside it, then — at the player's next key or click —
   * the page behind becomes inert. It closes the same way round: focus goes back first, the dialog goes
   * at the next key or click (hidden from sight until then, `data-closing`). Orca 43 says nothing when
   * the element focus left is already gone from the accessibility tree when it handles the focus change
   * (issue 10, point 12), and it may handle it late: Chromium passes the page's changes on at most every
   * 150 ms, so a fixed delay (120 ms, tried) put the focus move and the inert page (or the dialog's
   * removal) in one update now and then: Shift+F1 and Escape silent (issue 28, Orca's debug log: "document
   * changed from None", the old focus dead). Before a key does anything, the next step is done.
   */
  protected override updated(): void {
    const want = this.controller.dialog;
    if (want === this.openDialog) return;
    const current = this.querySelector<HTMLDialogElement>('dialog[open]:not([data-closing])');
    if (want) {
      const active = document.activeElement as HTMLElement | null;
      // Where focus goes back to: where it is now, unless this dialog replaces one still open (then where
      // focus was before that one). A dialog still closing does not count: focus has gone back from it
      // already, to what is open now (issue 29: Escape and O together in the help over a capture list).
      if (this.openDialog === null) {
        this.returnFocus = active && active !== document.body && !active.closest('dialog') ? active : null;
        this.choicesAtOpen = !!this.controller.play?.choices;
      }
      const dlg = this.querySelector<HTMLDialogElement>(`dialog[data-kind="${want}"]`);
      // Opened again while closing: shown afresh (the announcer retires old messages when a dialog opens).
      if (dlg?.hasAttribute('data-closing')) {
        dlg.removeAttribute('data-closing');
        this.closing.delete(want);
        dlg.close();
      }
      if (dlg && !dlg.open) dlg.show();
      (dlg?.querySelector<HTMLElement>('[autofocus]') ?? dlg?.querySelector<HTMLElement>('h2'))?.focus();
      if (current && current !== dlg) this.markClosing(current);
      this.inertPending = true;
    } else {
      this.inertPending = false;
      this.setPageInert(false);
      const target = this.returnFocus;
      this.returnFocus = null;
      this.focusBack(target);
      if (current) this.markClosing(current);
    }
    this.openDialog = want;
  }

  private markClosing(dlg: HTMLDialogElement): void {
    dlg.setAttribute('data-closing', '');
    this.closing.add(dlg.dataset['kind'] ?? '');
  }

  /** The player's next key or click, before anything handles it: the steps that waited for it (see `updated`). */
  private readonly onInput = (): void => {
    if (this.inertPending && this.controller.dialog) this.setPageInert(true);
    this.inertPending = false;
    for (const dlg of this.querySelectorAll<HTMLDialogElement>('dialog[data-closing]')) {
      dlg.removeAttribute('data-closing');
      dlg.close();
    }
    if (this.closing.size) {
      this.closing.clear();
      this.requestUpdate();
    }
  };

  /** A choice list was open when the dialog opened (one that opened while it was open takes focus when it closes). */
  private choicesAtOpen = false;

  /**
   * A dialog closes: focus goes to what is open now. Back where it was, unless a choice list opened
   * meanwhile (the next bid, while the help was open) or the element is gone; then to the open list,
   * else to the game's home zone.
   */
  private focusBack(target: HTMLElement | null): void {
    const play = this.controller.play;
    const table = this.querySelector('game-table');
    const listNow = !!play?.choices && !!table?.querySelector('[data-zone="choices"]');
    const back = target?.isConnected && !target.closest('dialog') && !target.closest('[inert]') ? target : null;
    if (back && !(listNow && !this.choicesAtOpen)) return back.focus();
    if (table && listNow) return table.focusZone('choices');
    if (table && play) return table.focusZone(play.homeZone);
    back?.focus();
  }

  /** The page behind an open dialog: neither focusable nor clickable nor read (what `showModal` would do). */
  private setPageInert(inert: boolean): void {
    for (const el of this.querySelectorAll<HTMLElement>(':scope > header, :scope > main')) el.inert = inert;
  }

  /** Escape or the dialog's cancel: a confirmation is declined, then the dialog closes (once). */
  private dismiss(kind: Exclude<Dialog, null>): void {
    const c = this.controller;
    if (c.dialog !== kind) return;
    if (kind === 'confirm') c.play?.confirm?.cancel?.();
    c.closeDialog();
  }

  protected override render(): TemplateResult {
    const c = this.controller;
    const m = c.messages.ui;
    return html`
      <header class="app-header">
        <h1>${m.appTitle}</h1>
        <nav aria-label=${m.menu} data-zone="menu">
          <button type="button" @click=${() => c.chooseGame()}>${m.newGame}</button>
          <button type="button" @click=${() => c.openDialog('settings')}>${m.settings}</button>
          <button type="button" @click=${() => c.openDialog('help')}>${m.help}</button>
          <button type="button" @click=${() => c.openDialog('rules')}>${m.rules}</button>
          <button type="button" @click=${() => c.openDialog('stats')}>${m.statistics}</button>
          <span role="group" aria-label=${m.language} class="languages">
            ${LOCALES.filter((l) => l !== c.settings.locale).map(
              (l) => html`<button type="button" lang=${l} data-locale=${l} @click=${() => void c.setLocale(l)}>${LANGUAGE_NAMES[l]}</button>`,
            )}
          </span>
          ${c.update?.ready ? html`<button type="button" class="primary" data-action="update" @click=${() => c.acceptUpdate()}>${m.updateAction}</button>` : nothing}
        </nav>
      </header>
      <main id="game" aria-label=${m.gameArea}>
        ${c.notices.length ? html`<div class="notices" role="note">${c.notices.map((n) => html`<p>${n}</p>`)}</div>` : nothing}
        ${this.renderScreen()}
      </main>
      ${this.renderHelp()} ${this.renderRules()} ${this.renderSettings()} ${this.renderConfirm()}
      ${c.dialog === 'stats' ? need('stats-page') : nothing}${this.dialog('stats', 'stats', m.statistics, html`<stats-page></stats-page>`)}
    `;
  }

  private renderScreen(): TemplateResult {
    const c = this.controller;
    const screen = c.screen;
    if (screen.kind === 'opening') return html``;
    if (screen.kind === 'table' && c.play) return html`<game-table></game-table>`;
    if (screen.kind === 'setup' && c.pending) {
      need('setup-form');
      return html`<setup-form
        .controller=${c}
        .groups=${c.pending.setupForm(c) ?? []}
        .game=${screen.game}
        .canGoBack=${true}
        .problems=${c.setupProblems}
        @setup-start=${(e: CustomEvent<{ values: FormData }>) => void c.submitSetup(e.detail.values)}
        @setup-back=${() => c.chooseGame()}
        @setup-invalid=${(e: CustomEvent<{ text: string }>) => c.say(e.detail.text, 'error')}
      ></setup-form>`;
    }
    return html`<game-chooser></game-chooser>`;
  }

  private dialog(kind: Exclude<Dialog, null>, id: string, title: string, body: TemplateResult, buttons?: TemplateResult, describedBy?: string): TemplateResult {
    const c = this.controller;
    return html`<dialog
      data-kind=${kind}
      data-dialog=${id}
      aria-labelledby=${`${kind}-title`}
      aria-describedby=${this.shows(kind) && describedBy ? describedBy : nothing}
      aria-modal="true"
      @cancel=${(e: Event) => {
        e.preventDefault();
        this.dismiss(kind);
      }}
      @keydown=${(e: KeyboardEvent) => {
        if (e.key !== 'Escape' || e.defaultPrevented) return;
        e.preventDefault();
        this.dismiss(kind);
      }}
    >
      <h2 id=${`${kind}-title`} tabindex="-1">${title}</h2>
      <div class="dialog-body">${this.shows(kind) ? body : nothing}</div>
      <div class="dialog-buttons">
        ${buttons ?? html`<button type="button" @click=${() => c.closeDialog()}>${c.messages.ui.close}</button>`}
      </div>
    </dialog>`;
  }

  private renderHelp(): TemplateResult {
    const c = this.controller;
    const m = c.messages.ui;
    const zone = c.dialogZone;
    const open = this.shows('help');
    const table = this.querySelector('game-table');
    const inTable = zone === null ? !!table : !!table?.querySelector(`[data-zone="${zone}"]`);
    const list = open ? c.helpList(zone, inTable) : [];
    // In a list the widget's own keys work too: the arrows, Home and End, Tab out.
    const inList = open && zone !== null && inTable && !!table?.isList(zone);
    const k = m.keyName;
    // A hand by suit: Up/Down go from suit to suit, Home/End to the ends of the suit.
    const grouped = inList && table?.isGrouped(zone!);
    const nav = inList
      ? [
          ...(grouped
            ? [
                { keys: [k('ArrowLeft'), k('ArrowRight')].join(', '), help: m.navArrows },
                { keys: [k('ArrowUp'), k('ArrowDown')].join(', '), help: m.navGroups },
                { keys: `${k('Home')}, ${k('End')}`, help: m.navGroupHomeEnd },
              ]
            : [
                { keys: [k('ArrowLeft'), k('ArrowRight'), k('ArrowUp'), k('ArrowDown')].join(', '), help: m.navArrows },
                { keys: `${k('Home')}, ${k('End')}`, help: m.navHomeEnd },
              ]),
          { keys: `${k('Tab')}, ${k('Shift')}+${k('Tab')}`, help: m.navTab },
        ]
      : [];
    const zones = open ? this.zones.map((z) => m.zoneName(z)) : [];
    return this.dialog(
      'help',
      'help',
      m.helpTitle,
      html`<p>${m.helpIntro}</p>
        <table>
          <caption>${zone ? m.keysInZone(m.zoneName(zone)) : m.keysEverywhere}</caption>
          <thead><tr><th scope="col">${m.key}</th><th scope="col">${m.action}</th></tr></thead>
          <tbody>
            ${[...nav, ...list].map((cmd) => html`<tr><th scope="row">${cmd.keys}</th><td>${cmd.help}</td></tr>`)}
          </tbody>
        </table>
        ${zones.length ? html`<p>${m.zonesCycle(zones.join(', '))}</p>` : nothing}
        <p>${m.helpCommandLine}</p>`,
    );
  }

  private renderRules(): TemplateResult {
    const c = this.controller;
    const sections = this.shows('rules') ? c.rulesSections : [];
    return this.dialog(
      'rules',
      'rules',
      c.rulesTitle,
      html`${sections.map((s) => html`<section><h3>${s.heading}</h3>${s.paragraphs.map((p) => html`<p>${p}</p>`)}</section>`)}`,
    );
  }

  private renderSettings(): TemplateResult {
    const c = this.controller;
    if (c.dialog === 'settings') need('settings-form');
    return this.dialog('settings', 'settings', c.messages.ui.settings, html`<settings-form></settings-form>`);
  }

  /** The confirmation last shown: a closing dialog keeps its words (it closes at the next key after the answer), never an empty heading or an unnamed button. */
  private confirmShown: Confirm | null = null;

  private renderConfirm(): TemplateResult {
    const c = this.controller;
    const m = c.messages.ui;
    const live = c.play?.confirm ?? null;
    if (live) this.confirmShown = live;
    const q = live ?? this.confirmShown;
    return this.dialog(
      'confirm',
      q?.id ?? 'confirm',
      q?.title ?? '',
      html`<p id="confirm-text">${q?.text ?? ''}</p>`,
      html`<button
          type="button"
          class="primary"
          autofocus
          @click=${() => {
            c.closeDialog();
            live?.confirm();
          }}
        >
          ${q?.confirmLabel ?? ''}
        </button>
        <button
          type="button"
          @click=${() => {
            live?.cancel?.();
            c.closeDialog();
          }}
        >
          ${m.cancel}
        </button>`,
      'confirm-text',
    );
  }
}

customElements.define('app-shell', AppShell);

declare global {
  interface HTMLElementTagNameMap {
    'app-shell': AppShell;
  }
}
