import { expect, test } from "vitest";
import { buildTestApp } from "../test-support/app";
import { createTestDatabase } from "../test-support/database";

test("overhead", async () => {
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const database = await createTestDatabase();
    const t1 = performance.now();
    const app = await buildTestApp({ database: database.connection });
    await app.ready();
    const t2 = performance.now();
    await app.close();
    await database.dispose();
    const t3 = performance.now();
    console.log(`db ${(t1 - t0).toFixed(0)} app ${(t2 - t1).toFixed(0)} close ${(t3 - t2).toFixed(0)}`);
  }
  expect(1).toBe(1);
}, 120000);
