import { describe, expect, it } from "vitest";
import { memoryRateCounters } from "./rate-counters";
import { EMAILS_PER_RECIPIENT_PER_HOUR, createRecipientLimit } from "./recipient-limit";

describe("the per-recipient email limit", () => {
  it("counts an address however it is typed, each path on its own, for an hour", async () => {
    let now = 0;
    const allows = createRecipientLimit(memoryRateCounters(() => now));
    const typed = ["Ada@Example.org", " ada@example.org ", "ADA@EXAMPLE.ORG", "ada@example.org"];
    const answers = [];
    for (const address of typed) answers.push(await allows("reset-password", address));
    expect(answers).toEqual([true, true, true, false]);
    expect(EMAILS_PER_RECIPIENT_PER_HOUR).toBe(3);

    expect(await allows("reset-totp", "ada@example.org")).toBe(true);
    expect(await allows("reset-password", "grace@example.org")).toBe(true);

    now += 60 * 60 * 1000;
    expect(await allows("reset-password", "ada@example.org")).toBe(true);
  });
});
