/**
 * <settings-form>: language, verbosity, card names, the open game's own settings (GameModule.settings:
 * Papillon's payments and cuts), thinking time, pace, speech, earcons, looks. Changes apply at once.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { LOCALES } from '../i18n/locale.js';
import { LANGUAGE_NAMES } from '../../locales/languages.js';
import { gameSetting, type GameSetting, type Settings, type ShellSettings } from '../session/settings.js';
import { AppElement } from './light-element.js';

type Choice<K extends keyof ShellSettings> = { key: K; values: readonly ShellSettings[K][] };

export class SettingsForm extends AppElement {
  private select<K extends keyof ShellSettings>({ key, values }: Choice<K>, label: string, names: (v: ShellSettings[K]) => string): TemplateResult {
    const c = this.controller;
    return this.selectField(
      key,
      label,
      values,
      c.settings[key],
      names,
      (value) => {
        if (key === 'locale') void c.setLocale(value as Settings['locale']);
        else c.updateSettings({ [key]: value } as Partial<Settings>);
      },
      // Each language's name is said in that language.
      key === 'locale' ? (v) => String(v) : undefined,
    );
  }

  private selectField<V>(key: string, label: string, values: readonly V[], current: unknown, names: (v: V) => string, change: (value: string) => void, langOf?: (v: V) => string): TemplateResult {
    return html`<div class="field">
      <label for=${`set-${key}`}>${label}</label>
      <select id=${`set-${key}`} @change=${(e: Event) => change((e.target as HTMLSelectElement).value)}>
        ${values.map((v) => html`<option value=${String(v)} lang=${langOf?.(v) ?? nothing} ?selected=${current === v}>${names(v)}</option>`)}
      </select>
    </div>`;
  }

  private checkbox(key: 'speech' | 'speechOnly' | 'earcons' | 'fourColour', label: string): TemplateResult {
    return this.checkboxField(key, label, this.controller.settings[key]);
  }

  private checkboxField(key: string, label: string, checked: boolean): TemplateResult {
    const c = this.controller;
    return html`<div class="field">
      <label class="choice"
        ><input type="checkbox" .checked=${checked} @change=${(e: Event) => c.updateSettings({ [key]: (e.target as HTMLInputElement).checked })} />
        ${label}</label
      >
    </div>`;
  }

  /** A setting of the open game's own, in its words, kept under its key. */
  private gameField(s: GameSetting): TemplateResult {
    const c = this.controller;
    const locale = c.settings.locale;
    if (s.kind === 'flag') return this.checkboxField(s.key, s.label(locale), gameSetting(c.settings, s));
    return this.selectField(s.key, s.label(locale), s.values, gameSetting(c.settings, s), (v) => s.valueName(locale, v), (value) => c.updateSettings({ [s.key]: value }));
  }

  private range(key: 'rate' | 'pitch' | 'earconVolume', label: string, min: number, max: number, step: number): TemplateResult {
    const c = this.controller;
    return html`<div class="field">
      <label for=${`set-${key}`}>${label}</label>
      <input id=${`set-${key}`} type="range" min=${min} max=${max} step=${step} .value=${String(c.settings[key])}
        @change=${(e: Event) => c.updateSettings({ [key]: Number((e.target as HTMLInputElement).value) })} />
    </div>`;
  }

  protected override render(): TemplateResult {
    const c = this.controller;
    const m = c.messages.ui;
    const voices = c.speechVoices();
    return html`<form class="settings" @submit=${(e: Event) => e.preventDefault()}>
      ${this.select({ key: 'locale', values: LOCALES }, m.language, (v) => LANGUAGE_NAMES[v])}
      ${this.select({ key: 'verbosity', values: ['brief', 'normal', 'detailed'] }, m.verbosity, (v) => m.verbosityName(v))}
      ${this.select({ key: 'cardNames', values: ['long', 'short'] }, m.cardNames, (v) => m.cardNamesName(v))}
      ${this.select({ key: 'pack', values: ['french', 'numbers'] }, m.pack, (v) => m.packName(v))}
      ${c.gameSettings.map((s) => this.gameField(s))}
      ${this.select({ key: 'thinking', values: ['quick', 'normal', 'thorough'] }, m.thinkingTime, (v) => m.thinkingTimeName(v))}
      ${this.select({ key: 'pace', values: ['instant', 'fast', 'normal', 'slow', 'waitForKey'] }, m.pace, (v) => m.paceName(v))}
      <fieldset>
        <legend>${m.speech}</legend>
        ${this.checkbox('speech', m.speechOn)} ${this.checkbox('speechOnly', m.speechOnly)}
        <div class="field">
          <label for="set-voice">${m.voice}</label>
          <select id="set-voice" @change=${(e: Event) => c.updateSettings({ voice: (e.target as HTMLSelectElement).value })}>
            <option value="">${m.voiceDefault}</option>
            ${voices.map((v) => html`<option value=${v.id} ?selected=${c.settings.voice === v.id}>${v.name}</option>`)}
          </select>
        </div>
        ${this.range('rate', m.rate, 0.5, 3, 0.1)} ${this.range('pitch', m.pitch, 0, 2, 0.1)}
      </fieldset>
      <fieldset>
        <legend>${m.earcons}</legend>
        ${this.checkbox('earcons', m.earconsOn)} ${this.range('earconVolume', m.earconVolume, 0, 1, 0.05)}
      </fieldset>
      <fieldset>
        <legend>${m.looks}</legend>
        ${this.select({ key: 'theme', values: ['system', 'light', 'dark', 'contrast'] }, m.theme, (v) => m.themeName(v))}
        ${this.checkbox('fourColour', m.fourColour)}
      </fieldset>
    </form>`;
  }
}

customElements.define('settings-form', SettingsForm);

declare global {
  interface HTMLElementTagNameMap {
    'settings-form': SettingsForm;
  }
}
