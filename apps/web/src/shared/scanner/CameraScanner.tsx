import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import { useEffect, useRef, useState } from 'react';

/** The codes the counter reads: item QR codes, Code 128 labels and the boxes' EAN/UPC barcodes. */
const FORMATS = ['qr_code', 'code_128', 'ean_13', 'ean_8', 'upc_a', 'upc_e'];

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** Scans with the browser's BarcodeDetector; answers a stop function. */
async function scanWithDetector(
  Detector: BarcodeDetectorClass,
  video: HTMLVideoElement,
  onCode: (value: string) => void,
): Promise<() => void> {
  const supported = await Detector.getSupportedFormats();
  const detector = new Detector({ formats: FORMATS.filter((f) => supported.includes(f)) });
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
  video.srcObject = stream;
  await video.play();
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    const [hit] = await detector.detect(video).catch(() => []);
    if (hit?.rawValue) onCode(hit.rawValue);
    else setTimeout(tick, 150);
  };
  void tick();
  return () => {
    stopped = true;
    for (const track of stream.getTracks()) track.stop();
  };
}

/** Scans with ZXing (loaded only here): for browsers without BarcodeDetector (Firefox, Safari). */
async function scanWithZxing(video: HTMLVideoElement, onCode: (value: string) => void): Promise<() => void> {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const hints = new Map([
    [
      DecodeHintType.POSSIBLE_FORMATS,
      [
        BarcodeFormat.QR_CODE,
        BarcodeFormat.CODE_128,
        BarcodeFormat.EAN_13,
        BarcodeFormat.EAN_8,
        BarcodeFormat.UPC_A,
        BarcodeFormat.UPC_E,
      ],
    ],
  ]);
  const reader = new BrowserMultiFormatReader(hints);
  const controls = await reader.decodeFromConstraints(
    { video: { facingMode: 'environment' } },
    video,
    (result) => {
      if (result) onCode(result.getText());
    },
  );
  return () => controls.stop();
}

/** A phone or webcam as the scanner: the first code read is handed over and the camera closes. */
export function CameraScanner({
  open,
  onScan,
  onClose,
}: {
  open: boolean;
  onScan: (value: string) => void;
  onClose: () => void;
}) {
  // The video element as state: the modal mounts it after this component's effects have run, so a ref would
  // still be empty when the camera should start.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const handler = useRef(onScan);
  handler.current = onScan;
  // The parent's inline onClose changes on every render; the camera must not restart for that.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open || !video) return;
    setError(null);
    let stop: (() => void) | null = null;
    let done = false;
    const onCode = (value: string) => {
      if (done) return;
      done = true;
      stop?.();
      handler.current(value.trim());
      close.current();
    };
    const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    const start = Detector ? scanWithDetector(Detector, video, onCode) : scanWithZxing(video, onCode);
    start
      .then((s) => {
        if (done) s();
        else stop = s;
      })
      .catch(() => setError('The camera could not be opened. Allow camera access or use a scanner.'));
    return () => {
      done = true;
      stop?.();
    };
  }, [open, video]);

  return (
    <Modal open={open} title="Scan with the camera" footer={null} onCancel={onClose} destroyOnHidden>
      {error ? <Alert type="warning" showIcon message={error} /> : null}
      <video
        ref={setVideo}
        muted
        playsInline
        style={{ width: '100%', borderRadius: 8, background: '#000' }}
      />
    </Modal>
  );
}
