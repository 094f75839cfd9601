/**
 * The fishing games' command-line words in Polish (FishingCommandWords, src/games/fishing/words.ts),
 * written ahead of registering it (issue 26; src/i18n/drafts.ts): the `pl` entry of
 * `fishingCommandWords` (command-words.ts) once Polish is a language, so that Papillon and Casino read
 * "10 bierze 4 6", "dziesiątka kier bierze czwórkę karo i szóstkę trefl", "zagraj 7". Lower case; none
 * is a Polish card word ("a", "k", "d", "w" are); nothing of the app imports this file.
 */
import type { FishingCommandWords } from '../../src/games/fishing/words.js';

export const fishingCommandWordsPl: FishingCommandWords = {
  separators: ['bierze', 'biorę', 'biore', 'bierz', 'weź', 'wez', 'biorąc', 'biorac'],
  fillers: ['i', 'oraz', 'także', 'takze', 'z', 'ze', 'zagraj', 'zagrywam', 'gram', 'ja'],
};
