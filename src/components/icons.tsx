import { Icon, type IconProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * Stroke icons drawn inline, so no icon package enters the bundle. Every feature takes
 * its icons from here.
 */
function strokeIcon(shape: ReactNode, strokeWidth = 2) {
  return (props: IconProps) => (
    <Icon asChild {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {shape}
      </svg>
    </Icon>
  );
}

const path = (d: string, strokeWidth?: number) => strokeIcon(<path d={d} />, strokeWidth);

export const MoonIcon = path("M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z");
export const SunIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MenuIcon = path("M4 6h16M4 12h16M4 18h16");
export const SearchIcon = strokeIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3" />
  </>,
);
export const RadioIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="2" />
    <path d="M16.2 7.8a6 6 0 0 1 0 8.4M7.8 16.2a6 6 0 0 1 0-8.4M19.1 4.9a10 10 0 0 1 0 14.2M4.9 19.1a10 10 0 0 1 0-14.2" />
  </>,
);
export const EditIcon = path("M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z");
/** "Coming soon": the same pencil, named for where it is used. */
export const ToolIcon = EditIcon;
export const TrashIcon = path("M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6");
export const TagIcon = path(
  "M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8zM7 7h.01",
);
export const PlusIcon = path("M12 5v14M5 12h14");
export const MoreIcon = path("M12 5h.01M12 12h.01M12 19h.01");
export const CodeIcon = path("M16 18l6-6-6-6M8 6l-6 6 6 6");
export const ArchiveIcon = path("M3 4h18v4H3zM5 8v12h14V8M10 12h4");

/** Larger, lighter icons for empty states. */
export const CommentsEmptyIcon = path(
  "M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12zM8.5 11h7M8.5 14h4",
  1.6,
);
export const DraftsEmptyIcon = path(
  "M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h5",
  1.6,
);
export const FeedEmptyIcon = path(
  "M4 5h13v14H6a2 2 0 0 1-2-2V5zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7M7 17h4",
  1.6,
);
export const NoResultsIcon = strokeIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3M8.5 11h5" />
  </>,
  1.6,
);
export const ChevronLeftIcon = path("M15 18l-6-6 6-6");
export const ChevronRightIcon = path("M9 18l6-6-6-6");
/** Activity log: a pulse line. */
export const ActivityIcon = path("M22 12h-4l-3 9L9 3l-3 9H2");
/** Statistics: bars on an axis. */
export const ChartIcon = path("M3 3v18h18M8 17v-5M13 17V8M18 17v-8");
export const UsersIcon = strokeIcon(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 12 0v1M16 4a4 4 0 0 1 0 8M22 21v-1a6 6 0 0 0-4-5.7" />
  </>,
);
export const EyeIcon = strokeIcon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
/** Sign in as another user: a person with an arrow entering. */
export const SignInAsIcon = strokeIcon(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 9.5-4.9M15 17h7M19 14l3 3-3 3" />
  </>,
);
/** Photo upload: a camera. */
export const CameraIcon = strokeIcon(
  <>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </>,
);
export const LinkIcon = path(
  "M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1",
);
export const CheckCircleIcon = path("M22 11.1V12a10 10 0 1 1-5.9-9.1M22 4L12 14l-3-3");
export const AlertCircleIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);
export const CopyIcon = strokeIcon(
  <>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>,
);
export const CheckIcon = path("M20 6L9 17l-5-5");
export const KeyIcon = strokeIcon(
  <>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="M10.7 12.3L21 2M16 7l3 3M18.5 4.5l2 2" />
  </>,
);
export const PuzzleIcon = path(
  "M19.4 13a2.5 2.5 0 1 0 0-5H18V5a1 1 0 0 0-1-1h-3v-.5a2.5 2.5 0 1 0-5 0V4H6a1 1 0 0 0-1 1v3h.5a2.5 2.5 0 1 1 0 5H5v6a1 1 0 0 0 1 1h4v-1.5a2.5 2.5 0 1 1 5 0V20h2a1 1 0 0 0 1-1v-6z",
);
export const ToggleIcon = strokeIcon(
  <>
    <rect x="1" y="6" width="22" height="12" rx="6" />
    <circle cx="16" cy="12" r="3" />
  </>,
);
export const SlidersIcon = path(
  "M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6",
);
export const ImageIcon = strokeIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="8.5" cy="8.5" r="1.5" />
    <path d="M21 15l-5-5L5 21" />
  </>,
);
// Invitations: sending one, and the mail it becomes.
export const SendIcon = path("M22 2L11 13M22 2l-7 20-4-9-9-4z");
export const MailIcon = path(
  "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6",
);
