import type { ApiKeySealer } from "./auth/api-key-secrets";
import type { RateLimitStore } from "./auth/rate-limit-store";
import type { SsoVerifier } from "./auth/sso";
import type { Tokens } from "./auth/tokens";
import type { Config } from "./config";
import type { Mailer } from "./mail/mailer";
import type { MediaStorage } from "./media/storage";
import type { Repositories } from "./repositories";

/** What route plugins receive: built once in buildApp. */
export interface Services {
  config: Config;
  repos: Repositories;
  tokens: Tokens;
  mailer: Mailer;
  /** Single sign-on ID-token verification; a provider left out is unavailable. */
  sso: SsoVerifier;
  /** Sign-in rate-limit counters shared by every server (database, or Redis when configured). */
  rateLimits: RateLimitStore;
  /** Encrypts API keys for reveal, under a key derived from the server secret. */
  apiKeySealer: ApiKeySealer;
  /** Encrypts webhook signing secrets (the server signs with them, so they cannot be hashed). */
  webhookSealer: ApiKeySealer;
  /** Uploaded images' bytes, in storage every server reads. */
  media: MediaStorage;
}
