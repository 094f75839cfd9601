/**
 * The patiences' looks (the layouts of src/games/patience/layouts.ts), installed when a patience
 * first loads: a constructed style sheet, as the shell's (the app's CSP allows no inline style).
 */
const PATIENCE_CSS = `
[data-game] .zone.piles { grid-column: 1 / -1; }
.places { display: grid; gap: .8rem; }
.place-group { display: flex; flex-wrap: wrap; gap: .5rem; align-items: flex-start; }
.place-group.grid { display: grid; gap: .5rem; }
.place-group.cols-3 { grid-template-columns: repeat(3, minmax(0, 7rem)); }
.place-group.cols-5 { grid-template-columns: repeat(5, minmax(0, 7rem)); }
.place-group.cols-10 { grid-template-columns: repeat(10, minmax(0, 1fr)); }
@media (max-width: 40rem) { .place-group.cols-10 { grid-template-columns: repeat(5, minmax(0, 1fr)); } .place-group.cols-5 { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.place { display: flex; flex-direction: column; align-items: center; gap: .2rem; min-width: 4.4rem; min-height: 2.75rem; padding: .3rem; border: 2px solid transparent; border-radius: .5rem; cursor: pointer; background: var(--bg); }
.place.selected { border-color: var(--accent); box-shadow: 0 0 0 3px var(--accent); }
.place-name { font-size: .85rem; color: var(--muted); text-align: center; max-width: 8rem; }
.place-card { min-width: 3.6rem; min-height: 4.6rem; }
.place-card.back { background: repeating-linear-gradient(45deg, var(--accent) 0 6px, var(--card-bg) 6px 12px); }
.place-card.empty { border-style: dashed; opacity: .6; }
.place-count { font-size: .9rem; font-weight: bold; }
.place-group.moon { justify-content: center; }
@media (min-width: 48rem) {
  .place-group.moon .place.lift-0 { margin-top: 4.0rem; }
  .place-group.moon .place.lift-1 { margin-top: 3.6rem; }
  .place-group.moon .place.lift-2 { margin-top: 3.2rem; }
  .place-group.moon .place.lift-3 { margin-top: 2.8rem; }
  .place-group.moon .place.lift-4 { margin-top: 2.4rem; }
  .place-group.moon .place.lift-5 { margin-top: 2.0rem; }
  .place-group.moon .place.lift-6 { margin-top: 1.6rem; }
  .place-group.moon .place.lift-7 { margin-top: 1.2rem; }
  .place-group.moon .place.lift-8 { margin-top: 0.8rem; }
  .place-group.moon .place.lift-9 { margin-top: 0.4rem; }
  .place-group.moon .place.lift-10 { margin-top: 0.0rem; }
}
.place-group.foundations { justify-content: center; display: grid; grid-template-columns: repeat(4, minmax(0, 7rem)); grid-auto-flow: row; }
@media (max-width: 30rem) { .place-group.foundations, .place-group.cols-3 { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
/* A phone (or 400 % zoom): a grid's places shrink to their column, so ten in a row (Die Reihe) never scroll sideways. */
@media (max-width: 30rem) { .place-group.grid .place { min-width: 0; } .place-group.grid .place-card { min-width: 0; width: 100%; } }
.place-group.star { display: grid; justify-content: center; grid-template-columns: repeat(3, minmax(0, 7rem)); grid-template-areas: "c1 up c2" "left mid right" "c3 down c4"; }
.place.kind-corner .place-card.empty { border-radius: 50%; }
.place.area-c1 { grid-area: c1; }
.place.area-up { grid-area: up; }
.place.area-c2 { grid-area: c2; }
.place.area-left { grid-area: left; }
.place.area-mid { grid-area: mid; }
.place.area-right { grid-area: right; }
.place.area-c3 { grid-area: c3; }
.place.area-down { grid-area: down; }
.place.area-c4 { grid-area: c4; }
.patience-status { margin: 0 0 .4rem; }
`;

let installed = false;

export function installPatienceStyles(doc: Document = document): void {
  if (installed) return;
  installed = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PATIENCE_CSS);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
