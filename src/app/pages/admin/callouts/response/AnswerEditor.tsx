import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import type { Answers } from "@core/forms/answer-structs";
import type { FormSchema } from "@core/forms/schema";
import { CalloutForm, type UploadFile } from "@ui/callout-form";
import { staffEditForm } from "./staff-form";

const warning = css`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid rgb(var(--c-warning));
  border-radius: 0.25rem;
  background-color: rgb(var(--c-warning-10));
`;

const stack = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const uploadFile: UploadFile = (file, onProgress) =>
  import("@ui/upload/send-upload").then((module) => module.sendUpload(file, { onProgress }));

/**
 * The response's answers in the callout's own form, slide by slide, for staff to correct:
 * checked as a reader's are, saved all at once. The history keeps what was there before.
 */
export function AnswerEditor({
  form,
  answers,
  onSave,
}: {
  form: FormSchema;
  answers: Answers;
  onSave(answers: Answers): Promise<void>;
}) {
  const { t } = useLingui();
  const saveText = t`Save the answers`;
  const editable = useMemo(() => staffEditForm(form, saveText), [form, saveText]);
  const [draft, setDraft] = useState(answers);
  return (
    <div className={stack}>
      <p className={warning}>
        {t`You are changing what the person sent. The history keeps the original answers, with who changed them and when.`}
      </p>
      <CalloutForm
        id="answers-edit"
        form={editable}
        answers={draft}
        onAnswersChange={setDraft}
        onSubmit={onSave}
        uploadFile={uploadFile}
        headingLevel={3}
      />
    </div>
  );
}
