import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import {
  builderValues,
  builderActions,
  calloutBody,
  datesFor,
  newBuilderValues,
  newSlideId,
  type BuilderAction,
  type ProblemLevel,
} from "@core/callouts/builder";
import { CreateCallout, type Callout } from "@core/callouts/callout";
import { ErrorSummary, useForm } from "@ui/form";
import { sameValue } from "@ui/form/sameValue";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { useFocusAfterRender } from "@app/pages/shared/useFocusAfterRender";
import { BuilderHeader } from "./BuilderHeader";
import { BuilderTabs } from "./BuilderTabs";
import { tabNamesIn, tabStatusOf } from "./builder-tabs";
import { merge, split } from "./form-values";
import { preloadFormio } from "./formio/setup";
import { ProblemPanel } from "./ProblemPanel";
import { fieldErrors, pageProblems, type PageProblem } from "./problems";
import { readerPage } from "./reader-page";
import type { BuilderMeta } from "./types";
import { RevertDialog } from "./RevertDialog";
import { showFieldIn } from "./show-field";
import { useBuilderAddress } from "./useBuilderAddress";
import { useBuilderLanguages } from "./useBuilderLanguages";
import { useBuilderSave } from "./useBuilderSave";

const page = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  /* On a phone the page scrolls as one: a fixed header would leave little room. Its gutter
     keeps the focus rings of the controls at its edges inside what it shows. */
  @media (max-width: 767px) {
    overflow-y: auto;
    padding: 0 0.25rem 0.25rem;
    margin-inline: -0.25rem;
  }
`;

const top = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding-bottom: 0.75rem;
`;

const PROBLEMS_ID = "builder-problems";

function metaOf(callout: Callout | undefined): BuilderMeta {
  if (!callout) {
    return { slug: "", status: "new", slugLocked: false, starts: null, expires: null };
  }
  return {
    id: callout.id,
    slug: callout.slug,
    status: callout.status,
    slugLocked: callout.slugLocked ?? false,
    starts: callout.starts,
    expires: callout.expires,
  };
}

/** The clock, again every minute: "Publish" becomes "Schedule" as a start date nears or passes. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export interface CalloutBuilderProps {
  /** The callout to edit, read with `staffCallout`; none for a new one. */
  callout?: Callout;
}

/**
 * The callout builder: five tabs, each marked complete or not, over one form of the callout's
 * values (its slides' components beside it), and the status actions in its header. A save
 * that fails keeps every edit and says what failed, next to the field or in the list of
 * problems; leaving with unsaved changes asks first.
 */
export function CalloutBuilder({ callout }: CalloutBuilderProps) {
  const { i18n } = useLingui();
  const { languages, labels, labelled } = useBuilderLanguages(callout);
  const now = useNow();
  const focusAfterRender = useFocusAfterRender();
  const [meta, setMeta] = useState(() => metaOf(callout));
  const [start] = useState(() =>
    split(callout ? builderValues(callout) : newBuilderValues(newSlideId([]))),
  );
  const [components, setComponents] = useState(start.components);
  const [savedComponents, setSavedComponents] = useState(start.components);
  const [confirmRevert, setConfirmRevert] = useState(false);
  const [problemsOpen, setProblemsOpen] = useState(false);
  // What the save under way does: the body's dates, and which problems stop it.
  const action = useRef<BuilderAction>("update");
  const level = useRef<ProblemLevel>("publish");

  const { status, starts, slugLocked } = meta;
  const saveContext = { isNew: !meta.id, slugLocked };
  const problemContext = { status, starts, slugLocked, now };
  const bodyOf = (values: typeof start.values, act: BuilderAction) => ({
    ...calloutBody(merge(values, components), saveContext),
    ...datesFor(act, meta.status, values, meta),
  });

  const form = useForm({
    id: "callout",
    initial: start.values,
    labels,
    schema: CreateCallout,
    toBody: (values) => bodyOf(values, action.current),
    validate: (values) =>
      fieldErrors(
        pageProblems(
          merge(values, components),
          values,
          bodyOf(values, action.current),
          problemContext,
        ),
        labelled,
        level.current,
      ),
  });
  const builder = merge(form.values, components);
  const dirty = form.dirty || !sameValue(components, savedComponents);
  const leaveGuard = useLeaveGuard(dirty);
  const choice = builderActions(meta.status, form.values, now);
  const problems = pageProblems(
    builder,
    form.values,
    bodyOf(form.values, choice.primary),
    problemContext,
  );

  // form.io loads while the rest of the page shows.
  useEffect(() => preloadFormio(), []);

  const tabNames = tabNamesIn(i18n);

  const { contentPart, addressFor, navigate } = useBuilderAddress(builder.slides);

  const showField = showFieldIn({
    slides: builder.slides,
    labelled,
    form,
    addressFor,
    navigate,
    focusAfterRender,
    problemsId: PROBLEMS_ID,
  });

  const showProblems = (blocking: readonly PageProblem[]) => {
    setProblemsOpen(true);
    const first = blocking[0];
    if (first) showField(first.path);
  };

  const { run, saveAndPreview } = useBuilderSave({
    form,
    meta,
    saved: (saved, sent) => {
      setMeta(metaOf(saved));
      setSavedComponents(sent);
    },
    components,
    problems,
    dirty,
    actionRef: action,
    levelRef: level,
    showProblems,
    showField,
  });
  const statusOf = tabStatusOf(problems, form);

  const tabProps = { form, meta };
  return (
    <div className={page}>
      <div className={top}>
        <BuilderHeader
          title={meta.id ? form.values.title || callout?.title || "" : ""}
          meta={meta}
          choice={choice}
          busy={form.busy}
          dirty={dirty}
          blocked={problems.length > 0}
          problemsId={PROBLEMS_ID}
          previewHref={meta.id ? readerPage(meta.slug, meta.status) : undefined}
          onSaveAndPreview={saveAndPreview}
          onPrimary={() => {
            if (problems.length > 0) {
              setProblemsOpen(true);
              focusAfterRender(PROBLEMS_ID);
              return;
            }
            run(choice.primary);
          }}
          onSecondary={() => {
            if (choice.secondary === "revert") setConfirmRevert(true);
            else run("saveDraft");
          }}
        />
        {problems.length > 0 && (
          <ProblemPanel
            id={PROBLEMS_ID}
            problems={problems}
            open={problemsOpen}
            onToggle={setProblemsOpen}
            tabNames={tabNames}
            onGo={(problem) => showField(problem.path)}
          />
        )}
        {form.summary?.message && <ErrorSummary message={form.summary.message} />}
      </div>
      <BuilderTabs
        {...tabProps}
        tabNames={tabNames}
        statusOf={statusOf}
        builder={builder}
        components={components}
        setComponents={setComponents}
        problemPaths={problems.map((problem) => problem.path)}
        contentPart={contentPart}
        onPart={(part) => navigate(addressFor("content", part))}
        languages={languages}
      />
      <RevertDialog
        open={confirmRevert}
        status={meta.status}
        busy={form.busy}
        onCancel={() => setConfirmRevert(false)}
        onConfirm={() => {
          setConfirmRevert(false);
          run("revert");
        }}
      />
      {leaveGuard}
    </div>
  );
}
