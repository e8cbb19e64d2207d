import type { ApiKey } from "../../../domain/schemas/api-key";

export const apiKeyTarget = (key: ApiKey) => ({
  type: "api-key" as const,
  id: key.id,
  name: key.name,
});

/** The activity log is read by every admin of the account: never the whole secret. */
export const maskedOf = (key: ApiKey) => ({ apiKey: key.masked });
