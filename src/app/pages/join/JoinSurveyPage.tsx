import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useLocation } from "wouter";
import type { JoinSetupContent } from "@core/content";
import { contentDocument } from "@core/content/api";
import { useQuery } from "@stores/query";
import { $currentUser } from "@stores/session";
import { Button } from "@ui/button";
import { ContentBlock } from "@ui/callout-form/ContentBlock";
import { RespondView } from "@ui/callout/RespondView";
import { calloutQuery } from "@ui/callout/callout-query";
import { Spinner } from "@ui/spinner";
import { Text } from "@ui/typography";
import { AuthPanel } from "@app/pages/shared/AuthPanel";
import { MembersOnlyPrompt } from "@app/pages/shared/MembersOnlyPrompt";

const PROFILE = "/profile?welcomeMessage=true";

const skipRow = css`
  display: flex;
  justify-content: flex-end;
`;

/**
 * `/join/survey` (B3): the organisation's questions for new members, the survey callout's
 * form; skippable unless required. A survey that cannot load does not hold the member up.
 */
export default function JoinSurveyPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const setup = useQuery(contentDocument("join/setup"));
  const missing = setup.status === "failed" || (setup.status === "ready" && !setup.data.surveySlug);
  useEffect(() => {
    if (missing) navigate(PROFILE, { replace: true });
  }, [missing, navigate]);
  if (setup.status !== "ready" || !setup.data.surveySlug) {
    return <Spinner size="lg" label={t`Loading`} />;
  }
  return <Survey setup={setup.data} onDone={() => navigate(PROFILE, { replace: true })} />;
}

function Survey({ setup, onDone }: { setup: JoinSetupContent; onDone(): void }) {
  const { t } = useLingui();
  const user = useStore($currentUser);
  const state = useStore(calloutQuery(setup.surveySlug, undefined));
  // Not a page of its own: a survey that cannot load (or is gone) lets the member go on.
  const unusable = state.status === "failed";
  useEffect(() => {
    if (unusable) onDone();
  }, [unusable, onDone]);
  if (state.status !== "ready") return <Spinner size="lg" label={t`Loading`} />;
  return (
    <AuthPanel heading={t`A few questions`}>
      {setup.surveyText && <ContentBlock html={setup.surveyText} />}
      <RespondView
        id="join-survey"
        callout={state.data.callout}
        user={user}
        onSubmitted={onDone}
        membersOnly={(reason) => <MembersOnlyPrompt reason={reason} />}
      />
      {!setup.surveyRequired && (
        <div className={skipRow}>
          <Button variant="text" onClick={onDone}>
            {t`Skip the questions`}
          </Button>
        </div>
      )}
      {setup.surveyRequired && (
        <Text size="sm">{t`Please answer these questions to finish joining.`}</Text>
      )}
    </AuthPanel>
  );
}
