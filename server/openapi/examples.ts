/**
 * Values the API's documented examples show (part of the OpenAPI document the server serves):
 * a callout's slug, fixed ids, a webhook address and small files. On a real server they name
 * nothing, as examples of any API do; the OpenAPI and fuzz tests make data with these ids first
 * (`makeExampleData` in server/test-support/openapi.ts), so every example gets its answer.
 */
const id = (n: number) => `5e1f0000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export const EXAMPLE = {
  /** Staff routes take a callout's slug where they take its id. */
  callout: "water-quality",
  tag: id(1),
  /** Merged into `tag` by the merge example. */
  mergedTag: id(2),
  deletedTag: id(3),
  view: id(4),
  deletedView: id(5),
  /** A reviewer (the callout's reviewer record) and the contact who reviews. */
  reviewer: id(6),
  reviewerContact: id(7),
  removedReviewer: id(8),
  removedReviewerContact: id(9),
  /** A contact who reviews nothing yet. */
  candidate: id(10),
  endpoint: id(11),
  deletedEndpoint: id(12),
  /** A delivery of `endpoint` that was sent. */
  delivery: id(13),
  image: `${id(14)}.png`,
  document: `${id(15)}.pdf`,
  notice: id(16),
  deletedNotice: id(17),
  /** A saved view deleted through beabee's `/segments` path. */
  deletedSegment: id(18),
} as const;

/**
 * Where the webhook examples send: a documentation address (RFC 5737), public so the address
 * guard takes it without looking a name up, and reached by no one.
 */
export const EXAMPLE_WEBHOOK_URL = "https://203.0.113.10/hooks/agora";

/** A 1×1 PNG, the picture the upload example sends. */
export const EXAMPLE_PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

/** A one-page blank PDF, the document the upload example sends. */
export const EXAMPLE_PDF_BASE64 =
  "JVBERi0xLjcKJeLjz9MKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIg" +
  "MCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwg" +
  "L1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAgUiAvTWVkaWFCb3ggWzAgMCAyMDAgMjAwXSAvQ29udGVudHMgNCAwIFIg" +
  "Pj4KZW5kb2JqCjQgMCBvYmoKPDwgL0xlbmd0aCAwID4+CnN0cmVhbQoKZW5kc3RyZWFtCmVuZG9iagp4cmVmCjAg" +
  "NQowMDAwMDAwMDAwIDY1NTM1IGYgCjAwMDAwMDAwMTUgMDAwMDAgbiAKMDAwMDAwMDA2NCAwMDAwMCBuIAowMDAw" +
  "MDAwMTIxIDAwMDAwIG4gCjAwMDAwMDAyMDggMDAwMDAgbiAKdHJhaWxlcgo8PCAvU2l6ZSA1IC9Sb290IDEgMCBS" +
  "ID4+CnN0YXJ0eHJlZgoyNTcKJSVFT0YK";
