import { Input, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { CHANNEL_NAME_MAX } from "../../../../domain/schemas/channel";
import { FormDialog } from "../../../components/FormDialog";
import { FormField } from "../../../components/FormField";
import { useZodForm } from "../../../lib/use-zod-form";
import { type ChannelNameForm, channelNameErrorKey } from "../lib/channel-name";

export interface ChannelNameDialogProps {
  open: boolean;
  title: string;
  description?: string;
  submitText: string;
  initialName?: string;
  schema: z.ZodType<ChannelNameForm, ChannelNameForm>;
  /** Resolves when saved (the dialog closes); rejects to keep it open. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** A dialog with the channel name field: used to create a channel and as its settings. */
export function ChannelNameDialog({
  open,
  title,
  description,
  submitText,
  initialName = "",
  schema,
  onSubmit,
  onClose,
}: ChannelNameDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(schema, { defaultValues: { name: initialName } });
  const { register, handleSubmit, reset } = form;
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) reset({ name: initialName });
  }, [open, initialName, reset]);

  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      onClose();
    } catch {
      // The caller reported the failure; the dialog stays open for another try.
    }
  });

  const errorKey = channelNameErrorKey(errors.name?.type);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      closeButton={{ label: t("channels.actions.close") }}
      cancelText={t("channels.actions.cancel")}
      submitText={submitText}
      submitting={isSubmitting}
      onSubmit={submit}
    >
      {description && <Text color="fg.muted">{description}</Text>}
      <FormField
        label={t("channels.form.name")}
        error={errorKey ? t(errorKey, { max: CHANNEL_NAME_MAX }) : undefined}
        helper={t("channels.form.nameHelp", { max: CHANNEL_NAME_MAX })}
        invalid={Boolean(errors.name)}
        required
      >
        <Input
          autoComplete="off"
          maxLength={CHANNEL_NAME_MAX + 20}
          placeholder={t("channels.form.namePlaceholder")}
          {...register("name")}
        />
      </FormField>
    </FormDialog>
  );
}
