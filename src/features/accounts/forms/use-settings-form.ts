import { useEffect, useRef } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { toaster } from "../../../components/toaster";
import { CHECK_ON_BLUR, useZodForm } from "../../../lib/use-zod-form";
import type { SettingsSection } from "../api/save-settings";
import { applyServerErrors, saveErrorText } from "./messages";
import { SECTION_HEADINGS } from "./section-headings";

/**
 * A section's form (its saved values and save, as the section passes them) as
 * react-hook-form over a domain schema (the same the server validates with): validates on
 * blur, then on change; a save shows a toast, resets to what the server stored, and puts
 * the server's field errors under their fields. `shell` gives `SettingsForm` the section's
 * heading and its Reset / Save.
 */
export function useSettingsForm<T extends FieldValues, Out = T>({
  section,
  schema,
  initial,
  onSave,
  toBody = (values) => values as unknown,
  toForm = (saved) => saved as T,
  savedToast,
}: SectionFormProps<T> & {
  section: SettingsSection;
  schema: z.ZodType<Out, T>;
  toBody?: (values: Out) => unknown;
  /** The server's answer (what it stored, cleaned) as form values. */
  toForm?: (saved: unknown) => T;
  /** Defaults to the settings screens' "Saved". */
  savedToast?: string;
}) {
  const { t } = useTranslation();
  const form = useZodForm(schema, { ...CHECK_ON_BLUR, defaultValues: initial as DefaultValues<T> });
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
      const saved = await onSave(toBody(values));
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
  const shell = {
    title: t(SECTION_HEADINGS[section].title),
    description: t(SECTION_HEADINGS[section].description),
    dirty: isDirty,
    saving: form.formState.isSubmitting,
    onSubmit,
    onReset,
  };
  return { form, onSubmit, onReset, shell };
}

/** The props of a settings section's form: its saved values and the section's save. */
export interface SectionFormProps<T> {
  initial: T;
  onSave: (body: unknown) => Promise<unknown>;
}
