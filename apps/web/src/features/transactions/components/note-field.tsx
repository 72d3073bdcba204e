import { Textarea, type TextareaProps } from '@mantine/core';
import { validationMessages } from '@stitchworks/shared';
import { translateValidationMessage } from '../../../lib/form-validation';

/** A credit entry's note is optional and at most 255 characters (the API's limit). */
export const NOTE_MAX_LENGTH = 255;

/** The note's form rule: null when fine, else the spec's 'max' message. */
export const validateNote = (value: string) =>
  value.trim().length > NOTE_MAX_LENGTH ? translateValidationMessage(validationMessages.max) : null;

/** The optional note of a credit entry, withdrawal request or top-up. */
export function NoteField(props: Omit<TextareaProps, 'maxLength'>) {
  return <Textarea maxLength={NOTE_MAX_LENGTH} autosize minRows={2} maxRows={5} {...props} />;
}
