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
  return results.violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
    .join('\n');
}
