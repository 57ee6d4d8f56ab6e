export { Button } from "./Button";
export type { ButtonProps } from "./Button";
export { LinkButton } from "./LinkButton";
export type { LinkButtonProps } from "./LinkButton";
export { BUTTON_SIZES, BUTTON_VARIANTS, buttonClassName } from "./buttonClassName";
export type { ButtonLook, ButtonSize, ButtonVariant } from "./buttonClassName";
