// What the documented examples need made first; only test files import this module.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/connection";
import {
  calloutResponseViews,
  calloutReviewers,
  calloutTags,
  contactProfiles,
  contacts,
  notices,
  webhookDeliveries,
  webhookEndpoints,
} from "../db/schema";
import { calloutBody } from "./callouts";
import {
  EXAMPLE,
  EXAMPLE_PDF_BASE64,
  EXAMPLE_PNG_BASE64,
  EXAMPLE_WEBHOOK_URL,
} from "../openapi/examples";

async function contact(db: Database, id: string, name: string): Promise<void> {
  await db.insert(contacts).values({
    id,
    email: `${name.toLowerCase()}@example.org`,
    firstname: name,
    lastname: "Example",
  });
  await db.insert(contactProfiles).values({ contactId: id });
}

/** A webhook endpoint of the examples: made as an admin would, then given its fixed id. */
async function endpoint(app: FastifyInstance, db: Database, id: string): Promise<void> {
  const made = await app.services.webhooks.create({
    url: EXAMPLE_WEBHOOK_URL,
    events: ["member.joined"],
  });
  await db.update(webhookEndpoints).set({ id }).where(eq(webhookEndpoints.id, made.endpoint.id));
}

/**
 * Makes what the examples name (`EXAMPLE`): the callout with its tags, views and reviewers, a
 * candidate reviewer, webhook endpoints with a sent delivery, notices, and an image and a
 * document in `uploadsDir`.
 */
export async function makeExampleData(
  app: FastifyInstance,
  db: Database,
  uploadsDir: string,
): Promise<void> {
  const callout = await app.services.callouts.create(calloutBody({ slug: EXAMPLE.callout }));
  await db.insert(calloutTags).values(
    [
      [EXAMPLE.tag, "Follow up"],
      [EXAMPLE.mergedTag, "Call back"],
      [EXAMPLE.deletedTag, "Old"],
    ].map(([id = "", name = ""]) => ({ id, calloutId: callout.id, name })),
  );
  await db.insert(calloutResponseViews).values(
    [
      [EXAMPLE.view, "Newest first"],
      [EXAMPLE.deletedView, "Old view"],
      [EXAMPLE.deletedSegment, "Old segment"],
    ].map(([id = "", name = ""]) => ({
      id,
      calloutId: callout.id,
      name,
      sort: "number",
      order: "DESC" as const,
    })),
  );
  await contact(db, EXAMPLE.reviewerContact, "Rosa");
  await contact(db, EXAMPLE.removedReviewerContact, "Ravi");
  await contact(db, EXAMPLE.candidate, "Carla");
  await db.insert(calloutReviewers).values([
    { id: EXAMPLE.reviewer, calloutId: callout.id, contactId: EXAMPLE.reviewerContact },
    {
      id: EXAMPLE.removedReviewer,
      calloutId: callout.id,
      contactId: EXAMPLE.removedReviewerContact,
    },
  ]);
  await endpoint(app, db, EXAMPLE.endpoint);
  await endpoint(app, db, EXAMPLE.deletedEndpoint);
  await db.insert(webhookDeliveries).values({
    id: EXAMPLE.delivery,
    endpointId: EXAMPLE.endpoint,
    event: "member.joined",
    body: "{}",
    state: "succeeded",
    attempts: 1,
    responseCode: 200,
    lastAttemptAt: new Date(),
  });
  await db.insert(notices).values(
    [
      [EXAMPLE.notice, "Summer meet-up"],
      [EXAMPLE.deletedNotice, "Spring meet-up"],
    ].map(([id = "", name = ""]) => ({ id, name, text: "<p>At the newsroom, Friday 6pm.</p>" })),
  );
  await mkdir(join(uploadsDir, "images"), { recursive: true });
  await mkdir(join(uploadsDir, "documents"), { recursive: true });
  await writeFile(
    join(uploadsDir, "images", EXAMPLE.image),
    Buffer.from(EXAMPLE_PNG_BASE64, "base64"),
  );
  await writeFile(
    join(uploadsDir, "documents", EXAMPLE.document),
    Buffer.from(EXAMPLE_PDF_BASE64, "base64"),
  );
}
