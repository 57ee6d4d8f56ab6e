// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Mock } from "vitest";
import { formatInit } from "@core/embed/protocol";
import type * as EmbedModule from "./index";
import type { Size } from "@core/embed/protocol";

type Embed = typeof EmbedModule;

let embed: Embed;
let parent: { postMessage: Mock };
let size: Size;
let stop: (() => void) | undefined;
let observed: (() => void)[];

/** Fresh modules per test: the outbox keeps what waits for an init between calls. */
beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  embed = await import("./index");
  parent = { postMessage: vi.fn() };
  vi.spyOn(window, "parent", "get").mockReturnValue(parent as unknown as Window);
  size = { height: 300.2, width: 639.5 };
  observed = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(callback: () => void) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  document.body.innerHTML = "";
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function start(options: Parameters<Embed["startFrameSizer"]>[0] = {}) {
  stop = embed.startFrameSizer({ measure: () => size, ...options });
  parent.postMessage.mockClear();
}

function fromParent(data: unknown, source: unknown = parent) {
  window.dispatchEvent(new MessageEvent("message", { data, source: source as Window }));
}

function init(id = "agora-embed-0") {
  fromParent(formatInit(id));
}

/** The messages posted to the parent since the last call. */
function posted(): unknown[] {
  const messages = parent.postMessage.mock.calls.map(([message]) => message as unknown);
  parent.postMessage.mockClear();
  return messages;
}

describe("startFrameSizer", () => {
  it("does nothing outside a frame", () => {
    vi.spyOn(window, "parent", "get").mockReturnValue(window);
    const stopIt = embed.startFrameSizer({ measure: () => size });
    fromParent(formatInit("x"), window);
    expect(parent.postMessage).not.toHaveBeenCalled();
    stopIt();
  });

  it("announces itself to any parent origin", () => {
    stop = embed.startFrameSizer({ measure: () => size });
    expect(parent.postMessage).toHaveBeenCalledWith("[iFrameResizerChild]Ready", "*");
  });

  it("waits for the DOM before announcing itself", () => {
    const state = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    stop = embed.startFrameSizer({ measure: () => size });
    expect(parent.postMessage).not.toHaveBeenCalled();
    state.mockReturnValue("interactive");
    document.dispatchEvent(new Event("readystatechange"));
    document.dispatchEvent(new Event("readystatechange"));
    expect(posted()).toEqual(["[iFrameResizerChild]Ready"]);
  });

  it("answers init at once with its size rounded up, under the id it was given", () => {
    const onInit = vi.fn();
    start({ onInit, targetOrigin: "https://news.example" });
    init("agora-embed-4");
    expect(parent.postMessage).toHaveBeenCalledWith(
      "[iFrameSizer]agora-embed-4:301:640:init",
      "https://news.example",
    );
    expect(onInit).toHaveBeenCalledWith("agora-embed-4");
  });

  it("answers a repeated init only when the id changes", () => {
    start();
    init("a");
    init("a");
    expect(posted()).toEqual(["[iFrameSizer]a:301:640:init"]);
    init("b");
    expect(posted()).toEqual(["[iFrameSizer]b:301:640:init"]);
  });

  it("ignores commands before init", () => {
    start();
    fromParent("[iFrameSizer]resize");
    fromParent("[iFrameSizer]reset");
    window.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(1000);
    expect(posted()).toEqual([]);
  });

  it("ignores messages without the marker", () => {
    start();
    fromParent("agora-embed-0:8:false:false:32");
    fromParent({ type: "init" });
    fromParent(null);
    expect(posted()).toEqual([]);
  });

  it("ignores messages from anything but its parent", () => {
    start();
    fromParent(formatInit("x"), window);
    fromParent(formatInit("x"), { postMessage() {} });
    fromParent(formatInit("x"), null);
    expect(posted()).toEqual([]);
  });

  it("debounces size changes by 128 ms and sends only changes", () => {
    start();
    init();
    posted();
    size = { height: 400, width: 640 };
    window.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(100);
    size = { height: 450.5, width: 640 };
    window.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(127);
    expect(posted()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(posted()).toEqual(["[iFrameSizer]agora-embed-0:451:640:resize"]);
    window.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(200);
    expect(posted()).toEqual([]);
  });

  it("measures when the document resizes or finishes loading", () => {
    start();
    init();
    posted();
    size = { height: 500, width: 640 };
    for (const callback of observed) callback();
    vi.advanceTimersByTime(128);
    expect(posted()).toEqual(["[iFrameSizer]agora-embed-0:500:640:resizeObserver"]);
    size = { height: 520, width: 640 };
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(128);
    expect(posted()).toEqual(["[iFrameSizer]agora-embed-0:520:640:load"]);
  });

  it("answers reset with its current size as v4's resetPage", () => {
    start();
    init();
    posted();
    fromParent("[iFrameSizer]reset");
    expect(posted()).toEqual(["[iFrameSizer]agora-embed-0:301:640:resetPage"]);
  });

  it("answers resize at once, even when nothing changed", () => {
    start();
    init();
    posted();
    size = { height: 310, width: 640 };
    window.dispatchEvent(new Event("resize"));
    fromParent("[iFrameSizer]resize");
    expect(posted()).toEqual(["[iFrameSizer]agora-embed-0:310:640:resizeParent"]);
    vi.advanceTimersByTime(500);
    fromParent("[iFrameSizer]resize");
    expect(posted()).toEqual(["[iFrameSizer]agora-embed-0:310:640:resizeParent"]);
  });

  it("asks the parent to scroll to an anchor it has", () => {
    document.body.innerHTML = '<h2 id="step 2">Step 2</h2><a name="end"></a>';
    const box = { left: 8.6, top: 480.4 } as DOMRect;
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(box);
    start();
    init();
    posted();
    fromParent("[iFrameSizer]moveToAnchor:step%202");
    fromParent("[iFrameSizer]inPageLink:#end");
    expect(posted()).toEqual([
      "[iFrameSizer]agora-embed-0:480:8:scrollToOffset",
      "[iFrameSizer]agora-embed-0:480:8:scrollToOffset",
    ]);
  });

  it("asks the parent to scroll to a point of the frame, once it knows its id and until it stops", () => {
    start();
    embed.scrollHostTo(0, 0);
    expect(posted()).toEqual([]);
    init();
    posted();
    embed.scrollHostTo(0, 120.7);
    expect(posted()).toEqual(["[iFrameSizer]agora-embed-0:120:0:scrollToOffset"]);
    stop?.();
    stop = undefined;
    posted();
    embed.scrollHostTo(0, 0);
    expect(posted()).toEqual([]);
  });

  it("hands an anchor it lacks to the parent", () => {
    start();
    init();
    posted();
    fromParent("[iFrameSizer]moveToAnchor:comments");
    fromParent("[iFrameSizer]moveToAnchor:%E0");
    expect(posted()).toEqual([
      "[iFrameSizer]agora-embed-0:0:0:inPageLink:#comments",
      "[iFrameSizer]agora-embed-0:0:0:inPageLink:#%E0",
    ]);
  });

  it("asks for page and parent info, hands it over, and stops asking", () => {
    const onPageInfo = vi.fn();
    const onParentInfo = vi.fn();
    start({ onPageInfo, onParentInfo });
    init();
    expect(posted()).toEqual([
      "[iFrameSizer]agora-embed-0:301:640:init",
      "[iFrameSizer]agora-embed-0:0:0:pageInfo",
      "[iFrameSizer]agora-embed-0:0:0:parentInfo",
    ]);
    fromParent('[iFrameSizer]pageInfo:{"scrollTop":120,"windowHeight":800}');
    fromParent('[iFrameSizer]parentInfo:{"viewport":{"height":700}}');
    expect(onPageInfo).toHaveBeenCalledWith({ scrollTop: 120, windowHeight: 800 });
    expect(onParentInfo).toHaveBeenCalledWith({ viewport: { height: 700 } });
    stop?.();
    stop = undefined;
    expect(posted()).toEqual([
      "[iFrameSizer]agora-embed-0:0:0:pageInfoStop",
      "[iFrameSizer]agora-embed-0:0:0:parentInfoStop",
    ]);
  });

  it("does not ask for info nobody listens to", () => {
    start({ onMessage: vi.fn() });
    init();
    expect(posted()).toEqual(["[iFrameSizer]agora-embed-0:301:640:init"]);
  });

  it("hands custom messages to onMessage", () => {
    const onMessage = vi.fn();
    start({ onMessage });
    init();
    fromParent('[iFrameSizer]message:{"theme":"dark"}');
    fromParent("[iFrameSizer]message:{broken");
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith({ theme: "dark" });
  });

  it("stops listening and measuring when stopped", () => {
    start();
    stop?.();
    stop = undefined;
    init();
    window.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(500);
    expect(posted()).toEqual([]);
  });

  it("stops the previous run when started again", () => {
    start();
    init("first");
    start();
    fromParent("[iFrameSizer]resize");
    expect(posted()).toEqual([]);
    init("second");
    expect(posted()).toEqual(["[iFrameSizer]second:301:640:init"]);
  });
});

describe("sendToHost", () => {
  it("does nothing outside a frame", () => {
    vi.spyOn(window, "parent", "get").mockReturnValue(window);
    embed.sendToHost({ type: "loaded" });
    vi.spyOn(window, "parent", "get").mockReturnValue(parent as unknown as Window);
    start();
    init();
    expect(posted()).toEqual(["[iFrameSizer]agora-embed-0:301:640:init"]);
  });

  it("keeps messages until init, then sends them in order", () => {
    start();
    embed.sendToHost({ type: "loaded" });
    embed.sendToHost({ type: "page-changed", page: 2 });
    expect(posted()).toEqual([]);
    init();
    embed.sendToHost({ type: "submitted" });
    expect(posted()).toEqual([
      "[iFrameSizer]agora-embed-0:301:640:init",
      '[iFrameSizer]agora-embed-0:0:0:message:{"type":"loaded"}',
      '[iFrameSizer]agora-embed-0:0:0:message:{"type":"page-changed","page":2}',
      '[iFrameSizer]agora-embed-0:0:0:message:{"type":"submitted"}',
    ]);
  });

  it("keeps at most 20 messages for a parent that never answers", () => {
    for (let i = 0; i < 25; i += 1) embed.sendToHost(i);
    start();
    init();
    const messages = posted();
    expect(messages).toHaveLength(21);
    expect(messages.at(-1)).toBe("[iFrameSizer]agora-embed-0:0:0:message:19");
  });

  it("waits again once the sizer stops", () => {
    start();
    init();
    stop?.();
    stop = undefined;
    posted();
    embed.sendToHost("after");
    expect(posted()).toEqual([]);
  });
});
