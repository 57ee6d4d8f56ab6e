import { lazy } from "react";

// The heavier inputs load only when a slide shows one, so a callout's first screen carries
// just what its first slide needs.
export const DateTimeInput = lazy(() =>
  import("./DateTimeInput").then((module) => ({ default: module.DateTimeInput })),
);
export const FileInput = lazy(() =>
  import("./FileInput").then((module) => ({ default: module.FileInput })),
);
export const SignatureInput = lazy(() =>
  import("./SignatureInput").then((module) => ({ default: module.SignatureInput })),
);
export const AddressInput = lazy(() =>
  import("./AddressInput").then((module) => ({ default: module.AddressInput })),
);
export const Repeated = lazy(() =>
  import("./Repeated").then((module) => ({ default: module.Repeated })),
);
