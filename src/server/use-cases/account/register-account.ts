import type { Locale } from '#domain/i18n/locales.js';
import { EMAIL_TAKEN_MESSAGE, REGISTRATION_INVALID_SELECTION_MESSAGE } from '#domain/schemas/messages.js';
import type { RegistrationInput } from '#domain/schemas/registration.js';
import { hashPassword } from '#server/auth/secrets.js';
import { HttpError } from '#server/lib/http-error.js';
import { createUsersRepository, type PublicUser } from '#server/repositories/users-repository.js';
import { removePassportImage, storePassportImage, type PassportFormat } from '#server/uploads/passport-images.js';
import { oneOf, referencedNames } from '#server/use-cases/referenced-names.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { queueVerificationLink } from './send-verification-link.js';

export interface Registration {
  input: RegistrationInput;
  passport: { bytes: Buffer; format: PassportFormat } | null;
  /** the language of the page it was sent from: the confirmation mail is written in it */
  locale: Locale;
}

/**
 * A tourist creates an account, optionally with a passport image. Nothing is kept unless the account
 * is created: the image is written last-but-one and removed again when the account cannot be. The account
 * and the link that confirms its address commit together; the mail goes out after the commit.
 */
export async function registerAccount(
  { input, passport, locale }: Registration,
  deps: UseCaseDeps,
): Promise<PublicUser> {
  // The form shows one message for both selections, under the country.
  await referencedNames(deps.db, {
    country: oneOf('countries', input.country, REGISTRATION_INVALID_SELECTION_MESSAGE),
    gender: oneOf('genders', input.gender, REGISTRATION_INVALID_SELECTION_MESSAGE, 'country'),
  });
  const passwordHash = await hashPassword(input.password);
  const imagePath = passport ? await storePassportImage(deps.uploads, passport.bytes, passport.format) : null;
  const removeImage = async () => {
    if (imagePath) await removePassportImage(deps.uploads, imagePath);
  };
  let id: number | null;
  try {
    id = await deps.mail.inTransaction(async (tx, queue) => {
      const created = await createUsersRepository(tx).create({
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        countryId: input.country,
        genderId: input.gender,
        passwordHash,
        passportImagePath: imagePath,
      });
      if (created === null) return null;
      // Past the allowance the account is made all the same: its dashboard offers a new link later.
      const email = input.email.toLowerCase();
      await queueVerificationLink(tx, queue, { id: created, name: input.name, email }, locale, deps);
      return created;
    });
  } catch (error) {
    await removeImage();
    throw error;
  }
  if (id === null) {
    await removeImage();
    throw new HttpError(409, EMAIL_TAKEN_MESSAGE);
  }
  const user = await createUsersRepository(deps.db).publicUser(id);
  if (!user) throw new Error('the new user could not be read back');
  return user;
}
