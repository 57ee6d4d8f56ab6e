import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { contactImportDryRun } from "@core/contacts/api";
import {
  IMPORT_FIELDS,
  normaliseEmail,
  type ImportDryRun,
  type ImportField,
  type ImportPreview,
} from "@core/contacts";
import { api } from "@stores/api";
import { Button } from "@ui/button";
import { RadioGroup, Select, formActions, messageForRefusal } from "@ui/form";
import { FieldError } from "@ui/form/FieldParts";
import { DataTable } from "@ui/table";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { FIELD_LABELS, isImportField, type ImportChoice, type Mapping } from "./fields";

const columnGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const column = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.375rem;
`;

const samples = css`
  margin: 0;
  padding: 0;
  list-style: none;
  color: rgb(var(--c-grey-dark));
  font-size: 0.875rem;
  overflow-wrap: anywhere;

  & li:empty::before {
    content: "–";
  }
`;

type PreviewRow = Partial<Record<ImportField, string>> & { key: string };

/** What a row will fill, as the server will read it (trimmed; emails lower-cased). */
function previewRows(rows: readonly string[][], mapping: Mapping): PreviewRow[] {
  return rows.map((cells, index) => {
    const row: PreviewRow = { key: String(index) };
    mapping.forEach((field, columnIndex) => {
      if (!field) return;
      const value = (cells[columnIndex] ?? "").trim();
      row[field] = field === "email" ? normaliseEmail(value) : value;
    });
    return row;
  });
}

interface MapStepProps {
  fileName: string;
  csv: string;
  preview: ImportPreview;
  /** The mapping and choice so far: the guess at first, or what was chosen before going back. */
  mapping: Mapping;
  existing: "skip" | "update";
  onChecked(choice: ImportChoice, dryRun: ImportDryRun): void;
  onCancel(): void;
}

/** Steps 2 and 3: which field each column fills, what to do with known emails, then the check. */
export function MapStep(props: MapStepProps) {
  const { fileName, csv, preview, onChecked, onCancel } = props;
  const { t, i18n } = useLingui();
  const [mapping, setMapping] = useState<Mapping>(props.mapping);
  const [existing, setExisting] = useState(props.existing);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const options = [
    { value: "", label: t`Leave out` },
    ...IMPORT_FIELDS.map((field) => ({ value: field, label: i18n._(FIELD_LABELS[field]) })),
  ];
  const hasEmail = mapping.includes("email");
  const twiceAt = (index: number) => {
    const field = mapping[index];
    return !!field && mapping.indexOf(field) !== index;
  };
  const valid = hasEmail && mapping.every((_, index) => !twiceAt(index));
  const mapped = IMPORT_FIELDS.filter((field) => mapping.includes(field));

  const check = async () => {
    setSubmitted(true);
    setFailure(undefined);
    if (!valid) {
      const first = mapping.findIndex((_, index) => twiceAt(index));
      document.getElementById(`column-${hasEmail ? first : 0}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const choice = { fileName, csv, columns: preview.columns, mapping, existing };
      const dryRun = await api.send(contactImportDryRun({ csv, mapping, existing }));
      onChecked(choice, dryRun);
    } catch (error) {
      const message = messageForRefusal(error);
      setFailure(message && i18n._(message));
      setBusy(false);
    }
  };

  return (
    <form
      className={card}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void check();
      }}
    >
      <div>
        <Heading level={2} size="md">{t`Match the columns to contact fields`}</Heading>
        <Text>
          {t`${fileName}: ${i18n.number(preview.total)} rows. We guessed from the column names; check each one.`}
        </Text>
      </div>
      <ol className={columnGrid} aria-label={t`Columns of the file`}>
        {preview.columns.map((header, index) => {
          const field = mapping[index] ?? null;
          const error = !submitted
            ? undefined
            : twiceAt(index)
              ? t`Another column fills this field already.`
              : index === 0 && !hasEmail
                ? t`Choose the column with the email addresses: every contact needs one.`
                : undefined;
          const name = header.trim() || t`Column ${index + 1}`;
          return (
            <li key={index} className={column}>
              <Select
                id={`column-${index}`}
                label={name}
                options={options}
                value={field ?? ""}
                error={error}
                onChange={(event) => {
                  const value = event.target.value;
                  setMapping((now) =>
                    now.map((old, at) =>
                      at === index ? (isImportField(value) ? value : null) : old,
                    ),
                  );
                }}
              />
              <ul className={samples} aria-label={t`First values of ${name}`}>
                {preview.rows.slice(0, 3).map((row, at) => (
                  <li key={at}>{row[index]}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>

      {mapped.length > 0 && (
        <DataTable
          caption={t`The first ${preview.rows.length} contacts as they will be imported`}
          columns={mapped.map((field) => ({
            id: field,
            header: i18n._(FIELD_LABELS[field]),
            cell: (row: PreviewRow) => row[field],
          }))}
          rows={previewRows(preview.rows, mapping)}
          rowKey={(row) => row.key}
          rowLabel={(row) => row.email ?? row.key}
          narrowAsCards
        />
      )}

      <RadioGroup
        label={t`Contacts whose email is already here`}
        value={existing}
        onChange={(value) => setExisting(value === "update" ? "update" : "skip")}
        options={[
          { value: "skip", label: t`Skip them: leave those contacts as they are` },
          {
            value: "update",
            label: t`Update them with the mapped columns (tags are added, none removed)`,
          },
        ]}
      />
      {failure && <FieldError id="import-check-error">{failure}</FieldError>}
      <div className={formActions}>
        <Button type="submit" loading={busy}>
          {t`Check the file`}
        </Button>
        <Button variant="primaryOutlined" onClick={onCancel} disabled={busy}>
          {t`Choose another file`}
        </Button>
      </div>
    </form>
  );
}
