import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { EmailTemplateSummary } from "@core/email";
import { emailTemplateList } from "@core/email/api";
import { EMAIL_TOPICS, type EmailTopic } from "@core/email/descriptions";
import { LOCALE_INFO, type Locale } from "@core/i18n";
import { invalidate, useQuery } from "@stores/query";
import { DataTable, useTableQuery, type Column } from "@ui/table";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { TOPIC_WORDS, templateWords } from "../../shared/email-template/template-words";

const own = css`
  color: rgb(var(--c-success-text));
  font-weight: 600;
`;

const group = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const topicOf = (template: EmailTemplateSummary): EmailTopic | "other" =>
  templateWords(template.id).topic ?? "other";

/**
 * Every email Agora sends, by what it is about: when each is sent, and whether the
 * organisation has its own text. The team's emails are listed apart.
 */
export function TemplateList({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui();
  const list = useQuery(emailTemplateList());
  const table = useTableQuery(list, (items) => ({ rows: items, total: items.length }));
  const language = LOCALE_INFO[locale].name;

  const columns: Column<EmailTemplateSummary>[] = [
    {
      id: "name",
      header: t`Email`,
      width: "30%",
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
      id: "text",
      header: t`Text in ${language}`,
      width: "9rem",
      cell: (template) =>
        template.customised.includes(locale) ? (
          <span className={own}>{t`Your own`}</span>
        ) : (
          t`Built-in`
        ),
    },
  ];
  const tableProps = {
    columns,
    rowKey: (template: EmailTemplateSummary) => template.id,
    rowLabel: (template: EmailTemplateSummary) => i18n._(templateWords(template.id).name),
    // On a phone three columns leave a word a line: each email as a card instead.
    narrowAsCards: true,
  };

  const rows = table.rows;
  const topics = [...EMAIL_TOPICS, "other" as const].filter((topic) =>
    rows?.some((template) => topicOf(template) === topic),
  );
  return (
    <section className={card} aria-labelledby="email-templates-heading">
      <Heading level={2} size="md" id="email-templates-heading">
        {t`Emails`}
      </Heading>
      <Text>{t`Agora sends these emails in your organisation's language (${language}). Open one to reword it, preview it and send yourself a test.`}</Text>
      {rows && !table.failed ? (
        topics.map((topic) => (
          <div key={topic} className={group}>
            <Heading level={3} size="sm" id={`email-topic-${topic}`}>
              {i18n._(TOPIC_WORDS[topic])}
            </Heading>
            <DataTable<EmailTemplateSummary>
              {...tableProps}
              caption={i18n._(TOPIC_WORDS[topic])}
              captionHidden
              rows={rows.filter((template) => topicOf(template) === topic)}
            />
          </div>
        ))
      ) : (
        <DataTable<EmailTemplateSummary>
          {...tableProps}
          {...table}
          caption={t`Emails`}
          captionHidden
          errorMessage={t`We couldn't load the emails.`}
          onRetry={() => invalidate(emailTemplateList())}
        />
      )}
    </section>
  );
}
