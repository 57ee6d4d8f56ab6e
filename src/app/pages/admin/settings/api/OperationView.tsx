import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { OperationObject } from "@core/openapi/document";
import { Heading } from "@ui/typography";
import { SchemaView, useSchemaWords } from "./SchemaView";

const details = css`
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.375rem;
  & > summary {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.75rem;
    padding: 0.625rem 0.75rem;
    cursor: pointer;
  }
  & > summary:focus-visible {
    outline: 3px solid rgb(var(--c-link));
    outline-offset: 2px;
  }
  &[open] > summary {
    border-bottom: 1px solid rgb(var(--c-grey-light));
  }
`;

const panel = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 0.75rem 0.75rem 1rem;
  & p {
    margin: 0;
  }
`;

const method = css`
  display: inline-block;
  min-width: 4rem;
  padding: 0.125rem 0.375rem;
  border-radius: 0.25rem;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.8125rem;
  font-weight: 700;
  text-align: center;
  color: rgb(var(--c-white));
  background-color: rgb(var(--c-primary));
`;

const destructive = css`
  background-color: rgb(var(--c-danger));
`;

const path = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const muted = css`
  color: var(--c-body-muted);
`;

const table = css`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    padding: 0.375rem 0.5rem;
    border-bottom: 1px solid rgb(var(--c-grey-light));
    text-align: left;
    vertical-align: top;
  }
  & code {
    font-weight: 600;
  }
`;

type Access = "anyone" | "loggedIn" | "selfOrAdmin" | "reviewer" | "admin" | "superadmin";

/** One route of the API: what it takes, who may call it, and what it answers. */
export function OperationView({
  verb,
  route,
  operation,
}: {
  verb: string;
  route: string;
  operation: OperationObject;
}) {
  const { t } = useLingui();
  const { words } = useSchemaWords();
  const access = operation["x-access"] as Access | undefined;
  const accessWords: Record<Access, string> = {
    anyone: t`Anyone`,
    loggedIn: t`Signed-in contacts and API keys`,
    selfOrAdmin: t`The contact named by id (or me), and admins`,
    reviewer: t`Admins and the callout's reviewers`,
    admin: t`Admins and API keys`,
    superadmin: t`Superadmins`,
  };
  // Drawn once opened: every route's schemas drawn at once took seconds on a busy machine.
  const [open, setOpen] = useState(false);
  const parameters = operation.parameters ?? [];
  const requestBody = operation.requestBody?.content["application/json"];
  return (
    <details
      className={details}
      id={operation.operationId}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        <span className={cx(method, verb === "delete" && destructive)}>{verb.toUpperCase()}</span>
        <span className={path}>{route}</span>
        <span className={muted}>{operation.summary}</span>
      </summary>
      {open && (
        <div className={panel}>
          {access && (
            <p>
              <strong>{t`Who may call it:`}</strong> {accessWords[access] ?? access}
            </p>
          )}
          {parameters.length > 0 && (
            <div>
              <Heading level={4} size="sm">{t`Parameters`}</Heading>
              <table className={table}>
                <thead>
                  <tr>
                    <th scope="col">{t`Name`}</th>
                    <th scope="col">{t`In`}</th>
                    <th scope="col">{t`Value`}</th>
                  </tr>
                </thead>
                <tbody>
                  {parameters.map((parameter) => (
                    <tr key={`${parameter.in}-${parameter.name}`}>
                      <td>
                        <code>{parameter.name}</code>
                        {parameter.required ? ` (${t`required`})` : ""}
                      </td>
                      <td>
                        {parameter.in === "path"
                          ? t`path`
                          : parameter.in === "header"
                            ? t`header`
                            : t`query`}
                      </td>
                      <td>{words(parameter.schema)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {requestBody && (
            <div>
              <Heading level={4} size="sm">{t`Request body (JSON)`}</Heading>
              <SchemaView schema={requestBody.schema} />
            </div>
          )}
          <div>
            <Heading level={4} size="sm">{t`Answers`}</Heading>
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">{t`Status`}</th>
                  <th scope="col">{t`Meaning`}</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(operation.responses).map(([status, response]) => {
                  const schema = Object.values(response.content ?? {})[0]?.schema;
                  const success = status.startsWith("2");
                  return (
                    <tr key={status}>
                      <td>
                        <code>{status}</code>
                      </td>
                      <td>
                        {response.description}
                        {success && schema && Object.keys(schema).length > 0 && (
                          <SchemaView schema={schema} />
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {operation["x-error-codes"] && (
              <p className={muted}>
                {t`Error codes:`} {operation["x-error-codes"].join(", ")}
              </p>
            )}
          </div>
        </div>
      )}
    </details>
  );
}
