import { ZEmailConfirmationResponse } from "../../../../domain/schemas/profile";
import { api } from "../../../lib/api-client";

/** POST /email-confirmation/{domain}/{code}: applies the pending email change it was mailed for. */
export const confirmEmail = (domain: string, code: string) =>
  api.post(
    `/email-confirmation/${encodeURIComponent(domain)}/${encodeURIComponent(code)}`,
    undefined,
    { schema: ZEmailConfirmationResponse },
  );
