import { css } from "@linaria/core";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { isApiError } from "@core/api/api-error";
import { createCallout, staffCallout, updateCallout } from "@core/callouts/api";
import {
  builderActions,
  builderValues,
  calloutBody,
  datesFor,
  newBuilderValues,
  newSlideId,
  type BuilderAction,
  tabOf,
  type BuilderTab,
  type ProblemLevel,
} from "@core/callouts/builder";
import { CreateCallout, type Callout } from "@core/callouts/callout";
import { pathTo } from "@core/pages";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate } from "@stores/query";
import { $general } from "@stores/settings";
import { ConfirmDialog } from "@ui/dialog";
import { ErrorSummary, messageForRefusal, useForm } from "@ui/form";
import { allPaths, fieldForPath, labelKey } from "@ui/form/paths";
import { sameValue } from "@ui/form/sameValue";
import { Tabs } from "@ui/tabs";
import { searchForTab } from "@ui/tabs/tab-address";
import { useLeaveGuard } from "../../../../router/use-leave-guard";
import { useFocusAfterRender } from "../../../useFocusAfterRender";
import { BuilderHeader } from "./BuilderHeader";
import { merge, split } from "./form-values";
import { preloadFormio } from "./formio/setup";
import { builderLabels } from "./labels";
import { calloutLanguages } from "./languages";
import { ProblemPanel } from "./ProblemPanel";
import { fieldErrors, pageProblems, type PageProblem } from "./problems";
import { ContentTab, type ContentPart } from "./tabs/content/ContentTab";
import { ResponseDisplayTab } from "./tabs/ResponseDisplayTab";
import { SettingsTab } from "./tabs/SettingsTab";
import { TitleImageTab } from "./tabs/TitleImageTab";
import { TranslationsTab } from "./tabs/TranslationsTab";
import type { BuilderMeta } from "./types";

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

/** The tab bar stays; the tab's panel scrolls under it. */
const tabs = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  & > [role="tabpanel"] {
    flex: 1;
    min-height: 0;
    overflow: auto;
    padding: 1.5rem 0.25rem 3rem;
  }
  @media (max-width: 767px) {
    flex: none;
    & > [role="tabpanel"] {
      flex: none;
      overflow: visible;
    }
  }
`;

/** The tabs' ids in the address (`?tab=`), the first the default. */
const TAB_IDS: Record<BuilderTab, string> = {
  content: "content",
  titleImage: "title",
  settings: "settings",
  display: "display",
  translations: "translations",
};
const TAB_OF_ID = Object.fromEntries(
  Object.entries(TAB_IDS).map(([tab, id]) => [id, tab as BuilderTab]),
);

const TAB_NAMES: Record<BuilderTab, MessageDescriptor> = {
  content: msg`Content`,
  titleImage: msg`Title and image`,
  settings: msg`Settings`,
  display: msg`Response display`,
  translations: msg`Translations`,
};

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
  const { t, i18n } = useLingui();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const general = useStore($general);
  const now = useNow();
  const focusAfterRender = useFocusAfterRender();
  const [meta, setMeta] = useState(() => metaOf(callout));
  const [start] = useState(() =>
    split(callout ? builderValues(callout) : newBuilderValues(newSlideId([]))),
  );
  const [components, setComponents] = useState(start.components);
  const [savedComponents, setSavedComponents] = useState(start.components);
  // Where the page goes once a save has worked and nothing is left unsaved.
  const [leaveTo, setLeaveTo] = useState<{ path: string; replace: boolean }>();
  const [confirmRevert, setConfirmRevert] = useState(false);
  const [problemsOpen, setProblemsOpen] = useState(false);
  // What the save under way does: the body's dates, and which problems stop it.
  const action = useRef<BuilderAction>("update");
  const level = useRef<ProblemLevel>("publish");

  const languages = useMemo(
    () => calloutLanguages(general.locale, callout?.variantNames),
    [general.locale, callout?.variantNames],
  );
  const labels = useMemo(
    () =>
      builderLabels(
        Object.fromEntries(languages.map((language) => [language.name, language.label])),
      ),
    [languages],
  );
  const labelled = useMemo(() => new Set(Object.keys(labels)), [labels]);
  const saveContext = { isNew: !meta.id, slugLocked: meta.slugLocked };
  const problemContext = {
    status: meta.status,
    starts: meta.starts,
    slugLocked: meta.slugLocked,
    now,
  };
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

  useEffect(() => {
    if (leaveTo && !dirty) navigate(leaveTo.path, { replace: leaveTo.replace });
  }, [leaveTo, dirty, navigate]);

  // form.io loads while the rest of the page shows.
  useEffect(() => preloadFormio(), []);

  const tabNames = Object.fromEntries(
    Object.entries(TAB_NAMES).map(([tab, name]) => [tab, i18n._(name)]),
  ) as Record<BuilderTab, string>;

  // The content tab's part: `?part=intro|end`, else `?slide=<id>`, else the first slide.
  const query = new URLSearchParams(search);
  const slideParam = query.get("slide");
  const partParam = query.get("part");
  const contentPart: ContentPart =
    partParam === "intro" || partParam === "end"
      ? { kind: partParam }
      : {
          kind: "slide",
          slideId:
            builder.slides.find((slide) => slide.id === slideParam)?.id ?? builder.slides[0]!.id,
        };

  const addressFor = (tab: BuilderTab, part?: ContentPart) => {
    const next = new URLSearchParams(
      searchForTab(search, "tab", TAB_IDS[tab], { first: TAB_IDS.content }),
    );
    if (part) {
      next.delete("part");
      next.delete("slide");
      if (part.kind === "slide") next.set("slide", part.slideId);
      else next.set("part", part.kind);
    }
    const text = next.toString();
    return `${path}${text ? `?${text}` : ""}`;
  };

  /** Shows the field at `fieldPath`: its tab (and slide), then focus on it. */
  const showField = (fieldPath: string) => {
    const slideIndex = /^slides\.(\d+)\./.exec(fieldPath)?.[1];
    const slide = slideIndex === undefined ? undefined : builder.slides[Number(slideIndex)];
    const part: ContentPart | undefined = slide
      ? { kind: "slide", slideId: slide.id }
      : fieldPath === "intro"
        ? { kind: "intro" }
        : fieldPath.startsWith("thanks")
          ? { kind: "end" }
          : undefined;
    navigate(addressFor(tabOf(fieldPath), part));
    const field = labelled.has(labelKey(fieldPath)) ? form.fieldId(fieldPath as never) : undefined;
    focusAfterRender(field ?? (slide ? `builder-slide-${slide.id}` : PROBLEMS_ID));
  };

  /** The field a refused save names, as a path of the builder's values. */
  const refusedPath = (error: unknown): string | undefined => {
    if (isApiError(error, ["duplicate-id", "slug-locked"])) return "slug";
    const property = isApiError(error) ? error.errors[0]?.property : undefined;
    return property && fieldForPath(property, new Set(allPaths(form.values)));
  };

  const showProblems = (blocking: readonly PageProblem[]) => {
    setProblemsOpen(true);
    const first = blocking[0];
    if (first) showField(first.path);
  };

  const run = (next: BuilderAction, after?: { saved(callout: Callout): void; failed(): void }) => {
    action.current = next;
    level.current = next === "saveDraft" || next === "revert" ? "save" : "publish";
    const blocking = problems.filter(
      (problem) => level.current === "publish" || problem.level === "save",
    );
    if (blocking.length > 0) {
      level.current = "publish";
      showProblems(blocking);
      after?.failed();
      return;
    }
    const sent = components;
    const submit = form.handleSubmit(async (body) => {
      try {
        const saved = await api.send(meta.id ? updateCallout(meta.id, body) : createCallout(body));
        setMeta(metaOf(saved));
        setSavedComponents(sent);
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
        const refused = refusedPath(error);
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
    level.current = "publish";
  };

  /** The callout's page as readers get it, or its staff preview while they cannot. */
  const readerPage = (slug: string, status: BuilderMeta["status"]) =>
    `/callouts/${encodeURIComponent(slug)}${status === "open" || status === "ended" ? "" : "?preview"}`;

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

  // A failed save's refusals mark their tabs too, until the fields are corrected.
  const pathOfField = new Map(allPaths(form.values).map((at) => [form.fieldId(at as never), at]));
  const refusedTabs = new Set(
    (form.summary?.errors ?? []).flatMap((error) => {
      const at = pathOfField.get(error.fieldId);
      return at === undefined ? [] : [tabOf(at)];
    }),
  );
  const statusOf = (tab: BuilderTab) =>
    problems.some((problem) => problem.tab === tab) || refusedTabs.has(tab)
      ? ("invalid" as const)
      : ("valid" as const);

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
      <Tabs
        className={tabs}
        label={t`Parts of the callout builder`}
        param="tab"
        activation="manual"
        tabs={(Object.keys(TAB_IDS) as BuilderTab[]).map((tab) => ({
          id: TAB_IDS[tab],
          label: tabNames[tab],
          status: statusOf(tab),
        }))}
      >
        {(id) => {
          switch (TAB_OF_ID[id] ?? "content") {
            case "content":
              return (
                <ContentTab
                  {...tabProps}
                  builder={builder}
                  components={components}
                  setComponents={setComponents}
                  problemPaths={problems.map((problem) => problem.path)}
                  part={contentPart}
                  onPart={(part) => navigate(addressFor("content", part))}
                  languages={languages}
                />
              );
            case "titleImage":
              return <TitleImageTab {...tabProps} />;
            case "settings":
              return <SettingsTab {...tabProps} />;
            case "display":
              return <ResponseDisplayTab {...tabProps} slides={builder.slides} />;
            case "translations":
              return <TranslationsTab {...tabProps} builder={builder} languages={languages} />;
          }
        }}
      </Tabs>
      <ConfirmDialog
        open={confirmRevert}
        title={t`Take the callout back to a draft?`}
        confirmLabel={t`Revert to draft`}
        busy={form.busy}
        onCancel={() => setConfirmRevert(false)}
        onConfirm={() => {
          setConfirmRevert(false);
          run("revert");
        }}
      >
        <p>
          {meta.status === "scheduled"
            ? t`It will no longer open at its start date. Your changes are saved with it.`
            : t`Readers can no longer open or answer it, and its address stops working until it is published again. Responses already given stay. Your changes are saved with it.`}
        </p>
      </ConfirmDialog>
      {leaveGuard}
    </div>
  );
}
