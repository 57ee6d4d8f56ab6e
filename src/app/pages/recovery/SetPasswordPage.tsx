import type { PageProps } from "../../router/types";
import { ChoosePassword } from "./ChoosePassword";

/** Opened from the email that invites someone whose account was made for them. */
export default function SetPasswordPage({ params }: PageProps) {
  return <ChoosePassword mode="set" flowId={params.id ?? ""} />;
}
