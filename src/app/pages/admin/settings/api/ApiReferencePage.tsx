import { css } from "@linaria/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { openApiDocument } from "@core/openapi/api";
import {
  HTTP_METHODS,
  resolveOperation,
  type OpenApiDocument,
  type OperationObject,
} from "@core/openapi/document";
import { useQuery } from "@stores/query";
import { TextField } from "@ui/form";
import { QueryView } from "@ui/query-view";
import { Heading, Text } from "@ui/typography";
import { textParam, useListParams } from "@app/router/list-params";
import { card } from "@app/pages/shared/card";
import { SettingsTabs } from "../SettingsTabs";
import { OperationView } from "./OperationView";
import { SchemaView, namedSchemaId } from "./SchemaView";

const page = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 64rem;
`;

const operations = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const code = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
`;

const contents = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LIST_PARAMS = { q: textParam() };

/** A tag as an element id: tags hold spaces, which `aria-labelledby` would split on. */
const tagId = (tag: string) => `api-tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

interface Entry {
  verb: string;
  route: string;
  operation: OperationObject;
}

/** The document's operations grouped by tag, in the document's order, narrowed by a search. */
function groups(document: OpenApiDocument, query: string): [string, Entry[]][] {
  const needle = query.trim().toLowerCase();
  const byTag = new Map<string, Entry[]>();
  for (const [route, item] of Object.entries(document.paths)) {
    for (const verb of HTTP_METHODS) {
      const operation = item[verb];
      if (!operation) continue;
      const haystack = `${verb} ${route} ${operation.summary}`.toLowerCase();
      if (needle && !haystack.includes(needle)) continue;
      const tag = operation.tags?.[0] ?? "api";
      byTag.set(tag, [
        ...(byTag.get(tag) ?? []),
        { verb, route, operation: resolveOperation(document, operation) },
      ]);
    }
  }
  return [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The API reference, rendered from `/api/1.0/openapi.json`: each route with who may call it,
 * its parameters, body and answers, grouped by resource and searchable (the search is kept in
 * the address).
 */
export default function ApiReferencePage() {
  const { t } = useLingui();
  const read = openApiDocument();
  const state = useQuery(read);
  const [params, go] = useListParams(LIST_PARAMS);
  const document = state.status === "ready" ? state.data : undefined;
  const grouped = useMemo(() => (document ? groups(document, params.q) : []), [document, params.q]);
  const count = grouped.reduce((sum, [, entries]) => sum + entries.length, 0);
  const base = `${window.location.origin}${document?.servers?.[0]?.url ?? "/api/1.0"}`;

  return (
    <div className={page}>
      <SettingsTabs />
      <div>
        <Heading level={1}>{t`API reference`}</Heading>
        <Text>
          <Trans>
            Every route of this server's API. Send requests to <code className={code}>{base}</code>{" "}
            with an API key in the header{" "}
            <code className={code}>{"Authorization: Bearer <key>"}</code>.
          </Trans>{" "}
          <a href="/api/1.0/openapi.json" download="agora-openapi.json">
            {t`Download the OpenAPI document`}
          </a>
        </Text>
      </div>

      <QueryView
        state={state}
        read={read}
        loading={t`Loading the API reference`}
        failed={t`We couldn't load the API reference.`}
        className={card}
      />
      {document && (
        <>
          <div className={card} role="search">
            <TextField
              id="api-reference-search"
              label={t`Find a route`}
              hint={t`A path, method or word of its summary, such as “notice” or “POST”.`}
              value={params.q}
              onChange={(event) => go({ q: event.target.value })}
            />
            <p aria-live="polite">{count === 1 ? t`1 route` : t`${count} routes`}</p>
          </div>
          {grouped.length === 0 && (
            <div className={card}>
              <Text>{t`No route matches “${params.q}”.`}</Text>
            </div>
          )}
          {grouped.length > 1 && (
            <nav className={card} aria-label={t`Resources`}>
              <ul className={contents}>
                {grouped.map(([tag, entries]) => (
                  <li key={tag}>
                    <a href={`#${tagId(tag)}`}>
                      {tag} ({entries.length})
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {grouped.map(([tag, entries]) => (
            <section key={tag} className={card} aria-labelledby={tagId(tag)}>
              <Heading level={2} size="md" id={tagId(tag)}>
                {tag}
              </Heading>
              <div className={operations}>
                {entries.map(({ verb, route, operation }) => (
                  <OperationView
                    key={operation.operationId}
                    verb={verb}
                    route={route}
                    operation={operation}
                  />
                ))}
              </div>
            </section>
          ))}
          <section className={card} aria-labelledby="api-named-schemas">
            <Heading level={2} size="md" id="api-named-schemas">
              {t`Named schemas`}
            </Heading>
            <Text>{t`A field described by one of these names takes what it describes here.`}</Text>
            {Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => (
              <div key={name}>
                <Heading level={3} size="sm" className={code} id={namedSchemaId(name)}>
                  {name}
                </Heading>
                <SchemaView schema={schema} />
              </div>
            ))}
          </section>
        </>
      )}
    </div>
  );
}
