import sharp from 'sharp';

/** Test pictures made on the spot: nothing binary is checked in. */

type Rgb = { r: number; g: number; b: number };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const RED: Rgb = { r: 220, g: 20, b: 20 };

/** A white picture, optionally with a red vertical stripe between two x positions. */
export function canvas(width: number, height: number, stripe?: { from: number; to: number }) {
  const base = sharp({ create: { width, height, channels: 3, background: WHITE } });
  if (!stripe) return base;
  const band = { create: { width: stripe.to - stripe.from, height, channels: 3 as const, background: RED } };
  return base.composite([{ input: band, left: stripe.from, top: 0 }]);
}

/** A phone's photo: EXIF with a GPS position (Dar es Salaam), a camera name, and a colour profile. */
export function jpegWithGps(width = 1600, height = 1000): Promise<Buffer> {
  return canvas(width, height)
    .jpeg()
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '39/1 17/1 0/1' },
    })
    .toBuffer();
}

/** A multipart/form-data body with one file part. */
export function multipart(field: string, bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const boundary = `----media-test-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The colour of the pixel at (x, y) of an encoded picture. */
export async function pixel(bytes: Buffer, x: number, y: number): Promise<Rgb> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

export const isRed = (c: Rgb) => c.r > 180 && c.g < 80 && c.b < 80;
