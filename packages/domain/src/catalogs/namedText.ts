/** A program's or an income category's name and description in one language. */
export interface NamedText {
  name: string;
  description: string;
}
