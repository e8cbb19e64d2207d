import { Button, Stack } from "@chakra-ui/react";
import { type FormEventHandler, type ReactNode, useId } from "react";
import { DialogShell, type DialogShellProps } from "./DialogShell";

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeButton: DialogShellProps["closeButton"];
  cancelText: string;
  submitText: string;
  /** While the form is submitted: the dialog cannot be dismissed and Submit shows it works. */
  submitting: boolean;
  submitDisabled?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields. */
  children: ReactNode;
}

/** A dialog holding one small form: its fields, Cancel and Submit. */
export function FormDialog({
  open,
  onClose,
  title,
  closeButton,
  cancelText,
  submitText,
  submitting,
  submitDisabled,
  onSubmit,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      busy={submitting}
      size="md"
      title={title}
      closeButton={closeButton}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            {cancelText}
          </Button>
          <Button
            type="submit"
            form={formId}
            colorPalette="brand"
            loading={submitting}
            disabled={submitDisabled}
          >
            {submitText}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack gap="4">{children}</Stack>
      </form>
    </DialogShell>
  );
}
