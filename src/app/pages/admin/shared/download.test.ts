import { describe, expect, it, vi } from "vitest";
import { read } from "@core/api/call";
import { responsesExport } from "@core/callouts/api";
import type { RuleGroup } from "@core/rules";
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
      const file = await downloadFile(read("x.csv"), {
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
      const download = downloadFile(read("x.csv"), {
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

  it("posts a filter too long for a URL as a body, a short one in the query", async () => {
    const original = globalThis.fetch;
    const sent: { url: string; method: string; body: unknown; ticket: string | null }[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(input),
        method: init?.method ?? "GET",
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
        ticket: new Headers(init?.headers).get("Agora-Export-Ticket"),
      });
      return new Response("Number\r\n1\r\n", { headers: { "X-Total-Count": "1" } });
    }) as typeof fetch;
    const group = (values: number): RuleGroup => ({
      condition: "OR",
      rules: Array.from({ length: values }, (_, n) => ({
        field: "bucket",
        operator: "equal",
        value: [`bucket-${n}`],
      })),
    });
    const seen: DownloadProgress[] = [];
    try {
      for (const rules of [group(1), group(100)]) {
        const file = await downloadFile(responsesExport("water", "xlsx", rules), {
          onProgress: (progress) => seen.push(progress),
        });
        expect(file.total).toBe(1);
      }
    } finally {
      globalThis.fetch = original;
    }
    const [short, long] = sent;
    expect(short).toMatchObject({ method: "GET", body: undefined });
    expect(short?.url).toMatch(/^\/api\/1\.0\/callout\/water\/responses\.xlsx\?rules=/);
    expect(long).toMatchObject({
      method: "POST",
      url: "/api/1.0/callout/water/responses.xlsx",
      body: { rules: JSON.stringify(group(100)) },
    });
    expect(long?.ticket).toMatch(/^[0-9a-f-]{36}$/);
    // Progress the same either way.
    expect(seen.filter((progress) => progress.total === 1)).toHaveLength(4);
  });
});
