import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { API_KEY_DESCRIPTION_MAX_LENGTH, CreateApiKeyBody } from "@core/api-keys";
import { ApiError } from "@core/api/api-error";
import { createApiKey } from "@core/api-keys/api";
import { api } from "@stores/api";
import { Button } from "@ui/button";
import {
  Checkbox,
  ErrorSummary,
  Select,
  TextField,
  formActions,
  formStack,
  useForm,
} from "@ui/form";
import { DEFAULT_EXPIRY, expiryDate, type ExpiryChoice } from "./expiry";

const FORM_ID = "api-key-create";

interface CreateValues {
  description: string;
  expiry: ExpiryChoice;
  acceptNever: boolean;
}

const INITIAL: CreateValues = { description: "", expiry: DEFAULT_EXPIRY, acceptNever: false };

/** Describe the key and choose when it expires; a key that never expires needs a yes to the risk. */
export function CreateApiKeyForm({
  headingId,
  onCreated,
}: {
  headingId: string;
  /** Gets the token, which the server shows this once. */
  onCreated: (token: string) => void;
}) {
  const { t } = useLingui();
  const form = useForm({
    id: FORM_ID,
    labels: {
      description: msg`Description`,
      expiry: msg`Expires`,
      acceptNever: msg`I understand that this key works until someone deletes it, and that anyone who gets hold of it can act as an admin until then.`,
    },
    initial: INITIAL,
    schema: CreateApiKeyBody,
    toBody: ({ description, expiry }): CreateApiKeyBody => ({
      description: description.trim(),
      expires: expiryDate(expiry),
    }),
    // The body's date comes from the expiry chosen, so a refusal of the date is the choice's.
    explain: (error) =>
      error instanceof ApiError && error.errors.some((item) => item.property === "expires")
        ? {
            field: "expiry",
            message: msg`The server can't take the date this gives. Please choose another expiry.`,
          }
        : undefined,
    validate: ({ expiry, acceptNever }) => ({
      acceptNever:
        expiry === "never" && !acceptNever
          ? msg`Please confirm that you understand the risk of a key that never expires.`
          : undefined,
    }),
  });
  const never = form.values.expiry === "never";

  const submit = form.handleSubmit(async (body) => {
    const { token } = await api.send(createApiKey(body));
    form.reset();
    onCreated(token);
  });

  return (
    <form className={formStack} noValidate aria-labelledby={headingId} onSubmit={submit}>
      <TextField
        {...form.text("description")}
        hint={t`What uses this key, so you know which one to delete later. At most ${API_KEY_DESCRIPTION_MAX_LENGTH} characters.`}
      />
      <Select
        {...form.select("expiry")}
        options={[
          { value: "30", label: t`In 30 days` },
          { value: "60", label: t`In 60 days` },
          { value: "90", label: t`In 90 days` },
          { value: "never", label: t`Never` },
        ]}
      />
      {never && <Checkbox {...form.checkbox("acceptNever")} />}
      {form.summary && <ErrorSummary {...form.summary} />}
      <div className={formActions}>
        <Button type="submit" loading={form.busy}>
          {t`Create API key`}
        </Button>
      </div>
    </form>
  );
}
