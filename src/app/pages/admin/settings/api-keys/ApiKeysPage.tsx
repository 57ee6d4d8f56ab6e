import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { isApiError } from "@core/api";
import { apiKeyList, deleteApiKey } from "@core/api-keys/api";
import { API_KEY_SORTS, type ApiKey, type ApiKeySort } from "@core/api-keys";
import { hasRole } from "@core/contacts";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, useQuery } from "@stores/query";
import { $currentUser } from "@stores/session";
import { messageForRefusal } from "@ui/form";
import { useTableQuery } from "@ui/table";
import { Heading, Text } from "@ui/typography";
import { pageParam, sortParam, useListParams, type SortValue } from "@app/router/list-params";
import { card } from "@app/pages/shared/card";
import { useFocusAfterRender } from "@app/pages/shared/useFocusAfterRender";
import { ApiKeyTable, deleteButtonId } from "./ApiKeyTable";
import { ConfirmDialog } from "@ui/dialog";
import { CreateApiKeyForm } from "./CreateApiKeyForm";
import { NEW_TOKEN_FIELD_ID, NewApiKeyToken } from "./NewApiKeyToken";
import { SettingsTabs } from "../SettingsTabs";

const page = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 64rem;
`;

/** Keys per page of the list. */
const PAGE_SIZE = 25;
const NEWEST_FIRST: SortValue<ApiKeySort> = { column: "createdAt", order: "DESC" };
const LIST_PARAMS = { page: pageParam(), sort: sortParam(API_KEY_SORTS, NEWEST_FIRST) };

const isApiKeySort = (column: string): column is ApiKeySort =>
  (API_KEY_SORTS as readonly string[]).includes(column);

const CREATE_HEADING_ID = "api-keys-create";
const LIST_HEADING_ID = "api-keys-list";

/** A page of keys in the chosen order (newest first unless the address says otherwise). */
const keysRequest = (page: number, { column, order }: SortValue<ApiKeySort>) =>
  apiKeyList({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, sort: column, order });

/**
 * API keys let other services use the API as an admin. Admins see and delete them; only
 * superadmins create them, and see each new key's token once.
 */
export default function ApiKeysPage() {
  const { t, i18n } = useLingui();
  const user = useStore($currentUser);
  const canCreate = user ? hasRole(user.activeRoles, "superadmin") : false;
  const [params, go] = useListParams(LIST_PARAMS);
  const list = useQuery(keysRequest(params.page, params.sort));
  const table = useTableQuery(list, (data) => ({ rows: data.items, total: data.total }));
  const [token, setToken] = useState<string>();
  const [toDelete, setToDelete] = useState<ApiKey>();
  const [deleting, setDeleting] = useState(false);
  const focusAfterRender = useFocusAfterRender();

  const created = (newToken: string) => {
    focusAfterRender(NEW_TOKEN_FIELD_ID);
    setToken(newToken);
    invalidate(apiKeyList({}));
  };

  const copied = () => {
    focusAfterRender("api-key-create-description");
    setToken(undefined);
  };

  const cancelDelete = () => {
    if (toDelete) focusAfterRender(deleteButtonId(toDelete.id));
    setToDelete(undefined);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await api.send(deleteApiKey(toDelete.id));
    } catch (error) {
      // Already gone is what was asked for; anything else is said and the key stays.
      if (!isApiError(error, undefined, [404])) {
        const message = messageForRefusal(error);
        if (message)
          notify.error(t`The API key could not be deleted.`, { description: i18n._(message) });
        setDeleting(false);
        cancelDelete();
        return;
      }
    }
    const description = toDelete.description;
    // The last key of a later page: the page before it is where the list goes on.
    const emptied = list.status === "ready" && list.data.items.length === 1 && params.page > 1;
    if (emptied) go({ page: params.page - 1 });
    invalidate(apiKeyList({}));
    notify.success(
      t`The API key “${description}” is deleted. Services that used it can no longer use the API.`,
    );
    focusAfterRender(LIST_HEADING_ID);
    setDeleting(false);
    setToDelete(undefined);
  };

  return (
    <div className={page}>
      <SettingsTabs />
      <div>
        <Heading level={1}>{t`API keys`}</Heading>
        <Text>{t`Other services, such as your website or a mailing tool, use an API key to read and change data here with an admin's rights. Keep keys secret, and delete the ones you no longer need.`}</Text>
      </div>

      <section className={card} aria-labelledby={CREATE_HEADING_ID}>
        <Heading level={2} size="md" id={CREATE_HEADING_ID}>
          {t`Create an API key`}
        </Heading>
        {!canCreate ? (
          <Text>{t`Only super admins can create API keys. Ask one if a service needs a key.`}</Text>
        ) : token ? (
          <NewApiKeyToken token={token} onDone={copied} />
        ) : (
          <CreateApiKeyForm headingId={CREATE_HEADING_ID} onCreated={created} />
        )}
      </section>

      <section className={card} aria-labelledby={LIST_HEADING_ID}>
        <Heading level={2} size="md" id={LIST_HEADING_ID} tabIndex={-1}>
          {t`Keys in use`}
        </Heading>
        <ApiKeyTable
          {...table}
          caption={t`API keys`}
          captionHidden
          errorMessage={t`We couldn't load the API keys.`}
          onRetry={() => invalidate(apiKeyList({}))}
          emptyMessage={table.total === 0 ? t`There are no API keys.` : t`This page has no keys.`}
          sort={params.sort}
          onSortChange={({ column, order }) => {
            if (isApiKeySort(column)) go({ sort: { column, order } });
          }}
          paging={{
            page: params.page,
            pageSize: PAGE_SIZE,
            onPageChange: (page) => go({ page }),
            label: t`Pages of API keys`,
          }}
          onDelete={setToDelete}
        />
      </section>

      <ConfirmDialog
        open={toDelete !== undefined}
        title={t`Delete this API key?`}
        confirmLabel={t`Delete key`}
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={cancelDelete}
      >
        {t`Services that use “${toDelete?.description ?? ""}” will no longer be able to use the API. This can't be undone.`}
      </ConfirmDialog>
    </div>
  );
}
