import { timingSafeEqual } from "node:crypto";
import { and, count, eq, ne, sql } from "drizzle-orm";
import { array, boolean, object, size, string } from "superstruct";
import type { NewsletterSettings } from "../../config-newsletter";
import type { WebhookEvent } from "@core/outbound-webhooks";
import type { Database } from "../../db/connection";
import { contactProfiles, jobs as jobsTable } from "../../db/schema";
import {
  defineJob,
  exponentialBackoff,
  type JobContext,
  type JobLog,
  type JobRunner,
} from "../jobs";
import { readEventData, type EventBus } from "../events/bus";
import type { EventData } from "../events/emit";
import { createMailchimpProvider } from "./mailchimp";
import { BATCH_SIZE, NewsletterProviderError, type NewsletterProvider } from "./provider";
import { ReconcileReport } from "@core/newsletter";
import { reconcileAudience } from "./reconcile";
import { newsletterIntegration } from "./integration";
import { pushContacts } from "./push";
import { createStandInAudience, type StandInAudience } from "./stand-in";
import { createSyncState } from "./sync-state";
import { applyMailchimpWebhook, type MailchimpWebhook, type WebhookOutcome } from "./webhook";
import type { NewsletterState } from "@core/newsletter";

/** Writes these contacts' newsletter details to the audience (at most one batch of them). */
export const pushJob = defineJob({
  type: "newsletter-push",
  payload: object({ contactIds: size(array(string()), 1, BATCH_SIZE) }),
  maxAttempts: 8,
  // 30 s, 1 min, 2 min… up to an hour: a Mailchimp outage of hours is caught up with.
  backoff: exponentialBackoff(30, 60 * 60),
  logFields: ({ contactIds }) => ({ contacts: contactIds.length }),
});

/** Compares the audience with Agora, and with `fix` brings them together. */
export const reconcileJob = defineJob({
  type: "newsletter-reconcile",
  payload: object({ fix: boolean() }),
  result: ReconcileReport,
  maxAttempts: 3,
  logFields: ({ fix }) => ({ fix }),
});

/** The nightly reconcile, while the server sleeps least of its readers' day. */
const NIGHTLY = { name: "newsletter-reconcile", every: { dailyAt: "03:40" } } as const;

export interface NewsletterServiceOptions {
  db: Database;
  jobs: JobRunner;
  log: JobLog;
  settings: NewsletterSettings;
  now?: () => Date;
  /** Tests give their own stand-in audience. */
  standIn?: StandInAudience;
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;

/**
 * The events that change what the audience holds of a contact, and their contact's id: a
 * member role given, changed, removed or lapsed, and a renewal's payment (which moves the
 * membership's end), change MEMSTATUS and MEMEXPIRES.
 */
const SYNCED_EVENTS: readonly WebhookEvent[] = [
  "contact.created",
  "contact.updated",
  "member.joined",
  "role.changed",
  "contribution.changed",
  "contribution.cancelled",
  "payment.succeeded",
];
/** `contact.updated` with only these changed tells the audience nothing new. */
const UNSYNCED_CHANGES = new Set(["password", "locale"]);

/** The contact whose push a synced event asks for, if any. */
function contactIdOf(event: WebhookEvent, data: object): string | undefined {
  const { contactId, changed, role } = data as {
    contactId?: unknown;
    changed?: unknown;
    role?: unknown;
  };
  // Only the member role makes the membership the audience is told of.
  if (event === "role.changed" && role !== "member") return undefined;
  if (
    event === "contact.updated" &&
    Array.isArray(changed) &&
    changed.every(
      (name) =>
        typeof name === "string" &&
        (UNSYNCED_CHANGES.has(name) ||
          (name.startsWith("profile.") && !name.startsWith("profile.newsletter"))),
    )
  ) {
    return undefined;
  }
  return typeof contactId === "string" ? contactId : undefined;
}

type Writer = Pick<Database, "insert" | "select">;

/**
 * The newsletter sync: contacts' changes go to the audience through jobs (batched, retried,
 * idempotent); Mailchimp's webhooks come back; a reconcile compares both. Off (every call a
 * no-op) without Mailchimp or the stand-in.
 */
export function createNewsletterService(options: NewsletterServiceOptions) {
  const { db, jobs, log, settings } = options;
  const now = options.now ?? (() => new Date());
  const standIn =
    options.standIn ??
    (!settings.mailchimp && settings.standIn ? createStandInAudience() : undefined);
  const provider: NewsletterProvider | undefined = settings.mailchimp
    ? createMailchimpProvider(settings.mailchimp)
    : standIn?.provider;
  /** The stand-in's webhook address ends in this: there is no Mailchimp to give a secret to. */
  const webhookSecret =
    settings.mailchimp?.webhookSecret ?? (standIn ? "stand-in-secret" : undefined);
  const sync = createSyncState(db, now, provider);
  const { state, record, recordError, groups } = sync;
  const push = (contactIds: readonly string[]) =>
    pushContacts({ db, now, provider }, sync, contactIds);

  async function queue(tx: Writer, contactIds: readonly string[]): Promise<void> {
    if (!provider) return;
    const unique = [...new Set(contactIds)];
    for (let start = 0; start < unique.length; start += BATCH_SIZE) {
      await jobs.enqueue(tx, pushJob, { contactIds: unique.slice(start, start + BATCH_SIZE) });
    }
  }

  async function reconcile(fix: boolean, context?: JobContext): Promise<ReconcileReport> {
    if (!provider) throw new NewsletterProviderError("No newsletter provider is configured");
    try {
      await groups(true);
      const report = await reconcileAudience({
        db,
        provider,
        fix,
        now: now(),
        queue,
        ...(context ? { context } : {}),
      });
      await record({ lastReconcileAt: now(), lastReconcile: report, lastError: null });
      return report;
    } catch (error) {
      await recordError(error);
      throw error;
    }
  }

  // Only a server with the provider runs its jobs (another would mark them done unsent).
  if (provider) {
    jobs.handle(pushJob, ({ contactIds }) => push(contactIds));
    jobs.handle(reconcileJob, ({ fix }, context) => reconcile(fix, context));
    jobs.schedule({
      ...NIGHTLY,
      run: async (_period, context) => {
        const report = await reconcile(true, context);
        log.info({ differences: report.differenceCount }, "Newsletter audience reconciled");
      },
    });
  }

  return {
    provider,
    standIn,
    enabled: provider !== undefined,

    /**
     * Hears the synced events and tag changes on the bus (with a provider): queues the
     * contacts' push in the event's transaction.
     */
    hearOn(bus: Pick<EventBus, "on">): void {
      if (!provider) return;
      const heard = async (tx: Writer, data: EventData, event: WebhookEvent) => {
        const contactId = contactIdOf(event, await readEventData(data));
        if (contactId) await queue(tx, [contactId]);
      };
      const many = async (tx: Writer, items: readonly object[], event: WebhookEvent) => {
        const ids = items
          .map((item) => contactIdOf(event, item))
          .filter((id): id is string => id !== undefined);
        if (ids.length > 0) await queue(tx, ids);
      };
      bus.on(SYNCED_EVENTS, Object.assign(heard, { many }));
      // Tags go to the audience too.
      bus.on("contact-tags.changed", (tx, { contactIds }) => queue(tx, contactIds));
    },
    /** Queues a push of these contacts (a change made without an event, e.g. a callout opt-in). */
    queue,

    /** Whether a webhook's address ends in the secret (constant time). */
    checkSecret(given: string): boolean {
      if (!webhookSecret) return false;
      return constantTimeEqual(given, webhookSecret);
    },
    webhookSecret: () => webhookSecret,

    async receive(hook: MailchimpWebhook): Promise<WebhookOutcome> {
      if (!provider) return "ignored";
      return applyMailchimpWebhook(db, hook, await groups());
    },

    groups,

    /**
     * beabee's integration view: the provider, its audience and groups (`checked` as join
     * setup's defaults say); with `health`, whether the provider answers now.
     */
    integration: (health: boolean, checkedIds: ReadonlySet<string>) =>
      newsletterIntegration(settings, provider, sync, health, checkedIds),

    /**
     * Reads the groups again; a group gone from the audience is taken off every profile (the
     * caller takes it off join setup). Answers what changed.
     */
    async refreshGroups() {
      const before = (await state()).groups;
      const after = await groups(true);
      const removed = before.filter((group) => !after.some((next) => next.id === group.id));
      const added = after.filter((group) => !before.some((old) => old.id === group.id));
      for (const group of removed) {
        await db
          .update(contactProfiles)
          .set({
            newsletterGroups: sql`array_remove(${contactProfiles.newsletterGroups}, ${group.id})`,
          })
          .where(sql`${group.id} = any(${contactProfiles.newsletterGroups})`);
      }
      return [
        ...added.map((group) => ({ ...group, action: "added" as const })),
        ...removed.map((group) => ({ ...group, action: "removed" as const })),
      ];
    },

    /** Queues a push of every contact who opted in (or was sent before): Settings' "Sync now". */
    async syncAll(): Promise<{ queued: number }> {
      if (!provider) return { queued: 0 };
      const rows = await db
        .select({ id: contactProfiles.contactId })
        .from(contactProfiles)
        .where(ne(contactProfiles.newsletterStatus, "none"));
      await queue(
        db,
        rows.map((row) => row.id),
      );
      return { queued: rows.length };
    },

    /** Queues a reconcile (answers its job's id, for its progress). */
    async startReconcile(fix: boolean): Promise<string> {
      if (!provider) throw new NewsletterProviderError("No newsletter provider is configured");
      const { id } = await jobs.enqueue(db, reconcileJob, { fix });
      return id;
    },
    reconcileStatus: (id: string) => jobs.find(reconcileJob, id),

    /** What Settings → Newsletter shows. */
    async status(): Promise<NewsletterState> {
      const row = await state();
      const [pending] = await db
        .select({
          jobs: count(),
          contacts: sql<number>`coalesce(sum(jsonb_array_length(${jobsTable.payload}->'contactIds')), 0)::int`,
        })
        .from(jobsTable)
        .where(and(eq(jobsTable.type, pushJob.type), eq(jobsTable.state, "pending")));
      const [failed] = await db
        .select({ n: count() })
        .from(jobsTable)
        .where(and(eq(jobsTable.type, pushJob.type), eq(jobsTable.state, "failed")));
      return {
        provider: settings.mailchimp ? "mailchimp" : provider ? "test" : "none",
        audienceId: provider?.audienceId ?? null,
        groups: row.groups,
        lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
        lastError: row.lastError,
        lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
        pendingChanges: pending?.contacts ?? 0,
        failedChanges: failed?.n ?? 0,
        lastReconcileAt: row.lastReconcileAt?.toISOString() ?? null,
        lastReconcile: (row.lastReconcile as ReconcileReport | null) ?? null,
      };
    },
  };
}

function constantTimeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // Lengths differ: compared against itself, so the time does not tell how much matched.
  return a.length === b.length ? timingSafeEqual(a, b) : !timingSafeEqual(b, b);
}
