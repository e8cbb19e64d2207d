import { Box, Button, Field, Flex, Input } from "@chakra-ui/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { API_KEY_MAX_LENGTH } from "../../../../domain/schemas/api-key";
import { PlusIcon } from "../../../components/icons";
import { type ApiKeyProblem, apiKeyProblem, serverApiKeyProblem } from "../api-key-form";

export interface CreateApiKeyFormProps {
  existing: readonly string[];
  /** Rejects with the API error; field problems are shown here, others by the caller. */
  onCreate: (apiKey: string) => Promise<unknown>;
}

/** An optional custom key and the create button: empty creates a generated key. */
export function CreateApiKeyForm({ existing, onCreate }: CreateApiKeyFormProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<ApiKeyProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (found: ApiKeyProblem) => {
    setProblem(found);
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const apiKey = value.trim();
    const found = apiKeyProblem(apiKey, existing);
    if (found) return fail(found);
    setBusy(true);
    try {
      await onCreate(apiKey);
      setValue("");
      setProblem(null);
    } catch (error) {
      const server = serverApiKeyProblem(error, apiKey);
      if (server) fail(server);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field.Root invalid={problem !== null}>
        <Field.Label htmlFor={inputId}>{t("apiKeys.form.label")}</Field.Label>
        {/* On phones the message sits under the field, above the full-width button. */}
        <Flex gap="2" width="100%" wrap="wrap">
          <Input
            ref={input}
            id={inputId}
            flex={{ base: "1 0 100%", sm: "1" }}
            value={value}
            maxLength={API_KEY_MAX_LENGTH + 10}
            autoComplete="off"
            spellCheck={false}
            fontFamily="mono"
            placeholder={t("apiKeys.form.placeholder")}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              // Re-check as the user types once a problem was shown (validate on change).
              if (problem) setProblem(apiKeyProblem(e.currentTarget.value, existing));
            }}
            onBlur={() => setProblem(apiKeyProblem(value, existing))}
          />
          <Button
            type="submit"
            colorPalette="brand"
            loading={busy}
            flexShrink={0}
            width={{ base: "100%", sm: "auto" }}
            order={{ base: 3, sm: 2 }}
          >
            <PlusIcon />
            {value.trim() ? t("apiKeys.form.createCustom") : t("apiKeys.form.generate")}
          </Button>
          <Box width="100%" order={{ base: 2, sm: 3 }}>
            {problem ? (
              <Field.ErrorText>{t(problem.key, problem.values)}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t("apiKeys.form.help")}</Field.HelperText>
            )}
          </Box>
        </Flex>
      </Field.Root>
    </form>
  );
}
