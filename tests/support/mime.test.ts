import { describe, expect, it } from "vitest";
import { mimeHeader, mimeTexts } from "./mime";

describe("test MIME reader", () => {
  it("decodes quoted-printable and base64 parts of a multipart message", () => {
    const raw = [
      "Subject: Reset your password",
      'Content-Type: multipart/alternative; boundary="b1"',
      "",
      "--b1",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "Go to https://x.org/auth/reset-password/=",
      "abc?a=3Db M=C3=BCnchen",
      "--b1",
      "Content-Type: text/html",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from('<a href="https://x.org/y">Ünïcode</a>').toString("base64"),
      "--b1--",
    ].join("\r\n");
    expect(mimeHeader(raw, "subject")).toBe("Reset your password");
    expect(mimeTexts(raw)).toEqual([
      "Go to https://x.org/auth/reset-password/abc?a=b München\r\n",
      '<a href="https://x.org/y">Ünïcode</a>',
    ]);
  });
});
