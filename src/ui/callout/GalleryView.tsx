import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { publicResponses } from "@core/callouts/api";
import { useQuery } from "@stores/query/use-query";
import { QueryView } from "../query-view/QueryView";
import { focusRing } from "../styles";
import { imageUrl } from "./links";
import { Notice } from "./Notice";
import { ResponseDialog } from "./ResponseDialog";
import type { CalloutResponseMapItem, ReaderCallout } from "./types";

export interface GalleryViewProps {
  callout: ReaderCallout;
}

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const card = css`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  overflow: hidden;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.5rem;
  background: rgb(var(--c-white));
  color: rgb(var(--c-body));
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    border-color: rgb(var(--c-primary));
  }

  &:focus-visible {
    ${focusRing}
  }

  & img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
`;

const caption = css`
  padding: 0.75rem 1rem;
  font-weight: 600;
`;

const hasPhotos = (response: CalloutResponseMapItem) => response.photos.length > 0;

/**
 * The callout's public responses that have photos, as a grid of cards. A card opens the
 * response (photos and answers) in a dialog; focus returns to the card when it closes.
 */
export function GalleryView({ callout }: GalleryViewProps) {
  const { t } = useLingui();
  const read = publicResponses(callout.id);
  return (
    <QueryView
      state={useQuery(read)}
      read={read}
      loading={t`Loading responses`}
      spinnerSize="lg"
      failed={t`We couldn't load the responses.`}
      empty={
        <Notice>
          <p>{t`There are no responses to show yet.`}</p>
        </Notice>
      }
      isEmpty={({ items }) => !items.some(hasPhotos)}
    >
      {({ items }) => <PhotoGrid callout={callout} responses={items.filter(hasPhotos)} />}
    </QueryView>
  );
}

function PhotoGrid({
  callout,
  responses,
}: {
  callout: ReaderCallout;
  responses: CalloutResponseMapItem[];
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState<CalloutResponseMapItem>();

  const close = () => {
    const number = open?.number;
    setOpen(undefined);
    document.getElementById(`gallery-response-${number}`)?.focus();
  };

  return (
    <>
      <ul className={grid} aria-label={t`Responses`}>
        {responses.map((response) => {
          const [photo] = response.photos;
          return (
            <li key={response.number}>
              <button
                type="button"
                id={`gallery-response-${response.number}`}
                className={card}
                aria-haspopup="dialog"
                onClick={() => setOpen(response)}
              >
                {photo && (
                  <img src={imageUrl(photo.url || photo.path, 400)} alt="" loading="lazy" />
                )}
                <span className={caption}>{response.title || t`Response ${response.number}`}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {open && <ResponseDialog callout={callout} response={open} onClose={close} />}
    </>
  );
}
