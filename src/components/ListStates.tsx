import {
  Badge,
  EmptyState,
  HStack,
  Skeleton,
  Stack,
  type StackProps,
  Text,
} from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Notice, RetryButton } from "./Notice";
import { RowList } from "./RowList";

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 3, height = "10" }: { rows?: number; height?: string }) {
  return (
    <Stack gap="2" aria-busy="true">
      {Array.from({ length: rows }, (_, row) => `row-${row}`).map((key) => (
        <Skeleton key={key} height={height} borderRadius="l2" />
      ))}
    </Stack>
  );
}

/** A list or page that could not be fetched, with a retry. */
export function ListLoadError({
  title,
  hint,
  onRetry,
}: {
  title: string;
  hint?: string;
  onRetry: () => void;
}) {
  return (
    <Notice
      status="error"
      title={title}
      description={hint}
      action={<RetryButton onRetry={onRetry} size="xs" />}
    />
  );
}

/** An empty list: what would be here and how to add the first one. */
export function EmptyList({
  icon,
  title,
  hint,
  framed = true,
  children,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  /** A dashed frame where the list would stand; off inside a box that already frames it. */
  framed?: boolean;
  children?: ReactNode;
}) {
  return (
    <EmptyState.Root
      size="sm"
      {...(framed ? { borderWidth: "1px", borderStyle: "dashed", borderRadius: "l3" } : {})}
    >
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <EmptyState.Title>{title}</EmptyState.Title>
        <EmptyState.Description>{hint}</EmptyState.Description>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A list's title with how many it holds (the count shows once the list has loaded). */
export function ListHeading({ title, count }: { title: string; count: number | undefined }) {
  return (
    <HStack gap="2">
      <Text fontWeight="semibold">{title}</Text>
      {count !== undefined && (
        <Badge variant="subtle" colorPalette="gray">
          {count}
        </Badge>
      )}
    </HStack>
  );
}

/** A list's rows in one frame with a rule between them; `props` restyle the frame. */
export function FramedList(props: StackProps) {
  return <RowList borderRadius="l3" bg="bg.panel" overflow="hidden" {...props} />;
}

/** What a query-backed list shows before its items: placeholders, a load error, or empty. */
export function ListQueryStates({
  query,
  count,
  skeleton,
  errorTitle,
  empty,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** How many items the loaded list holds. */
  count: number;
  skeleton?: { rows?: number; height?: string };
  errorTitle: string;
  /** Leave out where an empty list needs no words (the caller draws its own). */
  empty?: { icon: ReactNode; title: string; hint: string };
}) {
  if (query.isPending) return <ListSkeleton {...skeleton} />;
  if (query.isError) return <ListLoadError title={errorTitle} onRetry={() => query.refetch()} />;
  if (count === 0 && empty) return <EmptyList {...empty} />;
  return null;
}
