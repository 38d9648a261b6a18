/** One line of text on a page, in PDF points measured from the top-left corner. */
export interface TextRun {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
}

/** A horizontal or vertical rule (table lines, form boxes). */
export interface Rule {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A page drawn the same way into a PDF (pdf-lib) and into an image (canvas). */
export interface PageLayout {
  width: number;
  height: number;
  runs: TextRun[];
  rules: Rule[];
}

export const LETTER = { width: 612, height: 792 } as const;

/** Builds a page line by line: `line(x, text)` writes at the cursor, `next()` moves down. */
export class LayoutWriter {
  readonly runs: TextRun[] = [];
  readonly rules: Rule[] = [];
  y: number;

  constructor(
    readonly width: number = LETTER.width,
    readonly height: number = LETTER.height,
    top = 60,
  ) {
    this.y = top;
  }

  text(x: number, text: string, options: { size?: number; bold?: boolean } = {}): this {
    this.runs.push({ x, y: this.y, text, ...options });
    return this;
  }

  /** Right-aligned text ending at x (approximate: 0.5 em per character). */
  right(x: number, text: string, options: { size?: number; bold?: boolean } = {}): this {
    const size = options.size ?? 10;
    return this.text(x - text.length * size * 0.52, text, options);
  }

  next(gap = 16): this {
    this.y += gap;
    return this;
  }

  rule(x: number, width: number, thickness = 0.8): this {
    this.rules.push({ x, y: this.y - 11, width, height: thickness });
    return this;
  }

  page(): PageLayout {
    return { width: this.width, height: this.height, runs: this.runs, rules: this.rules };
  }
}
