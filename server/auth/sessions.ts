import { SESSION_MAX_AGE_DAYS, TOKEN_TTL_SECONDS } from "../../domain/constants";
import type { UserRow } from "../db/schema";
import type { Services } from "../services";
import type { RequestSession, TokenSubject } from "./plugin";

type SessionServices = Pick<Services, "repos" | "tokens">;

/** The moment a session signed in at `signedInAt` stops being renewable, in epoch seconds. */
export const sessionDeadline = (signedInAt: Date): number =>
  Math.floor(signedInAt.getTime() / 1000) + SESSION_MAX_AGE_DAYS * 24 * 60 * 60;

/** A token lasts its usual time, but never past its session's deadline. */
const tokenExpiry = (signedInAt: Date): number =>
  Math.min(Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS, sessionDeadline(signedInAt));

/** Password or single sign-on: a new session and its first token. */
export async function signInToken(services: SessionServices, user: UserRow): Promise<string> {
  const sessionId = await services.repos.sessions.start(user.id);
  return services.tokens.sign({ userId: user.id, domain: user.domain, sessionId });
}

/**
 * "Sign in as": a session of its own (its tab can log out alone) that hangs off the
 * administrator's session, so it ends with it and never outlives its deadline.
 */
export async function representToken(
  services: SessionServices,
  target: UserRow,
  admin: { user: UserRow; session: RequestSession },
): Promise<string> {
  const sessionId = await services.repos.sessions.start(target.id, admin.session.id);
  return services.tokens.sign(
    { userId: target.id, domain: target.domain, sessionId, actorId: admin.user.id },
    tokenExpiry(admin.session.signedInAt),
  );
}

/** Renewal keeps the session (and so its sign-in time and its deadline). */
export const renewedToken = (
  services: SessionServices,
  { user, actor, session }: TokenSubject,
): Promise<string> =>
  services.tokens.sign(
    { userId: user.id, domain: user.domain, sessionId: session.id, actorId: actor?.id },
    tokenExpiry(session.signedInAt),
  );
