import { useTranslation } from "react-i18next";
import { CopyButton } from "../../../components/CopyButton";
import { ApiError } from "../../../lib/api-client";

/** Copy for what holds a key, which is fetched on click: the server may refuse to show it. */
export function ApiKeyCopyButton({ text, label }: { text: () => Promise<string>; label: string }) {
  const { t } = useTranslation();
  // A refusal the server explains (a key that cannot be shown) says so; anything else is generic.
  const describeError = (error: unknown) =>
    error instanceof ApiError && error.errorKey?.startsWith("api-key-")
      ? t(`errors.${error.errorKey}`)
      : undefined;
  return (
    <CopyButton
      text={text}
      label={label}
      errorTitle={t("apiKeys.errors.copy")}
      describeError={describeError}
    />
  );
}
