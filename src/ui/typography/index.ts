export { BigTitle } from "./BigTitle";
export { Heading } from "./Heading";
export type { HeadingSize } from "./Heading";
export { Text } from "./Text";
export type { TextSize } from "./Text";
