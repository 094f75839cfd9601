/**
 * Optional built-in speech (Web Speech API) for players without a screen reader. Only voices that
 * work offline (localService) are offered, so nothing is ever sent over the network.
 */
import { isLocale, LANGUAGES } from '../i18n/locale.js';

export interface SpeechConfig {
  voice: string;
  rate: number;
  pitch: number;
  /** The app's language (a Locale: its voice's tag is LANGUAGES' speech), or a BCP-47 tag. */
  lang: string;
}

export class Speech {
  private config: SpeechConfig = { voice: '', rate: 1, pitch: 1, lang: 'en' };

  constructor(private readonly synth: SpeechSynthesis | null = typeof speechSynthesis === 'undefined' ? null : speechSynthesis) {}

  get available(): boolean {
    return this.synth !== null;
  }

  /** Offline voices for a language (all offline voices when none match it). */
  voices(lang = this.config.lang): SpeechSynthesisVoice[] {
    const local = this.synth?.getVoices().filter((v) => v.localService) ?? [];
    const matching = local.filter((v) => v.lang.toLowerCase().startsWith(lang));
    return matching.length ? matching : local;
  }

  configure(c: SpeechConfig): void {
    this.config = c;
  }

  /** Speaks after what is being said (the announcer already paces messages). */
  speak(text: string): void {
    if (!this.synth) return;
    const u = new SpeechSynthesisUtterance(text);
    const lang = this.config.lang;
    u.lang = isLocale(lang) ? LANGUAGES[lang].speech : lang;
    u.rate = this.config.rate;
    u.pitch = this.config.pitch;
    const voice = this.voices().find((v) => v.voiceURI === this.config.voice);
    if (voice) u.voice = voice;
    else if (this.voices().length === 0) return; // no offline voice: stay silent rather than use the network
    this.synth.speak(u);
  }

  /** Stops speaking at once (Escape in a long read-out, a new game). */
  cancel(): void {
    this.synth?.cancel();
  }
}
