import { useLingui } from "@lingui/react/macro";
import type { ApiRead } from "@core/api/call";
import type { QueryState } from "@stores/query";
import { QueryView } from "@ui/query-view";
import { card } from "../../card";

/** Settings before they are there: the settings pages' wording of `QueryView`. */
export function ContentLoadState<T>({ state, read }: { state: QueryState<T>; read: ApiRead<T> }) {
  const { t } = useLingui();
  return (
    <QueryView
      state={state}
      read={read}
      loading={t`Loading the settings`}
      failed={t`We couldn't load the settings.`}
      className={card}
    />
  );
}
