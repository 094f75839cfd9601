/**
 * The chess board's looks, installed when a chess table first opens: a constructed style sheet, as
 * the shell's (the app's CSP allows no inline style). Squares are at least 44 px (touch targets) and
 * grow with the page up to a comfortable size; light and dark squares and the picked-up piece are
 * marked by more than colour (the cell's name says it, a thick outline shows it).
 */
const CHESS_CSS = `
.chess-grid { display: grid; grid-template-rows: repeat(8, minmax(2.75rem, 1fr)); width: min(100%, 36rem); border: 3px solid var(--card-border); }
.chess-row { display: grid; grid-template-columns: repeat(8, minmax(2.75rem, 1fr)); }
.chess-square { min-width: 2.75rem; min-height: 2.75rem; aspect-ratio: 1; display: flex; align-items: center; justify-content: center; font-size: 1.8rem; cursor: pointer; background: var(--card-bg); color: var(--fg); }
.chess-square.dark { background: var(--panel); }
.chess-square[aria-selected="true"] { outline: 4px solid var(--accent); outline-offset: -4px; }
.chess-square.target { box-shadow: inset 0 0 0 3px var(--green); }
.chess-square:focus { outline: 4px solid var(--focus); outline-offset: -4px; }
.chess-moves ol { margin: 0; padding-left: 0; list-style: none; max-height: 14rem; overflow-y: auto; }
.chess-lines { font-family: monospace; white-space: pre; margin: .4rem 0 0; }
`;

let installed = false;

export function installChessStyles(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  if (installed || !doc || typeof CSSStyleSheet === 'undefined') return;
  installed = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CHESS_CSS);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
