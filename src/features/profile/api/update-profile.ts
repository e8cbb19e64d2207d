import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type UpdateProfileRequest,
  ZUpdateProfileResponse,
} from "../../../../domain/schemas/profile";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** PUT /profile: name and username at once; a new email waits for its confirmation link. */
export const updateProfile = (body: UpdateProfileRequest) =>
  api.put("/profile", body, { schema: ZUpdateProfileResponse });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.overview }),
  });
};
