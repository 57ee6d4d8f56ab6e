import { useLingui } from "@lingui/react/macro";
import { OPEN, calloutList } from "@core/callouts/api";
import { useQuery } from "@stores/query";
import { Select, type TextBinding } from "@ui/form";

/** The callouts that can be a join survey: open ones, by title. */
const surveyCandidates = () =>
  calloutList({
    rules: { condition: "AND", rules: [OPEN] },
    sort: "title",
    order: "ASC",
    limit: 100,
  });

/** The choice of the join survey among the open callouts, or none. */
export function SurveySelect(binding: TextBinding) {
  const { t } = useLingui();
  const callouts = useQuery(surveyCandidates());
  const surveyOptions = [
    { value: "", label: t`None` },
    ...(callouts.status === "ready"
      ? callouts.data.items.map((callout) => ({ value: callout.slug, label: callout.title }))
      : []),
  ];
  if (binding.value && !surveyOptions.some((option) => option.value === binding.value)) {
    // A survey that has closed since it was chosen stays shown, so saving does not drop it.
    surveyOptions.push({ value: binding.value, label: binding.value });
  }
  return (
    <Select
      {...binding}
      options={surveyOptions}
      hint={
        callouts.status === "failed"
          ? t`The open callouts could not be loaded; reload the page to choose one.`
          : t`An open callout new members answer after setting up their account.`
      }
    />
  );
}
