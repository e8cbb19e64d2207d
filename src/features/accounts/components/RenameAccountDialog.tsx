import { Input, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { NAME_MAX_LENGTH } from "../../../../domain/constants";
import { displayAccountKey } from "../../../../domain/host";
import { ZDisplayName } from "../../../../domain/schemas/account";
import { FormDialog } from "../../../components/FormDialog";
import { FormField } from "../../../components/FormField";
import { useZodForm } from "../../../lib/use-zod-form";
import { translateMessage } from "../forms/messages";

const ZRenameForm = z.object({ displayName: ZDisplayName });

export interface RenameAccountDialogProps {
  open: boolean;
  accountKey: string;
  displayName: string;
  /** Resolves when renamed (the dialog closes); rejects to keep it open. */
  onRename: (displayName: string) => Promise<unknown>;
  onClose: () => void;
}

/** Renames an account's display name (PATCH /accounts/{host}/displayname). */
export function RenameAccountDialog({
  open,
  accountKey,
  displayName,
  onRename,
  onClose,
}: RenameAccountDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(ZRenameForm, { defaultValues: { displayName } });
  const { register, handleSubmit, reset } = form;
  const { errors, isSubmitting, isDirty } = form.formState;
  useEffect(() => {
    if (open) reset({ displayName });
  }, [open, displayName, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onRename(values.displayName);
      onClose();
    } catch {
      // The caller showed the failure; the dialog stays open for another try.
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("accounts.rename.title")}
      closeButton={{ first: true }}
      cancelText={t("accounts.rename.cancel")}
      submitText={t("accounts.rename.submit")}
      submitting={isSubmitting}
      submitDisabled={!isDirty}
      onSubmit={submit}
    >
      <Text color="fg.muted">
        {t("accounts.rename.description", { key: displayAccountKey(accountKey) })}
      </Text>
      <FormField
        label={t("accounts.rename.label")}
        error={translateMessage(t, errors.displayName?.message, NAME_MAX_LENGTH)}
        required
      >
        <Input autoComplete="off" data-autofocus {...register("displayName")} />
      </FormField>
    </FormDialog>
  );
}
