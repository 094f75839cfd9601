/**
 * The fishing games' command-line words in every language (src/games/fishing/words.ts
 * `FishingCommandWords`): what a player may type between card names, in lower case. The command lines
 * read every language at once, whatever the app's.
 */
import type { Locale } from '../../src/i18n/messages.js';
import type { FishingCommandWords } from '../../src/games/fishing/words.js';
import { fishingCommandWordsPl } from './command-words-pl.js';

export const fishingCommandWords: Readonly<Record<Locale, FishingCommandWords>> = {
  de: {
    separators: ['nimmt', 'nimm', 'nehme', 'nehmen', 'auf'],
    fillers: ['und', 'mit', 'spiele', 'spielt', 'ich', 'den', 'die', 'der', 'das'],
  },
  en: {
    separators: ['takes', 'take', 'taking'],
    fillers: ['and', 'with', 'play', 'plays', 'i', 'the'],
  },
  pl: fishingCommandWordsPl,
};
