import { Button, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ZDoc } from "../../../../../domain/content/schema";
import { IMPORTANCE_LEVELS } from "../../../../../domain/schemas/post";
import { ConflictVersions } from "../../../../components/ConflictVersions";
import { DialogShell } from "../../../../components/DialogShell";
import { type EditorValues, valuesOf } from "./types";

/** The row the 409 carried: a post or a draft, read loosely. */
const ZCurrent = z.object({
  title: z.string(),
  content: ZDoc.nullable(),
  html: z.string().default(""),
  importance: z.enum(IMPORTANCE_LEVELS),
  authorId: z.string().nullable(),
  authorName: z.string().default(""),
  tags: z.array(z.string()),
  icons: z.array(z.string()),
  breaking: z.boolean(),
  keyEvent: z.boolean().optional(),
  aiAssisted: z.boolean().optional(),
  version: z.number().int(),
  updatedUtc: z.string().optional(),
});

export interface ConflictDialogProps {
  theirs: unknown;
  mine: EditorValues;
  onTakeTheirs: (values: EditorValues, version: number) => void;
  onKeepMine: (theirVersion: number) => void;
  onClose: () => void;
}

/** "Updated by someone else": both versions side by side, the user decides. */
export function ConflictDialog({
  theirs,
  mine,
  onTakeTheirs,
  onKeepMine,
  onClose,
}: ConflictDialogProps) {
  const { t } = useTranslation();
  const current = ZCurrent.safeParse(theirs);
  return (
    <DialogShell
      open
      onClose={onClose}
      size="xl"
      title={t("posts.conflict.title")}
      rootProps={{ role: "alertdialog" }}
      footerWrap
      footer={
        <>
          <Button variant="ghost" onClick={onClose} mr="auto">
            {t("posts.cancel")}
          </Button>
          <Button
            variant="outline"
            disabled={!current.success}
            onClick={() =>
              current.success && onTakeTheirs(valuesOf(current.data), current.data.version)
            }
          >
            {t("posts.conflict.takeTheirs")}
          </Button>
          <Button
            colorPalette="brand"
            disabled={!current.success}
            onClick={() => current.success && onKeepMine(current.data.version)}
          >
            {t("posts.conflict.keepMine")}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">{t("posts.conflict.body")}</Text>
        <ConflictVersions
          theirs={current.success ? current.data : null}
          mine={mine}
          lines={8}
          unreadable={
            <Text fontSize="sm" color="fg.muted">
              {t("posts.conflict.unknown")}
            </Text>
          }
        />
      </Stack>
    </DialogShell>
  );
}
