/**
 * Optional earcons, synthesised with Web Audio (no sound files): short tones for your turn, a
 * capture, a sweep (Sautenelle), an illegal move and the end of a list. Audio starts only after
 * the player's first key or tap (browser autoplay rules), and has its own volume.
 */
export type EarconName = 'turn' | 'capture' | 'sweep' | 'illegal' | 'end';

/** Notes of each earcon: [frequency Hz, start s, length s]. */
export const EARCONS: Record<EarconName, readonly (readonly [number, number, number])[]> = {
  turn: [[660, 0, 0.12], [880, 0.12, 0.16]],
  capture: [[523, 0, 0.09], [784, 0.08, 0.12]],
  sweep: [[523, 0, 0.08], [659, 0.07, 0.08], [784, 0.14, 0.08], [1047, 0.21, 0.18]],
  illegal: [[220, 0, 0.14], [185, 0.13, 0.2]],
  end: [[330, 0, 0.1]],
};

export class Earcons {
  private ctx: AudioContext | null = null;
  private enabled = false;
  private volume = 0.5;
  private unlocked = false;

  constructor(target: EventTarget | null = typeof window === 'undefined' ? null : window) {
    const unlock = () => {
      this.unlocked = true;
      target?.removeEventListener('keydown', unlock);
      target?.removeEventListener('pointerdown', unlock);
    };
    target?.addEventListener('keydown', unlock);
    target?.addEventListener('pointerdown', unlock);
  }

  configure(c: { enabled: boolean; volume: number }): void {
    this.enabled = c.enabled;
    this.volume = c.volume;
  }

  play(name: EarconName): void {
    if (!this.enabled || !this.unlocked || this.volume <= 0 || typeof AudioContext === 'undefined') return;
    this.ctx ??= new AudioContext();
    const ctx = this.ctx;
    const t0 = ctx.currentTime + 0.01;
    for (const [freq, start, len] of EARCONS[name]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0, t0 + start);
      gain.gain.linearRampToValueAtTime(0.3 * this.volume, t0 + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + start + len);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0 + start);
      osc.stop(t0 + start + len + 0.02);
    }
  }
}
