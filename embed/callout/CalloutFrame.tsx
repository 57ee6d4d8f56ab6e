import { css } from "@linaria/core";
import { i18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { sendToHost } from "@ui/embed/outbox";
import { activateLocale } from "@ui/i18n/activate-locale";
import { resolveLocale } from "@core/i18n/locales";
import { $currentUser } from "@stores/session";
import { $general } from "@stores/settings";
import {
  calloutPath,
  CalloutNavigationContext,
  type CalloutNavigation,
} from "@ui/callout/navigation";
import { Notice } from "@ui/callout/Notice";
import { offersNewsletter } from "@ui/callout/access";
import { RespondView } from "@ui/callout/RespondView";
import type { ReaderCallout } from "@ui/callout/types";
import { calloutQuery, calloutRead } from "@ui/callout/callout-query";
import { lazyComponent } from "@ui/lazy";
import { QueryView } from "@ui/query-view/QueryView";
import type { Slide } from "@core/forms/schema";
import { flattenComponents, isForReaders } from "@core/forms/walk";
import { FrameError } from "../shared/FrameError";
import { keepTopInView, watchTop } from "../shared/host";
import { loadSanitizer } from "../shared/rich-text-sanitizer";
import { FRAME_BASE, parseFramePath, type FrameRoute } from "./route";

// The first screen carries the form only. The other pages, the language links and the
// members-only prompt load when needed (the last two as the callout arrives: `preloadParts`).
// The pages after the form come with the rich-text sanitiser, for the thank-you text.
const OtherPage = lazyComponent(() =>
  Promise.all([import("./OtherPage"), loadSanitizer().catch(() => undefined)]).then(
    ([module]) => module.OtherPage,
  ),
);
const CalloutHeader = lazyComponent(() =>
  import("@ui/callout/CalloutHeader").then((module) => module.CalloutHeader),
);
const MembersOnlyFrame = lazyComponent(() =>
  import("./MembersOnlyFrame").then((module) => module.MembersOnlyFrame),
);

const translated = (callout: ReaderCallout) => (callout.variantNames?.length ?? 0) > 1;

const readerComponents = (slide: Slide) =>
  flattenComponents(slide.components, (component) => !isForReaders(component));

/** Whether the form shows rich text: content between its questions, or a newsletter text. */
function showsRichText(callout: ReaderCallout): boolean {
  const content = callout.formSchema.slides.some((slide) =>
    readerComponents(slide).some((component) => component.type === "content"),
  );
  return content || (offersNewsletter(callout) && Boolean(callout.newsletterSchema?.text));
}

/**
 * Starts loading what this callout's first screen shows besides the form. The promise settles
 * once the sanitiser is here if the form shows rich text, so that the first screen shows no
 * empty text in its place; if it fails to load, the form shows all the same.
 */
export function preloadParts(callout: ReaderCallout): Promise<unknown> {
  if (translated(callout)) void CalloutHeader.load();
  if (callout.access === "member") void MembersOnlyFrame.load();
  return showsRichText(callout) ? loadSanitizer().catch(() => undefined) : Promise.resolve();
}

const frame = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  /* In a phone's article, whose own margins frame it, only room for the focus rings at the sides. */
  padding: 1rem 0.375rem;
  @media (min-width: 30rem) {
    padding: 1rem;
  }
`;

/** Where the frame's top edge is, for telling whether the host page shows it. */
const topMarker = css`
  position: absolute;
  top: 0;
  left: 0;
  width: 1px;
  height: 1px;
`;

/** What a frame's page is called in messages to the host page. */
type View = NonNullable<FrameRoute["page"]> | "form";

const viewOf = (route: FrameRoute | undefined): View =>
  !route?.page || route.page === "respond" ? "form" : route.page;

/**
 * The callout frame: the form (straight away, without the intro, as frames show it), then
 * thanks, gallery and map, with addresses under `/embed/callouts/<id>` that the browser's
 * back button follows. It tells the host page when the page or the slide changes and when a
 * response is sent, and keeps its top in view when that happens.
 */
export function CalloutFrame() {
  const [where, setWhere] = useState(() => ({ path: location.pathname, search: location.search }));
  const route = parseFramePath(where.path);
  const lang = new URLSearchParams(where.search).get("lang");
  const view = viewOf(route);
  const marker = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // Focus goes to the thank-you only right after a submission, never on a page's first load.
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    const onPopState = () => setWhere({ path: location.pathname, search: location.search });
    window.addEventListener("popstate", onPopState);
    const stopWatching = marker.current ? watchTop(marker.current) : undefined;
    return () => {
      window.removeEventListener("popstate", onPopState);
      stopWatching?.();
    };
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    sendToHost({ type: "page-changed", view });
    keepTopInView();
  }, [view, route?.id]);

  useEffect(() => {
    const { locale, currencyCode } = $general.get();
    void activateLocale(
      i18n,
      resolveLocale({ query: lang, settings: locale }),
      undefined,
      currencyCode,
    );
  }, [lang]);

  const navigation: CalloutNavigation = {
    base: FRAME_BASE,
    lang,
    embedded: true,
    navigate(path) {
      history.pushState(null, "", path);
      const url = new URL(path, location.href);
      setWhere({ path: url.pathname, search: url.search });
    },
  };

  return (
    <CalloutNavigationContext.Provider value={navigation}>
      <div className={frame}>
        <div ref={marker} className={topMarker} aria-hidden="true" />
        {route ? (
          <FramePage
            route={route}
            lang={lang}
            submitted={submitted}
            onSubmitted={(slug) => {
              setSubmitted(true);
              sendToHost({ type: "submitted", callout: slug });
              navigation.navigate(calloutPath(navigation, slug, "thanks"));
            }}
          />
        ) : (
          <NotFound />
        )}
      </div>
    </CalloutNavigationContext.Provider>
  );
}

interface FramePageProps {
  route: FrameRoute;
  lang: string | null;
  submitted: boolean;
  onSubmitted(slug: string): void;
}

function FramePage({ route, lang, submitted, onSubmitted }: FramePageProps) {
  const user = useStore($currentUser);
  const state = useStore(calloutQuery(route.id, lang));
  const page = route.page;
  // Nothing while the callout loads: the host page shows the loader's placeholder meanwhile.
  // Each lazy part waits on its own, so the form never waits for the language links.
  return (
    <QueryView
      state={state}
      read={calloutRead(route.id)}
      loading={null}
      failed={<FrameError />}
      notFound={<NotFound />}
    >
      {({ callout, variant }) => (
        <>
          {translated(callout) && (
            <CalloutHeader callout={callout} variant={variant} page={page} hideTitle />
          )}
          {page === "thanks" || page === "gallery" || page === "map" ? (
            <OtherPage page={page} callout={callout} user={user} submitted={submitted} />
          ) : (
            <RespondView
              callout={callout}
              user={user}
              onSubmitted={() => onSubmitted(callout.slug)}
              onSlideChange={(slideId) => {
                sendToHost({ type: "page-changed", view: "form", slideId });
                keepTopInView();
              }}
              membersOnly={(reason) => <MembersOnlyFrame slug={callout.slug} reason={reason} />}
            />
          )}
        </>
      )}
    </QueryView>
  );
}

function NotFound() {
  const { t } = useLingui();
  return (
    <Notice>
      <p>{t`This callout does not exist, or it is not open to the public yet.`}</p>
    </Notice>
  );
}
