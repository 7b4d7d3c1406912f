/**
 * Hands a downloaded file to the browser as a download: a temporary link to an object URL,
 * clicked, then removed and the URL revoked (after the click has been handled, so the browser
 * still reads it).
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
