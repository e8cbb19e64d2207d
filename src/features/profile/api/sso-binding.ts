import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZSsoBindingResponse } from "../../../../domain/schemas/profile";
import { api } from "../../../lib/api-client";

export type { SsoPathName };

import { queryKeys } from "../../../lib/query-keys";
import type { SsoPathName } from "../../auth";

/**
 * POST /auth/bind-{google|msal} with the provider's ID token. Without a configured provider the
 * server answers `sso-unavailable`, whatever the credential.
 */
export const bindSso = ({ provider, credential }: { provider: SsoPathName; credential?: string }) =>
  api.post(`/auth/bind-${provider}`, credential ? { credential } : undefined, {
    schema: ZSsoBindingResponse,
  });

/** POST /auth/unbind-{google|msal} (no body). */
export const unbindSso = (provider: SsoPathName) =>
  api.post(`/auth/unbind-${provider}`, undefined, { schema: ZSsoBindingResponse });

export const useSsoBinding = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.overview });
  return {
    bind: useMutation({ mutationFn: bindSso, onSuccess }),
    unbind: useMutation({ mutationFn: unbindSso, onSuccess }),
  };
};
