import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { isAddressAnswer } from "@core/forms/answer-guards";
import type { AddressAnswer } from "@core/forms/answer-structs";
import { Button } from "../../button/Button";
import { TextField } from "../../form/TextField";
import { hint as hintClass } from "../../form/fieldStyles";
import { useServices } from "../context";
import type { InputProps } from "./types";

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;

function asAddress(value: unknown): AddressAnswer | undefined {
  return isAddressAnswer(value) ? value : undefined;
}

/**
 * An address typed as text. With a geocoder, "Find the location" adds its point, so the
 * answer can show on the callout's map; editing the text drops a point found before.
 */
export function AddressInput({ id, label, hint, required, error, value, onChange }: InputProps) {
  const { t } = useLingui();
  const { geocode } = useServices();
  const address = asAddress(value);
  const location = address?.geometry?.location;
  const [status, setStatus] = useState<"idle" | "busy" | "missing" | "failed">("idle");

  const find = async () => {
    const text = address?.formatted_address.trim();
    if (!geocode || !text) return;
    setStatus("busy");
    try {
      const found = await geocode(text);
      setStatus(found?.geometry ? "idle" : "missing");
      if (found?.geometry) {
        onChange({ formatted_address: found.formatted_address || text, geometry: found.geometry });
      }
    } catch {
      setStatus("failed");
    }
  };

  return (
    <div>
      <TextField
        id={id}
        label={label}
        hint={hint}
        required={required}
        error={error}
        autoComplete="street-address"
        value={address?.formatted_address ?? ""}
        onChange={(event) => {
          setStatus("idle");
          onChange(event.target.value ? { formatted_address: event.target.value } : undefined);
        }}
      />
      {geocode && (
        <div className={row}>
          <Button
            variant="primaryOutlined"
            size="sm"
            loading={status === "busy"}
            disabled={!address?.formatted_address.trim()}
            onClick={() => void find()}
          >
            {t`Find the location`}
          </Button>
          <p className={hintClass} role="status">
            {location && t`Location found: ${location.lat.toFixed(5)}, ${location.lng.toFixed(5)}`}
            {status === "missing" && t`We couldn't find this address. You can send it as it is.`}
            {status === "failed" &&
              t`Finding the location didn't work. You can send the address as it is.`}
          </p>
        </div>
      )}
    </div>
  );
}
