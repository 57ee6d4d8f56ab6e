import { segment, write } from "../api/call";
import type {
  ResetDeviceBody,
  ResetDeviceRequest,
  ResetPasswordBody,
  ResetPasswordRequest,
} from "./index";

/** Asks for a link to choose a new password; answers the same whether the account exists. */
export const requestPasswordReset = (body: ResetPasswordRequest) =>
  write("POST", "reset-password", body);

export const resetPassword = (flowId: string, body: ResetPasswordBody) =>
  write("PUT", `reset-password/${segment(flowId)}`, body);

/** Asks for a link that turns two-factor authentication off. */
export const requestDeviceReset = (body: ResetDeviceRequest) => write("POST", "reset-device", body);

export const resetDevice = (flowId: string, body: ResetDeviceBody) =>
  write("PUT", `reset-device/${segment(flowId)}`, body);
