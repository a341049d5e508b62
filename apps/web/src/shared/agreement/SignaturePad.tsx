import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useEffect, useRef } from 'react';

const WIDTH = 480;
const HEIGHT = 160;

/**
 * A box to draw a signature in with a finger, pen or mouse (pointer events); `onChange` gets the drawing as a
 * PNG data URL after each stroke, or null once cleared. Scales down to the screen's width.
 */
export function SignaturePad({ onChange }: { onChange: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#111';
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - box.left) * WIDTH) / box.width,
      y: ((e.clientY - box.top) * HEIGHT) / box.height,
    };
  };

  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(null);
  };

  return (
    <Flex vertical gap={4}>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        aria-label="Signature: draw here"
        data-testid="signature-pad"
        style={{
          width: '100%',
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: '1px dashed #999',
          borderRadius: 6,
          background: '#fff',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
        onPointerDown={(e) => {
          const ctx = e.currentTarget.getContext('2d')!;
          e.currentTarget.setPointerCapture(e.pointerId);
          drawing.current = true;
          const p = point(e);
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
          ctx.lineTo(p.x + 0.1, p.y + 0.1);
          ctx.stroke();
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = e.currentTarget.getContext('2d')!;
          const p = point(e);
          ctx.lineTo(p.x, p.y);
          ctx.stroke();
        }}
        onPointerUp={(e) => {
          if (!drawing.current) return;
          drawing.current = false;
          onChange(e.currentTarget.toDataURL('image/png'));
        }}
      />
      <Button size="small" onClick={clear} style={{ alignSelf: 'flex-start' }} data-testid="clear-signature">
        Clear
      </Button>
    </Flex>
  );
}
