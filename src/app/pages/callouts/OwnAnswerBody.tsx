import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { myLatestResponse } from "@core/callouts/api";
import { useQuery } from "@stores/query";
import type { ReaderCallout } from "@ui/callout/types";
import { AnswerList } from "@ui/callout-form/AnswerList";
import { QueryView } from "@ui/query-view";
import { Heading, Text } from "@ui/typography";

const answer = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem;
  border-radius: 0.5rem;
  background-color: rgb(var(--c-white));
  box-shadow: 0 1px 3px rgba(var(--c-black), 0.08);
`;

/** The reader's latest response to the callout: each question and what they answered. */
export function OwnAnswerBody({
  callout,
  loadingLabel,
}: {
  callout: ReaderCallout;
  loadingLabel: string;
}) {
  const { t, i18n } = useLingui();
  const read = myLatestResponse(callout.id);
  return (
    <QueryView
      state={useQuery(read)}
      read={read}
      loading={loadingLabel}
      failed={t`We couldn't load your answer. Please try again in a moment.`}
      empty={<Text>{t`We couldn't find your answer.`}</Text>}
      isEmpty={({ items: [response] }) => !response?.answers}
    >
      {({ items: [response] }) =>
        response?.answers && (
          <section className={answer} aria-labelledby="own-answer-heading">
            <div>
              <Heading level={2} size="md" id="own-answer-heading">
                {t`Your answer`}
              </Heading>
              <Text size="sm">{t`Sent on ${i18n.date(response.createdAt, { dateStyle: "long" })}`}</Text>
            </div>
            <AnswerList form={callout.formSchema} answers={response.answers} />
          </section>
        )
      }
    </QueryView>
  );
}
