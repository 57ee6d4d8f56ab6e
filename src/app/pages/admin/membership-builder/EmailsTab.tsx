import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useLocation, useSearch } from "wouter";
import { emailTemplate } from "@core/email/api";
import { parseLocale, type Locale } from "@core/i18n";
import { useQuery } from "@stores/query";
import { $general } from "@stores/settings";
import { Select } from "@ui/form";
import { QueryView } from "@ui/query-view";
import { card } from "@app/pages/shared/card";
import { TemplateEditor } from "../shared/email-template/TemplateEditor";
import { templateWords } from "../shared/email-template/template-words";
import { settingsLoadWords } from "../shared/settings-load-words";

/** A choice among six names: no wider than a name and its hint need. */
const choice = css`
  max-width: 36rem;
`;

/** The emails of joining and contributing, in the order a member meets them. */
export const MEMBERSHIP_EMAILS = [
  "welcome",
  "cancelled-contribution",
  "contribution-didnt-start",
  "payment-failed",
  "contribution-ended-failed",
  "manual-to-automatic",
] as const;
type MembershipEmail = (typeof MEMBERSHIP_EMAILS)[number];

/**
 * The membership emails, one at a time (`?email=`, in `?locale=`), in the same editor as the
 * email settings: merge fields, a live preview, a test to oneself, the built-in text back.
 */
export function EmailsTab() {
  const { t, i18n } = useLingui();
  const [path, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const general = useStore($general);
  const organisationLocale = parseLocale(general.locale) ?? "en";
  const id: MembershipEmail =
    MEMBERSHIP_EMAILS.find((email) => email === query.get("email")) ?? MEMBERSHIP_EMAILS[0];
  const locale = parseLocale(query.get("locale")) ?? organisationLocale;
  const loaded = useQuery(emailTemplate(id, locale));
  const words = templateWords(id);

  const go = (change: { email?: string; locale?: Locale }) => {
    const next = new URLSearchParams(query);
    if (change.email !== undefined) {
      next.set("email", change.email);
      next.delete("locale");
    }
    if (change.locale !== undefined) {
      if (change.locale === organisationLocale) next.delete("locale");
      else next.set("locale", change.locale);
    }
    navigate(`${path}?${next.toString()}`, { replace: true });
  };

  return (
    <>
      <div className={card}>
        <Select
          id="builder-email-choice"
          className={choice}
          label={t`Email`}
          value={id}
          hint={words.sent ? i18n._(words.sent) : undefined}
          onChange={(event) => go({ email: event.target.value })}
          options={MEMBERSHIP_EMAILS.map((email) => ({
            value: email,
            label: i18n._(templateWords(email).name),
          }))}
        />
      </div>
      <QueryView
        state={loaded}
        read={emailTemplate(id, locale)}
        {...settingsLoadWords(i18n)}
        className={card}
      >
        {(template) => (
          <TemplateEditor
            key={`${template.id}-${template.locale}-${template.customised?.updatedAt ?? ""}`}
            template={template}
            organisationLocale={organisationLocale}
            onLocaleChange={(next) => go({ locale: next })}
          />
        )}
      </QueryView>
    </>
  );
}
