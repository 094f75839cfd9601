/** A Web Storage in memory for tests (Node and browser); `full` makes every write fail as a full quota does. */
export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  full = false;
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.map.set(k, String(v));
  }
}
