export { Button } from "./Button";
export type { ButtonProps } from "./Button";
export { LinkButton } from "./LinkButton";
export type { LinkButtonProps } from "./LinkButton";
export { buttonClassName } from "./buttonClassName";
export type { ButtonLook, ButtonSize, ButtonVariant } from "./buttonClassName";
