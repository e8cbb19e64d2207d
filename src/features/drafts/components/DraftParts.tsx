import { Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ZDraft } from "../../../../domain/schemas/draft";
import { ConflictVersions } from "../../../components/ConflictVersions";
import { Notice } from "../../../components/Notice";
import type { DraftItem } from "../hooks/use-drafts";
import { resolveConflict } from "../lib/outbox";

const pad = (n: number) => String(n).padStart(2, "0");
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Date and time inputs with Clear and Schedule; the time must be in the future. */
export function ScheduleForm({
  onSchedule,
  onCancel,
  busy,
}: {
  onSchedule: (when: Date) => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = () => {
    const when = new Date(`${date}T${time || "00:00"}`);
    if (!date || Number.isNaN(when.getTime())) {
      setError(t("drafts.schedule.pickDate"));
      return;
    }
    if (when.getTime() <= Date.now()) {
      setError(t("errors.schedule-in-past"));
      return;
    }
    setError(null);
    onSchedule(when);
  };
  return (
    <Stack gap="3" p="3" bg="bg.subtle" rounded="md" borderWidth="1px" mt="3">
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root width="auto" invalid={!!error}>
          <Field.Label htmlFor={`${id}-date`}>{t("drafts.schedule.date")}</Field.Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={date}
            min={localDate(new Date())}
            onChange={(e) => setDate(e.target.value)}
            bg="bg"
          />
        </Field.Root>
        <Field.Root width="auto" invalid={!!error}>
          <Field.Label htmlFor={`${id}-time`}>{t("drafts.schedule.time")}</Field.Label>
          <Input
            id={`${id}-time`}
            type="time"
            step={1}
            value={time}
            onChange={(e) => setTime(e.target.value)}
            bg="bg"
          />
        </Field.Root>
      </HStack>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t("posts.cancel")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setDate("");
            setTime("");
            setError(null);
          }}
        >
          {t("drafts.schedule.clear")}
        </Button>
        <Button size="sm" colorPalette="brand" onClick={submit} loading={busy}>
          {t("drafts.schedule.submit")}
        </Button>
      </HStack>
    </Stack>
  );
}

export function ConflictView({ item }: { item: DraftItem }) {
  const { t } = useTranslation();
  const theirs = ZDraft.safeParse(item.theirs);
  const [busy, setBusy] = useState(false);
  const act = async (choice: "mine" | "theirs") => {
    setBusy(true);
    try {
      await resolveConflict(item.localId, choice);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="3" mt="3" data-testid="draft-conflict">
      <Notice
        status="warning"
        size="sm"
        title={t("posts.conflict.title")}
        description={t("drafts.conflictBody")}
      />
      <ConflictVersions
        theirs={
          theirs.success
            ? {
                title: theirs.data.title,
                content: theirs.data.content,
                version: theirs.data.version,
              }
            : null
        }
        mine={item.input}
        lines={6}
        unreadable={<Text fontWeight="semibold">—</Text>}
      />
      <HStack gap="2" justify="flex-end" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void act("theirs")} disabled={busy}>
          {t("posts.conflict.takeTheirs")}
        </Button>
        <Button size="sm" colorPalette="brand" onClick={() => void act("mine")} loading={busy}>
          {t("posts.conflict.keepMine")}
        </Button>
      </HStack>
    </Stack>
  );
}
