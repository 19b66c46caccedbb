/** Image types accepted for upload, recognised by their bytes, never by name or declared type. */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/avif';

export const EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

const starts = (bytes: Buffer, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Buffer, at: number, text: string) =>
  bytes.subarray(at, at + text.length).toString('latin1') === text;

export function sniffImage(bytes: Buffer): ImageType | null {
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 4, 'ftypavif') || ascii(bytes, 4, 'ftypavis')) return 'image/avif';
  return null;
}

/** Markup hidden inside an image (a polyglot) would run if a browser ever sniffed it as HTML. */
const MARKUP = /<\s*(script|html|body|svg|iframe|object|embed|\?xml|!doctype)|javascript:/i;

export function looksLikeMarkup(bytes: Buffer): boolean {
  return MARKUP.test(bytes.toString('latin1'));
}
