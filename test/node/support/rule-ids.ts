/**
 * The rule IDs of each rule book (shared/rules/<book>.md), checked in: every rule, variant, project
 * decision and worked example a game's tests must name (test/node/games.test.ts checks each ID against
 * the names of the tests in test/node/<book>-*.test.ts, for every game of the registry). `spec` reads
 * the same list out of the rule book, when it is beside the project, to keep the two in step.
 */

export interface RuleBook {
  /** Every ID the tests must name. */
  readonly ids: readonly string[];
  /** The patterns that find the IDs in shared/rules/<book>.md (the first group is the ID). */
  readonly spec: readonly RegExp[];
  /** A test name's range ("W13–W16", "EX-W-1…5") names every ID in it (Whist's tests are named so); else only the IDs written out. */
  readonly ranges?: boolean;
}

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

/** The usual headings of a rule book: `- **X1**` rules, `| V-X-1 |` variants, `- **PD-X-1:` decisions, `### EX-X-1:` examples. */
const usual = (rule: string, x: string): RegExp[] => [
  new RegExp(`^- \\*\\*(${rule}\\d+)\\*\\*`, 'gm'),
  new RegExp(`^\\| (V-${x}-\\d+) \\|`, 'gm'),
  new RegExp(`^- \\*\\*(PD-${x}-\\d+):`, 'gm'),
  new RegExp(`^### (EX-${x}-\\d+):`, 'gm'),
];

export const RULE_BOOKS: Readonly<Record<string, RuleBook>> = {
  // The project decisions PD-P-1…22 are not in the list (no test names them yet).
  papillon: {
    ids: [...range('P', 49), ...range('V-P-', 11), ...range('EX-P-', 14)],
    spec: usual('P', 'P').filter((_, i) => i !== 2),
  },
  casino: {
    ids: [...range('C', 41), ...range('V-C-', 5), ...range('PD-C-', 22), ...range('EX-C-', 14)],
    spec: usual('C', 'C'),
  },
  hundertspiel: {
    ids: [...range('H', 62), ...range('V-H-', 7), ...range('PD-H-', 28), ...range('EX-H-', 12)],
    spec: usual('H', 'H'),
  },
  // The bot heuristics B-W-n belong to the bots' tests.
  whist: {
    ids: [...range('W', 45), ...range('V-W-', 5), ...range('PD-W-', 20), ...range('EX-W-', 18)],
    spec: usual('W', 'W'),
    ranges: true,
  },
  piquet: {
    ids: [...range('Q', 40), ...range('V-Q-', 7), ...range('PD-Q-', 22), ...range('EX-Q-', 13)],
    spec: usual('Q', 'Q'),
  },
  // Ombre for three O1–O72, en deux OD1–OD8, en quatre OQ1–OQ9, Quadrille QD1–QD19, Cinquille CQ1–CQ16.
  ombre: {
    ids: [
      ...range('O', 72), ...range('OD', 8), ...range('OQ', 9), ...range('QD', 19), ...range('CQ', 16),
      ...range('V-O-', 20), ...range('PD-O-', 27), ...range('EX-O-', 29),
    ],
    spec: [/^- \*\*((?:O|OD|OQ|QD|CQ)\d+)\*\*/gm, ...usual('O', 'O').slice(1)],
  },
  // Boston, Tri-Boston and Boston-Whist (the bot heuristics B-BO-n belong to the bots' tests).
  boston: {
    ids: [...range('BO', 66), ...range('V-BO-', 6), ...range('PD-BO-', 18), ...range('EX-BO-', 9)],
    spec: usual('BO', 'BO'),
  },
  // Tarok en trois, en deux and Taroklomber (the bot heuristics B-T-n belong to the bots' tests).
  tarok: {
    ids: [...range('T', 40), ...range('TD', 11), ...range('TL', 24), ...range('V-T-', 6), ...range('PD-T-', 17), ...range('EX-T-', 13)],
    spec: [/^- \*\*((?:T|TD|TL)\d+)\*\*/gm, ...usual('T', 'T').slice(1)],
  },
  // Chess as Fielding's treatise teaches it (the bot heuristics B-CH-n belong to the bots' tests).
  chess: {
    ids: [...range('CH', 38), ...range('V-CH-', 6), ...range('PD-CH-', 14), ...range('EX-CH-', 18)],
    spec: [/^- \*\*(CH\d+)\*\*/gm, /^- \*\*(V-CH-\d+)\*\*/gm, /^- \*\*(PD-CH-\d+):/gm, /^### (EX-CH-\d+):/gm],
  },
  // The seven patiences of shared/rules/patience.md (version 1).
  patience: {
    ids: [
      ...range('S-GEN-', 7), ...range('S-DH-', 8), ...range('S-ELF-', 8), ...range('S-HM-', 13), ...range('S-NAP-', 6),
      ...range('S-REI-', 9), ...range('S-STE-', 8), ...range('S-UNT-', 7),
      ...range('V-DH-', 2), ...range('V-NAP-', 2), ...range('V-STE-', 1),
      ...range('EX-DH-', 3), ...range('EX-ELF-', 2), ...range('EX-HM-', 3), ...range('EX-NAP-', 1), ...range('EX-REI-', 2),
      ...range('EX-STE-', 1), ...range('EX-UNT-', 2),
    ],
    spec: [/\*\*((?:S|EX)-[A-Z]+-\d+)\.?\*\*/g, /^\| (V-[A-Z]+-\d+) \|/gm],
  },
};
