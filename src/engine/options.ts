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
