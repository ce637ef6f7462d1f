/** A file size as people read it: "80 MB", "2.5 MB", "48 KB" (binary units, as operating systems show them). */
export function fileSize(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  if (mb >= 10) return `${Math.round(mb)} MB`;
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
}
