/**
 * Saving after every move without overlapping writes: a request during a write is remembered and
 * runs once more after it (many requests meanwhile still make one write), and `flush` waits for
 * everything asked so far.
 */
export class CoalescedWrites {
  private writing: Promise<void> | null = null;
  private again = false;

  constructor(private readonly write: () => Promise<void>) {}

  request(): void {
    if (this.writing) {
      this.again = true;
      return;
    }
    this.writing = this.write().finally(() => {
      this.writing = null;
      if (this.again) {
        this.again = false;
        this.request();
      }
    });
  }

  /** Resolves when every change so far is written (or was refused). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }
}
