import Button from 'antd/es/button';
import Typography from 'antd/es/typography';

interface RangeNoteProps {
  /** "46 of 426 shown: added in the last 7 days", or null when the range hides nothing. */
  note: string | null;
  onShowAll: () => void;
  testId?: string;
}

/** Says what a list's date range hides, with one click to widen it (issue 33). */
export function RangeNote({ note, onShowAll, testId = 'range-note' }: RangeNoteProps) {
  if (!note) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }} data-testid={testId}>
      {note} ·{' '}
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto' }}
        onClick={onShowAll}
        data-testid={`${testId}-show-all`}
      >
        show all
      </Button>
    </Typography.Paragraph>
  );
}
