import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Spinner } from "../spinner/Spinner";
import { focusRing } from "../styles";
import { imageUrl } from "./links";
import { Notice } from "./Notice";
import { ResponseDialog } from "./ResponseDialog";
import type { CalloutResponseMapItem, ReaderCallout } from "./types";
import { usePublicResponses } from "./usePublicResponses";

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

/**
 * The callout's public responses that have photos, as a grid of cards. A card opens the
 * response (photos and answers) in a dialog; focus returns to the card when it closes.
 */
export function GalleryView({ callout }: GalleryViewProps) {
  const { t } = useLingui();
  const responses = usePublicResponses(callout.id);
  const [open, setOpen] = useState<CalloutResponseMapItem>();

  if (responses.status === "loading") return <Spinner size="lg" label={t`Loading responses`} />;
  if (responses.status === "failed") {
    return (
      <Notice>
        <p role="alert">{t`The responses could not load. Please try again later.`}</p>
      </Notice>
    );
  }
  const withPhotos = responses.items.filter((response) => response.photos.length > 0);
  if (withPhotos.length === 0) {
    return (
      <Notice>
        <p>{t`There are no responses to show yet.`}</p>
      </Notice>
    );
  }

  const close = () => {
    const number = open?.number;
    setOpen(undefined);
    document.getElementById(`gallery-response-${number}`)?.focus();
  };

  return (
    <>
      <ul className={grid} aria-label={t`Responses`}>
        {withPhotos.map((response) => {
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
