import type { Locator } from 'playwright-core';

/** A file as a test hands it to a file chooser. */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Counts what a person does on a phone, step by step, while doing it: every tap and every field
 * typed into, for a note that says how long a job is. On a phone a native select is two taps (open
 * it, pick), and choosing photos is a tap to open the picker, one per photo, and one to confirm a
 * choice of several. Moving between fields is not a tap of its own: the field typed into is counted.
 */
export class TapCounter {
  private step = '';
  private readonly counts = new Map<string, { taps: number; fields: number }>();

  /** What is counted from now on belongs to `step`. */
  begin(step: string): void {
    this.step = step;
    if (!this.counts.has(step)) this.counts.set(step, { taps: 0, fields: 0 });
  }

  private add(taps: number, fields = 0): void {
    const count = this.counts.get(this.step);
    if (!count) throw new Error('Name the step first (begin)');
    count.taps += taps;
    count.fields += fields;
  }

  async tap(target: Locator): Promise<void> {
    this.add(1);
    await target.click();
  }

  async type(target: Locator, text: string): Promise<void> {
    this.add(0, 1);
    await target.fill(text);
  }

  /** A native select: open it, pick the choice. */
  async choose(target: Locator, label: string): Promise<void> {
    this.add(2);
    await target.selectOption({ label });
  }

  /** Photos from the phone's gallery through a file input. */
  async pick(input: Locator, files: ChosenFile[]): Promise<void> {
    this.add(1 + files.length + (files.length > 1 ? 1 : 0));
    await input.setInputFiles(files);
  }

  get taps(): number {
    return [...this.counts.values()].reduce((sum, c) => sum + c.taps, 0);
  }

  get fields(): number {
    return [...this.counts.values()].reduce((sum, c) => sum + c.fields, 0);
  }

  /** Each step's taps and fields, in the order the steps began. */
  breakdown(): { step: string; taps: number; fields: number }[] {
    return [...this.counts].map(([step, c]) => ({ step, ...c }));
  }

  /** The counts as lines to quote. */
  report(title: string): string {
    const lines = this.breakdown().map(
      (s) => `  ${s.step}: ${s.taps} taps, ${s.fields} fields typed`,
    );
    return [
      `[taps] ${title}: ${this.taps} taps and ${this.fields} fields typed (${this.taps + this.fields} in all)`,
      ...lines,
    ].join('\n');
  }
}
