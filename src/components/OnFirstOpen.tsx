import { type ReactNode, Suspense, useState } from "react";

/**
 * Renders `children` from the first time `open` is true, then keeps them (so closing animates).
 * A screen's closed dialogs then cost nothing (no chunk, no form state) until one is used.
 */
export function OnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
