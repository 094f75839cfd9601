/**
 * The places of a patience table, for people: every pile, position, foundation, corner or stock of
 * a state, with a stable key, its name in the player's language, the cards that may be seen and how
 * many lie hidden, its layout group and the words the command line accepts for it. Also where each
 * move comes from and goes to (source → target), so keys, touch and the command line all select
 * moves the same way. Pure: no DOM; the describer, the controller, the table and the command line
 * share it.
 *
 * API
 * - `placesOf(state, naming)`: Place[] in reading order (the order arrow keys walk).
 * - `moveEnds(move)`: { sources, target, symmetric } as place keys.
 * - `PlaceNaming` = { messages, style, pack }.
 */
import { RANKS, SUITS, type Card, type Rank, type Suit } from '../../engine/cards.js';
import { DH_PILES, REIHE_COLUMNS, type PatienceMove, type PatienceState, type TwoFoundations } from './index.js';
import { patienceCommandWords } from '../../../locales/patience/command-words.js';
import { everyLanguage } from '../../i18n/command-words.js';
import { rankWord, suitWord } from '../../i18n/cards.js';
import { LOCALES, type CardStyle, type Pack } from '../../i18n/messages.js';
import { hasPatienceTexts, patienceMessages, type PatienceMessages } from './texts.js';

export interface PlaceNaming {
  readonly messages: PatienceMessages;
  readonly style: CardStyle;
  readonly pack: Pack;
}

export type PlaceGroup = 'stock' | 'piles' | 'moon' | 'foundations' | 'grid' | 'star' | 'corners' | 'side';

export interface Place {
  /** Stable key: 'leftStock', 'heap-4', 'found-S-A', 'pos-5', 'r2c7', 'arm-H', 'corner-2', 'unt-Q' … */
  readonly key: string;
  readonly group: PlaceGroup;
  readonly kind: 'stock' | 'waste' | 'reserve' | 'talon' | 'hand' | 'pile' | 'position' | 'foundation' | 'arm' | 'corner' | 'removed' | 'held';
  /** The name for people (nominative, lower case unless a noun in German). */
  readonly name: string;
  /** The cards that may be seen, bottom to top ('all'); only the top card for 'top' places. */
  readonly cards: readonly Card[];
  /** Cards below the visible ones that are not shown (a stock's cards under its top). */
  readonly hidden: number;
  /** Face-down cards (a talon, a hand). */
  readonly faceDown: number;
  /** Whether every card may be looked at (S-HM-4, Das Unterstecken). */
  readonly inspectAll: boolean;
  /** 1-based row and column for grid layouts (arrow up/down move by rows). */
  readonly row?: number;
  readonly col?: number;
  /** What the command line accepts for this place (lower case, both languages). */
  readonly words: readonly string[];
}

/**
 * The command line accepts the places' names of every loaded language (in the browser the player's
 * language is loaded, and another one once switched to; Node and tests load all). A language not
 * loaded falls back to the player's. The places' short names (locales/patience/command-words.ts) are
 * every language's, loaded or not.
 */
let fallback: PatienceMessages | null = null;
const loaded = (): PatienceMessages[] => LOCALES.map((l) => (hasPatienceTexts(l) ? patienceMessages(l) : fallback!));
const SHORT = everyLanguage(patienceCommandWords).map((w) => w.places);
/** The short names of a place in every language. */
const short = (pick: (s: (typeof SHORT)[number]) => readonly string[]): string[] => SHORT.flatMap(pick);

function words(...names: (string | number)[]): string[] {
  return [...new Set(names.map((n) => String(n).toLowerCase().trim()))];
}

function foundationPlaces(f: { readonly [S in Suit]: TwoFoundations }, n: PlaceNaming): Place[] {
  const out: Place[] = [];
  const p = n.messages.patience.places;
  const all = loaded();
  for (const suit of SUITS) {
    for (const kind of ['K', 'A'] as const) {
      const cards = f[suit][kind];
      const suitW = suitWord(suit, n.messages, n.pack);
      out.push({
        key: `found-${suit}-${kind}`,
        group: 'foundations',
        kind: 'foundation',
        name: p.foundation(suitW, kind),
        cards: cards.slice(-1),
        hidden: Math.max(0, cards.length - 1),
        faceDown: 0,
        inspectAll: false,
        words: words(...all.map((m) => m.patience.places.foundation(suitWord(suit, m, 'french'), kind)), ...all.flatMap((m) => m.patience.places.foundationWords)),
      });
    }
  }
  return out;
}

function pile(key: string, group: PlaceGroup, kind: Place['kind'], name: string, cards: readonly Card[], mode: 'all' | 'top' | 'none', w: string[], extra: Partial<Place> = {}): Place {
  return {
    key,
    group,
    kind,
    name,
    cards: mode === 'all' ? cards : mode === 'top' ? cards.slice(-1) : [],
    hidden: mode === 'top' ? Math.max(0, cards.length - 1) : 0,
    faceDown: mode === 'none' ? cards.length : 0,
    inspectAll: mode === 'all',
    words: w,
    ...extra,
  };
}

const one = (c: Card | null | undefined): Card[] => (c ? [c] : []);

/** Every place of the state, in reading order. */
export function placesOf(s: PatienceState, n: PlaceNaming): Place[] {
  fallback = n.messages;
  const p = n.messages.patience.places;
  const all = loaded();
  const each = <T>(f: (places: PatienceMessages['patience']['places'], m: PatienceMessages) => T): T[] => all.map((m) => f(m.patience.places, m));
  switch (s.game) {
    case 'doppelhausen': {
      const out = DH_PILES.map((id, i) =>
        pile(id, 'stock', id.endsWith('Stock') ? 'stock' : id === 'reserve' ? 'reserve' : 'waste', p.dh[id], s.piles[id], 'top', words(i + 1, ...each((q) => q.dh[id]))),
      );
      out.push({ ...pile('removed', 'side', 'removed', p.dh.removed, s.removed, 'none', words(...each((q) => q.dh.removed))) });
      return out;
    }
    case 'elf': {
      const out = s.layout.map((c, i) =>
        pile(`pos-${i + 1}`, 'grid', 'position', p.elfPosition(i + 1), one(c), 'all', words(i + 1, ...each((q) => q.elfPosition(i + 1))), {
          row: Math.floor(i / 3) + 1,
          col: (i % 3) + 1,
        }),
      );
      out.push(pile('talon', 'side', 'talon', p.talon, s.talon, 'none', words(...each((q) => q.talon))));
      out.push(pile('hand', 'side', 'hand', p.handCard, one(s.hand), 'all', words(...each((q) => q.handCard))));
      out.push(pile('removed', 'side', 'removed', p.removed, s.removed, 'none', words(...each((q) => q.removed))));
      return out;
    }
    case 'halber-mond': {
      const out = s.piles.map((cards, i) => pile(`heap-${i + 1}`, 'moon', 'pile', p.heap(i + 1), cards, 'all', words(i + 1, ...each((q) => q.heap(i + 1)), ...short((w) => w.heap).map((w) => `${w} ${i + 1}`))));
      return [...out, ...foundationPlaces(s.foundations, n)];
    }
    case 'napoleon':
      return [
        pile('hand', 'stock', 'hand', p.napHand, s.hand, 'none', words(...each((q) => q.napHand))),
        pile('patience', 'stock', 'foundation', p.napPatience, s.patience, 'top', words(...each((q) => q.napPatience), ...short((w) => w.napPatience))),
        pile('second', 'stock', 'waste', p.napSecond, s.second, 'top', words(...each((q) => q.napSecond), ...short((w) => w.napSecond))),
      ];
    case 'reihe': {
      const rows = Math.ceil(s.grid.length / REIHE_COLUMNS);
      const out: Place[] = [];
      for (let i = 0; i < rows * REIHE_COLUMNS; i++) {
        const row = Math.floor(i / REIHE_COLUMNS) + 1;
        const col = (i % REIHE_COLUMNS) + 1;
        out.push(
          pile(`r${row}c${col}`, 'grid', 'position', p.reihePosition(row, col), one(s.grid[i]), 'all', words(`${row} ${col}`, `${row},${col}`, ...each((q) => q.reihePosition(row, col))), { row, col }),
        );
      }
      out.push(...foundationPlaces(s.foundations, n));
      out.push(pile('talon', 'side', 'talon', p.talon, s.talon, 'none', words(...each((q) => q.talon))));
      return out;
    }
    case 'stern': {
      const arm = (suit: Suit) =>
        pile(`arm-${suit}`, 'star', 'arm', p.arm(suitWord(suit, n.messages, n.pack)), s.arms[suit], 'top', words(...each((q, m) => q.arm(suitWord(suit, m, 'french')))));
      const corners = s.variants.includes('V-STE-1') ? [] : s.corners;
      const corner = (i: number) =>
        pile(`corner-${i + 1}`, 'star', 'corner', p.corner(i + 1), one(corners[i]), 'all', words(i + 1, ...short((w) => w.corner).map((w) => `${w} ${i + 1}`), ...each((q) => q.corner(i + 1))));
      const waste = pile('waste', 'star', 'waste', p.sternWaste, s.waste, 'top', words(...each((q) => q.sternWaste), ...short((w) => w.sternWaste)));
      // Reading order of the star: upper row, middle row, lower row.
      const hasCorners = corners.length > 0;
      const out: Place[] = [];
      if (hasCorners) out.push(corner(0));
      out.push(arm('H'));
      if (hasCorners) out.push(corner(1));
      out.push(arm('C'), waste, arm('S'));
      if (hasCorners) out.push(corner(2));
      out.push(arm('D'));
      if (hasCorners) out.push(corner(3));
      out.push(pile('hand', 'side', 'hand', p.sternHand, s.hand, 'none', words(...each((q) => q.sternHand))));
      return out;
    }
    case 'unterstecken': {
      const out = RANKS.map((rank: Rank, i) => {
        const row = i < 5 ? 1 : i < 10 ? 2 : 3;
        const col = i < 5 ? i + 1 : i < 10 ? i - 4 : i - 9;
        return pile(`unt-${rank}`, 'grid', 'pile', p.untPile(rankWord(rank, n.messages, n.pack)), s.piles[rank], 'all', words(rank, ...each((q, m) => q.untPile(rankWord(rank, m, 'french')))), { row, col });
      });
      out.push(pile('reserve', 'side', 'reserve', p.reserve, s.reserve, 'none', words(...each((q) => q.reserve))));
      out.push(pile('held', 'side', 'held', p.held, one(s.held), 'all', words(...each((q) => q.held))));
      return out;
    }
  }
}

export interface MoveEnds {
  /** Places the move starts from ([] for moves that belong to no place, e.g. ending a stage). */
  readonly sources: readonly string[];
  /** Where it goes, or null for a move made on its source alone (draw, turn). */
  readonly target: string | null;
  /** Source and target may be chosen in either order (a Doppelhausen pair). */
  readonly symmetric: boolean;
}

export function moveEnds(m: PatienceMove, game: PatienceState['game']): MoveEnds {
  const e = (sources: string[], target: string | null = null, symmetric = false): MoveEnds => ({ sources, target, symmetric });
  switch (m.type) {
    case 'pair':
      return e([m.piles[0]], m.piles[1], true);
    case 'draw':
      return game === 'doppelhausen' ? e(['leftStock', 'rightStock']) : e(['talon']);
    case 'toReserve':
      return e([m.from]);
    case 'newPass':
      return game === 'doppelhausen' ? e(['leftStock', 'rightStock', 'leftWaste', 'rightWaste']) : game === 'stern' ? e(['hand', 'waste']) : e(['hand', 'second']);
    case 'toFoundation':
      return e([`heap-${m.pile}`], `found-${m.suit}-${m.foundation}`);
    case 'toPile':
      return e([`heap-${m.from}`], `heap-${m.to}`);
    case 'endStage':
      return e([]);
    case 'turn':
      return game === 'stern' ? e(['hand']) : game === 'napoleon' ? e(['hand']) : e(['talon']);
    case 'corner':
      return e(['waste'], `corner-${m.corner}`);
    case 'play':
      return e([`r${m.row}c${m.col}`], `found-${m.suit}-${m.foundation}`);
    case 'eleven':
    case 'trio':
      return e(m.positions.map((p) => `pos-${p}`));
    case 'takeReserve':
      return e(['reserve']);
    case 'tuck':
      return e(['held'], `unt-${m.pile}`);
  }
}

/** The name of a place by key, or the key. */
export function placeName(places: readonly Place[], key: string): string {
  return places.find((p) => p.key === key)?.name ?? key;
}


