/** Query keys of the accounts feature, named once so mutations invalidate the right ones. */
export const accountKeys = {
  all: ["accounts"] as const,
  subAccounts: (host: string) => ["accounts", "sub-accounts", host] as const,
  channels: (host: string) => ["accounts", "channels", host] as const,
  details: (domain: string, key: string) => ["accounts", "details", domain, key] as const,
};
