import { FileInput } from '@mantine/core';

/**
 * The scan of a renewed document or a correction: a photo from the phone's camera or gallery, or a
 * PDF. The chosen file is shrunk before upload (shrink-photo.ts); the server sniffs and limits it.
 */
export function ScanInput({
  value,
  onChange,
  error,
  label,
  testId,
}: {
  value: File | null;
  onChange: (f: File | null) => void;
  error?: string | undefined;
  label: string;
  testId: string;
}) {
  return (
    <FileInput
      label={label}
      placeholder="Take a photo or choose a PDF"
      accept="image/jpeg,image/png,application/pdf"
      value={value}
      onChange={onChange}
      error={error}
      clearable
      clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
      data-testid={testId}
    />
  );
}
