import type { DomainAddress } from "../../../../domain/schemas/auth";
import { api } from "../../../lib/api-client";
import { logError } from "../../../lib/session-log";

/** The regions to sign in to. Free of React: the sign-in page (src/login) calls it. */
export async function getDomainAddresses(signal?: AbortSignal) {
  try {
    // Not parsed again here: the server's serializer already holds this reply to
    // ZDomainAddresses, and parsing it would load zod for the login screen's first paint.
    return await api.get<DomainAddress[]>("/auth/get-domain-addresses", { signal });
  } catch (error) {
    logError("There was a problem fetching available domains", error);
    throw error;
  }
}
