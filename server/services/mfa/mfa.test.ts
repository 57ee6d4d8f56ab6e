import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { totpStep } from ".";

const secret = new Secret({ size: 20 });
const totp = new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 });
const at = Date.UTC(2025, 0, 31, 12, 0, 15);
const code = (offsetSeconds: number) => totp.generate({ timestamp: at + offsetSeconds * 1000 });

describe("totpStep", () => {
  it("accepts the current code and one step either side, nothing further", () => {
    const now = Math.floor(at / 30_000);
    expect(totpStep(secret.base32, code(0), at)).toBe(now);
    expect(totpStep(secret.base32, code(-30), at)).toBe(now - 1);
    expect(totpStep(secret.base32, code(30), at)).toBe(now + 1);
    expect(totpStep(secret.base32, code(-60), at)).toBeUndefined();
    expect(totpStep(secret.base32, code(60), at)).toBeUndefined();
  });

  it("ignores spaces and accepts lower-case secrets", () => {
    const current = code(0);
    const spaced = `${current.slice(0, 3)} ${current.slice(3)}`;
    expect(totpStep(secret.base32.toLowerCase(), spaced, at)).toBe(Math.floor(at / 30_000));
  });

  it("refuses anything but six digits", () => {
    for (const token of ["", "12345", "1234567", "abcdef", `${code(0)}0`]) {
      expect(totpStep(secret.base32, token, at)).toBeUndefined();
    }
  });
});
