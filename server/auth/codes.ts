import { createHash } from "node:crypto";

/**
 * The codes mailed in links (password reset, email confirmation, invitations, registration
 * pages) are stored only as this hash, so a database leak does not leak usable codes.
 */
export const hashCode = (code: string): string => createHash("sha256").update(code).digest("hex");
