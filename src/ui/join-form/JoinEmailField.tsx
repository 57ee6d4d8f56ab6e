import { css } from "@linaria/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { TextField } from "../form/TextField";
import { Text } from "../typography/Text";
import { muted } from "./join-form-styles";

const loginLine = css`
  margin-top: 0.5rem;
`;

export interface JoinEmailFieldProps {
  value: string;
  error: string | undefined;
  /** Inside a frame on another site: the log-in link opens a new tab. */
  embedded: boolean;
  onChange(value: string): void;
  onBlur(): void;
}

/** The joiner's email, with the log-in link for those already members. */
export function JoinEmailField({ value, error, embedded, onChange, onBlur }: JoinEmailFieldProps) {
  const { t } = useLingui();
  const login = embedded ? { target: "_blank", rel: "noopener" } : {};
  return (
    <div>
      <TextField
        id="join-email"
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
      <Text size="sm" className={`${muted} ${loginLine}`}>
        <Trans>
          Already a member?{" "}
          <a href="/auth/login" {...login}>
            Log in
          </a>
        </Trans>
      </Text>
    </div>
  );
}
