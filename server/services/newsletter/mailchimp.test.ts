import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMailchimpProvider } from "./mailchimp";
import type { AudienceMember, NewsletterProvider } from "./provider";

/**
 * The Mailchimp adapter through Mailchimp's own SDK against a local copy of the endpoints it
 * calls, paged as Mailchimp pages them (`count` 10 unless asked, at most 1,000): the requests
 * it sends and how it reads the answers. The newsletter's other tests use the stand-in
 * audience, which takes the adapter's place.
 */
const LIST = "list0001";
const API_KEY = "0123456789abcdef0123456789abcdef-us21";

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorised: boolean;
}

/** Categories of interests, as the audience has them. */
let categories: { id: string; title: string; interests: string[] }[] = [];
/** What the next batch subscribe answers (its members' statuses, or refusals). */
let batchAnswer: (members: { email_address: string; status: string }[]) => unknown;
let answerStatus = 200;
let seen: Seen[] = [];
let server: Server;
let provider: NewsletterProvider;
/** The SDK's module-wide base address, given back after. */
let sdkBasePath: string;

/** A page of `items` as Mailchimp pages a collection. */
function paged<Item>(items: Item[], query: URLSearchParams): Item[] {
  const count = Math.min(Number(query.get("count") ?? 10), 1000);
  const offset = Number(query.get("offset") ?? 0);
  return items.slice(offset, offset + count);
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function answer(request: IncomingMessage, body: unknown): [number, unknown] {
  const url = new URL(request.url ?? "/", "http://mailchimp.local");
  const path = url.pathname.replace(/^\/3\.0/, "");
  if (answerStatus !== 200) {
    return [answerStatus, { title: "API Key Invalid", status: answerStatus, detail: "Bad key" }];
  }
  if (request.method === "GET" && path === `/lists/${LIST}/interest-categories`) {
    const all = categories.map(({ id, title }) => ({ id, title, list_id: LIST }));
    return [200, { categories: paged(all, url.searchParams), total_items: all.length }];
  }
  const interests = /^\/lists\/[^/]+\/interest-categories\/([^/]+)\/interests$/.exec(path);
  if (request.method === "GET" && interests) {
    const names = categories.find((category) => category.id === interests[1])?.interests ?? [];
    const all = names.map((name, i) => ({ id: `${interests[1]}-${i}`, name }));
    return [200, { interests: paged(all, url.searchParams), total_items: all.length }];
  }
  if (request.method === "POST" && path === `/lists/${LIST}`) {
    const { members } = body as { members: { email_address: string; status: string }[] };
    return [200, batchAnswer(members)];
  }
  return [404, { title: "Resource Not Found", status: 404, detail: path }];
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? "/", "http://mailchimp.local");
      seen.push({
        method: request.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        body,
        authorised: (request.headers.authorization ?? "").startsWith("Basic "),
      });
      const [status, json] = answer(request, body);
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(json));
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  // The SDK builds every address on one module-wide base: Mailchimp's, here this server's.
  const sdk = (await import("@mailchimp/mailchimp_marketing")).default as unknown as {
    basePath: string;
  };
  sdkBasePath = sdk.basePath;
  sdk.basePath = `http://127.0.0.1:${port}/3.0`;
  provider = createMailchimpProvider({
    apiKey: API_KEY,
    listId: LIST,
    webhookSecret: "s".repeat(16),
  });
});

afterAll(async () => {
  const sdk = (await import("@mailchimp/mailchimp_marketing")).default as unknown as {
    basePath: string;
  };
  sdk.basePath = sdkBasePath;
  server.close();
  await once(server, "close");
});

beforeEach(() => {
  seen = [];
  answerStatus = 200;
  categories = [];
  batchAnswer = (members) => ({
    new_members: members.map(({ email_address, status }) => ({ email_address, status })),
    updated_members: [],
    errors: [],
  });
});

describe("the Mailchimp adapter", () => {
  it("reads every group of the audience, beyond the ten a page of Mailchimp's holds by default", async () => {
    const topics = Array.from({ length: 14 }, (_, i) => `Topic ${i + 1}`);
    categories = [
      { id: "cat-a", title: "Topics", interests: topics },
      { id: "cat-b", title: "Local editions", interests: ["North", "South"] },
    ];
    const groups = await provider.groups();
    expect(groups.map((group) => group.label)).toEqual([...topics, "North", "South"]);
    expect(groups[0]).toEqual({ id: "cat-a-0", label: "Topic 1" });
    expect(seen.every((request) => request.authorised)).toBe(true);
  });

  it("reads the groups of more than ten categories", async () => {
    categories = Array.from({ length: 12 }, (_, i) => ({
      id: `cat-${i}`,
      title: `Category ${i}`,
      interests: [`Group ${i}`],
    }));
    const groups = await provider.groups();
    expect(groups.map((group) => group.label)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Group ${i}`),
    );
  });

  it("writes members in one batch subscribe, every interest set, and reads each one's outcome", async () => {
    const member = (email: string, groups: string[]): AudienceMember => ({
      email,
      status: "subscribed",
      groups,
      tags: ["Members"],
      mergeFields: {
        FNAME: "Ada",
        LNAME: "Byron",
        MEMSTATUS: "active",
        MEMEXPIRES: "2027-01-31",
        CONTAMT: "5",
        CONTPERIOD: "monthly",
      },
    });
    batchAnswer = (members) => ({
      new_members: [{ email_address: "Ada@Example.org", status: "pending" }],
      updated_members: [],
      errors: members
        .filter(({ email_address }) => email_address === "bad@example.org")
        .map(({ email_address }) => ({ email_address, error: "looks fake or invalid" })),
    });
    const outcomes = await provider.upsert(
      [member("ada@example.org", ["g1"]), member("bad@example.org", [])],
      ["g1", "g2"],
    );
    expect(outcomes).toEqual([
      { email: "ada@example.org", status: "pending" },
      { email: "bad@example.org", error: "looks fake or invalid" },
    ]);
    const [batch] = seen;
    expect(batch).toMatchObject({ method: "POST", path: `/3.0/lists/${LIST}`, authorised: true });
    expect(batch?.body).toMatchObject({
      update_existing: true,
      members: [
        {
          email_address: "ada@example.org",
          status: "subscribed",
          interests: { g1: true, g2: false },
          tags: ["Members"],
          merge_fields: { FNAME: "Ada", MEMEXPIRES: "2027-01-31", CONTAMT: "5" },
        },
        { email_address: "bad@example.org", interests: { g1: false, g2: false } },
      ],
    });
  });

  it("says in plain words that Mailchimp refused the API key", async () => {
    answerStatus = 401;
    await expect(provider.groups()).rejects.toMatchObject({
      name: "NewsletterProviderError",
      status: 401,
      message: expect.stringContaining("Mailchimp refused the API key") as unknown,
    });
  });
});
