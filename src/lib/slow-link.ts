/** What Chromium tells of the link (Network Information API); other browsers tell nothing. */
interface LinkInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Whether the link is slow enough that a chunk should start crossing it before it is asked for
 * (3G and below), and the reader has not asked to save data. Unknown links are not slow.
 */
export function onSlowLink(): boolean {
  const link = (navigator as Navigator & { connection?: LinkInfo }).connection;
  if (!link || link.saveData) return false;
  return (
    link.effectiveType === "3g" || link.effectiveType === "2g" || link.effectiveType === "slow-2g"
  );
}
