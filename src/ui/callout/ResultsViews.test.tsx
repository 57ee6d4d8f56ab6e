// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearQueries } from "@stores/query";
import { input } from "@tests/support/core/forms";
import { buttonNamed, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "../testing/render";
import { GalleryView } from "./GalleryView";
import type * as LeafletMap from "./leaflet-map";
import { drawMap } from "./leaflet-map";
import { MapView } from "./MapView";
import { json, makeCallout } from "@tests/support/ui/callout";
import type { CalloutResponseMapItem } from "./types";

// Leaflet needs a real browser; the map's data and list are tested here, the drawing in e2e.
vi.mock("./leaflet-map", async (importOriginal) => ({
  ...(await importOriginal<typeof LeafletMap>()),
  drawMap: vi.fn(async () => () => undefined),
}));

const responses: CalloutResponseMapItem[] = [
  {
    number: 1,
    title: "Brown tap",
    answers: { s1: { story: "It was brown" } },
    photos: [{ url: "/api/1.0/images/a.avif", path: "images/a.avif" }],
    address: {
      formatted_address: "1 High Street",
      geometry: { location: { lat: 51.5, lng: -0.1 } },
    },
  },
  { number: 2, title: "", answers: {}, photos: [] },
];

const mapSchema = {
  style: "https://tiles.example.org/{z}/{x}/{y}.png",
  center: [-0.1, 51.5] as [number, number],
  bounds: [
    [-1, 51],
    [1, 52],
  ] as [[number, number], [number, number]],
  minZoom: 5,
  maxZoom: 16,
  initialZoom: 10,
  addressProp: "s1.where",
  addressPattern: "",
  addressPatternProp: "",
};

const withAddress = {
  slides: [
    {
      id: "s1",
      title: "Where",
      components: [input("address", { key: "where", label: "Where?" })],
    },
  ],
};

const callout = makeCallout({
  formSchema: withAddress,
  responseViewSchema: {
    buckets: ["verified"],
    titleProp: "s1.title",
    imageProp: "s1.photo",
    imageFilter: "",
    links: [],
    gallery: true,
    map: mapSchema,
  },
});

let view: Rendered | undefined;

beforeEach(() => {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(
    json(200, { total: 2, offset: 0, count: 2, items: responses }),
  );
});

const page = json(200, { total: 2, offset: 0, count: 2, items: responses });

/** The first request for the responses fails with `status`; those after it answer them. */
function failOnce(status: number) {
  vi.mocked(globalThis.fetch)
    .mockResolvedValueOnce(json(status, { code: "internal-error" }))
    .mockImplementation(async () => page.clone());
}

/** The one alert on the page, which says what failed and offers to try again. */
function alertOf(container: HTMLElement): HTMLElement {
  const alerts = container.querySelectorAll<HTMLElement>('[role="alert"]');
  expect(alerts).toHaveLength(1);
  return alerts[0]!;
}

afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
  vi.mocked(drawMap).mockClear();
  clearQueries();
});

describe("GalleryView", () => {
  it("shows the public responses with photos as buttons that open a dialog", async () => {
    view = render(<GalleryView callout={callout} />);
    await settle();
    const cards = [...view.container.querySelectorAll("li button")];
    expect(cards.map((card) => card.textContent)).toEqual(["Brown tap"]);
    expect(cards[0]?.querySelector("img")?.getAttribute("src")).toBe(
      "/api/1.0/images/a.avif?w=400",
    );
    act(() => (cards[0] as HTMLButtonElement).click());
    const dialog = view.container.querySelector("dialog")!;
    expect(dialog.getAttribute("aria-labelledby")).toBe("response-1-title");
    expect(dialog.textContent).toContain("Brown tap");
  });

  it("says when the responses could not load, and shows them after Try again", async () => {
    failOnce(503);
    view = render(<GalleryView callout={callout} />);
    await settle();
    expect(alertOf(view.container).textContent).toContain("We couldn't load the responses.");
    expect(view.container.querySelector("li")).toBeNull();
    await press(buttonNamed(view.container, "Try again"));
    await settle();
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
    expect(
      [...view.container.querySelectorAll("li button")].map((card) => card.textContent),
    ).toEqual(["Brown tap"]);
  });

  it("says so when no response has a photo", async () => {
    vi.mocked(globalThis.fetch).mockResolvedValue(
      json(200, { total: 1, offset: 0, count: 1, items: [responses[1]] }),
    );
    view = render(<GalleryView callout={callout} />);
    await settle();
    expect(view.container.textContent).toContain("There are no responses to show yet.");
    expect(view.container.querySelector("ul")).toBeNull();
  });
});

describe("MapView", () => {
  it("draws the callout's map with its responses and lists them too", async () => {
    view = render(<MapView callout={callout} />);
    await settle();
    expect(drawMap).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      mapSchema,
      responses,
      expect.objectContaining({ markerClass: expect.any(String) }),
    );
    const region = view.container.querySelector('[role="region"]');
    expect(region?.getAttribute("aria-label")).toBe("Map of responses");
    const items = [...view.container.querySelectorAll("details li")].map((li) => li.textContent);
    expect(items).toEqual(["Brown tap – 1 High Street"]);
  });

  it("keeps the map's box while the responses load, and draws the map once they come", async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.mocked(globalThis.fetch).mockImplementation(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    view = render(<MapView callout={callout} />);
    await settle();
    const box = view.container.querySelector('[role="region"]');
    expect(box).not.toBeNull();
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe("Loading responses");
    expect(drawMap).not.toHaveBeenCalled();
    answer(page.clone());
    await settle();
    expect(view.container.querySelector('[role="status"]')).toBeNull();
    expect(view.container.querySelector('[role="region"]')).toBe(box);
    expect(drawMap).toHaveBeenCalledOnce();
  });

  it("says when the responses could not load, and draws them after Try again", async () => {
    failOnce(500);
    view = render(<MapView callout={callout} />);
    await settle();
    expect(alertOf(view.container).textContent).toContain("We couldn't load the responses.");
    expect(view.container.querySelector('[role="region"]')).toBeNull();
    expect(drawMap).not.toHaveBeenCalled();
    await press(buttonNamed(view.container, "Try again"));
    await settle();
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
    expect(drawMap).toHaveBeenCalledOnce();
    expect(view.container.querySelectorAll("details li")).toHaveLength(1);
  });

  it("asks for the responses of the bucket the callout's staff chose", async () => {
    view = render(<MapView callout={callout} />);
    await settle();
    view.rerender(<MapView callout={callout} bucket="" />);
    await settle();
    const asked = vi.mocked(globalThis.fetch).mock.calls.map(([url]) => String(url));
    expect(asked).toEqual([
      `/api/1.0/callout/${callout.id}/responses/map`,
      `/api/1.0/callout/${callout.id}/responses/map?bucket=`,
    ]);
  });

  it("leads to the form to add a location while the callout is open", async () => {
    view = render(<MapView callout={callout} />);
    await settle();
    const add = [...view.container.querySelectorAll("a")].find(
      (link) => link.textContent === "Add your location",
    );
    expect(add?.getAttribute("href")).toBe("/callouts/water/respond");
    view.unmount();
    view = render(<MapView callout={{ ...callout, status: "ended" }} />);
    await settle();
    expect(view.container.textContent).not.toContain("Add your location");
  });
});
