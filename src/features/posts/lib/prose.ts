import type { SystemStyleObject } from "@chakra-ui/react";

/** Typography for post HTML, in the editor and in the feed alike, after the reader embed's. */
export const proseCss: SystemStyleObject = {
  lineHeight: "1.65",
  wordBreak: "break-word",
  "& > * + *": { marginTop: "0.75em" },
  // The embed's headings (server/embed/skins/base.css) keep the browser's sizes.
  "& h3": { fontSize: "1.17em", fontWeight: "bold", lineHeight: "1.3" },
  "& h4": { fontSize: "1em", fontWeight: "bold", lineHeight: "1.3" },
  "& h5": { fontSize: "0.83em", fontWeight: "bold", lineHeight: "1.3" },
  "& a": { color: "brand.fg", textDecoration: "underline", textUnderlineOffset: "2px" },
  "& ul": { paddingInlineStart: "1.4em", listStyleType: "disc" },
  "& ol": { paddingInlineStart: "1.4em", listStyleType: "decimal" },
  "& li > p": { margin: 0 },
  "& blockquote": {
    borderInlineStartWidth: "3px",
    borderColor: "border.emphasized",
    paddingInlineStart: "1em",
    color: "fg.muted",
    fontStyle: "italic",
  },
  "& hr": { borderColor: "border", marginBlock: "1em" },
  "& img": { maxWidth: "100%", height: "auto", borderRadius: "md" },
  // Post images, embeds and link cards as the embed's base.css lays them out.
  "& > img, & figure.post-image img": { display: "block", width: "100%" },
  "& iframe": { maxWidth: "100%", border: 0 },
  "& .embed iframe": { width: "100%", aspectRatio: "16 / 9", height: "auto", borderRadius: "md" },
  "& a.link-card": {
    display: "flex",
    gap: "3",
    alignItems: "stretch",
    textDecoration: "none",
    color: "inherit",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "md",
    overflow: "hidden",
  },
  "& .link-card-image": { width: "120px", objectFit: "cover", flex: "none", borderRadius: 0 },
  "& .link-card-body": {
    display: "flex",
    flexDirection: "column",
    gap: "0.5",
    paddingBlock: "2",
    paddingInline: "2.5",
    minWidth: 0,
  },
  "& .link-card-title": { fontWeight: "bold" },
  "& .link-card-description, & .link-card-site": { fontSize: "sm", color: "fg.muted" },
  "& figure": { margin: 0 },
};
