import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { ApiRead } from "@core/api/call";
import type { QueryState } from "@stores/query";
import { QueryView } from "@ui/query-view";
import { Text } from "@ui/typography";

/** A notice page's state before its notice is there: the notices' wording of `QueryView`. */
export function NoticeLoadState<T>({ state, read }: { state: QueryState<T>; read: ApiRead<T> }) {
  const { t } = useLingui();
  return (
    <QueryView
      state={state}
      read={read}
      loading={t`Loading the notice`}
      failed={t`We couldn't load the notice.`}
      notFound={
        <Text>
          {t`This notice does not exist, or it was deleted.`}{" "}
          <Link href="/admin/notices">{t`Back to the notices`}</Link>
        </Text>
      }
    />
  );
}
