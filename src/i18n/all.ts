/**
 * Registers every catalogue at once (Node code, tests, test harnesses): the shell's in both languages
 * and every game's texts and rules (locales/all.ts, which names the games). The app loads one language
 * at a time, and a game's texts only with the game, instead.
 */
import '../../locales/all.js';
