import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Button } from "../button/Button";
import { AnswerList } from "../callout-form/AnswerList";
import { Modal } from "../dialog/Modal";
import { Heading } from "../typography/Heading";
import { imageUrl } from "./links";
import type { CalloutResponseMapItem, ReaderCallout } from "./types";

export interface ResponseDialogProps {
  callout: ReaderCallout;
  response: CalloutResponseMapItem;
  onClose(): void;
}

const dialog = css`
  width: min(40rem, calc(100vw - 2rem));
  overflow: auto;
  padding: 0;

  &::backdrop {
    background: rgba(0, 0, 0, 0.6);
  }
`;

const body = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.5rem;
`;

const top = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
`;

const photo = css`
  display: block;
  width: 100%;
  height: auto;
  border-radius: 0.25rem;
`;

const links = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A public response in a modal dialog: title, photos, answers and the callout's links. */
export function ResponseDialog({ callout, response, onClose }: ResponseDialogProps) {
  const { t } = useLingui();
  const headingId = `response-${response.number}-title`;

  const title = response.title || t`Response ${response.number}`;
  return (
    <Modal open className={dialog} labelledBy={headingId} onClose={onClose} closeOnBackdrop>
      <div className={body}>
        <div className={top}>
          <Heading level={2} size="md" id={headingId}>
            {title}
          </Heading>
          <Button variant="primaryOutlined" size="sm" onClick={onClose}>
            {t`Close`}
          </Button>
        </div>
        {response.photos.map((item) => (
          <img
            key={item.url}
            className={photo}
            src={imageUrl(item.url || item.path, 900)}
            alt=""
            loading="lazy"
          />
        ))}
        <AnswerList form={callout.formSchema} answers={response.answers} />
        {(callout.responseViewSchema?.links.length ?? 0) > 0 && (
          <ul className={links}>
            {callout.responseViewSchema?.links.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
