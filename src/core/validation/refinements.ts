import { refine, string } from "superstruct";
import { isColor, isEmail, isPhoneNumber, isUrl, isValidPassword } from "./predicates";

// Superstruct's default failure message quotes the value; these messages never do, so a
// password cannot end up in an error body or a log.

/** A string that meets the password rule. */
export const password = () =>
  refine(string(), "password", (value) => isValidPassword(value) || "Invalid password");

/** A string that is an email address. */
export const email = () =>
  refine(string(), "email", (value) => isEmail(value) || "Invalid email address");

/** A string that is a phone number (see `isPhoneNumber`). */
export const phone = () =>
  refine(string(), "phone", (value) => isPhoneNumber(value) || "Invalid phone number");

/** A string that is an http or https URL. */
export const url = () =>
  refine(string(), "url", (value) => isUrl(value) || "Invalid URL: use http:// or https://");

/** A string that is a CSS colour the theme can use. */
export const color = () => refine(string(), "color", (value) => isColor(value) || "Invalid color");
