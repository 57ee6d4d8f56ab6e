import { useLingui } from "@lingui/react/macro";
import type { CalloutResponse } from "@core/callouts/response";
import type { CalloutTag } from "@core/callouts/tag";
import type { Assignable } from "../responses/filter-fields";
import { KeyHelpDialog } from "./KeyHelpDialog";
import { PickerDialog } from "./PickerDialog";
import type { Triage } from "./useTriage";

/** Which of a response's dialogs is open. */
export type Picking = "tags" | "assignee" | "help" | undefined;

interface ResponsePickersProps {
  picking: Picking;
  onClose(): void;
  response: CalloutResponse;
  triage: Triage;
  /** The callout's tags. */
  tags: readonly CalloutTag[];
  /** Who else the response may be assigned to. */
  people: readonly Assignable[];
  me: Assignable | undefined;
}

/** A response's dialogs: its tags, its assignee, and the keyboard shortcuts. */
export function ResponsePickers({
  picking,
  onClose,
  response: data,
  triage,
  tags,
  people,
  me,
}: ResponsePickersProps) {
  const { t } = useLingui();
  return (
    <>
      <PickerDialog
        open={picking === "tags"}
        title={t`Tags of response ${data.number}`}
        searchLabel={t`Find or create a tag`}
        multiple
        options={tags.map((tag) => ({
          id: tag.id,
          label: tag.name,
          checked: data.tags?.some((own) => own.id === tag.id) ?? false,
        }))}
        onPick={(id, on) => {
          const tag = tags.find((candidate) => candidate.id === id);
          if (tag) triage.setTag(tag, on);
        }}
        create={{
          label: (text) => t`Create the tag “${text}”`,
          onCreate: (text) => void triage.createTag(text),
        }}
        footer={<p role="status">{triage.result?.text}</p>}
        onClose={onClose}
      />
      <PickerDialog
        open={picking === "assignee"}
        title={t`Assign response ${data.number}`}
        searchLabel={t`Find a person`}
        multiple={false}
        options={[
          ...(me
            ? [{ id: me.id, label: t`Me (${me.name})`, checked: data.assignee?.id === me.id }]
            : []),
          ...people.map((person) => ({
            id: person.id,
            label: person.name,
            checked: data.assignee?.id === person.id,
          })),
          { id: "", label: t`Nobody`, checked: !data.assignee },
        ]}
        onPick={(id) => {
          const person = id === me?.id ? me : people.find((candidate) => candidate.id === id);
          triage.assign(person ?? null);
          onClose();
        }}
        onClose={onClose}
      />
      <KeyHelpDialog open={picking === "help"} onClose={onClose} />
    </>
  );
}
