import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { adminCookie } from "./fixtures";

/** A callout a test made for itself, so no other test's triage touches its responses. */
export interface TestCallout {
  id: string;
  slug: string;
  title: string;
}

/** An answer of the test callout: a headline and how deep the water was. */
export interface FloodReport {
  headline: string;
  depth: "ankle" | "knee";
}

/**
 * Creates an open callout that anyone may answer anonymously (a headline, how deep, what
 * happened), and sends `reports` as readers would. Its title holds `name` and a random part.
 */
export async function calloutWithReports(
  url: string,
  name: string,
  reports: readonly FloodReport[],
): Promise<TestCallout> {
  const cookie = await adminCookie(url);
  const suffix = randomUUID().slice(0, 8);
  const title = `${name} ${suffix}`;
  const created = await fetch(`${url}/api/1.0/callout`, {
    method: "POST",
    headers: { "Content-Type": "application/json", cookie },
    body: JSON.stringify({
      starts: "now",
      expires: null,
      allowUpdate: false,
      allowMultiple: true,
      hidden: false,
      access: "only-anonymous",
      captcha: "none",
      formSchema: {
        slides: [
          {
            id: "report",
            title: "Your report",
            components: [
              { key: "headline", type: "textfield", label: "Headline", input: true },
              {
                key: "depth",
                type: "radio",
                label: "How deep?",
                input: true,
                values: [
                  { value: "ankle", label: "Ankle-deep" },
                  { value: "knee", label: "Knee-deep" },
                ],
              },
              { key: "what", type: "textarea", label: "What happened?", input: true },
            ],
          },
        ],
      },
      variants: {
        default: {
          title,
          excerpt: "Tell us where the water stands.",
          intro: "<p>Tell us.</p>",
          thanksTitle: "Thanks",
          thanksText: "<p>Thanks</p>",
          thanksRedirect: null,
        },
      },
    }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const { id, slug } = (await created.json()) as { id: string; slug: string };
  for (const report of reports) {
    const answered = await fetch(`${url}/api/1.0/callout/${slug}/responses`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        answers: { report: { ...report, what: `${report.headline}: the water rose.` } },
      }),
    });
    expect(answered.status, await answered.clone().text()).toBe(200);
  }
  return { id, slug, title };
}

/** Makes a contact a reviewer of a callout, as an admin does on its tags page. */
export async function makeReviewer(url: string, calloutId: string, contactId: string) {
  const added = await fetch(`${url}/api/1.0/callout/${calloutId}/reviewers`, {
    method: "POST",
    headers: { "Content-Type": "application/json", cookie: await adminCookie(url) },
    body: JSON.stringify({ contactId }),
  });
  expect(added.status, await added.clone().text()).toBe(200);
}
