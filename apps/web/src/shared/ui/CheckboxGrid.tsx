import { Checkbox, SimpleGrid, type SimpleGridProps } from '@mantine/core';

/** A labelled group of checkboxes laid out in columns (a staff's positions, a user's grants). */
export function CheckboxGrid(props: {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  cols: SimpleGridProps['cols'];
  disabled?: boolean;
}) {
  return (
    <Checkbox.Group label={props.label} value={props.value} onChange={props.onChange} error={props.error}>
      <SimpleGrid cols={props.cols} mt="xs">
        {props.options.map((o) => (
          <Checkbox key={o.value} value={o.value} label={o.label} disabled={props.disabled} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
