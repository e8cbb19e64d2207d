import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { toaster } from "../../../components/toaster";
import { applyServerErrors, saveErrorText } from "./messages";

/**
 * react-hook-form over a domain schema (the same the server validates with): validates on
 * blur, then on change; a save shows a toast, resets to what the server stored, and puts
 * the server's field errors under their fields.
 */
export function useSettingsForm<T extends FieldValues, Out = T>({
  schema,
  initial,
  save,
  toBody = (values) => values as unknown,
  toForm = (saved) => saved as T,
  savedToast,
}: {
  schema: z.ZodType<Out, T>;
  initial: T;
  save: (body: unknown) => Promise<unknown>;
  toBody?: (values: Out) => unknown;
  /** The server's answer (what it stored, cleaned) as form values. */
  toForm?: (saved: unknown) => T;
  /** Defaults to the settings screens' "Saved". */
  savedToast?: string;
}) {
  const { t } = useTranslation();
  const form = useForm<T, unknown, Out>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: initial as DefaultValues<T>,
    mode: "onBlur",
    reValidateMode: "onChange",
  });
  const { reset } = form;
  const initialJson = JSON.stringify(initial);
  const seen = useRef(initialJson);
  const isDirty = form.formState.isDirty;
  // New saved values (our save, or another admin's seen on refetch) reset an untouched form.
  useEffect(() => {
    if (seen.current === initialJson) return;
    seen.current = initialJson;
    if (!isDirty) reset(JSON.parse(initialJson) as T);
  }, [initialJson, reset, isDirty]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save(toBody(values));
      toaster.create({ type: "success", title: savedToast ?? t("accounts.settings.saved") });
      reset(toForm(saved));
    } catch (error) {
      const known = Object.keys(initial);
      if (!applyServerErrors<T>(error, form.setError, known)) {
        toaster.create({ type: "error", title: saveErrorText(t, error) });
      }
    }
  });

  const onReset = () => reset(JSON.parse(initialJson) as T);
  /** What `SettingsForm` needs: spread it there. */
  const shell = { dirty: isDirty, saving: form.formState.isSubmitting, onSubmit, onReset };
  return { form, onSubmit, onReset, shell };
}

/** The props of a settings section's form: its saved values and the section's save. */
export interface SectionFormProps<T> {
  initial: T;
  onSave: (body: unknown) => Promise<unknown>;
}
