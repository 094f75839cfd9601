/**
 * Co gry „łowiące” (Papillon, Casino) mówią tak samo, po polsku (src/games/fishing/words.ts). Karty
 * przychodzą jako odwołania i są odmieniane: "Anna zagrywa waleta pik i bierze dziesiątkę kier"
 * (biernik).
 */
import { capitalize, list, type Who } from '../../src/i18n/messages.js';
import type { FishingWords } from '../../src/games/fishing/words.js';

const L = 'pl' as const;
/** Ja bez zaimka ("Zagrywasz …"), inni z imieniem w mianowniku ("Anna zagrywa …"). */
const say = (w: Who, ty: string, on: string) => (w.self ? capitalize(ty) : `${w.name} ${on}`);
const ACC = { case: 'accusative' } as const;

export const fishingPl: FishingWords = {
  playsAndTakes: (w, card, taken) => `${say(w, 'zagrywasz', 'zagrywa')} ${card.name(ACC)} i ${w.self ? 'bierzesz' : 'bierze'} ${taken.name(ACC)}`,
  captureChoice: (p) => {
    const head = p.card ? `${capitalize(p.card)} bierze ${p.taken.name(ACC)}` : `Bierze ${p.taken.name(ACC)}`;
    const feats = p.feats.length ? `: ${list(L, p.feats)}` : '';
    const tail = p.tail ? `, ${p.tail}` : '';
    const rest = p.clears ? '; stół zostaje wtedy pusty' : p.leaves ? `; na stole zostaje ${p.leaves}` : '';
    return head + feats + tail + rest;
  },
  playedTag: 'zagrana',
};
