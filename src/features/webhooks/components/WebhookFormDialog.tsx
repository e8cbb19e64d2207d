import { Checkbox, Field, Fieldset, Input, Stack, Switch, Text } from "@chakra-ui/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type CreateWebhookRequest,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_NAME_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEndpoint,
  type WebhookEventType,
} from "../../../../domain/schemas/webhook";
import { FormDialog } from "../../../components/FormDialog";
import type { FieldProblem } from "../../../lib/field-problem";
import { nameProblem, serverUrlProblem, urlProblem } from "../lib/webhook-form";

export interface WebhookFormDialogProps {
  open: boolean;
  /** null: a new endpoint. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  /** Rejects with the API error; URL refusals are shown on the field, others by the caller. */
  onSubmit: (values: Required<CreateWebhookRequest>) => Promise<unknown>;
}

/** Name, URL, the events wanted and on/off, for a new endpoint or an existing one. */
export function WebhookFormDialog({ open, endpoint, onClose, onSubmit }: WebhookFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [enabled, setEnabled] = useState(true);
  const [problems, setProblems] = useState<Record<string, FieldProblem | null>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName(endpoint?.name ?? "");
    setUrl(endpoint?.url ?? "");
    setEvents(endpoint?.events ?? ["post.published"]);
    setEnabled(endpoint ? endpoint.enabled : true);
    setProblems({});
  }, [open, endpoint]);

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((list) =>
      on
        ? WEBHOOK_EVENT_TYPES.filter((e) => e === type || list.includes(e))
        : list.filter((e) => e !== type),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: nameProblem(name),
      url: urlProblem(url),
      events: events.length ? null : { key: "errors.webhook-events-required" },
    };
    setProblems(found);
    if (found.name) return nameInput.current?.focus();
    if (found.url) return urlInput.current?.focus();
    if (found.events) return;
    setBusy(true);
    try {
      await onSubmit({ name: name.trim(), url: url.trim(), events, enabled });
    } catch (error) {
      const server = serverUrlProblem(error);
      if (server) {
        setProblems((p) => ({ ...p, url: server }));
        urlInput.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  const message = (p: FieldProblem | null | undefined) => (p ? t(p.key, p.values) : null);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={endpoint ? t("webhooks.form.editTitle") : t("webhooks.form.createTitle")}
      closeButton={{ label: t("webhooks.cancel") }}
      cancelText={t("webhooks.cancel")}
      submitText={endpoint ? t("webhooks.form.save") : t("webhooks.form.create")}
      submitting={busy}
      onSubmit={submit}
    >
      <Field.Root invalid={Boolean(problems.name)} required>
        <Field.Label htmlFor={`${id}-name`}>
          {t("webhooks.form.name")}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          ref={nameInput}
          id={`${id}-name`}
          value={name}
          maxLength={WEBHOOK_NAME_MAX_LENGTH + 10}
          autoComplete="off"
          placeholder={t("webhooks.form.namePlaceholder")}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        {problems.name && <Field.ErrorText>{message(problems.name)}</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={Boolean(problems.url)} required>
        <Field.Label htmlFor={`${id}-url`}>
          {t("webhooks.form.url")}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          ref={urlInput}
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={url}
          maxLength={WEBHOOK_URL_MAX_LENGTH + 10}
          autoComplete="off"
          spellCheck={false}
          fontFamily="mono"
          placeholder="https://hooks.example.com/ticker"
          onChange={(e) => setUrl(e.currentTarget.value)}
        />
        {problems.url ? (
          <Field.ErrorText>{message(problems.url)}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t("webhooks.form.urlHelp")}</Field.HelperText>
        )}
      </Field.Root>
      <Fieldset.Root invalid={Boolean(problems.events)}>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          {t("webhooks.form.events")}
        </Fieldset.Legend>
        <Stack gap="2" mt="2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox.Root
              key={type}
              checked={events.includes(type)}
              onCheckedChange={(e) => toggle(type, e.checked === true)}
              data-testid={`webhook-event-${type}`}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {t(`webhooks.events.${type}`)}{" "}
                <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted">
                  {type}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        {problems.events && <Fieldset.ErrorText>{message(problems.events)}</Fieldset.ErrorText>}
      </Fieldset.Root>
      <Switch.Root checked={enabled} onCheckedChange={(e) => setEnabled(e.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t("webhooks.form.enabled")}</Switch.Label>
      </Switch.Root>
    </FormDialog>
  );
}
