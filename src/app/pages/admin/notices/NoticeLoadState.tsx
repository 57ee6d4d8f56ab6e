import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { isApiError } from "@core/api";
import type { ApiRead } from "@core/api/call";
import { invalidate, type QueryState } from "@stores/query";
import { Button } from "@ui/button";
import { Spinner } from "@ui/spinner";
import { Text } from "@ui/typography";

/** A notice page's state before its notice is there: loading, gone, or failed with a retry. */
export function NoticeLoadState<T>({ state, read }: { state: QueryState<T>; read: ApiRead<T> }) {
  const { t } = useLingui();
  if (state.status === "loading") return <Spinner label={t`Loading the notice`} />;
  if (state.status === "failed" && isApiError(state.error, undefined, [404])) {
    return (
      <Text>
        {t`This notice does not exist, or it was deleted.`}{" "}
        <Link href="/admin/notices">{t`Back to the notices`}</Link>
      </Text>
    );
  }
  return (
    <div role="alert">
      <Text>{t`We couldn't load the notice.`}</Text>
      <Button variant="greyOutlined" size="sm" onClick={() => invalidate(read)}>
        {t`Try again`}
      </Button>
    </div>
  );
}
