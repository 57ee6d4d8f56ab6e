import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ApiRead } from "@core/api/call";
import { apiRequestUrl, variantFor } from "@core/api/first-requests";
import { readerCallout } from "@core/callouts/api";
import { currentUser } from "@core/contacts/api";
import { contentDocument, generalContent } from "@core/content/api";
import { PREFETCHED_ID, type Prefetched } from "@core/api/prefetched";
import type { GeneralContent } from "@core/content";
import { resolveLocale } from "@core/i18n/locales";
import { themeFontSheets } from "@core/theme/fonts";
import type { Theme } from "@core/theme/schema";
import { themeVariables } from "@core/theme/variables";
import { escapeHtml } from "../services/email/html";
import type { FrameAssets, FrameName } from "./frame-assets";

/** Answers a frame may take from its page: what it is sure to ask before its first screen. */
const ANSWERABLE = new Set([200, 401, 404]);

/**
 * JSON inside a `<script>` element: `<` escaped, so no text of an answer can close the element
 * or open a comment.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The theme's colours and fonts as CSS variables on the page, so the frame neither computes them
 * (nor downloads the code that does) nor paints once in the default colours. The values are
 * colour triples and font stacks from our own list; `<` is escaped all the same.
 */
export function themeStyle(theme: Theme): string {
  const declarations = Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return `<style>:root{${declarations.replace(/</g, "\\3c ")}}</style>`;
}

/**
 * What a frame's page brings besides its head, so its first screen needs no round trip it
 * can be spared: the answers to its first API requests (asked of this server as the reader,
 * with their cookies), its first chunks and catalog as module preloads, and the theme's font
 * stylesheets for the reader's language, and its colours (themeStyle).
 */
export async function frameHead(
  app: FastifyInstance,
  assets: FrameAssets,
  request: FastifyRequest,
  { frame, calloutId, general }: { frame: FrameName; calloutId?: string; general: GeneralContent },
): Promise<string> {
  const lang = new URLSearchParams(request.url.split("?")[1] ?? "").get("lang");
  const locale = resolveLocale({ query: lang, settings: general.locale });
  const ask = async (wanted: ApiRead<unknown>) => {
    const url = apiRequestUrl(wanted);
    const answer = await app.inject({
      method: "GET",
      url,
      headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
    });
    if (!ANSWERABLE.has(answer.statusCode)) return [];
    try {
      return [[url, { status: answer.statusCode, body: answer.json<unknown>() }] as const];
    } catch {
      return [];
    }
  };
  // The frame asks for the callout in the reader's language, then, if it has no such
  // translation, in its default texts (ui/callout/api.ts): both are answered here.
  const callout = async (id: string) => {
    const variant = variantFor(lang);
    const first = await ask(readerCallout(id, variant));
    const missing = variant !== "default" && first[0]?.[1].status === 404;
    return missing ? [...first, ...(await ask(readerCallout(id, "default")))] : first;
  };

  const [answers, modules, fonts] = await Promise.all([
    Promise.all([
      ask(generalContent()),
      ask(currentUser()),
      calloutId ? callout(calloutId) : [],
      // The join form's settings (ui/join-form/JoinView).
      ...(frame === "join" ? [ask(contentDocument("join")), ask(contentDocument("payment"))] : []),
    ]),
    assets.modules(frame, locale),
    assets.fontSheets(frame, themeFontSheets(general.theme.fonts, locale)),
  ]);
  const prefetched: Prefetched = Object.fromEntries(answers.flat());
  return [
    themeStyle(general.theme),
    ...modules.map((file) => `<link rel="modulepreload" href="/embed/${escapeHtml(file)}" />`),
    ...fonts.map((file) => `<link rel="stylesheet" href="/embed/${escapeHtml(file)}" />`),
    `<script type="application/json" id="${PREFETCHED_ID}">${scriptJson(prefetched)}</script>`,
  ].join("\n    ");
}
