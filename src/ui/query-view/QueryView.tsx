import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { isApiError } from "@core/api/api-error";
import type { ApiCall } from "@core/api/call";
import { invalidate, type QueryState } from "@stores/query/query";
// The modules, not the folders' indexes, keep the frames free of what QueryView does not draw.
import { Button } from "../button/Button";
import { Spinner, type SpinnerSize } from "../spinner/Spinner";
import { Text } from "../typography/Text";

type Read = Pick<ApiCall<unknown>, "path">;

export interface QueryViewProps<T> {
  state: QueryState<T>;
  /** What "Try again" asks for again: the read, or each of the reads `state` combines. */
  read: Read | readonly Read[];
  /**
   * The spinner's label while loading ("Loading the settings"); null shows nothing meanwhile,
   * for what is not the page's own content (the news on a member's home page).
   */
  loading: string | null;
  spinnerSize?: SpinnerSize;
  /**
   * What a failure says ("We couldn't load the settings."): a sentence, or the page's own
   * heading and text when the read is the whole page.
   */
  failed: ReactNode;
  /**
   * "block" (the default): the failure in its own box. "inline": a line of text with its retry
   * beside it, for a read that fills part of a sentence, a list's row or a field.
   */
  layout?: "block" | "inline";
  /** Shown instead of the failure when the thing is not there (a 404): e.g. a way back. */
  notFound?: ReactNode;
  /** The answers that mean "not there" (404 alone unless a page hides what it may not show). */
  missingOn?: number[];
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
  if (state.status === "loading") {
    return loading === null ? null : <Spinner size={props.spinnerSize} label={loading} />;
  }
  if (state.status === "ready") {
    if (empty !== undefined && isEmpty?.(state.data)) return empty;
    return children?.(state.data) ?? null;
  }
  if (notFound !== undefined && isApiError(state.error, undefined, props.missingOn ?? [404])) {
    return notFound;
  }
  const inline = props.layout === "inline";
  const retry = (
    <Button
      variant={inline ? "text" : "greyOutlined"}
      size="sm"
      onClick={() => invalidate(...[read].flat())}
    >
      {t`Try again`}
    </Button>
  );
  if (inline) {
    return (
      <span className={props.className} role="alert">
        {failed} {retry}
      </span>
    );
  }
  return (
    <div className={props.className} role="alert">
      {typeof failed === "string" ? <Text>{failed}</Text> : failed}
      <div>{retry}</div>
    </div>
  );
}
