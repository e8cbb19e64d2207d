import type { DomainAddress } from "../../../../domain/schemas/auth";

export interface DomainChoice {
  /** The region the selector starts on. */
  selected: string | null;
  /** What the stored default domain should become (undefined: leave it as it is). */
  store?: string | null;
}

/**
 * Exactly one domain becomes the default and is selected; with more than one,
 * a remembered domain no longer listed is cleared; a listed one is selected.
 */
export function chooseDomain(
  domains: readonly Pick<DomainAddress, "address">[],
  remembered: string | null,
): DomainChoice {
  if (domains.length === 1) {
    const only = domains[0].address;
    return { selected: only, ...(remembered !== only ? { store: only } : {}) };
  }
  const listed = remembered !== null && domains.some((d) => d.address === remembered);
  if (listed) return { selected: remembered };
  if (domains.length > 1 && remembered !== null) return { selected: null, store: null };
  return { selected: null };
}
