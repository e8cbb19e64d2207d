import { IconButton } from "@chakra-ui/react";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

export interface PageStepsProps {
  labels: { previous: string; next: string };
  canPrevious: boolean;
  canNext: boolean;
  onStep: (step: -1 | 1) => void;
  /** The labels also as the buttons' hover titles. */
  titled?: boolean;
}

/** A paged list's previous and next page buttons. */
export function PageSteps({
  labels,
  canPrevious,
  canNext,
  onStep,
  titled = false,
}: PageStepsProps) {
  const steps = [
    { step: -1, label: labels.previous, enabled: canPrevious, icon: <ChevronLeftIcon /> },
    { step: 1, label: labels.next, enabled: canNext, icon: <ChevronRightIcon /> },
  ] as const;
  return steps.map(({ step, label, enabled, icon }) => (
    <IconButton
      key={step}
      size="sm"
      variant="outline"
      aria-label={label}
      title={titled ? label : undefined}
      disabled={!enabled}
      onClick={() => onStep(step)}
    >
      {icon}
    </IconButton>
  ));
}
