// Imports nothing: the plain sign-in page (src/login) uses it, and its script must stay free of
// npm packages to meet its size budget (e2e/bundle-size.spec.ts).

export type RegionStatus = "loading" | "error" | "empty" | "ready";

/**
 * The region selector's state from the region list's answer: `domains` is undefined
 * until it arrives. A failure wins over a list fetched earlier: that list may be stale.
 */
export function regionStatus(
  domains: readonly unknown[] | undefined,
  failed: boolean,
): RegionStatus {
  if (failed) return "error";
  if (!domains) return "loading";
  return domains.length === 0 ? "empty" : "ready";
}

export type RegionNote =
  | {
      tone: "error";
      key:
        | "auth.login.errors.problem-retrieving-domains"
        | "auth.login.errors.no-regions-available"
        | "auth.login.errors.no-region-selected";
    }
  | { tone: "hint"; key: "auth.login.regionHint" };

/**
 * The line under the selector: why it cannot be used, that a submit found no region chosen
 * (`unchosen`), or, when there is a choice to make, what a region is. Nothing while it loads.
 */
export function regionNote(
  status: RegionStatus,
  count: number,
  unchosen: boolean,
): RegionNote | null {
  if (status === "error")
    return { tone: "error", key: "auth.login.errors.problem-retrieving-domains" };
  if (status === "empty") return { tone: "error", key: "auth.login.errors.no-regions-available" };
  if (status === "loading") return null;
  if (unchosen) return { tone: "error", key: "auth.login.errors.no-region-selected" };
  return count > 1 ? { tone: "hint", key: "auth.login.regionHint" } : null;
}
