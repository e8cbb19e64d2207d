import { IconButton } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckIcon, CopyIcon } from "../../../components/icons";
import { toaster } from "../../../components/toaster";
import { ApiError } from "../../../lib/api-client";
import { copyText } from "../../../lib/clipboard";

const COPIED_FEEDBACK_MS = 2000;

export interface CopyButtonProps {
  /** Read only when clicked (a secret may be fetched then): it never has to be rendered. */
  text: () => string | Promise<string>;
  label: string;
}

/** Copies to the clipboard and shows a check for a moment; a failure is a toast. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    setBusy(true);
    try {
      await copyText(await text());
      setCopied(true);
    } catch (error) {
      // A refusal the server explains (a key that cannot be shown) says so; anything else is generic.
      const known = error instanceof ApiError && error.errorKey?.startsWith("api-key-");
      const description = known ? t(`errors.${error.errorKey}`) : undefined;
      toaster.create({ type: "error", title: t("apiKeys.errors.copy"), description });
    } finally {
      setBusy(false);
    }
  };

  const name = copied ? t("apiKeys.copied") : label;
  return (
    <IconButton
      size="sm"
      variant="ghost"
      colorPalette={copied ? "green" : "gray"}
      aria-label={name}
      title={name}
      loading={busy}
      onClick={() => void copy()}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </IconButton>
  );
}
