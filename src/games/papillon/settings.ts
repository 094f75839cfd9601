/**
 * Papillon's own settings (GameModule.settings): how the payments of a turn are said, and whether each
 * round of the cut for the first dealer is said (P9). The settings form shows them while Papillon is
 * open; they are kept with the player's settings under the keys earlier builds wrote ('payments',
 * 'speakCuts'), so settings kept before still apply. Their words are in locales/papillon/.
 */
import type { ChoiceSetting, FlagSetting, GameSetting } from '../../session/settings.js';
import type { PaymentsMode } from './describe.js';
import { papillonMessages } from './texts.js';

export const PAYMENTS: ChoiceSetting<PaymentsMode> = {
  kind: 'choice',
  key: 'payments',
  values: ['each', 'total', 'off'],
  default: 'each',
  label: (locale) => papillonMessages(locale).ui.payments,
  valueName: (locale, value) => papillonMessages(locale).ui.paymentsName(value),
};

export const SPEAK_CUTS: FlagSetting = {
  kind: 'flag',
  key: 'speakCuts',
  default: true,
  label: (locale) => papillonMessages(locale).ui.speakCuts,
};

export const PAPILLON_SETTINGS: readonly GameSetting[] = [PAYMENTS, SPEAK_CUTS];
