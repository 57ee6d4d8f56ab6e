import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { JoinContent, PaymentContent } from "@core/content";
import { $general } from "@stores/settings";
import { JoinForm } from "@ui/join-form/JoinForm";
import { Text } from "@ui/typography";
import { previewCard, previewColumn, previewNote, previewStage } from "./builder-styles";

export interface JoinFormPreviewProps {
  /** The join document as the builder's unsaved values make it. */
  draft: JoinContent;
  payment: PaymentContent;
  backgroundUrl: string;
}

/** The real join form beside the builder, working as readers see it and sending nothing. */
export function JoinFormPreview({ draft, payment, backgroundUrl }: JoinFormPreviewProps) {
  const { t } = useLingui();
  const general = useStore($general);
  return (
    <aside className={previewColumn} aria-label={t`Preview of the join form`}>
      <Text
        className={previewNote}
      >{t`Preview: it works as readers see it, and sends nothing.`}</Text>
      <div
        className={previewStage}
        style={backgroundUrl ? { backgroundImage: `url("${backgroundUrl}")` } : {}}
      >
        <div className={previewCard}>
          <JoinForm
            key={JSON.stringify(draft)}
            settings={{ join: draft, payment, general }}
            query={new URLSearchParams()}
            preview
          />
        </div>
      </div>
    </aside>
  );
}
