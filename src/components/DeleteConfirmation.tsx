import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "./ConfirmDialog";
import { toaster } from "./toaster";

/** The part of a delete mutation the confirmation needs (a react-query mutation fits). */
interface DeleteMutation<V> {
  mutate: (variables: V, options: { onSuccess: () => void; onError: () => void }) => void;
  isPending: boolean;
}

/**
 * A list's "delete with confirmation": the item asked about, and the props of the
 * `DeleteConfirmDialog` that deletes it. A delete closes the dialog (with the `deleted` toast, if
 * any); a failure keeps it open for another try and shows `errorTitle`.
 */
export function useDeleteConfirmation<T, V>(
  remove: DeleteMutation<V>,
  variablesOf: (item: T) => V,
  toasts: { deleted?: (item: T) => { type: "success" | "info"; title: string }; error: string },
) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const close = () => setDeleting(null);
  const onConfirm = () => {
    if (deleting === null) return;
    remove.mutate(variablesOf(deleting), {
      onSuccess: () => {
        if (toasts.deleted) toaster.create(toasts.deleted(deleting));
        close();
      },
      onError: () => toaster.create({ type: "error", title: toasts.error }),
    });
  };
  const dialog = {
    open: deleting !== null,
    loading: remove.isPending,
    destructive: true,
    onConfirm,
    onClose: close,
  };
  return { deleting, ask: setDeleting, dialog };
}

export interface DeleteConfirmDialogProps {
  confirmation: Pick<ReturnType<typeof useDeleteConfirmation>, "dialog">;
  /** Where the texts live: `<texts>.title`, `<texts>.description` and `<texts>.confirm`. */
  texts: string;
  /** What the description names (the item asked about). */
  values?: Record<string, string>;
  /** Instead of the description text, where the item needs more than words. */
  description?: ReactNode;
}

/** "Delete …?" for an item of a list, driven by `useDeleteConfirmation`. */
export function DeleteConfirmDialog({
  confirmation,
  texts,
  values,
  description,
}: DeleteConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      {...confirmation.dialog}
      title={t(`${texts}.title`)}
      description={description ?? t(`${texts}.description`, values)}
      confirmText={t(`${texts}.confirm`)}
      cancelText={t("common.cancel")}
    />
  );
}
