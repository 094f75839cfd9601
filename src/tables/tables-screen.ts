/**
 * <tables-screen>: "Play with friends" before the game — create a table, join one by code (or the
 * link's code), the lobby (who sits where, who is host, ready, start, the host's seats), and what
 * ended a stay at a table. Plain form controls and lists (light DOM): every control has a label, help
 * is tied with aria-describedby, the heading takes focus when the screen changes. The game itself is
 * shown by the shell's <game-table> (src/tables/remote-play.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { AppElement } from '../components/light-element.js';
import type { SetupField } from '../play/module.js';
import { seatCountField } from '../play/setup.js';
import { COMPUTER_LEVELS, formatCode, TABLE_PACES } from '../net/protocol.js';
import type { TablesController } from './tables.js';

export class TablesScreen extends AppElement {
  private seatCount: number | null = null;
  /** The value chosen in the game's seat-setting field (its number of players, Ombre's family), and for which game. */
  private form: { game: string; value: string } | null = null;

  private get tables(): TablesController | null {
    return (this.controller?.tables as TablesController | null) ?? null;
  }

  protected override updated(): void {
    const t = this.tables;
    if (t?.focusHeading) {
      t.focusHeading = false;
      this.querySelector<HTMLElement>('#tables-h')?.focus();
    }
  }

  protected override render(): TemplateResult {
    const tc = this.tables;
    if (!tc) return html``;
    const t = tc.t;
    const s = tc.session;
    if (tc.mode === 'lobby' && s?.table) return this.renderLobby(tc);
    const heading = tc.mode === 'connecting' ? t.connecting : t.title;
    const offline = tc.offline;
    const ticket = tc.mode === 'connecting' ? null : tc.ticket;
    return html`<section class="tables" data-zone="tables" aria-labelledby="tables-h">
      <h2 id="tables-h" tabindex="-1">${heading}</h2>
      ${tc.ended ? html`<p class="notice">${tc.ended}</p>` : nothing}
      ${offline ? html`<p class="notice" id="tables-offline">${tc.unreachable ? t.unreachable : t.offline}</p>` : nothing}
      ${tc.mode === 'connecting' ? nothing : html`<p>${t.intro}</p>`}
      ${tc.problems.length ? html`<ul class="problems">${tc.problems.map((p) => html`<li>${p}</li>`)}</ul>` : nothing}
      ${ticket ? html`<p><button type="button" class="primary" data-action="rejoin" @click=${() => void tc.rejoin()}>${t.backToTable(formatCode(ticket.code))}</button></p>` : nothing}
      ${tc.mode === 'connecting' || (offline && !tc.unreachable) ? nothing : html`${this.renderJoin(tc)} ${this.renderCreate(tc)}`}
      <p><button type="button" data-action="back" @click=${() => this.controller.closeTables()}>${t.backToGames}</button></p>
    </section>`;
  }

  private renderJoin(tc: TablesController): TemplateResult {
    const t = tc.t;
    return html`<form
      class="tables-join"
      aria-labelledby="join-h"
      @submit=${(e: Event) => {
        e.preventDefault();
        const f = new FormData(e.target as HTMLFormElement);
        void tc.join(String(f.get('code') ?? ''), String(f.get('name') ?? ''));
      }}
    >
      <h3 id="join-h">${t.joinHeading}</h3>
      <p class="field">
        <label for="join-code">${t.code}</label>
        <input id="join-code" name="code" type="text" inputmode="numeric" autocomplete="off" spellcheck="false" aria-describedby="join-code-help" .value=${tc.codeFromLink ?? ''} />
      </p>
      <p id="join-code-help" class="hint">${t.codeHelp}</p>
      <p class="field">
        <label for="join-name">${t.yourName}</label>
        <input id="join-name" name="name" type="text" autocomplete="nickname" maxlength="24" aria-describedby="join-name-help" />
      </p>
      <p id="join-name-help" class="hint">${t.nameHelp}</p>
      <p><button type="submit" class=${tc.codeFromLink ? 'primary' : ''}>${t.joinTable}</button></p>
    </form>`;
  }

  private renderCreate(tc: TablesController): TemplateResult {
    const t = tc.t;
    const entry = tc.games.find((g) => g.id === tc.createGame);
    if (!entry) return html``;
    const locale = this.controller.settings.locale;
    const all = tc.createGroups();
    // The field that sets the number of seats (the game's number of players, Ombre's family) is the table's form: the seats follow it.
    const sizeField = seatCountField(all);
    const sizeValue = sizeField ? (this.form?.game === entry.id ? this.form.value : sizeField.value) : null;
    const groups = all.map((g) => ({ ...g, fields: g.fields.filter((f) => f !== sizeField) })).filter((g) => g.fields.length > 0);
    const counts = Array.from({ length: entry.seats.max - entry.seats.min + 1 }, (_, i) => entry.seats.min + i);
    const count = sizeField ? tc.createSeats(sizeValue) : Math.min(Math.max(this.seatCount ?? entry.seats.min, entry.seats.min), entry.seats.max);
    return html`<form
      class="tables-create"
      aria-labelledby="create-h"
      @submit=${(e: Event) => {
        e.preventDefault();
        void tc.create(new FormData(e.target as HTMLFormElement));
      }}
    >
      <h3 id="create-h">${t.createHeading}</h3>
      <p class="field">
        <label for="create-game">${t.game}</label>
        <select id="create-game" name="game" aria-describedby="create-game-help" @change=${(e: Event) => void tc.chooseCreateGame((e.target as HTMLSelectElement).value)}>
          ${tc.games.map((g) => html`<option value=${g.id} ?selected=${g.id === entry.id}>${g.texts[locale].name}</option>`)}
        </select>
      </p>
      <p id="create-game-help" class="hint">${t.gameHelp}</p>
      <p class="field">
        <label for="create-name">${t.yourName}</label>
        <input id="create-name" name="name" type="text" autocomplete="nickname" maxlength="24" aria-describedby="create-name-help" />
      </p>
      <p id="create-name-help" class="hint">${t.nameHelp}</p>
      ${sizeField
        ? html`<fieldset>
            <legend>${sizeField.label}</legend>
            ${sizeField.options.map(
              (o, i) => html`<label class="choice"
                  ><input
                    type="radio"
                    name=${sizeField.name}
                    value=${o.value}
                    .checked=${o.value === sizeValue}
                    aria-describedby=${o.help ? `create-size-${i}-help` : nothing}
                    @change=${() => ((this.form = { game: entry.id, value: o.value }), this.requestUpdate())}
                  />
                  ${o.label}</label
                >${o.help ? html`<span id=${`create-size-${i}-help`} class="hint"> ${o.help}</span>` : nothing}`,
            )}
          </fieldset>`
        : counts.length > 1
          ? html`<fieldset>
              <legend>${t.seatsCount}</legend>
              ${counts.map(
                (n) => html`<label class="choice"
                  ><input type="radio" name="seatCount" value=${n} .checked=${n === count} @change=${() => ((this.seatCount = n), this.requestUpdate())} /> ${t.seatsCountOption(n)}</label
                >`,
              )}
            </fieldset>`
          : nothing}
      <fieldset>
        <legend>${t.seatsHeading}</legend>
        <p>${t.seatYou(1)}</p>
        ${Array.from({ length: count - 1 }, (_, k) => k + 1).map(
          (i) => html`<p class="field">
            <label for=${`create-seat-${i}`}>${t.seatLabel(i + 1)}</label>
            <select id=${`create-seat-${i}`} name=${`seat-${i}`}>
              <option value="person" ?selected=${i === 1}>${t.seatPerson}</option>
              ${COMPUTER_LEVELS.map((l) => html`<option value=${l} ?selected=${i > 1 && l === 'normal'}>${t.seatComputer(t.level(l))}</option>`)}
            </select>
          </p>`,
        )}
        <p class="field">
          <label for="create-pace">${t.pace}</label>
          <select id="create-pace" name="pace">
            ${TABLE_PACES.map((p) => html`<option value=${p} ?selected=${p === 'normal'}>${t.paceName(p)}</option>`)}
          </select>
        </p>
      </fieldset>
      ${groups.map((g) => html`<fieldset><legend>${g.legend}</legend>${g.fields.map((f) => this.renderField(f))}</fieldset>`)}
      <p class="field">
        <label class="choice"><input type="checkbox" name="notify" aria-describedby="create-notify-help" /> ${t.notify}</label>
      </p>
      <p id="create-notify-help" class="hint">${t.notifyHelp}</p>
      <p><button type="submit" class=${tc.codeFromLink ? '' : 'primary'}>${t.createTable}</button></p>
    </form>`;
  }

  /** A field of the game's own options (the kinds its setup form uses). */
  private renderField(f: SetupField): TemplateResult {
    const id = `create-${f.name}`;
    const help = 'help' in f && f.help ? html`<p id=${`${id}-help`} class="hint">${f.help}</p>` : nothing;
    const described = 'help' in f && f.help ? `${id}-help` : nothing;
    switch (f.kind) {
      case 'choice':
        return html`<p class="field">
            <label for=${id}>${f.label}</label>
            <select id=${id} name=${f.name} aria-describedby=${described}>
              ${f.options.map((o) => html`<option value=${o.value} ?selected=${o.value === f.value}>${o.label}</option>`)}
            </select>
          </p>
          ${help}`;
      case 'flags':
        return html`${f.options.map(
          (o, i) => html`<p class="field">
              <label class="choice"
                ><input type="checkbox" name=${f.name} value=${o.value} ?checked=${f.value.includes(o.value)} aria-describedby=${o.help ? `${id}-${i}-help` : nothing} /> ${o.label}</label
              >
            </p>
            ${o.help ? html`<p id=${`${id}-${i}-help`} class="hint">${o.help}</p>` : nothing}`,
        )}`;
      case 'number':
        return html`<p class="field">
            <label for=${id}>${f.label}</label>
            <input id=${id} name=${f.name} type="number" inputmode="numeric" min=${f.min} max=${f.max} .value=${String(f.value)} aria-describedby=${described} />
          </p>
          ${help}`;
      case 'text':
        return html`<p class="field">
            <label for=${id}>${f.label}</label>
            <input id=${id} name=${f.name} type="text" .value=${f.value} aria-describedby=${described} />
          </p>
          ${help}`;
      default:
        return html``;
    }
  }

  private renderLobby(tc: TablesController): TemplateResult {
    const t = tc.t;
    const s = tc.session!;
    const table = s.table!;
    const code = formatCode(table.code);
    const me = table.seats[s.me];
    const host = tc.isHost;
    return html`<section class="tables lobby" data-zone="tables" aria-labelledby="tables-h">
      <h2 id="tables-h" tabindex="-1">${t.lobbyHeading(code)}</h2>
      ${s.connection === 'reconnecting' ? html`<p class="notice">${t.connectionLost}</p>` : nothing}
      <p>${t.lobbyGame(tc.entry?.texts[this.controller.settings.locale].name ?? table.game)}</p>
      <p>${t.codeIs(code)}</p>
      <p class="field">
        <label for="tables-link">${t.link}</label>
        <input id="tables-link" type="text" readonly .value=${tc.link} aria-describedby="tables-link-help" />
        <button type="button" @click=${() => void navigator.clipboard?.writeText(tc.link).then(() => this.controller.say(t.copied, 'echo'), () => undefined)}>${t.copyLink}</button>
      </p>
      <p id="tables-link-help" class="hint">${t.linkHelp}</p>
      <h3 id="tables-seats-h">${t.seatsList}</h3>
      <ul class="seats" aria-labelledby="tables-seats-h">
        ${table.seats.map((x) => html`<li data-seat=${x.seat}>${tc.seatLine(x, true)}</li>`)}
      </ul>
      ${host
        ? table.seats
            .filter((x) => x.seat !== s.me)
            .map(
              (x) => html`<p class="field">
                <label for=${`lobby-seat-${x.seat}`}>${t.seatChoice(x.seat + 1)}</label>
                <select id=${`lobby-seat-${x.seat}`}>
                  <option value="open" ?selected=${x.kind !== 'computer'}>${t.makeFree}</option>
                  ${COMPUTER_LEVELS.map((l) => html`<option value=${l} ?selected=${x.kind === 'computer' && x.level === l}>${t.seatComputer(t.level(l))}</option>`)}
                </select>
                <button type="button" @click=${() => tc.setSeat(x.seat, this.querySelector<HTMLSelectElement>(`#lobby-seat-${x.seat}`)!.value)}>${t.apply}</button>
              </p>`,
            )
        : nothing}
      ${host
        ? nothing
        : html`<p class="field">
        <label class="choice"><input type="checkbox" id="tables-ready" .checked=${!!me?.ready} @change=${(e: Event) => tc.setReady((e.target as HTMLInputElement).checked)} /> ${t.ready}</label>
      </p>`}
      ${host
        ? html`<p><button type="button" class="primary" data-action="start" aria-describedby="tables-start-help" @click=${() => tc.start()}>${t.start}</button></p>
            <p id="tables-start-help" class="hint">${t.startHelp}</p>`
        : nothing}
      <p><button type="button" data-action="leave" @click=${() => tc.leave()}>${t.leave}</button></p>
    </section>`;
  }
}

customElements.define('tables-screen', TablesScreen);

declare global {
  interface HTMLElementTagNameMap {
    'tables-screen': TablesScreen;
  }
}
