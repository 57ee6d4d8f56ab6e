import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequestUrl } from "@core/api/first-requests";
import { builderValues, calloutBody, datesFor } from "@core/callouts/builder";
import { staffCallout } from "@core/callouts/api";
import { completeVariant, type Callout, type CreateCallout } from "@core/callouts";
import { content } from "../../db/schema";
import { createTestContact, signIn } from "../../test-support/accounts";
import { buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { seedDemoContent } from ".";
import { demoCallouts } from "./callouts";

// The callout builder's conversion (src/core/callouts/builder) against the real server: each
// demo callout, read as the builder reads it, turned into the builder's values and back into
// the body "Update" sends, is the callout the demo wrote, and saving it changes nothing.

const database = testDatabasePerFile();
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  await database().db.delete(content);
  await seedDemoContent(database().db, true);
  cookie = await signIn(app, await createTestContact(database(), { roles: ["admin"] }));
});
afterAll(() => app.close());

async function read(slug: string): Promise<Callout> {
  const response = await app.inject({
    url: apiRequestUrl(staffCallout(slug)),
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Callout>();
}

/** The body "Update" sends for the callout as the builder loads it, untouched. */
function updateBody(callout: Callout): CreateCallout {
  const values = builderValues(callout);
  return {
    ...calloutBody(values, { isNew: false, slugLocked: callout.slugLocked ?? false }),
    ...datesFor("update", callout.status, values, callout),
  };
}

/** The callout's settings and texts: what the builder's values hold (dates go by the action). */
function withoutDates(body: CreateCallout): Omit<CreateCallout, "slug" | "starts" | "expires"> {
  const settings: Partial<CreateCallout> = { ...body };
  delete settings.slug;
  delete settings.starts;
  delete settings.expires;
  return settings as Omit<CreateCallout, "slug" | "starts" | "expires">;
}

describe("every demo callout, through the builder and back", () => {
  it.each(demoCallouts().map((demo) => [demo.body.slug, demo.body] as const))(
    "%s is the callout the demo wrote",
    async (slug, written) => {
      const body = updateBody(await read(slug));
      const settings = withoutDates(written);
      const sent = Object.fromEntries(
        Object.keys(settings).map((key) => [key, body[key as keyof CreateCallout]]),
      );
      expect({
        ...sent,
        variants: Object.fromEntries(
          Object.entries(body.variants).map(([name, variant]) => [name, completeVariant(variant)]),
        ),
      }).toEqual({
        ...settings,
        variants: Object.fromEntries(
          Object.entries(written.variants).map(([name, variant]) => [
            name,
            completeVariant(variant),
          ]),
        ),
      });
    },
  );

  it.each(demoCallouts().map((demo) => [demo.body.slug]))(
    "%s is unchanged once saved as the builder saves it",
    async (slug) => {
      const before = await read(slug);
      const response = await app.inject({
        method: "PATCH",
        url: `/api/1.0/callout/${slug}`,
        headers: { cookie },
        payload: updateBody(before),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await read(slug)).toEqual(before);
    },
  );
});
