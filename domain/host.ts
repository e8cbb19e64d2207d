/** The account host is `accountKey.accountDomain`, split back on the first dot. */
export interface AccountRef {
  accountKey: string;
  accountDomain: string;
}

export const toHost = ({ accountKey, accountDomain }: AccountRef): string =>
  `${accountKey}.${accountDomain}`;

export function parseHost(host: string): AccountRef | null {
  const dot = host.indexOf(".");
  if (dot <= 0 || dot === host.length - 1) return null;
  return { accountKey: host.slice(0, dot), accountDomain: host.slice(dot + 1) };
}

/** Account keys are displayed with an @ prefix. */
export const displayAccountKey = (accountKey: string): string => `@${accountKey}`;

/** Account keys: lowercase letters, digits and dashes; no dots (the host splits on them). */
export const ACCOUNT_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;
