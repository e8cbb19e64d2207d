import { useDomainAddresses } from "../api/get-domains";
import { type SsoPathName, ssoPathNames } from "../lib/sso-path-names";

/** The region's single sign-on providers, once the region list is in. */
export function useSsoProviders(domain: string | null | undefined): SsoPathName[] {
  return ssoPathNames(useDomainAddresses().data, domain);
}
