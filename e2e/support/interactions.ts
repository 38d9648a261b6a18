import type { Locator } from '@playwright/test';

// Issues 7 and 18 ask how much work a journey is from the landing page to the confirmation:
// taps and keystrokes. Each action a journey takes as the applicant goes through this counter;
// checks, waits and axe scans do not count.
// - a tap: a button, link, card, radio or checkbox; choosing files; a drop-down list is two
//   (open it, pick one). Moving into a text field is not counted (the phone's "next" key or
//   the tap that the field's first keystroke needs).
// - keystrokes: each character typed, and each key pressed (Tab, Enter, Space). A date is its
//   digits (a phone's date field takes 04021990 for 1990-04-02).

type FilePayload = Parameters<Locator['setInputFiles']>[0];

interface Counts {
  taps: number;
  keystrokes: number;
  fields: number;
}

/** Characters a person types for a value: a date's digits, else every character. */
export function keystrokesOf(value: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replace(/\D/g, '').length : value.length;
}

export class Interactions {
  private counts: Counts = { taps: 0, keystrokes: 0, fields: 0 };
  private frozen: Counts | null = null;

  constructor(readonly journey: string) {}

  /** A tap on a button, link, card or radio. */
  async click(target: Locator, options?: Parameters<Locator['click']>[0]) {
    this.counts.taps += 1;
    await target.click(options);
  }

  /** A tap that ticks a checkbox or picks a radio. */
  async check(target: Locator) {
    this.counts.taps += 1;
    await target.check();
  }

  /** One field typed (its whole text). */
  async fill(target: Locator, value: string) {
    this.typed(value);
    await target.fill(value);
  }

  /** One field typed key by key (for inputs that format as you type). */
  async type(target: Locator, value: string) {
    this.typed(value);
    await target.pressSequentially(value);
  }

  /** One key pressed on the focused element (Tab, Enter, Space). */
  async press(target: Locator, key: string) {
    this.counts.keystrokes += 1;
    await target.press(key);
  }

  /** One choice from a drop-down list: open it, pick one. */
  async select(target: Locator, value: string | { label: string }) {
    this.counts.taps += 2;
    await target.selectOption(value);
  }

  /** Choosing files in the phone's picker: one tap, however many files. */
  async upload(input: Locator, files: FilePayload) {
    this.counts.taps += 1;
    await input.setInputFiles(files);
  }

  private typed(value: string) {
    this.counts.fields += 1;
    this.counts.keystrokes += keystrokesOf(value);
  }

  /** Stops counting: the numbers from here on are what the journey needed. */
  freeze() {
    this.frozen ??= { ...this.counts };
  }

  get counted(): Counts {
    return this.frozen ?? { ...this.counts };
  }

  summary(): string {
    const { taps, keystrokes, fields } = this.counted;
    return `${this.journey}: taps ${taps}, keystrokes ${keystrokes} (${fields} fields typed)`;
  }
}
