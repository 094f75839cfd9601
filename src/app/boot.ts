/**
 * Which game the app opens at start (main.ts), the same for every game:
 * - an address that asks for a game (?game=…&seed=…&…, or a game's own parameters without a game:
 *   the registry's first game, as earlier builds wrote it) starts it — unless the saved game is the
 *   same deal, which resumes instead of dealing it again;
 * - otherwise the game open last resumes exactly;
 * - a bad save (kept aside by the store, or refused by its game) is told, and the chooser is offered
 *   whatever the address asked for; so is a game that cannot load (offline before it was cached).
 */
import { GAMES, gameEntry } from '../games/registry.js';
import type { UrlRequest } from '../session/url-params.js';
import type { AppController } from './app-controller.js';
import type { Saving } from './saving.js';

/** The game the address asks for: its id, or null. A game the registry does not know is a notice. */
export function askedGame(controller: AppController, url: UrlRequest): string | null {
  const id = url.game ?? (url.start ? GAMES[0]!.id : null);
  if (id && !gameEntry(id)) {
    controller.notices.push(controller.messages.ui.badUrlParam('game', id, GAMES.map((g) => g.id).join(', ')));
    return null;
  }
  return id;
}

export async function bootGame(controller: AppController, saving: Saving, url: UrlRequest): Promise<void> {
  const m = () => controller.messages.ui;
  try {
    const asked = url.problems.length === 0 ? askedGame(controller, url) : null;
    const last = await saving.openedLast();
    if (saving.badSave) return controller.chooseGame();
    if (asked) {
      const module = await controller.loadGame(asked);
      if (!url.start) {
        // ?game=… alone: its setup form, or (a game without one) a deal at once.
        return await controller.choose(asked, url.seed ?? undefined, module.setupForm(controller) ? undefined : module.optionsFrom(url.params, controller).options);
      }
      const start = module.optionsFrom(url.params, controller);
      for (const p of start.problems) controller.notices.push(m().badUrlParam(p.param, p.value, p.allowed));
      if (!start.options || start.problems.length) return;
      const seed = url.start.seed;
      const same = last && last.game === asked && module.sameGame(last.snapshot, start.options, seed) ? last : await saving.sameGame(asked, start.options, seed);
      if (saving.badSave) return controller.chooseGame();
      if (same) return await resume(controller, saving, same);
      return await controller.startGame(asked, start.options, seed);
    }
    if (last) return await resume(controller, saving, last);
  } catch (e) {
    controller.notices.push(m().gameUnavailable);
    console.error(e);
  }
}

async function resume(controller: AppController, saving: Saving, saved: { game: string; snapshot: unknown }): Promise<void> {
  try {
    await controller.resumeGame(saved.game, saved.snapshot);
  } catch (e) {
    // The store checked its shape, but the game refused it: keep it aside like any bad save.
    await saving.refuse(saved.game, e);
    controller.chooseGame();
  }
}
