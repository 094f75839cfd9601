/**
 * The fishing games' command-line words in Polish (FishingCommandWords, src/games/fishing/words.ts): the
 * `pl` entry of `fishingCommandWords` (command-words.ts), beside the German and English words, so that
 * Papillon and Casino read "10 bierze 4 6", "dziesiątka kier bierze czwórkę karo i szóstkę trefl",
 * "zagraj 7". Lower case; none is a Polish card word ("a", "k", "d", "w" are).
 */
import type { FishingCommandWords } from '../../src/games/fishing/words.js';

export const fishingCommandWordsPl: FishingCommandWords = {
  separators: ['bierze', 'biorę', 'biore', 'bierz', 'weź', 'wez', 'biorąc', 'biorac'],
  fillers: ['i', 'oraz', 'także', 'takze', 'z', 'ze', 'zagraj', 'zagrywam', 'gram', 'ja'],
};
