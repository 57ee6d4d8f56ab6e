import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ApiKey } from "../../../../../core/auth/api-keys";
import { Button } from "../../../../../ui/button";
import { hasExpired } from "./expiry";

const table = css`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    padding: 0.625rem 0.75rem;
    border-bottom: 1px solid rgb(var(--c-grey-light));
    text-align: left;
    vertical-align: top;
  }
  & th {
    font-size: 0.875rem;
  }
`;

const scroll = css`
  overflow-x: auto;
`;

const expired = css`
  color: rgb(var(--c-danger-text));
  font-weight: 600;
`;

/** The id of a key's Delete button, where focus returns when its deletion is cancelled. */
export const deleteButtonId = (keyId: string) => `api-key-delete-${keyId}`;

/** The keys, newest first, with who made them and when they stop working. */
export function ApiKeyTable({
  keys,
  captionId,
  onDelete,
}: {
  keys: readonly ApiKey[];
  /** The heading that names the table. */
  captionId: string;
  onDelete: (key: ApiKey) => void;
}) {
  const { t, i18n } = useLingui();
  const date = (iso: string) => i18n.date(iso, { dateStyle: "medium" });

  return (
    <div className={scroll}>
      <table className={table} aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t`Description`}</th>
            <th scope="col">{t`Created`}</th>
            <th scope="col">{t`Expires`}</th>
            <th scope="col">{t`Created by`}</th>
            <th scope="col">{t`Actions`}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <th scope="row">{key.description}</th>
              <td>
                <time dateTime={key.createdAt}>{date(key.createdAt)}</time>
              </td>
              <td>
                {key.expires === null ? (
                  t`Never`
                ) : (
                  <>
                    <time dateTime={key.expires}>{date(key.expires)}</time>
                    {hasExpired(key.expires) && (
                      <>
                        {" "}
                        <span className={expired}>{t`(expired)`}</span>
                      </>
                    )}
                  </>
                )}
              </td>
              <td>{key.creator ? key.creator.displayName : t`A deleted contact`}</td>
              <td>
                <Button
                  id={deleteButtonId(key.id)}
                  variant="dangerText"
                  size="sm"
                  onClick={() => onDelete(key)}
                  aria-label={t`Delete the key “${key.description}”`}
                >
                  {t`Delete`}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
