/**
 * `react` for the "ui-preact" test project (vite.config.ts): React's API as the frames have
 * it (embed/shared/react.ts, on Preact), plus what the tests themselves take from React.
 * Test code only; a component importing anything else from `react` fails there, as in a frame.
 */
export * from "../../../embed/shared/react";
export { act } from "preact/test-utils";
