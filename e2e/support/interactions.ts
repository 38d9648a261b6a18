import type { Locator } from '@playwright/test';

// Issue 7 asks how many interactions a journey needs from the landing page to the
// confirmation: taps or clicks, plus fields typed. Each action a journey takes as the
// applicant goes through this counter; checks, waits and axe scans do not count.

type FilePayload = Parameters<Locator['setInputFiles']>[0];

export class Interactions {
  clicks = 0;
  fields = 0;
  private frozen: { clicks: number; fields: number } | null = null;

  constructor(readonly journey: string) {}

  /** A tap on a button, link, card or radio. */
  async click(target: Locator, options?: Parameters<Locator['click']>[0]) {
    this.clicks += 1;
    await target.click(options);
  }

  /** A tap that ticks a checkbox or picks a radio. */
  async check(target: Locator) {
    this.clicks += 1;
    await target.check();
  }

  /** One field typed (its whole text). */
  async fill(target: Locator, value: string) {
    this.fields += 1;
    await target.fill(value);
  }

  /** One field typed key by key (for inputs that format as you type). */
  async type(target: Locator, value: string) {
    this.fields += 1;
    await target.pressSequentially(value);
  }

  /** One choice from a drop-down list. */
  async select(target: Locator, value: string | { label: string }) {
    this.fields += 1;
    await target.selectOption(value);
  }

  /** Choosing files in the phone's picker: one tap, however many files. */
  async upload(input: Locator, files: FilePayload) {
    this.clicks += 1;
    await input.setInputFiles(files);
  }

  /** Stops counting: the numbers from here on are what the journey needed. */
  freeze() {
    this.frozen ??= { clicks: this.clicks, fields: this.fields };
  }

  get counted() {
    return this.frozen ?? { clicks: this.clicks, fields: this.fields };
  }

  get total() {
    return this.counted.clicks + this.counted.fields;
  }

  summary(): string {
    const { clicks, fields } = this.counted;
    return `${this.journey}: ${clicks + fields} interactions (${clicks} clicks, ${fields} fields)`;
  }
}
