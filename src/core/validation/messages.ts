import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";

// One message per kind of mistake, for every form: the account page, the sign-in pages, the
// staff screens and the callouts say the same thing about the same mistake. Where a kind of
// value has its own message, it says what is wanted, so it serves for a missing value as well
// as a malformed one.

export const REQUIRED_MESSAGE = msg`This field is required`;
export const EMAIL_MESSAGE = msg`Enter an email address like name@example.com`;
export const PHONE_MESSAGE = msg`Enter a phone number of 6 to 20 digits, like +44 20 7946 0000`;
export const URL_MESSAGE = msg`Please enter a web address starting with http:// or https://`;
export const COLOR_MESSAGE = msg`Please enter a color, such as #262453 or rgb(38, 36, 83)`;
/** SPEC section 5's words for the password rule. */
export const PASSWORD_REQUIRED_MESSAGE = msg`Password is required`;
export const PASSWORD_MESSAGE = msg`Invalid password`;
export const PASSWORDS_DIFFER_MESSAGE = msg`The passwords don't match`;
export const NUMBER_MESSAGE = msg`Please enter a number`;
export const CHOICE_MESSAGE = msg`Please choose one of the options`;
export const TICK_MESSAGE = msg`Tick this box to continue`;
export const DATE_MESSAGE = msg`Please enter a valid date`;
export const FORMAT_MESSAGE = msg`Please use the format asked for`;

/** Text longer than `max` characters. */
export function tooLongMessage(max: number): MessageDescriptor {
  return msg({
    message: plural(max, {
      one: "Please use at most # character",
      other: "Please use at most # characters",
    }),
  });
}

/** Text shorter than `minLength` characters. */
export function tooShortMessage(minLength: number): MessageDescriptor {
  return msg({
    message: plural(minLength, {
      one: "Please use at least # character",
      other: "Please use at least # characters",
    }),
  });
}

export function belowMinimumMessage(min: number): MessageDescriptor {
  return msg`Must be at least ${min}`;
}

export function aboveMaximumMessage(max: number): MessageDescriptor {
  return msg`Must be at most ${max}`;
}
