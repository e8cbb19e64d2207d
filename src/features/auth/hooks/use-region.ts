import { useEffect, useState } from "react";
import type { DomainAddress } from "../../../../domain/schemas/auth";
import { storage } from "../../../lib/local-data/web-storage";
import { useDomainAddresses } from "../api/get-domains";
import { chooseDomain } from "../lib/domain-selection";
import { regionStatus } from "../lib/region-status";

/** The region selector's state: the domain list and the selection per the rules. */
export function useRegion() {
  const domains = useDomainAddresses();
  const [selected, setSelected] = useState<string>("");

  useEffect(() => {
    if (!domains.data) return;
    const choice = chooseDomain(domains.data, storage.domain());
    if (choice.store !== undefined) storage.setDomain(choice.store);
    setSelected(choice.selected ?? "");
  }, [domains.data]);

  const status = regionStatus(domains.data, domains.isError);
  const list: DomainAddress[] = domains.data ?? [];
  return { status, domains: list, selected, setSelected };
}
