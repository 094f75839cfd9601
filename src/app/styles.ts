/**
 * The page's one stylesheet (components render in the light DOM). Large cards, visible focus,
 * high contrast and four-colour themes, reduced motion, reflow down to 320 px and 400 % zoom.
 */
export const APP_CSS = `
:root {
  color-scheme: light dark;
  --bg: #fdfdf8; --fg: #1a1a1a; --muted: #4a4a4a; --accent: #0b57d0; --card-bg: #ffffff; --card-border: #333;
  --red: #b3001b; --black: #111; --blue: #0b3fa8; --green: #0a6b2a; --focus: #ff9e00; --panel: #f1f0ea;
  font-family: system-ui, sans-serif; font-size: 1.125rem; line-height: 1.5;
  background: var(--bg); color: var(--fg);
}
@media (prefers-color-scheme: dark) {
  :root:not([data-theme="light"]):not([data-theme="contrast"]) {
    --bg: #14161a; --fg: #f0f0f0; --muted: #c8c8c8; --accent: #8ab4f8; --card-bg: #22252b; --card-border: #ccc;
    --red: #ff8a8a; --black: #f0f0f0; --blue: #9dbcff; --green: #7fe0a0; --panel: #1e2126;
  }
}
:root[data-theme="dark"] {
  --bg: #14161a; --fg: #f0f0f0; --muted: #c8c8c8; --accent: #8ab4f8; --card-bg: #22252b; --card-border: #ccc;
  --red: #ff8a8a; --black: #f0f0f0; --blue: #9dbcff; --green: #7fe0a0; --panel: #1e2126;
}
:root[data-theme="contrast"] {
  --bg: #000; --fg: #fff; --muted: #fff; --accent: #ffff00; --card-bg: #000; --card-border: #fff;
  --red: #ff6b6b; --black: #fff; --blue: #7fb2ff; --green: #6cff8f; --focus: #ffff00; --panel: #000;
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
:focus-visible, [role="option"]:focus, [data-item]:focus { outline: 4px solid var(--focus); outline-offset: 2px; }
h1 { font-size: 1.6rem; margin: 0; }
h2 { font-size: 1.25rem; margin: 0 0 .4rem; }
h3 { font-size: 1.1rem; }
button, select, input { font: inherit; min-height: 2.75rem; min-width: 2.75rem; color: inherit; }
button { background: var(--panel); border: 2px solid var(--card-border); border-radius: .4rem; padding: .3rem .8rem; cursor: pointer; }
button.primary { background: var(--accent); color: var(--bg); border-color: var(--accent); font-weight: bold; }
input, select { background: var(--card-bg); border: 2px solid var(--card-border); border-radius: .3rem; padding: .2rem .4rem; }
.app-header { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; justify-content: space-between; padding: .6rem 1rem; border-bottom: 2px solid var(--card-border); }
.app-header nav { display: flex; flex-wrap: wrap; gap: .4rem; }
.app-header nav .languages { display: flex; flex-wrap: wrap; gap: .4rem; }
main { padding: .8rem 1rem 2rem; max-width: 72rem; margin: 0 auto; }
/* Two columns only where the players' table fits beside the actions (German headers are long). */
.table-layout { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 28rem), 1fr)); }
.zone { background: var(--panel); border: 2px solid var(--card-border); border-radius: .6rem; padding: .7rem; min-width: 0; }
.zone.log { grid-column: 1 / -1; }
.cards { display: flex; flex-wrap: wrap; gap: .5rem; list-style: none; margin: 0; padding: 0; }
.card { background: var(--card-bg); border: 2px solid var(--card-border); border-radius: .5rem; padding: .3rem .5rem; min-width: 3.6rem; min-height: 4.6rem; cursor: pointer; display: flex; align-items: center; justify-content: center; }
.card-face { display: flex; flex-direction: column; align-items: center; font-weight: bold; line-height: 1.1; }
.card-face .rank { font-size: 1.7rem; }
.card-face .suit { font-size: 1.6rem; }
.suit-H, .suit-D { color: var(--red); }
.suit-C, .suit-S { color: var(--black); }
:root[data-four-colour="true"] .suit-D { color: var(--blue); }
:root[data-four-colour="true"] .suit-C { color: var(--green); }
.choice-list { margin: 0 0 .5rem; }
.choice-list [role="option"] { padding: .4rem .5rem; border: 2px solid transparent; border-radius: .3rem; cursor: pointer; min-height: 2.75rem; }
.choice-list [role="option"][aria-selected="true"] { border-color: var(--accent); }
.status table { border-collapse: collapse; width: 100%; }
.status th, .status td, .facts dt, .facts dd { overflow-wrap: break-word; hyphens: auto; }
/* On a phone (or at 400 % zoom) long headers may break anywhere rather than push the page sideways. */
@media (max-width: 30rem) {
  .status table { font-size: .9rem; table-layout: fixed; }
  .status th, .status td, .facts dt, .facts dd { overflow-wrap: anywhere; }
  .zone { padding: .4rem; } main { padding: .5rem; }
}
.status th, .status td { text-align: left; padding: .2rem .4rem; border-bottom: 1px solid var(--card-border); }
.status tr.to-move th { text-decoration: underline; }
.facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); gap: .3rem .8rem; margin: .6rem 0 0; }
.facts dt { font-weight: bold; }
.facts dd { margin: 0; }
.buttons { display: flex; flex-wrap: wrap; gap: .4rem; }
.log-list { max-height: 16rem; overflow-y: auto; margin: 0; }
.log-list p { padding: .1rem .3rem; margin: 0; }
.log-list p[aria-current="true"] { background: var(--card-bg); outline: 2px dashed var(--accent); }
.log-list p.turn, .log-list p.error { font-weight: bold; }
.hint { color: var(--muted); font-size: .95rem; margin: .2rem 0 0; }
.command-line form { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
.command-line input { flex: 1 1 12rem; min-width: 0; }
.new-game, .settings { display: grid; gap: .8rem; max-width: 48rem; }
fieldset { border: 2px solid var(--card-border); border-radius: .5rem; display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; }
.seat { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; width: 100%; }
.choice { display: inline-flex; gap: .4rem; align-items: center; min-height: 2.75rem; }
.variant { width: 100%; }
.setup-option, .setup-field, .your-seat, .field-error { width: 100%; }
.setup-option .hint { margin: 0 0 .3rem 2rem; }
.field-error { color: var(--red); font-weight: bold; margin: .2rem 0 0; }
.setup-form fieldset, .setup-form .field { min-width: 0; max-width: 100%; }
.setup-form select, .setup-form input { max-width: 100%; }
.setup-form label, .setup-form legend, .setup-form .hint { overflow-wrap: anywhere; }
.field { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
dialog { max-width: min(48rem, 96vw); max-height: 90vh; overflow: auto; background: var(--bg); color: var(--fg); border: 3px solid var(--card-border); border-radius: .6rem; }
dialog::backdrop { background: rgb(0 0 0 / .6); }
/* Shown with show() and made modal by inert (app-shell): fixed in the middle, the page dimmed behind. */
dialog[aria-modal="true"][open] { position: fixed; inset: 0; margin: auto; height: fit-content; z-index: 10; box-shadow: 0 0 0 100vmax rgb(0 0 0 / .6); }
/* A closed dialog kept in the accessibility tree until the next key (app-shell): out of sight, nothing dimmed. */
dialog[aria-modal][open][data-closing] { position: absolute; inset: auto; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; box-shadow: none; }
.dialog-buttons { display: flex; gap: .5rem; justify-content: flex-end; margin-top: 1rem; }
.notices { border: 2px solid var(--red); padding: .4rem .8rem; border-radius: .4rem; margin-bottom: 1rem; }
@media (prefers-reduced-motion: no-preference) {
  .card { transition: transform .12s ease-out; }
  .card:focus { transform: translateY(-3px); }
}
/* ---- The game chooser (src/components/game-chooser.ts); each game's own looks are in its folder ---- */
.chooser { display: grid; gap: .8rem; max-width: 60rem; }
.chooser .games { list-style: none; margin: 0; padding: 0; display: grid; gap: .8rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr)); }
.chooser .game { background: var(--panel); border: 2px solid var(--card-border); border-radius: .6rem; padding: .7rem; display: grid; gap: .3rem; align-content: start; }
.chooser .game h3 { margin: 0; }
.chooser .game p { margin: 0; }
`;

export function installStyles(doc: Document = document): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(APP_CSS);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
