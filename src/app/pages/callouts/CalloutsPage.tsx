import { css } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState, type FormEvent } from "react";
import type { ApiRead } from "@core/api/call";
import type { CalloutPage } from "@core/callouts/callout";
import { useQuery, type QueryState } from "@stores/query";
import { $currentUser } from "@stores/session";
import { Button } from "@ui/button";
import { Checkbox, TextField } from "@ui/form";
import { Pager } from "@ui/pager";
import { QueryView } from "@ui/query-view";
import { BigTitle, Heading, Text } from "@ui/typography";
import { useListParams } from "../../router/list-params";
import { ARCHIVE_PAGE_SIZE, ARCHIVE_PARAMS, archiveQuery, openQuery } from "./archive";
import { CalloutCard } from "@app/pages/shared/CalloutCard";

const page = css`
  display: flex;
  flex-direction: column;
  gap: 2rem;
  max-width: 56rem;
`;

const section = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const cards = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const search = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-end;

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

const OPEN_QUERY = openQuery();

/**
 * `/callouts`, for everyone: the open callouts, then the archive of ended ones with a title
 * search and, for people signed in, "only callouts I answered". The archive's search, filter
 * and page live in the address, so they survive a reload and the back button.
 */
export default function CalloutsPage() {
  const { t } = useLingui();
  const user = useStore($currentUser);
  const [params, go] = useListParams(ARCHIVE_PARAMS);
  const open = useQuery(OPEN_QUERY);
  const archiveRead = archiveQuery(params, user !== null);
  const archive = useQuery(archiveRead);
  const [query, setQuery] = useState(params.q);
  // A new address (back, forward) brings its own search text.
  const [shownQ, setShownQ] = useState(params.q);
  if (shownQ !== params.q) {
    setShownQ(params.q);
    setQuery(params.q);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: query.trim() });
  };
  const pages = archive.status === "ready" ? Math.ceil(archive.data.total / ARCHIVE_PAGE_SIZE) : 0;

  return (
    <div className={page}>
      <BigTitle>{t`Callouts`}</BigTitle>

      <section className={section} aria-labelledby="callouts-open">
        <Heading level={2} id="callouts-open">{t`Open callouts`}</Heading>
        <Cards state={open} read={OPEN_QUERY} empty={t`No callouts are open right now.`} />
      </section>

      <section className={section} aria-labelledby="callouts-archive">
        <Heading level={2} id="callouts-archive">{t`Archive`}</Heading>
        <form role="search" className={search} onSubmit={submit} aria-label={t`Archive`}>
          <TextField
            id="callouts-search"
            type="search"
            label={t`Search the archive`}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <Button type="submit" variant="primaryOutlined">{t`Search`}</Button>
          {params.q && (
            <Button
              variant="text"
              onClick={() => {
                setQuery("");
                go({ q: "" });
              }}
            >
              {t`Clear search`}
            </Button>
          )}
        </form>
        {user && (
          <Checkbox
            id="callouts-answered"
            label={t`Only callouts I answered`}
            checked={params.answered}
            onChange={(event) => go({ answered: event.currentTarget.checked })}
          />
        )}
        {archive.status === "ready" && (
          <Text size="sm" role="status">
            {plural(archive.data.total, { one: "# callout", other: "# callouts" })}
          </Text>
        )}
        <Cards
          state={archive}
          read={archiveRead}
          empty={
            params.q ? t`No ended callouts match your search.` : t`No callouts have ended yet.`
          }
        />
        <Pager
          page={params.page}
          pages={pages}
          onChange={(page) => go({ page })}
          label={t`Archive pages`}
        />
      </section>
    </div>
  );
}

function Cards(props: {
  state: QueryState<CalloutPage>;
  read: ApiRead<CalloutPage>;
  empty: string;
}) {
  const { t } = useLingui();
  return (
    <QueryView
      state={props.state}
      read={props.read}
      loading={t`Loading callouts`}
      failed={t`The callouts could not load. Please try again later.`}
      empty={<Text>{props.empty}</Text>}
      isEmpty={(page) => page.items.length === 0}
    >
      {(page) => (
        <ul className={cards}>
          {page.items.map((callout) => (
            <li key={callout.id}>
              <CalloutCard callout={callout} />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
