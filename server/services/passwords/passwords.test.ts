import { pbkdf2Sync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { beabeeHash } from "./beabee";
import { DEFAULT_SCRYPT_COST, createPasswordService, TEST_SCRYPT_COST } from ".";

const passwords = createPasswordService(TEST_SCRYPT_COST);

describe("passwords", () => {
  it("hash with scrypt and a random salt, and store the work factors", async () => {
    const first = await passwords.hash("Harbour-Lights-42");
    const second = await passwords.hash("Harbour-Lights-42");
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("Harbour");
  });

  it("use one of OWASP's minimum scrypt settings by default", async () => {
    expect(DEFAULT_SCRYPT_COST).toEqual({ N: 32768, r: 8, p: 3 });
    const real = createPasswordService();
    const hash = await real.hash("Harbour-Lights-42");
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(await real.verify("Harbour-Lights-42", hash)).toBe(true);
  });

  it("verify the right password only", async () => {
    const hash = await passwords.hash("Harbour-Lights-42");
    expect(await passwords.verify("Harbour-Lights-42", hash)).toBe(true);
    expect(await passwords.verify("harbour-lights-42", hash)).toBe(false);
    expect(await passwords.verify("", hash)).toBe(false);
  });

  it("treat a password typed in another Unicode form as the same", async () => {
    const hash = await passwords.hash("Caf\u00e9-Noir-1");
    expect(await passwords.verify("Cafe\u0301-Noir-1", hash)).toBe(true);
  });

  it("answer false, after the same work, without a usable hash", async () => {
    expect(await passwords.verify("Harbour-Lights-42", null)).toBe(false);
    expect(await passwords.verify("Harbour-Lights-42", "plain text")).toBe(false);
    expect(await passwords.verify("x", "scrypt$1024$8$1$AAAA$")).toBe(false);
  });

  it("tell which hashes were made with other settings", async () => {
    const hash = await passwords.hash("Harbour-Lights-42");
    expect(passwords.needsRehash(hash)).toBe(false);
    expect(createPasswordService().needsRehash(hash)).toBe(true);
    expect(passwords.needsRehash("legacy")).toBe(true);
  });

  it("check a password brought across from beabee against its PBKDF2-SHA512 hash", async () => {
    // As beabee stores one: the salt's hex text is the salt, 512 bytes of key in hex.
    const salt = "9f".repeat(256);
    const hash = pbkdf2Sync("Harbour-Lights-42", salt, 1000, 512, "sha512").toString("hex");
    const stored = beabeeHash(hash, salt, 1000);
    expect(await passwords.verify("Harbour-Lights-42", stored)).toBe(true);
    expect(await passwords.verify("harbour-lights-42", stored)).toBe(false);
    expect(await passwords.verify("Harbour-Lights-42", stored.replace("$1000$", "$999$"))).toBe(
      false,
    );
    expect(passwords.needsRehash(stored)).toBe(true);
  });
});
