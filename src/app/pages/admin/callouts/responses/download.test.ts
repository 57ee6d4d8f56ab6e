import { describe, expect, it, vi } from "vitest";
import { attachmentName, csvRecordCounter, downloadFile, type DownloadProgress } from "./download";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("csvRecordCounter", () => {
  it("counts records, not the line breaks inside quoted answers", () => {
    const count = csvRecordCounter();
    expect(count(bytes('Number,Answer\n1,"two\nlines"\n2,"say ""hi'))).toBe(2);
    expect(count(bytes('"\n3,plain\n'))).toBe(4);
  });
});

describe("attachmentName", () => {
  it("reads the file name of a download", () => {
    expect(attachmentName('attachment; filename="responses-water_2026.csv"', "x")).toBe(
      "responses-water_2026.csv",
    );
    expect(attachmentName(null, "responses")).toBe("responses");
  });
});

describe("downloadFile", () => {
  it("reports rows against the total as the file streams in, and answers it whole", async () => {
    const parts = ["Number,Answer\n", "1,a\n2,b\n", "3,c\n"];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(bytes(part));
        controller.close();
      },
    });
    const original = globalThis.fetch;
    globalThis.fetch = async () =>
      new Response(body, {
        headers: {
          "X-Total-Count": "3",
          "Content-Type": "text/csv",
          "Content-Disposition": 'attachment; filename="r.csv"',
        },
      });
    const seen: DownloadProgress[] = [];
    try {
      const file = await downloadFile("/x.csv", {
        countRows: true,
        onProgress: (progress) => seen.push(progress),
      });
      expect(file.filename).toBe("r.csv");
      expect(await file.blob.text()).toBe(parts.join(""));
    } finally {
      globalThis.fetch = original;
    }
    expect(seen.map(({ rows, total }) => [rows, total])).toEqual([
      [0, 3],
      [0, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it("shows how many exports are ahead while the server has it wait, then streams it", async () => {
    vi.useFakeTimers();
    const original = globalThis.fetch;
    let answer: (response: Response) => void = () => {};
    const asked: string[] = [];
    let sentTicket: string | null = null;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes("/export-queue/")) {
        asked.push(url.split("/").pop() ?? "");
        return Response.json({ position: 2, slots: 2 });
      }
      sentTicket = new Headers(init?.headers).get("Agora-Export-Ticket");
      return new Promise<Response>((resolve) => (answer = resolve));
    }) as typeof fetch;
    const seen: DownloadProgress[] = [];
    try {
      const download = downloadFile("/x.csv", {
        countRows: true,
        onProgress: (progress) => seen.push(progress),
      });
      await vi.advanceTimersByTimeAsync(1000);
      expect(seen).toEqual([{ bytes: 0, waiting: 2 }]);
      expect(asked).toEqual([sentTicket]);
      answer(new Response("Number\n1\n", { headers: { "X-Total-Count": "1" } }));
      await download;
      // Once the answer came, its place is asked no more.
      await vi.advanceTimersByTimeAsync(5000);
      expect(asked).toHaveLength(1);
      expect(seen.at(-1)).toEqual({ rows: 1, bytes: 9, total: 1 });
    } finally {
      globalThis.fetch = original;
      vi.useRealTimers();
    }
  });
});
