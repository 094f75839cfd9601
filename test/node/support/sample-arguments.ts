/**
 * Stand-ins for a catalogue function's parameters, so tests can read what every function says without
 * knowing its arguments (catalogue-capitals.test.ts judges the capitals, spelling.test.ts the words).
 *
 * API
 * - `calls(arity)`: argument lists to try in turn: all stand-ins (a person as `self` and as another), then
 *   each parameter in turn one of VARIANTS (a flag, a number, nothing, a name, a list).
 * - `sample(self)`: a stand-in for any parameter: a person (`self` as given, named "Anna"), a number (2)
 *   in arithmetic, the word "2" in a text, a list of two of itself, any field of itself; calling it gives another.
 */

const ARRAY_METHODS = new Set(Object.getOwnPropertyNames(Array.prototype).filter((k) => k !== 'length' && k !== 'constructor'));

export function sample(self: boolean, depth = 0): unknown {
  const two = () => [sample(self, depth + 1), sample(self, depth + 1)];
  return new Proxy(function stand() {}, {
    get(_t, prop) {
      // In a text a stand-in reads "2": a number, and a word of no case (people are named by their `name`).
      if (prop === Symbol.toPrimitive) return (hint: string) => (hint === 'number' ? 2 : '2');
      if (prop === 'toString' || prop === 'toLocaleString') return () => '2';
      if (prop === 'valueOf') return () => 2;
      if (prop === Symbol.iterator) return function* () { yield* two(); };
      if (prop === 'then' || typeof prop === 'symbol') return undefined;
      if (prop === 'length') return 2;
      if (prop === 'name') return callableWord('Anna');
      if (prop === 'self' || prop === 'mine') return self;
      if (ARRAY_METHODS.has(prop)) {
        const a = two();
        return (a as unknown as Record<string, (...x: unknown[]) => unknown>)[prop]!.bind(a);
      }
      return depth > 5 ? 'Anna' : sample(self, depth + 1);
    },
    apply: () => sample(self, depth + 1),
    has: () => true,
  });
}

/**
 * A word that may also be called: a person's `name` is the word, a card reference's `name(form)` gives it
 * (src/i18n/deck-names.ts), so a catalogue that names a card in a case is read too.
 */
function callableWord(text: string): unknown {
  return new Proxy(() => text, {
    get(_t, prop) {
      if (prop === Symbol.toPrimitive) return () => text;
      const v = (text as unknown as Record<string | symbol, unknown>)[prop];
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(text) : v;
    },
  });
}

/** The other values a parameter takes in turn, the rest staying stand-ins. */
const VARIANTS: readonly unknown[] = [true, false, 0, 1, 3, null, 'Anna', ['Anna', 'Ben'], []];

export function* calls(arity: number): Generator<unknown[]> {
  for (const self of [true, false]) {
    const base = () => Array.from({ length: Math.max(arity, 1) }, () => sample(self));
    yield base();
    for (let i = 0; i < arity; i++) for (const v of VARIANTS) {
      const args = base();
      args[i] = v;
      yield args;
    }
  }
}
