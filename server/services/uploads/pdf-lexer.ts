/*
 * PDF syntax as a viewer reads it (ISO 32000 section 7.2): literal strings with nested
 * parentheses and escapes, hex strings, comments, names with `#xx` escapes, numbers,
 * delimiters and keywords. The checker must see exactly what a viewer sees, so nothing here
 * guesses: a `(` always starts a string, a `%` always starts a comment.
 */

export type Delimiter = "<<" | ">>" | "[" | "]" | "{" | "}" | ">" | ")";

export type Token =
  | { kind: "name"; value: string }
  | { kind: "string"; value: string }
  | { kind: "number"; value: number; integer: boolean }
  | { kind: "delimiter"; value: Delimiter }
  | { kind: "keyword"; value: string };

/** How many characters all lexers of one check may read, so hostile files cannot stall us. */
export interface Budget {
  left: number;
}

/** Character classes by latin1 code: 1 white space, 2 delimiter, 0 regular. */
const CLASSES = new Uint8Array(256);
for (const code of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASSES[code] = 1;
for (const char of "()<>[]{}/%") CLASSES[char.charCodeAt(0)] = 2;
const NUMBER_START = /[-+.\d]/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const ESCAPES: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };

function isEndOfLine(code: number): boolean {
  return code === 0x0a || code === 0x0d;
}

/** A character that is part of a name, number or keyword. */
export function isRegular(code: number): boolean {
  return CLASSES[code] === 0;
}

export function resolveNameEscapes(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/** Reads tokens from PDF text held as latin1 (one character per byte). */
export class Lexer {
  constructor(
    readonly text: string,
    public position: number,
    private readonly budget: Budget,
    private readonly onBudgetSpent: () => never,
  ) {}

  /** The next token, or undefined at the end of the text. */
  next(): Token | undefined {
    const start = this.position;
    const token = this.read();
    this.budget.left -= this.position - start;
    if (this.budget.left < 0) this.onBudgetSpent();
    return token;
  }

  private read(): Token | undefined {
    const { text } = this;
    this.skipWhiteSpaceAndComments();
    if (this.position >= text.length) return undefined;
    const char = text[this.position];
    switch (char) {
      case "(":
        return { kind: "string", value: this.literalString() };
      case "/":
        return { kind: "name", value: resolveNameEscapes(this.regularRun(this.position + 1)) };
      case "<":
        if (text[this.position + 1] === "<") return this.delimiter("<<", 2);
        return { kind: "string", value: this.hexString() };
      case ">":
        return text[this.position + 1] === ">" ? this.delimiter(">>", 2) : this.delimiter(">", 1);
      case "[":
      case "]":
      case "{":
      case "}":
      case ")":
        return this.delimiter(char, 1);
      default:
        break; // a regular word: a number, keyword or operator, read below
    }
    const word = this.regularRun(this.position);
    if (!NUMBER_START.test(char ?? "") || !NUMBER.test(word))
      return { kind: "keyword", value: word };
    return { kind: "number", value: Number(word), integer: !word.includes(".") };
  }

  private delimiter(value: Delimiter, length: number): Token {
    this.position += length;
    return { kind: "delimiter", value };
  }

  private skipWhiteSpaceAndComments() {
    const { text } = this;
    while (this.position < text.length) {
      const code = text.charCodeAt(this.position);
      if (CLASSES[code] === 1) {
        this.position++;
      } else if (code === 0x25 /* % */) {
        while (this.position < text.length && !isEndOfLine(text.charCodeAt(this.position))) {
          this.position++;
        }
      } else {
        return;
      }
    }
  }

  /** Regular characters from `from`; leaves the position after them. */
  private regularRun(from: number): string {
    let end = from;
    while (end < this.text.length && CLASSES[this.text.charCodeAt(end)] === 0) end++;
    const run = this.text.slice(from, end);
    this.position = end;
    return run;
  }

  /** `( … )` with balanced parentheses and backslash escapes, decoded. */
  private literalString(): string {
    const { text } = this;
    let depth = 1;
    const parts: string[] = [];
    let position = this.position + 1;
    let plainFrom = position;
    for (; position < text.length; position++) {
      const code = text.charCodeAt(position);
      if (code === 0x28 /* ( */) depth++;
      if (code === 0x29 /* ) */ && --depth === 0) break;
      if (code !== 0x5c /* \ */) continue;
      parts.push(text.slice(plainFrom, position));
      position = this.escape(position + 1, parts);
      plainFrom = position + 1;
    }
    parts.push(text.slice(plainFrom, position));
    this.position = Math.min(text.length, position + 1);
    return parts.join("");
  }

  /** Decodes the escape whose character is at `position`; returns where it ends. */
  private escape(position: number, parts: string[]): number {
    const { text } = this;
    const octal = /^[0-7]{1,3}/.exec(text.slice(position, position + 3))?.[0];
    if (octal) {
      parts.push(String.fromCharCode(parseInt(octal, 8) & 0xff));
      return position + octal.length - 1;
    }
    const escaped = text[position] ?? "";
    if (escaped === "\r" && text[position + 1] === "\n") return position + 1;
    if (escaped !== "\r" && escaped !== "\n") parts.push(ESCAPES[escaped] ?? escaped);
    return position;
  }

  /** `< … >`: hex digits, white space ignored, an odd last digit followed by 0. */
  private hexString(): string {
    const end = this.text.indexOf(">", this.position);
    const stop = end < 0 ? this.text.length : end;
    const digits = this.text.slice(this.position + 1, stop).replace(/[^0-9a-fA-F]/g, "");
    this.position = Math.min(this.text.length, stop + 1);
    return Buffer.from(digits.length % 2 ? `${digits}0` : digits, "hex").toString("latin1");
  }
}
