export { BigTitle } from "./BigTitle";
export type { BigTitleProps } from "./BigTitle";
export { Heading } from "./Heading";
export type { HeadingLevel, HeadingProps, HeadingSize } from "./Heading";
export { Text } from "./Text";
export type { TextProps, TextSize } from "./Text";
