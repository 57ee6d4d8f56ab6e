/**
 * The script host pages include. It turns `a[data-agora-embed]` links into frames, adopts
 * `iframe[data-agora-embed]`, and sizes them as iframe-resizer v4's parent does, so frames work
 * the same under this loader and under iframe-resizer's own parent script. It must stay under
 * 1 KB gzipped, so it inlines what src/core/embed/protocol.ts spells out (the init message
 * and the child messages' format) and handles only what a parent needs.
 */

/** A module, so these names stay out of the host page's global scope. */
export {};

const MARKER = "[iFrameSizer]";
const host = window as Window & { agoraEmbed?: () => void };

// Newsrooms paste the snippet once per embed: a second copy only looks for new links.
if (host.agoraEmbed) host.agoraEmbed();
else {
  const frames: HTMLIFrameElement[] = [];
  let count = 0;

  const originOf = (frame: HTMLIFrameElement) => new URL(frame.src, location.href).origin;

  // v4's init (formatInit with DEFAULT_INIT). Adopted frames are in the document: they have a window.
  const init = (frame: HTMLIFrameElement) =>
    frame.contentWindow!.postMessage(
      MARKER +
        frame.id +
        ":8:false:false:32:true:true:null:bodyOffset:null:null:0:false:child:scroll:false:0:0",
      originOf(frame),
    );

  const adopt = (frame: HTMLIFrameElement) => {
    if (frames.includes(frame)) return;
    frames.push(frame);
    frame.id ||= "agora-embed-" + count++;
    // Through the CSSOM: a strict CSP blocks style attributes, not this.
    frame.style.width = "100%";
    frame.style.border = "0";
    frame.addEventListener("load", () => init(frame));
    // The frame may have loaded, and announced itself, before this async script ran. One still
    // on about:blank (readable, as it is of this origin) is told once it loads.
    try {
      if (frame.contentWindow!.location.href == "about:blank") return;
    } catch {
      // Another origin's page: it has loaded.
    }
    init(frame);
  };

  const scan = () => {
    document.querySelectorAll<HTMLAnchorElement>("a[data-agora-embed]").forEach((link) => {
      const frame = document.createElement("iframe");
      const url = new URL(link.href);
      if (!url.pathname.startsWith("/embed/")) url.pathname = "/embed" + url.pathname;
      frame.src = url.href;
      frame.title = (link.dataset.agoraTitle || link.textContent || "").trim();
      frame.setAttribute("loading", "lazy");
      frame.allow = "fullscreen";
      frame.dataset.agoraEmbed = "";
      link.replaceWith(frame);
    });
    document.querySelectorAll<HTMLIFrameElement>("iframe[data-agora-embed]").forEach(adopt);
  };

  addEventListener("message", (event) => {
    const data: unknown = event.data;
    const frame = event.source && frames.find((f) => f.contentWindow === event.source);
    if (!frame || event.origin !== originOf(frame) || typeof data != "string") return;
    if (data == "[iFrameResizerChild]Ready") return init(frame);
    // <marker><id>:<height>:<width>:<type>[:<body>]; y and x for scrolls, 0:0 for requests.
    const [id, height = "", width = "", type] = data.split(":");
    if (id != MARKER + frame.id) return;
    if (type == "message") {
      try {
        const detail: unknown = JSON.parse(data.slice(data.indexOf(":message:") + 9));
        frame.dispatchEvent(new CustomEvent("agora:message", { detail, bubbles: true }));
      } catch {
        // Not JSON: not a message a frame of ours sends.
      }
    } else if (type == "scrollToOffset") {
      const box = frame.getBoundingClientRect();
      scrollTo(box.left + scrollX + +width, box.top + scrollY + +height);
    } else if (+height > 0) {
      frame.style.height = Math.ceil(+height) + "px";
    }
  });

  host.agoraEmbed = scan;
  scan();
  if (document.readyState == "loading") document.addEventListener("DOMContentLoaded", scan);
}
