import { describe, expect, it } from "vitest";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import { pruneDeliveries } from "./prune";

const database = testDatabasePerFile();

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe("pruning the delivery log", () => {
  it("deletes deliveries done with before the cut-off, and keeps pending and newer ones", async () => {
    const { db } = database();
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ url: "https://example.org/hooks", events: ["contact.created"], secretSealed: "x" })
      .returning();
    const delivery = (
      name: string,
      state: "pending" | "succeeded" | "failed",
      createdAt: Date,
    ) => ({
      endpointId: endpoint!.id,
      event: "contact.created",
      body: JSON.stringify({ name }),
      state,
      createdAt,
    });
    await db
      .insert(webhookDeliveries)
      .values([
        delivery("old sent", "succeeded", day(1)),
        delivery("old given up", "failed", day(2)),
        delivery("old still retrying", "pending", day(3)),
        delivery("recent sent", "succeeded", day(20)),
        delivery("recent failed", "failed", day(21)),
      ]);

    expect(await pruneDeliveries(db, day(10))).toBe(2);

    const left = await db.select({ body: webhookDeliveries.body }).from(webhookDeliveries);
    expect(left.map((row) => JSON.parse(row.body).name).sort()).toEqual([
      "old still retrying",
      "recent failed",
      "recent sent",
    ]);
    expect(await pruneDeliveries(db, day(10))).toBe(0);
  });
});
