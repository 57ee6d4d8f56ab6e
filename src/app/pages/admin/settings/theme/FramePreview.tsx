import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { openCallouts } from "@core/callouts/api";
import type { Theme } from "@core/theme/schema";
import { useQuery } from "@stores/query";
import { QueryView } from "@ui/query-view";
import { Text } from "@ui/typography";
import { loadThemeFonts } from "@ui/theme";
import { paintFrame } from "./frame-theme";

const frameStyle = css`
  display: block;
  width: 100%;
  min-height: 12rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.25rem;
  background-color: rgb(var(--c-white));
`;

/**
 * A real frame, as an article embeds it, painted in the theme being edited (not saved: see
 * `paintFrame`). It grows with its content.
 */
export function FramePreview({
  src,
  title,
  theme,
  locale,
}: {
  src: string;
  title: string;
  theme: Theme;
  locale: string;
}) {
  // `theme` is the same object while the theme is: each new one repaints the frame.
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>();
  const [loadedAt, setLoadedAt] = useState(0);

  // Each change of the theme, and each time the frame (re)loads, paints it.
  useEffect(() => {
    const element = frame.current;
    if (!element || loadedAt === 0) return;
    paintFrame(element, theme);
    // The fonts' rules exist once the dashboard has loaded them.
    let current = true;
    void loadThemeFonts(theme, locale).then(() => {
      if (current && frame.current) paintFrame(frame.current, theme);
    });
    return () => {
      current = false;
    };
  }, [theme, locale, loadedAt]);

  // The frame's height follows its content, as the loader makes it on a host page.
  useEffect(() => {
    const body = frame.current?.contentDocument?.body;
    if (!body || loadedAt === 0) return;
    const fit = () => setHeight(frame.current?.contentDocument?.documentElement.scrollHeight);
    const observer = new ResizeObserver(fit);
    observer.observe(body);
    fit();
    return () => observer.disconnect();
  }, [loadedAt]);

  return (
    <iframe
      ref={frame}
      className={frameStyle}
      title={title}
      src={src}
      onLoad={() => setLoadedAt(Date.now())}
      style={height ? { height: `${height}px` } : undefined}
    />
  );
}

/** The frame of the newest open callout (one that guests answer, if any). */
export function CalloutFramePreview({ theme, locale }: { theme: Theme; locale: string }) {
  const { t } = useLingui();
  // A few, to show one that guests can answer: a members-only one shows admins who are not
  // members a sign-in prompt instead of its questions.
  const read = openCallouts(10, [], false);
  return (
    <QueryView
      state={useQuery(read)}
      read={read}
      loading={t`Loading a callout`}
      failed={<Text size="sm">{t`We couldn't load a callout to show.`}</Text>}
    >
      {({ items }) => {
        const callout = items.find((item) => item.access !== "member") ?? items[0];
        if (!callout) return <Text size="sm">{t`Open a callout to see its frame here.`}</Text>;
        return (
          <FramePreview
            src={`/embed/callouts/${encodeURIComponent(callout.slug)}`}
            title={t`Preview of the callout “${callout.title}” as articles embed it`}
            theme={theme}
            locale={locale}
          />
        );
      }}
    </QueryView>
  );
}
