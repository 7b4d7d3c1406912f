import { useMemo } from 'react';
import { formatRupees } from '@studio-hive/domain';
import { onDemand } from '../../../lib/on-demand';

// The QR encoder loads once a deposit is shown, never with a page's first download
// (docs/decisions/014): most visitors never pay one.
const encoder = onDemand(() => import('qrcode'));

/** The light border a reader needs around the code, in modules (the QR standard's quiet zone). */
const QUIET_ZONE = 4;

export const DEPOSIT_QR_TEXTS = {
  label: (amount: number) => `QR code to pay ${formatRupees(amount)} by UPI`,
  loading: 'Drawing the QR code…',
  failed: 'The QR code could not be drawn. Use the UPI link instead.',
} as const;

/** The dark modules of a QR code as one SVG path: each row's runs as rectangles one module high. */
function modulesPath(size: number, isDark: (row: number, column: number) => boolean): string {
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let column = 0;
    while (column < size) {
      if (!isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < size && isDark(row, column)) column += 1;
      parts.push(`M${start} ${row}h${column - start}v1h-${column - start}z`);
    }
  }
  return parts.join('');
}

/**
 * The deposit's UPI link (`upi://pay?…`) as a QR code any UPI app scans, drawn here in the
 * browser (nothing leaves it): an SVG named for screen readers, with a stable test id so a browser
 * test can read it back.
 */
export function DepositQr({ url, amount }: { url: string; amount: number }) {
  const { module, failed } = encoder.useLoaded(true);
  const code = useMemo(() => {
    if (!module) return null;
    // Medium error correction: the link is long, and a phone screen or print is read cleanly.
    const { modules } = module.create(url, { errorCorrectionLevel: 'M' });
    return {
      size: modules.size,
      path: modulesPath(modules.size, (row, column) => Boolean(modules.get(row, column))),
    };
  }, [module, url]);

  const box = 'size-52 shrink-0 rounded-lg bg-white ring-1 ring-slate-200';
  if (!code) {
    return (
      <p className={`${box} flex items-center justify-center text-center text-sm text-slate-600`}>
        {failed ? DEPOSIT_QR_TEXTS.failed : DEPOSIT_QR_TEXTS.loading}
      </p>
    );
  }
  const side = code.size + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={DEPOSIT_QR_TEXTS.label(amount)}
      data-testid="deposit-qr"
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
      className={box}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
