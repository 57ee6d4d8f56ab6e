import type { CalloutMapSchema, CalloutResponseMapItem } from "./types";
import { imageUrl } from "./links";

/** Tiles when the callout's style is not a tile template (a vector style's JSON, say). */
const FALLBACK_TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const FALLBACK_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface MapLook {
  /** The accessible name of a marker without a title. */
  untitled(number: number): string;
  /** Classes of the markers and of the popups' content. */
  markerClass: string;
  popupClass: string;
}

/** Responses that have a point on the map. */
export function located(responses: readonly CalloutResponseMapItem[]) {
  return responses.flatMap((response) => {
    const location = response.address?.geometry?.location;
    return location ? [{ response, lat: location.lat, lng: location.lng }] : [];
  });
}

/** A marker's popup: title and first photo, built as nodes so no answer is read as HTML. */
function popupContent(
  response: CalloutResponseMapItem,
  title: string,
  className: string,
): HTMLElement {
  const box = document.createElement("div");
  box.className = className;
  const heading = document.createElement("strong");
  heading.textContent = title;
  box.append(heading);
  const [photo] = response.photos;
  if (photo) {
    const image = document.createElement("img");
    image.src = imageUrl(photo.url || photo.path, 400);
    image.alt = "";
    image.width = 240;
    box.append(image);
  }
  if (response.address?.formatted_address) {
    const address = document.createElement("p");
    address.textContent = response.address.formatted_address;
    box.append(address);
  }
  return box;
}

/**
 * Draws the callout's map in `element` with Leaflet, loaded here on first use together with
 * its style sheet: tiles from the callout's style, its centre, bounds and zooms, and a marker
 * per located response (keyboard-focusable, named by the response's title). Returns a
 * function that removes the map.
 */
export async function drawMap(
  element: HTMLElement,
  schema: CalloutMapSchema,
  responses: readonly CalloutResponseMapItem[],
  look: MapLook,
): Promise<() => void> {
  const [{ default: L }] = await Promise.all([
    import("leaflet"),
    import("leaflet/dist/leaflet.css"),
  ]);
  const [[west, south], [east, north]] = schema.bounds;
  const bounds = L.latLngBounds([south, west], [north, east]);
  const map = L.map(element, {
    center: [schema.center[1], schema.center[0]],
    zoom: schema.initialZoom,
    minZoom: schema.minZoom,
    maxZoom: schema.maxZoom,
    maxBounds: bounds,
    maxBoundsViscosity: 1,
  });
  const template = /\{z\}/.test(schema.style) ? schema.style : FALLBACK_TILES;
  L.tileLayer(template, {
    minZoom: schema.minZoom,
    maxZoom: schema.maxZoom,
    attribution: template === FALLBACK_TILES ? FALLBACK_ATTRIBUTION : undefined,
  }).addTo(map);

  // An HTML icon: Leaflet's image icons need their files found at run time.
  const icon = L.divIcon({ className: look.markerClass, iconSize: [20, 20] });
  // Staff's "View on map" names a response to centre on, its popup open: `?response=<number>`.
  const selected = Number(new URLSearchParams(location.search).get("response"));
  for (const { response, lat, lng } of located(responses)) {
    const title = response.title || look.untitled(response.number);
    const marker = L.marker([lat, lng], { icon, title, alt: title, keyboard: true })
      .bindPopup(popupContent(response, title, look.popupClass))
      .addTo(map);
    if (response.number === selected) {
      map.setView([lat, lng]);
      marker.openPopup();
    }
  }
  return () => map.remove();
}
