import { z } from "zod";

/** `datetime-local` values (local wall time, no zone) ⇄ the API's ISO timestamps. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string {
  return new Date(value).toISOString();
}

const localDate = z
  .string()
  .min(1, "channelEditors.countdown.validation.required")
  .refine((v) => !Number.isNaN(new Date(v).getTime()), "channelEditors.countdown.validation.date");

/** Title, start and end; end after start (countdown-dates-invalid). */
export const ZCountdownForm = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, "channelEditors.countdown.validation.required")
      .max(200, "channelEditors.countdown.validation.titleTooLong"),
    start: localDate,
    end: localDate,
  })
  .refine((v) => !v.start || !v.end || new Date(v.end).getTime() > new Date(v.start).getTime(), {
    message: "errors.countdown-dates-invalid",
    path: ["end"],
  });
export type CountdownForm = z.infer<typeof ZCountdownForm>;

export const toCountdownInput = (form: CountdownForm) => ({
  title: form.title.trim(),
  start: fromLocalInput(form.start),
  end: fromLocalInput(form.end),
});
