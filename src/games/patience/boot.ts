/**
 * Wires the patiences and the game chooser into the shell (called once by main.ts after the app is
 * on the page): the patience controller on <papillon-app>, the address ?game=<id>&seed=… starting
 * a patience directly (ids: doppelhausen, elf, halber-mond, napoleon, reihe, stern, unterstecken;
 * game=papillon opens Papillon's new-game form), and the address kept up to date with the deal so
 * it can be shared and replayed.
 *
 * The patience in progress is saved in the save store's patience slot (src/app/patience-save.ts,
 * part of the kit) and resumed at boot: the game open last wins (the newer of the two saves), and
 * an address naming the saved deal (game and seed) resumes it instead of dealing it again. A bad
 * patience save is reported, was kept aside by the store, and the game chooser is offered.
 */
import { PATIENCE_IDS } from './modes.js';
import type { UrlStart } from '../../session/url-params.js';
import type { PapillonApp } from '../../components/papillon-app.js';
import type { GameController } from '../../app/game-controller.js';
import type { PatienceSnapshot, SaveStore } from '../../storage/save-store.js';
import { isPatienceId, PatienceController } from './controller.js';

/** The saved patience as read at boot: the snapshot (shape checked), or whether a bad one was kept aside. */
export interface PatienceSaved {
  readonly snapshot: PatienceSnapshot | null;
  readonly bad: boolean;
}

/** Reads the saved patience (boot, before Papillon's save is resumed). A bad one goes to `controller.notices`. */
export async function loadPatienceSave(store: SaveStore, controller: GameController): Promise<PatienceSaved> {
  const r = await store.loadPatience();
  if (r.ok) return { snapshot: r.snapshot, bad: false };
  const m = controller.messages.patience.ui;
  const text = r.reason === 'corrupt' ? m.saveCorrupt : r.reason === 'tooNew' ? m.saveTooNew : r.reason === 'unmigratable' ? m.saveUnmigratable : null;
  if (text) controller.notices.push(text);
  return { snapshot: null, bad: text !== null };
}

/** Which game was open last: the one saved last (ISO dates compare as text). */
export function lastOpen(papillon: { savedAt: string } | null, patience: { savedAt: string } | null): 'papillon' | 'patience' | null {
  if (!papillon || !patience) return patience ? 'patience' : papillon ? 'papillon' : null;
  return patience.savedAt > papillon.savedAt ? 'patience' : 'papillon';
}

export interface PatienceBoot {
  readonly patience: PatienceController;
  /** False when a patience opens at start (asked for, saved last, or its save was bad): Papillon's save is not resumed then. */
  readonly papillonMayResume: boolean;
}

export function bootPatience(deps: {
  app: PapillonApp;
  controller: GameController;
  storage: Storage | null;
  url: UrlStart;
  store?: SaveStore;
  saved?: PatienceSaved;
  /** When Papillon's save was written, if there is a good one. */
  papillonSavedAt?: string | null;
}): PatienceBoot {
  const { app, controller, url } = deps;
  const patience = new PatienceController({
    app: controller,
    storage: deps.storage,
    ...(deps.store ? { store: deps.store } : {}),
    onStart: (game, seed) => {
      try {
        const u = new URL(location.href);
        u.searchParams.set('game', game);
        u.searchParams.set('seed', seed);
        history.replaceState(history.state, '', u);
      } catch {
        // an address that cannot be changed (a sandboxed frame): the deal still plays
      }
    },
  });
  app.patience = patience;
  controller.chooseGame = () => patience.showChooser();
  const game = url.game;
  if (game !== null && game !== 'papillon' && !isPatienceId(game)) {
    controller.notices.push(controller.messages.ui.badUrlParam('game', game, ['papillon', ...PATIENCE_IDS].join(', ')));
  }
  const saved = deps.saved?.snapshot ?? null;
  const bad = deps.saved?.bad ?? false;
  // A bad save: the chooser is offered, whatever the address asked for (the notice says why).
  const asked = isPatienceId(game) && !bad ? game : null;
  const sameDeal = !!saved && asked === saved.game && url.seed === saved.seed;
  const resume = !!saved && !bad && (sameDeal || (game === null && url.start === null && lastOpen(deps.papillonSavedAt ? { savedAt: deps.papillonSavedAt } : null, saved) === 'patience'));

  const resumeSaved = async (snap: PatienceSnapshot): Promise<void> => {
    try {
      await patience.resume(snap);
    } catch (e) {
      // The store checked its shape, but the engine refused it: keep it aside like any bad save.
      void deps.store?.setAside('corrupt', e instanceof Error ? e.message : String(e), 'patience');
      const text = controller.messages.patience.ui.saveCorrupt;
      controller.notices.push(text);
      controller.announcer.announce(text, { kind: 'error', priority: 'assertive' });
      patience.showChooser();
    }
  };
  // After the rest of the boot (a saved Papillon game may be resumed first; the patience asked for wins).
  setTimeout(() => {
    if (resume) void resumeSaved(saved!);
    else if (asked) void patience.start(asked, url.seed ?? undefined);
    else if (game === 'papillon' && !controller.session) patience.choosePapillon();
    else controller.dispatchEvent(new Event('change'));
  }, 0);
  return { patience, papillonMayResume: !resume && !asked && !bad };
}
