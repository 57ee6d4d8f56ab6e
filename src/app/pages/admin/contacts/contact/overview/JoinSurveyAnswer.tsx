import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { calloutResponses } from "@core/callouts/api";
import { contentDocument } from "@core/content/api";
import { pathTo } from "@core/pages";
import { useQuery } from "@stores/query";
import { QueryView } from "@ui/query-view";
import { muted, textLink } from "@app/pages/admin/shared/styles";

/**
 * The contact's answer to the join survey (membership builder), as a fact of the overview:
 * a link to it, "not answered", or nothing when no survey is set.
 */
export function JoinSurveyAnswer({ contactId }: { contactId: string }) {
  const setup = useQuery(contentDocument("join/setup"));
  const slug = setup.status === "ready" ? setup.data.surveySlug : "";
  return slug ? <SurveyAnswer slug={slug} contactId={contactId} /> : null;
}

function SurveyAnswer({ slug, contactId }: { slug: string; contactId: string }) {
  const { t, i18n } = useLingui();
  const read = calloutResponses(slug, {
    limit: 1,
    sort: "createdAt",
    order: "DESC",
    with: ["callout"],
    rules: {
      condition: "AND",
      rules: [{ field: "contact", operator: "equal", value: [contactId] }],
    },
  });
  return (
    <>
      <dt>{t`Join survey`}</dt>
      <dd>
        <QueryView
          state={useQuery(read)}
          read={read}
          loading={t`Loading…`}
          failed={t`Couldn't load the answer`}
          layout="inline"
          className={muted}
          empty={<span className={muted}>{t`Not answered`}</span>}
          isEmpty={(page) => page.items.length === 0}
        >
          {({ items: [answer] }) =>
            answer && (
              <Link
                href={pathTo("/admin/callouts/view/:id/responses/:rid", {
                  id: answer.callout?.id ?? slug,
                  rid: answer.id,
                })}
                className={textLink}
              >
                {t`Answered on ${i18n.date(answer.createdAt, { dateStyle: "long" })}`}
              </Link>
            )
          }
        </QueryView>
      </dd>
    </>
  );
}
