import { IconButton } from "@chakra-ui/react";
import { EditIcon, TrashIcon } from "./icons";

export interface RowActionsProps {
  /** Accessible names: they must name the row ("Edit tag Sport"), as several rows show at once. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The Edit and Delete icon buttons at the end of a list row; Delete is red, as it destroys. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: RowActionsProps) {
  return (
    <>
      <IconButton size="sm" variant="ghost" aria-label={editLabel} onClick={onEdit}>
        <EditIcon />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={deleteLabel}
        onClick={onDelete}
      >
        <TrashIcon />
      </IconButton>
    </>
  );
}
