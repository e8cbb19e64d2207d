import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { type ReactNode, useRef } from "react";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmText: string;
  cancelText: string;
  /** Shown on the confirm button while the action runs; the dialog stays open meanwhile. */
  loading?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Confirmation dialog (spec §2): title, description, confirm and cancel, loading while confirming. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmText,
  cancelText,
  loading = false,
  destructive = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => !e.open && !loading && onClose()}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      size={{ mdDown: "full", md: "sm" }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {typeof description === "string" ? (
                <Text color="fg.muted">{description}</Text>
              ) : (
                description
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={loading}>
                {cancelText}
              </Button>
              <Button
                colorPalette={destructive ? "red" : "brand"}
                loading={loading}
                onClick={onConfirm}
              >
                {confirmText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
