import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { CreateOrderBody, OrderDetail } from '@/api/orders';
import type { User } from '@/api/users';
import { RecordFormActions } from '@/components/data-grid/record-form-actions';
import { TextInput } from '@/components/forms/text-input';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { businessDay } from '@/lib/format/date-time';
import { useForm } from '@/lib/validation/use-form';
import { PRODUCTS, isProduct, unitOf } from '@/lib/orders/products';
import { useOrderChoices } from '../hooks/use-order-choices';
import { useOrderPricing } from '../hooks/use-order-pricing';
import { useOrderSubmit } from '../hooks/use-order-submit';
import {
  ORDER_LIMITS,
  orderBody,
  orderRules,
  parseQuantity,
  totalCents,
  unitPriceCents,
} from '../order-form-values';
import type { CustomerRef, OrderValues } from '../order-form-values';
import { fullName } from '../order-options';
import { CustomerPicker } from './customer-picker';
import { DeliveryFields } from './delivery-fields';
import { Columns, FormSection } from './order-form-layout';
import { OrderTotal } from './order-total';
import { PaymentMethodField } from './payment-method-field';
import { SelectField } from './select-field';
import { UnitPriceField } from './unit-price-field';

interface OrderFormProps {
  initial: OrderValues;
  /** The order being edited (its current zone, location and employee stay choosable). */
  order?: OrderDetail;
  submitLabel: string;
  /** Where Cancel leads. */
  cancelTo: string;
  /** Sends the order; settles with the call (`.unwrap()`), so that its errors reach the fields. */
  onSubmit: (body: CreateOrderBody) => Promise<unknown>;
}

/**
 * The whole order: the customer (a registered one found by phone or name, or typed), where it goes
 * (address, zone, and a location of that zone) and when (a day, today unless changed, and an
 * optional window), what (product, quantity, unit price: the price in
 * force for the zone and product unless typed by hand; the total in exact cents), how it is paid
 * (a wallet payment is checked against the customer's balance) and who delivers it, with notes.
 * Checked before sending; the server's refusals land on their fields and above the form.
 */
export function OrderForm({ initial, order, submitLabel, cancelTo, onSubmit }: OrderFormProps) {
  const { t } = useTranslation(['orders', 'validation']);
  const id = useId();
  const ids = {
    customer: `${id}-customer`,
    name: `${id}-name`,
    phone: `${id}-phone`,
    address: `${id}-address`,
    zone: `${id}-zone`,
    location: `${id}-location`,
    product: `${id}-product`,
    quantity: `${id}-quantity`,
    price: `${id}-price`,
    payment: `${id}-payment`,
    employee: `${id}-employee`,
    notes: `${id}-notes`,
  };
  const pricing = useOrderPricing(initial, order);
  const { priceInForceCents, balanceCents } = pricing.context;

  // no delivery before the day the order is taken: today for a new one
  const [takenOn] = useState(() => businessDay(order?.created_at ?? new Date()));
  const rulesFor = useMemo(() => orderRules(pricing.context, takenOn), [pricing.context, takenOn]);
  const { values, setField, validate, addErrors, errorText, textField } = useForm(
    initial,
    rulesFor,
    t,
  );
  const priceInForce = pricing.follow(values);
  const quantity = parseQuantity(values.quantity);
  const unitCents = unitPriceCents(values, priceInForceCents);
  const orderTotal = totalCents(quantity, unitCents);

  const choices = useOrderChoices(order, values.zone_id);

  const changeZone = (zone: string) => {
    setField('zone_id', zone);
    setField('price_auto', true);
    const location = values.location_id;
    if (location !== '' && !choices.isLocationOf(location, zone)) setField('location_id', '');
  };

  const pickCustomer = (customer: CustomerRef | null, user: User | null) => {
    setField('customer', customer);
    if (user === null) return;
    setField('customer_name', fullName(user));
    setField('customer_phone', user.phone ?? '');
    if (user.address) setField('address', user.address);
    if (user.zone_id !== null && String(user.zone_id) !== values.zone_id)
      changeZone(String(user.zone_id));
  };

  const { busy, generalError, formRef, alertRef, handleSubmit } = useOrderSubmit({
    validate,
    addErrors,
    send: () => onSubmit(orderBody(values, priceInForceCents)),
    t,
  });

  const unit = isProduct(values.product) ? unitOf(values.product) : 'units';

  return (
    <Stack
      ref={formRef}
      component="form"
      noValidate
      spacing={3}
      onSubmit={(event) => void handleSubmit(event)}
    >
      {generalError && (
        <Box ref={alertRef} tabIndex={-1} sx={{ outline: 'none', scrollMarginTop: 96 }}>
          <InlineAlert>{generalError.text}</InlineAlert>
        </Box>
      )}

      <FormSection title={t('sections.customer')}>
        <CustomerPicker
          id={ids.customer}
          value={values.customer}
          onChange={pickCustomer}
          error={errorText('customer')}
        />
        <Columns>
          <TextInput
            id={ids.name}
            label={t('fields.customerName')}
            required
            autoComplete="off"
            maxLength={ORDER_LIMITS.customer_name}
            {...textField('customer_name')}
          />
          <TextInput
            id={ids.phone}
            label={t('fields.customerPhone')}
            required
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={ORDER_LIMITS.customer_phone}
            hint={t('hints.phone')}
            {...textField('customer_phone')}
          />
        </Columns>
      </FormSection>

      <FormSection title={t('sections.delivery')}>
        <TextInput
          id={ids.address}
          label={t('fields.address')}
          required
          autoComplete="off"
          maxLength={ORDER_LIMITS.address.max}
          {...textField('address')}
        />
        <Columns>
          <SelectField
            id={ids.zone}
            name="zone_id"
            label={t('fields.zone')}
            required
            value={values.zone_id}
            onChange={changeZone}
            emptyLabel={t('options.chooseZone')}
            error={errorText('zone_id')}
            {...choices.zones}
          />
          <SelectField
            id={ids.location}
            name="location_id"
            label={t('fields.location')}
            value={values.location_id}
            onChange={(value) => setField('location_id', value)}
            emptyLabel={t('options.noLocation')}
            disabled={values.zone_id === ''}
            hint={values.zone_id === '' ? t('hints.locationNeedsZone') : t('hints.location')}
            error={errorText('location_id')}
            {...choices.locations}
          />
        </Columns>
        <DeliveryFields
          date={textField('delivery_date')}
          start={textField('delivery_window_start')}
          end={textField('delivery_window_end')}
        />
      </FormSection>

      <FormSection title={t('sections.product')}>
        <Columns count={3}>
          <SelectField
            id={ids.product}
            name="product"
            label={t('fields.product')}
            required
            value={values.product}
            onChange={(value) => {
              setField('product', isProduct(value) ? value : '');
              setField('price_auto', true);
            }}
            options={PRODUCTS.map((product) => ({
              value: product,
              label: t(`products.${product}`),
            }))}
            emptyLabel={t('options.chooseProduct')}
            error={errorText('product')}
          />
          <TextInput
            id={ids.quantity}
            label={t(unit === 'litres' ? 'fields.quantityLitres' : 'fields.quantityUnits')}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            {...textField('quantity')}
          />
          <UnitPriceField
            id={ids.price}
            values={values}
            priceInForceCents={priceInForceCents}
            priceInForce={priceInForce}
            onType={(typed) => {
              setField('unit_price', typed);
              setField('price_auto', false);
            }}
            onUseInForce={() => setField('price_auto', true)}
            error={errorText('unit_price')}
          />
        </Columns>
        <OrderTotal
          totalCents={orderTotal}
          quantity={quantity}
          unitCents={unitCents}
          pricedOnSave={priceInForce.state === 'none' && values.price_auto}
        />
      </FormSection>

      <FormSection title={t('sections.payment')}>
        <PaymentMethodField
          id={ids.payment}
          value={values.payment_method}
          onChange={(method) => setField('payment_method', method)}
          customer={values.customer}
          balanceCents={balanceCents}
          walletFailed={pricing.walletFailed}
          error={errorText('payment_method')}
        />
        <SelectField
          id={ids.employee}
          name="employee_id"
          label={t('fields.employee')}
          value={values.employee_id}
          onChange={(value) => setField('employee_id', value)}
          emptyLabel={t('options.unassigned')}
          error={errorText('employee_id')}
          {...choices.employees}
        />
        <TextInput
          id={ids.notes}
          label={t('fields.notes')}
          multiline
          minRows={3}
          maxLength={ORDER_LIMITS.notes}
          hint={t('hints.notes')}
          {...textField('notes')}
        />
      </FormSection>

      <RecordFormActions
        submitLabel={submitLabel}
        cancelLabel={t('actions.cancel')}
        cancelTo={cancelTo}
        busy={busy}
      />
    </Stack>
  );
}
