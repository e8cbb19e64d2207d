import { Badge, Box, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type Doc, plainText } from "../../domain/content/schema";

/** One side of a conflict: a post or draft as far as the comparison shows it. */
export interface ConflictVersion {
  title: string;
  content: Doc | null;
  version?: number;
  authorName?: string;
}

function VersionText({ side, lines }: { side: ConflictVersion; lines: number }) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{side.title}</Text>
      <Text fontSize="sm" whiteSpace="pre-wrap" lineClamp={lines}>
        {side.content ? plainText(side.content) : ""}
      </Text>
      {side.authorName && (
        <Text fontSize="xs" color="fg.muted">
          {side.authorName}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A save met a newer version (409): theirs beside mine, so the user can compare before choosing.
 * `unreadable` stands in for their side when the server's row could not be read.
 */
export function ConflictVersions({
  theirs,
  mine,
  lines,
  unreadable,
}: {
  theirs: ConflictVersion | null;
  mine: ConflictVersion;
  /** How many lines of each text show. */
  lines: number;
  unreadable: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <Box borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
        <Badge colorPalette="blue" mb="2">
          {t("posts.conflict.theirs")}
          {theirs?.version === undefined ? "" : ` · v${theirs.version}`}
        </Badge>
        {theirs ? <VersionText side={theirs} lines={lines} /> : unreadable}
      </Box>
      <Box borderWidth="1px" rounded="md" p="3" borderColor="brand.solid">
        <Badge colorPalette="brand" mb="2">
          {t("posts.conflict.mine")}
        </Badge>
        <VersionText side={mine} lines={lines} />
      </Box>
    </SimpleGrid>
  );
}
