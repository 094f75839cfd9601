/** One thing to tell the player, as a game's describer hands it to the shell's announcer. */
import type { EarconName } from './earcons.js';

export interface Announcement {
  readonly text: string;
  readonly kind: 'event' | 'turn' | 'error' | 'info';
  readonly priority: 'polite' | 'assertive';
  readonly earcon?: EarconName;
}
