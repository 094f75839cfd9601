/**
 * Chess's own setting: how moves and squares are spoken (as Lichess's blind mode offers them): in
 * words ("knight takes f7"), in SAN ("Nxf7"), or in words with the squares in the NATO or the German
 * "Anna" alphabet. Kept with the player's settings under its key (src/session/settings.ts).
 */
import type { ChoiceSetting } from '../../session/settings.js';
import { SPEECH_STYLES, type SpeechStyle } from './messages.js';
import { chessMessages } from './texts.js';

export const CHESS_SPEECH: ChoiceSetting<SpeechStyle> = {
  kind: 'choice',
  key: 'chessSpeech',
  values: SPEECH_STYLES,
  default: 'words',
  label: (locale) => chessMessages(locale).ui.speechStyle,
  valueName: (locale, value) => chessMessages(locale).ui.speechStyleName(value),
};

export const CHESS_SETTINGS = [CHESS_SPEECH];
