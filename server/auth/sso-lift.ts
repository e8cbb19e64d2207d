import { parseHost } from "../../domain/host";
import type { Db } from "../db/open";
import { createRepositories } from "../repositories";

export type SsoLiftResult =
  | { ok: true; host: string; lifted: ("google" | "microsoft")[] }
  | { ok: false; reason: "invalid-host" | "unknown-account" };

/**
 * The operator's way back when an account requires a sign-in method nobody can use: switches
 * both enforcements off for the account `host` (accountKey.domain) names, so its members sign
 * in with their passwords again. The allowed email domains stay, for whoever switches it on later.
 */
export async function liftSsoEnforcement(db: Db, host: string): Promise<SsoLiftResult> {
  const ref = parseHost(host);
  if (!ref) return { ok: false, reason: "invalid-host" };
  const accounts = createRepositories(db).accounts;
  const account = await accounts.findByKey(ref.accountDomain, ref.accountKey);
  if (!account) return { ok: false, reason: "unknown-account" };
  const lifted = [
    ...(account.settings.enforceGoogleSignIn ? (["google"] as const) : []),
    ...(account.settings.enforceMsSignIn ? (["microsoft"] as const) : []),
  ];
  await accounts.mergeSettings(account.id, { enforceGoogleSignIn: false, enforceMsSignIn: false });
  return { ok: true, host, lifted };
}
