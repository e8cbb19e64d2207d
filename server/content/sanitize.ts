import sanitizeHtml from "sanitize-html";
import { LINK_REL } from "../../domain/content/render";

/**
 * The allow-list for custom HTML embeds (provider "html"): harmless formatting, links,
 * images and https iframes. Scripts, styles, event handlers and javascript:/data: URLs never
 * survive; links open in a new tab without an opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "b",
    "strong",
    "i",
    "em",
    "u",
    "s",
    "small",
    "sub",
    "sup",
    "mark",
    "code",
    "pre",
    "span",
    "div",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "figure",
    "figcaption",
    "img",
    "iframe",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
  ],
  allowedAttributes: {
    "*": ["class", "title", "lang", "dir", "data-*"],
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    iframe: [
      "src",
      "width",
      "height",
      "allow",
      "allowfullscreen",
      "frameborder",
      "loading",
      "referrerpolicy",
      "scrolling",
    ],
    blockquote: ["cite"],
    ol: ["start"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite", "data-href", "data-instgrm-permalink"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title"],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: LINK_REL, target: "_blank" },
    }),
  },
  // An iframe whose src did not survive (not https) is dropped altogether.
  exclusiveFilter: (frame) =>
    frame.tag === "iframe" && !/^https:\/\//i.test(frame.attribs.src ?? ""),
};

/** Cleans custom HTML for storage and rendering. */
export function sanitizeCustomHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
