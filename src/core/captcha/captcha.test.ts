import { createHash, webcrypto } from "node:crypto";
import { is } from "superstruct";
import { describe, expect, it } from "vitest";
import { CaptchaChallenge, leadingZeroBits, proofOfWorkInput, solveCaptcha } from ".";

describe("leadingZeroBits", () => {
  it("counts zero bits from the start", () => {
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x10]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });
});

describe("solveCaptcha", () => {
  it("finds a nonce whose hash starts with enough zero bits", async () => {
    const challenge = "v1.1767225600000.10.c2FsdA.c2lnbmF0dXJl";
    const token = await solveCaptcha(
      { challenge, difficulty: 10 },
      webcrypto.subtle as unknown as SubtleCrypto,
    );
    expect(token.startsWith(`${challenge}.`)).toBe(true);
    const nonce = Number(token.slice(challenge.length + 1));
    expect(proofOfWorkInput(challenge, nonce)).toBe(token);
    const hash = createHash("sha256").update(token).digest();
    expect(leadingZeroBits(hash)).toBeGreaterThanOrEqual(10);
  });
});

describe("CaptchaChallenge", () => {
  it("is the local challenge or a provider's site key", () => {
    expect(
      is(
        { provider: "local", challenge: "x", difficulty: 12, expires: "2025-01-01T00:00:00Z" },
        CaptchaChallenge,
      ),
    ).toBe(true);
    expect(is({ provider: "turnstile", siteKey: "0x4AAA" }, CaptchaChallenge)).toBe(true);
    expect(is({ provider: "recaptcha", siteKey: "x" }, CaptchaChallenge)).toBe(false);
  });
});
