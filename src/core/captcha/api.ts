// Types only from the schemas: the structs stay out of the frames' bundle.
import { read } from "../api/call";
import type { CaptchaChallenge } from ".";

/** A captcha for a guest's answer: a local puzzle, or a provider's site key. */
export const captchaChallenge = () => read<CaptchaChallenge>("captcha/challenge");
