export { Button } from "./Button";
export { LinkButton } from "./LinkButton";
export { BUTTON_SIZES, BUTTON_VARIANTS, buttonClassName } from "./buttonClassName";
export type { ButtonVariant } from "./buttonClassName";
