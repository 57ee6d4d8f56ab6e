import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useRef, type KeyboardEvent } from "react";
import type { FileAnswer } from "@core/forms/answer-structs";
import { Button } from "@ui/button";
import { Modal } from "@ui/dialog";
import { previewUrl } from "@ui/upload/preview";
import { fileName } from "../shared/media";
import { textLink } from "../../shared/styles";

const dialog = css`
  width: min(64rem, calc(100vw - 2rem));
  padding: 1rem;

  &::backdrop {
    background: rgba(var(--c-black), 0.75);
  }
`;

const layout = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: space-between;
`;

const pictureClass = css`
  display: block;
  width: 100%;
  max-height: calc(100vh - 10rem);
  object-fit: contain;
  background-color: rgb(var(--c-grey-lighter));
`;

const controls = css`
  display: flex;
  gap: 0.5rem;
`;

export interface LightboxProps {
  pictures: readonly FileAnswer[];
  /** The picture shown; undefined when closed. */
  index: number | undefined;
  onIndexChange(index: number): void;
  onClose(): void;
}

/**
 * Pictures large, one at a time, in a modal dialog: the arrow keys or buttons go through them,
 * Escape closes and focus goes back where it was. Each has its name and a link to the file.
 */
export function Lightbox({ pictures, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useLingui();
  const close = useRef<HTMLButtonElement>(null);
  const picture = index === undefined ? undefined : pictures[index];
  const count = pictures.length;

  const go = (step: number) => {
    if (index === undefined || count < 2) return;
    onIndexChange((index + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Modal
      open={index !== undefined}
      className={dialog}
      label={picture ? fileName(picture) : t`Picture`}
      initialFocus={close}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      {picture && index !== undefined && (
        <div className={layout}>
          <div className={bar}>
            <span>
              {count > 1 && <>{t`Picture ${index + 1} of ${count}`} · </>}
              <a className={textLink} href={picture.url} target="_blank" rel="noopener noreferrer">
                {fileName(picture)}
              </a>
            </span>
            <span className={controls}>
              {count > 1 && (
                <>
                  <Button variant="primaryOutlined" size="sm" onClick={() => go(-1)}>
                    {t`Previous picture`}
                  </Button>
                  <Button variant="primaryOutlined" size="sm" onClick={() => go(1)}>
                    {t`Next picture`}
                  </Button>
                </>
              )}
              {/* Focus starts here: the way out first, the arrows for the rest. */}
              <Button ref={close} variant="greyOutlined" size="sm" onClick={onClose}>
                {t`Close`}
              </Button>
            </span>
          </div>
          <img
            className={pictureClass}
            src={previewUrl(picture.url, 1600)}
            alt={fileName(picture)}
          />
        </div>
      )}
    </Modal>
  );
}
