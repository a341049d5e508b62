import ScanOutlined from '@ant-design/icons/ScanOutlined';
import Tag from 'antd/es/tag';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { createScannerBuffer } from './scanner-buffer';

const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  border: 0,
  padding: 0,
  pointerEvents: 'none',
};

/** Somewhere the user is typing on purpose (a form field, a dialog): the scanner must not steal focus. */
function userIsElsewhere(): boolean {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return false;
  if (el.dataset.scannerInput) return false;
  if (el.closest('.ant-modal-root, .ant-select-dropdown, .ant-drawer, [role="dialog"]')) return true;
  // Moved to with the keyboard (Tab): taking focus back would trap a keyboard user in the scanner input.
  if (el.matches(':focus-visible')) return true;
  return el.matches('input, textarea, select, [contenteditable="true"], .ant-select-selector *');
}

export interface ScannerInputProps {
  onScan: (value: string) => void;
  /** While false (a dialog is open, the screen is not scanning) keys are not taken and focus is left alone. */
  active: boolean;
  /** Reconciliation: hand the value over 300 ms after the last key even without Enter. */
  submitAfterMs?: number | null;
  label?: string;
}

/**
 * The hidden input a keyboard-wedge scanner types into, refocused automatically while `active`, with a small
 * status tag ("Scanner ready" / "Click to scan") that also takes the focus back when clicked.
 */
export function ScannerInput({
  onScan,
  active,
  submitAfterMs = null,
  label = 'Scanner input',
}: ScannerInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const handler = useRef(onScan);
  handler.current = onScan;
  const [focused, setFocused] = useState(false);
  const buffer = useRef<ReturnType<typeof createScannerBuffer> | null>(null);

  useEffect(() => {
    const b = createScannerBuffer({ onScan: (v) => handler.current(v), submitAfterMs });
    buffer.current = b;
    return () => b.dispose();
  }, [submitAfterMs]);

  useEffect(() => {
    if (!active) return;
    const refocus = () => {
      if (input.current && document.activeElement !== input.current && !userIsElsewhere())
        input.current.focus({ preventScroll: true });
    };
    refocus();
    const timer = setInterval(refocus, 1000);
    return () => clearInterval(timer);
  }, [active]);

  return (
    <>
      <input
        ref={input}
        style={HIDDEN}
        aria-label={label}
        data-testid="scanner-input"
        data-scanner-input="true"
        autoComplete="off"
        value=""
        onChange={() => {}}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          if (active)
            setTimeout(() => !userIsElsewhere() && input.current?.focus({ preventScroll: true }), 0);
        }}
        onKeyDown={(e) => {
          if (!active) return;
          if (e.key === 'Enter' || e.key.length === 1) e.preventDefault();
          buffer.current?.key(e.key);
        }}
      />
      <Tag
        icon={<ScanOutlined />}
        color={active && focused ? 'green' : 'default'}
        style={{ cursor: 'pointer' }}
        onClick={() => input.current?.focus()}
        data-testid="scanner-status"
      >
        {active && focused ? 'Scanner ready' : 'Click to scan'}
      </Tag>
    </>
  );
}
