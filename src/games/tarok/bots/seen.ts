/**
 * What a Tarok computer player reads (tarok.md §7; T37, TL17): one seat's hand, the Skat when that
 * seat laid or took it, and the public facts — built from that seat's view (here) or, in the strong
 * player's playouts, from a sampled deal (strong.ts). The rules follow from the options.
 */
import { resolveRules } from '../rules.js';
import type { Announcement, AuctionStep, Game, Phase, Play, TarokOptions, TarokRules, TarokView } from '../types.js';

export interface SeenCall {
  readonly card: string;
  readonly from: number | null;
  /** The card given back, when this seat may know it (TL17). */
  readonly returned: string | null;
}

export interface Seen {
  readonly seat: number;
  readonly rules: TarokRules;
  readonly phase: Phase;
  readonly dealer: number;
  readonly hand: readonly string[];
  /** The Skat's cards when this seat laid or took it; else null. */
  readonly skat: readonly string[] | null;
  readonly handSizes: readonly number[];
  readonly auction: readonly AuctionStep[];
  readonly declarer: number | null;
  readonly game: Game | null;
  readonly calls: readonly SeenCall[];
  readonly announcements: readonly Announcement[] | null;
  readonly trick: readonly Play[];
  readonly tricks: readonly (readonly Play[])[];
  readonly scores: readonly number[] | null;
  /** By PACK index, 1 for every card played in the deal (the trick in progress included), when the reader keeps it (a playout, strong.ts); else counted from the tricks. */
  readonly played?: Uint8Array;
}

const RULES = new Map<string, TarokRules>();
const BY_OBJECT = new WeakMap<TarokOptions, TarokRules>();

/** The rules of some options, computed once per distinct options (a playout's states share one options object). */
export function rulesOf(options: TarokOptions): TarokRules {
  let r = BY_OBJECT.get(options);
  if (r) return r;
  const key = JSON.stringify(options);
  r = RULES.get(key);
  if (!r) {
    r = resolveRules(options);
    RULES.set(key, r);
  }
  BY_OBJECT.set(options, r);
  return r;
}

/** What the seat of `view` sees. */
export function seenFromView(view: TarokView): Seen {
  return {
    seat: view.seat,
    rules: rulesOf(view.options),
    phase: view.phase,
    dealer: view.dealer,
    hand: view.hands[view.seat] ?? [],
    skat: view.skat,
    handSizes: view.handSizes,
    auction: view.auction,
    declarer: view.declarer,
    game: view.game,
    calls: view.calls,
    announcements: view.announcements,
    trick: view.trick,
    tricks: view.tricks,
    scores: view.scores,
  };
}
