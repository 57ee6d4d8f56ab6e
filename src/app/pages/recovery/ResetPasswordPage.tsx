import type { PageProps } from "../../router/types";
import { ChoosePassword } from "./ChoosePassword";

/** Opened from the "forgot password" email. */
export default function ResetPasswordPage({ params }: PageProps) {
  return <ChoosePassword mode="reset" flowId={params.id ?? ""} />;
}
