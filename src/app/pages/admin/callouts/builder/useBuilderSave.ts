import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent, type RefObject } from "react";
import { useLocation } from "wouter";
import { isApiError } from "@core/api/api-error";
import { createCallout, staffCallout, updateCallout } from "@core/callouts/api";
import type { BuilderAction, ProblemLevel } from "@core/callouts/builder";
import type { Callout } from "@core/callouts/callout";
import { pathTo } from "@core/pages";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate } from "@stores/query";
import { messageForRefusal } from "@ui/form";
import { allPaths, fieldForPath } from "@ui/form/paths";
import type { ComponentsBySlide, FormValues } from "./form-values";
import type { PageProblem } from "./problems";
import { readerPage } from "./reader-page";
import type { BuilderForm, BuilderMeta } from "./types";

/** What the page says once an action has worked. */
function doneMessage(action: BuilderAction, saved: Callout): MessageDescriptor {
  switch (action) {
    case "saveDraft":
      return msg`Draft saved.`;
    case "publish":
      return msg`Published: readers can answer the callout now.`;
    case "schedule":
      return msg`Scheduled: the callout opens at the date you chose.`;
    case "revert":
      return msg`Back to a draft: readers can no longer open the callout.`;
    case "update":
      return saved.status === "scheduled"
        ? msg`Saved. The callout opens at the date you chose.`
        : msg`Saved: readers see the changes now.`;
  }
}

/** The field a refused save names, as a path of the builder's values. */
function refusedPath(error: unknown, values: FormValues): string | undefined {
  if (isApiError(error, ["duplicate-id", "slug-locked"])) return "slug";
  const property = isApiError(error) ? error.errors[0]?.property : undefined;
  return property && fieldForPath(property, new Set(allPaths(values)));
}

interface BuilderSave {
  form: BuilderForm;
  meta: BuilderMeta;
  /** The callout as the last save stored it. */
  saved(meta: Callout, components: ComponentsBySlide): void;
  components: ComponentsBySlide;
  problems: readonly PageProblem[];
  /** Whether anything is left unsaved. */
  dirty: boolean;
  /** What the save under way does: the body's dates, and which problems stop it. */
  actionRef: RefObject<BuilderAction>;
  levelRef: RefObject<ProblemLevel>;
  /** Shows the problems that stop a save, the first's field at once. */
  showProblems(blocking: readonly PageProblem[]): void;
  showField(path: string): void;
}

/**
 * The builder's actions: a save, publish, schedule or revert that stops at the problems that
 * block it, says how it went, and moves on to the callout's pages once nothing is unsaved.
 */
export function useBuilderSave({
  form,
  meta,
  saved: storeSaved,
  components,
  problems,
  dirty,
  actionRef,
  levelRef,
  showProblems,
  showField,
}: BuilderSave) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  // Where the page goes once a save has worked and nothing is left unsaved.
  const [leaveTo, setLeaveTo] = useState<{ path: string; replace: boolean }>();

  useEffect(() => {
    if (leaveTo && !dirty) navigate(leaveTo.path, { replace: leaveTo.replace });
  }, [leaveTo, dirty, navigate]);

  const run = (next: BuilderAction, after?: { saved(callout: Callout): void; failed(): void }) => {
    actionRef.current = next;
    levelRef.current = next === "saveDraft" || next === "revert" ? "save" : "publish";
    const blocking = problems.filter(
      (problem) => levelRef.current === "publish" || problem.level === "save",
    );
    if (blocking.length > 0) {
      levelRef.current = "publish";
      showProblems(blocking);
      after?.failed();
      return;
    }
    const sent = components;
    const submit = form.handleSubmit(async (body) => {
      try {
        const saved = await api.send(meta.id ? updateCallout(meta.id, body) : createCallout(body));
        storeSaved(saved, sent);
        invalidate(staffCallout(saved.id));
        notify.success(i18n._(doneMessage(next, saved)));
        // Once published, the callout's overview, with the snippet that embeds it; a new
        // callout's page becomes its edit page.
        if (next === "publish") {
          setLeaveTo({
            path: pathTo("/admin/callouts/view/:id", { id: saved.id }),
            replace: !meta.id,
          });
        } else if (!meta.id) {
          setLeaveTo({ path: pathTo("/admin/callouts/edit/:id", { id: saved.id }), replace: true });
        }
        after?.saved(saved);
      } catch (error) {
        // The refused field's tab shows, so the form can put the message next to it.
        const refused = refusedPath(error, form.values);
        if (refused) showField(refused);
        const reason = isApiError(error) ? undefined : messageForRefusal(error);
        notify.error(
          reason
            ? t`The callout was not saved: ${i18n._(reason)} Your changes are still here.`
            : t`The callout was not saved: see what is marked. Your changes are still here.`,
        );
        after?.failed();
        throw error;
      }
    });
    submit({ preventDefault: () => undefined } as FormEvent);
    levelRef.current = "publish";
  };

  const saveAndPreview = () => {
    // The window opens now, while the click allows it; the address follows the save.
    const opened = window.open("about:blank", "_blank");
    run("saveDraft", {
      saved: (saved) => {
        if (opened) opened.location.href = readerPage(saved.slug, saved.status);
      },
      failed: () => opened?.close(),
    });
  };

  return { run, saveAndPreview };
}
