import sharp from 'sharp';

/** A complete, valid registration body (JSON shape; every value a string works for multipart too). */
export function registrationFields(
  ids: { countryId: number; genderId: number },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: 'Amina Mussa',
    phone: '+255 712 345 678',
    email: 'amina@example.com',
    country: ids.countryId,
    gender: ids.genderId,
    address: 'Mlandege Street, Zanzibar',
    password: 'kilimanjaro',
    'confirm-password': 'kilimanjaro',
    ...overrides,
  };
}

/** The multipart body the register form sends; `file` becomes the passport_image part. */
export function registrationFormData(
  fields: Record<string, unknown>,
  file?: { bytes: Buffer; name: string; type: string },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
  if (file) form.set('passport_image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

/** A small real image, drawn by sharp. */
export function smallImage(format: 'png' | 'jpeg' | 'webp', width = 64, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 146, b: 42 } } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A real PNG of about `bytes` bytes: uncompressed noise, so its size is its pixel count times three
 * (plus one filter byte a row).
 */
export function largePng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
