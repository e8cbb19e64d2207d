import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZAvatarResponse } from "../../../../domain/schemas/profile";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** POST /profile/avatar (multipart, field "file"): the cropped square photo. */
export function uploadAvatar(image: Blob) {
  const form = new FormData();
  form.append("file", image, "avatar.png");
  return api.post("/profile/avatar", form, { schema: ZAvatarResponse });
}

/** DELETE /profile/avatar: back to the initials. */
export const removeAvatar = () => api.delete("/profile/avatar", { schema: ZAvatarResponse });

const useAvatarMutation = <T>(mutationFn: (input: T) => ReturnType<typeof removeAvatar>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.overview }),
  });
};

export const useUploadAvatar = () => useAvatarMutation(uploadAvatar);
export const useRemoveAvatar = () => useAvatarMutation<void>(() => removeAvatar());
