import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";
import { guessImportMapping, type ImportDryRun } from "@core/contacts";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { pageStack, textLink } from "../../shared/styles";
import { CheckStep } from "./CheckStep";
import type { ImportChoice } from "./fields";
import { MapStep } from "./MapStep";
import { RunStep } from "./RunStep";
import { UploadStep, type UploadedFile } from "./UploadStep";

type Step =
  | { name: "upload" }
  | { name: "map"; file: UploadedFile; choice?: ImportChoice }
  | { name: "check"; file: UploadedFile; choice: ImportChoice; dryRun: ImportDryRun }
  | { name: "run"; choice: ImportChoice; importId: string };

const STEP_ORDER = ["upload", "map", "check", "run"] as const;

const steps = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  color: rgb(var(--c-grey-dark));
  font-size: 0.9375rem;
  counter-reset: step;

  /* Two by two on a phone, where four in a row would leave the last alone on a line. */
  @media (max-width: 29.99rem) {
    display: grid;
    grid-template-columns: repeat(2, max-content);
  }

  & li {
    counter-increment: step;
  }
  & li::before {
    content: counter(step) ". ";
  }
  & [aria-current] {
    color: rgb(var(--c-body));
    font-weight: 700;
  }
`;

/** `/admin/contacts/import`: a CSV file of contacts, mapped, checked, then imported. */
export default function ImportPage() {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>({ name: "upload" });
  const names = [t`Upload`, t`Match columns`, t`Check`, t`Import`];
  const current = STEP_ORDER.indexOf(step.name);

  return (
    <div className={pageStack}>
      <Link href="/admin/contacts" className={textLink}>
        {t`Back to the contacts`}
      </Link>
      <div>
        <Heading level={1}>{t`Import contacts`}</Heading>
        <Text>{t`From a spreadsheet saved as CSV. Nobody gets an email from an import.`}</Text>
      </div>
      <ol className={steps} aria-label={t`Steps`}>
        {names.map((name, index) => (
          <li key={name} aria-current={index === current ? "step" : undefined}>
            {name}
          </li>
        ))}
      </ol>
      {step.name === "upload" && (
        <section className={card} aria-labelledby="import-upload">
          <Heading level={2} size="md" id="import-upload">{t`Choose the file`}</Heading>
          <UploadStep onUploaded={(file) => setStep({ name: "map", file })} />
        </section>
      )}
      {step.name === "map" && (
        <MapStep
          fileName={step.file.fileName}
          csv={step.file.csv}
          preview={step.file.preview}
          mapping={step.choice?.mapping ?? guessImportMapping(step.file.preview.columns)}
          existing={step.choice?.existing ?? "skip"}
          onChecked={(choice, dryRun) =>
            setStep({ name: "check", file: step.file, choice, dryRun })
          }
          onCancel={() => setStep({ name: "upload" })}
        />
      )}
      {step.name === "check" && (
        <CheckStep
          choice={step.choice}
          dryRun={step.dryRun}
          onBack={() => setStep({ name: "map", file: step.file, choice: step.choice })}
          onStarted={(importId) => setStep({ name: "run", choice: step.choice, importId })}
        />
      )}
      {step.name === "run" && (
        <RunStep
          importId={step.importId}
          choice={step.choice}
          onAgain={() => setStep({ name: "upload" })}
        />
      )}
    </div>
  );
}
