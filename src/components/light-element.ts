/**
 * Base for the app's components: they render into the light DOM, so that ARIA relations, the
 * screen reader's view of the page, axe and the page's one stylesheet all see one document.
 * (Live regions stay outside every component: see announcer.ts.)
 */
import { LitElement } from 'lit';
import type { GameController } from '../app/game-controller.js';

export class LightElement extends LitElement {
  protected override createRenderRoot(): HTMLElement {
    return this;
  }
}

/** A component that renders from the controller and re-renders when it changes. */
export class ControllerElement extends LightElement {
  static override properties = { controller: { attribute: false } };
  declare controller: GameController;
  private bound: GameController | null = null;
  private readonly onChange = () => this.requestUpdate();

  override connectedCallback(): void {
    super.connectedCallback();
    this.bind();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.bound?.removeEventListener('change', this.onChange);
    this.bound = null;
  }

  protected override willUpdate(): void {
    this.bind();
  }

  private bind(): void {
    if (this.controller === this.bound) return;
    this.bound?.removeEventListener('change', this.onChange);
    this.bound = this.controller ?? null;
    this.bound?.addEventListener('change', this.onChange);
  }
}
