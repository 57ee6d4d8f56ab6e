import { label as labelClass } from "../../form/fieldStyles";
import { lazyComponent } from "../../lazy";
import type { InputProps } from "./types";

// The heavier inputs load only when a slide shows one, so a callout's first screen carries
// just what its first slide needs. Until then the question's label holds its place.
const placeholder = ({ label }: InputProps) => <p className={labelClass}>{label}</p>;

export const DateTimeInput = lazyComponent(
  () => import("./DateTimeInput").then((module) => module.DateTimeInput),
  placeholder,
);
export const FileInput = lazyComponent(
  () => import("./FileInput").then((module) => module.FileInput),
  placeholder,
);
export const SignatureInput = lazyComponent(
  () => import("./SignatureInput").then((module) => module.SignatureInput),
  placeholder,
);
export const AddressInput = lazyComponent(
  () => import("./AddressInput").then((module) => module.AddressInput),
  placeholder,
);
export const Repeated = lazyComponent(
  () => import("./Repeated").then((module) => module.Repeated),
  placeholder,
);
