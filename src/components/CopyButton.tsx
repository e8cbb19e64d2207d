import { IconButton } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { copyText } from "../lib/clipboard";
import { CheckIcon, CopyIcon } from "./icons";
import { toaster } from "./toaster";

const COPIED_FEEDBACK_MS = 2000;

export interface CopyButtonProps {
  /** A function is read only when clicked (a secret may be fetched then): it never has to be rendered. */
  text: string | (() => string | Promise<string>);
  label: string;
  /** The toast's title when copying fails. */
  errorTitle: string;
  /** The toast's description for a failure the caller can explain; none for the rest. */
  describeError?: (error: unknown) => string | undefined;
  variant?: "ghost" | "outline";
}

/** Copies to the clipboard and shows a check for a moment; a failure is a toast. */
export function CopyButton({
  text,
  label,
  errorTitle,
  describeError,
  variant = "ghost",
}: CopyButtonProps) {
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
      await copyText(typeof text === "string" ? text : await text());
      setCopied(true);
    } catch (error) {
      toaster.create({ type: "error", title: errorTitle, description: describeError?.(error) });
    } finally {
      setBusy(false);
    }
  };

  const name = copied ? t("common.copied") : label;
  return (
    <IconButton
      size="sm"
      variant={variant}
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
