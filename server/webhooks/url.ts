import { isIP } from "node:net";
import { ApiError } from "../errors";
import {
  isPublicAddress,
  parseFetchableUrl,
  type Resolver,
  systemResolver,
} from "../media/safe-fetch";

/**
 * An endpoint URL as it is registered: http(s) without credentials, reaching only public
 * addresses (the link cards' guard), unless ALLOW_PRIVATE_FETCH. Every delivery checks the
 * address again as it connects (safePost): a name may resolve elsewhere later.
 */
export async function checkWebhookUrl(
  raw: string,
  options: { allowPrivate: boolean; resolver?: Resolver },
): Promise<string> {
  const url = parseFetchableUrl(raw.trim());
  if (!url) throw new ApiError(400, "webhook-url-invalid");
  if (options.allowPrivate) return url.href;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw new ApiError(400, "webhook-url-blocked");
    return url.href;
  }
  let addresses: string[];
  try {
    addresses = await (options.resolver ?? systemResolver)(host);
  } catch {
    throw new ApiError(400, "webhook-url-unresolvable");
  }
  if (addresses.length === 0) throw new ApiError(400, "webhook-url-unresolvable");
  if (!addresses.every(isPublicAddress)) throw new ApiError(400, "webhook-url-blocked");
  return url.href;
}
