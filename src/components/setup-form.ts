/**
 * <setup-form>: a game's new-game form, rendered from its field list (`GameModule.setupForm`,
 * src/play/module.ts) plus the shell's last group (pace and seed). It knows no game.
 *
 * Properties: `groups` (the game's `SetupGroup[]`); `controller` (optional: any `SetupHost`, e.g. the
 * AppController — its `messages`, `settings.pace` and `chooseGame` are used when the next three are
 * not given, and its 'change' events re-render the form); `messages` (the shell catalogue: the seat
 * words, pace, seed, start, back, errors); `pace` (the current setting); `canGoBack` (show "Back to
 * the game list"); `heading` (default "New game"); `game` (written to data-game); `problems` (what
 * the game's `optionsFrom` refused: shown at the fields, focus goes to the first).
 *
 * Events (bubbling): `setup-start` `{ values: FormData }` when every value passed the form's own
 * checks (number ranges, the seed); `setup-back` from "Back to the game list"; `setup-invalid`
 * `{ problems, text }` when the form's own checks refused values (the shell says `text` as an error:
 * this component owns no live region; problems handed in through `problems` are the shell's own, so
 * they raise no event). The FormData names are listed in src/play/setup.ts.
 *
 * Accessibility: one fieldset with legend per group; every control has a label; help texts, option
 * descriptions and errors are tied to their control with aria-describedby; a refused field gets
 * aria-invalid and focus; the heading takes focus when the form first shows.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { Messages } from '../i18n/messages.js';
import type { SetupField, SetupGroup } from '../play/module.js';
import type { Pace } from '../session/settings.js';
import {
  PACES,
  SEED_ALLOWED,
  SEED_PATTERN,
  checkNumber,
  defaultLevel,
  defaultSeatName,
  findField,
  seatCount,
  seatCountField,
  type SetupProblem,
} from '../play/setup.js';
import { LightElement } from './light-element.js';

type Field<K extends SetupField['kind']> = Extract<SetupField, { kind: K }>;

/** The shell's last group: the pace of the computer players and the seed. */
export function shellSetupGroup(ui: Messages['ui'], pace: Pace): SetupGroup {
  return {
    legend: ui.paceAndSeed,
    fields: [
      { kind: 'choice', name: 'pace', label: ui.pace, options: PACES.map((p) => ({ value: p, label: ui.paceName(p) })), value: pace },
      { kind: 'text', name: 'seed', label: ui.seed, help: ui.seedHint, value: '' },
    ],
  };
}

/** Radios when an option has a description or there are few options; a select otherwise. */
function asRadios(f: Field<'choice'>): boolean {
  return f.options.length <= 3 || f.options.some((o) => o.help);
}

const idPart = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, '_');
const ids = (...list: (string | null | false | undefined)[]) => list.filter(Boolean).join(' ') || nothing;

/** What the form may read from the app (the AppController is one). */
export interface SetupHost extends EventTarget {
  readonly messages: Messages;
  readonly settings: { readonly pace: Pace };
  readonly chooseGame?: (() => void) | null;
}

export interface SetupInvalidDetail {
  readonly problems: readonly SetupProblem[];
  /** The problems in words, one sentence each. */
  readonly text: string;
}

export class SetupForm extends LightElement {
  static override properties = {
    groups: { attribute: false },
    controller: { attribute: false },
    messages: { attribute: false },
    pace: {},
    heading: {},
    game: {},
    canGoBack: { attribute: false },
    problems: { attribute: false },
    players: { state: true },
    mySeat: { state: true },
    errors: { state: true },
  };
  declare groups: readonly SetupGroup[];
  declare controller: SetupHost | null;
  declare messages: Messages | null;
  declare pace: Pace | null;
  declare heading: string | null;
  declare game: string | null;
  /** Null: when the controller can go back to the chooser. */
  declare canGoBack: boolean | null;
  declare problems: readonly SetupProblem[];
  /** The players value chosen (null: the field's default). */
  declare players: string | null;
  /** The player's seat; every other seat is a computer player. */
  declare mySeat: number;
  declare errors: readonly SetupProblem[];
  private focusError = false;
  private bound: SetupHost | null = null;
  private readonly onHostChange = () => this.requestUpdate();

  constructor() {
    super();
    this.groups = [];
    this.controller = null;
    this.messages = null;
    this.pace = null;
    this.heading = null;
    this.game = null;
    this.canGoBack = null;
    this.problems = [];
    this.players = null;
    this.mySeat = 0;
    this.errors = [];
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.bind();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.bound?.removeEventListener('change', this.onHostChange);
    this.bound = null;
  }

  private bind(): void {
    if (this.controller === this.bound || !this.isConnected) return;
    this.bound?.removeEventListener('change', this.onHostChange);
    this.bound = this.controller;
    this.bound?.addEventListener('change', this.onHostChange);
  }

  private get ui(): Messages['ui'] {
    const m = this.messages ?? this.controller?.messages;
    if (!m) throw new Error('<setup-form> needs messages or a controller');
    return m.ui;
  }

  private get currentPace(): Pace {
    return this.pace ?? this.controller?.settings.pace ?? 'normal';
  }

  private get backShown(): boolean {
    return this.canGoBack ?? typeof this.controller?.chooseGame === 'function';
  }

  private get allGroups(): readonly SetupGroup[] {
    return [...this.groups, shellSetupGroup(this.ui, this.currentPace)];
  }

  private get seats(): number {
    return seatCount(this.groups, this.players);
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    this.bind();
    if (changed.has('groups')) {
      // Another game's fields (or the same game's in another language): keep a players value it offers.
      const f = seatCountField(this.groups);
      if (this.players !== null && !(f?.kind === 'choice' && f.options.some((o) => o.value === this.players))) this.players = null;
      this.mySeat = Math.min(this.mySeat, Math.max(0, this.seats - 1));
    }
    if (changed.has('problems') && this.problems.length) this.showErrors(this.problems, false);
  }

  protected override firstUpdated(): void {
    this.querySelector<HTMLElement>('h2')?.focus();
  }

  protected override updated(): void {
    if (!this.focusError) return;
    this.focusError = false;
    const first = this.errors[0];
    if (first) this.controlFor(first.param)?.focus();
  }

  /** The control a problem is about (a field, a seat's name or level, the player's seat). */
  private controlFor(param: string): HTMLElement | null {
    const byId = this.querySelector<HTMLElement>(`#${CSS.escape(param)}`);
    if (byId && byId.matches('input, select, textarea')) return byId;
    const named = `[name="${CSS.escape(param)}"]`;
    return this.querySelector<HTMLElement>(`input${named}:checked`) ?? this.querySelector<HTMLElement>(`input${named}, select${named}`);
  }

  /** The words for a problem's parameter: the field's label. */
  private labelFor(param: string): string {
    const ui = this.ui;
    const f = findField(this.allGroups, param);
    if (f) return f.label;
    if (param === 'mySeat') return ui.yourSeat;
    const seat = /^(name|level)-(\d+)$/.exec(param);
    if (seat) return seat[1] === 'name' ? ui.seatName(Number(seat[2]) + 1) : `${ui.seatNumber(Number(seat[2]) + 1)}: ${ui.computerLevel}`;
    return param;
  }

  private message(p: SetupProblem): string {
    return this.ui.badUrlParam(this.labelFor(p.param), p.value === '' ? '—' : p.value, p.allowed);
  }

  private showErrors(problems: readonly SetupProblem[], tell = true): void {
    this.errors = problems;
    this.focusError = true;
    if (!tell) return;
    const detail: SetupInvalidDetail = { problems, text: problems.map((p) => this.message(p)).join(' ') };
    this.dispatchEvent(new CustomEvent('setup-invalid', { detail, bubbles: true }));
  }

  private errorOf(param: string): SetupProblem | null {
    return this.errors.find((p) => p.param === param) ?? null;
  }

  private errorId(param: string): string | null {
    return this.errorOf(param) ? `${idPart(param)}-error` : null;
  }

  private errorText(param: string): TemplateResult | typeof nothing {
    const p = this.errorOf(param);
    return p ? html`<p class="field-error" id=${`${idPart(param)}-error`}>${this.message(p)}</p>` : nothing;
  }

  /** The form's own checks: number ranges and the seed. The game checks the rest (`optionsFrom`). */
  private check(values: FormData): SetupProblem[] {
    const problems: SetupProblem[] = [];
    for (const g of this.groups) {
      for (const f of g.fields) {
        if (f.kind !== 'number') continue;
        const p = checkNumber(f, String(values.get(f.name) ?? ''));
        if (p) problems.push(p);
      }
    }
    const seed = String(values.get('seed') ?? '').trim();
    if (seed !== '' && !SEED_PATTERN.test(seed)) problems.push({ param: 'seed', value: seed, allowed: SEED_ALLOWED });
    return problems;
  }

  private submit(e: Event): void {
    e.preventDefault();
    const values = new FormData(e.currentTarget as HTMLFormElement);
    const problems = this.check(values);
    if (problems.length) {
      this.showErrors(problems);
      return;
    }
    this.errors = [];
    this.dispatchEvent(new CustomEvent('setup-start', { detail: { values }, bubbles: true }));
  }

  private onChange(e: Event): void {
    const t = e.target as HTMLInputElement | HTMLSelectElement;
    if (t.name === seatCountField(this.groups)?.name) {
      this.players = t.value;
      this.mySeat = Math.min(this.mySeat, this.seats - 1);
    } else if (t.name === 'mySeat') this.mySeat = Number(t.value);
    if (this.errorOf(t.name)) this.errors = this.errors.filter((p) => p.param !== t.name);
  }

  // -- fields ------------------------------------------------------------------------------

  private radios(f: Field<'choice'>): TemplateResult {
    const current = f === seatCountField(this.groups) ? (this.players ?? f.value) : f.value;
    return html`${f.options.map((o) => {
      const help = o.help ? `${idPart(f.name)}-${idPart(o.value)}-help` : null;
      const input = html`<label class="choice"
        ><input type="radio" name=${f.name} value=${o.value} .checked=${current === o.value} aria-describedby=${ids(help)} /> ${o.label}</label
      >`;
      return help ? html`<div class="setup-option">${input}<p class="hint" id=${help}>${o.help}</p></div>` : input;
    })}`;
  }

  private select(f: Field<'choice'>): TemplateResult {
    return html`<div class="field">
      <label for=${f.name}>${f.label}</label>
      <select id=${f.name} name=${f.name} aria-describedby=${ids(f.help && `${idPart(f.name)}-help`, this.errorId(f.name))} aria-invalid=${this.errorOf(f.name) ? 'true' : nothing}>
        ${f.options.map((o) => html`<option value=${o.value} ?selected=${o.value === f.value}>${o.label}</option>`)}
      </select>
      ${f.help ? html`<p class="hint" id=${`${idPart(f.name)}-help`}>${f.help}</p>` : nothing} ${this.errorText(f.name)}
    </div>`;
  }

  private flags(f: Field<'flags'>): TemplateResult {
    const invalid = this.errorOf(f.name) ? 'true' : nothing;
    return html`${f.options.map((o) => {
      const help = o.help ? `${idPart(f.name)}-${idPart(o.value)}-help` : null;
      return html`<div class="setup-option">
        <label class="choice"
          ><input
            type="checkbox"
            name=${f.name}
            value=${o.value}
            .checked=${f.value.includes(o.value)}
            aria-describedby=${ids(help, this.errorId(f.name))}
            aria-invalid=${invalid}
          />
          ${o.label}</label
        >
        ${help ? html`<p class="hint" id=${help}>${o.help}</p>` : nothing}
      </div>`;
    })}`;
  }

  private input(f: Field<'number'> | Field<'text'>): TemplateResult {
    const help = f.help ? `${idPart(f.name)}-help` : null;
    const invalid = this.errorOf(f.name) ? 'true' : nothing;
    return html`<div class="field">
      <label for=${f.name}>${f.label}</label>
      ${f.kind === 'number'
        ? html`<input id=${f.name} name=${f.name} type="number" inputmode="numeric" min=${f.min} max=${f.max} value=${String(f.value)} required
            aria-describedby=${ids(help, this.errorId(f.name))} aria-invalid=${invalid} />`
        : html`<input id=${f.name} name=${f.name} type="text" autocomplete="off" value=${f.value} aria-describedby=${ids(help, this.errorId(f.name))} aria-invalid=${invalid} />`}
      ${help ? html`<p class="hint" id=${help}>${f.help}</p>` : nothing} ${this.errorText(f.name)}
    </div>`;
  }

  /** The player's seat (radios), then per seat its name and, for a computer seat, its level. */
  private seatsField(f: Field<'seats'>): TemplateResult {
    const ui = this.ui;
    const n = this.seats;
    const me = this.mySeat;
    const help = f.help ? `${idPart(f.name)}-help` : null;
    const level = defaultLevel(f.levels);
    return html`<fieldset class="your-seat" aria-describedby=${ids(help, this.errorId('mySeat'))}>
        <legend>${ui.yourSeat}</legend>
        ${Array.from(
          { length: n },
          (_, i) => html`<label class="choice"><input type="radio" name="mySeat" value=${i} .checked=${me === i} /> ${ui.seatNumber(i + 1)}</label>`,
        )}
        ${help ? html`<p id=${help} class="hint">${f.help}</p>` : nothing} ${this.errorText('mySeat')}
      </fieldset>
      ${Array.from({ length: n }, (_, i) =>
        // Keyed by the seats: a new seat for the player gives every row its default name again.
        keyed(
          `${n}/${me}/${i}`,
          html`<div class="seat">
            <label for=${`name-${i}`}>${ui.seatNumber(i + 1)}: ${i === me ? ui.yourName : ui.seatName(i + 1)}</label>
            <input id=${`name-${i}`} name=${`name-${i}`} type="text" autocomplete="off" value=${defaultSeatName((k) => ui.defaultName(k), i, me)} />
            ${i === me
              ? html`<span class="seat-kind">${ui.human}</span>`
              : html`<label for=${`level-${i}`}><span class="visually-hidden">${ui.seatNumber(i + 1)}: </span>${ui.computerLevel}</label>
                  <select id=${`level-${i}`} name=${`level-${i}`} aria-describedby=${ids(this.errorId(`level-${i}`))} aria-invalid=${this.errorOf(`level-${i}`) ? 'true' : nothing}>
                    ${f.levels.map((l) => html`<option value=${l.value} ?selected=${l.value === level}>${l.label}</option>`)}
                  </select>
                  ${this.errorText(`level-${i}`)}`}
          </div>`,
        ),
      )}`;
  }

  /** A field that is the group's own (same label as the legend) puts its radios or boxes straight into the group. */
  private field(f: SetupField, own: boolean): TemplateResult {
    switch (f.kind) {
      case 'choice':
        if (!asRadios(f)) return this.select(f);
        return own ? this.radios(f) : this.fieldset(f, this.radios(f));
      case 'flags':
        return own ? this.flags(f) : this.fieldset(f, this.flags(f));
      case 'seats':
        return own ? this.seatsField(f) : this.fieldset({ ...f, help: undefined }, this.seatsField(f));
      case 'number':
      case 'text':
        return this.input(f);
    }
  }

  private fieldset(f: { name: string; label: string; help?: string | undefined }, body: TemplateResult): TemplateResult {
    const help = f.help ? `${idPart(f.name)}-help` : null;
    return html`<fieldset class="setup-field" aria-describedby=${ids(help, this.errorId(f.name))}>
      <legend>${f.label}</legend>
      ${body} ${help ? html`<p class="hint" id=${help}>${f.help}</p>` : nothing} ${this.errorText(f.name)}
    </fieldset>`;
  }

  private group(g: SetupGroup): TemplateResult {
    // The group's own field: its help and error belong to the group's fieldset.
    const own = g.fields.find((f) => f.label === g.legend && f.kind !== 'number' && f.kind !== 'text' && (f.kind !== 'choice' || asRadios(f))) ?? null;
    const ownHelpText = own && (own.kind === 'choice' || own.kind === 'number' || own.kind === 'text') ? own.help : undefined;
    const ownHelp = own && ownHelpText ? `${idPart(own.name)}-help` : null;
    return html`<fieldset aria-describedby=${ids(ownHelp, own && this.errorId(own.name))}>
      <legend>${g.legend}</legend>
      ${g.fields.map((f) => this.field(f, f === own))}
      ${ownHelp ? html`<p class="hint" id=${ownHelp}>${ownHelpText}</p>` : nothing} ${own ? this.errorText(own.name) : nothing}
    </fieldset>`;
  }

  protected override render(): TemplateResult {
    const ui = this.ui;
    return html`<form class="new-game setup-form" data-zone="setup" novalidate aria-labelledby="setup-h" data-game=${this.game ?? nothing} @submit=${this.submit} @change=${this.onChange}>
      <h2 id="setup-h" tabindex="-1">${this.heading ?? ui.newGame}</h2>
      ${this.errors.length
        ? html`<div class="notices setup-errors">${this.errors.map((p) => html`<p>${this.message(p)}</p>`)}</div>`
        : nothing}
      ${this.allGroups.map((g) => this.group(g))}
      <button type="submit" class="primary">${ui.start}</button>
      ${this.backShown
        ? html`<button type="button" @click=${() => this.dispatchEvent(new CustomEvent('setup-back', { bubbles: true }))}>${ui.backToGames}</button>`
        : nothing}
    </form>`;
  }
}

customElements.define('setup-form', SetupForm);

declare global {
  interface HTMLElementTagNameMap {
    'setup-form': SetupForm;
  }
}
