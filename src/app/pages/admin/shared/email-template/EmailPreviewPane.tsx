import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { EmailPreview } from "@core/email";
import { previewEmail } from "@core/email/api";
import type { Locale } from "@core/i18n";
import { api } from "@stores/api";
import { Text } from "@ui/typography";

/** How long typing pauses before the preview asks for the new text. */
const PAUSE_MS = 400;

const frame = css`
  display: block;
  width: 100%;
  min-height: 20rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.25rem;
  background-color: #f4f4f6;
`;

const subjectLine = css`
  margin: 0 0 0.75rem;
  overflow-wrap: anywhere;
  & strong {
    margin-inline-end: 0.5rem;
  }
`;

const status = css`
  min-height: 1.25rem;
  font-size: 0.875rem;
  color: rgb(var(--c-body-muted));
`;

export interface EmailPreviewPaneProps {
  templateId: string;
  locale: Locale;
  subject: string;
  body: string;
}

/**
 * The email as it will arrive, rendered by the server (sample values, the organisation's
 * footer), following the text as it is written. It shows in a frame that runs no script and
 * takes the height of the email.
 */
export function EmailPreviewPane({ templateId, locale, subject, body }: EmailPreviewPaneProps) {
  const { t } = useLingui();
  const asked = JSON.stringify([templateId, locale, subject, body]);
  // The last answer, and which text it was for; the last text that failed.
  const [shown, setShown] = useState<{ for: string; preview: EmailPreview }>();
  const [failedFor, setFailedFor] = useState<string>();
  const [height, setHeight] = useState<number>();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const preview = shown?.preview;
  const state = shown?.for === asked ? "ready" : failedFor === asked ? "failed" : "loading";

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      api
        .send(previewEmail(templateId, { locale, subject, body }))
        .then((answer) => {
          if (current) setShown({ for: asked, preview: answer });
        })
        .catch(() => {
          if (current) setFailedFor(asked);
        });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asked, templateId, locale, subject, body]);

  const fit = () => {
    const document = frameRef.current?.contentDocument;
    if (document) setHeight(document.documentElement.scrollHeight + 2);
  };

  return (
    <div>
      <p className={status} role="status">
        {state === "loading" && preview
          ? t`Updating the preview…`
          : state === "failed"
            ? t`The preview could not be updated. It shows the last text that worked.`
            : ""}
      </p>
      {preview ? (
        <>
          <p className={subjectLine}>
            <strong>{t`Subject:`}</strong>
            {preview.subject}
          </p>
          <iframe
            ref={frameRef}
            className={frame}
            title={t`Preview of the email`}
            // No scripts; the same origin only so the frame's height can be read.
            sandbox="allow-same-origin"
            srcDoc={preview.html}
            onLoad={fit}
            style={height ? { height: `${height}px` } : undefined}
          />
        </>
      ) : state === "failed" ? null : (
        <Text size="sm">{t`Loading the preview…`}</Text>
      )}
    </div>
  );
}
