import { useQuery } from "@tanstack/react-query";
import { ZAcceptedResponse, ZAuthResponse } from "../../../../domain/schemas/auth";
import {
  type CreateFromInvitationRequest,
  ZAcceptInvitationResponse,
  ZPublicInvitation,
} from "../../../../domain/schemas/invitation";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const seg = encodeURIComponent;

/** What a mailed or shared link stands for; a 404 means it is not (or no longer) valid. */
export const usePublicInvitation = (domain: string, code: string) =>
  useQuery({
    queryKey: queryKeys.invitations.public(domain, code),
    queryFn: ({ signal }) =>
      api.get(`/invitations/public/${seg(domain)}/${seg(code)}`, {
        schema: ZPublicInvitation,
        signal,
        redirectOnUnauthorized: false,
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const createFromInvitation = (host: string, body: CreateFromInvitationRequest) =>
  api.post(`/users/${seg(host)}/create-from-invitation`, body, {
    schema: ZAuthResponse,
    redirectOnUnauthorized: false,
  });

export type SsoSignUpProvider = "google" | "msal";

export const createFromInvitationWithSso = (
  host: string,
  provider: SsoSignUpProvider,
  body: { key: string; externalKey?: string },
) =>
  api.post(`/users/${seg(host)}/create-from-invitation-${provider}`, body, {
    schema: ZAuthResponse,
    redirectOnUnauthorized: false,
  });

export const acceptInvitation = (domain: string, code: string) =>
  api.post(`/invitations/${seg(domain)}/${seg(code)}/accept`, undefined, {
    schema: ZAcceptInvitationResponse,
  });

export const requestInvitation = (domain: string, code: string, email: string) =>
  api.post(
    `/registration-pages/public/${seg(domain)}/${seg(code)}/request`,
    { email },
    { schema: ZAcceptedResponse, redirectOnUnauthorized: false },
  );
