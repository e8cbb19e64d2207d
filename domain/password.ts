import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";

/** Characters from at least 3 of 4 categories (upper, lower, numbers, non-alphanumeric). */
export function passwordCategoryCount(password: string): number {
  return [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
}

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    passwordCategoryCount(password) >= 3
  );
}
