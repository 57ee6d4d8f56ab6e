import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { Answers } from "@core/forms/answer-structs";
import { $general } from "@stores/settings";
import { CalloutForm } from "@ui/callout-form";
import { Notice } from "@ui/callout/Notice";
import type { ReaderCallout } from "@ui/callout/types";

/**
 * The staff's preview of a callout readers cannot open yet (`?preview`, for admins and its
 * reviewers): said so at the top, and its form to go through, slide by slide, sending nothing.
 */
export function CalloutPreviewBanner({ callout }: { callout: ReaderCallout }) {
  const { t, i18n } = useLingui();
  return (
    <Notice>
      <p role="status">
        <strong>{t`Preview: not published`}</strong>
      </p>
      <p>
        {callout.status === "scheduled" && callout.starts
          ? t`Readers can open this callout from ${i18n.date(callout.starts, { dateStyle: "long", timeStyle: "short" })}. Until then only its staff see this page.`
          : t`Readers cannot open this draft: only its staff see this page.`}
      </p>
    </Notice>
  );
}

/** The form of a callout in preview: its slides and buttons, nothing to send. */
export function CalloutPreviewForm({ callout }: { callout: ReaderCallout }) {
  const { currencySymbol } = useStore($general);
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <CalloutForm
      id="callout"
      form={callout.formSchema}
      answers={answers}
      onAnswersChange={setAnswers}
      onSubmit={() => undefined}
      currencySymbol={currencySymbol}
      preview
    />
  );
}
