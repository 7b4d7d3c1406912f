import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator } from '@playwright/test';

/**
 * The text a QR code on the screen carries, read back from a screenshot of `code` by a QR
 * decoder (jsQR), as a phone's camera would: what the customer's UPI app will open.
 */
export async function decodeQr(code: Locator): Promise<string> {
  const image = PNG.sync.read(await code.screenshot({ animations: 'disabled' }));
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!found) throw new Error('No QR code could be read from the screenshot');
  return found.data;
}

/**
 * The parameters of a `upi://pay?…` link as a UPI app reads them: each value percent-decoded
 * ('+' is not a space here, unlike a web form's query).
 */
export function upiParameters(link: string): Record<string, string> {
  const url = new URL(link);
  if (url.protocol !== 'upi:') throw new Error(`Not a UPI link: ${link}`);
  return Object.fromEntries(
    url.search
      .slice(1)
      .split('&')
      .map((pair) => {
        const [key = '', value = ''] = pair.split('=');
        return [key, decodeURIComponent(value)];
      }),
  );
}
