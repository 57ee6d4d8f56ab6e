import { cx } from "@linaria/core";
import type { ReactNode } from "react";
import { cell, message, messageCell } from "./tableStyles";

/** A message across the whole table, in place of its rows: why there are none. */
export function MessageRow({
  width,
  role,
  children,
}: {
  width: number;
  /** "alert" for a failure, announced as it appears. */
  role?: "alert";
  children: ReactNode;
}) {
  return (
    <tr>
      <td className={cx(cell, messageCell)} colSpan={width}>
        <div className={message} role={role}>
          {children}
        </div>
      </td>
    </tr>
  );
}
