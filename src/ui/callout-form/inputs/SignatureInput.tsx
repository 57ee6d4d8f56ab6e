import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { Button } from "../../button/Button";
import { TextField } from "../../form/TextField";
import { FieldHint, RequiredMark } from "../../form/FieldParts";
import { field, fieldset, label as labelClass } from "../../form/fieldStyles";
import type { InputProps } from "./types";

const WIDTH = 600;
const HEIGHT = 180;

const pad = css`
  display: block;
  width: 100%;
  max-width: ${WIDTH}px;
  height: auto;
  aspect-ratio: ${WIDTH} / ${HEIGHT};
  border: 1px solid rgb(var(--c-grey-dark));
  border-radius: 0.25rem;
  background-color: rgb(var(--c-white));
  cursor: crosshair;
  /* Drawing with a finger must not scroll the page. */
  touch-action: none;
`;

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

function context(canvas: HTMLCanvasElement | null): CanvasRenderingContext2D | null {
  const drawing = canvas?.getContext("2d") ?? null;
  if (drawing) {
    drawing.lineWidth = 2.5;
    drawing.lineCap = "round";
    drawing.lineJoin = "round";
    drawing.strokeStyle = drawing.fillStyle = "#1a1a1a";
  }
  return drawing;
}

/**
 * A signature: drawn with a mouse, finger or pen on a pad, or, for keyboards and screen
 * readers, typed as a name that is written on the pad in a handwriting font. Either way the
 * answer is a PNG data URL.
 */
export function SignatureInput({ id, label, hint, required, error, value, onChange }: InputProps) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [typed, setTyped] = useState("");

  // A signature restored from a draft is shown again on the pad.
  useEffect(() => {
    const pen = context(canvas.current);
    if (!pen || typeof value !== "string" || !value.startsWith("data:image/")) return;
    const image = new Image();
    image.onload = () => pen.drawImage(image, 0, 0, WIDTH, HEIGHT);
    image.src = value;
    // Only the first value: later ones were drawn here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [
      ((event.clientX - box.left) * WIDTH) / (box.width || WIDTH),
      ((event.clientY - box.top) * HEIGHT) / (box.height || HEIGHT),
    ] as const;
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const pen = context(event.currentTarget);
    if (!pen) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (typed) {
      pen.clearRect(0, 0, WIDTH, HEIGHT);
      setTyped("");
    }
    drawing.current = true;
    pen.beginPath();
    pen.moveTo(...point(event));
    pen.lineTo(...point(event));
    pen.stroke();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const pen = context(event.currentTarget);
    pen?.lineTo(...point(event));
    pen?.stroke();
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(event.currentTarget.toDataURL("image/png"));
  };

  const type = (name: string) => {
    setTyped(name);
    const pen = context(canvas.current);
    if (!pen || !canvas.current) return;
    pen.clearRect(0, 0, WIDTH, HEIGHT);
    if (!name.trim()) {
      onChange(undefined);
      return;
    }
    pen.font = `italic 48px "Segoe Script", "Bradley Hand", "Brush Script MT", cursive`;
    pen.textBaseline = "middle";
    pen.fillText(name, 24, HEIGHT / 2, WIDTH - 48);
    onChange(canvas.current.toDataURL("image/png"));
  };

  const clear = () => {
    context(canvas.current)?.clearRect(0, 0, WIDTH, HEIGHT);
    setTyped("");
    onChange(undefined);
  };

  return (
    <fieldset
      className={cx(field, fieldset)}
      aria-describedby={hint ? `${id}-signature-hint` : undefined}
    >
      <legend className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </legend>
      {hint && <FieldHint id={`${id}-signature-hint`}>{hint}</FieldHint>}
      <canvas
        ref={canvas}
        className={pad}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={t`Signature pad: sign with a mouse, finger or pen, or type your name below`}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <div className={row}>
        <TextField
          id={id}
          label={t`Or type your full name to sign`}
          error={error}
          autoComplete="name"
          value={typed}
          onChange={(event) => type(event.target.value)}
        />
        <Button variant="primaryOutlined" onClick={clear}>
          {t`Clear`}
        </Button>
      </div>
    </fieldset>
  );
}
