import {
  array,
  boolean,
  integer,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  refine,
  size,
  string,
  tuple,
  type Infer,
} from "superstruct";
import { boundedText } from "../contacts";
import { link } from "../content";
import { url } from "../validation";

const longitude = () => max(min(number(), -180), 180);
const latitude = () => max(min(number(), -90), 90);
/** `[lng, lat]`, as the contract and GeoJSON order them. */
export const LngLat = tuple([longitude(), latitude()]);
export type LngLat = Infer<typeof LngLat>;

const zoom = () => max(min(integer(), 0), 20);

/**
 * Where a callout's map opens and what it shows: the tile style (a URL), the centre and bounds,
 * the zooms, and the form answer holding each response's address (`<slideId>.<key>`).
 */
export const CalloutMapSchema = refine(
  object({
    style: url(),
    center: LngLat,
    bounds: tuple([LngLat, LngLat]),
    minZoom: zoom(),
    maxZoom: zoom(),
    initialZoom: zoom(),
    addressProp: string(),
    addressPattern: string(),
    addressPatternProp: string(),
    /** Country codes the geocoder searches in, comma-separated (e.g. `gb,ie`). */
    geocodeCountries: optional(string()),
  }),
  "zoom",
  (map) =>
    (map.minZoom <= map.initialZoom && map.initialZoom <= map.maxZoom) ||
    "Zooms must be minZoom ≤ initialZoom ≤ maxZoom",
);
export type CalloutMapSchema = Infer<typeof CalloutMapSchema>;

export const ResponseLink = object({ text: boundedText(200), url: link() });

/**
 * What the public sees of a callout's responses (contract 2.5): only those in `buckets`
 * (none when the list is empty), each titled by the answer at `titleProp` and illustrated by
 * the file answer at `imageProp` (both `<slideId>.<key>`), in a gallery and on a map.
 */
export const ResponseViewSchema = object({
  buckets: size(array(boundedText(100)), 0, 50),
  titleProp: string(),
  imageProp: string(),
  /** Query added to image URLs (e.g. `w=600`) for thumbnails. */
  imageFilter: string(),
  links: size(array(ResponseLink), 0, 20),
  gallery: boolean(),
  map: nullable(CalloutMapSchema),
});
export type ResponseViewSchema = Infer<typeof ResponseViewSchema>;

/** Whether a callout shows its responses publicly at all: a gallery, a map or both. */
export function showsResponses(view: ResponseViewSchema | null | undefined): boolean {
  return Boolean(view && (view.gallery || view.map));
}
