import { Icon, type IconProps } from "@chakra-ui/react";

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const make = (d: string) => (props: IconProps) => (
  <Icon asChild {...props}>
    <svg viewBox="0 0 24 24" {...stroke} aria-hidden="true">
      <path d={d} />
    </svg>
  </Icon>
);

export const MoreIcon = make("M12 5h.01M12 12h.01M12 19h.01");
export const PlusIcon = make("M12 5v14M5 12h14");
export const EditIcon = make("M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z");
export const CodeIcon = make("M16 18l6-6-6-6M8 6l-6 6 6 6");
export const ArchiveIcon = make("M3 4h18v4H3zM5 8v12h14V8M10 12h4");
export const TagIcon = make(
  "M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8zM7 7h.01",
);
