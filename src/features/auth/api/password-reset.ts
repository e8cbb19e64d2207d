import {
  type PasswordResetCompleteRequest,
  ZAcceptedResponse,
} from "../../../../domain/schemas/auth";
import { api } from "../../../lib/api-client";

export const startPasswordReset = (domain: string, email: string) =>
  api.post(
    `/password-reset/${encodeURIComponent(domain)}`,
    { email },
    {
      schema: ZAcceptedResponse,
      redirectOnUnauthorized: false,
    },
  );

export const completePasswordReset = (
  domain: string,
  code: string,
  body: PasswordResetCompleteRequest,
) =>
  api.post(`/password-reset/${encodeURIComponent(domain)}/${encodeURIComponent(code)}`, body, {
    schema: ZAcceptedResponse,
    redirectOnUnauthorized: false,
  });
