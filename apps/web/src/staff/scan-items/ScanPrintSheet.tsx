import { type InventoryStatus, inventoryStatusLabel } from '@backroom/domain/statuses';
import { createPortal } from 'react-dom';
import type { ScanDetail, ScanItem } from './api/scans';
import './scan-print.css';

function Rows({ title, items }: { title: string; items: ScanItem[] }) {
  return (
    <section>
      <h2>
        {title} ({items.length})
      </h2>
      {items.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Code</th>
              <th>Item</th>
              <th>SKU</th>
              <th>Size</th>
              <th>Condition</th>
              <th>Sublocation</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} data-testid="scan-print-row">
                <td>{item.code}</td>
                <td>{item.title}</td>
                <td>{item.sku}</td>
                <td>{item.option1Value}</td>
                <td>{item.option2Value}</td>
                <td>{item.subLocation}</td>
                <td>{inventoryStatusLabel(item.status as InventoryStatus)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * What PRINT prints (spec 2 §2.11): the scan's Missing and Over Scanned items in full, as a plain sheet. Shown
 * only in print (scan-print.css hides the app around it), mounted while printing.
 */
export function ScanPrintSheet({ result }: { result: ScanDetail }) {
  return createPortal(
    <div className="scan-print" data-testid="scan-print">
      <h1>
        {result.scan.location} · {new Date(result.scan.createdAt).toLocaleString()}
      </h1>
      <p>
        {result.scan.scannedCount} scanned of {result.scan.expectedCount} expected at this location.
      </p>
      <Rows title="Missing" items={result.inventories} />
      <Rows title="Over Scanned" items={result.overScanned} />
    </div>,
    document.body,
  );
}
