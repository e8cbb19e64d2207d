import { lazy, type ReactNode, Suspense, useState } from "react";
import { withEveryString } from "../../../lib/i18n";

// The profile dialog (with the photo cropper) loads when first opened, not with every page. The
// channels list and the suite come with their own strings only: it waits for the whole language.
const ManageProfileDialog = lazy(
  withEveryString(() => import("../components/ManageProfileDialog")),
);

/** Opens the manage-profile dialog from the user menu or the editor's "Manage user". */
export function useProfileDialog(): { open: () => void; dialog: ReactNode } {
  const [isOpen, setOpen] = useState(false);
  // Stays mounted after the first opening so closing can animate.
  const [mounted, setMounted] = useState(false);
  const dialog = mounted ? (
    <Suspense fallback={null}>
      <ManageProfileDialog open={isOpen} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return {
    open: () => {
      setMounted(true);
      setOpen(true);
    },
    dialog,
  };
}
