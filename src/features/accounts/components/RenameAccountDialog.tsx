import { Button, Input, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { NAME_MAX_LENGTH } from "../../../../domain/constants";
import { displayAccountKey } from "../../../../domain/host";
import { ZDisplayName } from "../../../../domain/schemas/account";
import { DialogShell } from "../../../components/DialogShell";
import { FormField } from "../../../components/FormField";
import { translateMessage } from "../forms/messages";

const ZRenameForm = z.object({ displayName: ZDisplayName });
type RenameForm = z.infer<typeof ZRenameForm>;

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
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<RenameForm>({
    resolver: zodResolver(ZRenameForm),
    defaultValues: { displayName },
  });
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
    <DialogShell
      open={open}
      onClose={onClose}
      busy={isSubmitting}
      size="md"
      title={t("accounts.rename.title")}
      closeButton={{ first: true }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            {t("accounts.rename.cancel")}
          </Button>
          <Button
            type="submit"
            form={formId}
            colorPalette="brand"
            loading={isSubmitting}
            disabled={!isDirty}
          >
            {t("accounts.rename.submit")}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
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
        </Stack>
      </form>
    </DialogShell>
  );
}
