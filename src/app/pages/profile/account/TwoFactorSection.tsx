import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { ContactMfa } from "@core/auth";
import { notify } from "@stores/notifications";
import { myMfa } from "@core/contacts/api";
import { invalidate, setQueryData, useQuery } from "@stores/query";
import { Button } from "@ui/button";
import { QueryView } from "@ui/query-view";
import { Text } from "@ui/typography";
import { useFocusAfterRender } from "@app/pages/shared/useFocusAfterRender";
import { AccountSection } from "@app/pages/shared/account/AccountSection";
import { DISABLE_HEADING_ID, TwoFactorDisable } from "./TwoFactorDisable";
import { SETUP_HEADING_ID, TwoFactorSetup } from "./TwoFactorSetup";

type Status = "loading" | "failed" | "on" | "off";
type Step = "status" | "setup" | "disable";

const HEADING_ID = "account-mfa";
const MFA = myMfa();
const START_ID = "account-mfa-start";

/** Whether a code from an authenticator app is needed to log in, and turning that on or off. */
export function TwoFactorSection({ email }: { email: string }) {
  const { t } = useLingui();
  const mfa = useQuery(MFA);
  const status: Status = mfa.status === "ready" ? (mfa.data ? "on" : "off") : mfa.status;
  const [step, setStep] = useState<Step>("status");
  const focusAfterRender = useFocusAfterRender();

  const go = (next: Step, focus: string) => {
    focusAfterRender(focus);
    setStep(next);
  };

  const turnedOn = () => {
    // On at once; the method's record (its id) comes with the next read.
    setQueryData(MFA, { id: "", type: "totp" } satisfies ContactMfa);
    invalidate(MFA);
    go("status", HEADING_ID);
    notify.success(
      t`Two-factor authentication is on. You'll need a code from your app each time you log in.`,
    );
  };

  const turnedOff = () => {
    setQueryData(MFA, undefined);
    go("status", HEADING_ID);
    notify.warning(t`Two-factor authentication is off.`);
  };

  return (
    <AccountSection id={HEADING_ID} heading={t`Two-factor authentication`}>
      <QueryView
        state={mfa}
        read={MFA}
        loading={t`Loading`}
        failed={t`We couldn't check whether two-factor authentication is on.`}
      />
      {status === "off" && step === "status" && (
        <>
          <Text>{t`Two-factor authentication is off. Turn it on to need a code from an authenticator app on your phone, as well as your password, to log in. Someone who learns your password still can't get in.`}</Text>
          <div>
            <Button id={START_ID} onClick={() => go("setup", SETUP_HEADING_ID)}>
              {t`Set up two-factor authentication`}
            </Button>
          </div>
        </>
      )}
      {status === "on" && step === "status" && (
        <>
          <Text>{t`Two-factor authentication is on: logging in needs your password and a code from your authenticator app.`}</Text>
          <div>
            <Button
              id={START_ID}
              variant="dangerOutlined"
              onClick={() => go("disable", DISABLE_HEADING_ID)}
            >
              {t`Turn off two-factor authentication`}
            </Button>
          </div>
        </>
      )}
      {step === "setup" && (
        <TwoFactorSetup account={email} onDone={turnedOn} onCancel={() => go("status", START_ID)} />
      )}
      {step === "disable" && (
        <TwoFactorDisable onDone={turnedOff} onCancel={() => go("status", START_ID)} />
      )}
    </AccountSection>
  );
}
