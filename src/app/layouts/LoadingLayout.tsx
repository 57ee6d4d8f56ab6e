import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Spinner } from "@ui/spinner";
import { AuthLayout } from "./AuthLayout";

/** For pages that only redirect: the auth card with a spinner while they work. */
export function LoadingLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <AuthLayout>
      <h1>{t`Loading...`}</h1>
      <Spinner />
      {children}
    </AuthLayout>
  );
}
