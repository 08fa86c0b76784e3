/**
 * A cheap content check of an uploaded CV: the first bytes must fit the file's extension, so an
 * executable renamed to `.pdf` is refused. Office formats are only recognised by their container
 * (OLE for .doc, ZIP for .docx and .odt); that is enough to stop a wrong file, not a crafted one.
 */
const SIGNATURES: Record<string, readonly number[][]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  doc: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  docx: [[0x50, 0x4b, 0x03, 0x04]],
  odt: [[0x50, 0x4b, 0x03, 0x04]],
  rtf: [[0x7b, 0x5c, 0x72, 0x74, 0x66]],
};

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** Whether the content fits the extension (a `.txt` is plain text: no NUL byte at the start). */
export function contentMatchesExtension(bytes: Uint8Array, extension: string): boolean {
  if (extension === 'txt') return !bytes.subarray(0, 8192).includes(0);
  const signatures = SIGNATURES[extension];
  return signatures !== undefined && signatures.some((signature) => startsWith(bytes, signature));
}

/** The media type stored with an application, decided by us (never the client's claim). */
export function mimeOf(extension: string): string {
  return MIME[extension] ?? 'application/octet-stream';
}
