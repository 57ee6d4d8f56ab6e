import { describe, expect, it } from "vitest";
import {
  MARKER,
  READY,
  formatCustomMessage,
  formatInPageLink,
  formatInfoRequest,
  formatInit,
  formatScrollToOffset,
  formatSize,
  parseParentMessage,
} from "./protocol";
import type { ParentMessage } from "./protocol";

/** How v4's parent script reads the body of `message` (6) and `inPageLink` (9) messages. */
function v4MessageBody(message: string, offset: number): string {
  return message.slice(message.indexOf(":") + "message".length + offset);
}

describe("markers", () => {
  it("are v4's", () => {
    expect(MARKER).toBe("[iFrameSizer]");
    expect(READY).toBe("[iFrameResizerChild]Ready");
  });
});

describe("init", () => {
  it("lists v4's fields in v4's order", () => {
    expect(formatInit("agora-embed-0")).toBe(
      "[iFrameSizer]agora-embed-0:8:false:false:32:true:true:null:bodyOffset:null:null:0:false:child:scroll:false:0:0",
    );
  });

  it("takes overrides", () => {
    const message = formatInit("f", { sizeWidth: true, tolerance: 2, bodyMargin: "0px" });
    expect(message).toBe(
      "[iFrameSizer]f:8:true:false:32:true:true:0px:bodyOffset:null:null:2:false:child:scroll:false:0:0",
    );
  });

  it("parses back to the frame's id", () => {
    expect(parseParentMessage(formatInit("agora-embed-3"))).toEqual({
      type: "init",
      id: "agora-embed-3",
    });
  });

  it("parses what iframe-resizer 4.4's parent sends", () => {
    const message =
      "[iFrameSizer]iFrameResizer0:8:false:false:32:true:true:null:documentElementBoundingClientRect:null:null:0:false:child:scroll:true:0:0";
    expect(parseParentMessage(message)).toEqual({ type: "init", id: "iFrameResizer0" });
  });

  it("reads an older parent's shorter init", () => {
    expect(parseParentMessage("[iFrameSizer]old:8:true:false:32")).toEqual({
      type: "init",
      id: "old",
    });
  });

  it("is told from other messages by its boolean third field, as v4 does", () => {
    expect(parseParentMessage("[iFrameSizer]frame:8:maybe:false")).toBeUndefined();
    expect(parseParentMessage("[iFrameSizer]frame")).toBeUndefined();
  });
});

describe("parent messages", () => {
  const cases: [string, ParentMessage][] = [
    ["[iFrameSizer]reset", { type: "reset" }],
    ["[iFrameSizer]resize", { type: "resize" }],
    ["[iFrameSizer]moveToAnchor:step-2", { type: "moveToAnchor", hash: "step-2" }],
    ["[iFrameSizer]inPageLink:#top", { type: "inPageLink", hash: "#top" }],
    [
      '[iFrameSizer]pageInfo:{"iframeHeight":600,"scrollTop":120,"windowHeight":800}',
      { type: "pageInfo", info: { iframeHeight: 600, scrollTop: 120, windowHeight: 800 } },
    ],
    [
      '[iFrameSizer]parentInfo:{"document":{"scrollWidth":1024,"scrollHeight":4000}}',
      { type: "parentInfo", info: { document: { scrollWidth: 1024, scrollHeight: 4000 } } },
    ],
    [
      '[iFrameSizer]message:{"theme":"dark","note":"a:b"}',
      { type: "message", payload: { theme: "dark", note: "a:b" } },
    ],
    ["[iFrameSizer]message:null", { type: "message", payload: null }],
  ];

  it.each(cases)("parses %s", (text, message) => {
    expect(parseParentMessage(text)).toEqual(message);
  });

  it.each([
    ["no marker", "reset"],
    ["another marker", "[iFrameResizerChild]Ready"],
    ["not a string", { type: "reset" }],
    ["an unknown type", "[iFrameSizer]scrollBy:1"],
    ["broken JSON", "[iFrameSizer]message:{oops"],
    ["page info that is not an object", "[iFrameSizer]pageInfo:[1,2]"],
    ["parent info that is not JSON", "[iFrameSizer]parentInfo:"],
  ])("ignores %s", (_, data) => {
    expect(parseParentMessage(data)).toBeUndefined();
  });
});

describe("child messages", () => {
  it("formats a size rounded up", () => {
    expect(formatSize("f", { height: 300.01, width: 639.5 }, "init")).toBe(
      "[iFrameSizer]f:301:640:init",
    );
    expect(formatSize("f", { height: 300, width: 640 }, "resizeObserver")).toBe(
      "[iFrameSizer]f:300:640:resizeObserver",
    );
  });

  it("formats a custom message as v4's parent reads it", () => {
    const message = formatCustomMessage("agora-embed-0", { type: "submitted", at: "12:00" });
    expect(message).toBe(
      '[iFrameSizer]agora-embed-0:0:0:message:{"type":"submitted","at":"12:00"}',
    );
    expect(JSON.parse(v4MessageBody(message, 6))).toEqual({ type: "submitted", at: "12:00" });
  });

  it("sends null for a payload JSON cannot carry", () => {
    expect(formatCustomMessage("f", undefined)).toBe("[iFrameSizer]f:0:0:message:null");
  });

  it("formats scroll and anchor requests", () => {
    expect(formatScrollToOffset("f", 10, 480)).toBe("[iFrameSizer]f:480:10:scrollToOffset");
    const link = formatInPageLink("f", "comments");
    expect(link).toBe("[iFrameSizer]f:0:0:inPageLink:#comments");
    expect(formatInPageLink("f", "#comments")).toBe(link);
    expect(v4MessageBody(link, 9)).toBe("#comments");
  });

  it("formats info requests", () => {
    expect(formatInfoRequest("f", "pageInfo")).toBe("[iFrameSizer]f:0:0:pageInfo");
    expect(formatInfoRequest("f", "parentInfoStop")).toBe("[iFrameSizer]f:0:0:parentInfoStop");
  });
});
