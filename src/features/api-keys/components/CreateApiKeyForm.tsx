import { Button, Input, Stack } from "@chakra-ui/react";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { API_KEY_MAX_LENGTH, API_KEY_NAME_MAX_LENGTH } from "../../../../domain/schemas/api-key";
import { FormField } from "../../../components/FormField";
import { PlusIcon } from "../../../components/icons";
import type { FieldProblem } from "../../../lib/field-problem";
import type { CreateApiKey } from "../api/api-keys";
import { apiKeyNameProblem, apiKeyProblem, serverApiKeyProblem } from "../lib/api-key-form";

export interface CreateApiKeyFormProps {
  /** Rejects with the API error; field problems are shown here, others by the caller. */
  onCreate: (key: CreateApiKey) => Promise<unknown>;
}

/** The key's name, an optional custom key and the create button: no key creates a generated one. */
export function CreateApiKeyForm({ onCreate }: CreateApiKeyFormProps) {
  const { t } = useTranslation();
  const nameInput = useRef<HTMLInputElement>(null);
  const keyInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
  const [value, setValue] = useState("");
  const [nameProblem, setNameProblem] = useState<FieldProblem | null>(null);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const failKey = (found: FieldProblem) => {
    setProblem(found);
    keyInput.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const apiKey = value.trim();
    const badName = apiKeyNameProblem(name);
    const badKey = apiKeyProblem(apiKey);
    setNameProblem(badName);
    setProblem(badKey);
    // Focus goes to the first field in need, top to bottom.
    if (badName) return nameInput.current?.focus();
    if (badKey) return failKey(badKey);
    setBusy(true);
    try {
      await onCreate({ name: name.trim(), apiKey });
      setName("");
      setValue("");
      setProblem(null);
    } catch (error) {
      const server = serverApiKeyProblem(error, apiKey);
      if (server) failKey(server);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormField
          label={t("apiKeys.form.nameLabel")}
          required
          error={nameProblem && t(nameProblem.key, nameProblem.values)}
          helper={t("apiKeys.form.nameHelp")}
        >
          <Input
            ref={nameInput}
            value={name}
            maxLength={API_KEY_NAME_MAX_LENGTH + 10}
            autoComplete="off"
            placeholder={t("apiKeys.form.namePlaceholder")}
            onChange={(e) => {
              setName(e.currentTarget.value);
              if (nameProblem) setNameProblem(apiKeyNameProblem(e.currentTarget.value));
            }}
          />
        </FormField>
        <FormField
          label={t("apiKeys.form.label")}
          error={problem && t(problem.key, problem.values)}
          helper={t("apiKeys.form.help")}
        >
          <Input
            ref={keyInput}
            value={value}
            maxLength={API_KEY_MAX_LENGTH + 10}
            autoComplete="off"
            spellCheck={false}
            fontFamily="mono"
            placeholder={t("apiKeys.form.placeholder")}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              // Re-check as the user types once a problem was shown (validate on change).
              if (problem) setProblem(apiKeyProblem(e.currentTarget.value));
            }}
            onBlur={() => setProblem(apiKeyProblem(value))}
          />
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          loading={busy}
          alignSelf={{ base: "stretch", sm: "flex-start" }}
        >
          <PlusIcon />
          {value.trim() ? t("apiKeys.form.createCustom") : t("apiKeys.form.generate")}
        </Button>
      </Stack>
    </form>
  );
}
