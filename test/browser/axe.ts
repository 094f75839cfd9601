// axe-core ships a UMD build; loaded as a plain ES module in the browser it sets `window.axe`.
import 'axe-core/axe.min.js';

type Axe = typeof import('axe-core');

declare global {
  interface Window {
    axe: Axe;
  }
}

export const axe: Axe = window.axe;

/** Runs axe on `context`; returns a readable summary of violations ('' when none). */
export async function axeViolations(context: Element | Document = document): Promise<string> {
  const results = await axe.run(context as Element, { resultTypes: ['violations'] });
  return [
    ...results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`),
    ...nestedSameName(context),
  ].join('\n');
}

/**
 * Our own rule beside axe's (issue 10, point 13): an element inside another that takes its name from
 * the same label — a zone's region and its list — makes a screen reader say the name twice on entry.
 */
export function nestedSameName(context: Element | Document = document): string[] {
  const found: string[] = [];
  for (const inner of context.querySelectorAll<HTMLElement>('[aria-labelledby]')) {
    const ids = inner.getAttribute('aria-labelledby')!.trim();
    for (let outer = inner.parentElement; outer; outer = outer.parentElement) {
      if (outer.getAttribute('aria-labelledby')?.trim() === ids) {
        found.push(`nested-same-name: <${outer.localName}> and <${inner.localName}${inner.getAttribute('role') ? ` role=${inner.getAttribute('role')}` : ''}> inside it are both named by #${ids}`);
        break;
      }
    }
  }
  return found;
}
