/**
 * Wires the patiences and the game chooser into the shell (called once by main.ts after the app is
 * on the page): the patience controller on <papillon-app>, the address ?game=<id>&seed=… starting
 * a patience directly (ids: doppelhausen, elf, halber-mond, napoleon, reihe, stern, unterstecken;
 * game=papillon opens Papillon's new-game form), and the address kept up to date with the deal so
 * it can be shared and replayed.
 */
import { PATIENCE_IDS } from '../games/patience/modes.js';
import type { UrlStart } from '../session/url-params.js';
import type { PapillonApp } from '../components/papillon-app.js';
import type { GameController } from './game-controller.js';
import { isPatienceId, PatienceController } from './patience-controller.js';

export function bootPatience(deps: { app: PapillonApp; controller: GameController; storage: Storage | null; url: UrlStart }): PatienceController {
  const { app, controller, url } = deps;
  const patience = new PatienceController({
    app: controller,
    storage: deps.storage,
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
  const game = url.game;
  if (game !== null && game !== 'papillon' && !isPatienceId(game)) {
    controller.notices.push(controller.messages.ui.badUrlParam('game', game, ['papillon', ...PATIENCE_IDS].join(', ')));
  }
  // After the rest of the boot (a saved Papillon game may be resumed first; the patience asked for wins).
  setTimeout(() => {
    if (isPatienceId(game)) void patience.start(game, url.seed ?? undefined);
    else if (game === 'papillon' && !controller.session) patience.choosePapillon();
    else controller.dispatchEvent(new Event('change'));
  }, 0);
  return patience;
}
