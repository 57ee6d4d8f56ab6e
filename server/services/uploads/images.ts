import sharp, { type Metadata, type Sharp } from "sharp";
import { fileTooLarge, unsupportedFileType, uploadError } from "./errors";

/** The formats images are stored in, by file extension. */
export const IMAGE_CONTENT_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  svg: "image/svg+xml",
} as const;
export type ImageExtension = keyof typeof IMAGE_CONTENT_TYPES;
export type RasterExtension = Exclude<ImageExtension, "svg">;

const RASTER_NAME = /\.(?:jpe?g|png|webp|gif|avif|tiff?|heic|heif|bmp)$/i;

/**
 * Whether a file says it is a raster picture, by its content type (`image/*` but SVG) or its
 * name. An SVG drawing sent so would be stored and served as something it is not.
 */
export function claimsRaster(filename: string | undefined, contentType: string | undefined) {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return (
    (type.startsWith("image/") && type !== IMAGE_CONTENT_TYPES.svg) ||
    RASTER_NAME.test(filename ?? "")
  );
}

/** Wider or taller pictures are scaled down: more than any page shows, less to store. */
export const MAX_IMAGE_SIDE = 4000;
/**
 * Decoding is refused above this many pixels (a 48-megapixel phone photo passes): a small
 * file can unpack into gigabytes of pixels.
 */
export const MAX_IMAGE_PIXELS = 64_000_000;

/** JPEG 2000, as a file (`jP  ` box) or a bare codestream: the image library cannot read it. */
function isJpeg2000(bytes: Buffer): boolean {
  const file = Buffer.from([0, 0, 0, 0x0c, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a]);
  return (
    bytes.subarray(0, 12).equals(file) ||
    bytes.subarray(0, 4).equals(Buffer.from([0xff, 0x4f, 0xff, 0x51]))
  );
}

/**
 * What a decoded picture is stored as: the formats browsers show keep theirs; TIFF becomes
 * WebP, which every current browser shows and which keeps transparency.
 */
function targetFormat(metadata: Metadata): RasterExtension {
  switch (metadata.format) {
    case "jpeg":
      return "jpg";
    case "png":
    case "webp":
    case "gif":
      return metadata.format;
    case "tiff":
      return "webp";
    case "heif":
      // AVIF is AV1 in a HEIF box. HEIC (HEVC, iPhone photos) cannot be decoded here.
      if (metadata.compression === "av1") return "avif";
      throw unsupportedFileType(
        "HEIC pictures cannot be read here; save the picture as JPEG (most phones can) and try again",
      );
    default:
      throw unsupportedFileType("send a JPEG, PNG, WebP, GIF, AVIF, SVG, TIFF or HEIF picture");
  }
}

function encode(image: Sharp, format: RasterExtension): Sharp {
  switch (format) {
    case "jpg":
      return image.jpeg({ quality: 85, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 9 });
    case "webp":
      return image.webp({ quality: 85 });
    case "gif":
      return image.gif();
    case "avif":
      // AVIF encodes slowly; low effort keeps an upload to seconds.
      return image.avif({ quality: 60, effort: 2 });
  }
}

function decoder(bytes: Buffer | string, format?: RasterExtension): Sharp {
  // GIF and WebP animations keep all their frames.
  const animated = format === "gif" || format === "webp";
  return sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" });
}

function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * Decodes a raster picture (the format comes from its content, never its name), turns it
 * upright by its EXIF orientation, scales it to fit `MAX_IMAGE_SIDE` and encodes it again.
 * Nothing of the original file survives but the pixels: EXIF (with GPS positions), XMP, IPTC,
 * comments and colour profiles are all dropped.
 */
export async function reencodeImage(
  bytes: Buffer,
): Promise<{ bytes: Buffer; extension: RasterExtension }> {
  if (isJpeg2000(bytes)) {
    throw unsupportedFileType("JPEG 2000 pictures cannot be read here; save it as JPEG or PNG");
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw unsupportedFileType("send a JPEG, PNG, WebP, GIF, AVIF, SVG, TIFF or HEIF picture");
  }
  const extension = targetFormat(metadata);
  try {
    const image = decoder(bytes, extension).autoOrient().resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: "inside",
      withoutEnlargement: true,
    });
    return { bytes: await encode(image, extension).toBuffer(), extension };
  } catch (error) {
    if (isPixelLimit(error)) {
      throw fileTooLarge(`pictures may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
    }
    throw uploadError("The picture could not be read: the file may be damaged");
  }
}

/** A stored picture scaled down to `width` pixels wide, in its own format. */
export async function resizeImage(
  bytes: Buffer,
  extension: RasterExtension,
  width: number,
): Promise<Buffer> {
  return encode(
    decoder(bytes, extension).resize({ width, withoutEnlargement: true }),
    extension,
  ).toBuffer();
}

/**
 * The box an SVG's PNG copy fits in: twice the email logo's largest size (layout.ts shows it at
 * most 240 × 48), so it stays sharp on high-density screens. Mail apps show PNG where many
 * block SVG.
 */
export const SVG_PNG_BOX = { width: 480, height: 96 } as const;

/**
 * A sanitised SVG drawn as a PNG that fits `SVG_PNG_BOX`, drawn at the density that size needs
 * rather than scaled up from a small bitmap. Its transparency is kept.
 */
export async function rasteriseSvg(svg: Buffer): Promise<Buffer> {
  const { width = SVG_PNG_BOX.width, height = SVG_PNG_BOX.height } = await sharp(svg).metadata();
  const scale = Math.min(SVG_PNG_BOX.width / width, SVG_PNG_BOX.height / height);
  // libvips draws SVGs at 72 dpi unless told otherwise; it accepts 1 to 100 000.
  const density = Math.min(Math.max(72 * scale, 1), 100_000);
  return sharp(svg, { density, limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
    .resize({ ...SVG_PNG_BOX, fit: "inside" })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
