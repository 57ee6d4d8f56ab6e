import type { Lexer, Token } from "./pdf-lexer";

/*
 * PDF objects read from tokens the way pdf.js reads them: a dictionary ends only at `>>`
 * (a key that is not a name is skipped), an array only at `]`, `n g R` is a reference.
 */

export type PdfValue =
  | Token
  | { kind: "dictionary"; entries: [string, PdfValue][] }
  | { kind: "array"; items: PdfValue[] }
  | { kind: "reference"; objectNumber: number };

export type Dictionary = Extract<PdfValue, { kind: "dictionary" }>;

/** Deeper than any real file; stops a file of a million `[` from exhausting the stack. */
const MAX_DEPTH = 200;

export class Parser {
  /** Tokens read ahead (to tell `1 0 R` from `1 0`), with where each ends. */
  private readonly ahead: { token: Token | undefined; end: number }[] = [];
  /** Where the last value read ends. */
  end: number;

  constructor(
    private readonly lexer: Lexer,
    private readonly onTooDeep: () => never,
  ) {
    this.end = lexer.position;
  }

  /** The next value, or undefined at the end of the text. */
  read(depth = 0): PdfValue | undefined {
    const token = this.take();
    return token && this.valueFrom(token, depth);
  }

  private peek(index: number): Token | undefined {
    while (this.ahead.length <= index) {
      this.ahead.push({ token: this.lexer.next(), end: this.lexer.position });
    }
    return this.ahead[index]?.token;
  }

  private take(): Token | undefined {
    const token = this.peek(0);
    this.end = this.ahead.shift()?.end ?? this.end;
    return token;
  }

  private valueFrom(token: Token, depth: number): PdfValue {
    if (depth > MAX_DEPTH) this.onTooDeep();
    if (token.kind === "delimiter" && token.value === "<<") return this.dictionary(depth + 1);
    if (token.kind === "delimiter" && token.value === "[") return this.array(depth + 1);
    if (token.kind === "number" && token.integer) return this.reference(token.value) ?? token;
    return token;
  }

  private dictionary(depth: number): PdfValue {
    const entries: [string, PdfValue][] = [];
    for (let token = this.take(); token; token = this.take()) {
      if (token.kind === "delimiter" && token.value === ">>") break;
      if (token.kind !== "name") continue;
      const value = this.read(depth);
      if (!value) break;
      entries.push([token.value, value]);
    }
    return { kind: "dictionary", entries };
  }

  private array(depth: number): PdfValue {
    const items: PdfValue[] = [];
    for (let token = this.take(); token; token = this.take()) {
      if (token.kind === "delimiter" && token.value === "]") break;
      items.push(this.valueFrom(token, depth));
    }
    return { kind: "array", items };
  }

  /** `<generation> R` after an object number, or nothing. */
  private reference(objectNumber: number): PdfValue | undefined {
    const generation = this.peek(0);
    if (generation?.kind !== "number" || !generation.integer) return undefined;
    if (!isKeyword(this.peek(1), "R")) return undefined;
    this.take();
    this.take();
    return { kind: "reference", objectNumber };
  }
}

/** Every value given for `key` (a hostile file may repeat a key). */
export function entries(dictionary: Dictionary, key: string): PdfValue[] {
  return dictionary.entries.filter(([name]) => name === key).map(([, value]) => value);
}

export function isKeyword(value: PdfValue | undefined, keyword: string): boolean {
  return value?.kind === "keyword" && value.value === keyword;
}
