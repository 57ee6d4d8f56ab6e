// @vitest-environment happy-dom
import nodeConsole from "node:console";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Mock } from "vitest";
import { formatCustomMessage, formatInit, parseParentMessage } from "@core/embed/protocol";

const AGORA = "https://members.example.org";

type FakeWindow = { postMessage: Mock; readonly location: { href: string } };
const host = window as Window & { agoraEmbed?: () => void };

/** happy-dom does not load frames; each frame gets a stand-in window the tests control. */
let frameWindows: WeakMap<HTMLIFrameElement, FakeWindow>;

function windowOf(frame: HTMLIFrameElement): FakeWindow {
  let fake = frameWindows.get(frame);
  if (!fake) {
    fake = {
      postMessage: vi.fn(),
      // A frame of another origin that has loaded: its location cannot be read.
      get location(): { href: string } {
        throw new DOMException("Blocked a frame with origin", "SecurityError");
      },
    };
    frameWindows.set(frame, fake);
  }
  return fake;
}

async function load(html: string) {
  document.body.innerHTML = html;
  vi.resetModules();
  await import("./loader");
}

function frames(): HTMLIFrameElement[] {
  return [...document.querySelectorAll("iframe")];
}

function frame(index = 0): HTMLIFrameElement {
  const found = frames()[index];
  if (!found) throw new Error(`no frame ${index}`);
  return found;
}

function fromFrame(target: HTMLIFrameElement, data: unknown, origin = AGORA, source?: unknown) {
  const event = new MessageEvent("message", {
    data,
    origin,
    source: (source ?? windowOf(target)) as Window,
  });
  window.dispatchEvent(event);
}

/** The messages posted to a frame since the last call. */
function sentTo(target: HTMLIFrameElement): [unknown, unknown][] {
  const fake = windowOf(target);
  const calls = fake.postMessage.mock.calls.map(([message, origin]) => [message, origin]);
  fake.postMessage.mockClear();
  return calls as [unknown, unknown][];
}

beforeEach(() => {
  frameWindows = new WeakMap();
  vi.spyOn(HTMLIFrameElement.prototype, "contentWindow", "get").mockImplementation(function (
    this: HTMLIFrameElement,
  ) {
    return windowOf(this) as unknown as Window;
  });
  // happy-dom reports each frame it will not load (on Node's console): expected, so not printed.
  const print = nodeConsole.error.bind(nodeConsole);
  vi.spyOn(nodeConsole, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("Iframe page loading is disabled")) print(...args);
  });
});

afterEach(() => {
  delete host.agoraEmbed;
  vi.restoreAllMocks();
});

describe("turning links into frames", () => {
  it("maps each link to its frame under /embed/", async () => {
    await load(`
      <a href="${AGORA}/callouts/water-quality?x=1#top" data-agora-embed>Tell us</a>
      <a href="${AGORA}/embed/join" data-agora-embed>Join</a>
      <a href="${AGORA}/callouts/other">Not marked</a>`);
    expect(document.querySelectorAll("a[data-agora-embed]")).toHaveLength(0);
    expect(frames().map((f) => f.src)).toEqual([
      `${AGORA}/embed/callouts/water-quality?x=1#top`,
      `${AGORA}/embed/join`,
    ]);
    expect(document.querySelector("a")?.href).toBe(`${AGORA}/callouts/other`);
  });

  it("gives each frame a title, lazy loading, full width, no border and an id", async () => {
    await load(`
      <p><a href="${AGORA}/callouts/a" data-agora-embed data-agora-title=" Water survey ">Tell us</a></p>
      <a href="${AGORA}/join" data-agora-embed>
        Support our journalism
      </a>`);
    const [first, second] = frames();
    expect(first?.title).toBe("Water survey");
    expect(second?.title).toBe("Support our journalism");
    for (const [index, f] of frames().entries()) {
      expect(f.id).toBe(`agora-embed-${index}`);
      expect(f.getAttribute("loading")).toBe("lazy");
      expect(f.getAttribute("allow")).toBe("fullscreen");
      expect(f.hasAttribute("data-agora-embed")).toBe(true);
      expect(f.style.width).toBe("100%");
      expect(f.style.borderStyle === "none" || f.style.borderWidth === "0px").toBe(true);
    }
    expect(first?.parentElement?.tagName).toBe("P");
  });

  it("adopts an existing frame without replacing it", async () => {
    document.body.innerHTML = `
      <iframe id="mine" src="${AGORA}/embed/callouts/a" title="Survey" data-agora-embed></iframe>
      <iframe src="${AGORA}/embed/join" title="Join" data-agora-embed></iframe>
      <iframe src="https://video.example/x" title="Video"></iframe>`;
    const [mine, unnamed, other] = frames();
    vi.resetModules();
    await import("./loader");
    expect(frames()).toEqual([mine, unnamed, other]);
    expect(mine?.id).toBe("mine");
    expect(unnamed?.id).toBe("agora-embed-0");
    expect(mine?.style.width).toBe("100%");
    expect(other?.style.width).toBe("");
    expect(sentTo(other!)).toEqual([]);
  });

  it("looks again once the document has loaded", async () => {
    const state = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    await load(`<a href="${AGORA}/callouts/a" data-agora-embed>A</a>`);
    document.body.insertAdjacentHTML("beforeend", `<a href="${AGORA}/join" data-agora-embed>J</a>`);
    state.mockReturnValue("interactive");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(frames().map((f) => f.id)).toEqual(["agora-embed-0", "agora-embed-1"]);
  });

  it("lets a second copy of the script only look for new links", async () => {
    await load(`<a href="${AGORA}/callouts/a" data-agora-embed>A</a>`);
    const first = frame(0);
    document.body.insertAdjacentHTML("beforeend", `<a href="${AGORA}/join" data-agora-embed>J</a>`);
    vi.resetModules();
    await import("./loader");
    expect(frames()).toHaveLength(2);
    expect(frame(1).id).toBe("agora-embed-1");
    const listener = vi.fn();
    document.addEventListener("agora:message", listener);
    fromFrame(first, formatCustomMessage(first.id, "once"));
    document.removeEventListener("agora:message", listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("the parent side of iframe-resizer v4", () => {
  it("sends v4's init to the frame's origin at once and on each load", async () => {
    await load(`<a href="${AGORA}/callouts/a" data-agora-embed>A</a>`);
    const f = frame();
    const init = formatInit("agora-embed-0");
    expect(sentTo(f)).toEqual([[init, AGORA]]);
    expect(parseParentMessage(init)).toEqual({ type: "init", id: f.id });
    f.dispatchEvent(new Event("load"));
    expect(sentTo(f)).toEqual([[init, AGORA]]);
  });

  it("waits for a frame still on about:blank to load before sending init", async () => {
    document.body.innerHTML = "";
    const blank = document.createElement("iframe");
    blank.dataset.agoraEmbed = "";
    blank.src = `${AGORA}/embed/callouts/a`;
    document.body.append(blank);
    const fake = windowOf(blank);
    frameWindows.set(blank, { postMessage: fake.postMessage, location: { href: "about:blank" } });
    vi.resetModules();
    await import("./loader");
    expect(sentTo(blank)).toEqual([]);
    blank.dispatchEvent(new Event("load"));
    expect(sentTo(blank)).toEqual([[formatInit("agora-embed-0"), AGORA]]);
  });

  it("answers a frame's Ready with init", async () => {
    await load(
      `<a href="${AGORA}/callouts/a" data-agora-embed>A</a><a href="${AGORA}/join" data-agora-embed>J</a>`,
    );
    const [a, b] = [frame(0), frame(1)];
    sentTo(a);
    sentTo(b);
    fromFrame(b, "[iFrameResizerChild]Ready");
    expect(sentTo(a)).toEqual([]);
    expect(sentTo(b)).toEqual([[formatInit("agora-embed-1"), AGORA]]);
  });

  it("sets the height from a size message, rounded up", async () => {
    await load(`<a href="${AGORA}/callouts/a" data-agora-embed>A</a>`);
    const f = frame();
    fromFrame(f, "[iFrameSizer]agora-embed-0:301:640:init");
    expect(f.style.height).toBe("301px");
    fromFrame(f, "[iFrameSizer]agora-embed-0:452.2:640:resizeObserver");
    expect(f.style.height).toBe("453px");
  });

  it.each<[string, unknown, string, unknown?]>([
    ["another origin", "[iFrameSizer]agora-embed-0:999:640:init", "https://evil.example"],
    ["another window", "[iFrameSizer]agora-embed-0:999:640:init", AGORA, {}],
    ["another frame's id", "[iFrameSizer]agora-embed-7:999:640:init", AGORA],
    ["no marker", "agora-embed-0:999:640:init", AGORA],
    ["not a string", { height: 999 }, AGORA],
    ["a request without a size", "[iFrameSizer]agora-embed-0:0:0:pageInfo", AGORA],
    ["a mouse event", "[iFrameSizer]agora-embed-0:0:0:mouseenter:300:200", AGORA],
  ])("ignores %s", async (_, data, origin, source) => {
    await load(`<a href="${AGORA}/callouts/a" data-agora-embed>A</a>`);
    const f = frame();
    fromFrame(f, "[iFrameSizer]agora-embed-0:100:640:init");
    fromFrame(f, data, origin, source);
    expect(f.style.height).toBe("100px");
  });

  it("ignores a Ready from another origin", async () => {
    await load(`<a href="${AGORA}/callouts/a" data-agora-embed>A</a>`);
    const f = frame();
    sentTo(f);
    fromFrame(f, "[iFrameResizerChild]Ready", "https://evil.example");
    expect(sentTo(f)).toEqual([]);
  });

  it("re-dispatches custom messages as agora:message on the frame, bubbling", async () => {
    await load(`<a href="${AGORA}/callouts/a" data-agora-embed>A</a>`);
    const f = frame();
    const seen: [EventTarget | null, unknown][] = [];
    const listener = (event: Event) => seen.push([event.target, (event as CustomEvent).detail]);
    document.addEventListener("agora:message", listener);
    fromFrame(f, formatCustomMessage("agora-embed-0", { type: "submitted", at: "12:00" }));
    fromFrame(f, "[iFrameSizer]agora-embed-0:0:0:message:{broken");
    document.removeEventListener("agora:message", listener);
    expect(seen).toEqual([[f, { type: "submitted", at: "12:00" }]]);
    expect(f.style.height).toBe("");
  });

  it("scrolls the page to a point of the frame on scrollToOffset", async () => {
    await load(`<a href="${AGORA}/callouts/a" data-agora-embed>A</a>`);
    const f = frame();
    vi.spyOn(f, "getBoundingClientRect").mockReturnValue({ left: 20, top: 1000 } as DOMRect);
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    fromFrame(f, "[iFrameSizer]agora-embed-0:480:8:scrollToOffset");
    expect(scrollTo).toHaveBeenCalledWith(28, 1480);
  });
});

describe("with the frame side", () => {
  it("completes the handshake and sizes the frame", async () => {
    await load(`<a href="${AGORA}/callouts/a" data-agora-embed>A</a>`);
    const f = frame();
    const child = windowOf(f);
    const parentOfChild = { postMessage: vi.fn() };
    // The frame runs in this same window: wire both sides' postMessage to window events.
    child.postMessage.mockImplementation((data: unknown) => {
      window.dispatchEvent(new MessageEvent("message", { data, source: parentOfChild as never }));
    });
    parentOfChild.postMessage.mockImplementation((data: unknown) => fromFrame(f, data));
    vi.spyOn(window, "parent", "get").mockReturnValue(parentOfChild as unknown as Window);
    const { startFrameSizer, sendToHost } = await import("@ui/embed");
    const detail = vi.fn();
    f.addEventListener("agora:message", (event) => detail((event as CustomEvent).detail));

    sendToHost({ type: "loaded" });
    const stop = startFrameSizer({ measure: () => ({ height: 612.4, width: 600 }) });
    stop();

    expect(parentOfChild.postMessage.mock.calls.map(([data]) => data as unknown)).toEqual([
      "[iFrameResizerChild]Ready",
      "[iFrameSizer]agora-embed-0:613:600:init",
      '[iFrameSizer]agora-embed-0:0:0:message:{"type":"loaded"}',
    ]);
    expect(f.style.height).toBe("613px");
    expect(detail).toHaveBeenCalledWith({ type: "loaded" });
  });
});
