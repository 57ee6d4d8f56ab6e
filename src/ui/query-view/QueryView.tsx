import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { isApiError } from "@core/api/api-error";
import type { ApiCall } from "@core/api/call";
import { invalidate, type QueryState } from "@stores/query";
import { Button } from "../button";
import { Spinner, type SpinnerSize } from "../spinner";
import { Text } from "../typography";

export interface QueryViewProps<T> {
  state: QueryState<T>;
  /** What "Try again" asks for again. */
  read: Pick<ApiCall<unknown>, "path">;
  /** The spinner's label while loading ("Loading the settings"). */
  loading: string;
  spinnerSize?: SpinnerSize;
  /** What a failure says ("We couldn't load the settings."). */
  failed: string;
  /** Shown instead of the failure when the thing is not there (a 404): e.g. a way back. */
  notFound?: ReactNode;
  /** The failure's box, e.g. a page's card. */
  className?: string;
  /** Shown instead of `children` when `isEmpty` says the answer has nothing to show. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** What the answer shows; nothing when the page shows the answer itself. */
  children?: (data: T) => ReactNode;
}

/**
 * A read's loading, failure (in an alert, with a retry) and empty states, the same on every
 * page; the answer goes to `children`.
 */
export function QueryView<T>(props: QueryViewProps<T>) {
  const { state, read, loading, failed, notFound, empty, isEmpty, children } = props;
  const { t } = useLingui();
  if (state.status === "loading") return <Spinner size={props.spinnerSize} label={loading} />;
  if (state.status === "ready") {
    if (empty !== undefined && isEmpty?.(state.data)) return empty;
    return children?.(state.data) ?? null;
  }
  if (notFound !== undefined && isApiError(state.error, undefined, [404])) return notFound;
  return (
    <div className={props.className} role="alert">
      <Text>{failed}</Text>
      <div>
        <Button variant="greyOutlined" size="sm" onClick={() => invalidate(read)}>
          {t`Try again`}
        </Button>
      </div>
    </div>
  );
}
