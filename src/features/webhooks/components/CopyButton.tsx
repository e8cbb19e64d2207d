import { IconButton } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckIcon, CopyIcon } from "../../../components/icons";
import { toaster } from "../../../components/toaster";
import { copyText } from "../../../lib/clipboard";

const COPIED_FEEDBACK_MS = 2000;

/** Copies a text already on screen and shows a check for a moment. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const name = copied ? t("webhooks.secret.copied") : label;
  return (
    <IconButton
      size="sm"
      variant="outline"
      colorPalette={copied ? "green" : "gray"}
      aria-label={name}
      title={name}
      onClick={() =>
        copyText(text).then(
          () => setCopied(true),
          () => toaster.create({ type: "error", title: t("webhooks.errors.copy") }),
        )
      }
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </IconButton>
  );
}
