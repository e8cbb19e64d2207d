import { errors, jwtVerify, SignJWT } from "jose";
import { TOKEN_TTL_SECONDS } from "../../domain/constants";
import type { ErrorKey } from "../../domain/errors";

export interface TokenClaims {
  userId: string;
  domain: string;
  /** The server-side session the token belongs to (the JWT `sid` claim). */
  sessionId: string;
  /** "Sign in as": the administrator acting as userId (the JWT `act` claim). */
  actorId?: string;
}

export type VerifyResult =
  | { ok: true; claims: TokenClaims }
  | { ok: false; errorKey: Extract<ErrorKey, "token-expired" | "token-invalid"> };

/**
 * HS256 tokens: sub = user id, dom = domain, sid = session, act = the representing
 * administrator, if any.
 */
export class Tokens {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  /** `expiresAt` (seconds since epoch) lets tests mint already-expired tokens. */
  sign(claims: TokenClaims, expiresAt?: number): Promise<string> {
    const payload = { dom: claims.domain, sid: claims.sessionId };
    return new SignJWT(claims.actorId ? { ...payload, act: claims.actorId } : payload)
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(expiresAt ?? Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS)
      .sign(this.#key);
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      // Without requiredClaims jose accepts a token that never expires.
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ["HS256"],
        requiredClaims: ["exp"],
      });
      const { sub, dom, sid } = payload;
      // A token from before sessions existed names none: it is not renewed, its owner signs in.
      if (typeof sub !== "string" || typeof dom !== "string" || typeof sid !== "string") {
        return { ok: false, errorKey: "token-invalid" };
      }
      const claims: TokenClaims = { userId: sub, domain: dom, sessionId: sid };
      if (typeof payload.act === "string") claims.actorId = payload.act;
      return { ok: true, claims };
    } catch (err) {
      return {
        ok: false,
        errorKey: err instanceof errors.JWTExpired ? "token-expired" : "token-invalid",
      };
    }
  }
}
