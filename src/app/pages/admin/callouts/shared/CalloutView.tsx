import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { staffCallout } from "@core/callouts/api";
import type { Callout } from "@core/callouts/callout";
import { pathTo } from "@core/pages";
import { useQuery } from "@stores/query";
import { QueryView } from "@ui/query-view";
import { Tabs } from "@ui/tabs";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { StatusBadge } from "./status";
import { pageStack, textLink } from "../../shared/styles";

const header = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const titleRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
`;

const breadcrumb = css`
  font-size: 0.9375rem;
`;

/** A staff page of one callout: its callout, once loaded. */
export type CalloutPageContent = (callout: Callout) => ReactNode;

/**
 * The frame of a callout's staff pages: the way back to the list, its title and status, and
 * tabs for its overview, responses, and tags and reviewers. The callout loads once for all of
 * them (`staffCallout`, kept between them); a callout that does not exist, or that the person does not review, says so.
 */
export function CalloutView({ id, children }: { id: string; children: CalloutPageContent }) {
  const { t } = useLingui();
  const callout = useQuery(staffCallout(id));

  // Anyone may read a published callout; only its staff get its response count.
  if (callout.status !== "ready" || callout.data.responseCount === undefined) {
    const notFound = (
      <section className={card} role="alert">
        <Heading level={1} size="lg">
          {t`Callout not found`}
        </Heading>
        <Text>{t`This callout doesn't exist, or you don't review it.`}</Text>
        <p>
          <Link href={pathTo("/admin/callouts")} className={textLink}>
            {t`Back to the callouts`}
          </Link>
        </p>
      </section>
    );
    return (
      <div className={pageStack}>
        {callout.status === "ready" ? (
          notFound
        ) : (
          <QueryView
            state={callout}
            read={staffCallout(id)}
            loading={t`Loading the callout`}
            spinnerSize="lg"
            failed={
              <>
                <Heading level={1} size="lg">
                  {t`The callout could not be loaded`}
                </Heading>
                <Text>{t`Check your connection and try again.`}</Text>
              </>
            }
            className={card}
            notFound={notFound}
            missingOn={[403, 404]}
          />
        )}
      </div>
    );
  }

  const data = callout.data;
  return (
    <div className={pageStack}>
      <div className={header}>
        <nav aria-label={t`Breadcrumb`} className={breadcrumb}>
          <Link href={pathTo("/admin/callouts")} className={textLink}>
            {t`Callouts`}
          </Link>
        </nav>
        <div className={titleRow}>
          <Heading level={1} size="lg">
            {data.title || t`Untitled callout`}
          </Heading>
          <StatusBadge status={data.status} />
        </div>
      </div>
      <Tabs
        label={t`Callout`}
        tabs={[
          { href: pathTo("/admin/callouts/view/:id", { id }), label: t`Overview` },
          {
            href: pathTo("/admin/callouts/view/:id/responses", { id }),
            label: t`Responses`,
            count: data.responseCount,
          },
          {
            href: pathTo("/admin/callouts/view/:id/responses/tags", { id }),
            label: t`Tags and reviewers`,
          },
        ]}
      />
      {children(data)}
    </div>
  );
}
