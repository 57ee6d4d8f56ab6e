// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_UPLOAD_BYTES } from "@core/uploads/limits";
import { buttonNamed } from "@tests/support/ui/form";
import { render, type Rendered } from "../testing/render";
import { UploadField, type UploadFieldProps } from ".";
import {
  choose,
  fakeUploads,
  fileOf,
  restoreUploads,
  type FakeRequest,
} from "@tests/support/ui/upload";

let view: Rendered | undefined;
let requests: FakeRequest[];
beforeEach(() => {
  requests = fakeUploads();
});
afterEach(() => {
  view?.unmount();
  restoreUploads();
});

const IMAGE_URL = "https://news.example/api/1.0/images/0b8e.png";

/** The field with its value kept, as a form would keep it; `changes` hears every change. */
function Cover(props: Partial<UploadFieldProps> & { changes?: (url?: string) => void }) {
  const { changes, ...rest } = props;
  const [value, setValue] = useState<string | undefined>(props.value);
  return (
    <UploadField
      id="cover"
      label="Cover image"
      kind="image"
      {...rest}
      value={value}
      onChange={(url) => {
        setValue(url);
        changes?.(url);
      }}
    />
  );
}

const input = () => document.getElementById("cover") as HTMLInputElement;
const text = () => view!.container.textContent ?? "";
const status = () => view!.container.querySelector('[role="status"]')?.textContent;
const errorText = () => document.getElementById("cover-error")?.textContent;
const describedBy = () =>
  (input().getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent);

describe("UploadField", () => {
  it("is a labelled file input whose hint names the formats and the size limit", () => {
    view = render(<Cover hint="Shown above the callout." required />);
    const label = view.container.querySelector(`label[for="cover"]`)!;
    expect(label.textContent).toBe("Cover image*");
    expect(input().type).toBe("file");
    expect(input().getAttribute("aria-required")).toBe("true");
    expect(input().accept).toContain("image/png");
    expect(input().accept).not.toContain("application/pdf");
    expect(describedBy()).toEqual([
      "Shown above the callout. JPEG, PNG, WebP, GIF, AVIF, SVG, TIFF, HEIF, or JPEG 2000, up to 20 MB.",
    ]);
    expect(text()).toContain("Drag an image here or");
    expect(view.container.querySelector(`label[for="cover"][data-chooser]`)?.textContent).toBe(
      "Choose an image",
    );
  });

  it("uploads a chosen image with a progress bar, then shows it with Replace and Remove", async () => {
    const changes = vi.fn();
    view = render(<Cover changes={changes} />);
    choose(input(), [fileOf("harbour.png", "image/png", 2048)]);
    expect(requests[0]?.url).toBe("/api/1.0/images");
    expect(status()).toBe("Uploading harbour.png…");
    const bar = view.container.querySelector("progress")!;
    expect(bar.getAttribute("aria-label")).toBe("Upload of harbour.png");
    requests[0]!.progress(900, 2048);
    expect(bar.value).toBeCloseTo(900 / 2048);
    expect(text()).toContain("Uploading harbour.png… 44%");

    await requests[0]!.respond(201, { url: IMAGE_URL, path: "images/0b8e.png" });
    expect(changes).toHaveBeenCalledWith(IMAGE_URL);
    expect(status()).toBe("harbour.png is uploaded.");
    expect(view.container.querySelector("progress")).toBeNull();
    expect(view.container.querySelector("img")?.getAttribute("src")).toBe(`${IMAGE_URL}?w=400`);
    expect(view.container.querySelector("a")?.textContent).toBe("harbour.png");
    expect(text()).toContain("2 kB");
    expect(view.container.querySelector(`label[data-chooser]`)?.textContent).toBe("Replace");
  });

  it("removes the file, says so, and keeps focus in the field", async () => {
    const changes = vi.fn();
    view = render(<Cover value={IMAGE_URL} changes={changes} />);
    expect(view.container.querySelector("a")?.getAttribute("href")).toBe(IMAGE_URL);
    act(() => buttonNamed(view!.container, "Remove").click());
    expect(changes).toHaveBeenCalledWith(undefined);
    expect(status()).toBe("The file is removed.");
    expect(document.activeElement).toBe(input());
    expect(view.container.querySelector("img")).toBeNull();
    expect(text()).toContain("Choose an image");
  });

  it("cancels an upload and keeps the file it had", async () => {
    const changes = vi.fn();
    view = render(<Cover value={IMAGE_URL} changes={changes} />);
    choose(input(), [fileOf("new.png", "image/png")]);
    act(() => buttonNamed(view!.container, "Cancel upload").click());
    expect(requests[0]!.aborted).toBe(true);
    expect(status()).toBe("The upload is cancelled.");
    expect(document.activeElement).toBe(input());
    expect(view.container.querySelector("img")?.getAttribute("src")).toBe(`${IMAGE_URL}?w=400`);
    expect(changes).not.toHaveBeenCalled();
  });

  it.each([
    [413, "The file is too large: the limit is 20 MB."],
    [
      415,
      "This file is not an image we can use. Choose a JPEG, PNG, WebP, GIF, AVIF, SVG, TIFF, HEIF, or JPEG 2000 file.",
    ],
    [429, "Too many uploads in a short time. Please try again in an hour."],
    [500, "The upload didn't work. Please try again."],
  ])("shows the server's %i next to the field and keeps the file it had", async (code, message) => {
    view = render(<Cover value={IMAGE_URL} />);
    choose(input(), [fileOf("new.png", "image/png")]);
    await requests[0]!.respond(code, { code: "X", message: "No" });
    expect(errorText()).toBe(message);
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(describedBy()).toContain(message);
    expect(view.container.querySelector("img")?.getAttribute("src")).toBe(`${IMAGE_URL}?w=400`);
  });

  it("says when the connection was lost, and clears the problem on the next try", async () => {
    view = render(<Cover />);
    choose(input(), [fileOf("a.png", "image/png")]);
    await requests[0]!.fail();
    expect(errorText()).toBe("The upload stopped: check your connection and try again.");
    choose(input(), [fileOf("a.png", "image/png")]);
    expect(errorText()).toBeUndefined();
    expect(input().hasAttribute("aria-invalid")).toBe(false);
  });

  it("refuses before sending a file too large or of the other kind", () => {
    view = render(<Cover />);
    choose(input(), [fileOf("huge.png", "image/png", MAX_UPLOAD_BYTES)]);
    expect(errorText()).toBe("The file is too large: the limit is 20 MB.");
    choose(input(), [fileOf("report.pdf", "application/pdf")]);
    expect(errorText()).toMatch(/^This file is not an image we can use/);
    expect(requests).toHaveLength(0);
  });

  it("takes a dropped PDF as a document", async () => {
    const changes = vi.fn();
    view = render(<Cover kind="document" label="Press kit" changes={changes} />);
    expect(text()).toContain("Drag a PDF here or");
    expect(describedBy()).toEqual(["PDF, up to 20 MB."]);
    const zone = input().parentElement!;
    const drop = new Event("drop", { bubbles: true, cancelable: true });
    Object.defineProperty(drop, "dataTransfer", {
      value: { files: [fileOf("kit.pdf", "application/pdf")] },
    });
    act(() => {
      zone.dispatchEvent(drop);
    });
    expect(drop.defaultPrevented).toBe(true);
    expect(requests[0]?.url).toBe("/api/1.0/documents");
    const url = "https://news.example/api/1.0/documents/9f.pdf";
    await requests[0]!.respond(201, { url, path: "documents/9f.pdf" });
    expect(changes).toHaveBeenCalledWith(url);
    expect(view.container.querySelector("img")).toBeNull();
    expect(view.container.querySelector("a")?.textContent).toBe("kit.pdf");
  });

  it("shows a form's own error, and no actions while disabled", () => {
    view = render(<Cover value={IMAGE_URL} error="Choose a cover image" disabled />);
    expect(errorText()).toBe("Choose a cover image");
    expect(input().disabled).toBe(true);
    expect(view.container.querySelector("button")).toBeNull();
    expect(view.container.querySelector("label[data-chooser]")).toBeNull();
  });

  it("stops its upload when it goes away", () => {
    view = render(<Cover />);
    choose(input(), [fileOf("a.png", "image/png")]);
    view.unmount();
    view = undefined;
    expect(requests[0]!.aborted).toBe(true);
  });
});
