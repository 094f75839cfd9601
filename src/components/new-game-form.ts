/**
 * <new-game-form>: 3 or 4 players, names, which seats are computer players and their level, the rule
 * preset and individual variants, ante, tours, starting counters, pace and seed.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { VARIANT_IDS, type PapillonOptions } from '../games/papillon/index.js';
import type { SeatConfig } from '../play/session.js';
import type { Pace } from '../play/session.js';
import { randomSeedFromTime } from '../session/url-params.js';
import { ControllerElement } from './light-element.js';

const PACES: Pace[] = ['instant', 'fast', 'normal', 'slow', 'waitForKey'];

export class NewGameForm extends ControllerElement {
  static override properties = { ...ControllerElement.properties, players: { state: true }, mySeat: { state: true } };
  declare players: 3 | 4;
  /** The seat the player sits at; every other seat is a computer player. */
  declare mySeat: number;

  constructor() {
    super();
    this.players = 3;
    this.mySeat = 0;
  }

  /** Default names: "you" for the player's seat, Anna, Ben, Clara for the computers in seat order. */
  private defaultName(seat: number): string {
    const m = this.controller.messages.ui;
    return seat === this.mySeat ? m.defaultName(0) : m.defaultName(seat < this.mySeat ? seat + 1 : seat);
  }

  protected override firstUpdated(): void {
    this.querySelector<HTMLElement>('h2')?.focus();
  }

  private submit(e: Event): void {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const data = new FormData(form);
    const n = this.players;
    const seats: SeatConfig[] = [];
    for (let i = 0; i < n; i++) {
      seats.push({
        name: String(data.get(`name-${i}`) ?? '').trim() || this.defaultName(i),
        kind: i === this.mySeat ? 'human' : 'computer',
        level: (data.get(`level-${i}`) as SeatConfig['level']) ?? 'normal',
      });
    }
    const options: PapillonOptions = {
      players: n,
      preset: data.get('preset') === 'philidor-1756' ? 'philidor-1756' : 'braillespiel',
      variants: VARIANT_IDS.filter((v) => data.get(v) === 'on'),
      ante: data.get('ante') === '2' ? 2 : 1,
      tours: Number(data.get('tours')),
      startingCounters: Number(data.get('startingCounters')),
    };
    const pace = data.get('pace') as Pace;
    this.controller.updateSettings({ pace });
    const seed = String(data.get('seed') ?? '').trim() || randomSeedFromTime();
    this.controller.startGame({ options, seed, seats });
  }

  protected override render(): TemplateResult {
    const c = this.controller;
    const m = c.messages.ui;
    const n = this.players;
    return html`<form class="new-game" @submit=${this.submit} aria-labelledby="new-game-h">
      <h2 id="new-game-h" tabindex="-1">${m.newGame}</h2>
      <fieldset>
        <legend>${m.numberOfPlayers}</legend>
        ${[3, 4].map(
          (p) => html`<label class="choice"
            ><input
              type="radio"
              name="players"
              value=${p}
              .checked=${n === p}
              @change=${() => {
                this.players = p as 3 | 4;
                this.mySeat = Math.min(this.mySeat, p - 1);
              }}
            />
            ${m.playersCount(p)}</label
          >`,
        )}
      </fieldset>
      <fieldset aria-describedby="seat-order">
        <legend>${m.yourSeat}</legend>
        ${Array.from(
          { length: n },
          (_, i) => html`<label class="choice"
            ><input type="radio" name="mySeat" value=${i} .checked=${this.mySeat === i} @change=${() => (this.mySeat = i)} />
            ${m.seatNumber(i + 1)}</label
          >`,
        )}
        <p id="seat-order" class="hint">${m.seatOrderHelp}</p>
      </fieldset>
      <fieldset>
        <legend>${m.seats}</legend>
        ${Array.from({ length: n }, (_, i) => keyed(`${n}/${this.mySeat}/${i}`, html`<div class="seat">
          <label for=${`name-${i}`}>${m.seatNumber(i + 1)}: ${i === this.mySeat ? m.yourName : m.seatName(i + 1)}</label>
          <input id=${`name-${i}`} name=${`name-${i}`} type="text" autocomplete="off" value=${this.defaultName(i)} />
          ${i === this.mySeat
            ? html`<span class="seat-kind">${m.human}</span>`
            : html`<label for=${`level-${i}`}>${m.computerLevel}</label>
                <select id=${`level-${i}`} name=${`level-${i}`}>
                  <option value="easy">${m.levelEasy}</option>
                  <option value="normal" selected>${m.levelNormal}</option>
                  <option value="strong">${m.levelStrong}</option>
                </select>`}
        </div>`))}
      </fieldset>
      <fieldset>
        <legend>${m.rules}</legend>
        <label class="choice"><input type="radio" name="preset" value="braillespiel" checked /> ${m.presetBraillespiel}</label>
        <label class="choice"><input type="radio" name="preset" value="philidor-1756" /> ${m.presetPhilidor}</label>
        <details>
          <summary>${m.variants}</summary>
          ${VARIANT_IDS.map((v) => html`<label class="choice variant"><input type="checkbox" name=${v} /> ${v}: ${m.variantName(v)}</label>`)}
        </details>
      </fieldset>
      <fieldset>
        <legend>${m.stakes}</legend>
        <label for="ante">${m.ante}</label>
        <select id="ante" name="ante"><option value="1">1</option><option value="2">2</option></select>
        <label for="tours">${m.tours}</label>
        <input id="tours" name="tours" type="number" min="1" max="20" value="2" required />
        <label for="startingCounters">${m.startingCounters}</label>
        <input id="startingCounters" name="startingCounters" type="number" min="0" max="10000" value="50" required />
      </fieldset>
      <fieldset>
        <legend>${m.paceAndSeed}</legend>
        <label for="pace">${m.pace}</label>
        <select id="pace" name="pace">
          ${PACES.map((p) => html`<option value=${p} ?selected=${c.settings.pace === p}>${m.paceName(p)}</option>`)}
        </select>
        <label for="seed">${m.seed}</label>
        <input id="seed" name="seed" type="text" autocomplete="off" pattern="[A-Za-z0-9._\\-]{0,64}" aria-describedby="seed-hint" />
        <p id="seed-hint" class="hint">${m.seedHint}</p>
      </fieldset>
      <button type="submit" class="primary">${m.start}</button>
      ${c.chooseGame ? html`<button type="button" @click=${() => c.chooseGame?.()}>${m.backToGames}</button>` : nothing}
    </form>`;
  }
}

customElements.define('new-game-form', NewGameForm);

declare global {
  interface HTMLElementTagNameMap {
    'new-game-form': NewGameForm;
  }
}
