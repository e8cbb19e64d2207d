import { Stack, type StackProps } from "@chakra-ui/react";

/**
 * A list of rows parted by a line, in a bordered box unless `bare`: the rule is the list's, so
 * a row need not know whether it comes first.
 */
export function RowList({
  ordered = false,
  bare = false,
  ...rest
}: StackProps & { ordered?: boolean; bare?: boolean }) {
  return (
    <Stack
      as={ordered ? "ol" : "ul"}
      gap="0"
      listStyleType="none"
      {...(bare ? {} : { borderWidth: "1px", borderRadius: "l2" })}
      css={{ "& > li + li": { borderTopWidth: "1px" } }}
      {...rest}
    />
  );
}
