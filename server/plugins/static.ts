import { createHash } from "node:crypto";
import { stat } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CONTENT } from "@core/content";
import { hasRole } from "@core/contacts";
import { HttpError, notFound } from "@core/errors";
import type { Services } from "../services";
import type { CalloutSummary } from "../services/callouts";
import { isApiPath } from "./api-url";
import { encodingSettled, namesEntity } from "./compress";
import { isCompressibleFile, varyOn } from "./encoding";
import { faviconRoutes } from "./favicon";
import { createFrameAssets, type FrameName } from "./frame-assets";
import { frameHead, themeStyle } from "./frame-head";
import { describePage, renderHead } from "./html-head";
import { calloutFramePage, dashboardPage, type PageTarget } from "./page-paths";
import { createPageTemplates } from "./page-template";
import { findEncodedCopy, sendEncodedCopy } from "./precompressed";

export interface StaticOptions {
  /** Holds `app`, `embed` and `loader` as `npm run build` writes them. */
  distDir: string;
  /** Files served as they are (the demo logo), after the dashboard's own files. */
  publicDir: string;
  /** Where people open Agora: share tags name absolute addresses. */
  baseUrl: string;
  /**
   * Settings and callouts, for each page's head; sessions and contacts, for the staff's
   * preview of a callout readers cannot open yet.
   */
  services: Pick<Services, "content" | "callouts" | "sessions" | "contacts">;
}

const CACHE = {
  /** Vite puts a content hash in every file name under `assets/`: they never change. */
  hashed: "public, max-age=31536000, immutable",
  /** Host pages load the loader on every article view; five minutes bounds a rollout. */
  loader: "public, max-age=300",
  /** Pages and unhashed files: revalidated (cheaply, by ETag) on every use. */
  revalidate: "no-cache",
  /** Pages made for one reader: kept by their browser only, and revalidated. */
  personal: "private, no-cache",
};

/** The file under `root` a URL path names, or undefined if there is no such regular file. */
async function findFile(root: string, urlPath: string): Promise<string | undefined> {
  const segments = urlPath.split("/").filter(Boolean);
  // No dotfiles (.env, .git) and nothing outside root.
  if (segments.some((segment) => segment.startsWith(".") || segment.includes("\0"))) return;
  const file = resolve(root, ...segments);
  if (!file.startsWith(root + sep)) return;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? relative(root, file) : undefined;
}

/**
 * Sends a file, from the build's brotli or gzip copy when the client takes one. Every text file
 * varies by Accept-Encoding, also when sent as it is, so caches keep the versions apart.
 */
async function send(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  file: string,
  cacheControl: string,
) {
  reply.header("cache-control", cacheControl);
  encodingSettled(reply);
  if (isCompressibleFile(file)) {
    varyOn(reply, "Accept-Encoding");
    const copy = await findEncodedCopy(root, file, request.headers["accept-encoding"]);
    if (copy) return sendEncodedCopy(request, reply, copy);
  }
  return reply.sendFile(file, root, { cacheControl: false, dotfiles: "deny" });
}

function notBuilt(what: string) {
  return notFound(`${what} not built yet: run "npm run build" (or "npm start")`);
}

/** Files Vite writes under `assets/` carry a content hash; everything else may change. */
function cacheFor(path: string): string {
  return path.startsWith("assets/") ? CACHE.hashed : CACHE.revalidate;
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? "").includes("text/html");
}

/** Whether a page's address asks for the staff's preview of its callout (`?preview`). */
function asksPreview(request: FastifyRequest): boolean {
  const query = request.url.split("?")[1];
  return query !== undefined && new URLSearchParams(query).has("preview");
}

function wildcard(request: FastifyRequest): string {
  return (request.params as { "*"?: string })["*"] ?? "";
}

/** The requested path, percent-encoded as sent (without a trailing slash: see app.ts). */
function pathOf(request: FastifyRequest): string {
  return request.url.split("?", 1)[0] ?? "/";
}

/** Which frame page answers a path under `/embed/`, if any. */
function frameFile(path: string): string | undefined {
  if (/^callouts\/[^/]/.test(path)) return "callout.html";
  if (/^join(\/|$)/.test(path)) return "join.html";
  return undefined;
}

/**
 * The browser builds: the dashboard at `/` (page URLs get index.html, so the client-side
 * router can take over), the frames under `/embed/`, the loader at `/loader.js`, and
 * `public/`. A missing file is a 404, never a page. Pages get a head rendered for their
 * address (title, share tags, icon) and answer 404 where the dashboard or frame shows its
 * not-found page, so crawlers and link previews see what readers see.
 */
export async function staticFiles(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const { services, baseUrl } = options;
  const appDir = join(options.distDir, "app");
  const embedDir = join(options.distDir, "embed");
  const loaderDir = join(options.distDir, "loader");
  const anyone = { config: { access: "anyone" as const } };
  const templates = createPageTemplates();
  const frameAssets = createFrameAssets(embedDir);

  /**
   * The settings and callout a page's head needs. Should the database fail, the defaults and
   * `unknown`: the page still loads, and its start-up screen waits for the backend.
   */
  async function headData(
    request: FastifyRequest,
    reply: FastifyReply,
    calloutId: string | undefined,
    preview: boolean,
  ) {
    try {
      const [general, share, published] = await Promise.all([
        services.content.get("general"),
        services.content.get("share"),
        calloutId === undefined ? undefined : services.callouts.findForPage(calloutId),
      ]);
      const draft =
        calloutId !== undefined && !published && preview
          ? await staffPreview(request, reply, calloutId)
          : undefined;
      return { general, share, callout: published ?? draft, preview: !!draft, unknown: false };
    } catch (error) {
      request.log.warn({ err: error }, "page head rendered with the default settings");
      const { general, share } = CONTENT;
      return {
        general: general.defaults,
        share: share.defaults,
        callout: undefined,
        preview: false,
        unknown: true,
      };
    }
  }

  /**
   * A callout readers cannot open yet (a draft, a scheduled one), for its staff's preview:
   * signed-in admins and the callout's reviewers. Its head keeps the organisation's texts
   * (`hidden`), so nothing of an unpublished callout goes into link previews.
   */
  async function staffPreview(
    request: FastifyRequest,
    reply: FastifyReply,
    calloutId: string,
  ): Promise<CalloutSummary | undefined> {
    const contactId = await services.sessions.resolve(request, reply);
    if (!contactId) return undefined;
    const roles = await services.contacts.activeRoles(contactId);
    try {
      const { record, title } = await services.callouts.findForResponse(calloutId, {
        isAdmin: hasRole(roles, "admin"),
        contactId,
      });
      return {
        slug: record.slug,
        image: record.image,
        hidden: true,
        title,
        excerpt: "",
        shareTitle: null,
        shareDescription: null,
      };
    } catch (error) {
      if (error instanceof HttpError && error.httpCode === 404) return undefined;
      throw error;
    }
  }

  /**
   * A built page with the head of this address: the callout's texts on its pages, else the
   * organisation's. 404 for an address with no page (`page` undefined) or a callout a guest may
   * not open. Compressed by compressAnswers like any dynamic answer; revalidated by its ETag.
   */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    page: PageTarget | undefined,
    frame?: FrameName,
  ) {
    const calloutId = page?.calloutId;
    // Frames show only what readers may open; the staff preview is the dashboard's page.
    const { general, share, callout, preview, unknown } = await headData(
      request,
      reply,
      calloutId,
      !frame && asksPreview(request),
    );
    const path = pathOf(request);
    const head = describePage({ general, share, baseUrl, path, callout, frame: !!frame, preview });
    const found =
      page !== undefined && (calloutId === undefined || callout !== undefined || unknown);
    // A frame that has nothing to show says so in the theme's colours too.
    const extras = !frame
      ? ""
      : found
        ? await frameHead(app, frameAssets, request, { frame, calloutId, general })
        : themeStyle(general.theme);
    const html = await templates.render(file, [renderHead(head), extras].join("\n    "));
    if (html === undefined) throw notBuilt(frame ? "Frames" : "Dashboard");
    reply.code(found ? 200 : 404);
    // A frame's page carries answers for the reader who asked (who is signed in, say); a
    // preview is there only for whoever is signed in.
    const personal = !!frame || preview;
    reply
      .header("cache-control", personal ? CACHE.personal : CACHE.revalidate)
      .type("text/html; charset=utf-8");
    // Compressed or not by its size: caches keep the codings apart either way.
    varyOn(reply, "Accept-Encoding");
    if (personal || (calloutId !== undefined && asksPreview(request))) varyOn(reply, "Cookie");
    if (!found) return reply.send(html);
    const etag = `W/"${createHash("sha1").update(html).digest("base64").replace(/=+$/, "")}"`;
    reply.header("etag", etag);
    if (namesEntity(request.headers["if-none-match"], etag)) return reply.code(304).send();
    return reply.send(html);
  }

  // Only for reply.sendFile (ETag, ranges, content types); the routes below decide what to send.
  await app.register(fastifyStatic, { serve: false });
  faviconRoutes(app, services.content);

  app.get("/loader.js", anyone, async (request, reply) => {
    if (!(await findFile(loaderDir, "loader.js"))) throw notBuilt("Loader");
    reply.header("access-control-allow-origin", "*");
    return send(request, reply, loaderDir, "loader.js", CACHE.loader);
  });

  app.get("/embed/*", anyone, async (request, reply) => {
    const path = wildcard(request);
    const file = await findFile(embedDir, path);
    if (file) return send(request, reply, embedDir, file, cacheFor(path));
    const page = frameFile(path);
    if (!page) return reply.callNotFound();
    const target = page === "join.html" ? {} : calloutFramePage(pathOf(request));
    const frame = page === "join.html" ? "join" : "callout";
    return sendPage(request, reply, join(embedDir, page), target, frame);
  });

  app.get("/*", anyone, async (request, reply) => {
    const path = wildcard(request);
    if (isApiPath(`/${path}`)) return reply.callNotFound();
    const appFile = await findFile(appDir, path);
    if (appFile) {
      return send(request, reply, appDir, appFile, cacheFor(path));
    }
    const publicFile = await findFile(options.publicDir, path);
    if (publicFile) return send(request, reply, options.publicDir, publicFile, CACHE.revalidate);
    const isAsset = path.startsWith("assets/") || path.startsWith("embed/");
    // `/` is always the dashboard; other paths only for page loads, never for a script or image.
    if (isAsset || (path !== "" && !acceptsHtml(request))) return reply.callNotFound();
    return sendPage(request, reply, join(appDir, "index.html"), dashboardPage(pathOf(request)));
  });
}
