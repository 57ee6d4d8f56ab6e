import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { isApiError } from "@core/api/api-error";
import type { CurrentUser } from "@core/contacts/current-user";
import type { Answers } from "@core/forms/answer-structs";
import { $general } from "@stores/settings";
import { CalloutForm } from "../callout-form/CalloutForm";
import type { UploadFile } from "../callout-form/context";
import { useDraftAnswers } from "../callout-form/useDraftAnswers";
import { LazyErrorSummary as ErrorSummary } from "../form/LazyErrorSummary";
import { lazyComponent } from "../lazy";
import type { HeadingLevel } from "../typography/Heading";
import { extrasFieldId, hasSubmitExtras, responseBlock } from "./access";
import { createResponse, ownResponse } from "@core/callouts/api";
import { api } from "@stores/api";
import type { CaptchaHandle } from "./CaptchaWidget";
import type { ExtrasErrors, ExtrasValues } from "./extras";
import { Notice } from "./Notice";
import type { CreateCalloutResponse, ReaderCallout } from "./types";
import { forgetCallouts } from "./callout-query";

/** Why the server refused a response (its `subCode`), as the reader is told. */
const refusals = new Map<string | undefined, MessageDescriptor>([
  ["closed", msg`This callout has closed, so your response could not be sent.`],
  [
    "cant-update",
    msg`You have answered this callout already, and it takes one response per person.`,
  ],
  ["expired-user", msg`This callout is for members only, and your membership is not active.`],
]);
const otherRefusal = msg`We could not accept your response: the callout may have closed, or it takes one response per person.`;

// Contact details, newsletter and captcha, and their rules, load with the last slide.
const SubmitExtras = lazyComponent(() =>
  import("./SubmitExtras").then((module) => module.SubmitExtras),
);
const loadExtras = () => import("./extras");

/** In the order they show, so focus goes to the first problem. */
const EXTRAS_FIELDS = ["firstname", "lastname", "email", "captcha"] as const;

const uploadFile: UploadFile = (file, onProgress) =>
  import("../upload/send-upload").then((module) => module.sendUpload(file, { onProgress }));

export interface RespondViewProps {
  callout: ReaderCallout;
  user: CurrentUser | null;
  /** Prefix of the ids on the page; default "callout". */
  id?: string;
  /** The level of each slide's title; default 2. */
  headingLevel?: HeadingLevel;
  /** The response is stored; the draft is gone. */
  onSubmitted(): void;
  /** Another slide shows (not for the first): its id. */
  onSlideChange?(slideId: string): void;
  /**
   * What a members-only callout shows a reader who may not answer: sign-in and join links in
   * the dashboard, a sign-in in a new tab in a frame.
   */
  membersOnly(reason: "sign-in" | "not-member"): ReactNode;
}

/**
 * A callout's form for a reader, or why they cannot answer: closed, for members, answered.
 * The last slide adds what the callout asks of this reader (contact details, newsletter,
 * captcha); the response goes to `POST /callout/:id/responses`.
 */
export function RespondView({
  callout,
  user,
  id = "callout",
  headingLevel = 2,
  onSubmitted,
  onSlideChange,
  membersOnly,
}: RespondViewProps) {
  const { t, i18n } = useLingui();
  const { currencySymbol } = useStore($general);
  const draft = useDraftAnswers(`agora:callout:${callout.id}`);
  /** Undefined until the reader changes one: the callout's defaults apply. */
  const [extras, setExtras] = useState<ExtrasValues>();
  const [extrasErrors, setExtrasErrors] = useState<ExtrasErrors>({});
  const [problem, setProblem] = useState<MessageDescriptor>();
  const [focusRequest, setFocusRequest] = useState<{ id: string }>();
  const captcha = useRef<CaptchaHandle>(null);

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  // A reader who may change their response starts from it, unless their draft came back.
  const editing = Boolean(user && callout.hasAnswered && callout.allowUpdate);
  const { restored, setAnswers } = draft;
  useEffect(() => {
    if (!editing || restored) return;
    let current = true;
    api.send(ownResponse(callout.id)).then(
      ({ items: [own] }) => {
        if (current && own?.answers) setAnswers(own.answers);
      },
      () => undefined, // they can still answer afresh; a server error was announced already
    );
    return () => {
      current = false;
    };
  }, [editing, restored, callout.id, setAnswers]);

  const block = responseBlock(callout, user);
  if (block === "sign-in" || block === "not-member") return membersOnly(block);
  if (block === "closed") {
    return (
      <Notice>
        <p>
          {callout.expires
            ? t`This callout closed on ${i18n.date(callout.expires, { dateStyle: "long" })}.`
            : t`This callout is not open for responses.`}
        </p>
      </Notice>
    );
  }
  if (block === "answered") {
    return (
      <Notice variant="success">
        <p>{t`You have already answered this callout. Thank you!`}</p>
      </Notice>
    );
  }

  const withExtras = hasSubmitExtras(callout, user);

  const changeExtras = (values: ExtrasValues) => {
    setExtras(values);
    setProblem(undefined);
    // Only problems already shown are checked again, as the form's own fields do.
    if (Object.keys(extrasErrors).length > 0) {
      void loadExtras().then(({ recheckExtras }) =>
        setExtrasErrors((shown) => recheckExtras(shown, callout, user, values)),
      );
    }
  };

  const fail = (errors: ExtrasErrors) => {
    setExtrasErrors(errors);
    const first = EXTRAS_FIELDS.find((field) => errors[field]);
    if (first) setFocusRequest({ id: extrasFieldId(id, first) });
  };

  const submit = async (answers: Answers) => {
    setProblem(undefined);
    let body: CreateCalloutResponse = { answers };
    let token: string | undefined;
    if (withExtras) {
      const { prepareResponse } = await loadExtras();
      const prepared = await prepareResponse(
        callout,
        user,
        answers,
        extras,
        captcha.current,
        i18n.locale,
      );
      if ("errors" in prepared) return fail(prepared.errors);
      ({ body, token } = prepared);
    }
    try {
      await api.send(createResponse(callout.id, body, token));
    } catch (error) {
      captcha.current?.reset();
      if (isApiError(error, ["captcha-required", "captcha-failed"], [401])) {
        return fail({ captcha: msg`The check that you're human did not pass. Please try again.` });
      }
      if (isApiError(error, ["invalid-callout-response"])) {
        setProblem(refusals.get(error.subCode) ?? otherRefusal);
        return;
      }
      // Anything else (offline, too many requests) the form explains above its buttons.
      throw error;
    }
    draft.clear();
    forgetCallouts();
    onSubmitted();
  };

  return (
    <>
      {editing && (
        <Notice>
          <p>
            {t`You have answered this callout before. Your answers are filled in: change what you like and send them again.`}
          </p>
        </Notice>
      )}
      <CalloutForm
        id={id}
        form={callout.formSchema}
        answers={draft.answers}
        onAnswersChange={draft.setAnswers}
        initialSlideId={draft.slideId}
        onSlideChange={(slideId) => {
          draft.setSlideId(slideId);
          onSlideChange?.(slideId);
        }}
        onSubmit={submit}
        headingLevel={headingLevel}
        uploadFile={uploadFile}
        currencySymbol={currencySymbol}
        beforeSubmit={
          <>
            {withExtras && (
              <SubmitExtras
                id={id}
                callout={callout}
                user={user}
                values={extras}
                onChange={changeExtras}
                errors={extrasErrors}
                captcha={captcha}
              />
            )}
            {problem && <ErrorSummary message={i18n._(problem)} />}
          </>
        }
      />
    </>
  );
}
