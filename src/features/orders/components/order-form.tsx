import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, ReactNode, SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorKind } from '@/api/errors';
import { useGetLocationsAllQuery } from '@/api/locations';
import { useGetCurrentPriceQuery } from '@/api/orders';
import type { CreateOrderBody, OrderDetail, Product } from '@/api/orders';
import { useGetClientQuery, useGetUsersByTypeQuery } from '@/api/users';
import type { User } from '@/api/users';
import { useGetZonesAllQuery } from '@/api/zones';
import { RecordFormActions, RecordTextField } from '@/components/data-grid';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { formatCents, pesosToCents } from '@/lib/money';
import { useForm } from '@/lib/validation';
import { PRODUCTS, formatOrderDay, isProduct, unitOf } from '../format';
import {
  ORDER_LIMITS,
  orderBody,
  orderRules,
  parseQuantity,
  saveFailureText,
  serverOrderErrors,
  totalCents,
  unitPriceCents,
} from '../order-form-values';
import type { CustomerRef, OrderContext, OrderValues } from '../order-form-values';
import { PAYMENT_METHODS, isPaymentMethod } from '../order-status';
import { CustomerPicker } from './customer-picker';
import { SelectField } from './select-field';
import type { SelectOption } from './select-field';

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

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
  );
}

/** Two (or three) fields side by side from `md` up. */
function Columns({ count = 2, children }: { count?: 2 | 3; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', md: count === 3 ? '2fr 1fr 1fr' : '1fr 1fr' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

const fullName = (user: Pick<User, 'name' | 'last_name'>) =>
  `${user.name} ${user.last_name}`.trim();

/** Options from a list, plus the record's current one when it is not among them (deleted since). */
function withCurrent(
  options: SelectOption[],
  current: { id: number | null; name: string | null } | undefined,
  label: (name: string) => string,
): SelectOption[] {
  if (current?.id == null || options.some((option) => option.value === String(current.id)))
    return options;
  return [
    ...options,
    { value: String(current.id), label: label(current.name ?? `#${String(current.id)}`) },
  ];
}

type PriceState = 'choose' | 'loading' | 'found' | 'none' | 'failed';

/**
 * The whole order: the customer (a registered one found by phone or name, or typed), where it goes
 * (address, zone, and a location of that zone), what (product, quantity, unit price: the price in
 * force for the zone and product unless typed by hand; the total in exact cents), how it is paid
 * (a wallet payment is checked against the customer's balance) and who delivers it, with notes.
 * Checked before sending; the server's refusals land on their fields and above the form.
 */
export function OrderForm({ initial, order, submitLabel, cancelTo, onSubmit }: OrderFormProps) {
  const { t, i18n } = useTranslation(['orders', 'validation']);
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
    total: `${id}-total`,
  };
  const [busy, setBusy] = useState(false);
  // the serial tells two refusals with the same text apart (each one takes the focus)
  const [generalError, setGeneralError] = useState<{ text: string; serial: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // a refused save: the reason takes the focus (and comes into view), above the form
    if (generalError !== null) alertRef.current?.focus();
  }, [generalError]);
  // the values live in useForm, which needs its rules first, and the rules need the wallet and the
  // price in force, which need the values (customer, zone, product): these two pieces of state
  // follow the values and feed the queries
  const [customerId, setCustomerId] = useState<number | null>(initial.customer?.id ?? null);
  const [priceKey, setPriceKey] = useState<{ zoneId: number; product: Product } | null>(null);

  const zones = useGetZonesAllQuery();
  const locations = useGetLocationsAllQuery();
  const employees = useGetUsersByTypeQuery({ type: 'empleado' });
  const admins = useGetUsersByTypeQuery({ type: 'administrador' });
  const client = useGetClientQuery(customerId === null ? skipToken : { id: customerId });
  const price = useGetCurrentPriceQuery(priceKey ?? skipToken);

  const priceInForceCents =
    priceKey !== null && price.currentData ? pesosToCents(price.currentData.price) : null;
  const wallet = client.currentData?.wallet;
  const balanceCents: OrderContext['balanceCents'] =
    customerId === null || wallet === undefined
      ? null
      : wallet === null
        ? 'none'
        : pesosToCents(wallet.amount);
  const chargedCents =
    order !== undefined &&
    order.payment_method === 'wallet' &&
    order.status !== 'cancelled' &&
    order.customer_id === customerId
      ? pesosToCents(order.total)
      : 0;

  const rulesFor = useMemo(
    () => orderRules({ priceInForceCents, balanceCents, chargedCents }),
    [balanceCents, chargedCents, priceInForceCents],
  );
  const { values, setField, validate, addErrors, errorText, textField } = useForm(
    initial,
    rulesFor,
    t,
  );

  // keep the pieces of state that feed queries and rules in step with the values (adjusting state
  // while rendering, as React recommends for derived state)
  const wantedCustomer = values.customer?.id ?? null;
  if (wantedCustomer !== customerId) setCustomerId(wantedCustomer);
  const wantedPrice =
    values.price_auto && values.zone_id !== '' && isProduct(values.product)
      ? { zoneId: Number(values.zone_id), product: values.product }
      : null;
  if (wantedPrice?.zoneId !== priceKey?.zoneId || wantedPrice?.product !== priceKey?.product)
    setPriceKey(wantedPrice);
  const quantity = parseQuantity(values.quantity);
  const unitCents = unitPriceCents(values, priceInForceCents);
  const orderTotal = totalCents(quantity, unitCents);

  let priceState: PriceState = 'loading';
  if (wantedPrice === null) priceState = 'choose';
  else if (price.isFetching) priceState = 'loading';
  else if (price.currentData !== undefined) priceState = 'found';
  else if (price.isError) priceState = errorKind(price.error) === 'notFound' ? 'none' : 'failed';

  const zoneOptions = withCurrent(
    (zones.data?.data ?? []).map((zone) => ({ value: String(zone.id), label: zone.name })),
    order && { id: order.zone_id, name: order.zone_name },
    (name) => t('options.current', { name }),
  );
  const locationOptions = withCurrent(
    (locations.data?.data ?? [])
      .filter((location) => String(location.zone_id) === values.zone_id)
      .map((location) => ({ value: String(location.id), label: location.name })),
    order && String(order.zone_id) === values.zone_id
      ? { id: order.location_id, name: order.location_name }
      : undefined,
    (name) => t('options.current', { name }),
  );
  const staff = [...(employees.data?.data ?? []), ...(admins.data?.data ?? [])].sort((a, b) =>
    fullName(a).localeCompare(fullName(b), 'es'),
  );
  const employeeOptions = withCurrent(
    staff.map((user) => ({
      value: String(user.id),
      label: user.number ? `${fullName(user)} (${user.number})` : fullName(user),
    })),
    order && { id: order.employee_id, name: order.employee_name },
    (name) => t('options.current', { name }),
  );

  const changeZone = useCallback(
    (zone: string) => {
      setField('zone_id', zone);
      setField('price_auto', true);
      const location = values.location_id;
      if (location === '') return;
      const inZone = (locations.data?.data ?? []).some(
        (candidate) => String(candidate.id) === location && String(candidate.zone_id) === zone,
      );
      if (!inZone) setField('location_id', '');
    },
    [locations.data, setField, values.location_id],
  );

  const pickCustomer = (customer: CustomerRef | null, user: User | null) => {
    setField('customer', customer);
    if (user === null) return;
    setField('customer_name', fullName(user));
    setField('customer_phone', user.phone ?? '');
    if (user.address) setField('address', user.address);
    if (user.zone_id !== null && String(user.zone_id) !== values.zone_id)
      changeZone(String(user.zone_id));
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneralError(null);
    if (busy) return;
    if (!validate()) {
      // the first field to correct takes the focus, once its message is shown
      setTimeout(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      }, 0);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(orderBody(values, priceInForceCents));
    } catch (error) {
      const found = serverOrderErrors(error);
      addErrors(found);
      setGeneralError((current) => ({
        text: saveFailureText(error, found, t),
        serial: (current?.serial ?? 0) + 1,
      }));
    } finally {
      setBusy(false);
    }
  };

  const priceText = values.price_auto
    ? priceInForceCents === null
      ? ''
      : (priceInForceCents / 100).toFixed(2)
    : values.unit_price;
  const priceHint = (() => {
    if (!values.price_auto) return t('price.manual');
    switch (priceState) {
      case 'choose':
        return t('price.choose');
      case 'loading':
        return t('price.loading');
      case 'found':
        return price.currentData?.source === 'last_order' ||
          price.currentData?.effective_from == null
          ? t('price.lastUsed')
          : t('price.inForce', {
              day: formatOrderDay(price.currentData.effective_from, i18n.language),
            });
      case 'none':
        return t('price.none');
      case 'failed':
        return t('price.failed');
    }
  })();
  const unit = isProduct(values.product) ? unitOf(values.product) : 'units';
  const paymentError = errorText('payment_method');
  const walletInfo = walletText(t, values, balanceCents, client.isError);
  const paymentHelp = [
    ...(paymentError ? [`${ids.payment}-helper`] : []),
    ...(walletInfo ? [`${ids.payment}-wallet`] : []),
  ];

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
          <RecordTextField
            id={ids.name}
            label={t('fields.customerName')}
            required
            autoComplete="off"
            maxLength={ORDER_LIMITS.customer_name}
            {...textField('customer_name')}
          />
          <RecordTextField
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
        <RecordTextField
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
            options={zoneOptions}
            emptyLabel={t('options.chooseZone')}
            error={errorText('zone_id')}
            loading={zones.isLoading}
            failed={zones.isError}
            onRetry={() => void zones.refetch()}
            retrying={zones.isFetching}
          />
          <SelectField
            id={ids.location}
            name="location_id"
            label={t('fields.location')}
            value={values.location_id}
            onChange={(value) => setField('location_id', value)}
            options={locationOptions}
            emptyLabel={t('options.noLocation')}
            disabled={values.zone_id === ''}
            hint={values.zone_id === '' ? t('hints.locationNeedsZone') : t('hints.location')}
            error={errorText('location_id')}
            loading={locations.isLoading}
            failed={locations.isError}
            onRetry={() => void locations.refetch()}
            retrying={locations.isFetching}
          />
        </Columns>
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
          <RecordTextField
            id={ids.quantity}
            label={t(unit === 'litres' ? 'fields.quantityLitres' : 'fields.quantityUnits')}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            {...textField('quantity')}
          />
          <Stack spacing={0.5}>
            <TextField
              id={ids.price}
              label={t('fields.unitPrice')}
              value={priceText}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                setField('unit_price', event.target.value);
                setField('price_auto', false);
              }}
              error={Boolean(errorText('unit_price'))}
              helperText={errorText('unit_price') ?? priceHint}
              autoComplete="off"
              fullWidth
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                htmlInput: { inputMode: 'decimal', maxLength: 12 },
              }}
            />
            {!values.price_auto && wantedPriceAvailable(values) && (
              <Button
                size="small"
                onClick={() => setField('price_auto', true)}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('price.useInForce')}
              </Button>
            )}
          </Stack>
        </Columns>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            flexWrap: 'wrap',
            gap: 1,
            p: 2,
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          <Typography id={ids.total} component="h3" variant="subtitle1">
            {t('fields.total')}
          </Typography>
          <Box aria-labelledby={ids.total} role="status" sx={{ textAlign: 'end' }}>
            <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
              {orderTotal === null ? '—' : formatCents(orderTotal)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {orderTotal !== null && quantity !== null && unitCents !== null
                ? t('total.breakdown', { quantity, price: formatCents(unitCents) })
                : priceState === 'none' && values.price_auto
                  ? t('total.onSave')
                  : t('total.pending')}
            </Typography>
          </Box>
        </Box>
      </FormSection>

      <FormSection title={t('sections.payment')}>
        <FormControl component="fieldset" error={Boolean(paymentError)}>
          <FormLabel component="legend">{t('fields.paymentMethod')}</FormLabel>
          <RadioGroup
            row
            name="payment_method"
            value={values.payment_method}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const chosen = event.target.value;
              if (isPaymentMethod(chosen)) setField('payment_method', chosen);
            }}
            aria-describedby={paymentHelp.length > 0 ? paymentHelp.join(' ') : undefined}
          >
            {PAYMENT_METHODS.map((method) => (
              <FormControlLabel
                key={method}
                value={method}
                control={<Radio />}
                label={t(`payments.${method}`)}
              />
            ))}
          </RadioGroup>
          {paymentError && (
            <FormHelperText id={`${ids.payment}-helper`}>{paymentError}</FormHelperText>
          )}
          {/* the balance stays in sight beside a refusal: it is read again after one */}
          {walletInfo && (
            <FormHelperText id={`${ids.payment}-wallet`} error={false}>
              {walletInfo}
            </FormHelperText>
          )}
        </FormControl>
        <SelectField
          id={ids.employee}
          name="employee_id"
          label={t('fields.employee')}
          value={values.employee_id}
          onChange={(value) => setField('employee_id', value)}
          options={employeeOptions}
          emptyLabel={t('options.unassigned')}
          error={errorText('employee_id')}
          loading={employees.isLoading || admins.isLoading}
          failed={employees.isError || admins.isError}
          onRetry={() => {
            void employees.refetch();
            void admins.refetch();
          }}
          retrying={employees.isFetching || admins.isFetching}
        />
        <RecordTextField
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

/** The price in force can be asked for: a zone and a product are chosen. */
function wantedPriceAvailable(values: OrderValues): boolean {
  return values.zone_id !== '' && isProduct(values.product);
}

/** What the payment says of the customer's wallet (only for a registered customer). */
function walletText(
  t: (key: string, params?: Record<string, string>) => string,
  values: OrderValues,
  balanceCents: OrderContext['balanceCents'],
  failed: boolean,
): string {
  if (values.customer === null)
    return values.payment_method === 'wallet' ? t('wallet.needsCustomer') : '';
  if (failed) return t('wallet.failed');
  if (balanceCents === null) return t('wallet.loading');
  if (balanceCents === 'none') return t('wallet.none', { name: values.customer.name });
  return t('wallet.balance', { name: values.customer.name, balance: formatCents(balanceCents) });
}
