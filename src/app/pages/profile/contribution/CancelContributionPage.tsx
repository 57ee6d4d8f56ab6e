import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { cancelContribution, contribution } from "@core/contributions/api";
import { api } from "@stores/api";
import { invalidate, useQuery } from "@stores/query";
import { Button, LinkButton } from "@ui/button";
import { formActions } from "@ui/form";
import { FieldError } from "@ui/form/FieldParts";
import { messageForApiError } from "@ui/form/apiErrorMessage";
import { BigTitle, Text } from "@ui/typography";
import { CancellationEnd } from "./CancellationEnd";

const actions = css`
  margin-top: 1.5rem;
`;

/** `/profile/contribution/cancel`: a last word, a way back, and the cancellation. */
export default function CancelContributionPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const info = useQuery(contribution());

  const cancel = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await api.send(cancelContribution());
      invalidate(contribution());
      navigate("/profile/contribution?cancelled", { replace: true });
    } catch (error) {
      const message = messageForApiError(error);
      setFailure(message && i18n._(message));
      setBusy(false);
    }
  };

  return (
    <div>
      <BigTitle>{t`We're sorry to see you go`}</BigTitle>
      <Text>{t`No further payments are taken.`}</Text>
      <Text>
        <CancellationEnd state={info.status === "ready" ? info.data.membership : undefined} />
      </Text>
      <Text>{t`You can start contributing again at any time.`}</Text>
      {failure && (
        <div role="alert">
          <FieldError id="cancel-failure">{failure}</FieldError>
        </div>
      )}
      <div className={`${formActions} ${actions}`}>
        <Link href="/profile/contribution" asChild>
          <LinkButton href="/profile/contribution" variant="primaryOutlined">
            {t`Keep my contribution`}
          </LinkButton>
        </Link>
        <Button variant="danger" loading={busy} onClick={() => void cancel()}>
          {t`Cancel my contribution`}
        </Button>
      </div>
    </div>
  );
}
