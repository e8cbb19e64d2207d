import type { DomainAddress, SsoProvider } from "../../../../domain/schemas/auth";

/** The API names Microsoft "msal" in its paths. */
export type SsoPathName = "google" | "msal";

const PATH_NAMES: Record<SsoProvider, SsoPathName> = { google: "google", microsoft: "msal" };

/**
 * The single sign-on providers the region's server has configured, by their path names; none
 * while the list loads or for an unknown region, so no button is offered that can only fail.
 */
export function ssoPathNames(
  regions: readonly DomainAddress[] | undefined,
  domain: string | null | undefined,
): SsoPathName[] {
  const region = regions?.find((d) => d.address === domain);
  return region ? region.ssoProviders.map((provider) => PATH_NAMES[provider]) : [];
}
