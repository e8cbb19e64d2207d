import { useMutation } from "@tanstack/react-query";
import { ZAcceptedResponse } from "../../../../domain/schemas/auth";
import type { ChangePasswordRequest } from "../../../../domain/schemas/profile";
import { api } from "../../../lib/api-client";

/** POST /profile/password: a wrong current password answers `incorrect-current-password`. */
export const changePassword = (body: ChangePasswordRequest) =>
  api.post("/profile/password", body, { schema: ZAcceptedResponse });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
