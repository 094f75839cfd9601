/** Registers every catalogue at once (Node code, tests); the app loads one locale at a time instead. */
import { de } from '../../locales/de.js';
import { en } from '../../locales/en.js';
import { registerMessages } from './index.js';

registerMessages(de);
registerMessages(en);
