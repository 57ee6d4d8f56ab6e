import { cell, skeletonBar } from "./tableStyles";

/**
 * Grey bars where the first rows will be, so the table keeps its shape while it loads. Hidden
 * from screen readers: the table says it is busy, and a status says "Loading".
 */
export function SkeletonRows({ rows, width }: { rows: number; width: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true">
          {Array.from({ length: width }, (_, column) => (
            <td key={column} className={cell}>
              <span className={skeletonBar} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
