import { Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const pretty = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/**
 * A JSON text box for the parts of a schema without a structured editor. Text that is not JSON
 * stays in the box with an error and changes nothing; valid JSON is handed on (empty text =
 * absent). Edits made elsewhere replace the text.
 */
export function JsonEditor({
  value,
  onChange,
  label,
  rows = 6,
}: {
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  rows?: number;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => pretty(value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText((current) => {
      try {
        if (current.trim() !== '' && JSON.stringify(JSON.parse(current)) === JSON.stringify(value))
          return current;
      } catch {
        // the box holds unfinished text: replace it with the new value
      }
      return pretty(value);
    });
    setError(null);
  }, [value]);
  return (
    <div>
      <Input.TextArea
        aria-label={label}
        value={text}
        spellCheck={false}
        autoSize={{ minRows: rows, maxRows: 30 }}
        style={{ fontFamily: 'monospace', fontSize: 12 }}
        status={error ? 'error' : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (next.trim() === '') {
            setError(null);
            onChange(undefined);
            return;
          }
          try {
            const parsed: unknown = JSON.parse(next);
            setError(null);
            onChange(parsed);
          } catch {
            setError(t('formDesign.jsonError'));
          }
        }}
      />
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </div>
  );
}
