import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "@ui/button";
import { DateTimeInput } from "@ui/date-input";
import { Dialog } from "@ui/dialog";
import { RadioGroup, formActions, formStack } from "@ui/form";

export interface ReopenDialogProps {
  open: boolean;
  busy: boolean;
  /** The new end as an ISO date, or null for none. */
  onReopen(expires: string | null): void;
  onCancel(): void;
}

/** `datetime-local` values are the admin's own time: the browser knows its zone. */
const toIso = (local: string) => new Date(local).toISOString();

/** Opens an ended callout again: until a new end date, or with none. */
export function ReopenDialog({ open, busy, onReopen, onCancel }: ReopenDialogProps) {
  const { t } = useLingui();
  const [until, setUntil] = useState<"none" | "date">("none");
  const [date, setDate] = useState("");
  const [error, setError] = useState<string>();

  const submit = () => {
    if (until === "none") return onReopen(null);
    if (!date) return setError(t`Enter the date and time the callout ends.`);
    if (new Date(date).getTime() <= Date.now()) {
      return setError(t`Choose a date and time in the future.`);
    }
    onReopen(toIso(date));
  };

  return (
    <Dialog
      open={open}
      title={t`Reopen the callout`}
      busy={busy}
      onClose={onCancel}
      actions={
        <div className={formActions}>
          <Button loading={busy} onClick={submit}>
            {t`Reopen`}
          </Button>
          <Button variant="greyOutlined" disabled={busy} onClick={onCancel}>
            {t`Cancel`}
          </Button>
        </div>
      }
    >
      <div className={formStack}>
        <p>{t`Readers can answer again as soon as it reopens.`}</p>
        <RadioGroup
          label={t`Open until`}
          value={until}
          onChange={(value) => {
            setUntil(value === "date" ? "date" : "none");
            setError(undefined);
          }}
          options={[
            { value: "none", label: t`No end date: I'll end it myself` },
            { value: "date", label: t`A date and time` },
          ]}
        />
        {until === "date" && (
          <DateTimeInput
            label={t`Ends on`}
            hint={t`In your computer's time zone.`}
            value={date}
            error={error}
            required
            onChange={(value) => {
              setDate(value);
              setError(undefined);
            }}
          />
        )}
      </div>
    </Dialog>
  );
}
