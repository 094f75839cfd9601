/** Was die Fischspiele (Papillon, Casino) gleich sagen, auf Deutsch (src/games/fishing/words.ts). */
import { list, type Who } from '../../src/i18n/messages.js';
import type { FishingWords } from '../../src/games/fishing/words.js';

const L = 'de' as const;
const subj = (w: Who) => (w.self ? 'Du' : w.name);
const v = (w: Who, du: string, er: string) => (w.self ? du : er);

export const fishingDe: FishingWords = {
  playsAndTakes: (w, card, taken) => `${subj(w)} ${v(w, 'spielst', 'spielt')} ${card} und ${v(w, 'nimmst', 'nimmt')} ${taken}`,
  captureChoice: (p) => {
    const head = p.card ? `${p.card} nimmt ${p.taken}` : `Nimmt ${p.taken}`;
    const feats = p.feats.length ? `: ${list(L, p.feats)}` : '';
    const tail = p.tail ? `, ${p.tail}` : '';
    const rest = p.clears ? '; der Tisch ist dann leer' : p.leaves ? `; lässt ${p.leaves} liegen` : '';
    return head + feats + tail + rest;
  },
  playedTag: 'gespielt',
};
