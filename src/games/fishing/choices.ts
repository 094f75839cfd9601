/**
 * The capture choices of the fishing games (Papillon, Casino) as the table offers them: a numbered
 * list, best first, each entry saying what it takes and what it leaves on the table. Each game says
 * what "best" means (Papillon: what it pays now; Casino: the points it secures); the ordering and
 * the split of the table are the same.
 */

/** The moves best first (highest score first); equal scores keep their order (the sort is stable). */
export function bestFirst<M>(moves: readonly M[], score: (m: M) => number): M[] {
  const scored = moves.map((m, i) => ({ m, i, s: score(m) }));
  scored.sort((a, b) => b.s - a.s || a.i - b.i);
  return scored.map((x) => x.m);
}

/** What a capture leaves on the table: the table cards it does not take, in the table's order. */
export function leftOnTable(table: readonly string[], take: readonly string[]): string[] {
  const taken = new Set(take);
  return table.filter((c) => !taken.has(c));
}
