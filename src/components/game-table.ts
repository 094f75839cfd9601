/**
 * <game-table>: the table of any game. The running game (a `GamePlay`) fills its zones (hand,
 * table, trick, places, status …); the table adds what every game has: the numbered choice list,
 * the actions, the command line and the game log. It owns focus: F6 / Shift+F6 and Tab between
 * zones, a roving tab stop in every list zone (arrow keys; Up/Down by rows in a grid), focus handed
 * on when the focused element goes away, and one keydown handler that asks the keymap what a key
 * means where focus is (src/play/keymap.ts) and runs it through the app controller.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { RovingTabindexController } from '../a11y/roving-tabindex.js';
import { accessibleText } from '../a11y/accessible-text.js';
import { commandForKey } from '../play/keymap.js';
import type { ChoiceList, GamePlay } from '../play/module.js';
import { AppElement } from './light-element.js';
import { choiceList } from './choice-list.js';
import { HeldFocus } from './held-focus.js';
import { repeat } from 'lit/directives/repeat.js';

const FOCUSABLE = 'button:not([disabled]), input, select, textarea, [tabindex]';

/** How long a render that removes the focused element waits after focus moved (ms): Orca handles the move first. */
export const FOCUS_HANDOFF_MS = 120;

/**
 * The zone of a choice list that has closed while focus is on it: it stays on the page until focus has
 * gone where it goes, after the render that gives that place its new words (issue 28), and the keys of
 * the lists do not reach it.
 */
export const CLOSING_ZONE = 'choicesClosing';

/** A choice list as the table last showed it; `gen` tells one list from the next (a new list gets new elements). */
interface ShownChoices {
  readonly gen: number;
  readonly heading: string;
  readonly labels: readonly string[];
}

/** The list shown is the list the game has now: the same heading and options. */
const sameList = (a: ChoiceList, b: ShownChoices) => a.heading === b.heading && a.labels.length === b.labels.length && a.labels.every((l, i) => l === b.labels[i]);

/** An action button's data-key (the same button across renders while its label stays). */
const actionKey = (label: string) => `action-${label}`;

export class GameTable extends AppElement {
  private readonly rovings = new Map<string, RovingTabindexController>();
  private hadChoices = false;
  /** The zone the choice list was opened from: focus goes back there (the command line keeps its user). */
  private choicesFrom: string | null = null;
  /** The generation of the open choice list (a closed list's successor gets the next). */
  private choicesGen = 0;
  /** The choice list last rendered. */
  private shownChoices: ShownChoices | null = null;
  /** A list that closed with focus on it, still on the page until focus has left it (CLOSING_ZONE). */
  private closingChoices: ShownChoices | null = null;
  /** A key pressed on the closed list: focus goes on at once, whoever is at work. */
  private closingReleased = false;

  private get play(): GamePlay | null {
    return this.controller.play;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKey);
  }

  /** Every zone on the page now, in F6 order. */
  get zoneIds(): string[] {
    return Array.from(this.querySelectorAll<HTMLElement>('[data-zone]'), (el) => el.dataset['zone']!);
  }

  private items(zone: string): HTMLElement[] {
    return Array.from(this.querySelectorAll<HTMLElement>(`[data-zone="${zone}"] [data-item]`));
  }

  private roving(zone: string): RovingTabindexController {
    let r = this.rovings.get(zone);
    if (!r) {
      const edge = zone === 'choices' || zone === 'log';
      r = new RovingTabindexController(this, {
        items: () => this.items(zone),
        ...(edge ? { wrap: false, onEdge: () => this.controller.playEarcon('end') } : {}),
        onMove: () => this.remember(zone),
        // My card just played, still shown in the hand (trick-play.ts): the arrows pass it by.
        passBy: (el) => el.hasAttribute('data-played'),
        onStay: (item, at) => this.sayStay(item, at),
      });
      this.rovings.set(zone, r);
    }
    return r;
  }

  /** A key of a list moved focus nowhere: the edge said with the item in focus (a key is never silent, issue 28). */
  private sayStay(item: HTMLElement, at: 'first' | 'last' | 'only'): void {
    this.controller.say(`${this.controller.messages.ui.listEdge(at)} ${accessibleText(item)}`.trim(), 'echo');
  }

  /** A zone whose items the arrow keys walk (F1 says so). */
  isList(zone: string): boolean {
    // The actions are a toolbar: one tab stop, arrows between its buttons (screen readers stay in focus mode).
    if (zone === 'choices' || zone === 'log' || zone === 'actions') return true;
    const spec = this.play?.zones().find((z) => z.id === zone);
    return spec?.kind === 'list' || spec?.kind === 'grid' || spec?.kind === 'groups';
  }

  /** A zone whose items are in groups (a hand by suit): F1 says what Up, Down, Home and End do there. */
  isGrouped(zone: string): boolean {
    return this.play?.zones().find((z) => z.id === zone)?.kind === 'groups';
  }

  private remember(zone: string): void {
    const key = (document.activeElement as HTMLElement | null)?.dataset?.['key'];
    if (key) this.play?.focused?.(zone, key);
  }

  private zoneOf(el: EventTarget | null): string | null {
    return (el as HTMLElement | null)?.closest?.<HTMLElement>('[data-zone]')?.dataset['zone'] ?? null;
  }

  /**
   * Focus into a zone: its list (at `index`, else the remembered item, else where its tab stop is),
   * else its own focus target, else its first control, else its heading — never nothing.
   */
  focusZone(zone: string, index?: number, itemKey?: string | null): void {
    const section = this.querySelector<HTMLElement>(`[data-zone="${zone}"]`);
    if (!section) return;
    if (this.isList(zone) && this.items(zone).length > 0) {
      const items = this.items(zone);
      // My card just played, still shown in the hand (trick-play.ts), is no place to come back to: focus
      // returning from the command line after a card typed there would land on it (whist-pl step 23).
      const usable = (el: HTMLElement | undefined) => !!el && !el.hasAttribute('data-played');
      // The item asked for by its key (a resumed game's card or option), else `index`, else the remembered one.
      const asked = itemKey ? items.findIndex((el) => el.dataset['key'] === itemKey && usable(el)) : -1;
      if (asked >= 0) this.play?.focused?.(zone, itemKey!);
      let at = asked >= 0 ? asked : index;
      if (at === undefined) {
        const key = this.play?.zones().find((z) => z.id === zone)?.focusKey?.();
        const i = key ? items.findIndex((el) => el.dataset['key'] === key && usable(el)) : -1;
        if (i >= 0) at = i;
        else if (!usable(items[this.roving(zone).index])) at = Math.max(0, items.findIndex(usable));
      }
      return this.roving(zone).focus(at);
    }
    const target = section.querySelector<HTMLElement>('[data-focus]') ?? section.querySelector<HTMLElement>(FOCUSABLE);
    if (target) return target.focus();
    const heading = section.querySelector<HTMLElement>('h2, h3');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }

  /** The choice a key picks in a numbered list: Enter the focused option, 1–9 that number. */
  private choiceIndex(e: KeyboardEvent): number {
    return e.key === 'Enter' ? Number((e.target as HTMLElement).dataset['index'] ?? -1) : Number(e.code.slice(-1)) - 1;
  }

  /** Up and Down in a grid zone move by rows (before the roving controller sees the key). */
  private gridKey(e: KeyboardEvent, zone: string): boolean {
    if ((e.key !== 'ArrowUp' && e.key !== 'ArrowDown') || e.altKey || e.ctrlKey || e.metaKey) return false;
    if (this.play?.zones().find((z) => z.id === zone)?.kind !== 'grid') return false;
    const el = e.target as HTMLElement;
    const row = Number(el.dataset['row']);
    const col = Number(el.dataset['col']);
    if (!row || !col) return false;
    const items = this.items(zone);
    const want = row + (e.key === 'ArrowDown' ? 1 : -1);
    const i = items.findIndex((x) => x.parentElement === el.parentElement && Number(x.dataset['row']) === want && Number(x.dataset['col']) === col);
    if (i < 0) return false;
    this.roving(zone).focus(i);
    this.remember(zone);
    return true;
  }

  /**
   * In a 'groups' zone (a hand by suit): Up/Down to the first item of the previous/next group (the
   * 'end' earcon at the last), Home/End to the first/last item of the group, and pressed there, of the zone.
   */
  private groupKey(e: KeyboardEvent, zone: string): boolean {
    if (!['ArrowUp', 'ArrowDown', 'Home', 'End'].includes(e.key) || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return false;
    if (this.play?.zones().find((z) => z.id === zone)?.kind !== 'groups') return false;
    const el = e.target as HTMLElement;
    const group = el.dataset['group'];
    if (group === undefined) return false;
    // My card just played, still shown (trick-play.ts), is passed by unless focus is on it.
    const all = this.items(zone);
    const items = all.filter((x) => x === el || !x.hasAttribute('data-played'));
    const at = items.indexOf(el);
    const groups = [...new Set(items.map((x) => x.dataset['group']))];
    const gi = groups.indexOf(group);
    const first = (g: string | undefined) => items.findIndex((x) => x.dataset['group'] === g);
    const last = (g: string | undefined) => items.length - 1 - [...items].reverse().findIndex((x) => x.dataset['group'] === g);
    let to: number;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const next = gi + (e.key === 'ArrowDown' ? 1 : -1);
      if (next < 0 || next >= groups.length) {
        // Focus stays: the edge is said with the card in focus (a key is never silent, issue 27).
        this.controller.playEarcon('end');
        // The card's words as a screen reader has them (its drawn face is aria-hidden).
        const label = el.getAttribute('aria-label') ?? [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE || (n instanceof HTMLElement && n.getAttribute('aria-hidden') !== 'true')).map((n) => n.textContent ?? '').join('').trim();
        this.controller.say(`${this.controller.messages.ui.groupEdge(next >= 0)} ${label}`.trim(), 'echo');
        return true;
      }
      to = first(groups[next]);
    } else if (e.key === 'Home') to = at === first(group) ? 0 : first(group);
    else to = at === last(group) ? items.length - 1 : last(group);
    // Home on the hand's first card, End on its last: focus stays, said with the card.
    if (to === at) this.sayStay(el, items.length === 1 ? 'only' : to === 0 ? 'first' : 'last');
    this.roving(zone).focus(all.indexOf(items[to]!));
    this.remember(zone);
    return true;
  }

  private readonly onKey = (e: KeyboardEvent) => {
    if (e.defaultPrevented) return;
    const c = this.controller;
    const play = this.play;
    if (!play) return;
    const at = this.zoneOf(e.target);
    if (at === CLOSING_ZONE && this.keyOnClosingList(e)) return;
    this.dropClosingList();
    // On a closed list a key of the game works as from nowhere (H reads the hand).
    const zone = at === CLOSING_ZONE ? null : at;
    if (zone && (this.gridKey(e, zone) || this.groupKey(e, zone))) {
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    const id = commandForKey(e, zone, c.commands());
    if (!id || id === 'nextZone' || id === 'previousZone') return;
    const target = e.target as HTMLElement;
    // Buttons handle Enter and Space themselves; a select keeps its letters.
    if ((target.tagName === 'BUTTON' || target.tagName === 'SELECT') && (e.key === 'Enter' || e.key === ' ')) return;
    if (target.tagName === 'SELECT' && e.key.length === 1) return;
    e.preventDefault();
    switch (id) {
      case 'nextZone':
      case 'previousZone':
        // The shell moves between every zone of the page, its menu included (<app-shell>).
        return;
      case 'focusCommandLine':
        // Where focus was: Escape there brings it back.
        if (zone !== 'commandLine') this.commandLineFrom = zone ? { zone, key: target.dataset['item'] !== undefined ? (target.dataset['key'] ?? null) : null } : null;
        return this.focusZone('commandLine');
      case 'pickChoice':
        return play.pickChoice(this.choiceIndex(e));
      case 'logPrevious':
      case 'logNext':
      case 'logFirst':
      case 'logLast':
        // In the log itself the keys move focus onto the entry (a braille display shows it as long as needed).
        if (zone === 'log') return this.walkLog(id, target);
        return c.run(id, { zone, key: null });
      case 'closeChoices':
        return zone === 'commandLine' ? this.closeCommandLine() : this.closeChoices();
      default:
        if (zone) this.remember(zone);
        c.run(id, { zone, key: zone && target.dataset['item'] !== undefined ? (target.dataset['key'] ?? null) : null });
    }
  };

  /**
   * A key on a list that has closed while the computer players still move (focus waits there, so that it
   * goes once, to where my next decision is): focus goes on now. A key of the game (H, A, Z …) then works
   * as from anywhere; any other key is used up, and the focus move is its answer. True when used up.
   */
  private keyOnClosingList(e: KeyboardEvent): boolean {
    if (['F1', 'F6', 'Tab', 'Shift', 'Control', 'Alt', 'Meta'].includes(e.key)) return true;
    this.closingReleased = true;
    this.requestUpdate();
    if (e.key.length === 1 && e.key !== ' ' && commandForKey(e, null, this.controller.commands())) return false;
    e.preventDefault();
    e.stopPropagation();
    return true;
  }

  /** Focus is on the closed list still on the page. */
  private closingHasFocus(): boolean {
    return this.zoneOf(document.activeElement) === CLOSING_ZONE;
  }

  private walkLog(id: string, from: HTMLElement): void {
    const items = this.items('log');
    const at = Math.max(0, items.indexOf(from));
    const to = id === 'logFirst' ? 0 : id === 'logLast' ? items.length - 1 : id === 'logPrevious' ? Math.max(0, at - 1) : Math.min(items.length - 1, at + 1);
    if (to === at && (id === 'logPrevious' || id === 'logNext')) this.controller.playEarcon('end');
    this.roving('log').focus(to);
  }

  /** Where focus was when / opened the command line (its zone and item). */
  private commandLineFrom: { readonly zone: string; readonly key: string | null } | null = null;

  /**
   * Escape in the command line: what is typed is dropped, it is said (a key is never silent, issue 27),
   * and focus goes back to where it was before / (else the home zone).
   */
  private closeCommandLine(): void {
    const input = this.querySelector<HTMLInputElement>('#cmd-input');
    if (input) input.value = '';
    const from = this.commandLineFrom;
    this.commandLineFrom = null;
    this.controller.say(this.controller.messages.ui.commandLineClosed, 'echo');
    const zone = from && this.querySelector(`[data-zone="${from.zone}"]`) ? from.zone : this.play!.homeZone;
    this.focusZone(zone, undefined, from?.zone === zone ? from.key : null);
  }

  private closeChoices(): void {
    // Focus moves to where it goes before the list goes (scheduleUpdate): a screen reader says where it went.
    this.play!.closeChoices();
  }

  /** A focus request the game made, taken before the render that carries it out (scheduleUpdate). */
  private earlyRequest: string | null = null;
  /** The item that early request goes to. */
  private earlyKey: string | null = null;
  /** Focus left a closing choice list before the render (a new list may be open by the time it runs). */
  private choicesHandedOff = false;
  /** Where that early hand-off put focus, and the words it had then (the render may give it new ones). */
  private earlyFocus: { readonly el: Element; readonly text: string } | null = null;
  /** The words of the list zones' items before the render (which items it gives new words). */
  private wordsBefore = new Map<Element, string>();
  /** A nudge onto an item the render gave new words: carried out a frame later (held-focus.ts). */
  private readonly heldNudge = new HeldFocus<{ readonly zone: string; readonly key: string | null }>();

  /**
   * Before a render that removes the focused element (a card just played, the choice list closing),
   * focus goes to where it will be first, and the render waits a moment: a screen reader says where
   * focus went only while the element it leaves still exists (Orca drops a focus change whose old
   * element is already gone — issue 10, point 12).
   */
  protected override async scheduleUpdate(): Promise<void> {
    if (this.handOffFocus()) await new Promise((r) => setTimeout(r, FOCUS_HANDOFF_MS));
    super.scheduleUpdate();
  }

  /** Moves focus off an element the next render removes; true when it did. */
  private handOffFocus(): boolean {
    const play = this.play;
    const active = document.activeElement as HTMLElement | null;
    const zone = this.zoneOf(active);
    if (!play || !zone || !this.contains(active)) return false;
    if (zone === 'choices') {
      const now = play.choices;
      if (!this.shownChoices || (now && sameList(now, this.shownChoices))) return false;
      // The list closes, or another list takes its place in this render (Weiter, the others pass, "Den Scat
      // kaufen?": kept as the same list, its focused option went and focus walked 3, 2, 1; issue 28): a new
      // list, focus moves once, onto its first option, and a screen reader names it (updated: 'reopened').
      // The old list stays on the page with focus on it (a screen reader says a focus move only
      // while the element it leaves exists), and focus goes back where it was opened from, or where the
      // game asks, after the render (updated): the hand is said with its new words, not those of before
      // the move (issue 28: the exchange's label and a card without "playable" after Piquet's exchange,
      // an 8-card hand after the Scat bought). The game's request is taken now, before the render.
      this.earlyRequest = play.takeFocusRequest();
      this.earlyKey = play.takeFocusKey?.() ?? null;
      this.choicesHandedOff = true;
      this.closingChoices = this.shownChoices;
      this.closingReleased = false;
      this.choicesGen++;
      return false;
    }
    if (zone === 'actions') {
      // The focused button goes (the next deal dealt): focus goes where the game asks first (issue 27).
      const stays = play.actions().some((a) => actionKey(a.label) === active?.dataset['key']);
      if (stays || active?.dataset['item'] === undefined) return false;
      this.earlyRequest = play.takeFocusRequest();
      this.earlyKey = play.takeFocusKey?.() ?? null;
      return this.handedOffTo(this.focusSurvivor(this.earlyRequest ?? play.homeZone));
    }
    const keys = play.zones().find((z) => z.id === zone)?.keys?.();
    const key = active?.dataset['item'] !== undefined ? active.dataset['key'] : undefined;
    if (!keys || key === undefined || keys.includes(key)) return false;
    // The focused item goes (a card played): its nearest neighbour that stays.
    const items = this.items(zone);
    const at = items.indexOf(active!);
    const next = [...items.slice(at + 1), ...items.slice(0, at).reverse()].find((el) => keys.includes(el.dataset['key'] ?? ''));
    if (!next) return this.focusHeading(zone);
    next.focus();
    return true;
  }

  /** Notes the item an early hand-off focused and its words then; passes `moved` on. */
  private handedOffTo(moved: boolean): boolean {
    const el = moved ? this.itemOf(document.activeElement) : null;
    this.earlyFocus = el ? { el, text: accessibleText(el) } : null;
    return moved;
  }

  /**
   * The zone's last item goes (the deal's last card played): focus goes to the zone's heading, which
   * stays, before the render. Else focus would leave an element already gone, and Orca drops a focus
   * change from a gone element: the move the game asks for next (Next deal) went unsaid (issue 28,
   * whist-en step 31: "Next deal push button" never said, 1 run in 4).
   */
  private focusHeading(zone: string): boolean {
    const heading = this.querySelector<HTMLElement>(`[data-zone="${zone}"] h2`);
    if (!heading) return false;
    heading.tabIndex = -1;
    heading.focus();
    return document.activeElement === heading;
  }

  /** Focuses `zone` on an item the next render keeps (the remembered one if it stays); true when focus moved. */
  private focusSurvivor(zone: string): boolean {
    const before = document.activeElement;
    const keys = this.play?.zones().find((z) => z.id === zone)?.keys?.();
    const items = this.items(zone);
    if (keys && items.length) {
      const want = this.play?.zones().find((z) => z.id === zone)?.focusKey?.();
      const stays = (el: HTMLElement) => keys.includes(el.dataset['key'] ?? '');
      // The game's wish if it stays; else the zone's tab stop, or its nearest neighbour that stays (a card just played).
      const stop = items.find((el) => el.tabIndex === 0) ?? items[0]!;
      const at = items.indexOf(stop);
      const target = items.find((el) => stays(el) && el.dataset['key'] === want) ?? [stop, ...items.slice(at + 1), ...items.slice(0, at).reverse()].find(stays);
      if (!target) return false;
      this.roving(zone).focus(items.indexOf(target));
    } else this.focusZone(zone);
    return document.activeElement !== before && !!document.activeElement && document.activeElement !== document.body;
  }

  protected override willUpdate(): void {
    super.willUpdate();
    // Every list zone has its roving tab stop from the start (the arrows work before F6 ever went there).
    for (const z of [...(this.play?.zones() ?? []).filter((z) => z.kind !== 'static').map((z) => z.id), 'choices', 'actions', 'log']) this.roving(z);
    const lists = (this.play?.zones() ?? []).filter((z) => z.kind !== 'static');
    this.wordsBefore = new Map(lists.flatMap((z) => this.items(z.id)).map((el) => [el, accessibleText(el)]));
  }

  /** Done once a held focus move is carried out too (tests wait for where focus is). */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    for (let p = this.heldNudge.pending; p; p = this.heldNudge.pending) {
      await p;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /** The nudge goes to another item than the focused one, and this render gave that item new words. */
  private renamedTarget(n: { readonly zone: string; readonly key: string | null }): boolean {
    const el = n.key === null ? undefined : this.items(n.zone).find((x) => x.dataset['key'] === n.key);
    if (!el || el === document.activeElement) return false;
    const was = this.wordsBefore.get(el);
    return was !== undefined && was !== accessibleText(el);
  }

  protected override updated(): void {
    const play = this.play;
    if (!play) return;
    const was = this.zoneOf(document.activeElement);
    const open = !!play.choices;
    const held = this.heldNudge.take();
    // My pick closed the list and the computer players move now: focus waits on it until they are done
    // (or a key is pressed there), then goes once, to where my next decision is — the next list, else the
    // hand — instead of into the hand, through it as the others' moves regroup it, and out again
    // (issue 28: Ombre's pass; Orca said the hand, a suit and a card before the exchange list).
    if (this.closingHasFocus() && !open && play.busy && !play.waitingForKey && !this.closingReleased && this.choicesFrom !== 'commandLine') {
      if (held) this.heldNudge.hold(held, () => this.requestUpdate());
      return this.scrollLog();
    }
    // A list closed and another opened while the render waited (the next bid): the new list takes focus.
    const reopened = open && this.choicesHandedOff;
    const asked = play.takeFocusRequest();
    let request = asked ?? (reopened ? null : this.earlyRequest);
    const askedKey = play.takeFocusKey?.() ?? null;
    const requestKey = asked !== null ? askedKey : this.earlyKey;
    const fresh = play.takeFocusNudge?.() ?? null;
    if (fresh) this.heldNudge.drop();
    let nudge = fresh ?? held;
    // My pick from a list asked focus back to the hand before the render, and another's step since then
    // ended the deal (an all-pass ended by a computer, Taroklomber TL13): the way on takes that request's place.
    if (nudge && asked === null && request !== null && request === this.earlyRequest && request === play.homeZone && nudge.zone !== play.homeZone) request = null;
    // The turn came back and the card focus goes to is playable now: focus goes there a frame later (held-focus.ts).
    if (nudge && !request && this.renamedTarget(nudge)) {
      this.heldNudge.hold(nudge, () => this.requestUpdate());
      nudge = null;
    }
    const early = request !== null && asked === null ? this.earlyFocus : null;
    this.earlyRequest = null;
    this.earlyKey = null;
    this.earlyFocus = null;
    this.choicesHandedOff = false;
    // A dialog opened since this render was asked for (F1 pressed while the closing list's render waited,
    // issue 29): the newer dialog has focus and keeps it. What the table would do now is done by the
    // dialog's closing instead, which gives focus back to what is open then (<app-shell>).
    if (this.dialogHasFocus()) {
      if (open !== this.hadChoices) this.choicesFrom = null;
      this.hadChoices = open;
      this.endClosingList();
      return this.scrollLog();
    }
    if (open && !this.hadChoices) this.choicesFrom = was;
    // A list opened from the command line gives focus back to it, whatever the game asked for.
    if (!open && this.hadChoices && this.choicesFrom === 'commandLine') request = 'commandLine';
    const before = document.activeElement;
    // A list and the actions open on their first item (the actions: the primary button, what goes on).
    const first = (zone: string) => (zone === 'choices' || zone === 'actions' ? 0 : undefined);
    if (request) this.focusZone(request, first(request), requestKey);
    if (open && (!this.hadChoices || reopened) && !request) this.focusZone('choices', 0);
    else if (!open && this.hadChoices && this.zoneOf(document.activeElement) === null) this.focusZone(play.homeZone);
    // A nudge moves focus only inside the zone the player is in, the home zone, or from nowhere.
    const from = this.zoneOf(document.activeElement);
    // (On a closed list still on the page focus is nowhere yet: TL13, all pass after mine, the way on takes it.)
    const nudged = !!nudge && !request && (from === null || from === CLOSING_ZONE || from === nudge.zone || from === play.homeZone);
    if (nudged && nudge) this.focusZone(nudge.zone, first(nudge.zone), nudge.key);
    // Focus asked onto the item that has it already moves nowhere and a screen reader says nothing, though
    // the item's words may have changed (a card now playable, a list's new first option): they are said.
    // (An early request was carried out before the render, where a screen reader heard it: not said again,
    // unless the render gave the item new words: the card a closing list went to is playable now, issue 28.)
    // Said after what led to it (the others' cards, "your turn"), and no answer to a key: the last answer stays.
    const newWords = !!early && early.el === before && accessibleText(before as HTMLElement) !== early.text;
    if ((asked !== null || nudged || newWords) && document.activeElement === before && this.itemOf(before)) this.controller.announcer.announce(accessibleText(before as HTMLElement), { kind: 'echo', follow: true });
    // Focus is never lost: a zone that lost its focused element hands focus to the game's home zone.
    if (document.activeElement === document.body && this.dataset['hadFocus'] === 'true') this.focusZone(play.homeZone);
    // Focus left on a list's heading (the list was empty) goes to an item when items come back:
    // Enter, Space and the arrows are never silent there.
    const active = document.activeElement as HTMLElement | null;
    const zone = this.zoneOf(active);
    if (active?.matches('h2[data-focus]') && zone && this.isList(zone) && this.items(zone).length > 0) {
      // The game's card if it is there, else the first: not the tab stop an old render left (papillon-en step 24).
      const key = this.play?.zones().find((z) => z.id === zone)?.focusKey?.();
      const at = key ? this.items(zone).findIndex((el) => el.dataset['key'] === key) : -1;
      this.focusZone(zone, at >= 0 ? at : 0);
    }
    this.hadChoices = open;
    if (!open) this.choicesFrom = null;
    this.endClosingList();
    this.scrollLog();
  }

  /** After the render that hands focus on: focus still on the closed list (nothing took it) goes to the game's home zone. */
  private endClosingList(): void {
    if (!this.closingChoices) return;
    if (this.closingHasFocus() && !this.dialogHasFocus() && this.play) this.focusZone(this.play.homeZone);
    // Focus has left it: hidden from sight (it stays in the accessibility tree until the next key).
    if (!this.closingHasFocus()) this.querySelector(`[data-zone="${CLOSING_ZONE}"]`)?.classList.add('visually-hidden');
  }

  /**
   * The closed list goes at the player's next key, once focus has left it: hidden from sight, it stays in
   * the accessibility tree until then, because a screen reader says a focus move only while the element
   * it left exists, and Orca may take the move late: behind the events of the render that made it
   * (piquet-repique-en, Orca's debug log: the focus event handled 170 ms after it came, the list gone
   * 120 ms after the move, the move unsaid, 2 runs in 4, when the list went a fixed time after it).
   */
  private dropClosingList(): void {
    if (!this.closingChoices || this.closingHasFocus()) return;
    this.closingChoices = null;
    this.closingReleased = false;
    this.requestUpdate();
  }

  /** An item of one of the table's list zones (a card, an option, an entry, a button), or null. */
  private itemOf(el: Element | null): HTMLElement | null {
    const item = el instanceof HTMLElement && el.dataset['item'] !== undefined && this.contains(el) ? el : null;
    const zone = this.zoneOf(item);
    return item && zone && this.isList(zone) ? item : null;
  }

  /** A dialog is open or opening (the controller wants one, or focus is in one): the table moves no focus. */
  private dialogHasFocus(): boolean {
    return this.controller.dialog !== null || !!document.activeElement?.closest('dialog');
  }

  /** The visible log shows its newest entry (unless the player walks back through it). */
  private scrollLog(): void {
    const list = this.querySelector<HTMLElement>('.log-list');
    if (list && this.controller.logCursor === null) list.scrollTop = list.scrollHeight;
  }

  protected override render(): TemplateResult {
    const play = this.play;
    if (!play) return html``;
    const zones = play.zones();
    const at = Math.min(play.choicesAt ?? zones.length, zones.length);
    // Keyed by zone, the choice list after the zone it follows: a zone that comes (the chess book, before
    // the choices' place) leaves the others' elements where they are. Rendered by position, the board after
    // it was made anew under the focus moving off it, and Orca 43 said nothing (its old focus dead: issue
    // 28, chess-en step 20).
    const after = at > 0 ? zones[at - 1]!.id : null;
    return html`<div class="table-layout" data-game=${play.gameId} @focusin=${() => (this.dataset['hadFocus'] = 'true')}>
      ${after === null ? this.renderChoices(play) : nothing}${repeat(zones, (z) => z.id, (z) => html`${z.render()}${z.id === after ? this.renderChoices(play) : nothing}`)}
      ${this.renderActions(play)} ${this.renderCommandLine(play)} ${this.renderAnswer()} ${this.renderLog()}
    </div>`;
  }

  private renderChoices(play: GamePlay): TemplateResult | typeof nothing {
    const ch = play.choices;
    this.shownChoices = ch ? { gen: this.choicesGen, heading: ch.heading, labels: ch.labels } : null;
    const lists = [...(this.closingChoices ? [{ list: this.closingChoices, closing: true }] : []), ...(this.shownChoices ? [{ list: this.shownChoices, closing: false }] : [])];
    if (!lists.length) return nothing;
    // Keyed by generation: the closed list keeps its elements (and focus), the next list gets new ones.
    return html`${repeat(
      lists,
      (l) => l.list.gen,
      ({ list, closing }) =>
        choiceList({
          headingId: closing ? 'choices-closing-h' : 'choices-h',
          heading: list.heading,
          labels: list.labels,
          keyPrefix: closing ? 'closing' : 'choice',
          pick: (i) => (closing ? undefined : play.pickChoice(i)),
          cancel: () => (closing ? undefined : this.closeChoices()),
          cancelLabel: this.controller.messages.ui.cancel,
          ...(closing ? { zone: CLOSING_ZONE, closed: true } : {}),
        }),
    )}`;
  }

  private renderActions(play: GamePlay): TemplateResult {
    const m = this.controller.messages.ui;
    return html`<section data-zone="actions" class="zone actions">
      <h2 id="actions-h">${m.actions}</h2>
      <div role="toolbar" aria-labelledby="actions-h" class="buttons">
        ${play.actions().map(
          (a, i) =>
            html`<button
              type="button"
              data-item
              data-key=${actionKey(a.label)}
              tabindex=${i === 0 ? 0 : -1}
              class=${a.primary ? 'primary' : ''}
              aria-keyshortcuts=${a.key || nothing}
              aria-pressed=${a.pressed === undefined ? nothing : String(a.pressed)}
              @click=${() => a.run()}
            >
              ${a.label}
            </button>`,
        )}
      </div>
      ${play.renderActionsExtra?.() ?? nothing}
    </section>`;
  }

  private renderCommandLine(play: GamePlay): TemplateResult {
    const m = this.controller.messages.ui;
    return html`<section data-zone="commandLine" class="zone command-line" aria-labelledby="cmd-h">
      <h2 id="cmd-h">${m.commandLine}</h2>
      <form
        @submit=${(e: Event) => {
          e.preventDefault();
          const input = this.querySelector<HTMLInputElement>('#cmd-input')!;
          void play.submitCommand(input.value);
          input.value = '';
        }}
      >
        <label for="cmd-input">${m.commandLabel}</label>
        <input id="cmd-input" data-focus type="text" autocomplete="off" spellcheck="false" aria-describedby=${play.commandHint ? 'cmd-hint' : nothing} placeholder=${play.commandPlaceholder ?? nothing} />
        <button type="submit">${m.run}</button>
        ${play.commandHint ? html`<p id="cmd-hint" class="hint">${play.commandHint}</p>` : nothing}
      </form>
    </section>`;
  }

  /** The last answer to a key, readable (and reachable with F6) after its live message is gone. */
  private renderAnswer(): TemplateResult {
    const m = this.controller.messages.ui;
    return html`<section data-zone="answer" class="zone answer" aria-labelledby="answer-h">
      <h2 id="answer-h">${m.lastAnswer}</h2>
      <p data-focus tabindex="-1">${this.controller.lastAnswer ?? m.nothingYet}</p>
    </section>`;
  }

  private renderLog(): TemplateResult {
    const c = this.controller;
    const m = c.messages.ui;
    const log = c.announcer.log;
    const cursor = c.logCursor ?? log.length - 1;
    return html`<section data-zone="log" class="zone log">
      <h2 id="log-h" tabindex="-1" data-focus>${m.gameLog}</h2>
      <!-- A list of entries, not role log: a screen reader stays in focus mode on an entry, so H, T, S … reach the
           game (issue 10, point 13), and it does not read the log's additions beside the announcements. -->
      <div role="listbox" class="log-list" aria-labelledby="log-h">
        ${log.map(
          (entry, i) =>
            !c.announcer.said(entry)
              ? nothing
              : html`<p role="option" data-item data-key=${`log-${entry.id}`} tabindex=${i === cursor ? 0 : -1} aria-selected=${document.activeElement?.getAttribute('data-key') === `log-${entry.id}` ? 'true' : 'false'}
                  @focus=${(e: FocusEvent) => (e.target as HTMLElement).setAttribute('aria-selected', 'true')}
                  @blur=${(e: FocusEvent) => (e.target as HTMLElement).setAttribute('aria-selected', 'false')}
                  aria-current=${i === c.logCursor ? 'true' : 'false'} class=${entry.kind}>${entry.text}</p>`,
        )}
      </div>
    </section>`;
  }
}

customElements.define('game-table', GameTable);

declare global {
  interface HTMLElementTagNameMap {
    'game-table': GameTable;
  }
}
