import type { ErrorResponse, lists as Lists } from "@mailchimp/mailchimp_marketing";
import type { MailchimpSettings } from "../../config-newsletter";
import {
  NewsletterProviderError,
  subscriberHash,
  type AudienceMember,
  type AudienceStatus,
  type MergeFields,
  type NewsletterProvider,
  type UpsertOutcome,
} from "./provider";

/** What the SDK throws: superagent's error, with Mailchimp's problem document as its body. */
interface SdkError {
  status?: number;
  response?: { body?: { title?: string; detail?: string } };
  message?: string;
}

/** Mailchimp's refusal in words an admin can act on (shown in Settings → Newsletter). */
function plainError(error: unknown): NewsletterProviderError {
  const sdk = (error ?? {}) as SdkError;
  const status = sdk.status;
  const detail = sdk.response?.body?.detail ?? sdk.message ?? String(error);
  if (status === 401 || status === 403) {
    return new NewsletterProviderError(
      "Mailchimp refused the API key: check MAILCHIMP_API_KEY (it may have been revoked)",
      status,
    );
  }
  if (status === 404) {
    return new NewsletterProviderError(
      `Mailchimp has no such audience or member: check MAILCHIMP_LIST_ID (${detail})`,
      status,
    );
  }
  if (status === 429) {
    return new NewsletterProviderError("Mailchimp is limiting requests; it is tried again", status);
  }
  if (status === undefined) {
    return new NewsletterProviderError(`Mailchimp cannot be reached: ${detail}`);
  }
  return new NewsletterProviderError(`Mailchimp refused the change: ${detail}`, status);
}

/** The SDK answers errors as values when it does not throw them. */
function ok<Value>(answer: Value): Exclude<Value, ErrorResponse> {
  if (answer && typeof answer === "object" && "detail" in answer && "title" in answer) {
    const problem = answer as unknown as ErrorResponse;
    throw plainError({ status: problem.status, response: { body: problem } });
  }
  return answer as Exclude<Value, ErrorResponse>;
}

async function call<Value>(run: () => Promise<Value>): Promise<Value> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof NewsletterProviderError) throw error;
    throw plainError(error);
  }
}

const STATUSES: readonly string[] = ["subscribed", "unsubscribed", "cleaned", "pending"];
const statusOf = (status: string): AudienceStatus =>
  (STATUSES.includes(status) ? status : "unsubscribed") as AudienceStatus;

/**
 * Categories and interests asked per page: Mailchimp answers 10 unless asked (an audience with
 * more groups lost the rest), at most 1,000, far more than an audience's groups.
 */
const GROUPS_PAGE = 1000;

/** The SDK's group reads take paging options (its own docs), which its types leave out. */
interface PagedGroupReads {
  getListInterestCategories(
    listId: string,
    options: { count: number },
  ): ReturnType<typeof Lists.getListInterestCategories>;
  listInterestCategoryInterests(
    listId: string,
    categoryId: string,
    options: { count: number },
  ): ReturnType<typeof Lists.listInterestCategoryInterests>;
}

/** Every interest set: the member's true, the audience's others false (so removals stick). */
function interestsOf(member: AudienceMember, groups: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(groups.map((id) => [id, member.groups.includes(id)]));
}

/**
 * Mailchimp through its official SDK. Writes go through "batch subscribe" (up to 500 members
 * a call, existing ones updated); members are read a page at a time.
 */
export function createMailchimpProvider(settings: MailchimpSettings): NewsletterProvider {
  const server = settings.apiKey.split("-").pop() ?? "";
  // Loaded once Mailchimp is configured: not a start's work on other sites. The SDK's
  // configuration is the module's: one Mailchimp account per server.
  const api = import("@mailchimp/mailchimp_marketing").then(({ default: mailchimp }) => {
    mailchimp.setConfig({ apiKey: settings.apiKey, server });
    return mailchimp;
  });
  // A failure to load shows at the first call, as that call's error, not as a crash now.
  api.catch(() => undefined);
  const { listId } = settings;

  return {
    kind: "mailchimp",
    audienceId: listId,
    async upsert(members, groups): Promise<UpsertOutcome[]> {
      const answer = ok(
        await call(async () =>
          (await api).lists.batchListMembers(listId, {
            update_existing: true,
            // Interests are taken by the API though the SDK's types leave them out.
            members: members.map((member) => ({
              email_address: member.email,
              email_type: "html" as const,
              status: member.status,
              merge_fields: { ...member.mergeFields },
              interests: interestsOf(member, groups),
              tags: member.tags,
            })),
          }),
        ),
      );
      const written = new Map<string, AudienceStatus>();
      for (const done of [...(answer.new_members ?? []), ...(answer.updated_members ?? [])]) {
        written.set(done.email_address.toLowerCase(), statusOf(done.status));
      }
      const refused = new Map(
        (answer.errors ?? []).map((error) => [error.email_address.toLowerCase(), error.error]),
      );
      return members.map((member) => {
        const status = written.get(member.email);
        if (status) return { email: member.email, status };
        return {
          email: member.email,
          error: refused.get(member.email) ?? "Mailchimp did not say what became of it",
        };
      });
    },
    async removeTags(email, tags) {
      // The member's tags endpoint: `inactive` takes a tag off (Mailchimp answers 204).
      ok(
        await call(async () =>
          (await api).lists.updateListMemberTags(listId, subscriberHash(email), {
            tags: tags.map((name) => ({ name, status: "inactive" })),
          }),
        ),
      );
    },
    async changeEmail(from, to) {
      ok(
        await call(async () =>
          (await api).lists.updateListMember(listId, subscriberHash(from), { email_address: to }),
        ),
      );
    },
    async groups() {
      const categories = ok(
        await call(async () =>
          ((await api).lists as PagedGroupReads).getListInterestCategories(listId, {
            count: GROUPS_PAGE,
          }),
        ),
      );
      const groups = [];
      for (const category of categories.categories) {
        const interests = ok(
          await call(async () =>
            ((await api).lists as PagedGroupReads).listInterestCategoryInterests(
              listId,
              category.id,
              {
                count: GROUPS_PAGE,
              },
            ),
          ),
        );
        groups.push(...interests.interests.map((i) => ({ id: i.id, label: i.name })));
      }
      return groups;
    },
    async members(offset, count) {
      const page = ok(
        await call(async () =>
          (await api).lists.getListMembersInfo(listId, {
            offset,
            count,
            fields: [
              "members.email_address",
              "members.status",
              "members.merge_fields",
              "members.interests",
              "members.tags",
              "total_items",
            ],
          }),
        ),
      );
      return {
        total: page.total_items,
        members: page.members.map((member) => ({
          email: member.email_address.toLowerCase(),
          status: statusOf(member.status),
          groups: Object.entries(member.interests ?? {})
            .filter(([, on]) => on === true)
            .map(([id]) => id)
            .sort(),
          mergeFields: member.merge_fields as MergeFields,
          tags: ((member as { tags?: { name: string }[] }).tags ?? []).map((t) => t.name).sort(),
        })),
      };
    },
  };
}
