/**
 * The shape check of a table's options read from untrusted JSON (`SeatGame.optionsFor`, src/engine/game.ts):
 * a plain object with known keys only. The values are each game's own `optionsProblem` to judge.
 */

/** What is wrong with the shape of `raw` (`where` names it in the message), or null: not a plain object, or a key not `allowed`. */
export function optionsShapeProblem(raw: unknown, allowed: readonly string[], where = 'options'): string | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return `${where} must be an object`;
  for (const key of Object.keys(raw)) {
    if (allowed.includes(key)) continue;
    if (key === 'players') return `${where}: players is not an option here (the number of players is the number of seats)`;
    return `${where}: unknown option ${JSON.stringify(key)} (known: ${allowed.join(', ') || 'none'})`;
  }
  return null;
}

/**
 * A sitting of several games' table options from untrusted JSON (Casino, the Hundertspiel): `{engine,
 * games}`, the engine's options with only `engineKeys` and the number of players from the seats, and
 * 1–5 games (default 1); the engine's own `optionsProblem` judges the rest.
 */
export function sittingOptionsFor<O>(
  raw: unknown,
  seats: number,
  engineKeys: readonly string[],
  optionsProblem: (o: O) => string | null,
): { readonly options: { engine: O; games: number } } | { readonly problem: string } {
  const shape = optionsShapeProblem(raw, ['engine', 'games']);
  if (shape) return { problem: shape };
  const r = raw as { engine?: unknown; games?: unknown };
  const engineRaw = r.engine ?? {};
  const engineShape = optionsShapeProblem(engineRaw, engineKeys, 'options.engine');
  if (engineShape) return { problem: engineShape };
  const games = r.games ?? 1;
  if (typeof games !== 'number' || !Number.isInteger(games) || games < 1 || games > 5) return { problem: `options.games must be a whole number from 1 to 5, got ${JSON.stringify(games)}` };
  const engine = { ...(engineRaw as object), players: seats } as O;
  const problem = optionsProblem(engine);
  return problem ? { problem } : { options: { engine, games } };
}
