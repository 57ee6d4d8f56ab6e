import { HttpError, unauthorized } from "@core/errors";
import { CaptchaUnavailableError, type CaptchaVerifier } from "../captcha";

/** The captcha a response needs: missing, failed, or uncheckable each say so. */
export async function checkCaptcha(
  captcha: CaptchaVerifier,
  token: string | undefined,
  remoteIp: string,
): Promise<void> {
  if (!token) {
    throw unauthorized("Solve the captcha to send your answers", { code: "captcha-required" });
  }
  let passed: boolean;
  try {
    passed = await captcha.verify(token, remoteIp);
  } catch (error) {
    if (error instanceof CaptchaUnavailableError) {
      throw new HttpError(503, { message: "The captcha could not be checked: try again soon" });
    }
    throw error;
  }
  if (!passed) {
    throw unauthorized("The captcha was not solved, or has expired: try again", {
      code: "captcha-failed",
    });
  }
}
