/**
 * Base for the app's components: they render into the light DOM, so that ARIA relations, the
 * screen reader's view of the page, axe and the page's one stylesheet all see one document.
 * (Live regions stay outside every component: see announcer.ts.)
 */
import { LitElement } from 'lit';
import { ContextConsumer } from '@lit/context';
import type { AppController } from '../app/app-controller.js';
import { appContext } from '../app/context.js';

export class LightElement extends LitElement {
  protected override createRenderRoot(): HTMLElement {
    return this;
  }
}

/**
 * A component of the shell: renders from the app controller and re-renders when it changes. The
 * controller comes from the <app-shell> above it (@lit/context), or is set directly (the shell itself, tests).
 */
export class AppElement extends LightElement {
  static override properties = { controller: { attribute: false } };
  declare controller: AppController;
  private bound: AppController | null = null;
  private readonly onChange = () => this.requestUpdate();
  protected readonly app = new ContextConsumer(this, {
    context: appContext,
    subscribe: true,
    callback: (controller) => {
      if (controller && controller !== this.controller) this.controller = controller;
    },
  });

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
