import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { EmailTemplateSummary } from "../../../../../core/email";
import { emailTemplateList } from "../../../../../core/email/api";
import { LOCALE_INFO, type Locale } from "../../../../../core/i18n";
import { invalidate, useQuery } from "../../../../../stores/query";
import { DataTable, useTableQuery, type Column } from "../../../../../ui/table";
import { Heading, Text } from "../../../../../ui/typography";
import { card } from "../../../card";
import { AUDIENCE_WORDS, templateWords } from "./template-words";

const own = css`
  color: rgb(var(--c-success-text));
  font-weight: 600;
`;

/** Every email Agora sends: when, to whom, and whether the organisation has its own text. */
export function TemplateList({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui();
  const list = useQuery(emailTemplateList());
  const table = useTableQuery(list, (items) => ({ rows: items, total: items.length }));
  const language = LOCALE_INFO[locale].name;

  const columns: Column<EmailTemplateSummary>[] = [
    {
      id: "name",
      header: t`Email`,
      cell: (template) => (
        <Link href={`/admin/settings/email/${encodeURIComponent(template.id)}`}>
          {i18n._(templateWords(template.id).name)}
        </Link>
      ),
    },
    {
      id: "sent",
      header: t`Sent`,
      cell: (template) => {
        const sent = templateWords(template.id).sent;
        return sent ? i18n._(sent) : "–";
      },
    },
    {
      id: "audience",
      header: t`Goes to`,
      cell: (template) => i18n._(AUDIENCE_WORDS[template.audience]),
    },
    {
      id: "text",
      header: t`Text in ${language}`,
      cell: (template) =>
        template.customised.includes(locale) ? (
          <span className={own}>{t`Your own`}</span>
        ) : (
          t`Built-in`
        ),
    },
  ];

  return (
    <section className={card} aria-labelledby="email-templates-heading">
      <Heading level={2} size="md" id="email-templates-heading">
        {t`Emails`}
      </Heading>
      <Text>{t`Agora sends these emails in your organisation's language (${language}). Open one to reword it, preview it and send yourself a test.`}</Text>
      <DataTable<EmailTemplateSummary>
        {...table}
        caption={t`Emails`}
        captionHidden
        columns={columns}
        rowKey={(template) => template.id}
        rowLabel={(template) => i18n._(templateWords(template.id).name)}
        errorMessage={t`We couldn't load the emails.`}
        onRetry={() => invalidate(emailTemplateList())}
        emptyMessage={t`There are no emails.`}
      />
    </section>
  );
}
