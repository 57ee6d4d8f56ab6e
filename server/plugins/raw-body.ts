import { Readable } from "node:stream";
import {
  errorCodes,
  type FastifyInstance,
  type FastifyRequest,
  type preParsingHookHandler,
} from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The handler needs the body's exact bytes, as a signature over them was computed (payment
     * providers' webhooks): it gets them as `request.rawBody`, beside the parsed `body`.
     */
    rawBody?: boolean;
  }
  interface FastifyRequest {
    /** The body as sent, on routes with `config: { rawBody: true }` only. */
    rawBody?: Buffer;
  }
}

/** Reads the whole body, up to `limit` bytes, before Fastify parses it. */
async function readBody(request: FastifyRequest, payload: Readable, limit: number) {
  const tooLarge = () => new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  if (Number(request.headers["content-length"]) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > limit) throw tooLarge();
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Keeps the exact bytes of the body for routes that ask (`config: { rawBody: true }`): their
 * body is read into `request.rawBody` (within the route's body limit) and handed on to the
 * usual parsers, so `request.body` is parsed as on any route. Other routes are untouched and
 * keep no copy. Register it before the routes.
 */
export function rawBodies(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (!route.config?.rawBody) return;
    const limit = route.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024;
    const keep: preParsingHookHandler = async (request, _reply, payload) => {
      const raw = await readBody(request, payload, limit);
      request.rawBody = raw;
      // Fastify checks the bytes it reads against Content-Length through this property.
      return Object.assign(Readable.from([raw]), { receivedEncodedLength: raw.length });
    };
    const earlier = route.preParsing;
    route.preParsing = [...(earlier ? [earlier].flat() : []), keep];
  });
}
