import type { ReactNode } from "react";

/** A bare page: no menu, footer or card, for pages that draw everything themselves. */
export function AppLayout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}
