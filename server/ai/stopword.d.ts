/** The stop-word lists of the `stopword` package (it ships no types); ISO 639-3 names. */
declare module "stopword" {
  export const eng: string[];
  export const nob: string[];
}
