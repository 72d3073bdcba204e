/** Saves a file the app fetched (with the token) under a name, as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser may still be reading the file when click() returns.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
