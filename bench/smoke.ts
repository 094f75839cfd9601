import { papillon, legalMoves, applyMove, newSession, nextDeal } from '../src/games/papillon/index.js';
import { Rng } from '../src/engine/rng.js';
let s = newSession({ players: 3 }, 1);
const rng = new Rng([1,2,3,4]);
let moves = 0;
const t0 = performance.now();
let deals = 0;
while (deals < 2000) {
  while (s.phase === 'play') {
    const ms = legalMoves(s);
    const r = applyMove(s, rng.pick(ms));
    if (!r.ok) throw new Error(JSON.stringify(r.violation));
    s = r.state; moves++;
  }
  deals++;
  if (s.phase === 'sessionOver') s = newSession({ players: 3 }, deals); else s = nextDeal(s);
}
console.log(deals, moves, (performance.now()-t0).toFixed(0), 'ms', papillon.id);
