import {
  Box,
  Button,
  CloseButton,
  Code,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SUCCESS_AUTO_CLOSE_MS } from "../../../../domain/constants";
import { EXTENSION_TYPES } from "../../../../domain/extensions";
import type { Extension, ExtensionRequest } from "../../../../domain/schemas/extension";
import { AlertCircleIcon, CheckCircleIcon } from "../../../components/icons";
import { SubmitButton } from "../../../components/SubmitButton";
import { CHECK_ON_BLUR, useZodForm } from "../../../lib/use-zod-form";
import {
  codeFieldError,
  type ExtensionForm,
  emptyExtensionForm,
  extensionToForm,
  FIELD_MAX,
  formToInput,
  ZExtensionForm,
} from "../lib/extension-form";

type Step = "form" | "loading" | "success" | "error";

export interface ExtensionDialogProps {
  open: boolean;
  /** The extension to edit; absent to create one. */
  extension?: Extension;
  onSave: (input: ExtensionRequest) => Promise<unknown>;
  onClose: () => void;
}

const mono = {
  fontFamily: "mono",
  fontSize: "sm",
  lineHeight: "1.5",
  spellCheck: false,
  autoCapitalize: "off",
  autoCorrect: "off",
} as const;

/**
 * Create or edit an extension: the form, then loading, then success (closing
 * itself) or error. Syntax errors the server finds go back to the form, on their field.
 */
export function ExtensionDialog({ open, extension, onSave, onClose }: ExtensionDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [step, setStep] = useState<Step>("form");
  const [details, setDetails] = useState<Partial<Record<keyof ExtensionForm, string>>>({});
  const lastInput = useRef<ExtensionRequest | null>(null);
  const editing = Boolean(extension);
  const form = useZodForm(ZExtensionForm, {
    ...CHECK_ON_BLUR,
    defaultValues: emptyExtensionForm(),
  });
  const { register, handleSubmit, reset, setError, watch } = form;
  const { errors } = form.formState;

  useEffect(() => {
    if (!open) return;
    setStep("form");
    setDetails({});
    reset(extension ? extensionToForm(extension) : emptyExtensionForm());
  }, [open, extension, reset]);

  // The caller's onClose may change on every render; the timer must not restart with it.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (step !== "success") return;
    const timer = window.setTimeout(() => closeRef.current(), SUCCESS_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [step]);

  const run = async (input: ExtensionRequest) => {
    lastInput.current = input;
    setStep("loading");
    try {
      await onSave(input);
      setStep("success");
    } catch (error) {
      const problem = codeFieldError(error);
      if (!problem) {
        setStep("error");
        return;
      }
      setStep("form");
      setDetails({ [problem.field]: problem.detail });
      // After the form is shown again, so the field can take focus.
      window.setTimeout(() =>
        setError(
          problem.field,
          { type: "server", message: problem.messageKey },
          { shouldFocus: true },
        ),
      );
    }
  };

  const submit = handleSubmit((form) => {
    setDetails({});
    return run(formToInput(form));
  });

  const message = (name: keyof ExtensionForm, error: FieldError | undefined) =>
    error?.message ? t(error.message, { length: FIELD_MAX[name] }) : undefined;

  const type = watch("type");
  const busy = step === "loading";
  const title = editing ? t("extensions.dialog.editTitle") : t("extensions.dialog.createTitle");

  const codeField = (name: "cssString" | "javaScriptString", rows: number) => {
    const error = message(name, errors[name]);
    return (
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{t(`extensions.form.${name}`)}</Field.Label>
        <Textarea
          rows={rows}
          resize="vertical"
          placeholder={t(`extensions.form.${name}Placeholder`)}
          {...mono}
          {...register(name)}
        />
        {error ? (
          <Field.ErrorText flexDirection="column" alignItems="flex-start" gap="1">
            <span>{error}</span>
            {details[name] && (
              <Code size="sm" colorPalette="red" whiteSpace="pre-wrap" wordBreak="break-word">
                {details[name]}
              </Code>
            )}
          </Field.ErrorText>
        ) : (
          <Field.HelperText>{t(`extensions.form.${name}Help`)}</Field.HelperText>
        )}
      </Field.Root>
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      placement="center"
      scrollBehavior="inside"
      size={{ mdDown: "full", md: "xl" }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {/* Kept mounted while hidden, so the values and focus survive the progress views. */}
              <Box display={step === "form" ? "block" : "none"}>
                <form id={formId} onSubmit={submit} noValidate>
                  <Stack gap="4">
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                      <Field.Root invalid={Boolean(errors.type)} required>
                        <Field.Label>
                          {t("extensions.form.type")}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field {...register("type")}>
                            <option value="" disabled>
                              {t("extensions.form.typePlaceholder")}
                            </option>
                            {EXTENSION_TYPES.map((value) => (
                              <option key={value} value={value}>
                                {t(`extensions.types.${value}.name`)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                        {errors.type ? (
                          <Field.ErrorText>{message("type", errors.type)}</Field.ErrorText>
                        ) : (
                          <Field.HelperText>
                            {type
                              ? t(`extensions.types.${type}.hint`)
                              : t("extensions.form.typeHelp")}
                          </Field.HelperText>
                        )}
                      </Field.Root>
                      <Field.Root invalid={Boolean(errors.name)} required>
                        <Field.Label>
                          {t("extensions.form.name")}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Input
                          autoComplete="off"
                          placeholder={t("extensions.form.namePlaceholder")}
                          {...register("name")}
                        />
                        {errors.name && (
                          <Field.ErrorText>{message("name", errors.name)}</Field.ErrorText>
                        )}
                      </Field.Root>
                    </SimpleGrid>
                    {codeField("cssString", 6)}
                    {codeField("javaScriptString", 9)}
                  </Stack>
                </form>
              </Box>
              {step === "loading" && (
                <ProgressView
                  icon={<Spinner size="lg" color="brand.solid" />}
                  title={
                    editing ? t("extensions.progress.saving") : t("extensions.progress.creating")
                  }
                  detail={t("extensions.progress.checking")}
                  aria-live="polite"
                />
              )}
              {step === "success" && (
                <ProgressView
                  icon={<CheckCircleIcon boxSize="10" color="green.fg" />}
                  title={
                    editing ? t("extensions.progress.saved") : t("extensions.progress.created")
                  }
                  detail={lastInput.current?.name}
                  role="status"
                />
              )}
              {step === "error" && (
                <ProgressView
                  icon={<AlertCircleIcon boxSize="10" color="red.fg" />}
                  title={editing ? t("extensions.errors.update") : t("extensions.errors.create")}
                  detail={t("extensions.errors.tryAgain")}
                  role="alert"
                />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {step === "form" && (
                <>
                  <Button variant="outline" onClick={onClose}>
                    {t("extensions.actions.cancel")}
                  </Button>
                  <SubmitButton form={formId} colorPalette="brand">
                    {editing ? t("extensions.actions.save") : t("extensions.actions.create")}
                  </SubmitButton>
                </>
              )}
              {step === "loading" && (
                <Button colorPalette="brand" loading>
                  {editing ? t("extensions.actions.save") : t("extensions.actions.create")}
                </Button>
              )}
              {step === "success" && (
                <Button colorPalette="brand" onClick={onClose}>
                  {t("extensions.actions.close")}
                </Button>
              )}
              {step === "error" && (
                <>
                  <Button variant="outline" onClick={() => setStep("form")}>
                    {t("extensions.actions.backToForm")}
                  </Button>
                  <Button
                    colorPalette="brand"
                    onClick={() => lastInput.current && run(lastInput.current)}
                  >
                    {t("common.retry")}
                  </Button>
                </>
              )}
            </Dialog.Footer>
            {!busy && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("extensions.actions.close")} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** What the dialog shows in place of the form while a save runs, and how it ended. */
function ProgressView({
  icon,
  title,
  detail,
  ...live
}: {
  icon: ReactNode;
  title: string;
  detail?: string;
  role?: "status" | "alert";
  "aria-live"?: "polite";
}) {
  return (
    <Stack align="center" textAlign="center" gap="3" py="10" {...live}>
      {icon}
      <Text fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {detail}
      </Text>
    </Stack>
  );
}
