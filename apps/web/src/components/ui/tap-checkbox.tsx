import { Checkbox, type CheckboxProps } from '@mantine/core';
import classes from './tap-checkbox.module.css';

/**
 * A checkbox with no visible label (a table's row picker), named by its `aria-label`, in a 44×44 px
 * area that toggles it: a finger on a phone need not hit the 20 px box itself.
 */
export function TapCheckbox(props: CheckboxProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the checkbox inside is the control it labels.
    <label className={classes.area}>
      <Checkbox {...props} />
    </label>
  );
}
