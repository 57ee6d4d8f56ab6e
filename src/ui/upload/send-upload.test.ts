// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@core/api/api-error";
import { kindOf, sendUpload } from "./send-upload";
import { fakeUploads, fileOf, restoreUploads, type FakeRequest } from "@tests/support/ui/upload";
import { isCancelled, uploadStatus } from "./upload-status";

let requests: FakeRequest[];
beforeEach(() => {
  requests = fakeUploads();
});
afterEach(restoreUploads);

/** What a sending rejects with, caught at once so no rejection goes unhandled. */
const failure = (sending: Promise<unknown>) =>
  sending.then(
    () => undefined,
    (error: unknown) => error,
  );

const UPLOADED = {
  id: "a.png",
  url: "https://news.example/api/1.0/images/a.png",
  path: "images/a.png",
  hash: "0".repeat(64),
};

describe("kindOf", () => {
  it("takes PDFs, by type or by name, for documents and anything else for images", () => {
    expect(kindOf({ type: "application/pdf", name: "report" })).toBe("document");
    expect(kindOf({ type: "", name: "Report.PDF" })).toBe("document");
    expect(kindOf({ type: "image/png", name: "a.png" })).toBe("image");
    expect(kindOf({ type: "", name: "photo.heif" })).toBe("image");
  });
});

describe("sendUpload", () => {
  it("posts the file as multipart field `file` to the kind's route and tells its progress", async () => {
    const onProgress = vi.fn();
    const file = fileOf("a.png", "image/png");
    const sent = sendUpload(file, { onProgress });
    const [request] = requests;
    expect(request).toMatchObject({ method: "POST", url: "/api/1.0/images" });
    expect(request!.headers).toEqual({ Accept: "application/json" });
    expect(request!.file?.name).toBe("a.png");
    request!.progress(512, 1024);
    request!.progress(1024, 1024);
    expect(onProgress.mock.calls).toEqual([[0.5], [1]]);
    await request!.respond(201, UPLOADED);
    await expect(sent).resolves.toEqual({ url: UPLOADED.url, path: UPLOADED.path });
  });

  it("sends PDFs to /documents, and any file where it is told", async () => {
    void failure(sendUpload(fileOf("r.pdf", "application/pdf")));
    void failure(sendUpload(fileOf("logo", ""), { kind: "document" }));
    expect(requests.map((request) => request.url)).toEqual([
      "/api/1.0/documents",
      "/api/1.0/documents",
    ]);
  });

  it.each([413, 415, 429, 500])("rejects a %i with the server's status", async (status) => {
    const sent = failure(sendUpload(fileOf("a.png", "image/png")));
    await requests[0]!.respond(status, { code: "X", message: "No" });
    const error = await sent;
    expect(error).toBeInstanceOf(ApiError);
    expect(uploadStatus(error)).toBe(status);
  });

  it("rejects an answer without an address as a server failure, and a lost connection as 0", async () => {
    const odd = failure(sendUpload(fileOf("a.png", "image/png")));
    await requests[0]!.respond(200, "<html>proxy page</html>");
    expect(uploadStatus(await odd)).toBe(500);
    const lost = failure(sendUpload(fileOf("a.png", "image/png")));
    await requests[1]!.fail();
    expect(uploadStatus(await lost)).toBe(0);
  });

  it("stops when aborted, and rejects as cancelled", async () => {
    const controller = new AbortController();
    const sent = failure(sendUpload(fileOf("a.png", "image/png"), { signal: controller.signal }));
    controller.abort();
    expect(requests[0]!.aborted).toBe(true);
    expect(isCancelled(await sent)).toBe(true);
    const late = failure(sendUpload(fileOf("b.png", "image/png"), { signal: controller.signal }));
    expect(isCancelled(await late)).toBe(true);
    expect(requests).toHaveLength(1);
  });
});
