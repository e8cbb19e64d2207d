import { Button, Text } from "@chakra-ui/react";
import { type ReactNode, useRef } from "react";
import { DialogShell } from "./DialogShell";

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

/** Confirmation dialog: title, description, confirm and cancel, loading while confirming. */
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
    <DialogShell
      open={open}
      onClose={onClose}
      busy={loading}
      size="sm"
      title={title}
      rootProps={{ role: "alertdialog", initialFocusEl: () => cancelRef.current }}
      footer={
        <>
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
        </>
      }
    >
      {typeof description === "string" ? <Text color="fg.muted">{description}</Text> : description}
    </DialogShell>
  );
}
