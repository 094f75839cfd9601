/**
 * Seeded pseudo-random numbers for pure engines. The generator state is four
 * unsigned 32-bit integers that live inside a game state, so a state can be
 * serialised, copied and replayed with identical results on every platform.
 * Algorithm: sfc32, seeded with the cyrb128 string hash.
 */
export type RngState = readonly [number, number, number, number];

/** Hashes any seed (string or number) to a generator state. */
export function seedRng(seed: string | number): RngState {
  const str = String(seed);
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const rng = new Rng([h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]);
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) rng.nextUint32();
  return rng.state;
}

/** A mutable generator built from a state; read `.state` back to store it. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  static fromSeed(seed: string | number): Rng {
    return new Rng(seedRng(seed));
  }

  get state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [0, n). Unbiased (rejection sampling). */
  int(n: number): number {
    if (!(n > 0) || !Number.isInteger(n)) throw new RangeError(`Rng.int needs a positive integer, got ${n}`);
    const limit = 4294967296 - (4294967296 % n);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x % n;
  }

  /** Fisher–Yates shuffle of a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i]!;
      out[i] = out[j]!;
      out[j] = tmp;
    }
    return out;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick on an empty list');
    return items[this.int(items.length)]!;
  }
}

export function isRngState(x: unknown): x is RngState {
  return Array.isArray(x) && x.length === 4 && x.every((n) => Number.isInteger(n) && n >= 0 && n <= 0xffffffff);
}
