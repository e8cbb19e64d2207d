import { lazy, type ReactNode, Suspense, useState } from "react";

// The profile dialog (with the photo cropper) loads when first opened, not with every page.
const ManageProfileDialog = lazy(() => import("../components/ManageProfileDialog"));

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
