// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "@core/api/api-error";
import type { Answers } from "@core/forms/answer-structs";
import type { FormSchema, InputComponent } from "@core/forms/schema";
import { input } from "@tests/support/core/forms";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "../testing/render";
import { AnswerList } from "./AnswerList";
import { CalloutForm, type CalloutFormProps } from "./CalloutForm";
import { parseNumber } from "./inputs/NumberInput";
import { loadRules } from "./rules";

beforeAll(async () => {
  await Promise.all([
    loadRules(),
    import("./inputs/AddressInput"),
    import("./inputs/FileInput"),
    import("./inputs/Repeated"),
    import("./inputs/SignatureInput"),
  ]);
});

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
});

const PNG = "data:image/png;base64,iVBORw0KGgo=";

/** One slide with these components; `answers()` reads what the form holds. */
async function showSlide(components: InputComponent[], props: Partial<CalloutFormProps> = {}) {
  const form: FormSchema = { slides: [{ id: "s", title: "Slide", components }] };
  let current: Answers = {};
  function Harness() {
    const [answers, setAnswers] = useState<Answers>(props.answers ?? {});
    current = answers;
    return (
      <CalloutForm
        id="f"
        form={form}
        answers={answers}
        onAnswersChange={setAnswers}
        onSubmit={() => {}}
        {...props}
      />
    );
  }
  view = render(<Harness />);
  await settle();
  return { answers: () => current.s ?? {} };
}

const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  fieldLabelled<T>(view!.container, label);
const button = (name: string) => buttonNamed(view!.container, name);
const click = async (element: HTMLElement) => {
  act(() => element.click());
  await settle();
};

describe("parseNumber", () => {
  it.each([
    ["", undefined],
    ["  ", undefined],
    ["42", 42],
    ["-3.5", -3.5],
    ["3,5", 3.5],
    [".5", 0.5],
    ["3.", 3],
    ["1,000.5", "1,000.5"],
    ["12abc", "12abc"],
  ])("reads %j as %j", (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });
});

describe("number and currency", () => {
  it("answers numbers, keeps what was typed on screen, and shows the currency symbol", async () => {
    const form = await showSlide(
      [input("number", { label: "Age" }), input("currency", { label: "Amount" })],
      {
        currencySymbol: "£",
      },
    );
    fillIn(field("Age"), "3.");
    expect(field("Age").value).toBe("3.");
    expect(form.answers().number).toBe(3);
    fillIn(field("Amount (£)"), "12,50");
    expect(form.answers().currency).toBe(12.5);
    expect(view!.container.querySelector('[aria-hidden="true"]')?.textContent).toBe("£");
    fillIn(field("Age"), "twelve");
    await press(button("Submit"));
    expect(field("Age").getAttribute("aria-invalid")).toBe("true");
    expect(view!.container.textContent).toContain("Please enter a number");
  });
});

describe("choices", () => {
  const options = [
    { label: "Red", value: "red" },
    { label: "Green", value: "green" },
  ];

  it("answer a checkbox with a boolean and select boxes with every option", async () => {
    const form = await showSlide([
      input("checkbox", { label: "Agree" }),
      input("selectboxes", { label: "Colours", values: options }),
    ]);
    await click(field("Agree"));
    expect(form.answers().checkbox).toBe(true);
    await click(field("Green"));
    expect(form.answers().selectboxes).toEqual({ red: false, green: true });
  });

  it("answer a drop-down with a value, and a multiple one with a list", async () => {
    const form = await showSlide([
      input("select", { label: "One", data: { values: options } }),
      input("select", { key: "many", label: "Many", multiple: true, data: { values: options } }),
    ]);
    const select = field<HTMLSelectElement>("One");
    expect(select.options[0]?.textContent).toBe("Choose an option");
    fillIn(select, "green");
    expect(form.answers().select).toBe("green");
    fillIn(select, "");
    expect(form.answers().select).toBeUndefined();
    await click(field("Red"));
    await click(field("Green"));
    expect(form.answers().many).toEqual(["red", "green"]);
  });
});

describe("several answers to one question", () => {
  it("adds and removes inputs, answering a list", async () => {
    const form = await showSlide([
      input("email", { label: "Emails", multiple: true, validate: { required: true } }),
    ]);
    expect(view!.container.querySelector("legend")?.textContent).toBe("Emails*");
    fillIn(field("Answer 1"), "a@example.org");
    await click(button("Add another"));
    fillIn(field("Answer 2"), "b@example.org");
    expect(form.answers().email).toEqual(["a@example.org", "b@example.org"]);
    await click(buttonNamed(view!.container, "Remove"));
    expect(form.answers().email).toEqual(["b@example.org"]);
    expect(field("Answer 1").value).toBe("b@example.org");
  });
});

describe("file", () => {
  const file = (name: string, type: string, size = 10) => {
    const made = new File(["x"], name, { type });
    Object.defineProperty(made, "size", { value: size });
    return made;
  };
  const pick = async (chosen: File) => {
    const control = field("The file");
    Object.defineProperty(control, "files", { value: [chosen], configurable: true });
    act(() => control.dispatchEvent(new Event("change", { bubbles: true })));
    await settle();
  };
  /** Drags files over the zone around the file input and drops them there. */
  const drop = async (...dropped: File[]) => {
    const zone = field("The file").parentElement!;
    const drag = (kind: string) => {
      const event = new Event(kind, { bubbles: true, cancelable: true });
      Object.defineProperty(event, "dataTransfer", { value: { files: dropped, dropEffect: "" } });
      act(() => zone.dispatchEvent(event));
      return event;
    };
    // Unless dragover is prevented, the browser refuses the drop (or opens the file instead).
    expect(drag("dragover").defaultPrevented).toBe(true);
    expect(drag("drop").defaultPrevented).toBe(true);
    await settle();
  };
  const uploadsTo = (url: string) => vi.fn(() => Promise.resolve({ url }));

  it("uploads a chosen file, shows its progress and name, and can remove it", async () => {
    let finish: (value: { url: string; path: string }) => void = () => {};
    const uploadFile = vi.fn(
      (_file: File, onProgress?: (share: number) => void) =>
        new Promise<{ url: string; path: string }>((resolve) => {
          onProgress?.(0.5);
          finish = resolve;
        }),
    );
    const form = await showSlide([input("file")], { uploadFile });
    await pick(file("fox.png", "image/png"));
    expect(view!.container.querySelector('[role="status"]')?.textContent).toBe(
      "Uploading fox.png… 50%",
    );
    expect(view!.container.querySelector("progress")?.getAttribute("value")).toBe("0.5");
    await act(async () => finish({ url: "/uploads/fox.png", path: "uploads/fox.png" }));
    await settle();
    expect(form.answers().file).toEqual({
      url: "/uploads/fox.png",
      path: "uploads/fox.png",
      name: "fox.png",
      size: 10,
    });
    const link = view!.container.querySelector("a");
    expect(link?.textContent).toBe("fox.png");
    expect(link?.getAttribute("href")).toBe("/uploads/fox.png");
    await click(button("Remove"));
    expect(form.answers().file).toBeUndefined();
  });

  it("refuses a file too large or of another type before uploading, with the error on the field", async () => {
    const uploadFile = vi.fn();
    await showSlide([input("file")], { uploadFile });
    await pick(file("big.png", "image/png", 20 * 1024 * 1024));
    expect(uploadFile).not.toHaveBeenCalled();
    const control = field("The file");
    expect(control.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(`${control.id}-error`)?.textContent).toBe(
      "The file is too large: the limit is 20 MB.",
    );
    await pick(file("run.exe", "application/x-msdownload"));
    expect(document.getElementById(`${control.id}-error`)?.textContent).toBe(
      "Please choose an image or a PDF.",
    );
  });

  it("uploads a dropped file like a chosen one and shows it with its size", async () => {
    const uploadFile = uploadsTo("/images/1");
    const form = await showSlide([input("file")], { uploadFile });
    await drop(file("flood.jpg", "image/jpeg", 1.5 * 1024 * 1024), file("b.png", "image/png"));
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(form.answers().file).toMatchObject({ url: "/images/1", name: "flood.jpg" });
    const row = view!.container.querySelector("li");
    expect(row?.querySelector("a")?.textContent).toBe("flood.jpg");
    expect(row?.textContent).toContain("1.5 MB");
  });

  it("uploads each dropped file in turn when the question takes several", async () => {
    let count = 0;
    const uploadFile = vi.fn(() => Promise.resolve({ url: `/images/${++count}` }));
    const form = await showSlide([input("file", { multiple: true })], { uploadFile });
    expect(view!.container.textContent).toContain("Drag files here or");
    await drop(file("a.png", "image/png", 300 * 1024), file("b.png", "image/png", 100));
    expect(form.answers().file).toEqual([
      { url: "/images/1", name: "a.png", size: 300 * 1024 },
      { url: "/images/2", name: "b.png", size: 100 },
    ]);
    const rows = [...view!.container.querySelectorAll("li")].map((row) => row.textContent);
    expect(rows).toEqual(["a.png300 kBRemove", "b.png1 kBRemove"]);
  });

  it("refuses a dropped file of another type, uploading nothing", async () => {
    const uploadFile = vi.fn();
    const form = await showSlide([input("file")], { uploadFile });
    await drop(file("run.exe", "application/x-msdownload"));
    expect(uploadFile).not.toHaveBeenCalled();
    expect(form.answers().file).toBeUndefined();
    const control = field("The file");
    expect(control.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(`${control.id}-error`)?.textContent).toBe(
      "Please choose an image or a PDF.",
    );
  });

  it("shows a thumbnail of an image and an icon for a PDF", async () => {
    await showSlide([input("file", { multiple: true })], {
      uploadFile: uploadsTo("/images/7"),
    });
    await pick(file("street.png", "image/png"));
    const thumbnail = view!.container.querySelector("li img");
    expect(thumbnail?.getAttribute("src")).toBe("/images/7?w=100");
    expect(thumbnail?.getAttribute("alt")).toBe("");
    view!.unmount();
    await showSlide([input("file")], { uploadFile: uploadsTo("/documents/8") });
    await pick(file("minutes.pdf", "application/pdf"));
    expect(view!.container.querySelector("li a")?.textContent).toBe("minutes.pdf");
    expect(view!.container.querySelector("li img")).toBeNull();
    expect(view!.container.querySelector('li svg[aria-hidden="true"]')).not.toBeNull();
  });

  it("names what it takes, and the hidden input stays the labelled control", async () => {
    await showSlide([input("file")], { uploadFile: uploadsTo("/images/1") });
    const control = field("The file");
    expect(control.type).toBe("file");
    const limits = document.getElementById(control.getAttribute("aria-describedby")!);
    expect(limits?.textContent).toBe("Images or PDF, up to 20 MB");
    expect(fieldLabelled(view!.container, "Choose a file")).toBe(control);
  });

  it("explains what the server refused", async () => {
    const uploadFile = vi.fn(() => Promise.reject(new ApiError(429, {})));
    await showSlide([input("file")], { uploadFile });
    await pick(file("fox.png", "image/png"));
    expect(view!.container.textContent).toContain(
      "Too many uploads. Please wait a few minutes and try again.",
    );
  });

  it("says so when uploads are not available", async () => {
    await showSlide([input("file")]);
    expect(field("The file").disabled).toBe(true);
    expect(view!.container.textContent).toContain("Uploading files is not available here.");
  });
});

describe("signature", () => {
  it("turns a typed name into an image, and clears it", async () => {
    const pen = {
      clearRect: vi.fn(),
      fillText: vi.fn(),
      beginPath: vi.fn(),
      moveTo: vi.fn(),
      lineTo: vi.fn(),
      stroke: vi.fn(),
      drawImage: vi.fn(),
    };
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(pen as never);
    vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockReturnValue(PNG);
    const form = await showSlide([
      input("signature", { label: "Sign here", validate: { required: true } }),
    ]);
    expect(view!.container.querySelector("canvas")?.getAttribute("aria-label")).toMatch(
      /type your name below/,
    );
    fillIn(field("Or type your full name to sign"), "Ada Lovelace");
    expect(pen.fillText).toHaveBeenCalledWith("Ada Lovelace", 24, 90, 552);
    expect(form.answers().signature).toBe(PNG);
    await click(button("Clear"));
    expect(form.answers().signature).toBeUndefined();
    expect(field("Or type your full name to sign").value).toBe("");
    await press(button("Submit"));
    expect(document.activeElement).toBe(field("Or type your full name to sign"));
    expect(view!.container.textContent).toContain("Sign in the box or type your name");
  });
});

describe("address", () => {
  it("takes the typed address, and its point from a geocoder", async () => {
    const geocode = vi.fn(async (text: string) => ({
      formatted_address: `${text}, London`,
      geometry: { location: { lat: 51.5034, lng: -0.1276 } },
    }));
    const form = await showSlide([input("address", { label: "Where?" })], { geocode });
    fillIn(field("Where?"), "10 Downing St");
    expect(form.answers().address).toEqual({ formatted_address: "10 Downing St" });
    await click(button("Find the location"));
    expect(geocode).toHaveBeenCalledWith("10 Downing St");
    expect(form.answers().address).toEqual({
      formatted_address: "10 Downing St, London",
      geometry: { location: { lat: 51.5034, lng: -0.1276 } },
    });
    expect(view!.container.textContent).toContain("Location found: 51.50340, -0.12760");
    fillIn(field("Where?"), "11 Downing St");
    expect(form.answers().address).toEqual({ formatted_address: "11 Downing St" });
  });

  it("says when nothing was found", async () => {
    await showSlide([input("address", { label: "Where?" })], { geocode: async () => undefined });
    fillIn(field("Where?"), "Nowhere");
    await click(button("Find the location"));
    expect(view!.container.textContent).toContain("We couldn't find this address.");
  });
});

describe("AnswerList", () => {
  it("lists each answered question with its answer as readers see it", async () => {
    const form: FormSchema = {
      slides: [
        {
          id: "s",
          components: [
            input("radio", { label: "Colour", values: [{ label: "Red", value: "red" }] }),
            input("file", { label: "Photo" }),
            input("signature", { label: "Signed" }),
            input("textfield", { label: "Skipped" }),
            input("textfield", { key: "secret", label: "Secret", adminOnly: true }),
          ],
        },
      ],
    };
    const answers = {
      s: {
        radio: "red",
        file: { url: "/uploads/a.png", name: "a.png" },
        signature: PNG,
        secret: "x",
      },
    };
    view = render(<AnswerList form={form} answers={answers} />);
    const terms = [...view.container.querySelectorAll("dt")].map((term) => term.textContent);
    expect(terms).toEqual(["Colour", "Photo", "Signed"]);
    expect(view.container.querySelector("dd")?.textContent).toBe("Red");
    expect(view.container.querySelector("a")?.getAttribute("href")).toBe("/uploads/a.png");
    expect(view.container.querySelector("img")?.getAttribute("alt")).toBe("Signature");
    view.rerender(<AnswerList form={form} answers={answers} all />);
    expect(view.container.textContent).toContain("Secret");
  });
});
