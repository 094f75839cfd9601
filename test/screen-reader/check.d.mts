// Types of check.mjs (for the Node test of the checks, test/node/screen-reader-check.test.ts).
export interface Utterance {
  t: number;
  kind: 'speak' | 'key' | 'char' | 'stop' | 'shutdown';
  text?: string;
}
export interface Pending {
  waitsFor: string;
  answered?: boolean;
  /** true: the said-twice check waits; phrases: only for utterances that hold one of them. */
  twice?: boolean | string[];
  say?: string[];
  notSay?: string[];
  logEntries?: string[];
  /** The in-order check of the log entries waits. */
  order?: boolean;
}
export interface StepSpec {
  key?: string;
  /** Text typed (the command line), a key press per character. */
  type?: string;
  note?: string;
  until?: string | { js: string };
  say?: string[];
  notSay?: string[];
  allowTwice?: string[];
  pending?: Pending[];
}
export interface StepRecord {
  index: number;
  spec: StepSpec;
  t0: number;
  t1: number;
  newLog: { key: string; text: string }[];
  logTimes?: { t: number; key: string; text: string }[];
  /** Texts handed to the live regions; parts: the messages one holds (the announcer joins what one task announces). */
  live?: { t: number; region: string; text: string; hidden?: boolean; parts?: string[] }[];
  focus?: { tag: string; role: string | null; key: string | null; zone: string | null; text: string } | null;
  error?: unknown;
}
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
  pending: Pending | null;
}
export function norm(s: unknown): string;
/** The messages heard: an utterance of consecutive texts of one of the lists (normalised) counts as each of them. */
export function messagesHeard(utterances: string[], lists: string[][]): string[];
export function checkStep(step: StepRecord, speech: Utterance[]): Check[];
export function transcript(steps: StepRecord[], speech: Utterance[], t0: number): string;
