import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { healthCheck, waitForBackend, type BootHandlers } from "./wait-for-backend";

/** A backend whose answers the test scripts: one entry per call, the last one repeats. */
function backend(...answers: (boolean | "hang")[]) {
  let call = 0;
  return vi.fn(() => {
    const answer = answers[Math.min(call++, answers.length - 1)];
    return answer === "hang" ? new Promise<boolean>(() => {}) : Promise.resolve(answer === true);
  });
}

function handlers(checkHealth: BootHandlers["checkHealth"]) {
  return {
    checkHealth,
    onReady: vi.fn(),
    onWaiting: vi.fn(),
    onProgress: vi.fn(),
    onFailed: vi.fn(),
    reload: vi.fn(),
  };
}

describe("waitForBackend", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts the app at once when the first check is ok", async () => {
    const h = handlers(backend(true));
    await waitForBackend(h);
    expect(h.onReady).toHaveBeenCalledOnce();
    expect(h.onWaiting).not.toHaveBeenCalled();
    expect(h.checkHealth).toHaveBeenCalledOnce();
  });

  it("shows the waiting screen after 500 ms and starts without reload if the backend was only slow", async () => {
    const h = handlers(backend("hang", true));
    const done = waitForBackend(h);
    await vi.advanceTimersByTimeAsync(499);
    expect(h.onWaiting).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(h.onWaiting).toHaveBeenCalledOnce();
    expect(h.onReady).toHaveBeenCalledOnce();
    expect(h.reload).not.toHaveBeenCalled();
  });

  it("reloads once when the backend turns healthy after being down", async () => {
    const h = handlers(backend(false, false, false, true));
    const done = waitForBackend(h);
    await vi.advanceTimersByTimeAsync(500);
    expect(h.onWaiting).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expect(h.onProgress.mock.calls).toEqual([
      [1, 60],
      [2, 60],
    ]);
    expect(h.reload).toHaveBeenCalledOnce();
    expect(h.onReady).not.toHaveBeenCalled();
  });

  it("polls every second, fails after 60 attempts, and Try Again polls again", async () => {
    const check = backend(false);
    const h = handlers(check);
    const done = waitForBackend(h);
    await vi.advanceTimersByTimeAsync(500 + 59 * 1000);
    await done;
    // One racing check plus 60 polls.
    expect(check).toHaveBeenCalledTimes(61);
    expect(h.onFailed).toHaveBeenCalledOnce();
    expect(h.onProgress).toHaveBeenLastCalledWith(60, 60);

    check.mockImplementation(() => Promise.resolve(true));
    const retry = h.onFailed.mock.calls[0]?.[0] as () => void;
    retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.reload).toHaveBeenCalledOnce();
  });
});

describe("healthCheck", () => {
  it("is true only for a 200 answer with status ok", async () => {
    const answer = (status: number, body: unknown) =>
      vi.fn(async () => new Response(JSON.stringify(body), { status }));
    expect(await healthCheck("/h", answer(200, { status: "ok" }))()).toBe(true);
    expect(await healthCheck("/h", answer(200, { status: "error" }))()).toBe(false);
    expect(await healthCheck("/h", answer(503, { status: "error" }))()).toBe(false);
    const offline = vi.fn(async () => {
      throw new TypeError("offline");
    });
    expect(await healthCheck("/h", offline)()).toBe(false);
  });
});
