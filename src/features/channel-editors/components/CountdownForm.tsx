import { Button, Field, HStack, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useZodForm } from "../../../lib/use-zod-form";
import { type CountdownForm as Values, ZCountdownForm } from "../lib/countdown-form";

/** Title, start and end as datetime-local inputs; end must be after start. */
export function CountdownForm({
  initial,
  submitText,
  onSubmit,
  onCancel,
}: {
  initial: Values;
  submitText: string;
  /** Rejects with the API error: countdown-dates-invalid is shown on the end field. */
  onSubmit: (values: Values) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(ZCountdownForm, { defaultValues: initial });
  const { register, handleSubmit, setError } = form;
  const { errors, isSubmitting } = form.formState;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && error.errorKey === "countdown-dates-invalid") {
        setError("end", { message: "errors.countdown-dates-invalid" });
      }
    }
  });

  const msg = (key: string | undefined) => (key ? t(key) : undefined);

  return (
    <form onSubmit={submit} noValidate aria-label={submitText}>
      <Stack gap="3" p="4" borderWidth="1px" borderRadius="l2" bg="bg.subtle">
        <Field.Root invalid={Boolean(errors.title)} required>
          <Field.Label>{t("channelEditors.countdown.title")}</Field.Label>
          <Input size="sm" autoComplete="off" autoFocus {...register("title")} />
          <Field.ErrorText>{msg(errors.title?.message)}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root invalid={Boolean(errors.start)} required>
            <Field.Label>{t("channelEditors.countdown.start")}</Field.Label>
            <Input size="sm" type="datetime-local" {...register("start")} />
            <Field.ErrorText>{msg(errors.start?.message)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.end)} required>
            <Field.Label>{t("channelEditors.countdown.end")}</Field.Label>
            <Input size="sm" type="datetime-local" {...register("end")} />
            <Field.ErrorText>{msg(errors.end?.message)}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <HStack justify="flex-end" gap="2">
          <Button size="sm" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            {t("channelEditors.cancel")}
          </Button>
          <Button size="sm" type="submit" colorPalette="brand" loading={isSubmitting}>
            {submitText}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
