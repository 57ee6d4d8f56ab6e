// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { paymentExport } from "@core/payments/api";
import { downloadExport, type ExportProgress } from "./download-export";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("downloadExport", () => {
  it("shows how many exports are ahead while the server has it wait, then streams it", async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => {};
    const asked: string[] = [];
    let sentTicket: string | null = null;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes("/export-queue/")) {
        asked.push(url.split("/").pop() ?? "");
        return Response.json({ position: 3, slots: 2 });
      }
      sentTicket = new Headers(init?.headers).get("Agora-Export-Ticket");
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    // The file is handed to the browser through an object URL; none is made here.
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:x" }));
    const seen: ExportProgress[] = [];
    const download = downloadExport(
      paymentExport({ sort: "chargeDate", order: "DESC" }),
      (progress) => seen.push(progress),
      new AbortController().signal,
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(sentTicket).toMatch(/^[0-9a-f-]{36}$/);
    expect(asked).toEqual([sentTicket]);
    expect(seen).toEqual([{ rows: 0, total: undefined, waiting: 3 }]);
    answer(new Response("Date,Amount\r\n1,2\r\n", { headers: { "X-Total-Count": "1" } }));
    await download;
    // Once the answer came, its place is asked no more.
    await vi.advanceTimersByTimeAsync(5000);
    expect(asked).toHaveLength(1);
    expect(seen.at(-1)).toEqual({ rows: 1, total: 1 });
  });
});
