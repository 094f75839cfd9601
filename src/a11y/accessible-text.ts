/** What a screen reader says of an element: its label, else its text without the parts hidden from it. */
export function accessibleText(el: HTMLElement): string {
  const label = el.getAttribute('aria-label');
  if (label) return label;
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((x) => x.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
