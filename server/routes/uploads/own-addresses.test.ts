import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Callout } from "@core/callouts";
import type { FormSchema } from "@core/forms";
import type { Notice } from "@core/notices";
import { calloutVariants, callouts, content, notices } from "../../db/schema";
import { calloutBody } from "../../test-support/callouts";
import { ADMIN, buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

/**
 * Uploads sent through the API with this site's own address (AGORA_BASE_URL, or the printed
 * loopback address under another name) are stored as the paths the dashboard sends, field by
 * field, so a change of domain breaks none of them.
 */

const BASE_URL = "http://127.0.0.1:3917";
const database = testDatabasePerFile();
let admin: FastifyInstance;

beforeAll(async () => {
  admin = await buildTestApp({
    database: database(),
    caller: ADMIN,
    config: { baseUrl: BASE_URL },
  });
});
afterAll(() => admin.close());

const IMAGE = "/api/1.0/images/0f4e3c1a-6f38-4d5b-9e0e-3c1b2a4d5e6f.png";
const DOCUMENT = "/api/1.0/documents/5b7d2c4e-1a3f-4e8b-9c6d-7e8f9a0b1c2d.pdf";
/** Our own addresses as an API client may send them. */
const OURS = [`${BASE_URL}${IMAGE}`, `http://localhost:3917${IMAGE}`];
const ELSEWHERE = `https://cdn.example.net${IMAGE}`;

async function send(method: "POST" | "PATCH", url: string, payload: object) {
  const response = await admin.inject({ method, url: `/api/1.0${url}`, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function storedContent(id: string): Promise<Record<string, unknown>> {
  const [row] = await database()
    .db.select({ data: content.data })
    .from(content)
    .where(eq(content.id, id));
  return row?.data as Record<string, unknown>;
}

describe("settings sent with the site's own address", () => {
  it.each(OURS)("store the logo %s as a path", async (url) => {
    await send("PATCH", "/content/general", { logoUrl: url });
    expect((await storedContent("general")).logoUrl).toBe(IMAGE);
  });

  it("store the sharing image and images in the profile's welcome as paths", async () => {
    await send("PATCH", "/content/share", { image: OURS[0] });
    await send("PATCH", "/content/profile", {
      introMessage: `<p><img src="${OURS[1]}"><a href="${BASE_URL}${DOCUMENT}">Rules</a></p>`,
    });
    expect((await storedContent("share")).image).toBe(IMAGE);
    expect((await storedContent("profile")).introMessage).toBe(
      `<p><img src="${IMAGE}"><a href="${DOCUMENT}">Rules</a></p>`,
    );
  });

  it("keep another site's address as it is", async () => {
    await send("PATCH", "/content/general", { logoUrl: ELSEWHERE });
    expect((await storedContent("general")).logoUrl).toBe(ELSEWHERE);
  });
});

/** A form whose content block shows a picture, as the builder's image component stores it. */
const formWithImage = (src: string): FormSchema => ({
  slides: [
    {
      id: "s",
      title: "Look",
      navigation: { nextSlideId: "" },
      components: [
        {
          type: "content",
          key: "picture",
          input: false,
          html: `<p><img src="${src}" alt="The river"></p>`,
        } as FormSchema["slides"][number]["components"][number],
      ],
    },
  ],
});

async function storedCallout(id: string) {
  const [callout] = await database().db.select().from(callouts).where(eq(callouts.id, id));
  const variants = await database()
    .db.select()
    .from(calloutVariants)
    .where(eq(calloutVariants.calloutId, id));
  return { callout, variant: variants.find((variant) => variant.name === "default") };
}

describe("callouts sent with the site's own address", () => {
  const withOurImages = (url: string) => {
    const body = calloutBody({ image: url, formSchema: formWithImage(url) });
    const variant = body.variants.default!;
    return {
      ...body,
      variants: {
        default: {
          ...variant,
          intro: `<p><img src="${url}"></p>`,
          thanksText: `<p><a href="${BASE_URL}${DOCUMENT}">Our report</a></p>`,
        },
      },
    };
  };

  const expectPaths = async (id: string) => {
    const { callout, variant } = await storedCallout(id);
    expect(callout?.image).toBe(IMAGE);
    expect(JSON.stringify(callout?.formSchema)).toContain(`src=\\"${IMAGE}\\"`);
    expect(JSON.stringify(callout?.formSchema)).not.toContain("http");
    expect(variant?.intro).toBe(`<p><img src="${IMAGE}"></p>`);
    expect(variant?.thanksText).toBe(`<p><a href="${DOCUMENT}">Our report</a></p>`);
  };

  it.each(OURS)(
    "store the cover, form pictures and texts of a new one (%s) as paths",
    async (url) => {
      const created = (await send("POST", "/callout", withOurImages(url))).json<Callout>();
      await expectPaths(created.id);
      expect(created.image).toBe(IMAGE);
    },
  );

  it("store them as paths when a callout is changed or copied", async () => {
    const created = (await send("POST", "/callout", calloutBody())).json<Callout>();
    const { image, formSchema, variants } = withOurImages(OURS[1]!);
    await send("PATCH", `/callout/${created.id}`, { image, formSchema, variants });
    await expectPaths(created.id);
    const copy = (
      await send("POST", `/callout?fromId=${created.id}`, { image: OURS[0] })
    ).json<Callout>();
    expect((await storedCallout(copy.id)).callout?.image).toBe(IMAGE);
  });

  it("keep another site's cover as it is", async () => {
    const created = (
      await send("POST", "/callout", calloutBody({ image: ELSEWHERE }))
    ).json<Callout>();
    expect((await storedCallout(created.id)).callout?.image).toBe(ELSEWHERE);
  });
});

describe("notices sent with the site's own address", () => {
  it("store their pictures and links as paths, created or changed", async () => {
    const notice = (
      await send("POST", "/notice", {
        name: "Meet-up",
        text: `<p><img src="${OURS[0]}"></p>`,
        starts: null,
        expires: null,
        buttonText: "Programme",
        url: `${BASE_URL}${DOCUMENT}`,
      })
    ).json<Notice>();
    const stored = async () =>
      (await database().db.select().from(notices).where(eq(notices.id, notice.id)))[0];
    expect(await stored()).toMatchObject({ text: `<p><img src="${IMAGE}"></p>`, url: DOCUMENT });
    await send("PATCH", `/notice/${notice.id}`, { text: `<p><img src="${OURS[1]}"></p>` });
    expect((await stored())?.text).toBe(`<p><img src="${IMAGE}"></p>`);
  });
});
