/** Small real images and zips for upload tests. */
import JSZip from 'jszip';
import sharp from 'sharp';

export async function pngImage(width = 900, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

export async function zipOf(files: Record<string, Buffer>, level = 1): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, bytes] of Object.entries(files)) zip.file(name, bytes);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level } });
}

/** 100 MB of one byte deflates to well under a megabyte: a classic zip bomb. */
export const zipBomb = () => zipOf({ 'bomb.jpg': Buffer.alloc(100 * 1024 * 1024, 0x41) }, 9);
