/** What the fishing games (Papillon, Casino) say alike, in English (src/games/fishing/words.ts). */
import { capitalize, list, type Who } from '../../src/i18n/messages.js';
import type { FishingWords } from '../../src/games/fishing/words.js';

const L = 'en' as const;
const subj = (w: Who) => (w.self ? 'You' : w.name);
const v = (w: Who, base: string, third: string) => (w.self ? base : third);

export const fishingEn: FishingWords = {
  playsAndTakes: (w, card, taken) => `${subj(w)} ${v(w, 'play', 'plays')} ${card} and ${v(w, 'take', 'takes')} ${taken}`,
  captureChoice: (p) => {
    const head = p.card ? `${capitalize(p.card)} takes ${p.taken}` : `Takes ${p.taken}`;
    const feats = p.feats.length ? `: ${list(L, p.feats)}` : '';
    const tail = p.tail ? `, ${p.tail}` : '';
    const rest = p.clears ? '; the table is then empty' : p.leaves ? `; leaves ${p.leaves}` : '';
    return head + feats + tail + rest;
  },
  playedTag: 'played',
};
