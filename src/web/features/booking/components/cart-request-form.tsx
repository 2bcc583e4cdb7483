import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useAppNavigate } from '#web/lib/navigation.js';
import { CartRequestSchema } from '#domain/schemas/cart-request.js';
import { CART_REQUEST_FAILED_MESSAGE, DESTINATION_INQUIRY_REQUIRED_MESSAGE } from '#domain/schemas/messages.js';
import { paths } from '#web/config/paths.js';
import { clearFormDraft } from '#web/lib/form-draft.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { USER_KEY } from '#web/features/auth/api/user-data-key.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import { useSendCartRequest, type CartRequestConfirmation } from '#web/features/booking/api/send-cart-request.js';
import { useBookingAlert } from '#web/features/booking/hooks/use-booking-alert.js';
import { BOOKING_DEFAULTS, BOOKING_TRAVELLER_FIELDS } from '#web/features/booking/lib/booking-form.js';
import { useTravellerPrefill } from '#web/features/auth/hooks/use-traveller-prefill.js';
import { BookingFields } from './booking-fields.js';
import { BookingFormFrame } from './booking-form-frame.js';
import { useRich, useT } from '#web/i18n/i18n.js';

/** Where the reference goes in its sentence (a plural as well: `useRich` fills in elements only). */
const REFERENCE_MARK = '\u{E000}';

/** The cart is the signed-in tourist's own, so its form's draft needs no more in its key. */
const CART_REQUEST_DRAFT = 'cart-request';

interface CartRequestFormProps {
  /** how many lines the cart holds */
  lines: number;
}

/**
 * 'Request all': the whole cart sent as one request (POST /cart/request). Each line keeps its own
 * dates, guests and class; the form asks only who travels, once, filled from the account.
 */
export function CartRequestForm({ lines }: CartRequestFormProps) {
  const t = useT();
  const rich = useRich();
  const splash = useSplash();
  const { format } = useCurrency();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(CartRequestSchema, BOOKING_DEFAULTS, {
    draft: { key: CART_REQUEST_DRAFT, ready: splash.data !== undefined },
  });
  // Who travels starts as the account knows them; the tourist may change it.
  useTravellerPrefill(form, BOOKING_TRAVELLER_FIELDS, splash.data);
  const alert = useBookingAlert(form, 'cart-request-alert');
  const [confirmation, setConfirmation] = useState<CartRequestConfirmation | null>(null);
  const mutation = useSendCartRequest();

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (data) => {
        clearFormDraft(CART_REQUEST_DRAFT);
        setConfirmation(data);
      },
      onError: (error) => alert.sendFailed(error, CART_REQUEST_FAILED_MESSAGE),
    }),
  );
  // The emptied cart and the new bookings are fetched once the confirmation is closed.
  const seeBookings = () => {
    setConfirmation(null);
    void queryClient.invalidateQueries({ queryKey: USER_KEY });
    navigate(paths.dashboard.getHref('bookings'), { replace: true });
  };

  return (
    <BookingFormFrame
      title={t('Request everything at once')}
      lead={t(
        'We plan {count, plural, one {the item} other {the {count} items}} in your cart as one trip and reply within 24 hours, under one reference. Nothing is charged now.',
        { count: lines },
      )}
      onSubmit={onSubmit}
      alert={alert}
      pending={mutation.isPending}
      submitLabel={t('Send request')}
      pendingLabel={t('Sending request...')}
      success={{
        open: confirmation !== null,
        onClose: seeBookings,
        title: t('Request Sent'),
        actionLabel: t('See my bookings'),
        onAction: seeBookings,
        content: confirmation && (
          <>
            <p>
              {t(
                'Your {count, plural, one {item is} other {{count} items are}} with our team under one reference: {reference}.',
                { count: confirmation.lines, reference: REFERENCE_MARK },
              )
                .split(REFERENCE_MARK)
                .map((piece, index) =>
                  index === 0 ? (
                    piece
                  ) : (
                    <Fragment key={index}>
                      <strong className="text-ink">{confirmation.reference}</strong>
                      {piece}
                    </Fragment>
                  ),
                )}
            </p>
            {confirmation.total_price !== null && (
              <p className="text-lg">
                {rich('Priced trips: {price}', {
                  price: <strong className="text-gold-dark">{format(confirmation.total_price)}</strong>,
                })}
              </p>
            )}
            {confirmation.priced_lines < confirmation.lines && (
              <p>{t('Destinations are priced by proposal: we send it with our reply.')}</p>
            )}
            <p>{t('We reply by e-mail within 24 hours. Online payment is coming soon.')}</p>
          </>
        ),
      }}
    >
      <BookingFields
        mode="cart"
        form={form}
        requiredMessage={DESTINATION_INQUIRY_REQUIRED_MESSAGE}
        splash={splash.data}
        notePlaceholder={t('The order you would like, flights, celebrations, questions…')}
      />
    </BookingFormFrame>
  );
}
