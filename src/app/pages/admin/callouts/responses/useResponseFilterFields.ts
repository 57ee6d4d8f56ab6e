import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import { calloutReviewers, calloutTags } from "@core/callouts/api";
import type { Callout } from "@core/callouts/callout";
import { useQuery } from "@stores/query";
import { $currentUser } from "@stores/session";
import { assignables, responseFilterFields } from "./filter-fields";
import { questionsOf } from "./questions";

/** What a callout's responses can be filtered by: its tags, people, questions and fields. */
export function useResponseFilterFields(callout: Callout) {
  const { i18n } = useLingui();
  const user = useStore($currentUser);
  const tagsQuery = useQuery(calloutTags(callout.id));
  const reviewersQuery = useQuery(calloutReviewers(callout.id));
  const tags = useMemo(() => (tagsQuery.status === "ready" ? tagsQuery.data : []), [tagsQuery]);
  const people = useMemo(
    () => assignables(reviewersQuery.status === "ready" ? reviewersQuery.data : [], user),
    [reviewersQuery, user],
  );
  const form = callout.formSchema;
  const questions = useMemo(() => questionsOf(form), [form]);
  const fields = useMemo(
    () => responseFilterFields(form, tags, people, i18n),
    [form, tags, people, i18n],
  );
  return { user, tags, people, questions, fields };
}
