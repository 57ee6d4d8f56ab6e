import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import {
  calloutResponse,
  calloutReviewers,
  calloutTags,
  responseHistory,
  responseNeighbours,
  updateCalloutResponse,
} from "@core/callouts/api";
import type { Callout } from "@core/callouts/callout";
import type { CalloutResponse, CalloutResponseWith } from "@core/callouts/response";
import type { Answers } from "@core/forms/answer-structs";
import { pathTo } from "@core/pages";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, useQuery } from "@stores/query";
import { $currentUser } from "@stores/session";
import { QueryView } from "@ui/query-view";
import { Spinner } from "@ui/spinner";
import { Heading, Text } from "@ui/typography";
import { useListParams } from "@app/router/list-params";
import type { PageProps } from "@app/router/types";
import { card } from "@app/pages/shared/card";
import { BUCKET_IDS, bucketId } from "../../shared/buckets";
import { CalloutView } from "../shared/CalloutView";
import { senderOf } from "../shared/people";
import { refreshCallout } from "../shared/refresh";
import { muted, textLink } from "../../shared/styles";
import { assignables } from "../responses/filter-fields";
import {
  BUCKET_PARAM,
  RESPONSE_LIST_PARAMS,
  responseLinkSearch,
  type ResponseListParams,
} from "../responses/params";
import { checkedFilter, listRules } from "../responses/rules";
import { AnswersCard } from "./AnswersCard";
import { Comments, NEW_COMMENT_ID } from "./Comments";
import { focusWhenShown } from "./focus-when-shown";
import { HistoryList } from "./HistoryList";
import { useTriageKeys } from "./keyboard";
import { mapLinkOf } from "./map-link";
import { QueueNav } from "./QueueNav";
import { ResponsePickers, type Picking } from "./ResponsePickers";
import { TriagePanel } from "./TriagePanel";
import { useTriage } from "./useTriage";

/*
 * The answers and comments on the left of a wide screen, triage, sender and history on the
 * right; on a narrow one a single column in the markup's order (so focus follows what is
 * seen): the answers, triage, sender, history, then the comments.
 */
const layout = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;

  @media (min-width: 64rem) {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr);
    align-items: start;
  }
`;

const main = css`
  min-width: 0;

  @media (min-width: 64rem) {
    grid-column: 1;
  }
`;

const sideColumn = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  min-width: 0;

  @media (min-width: 64rem) {
    grid-column: 2;
    grid-row: 1 / span 2;
  }
`;

const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0;

  & dt {
    font-weight: 600;
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function Sender({ response, headingId }: { response: CalloutResponse; headingId: string }) {
  const { t, i18n } = useLingui();
  const sender = senderOf(response, i18n);
  const kinds = {
    contact: t`A contact of yours`,
    guest: t`A guest, with the details they gave`,
    anonymous: t`Nobody: the answer is anonymous`,
    hidden: t`This callout keeps who sent its responses from its reviewers.`,
  };
  const when = (iso: string) => i18n.date(iso, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className={card} aria-labelledby={headingId}>
      <Heading level={2} size="sm" id={headingId}>
        {t`Sent by`}
      </Heading>
      <dl className={facts}>
        <dt>{t`Who`}</dt>
        <dd>
          {sender.name}
          <br />
          <span className={muted}>{kinds[sender.kind]}</span>
        </dd>
        {sender.email && (
          <>
            <dt>{t`Email`}</dt>
            <dd>
              <a className={textLink} href={`mailto:${sender.email}`}>
                {sender.email}
              </a>
            </dd>
          </>
        )}
        <dt>{t`Sent`}</dt>
        <dd>
          <time dateTime={response.createdAt}>{when(response.createdAt)}</time>
        </dd>
        {response.updatedAt !== response.createdAt && (
          <>
            <dt>{t`Changed`}</dt>
            <dd>
              <time dateTime={response.updatedAt}>{when(response.updatedAt)}</time>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** What a response's page reads of it. */
const RESPONSE_WITH = [
  "answers",
  "assignee",
  "contact",
  "tags",
] as const satisfies CalloutResponseWith[];

function ResponseView({ callout, responseId }: { callout: Callout; responseId: string }) {
  const { t } = useLingui();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [params] = useListParams(RESPONSE_LIST_PARAMS);
  const response = useQuery(calloutResponse(responseId, RESPONSE_WITH));
  const loaded = response.status === "ready" ? response.data : undefined;
  const bucketGiven = new URLSearchParams(search).has(BUCKET_PARAM);

  // Opened on its own (a link in an email): its list is its bucket's, written into the
  // address so that list stays the same while it is triaged.
  useEffect(() => {
    if (bucketGiven || !loaded) return;
    const bucket = bucketId(loaded.bucket) ?? "inbox";
    navigate(`${path}${responseLinkSearch({ ...params, bucket })}`, { replace: true });
  }, [bucketGiven, loaded, navigate, path, params]);

  const listHref = `${pathTo("/admin/callouts/view/:id/responses", { id: callout.id })}${responseLinkSearch(params)}`;
  const back = (
    <p>
      <Link href={listHref} className={textLink}>
        {t`Back to the responses`}
      </Link>
    </p>
  );
  return (
    <QueryView
      state={response}
      read={calloutResponse(responseId, RESPONSE_WITH)}
      loading={t`Loading the response`}
      spinnerSize="lg"
      failed={
        <>
          <Heading level={2} size="sm">
            {t`The response could not be loaded`}
          </Heading>
          <Text>{t`Check your connection and try again.`}</Text>
          {back}
        </>
      }
      className={card}
      notFound={
        <section className={card} role="alert">
          <Heading level={2} size="sm">
            {t`Response not found`}
          </Heading>
          <Text>{t`It may have been deleted.`}</Text>
          {back}
        </section>
      }
      missingOn={[403, 404]}
    >
      {(data) =>
        bucketGiven ? (
          <LoadedResponse callout={callout} response={data} params={params} />
        ) : (
          // The address gets the response's bucket first (above).
          <Spinner size="lg" label={t`Loading the response`} />
        )
      }
    </QueryView>
  );
}

function LoadedResponse({
  callout,
  response: data,
  params,
}: {
  callout: Callout;
  response: CalloutResponse;
  params: ResponseListParams;
}) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const user = useStore($currentUser);
  const responseId = data.id;
  const { filter } = checkedFilter(params.rules, callout.formSchema);
  const rules = listRules(params.bucket, filter, { tag: params.tag, assignee: params.assignee });
  const neighbours = useQuery(
    responseNeighbours(responseId, { rules, sort: params.sort.column, order: params.sort.order }),
  );
  const history = useQuery(responseHistory(responseId));
  const tagsQuery = useQuery(calloutTags(callout.id));
  const reviewersQuery = useQuery(calloutReviewers(callout.id));
  const tags = tagsQuery.status === "ready" ? tagsQuery.data : [];
  const people = useMemo(
    () => assignables(reviewersQuery.status === "ready" ? reviewersQuery.data : [], user),
    [reviewersQuery, user],
  );
  const triage = useTriage(callout.id, data);
  const [picking, setPicking] = useState<Picking>();
  const [editing, setEditing] = useState(false);

  const linkSearch = responseLinkSearch(params);
  const hrefTo = (rid: string) =>
    `${pathTo("/admin/callouts/view/:id/responses/:rid", { id: callout.id, rid })}${linkSearch}`;
  const listHref = `${pathTo("/admin/callouts/view/:id/responses", { id: callout.id })}${linkSearch}`;
  const mapHref = mapLinkOf(callout, data);
  const near = neighbours.status === "ready" ? neighbours.data : undefined;
  const me = user ? { id: user.id, name: user.displayName } : undefined;

  const go = (rid: string | null | undefined, edge: string) => {
    if (rid) navigate(hrefTo(rid));
    else triage.say(edge);
  };
  const focusComment = () => focusWhenShown(NEW_COMMENT_ID);

  useTriageKeys({
    j: () => go(near?.next, t`This is the last response of the list.`),
    k: () => go(near?.previous, t`This is the first response of the list.`),
    "1": () => triage.moveTo(BUCKET_IDS[0]),
    "2": () => triage.moveTo(BUCKET_IDS[1]),
    "3": () => triage.moveTo(BUCKET_IDS[2]),
    t: () => setPicking("tags"),
    a: () => setPicking("assignee"),
    m: () => me && triage.assign(me),
    c: focusComment,
    e: () => setEditing(true),
    u: () => void triage.undo(),
    "?": () => setPicking("help"),
  });

  const saveAnswers = async (answers: Answers) => {
    const updated = await api.send(updateCalloutResponse(responseId, { answers }));
    refreshCallout(callout.id);
    setEditing(false);
    notify.success(
      t`The answers of response ${updated.number} are saved. The history keeps the earlier ones.`,
    );
  };

  return (
    <>
      <QueueNav
        listHref={listHref}
        hrefTo={hrefTo}
        near={near}
        result={triage.result}
        onHelp={() => setPicking("help")}
      />
      <div className={layout}>
        <div className={main}>
          <AnswersCard
            callout={callout}
            response={data}
            mapHref={mapHref}
            editing={editing}
            onEditing={setEditing}
            onSave={saveAnswers}
          />
        </div>
        <div className={sideColumn}>
          <TriagePanel
            response={data}
            triage={triage}
            onEditTags={() => setPicking("tags")}
            onAssign={() => setPicking("assignee")}
            onAssignToMe={me && data.assignee?.id !== me.id ? () => triage.assign(me) : undefined}
            headingId="response-triage"
          />
          <Sender response={data} headingId="response-sender" />
          <section className={card} aria-labelledby="response-history">
            <Heading level={2} size="sm" id="response-history">
              {t`History`}
            </Heading>
            <QueryView
              state={history}
              read={responseHistory(responseId)}
              loading={t`Loading the history`}
              failed={t`The history could not be loaded.`}
            >
              {(entries) => <HistoryList entries={entries} form={callout.formSchema} />}
            </QueryView>
          </section>
        </div>
        <div className={main}>
          <section className={card} aria-labelledby="response-comments">
            <Heading level={2} size="sm" id="response-comments">
              {t`Comments`}
            </Heading>
            <Comments
              responseId={responseId}
              onChanged={() => invalidate(responseHistory(responseId))}
            />
          </section>
        </div>
      </div>
      <ResponsePickers
        picking={picking}
        onClose={() => setPicking(undefined)}
        response={data}
        triage={triage}
        tags={tags}
        people={people}
        me={me}
      />
    </>
  );
}

/**
 * `/admin/callouts/view/:id/responses/:rid`: one response for triage. Its answers (pictures in
 * a lightbox, edits kept in the history), who sent it, its bucket, tags and assignee, comments
 * and history; previous and next within the list it was opened from (carried in the address),
 * and a keyboard queue over all of it.
 */
export default function ResponsePage({ params }: PageProps) {
  return (
    <CalloutView id={params.id ?? ""}>
      {(callout) => <ResponseView callout={callout} responseId={params.rid ?? ""} />}
    </CalloutView>
  );
}
