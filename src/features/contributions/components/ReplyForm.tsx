import { Button, Field, HStack, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { REPLY_MAX_LENGTH } from "../../../../domain/constants";
import { replyProblem } from "../api/contributions";

/** Reply to a question: not empty, at most REPLY_MAX_LENGTH characters, with a counter. */
export function ReplyForm({
  onSubmit,
  onCancel,
  pending,
}: {
  onSubmit: (message: string) => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState("");
  const [touched, setTouched] = useState(false);
  const problem = replyProblem(message, REPLY_MAX_LENGTH);
  const showProblem = problem !== null && (touched || problem === "tooLong");
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (problem) return;
        onSubmit(message.trim()).then(
          () => {
            setMessage("");
            setTouched(false);
          },
          () => undefined,
        );
      }}
    >
      <Field.Root invalid={showProblem}>
        <Field.Label>{t("contributions.reply.label")}</Field.Label>
        <Textarea
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          onBlur={() => setTouched(true)}
          placeholder={t("contributions.reply.placeholder")}
          rows={3}
          autoFocus
        />
        <HStack justify="space-between" width="full">
          {showProblem ? (
            <Field.ErrorText>
              {t(`contributions.reply.${problem}`, { max: REPLY_MAX_LENGTH })}
            </Field.ErrorText>
          ) : (
            <span />
          )}
          <Field.HelperText
            data-testid="reply-counter"
            color={message.length > REPLY_MAX_LENGTH ? "fg.error" : "fg.muted"}
          >
            {t("contributions.reply.counter", { count: message.length, max: REPLY_MAX_LENGTH })}
          </Field.HelperText>
        </HStack>
      </Field.Root>
      <HStack gap="2" mt="2" justify="flex-end">
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={pending}>
          {t("contributions.cancel")}
        </Button>
        <Button
          size="sm"
          type="submit"
          colorPalette="brand"
          loading={pending}
          disabled={problem !== null}
        >
          {t("contributions.reply.send")}
        </Button>
      </HStack>
    </form>
  );
}
