import { useLingui } from "@lingui/react/macro";
import type { ApiRead } from "@core/api/call";
import { invalidate, type QueryState } from "@stores/query";
import { Button } from "@ui/button";
import { Spinner } from "@ui/spinner";
import { Text } from "@ui/typography";
import { card } from "../../card";

/** Settings before they are there: loading, or failed with a retry. */
export function ContentLoadState<T>({ state, read }: { state: QueryState<T>; read: ApiRead<T> }) {
  const { t } = useLingui();
  if (state.status === "loading") return <Spinner label={t`Loading the settings`} />;
  return (
    <div className={card} role="alert">
      <Text>{t`We couldn't load the settings.`}</Text>
      <div>
        <Button variant="greyOutlined" size="sm" onClick={() => invalidate(read)}>
          {t`Try again`}
        </Button>
      </div>
    </div>
  );
}
