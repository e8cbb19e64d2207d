import { IconButton } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckIcon, CopyIcon } from "../../../components/icons";
import { toaster } from "../../../components/toaster";
import { copyText } from "../../../lib/clipboard";

const COPIED_FEEDBACK_MS = 2000;

export interface CopyButtonProps {
  /** Read only when clicked: a secret it copies never has to be rendered. */
  text: () => string;
  label: string;
}

/** Copies to the clipboard and shows a check for a moment; a failure is a toast. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = () =>
    copyText(text()).then(
      () => setCopied(true),
      () => toaster.create({ type: "error", title: t("apiKeys.errors.copy") }),
    );

  const name = copied ? t("apiKeys.copied") : label;
  return (
    <IconButton
      size="sm"
      variant="ghost"
      colorPalette={copied ? "green" : "gray"}
      aria-label={name}
      title={name}
      onClick={copy}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </IconButton>
  );
}
